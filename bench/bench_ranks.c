/* bench_ranks.c: `pdd-view summary` and `pdd-view report` over the logs of 64, 1024 and 4096
 * ranks (one log of about 256 KiB per rank: 1 GiB at 4096; bench/synthetic_ranks.h), each
 * set with one faulty rank three quarters of the way up (a NaN, then a crash: rank 3071 of
 * 4096), so the first failure is not on rank 0. Prints wall time, time per rank and peak
 * memory (of the child, from wait4) per count, checks that the summary names that rank's
 * NaN as the first failure, and whether the goals hold: at 4096 ranks <= 256 MiB and
 * <= 10 s for each verb, and time per rank growing by at most 2x from 1024 to 4096 ranks.
 * Usage: bench_ranks PDD_VIEW DIR (the logs are made in DIR/N once and kept). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "synthetic_ranks.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

#define CALLS 1530 /* kernel calls per rank: a log of about 256 KiB */
#define FAULT_CALL 1000
#define GOAL_MIB 256
#define GOAL_S 10.0

static const int counts[] = {64, 1024, 4096};
#define NCOUNTS (int)(sizeof counts / sizeof counts[0])

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int fault_rank(int n)
{
    return 3 * n / 4 - 1;
}

/* DIR/N/pdd.R.h5 for every rank; DIR/N/complete marks a finished set. */
static int make_logs(const char *dir, int n, char **paths)
{
    char set[4096], done[4200], err[8192];
    snprintf(set, sizeof set, "%s/%d", dir, n);
    snprintf(done, sizeof done, "%s/complete", set);
    struct stat st;
    int have = stat(done, &st) == 0;
    mkdir(set, 0777);
    for (int r = 0; r < n; r++) {
        if (asprintf(&paths[r], "%s/pdd.%d.h5", set, r) < 0)
            return -1;
        synthetic_rank s = {.rank = r, .calls = CALLS, .stagger_ns = 1000};
        if (r == fault_rank(n)) {
            s.nan_call = FAULT_CALL;
            s.crash = 1;
        }
        if (!have && synthetic_rank_log(paths[r], &s, err, sizeof err) < 0) {
            fprintf(stderr, "bench_ranks: %s\n", err);
            return -1;
        }
    }
    int fd = have ? -1 : open(done, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0)
        close(fd);
    return 0;
}

/* Runs pdd-view with those arguments and the logs, stdout to `out`; wall time, and peak RSS
 * in KiB. */
static double run_view(const char *view, const char *const *args, int nargs, char **paths, int n,
                       const char *out, long *maxrss_kib)
{
    char **argv = calloc((size_t)(n + nargs + 2), sizeof *argv);
    argv[0] = (char *)view;
    for (int i = 0; i < nargs; i++)
        argv[1 + i] = (char *)args[i];
    for (int r = 0; r < n; r++)
        argv[1 + nargs + r] = paths[r];
    double t = now();
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(fd, STDOUT_FILENO);
        execv(view, argv);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) || WEXITSTATUS(status)) {
        fprintf(stderr, "bench_ranks: %s %s over %d logs failed (status %d)\n", view, args[0], n,
                status);
        exit(1);
    }
    free(argv);
    *maxrss_kib = ru.ru_maxrss;
    return now() - t;
}

/* The summary names the faulty rank's NaN as the first failure. */
static int first_failure_ok(const char *summary, int rank)
{
    FILE *f = fopen(summary, "r");
    char line[4096], want[64];
    snprintf(want, sizeof want, "First failure: rank %d,", rank);
    int ok = 0;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, want, strlen(want)))
            ok = 1;
    if (f)
        fclose(f);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_ranks PDD_VIEW DIR\n");
        return 2;
    }
    mkdir(argv[2], 0777);
    static char **paths[NCOUNTS];
    double t = now();
    for (int c = 0; c < NCOUNTS; c++) {
        paths[c] = calloc((size_t)counts[c], sizeof *paths[c]);
        if (make_logs(argv[2], counts[c], paths[c]) < 0)
            return 1;
    }
    struct stat st;
    stat(paths[NCOUNTS - 1][0], &st);
    printf("logs ready in %.1f s (%d, %d and %d ranks of %.0f KiB each; kept in %s)\n", now() - t,
           counts[0], counts[1], counts[2], (double)st.st_size / 1024, argv[2]);

    char report[4200], summary[4200];
    snprintf(report, sizeof report, "%s/report.html", argv[2]);
    snprintf(summary, sizeof summary, "%s/summary.txt", argv[2]);
    const char *const summary_args[] = {"summary"}, *const report_args[] = {"report", "--html", report};
    struct {
        const char *const *args;
        int nargs;
        const char *out;
    } verbs[] = {{summary_args, 1, summary}, {report_args, 3, "/dev/null"}};
    int ok = 1;
    for (int v = 0; v < 2; v++) {
        double per_rank[NCOUNTS], secs[NCOUNTS];
        long rss[NCOUNTS];
        printf("pdd-view %s (best of 3; peak memory of that run)\n", verbs[v].args[0]);
        printf("  %6s %9s %13s %12s\n", "ranks", "time", "time/rank", "peak memory");
        for (int c = 0; c < NCOUNTS; c++) {
            secs[c] = 1e30;
            for (int round = 0; round < 3; round++) {
                long k;
                double s = run_view(argv[1], verbs[v].args, verbs[v].nargs, paths[c], counts[c],
                                    verbs[v].out, &k);
                if (s < secs[c]) {
                    secs[c] = s;
                    rss[c] = k;
                }
            }
            per_rank[c] = secs[c] / counts[c];
            printf("  %6d %7.3f s %10.3f ms %8.1f MiB\n", counts[c], secs[c], 1e3 * per_rank[c],
                   (double)rss[c] / 1024);
            if (!v && !first_failure_ok(summary, fault_rank(counts[c]))) {
                printf("  FAIL: the summary over %d logs does not name rank %d's NaN as the "
                       "first failure (%s)\n", counts[c], fault_rank(counts[c]), summary);
                ok = 0;
            }
        }
        int last = NCOUNTS - 1;
        int mem = rss[last] <= GOAL_MIB * 1024L, fast = secs[last] <= GOAL_S,
            linear = per_rank[last] <= 2 * per_rank[last - 1];
        printf("  goal at %d ranks: <= %d MiB %s, <= %.0f s %s; time per rank %.2fx from %d to "
               "%d ranks (linear: <= 2x) %s\n", counts[last], GOAL_MIB, mem ? "met" : "MISSED",
               GOAL_S, fast ? "met" : "MISSED", per_rank[last] / per_rank[last - 1],
               counts[last - 1], counts[last], linear ? "met" : "MISSED");
        ok &= mem && fast && linear;
    }
    return ok ? 0 : 1;
}
