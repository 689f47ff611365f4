/* reader.c: the one reader of pdd's HDF5 log (include/pdd/log.h, docs/FORMAT.md). The
 * small tables are loaded at open; events, progress and trace are streamed in blocks. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_superblock.h"
#include "h5_writer.h"
#include "journal.h"
#include "snapshot.h"

#include <pdd/log.h>
#include <pdd/pdd.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

_Static_assert(PDD_LOG_MAX_DIMS == PDD_H5_MAX_DIMS && PDD_MAX_DIMS <= PDD_H5_MAX_DIMS,
               "the API, the file and the runtime carry the same number of index entries");

struct pdd_log {
    pdd_log_meta meta;
    hid_t file;
    hid_t events, progress, trace, backtraces; /* datasets */
    hid_t event_type, progress_type, trace_type, string_type; /* memory types */
    size_t event_width, trace_width; /* fixed field-name widths in the file */
    size_t backtrace_width;          /* format 3: fixed width of /backtraces (0: variable) */
    uint64_t file_size;              /* what every count and size in the file is checked against */
    uint64_t nevents, nprogress, ntrace, nbacktraces;
    pdd_log_unit *units;
    pdd_log_kernel *kernels;
    pdd_log_field *fields;
    pdd_log_site *sites;
    size_t nunits, nkernels, nfields, nsites;
};

/* The file HDF5 is reading now and what of it (NULL between reads), for pdd-view's crash
 * line and its time bound, which the hook arms at each step (pdd_log_on_reading). */
static const char *volatile reading, *volatile reading_what;
static void (*reading_hook)(const char *path, const char *what);

const char *pdd_log_reading(void)
{
    return reading;
}

const char *pdd_log_reading_what(void)
{
    return reading_what;
}

void pdd_log_on_reading(void (*hook)(const char *path, const char *what))
{
    reading_hook = hook;
}

/* HDF5 starts reading `what` of the log at path; path NULL: it is done. */
static void reading_now(const char *path, const char *what)
{
    reading_what = what;
    reading = path;
    if (reading_hook)
        reading_hook(path, what);
}

/* ---------------------------------------------------------------- helpers */

static int is_journal(const char *path, char *err, size_t errlen)
{
    char magic[8] = {0};
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    size_t got = fread(magic, 1, sizeof magic, f);
    fclose(f);
    if (got == sizeof magic && memcmp(magic, PDD_JOURNAL_MAGIC, sizeof PDD_JOURNAL_MAGIC) == 0)
        return 1;
    /* A *.journal whose process died as it made it (empty, zeros, shorter than its header):
     * the journal reader says so, rather than "not an HDF5 file". */
    static const char zero[8], suffix[] = ".journal";
    size_t n = strlen(path), s = sizeof suffix - 1;
    return n > s && strcmp(path + n - s, suffix) == 0 &&
           (got < sizeof magic || memcmp(magic, zero, sizeof magic) == 0);
}

/* Where the log of a journal goes: "pdd.0.h5.journal" -> "pdd.0.h5", else path + ".h5". */
static char *log_path_of_journal(const char *journal)
{
    static const char suffix[] = ".journal";
    size_t n = strlen(journal), s = sizeof suffix - 1;
    char *p;
    if (n > s && strcmp(journal + n - s, suffix) == 0)
        p = strndup(journal, n - s);
    else if (asprintf(&p, "%s.h5", journal) < 0)
        p = NULL;
    return p;
}

static int newer_or_same(const struct stat *a, const struct stat *b)
{
    return a->st_mtim.tv_sec > b->st_mtim.tv_sec ||
           (a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec >= b->st_mtim.tv_nsec);
}

static char *dup_string(const char *s)
{
    return strdup(s ? s : "");
}

/* No string pdd writes is longer than an attribute may be (64 KiB); a declared size past
 * that, or past the file, is damage and is never allocated. */
#define STRING_MAX (64u << 10)

/* Reads a scalar string attribute; returns a copy or NULL. Format 3 strings are
 * fixed-length: a variable-length one there would be read from HDF5's global heap, which
 * libhdf5 follows unchecked in a damaged file, so it is refused. */
static char *attr_read_string(const pdd_log *log, const char *name)
{
    char *result = NULL;
    hid_t a = H5Aopen(log->file, name, H5P_DEFAULT), ftype = -1, mtype = -1;
    if (a < 0 || (ftype = H5Aget_type(a)) < 0 || H5Tget_class(ftype) != H5T_STRING)
        goto out;
    int variable = H5Tis_variable_str(ftype) > 0;
    if (variable && log->meta.format_version >= 3)
        goto out;
    if (variable) {
        char *v = NULL;
        mtype = pdd_h5_vstring_type();
        if (mtype >= 0 && H5Aread(a, mtype, &v) >= 0) {
            result = dup_string(v);
            H5free_memory(v);
        }
    } else {
        size_t n = H5Tget_size(ftype);
        if (n == 0 || n > STRING_MAX || n > log->file_size)
            goto out;
        char *buf = calloc(n + 1, 1);
        mtype = H5Tcopy(ftype);
        if (buf && mtype >= 0 && H5Aread(a, mtype, buf) >= 0)
            result = buf;
        else
            free(buf);
    }
out:
    if (mtype >= 0)
        H5Tclose(mtype);
    if (ftype >= 0)
        H5Tclose(ftype);
    if (a >= 0)
        H5Aclose(a);
    return result;
}

static int attr_read_number(hid_t file, const char *name, hid_t type, void *value)
{
    hid_t a = H5Aopen(file, name, H5P_DEFAULT), space = a >= 0 ? H5Aget_space(a) : -1;
    /* One number: an array attribute of that name would be read past `value`. */
    int rc = space >= 0 && H5Sget_simple_extent_npoints(space) == 1 &&
                     H5Aread(a, type, value) >= 0
                 ? 0
                 : -1;
    if (space >= 0)
        H5Sclose(space);
    if (a >= 0)
        H5Aclose(a);
    return rc;
}

/* ---------------------------------------------------------------- opening */

