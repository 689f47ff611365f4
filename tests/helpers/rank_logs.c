/* rank_logs.c: test helper — the logs of a many-rank run, DIR/pdd.<rank>.h5 for rank 0 to
 * N-1 (bench/synthetic_ranks.h), each with CALLS kernel calls and no event, except:
 *   --nan R:C          rank R has a NaN at call C
 *   --crash R:C        rank R has a NaN at call C and dies of SIGSEGV in call C+1
 *   --stagger NS       rank r's calls start r * NS after the run's start (default 1000)
 *   --term C           every other rank is ended by SIGTERM in call C (even ranks) or C+1
 *                      (odd ranks): in two kernels, as when mpirun ends a job
 * Usage: rank_logs DIR N CALLS [--nan R:C | --crash R:C]... [--stagger NS] [--term C] */
#include "../../bench/synthetic_ranks.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>

#define MAX_FAULTS 64

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: rank_logs DIR N CALLS [--nan R:C | --crash R:C]... [--stagger NS] [--term C]\n");
        return 2;
    }
    const char *dir = argv[1];
    long n = atol(argv[2]), calls = atol(argv[3]);
    uint64_t stagger = 1000;
    long term = 0;
    struct {
        long rank, call;
        int crash;
    } faults[MAX_FAULTS];
    int nfaults = 0;
    for (int i = 4; i < argc; i++) {
        if (!strcmp(argv[i], "--stagger") && i + 1 < argc) {
            stagger = strtoull(argv[++i], NULL, 10);
            continue;
        }
        if (!strcmp(argv[i], "--term") && i + 1 < argc) {
            term = atol(argv[++i]);
            continue;
        }
        int crash = !strcmp(argv[i], "--crash");
        if ((!crash && strcmp(argv[i], "--nan")) || i + 1 >= argc || nfaults == MAX_FAULTS ||
            sscanf(argv[i + 1], "%ld:%ld", &faults[nfaults].rank, &faults[nfaults].call) != 2) {
            fprintf(stderr, "rank_logs: bad argument '%s'\n", argv[i]);
            return 2;
        }
        faults[nfaults++].crash = crash;
        i++;
    }
    if (n <= 0 || calls <= 0 || (mkdir(dir, 0777) < 0 && errno != EEXIST)) {
        fprintf(stderr, "rank_logs: need N > 0, CALLS > 0 and a folder %s\n", dir);
        return 2;
    }
    for (long r = 0; r < n; r++) {
        synthetic_rank s = {.rank = (int)r, .calls = calls, .stagger_ns = stagger,
                            .term_call = term ? term + r % 2 : 0};
        for (int f = 0; f < nfaults; f++)
            if (faults[f].rank == r) {
                s.nan_call = faults[f].call;
                s.crash = faults[f].crash;
                s.term_call = 0;
            }
        char path[4096], err[8192];
        snprintf(path, sizeof path, "%s/pdd.%ld.h5", dir, r);
        if (synthetic_rank_log(path, &s, err, sizeof err) < 0) {
            fprintf(stderr, "rank_logs: %s\n", err);
            return 1;
        }
    }
    return 0;
}
