/* h5_schema.h: the HDF5 log's schema (docs/FORMAT.md): the row of every table as it sits in
 * memory and in the file, and its HDF5 type in every format version, so that the writer
 * (h5_writer.c and its parts) and the reader (reader_*.c) describe what is written and
 * what is read once. Internal to libpdd and pdd-view. */
#ifndef PDD_H5_SCHEMA_H
#define PDD_H5_SCHEMA_H

#include <hdf5.h>
#include <stddef.h>
#include <stdint.h>

/* 3: every string is fixed-length (no variable-length data, so nothing in HDF5's global
 * heap, which libhdf5 reads unsafely from a damaged file). 2: /events and /trace hold `ndim`
 * and an `index` of PDD_H5_MAX_DIMS entries (1: int64[3]). Versions 1 and 2 are still read. */
#define PDD_LOG_FORMAT_VERSION 3
/* Entries of the `index` column (PDD_MAX_DIMS; a number of its own, as the file has it). */
#define PDD_H5_MAX_DIMS 8
/* Entries of `index` in a version-1 file: (i,j,k). */
#define PDD_H5_V1_DIMS 3

/* Rows of the big tables are written and read in blocks of this many (bounded memory). */
#define PDD_H5_BLOCK_ROWS 65536
/* Chunk length (rows) of the big tables: about 2 MiB of /events per chunk. */
#define PDD_H5_CHUNK_ROWS 16384

/* One row of each table as it sits in memory and, byte for byte, in the file: the file
 * type is built from these offsets, so writing and reading our own files needs no type
 * conversion. Members are in column order (h5dump and h5py list columns by offset), padded
 * where alignment needs it. The char * members of the small tables are where their strings
 * are in memory; in the file (format 3) each string column is a fixed-length string placed
 * after the struct, in the order pdd_h5_strings_of lists them (the
 * pointer's bytes are a hole, written as zeros). Formats 1 and 2 had variable-length
 * strings at the pointers' places. */
typedef struct pdd_h5_unit_row {
    int32_t id, pad0;
    char *program, *source;
    int32_t kernel_base, field_base, site_base, pad1;
} pdd_h5_unit_row;

typedef struct pdd_h5_kernel_row {
    int32_t id, pad0;
    char *name, *source;
    int32_t line, pad1;
    char *label;
    int32_t unit, pad2;
    char *origin_file; /* not a /kernels column: the rows of /kernel_origins (NULL: none) */
    int32_t origin_line, pad3;
} pdd_h5_kernel_row;

/* /kernel_origins: where the user's program wrote a kernel (added within format 3). */
typedef struct pdd_h5_origin_row {
    int32_t kernel, line;
    char *file;
} pdd_h5_origin_row;

typedef struct pdd_h5_field_row {
    int32_t id, pad0;
    char *name;
    uint8_t type, pad1[3]; /* HDF5 enum over uint8: pdd_type */
    int32_t ndim;
    uint8_t storage, pad2[3]; /* HDF5 enum over uint8: pdd_storage */
    int32_t transient, unit, pad3;
} pdd_h5_field_row;

typedef struct pdd_h5_site_row {
    int32_t id, kernel, field_id, pad0;
    char *field;
    int32_t line, pad1;
    double lo, hi;
    char *checkers;
    uint64_t dropped;
    int32_t input; /* 1: an input site (PDD_SITE_INPUT); no column in logs before it */
    uint8_t unchecked; /* HDF5 enum over uint8: pdd_cover, 0 (checked) but for an unchecked
                        * write's row; no column in logs before it */
    uint8_t in_place, pad2[2]; /* 1: the store read the element it overwrites (PDD_SITE_IN_PLACE);
                                * no column in logs before it */
} pdd_h5_site_row;

/* /events and /trace end with a fixed-length field name of `width` bytes right after the
 * struct (the width is the longest field name + 1, rounded up to 8): a row is
 * sizeof(struct) + width bytes. */
typedef struct pdd_h5_event_row {
    uint64_t seq, t_ns;
    uint8_t kind;   /* HDF5 enum over uint8: pdd_kind */
    uint8_t region; /* HDF5 enum over uint8: pdd_region; no column in logs before it */
    uint8_t pad[2];
    int32_t kernel, site, field_id;
    uint64_t call, count;
    int32_t ndim, pad1;              /* entries of index that hold it; 0 when unknown */
    int64_t index[PDD_H5_MAX_DIMS]; /* -1 from ndim on */
    int64_t offset;
    double value, min, max;
    int32_t cuda_error;
    int32_t backtrace; /* row of /backtraces, -1 when none */
} pdd_h5_event_row;

typedef struct pdd_h5_progress_row {
    uint64_t seq;
    int32_t kernel, pad;
    uint64_t call, t_begin_ns, t_end_ns;
} pdd_h5_progress_row;

typedef struct pdd_h5_trace_row {
    uint64_t seq;
    int32_t kernel, pad0;
    uint64_t call;
    int32_t field_id, ndim;
    int64_t index[PDD_H5_MAX_DIMS];
    double value;
} pdd_h5_trace_row;

/* /operands: a value the first bad value of the event of (site, kind, call) was made from. */
typedef struct pdd_h5_operand_row {
    uint64_t seq;
    int32_t site, pos;
    uint64_t call;
    uint8_t kind; /* HDF5 enum over uint8: pdd_kind */
    uint8_t role; /* HDF5 enum over uint8: pdd_operand_role */
    uint8_t reread; /* 1: read again after the store's loop, where the kernel may have changed
                     * it (PDD_OPERAND_REREAD): value is not what the store read; no column in
                     * logs before it */
    uint8_t pad;
    int32_t field_id, ndim, pad1;
    int64_t index[PDD_H5_MAX_DIMS];
    int64_t offset;
    double value;
} pdd_h5_operand_row;