static int read_attributes(pdd_log *log, const char *path, char *err, size_t errlen)
{
    pdd_log_meta *m = &log->meta;
    if (H5Aexists(log->file, "format_version") <= 0) {
        snprintf(err, errlen, "%s: an HDF5 file but not a pdd log (no format_version "
                 "attribute); give pdd-view the pdd.<rank>.h5 files a run wrote", path);
        return -1;
    }
    if (attr_read_number(log->file, "format_version", H5T_NATIVE_INT32, &m->format_version)) {
        snprintf(err, errlen, "%s: cannot read its format_version attribute; the file is "
                 "damaged: re-create it from its journal", path);
        return -1;
    }
    if (m->format_version < 1 || m->format_version > PDD_LOG_FORMAT) {
        snprintf(err, errlen, "%s: was written by format version %d; this pdd reads versions 1 "
                 "to %d; read it with the pdd that wrote it", path, (int)m->format_version,
                 PDD_LOG_FORMAT);
        return -1;
    }
    struct {
        const char *name;
        const char **value;
    } strings[] = {
        {"producer", &m->producer},     {"program", &m->program}, {"hostname", &m->hostname},
        {"start_time", &m->start_time}, {"config", &m->config},   {"journal", &m->journal},
    };
    struct {
        const char *name;
        hid_t type;
        void *value;
    } numbers[] = {
        {"rank", H5T_NATIVE_INT64, &m->rank},
        {"pid", H5T_NATIVE_INT64, &m->pid},
        {"start_time_ns", H5T_NATIVE_INT64, &m->start_time_ns},
        {"clean_exit", H5T_NATIVE_INT32, &m->clean_exit},
        {"recovered", H5T_NATIVE_INT32, &m->recovered},
        {"records_torn", H5T_NATIVE_UINT64, &m->records_torn},
    };
    for (size_t i = 0; i < sizeof strings / sizeof *strings; i++)
        if (!(*strings[i].value = attr_read_string(log, strings[i].name))) {
            snprintf(err, errlen, "%s: missing or unreadable root attribute '%s'; not a "
                     "complete pdd log (format %d): re-create it from its journal", path,
                     strings[i].name, (int)m->format_version);
            return -1;
        }
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
        if (attr_read_number(log->file, numbers[i].name, numbers[i].type, numbers[i].value)) {
            snprintf(err, errlen, "%s: missing or unreadable root attribute '%s'; not a "
                     "complete pdd log (format %d): re-create it from its journal", path,
                     numbers[i].name, (int)m->format_version);
            return -1;
        }
    /* Added within format 3: a log without them had no termination signal recorded. */
    struct {
        const char *name;
        hid_t type;
        void *value;
    } optional[] = {
        {"end_signal", H5T_NATIVE_INT32, &m->end_signal},
        {"end_signal_t_ns", H5T_NATIVE_UINT64, &m->end_signal_t_ns},
        {"end_signal_pid", H5T_NATIVE_INT32, &m->end_signal_pid},
    };
    for (size_t i = 0; i < sizeof optional / sizeof *optional; i++) {
        htri_t there = H5Aexists(log->file, optional[i].name);
        if (there > 0 &&
            attr_read_number(log->file, optional[i].name, optional[i].type, optional[i].value)) {
            snprintf(err, errlen, "%s: unreadable root attribute '%s'; the file is damaged: "
                     "re-create it from its journal", path, optional[i].name);
            return -1;
        }
    }
    if (m->end_signal < 0 || m->end_signal > 64)
        m->end_signal = 0; /* no signal has that number: none recorded */
    return 0;
}

/* Is t, or a member of it, a variable-length string (or sequence)? */
static int has_variable_string(hid_t t)
{
    H5T_class_t c = H5Tget_class(t);
    if (c == H5T_VLEN || (c == H5T_STRING && H5Tis_variable_str(t) != 0))
        return 1;
    if (c != H5T_COMPOUND)
        return 0;
    int n = H5Tget_nmembers(t), found = 0;
    for (int i = 0; i < n && !found; i++) {
        hid_t m = H5Tget_member_type(t, (unsigned)i);
        found = m < 0 || has_variable_string(m);
        if (m >= 0)
            H5Tclose(m);
    }
    return found;
}

/* Opens a table and checks it has every column of `type`; returns its row count in *rows. */
static hid_t open_table(pdd_log *log, const char *name, hid_t type, hsize_t *rows, char *err,
                        size_t errlen)
{
    const char *path = log->meta.path;
    hid_t ds = -1, ftype = -1, space = -1;
    if (type < 0) {
        snprintf(err, errlen, "%s: cannot build the HDF5 type of /%s (out of memory?)", path,
                 name);
        return -1;
    }
    if (H5Lexists(log->file, name, H5P_DEFAULT) <= 0 ||
        (ds = H5Dopen2(log->file, name, H5P_DEFAULT)) < 0) {
        snprintf(err, errlen, "%s: missing table /%s; not a complete pdd log (format %d): "
                 "re-create it from its journal", path, name, (int)log->meta.format_version);
        goto fail;
    }
    ftype = H5Dget_type(ds);
    space = H5Dget_space(ds);
    if (ftype < 0 || space < 0 || H5Sget_simple_extent_ndims(space) != 1) {
        snprintf(err, errlen, "%s: table /%s is not a one-dimensional table; not a pdd log "
                 "(format %d)", path, name, (int)log->meta.format_version);
        goto fail;
    }
    H5Sget_simple_extent_dims(space, rows, NULL);
    /* Every row pdd writes is in the file: a count the file cannot hold is damage, and
     * must not become an allocation. */
    size_t row_bytes = H5Tget_size(ftype);
    if (row_bytes == 0 || *rows > log->file_size / row_bytes) {
        snprintf(err, errlen, "%s: table /%s declares %llu rows of %zu bytes, more than the "
                 "file's %llu bytes hold; the file is damaged: re-create it from its journal",
                 path, name, (unsigned long long)*rows, row_bytes,
                 (unsigned long long)log->file_size);
        goto fail;
    }
    if (log->meta.format_version >= 3 && has_variable_string(ftype)) {
        snprintf(err, errlen, "%s: table /%s has a variable-length string, which format %d "
                 "never writes; the file is damaged or not pdd's: re-create it from its "
                 "journal", path, name, (int)log->meta.format_version);
        goto fail;
    }
    if (H5Tget_class(type) == H5T_COMPOUND) {
        int n = H5Tget_nmembers(type);
        for (int i = 0; i < n; i++) {
            char *member = H5Tget_member_name(type, (unsigned)i);
            int missing = H5Tget_class(ftype) != H5T_COMPOUND ||
                          H5Tget_member_index(ftype, member) < 0;
            if (missing)
                snprintf(err, errlen, "%s: table /%s has no column '%s'; not a pdd log "
                         "(format %d): re-create it from its journal", path, name, member,
                         (int)log->meta.format_version);
            H5free_memory(member);
            if (missing)
                goto fail;
        }
    }
    H5Sclose(space);
    H5Tclose(ftype);
    return ds;
fail:
    if (space >= 0)
        H5Sclose(space);
    if (ftype >= 0)
        H5Tclose(ftype);
    if (ds >= 0)
        H5Dclose(ds);
    return -1;
}

