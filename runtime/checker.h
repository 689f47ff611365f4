/* checker.h: the core's plug point. A checker is a small descriptor; the library's entry
 * (entry/table.c) plugs one table of them into the core, which names no checker itself.
 * Value checkers narrow a site's range [lo, hi] and name the kind of a value that failed it;
 * moment checkers act when the core reaches a moment (start, a kernel's begin, exit ...). */
#ifndef PDD_CHECKER_H
#define PDD_CHECKER_H

#include "config.h"
#include <pdd/abi.h>

/* A hook at a kernel call's begin or end (call: the call's number). */
typedef void (*pdd_kernel_hook)(pdd_unit *u, int k, uint64_t call);

typedef struct pdd_checker {
    const char *name; /* as PDD_CHECKS spells it */
    uint32_t bit;     /* pdd_check */
    const char *what; /* one line for documentation and messages */
    int default_on;
    int kind; /* event kind it produces (pdd_kind), 0 if it makes none */
    /* Value checkers only (NULL otherwise): does the checker watch this field; how it
     * narrows the site's range; does a value that failed the range belong to it. */
    int (*applies)(const pdd_config *cfg, const char *field);
    void (*narrow)(const pdd_config *cfg, pdd_range *r);
    int (*fires)(const pdd_config *cfg, double v);
    /* Moment hooks (NULL where the checker does nothing then). kernel_begin and kernel_end
     * run for the checkers that are on only, from lists made at start (they are on the
     * kernel's path); every other hook runs for every checker of the table, which looks at
     * its own bit (CUPTI's kernel rows are journaled again whether it is on or not). */
    void (*start)(void);                          /* the log is open, the probes are on */
    void (*unit_registered)(const pdd_unit *u);   /* a unit's tables are in */
    pdd_kernel_hook kernel_begin;                 /* a kernel call begins */
    pdd_kernel_hook kernel_end;                   /* it ends, its bad values logged */
    void (*drain)(void);     /* results held elsewhere (the CUDA ring) into the journal;
                              * async-signal-safe: a crash handler drains too */
    void (*flush)(void);     /* pdd_flush: what is complete goes into the journal now */
    int (*fault_exit)(void); /* exit() runs inside the program's handler of a fault: 1 when
                              * this checker recorded it (the journal is then kept as is) */
    void (*finish)(void);    /* the last log is written next (exit, restart): hand it all */
    void (*stop)(void);      /* pdd leaves (unload, restart): undo what start did */
} pdd_checker;

/* The table the entry plugs in (checker_table.c): every checker, value checkers first in the
 * order that decides a failed value's kind. Empty until plugged. */
extern const pdd_checker *const *pdd_checker_table;
extern int pdd_checker_count;

/* Plugs the table in: done by the library's entry before any other constructor runs, so
 * a unit registering at load time already finds it. */
void pdd_checkers_plug(const pdd_checker *const *table, int n);
/* The checker of a bit, or NULL. */
const pdd_checker *pdd_checker_by_bit(uint32_t bit);
/* Checker bits that are on by default (trace is added when an index is set). */
uint32_t pdd_checkers_default(void);
/* Every checker bit. */
uint32_t pdd_checkers_all(void);

/* moments.c: the core reaches a moment and calls the hooks of the plugged checkers. Hooks
 * that open something run from the end of the table up, those that close it down the table,
 * so that brackets nest: crash's handlers are in place before CUPTI starts, progress's
 * record of a call is open around the inputs' scan. */
void pdd_moment_start(void);
void pdd_moment_unit_registered(const pdd_unit *u);
void pdd_moment_drain(void);
void pdd_moment_flush(void);
int pdd_moment_fault_exit(void);
void pdd_moment_finish(void);
void pdd_moment_stop(void);
/* Sets the kernel begin / end hooks for the checkers on in checks. */
void pdd_moment_kernel_hooks(uint32_t checks);

/* The one hook kernel begin / end call (kernel.c): NULL when no checker on has one, that
 * checker's own when one has, else a walk of the list (moments.c), so that the kernel's path
 * pays for no more than the checkers on. */
extern pdd_kernel_hook pdd_kernel_begin_hook, pdd_kernel_end_hook;
/* Set by a checker while it holds results to drain (a CUDA ring attached): kernel begin and
 * end drain then, so device results come in launch order. */
extern int pdd_drain_on;

/* field_names.c. Case-insensitive: does field name contain needle. */
int pdd_name_contains(const char *field, const char *needle);
/* Does a list entry hold a glob character (* ? [)? */
int pdd_name_is_glob(const char *entry);
/* Is field a layer thickness: does a PDD_DELP entry (exact name or fnmatch glob, case
 * sensitive) match its name, or its name without DaCe's decorations (gpu_ prefix, a
 * closure's __g_<owner>_ prefix, a _<digits> suffix)? */
int pdd_field_is_delp(const pdd_config *cfg, const char *field);
/* Is field a tracer: does its name contain a PDD_TRACERS entry (case-insensitive, pace's
 * rule), or match an entry that is a glob as pdd_field_is_delp matches? */
int pdd_field_is_tracer(const pdd_config *cfg, const char *field);

#endif
