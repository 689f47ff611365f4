/* convert.h: what the parts of the journal -> HDF5 conversion share (private to log/): the
 * first scan's small tables (small_tables.c), the writing of tables and the second scan
 * (h5_tables.c), put together by pdd_h5_write (h5_writer.c). */
#ifndef PDD_CONVERT_H
#define PDD_CONVERT_H

#include "h5_error.h"
#include "h5_writer.h"
#include "journal.h"

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

/* ---- the first scan (small_tables.c) */
typedef struct dropped_pair {
    int32_t site;
    uint64_t dropped;
} dropped_pair;

typedef struct crash_text {
    uint64_t seq;
    int32_t kernel;
    char *text; /* raw, then as the log keeps it */
} crash_text;

typedef struct small_tables {
    char *meta; /* META JSON text, NULL when the journal has none */
    int clean_exit;
    pdd_rec_signal end_signal; /* the termination signal that came first (sig 0: none) */
    int oom;
    uint64_t nevents, nprogress, ntrace, noperands, ntexts, text_bytes; /* to size the log and chunks */
    size_t text_max;   /* longest event text: the width of /backtraces */
    uint64_t bad_slots; /* slots of records skipped for an impossible id */
    uint64_t end_seq; /* slot number after the last record seen (0: none): the snapshot */
    size_t name_max;   /* longest field name */
    pdd_h5_unit_row *units;
    size_t nunits, capunits;
    pdd_h5_kernel_row *kernels;
    size_t nkernels, capkernels;
    pdd_h5_field_row *fields;
    size_t nfields, capfields;
    pdd_h5_site_row *sites;
    size_t nsites, capsites;
    uint32_t *site_checks; /* checker bits of sites[i], until turned into text */
    size_t capsite_checks;
    dropped_pair *dropped;
    size_t ndropped, capdropped;
    pdd_h5_program_row *programs; /* /program_calls, in journal order */
    size_t nprograms, capprograms;
    /* the ring of recent calls (call_tables.c): its entries in use, sorted by their number
     * at the finish; their seqs made non-decreasing in that order, which places every record
     * among them (pdd_small_log_seq) */
    pdd_rec_call *calls;
    size_t ncalls, capcalls;
    pdd_rec_totals *totals_recs; /* in journal order, merged by (what, id) at the finish */
    size_t ntotals_recs, captotals_recs;
    pdd_h5_totals_row *totals; /* /call_totals */
    size_t ntotals;
    pdd_rec_ring ring; /* size 0: a journal without the ring (every call a PROGRESS record) */
    /* where kept calls are missing, as log seqs of kept calls (0: nothing missing): calls before
     * the first kept one began were dropped; so were those between gap_from and gap_to */
    uint64_t calls_first_seq, calls_gap_from, calls_gap_to;
    uint64_t calls_frozen_until; /* the first kept call after the frozen one (none: UINT64_MAX) */
    crash_text *crash_texts; /* crash texts recorded raw, in journal order: named once the
                              * tables are complete (crash_text.c), stored by the second scan */
    size_t ncrash_texts, capcrash_texts;
} small_tables;

/* The array, moved if need be, with room for element n (capacity *cap, doubled); NULL when
 * out of memory. */
void *pdd_small_room_for(void *array, size_t n, size_t *cap, size_t size);
/* A journal record into the small tables (a pdd_journal_scan callback, ctx a small_tables). */
int pdd_small_scan_record(const pdd_journal_rec *rec, void *ctx);
/* After the scan: sorted, checked, the sites' checker bits as text. 0, or -1 out of memory. */
int pdd_small_finish(small_tables *t);
/* Names the frames of the crash texts (crash_text.c) once the tables are complete. */
int pdd_small_name_crashes(small_tables *t, uint64_t run_start_ns);
void pdd_small_free(small_tables *t);
/* The ring's records into the small tables (call_tables.c); t->oom on failure. */
int pdd_small_scan_call(small_tables *t, const pdd_journal_rec *rec);
/* At the finish: the kept kernel calls counted in nprogress, the program calls appended to
 * /program_calls, /call_totals made. 0, or -1 out of memory. */
int pdd_small_finish_calls(small_tables *t);
/* The log's seq of the journal record at slot `slot`: the slot plus the kept calls that began
 * before it, so that calls and records share one order. */
uint64_t pdd_small_log_seq(const small_tables *t, uint64_t slot);

/* A field's name by id ("" when unknown). */
const char *pdd_small_field_name(const small_tables *t, int32_t id);
/* The next NUL-terminated string in a record's tail; "" past its end. */
const char *pdd_tail_string(const char **p, const char *end);

/* ---- the run's metadata (h5_writer.c) */
typedef struct run_meta {
    const char *producer, *program, *hostname, *start_time;
    char *config; /* owned */
    int64_t rank, pid, start_time_ns;
} run_meta;

/* ---- writing (h5_tables.c) */
/* A big table filled row by row through a block buffer. */
typedef struct table_out {
    hid_t ds, type;
    char *why; /* where the first HDF5 failure is described */
    size_t row_size;
    unsigned char *buf;
    size_t n, cap; /* rows in buf, rows it holds */
    hsize_t rows;  /* rows already in the file */
} table_out;

enum { STOP_SNAPSHOT = 2, STOP_FAILED = 3 };

typedef struct stream {
    const small_tables *small;
    table_out events, progress, trace, operands, backtraces;
    size_t width;       /* of the fixed field-name column */
    uint64_t end_seq;   /* where the first scan ended: the log is that snapshot */
    size_t next_crash_text; /* the first of small->crash_texts not yet passed */
} stream;

/* HDF5's reason for the failure just now into why (when nothing is there yet). */
void pdd_h5_note_failure(char *why);
/* A small table written whole. */
int pdd_h5_write_table(hid_t file, pdd_h5_small table, hid_t (*type_of)(const size_t *),
                       const void *rows, size_t n, char *why);
int pdd_h5_table_open(table_out *t, hid_t file, const char *name, hid_t type, size_t cap,
                      uint64_t expected, int fixed_size, char *why);
int pdd_h5_table_flush(table_out *t);
int pdd_h5_table_close(table_out *t);
/* Rows of /backtraces buffered at once: each is as wide as the longest text. */
size_t pdd_h5_backtrace_block_rows(size_t text_max);
/* The ring's kept kernel calls as /progress rows, after the scan. -1 when HDF5 failed. */
int pdd_h5_stream_calls(stream *s);
/* A journal record into the big tables (a pdd_journal_scan callback, ctx a stream). */
int pdd_h5_stream_record(const pdd_journal_rec *rec, void *ctx);
int pdd_h5_write_root_attributes(hid_t file, const run_meta *m, const char *journal_path,
                                 int clean_exit, const pdd_rec_signal *sig, int recovered,
                                 uint64_t torn, const small_tables *calls, char *why);

#endif