/* Does table `name` have a column `column`? */
static int table_has_column(const pdd_log *log, const char *name, const char *column)
{
    int has = 0;
    hid_t ds = H5Lexists(log->file, name, H5P_DEFAULT) > 0 ? H5Dopen2(log->file, name, H5P_DEFAULT) : -1;
    hid_t ftype = ds >= 0 ? H5Dget_type(ds) : -1;
    if (ftype >= 0 && H5Tget_class(ftype) == H5T_COMPOUND)
        has = H5Tget_member_index(ftype, column) >= 0;
    if (ftype >= 0)
        H5Tclose(ftype);
    if (ds >= 0)
        H5Dclose(ds);
    return has;
}

/* Width of the fixed-length name column of a big table (1 if it is not one). */
static size_t name_width(hid_t ds, const char *column)
{
    size_t w = 1;
    hid_t ftype = H5Dget_type(ds);
    int i = ftype >= 0 ? H5Tget_member_index(ftype, column) : -1;
    hid_t m = i >= 0 ? H5Tget_member_type(ftype, (unsigned)i) : -1;
    if (m >= 0 && H5Tget_class(m) == H5T_STRING && H5Tis_variable_str(m) == 0)
        w = H5Tget_size(m);
    if (m >= 0)
        H5Tclose(m);
    if (ftype >= 0)
        H5Tclose(ftype);
    return w;
}

/* The fixed widths of a format-3 small table's string columns, from the file's type;
 * -1 with err set when one is not a fixed-length string of a sane size. */
static int string_widths(const pdd_log *log, hid_t ds, pdd_h5_small table, size_t *widths,
                         char *err, size_t errlen)
{
    const pdd_h5_string_columns *c = pdd_h5_strings_of(table);
    hid_t ftype = H5Dget_type(ds);
    int rc = ftype >= 0 ? 0 : -1;
    for (size_t k = 0; rc == 0 && k < c->n; k++) {
        int i = H5Tget_member_index(ftype, c->name[k]);
        hid_t m = i >= 0 ? H5Tget_member_type(ftype, (unsigned)i) : -1;
        widths[k] = m >= 0 && H5Tget_class(m) == H5T_STRING && H5Tis_variable_str(m) == 0
                        ? H5Tget_size(m)
                        : 0;
        if (m >= 0)
            H5Tclose(m);
        if (widths[k] == 0 || widths[k] > STRING_MAX) {
            snprintf(err, errlen, "%s: column '%s' of /%s is not a fixed-length string of at "
                     "most %u bytes, as format %d has it; the file is damaged: re-create it "
                     "from its journal", log->meta.path, c->name[k], c->table, STRING_MAX,
                     (int)log->meta.format_version);
            rc = -1;
        }
    }
    if (ftype >= 0)
        H5Tclose(ftype);
    return rc;
}

/* A small table read whole: n rows of its struct (h5_writer.h), every char * pointing at a
 * NUL-terminated copy in `arena`, whatever the format stored. */
typedef struct loaded_table {
    void *rows;
    char *arena;
    hsize_t n;
} loaded_table;

static void loaded_free(loaded_table *t)
{
    free(t->rows), free(t->arena);
    t->rows = NULL, t->arena = NULL, t->n = 0;
}

/* Reads table `table` with the row type type_of builds; 0, or -1 with err set. */
static int load_table(pdd_log *log, pdd_h5_small table, hid_t (*type_of)(const size_t *),
                      loaded_table *out, char *err, size_t errlen)
{
    const pdd_h5_string_columns *c = pdd_h5_strings_of(table);
    const char *path = log->meta.path;
    int v3 = log->meta.format_version >= 3, rc = -1, vlen_read = 0;
    size_t widths[PDD_H5_STRINGS_MAX] = {8, 8, 8}; /* to find the columns: any width will do */
    char why[PDD_H5_WHY_MAX] = "out of memory";
    unsigned char *buf = NULL;
    hid_t space = -1, probe = type_of(v3 ? widths : NULL), type = -1;
    hsize_t n = 0;
    memset(out, 0, sizeof *out);
    hid_t ds = open_table(log, c->table, probe, &n, err, errlen);
    if (probe >= 0)
        H5Tclose(probe);
    if (ds < 0)
        return -1;
    if (v3 && string_widths(log, ds, table, widths, err, errlen) < 0)
        goto out;
    type = type_of(v3 ? widths : NULL);
    size_t size = v3 ? pdd_h5_small_row_size(table, widths) : c->row_size;
    if (type < 0 || !(buf = calloc(n ? n : 1, size)) ||
        !(out->rows = calloc(n ? n : 1, c->row_size)))
        goto failed;
    if (n && H5Dread(ds, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, buf) < 0) {
        pdd_h5_last_error(why, sizeof why);
        goto failed;
    }
    vlen_read = !v3 && n;
    /* Strings go to one arena: a format-3 string may fill its width with no NUL. */
    size_t arena = 1;
    for (hsize_t i = 0; i < n; i++)
        for (size_t k = 0; k < c->n; k++) {
            const char *str = NULL;
            if (v3)
                arena += widths[k] + 1;
            else if (memcpy(&str, buf + i * size + c->member[k], sizeof str), str)
                arena += strlen(str) + 1;
            else
                arena += 1;
        }
    if (!(out->arena = malloc(arena)))
        goto failed;
    char *at = out->arena;
    for (hsize_t i = 0; i < n; i++) {
        unsigned char *row = (unsigned char *)out->rows + i * c->row_size;
        memcpy(row, buf + i * size, c->row_size);
        size_t field_at = c->row_size;
        for (size_t k = 0; k < c->n; k++) {
            const char *str = NULL;
            size_t len;
            if (v3) {
                str = (const char *)buf + i * size + field_at;
                len = strnlen(str, widths[k]);
                field_at += widths[k];
            } else {
                memcpy(&str, row + c->member[k], sizeof str);
                len = str ? strlen(str) : 0;
            }
            memcpy(at, str ? str : "", len);
            at[len] = 0;
            memcpy(row + c->member[k], &at, sizeof at);
            at += len + 1;
        }
    }
    out->n = n;
    rc = 0;
    goto out;
failed:
    snprintf(err, errlen, "%s: cannot read table /%s (%s); the file is damaged: re-create it "
             "from its journal", path, c->table, why);
out:
    if (vlen_read && (space = H5Dget_space(ds)) >= 0) {
        H5Dvlen_reclaim(type, space, H5P_DEFAULT, buf);
        H5Sclose(space);
    }
    free(buf);
    if (type >= 0)
        H5Tclose(type);
    H5Dclose(ds);
    if (rc < 0)
        loaded_free(out);
    return rc;
}

