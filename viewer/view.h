/* view.h: what the pdd-view verbs share: the verb table, option parsing, the set of logs
 * a command line names (read through include/pdd/log.h only), filters, text tables and
 * colour, and the run digest that summary, assert and report are built on. */
#ifndef PDD_VIEW_H
#define PDD_VIEW_H

#include <pdd/log.h>
#include <pdd/pdd.h>

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses of every verb. */
enum { VIEW_OK = 0, VIEW_FAIL = 1, VIEW_BAD_INPUT = 2 };

/* ---- the hub (main.c) ---- */
typedef struct view_verb {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary; /* one line for `pdd-view --help` */
} view_verb;

/* ---- memory (alloc.c): out of memory ends the command, exit 2, naming the verb ---- */
extern const char *view_verb_now; /* set by the hub */
/* A fault inside libhdf5 while it reads a log ends pdd-view with one line, exit 2. */
void view_fault_install(void);
/* libhdf5 stuck over one step of reading a log (PDD_VIEW_TIMEOUT CPU seconds, 20 by
 * default) ends pdd-view with one line, exit 2 (time_bound.c). -1 after a message: a bad
 * PDD_VIEW_TIMEOUT. */
int view_time_bound_install(void);
/* ^C, SIGTERM, SIGHUP, SIGPIPE: the snapshots of live journals are removed first. */
void view_interrupt_install(void);
void *view_calloc(size_t n, size_t size);
void *view_realloc(void *p, size_t size);
char *view_strdup(const char *s); /* NULL gives "" */

/* ---- options (options.c) ---- */
typedef enum { OPT_FLAG, OPT_STRING, OPT_DOUBLE, OPT_U64, OPT_LIST } view_opt_kind;

typedef struct view_opt {
    const char *name; /* "--kind" */
    view_opt_kind kind;
    void *target; /* int*, const char**, double*, uint64_t*, view_list* */
    const char *arg;  /* "LIST", "N", ... for the help text */
    const char *help; /* one line */
} view_opt;

#define VIEW_LIST_MAX 32
typedef struct view_list { /* a repeatable option's values */
    const char *v[VIEW_LIST_MAX];
    int n;
} view_list;

/* Options every verb takes. */
typedef struct view_common {
    int json, help;
    const char *color; /* auto, always, never */
} view_common;

/* Parses argv (argv[0] is the verb) against opts plus the common options; positional
 * arguments are collected in *files (argv is reused). Prints usage on --help (returns 1:
 * the caller exits 0). Returns 0, 1 (help shown), or -1 after printing a one-line error
 * that names the option, the value and --help. */
int view_parse(int argc, char **argv, const char *usage, const char *about, const view_opt *opts,
               view_common *common, char ***files, int *nfiles);

/* ---- colour (table.c) ---- */
/* Decides colour from --color and whether stdout is a terminal (NO_COLOR honoured). */
void view_color_init(const char *mode);
/* Escape sequences, "" when colour is off. */
const char *view_red(void);
const char *view_bold(void);
const char *view_dim(void);
const char *view_reset(void);

/* ---- text tables (table.c) ---- */
typedef struct view_table view_table;
/* A table with ncol columns; a header starting with '>' is right-aligned (the '>' is not
 * printed). Cells are copied. */
