/* log.h: reading pdd's HDF5 log (docs/FORMAT.md, format_version 2; version 1 is read too).
 * The only code that reads HDF5: pdd-view and anything else that reads a log go through
 * this API. Like the serial HDF5 under it, it is for one thread at a time. */
#ifndef PDD_LOG_H
#define PDD_LOG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The newest format version this reader reads (it reads every version from 1 on). */
#define PDD_LOG_FORMAT 3
/* Entries of an index: a field of up to this many dimensions has its full index. */
#define PDD_LOG_MAX_DIMS 8

typedef struct pdd_log pdd_log;

/* Root attributes of a log. Strings are never NULL; they belong to the log. */
typedef struct pdd_log_meta {
    const char *path;       /* the HDF5 file read (after recovery, the one written) */
    int32_t format_version; /* the file's: 1, 2 or 3 */
    const char *producer;   /* "pdd 0.1.0" */
    const char *program;    /* command line of the run */
    int64_t rank, pid;
    const char *hostname;
    const char *start_time; /* ISO 8601 UTC, "" when unknown */
    int64_t start_time_ns;  /* unix epoch ns, 0 when unknown */
    const char *config;     /* effective configuration, JSON text */
    int32_t clean_exit;     /* 1: the process reached its clean exit */
    int32_t recovered;      /* 1: the log was made from the journal after the process died;
                             * 2: by the process itself after it replaced its program (exec) */
    uint64_t records_torn;  /* journal slots skipped as incomplete */
    const char *journal;    /* the journal the log was made from */
    int recovered_now;      /* 1: pdd_log_open made this log from a journal just now */
    /* Added later, hence last: the termination signal that ended the rank (SIGTERM, SIGINT,
     * SIGHUP: a launcher such as mpirun ending it after another rank failed, ^C); 0 when
     * none came, and in logs written before pdd recorded it. */
    int32_t end_signal;
    int32_t end_signal_pid;   /* the process that sent it; 0 when unknown */
    int32_t running; /* 1: a journal read while its process still ran (it holds the journal's
                      * lock): the log is what it held then; clean_exit and recovered are 0 */
    uint64_t end_signal_t_ns; /* when it came (unix epoch ns, as events' t_ns); 0: none */
    /* The ring of recent calls (0, 0, 0 in a log that kept every call): the kernel and program
     * calls it keeps (PDD_PROGRESS_KEEP), those that began, and the number of the last one
     * begun when the rank logged its first failure (0: none). */
    uint64_t progress_keep, calls_begun, calls_frozen_at;
    /* The calls it dropped, as seqs of kept /progress or /program_calls rows (0: none): those
     * before calls_first_seq, and those between calls_gap_from and calls_gap_to. */
    uint64_t calls_first_seq, calls_gap_from, calls_gap_to;
    /* /call_totals' failure columns say each kernel's last call before any seq up to this one
     * (the next call after the failure froze them began there; 0: no failure) */
    uint64_t calls_frozen_until;
} pdd_log_meta;

typedef struct pdd_log_unit {
    int32_t id;
    const char *program, *source;
    int32_t kernel_base, field_base, site_base;
} pdd_log_unit;

typedef struct pdd_log_kernel {
    int32_t id;
    const char *name, *source;
    int32_t line;
    const char *label; /* SDFG label, "" when unknown */
    int32_t unit;
    /* where the user's program wrote it (the SDFG's debug info; /kernel_origins): "" and 0
     * when unknown, as in logs written before the table came */
    const char *origin_file;
    int32_t origin_line;
} pdd_log_kernel;

typedef struct pdd_log_field {
    int32_t id;
    const char *name;
    int32_t type; /* pdd_type; pdd_log_type_name() names it */
    int32_t ndim; /* 0 when unknown */
    int32_t storage; /* pdd_storage; pdd_log_storage_name() names it */
    int32_t transient;
    int32_t unit;
} pdd_log_field;

typedef struct pdd_log_site {
    int32_t id, kernel, field_id;
    const char *field; /* the field's name */
    int32_t line;
    double lo, hi;        /* a value v passes when lo <= v <= hi; may be +-inf */
    const char *checkers; /* "nan,neg_delp" */
    uint64_t dropped;     /* events over the site's cap, not in /events */
    int32_t input;        /* 1: an input site (a field the kernel reads, scanned at its begin) */
    int32_t unchecked;    /* 0, or a write of the kernel's no probe checks: why (pdd_cover in
                           * <pdd/abi.h>; pdd_log_unchecked_name/text say it) */
    int32_t in_place;     /* 1: a store whose value was computed from the element it overwrites
                           * (x = x + ...): the value it read there is not in /operands */
} pdd_log_site;