/* Every id of a small table is plausible (pdd_h5_id_plausible): readers index by them. */
static int check_ids(const pdd_log *log, const char *table, const void *rows, size_t n,
                     size_t size, char *err, size_t errlen)
{
    for (size_t i = 0; i < n; i++) {
        int32_t id;
        memcpy(&id, (const unsigned char *)rows + i * size, sizeof id);
        if (!pdd_h5_id_plausible(id, n)) {
            snprintf(err, errlen, "%s: table /%s holds id %d, impossible in a table of %zu "
                     "rows; the file is damaged: re-create it from its journal",
                     log->meta.path, table, (int)id, n);
            return -1;
        }
    }
    return 0;
}

/* Loads the four small tables; returns 0, or -1 with err set. */
static int load_small_tables(pdd_log *log, char *err, size_t errlen)
{
    loaded_table t;
    if (load_table(log, PDD_H5_UNITS, pdd_h5_unit_type, &t, err, errlen) < 0)
        return -1;
    if (!(log->units = calloc(t.n ? t.n : 1, sizeof *log->units)))
        goto oom;
    for (hsize_t i = 0; i < t.n; i++, log->nunits++) {
        const pdd_h5_unit_row *r = (const pdd_h5_unit_row *)t.rows + i;
        pdd_log_unit *u = &log->units[i];
        u->id = r->id, u->kernel_base = r->kernel_base, u->field_base = r->field_base;
        u->site_base = r->site_base;
        u->program = dup_string(r->program), u->source = dup_string(r->source);
    }
    loaded_free(&t);

    if (load_table(log, PDD_H5_KERNELS, pdd_h5_kernel_type, &t, err, errlen) < 0)
        return -1;
    if (!(log->kernels = calloc(t.n ? t.n : 1, sizeof *log->kernels)))
        goto oom;
    for (hsize_t i = 0; i < t.n; i++, log->nkernels++) {
        const pdd_h5_kernel_row *r = (const pdd_h5_kernel_row *)t.rows + i;
        pdd_log_kernel *k = &log->kernels[i];
        k->id = r->id, k->line = r->line, k->unit = r->unit;
        k->name = dup_string(r->name), k->source = dup_string(r->source);
        k->label = dup_string(r->label);
    }
    loaded_free(&t);

    if (load_table(log, PDD_H5_FIELDS, pdd_h5_field_type, &t, err, errlen) < 0)
        return -1;
    if (!(log->fields = calloc(t.n ? t.n : 1, sizeof *log->fields)))
        goto oom;
    for (hsize_t i = 0; i < t.n; i++, log->nfields++) {
        const pdd_h5_field_row *r = (const pdd_h5_field_row *)t.rows + i;
        pdd_log_field *f = &log->fields[i];
        f->id = r->id, f->type = r->type, f->ndim = r->ndim, f->storage = r->storage;
        f->transient = r->transient, f->unit = r->unit;
        f->name = dup_string(r->name);
    }
    loaded_free(&t);

    /* logs from before input sites have no `input` column: every site is a store there; from
     * before unchecked-write rows, no `unchecked` column */
    int site_input = table_has_column(log, "sites", "input");
    int site_unchecked = site_input && table_has_column(log, "sites", "unchecked");
    if (load_table(log, PDD_H5_SITES,
                   site_unchecked ? pdd_h5_site_type
                   : site_input   ? pdd_h5_site_type_without_unchecked
                                  : pdd_h5_site_type_without_input,
                   &t, err, errlen) < 0)
        return -1;
    if (!(log->sites = calloc(t.n ? t.n : 1, sizeof *log->sites)))
        goto oom;
    for (hsize_t i = 0; i < t.n; i++, log->nsites++) {
        const pdd_h5_site_row *r = (const pdd_h5_site_row *)t.rows + i;
        pdd_log_site *s = &log->sites[i];
        s->id = r->id, s->kernel = r->kernel, s->field_id = r->field_id, s->line = r->line;
        s->lo = r->lo, s->hi = r->hi, s->dropped = r->dropped;
        s->input = site_input ? r->input : 0;
        s->unchecked = site_unchecked ? r->unchecked : 0;
        s->field = dup_string(r->field), s->checkers = dup_string(r->checkers);
    }
    loaded_free(&t);

    if (check_ids(log, "units", log->units, log->nunits, sizeof *log->units, err, errlen) ||
        check_ids(log, "kernels", log->kernels, log->nkernels, sizeof *log->kernels, err,
                  errlen) ||
        check_ids(log, "fields", log->fields, log->nfields, sizeof *log->fields, err, errlen) ||
        check_ids(log, "sites", log->sites, log->nsites, sizeof *log->sites, err, errlen))
        return -1;
    /* The writer sorts them; a file from elsewhere may not be. */
    pdd_h5_sort_by_id(log->units, log->nunits, sizeof *log->units);
    pdd_h5_sort_by_id(log->kernels, log->nkernels, sizeof *log->kernels);
    pdd_h5_sort_by_id(log->fields, log->nfields, sizeof *log->fields);
    pdd_h5_sort_by_id(log->sites, log->nsites, sizeof *log->sites);
    return 0;
oom:
    loaded_free(&t);
    snprintf(err, errlen, "%s: out of memory reading its tables", log->meta.path);
    return -1;
}

