/* reader_attributes.c: a log's root attributes (docs/FORMAT.md, "Root attributes") into its
 * pdd_log_meta: the format version first, which decides how everything else is read, then
 * every attribute a complete log has, and those added within format 3 where they are. */
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>


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
            result = pdd_reader_strdup(v);
            H5free_memory(v);
        }
    } else {
        size_t n = H5Tget_size(ftype);
        if (n == 0 || n > PDD_READER_STRING_MAX || n > log->file_size)
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

int pdd_reader_attributes(pdd_log *log, const char *path, char *err, size_t errlen)
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
        {"progress_keep", H5T_NATIVE_UINT64, &m->progress_keep},
        {"calls_begun", H5T_NATIVE_UINT64, &m->calls_begun},
        {"calls_frozen_at", H5T_NATIVE_UINT64, &m->calls_frozen_at},
        {"calls_first_seq", H5T_NATIVE_UINT64, &m->calls_first_seq},
        {"calls_gap_from", H5T_NATIVE_UINT64, &m->calls_gap_from},
        {"calls_gap_to", H5T_NATIVE_UINT64, &m->calls_gap_to},
        {"calls_frozen_until", H5T_NATIVE_UINT64, &m->calls_frozen_until},
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

const pdd_log_meta *pdd_log_meta_of(const pdd_log *log)
{
    return &log->meta;
}

