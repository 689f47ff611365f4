/* test_support.h: what the unit tests share — a fresh log folder and configuration per test,
 * and the journal's records gathered into arrays so tests can assert on them exactly. */
#ifndef PDD_TEST_SUPPORT_H
#define PDD_TEST_SUPPORT_H

#include "journal.h"
#include "runtime.h"
#include "registry.h"
#include <pdd/probe.h>

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const tsup_vars[] = {"PACE_DACE_DEBUG", "PDD_CHECKS",     "PDD_TRACE_INDEX",
                                        "PDD_TRACERS",     "PDD_TRACER_MIN", "PDD_DELP",        "PDD_LOG",
                                        "PDD_ON_FAIL",     "PDD_PROGRESS",   "PDD_PROGRESS_KEEP", "PDD_MAX_EVENTS",
                                        "PDD_CUDA_SYNC",   "PDD_CONFIG",     "PDD_HALO",       "OMPI_COMM_WORLD_RANK",
                                        "PMIX_RANK",       "PMI_RANK",       "SLURM_PROCID",
                                        "NDSL_DACE_DEBUG", "NDSL_DACE_FORCE_SYNC_GPU"};

/* The log folder of this test process. */
static char tsup_dir[256];

/* Starts pdd anew with PACE_DACE_DEBUG=True, the log in a fresh folder, and the given
 * NAME=VALUE settings (NULL-terminated). Returns the journal path. */
static inline const char *tsup_start(const char *first, ...)
{
    for (size_t i = 0; i < sizeof tsup_vars / sizeof *tsup_vars; i++)
        unsetenv(tsup_vars[i]);
    const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    snprintf(tsup_dir, sizeof tsup_dir, "%s/pdd-test-%ld-XXXXXX", tmp, (long)getpid());
    ck_assert_ptr_nonnull(mkdtemp(tsup_dir));
    char log[512];
    snprintf(log, sizeof log, "%s/pdd.%%r.h5", tsup_dir);
    setenv("PDD_LOG", log, 1);
    setenv("PACE_DACE_DEBUG", "True", 1);
    va_list ap;
    va_start(ap, first);
    for (const char *kv = first; kv; kv = va_arg(ap, const char *)) {
        char name[128];
        const char *eq = strchr(kv, '=');
        snprintf(name, sizeof name, "%.*s", (int)(eq - kv), kv);
        if (eq[1] == 0 && !strcmp(name, "PACE_DACE_DEBUG"))
            unsetenv(name);
        else
            setenv(name, eq + 1, 1);
    }
    va_end(ap);
    pdd_runtime_restart();
    return pdd_rt.journal_path;
}

/* Everything a journal holds, gathered. */
typedef struct tsup_log {
    pdd_rec_event ev[4096];
    char ev_text[64][4096];
    int ev_region[4096]; /* the byte after the text (PDD_HALO), 0 where none */
    int nev;
    pdd_rec_progress pr[4096]; /* kernel calls: PROGRESS records, or the ring's entries */
    uint64_t pr_seq[4096];     /* a PROGRESS record's seq, a ring entry's number: their order */
    int npr;
    pdd_rec_trace tr[4096];
    int ntr;
    pdd_rec_site site[256];
    int nsite;
    pdd_rec_dropped dropped[256];
    int ndropped;
    pdd_rec_operand op[256];
    int nop;
    int nkernel, nfield, meta, end;
    char meta_text[8192];
} tsup_log;