static int open_big_tables(pdd_log *log, char *err, size_t errlen)
{
    hsize_t n = 0;
    /* The name width is the file's, so our memory type matches it and reads are copies (a
     * version-1 file's are converted: its index has three entries). */
    int version = log->meta.format_version;
    hid_t (*event_type)(size_t) = version == 1   ? pdd_h5_event_type_v1
                                  : version == 2 ? pdd_h5_event_type_v2
                                                 : pdd_h5_event_type;
    hid_t (*trace_type)(size_t) = version == 1   ? pdd_h5_trace_type_v1
                                  : version == 2 ? pdd_h5_trace_type_v2
                                                 : pdd_h5_trace_type;
    hid_t probe = event_type(8);
    log->events = open_table(log, "events", probe, &n, err, errlen);
    if (probe >= 0)
        H5Tclose(probe);
    if (log->events < 0)
        return -1;
    log->nevents = n;
    log->event_width = name_width(log->events, "field");
    log->event_type = event_type(log->event_width);

    log->progress_type = pdd_h5_progress_type();
    log->progress = open_table(log, "progress", log->progress_type, &n, err, errlen);
    if (log->progress < 0)
        return -1;
    log->nprogress = n;

    probe = trace_type(8);
    log->trace = open_table(log, "trace", probe, &n, err, errlen);
    if (probe >= 0)
        H5Tclose(probe);
    if (log->trace < 0)
        return -1;
    log->ntrace = n;
    log->trace_width = name_width(log->trace, "field");
    log->trace_type = trace_type(log->trace_width);

    if (log->event_width > STRING_MAX || log->trace_width > STRING_MAX) {
        snprintf(err, errlen, "%s: the field names of /events or /trace are declared %zu "
                 "bytes wide, more than any pdd writes; the file is damaged: re-create it "
                 "from its journal", log->meta.path,
                 log->event_width > log->trace_width ? log->event_width : log->trace_width);
        return -1;
    }

    /* Format 3: fixed-length texts, as wide as the longest; before: variable-length. */
    int v3 = log->meta.format_version >= 3;
    log->string_type = v3 ? pdd_h5_fixed_string_type(8) : pdd_h5_vstring_type();
    log->backtraces = open_table(log, "backtraces", log->string_type, &n, err, errlen);
    if (log->backtraces < 0)
        return -1;
    log->nbacktraces = n;
    if (v3) {
        hid_t ftype = H5Dget_type(log->backtraces);
        size_t w = ftype >= 0 && H5Tget_class(ftype) == H5T_STRING ? H5Tget_size(ftype) : 0;
        if (ftype >= 0)
            H5Tclose(ftype);
        if (w == 0 || w > STRING_MAX) {
            snprintf(err, errlen, "%s: /backtraces is not a fixed-length string of at most %u "
                     "bytes, as format %d has it; the file is damaged: re-create it from its "
                     "journal", log->meta.path, STRING_MAX, (int)log->meta.format_version);
            return -1;
        }
        H5Tclose(log->string_type);
        log->string_type = pdd_h5_fixed_string_type(w);
        log->backtrace_width = w;
    }
    if (log->event_type < 0 || log->trace_type < 0) {
        snprintf(err, errlen, "%s: cannot build the HDF5 types of /events and /trace (out of "
                 "memory?)", log->meta.path);
        return -1;
    }
    return 0;
}

/* The superblock check's reader of a file. */
static int fd_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
    return pread(*(int *)ctx, buf, n, (off_t)off) == (ssize_t)n ? 0 : -1;
}

/* The one line for a log that libhdf5 cannot (or must not) open. */
static void damaged(char *err, size_t errlen, const char *path, const char *why)
{
    snprintf(err, errlen, "%s: truncated or damaged HDF5 file (%s); if its journal "
             "(%s.journal) is still there, open that instead", path, why, path);
}

/* Opens an HDF5 log: the file at `file`, or (image non-NULL) the `size` bytes at image,
 * which messages call `path`. The file is known to exist and not to be a journal. */
static int open_h5_reading(pdd_log *log, const char *path, const char *file, const void *image,
                           size_t size, char *err, size_t errlen)
{
    if (!image) {
#if H5_VERSION_GE(1, 12, 0)
        htri_t is = H5Fis_accessible(file, H5P_DEFAULT);
#else
        htri_t is = H5Fis_hdf5(file);
#endif
        if (is <= 0) {
            H5Eclear2(H5E_DEFAULT);
            snprintf(err, errlen, "%s: not a pdd log: neither an HDF5 file nor a pdd journal; "
                     "give pdd-view the pdd.<rank>.h5 files (or *.journal files) a run wrote",
                     path);
            return -1;
        }
        struct stat sb;
        size = stat(file, &sb) == 0 && sb.st_size > 0 ? (size_t)sb.st_size : 0;
    }
    /* Every count and size the file declares is checked against its size; libhdf5 sizes
     * its own reads by the end the superblock declares, which is checked first. */
    log->file_size = size;
    char bad[200];
    int bad_sb;
    if (image) {
        bad_sb = pdd_h5_superblock_check_memory(image, size, bad, sizeof bad);
    } else {
        int fd = open(file, O_RDONLY | O_CLOEXEC);
        bad_sb = fd < 0 ? (snprintf(bad, sizeof bad, "%s", strerror(errno)), -1)
                        : pdd_h5_superblock_check(fd_read_at, &fd, size, bad, sizeof bad);
        if (fd >= 0)
            close(fd);
    }
    if (bad_sb) {
        damaged(err, errlen, path, bad);
        return -1;
    }
    hid_t fapl = H5Pcreate(H5P_FILE_ACCESS);
#if H5_VERSION_GE(1, 10, 7)
    if (fapl >= 0 && !image)
        H5Pset_file_locking(fapl, 0, 1); /* read-only: never block on a lock */
#endif
    /* Closing the file closes whatever of it is still open (after a failed read). */
    if (fapl >= 0)
        H5Pset_fclose_degree(fapl, H5F_CLOSE_STRONG);
    /* In memory: the core driver over a copy of the bytes, never written back. */
    if (fapl >= 0 && image &&
        (H5Pset_fapl_core(fapl, 1 << 16, 0) < 0 || H5Pset_file_image(fapl, (void *)image, size) < 0)) {
        H5Pclose(fapl);
        fapl = -1;
    }
    log->file = fapl >= 0 ? H5Fopen(image ? path : file, H5F_ACC_RDONLY, fapl) : -1;
    char why[PDD_H5_WHY_MAX] = "cannot set up HDF5";
    if (log->file < 0 && fapl >= 0)
        pdd_h5_last_error(why, sizeof why);
    if (fapl >= 0)
        H5Pclose(fapl);
    if (log->file < 0) {
        damaged(err, errlen, path, why);
        return -1;
    }
    if (!(log->meta.path = strdup(path))) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    reading_now(path, "its root attributes");
    if (read_attributes(log, path, err, errlen) < 0)
        return -1;
    reading_now(path, "its tables /units, /kernels, /fields and /sites");
    if (load_small_tables(log, err, errlen) < 0)
        return -1;
    reading_now(path, "the layout of /events, /progress, /trace and /backtraces");
    return open_big_tables(log, err, errlen);
}

