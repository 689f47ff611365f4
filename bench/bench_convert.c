/* bench_convert.c: how fast a journal becomes an HDF5 log, and how fast the reader reads it
 * back. Usage: bench_convert [events (default 10000000)] [directory (default /tmp)] */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_writer.h"
#include "journal.h"

#include <pdd/log.h>
#include <pdd/pdd.h>

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

/* A journal shaped like a real run: a few kernels, fields and sites, then n events. */
static int write_journal(const char *path, long n, char *err, size_t errlen)
{
    static const char *const fields[] = {"delp", "qvapor", "pt", "u"};
    pdd_journal *j = pdd_journal_create(path, getpid(), 0, err, errlen);
    if (!j)
        return -1;
    const char meta[] = "{\"format_version\":1,\"producer\":\"pdd " PDD_VERSION "\","
                        "\"program\":\"bench_convert\",\"rank\":0,\"hostname\":\"bench\","
                        "\"pid\":1,\"start_time_ns\":1795290817123456789,"
                        "\"start_time\":\"2026-11-21T19:53:37.123456789Z\",\"config\":{}}";
    pdd_journal_append(j, PDD_REC_META, meta, sizeof meta, NULL, 0);
    pdd_rec_unit u = {0, 0, 0, 0};
    const char unit_tail[] = "bench\0bench.cpp";
    pdd_journal_append(j, PDD_REC_UNIT, &u, sizeof u, unit_tail, sizeof unit_tail);
    for (int k = 0; k < 4; k++) {
        pdd_rec_kernel kr = {k, 0, 100 + k, 0};
        char tail[64];
        int len = snprintf(tail, sizeof tail, "kernel_%d%cbench.cpp%cmap_%d", k, 0, 0, k);
        pdd_journal_append(j, PDD_REC_KERNEL, &kr, sizeof kr, tail, (size_t)len + 1);
        pdd_rec_field fr = {k, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
        pdd_journal_append(j, PDD_REC_FIELD, &fr, sizeof fr, fields[k], strlen(fields[k]) + 1);
    }
    for (int s = 0; s < 8; s++) {
        pdd_rec_site sr = {s, s % 4, s % 4, 200 + s, 0.0, 1e30, PDD_CHECK_NAN, 0};
        pdd_journal_append(j, PDD_REC_SITE, &sr, sizeof sr, NULL, 0);
    }
    const char bt[] = "#0 0x401000 kernel_0+0x10\n#1 0x402000 main+0x20";
    for (long i = 0; i < n; i++) {
        int crash = i % 1000000 == 999999;
        pdd_rec_event e = {
            .t_ns = 1795290817000000000ull + (uint64_t)i, .call = 1 + (uint64_t)i / 8,
            .count = 1, .offset = i, .value = -1.0, .min = -1.0, .max = -1.0,
            .kernel = (int32_t)(i % 4), .site = (int32_t)(i % 8), .field = (int32_t)(i % 4),
            .index = {(int32_t)(i % 256), (int32_t)(i / 256 % 256), (int32_t)(i % 80)},
            .kind = crash ? PDD_KIND_CRASH : PDD_KIND_NEG_DELP, .cuda_error = 0};
        if (!pdd_journal_append(j, PDD_REC_EVENT, &e, sizeof e, crash ? bt : NULL,
                                crash ? sizeof bt : 0)) {
            snprintf(err, errlen, "%s: journal full after %ld events", path, i);
            pdd_journal_close(j);
            return -1;
        }
    }
    pdd_rec_end end = {0};
    pdd_journal_append(j, PDD_REC_END, &end, sizeof end, NULL, 0);
    pdd_journal_close(j);
    return 0;
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
    if (write_journal(journal, n, err, sizeof err) < 0) {
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
