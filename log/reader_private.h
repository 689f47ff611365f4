/* reader_private.h: what the files of the log reader share, and nobody else: the open log
 * (struct pdd_log) and the steps each file does of opening and reading it — the root
 * attributes (reader_attributes.c), the small tables (reader_tables.c), the big tables'
 * layout and blocks (reader_stream.c) — put together by reader_open.c. */
#ifndef PDD_READER_PRIVATE_H
#define PDD_READER_PRIVATE_H

#include "h5_schema.h"

#include <pdd/log.h>
#include <pdd/pdd.h>

#include <stdlib.h>
#include <string.h>

struct pdd_log {
    pdd_log_meta meta;
    hid_t file;
    hid_t events, progress, trace, backtraces; /* datasets */
    hid_t event_type, progress_type, trace_type, string_type; /* memory types */
    size_t event_width, trace_width; /* fixed field-name widths in the file */
    int event_region;                /* /events has its `region` column */
    size_t backtrace_width;          /* format 3: fixed width of /backtraces (0: variable) */
    uint64_t file_size;              /* what every count and size in the file is checked against */
    uint64_t nevents, nprogress, ntrace, nbacktraces;
    hid_t operands, operand_type; /* /operands and its memory type; -1 in logs before it */
    size_t operand_width;
    uint64_t noperands;
    pdd_log_unit *units;
    pdd_log_kernel *kernels;
    pdd_log_field *fields;
    pdd_log_site *sites;
    size_t nunits, nkernels, nfields, nsites;
    pdd_log_program_call *programs;
    size_t nprograms;
    pdd_log_totals *totals;
    size_t ntotals;
};

/* No string pdd writes is longer than an attribute may be (64 KiB); a declared size past
 * that, or past the file, is damage and is never allocated. */
#define PDD_READER_STRING_MAX (64u << 10)

/* A copy of s ("" for NULL); NULL when out of memory. */
static inline char *pdd_reader_strdup(const char *s)
{
    return strdup(s ? s : "");
}

/* HDF5 starts reading `what` of the log at path; path NULL: it is done (reader_open.c, the
 * hooks of reader.h). */
void pdd_reader_now(const char *path, const char *what);

/* reader_attributes.c: the root attributes into log->meta; 0, or -1 with err set. */
int pdd_reader_attributes(pdd_log *log, const char *path, char *err, size_t errlen);

/* reader_tables.c: opens table `name` and checks it against the file (one dimension, rows
 * the file can hold, no variable-length string in format 3, every column of `type`);
 * returns the dataset and its row count in *rows, or -1 with err set. */
hid_t pdd_reader_open_table(pdd_log *log, const char *name, hid_t type, hsize_t *rows,
                            char *err, size_t errlen);
/* Width of the fixed-length name column of a big table (1 if it is not one). */
size_t pdd_reader_name_width(hid_t ds, const char *column);
/* Does table `name` have a column `column`? */
int pdd_reader_table_has_column(const pdd_log *log, const char *name, const char *column);
/* Loads /units, /kernels, /fields and /sites, their ids checked and sorted; 0, or -1 with
 * err set. */
int pdd_reader_small_tables(pdd_log *log, char *err, size_t errlen);

/* reader_stream.c: opens /events, /progress, /trace and /backtraces and builds the memory
 * types that read them; 0, or -1 with err set. */
int pdd_reader_big_tables(pdd_log *log, char *err, size_t errlen);
/* Reads rows [start, start + n) of a table into buf with the memory type; on failure
 * HDF5's reason goes to why (PDD_H5_WHY_MAX bytes), before any other HDF5 call clears it. */
int pdd_reader_block(const pdd_log *log, const char *table, hid_t ds, hid_t type, hsize_t start,
                     hsize_t n, void *buf, char *why);
/* The one line for a block that could not be read. */
void pdd_reader_block_failed(const pdd_log *log, const char *table, uint64_t from, uint64_t to,
                             const char *why, char *err, size_t errlen);
/* Rows per block for rows of `stride` bytes, no more than `wanted`. */
size_t pdd_reader_block_rows(size_t stride, uint64_t wanted);
/* The range [*from, *to) of a table of n rows that first/count ask for. */
void pdd_reader_clamp_range(uint64_t n, uint64_t first, uint64_t count, uint64_t *from,
                            uint64_t *to);
/* A row's index as the API hands it out; returns its ndim. */
int32_t pdd_reader_copy_index(const pdd_log *log, const int32_t *row_ndim, const int64_t *in,
                              int64_t out[PDD_LOG_MAX_DIMS]);
/* Copies fixed-width names out of raw rows into NUL-terminated slots of width + 1. */
void pdd_reader_copy_names(char *names, const unsigned char *raw, size_t stride, size_t offset,
                           size_t width, size_t n);
/* A big table whose rows end with a field name (/trace, /operands), streamed in blocks by
 * pdd_reader_stream_named: each raw row becomes an API row (convert, given its name), and
 * each block goes to the caller's callback (deliver). */
typedef struct pdd_reader_named {
    const char *table; /* "trace" */
    hid_t ds, type;
    uint64_t nrows;
    size_t row_size, width; /* the h5_schema.h row struct's size; the name's width */
    size_t out_size;        /* an API row's size */
    void (*convert)(const pdd_log *log, const void *raw, const char *name, void *out);
    int (*deliver)(const void *rows, size_t n, void (*cb)(void), void *ctx);
} pdd_reader_named;
int pdd_reader_stream_named(pdd_log *log, const pdd_reader_named *t, uint64_t first, uint64_t count,
                            void (*cb)(void), void *ctx, char *err, size_t errlen);

#endif