/* open_h5_reading, with what HDF5 reads said at each step; file NULL: path. */
static int open_h5(pdd_log *log, const char *path, const char *file, const void *image,
                   size_t size, char *err, size_t errlen)
{
    reading_now(path, "its superblock and root group");
    int rc = open_h5_reading(log, path, file ? file : path, image, size, err, errlen);
    reading_now(NULL, NULL);
    return rc;
}

static pdd_log *log_new(void)
{
    pdd_log *log = calloc(1, sizeof *log);
    if (!log)
        return NULL;
    log->file = log->events = log->progress = log->trace = log->backtraces = -1;
    log->event_type = log->progress_type = log->trace_type = log->string_type = -1;
    return log;
}

int pdd_log_open(const char *path, pdd_log **out, char *err, size_t errlen)
{
    int rc = -1;
    char *h5_path = NULL;
    pdd_log *log = NULL;
    pdd_h5_quiet quiet;
    struct stat js, hs;
    *out = NULL;
    pdd_h5_quiet_begin(&quiet);

    if (stat(path, &js) < 0) {
        int e = errno;
        char *journal_path = NULL;
        if (e == ENOENT && asprintf(&journal_path, "%s.journal", path) < 0)
            journal_path = NULL;
        if (journal_path && stat(journal_path, &hs) == 0)
            snprintf(err, errlen, "%s: no such file, but its journal %s is there: its process "
                     "is still running, or ended before it wrote its log; give pdd-view the "
                     "journal", path, journal_path);
        else if (e == ENOENT)
            snprintf(err, errlen, "%s: no such file; run the program with PACE_DACE_DEBUG=True "
                     "first (PDD_LOG names the log, pdd.<rank>.h5 by default)", path);
        else
            snprintf(err, errlen, "%s: cannot open: %s", path, strerror(e));
        free(journal_path);
        goto out;
    }
    if (S_ISDIR(js.st_mode)) {
        snprintf(err, errlen, "%s: is a directory; give pdd-view the log files in it "
                 "(pdd.*.h5)", path);
        goto out;
    }
    if (js.st_size == 0) {
        snprintf(err, errlen, "%s: empty file; the run may have stopped before writing it: "
                 "open its journal (%s.journal) if it is there", path, path);
        goto out;
    }
    int journal = is_journal(path, err, errlen);
    if (journal < 0)
        goto out;
    int recovered_now = 0;
    if (journal) {
        /* Its process still runs (or did when this process first read it): its snapshot,
         * which messages and the log's path call by the journal's name (snapshot.c). */
        const char *snap = pdd_snapshot_of(path);
        if (!snap && pdd_journal_in_use(path) && !(snap = pdd_snapshot_take(path, err, errlen)))
            goto out;
        if (snap) {
            if (!(log = log_new()))
                goto oom;
            if (open_h5(log, path, snap, NULL, 0, err, errlen) < 0)
                goto out;
            log->meta.running = 1;
            rc = 0;
            goto out;
        }
        if (!(h5_path = log_path_of_journal(path))) {
            snprintf(err, errlen, "%s: out of memory", path);
            goto out;
        }
        /* A log at least as new as the journal was written from it: use it, unless it
         * cannot be read, in which case the journal is the truth. */
        if (stat(h5_path, &hs) == 0 && newer_or_same(&hs, &js)) {
            if (!(log = log_new()))
                goto oom;
            if (open_h5(log, h5_path, NULL, NULL, 0, err, errlen) == 0) {
                rc = 0;
                goto out;
            }
            pdd_log_close(log);
            log = NULL;
        }
        if (pdd_h5_write(path, h5_path, 1, err, errlen) < 0)
            goto out;
        recovered_now = 1;
    }
    if (!(log = log_new()))
        goto oom;
    if (open_h5(log, h5_path ? h5_path : path, NULL, NULL, 0, err, errlen) < 0)
        goto out;
    log->meta.recovered_now = recovered_now;
    rc = 0;
    goto out;
oom:
    snprintf(err, errlen, "%s: out of memory", path);
out:
    if (rc == 0) {
        *out = log;
    } else {
        pdd_log_close(log);
    }
    free(h5_path);
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    return rc;
}

int pdd_log_open_memory(const void *data, size_t size, const char *name, pdd_log **out,
                        char *err, size_t errlen)
{
    pdd_h5_quiet quiet;
    pdd_log *log = NULL;
    int rc = -1;
    *out = NULL;
    pdd_h5_quiet_begin(&quiet);
    if (!size) {
        snprintf(err, errlen, "%s: empty file; the run may have stopped before writing it: "
                 "open its journal (%s.journal) if it is there", name, name);
    } else if (!(log = log_new())) {
        snprintf(err, errlen, "%s: out of memory", name);
    } else if (open_h5(log, name, NULL, data, size, err, errlen) == 0) {
        *out = log;
        rc = 0;
    }
    if (rc != 0)
        pdd_log_close(log);
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    return rc;
}

