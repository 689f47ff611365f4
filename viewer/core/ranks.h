/* ranks.h: which ranks the tables list when a run has thousands (ranks.c). */
#ifndef PDD_VIEW_RANKS_H
#define PDD_VIEW_RANKS_H

#include "digest.h"
#include "logset.h"

#include <stddef.h>

/* Up to this many logs, all; above, the ranks with events, a death of their own or a call
 * that never ended without a signal, and one line for each way the others ended. */
#define VIEW_ALL_LOGS 8
#define VIEW_RANGES_LEN 160
/* Sets listed[i] (set->n entries) for the logs to list (every one when `all`); returns how
 * many are left out. */
size_t view_ranks_listed(const view_set *set, const view_digest *d, int all, unsigned char *listed);
/* The lines that stand for the logs left out, one per way of ending: "and 4094 more ranks
 * terminated (SIGTERM) with no events: 0-3070, 3072-4095" (their ranks as ranges, cut with
 * "..." after a few; `nlisted`: rows listed above them). Free with view_lines_free. */
char **view_ranks_left_out(const view_set *set, const unsigned char *listed, size_t nlisted,
                           size_t *nlines);
/* The same for the calls that never ended on the ranks left out (ended by a signal), one
 * line per kernel: "and 4094 more ranks ended by a signal in a call of stencil_1: 0-4093". */
char **view_ranks_unfinished_left_out(const view_set *set, const view_digest *d,
                                      const unsigned char *listed, size_t *nlines);
void view_lines_free(char **lines, size_t n);

#endif
