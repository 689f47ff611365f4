/* synthetic_ranks.h: the log of one rank of a many-rank run, as pdd would write it, for the
 * rank-scaling benchmark (bench_ranks.c) and test (tests/helpers/rank_logs.c): 4 kernels called in
 * turn, each call with a progress row and a trace row of its field; no event, unless the
 * rank is told to fail: then a NaN at one call, and optionally a crash in the next call, in
 * which the rank dies (no clean exit, that call never ends); or it is ended by SIGTERM in a
 * call (as mpirun ends the other ranks after one failed). */
#ifndef PDD_SYNTHETIC_RANKS_H
#define PDD_SYNTHETIC_RANKS_H

#include "h5_writer.h"
#include "journal.h"
#include "synthetic_journal.h"

#include <pdd/abi.h>

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef struct synthetic_rank {
    int rank;
    long calls;          /* kernel calls (progress and trace rows) */
    long nan_call;       /* the call with a NaN (0: none) */
    int crash;           /* with nan_call: dies of SIGSEGV in the call after it */
    long term_call;      /* SIGTERM comes in this call (0: none), which never ends */
    uint64_t stagger_ns; /* rank r's times start r * stagger_ns after the run's start */
} synthetic_rank;

#define SYNTHETIC_START_NS 1795290817000000000ull
#define SYNTHETIC_CALL_NS 10000ull

/* Writes the journal at path (which must not exist); -1 with a message in err. */
static int synthetic_rank_journal(const char *path, const synthetic_rank *s, char *err,
                                  size_t errlen)
{
    pdd_journal *j = pdd_journal_create(path, 1000 + s->rank, s->rank, err, errlen);
    if (!j)
        return -1;
    char host[32];
    snprintf(host, sizeof host, "node%03d", s->rank / 64);
    synthetic_preamble(j, "synthetic-mpi", host, s->rank, 1000 + s->rank, "stencil", "stencils.cpp");
    for (int k = 0; k < 4; k++) {
        pdd_rec_site sr = {k, k, k, 200 + k, -INFINITY, INFINITY,
                           PDD_CHECK_NAN | PDD_CHECK_TRACE | PDD_CHECK_PROGRESS, 0};
        pdd_journal_append(j, PDD_REC_SITE, &sr, sizeof sr, NULL, 0);
    }
    const char bt[] = "#0 0x401000 stencil_1+0x10\n#1 0x402000 main+0x20";
    const uint64_t t0 = SYNTHETIC_START_NS + s->stagger_ns * (uint64_t)s->rank;
    int died = 0;
    for (long c = 1; c <= s->calls && !died; c++) {
        int k = (int)(c % 4);
        uint64_t tb = t0 + SYNTHETIC_CALL_NS * (uint64_t)c;
        int crash = s->crash && s->nan_call && c == s->nan_call + 1, term = c == s->term_call;
        pdd_rec_progress p = {tb, crash || term ? 0 : tb + SYNTHETIC_CALL_NS / 2, k, (uint32_t)c};
        pdd_journal_append(j, PDD_REC_PROGRESS, &p, sizeof p, NULL, 0);
        if (term) {
            pdd_rec_signal sg = {.t_ns = tb + 200, .sig = SIGTERM, .sender_pid = 999};
            pdd_journal_append(j, PDD_REC_SIGNAL, &sg, sizeof sg, NULL, 0);
            died = 1;
            break;
        }
        double v = c == s->nan_call ? NAN : 1.0 + 1e-3 * (double)c;
        pdd_rec_trace t = {.call = (uint64_t)c, .value = v, .kernel = k, .field = k, .ndim = 3,
                           .index = {2, 3, 1}};
        pdd_journal_append(j, PDD_REC_TRACE, &t, pdd_rec_trace_len(&t), NULL, 0);
        if (c == s->nan_call || crash) {
            pdd_rec_event e = {.t_ns = tb + 100, .call = (uint64_t)c, .count = 1, .kernel = k,
                               .index = {-1, -1, -1, -1, -1, -1, -1, -1}};
            if (crash) { /* as the crash handler records it: no site, value = the signal */
                e.kind = PDD_KIND_CRASH;
                e.site = e.field = -1;
                e.offset = -1;
                e.value = e.min = e.max = 11;
            } else {
                e.kind = PDD_KIND_NAN;
                e.site = e.field = k;
                e.offset = 7;
                e.value = e.min = e.max = NAN;
                e.ndim = 3;
                e.index[0] = 2, e.index[1] = 3, e.index[2] = 1;
            }
            pdd_journal_append(j, PDD_REC_EVENT, &e, pdd_rec_event_len(&e), crash ? bt : NULL,
                               crash ? sizeof bt : 0);
            died = crash;
        }
    }
    if (!died) {
        pdd_rec_end end = {t0 + SYNTHETIC_CALL_NS * (uint64_t)(s->calls + 1)};
        pdd_journal_append(j, PDD_REC_END, &end, sizeof end, NULL, 0);
    }
    uint64_t lost = pdd_journal_lost(j);
    pdd_journal_close(j);
    if (lost) {
        snprintf(err, errlen, "%s: journal full (%llu records lost)", path, (unsigned long long)lost);
        return -1;
    }
    return 0;
}

/* The HDF5 log of that rank at h5_path (its journal is made beside it and removed). */
static int synthetic_rank_log(const char *h5_path, const synthetic_rank *s, char *err, size_t errlen)
{
    char journal[4200];
    snprintf(journal, sizeof journal, "%s.journal", h5_path);
    unlink(journal);
    int rc = synthetic_rank_journal(journal, s, err, errlen);
    if (rc == 0)
        rc = pdd_h5_write(journal, h5_path, (s->crash && s->nan_call) || s->term_call, err, errlen);
    unlink(journal);
    return rc;
}

#endif
