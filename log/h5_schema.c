/* h5_schema.c: the HDF5 side of the log's schema (h5_schema.h, docs/FORMAT.md): the row
 * types of every table and every format version, shared by the writer and the reader, and
 * the order of a table's rows by id. */
#include "h5_schema.h"
#include "names.h"

#include <pdd/abi.h>

#include <stdlib.h>
#include <string.h>


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

void pdd_h5_close_type(hid_t t)
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
    [PDD_H5_ORIGINS] = {"kernel_origins", sizeof(pdd_h5_origin_row), 1, {"file"},
                        {offsetof(pdd_h5_origin_row, file)}},
    [PDD_H5_PROGRAMS] = {"program_calls", sizeof(pdd_h5_program_row), 0, {NULL}, {0}},
    [PDD_H5_TOTALS] = {"call_totals", sizeof(pdd_h5_totals_row), 0, {NULL}, {0}},
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
        pdd_h5_close_type(strs[i]);
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
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, PDD_H5_COUNT(cols));
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
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, PDD_H5_COUNT(cols));
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
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, PDD_H5_COUNT(cols));
    close_strings(strs), pdd_h5_close_type(type), pdd_h5_close_type(storage);
    return t;
#undef TABLE
}

hid_t pdd_h5_origin_type(const size_t *widths)
{
#define TABLE PDD_H5_ORIGINS
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1};
    const column cols[] = {
        COL(pdd_h5_origin_row, kernel, "kernel", H5T_NATIVE_INT32),
        STR(0),
        COL(pdd_h5_origin_row, line, "line", H5T_NATIVE_INT32),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, PDD_H5_COUNT(cols));
    close_strings(strs);
    return t;
#undef TABLE
}

hid_t pdd_h5_program_type(const size_t *widths)
{
    (void)widths; /* no strings: the program's name is its unit's */
    const column cols[] = {
        COL(pdd_h5_program_row, seq, "seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_program_row, unit, "unit", H5T_NATIVE_INT32),
        COL(pdd_h5_program_row, call, "call", H5T_NATIVE_UINT64),
        COL(pdd_h5_program_row, t_ns, "t_ns", H5T_NATIVE_UINT64),
    };
    return compound(sizeof(pdd_h5_program_row), cols, PDD_H5_COUNT(cols));
}

hid_t pdd_h5_totals_type(const size_t *widths)
{
    (void)widths;
    const column cols[] = {
        COL(pdd_h5_totals_row, kernel, "kernel", H5T_NATIVE_INT32),
        COL(pdd_h5_totals_row, unit, "unit", H5T_NATIVE_INT32),
        COL(pdd_h5_totals_row, calls, "calls", H5T_NATIVE_UINT64),
        COL(pdd_h5_totals_row, ended, "ended", H5T_NATIVE_UINT64),
        COL(pdd_h5_totals_row, time_ns, "time_ns", H5T_NATIVE_UINT64),
        COL(pdd_h5_totals_row, last_seq, "last_seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_totals_row, failure_calls, "failure_calls", H5T_NATIVE_UINT64),
        COL(pdd_h5_totals_row, failure_seq, "failure_seq", H5T_NATIVE_UINT64),
    };
    return compound(sizeof(pdd_h5_totals_row), cols, PDD_H5_COUNT(cols));
}

/* dropped: how many of the last columns the log has not (older logs: `in_place`, then
 * `unchecked`, then `input`) */
static hid_t site_type(const size_t *widths, size_t dropped)
{
#define TABLE PDD_H5_SITES
    hid_t strs[PDD_H5_STRINGS_MAX] = {-1, -1, -1}, why = enum_u8(pdd_cover_names, pdd_cover_names_n);
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
        COL(pdd_h5_site_row, unchecked, "unchecked", why),
        COL(pdd_h5_site_row, in_place, "in_place", H5T_NATIVE_UINT8),
    };
    hid_t t = compound(pdd_h5_small_row_size(TABLE, widths), cols, PDD_H5_COUNT(cols) - dropped);
    close_strings(strs), pdd_h5_close_type(why);
    return t;
#undef TABLE
}
#undef STR

hid_t pdd_h5_site_type(const size_t *widths)
{
    return site_type(widths, 0);
}

hid_t pdd_h5_site_type_without_in_place(const size_t *widths)
{
    return site_type(widths, 1);
}

hid_t pdd_h5_site_type_without_unchecked(const size_t *widths)
{
    return site_type(widths, 2);
}

hid_t pdd_h5_site_type_without_input(const size_t *widths)
{
    return site_type(widths, 3);
}

/* A big table's compound; version 1 had no ndim column. */
static hid_t compound_of_version(size_t size, const column *cols, size_t n, int version)
{
    column kept[24];
    size_t k = 0;
    for (size_t i = 0; i < n && k < PDD_H5_COUNT(kept); i++)
        if (version != 1 || strcmp(cols[i].name, "ndim"))
            kept[k++] = cols[i];
    return compound(size, kept, k);
}

/* The file's layout of that version, over the rows of h5_schema.h; `region` came within
 * format 3. */
static hid_t event_type(size_t name_width, int version, int with_region)
{
    hid_t region = enum_u8(pdd_region_names, pdd_region_names_n);
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
        COL(pdd_h5_event_row, region, "region", region),
    };
    hid_t t = compound_of_version(sizeof(pdd_h5_event_row) + name_width, cols,
                                  PDD_H5_COUNT(cols) - !with_region, version);
    pdd_h5_close_type(kind), pdd_h5_close_type(name), pdd_h5_close_type(idx), pdd_h5_close_type(region);
    return t;
}

