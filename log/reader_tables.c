/* reader_tables.c: a table opened and checked against the file before anything of it is
 * read (every count and width the file declares is damage until shown possible), and the
 * small tables (/units, /kernels, /fields, /sites) read whole at open, whatever the format
 * stored, their ids checked and sorted for the pdd_log_*_by_id lookups. */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

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

hid_t pdd_reader_open_table(pdd_log *log, const char *name, hid_t type, hsize_t *rows, char *err,
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

int pdd_reader_table_has_column(const pdd_log *log, const char *name, const char *column)
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

size_t pdd_reader_name_width(hid_t ds, const char *column)
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
        if (widths[k] == 0 || widths[k] > PDD_READER_STRING_MAX) {
            snprintf(err, errlen, "%s: column '%s' of /%s is not a fixed-length string of at "
                     "most %u bytes, as format %d has it; the file is damaged: re-create it "
                     "from its journal", log->meta.path, c->name[k], c->table, PDD_READER_STRING_MAX,
                     (int)log->meta.format_version);
            rc = -1;
        }
    }
    if (ftype >= 0)
        H5Tclose(ftype);
    return rc;
}

/* A small table read whole: n rows of its struct (h5_schema.h), every char * pointing at a
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
    hid_t ds = pdd_reader_open_table(log, c->table, probe, &n, err, errlen);
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

int pdd_reader_small_tables(pdd_log *log, char *err, size_t errlen)
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
        u->program = pdd_reader_strdup(r->program), u->source = pdd_reader_strdup(r->source);
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
        k->name = pdd_reader_strdup(r->name), k->source = pdd_reader_strdup(r->source);
        k->label = pdd_reader_strdup(r->label);
        k->origin_file = pdd_reader_strdup("");
        if (!k->name || !k->source || !k->label || !k->origin_file)
            goto oom;
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
        f->name = pdd_reader_strdup(r->name);
    }
    loaded_free(&t);

    /* logs from before input sites have no `input` column: every site is a store there; from
     * before unchecked-write rows, no `unchecked` column; from before in-place stores were
     * told, no `in_place` */
    int site_input = pdd_reader_table_has_column(log, "sites", "input");
    int site_unchecked = site_input && pdd_reader_table_has_column(log, "sites", "unchecked");
    int site_in_place = site_unchecked && pdd_reader_table_has_column(log, "sites", "in_place");
    if (load_table(log, PDD_H5_SITES,
                   site_in_place    ? pdd_h5_site_type
                   : site_unchecked ? pdd_h5_site_type_without_in_place
                   : site_input     ? pdd_h5_site_type_without_unchecked
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
        s->in_place = site_in_place ? r->in_place : 0;
        s->field = pdd_reader_strdup(r->field), s->checkers = pdd_reader_strdup(r->checkers);
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
    /* /kernel_origins came within format 3: older logs have none */
    if (H5Lexists(log->file, "kernel_origins", H5P_DEFAULT) > 0) {
        if (load_table(log, PDD_H5_ORIGINS, pdd_h5_origin_type, &t, err, errlen) < 0)
            return -1;
        for (hsize_t i = 0; i < t.n; i++) {
            const pdd_h5_origin_row *r = (const pdd_h5_origin_row *)t.rows + i;
            pdd_log_kernel *k = (pdd_log_kernel *)pdd_log_kernel_by_id(log, r->kernel);
            if (!k || r->line <= 0)
                continue;
            char *file = pdd_reader_strdup(r->file);
            if (!file)
                goto oom;
            free((char *)k->origin_file);
            k->origin_file = file, k->origin_line = r->line;
        }
        loaded_free(&t);
    }
    /* /program_calls came within format 3: older logs have none */
    if (H5Lexists(log->file, "program_calls", H5P_DEFAULT) > 0) {
        if (load_table(log, PDD_H5_PROGRAMS, pdd_h5_program_type, &t, err, errlen) < 0)
            return -1;
        if (!(log->programs = calloc(t.n ? t.n : 1, sizeof *log->programs)))
            goto oom;
        for (hsize_t i = 0; i < t.n; i++) {
            const pdd_h5_program_row *r = (const pdd_h5_program_row *)t.rows + i;
            log->programs[log->nprograms++] = (pdd_log_program_call){r->seq, r->unit, r->call, r->t_ns};
        }
        loaded_free(&t);
    }
    /* /call_totals came with the ring of recent calls, within format 3 */
    if (H5Lexists(log->file, "call_totals", H5P_DEFAULT) > 0) {
        if (load_table(log, PDD_H5_TOTALS, pdd_h5_totals_type, &t, err, errlen) < 0)
            return -1;
        if (!(log->totals = calloc(t.n ? t.n : 1, sizeof *log->totals)))
            goto oom;
        for (hsize_t i = 0; i < t.n; i++) {
            const pdd_h5_totals_row *r = (const pdd_h5_totals_row *)t.rows + i;
            log->totals[log->ntotals++] = (pdd_log_totals){r->kernel, r->unit, r->calls, r->ended,
                                                           r->time_ns, r->last_seq, r->failure_calls,
                                                           r->failure_seq};
        }
        loaded_free(&t);
    }
    return 0;
oom:
    loaded_free(&t);
    snprintf(err, errlen, "%s: out of memory reading its tables", log->meta.path);
    return -1;
}

/* ---------------------------------------------------------------- access */

const pdd_log_program_call *pdd_log_program_calls(const pdd_log *log, size_t *n)
{
    *n = log->nprograms;
    return log->programs;
}

const pdd_log_totals *pdd_log_totals_of(const pdd_log *log, size_t *n)
{
    *n = log->ntotals;
    return log->totals;
}

const pdd_log_totals *pdd_log_kernel_totals(const pdd_log *log, int32_t kernel)
{
    for (size_t i = 0; i < log->ntotals; i++) /* kernels' rows come first, by id */
        if (log->totals[i].kernel == kernel)
            return &log->totals[i];
        else if (log->totals[i].kernel < 0 || log->totals[i].kernel > kernel)
            break;
    return NULL;
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
