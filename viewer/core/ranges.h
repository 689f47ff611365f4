/* ranges.h: which traced value is bad (ranges.c), the one rule trace and report mark by. */
#ifndef PDD_VIEW_RANGES_H
#define PDD_VIEW_RANGES_H

#include "logset.h"

typedef struct view_range {
    int32_t kernel, field;
    double lo, hi;
    const char *checkers; /* the site's checker list */
} view_range;
typedef struct view_ranges {
    size_t nkern, nfield; /* ids 0..n-1 (the largest id of /kernels, /fields, + 1) */
    view_range *site;     /* one per (kernel, field) with a site, sorted: memory grows
                           * with the sites, never with nkern * nfield */
    size_t nsite;
} view_ranges;
/* The ranges of a log's probe sites; free with view_ranges_free. */
void view_ranges_load(view_ranges *r, const view_file *f);
void view_ranges_free(view_ranges *r);
/* Non-zero when v, written by that kernel to that field, is bad; *checkers gets the
 * site's checker list (NULL when it has no site). */
int view_ranges_bad(const view_ranges *r, int32_t kernel, int32_t field, double v,
                    const char **checkers);

#endif
