/* h5_writer.c: journal -> HDF5 log (docs/FORMAT.md). Two scans of the journal: the first
 * gathers the run metadata and the small tables (and so the longest field name, which fixes
 * the width of the name column), the second streams events, progress and trace rows into
 * the file in blocks, so memory stays bounded whatever the journal holds. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_writer.h"
#include "crash_text.h"
#include "fsize_guard.h"
#include "atomic_file.h"
#include "journal.h"
#include "names.h"

#include <pdd/abi.h>

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* ---------------------------------------------------------------- HDF5 types */

typedef struct column {
    const char *name;
    size_t offset;
    hid_t type;
} column;

static hid_t compound(size_t size, const column *cols, size_t n)
{
    hid_t t = H5Tcreate(H5T_COMPOUND, size);
    if (t < 0)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (cols[i].type < 0 || H5Tinsert(t, cols[i].name, cols[i].offset, cols[i].type) < 0) {
            H5Tclose(t);
            return -1;
        }
    return t;
}

static void close_type(hid_t t)
{
    if (t >= 0)
        H5Tclose(t);
}

hid_t pdd_h5_vstring_type(void)
{
    hid_t t = H5Tcopy(H5T_C_S1);
    if (t >= 0 && (H5Tset_size(t, H5T_VARIABLE) < 0 || H5Tset_cset(t, H5T_CSET_UTF8) < 0)) {
        H5Tclose(t);
        t = -1;
    }
    return t;
}

/* Fixed-length: reads as numpy 'S<width>' in h5py, with no per-row heap. Format 3 has
 * them NUL-terminated (every width leaves room for the NUL; h5dump then shows "delp", not
 * "delp\000\000\000\000"); formats 1 and 2 had the names of /events and /trace NUL-padded. */
static hid_t string_type_padded(size_t width, H5T_str_t pad)
{
    hid_t t = H5Tcopy(H5T_C_S1);
    if (t >= 0 && (H5Tset_size(t, width ? width : 1) < 0 || H5Tset_strpad(t, pad) < 0 ||
                   H5Tset_cset(t, H5T_CSET_UTF8) < 0)) {
        H5Tclose(t);
        t = -1;
    }
    return t;
}

hid_t pdd_h5_fixed_string_type(size_t width)
{
    return string_type_padded(width, H5T_STR_NULLTERM);
}

size_t pdd_h5_string_width(size_t longest)
{
    return (longest + 1 + 7) / 8 * 8;
}

static const pdd_h5_string_columns string_columns[PDD_H5_SMALL_TABLES] = {
    [PDD_H5_UNITS] = {"units", sizeof(pdd_h5_unit_row), 2, {"program", "source"},
                      {offsetof(pdd_h5_unit_row, program), offsetof(pdd_h5_unit_row, source)}},
    [PDD_H5_KERNELS] = {"kernels", sizeof(pdd_h5_kernel_row), 3, {"name", "source", "label"},
                        {offsetof(pdd_h5_kernel_row, name), offsetof(pdd_h5_kernel_row, source),
                         offsetof(pdd_h5_kernel_row, label)}},
    [PDD_H5_FIELDS] = {"fields", sizeof(pdd_h5_field_row), 1, {"name"},
                       {offsetof(pdd_h5_field_row, name)}},
    [PDD_H5_SITES] = {"sites", sizeof(pdd_h5_site_row), 2, {"field", "checkers"},
                      {offsetof(pdd_h5_site_row, field), offsetof(pdd_h5_site_row, checkers)}},
};

const pdd_h5_string_columns *pdd_h5_strings_of(pdd_h5_small table)
{
    return &string_columns[table];
}

size_t pdd_h5_small_row_size(pdd_h5_small table, const size_t *widths)
{
    const pdd_h5_string_columns *c = &string_columns[table];
    size_t size = c->row_size;
    for (size_t i = 0; widths && i < c->n; i++)
        size += widths[i];
    return size;
}

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static hid_t enum_u8(const pdd_enum_name *names, size_t n)
{
    hid_t t = H5Tenum_create(H5T_NATIVE_UINT8);
    for (size_t i = 0; t >= 0 && i < n; i++) {
        uint8_t v = (uint8_t)names[i].value;
        if (H5Tenum_insert(t, names[i].name, &v) < 0) {
            H5Tclose(t);
            t = -1;
        }
    }
    return t;
}

static hid_t index_type(hsize_t dims)
{
    return H5Tarray_create2(H5T_NATIVE_INT64, 1, &dims);
}

#define COL(row, member, name, type) {name, offsetof(row, member), type}

/* A string column of a small table: variable-length at its pointer (formats 1, 2), or
 * fixed-length after the struct (format 3). strs[] holds the types made, closed by the
 * caller; i is the column's place in pdd_h5_strings_of. */
static column string_column(pdd_h5_small table, const size_t *widths, size_t i, hid_t *strs)
{
    const pdd_h5_string_columns *c = &string_columns[table];
    column col = {c->name[i], c->member[i], -1};
    if (!widths) {
        col.type = strs[i] = pdd_h5_vstring_type();
        return col;
    }
    col.offset = c->row_size;
    for (size_t k = 0; k < i; k++)
        col.offset += widths[k];
    col.type = strs[i] = pdd_h5_fixed_string_type(widths[i]);
    return col;
}

static void close_strings(hid_t *strs)
{
    for (size_t i = 0; i < PDD_H5_STRINGS_MAX; i++)
        close_type(strs[i]);
}

#define STR(i) string_column(TABLE, widths, i, strs)

hid_t pdd_h5_unit_type(const size_t *widths)
{
#define TABLE PDD_H5_UNITS
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1};
    const column cols[] = {
        COL(pdd_h5_unit_row, id, "id", H5T_NATIVE_INT32),
        STR(0),
        STR(1),
        COL(pdd_h5_unit_row, kernel_base, "kernel_base", H5T_NATIVE_INT32),
        COL(pdd_h5_unit_row, field_base, "field_base", H5T_NATIVE_INT32),
        COL(pdd_h5_unit_row, site_base, "site_base", H5T_NATIVE_INT32),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, COUNT(cols));
    close_strings(strs);
    return t;
#undef TABLE
}

hid_t pdd_h5_kernel_type(const size_t *widths)
{
#define TABLE PDD_H5_KERNELS
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1};
    const column cols[] = {
        COL(pdd_h5_kernel_row, id, "id", H5T_NATIVE_INT32),
        STR(0),
        STR(1),
        COL(pdd_h5_kernel_row, line, "line", H5T_NATIVE_INT32),
        STR(2),
        COL(pdd_h5_kernel_row, unit, "unit", H5T_NATIVE_INT32),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, COUNT(cols));
    close_strings(strs);
    return t;
#undef TABLE
}

hid_t pdd_h5_field_type(const size_t *widths)
{
#define TABLE PDD_H5_FIELDS
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1};
    hid_t type = enum_u8(pdd_type_names, pdd_type_names_n),
          storage = enum_u8(pdd_storage_names, pdd_storage_names_n);
    const column cols[] = {
        COL(pdd_h5_field_row, id, "id", H5T_NATIVE_INT32),
        STR(0),
        COL(pdd_h5_field_row, type, "type", type),
        COL(pdd_h5_field_row, ndim, "ndim", H5T_NATIVE_INT32),
        COL(pdd_h5_field_row, storage, "storage", storage),
        COL(pdd_h5_field_row, transient, "transient", H5T_NATIVE_INT32),
        COL(pdd_h5_field_row, unit, "unit", H5T_NATIVE_INT32),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, COUNT(cols));
    close_strings(strs), close_type(type), close_type(storage);
    return t;
