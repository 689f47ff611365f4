/* checker.h: a checker is a small descriptor; the runtime walks one table of them.
 * Value checkers narrow a site's range [lo, hi] and name the kind of a value that failed it. */
#ifndef PDD_CHECKER_H
#define PDD_CHECKER_H

#include "config.h"
#include <pdd/abi.h>

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
} pdd_checker;

#define PDD_CHECKER_EXTERN_(id, bit, name) extern const pdd_checker pdd_checker_##name;
PDD_CHECKS(PDD_CHECKER_EXTERN_)
#undef PDD_CHECKER_EXTERN_

/* Every checker, value checkers first in the order that decides a failed value's kind. */
extern const pdd_checker *const pdd_checker_table[];
extern const int pdd_checker_count;

/* The checker of a bit, or NULL. */
const pdd_checker *pdd_checker_by_bit(uint32_t bit);
/* Checker bits that are on by default (trace is added when an index is set). */
uint32_t pdd_checkers_default(void);
/* Every checker bit. */
uint32_t pdd_checkers_all(void);

/* Case-insensitive: does field name contain needle. */
int pdd_name_contains(const char *field, const char *needle);

/* field_names.c. Does a list entry hold a glob character (* ? [)? */
int pdd_name_is_glob(const char *entry);
/* Is field a layer thickness: does a PDD_DELP entry (exact name or fnmatch glob, case
 * sensitive) match its name, or its name without DaCe's decorations (gpu_ prefix, a
 * closure's __g_<owner>_ prefix, a _<digits> suffix)? */
int pdd_field_is_delp(const pdd_config *cfg, const char *field);
/* Is field a tracer: does its name contain a PDD_TRACERS entry (case-insensitive, pace's
 * rule), or match an entry that is a glob as pdd_field_is_delp matches? */
int pdd_field_is_tracer(const pdd_config *cfg, const char *field);

#endif