/* One failure, per site and kernel call. Strings are valid during the callback only. */
typedef struct pdd_log_event {
    uint64_t seq, t_ns;
    int32_t kind; /* pdd_kind: 1 nan, 2 inf, 3 neg_tracer, 4 neg_delp, 5 cuda_error, 6 crash */
    int32_t kernel, site, field_id; /* -1 where none */
    const char *field;              /* field name, "" when none */
    uint64_t call, count;
    int32_t ndim;                    /* entries of index: the field's dimensions; 0: unknown */
    int64_t index[PDD_LOG_MAX_DIMS]; /* (i,j,k,...) of the first bad value; -1 from ndim on */
    int64_t offset;                  /* linear offset in the field, -1 where unknown */
    double value, min, max;
    int32_t cuda_error;
    const char *backtrace; /* crash / cuda_error text, "" for value events */
    int32_t region; /* pdd_region of the first bad value: 0 (domain) unless PDD_HALO was set,
                     * and in logs before the column */
} pdd_log_event;

typedef struct pdd_log_progress {
    uint64_t seq;
    int32_t kernel;
    uint64_t call, t_begin_ns, t_end_ns; /* t_end_ns 0: the call never ended */
} pdd_log_progress;

/* A call of a program's exported function (/program_calls): numbered per program, the
 * program being its unit's. A log without the table (before it, or a program whose exported
 * function pdd did not instrument) has none. */
typedef struct pdd_log_program_call {
    uint64_t seq; /* its place in the run, as /progress's */
    int32_t unit;
    uint64_t call, t_ns;
} pdd_log_program_call;

/* A kernel's or program's calls over the whole run (/call_totals; logs that kept every call
 * in /progress have none). */
typedef struct pdd_log_totals {
    int32_t kernel, unit; /* a kernel's: its id and -1; a program's: -1 and its unit */
    uint64_t calls, ended, time_ns;
    uint64_t last_seq; /* where its last call began (as /progress's seq) */
    uint64_t failure_calls, failure_seq; /* the same when the rank logged its first failure;
                                          * 0: no failure */
} pdd_log_totals;

typedef struct pdd_log_trace {
    uint64_t seq;
    int32_t kernel;
    uint64_t call;
    int32_t field_id;
    const char *field; /* the field's name, valid during the callback only */
    int32_t ndim;                    /* entries of index: the field's dimensions */
    int64_t index[PDD_LOG_MAX_DIMS]; /* the traced index; -1 from ndim on */
    double value;
} pdd_log_trace;

/* A value the first bad value of an event was computed from, read at the same iteration
 * (/operands; logs before it have none): the event is the /events row of the same site, kind
 * and call. */
typedef struct pdd_log_operand {
    uint64_t seq;
    int32_t site, kind;
    uint64_t call;
    int32_t pos;       /* its place among the store's operands, in source order */
    int32_t role;      /* pdd_operand_role: what the code did with it (a divisor, under log...) */
    int32_t field_id;
    const char *field; /* the field's name, valid during the callback only */
    int32_t ndim;
    int64_t index[PDD_LOG_MAX_DIMS]; /* -1 from ndim on */
    int64_t offset;                  /* in the field, -1 where unknown */
    double value;
    int32_t reread; /* 1: read again after the store's loop, where its kernel may have changed
                     * it: value is not what the store read (0 in logs before the column) */
} pdd_log_operand;

/* Opens a log; a leftover journal (file starting "PDDJRNL") is first recovered into the
 * path without ".journal" (or path + ".h5"), unless that log exists and is not older. A
 * journal whose process still runs is read from a snapshot made once per process under
 * $TMPDIR and removed at exit (meta.running 1, meta.path the journal's).
 * Returns 0 and *log (free with pdd_log_close), or -1 with a one-line message in err.
 * A damaged or hostile file is refused, never trusted: every row count, string width and
 * table id is checked against the file first (docs/FORMAT.md, "Reading it"), so what the
 * reader allocates stays within a small multiple of the file's size, and every id of
 * /units, /kernels, /fields and /sites is from 0 to 2 * rows + 1024. Ids in the rows of
 * /events, /progress and /trace are as the file has them: look them up (pdd_log_*_by_id). */
