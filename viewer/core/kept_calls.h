/* kept_calls.h: which kernel and program calls a log kept. A log made with the ring of recent
 * calls (PDD_PROGRESS_KEEP) drops the oldest, and after the first failure those between its
 * neighbourhood and the last calls: an answer that counts rows holds only where none is missing. */
#ifndef VIEW_KEPT_CALLS_H
#define VIEW_KEPT_CALLS_H

#include "filter.h"
#include "logset.h"

#include <stdint.h>

/* 1 when the log holds every call that began between the kept rows of seq `from` and `to`
 * (from <= to), and every one before `to` where from is 0. */
int view_calls_complete(const view_file *f, uint64_t from, uint64_t to);
/* 1 when the log's ring dropped calls (PDD_PROGRESS_KEEP): its rows do not hold them all. */
int view_calls_dropped(const view_file *f);
/* The kernel calls of the whole run (/call_totals) of the kernels filter takes (NULL: all; f
 * names them), into *calls; 0 when the log has no totals (it kept every call in /progress). */
int view_kernel_calls_counted(pdd_log *log, const view_file *f, const view_filter *filter, uint64_t *calls);
/* Calls of the program over the whole run where the log counted them (/call_totals), else 0. */
uint64_t view_program_calls_counted(pdd_log *log, const char *program);

#endif