static int tsup_collect_cb(const pdd_journal_rec *r, void *ctx)
{
    tsup_log *l = ctx;
    switch (r->type) {
    case PDD_REC_EVENT:
        if (l->nev < 4096) {
            size_t used = pdd_rec_event_read(r, &l->ev[l->nev]);
            ck_assert_msg(used > 0, "an EVENT record of %zu bytes is too short", r->len);
            if (l->nev < 64)
                snprintf(l->ev_text[l->nev], sizeof l->ev_text[0], "%.*s", (int)(r->len - used),
                         (const char *)r->payload + used);
            const char *z = memchr((const char *)r->payload + used, 0, r->len - used);
            l->ev_region[l->nev] = z && z + 1 < (const char *)r->payload + r->len ? (unsigned char)z[1] : 0;
            l->nev++;
        }
        break;
    case PDD_REC_PROGRESS:
        if (l->npr < 4096) {
            l->pr_seq[l->npr] = r->seq;
            memcpy(&l->pr[l->npr++], r->payload, sizeof l->pr[0]);
        }
        break;
    case PDD_REC_CALL: {
        pdd_rec_call c;
        memcpy(&c, r->payload, sizeof c);
        if (c.n && c.what == PDD_CALL_KERNEL && l->npr < 4096) {
            l->pr_seq[l->npr] = c.n;
            l->pr[l->npr++] = (pdd_rec_progress){c.t_begin_ns, c.t_end_ns, c.id, (uint32_t)c.call};
        }
        break;
    }
    case PDD_REC_TRACE:
        if (l->ntr < 4096)
            ck_assert_msg(pdd_rec_trace_read(r, &l->tr[l->ntr++]) > 0,
                          "a TRACE record of %zu bytes is too short", r->len);
        break;
    case PDD_REC_OPERAND:
        if (l->nop < 256)
            ck_assert_msg(pdd_rec_operand_read(r, &l->op[l->nop++]) > 0,
                          "an OPERAND record of %zu bytes is too short", r->len);
        break;
    case PDD_REC_SITE:
        if (l->nsite < 256)
            memcpy(&l->site[l->nsite++], r->payload, sizeof l->site[0]);
        break;
    case PDD_REC_DROPPED:
        if (l->ndropped < 256)
            memcpy(&l->dropped[l->ndropped++], r->payload, sizeof l->dropped[0]);
        break;
    case PDD_REC_KERNEL: l->nkernel++; break;
    case PDD_REC_FIELD: l->nfield++; break;
    case PDD_REC_META:
        l->meta++;
        snprintf(l->meta_text, sizeof l->meta_text, "%s", (const char *)r->payload);
        break;
    case PDD_REC_END: l->end++; break;
    }
    return 0;
}

/* Flushes pending aggregates and reads the live journal. Caller frees. */
static inline tsup_log *tsup_collect(const char *journal)
{
    tsup_log *l = calloc(1, sizeof *l);
    char err[512];
    ck_assert_ptr_nonnull(l);
    pdd_flush_all_pending();
    int rc = pdd_journal_scan(journal, tsup_collect_cb, l, NULL, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    for (int i = 1; i < l->npr; i++) /* the ring's entries in the order of their calls */
        for (int j = i; j > 0 && l->pr_seq[j] < l->pr_seq[j - 1]; j--) {
            uint64_t s = l->pr_seq[j];
            pdd_rec_progress p = l->pr[j];
            l->pr_seq[j] = l->pr_seq[j - 1], l->pr[j] = l->pr[j - 1];
            l->pr_seq[j - 1] = s, l->pr[j - 1] = p;
        }
    return l;
}

/* A pdd_log_read_progress callback copying one row to ctx. */
#ifdef PDD_LOG_H
static inline int tsup_copy_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    if (n)
        *(pdd_log_progress *)ctx = rows[0];
    return 0;
}
#endif

/* Events of one kind, in journal order. */
static inline int tsup_count_kind(const tsup_log *l, int kind)
{
    int n = 0;
    for (int i = 0; i < l->nev; i++)
        n += l->ev[i].kind == kind;
    return n;
}

static inline const pdd_rec_event *tsup_first_kind(const tsup_log *l, int kind)
{
    for (int i = 0; i < l->nev; i++)
        if (l->ev[i].kind == kind)
            return &l->ev[i];
    return NULL;
}

/* Runs a Check suite; exit status as the harness expects. */
static inline int tsup_run(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}

#endif
