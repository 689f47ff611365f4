/* why.h: why the first failure went wrong (why.c): the chain of links from the failing store
 * back through the kernel calls that wrote what it read, to the likely root cause; and the
 * chain as text and JSON (why_text.c), as summary, why and report say it. */
#ifndef PDD_VIEW_WHY_H
#define PDD_VIEW_WHY_H

#include "digest.h"
#include "logset.h"

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Bounds that keep the chain small on any log, a damaged one too: each link costs a pass
 * over /progress, /events and /trace of its log. */
#define VIEW_WHY_LINKS 8     /* links followed back from the failure */
#define VIEW_WHY_INPUTS 16   /* fields listed per link (the rest are counted) */
#define VIEW_WHY_OPERANDS 16 /* operands kept per link (the log holds at most 8 an event) */
#define VIEW_WHY_LOGGED_OPERANDS 8 /* libpdd keeps at most this many an event: fewer are all */
#define VIEW_WHY_NAME 256    /* kernel and field names kept whole (longer ones are cut) */

/* One value the failing store read at the iteration of its first bad value: its field, cell
 * and value, from the log's /operands (logs written before it have none: nops stays 0). */
typedef struct view_why_operand {
    char field[VIEW_WHY_NAME];
    int32_t pos;  /* its place among the store's operands */
    int32_t role; /* what the code did with it: a divisor, ... (pdd_log_role_name) */
    int scalar;   /* a scalar argument of the program (its field has no dimensions): no cell */
    int below;    /* 0, or the checker its field's sites watch it with and whose range the value
                   * is below (PDD_KIND_NEG_DELP, PDD_KIND_NEG_TRACER): bad by itself */
    int32_t ndim;
    int64_t index[PDD_LOG_MAX_DIMS];
    double value;
    int f32;      /* its field holds float32: exp overflows past 88.72, not 709.78 */
    int reread;   /* read again after the store's loop, where its kernel wrote the field: value is
                   * not what the store read (/operands reread), so it is no evidence */
} view_why_operand;

/* A field a link's kernel reads (an input site of /sites), and who wrote it last before the
 * link's call. */
typedef struct view_why_input {
    char field[VIEW_WHY_NAME];
    int from_operands; /* no input site lists it: the store's operands name it */
    int self_writes;   /* the link's own kernel stores into it too: this call may have written
                        * what it read (the writer below is the last one before the call) */
    int in_place;      /* it is the field the link's store updated in place (x = x + ...): the
                        * store read it at the failing cell, a value the log does not hold */
    int other_stores;  /* the link's kernel has stores into it besides the link's own site (an
                        * accumulator set to 0 first): this call may have written what it read */
    /* the writer: the last kernel call before the link's call (by /progress seq) of a kernel
     * that stores into the field (a store site) or writes it unchecked (an unchecked row);
     * none (writer_call 0): an input of the program, set by the host */
    char writer[VIEW_WHY_NAME];
    int32_t writer_kernel;
    uint64_t writer_call, writer_seq;
    int dropped;   /* the log dropped the calls where its writer may be (PDD_PROGRESS_KEEP): none
                    * is named */
    int checked;   /* the writer's store into the field is checked by a probe */
    int unchecked; /* else 0; the writer writes it unchecked: why (pdd_log_unchecked_name) */
    char unmarked[VIEW_WHY_NAME]; /* "" or a kernel pdd does not mark the calls of (an SDFG copy
                                   * with no probe) that writes it unchecked: it may have too */
    /* what that writer call stored there that a checker called bad */
    uint64_t bad;       /* bad values (events' count); 0: none */
    int have_event;     /* its earliest event on the field: the next link when followed */
    pdd_log_event event; /* (strings not kept: field is this input's) */
    int followed;       /* that event is the next link */
    /* the field at the trace index when that is the link's cell (PDD_TRACE_INDEX) */
    int traced;         /* after holds the value after the writer call */
    int32_t trace_ndim;
    int64_t trace_index[PDD_LOG_MAX_DIMS];
    double after;
    uint64_t after_seq;
    int have_next;      /* next: the field's next trace row, from a later call */
    char next_kernel[VIEW_WHY_NAME];
    int32_t next_kernel_id;
    uint64_t next_call, next_seq;
    double next;
    int changed;        /* next differs from after: the field changed since the writer call */
    int next_bad;       /* the call of the next trace stored bad values in the field: the
                         * change may be that store's (a later link of the chain, often) */
    /* the link's store read the field at the trace index (its operands): what it read there */
    int have_read;
    double read;
    int next_done;      /* the search for next is over (found, or it cannot be) */
} view_why_input;

