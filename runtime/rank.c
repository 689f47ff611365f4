/* rank.c: which rank this process is (from the launcher's variables), and so its log path. */
#include "runtime.h"
#include "rank.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* In the order launchers are most specific: Open MPI, PMIx, MPICH/Intel (PMI), MVAPICH,
 * Cray PALS, Slurm. */
static const char *const rank_vars[] = {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK",
                                        "MV2_COMM_WORLD_RANK",  "PALS_RANKID", "SLURM_PROCID"};

int64_t pdd_rank_from_env(const char *(*get)(const char *name))
{
    for (size_t i = 0; i < sizeof rank_vars / sizeof *rank_vars; i++) {
        const char *v = get(rank_vars[i]);
        if (!v || !*v)
            continue;
        char *end;
        errno = 0;
        long long r = strtoll(v, &end, 10);
        if (*end || errno || r < 0) {
            pdd_say("pdd: %s=%s is not a rank; ignoring it\n", rank_vars[i], v);
            continue;
        }
        return r;
    }
    return 0;
}

int pdd_log_path(const char *pattern, int64_t rank, long pid, char *out, size_t n)
{
    size_t used = 0;
    for (const char *p = pattern; *p; p++) {
        int w;
        if (*p == '%' && p[1] == 'r')
            w = snprintf(out + used, n - used, "%lld", (long long)rank), p++;
        else if (*p == '%' && p[1] == 'p')
            w = snprintf(out + used, n - used, "%ld", pid), p++;
        else if (*p == '%' && p[1] == '%')
            w = snprintf(out + used, n - used, "%%"), p++;
        else
            w = snprintf(out + used, n - used, "%c", *p);
        if (w < 0 || (size_t)w >= n - used)
            return -1;
        used += (size_t)w;
    }
    if (used == 0 && n)
        out[0] = 0;
    return 0;
}
