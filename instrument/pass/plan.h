/* plan.h: the instrumented source as a plan: insertions between the source's tokens, made by
 * probe_tables.c and probes.c, sorted, and written over the source by plan.c, so that the
 * output is never whole in memory. Private to the pass. */
#ifndef PDD_PASS_PLAN_H
#define PDD_PASS_PLAN_H

#include "pass.h"

#include <stddef.h>
#include <stdint.h>

/* Every insertion ends with it: a second run knows its own text. */
#define MARK " /* pdd */"

typedef enum insertion_kind {
    INS_TEXT,   /* its text, in edits.text */
    INS_SOURCE, /* the source from `from` to pos again (a loop nest kept as generated) */
    INS_FAST    /* a kernel's fast copy: the probed loop nest from pos to `from`, with the
                 * insertions inside it, made as it is written (plan.c) */
} insertion_kind;

typedef struct insertion {
    size_t text;      /* INS_TEXT: len bytes at edits.text + text (NUL-terminated) */
    uint32_t len;     /* (other kinds: an empty text) */
    uint32_t pos;     /* byte offset in the original (the lexer refuses a source of 4 GiB) */
    uint32_t from;    /* INS_SOURCE, INS_FAST: the other end of their piece of the source */
    int16_t order;    /* among insertions at one place: lower first */
    uint8_t kind;     /* insertion_kind */
    int seq;          /* then in the order they were made */
} insertion;

/* The insertions' texts share one buffer: a large source makes millions of them. */
typedef struct edits {
    insertion *v;
    int n, cap;
    char *text;
    size_t used, room;
    int failed;
} edits;

/* The insertions, sorted, over the source they go into (which outlives the plan). */
struct pass_plan {
    edits e;
    const char *src;
    size_t len;
};

/* An insertion of a printf format at byte pos (order: among insertions there, lower first). */
void pass_plan_add(edits *e, size_t pos, int order, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* An insertion of the strings parts[0 .. n) one after another (n <= 4): the hot insertions,
 * without formatting. */
void pass_plan_cat(edits *e, size_t pos, int order, const char *const *parts, int n);
/* An insertion of kind INS_SOURCE or INS_FAST over the source from `from` (to pos, or from pos). */
void pass_plan_piece(edits *e, size_t pos, int order, int kind, size_t from);
/* Sorts the insertions by place, order, then the order they were made. */
void pass_plan_sort(insertion *v, size_t n);

/* probe_tables.c: the unit's C name (pdd_unit_<program>[_cuda]) into buf. */
void pass_unit_name(const pass *p, char *buf, size_t n);
/* The probe tables (kernels, fields, sites, the unit) after the last #include at the top. */
void pass_emit_tables(const pass *p, edits *e, const char *U);

#endif