hid_t pdd_h5_event_type(size_t name_width)
{
    return event_type(name_width, PDD_LOG_FORMAT_VERSION, 1);
}

hid_t pdd_h5_event_type_without_region(size_t name_width)
{
    return event_type(name_width, PDD_LOG_FORMAT_VERSION, 0);
}

hid_t pdd_h5_event_type_v1(size_t name_width)
{
    return event_type(name_width, 1, 0);
}

hid_t pdd_h5_event_type_v2(size_t name_width)
{
    return event_type(name_width, 2, 0);
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
    return compound(sizeof(pdd_h5_progress_row), cols, PDD_H5_COUNT(cols));
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
        compound_of_version(sizeof(pdd_h5_trace_row) + name_width, cols, PDD_H5_COUNT(cols), version);
    pdd_h5_close_type(name), pdd_h5_close_type(idx);
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

/* A table added within format 3: logs before it have none; `reread` came later still. */
static hid_t operand_type(size_t name_width, int with_reread)
{
    hid_t kind = enum_u8(pdd_kind_names, pdd_kind_names_n), name = string_type_padded(name_width, H5T_STR_NULLTERM),
          idx = index_type(PDD_H5_MAX_DIMS), role = enum_u8(pdd_role_names, pdd_role_names_n);
    column cols[] = {
        COL(pdd_h5_operand_row, seq, "seq", H5T_NATIVE_UINT64),
        COL(pdd_h5_operand_row, site, "site", H5T_NATIVE_INT32),
        COL(pdd_h5_operand_row, kind, "kind", kind),
        COL(pdd_h5_operand_row, call, "call", H5T_NATIVE_UINT64),
        COL(pdd_h5_operand_row, pos, "pos", H5T_NATIVE_INT32),
        COL(pdd_h5_operand_row, role, "role", role),
        COL(pdd_h5_operand_row, field_id, "field_id", H5T_NATIVE_INT32),
        {"field", sizeof(pdd_h5_operand_row), name},
        COL(pdd_h5_operand_row, ndim, "ndim", H5T_NATIVE_INT32),
        COL(pdd_h5_operand_row, index, "index", idx),
        COL(pdd_h5_operand_row, offset, "offset", H5T_NATIVE_INT64),
        COL(pdd_h5_operand_row, value, "value", H5T_NATIVE_DOUBLE),
        COL(pdd_h5_operand_row, reread, "reread", H5T_NATIVE_UINT8),
    };
    hid_t t = compound(sizeof(pdd_h5_operand_row) + name_width, cols, PDD_H5_COUNT(cols) - !with_reread);
    pdd_h5_close_type(kind), pdd_h5_close_type(name), pdd_h5_close_type(idx), pdd_h5_close_type(role);
    return t;
}

hid_t pdd_h5_operand_type(size_t name_width)
{
    return operand_type(name_width, 1);
}

hid_t pdd_h5_operand_type_without_reread(size_t name_width)
{
    return operand_type(name_width, 0);
}

/* ---------------------------------------------------------------- ids */

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
