/* ranks.c: which ranks the tables of logs and of calls that never ended list when a run has
 * thousands: every one up to VIEW_ALL_LOGS logs (a run of a few ranks reads best whole);
 * above, only the ranks worth a look (events, a death of their own), and a line for each
 * kind of the others, saying how many and which: "and 4094 more ranks terminated (SIGTERM)
 * with no events: 0-3070, 3072-4095". When mpirun ends a job after one rank failed, the
 * thousands it terminated are one line, and the rank that failed stands out. */
#include "ranks.h"
#include "digest.h"
#include "format.h"
#include "logset.h"
#include "process.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RANGES_NAMED 6 /* rank ranges named in a line */

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

/* Ranges of the ranks of the files for which in(i, ctx) holds (files are in rank order; a
 * rank may repeat); how many files. */
static size_t ranges_of(const view_set *set, int (*in)(size_t i, const void *ctx), const void *ctx,
                        char *buf, size_t len)
{
    size_t n = 0;
    int nranges = 0, open = 0; /* open: a range lo-hi is being extended */
    int64_t lo = 0, hi = 0;
    buf[0] = 0;
    for (size_t i = 0; i < set->n; i++) {
        if (!in(i, ctx))
            continue;
        n++;
        int64_t r = set->files[i].meta.rank;
        if (open && (r == hi || r == hi + 1)) {
            hi = r;
            continue;
        }
        if (open)
            add_range(buf, len, &nranges, lo, hi);
        lo = hi = r;
        open = 1;
    }
    if (open)
        add_range(buf, len, &nranges, lo, hi);
    return n;
}

/* A death of its own: no clean exit, and no termination signal from outside. */
static int died(const pdd_log_meta *m)
{
    return !m->clean_exit && !m->end_signal && !m->running;
}

size_t view_ranks_listed(const view_set *set, const view_digest *d, int all, unsigned char *listed)
{
    size_t left = 0;
    for (size_t i = 0; i < set->n; i++)
        listed[i] = all || set->n <= VIEW_ALL_LOGS || set->files[i].events ||
                    died(&set->files[i].meta);
    /* a call that never ended, in a rank no signal ended, is worth a look too (one that
     * still runs is in the middle of a call) */
    for (size_t u = 0; u < d->nunfinished; u++)
        if (!d->unfinished[u].file->meta.end_signal && !d->unfinished[u].file->meta.running)
            listed[d->unfinished[u].file - set->files] = 1;
    for (size_t i = 0; i < set->n; i++)
        left += !listed[i];
    return left;
}

typedef struct group {
    const view_set *set;
    const unsigned char *listed;
    const char *exit;        /* the lines of the table of logs: this way of ending */
    const char **kernel_of;  /* the lines of calls that never ended: per file, its call's */
    const char *kernel;      /* kernel, and this kernel */
} group;

static int same_exit(size_t i, const void *ctx)
{
    const group *g = ctx;
    char exit[VIEW_EXIT_LEN];
    return !g->listed[i] && !strcmp(view_exit_str(&g->set->files[i].meta, exit, sizeof exit), g->exit);
}

char **view_ranks_left_out(const view_set *set, const unsigned char *listed, size_t nlisted,
                           size_t *nlines)
{
    char **lines = NULL;
    *nlines = 0;
    unsigned char *said = view_calloc(set->n, 1); /* in a line already */
    for (size_t i = 0; i < set->n; i++) {
        if (listed[i] || said[i])
            continue;
        char exit[VIEW_EXIT_LEN], ranges[VIEW_RANGES_LEN], how[VIEW_EXIT_LEN + 16];
        view_exit_str(&set->files[i].meta, exit, sizeof exit);
        group g = {.set = set, .listed = listed, .exit = exit};
        size_t n = ranges_of(set, same_exit, &g, ranges, sizeof ranges);
        for (size_t j = i; j < set->n; j++)
            said[j] |= same_exit(j, &g);
        /* "clean (after SIGTERM)" reads "exited cleanly (after SIGTERM)" */
        if (!strncmp(exit, "clean", 5))
            snprintf(how, sizeof how, "exited cleanly%s", exit + 5);
        else
            snprintf(how, sizeof how, "%s", exit);
        char line[VIEW_RANGES_LEN + 2 * VIEW_EXIT_LEN + 64];
        if (nlisted || *nlines)
            snprintf(line, sizeof line, "and %zu more rank%s %s with no events: %s", n,
                     n == 1 ? "" : "s", how, ranges);
        else if (n == set->n)
            snprintf(line, sizeof line, "%zu rank%s, all %s with no events: %s", n,
                     n == 1 ? "" : "s", how, ranges);
        else
            snprintf(line, sizeof line, "%zu rank%s %s with no events: %s", n, n == 1 ? "" : "s",
                     how, ranges);
        lines = view_realloc(lines, (*nlines + 1) * sizeof *lines);
        lines[(*nlines)++] = view_strdup(line);
    }
    free(said);
    return lines;
}

/* ---- calls that never ended (a rank left out of the table: ended by a signal) ---- */
static int unfinished_in(size_t i, const void *ctx)
{
    const group *g = ctx;
    return !g->listed[i] && g->kernel_of[i] && !strcmp(g->kernel_of[i], g->kernel);
}

char **view_ranks_unfinished_left_out(const view_set *set, const view_digest *d,
                                      const unsigned char *listed, size_t *nlines)
{
    char **lines = NULL;
    *nlines = 0;
    const char **kernel_of = view_calloc(set->n, sizeof *kernel_of);
    size_t nlisted = 0;
    for (size_t u = 0; u < d->nunfinished; u++) {
        size_t i = (size_t)(d->unfinished[u].file - set->files);
        nlisted += listed[i];
        if (!d->unfinished[u].file->meta.running) /* one still running is in a call, not ended */
            kernel_of[i] = d->unfinished[u].kernel;
    }
    for (size_t i = 0; i < set->n; i++) {
        if (listed[i] || !kernel_of[i])
            continue;
        group g = {.set = set, .listed = listed, .kernel_of = kernel_of, .kernel = kernel_of[i]};
        char ranges[VIEW_RANGES_LEN], line[VIEW_RANGES_LEN + 160];
        size_t n = ranges_of(set, unfinished_in, &g, ranges, sizeof ranges);
        snprintf(line, sizeof line, "%s%zu %srank%s ended by a signal in a call of %.96s: %s",
                 nlisted || *nlines ? "and " : "", n, nlisted || *nlines ? "more " : "",
                 n == 1 ? "" : "s", g.kernel, ranges);
        lines = view_realloc(lines, (*nlines + 1) * sizeof *lines);
        lines[(*nlines)++] = view_strdup(line);
        for (size_t j = set->n; j-- > i;) /* said: not again */
            if (unfinished_in(j, &g))
                kernel_of[j] = NULL;
    }
    free(kernel_of);
    return lines;
}

void view_lines_free(char **lines, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(lines[i]);
    free(lines);
}