void pdd_log_close(pdd_log *log)
{
    if (!log)
        return;
    pdd_h5_quiet quiet;
    pdd_h5_quiet_begin(&quiet);
    reading_now(log->meta.path, "its metadata as it closed it");
    hid_t datasets[] = {log->events, log->progress, log->trace, log->backtraces};
    for (size_t i = 0; i < sizeof datasets / sizeof *datasets; i++)
        if (datasets[i] >= 0)
            H5Dclose(datasets[i]);
    hid_t types[] = {log->event_type, log->progress_type, log->trace_type, log->string_type};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (types[i] >= 0)
            H5Tclose(types[i]);
    if (log->file >= 0)
        H5Fclose(log->file);
    reading_now(NULL, NULL);
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    pdd_log_meta *m = &log->meta;
    free((char *)m->path), free((char *)m->producer), free((char *)m->program);
    free((char *)m->hostname), free((char *)m->start_time), free((char *)m->config);
    free((char *)m->journal);
    for (size_t i = 0; i < log->nunits; i++)
        free((char *)log->units[i].program), free((char *)log->units[i].source);
    for (size_t i = 0; i < log->nkernels; i++) {
        free((char *)log->kernels[i].name), free((char *)log->kernels[i].source);
        free((char *)log->kernels[i].label);
    }
    for (size_t i = 0; i < log->nfields; i++)
        free((char *)log->fields[i].name);
    for (size_t i = 0; i < log->nsites; i++)
        free((char *)log->sites[i].field), free((char *)log->sites[i].checkers);
    free(log->units), free(log->kernels), free(log->fields), free(log->sites);
    free(log);
}

/* ---------------------------------------------------------------- access */

const pdd_log_meta *pdd_log_meta_of(const pdd_log *log)
{
    return &log->meta;
}

const pdd_log_unit *pdd_log_units(const pdd_log *log, size_t *n)
{
    *n = log->nunits;
    return log->units;
}

const pdd_log_kernel *pdd_log_kernels(const pdd_log *log, size_t *n)
{
    *n = log->nkernels;
    return log->kernels;
}

const pdd_log_field *pdd_log_fields(const pdd_log *log, size_t *n)
{
    *n = log->nfields;
    return log->fields;
}

const pdd_log_site *pdd_log_sites(const pdd_log *log, size_t *n)
{
    *n = log->nsites;
    return log->sites;
}

/* Every public row struct starts with its int32 id, as pdd_h5_by_id expects. */
const pdd_log_kernel *pdd_log_kernel_by_id(const pdd_log *log, int32_t id)
{
    return log->nkernels ? bsearch(&id, log->kernels, log->nkernels, sizeof *log->kernels, pdd_h5_by_id)
                         : NULL;
}

const pdd_log_field *pdd_log_field_by_id(const pdd_log *log, int32_t id)
{
    return log->nfields ? bsearch(&id, log->fields, log->nfields, sizeof *log->fields, pdd_h5_by_id)
                        : NULL;
}

const pdd_log_site *pdd_log_site_by_id(const pdd_log *log, int32_t id)
{
    return log->nsites ? bsearch(&id, log->sites, log->nsites, sizeof *log->sites, pdd_h5_by_id) : NULL;
}

uint64_t pdd_log_event_count(const pdd_log *log)
{
    return log->nevents;
}

uint64_t pdd_log_progress_count(const pdd_log *log)
{
    return log->nprogress;
}

uint64_t pdd_log_trace_count(const pdd_log *log)
{
    return log->ntrace;
}

/* ---------------------------------------------------------------- streaming */

/* Reads rows [start, start + n) of a table into buf with the memory type; on failure
 * HDF5's reason goes to why (before any other HDF5 call clears it). */
static int read_block(const pdd_log *log, const char *table, hid_t ds, hid_t type, hsize_t start,
                      hsize_t n, void *buf, char *why)
{
    int rc = -1;
    reading_now(log->meta.path, table);
    hid_t fs = H5Dget_space(ds), ms = H5Screate_simple(1, &n, NULL);
    if (fs >= 0 && ms >= 0 &&
        H5Sselect_hyperslab(fs, H5S_SELECT_SET, &start, NULL, &n, NULL) >= 0 &&
        H5Dread(ds, type, ms, fs, H5P_DEFAULT, buf) >= 0)
        rc = 0;
    else
        pdd_h5_last_error(why, PDD_H5_WHY_MAX);
    if (ms >= 0)
        H5Sclose(ms);
    if (fs >= 0)
        H5Sclose(fs);
    reading_now(NULL, NULL);
    return rc;
}

static void read_failed(const pdd_log *log, const char *table, uint64_t from, uint64_t to,
                        const char *why, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: cannot read /%s rows %llu..%llu (%s); the file is damaged: "
             "re-create it from its journal", log->meta.path, table, (unsigned long long)from,
             (unsigned long long)to, why);
}

/* Rows per block for rows of `stride` bytes: PDD_H5_BLOCK_ROWS, fewer when names are so
 * wide that the block would pass 64 MiB. */
static size_t block_rows(size_t stride, uint64_t wanted)
{
    size_t rows = ((size_t)64 << 20) / stride;
    rows = rows < 1 ? 1 : rows > PDD_H5_BLOCK_ROWS ? PDD_H5_BLOCK_ROWS : rows;
    /* no bigger than the rows asked for: a small log is read with a small buffer */
    return wanted < rows ? (wanted ? (size_t)wanted : 1) : rows;
}

/* The range [*from, *to) of a table of n rows that first/count ask for. */
static void clamp_range(uint64_t n, uint64_t first, uint64_t count, uint64_t *from,
                        uint64_t *to)
{
    *from = first < n ? first : n;
    *to = count > n - *from ? n : *from + count;
}

/* A row's index as the API hands it out. A version-1 file read only index[0..2] and has
 * no ndim: the index is its leading known components, as that writer put -1 where a field
 * had fewer dimensions (or the index was unknown). */
