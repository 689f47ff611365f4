/* digest.h: the run digest (digest.c): one pass over every log that yields what summary,
 * assert and report say: counts per checker, kernel and field, the first failure across
 * the ranks, CUDA errors, crashes, the calls that never ended. */
#ifndef PDD_VIEW_DIGEST_H
#define PDD_VIEW_DIGEST_H

#include "filter.h"
#include "logset.h"
#include "program_call.h"

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

typedef struct view_count {
    uint64_t events, values; /* events (rows) and bad values (sum of count) */
} view_count;

typedef struct view_named {
    char *name;
    view_count by_kind[VIEW_KINDS];
    uint64_t dropped; /* events over the cap, per kernel or field */
} view_named;

typedef struct view_trace_point {
    char kernel[96];
    uint64_t call;
    double value;
} view_trace_point;

#define VIEW_TRACE_BEFORE 5
typedef struct view_unfinished {
    const view_file *file;
    char kernel[96];
    uint64_t call, t_begin_ns;
} view_unfinished;

typedef struct view_digest {
    view_count by_kind[VIEW_KINDS];
    view_named *kernels; /* sorted by name */
    size_t nkernels;
    view_named *fields;
    size_t nfields;
    uint64_t dropped;
    int have_first;
    view_event first; /* the first failure across all files */
    /* trace of first.field at the trace index, in the first failure's file, before it */
    view_trace_point before[VIEW_TRACE_BEFORE + 1];
    int nbefore;
    int32_t trace_ndim;
    int64_t trace_index[PDD_LOG_MAX_DIMS];
    view_event *special; /* every cuda_error and crash event, in time order */
    size_t nspecial;
    view_unfinished *unfinished; /* per file, the last call that never ended */
    size_t nunfinished;
    uint64_t calls;      /* kernel calls: counted over the whole run (/call_totals) */
    uint64_t calls_kept; /* of them, the /progress rows the logs keep */
    int calls_dropped;   /* some log's ring dropped calls (PDD_PROGRESS_KEEP) */
    int calls_frozen;    /* and kept those around its first failure */
    uint64_t progress_keep; /* the largest PDD_PROGRESS_KEEP among those logs */
    int have_program; /* the first failure's program call is known */
    view_program_call program;
    /* events in fields' halos (PDD_HALO; /events region): kept apart from the failures above,
     * which they are not (a cubed sphere's corners hold no data) */
    int64_t halo_width; /* the largest PDD_HALO of the logs; 0: none set */
    char enabled_by[160]; /* the switches that turned the probes on (PACE_DACE_DEBUG, NDSL's), "; "
                           * between those of different logs; "" where the logs do not say */
    view_count halo_by_kind[VIEW_KINDS];
    uint64_t halo_corner_events;
    int have_first_halo;
    view_event first_halo;
} view_digest;

/* Reads every file once (bounded memory apart from the per-name tables) under the
 * filter. Returns 0 or -1 after a message on stderr. */
int view_digest_make(view_digest *d, view_set *set, const view_filter *filter, const char *verb);
/* The same, calling each(file, ctx) on every log right after the digest read it (while it
 * is still open: a verb's own pass costs no second opening); a negative return stops it. */
typedef int (*view_file_fn)(const view_file *f, void *ctx);
int view_digest_make_each(view_digest *d, view_set *set, const view_filter *filter,
                          const char *verb, view_file_fn each, void *ctx);
void view_digest_free(view_digest *d);
/* The digest (and the files' metadata) as the JSON document `summary --json` prints. */
/* How the logs' halo cells were told apart, for a line: PDD_HALO's width and the fields' own
 * compute domains, or the domains alone. */
const char *view_halo_rule(const view_digest *d, char *buf, size_t n);
cJSON *view_digest_json(const view_digest *d, const view_set *set);

#endif
