/* plan.h: the instrumented source as a plan: insertions between the source's tokens, made by
 * probe_tables.c and probes.c a few thousand at a time in the source's order, sorted, and
 * written over the source by plan.c as each batch is complete, so that neither the output nor
 * its insertions are ever whole in memory. Private to the pass. */
#ifndef PDD_PASS_PLAN_H
#define PDD_PASS_PLAN_H

#include "pass.h"

#include <stdarg.h>
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
    uint64_t seq;     /* then by the part of the plan that made them (edits.seq_base), and the
                       * order it made them in */
} insertion;

/* The insertions' texts share one buffer: a large source makes millions of them. */
typedef struct edits {
    insertion *v;
    int n, cap;
    char *text;
    size_t used, room;
    size_t open;       /* where the insertion being written (pass_plan_open) starts in text */
    uint64_t seq_base; /* the seq of the part being made (pass_plan_part) */
    uint32_t seq_next; /* its next insertion's */
    size_t floor;      /* the source before it is written: no insertion may go there */
    int failed;        /* out of memory, or (misplaced) an insertion below floor */
    int misplaced;
} edits;

/* The plan being written over the source (which outlives it) to a sink: the insertions not
 * written yet, where the source is written up to, and a buffer for the fast copies' pieces. */
typedef struct pass_plan {
    edits e;
    const char *src;
    instrument_sink *to;
    size_t at;
    char *buf;
    size_t used, cap;
} pass_plan;

/* An insertion written into the plan's text a piece at a time, with no copy: pass_plan_open,
 * then its pieces (pass_plan_put, _str, _num, _fmt), then pass_plan_close with its place. A
 * source of 10^5 sites makes millions of insertions: pass_plan_fmt knows %s, %d and %% alone,
 * and writes them without stdio's machinery. */
void pass_plan_open(edits *e);
void pass_plan_put(edits *e, const char *s, size_t n);
void pass_plan_str(edits *e, const char *s);
void pass_plan_num(edits *e, long long v);
void pass_plan_fmt(edits *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void pass_plan_vfmt(edits *e, const char *fmt, va_list ap);
void pass_plan_close(edits *e, size_t pos, int order);
/* An insertion of kind INS_SOURCE or INS_FAST over the source from `from` (to pos, or from pos). */
void pass_plan_piece(edits *e, size_t pos, int order, int kind, size_t from);
/* Sorts the insertions by place, order, then seq. */
void pass_plan_sort(insertion *v, size_t n);
/* The insertions made from here on belong to part `part` (of 2^35) and sort after those of
 * lower parts at one place and order, whenever each was made. */
void pass_plan_part(edits *e, uint64_t part);
/* Writes the source up to `upto` with the insertions before it (less where a fast copy needs
 * insertions not made yet), keeping the others for the next call; upto = the source's length
 * writes the rest. The caller makes no insertion before upto afterwards. 0; -1 when the plan
 * failed (out of memory, or misplaced); -2 when the sink did. */
int pass_plan_flush(pass_plan *plan, size_t upto);
void pass_plan_free(pass_plan *plan);

/* probe_tables.c: where the probe tables go: after the last #include at the top. */
size_t pass_tables_at(const pass *p);
/* probe_tables.c: the unit's C name (pdd_unit_<program>[_cuda]) into buf. */
void pass_unit_name(const pass *p, char *buf, size_t n);
/* The probe tables (kernels, fields, sites, the unit) after the last #include at the top. */
void pass_emit_tables(const pass *p, edits *e, const char *U);

#endif
