/* bench_convert.c: how fast a journal becomes an HDF5 log, and how fast the reader reads it
 * back. Usage: bench_convert [events (default 10000000)] [directory (default /tmp)] */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_writer.h"
#include "journal.h"
#include "synthetic_journal.h"

#include <pdd/log.h>
#include <pdd/abi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static long long file_size(const char *path)
{
    struct stat s;
    return stat(path, &s) == 0 ? (long long)s.st_size : -1;
}

static int sum_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    double *sum = ctx;
    for (size_t i = 0; i < n; i++)
        *sum += rows[i].value + (double)rows[i].field[0];
    return 0;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10000000L;
    const char *dir = argc > 2 ? argv[2] : "/tmp";
    char journal[4096], h5[4096], err[8192];
    snprintf(journal, sizeof journal, "%s/pdd_bench.%d.h5.journal", dir, (int)getpid());
    snprintf(h5, sizeof h5, "%s/pdd_bench.%d.h5", dir, (int)getpid());
    int rc = 1;
    pdd_log *log = NULL;

    double t0 = now();
    if (synthetic_journal(journal, n, 0, 0, err, sizeof err) < 0) {
        fprintf(stderr, "bench_convert: %s\n", err);
        goto out;
    }
    double t1 = now();
    printf("journal: %ld events in %.3f s (%lld bytes)\n", n, t1 - t0, file_size(journal));

    if (pdd_h5_write(journal, h5, 0, err, sizeof err) < 0) {
        fprintf(stderr, "bench_convert: %s\n", err);
        goto out;
    }
    double t2 = now();
    printf("journal->hdf5: %ld events in %.3f s = %.0f events/s (%lld bytes)\n", n, t2 - t1,
           (double)n / (t2 - t1), file_size(h5));

    if (pdd_log_open(h5, &log, err, sizeof err) < 0) {
        fprintf(stderr, "bench_convert: %s\n", err);
        goto out;
    }
    double sum = 0;
    if (pdd_log_read_events(log, 0, UINT64_MAX, sum_events, &sum, err, sizeof err) != 0) {
        fprintf(stderr, "bench_convert: %s\n", err);
        goto out;
    }
    double t3 = now();
    printf("hdf5->reader: %llu events in %.3f s = %.0f events/s (checksum %.0f)\n",
           (unsigned long long)pdd_log_event_count(log), t3 - t2,
           (double)pdd_log_event_count(log) / (t3 - t2), sum);
    rc = pdd_log_event_count(log) == (uint64_t)n ? 0 : 1;
out:
    pdd_log_close(log);
    unlink(journal);
    unlink(h5);
    return rc;
}