#undef TABLE
}

static hid_t site_type(const size_t *widths, int with_input)
{
#define TABLE PDD_H5_SITES
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1};
    const column cols[] = {
        COL(pdd_h5_site_row, id, "id", H5T_NATIVE_INT32),
        COL(pdd_h5_site_row, kernel, "kernel", H5T_NATIVE_INT32),
        COL(pdd_h5_site_row, field_id, "field_id", H5T_NATIVE_INT32),
        STR(0),
        COL(pdd_h5_site_row, line, "line", H5T_NATIVE_INT32),
        COL(pdd_h5_site_row, lo, "lo", H5T_NATIVE_DOUBLE),
        COL(pdd_h5_site_row, hi, "hi", H5T_NATIVE_DOUBLE),
        STR(1),
        COL(pdd_h5_site_row, dropped, "dropped", H5T_NATIVE_UINT64),
        COL(pdd_h5_site_row, input, "input", H5T_NATIVE_INT32),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols,
                       COUNT(cols) - (with_input ? 0 : 1));
    close_strings(strs);
    return t;
#undef TABLE
}
#undef STR

hid_t pdd_h5_site_type(const size_t *widths)
{
    return site_type(widths, 1);
}

hid_t pdd_h5_site_type_without_input(const size_t *widths)
{
    return site_type(widths, 0);
}

/* A big table's compound; version 1 had no ndim column. */
static hid_t compound_of_version(size_t size, const column *cols, size_t n, int version)
{
    column kept[24];
    size_t k = 0;
    for (size_t i = 0; i < n && k < COUNT(kept); i++)
        if (version != 1 || strcmp(cols[i].name, "ndim"))
            kept[k++] = cols[i];
    return compound(size, kept, k);
}