static int32_t copy_index(const pdd_log *log, const int32_t *row_ndim, const int64_t *in,
                          int64_t out[PDD_LOG_MAX_DIMS])
{
    int32_t ndim = 0;
    if (log->meta.format_version == 1) /* row_ndim and in[3..] were never read: not looked at */
        while (ndim < PDD_H5_V1_DIMS && in[ndim] >= 0)
            ndim++;
    else
        ndim = *row_ndim;
    if (ndim < 0 || ndim > PDD_LOG_MAX_DIMS)
        ndim = 0; /* not a count any pdd writes: the index is unknown */
    for (int d = 0; d < PDD_LOG_MAX_DIMS; d++)
        out[d] = d < ndim ? in[d] : -1;
    return ndim;
}

/* Copies fixed-width names out of raw rows into NUL-terminated slots of width + 1. */
static void copy_names(char *names, const unsigned char *raw, size_t stride, size_t offset,
                       size_t width, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        memcpy(names + i * (width + 1), raw + i * stride + offset, width);
        names[i * (width + 1) + width] = 0;
    }
}

int pdd_log_read_events(pdd_log *log, uint64_t first, uint64_t count, pdd_log_event_cb cb,
                        void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t width = log->event_width, stride = sizeof(pdd_h5_event_row) + width;
    clamp_range(log->nevents, first, count, &from, &to);
    size_t block = block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (width + 1));
    pdd_log_event *rows = malloc(block * sizeof *rows);
    char **texts = calloc(block, sizeof *texts);
    size_t ntexts = 0;
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows || !texts) {
        snprintf(err, errlen, "%s: out of memory reading /events", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (read_block(log, "/events", log->events, log->event_type, pos, n, raw, why) < 0) {
            read_failed(log, "events", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        copy_names(names, raw, stride, sizeof(pdd_h5_event_row), width, n);
        for (size_t i = 0; i < n; i++) {
            const pdd_h5_event_row *r = (const pdd_h5_event_row *)(const void *)(raw + i * stride);
            pdd_log_event *e = &rows[i];
            e->seq = r->seq, e->t_ns = r->t_ns, e->kind = r->kind;
            e->kernel = r->kernel, e->site = r->site, e->field_id = r->field_id;
            e->field = names + i * (width + 1);
            e->call = r->call, e->count = r->count;
            e->ndim = copy_index(log, &r->ndim, r->index, e->index);
            e->offset = r->offset;
            e->value = r->value, e->min = r->min, e->max = r->max;
            e->cuda_error = r->cuda_error;
            e->backtrace = "";
            /* Backtraces are rare (crash, cuda_error): one small read each. */
            if (r->backtrace >= 0 && (uint64_t)r->backtrace < log->nbacktraces) {
                char *text = NULL;
                if (log->backtrace_width && !(text = calloc(log->backtrace_width + 1, 1))) {
                    snprintf(err, errlen, "%s: out of memory reading /backtraces",
                             log->meta.path);
                    rc = -1;
                    break;
                }
                if (read_block(log, "/backtraces", log->backtraces, log->string_type,
                               (hsize_t)r->backtrace, 1,
                               log->backtrace_width ? (void *)text : (void *)&text, why) < 0) {
                    free(log->backtrace_width ? text : NULL);
                    read_failed(log, "backtraces", (uint64_t)r->backtrace,
                                (uint64_t)r->backtrace + 1, why, err, errlen);
                    rc = -1;
                    break;
                }
                if (text) {
                    texts[ntexts++] = text;
                    e->backtrace = text;
                }
            }
        }
        if (rc == 0)
            rc = cb(rows, n, ctx);
        for (size_t i = 0; i < ntexts; i++)
            if (log->backtrace_width)
                free(texts[i]);
            else
                H5free_memory(texts[i]);
        ntexts = 0;
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(names), free(rows), free(texts);
    return rc;
}

int pdd_log_read_progress(pdd_log *log, uint64_t first, uint64_t count, pdd_log_progress_cb cb,
                          void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    clamp_range(log->nprogress, first, count, &from, &to);
    size_t block = block_rows(sizeof(pdd_h5_progress_row), to - from);
    pdd_h5_progress_row *raw = malloc(block * sizeof *raw);
    pdd_log_progress *rows = malloc(block * sizeof *rows);
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !rows) {
        snprintf(err, errlen, "%s: out of memory reading /progress", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (read_block(log, "/progress", log->progress, log->progress_type, pos, n, raw, why) < 0) {
            read_failed(log, "progress", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        for (size_t i = 0; i < n; i++) {
            rows[i].seq = raw[i].seq, rows[i].kernel = raw[i].kernel, rows[i].call = raw[i].call;
            rows[i].t_begin_ns = raw[i].t_begin_ns, rows[i].t_end_ns = raw[i].t_end_ns;
        }
        rc = cb(rows, n, ctx);
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(rows);
    return rc;
}

int pdd_log_read_trace(pdd_log *log, uint64_t first, uint64_t count, pdd_log_trace_cb cb,
                       void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t width = log->trace_width, stride = sizeof(pdd_h5_trace_row) + width;
    clamp_range(log->ntrace, first, count, &from, &to);
    size_t block = block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (width + 1));
    pdd_log_trace *rows = malloc(block * sizeof *rows);
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows) {
        snprintf(err, errlen, "%s: out of memory reading /trace", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (read_block(log, "/trace", log->trace, log->trace_type, pos, n, raw, why) < 0) {
            read_failed(log, "trace", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        copy_names(names, raw, stride, sizeof(pdd_h5_trace_row), width, n);
        for (size_t i = 0; i < n; i++) {
            const pdd_h5_trace_row *r = (const pdd_h5_trace_row *)(const void *)(raw + i * stride);
            pdd_log_trace *t = &rows[i];
            t->seq = r->seq, t->kernel = r->kernel, t->call = r->call, t->field_id = r->field_id;
            t->field = names + i * (width + 1);
            t->ndim = copy_index(log, &r->ndim, r->index, t->index);
            t->value = r->value;
        }
        rc = cb(rows, n, ctx);
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(names), free(rows);
    return rc;
}
