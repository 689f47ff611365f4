/* unchecked.c: the writes no probe checks (the rows of /sites with `unchecked` set) that may
 * have come before the first failure: a bad value stored there first would surface later,
 * in whatever checked store read it, so the summary says which kernel calls made them. */
#include "unchecked.h"
#include "logset.h"
#include "process.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct calls_before {
    int32_t nkern;
    uint64_t *last;    /* per kernel id: its last call begun by `until`, 0 when none */
    unsigned char *any; /* per kernel id: a call at all in the log */
    uint64_t until;
} calls_before;

static int on_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    calls_before *c = ctx;
    for (size_t i = 0; i < n; i++) {
        int32_t k = rows[i].kernel;
        if (k < 0 || k >= c->nkern)
            continue;
        c->any[k] = 1;
        if (rows[i].t_begin_ns <= c->until && rows[i].call > c->last[k])
            c->last[k] = rows[i].call;
    }
    return 0;
}

view_unchecked *view_unchecked_before(const view_file *f, const view_event *first, size_t *n)
{
    *n = 0;
    pdd_log *log = view_log(f);
    size_t ns, nk;
    const pdd_log_site *ss = pdd_log_sites(log, &ns);
    const pdd_log_kernel *ks = pdd_log_kernels(log, &nk);
    size_t want = 0;
    for (size_t i = 0; i < ns; i++)
        want += ss[i].unchecked != 0;
    if (!want)
        return NULL;
    calls_before c = {0, NULL, NULL, first ? first->e.t_ns : UINT64_MAX};
    for (size_t i = 0; i < nk; i++)
        c.nkern = ks[i].id >= c.nkern ? ks[i].id + 1 : c.nkern;
    c.last = view_calloc((size_t)c.nkern + 1, sizeof *c.last);
    c.any = view_calloc((size_t)c.nkern + 1, 1);
    char err[1024];
    if (pdd_log_read_progress(log, 0, UINT64_MAX, on_progress, &c, err, sizeof err) < 0)
        fprintf(stderr, "pdd-view: %s\n", err); /* then every unchecked write is listed */
    view_unchecked *out = view_calloc(want, sizeof *out);
    for (size_t i = 0; i < ns; i++) {
        if (!ss[i].unchecked)
            continue;
        int32_t k = ss[i].kernel;
        const pdd_log_kernel *kr = pdd_log_kernel_by_id(log, k);
        int known = k >= 0 && k < c.nkern;
        /* a kernel of the program that ran only after the failure, or never, is no suspect; one
         * pdd does not mark (the SDFG's copies between the code's kernels) may have run */
        if (known && c.any[k] && !c.last[k])
            continue;
        if (known && !c.any[k] && kr && kr->line > 0)
            continue;
        view_unchecked *u = &out[(*n)++];
        snprintf(u->kernel, sizeof u->kernel, "%s", view_kernel_name(f, k));
        snprintf(u->field, sizeof u->field, "%s", ss[i].field ? ss[i].field : "-");
        u->why = ss[i].unchecked;
        u->call = known ? c.last[k] : 0;
    }
    free(c.last);
    free(c.any);
    return out;
}
