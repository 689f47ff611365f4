/* process.h: pdd-view as a process, which every room of viewer/ relies on: its exit
 * statuses, memory that ends the command when it runs out (alloc.c), and how it ends when
 * libhdf5 faults (fault.c) or hangs (time_bound.c) on a damaged file, or a signal stops it
 * (interrupt.c). */
#ifndef PDD_VIEW_PROCESS_H
#define PDD_VIEW_PROCESS_H

#include <stddef.h>

/* Exit statuses of every verb. */
enum { VIEW_OK = 0, VIEW_FAIL = 1, VIEW_BAD_INPUT = 2 };

/* The verb running, "" before one does: set by the hub (main.c), named by the one-line
 * messages below. */
extern const char *view_verb_now;

/* ---- memory (alloc.c): out of memory ends the command, exit 2, naming the verb ---- */
void *view_calloc(size_t n, size_t size);
void *view_realloc(void *p, size_t size);
char *view_strdup(const char *s); /* NULL gives "" */

/* ---- how it ends on a damaged file or a signal ---- */
/* A fault inside libhdf5 while it reads a log ends pdd-view with one line, exit 2 (fault.c). */
void view_fault_install(void);
/* libhdf5 stuck over one step of reading a log (PDD_VIEW_TIMEOUT CPU seconds, 20 by
 * default) ends pdd-view with one line, exit 2 (time_bound.c). -1 after a message: a bad
 * PDD_VIEW_TIMEOUT. */
int view_time_bound_install(void);
/* ^C, SIGTERM, SIGHUP, SIGPIPE: the snapshots of live journals are removed first
 * (interrupt.c). */
void view_interrupt_install(void);

#endif
