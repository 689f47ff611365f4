/* ranges.c: which traced value is bad, the one rule `trace` and `report` mark by: NaN
 * always; otherwise a value outside the range of the probe site of that kernel and field
 * (from /sites); for ids the log's tables do not cover, Inf as well. */
#include "ranges.h"
#include "logset.h"
#include "process.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int by_kernel_field(const void *a, const void *b)
{
    const view_range *x = a, *y = b;
    if (x->kernel != y->kernel)
        return (x->kernel > y->kernel) - (x->kernel < y->kernel);
    return (x->field > y->field) - (x->field < y->field);
}

void view_ranges_load(view_ranges *r, const view_file *f)
{
    size_t nf, nk, ns;
    const pdd_log_field *fs = pdd_log_fields(view_log(f), &nf);
    const pdd_log_kernel *ks = pdd_log_kernels(view_log(f), &nk);
    const pdd_log_site *ss = pdd_log_sites(view_log(f), &ns);
    r->nfield = r->nkern = 0;
    for (size_t i = 0; i < nf; i++)
        if (fs[i].id >= 0 && (size_t)fs[i].id + 1 > r->nfield)
            r->nfield = (size_t)fs[i].id + 1;
    for (size_t i = 0; i < nk; i++)
        if (ks[i].id >= 0 && (size_t)ks[i].id + 1 > r->nkern)
            r->nkern = (size_t)ks[i].id + 1;
    r->site = view_calloc(ns ? ns : 1, sizeof *r->site);
    r->nsite = 0;
    for (size_t i = 0; i < ns; i++) {
        if (ss[i].unchecked || ss[i].field_id < 0 || (size_t)ss[i].field_id >= r->nfield || ss[i].kernel < 0 ||
            (size_t)ss[i].kernel >= r->nkern)
            continue; /* an unchecked write's row has no probe and no range */
        r->site[r->nsite++] = (view_range){ss[i].kernel, ss[i].field_id, ss[i].lo, ss[i].hi,
                                           ss[i].checkers};
    }
    /* Two sites of one kernel on one field: the later in /sites (id order) counts, as it
     * did when the table was indexed by ids. A merge sort keeps that order within a
     * (kernel, field) run (qsort does not promise to), and the last of each run is kept. */
    view_range *tmp = view_calloc(r->nsite ? r->nsite : 1, sizeof *tmp);
    for (size_t width = 1; width < r->nsite; width *= 2) {
        for (size_t lo = 0; lo < r->nsite; lo += 2 * width) {
            size_t mid = lo + width < r->nsite ? lo + width : r->nsite;
            size_t hi = lo + 2 * width < r->nsite ? lo + 2 * width : r->nsite;
            size_t a = lo, b = mid, k = lo;
            while (a < mid && b < hi)
                tmp[k++] = by_kernel_field(&r->site[b], &r->site[a]) < 0 ? r->site[b++]
                                                                         : r->site[a++];
            while (a < mid)
                tmp[k++] = r->site[a++];
            while (b < hi)
                tmp[k++] = r->site[b++];
        }
        view_range *t = r->site;
        r->site = tmp;
        tmp = t;
    }
    free(tmp);
    size_t kept = 0;
    for (size_t i = 0; i < r->nsite; i++) {
        if (kept && !by_kernel_field(&r->site[kept - 1], &r->site[i]))
            kept--; /* the later one replaces it */
        r->site[kept++] = r->site[i];
    }
    r->nsite = kept;
}

void view_ranges_free(view_ranges *r)
{
    free(r->site);
    r->site = NULL;
    r->nsite = 0;
}

int view_ranges_bad(const view_ranges *r, int32_t kernel, int32_t field, double v,
                    const char **checkers)
{
    *checkers = NULL;
    if (kernel >= 0 && (size_t)kernel < r->nkern && field >= 0 && (size_t)field < r->nfield) {
        view_range key = {.kernel = kernel, .field = field};
        const view_range *s =
            r->nsite ? bsearch(&key, r->site, r->nsite, sizeof key, by_kernel_field) : NULL;
        if (!s) /* a kernel without a site on the field: only NaN is bad */
            return isnan(v);
        *checkers = s->checkers;
        return isnan(v) || !(v >= s->lo && v <= s->hi);
    }
    return !isfinite(v);
}