int pdd_log_open(const char *path, pdd_log **log, char *err, size_t errlen);
/* Frees the log and everything it handed out; NULL is fine. */
void pdd_log_close(pdd_log *log);

/* The root attributes; owned by the log. */
const pdd_log_meta *pdd_log_meta_of(const pdd_log *log);

/* The small tables, loaded at open and sorted by id; *n gets the row count. Owned by the
 * log. */
const pdd_log_unit *pdd_log_units(const pdd_log *log, size_t *n);
const pdd_log_kernel *pdd_log_kernels(const pdd_log *log, size_t *n);
/* The program calls, in the order they began. */
const pdd_log_program_call *pdd_log_program_calls(const pdd_log *log, size_t *n);
/* The whole-run totals, kernels' first (by id), then programs' (by unit); none in a log that
 * kept every call. */
const pdd_log_totals *pdd_log_totals_of(const pdd_log *log, size_t *n);
/* A kernel's totals row, or NULL. */
const pdd_log_totals *pdd_log_kernel_totals(const pdd_log *log, int32_t kernel);
const pdd_log_field *pdd_log_fields(const pdd_log *log, size_t *n);
const pdd_log_site *pdd_log_sites(const pdd_log *log, size_t *n);
/* The row with that id, or NULL (owned by the log). */
const pdd_log_kernel *pdd_log_kernel_by_id(const pdd_log *log, int32_t id);
const pdd_log_field *pdd_log_field_by_id(const pdd_log *log, int32_t id);
const pdd_log_site *pdd_log_site_by_id(const pdd_log *log, int32_t id);

/* Row counts of the big tables. */
uint64_t pdd_log_event_count(const pdd_log *log);
uint64_t pdd_log_progress_count(const pdd_log *log);
uint64_t pdd_log_trace_count(const pdd_log *log);
uint64_t pdd_log_operand_count(const pdd_log *log);

/* Callbacks that receive a block of n rows; a non-zero return stops the reading. */
typedef int (*pdd_log_event_cb)(const pdd_log_event *rows, size_t n, void *ctx);
typedef int (*pdd_log_progress_cb)(const pdd_log_progress *rows, size_t n, void *ctx);
typedef int (*pdd_log_trace_cb)(const pdd_log_trace *rows, size_t n, void *ctx);
typedef int (*pdd_log_operand_cb)(const pdd_log_operand *rows, size_t n, void *ctx);

/* Streams rows [first, first + count) (count UINT64_MAX: to the end), in file order, to
 * cb in blocks of at most 65536 rows; the rows array and its strings are valid during the
 * call only, and memory stays constant whatever the table holds. A non-zero return of cb
 * stops and is returned. Returns 0, cb's value, or -1 with a one-line message in err. */
int pdd_log_read_events(pdd_log *log, uint64_t first, uint64_t count, pdd_log_event_cb cb,
                        void *ctx, char *err, size_t errlen);
int pdd_log_read_progress(pdd_log *log, uint64_t first, uint64_t count, pdd_log_progress_cb cb,
                          void *ctx, char *err, size_t errlen);
int pdd_log_read_trace(pdd_log *log, uint64_t first, uint64_t count, pdd_log_trace_cb cb,
                       void *ctx, char *err, size_t errlen);
int pdd_log_read_operands(pdd_log *log, uint64_t first, uint64_t count, pdd_log_operand_cb cb,
                          void *ctx, char *err, size_t errlen);

/* Names of enum values as the log spells them; static strings ("???" / "unknown"). */
const char *pdd_log_kind_name(int kind);       /* "nan", ..., "crash" */
const char *pdd_log_type_name(int type);       /* "f64", ..., "unknown" */
const char *pdd_log_storage_name(int storage); /* "host", "gpu", "unknown" */
const char *pdd_log_region_name(int region);   /* "domain", "halo", "corner" */
const char *pdd_log_role_name(int role);       /* an operand's: "none", "divisor", "log", ... */
/* Why a write is unchecked (pdd_log_site.unchecked): "device_copy", ...; and in words. */
const char *pdd_log_unchecked_name(int why);
const char *pdd_log_unchecked_text(int why);

#ifdef __cplusplus
}
#endif
#endif
