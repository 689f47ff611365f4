/* synthetic_journal.h: a journal shaped like a real run (a few kernels, fields and sites,
 * one progress record per 8 events, then n events, one crash per 10^6) for the benchmarks
 * of the log writer and of pdd-view. `rank` goes into the metadata, and shifts the times
 * by `rank` microseconds so that ranks interleave. */
#ifndef PDD_SYNTHETIC_JOURNAL_H
#define PDD_SYNTHETIC_JOURNAL_H

#include "journal.h"

#include <pdd/abi.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The records every synthetic journal starts with: metadata, one unit, and 4 kernels
 * (PREFIX_0..3 in SOURCE) each with its field (delp, qvapor, pt, u; ids 0..3). */
static inline void synthetic_preamble(pdd_journal *j, const char *program, const char *host, int rank,
                               int pid, const char *prefix, const char *source)
{
    static const char *const fields[] = {"delp", "qvapor", "pt", "u"};
    char meta[512];
    int mlen = snprintf(meta, sizeof meta,
                        "{\"format_version\":3,\"producer\":\"pdd " PDD_VERSION "\","
                        "\"program\":\"%s\",\"rank\":%d,\"hostname\":\"%s\","
                        "\"pid\":%d,\"start_time_ns\":1795290817000000000,"
                        "\"start_time\":\"2026-11-21T19:53:37.000000000Z\",\"config\":{}}",
                        program, rank, host, pid);
    pdd_journal_append(j, PDD_REC_META, meta, (size_t)mlen + 1, NULL, 0);
    char tail[512];
    int len = snprintf(tail, sizeof tail, "%s%c%s", program, 0, source);
    pdd_rec_unit u = {0, 0, 0, 0};
    pdd_journal_append(j, PDD_REC_UNIT, &u, sizeof u, tail, (size_t)len + 1);
    for (int k = 0; k < 4; k++) {
        pdd_rec_kernel kr = {k, 0, 100 + k, 0};
        len = snprintf(tail, sizeof tail, "%s_%d%c%s%cmap_%d", prefix, k, 0, source, 0, k);
        pdd_journal_append(j, PDD_REC_KERNEL, &kr, sizeof kr, tail, (size_t)len + 1);
        pdd_rec_field fr = {k, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
        pdd_journal_append(j, PDD_REC_FIELD, &fr, sizeof fr, fields[k], strlen(fields[k]) + 1);
    }
}

static inline int synthetic_journal(const char *path, long n, int rank, int with_progress, char *err,
                                    size_t errlen)
{
    pdd_journal *j = pdd_journal_create(path, getpid(), rank, err, errlen);
    if (!j)
        return -1;
    synthetic_preamble(j, "synthetic", "bench", rank, 1, "kernel", "bench.cpp");
    for (int s = 0; s < 8; s++) {
        pdd_rec_site sr = {s, s % 4, s % 4, 200 + s, 0.0, 1e30, PDD_CHECK_NAN, 0};
        pdd_journal_append(j, PDD_REC_SITE, &sr, sizeof sr, NULL, 0);
    }
    const char bt[] = "#0 0x401000 kernel_0+0x10\n#1 0x402000 main+0x20";
    const uint64_t t0 = 1795290817000000000ull + 1000ull * (uint64_t)rank;
    for (long i = 0; i < n; i++) {
        int crash = i % 1000000 == 999999;
        if (with_progress && i % 8 == 0) {
            pdd_rec_progress p = {t0 + 8000ull * (uint64_t)(i / 8), t0 + 8000ull * (uint64_t)(i / 8) + 7000,
                                  (int32_t)(i / 8 % 4), (uint32_t)(1 + i / 32)};
            pdd_journal_append(j, PDD_REC_PROGRESS, &p, sizeof p, NULL, 0);
        }
        pdd_rec_event e = {
            .t_ns = t0 + 1000ull * (uint64_t)i, .call = 1 + (uint64_t)i / 8,
            .count = 1, .offset = i, .value = -1.0, .min = -1.0, .max = -1.0,
            .kernel = (int32_t)(i % 4), .site = (int32_t)(i % 8), .field = (int32_t)(i % 4),
            .kind = crash ? PDD_KIND_CRASH : PDD_KIND_NEG_DELP, .cuda_error = 0,
            .ndim = 3, .index = {i % 256, i / 256 % 256, i % 80}};
        if (!pdd_journal_append(j, PDD_REC_EVENT, &e, pdd_rec_event_len(&e), crash ? bt : NULL,
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

#endif