view_table *view_table_new(int ncol, const char *const *headers);
void view_table_add(view_table *t, const char *const *cells);
/* Adds a row of printf-formatted cells separated by '\t'. */
void view_table_addf(view_table *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Marks the last row added to be printed in red (on a TTY). */
void view_table_mark_last(view_table *t);
size_t view_table_rows(const view_table *t);
/* Prints it with `indent` spaces before each line, then frees it. */
void view_table_print(view_table *t, FILE *out, int indent);
/* Frees it unprinted. */
void view_table_free(view_table *t);

/* ---- the logs of a command line (logset.c) ---- */
/* Logs open at once while verbs read them one after another (each costs about a megabyte
 * and a file descriptor; a verb may hold pointers into a few logs at a time). */
#define VIEW_OPEN_LOGS 16

typedef struct view_set view_set;
typedef struct view_file {
    const char *arg;          /* as given */
    pdd_log_meta meta; /* a copy with strings of its own (no config): valid while the log is closed */
    uint64_t events, calls, traces; /* rows of /events, /progress, /trace */
    /* the set's cache of open logs: read the log through view_log */
    view_set *set;
    pdd_log *log; /* NULL while closed */
    uint64_t used;
} view_file;

struct view_set {
    view_file *files; /* the readable ones, by rank then path */
    size_t n;
    int unreadable; /* how many could not be read (each warned about) */
    const char *verb;
    view_file **open; /* the logs open now, at most max_open */
    size_t nopen, max_open;
    uint64_t clock;
};

/* Reads every path's metadata and row counts, one log at a time, and closes it; a bad one
 * gets a one-line warning on stderr (naming the verb) and is skipped. Returns 0 when at
 * least one was read, else -1 (the messages were printed). */
int view_set_open(view_set *set, const char *verb, char **paths, int n);
void view_set_close(view_set *set);
/* The log of a file, opened again when it is not open, closing the one least recently
 * used when VIEW_OPEN_LOGS are: what a log hands out (names, tables) stays valid until
 * VIEW_OPEN_LOGS other logs have been read. A log that cannot be opened again (removed
 * since) ends the command with a message, exit 2. */
pdd_log *view_log(const view_file *f);
/* Lets n logs be open at once (raising the soft limit of open files if needed); -1 after
 * a message that says why (`why`), names the limit and the fix. */
int view_set_hold(view_set *set, size_t n, const char *why);
/* Kernel name of an id in that file ("-" for none, "kernel#N" when unknown). */
const char *view_kernel_name(const view_file *f, int32_t id);
/* Nanoseconds since the earliest start among the files (the run's time origin). */
uint64_t view_set_origin_ns(const view_set *set);

/* One event with the strings copied (they outlive the reader's callback). */
typedef struct view_event {
    pdd_log_event e;
    const view_file *file;
    char field[64];
    char *backtrace; /* malloc'd or NULL */
} view_event;
void view_event_copy(view_event *dst, const pdd_log_event *src, const view_file *f);
void view_event_free(view_event *e);

/* Events of all files merged by time (t_ns, then rank, then seq), streamed with bounded
 * memory: cb gets each event; non-zero stops. Returns 0, cb's value, or -1 after a
 * one-line message on stderr. */
typedef int (*view_event_fn)(const view_event *e, void *ctx);
int view_set_events_by_time(view_set *set, const char *verb, view_event_fn cb, void *ctx);

/* ---- filters (filter.c) ---- */
typedef struct view_filter {
    uint32_t kinds; /* bit 1 << kind; 0: all */
    view_list kernels, fields; /* glob patterns; empty: all */
    int64_t rank;              /* -1: all */
    const char *kind_arg;      /* --kind and --rank as given, until view_filter_finish */
    uint64_t rank_arg;
} view_filter;
#define VIEW_FILTER_INIT {.rank = -1, .rank_arg = UINT64_MAX}
/* Option table rows that fill a filter. */
#define VIEW_OPT_KIND(f) {"--kind", OPT_STRING, &(f).kind_arg, "LIST", "only these checkers (nan,inf,neg_tracer,neg_delp,cuda_error,crash; all; !x)"}
#define VIEW_OPT_KERNEL(f) {"--kernel", OPT_LIST, &(f).kernels, "GLOB", "only kernels matching (repeatable)"}
#define VIEW_OPT_FIELD(f) {"--field", OPT_LIST, &(f).fields, "GLOB", "only fields matching (repeatable)"}
#define VIEW_OPT_RANK(f) {"--rank", OPT_U64, &(f).rank_arg, "N", "only that rank"}
/* Turns --kind and --rank into the filter; -1 after a one-line message naming the verb. */
int view_filter_finish(view_filter *f, const char *verb);
/* Parses a --kind list ("nan,inf", "all", "!crash") into bits; -1 with a message. */
int view_kinds_parse(const char *spec, const char *option, uint32_t *bits, char *err, size_t errlen);
int view_filter_kernel(const view_filter *f, const char *kernel);
int view_filter_field(const view_filter *f, const char *field);
int view_filter_event(const view_filter *f, const view_event *e);

/* ---- which traced value is bad (ranges.c) ---- */
typedef struct view_range {
    int32_t kernel, field;
    double lo, hi;
    const char *checkers; /* the site's checker list */
} view_range;
typedef struct view_ranges {
    size_t nkern, nfield; /* ids 0..n-1 (the largest id of /kernels, /fields, + 1) */
    view_range *site;     /* one per (kernel, field) with a site, sorted: memory grows
                           * with the sites, never with nkern * nfield */
    size_t nsite;
} view_ranges;
/* The ranges of a log's probe sites; free with view_ranges_free. */
void view_ranges_load(view_ranges *r, const view_file *f);
void view_ranges_free(view_ranges *r);
/* Non-zero when v, written by that kernel to that field, is bad; *checkers gets the
 * site's checker list (NULL when it has no site). */
int view_ranges_bad(const view_ranges *r, int32_t kernel, int32_t field, double v,
                    const char **checkers);

/* ---- formatting (format.c) ---- */
/* Room for any index as text: PDD_LOG_MAX_DIMS numbers of up to 20 characters. */
#define VIEW_INDEX_LEN (PDD_LOG_MAX_DIMS * 21 + 3)
/* "(5,5,3)", "(3,4,5,6)", "(12)" from the ndim entries of an index; "-" when ndim is 0. */
const char *view_index_str(int32_t ndim, const int64_t *index, char *buf, size_t len);
/* A value as %.17g with nan/inf spelled "nan", "inf", "-inf". */
const char *view_value_str(double v, char *buf, size_t len);
/* Milliseconds, "12.345 ms". */
const char *view_ms_str(uint64_t ns, char *buf, size_t len);
/* The signal name of a crash event's value or of a log's end_signal ("SIGSEGV", "SIGTERM"). */
const char *view_signal_name(double value);
/* How the rank ended (ending.c): "clean", "terminated (SIGTERM)", "died (recovered)", ... */
#define VIEW_EXIT_LEN 48
const char *view_exit_str(const pdd_log_meta *m, char *buf, size_t n);
/* Prints a cJSON document (formatted) and frees it; -1 when stdout failed. */
int view_json_print(cJSON *doc);
/* A JSON array of the ndim entries of an index ([] when unknown), and a number that may be
 * nan/inf (as a string then). */
cJSON *view_json_index(int32_t ndim, const int64_t *index);
cJSON *view_json_value(double v);
/* An exact unsigned integer (times in ns, counts). */
cJSON *view_json_u64(uint64_t v);

/* ---- the digest: one pass over every log (digest.c) ---- */
#define VIEW_KINDS PDD_KIND_COUNT /* index 1..6 */

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

/* A write no probe checks, of a kernel call that may have come before the first failure
 * (unchecked.c). */
typedef struct view_unchecked {
    char kernel[256], field[64];
    int why;       /* pdd_cover: pdd_log_unchecked_name/text */
    uint64_t call; /* the kernel's last call begun by then; 0 when pdd does not mark its calls */
} view_unchecked;
/* The unchecked writes of file f whose kernel began a call by the time of `first` (NULL: at
 * any time), or whose calls pdd does not mark; malloc'd, *n rows (NULL when none). */
view_unchecked *view_unchecked_before(const view_file *f, const view_event *first, size_t *n);

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
    uint64_t calls; /* progress rows */
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
cJSON *view_digest_json(const view_digest *d, const view_set *set);
/* One line about an event: "nan in KERNEL call 3, field qvapor at (5,5,3): value nan ...". */
void view_event_describe(const view_event *e, char *buf, size_t len);
/* The rest of text's first line that starts with prefix ("address ", "store: "), its length
 * in *len; NULL when none. */
const char *view_text_line(const char *text, const char *prefix, int *len);
/* An event as a JSON object (the keys `events --json` and `summary --json` use). */
cJSON *view_event_json(const view_event *e);

/* ---- which ranks the tables list when there are thousands (ranks.c) ---- */
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

/* ---- the verbs (one file each) ---- */
int view_summary(int argc, char **argv);
int view_events(int argc, char **argv);
int view_trace(int argc, char **argv);
int view_timeline(int argc, char **argv);
int view_diff(int argc, char **argv);
int view_assert(int argc, char **argv);
int view_report(int argc, char **argv);

#endif