/* /program_calls: a call of a program's exported function began (added within format 3). */
typedef struct pdd_h5_program_row {
    uint64_t seq;  /* the record's place in the run, as /progress's */
    int32_t unit;  /* the unit whose exported function it was (its program: /units) */
    uint64_t call; /* 1 = the program's first call */
    uint64_t t_ns;
} pdd_h5_program_row;

/* /call_totals: a kernel's or program's calls over the whole run (added within format 3;
 * logs of a runtime that keeps every call in /progress have none). */
typedef struct pdd_h5_totals_row {
    int32_t kernel, unit; /* a kernel's row: its id and -1; a program's: -1 and the unit */
    uint64_t calls, ended, time_ns; /* calls begun, ended, and the time of those that ended */
    uint64_t last_seq;    /* where its last call began, as /progress's seq */
    uint64_t failure_calls, failure_seq; /* the same when the rank logged its first failure
                                           * (0: none) */
} pdd_h5_totals_row;

/* The small tables, and the string columns of each (names, and the offsets of their
 * char * in the row struct), in the order their fixed-length strings follow the struct. */
typedef enum pdd_h5_small {
    PDD_H5_UNITS,
    PDD_H5_KERNELS,
    PDD_H5_FIELDS,
    PDD_H5_SITES,
    PDD_H5_ORIGINS,
    PDD_H5_PROGRAMS,
    PDD_H5_TOTALS,
    PDD_H5_SMALL_TABLES
} pdd_h5_small;
#define PDD_H5_STRINGS_MAX 3
typedef struct pdd_h5_string_columns {
    const char *table;
    size_t row_size; /* sizeof the row struct */
    size_t n;
    const char *name[PDD_H5_STRINGS_MAX];
    size_t member[PDD_H5_STRINGS_MAX]; /* offsetof the char * */
} pdd_h5_string_columns;
const pdd_h5_string_columns *pdd_h5_strings_of(pdd_h5_small table);
/* Bytes of a row of that table in format 3 with those string widths. */
size_t pdd_h5_small_row_size(pdd_h5_small table, const size_t *widths);

/* HDF5 types of the tables (file and memory alike); each returns a type id the caller
 * closes with H5Tclose, or a negative id. name_width is the fixed field-name width.
 * widths: the fixed widths of the table's string columns (format 3), or NULL for the
 * variable-length strings of formats 1 and 2. */
hid_t pdd_h5_unit_type(const size_t *widths);
hid_t pdd_h5_kernel_type(const size_t *widths);
hid_t pdd_h5_field_type(const size_t *widths);
hid_t pdd_h5_site_type(const size_t *widths);
hid_t pdd_h5_origin_type(const size_t *widths);
hid_t pdd_h5_program_type(const size_t *widths);
hid_t pdd_h5_totals_type(const size_t *widths);
/* /sites as logs written before input sites have it (no `input` column). */
hid_t pdd_h5_site_type_without_input(const size_t *widths);
hid_t pdd_h5_site_type_without_unchecked(const size_t *widths);
hid_t pdd_h5_site_type_without_in_place(const size_t *widths);
/* The width of a fixed-length column holding strings of at most `longest` bytes: + 1 for
 * a NUL, rounded up to a multiple of 8. */
size_t pdd_h5_string_width(size_t longest);
/* Fixed-length, NUL-terminated UTF-8 string type of that many bytes (format 3); caller
 * closes. */
hid_t pdd_h5_fixed_string_type(size_t width);
hid_t pdd_h5_event_type(size_t name_width);
/* Format 3's before its `region` column. */
hid_t pdd_h5_event_type_without_region(size_t name_width);
hid_t pdd_h5_progress_type(void);
hid_t pdd_h5_trace_type(size_t name_width);
hid_t pdd_h5_operand_type(size_t name_width);
/* /operands as logs before its `reread` column have it. */
hid_t pdd_h5_operand_type_without_reread(size_t name_width);
/* Memory types that read a version-1 /events or /trace into the rows above: `index` is the
 * file's int64[3] over index[0..2], and there is no ndim (the reader derives it). */
hid_t pdd_h5_event_type_v1(size_t name_width);
hid_t pdd_h5_trace_type_v1(size_t name_width);
/* Version 2's: as version 3's, but the field name is NUL-padded (3: NUL-terminated). */
hid_t pdd_h5_event_type_v2(size_t name_width);
hid_t pdd_h5_trace_type_v2(size_t name_width);
/* Variable-length UTF-8 string type (formats 1 and 2 only); caller closes. */
hid_t pdd_h5_vstring_type(void);
/* Closes an HDF5 type (none: -1). */
void pdd_h5_close_type(hid_t t);

/* Ids of the small tables are dense from 0 (the registry hands them out in order), with
 * holes only where a record was torn. An id below 0, or at or beyond 2 * rows + this, is
 * damage: the writer drops such rows, the reader refuses such a log. Readers may then
 * size a table by the largest id and stay within a small multiple of the file's size. */
#define PDD_H5_ID_SLACK 1024
static inline int pdd_h5_id_plausible(int64_t id, size_t rows)
{
    return id >= 0 && (uint64_t)id < 2 * (uint64_t)rows + PDD_H5_ID_SLACK;
}

/* Rows that start with an int32 id: compare by it (qsort/bsearch), and sort a table by it
 * (an empty table may have no array at all). */
int pdd_h5_by_id(const void *a, const void *b);
void pdd_h5_sort_by_id(void *rows, size_t n, size_t size);

/* Elements of an array (the schema's column lists, the conversion's table list). */
#define PDD_H5_COUNT(a) (sizeof(a) / sizeof((a)[0]))

#endif