/* The file's layout of that version, over the rows of h5_writer.h. */
static hid_t event_type(size_t name_width, int version)
{
    hid_t kind = enum_u8(pdd_kind_names, pdd_kind_names_n),
          name = string_type_padded(name_width, version < 3 ? H5T_STR_NULLPAD : H5T_STR_NULLTERM),
          idx = index_type(version == 1 ? PDD_H5_V1_DIMS : PDD_H5_MAX_DIMS);
    column cols[] = {
        COL(pdd_h5_event_row, seq, "seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_event_row, t_ns, "t_ns", H5T_NATIVE_UINT64),
        COL(pdd_h5_event_row, kind, "kind", kind),
        COL(pdd_h5_event_row, kernel, "kernel", H5T_NATIVE_INT32),
        COL(pdd_h5_event_row, site, "site", H5T_NATIVE_INT32),
        {"field", sizeof(pdd_h5_event_row), name},
        COL(pdd_h5_event_row, field_id, "field_id", H5T_NATIVE_INT32),
        COL(pdd_h5_event_row, call, "call", H5T_NATIVE_UINT64),
        COL(pdd_h5_event_row, count, "count", H5T_NATIVE_UINT64),
        COL(pdd_h5_event_row, ndim, "ndim", H5T_NATIVE_INT32),
        COL(pdd_h5_event_row, index, "index", idx),
        COL(pdd_h5_event_row, offset, "offset", H5T_NATIVE_INT64),
        COL(pdd_h5_event_row, value, "value", H5T_NATIVE_DOUBLE),
        COL(pdd_h5_event_row, min, "min", H5T_NATIVE_DOUBLE),
        COL(pdd_h5_event_row, max, "max", H5T_NATIVE_DOUBLE),
        COL(pdd_h5_event_row, cuda_error, "cuda_error", H5T_NATIVE_INT32),
        COL(pdd_h5_event_row, backtrace, "backtrace", H5T_NATIVE_INT32),
    };
    hid_t t =
        compound_of_version(sizeof(pdd_h5_event_row) + name_width, cols, COUNT(cols), version);
    close_type(kind), close_type(name), close_type(idx);
    return t;
}

hid_t pdd_h5_event_type(size_t name_width)
{
    return event_type(name_width, PDD_LOG_FORMAT_VERSION);
}

hid_t pdd_h5_event_type_v1(size_t name_width)
{
    return event_type(name_width, 1);
}

hid_t pdd_h5_event_type_v2(size_t name_width)
{
    return event_type(name_width, 2);
}

hid_t pdd_h5_progress_type(void)
{
    const column cols[] = {
        COL(pdd_h5_progress_row, seq, "seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_progress_row, kernel, "kernel", H5T_NATIVE_INT32),
        COL(pdd_h5_progress_row, call, "call", H5T_NATIVE_UINT64),
        COL(pdd_h5_progress_row, t_begin_ns, "t_begin_ns", H5T_NATIVE_UINT64),
        COL(pdd_h5_progress_row, t_end_ns, "t_end_ns", H5T_NATIVE_UINT64),
    };
    return compound(sizeof(pdd_h5_progress_row), cols, COUNT(cols));
}

static hid_t trace_type(size_t name_width, int version)
{
    hid_t name = string_type_padded(name_width, version < 3 ? H5T_STR_NULLPAD : H5T_STR_NULLTERM),
          idx = index_type(version == 1 ? PDD_H5_V1_DIMS : PDD_H5_MAX_DIMS);
    column cols[] = {
        COL(pdd_h5_trace_row, seq, "seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_trace_row, kernel, "kernel", H5T_NATIVE_INT32),
        COL(pdd_h5_trace_row, call, "call", H5T_NATIVE_UINT64),
        COL(pdd_h5_trace_row, field_id, "field_id", H5T_NATIVE_INT32),
        {"field", sizeof(pdd_h5_trace_row), name},
        COL(pdd_h5_trace_row, ndim, "ndim", H5T_NATIVE_INT32),
        COL(pdd_h5_trace_row, index, "index", idx),
        COL(pdd_h5_trace_row, value, "value", H5T_NATIVE_DOUBLE),
    };
    hid_t t =
        compound_of_version(sizeof(pdd_h5_trace_row) + name_width, cols, COUNT(cols), version);
    close_type(name), close_type(idx);
    return t;
}

hid_t pdd_h5_trace_type(size_t name_width)
{
    return trace_type(name_width, PDD_LOG_FORMAT_VERSION);
}

hid_t pdd_h5_trace_type_v1(size_t name_width)
{
    return trace_type(name_width, 1);
}

hid_t pdd_h5_trace_type_v2(size_t name_width)
{
    return trace_type(name_width, 2);
}

/* ---------------------------------------------------------------- HDF5 errors */

void pdd_h5_quiet_begin(pdd_h5_quiet *saved)
{
    saved->func = NULL;
    saved->data = NULL;
    H5Eget_auto2(H5E_DEFAULT, &saved->func, &saved->data);
    H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
}

void pdd_h5_quiet_end(const pdd_h5_quiet *saved)
{
    H5Eset_auto2(H5E_DEFAULT, saved->func, saved->data);
}

typedef struct deepest {
    char text[512];
    int found;
} deepest;

static herr_t take_deepest(unsigned n, const H5E_error2_t *e, void *ctx)
{
    deepest *d = ctx;
    (void)n;
    if (!d->found && e->desc && e->desc[0]) {
        snprintf(d->text, sizeof d->text, "%s", e->desc);
        d->found = 1;
    }
    return 0;
}

void pdd_h5_last_error(char *buf, size_t n)
{
    deepest d = {"", 0};
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, take_deepest, &d);
    H5Eclear2(H5E_DEFAULT);
    /* I/O failures carry the system's words inside a long line: keep just those. */
    const char *sys = strstr(d.text, "error message = '");
    if (sys) {
        sys += strlen("error message = '");
        const char *end = strchr(sys, '\'');
        snprintf(buf, n, "%.*s", (int)(end ? end - sys : (ptrdiff_t)strlen(sys)), sys);
        return;
    }
    snprintf(buf, n, "%s", d.found ? d.text : "unknown HDF5 error");
}

/* ---------------------------------------------------------------- first scan */

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
    uint64_t nevents, nprogress, ntrace, ntexts, text_bytes; /* to size the log and chunks */
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
    crash_text *crash_texts; /* crash texts recorded raw, in journal order: named once the
                              * tables are complete (crash_text.c), stored by the second scan */
    size_t ncrash_texts, capcrash_texts;
} small_tables;

/* The array, moved if need be, with room for element n; NULL when out of memory. */
static void *room_for(void *array, size_t n, size_t *cap, size_t size)
{
    if (n < *cap)
        return array;
    size_t c = *cap ? *cap * 2 : 64;
    void *p = realloc(array, c * size);
    if (p)
        *cap = c;
    return p;
}

/* Appends a zeroed element to t->NAME (n##NAME rows, cap##NAME allocated); r points to it,
 * or the scan stops for want of memory. */
#define APPEND_ROW(t, NAME, r)                                                             \
    do {                                                                                   \
        void *grown_ = room_for((t)->NAME, (t)->n##NAME, &(t)->cap##NAME, sizeof *(r));    \
        if (!grown_)                                                                       \
            return (t)->oom = 1;                                                           \
        (t)->NAME = grown_;                                                                \
        (r) = &(t)->NAME[(t)->n##NAME++];                                                  \
        memset((r), 0, sizeof *(r));                                                       \
    } while (0)

/* The next NUL-terminated string in a record's tail; "" past its end. */
static const char *tail_string(const char **p, const char *end)
{
    const char *s = *p;
    if (s >= end)
        return "";
    const char *z = memchr(s, 0, (size_t)(end - s));
    if (!z) {
        *p = end;
        return "";
    }
    *p = z + 1;
    return s;
}

static char *dup_or_flag(const char *s, int *oom)
{
    char *d = strdup(s ? s : "");
    if (!d)
        *oom = 1;
    return d;
}

static int first_scan_record(const pdd_journal_rec *rec, void *ctx)
{
    small_tables *t = ctx;
    const char *p = rec->payload, *end = p + rec->len;
    t->end_seq = rec->seq + 1;
    /* The first member of these records is the row's id: a negative one is damage (the
     * viewer indexes by ids), so the record is skipped and counted as torn. */
    if (rec->type >= PDD_REC_UNIT && rec->type <= PDD_REC_SITE && rec->len >= sizeof(int32_t)) {
        int32_t id;
        memcpy(&id, p, sizeof id);
        if (id < 0) {
            t->bad_slots += rec->len / PDD_SLOT_PAYLOAD;
            return 0;
        }
    }
    switch (rec->type) {
    case PDD_REC_META:
        free(t->meta);
        t->meta = strndup(p, rec->len);
        t->oom |= !t->meta;
        break;
    case PDD_REC_UNIT: {
        pdd_rec_unit u;
        if (rec->len < sizeof u)
            break;
        memcpy(&u, p, sizeof u);
        const char *s = p + sizeof u;
        pdd_h5_unit_row *r;
        APPEND_ROW(t, units, r);
        r->id = u.unit, r->kernel_base = u.kernel_base, r->field_base = u.field_base;
        r->site_base = u.site_base;
        r->program = dup_or_flag(tail_string(&s, end), &t->oom);
        r->source = dup_or_flag(tail_string(&s, end), &t->oom);
        break;
    }
    case PDD_REC_KERNEL: {
        pdd_rec_kernel k;
        if (rec->len < sizeof k)
            break;
        memcpy(&k, p, sizeof k);
        const char *s = p + sizeof k;
        pdd_h5_kernel_row *r;
        APPEND_ROW(t, kernels, r);
        r->id = k.id, r->line = k.line, r->unit = k.unit;
        r->name = dup_or_flag(tail_string(&s, end), &t->oom);
        r->source = dup_or_flag(tail_string(&s, end), &t->oom);
        r->label = dup_or_flag(tail_string(&s, end), &t->oom);
        break;
    }
    case PDD_REC_FIELD: {
        pdd_rec_field f;
        if (rec->len < sizeof f)
            break;
        memcpy(&f, p, sizeof f);
        const char *s = p + sizeof f;
        pdd_h5_field_row *r;
        APPEND_ROW(t, fields, r);
        r->id = f.id, r->ndim = f.ndim, r->transient = f.transient, r->unit = f.unit;
        /* Values outside the enums would show as bare numbers: call them unknown. */
        r->type = (uint8_t)(f.type >= PDD_T_UNKNOWN && f.type <= PDD_T_BOOL ? f.type : 0);
        r->storage =
            (uint8_t)(f.storage >= 0 && f.storage <= PDD_STORAGE_GPU ? f.storage : 0);
        r->name = dup_or_flag(tail_string(&s, end), &t->oom);
        if (r->name && strlen(r->name) > t->name_max)
            t->name_max = strlen(r->name);
        break;
    }
    case PDD_REC_SITE: {
        pdd_rec_site st;
        if (rec->len < sizeof st)
            break;
        memcpy(&st, p, sizeof st);
        uint32_t *checks =
            room_for(t->site_checks, t->nsites, &t->capsite_checks, sizeof *checks);
        if (!checks)
            return t->oom = 1;
        t->site_checks = checks;
        t->site_checks[t->nsites] = st.checks;
        pdd_h5_site_row *r;
        APPEND_ROW(t, sites, r);
        r->id = st.id, r->kernel = st.kernel, r->field_id = st.field, r->line = st.line;
        r->lo = st.lo, r->hi = st.hi;
        r->input = (st.flags & PDD_SITE_INPUT) != 0;
        break;
    }
    case PDD_REC_DROPPED: {
        pdd_rec_dropped d;
        if (rec->len < sizeof d)
            break;
        memcpy(&d, p, sizeof d);
        dropped_pair *r;
        APPEND_ROW(t, dropped, r);
        r->site = d.site, r->dropped = d.dropped;
        break;
    }
    case PDD_REC_END:
        t->clean_exit = 1;
        break;
    case PDD_REC_SIGNAL:
        if (rec->len >= sizeof t->end_signal && !t->end_signal.sig)
            memcpy(&t->end_signal, p, sizeof t->end_signal);
        break;
    case PDD_REC_EVENT: {
        pdd_rec_event e;
        size_t used = pdd_rec_event_read(rec, &e);
        if (!used)
            break; /* as the second scan: a payload too short is no row */
        t->nevents++;
        if (rec->len > used && p[used]) {
            size_t len = strnlen(p + used, rec->len - used);
            if (e.kind == PDD_KIND_CRASH) {
                crash_text *c;
                APPEND_ROW(t, crash_texts, c);
                c->seq = rec->seq, c->kernel = e.kernel, c->text = strndup(p + used, len);
                if (!c->text)
                    return t->oom = 1;
                if (pdd_crash_text_is_raw(c->text))
                    break; /* measured once it is named */
                free(c->text); /* an older journal's text: kept as it is */
                t->ncrash_texts--;
            }
            t->ntexts++;
            t->text_bytes += len;
            t->text_max = len > t->text_max ? len : t->text_max;
        }
        break;
    }
    case PDD_REC_PROGRESS:
        t->nprogress++;
        break;
    case PDD_REC_TRACE: {
        pdd_rec_trace tr;
        if (pdd_rec_trace_read(rec, &tr))
            t->ntrace++;
        break;
    }
    default:
        break;
    }
    return t->oom;
}

static void small_tables_free(small_tables *t)
{
    free(t->meta);
    for (size_t i = 0; i < t->nunits; i++)
        free(t->units[i].program), free(t->units[i].source);
    for (size_t i = 0; i < t->nkernels; i++)
        free(t->kernels[i].name), free(t->kernels[i].source), free(t->kernels[i].label);
    for (size_t i = 0; i < t->nfields; i++)
        free(t->fields[i].name);
    for (size_t i = 0; i < t->nsites; i++)
        free(t->sites[i].field), free(t->sites[i].checkers);
    free(t->units), free(t->kernels), free(t->fields), free(t->sites);
    free(t->site_checks), free(t->dropped);
    for (size_t i = 0; i < t->ncrash_texts; i++)
        free(t->crash_texts[i].text);
    free(t->crash_texts);
}

int pdd_h5_by_id(const void *a, const void *b)
{
    int32_t x, y;
    memcpy(&x, a, sizeof x);
    memcpy(&y, b, sizeof y);
    return (x > y) - (x < y);
}

void pdd_h5_sort_by_id(void *rows, size_t n, size_t size)
{
    if (n > 1)
        qsort(rows, n, size, pdd_h5_by_id);
}

static const pdd_h5_field_row *field_by_id(const small_tables *t, int32_t id)
{
    pdd_h5_field_row key;
    key.id = id;
    return t->nfields ? bsearch(&key, t->fields, t->nfields, sizeof key, pdd_h5_by_id) : NULL;
}

static const char *field_name_of(const small_tables *t, int32_t id)
{
    const pdd_h5_field_row *f = id >= 0 ? field_by_id(t, id) : NULL;
    return f ? f->name : "";
}

/* "nan,neg_delp": the checkers of a site's bit mask, in bit order. */
static char *checker_list(uint32_t checks)
{
    size_t len = 1;
    for (int b = 0; b < 32; b++)
        if (checks & (1u << b))
            len += strlen(pdd_check_name(1u << b)) + 1;
    char *s = malloc(len);
    if (!s)
        return NULL;
    s[0] = 0;
    for (int b = 0; b < 32; b++)
        if (checks & (1u << b)) {
            if (s[0])
                strcat(s, ",");
            strcat(s, pdd_check_name(1u << b));
        }
    return s;
}

/* Orders the tables by id and fills what is derived: site field names, checker lists and
 * dropped counts (the last DROPPED record of a site wins: it is a running total). */
static const pdd_h5_kernel_row *lookup_kernel(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_kernel_row key;
    key.id = id;
    return t->nkernels ? bsearch(&key, t->kernels, t->nkernels, sizeof key, pdd_h5_by_id) : NULL;
}

static const pdd_h5_unit_row *lookup_unit(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_unit_row key;
    key.id = id;
    return t->nunits ? bsearch(&key, t->units, t->nunits, sizeof key, pdd_h5_by_id) : NULL;
}

static const pdd_h5_site_row *lookup_site(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_site_row key;
    key.id = id;
    return t->nsites ? bsearch(&key, t->sites, t->nsites, sizeof key, pdd_h5_by_id) : NULL;
}

/* Names the frames of the crash texts (there is one per crash: a handful per log) and counts
 * them among the texts, as they will be stored. */
static int crash_texts_name(small_tables *t, uint64_t run_start_ns)
{
    if (!t->ncrash_texts)
        return 0;
    pdd_symbolizer *sy = pdd_symbolizer_new();
    if (!sy)
        return -1;
    pdd_crash_lookup lk = {run_start_ns, t, lookup_kernel, lookup_unit, lookup_site};
    for (size_t i = 0; i < t->ncrash_texts; i++) {
        crash_text *c = &t->crash_texts[i];
        char *named = pdd_crash_text_render(sy, c->text, c->kernel, &lk);
        if (!named) {
            pdd_symbolizer_free(sy);
            return -1;
        }
        free(c->text);
        c->text = named;
        size_t len = strlen(named);
        t->ntexts++;
        t->text_bytes += len;
        t->text_max = len > t->text_max ? len : t->text_max;
    }
    pdd_symbolizer_free(sy);
    return 0;
}

static int small_tables_finish(small_tables *t)
{
    pdd_h5_sort_by_id(t->units, t->nunits, sizeof *t->units);
    pdd_h5_sort_by_id(t->kernels, t->nkernels, sizeof *t->kernels);
    pdd_h5_sort_by_id(t->fields, t->nfields, sizeof *t->fields);
    /* Ids far beyond the rows there are (pdd_h5_id_plausible) are damage: drop those rows
     * (sorted last), as the reader would refuse the log. Each counts as a torn slot. */
    size_t n;
    for (n = t->nunits; t->nunits && !pdd_h5_id_plausible(t->units[t->nunits - 1].id, n);
         t->bad_slots++, t->nunits--)
        free(t->units[t->nunits - 1].program), free(t->units[t->nunits - 1].source);
    for (n = t->nkernels;
         t->nkernels && !pdd_h5_id_plausible(t->kernels[t->nkernels - 1].id, n);
         t->bad_slots++, t->nkernels--) {
        pdd_h5_kernel_row *k = &t->kernels[t->nkernels - 1];
        free(k->name), free(k->source), free(k->label);
    }
    for (n = t->nfields; t->nfields && !pdd_h5_id_plausible(t->fields[t->nfields - 1].id, n);
         t->bad_slots++, t->nfields--)
        free(t->fields[t->nfields - 1].name);
    /* The checker bits sit beside the sites in journal order: make them text before sorting. */
    for (size_t i = 0; i < t->nsites; i++) {
        t->sites[i].checkers = checker_list(t->site_checks[i]);
        if (!t->sites[i].checkers)
            return -1;
        t->sites[i].field = strdup(field_name_of(t, t->sites[i].field_id));
        if (!t->sites[i].field)
            return -1;
    }
    pdd_h5_sort_by_id(t->sites, t->nsites, sizeof *t->sites);
    for (n = t->nsites; t->nsites && !pdd_h5_id_plausible(t->sites[t->nsites - 1].id, n);
         t->bad_slots++, t->nsites--)
        free(t->sites[t->nsites - 1].field), free(t->sites[t->nsites - 1].checkers);
    for (size_t i = 0; i < t->ndropped; i++) {
        pdd_h5_site_row key;
        key.id = t->dropped[i].site;
        pdd_h5_site_row *s =
            t->nsites ? bsearch(&key, t->sites, t->nsites, sizeof key, pdd_h5_by_id) : NULL;
        if (s)
            s->dropped = t->dropped[i].dropped;
    }
    return 0;
}

/* ---------------------------------------------------------------- run metadata */

typedef struct run_meta {
    const char *producer, *program, *hostname, *start_time;
    char *config; /* owned */
    int64_t rank, pid, start_time_ns;
} run_meta;

static const char *json_string(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* cJSON holds numbers as doubles, which lose the last digits of a nanosecond time: read
 * the integer from the text itself, trusting it only if it agrees with the double. */
static int64_t json_exact_integer(const char *text, const cJSON *o, const char *key,
                                  int64_t fallback)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(v))
        return fallback;
    char quoted[64];
    snprintf(quoted, sizeof quoted, "\"%s\"", key);
    const char *p = strstr(text, quoted);
    if (p) {
        p += strlen(quoted);
        while (*p == ' ' || *p == ':' || *p == '\t' || *p == '\n')
            p++;
        char *e;
        errno = 0;
        long long x = strtoll(p, &e, 10);
        double d = v->valuedouble, diff = (double)x - d;
        if (!errno && e != p && diff < 1e-9 * (d < 0 ? -d : d) + 2 &&
            -diff < 1e-9 * (d < 0 ? -d : d) + 2)
            return x;
    }
    double d = v->valuedouble;
    return d > -9.2e18 && d < 9.2e18 ? (int64_t)d : fallback;
}

/* Fills m from the META text (defaults where absent); returns the parsed JSON to free. */
static cJSON *run_meta_parse(run_meta *m, const char *text, const pdd_journal_scan_stats *st)
{
    m->producer = m->program = m->hostname = m->start_time = "";
    m->config = NULL;
    m->rank = st->rank, m->pid = st->pid, m->start_time_ns = 0;
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    if (!cJSON_IsObject(o))
        return o;
    m->producer = json_string(o, "producer");
    m->program = json_string(o, "program");
    m->hostname = json_string(o, "hostname");
    m->start_time = json_string(o, "start_time");
    m->rank = json_exact_integer(text, o, "rank", m->rank);
    m->pid = json_exact_integer(text, o, "pid", m->pid);
    m->start_time_ns = json_exact_integer(text, o, "start_time_ns", 0);
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(o, "config");
    if (cJSON_IsString(c))
        m->config = strdup(c->valuestring);
    else if (c)
        m->config = cJSON_PrintUnformatted(c);
    return o;
}

/* ---------------------------------------------------------------- writing tables */

/* Records, on the first failure only, why the last HDF5 call failed. Must run before any
 * other HDF5 call: each successful one clears HDF5's error stack. */
static void note_failure(char *why)
{
    if (!why[0])
        pdd_h5_last_error(why, PDD_H5_WHY_MAX);
}

static hid_t create_table(hid_t file, const char *name, hid_t type, hsize_t chunk,
                          int fixed_size, char *why)
{
    hsize_t zero = 0, unlimited = H5S_UNLIMITED;
    hid_t space = H5Screate_simple(1, &zero, &unlimited), dcpl = H5Pcreate(H5P_DATASET_CREATE),
          ds = -1;
    /* Every row is written, so HDF5 need not pre-fill chunks (not allowed with vlen). */
    if (space < 0 || dcpl < 0 || H5Pset_chunk(dcpl, 1, &chunk) < 0 ||
        (fixed_size && H5Pset_fill_time(dcpl, H5D_FILL_TIME_NEVER) < 0) ||
        (ds = H5Dcreate2(file, name, type, space, H5P_DEFAULT, dcpl, H5P_DEFAULT)) < 0)
        note_failure(why);
    if (dcpl >= 0)
        H5Pclose(dcpl);
    if (space >= 0)
        H5Sclose(space);
    return ds;
}

/* Chunk length for a table expected to hold `rows`: a whole chunk is allocated in the file
 * even for one row, so small tables get small chunks (a thousand ranks, a thousand logs). */
static hsize_t chunk_rows(uint64_t rows, hsize_t most)
{
    return rows < 16 ? 16 : rows > most ? most : (hsize_t)rows;
}

/* Appends n rows from buf at the end of a one-dimensional dataset. */
static int append_rows(hid_t ds, hid_t type, hsize_t *rows, const void *buf, size_t n,
                       char *why)
{
    if (!n)
        return 0;
    hsize_t start = *rows, count = n, end = start + count;
    hid_t fs = -1, ms = -1;
    int rc = -1;
    if (H5Dset_extent(ds, &end) < 0 || (fs = H5Dget_space(ds)) < 0 ||
        H5Sselect_hyperslab(fs, H5S_SELECT_SET, &start, NULL, &count, NULL) < 0 ||
        (ms = H5Screate_simple(1, &count, NULL)) < 0 ||
        H5Dwrite(ds, type, ms, fs, H5P_DEFAULT, buf) < 0) {
        note_failure(why);
        goto out;
    }
    *rows = end;
    rc = 0;
out:
    if (ms >= 0)
        H5Sclose(ms);
    if (fs >= 0)
        H5Sclose(fs);
    return rc;
}

/* A small table's rows as the file has them (format 3): each row struct with its
 * pointers zeroed, then its strings, fixed-length, in widths[] (each column as wide as its
 * longest string + 1, rounded up to 8). NULL when out of memory. */
static unsigned char *pack_rows(pdd_h5_small table, const void *rows, size_t n, size_t *widths)
{
    const pdd_h5_string_columns *c = pdd_h5_strings_of(table);
    for (size_t k = 0; k < c->n; k++) {
        size_t longest = 0;
        for (size_t i = 0; i < n; i++) {
            const char *str;
            memcpy(&str, (const unsigned char *)rows + i * c->row_size + c->member[k], sizeof str);
            size_t len = str ? strlen(str) : 0;
            longest = len > longest ? len : longest;
        }
        widths[k] = pdd_h5_string_width(longest);
    }
    size_t size = pdd_h5_small_row_size(table, widths);
    unsigned char *buf = calloc(n ? n : 1, size);
    for (size_t i = 0; buf && i < n; i++) {
        unsigned char *row = buf + i * size;
        memcpy(row, (const unsigned char *)rows + i * c->row_size, c->row_size);
        size_t at = c->row_size;
        for (size_t k = 0; k < c->n; k++) {
            const char *str;
            memcpy(&str, row + c->member[k], sizeof str);
            memset(row + c->member[k], 0, sizeof str); /* no address goes to the file */
            if (str)
                memcpy(row + at, str, strlen(str));
            at += widths[k];
        }
    }
    return buf;
}

/* Writes a whole small table at once; returns 0 or -1. */
static int write_table(hid_t file, pdd_h5_small table, hid_t (*type_of)(const size_t *),
                       const void *rows, size_t n, char *why)
{
    int rc = -1;
    hsize_t written = 0;
    size_t widths[PDD_H5_STRINGS_MAX];
    unsigned char *packed = pack_rows(table, rows, n, widths);
    hid_t type = packed ? type_of(widths) : -1;
    if (!packed)
        snprintf(why, PDD_H5_WHY_MAX, "out of memory");
    else if (type < 0)
        note_failure(why);
    hid_t ds = type >= 0 ? create_table(file, pdd_h5_strings_of(table)->table, type,
                                        chunk_rows(n, 256), 1, why)
                         : -1;
    if (ds >= 0)
        rc = append_rows(ds, type, &written, packed, n, why);
    if (ds >= 0 && H5Dclose(ds) < 0) {
        note_failure(why);
        rc = -1;
    }
    close_type(type);
    free(packed);
    return rc;
}

/* A big table filled row by row through a block buffer. */
typedef struct table_out {
    hid_t ds, type;
    char *why; /* where the first HDF5 failure is described */
    size_t row_size;
    unsigned char *buf;
    size_t n, cap; /* rows in buf, rows it holds */
    hsize_t rows;  /* rows already in the file */
} table_out;

static int table_open(table_out *t, hid_t file, const char *name, hid_t type, size_t cap,
                      uint64_t expected, int fixed_size, char *why)
{
    t->why = why;
    t->type = type;
    if (type < 0)
        note_failure(why);
    t->ds = type >= 0 ? create_table(file, name, type, chunk_rows(expected, PDD_H5_CHUNK_ROWS),
                                     fixed_size, why)
                      : -1;
    t->row_size = type >= 0 ? H5Tget_size(type) : 0;
    /* At most 64 MiB of buffer, however wide the names of a (damaged) journal make a row. */
    if (t->row_size && cap > ((size_t)64 << 20) / t->row_size)
        cap = ((size_t)64 << 20) / t->row_size ? ((size_t)64 << 20) / t->row_size : 1;
    /* No bigger a buffer than the rows the first scan counted need. */
    t->cap = expected < cap ? (expected ? (size_t)expected : 1) : cap;
    t->n = 0;
    t->rows = 0;
    /* Zeroed once: padding bytes are never stored into, so they stay 0 in the file. */
    t->buf = calloc(t->cap, t->row_size ? t->row_size : 1);
    return t->ds >= 0 && t->buf ? 0 : -1;
}

static int table_flush(table_out *t)
{
    int rc = append_rows(t->ds, t->type, &t->rows, t->buf, t->n, t->why);
    t->n = 0;
    return rc;
}

/* The next free row of the buffer (flushing it when full), or NULL if a write failed. */
static void *table_row(table_out *t)
{
    if (t->n == t->cap && table_flush(t) < 0)
        return NULL;
    return t->buf + t->n++ * t->row_size;
}

static int table_close(table_out *t)
{
    int rc = 0;
    if (t->ds >= 0 && H5Dclose(t->ds) < 0) {
        note_failure(t->why);
        rc = -1;
    }
    if (t->type >= 0)
        H5Tclose(t->type);
    free(t->buf);
    t->ds = t->type = -1;
    t->buf = NULL;
    return rc;
}

/* ---------------------------------------------------------------- second scan */

enum { STOP_SNAPSHOT = 2, STOP_FAILED = 3 };
/* Backtrace texts are buffered up to about this many bytes (they are few, but may be long). */
#define BACKTRACE_BUFFER_BYTES (4u << 20)

/* Rows of /backtraces buffered at once: each is as wide as the longest text. */
static size_t backtrace_block_rows(size_t text_max)
{
    size_t rows = BACKTRACE_BUFFER_BYTES / pdd_h5_string_width(text_max);
    return rows < 1 ? 1 : rows > 1024 ? 1024 : rows;
}

typedef struct stream {
    const small_tables *small;
    table_out events, progress, trace, backtraces;
    size_t width;       /* of the fixed field-name column */
    uint64_t end_seq;   /* where the first scan ended: the log is that snapshot */
    size_t next_crash_text; /* the first of small->crash_texts not yet passed */
} stream;

/* Stores an event's text in /backtraces (a fixed-length row, as wide as the longest text
 * the first scan saw); returns its row, or -1 (failure flagged). */
static int32_t backtrace_add(stream *s, const char *text)
{
    table_out *b = &s->backtraces;
    unsigned char *row = table_row(b);
    if (!row)
        return -1;
    size_t len = strnlen(text, b->row_size);
    memcpy(row, text, len);
    memset(row + len, 0, b->row_size - len);
    return (int32_t)(b->rows + b->n - 1);
}

static int stream_event(stream *s, const pdd_journal_rec *rec)
{
    pdd_rec_event e;
    size_t used = pdd_rec_event_read(rec, &e);
    if (!used)
        return 0;
    const char *tail = (const char *)rec->payload + used,
               *end = (const char *)rec->payload + rec->len;
    const char *text = tail_string(&tail, end);
    if (e.kind == PDD_KIND_CRASH && text[0]) { /* named after the first scan, if it was raw */
        const small_tables *t = s->small;
        while (s->next_crash_text < t->ncrash_texts && t->crash_texts[s->next_crash_text].seq < rec->seq)
            s->next_crash_text++;
        if (s->next_crash_text < t->ncrash_texts && t->crash_texts[s->next_crash_text].seq == rec->seq)
            text = t->crash_texts[s->next_crash_text].text;
    }
    int32_t bt = -1;
    if (text[0] && (bt = backtrace_add(s, text)) < 0)
        return STOP_FAILED;
    unsigned char *slot = table_row(&s->events);
    if (!slot)
        return STOP_FAILED;
    pdd_h5_event_row *r = (pdd_h5_event_row *)(void *)slot;
    r->seq = rec->seq, r->t_ns = e.t_ns, r->call = e.call, r->count = e.count;
    r->kind = (uint8_t)e.kind;
    r->kernel = e.kernel, r->site = e.site, r->field_id = e.field;
    r->ndim = e.ndim;
    r->pad1 = 0;
    for (int d = 0; d < PDD_H5_MAX_DIMS; d++)
        r->index[d] = d < PDD_MAX_DIMS ? e.index[d] : -1;
    r->offset = e.offset;
    r->value = e.value, r->min = e.min, r->max = e.max;
    r->cuda_error = e.cuda_error;
    r->backtrace = bt;
    strncpy((char *)slot + sizeof *r, field_name_of(s->small, e.field), s->width);
    return 0;
}

static int stream_progress(stream *s, const pdd_journal_rec *rec)
{
    pdd_rec_progress p;
    memcpy(&p, rec->payload, sizeof p);
    pdd_h5_progress_row *r = table_row(&s->progress);
    if (!r)
        return STOP_FAILED;
    r->seq = rec->seq, r->kernel = p.kernel, r->call = p.call;
    r->t_begin_ns = p.t_begin_ns, r->t_end_ns = p.t_end_ns;
    return 0;
}

static int stream_trace(stream *s, const pdd_journal_rec *rec)
{
    pdd_rec_trace tr;
    if (!pdd_rec_trace_read(rec, &tr))
        return 0;
    unsigned char *slot = table_row(&s->trace);
    if (!slot)
        return STOP_FAILED;
    pdd_h5_trace_row *r = (pdd_h5_trace_row *)(void *)slot;
    r->seq = rec->seq, r->call = tr.call, r->kernel = tr.kernel, r->field_id = tr.field;
    r->ndim = tr.ndim;
    for (int d = 0; d < PDD_H5_MAX_DIMS; d++)
        r->index[d] = d < PDD_MAX_DIMS ? tr.index[d] : -1;
    r->value = tr.value;
    strncpy((char *)slot + sizeof *r, field_name_of(s->small, tr.field), s->width);
    return 0;
}

static int second_scan_record(const pdd_journal_rec *rec, void *ctx)
{
    stream *s = ctx;
    /* A live process (pdd_flush) may append meanwhile: stop where the first scan did. */
    if (rec->seq >= s->end_seq)
        return STOP_SNAPSHOT;
    switch (rec->type) {
    case PDD_REC_EVENT:
        return stream_event(s, rec);
    case PDD_REC_PROGRESS:
        return rec->len >= sizeof(pdd_rec_progress) ? stream_progress(s, rec) : 0;
    case PDD_REC_TRACE:
        return stream_trace(s, rec);
    default:
        return 0;
    }
}

/* ---------------------------------------------------------------- attributes */

static int attr_string(hid_t loc, const char *name, const char *value, char *why)
{
    int rc = -1;
    /* Exactly as long as the text: a META record (24 KiB at most) or a path always fits
     * the 64 KiB an attribute may have. */
    hid_t space = H5Screate(H5S_SCALAR), type = pdd_h5_fixed_string_type(strlen(value) + 1),
          a = -1;
    if (space >= 0 && type >= 0 &&
        (a = H5Acreate2(loc, name, type, space, H5P_DEFAULT, H5P_DEFAULT)) >= 0 &&
        H5Awrite(a, type, value) >= 0)
        rc = 0;
    else
        note_failure(why);
    if (a >= 0 && H5Aclose(a) < 0)
        rc = -1;
    close_type(type);
    if (space >= 0)
        H5Sclose(space);
    return rc;
}

static int attr_number(hid_t loc, const char *name, hid_t type, const void *value,
                       char *why)
{
    int rc = -1;
    hid_t space = H5Screate(H5S_SCALAR), a = -1;
    if (space >= 0 && (a = H5Acreate2(loc, name, type, space, H5P_DEFAULT, H5P_DEFAULT)) >= 0 &&
        H5Awrite(a, type, value) >= 0)
        rc = 0;
    else
        note_failure(why);
    if (a >= 0 && H5Aclose(a) < 0)
        rc = -1;
    if (space >= 0)
        H5Sclose(space);
    return rc;
}

static int write_root_attributes(hid_t file, const run_meta *m, const char *journal_path,
                                 int clean_exit, const pdd_rec_signal *sig, int recovered,
                                 uint64_t torn, char *why)
{
    int32_t version = PDD_LOG_FORMAT_VERSION, clean = clean_exit, rec = recovered;
    int32_t end_signal = sig->sig, sender = sig->sender_pid;
    uint64_t end_t = sig->t_ns;
    int bad = 0;
    bad |= attr_number(file, "format_version", H5T_NATIVE_INT32, &version, why);
    bad |= attr_string(file, "producer", m->producer, why);
    bad |= attr_string(file, "program", m->program, why);
    bad |= attr_number(file, "rank", H5T_NATIVE_INT64, &m->rank, why);
    bad |= attr_string(file, "hostname", m->hostname, why);
    bad |= attr_number(file, "pid", H5T_NATIVE_INT64, &m->pid, why);
    bad |= attr_string(file, "start_time", m->start_time, why);
    bad |= attr_number(file, "start_time_ns", H5T_NATIVE_INT64, &m->start_time_ns, why);
    bad |= attr_string(file, "config", m->config ? m->config : "{}", why);
    bad |= attr_number(file, "clean_exit", H5T_NATIVE_INT32, &clean, why);
    bad |= attr_number(file, "recovered", H5T_NATIVE_INT32, &rec, why);
    bad |= attr_number(file, "end_signal", H5T_NATIVE_INT32, &end_signal, why);
    bad |= attr_number(file, "end_signal_t_ns", H5T_NATIVE_UINT64, &end_t, why);
    bad |= attr_number(file, "end_signal_pid", H5T_NATIVE_INT32, &sender, why);
    bad |= attr_number(file, "records_torn", H5T_NATIVE_UINT64, &torn, why);
    bad |= attr_string(file, "journal", journal_path, why);
    return bad ? -1 : 0;
}

/* ---------------------------------------------------------------- the conversion */

/* Refuses to start when the log cannot fit (free space, ulimit -f): HDF5 1.10 copes badly
 * with a write that fails midway (a failed close leaves state that crashes the library at
 * exit), so the usual cause is caught before any byte is written. */
static int check_free_space(const char *tmp, const small_tables *t, size_t width, char *err,
                            size_t errlen, const char *h5_path)
{
    char *copy = strdup(tmp);
    struct statvfs fs;
    int known = copy && statvfs(dirname(copy), &fs) == 0;
    free(copy);
    if (!known)
        return 0; /* H5Fcreate will say what is wrong with the place */
    double need = (double)t->nevents * (double)(sizeof(pdd_h5_event_row) + width) +
                  (double)t->nprogress * sizeof(pdd_h5_progress_row) +
                  (double)t->ntrace * (double)(sizeof(pdd_h5_trace_row) + width) +
                  2.0 * (double)t->text_bytes +
                  512.0 * (double)(t->nkernels + t->nfields + t->nsites + t->nunits) +
                  (1 << 20);
    double have = (double)fs.f_bavail * (double)fs.f_frsize;
    struct rlimit lim;
    if (getrlimit(RLIMIT_FSIZE, &lim) == 0 && lim.rlim_cur != RLIM_INFINITY &&
        need > (double)lim.rlim_cur) {
        snprintf(err, errlen, "%s: the HDF5 log would pass the file size limit (needs about "
                 "%.1f MiB, ulimit -f allows %.1f MiB); raise the limit (ulimit -f unlimited) "
                 "and convert the journal with pdd-view", h5_path, need / (1 << 20),
                 (double)lim.rlim_cur / (1 << 20));
        return -1;
    }
    if (need <= have)
        return 0;
    snprintf(err, errlen, "%s: not enough free space for the HDF5 log (needs about %.1f MiB, "
             "%.1f MiB free); free space on that filesystem or point PDD_LOG elsewhere",
             h5_path, need / (1 << 20), have / (1 << 20));
    return -1;
}

/* Mode 0644 whatever the umask: the log is read by whoever reads the run's output. */
static void set_mode(hid_t file)
{
    void *handle = NULL; /* the sec2 driver's: a pointer to its file descriptor */
    if (H5Fget_vfd_handle(file, H5P_DEFAULT, &handle) >= 0 && handle)
        (void)!fchmod(*(int *)handle, 0644);
}

/* After a failed write the half-made file is dropped: emptying it first frees the disk, so
 * that HDF5 can still flush its metadata and close the file cleanly. */
static void discard_file(hid_t file)
{
    void *handle = NULL; /* the sec2 driver's: a pointer to its file descriptor */
    if (H5Fget_vfd_handle(file, H5P_DEFAULT, &handle) >= 0 && handle)
        (void)!ftruncate(*(int *)handle, 0);
}

/* The message for a failed HDF5 step: the system's reason and what to do about it. */
static void write_failed(char *err, size_t errlen, const char *h5_path, const char *what,
                         char *why)
{
    note_failure(why); /* in case the failing step left nothing yet */
    const char *fix = strstr(why, "No space left") || strstr(why, "quota")
                          ? "free space on that filesystem or point PDD_LOG elsewhere"
                      : strstr(why, "ermission") || strstr(why, "Read-only")
                          ? "make the directory writable or point PDD_LOG elsewhere"
                      : strstr(why, "No such file")
                          ? "create the directory or point PDD_LOG elsewhere"
                          : "check free space and permissions there";
    snprintf(err, errlen, "%s: cannot write the HDF5 log (%s: %s); %s", h5_path, what, why,
             fix);
}

int pdd_h5_write(const char *journal_path, const char *h5_path, int recovered, char *err,
                 size_t errlen)
{
    int rc = -1, created = 0;
    small_tables small;
    stream s;
    run_meta meta;
    cJSON *meta_json = NULL;
    pdd_journal_scan_stats st1, st2;
    pdd_h5_quiet quiet;
    hid_t file = -1, fapl = -1;
    char *tmp = NULL, why[PDD_H5_WHY_MAX] = "";
    pdd_fsize_guard fsize;
    memset(&small, 0, sizeof small);
    memset(&s, 0, sizeof s);
    memset(&meta, 0, sizeof meta);
    s.events.ds = s.events.type = s.progress.ds = s.progress.type = -1;
    s.trace.ds = s.trace.type = s.backtraces.ds = s.backtraces.type = -1;
    pdd_h5_quiet_begin(&quiet);

    pdd_fsize_guard_begin(&fsize); /* a write past ulimit -f fails, it does not kill */
    size_t tmp_len = strlen(h5_path) + 32;
    if (!(tmp = malloc(tmp_len))) {
        snprintf(err, errlen, "%s: out of memory", h5_path);
        goto out;
    }
    pdd_atomic_tmp(h5_path, tmp, tmp_len);
    int r = pdd_journal_scan(journal_path, first_scan_record, &small, &st1, err, errlen);
    if (small.oom || (r == 0 && small_tables_finish(&small) < 0)) {
        snprintf(err, errlen, "%s: out of memory reading journal %s; free memory and convert "
                 "it again with pdd-view", h5_path, journal_path);
        goto out;
    }
    if (r != 0)
        goto out; /* err says what is wrong with the journal */
    meta_json = run_meta_parse(&meta, small.meta, &st1);
    if (crash_texts_name(&small, meta.start_time_ns > 0 ? (uint64_t)meta.start_time_ns : 0) < 0) {
        snprintf(err, errlen, "%s: out of memory naming the frames of a crash in journal %s; free "
                 "memory and convert it again with pdd-view", h5_path, journal_path);
        goto out;
    }

    fapl = H5Pcreate(H5P_FILE_ACCESS);
    /* The POSIX driver, whatever the environment says: discard_file relies on its handle. */
    if (fapl >= 0)
        H5Pset_fapl_sec2(fapl);
#if H5_VERSION_GE(1, 10, 7)
    /* Lock, but do not fail on filesystems without locks (Lustre, NFS). */
    if (fapl >= 0)
        H5Pset_file_locking(fapl, 1, 1);
#endif
    s.width = (small.name_max + 1 + 7) / 8 * 8;
    if (check_free_space(tmp, &small, s.width, err, errlen, h5_path) < 0)
        goto out;
    /* O_EXCL: never through a link, never a file shared (pdd_atomic_tmp cleared the name). */
    file = H5Fcreate(tmp, H5F_ACC_EXCL, H5P_DEFAULT, fapl);
    if (file < 0) {
        write_failed(err, errlen, h5_path, "create", why);
        goto out;
    }
    created = 1;
    set_mode(file);
    if (write_root_attributes(file, &meta, journal_path, small.clean_exit, &small.end_signal,
                              recovered, st1.torn_slots + small.bad_slots, why) < 0) {
        write_failed(err, errlen, h5_path, "root attributes", why);
        goto out;
    }
    struct {
        pdd_h5_small table;
        hid_t (*type)(const size_t *);
        const void *rows;
        size_t n;
    } smalls[] = {
        {PDD_H5_UNITS, pdd_h5_unit_type, small.units, small.nunits},
        {PDD_H5_KERNELS, pdd_h5_kernel_type, small.kernels, small.nkernels},
        {PDD_H5_FIELDS, pdd_h5_field_type, small.fields, small.nfields},
        {PDD_H5_SITES, pdd_h5_site_type, small.sites, small.nsites},
    };
    for (size_t i = 0; i < COUNT(smalls); i++)
        if (write_table(file, smalls[i].table, smalls[i].type, smalls[i].rows, smalls[i].n,
                        why) < 0) {
            write_failed(err, errlen, h5_path, pdd_h5_strings_of(smalls[i].table)->table, why);
            goto out;
        }

    s.small = &small;
    s.end_seq = small.end_seq;
    if (table_open(&s.events, file, "events", pdd_h5_event_type(s.width), PDD_H5_BLOCK_ROWS,
                   small.nevents, 1, why) < 0 ||
        table_open(&s.progress, file, "progress", pdd_h5_progress_type(), PDD_H5_BLOCK_ROWS,
                   small.nprogress, 1, why) < 0 ||
        table_open(&s.trace, file, "trace", pdd_h5_trace_type(s.width), PDD_H5_BLOCK_ROWS,
                   small.ntrace, 1, why) < 0 ||
        table_open(&s.backtraces, file, "backtraces",
                   pdd_h5_fixed_string_type(pdd_h5_string_width(small.text_max)),
                   backtrace_block_rows(small.text_max), small.ntexts, 1, why) < 0) {
        write_failed(err, errlen, h5_path, "create tables", why);
        goto out;
    }
    r = pdd_journal_scan(journal_path, second_scan_record, &s, &st2, err, errlen);
    if (r == STOP_FAILED) {
        write_failed(err, errlen, h5_path, "write rows", why);
        goto out;
    }
    if (r != 0 && r != STOP_SNAPSHOT)
        goto out; /* the journal went away between the scans: err says so */
    if (table_flush(&s.events) < 0 || table_flush(&s.progress) < 0 ||
        table_flush(&s.trace) < 0 || table_flush(&s.backtraces) < 0) {
        write_failed(err, errlen, h5_path, "write rows", why);
        goto out;
    }
    int closing = table_close(&s.events) | table_close(&s.progress) | table_close(&s.trace) |
                  table_close(&s.backtraces);
    herr_t fc = H5Fclose(file);
    file = -1;
    if (fc < 0)
        note_failure(why);
    if (closing < 0 || fc < 0) {
        write_failed(err, errlen, h5_path, "close", why);
        goto out;
    }
    long owner = 0;
    switch (pdd_atomic_commit(tmp, h5_path, &owner)) {
    case PDD_ATOMIC_OK:
        break;
    case PDD_ATOMIC_SYNC:
        snprintf(err, errlen, "%s: cannot sync the HDF5 log: %s; free space on that "
                 "filesystem or point PDD_LOG elsewhere", h5_path, strerror(errno));
        goto out;
    case PDD_ATOMIC_OWNER:
        snprintf(err, errlen, "%s belongs to user %ld: pdd never replaces another user's file; "
                 "remove it, or rename the journal (its log takes its name less .journal)", h5_path,
                 owner);
        goto out;
    default:
        snprintf(err, errlen, "%s: cannot rename %s to it: %s; make the directory writable or "
                 "point PDD_LOG elsewhere", h5_path, tmp, strerror(errno));
        goto out;
    }
    rc = 0;
out:
    if (rc != 0 && file >= 0)
        discard_file(file);
    table_close(&s.events), table_close(&s.progress), table_close(&s.trace);
    table_close(&s.backtraces);
    if (file >= 0)
        H5Fclose(file);
    if (fapl >= 0)
        H5Pclose(fapl);
    if (rc != 0 && created && tmp)
        unlink(tmp);
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    pdd_fsize_guard_end(&fsize);
    cJSON_Delete(meta_json);
    free(meta.config);
    small_tables_free(&small);
    free(tmp);
    return rc;
}

int pdd_journal_recover(const char *journal_path, const char *h5_path, char *err,
                        size_t errlen)
{
    return pdd_h5_write(journal_path, h5_path, 1, err, errlen);
}