/* One bad value of the chain: link 0 is the first failure, each next one the earliest bad
 * value a writer call of the link's inputs stored in the field it wrote. */
typedef struct view_why_link {
    view_event ev;    /* the event (kernel, call, field, cell, value, kind) */
    char kernel[VIEW_WHY_NAME];
    int read;         /* 1: an input site's event: a bad value the kernel read (inputs checker) */
    int inputs_known; /* 0: the log lists no reads of the kernel (no input sites: a GPU kernel,
                       * or a log written before pdd listed them) */
    view_why_input inputs[VIEW_WHY_INPUTS];
    int ninputs, more_inputs; /* listed, and left out past VIEW_WHY_INPUTS */
    int nops;                 /* the values the store read (/operands), in their order */
    view_why_operand ops[VIEW_WHY_OPERANDS];
    int inf_unchecked; /* the run did not check for Inf (the inf checker, off by default): a
                        * writer that "stored no bad value" may have stored the Inf read */
} view_why_link;

typedef enum {
    VIEW_WHY_CHAIN,      /* links hold the chain */
    VIEW_WHY_NO_FAILURE, /* nothing failed (under the filter) */
    VIEW_WHY_NO_FIELD,   /* the first failure is no bad value (a crash, a CUDA error) */
    VIEW_WHY_UNREADABLE, /* a table of its log could not be read (said on stderr) */
} view_why_state;

typedef struct view_why_chain {
    view_why_state state;
    const view_event *first; /* the digest's first failure (NULL when none): it outlives w */
    const view_file *file;
    view_why_link *links; /* links[nlinks - 1] is the likely root cause */
    int nlinks;
    int cut; /* the chain went on past VIEW_WHY_LINKS links */
} view_why_chain;

/* The chain of the digest's first failure, read from its log. Returns 0, or -1 after a
 * one-line message naming the verb (a table that cannot be read; state UNREADABLE, no links):
 * summary and report go on without it, as the digest read what they show. */
int view_why_make(view_why_chain *w, const view_digest *d, const char *verb);
void view_why_free(view_why_chain *w);

/* ---- why_text.c ---- */
/* What one input is, in a line: "last written by K call 2, checked, no bad value; at (12,10,5)
 * 80 after that call, 0 at its next trace (K call 3): changed since that call". */
void view_why_input_text(const view_why_input *in, char *buf, size_t len);
/* The field changed after its writer call: the store read another value at the trace index
 * (its operands say), or, where they do not, the next trace differs and no later bad store
 * explains it. Nothing but the host, or a write pdd does not see, changed it then. */
int view_why_changed(const view_why_input *in);
/* The inputs to look at past the root ("delp (changed since its last writer), rarea (an
 * input of the program)"), "" when none. */
void view_why_suspects(const view_why_link *l, char *buf, size_t len);
/* The values the store read, "delp(12,10,5) = 0, dp2(12,10,5) = 0 (divisor)" ("" when the log
 * has none). */
void view_why_operands_text(const view_why_link *l, char *buf, size_t len);
/* The chain in full (pdd-view why), and the few lines of the summary's Why block. */
void view_why_print(const view_why_chain *w, FILE *out);
void view_why_print_short(const view_why_chain *w, FILE *out);
/* The chain as JSON: `why --json`, and summary --json's "why". */
cJSON *view_why_json(const view_why_chain *w);

#endif
