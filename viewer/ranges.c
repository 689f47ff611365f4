/* ranges.c: which traced value is bad, the one rule `trace` and `report` mark by: NaN
 * always; otherwise a value outside the range of the probe site of that kernel and field
 * (from /sites); for ids the log's tables do not cover, Inf as well. */
#include "view.h"

#include <math.h>
#include <stdlib.h>

void view_ranges_load(view_ranges *r, const view_file *f)
{
    size_t nf, nk, ns;
    const pdd_log_field *fs = pdd_log_fields(f->log, &nf);
    const pdd_log_kernel *ks = pdd_log_kernels(f->log, &nk);
    const pdd_log_site *ss = pdd_log_sites(f->log, &ns);
    r->nfield = r->nkern = 0;
    for (size_t i = 0; i < nf; i++)
        if ((size_t)fs[i].id + 1 > r->nfield)
            r->nfield = (size_t)fs[i].id + 1;
    for (size_t i = 0; i < nk; i++)
        if ((size_t)ks[i].id + 1 > r->nkern)
            r->nkern = (size_t)ks[i].id + 1;
    size_t cells = r->nkern * r->nfield;
    r->lo = view_calloc(cells, sizeof *r->lo);
    r->hi = view_calloc(cells, sizeof *r->hi);
    r->checkers = view_calloc(cells, sizeof *r->checkers);
    for (size_t i = 0; i < cells; i++) {
        r->lo[i] = -INFINITY; /* a kernel without a site on the field: only NaN is bad */
        r->hi[i] = INFINITY;
    }
    for (size_t i = 0; i < ns; i++) {
        if (ss[i].field_id < 0 || (size_t)ss[i].field_id >= r->nfield || ss[i].kernel < 0 ||
            (size_t)ss[i].kernel >= r->nkern)
            continue;
        size_t at = (size_t)ss[i].kernel * r->nfield + (size_t)ss[i].field_id;
        r->lo[at] = ss[i].lo;
        r->hi[at] = ss[i].hi;
        r->checkers[at] = ss[i].checkers;
    }
}

void view_ranges_free(view_ranges *r)
{
    free(r->lo);
    free(r->hi);
    free(r->checkers);
    r->lo = r->hi = NULL;
    r->checkers = NULL;
}

int view_ranges_bad(const view_ranges *r, int32_t kernel, int32_t field, double v,
                    const char **checkers)
{
    *checkers = NULL;
    if (kernel >= 0 && (size_t)kernel < r->nkern && field >= 0 && (size_t)field < r->nfield) {
        size_t at = (size_t)kernel * r->nfield + (size_t)field;
        *checkers = r->checkers[at];
        return isnan(v) || !(v >= r->lo[at] && v <= r->hi[at]);
    }
    return !isfinite(v);
}
