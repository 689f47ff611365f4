/* ranks.c: which ranks a table of logs lists when a run has thousands: every one up to
 * VIEW_ALL_LOGS logs (a run of a few ranks reads best whole); above, only the ranks worth a
 * look (events, an unclean exit, a call that never ended), and one line for the rest that
 * says how many and which. */
#include "view.h"

#include <string.h>

#define RANGES_NAMED 6 /* rank ranges named in the line of the others */

/* Appends "a-b" (or "a") to the list, up to RANGES_NAMED of them, then "...". */
static void add_range(char *buf, size_t len, int *nranges, int64_t lo, int64_t hi)
{
    size_t at = strlen(buf);
    if (++*nranges > RANGES_NAMED) {
        if (*nranges == RANGES_NAMED + 1)
            snprintf(buf + at, len - at, ", ...");
        return;
    }
    if (lo == hi)
        snprintf(buf + at, len - at, "%s%lld", at ? ", " : "", (long long)lo);
    else
        snprintf(buf + at, len - at, "%s%lld-%lld", at ? ", " : "", (long long)lo, (long long)hi);
}

size_t view_ranks_listed(const view_set *set, const view_digest *d, int all, unsigned char *listed,
                         char *ranges, size_t len)
{
    size_t left = 0;
    memset(listed, 0, set->n);
    for (size_t i = 0; i < d->nunfinished; i++)
        listed[d->unfinished[i].file - set->files] = 1;
    for (size_t i = 0; i < set->n; i++) {
        listed[i] |= all || set->n <= VIEW_ALL_LOGS || set->files[i].events ||
                     !set->files[i].meta->clean_exit;
        left += !listed[i];
    }
    /* the others' ranks as ranges (files are in rank order; a rank may repeat) */
    int nranges = 0, open = 0; /* open: a range lo-hi is being extended */
    int64_t lo = 0, hi = 0;
    ranges[0] = 0;
    for (size_t i = 0; i < set->n; i++) {
        if (listed[i])
            continue;
        int64_t r = set->files[i].meta->rank;
        if (open && (r == hi || r == hi + 1)) {
            hi = r;
            continue;
        }
        if (open)
            add_range(ranges, len, &nranges, lo, hi);
        lo = hi = r;
        open = 1;
    }
    if (open)
        add_range(ranges, len, &nranges, lo, hi);
    return left;
}

const char *view_ranks_left_out(size_t left, size_t listed, const char *ranges, char *buf,
                                size_t len)
{
    snprintf(buf, len, "%s%zu %s%s exited cleanly with no events: %s", listed ? "and " : "",
             left, listed ? "more " : "", left == 1 ? "rank" : listed ? "ranks" : "ranks, all",
             ranges);
    return buf;
}
