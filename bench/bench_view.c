/* bench_view.c: `pdd-view summary` over 8 rank logs holding 10^7 events in total (goal:
 * <= 1 s), against the reader alone streaming the same rows in this process (the baseline,
 * measured in the same run); and its peak memory at 10^6 and at 10^7 events (goal: the
 * same). Usage: bench_view PDD_VIEW DIR (the logs are made in DIR once and kept). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_writer.h"
#include "synthetic_journal.h"

#include <pdd/log.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RANKS 8

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* DIR/NAME.R.h5 for every rank, made when missing. */
static int make_logs(const char *dir, const char *name, long per_rank, char paths[RANKS][4096])
{
    char err[8192], journal[4200];
    for (int r = 0; r < RANKS; r++) {
        snprintf(paths[r], 4096, "%s/%s.%d.h5", dir, name, r);
        struct stat st;
        if (stat(paths[r], &st) == 0)
            continue;
        snprintf(journal, sizeof journal, "%s.journal", paths[r]);
        if (synthetic_journal(journal, per_rank, r, 1, err, sizeof err) < 0 ||
            pdd_h5_write(journal, paths[r], 0, err, sizeof err) < 0) {
            fprintf(stderr, "bench_view: %s\n", err);
            return -1;
        }
        unlink(journal);
    }
    return 0;
}

static int count_rows(const pdd_log_event *rows, size_t n, void *ctx)
{
    double *sum = ctx;
    for (size_t i = 0; i < n; i++)
        *sum += (double)rows[i].count + (double)rows[i].field[0];
    return 0;
}

/* The baseline: open the 8 logs and stream every event through the reader. */
static double read_all(char paths[RANKS][4096], uint64_t *events)
{
    char err[4096];
    double t = now(), sum = 0;
    *events = 0;
    for (int r = 0; r < RANKS; r++) {
        pdd_log *log;
        if (pdd_log_open(paths[r], &log, err, sizeof err) < 0 ||
            pdd_log_read_events(log, 0, UINT64_MAX, count_rows, &sum, err, sizeof err) != 0) {
            fprintf(stderr, "bench_view: %s\n", err);
            exit(1);
        }
        *events += pdd_log_event_count(log);
        pdd_log_close(log);
    }
    return sum > 0 ? now() - t : -1;
}

/* Runs `pdd-view summary` on the logs; its wall time, and its peak RSS in KiB. */
static double run_summary(const char *view, char paths[RANKS][4096], long *maxrss_kib)
{
    double t = now();
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, STDOUT_FILENO);
        char *argv[RANKS + 3] = {(char *)view, "summary"};
        for (int r = 0; r < RANKS; r++)
            argv[2 + r] = paths[r];
        execv(view, argv);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) || WEXITSTATUS(status)) {
        fprintf(stderr, "bench_view: %s summary failed\n", view);
        exit(1);
    }
    *maxrss_kib = ru.ru_maxrss;
    return now() - t;
}

static int by_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_view PDD_VIEW DIR\n");
        return 2;
    }
    mkdir(argv[2], 0777);
    static char small[RANKS][4096], big[RANKS][4096];
    double t = now();
    if (make_logs(argv[2], "small", 125000, small) < 0 || make_logs(argv[2], "big", 1250000, big) < 0)
        return 1;
    printf("logs ready in %.1f s (8 ranks; kept in %s)\n", now() - t, argv[2]);

    enum { ROUNDS = 5 };
    double base[ROUNDS], view[ROUNDS];
    long rss_small = 0, rss_big = 0;
    uint64_t events = 0;
    for (int i = 0; i < ROUNDS; i++) {
        base[i] = read_all(big, &events);
        view[i] = run_summary(argv[1], big, &rss_big);
    }
    run_summary(argv[1], small, &rss_small);
    qsort(base, ROUNDS, sizeof *base, by_double);
    qsort(view, ROUNDS, sizeof *view, by_double);
    printf("pdd-view summary, 8 logs, %llu events, median of %d\n", (unsigned long long)events, ROUNDS);
    printf("  reader alone   %.3f s  (baseline: every event streamed, nothing done)\n", base[ROUNDS / 2]);
    printf("  summary        %.3f s  %.2fx the baseline  (goal <= 1 s)\n", view[ROUNDS / 2],
           view[ROUNDS / 2] / base[ROUNDS / 2]);
    printf("  peak memory    %.1f MiB at 10^6 events, %.1f MiB at 10^7: %.2fx  (goal: not growing)\n",
           (double)rss_small / 1024, (double)rss_big / 1024, (double)rss_big / (double)rss_small);
    return 0;
}
