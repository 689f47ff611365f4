/* reader_stream.c: the big tables (/events, /progress, /trace, /backtraces): their layout,
 * checked and matched with memory types of the file's own version at open, and the reading
 * of a block of rows, which the streams of reader_events.c, reader_progress.c and
 * reader_trace.c share: memory stays constant whatever a table holds. */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

int pdd_reader_big_tables(pdd_log *log, char *err, size_t errlen)
{
    hsize_t n = 0;
    /* The name width is the file's, so our memory type matches it and reads are copies (a
     * version-1 file's are converted: its index has three entries). */
    int version = log->meta.format_version;
    log->event_region = version >= 3 && pdd_reader_table_has_column(log, "events", "region");
    hid_t (*event_type)(size_t) = version == 1      ? pdd_h5_event_type_v1
                                  : version == 2    ? pdd_h5_event_type_v2
                                  : log->event_region ? pdd_h5_event_type
                                                    : pdd_h5_event_type_without_region;
    hid_t (*trace_type)(size_t) = version == 1   ? pdd_h5_trace_type_v1
                                  : version == 2 ? pdd_h5_trace_type_v2
                                                 : pdd_h5_trace_type;
    hid_t probe = event_type(8);
    log->events = pdd_reader_open_table(log, "events", probe, &n, err, errlen);
    if (probe >= 0)
        H5Tclose(probe);
    if (log->events < 0)
        return -1;
    log->nevents = n;
    log->event_width = pdd_reader_name_width(log->events, "field");
    log->event_type = event_type(log->event_width);

    log->progress_type = pdd_h5_progress_type();
    log->progress = pdd_reader_open_table(log, "progress", log->progress_type, &n, err, errlen);
    if (log->progress < 0)
        return -1;
    log->nprogress = n;

    probe = trace_type(8);
    log->trace = pdd_reader_open_table(log, "trace", probe, &n, err, errlen);
    if (probe >= 0)
        H5Tclose(probe);
    if (log->trace < 0)
        return -1;
    log->ntrace = n;
    log->trace_width = pdd_reader_name_width(log->trace, "field");
    log->trace_type = trace_type(log->trace_width);

    if (log->event_width > PDD_READER_STRING_MAX || log->trace_width > PDD_READER_STRING_MAX) {
        snprintf(err, errlen, "%s: the field names of /events or /trace are declared %zu "
                 "bytes wide, more than any pdd writes; the file is damaged: re-create it "
                 "from its journal", log->meta.path,
                 log->event_width > log->trace_width ? log->event_width : log->trace_width);
        return -1;
    }

    /* /operands came within format 3: a log before it has none (no operands known) */
    if (H5Lexists(log->file, "operands", H5P_DEFAULT) > 0) {
        int reread = pdd_reader_table_has_column(log, "operands", "reread");
        hid_t (*operand_type)(size_t) = reread ? pdd_h5_operand_type : pdd_h5_operand_type_without_reread;
        probe = operand_type(8);
        log->operands = pdd_reader_open_table(log, "operands", probe, &n, err, errlen);
        if (probe >= 0)
            H5Tclose(probe);
        if (log->operands < 0)
            return -1;
        log->noperands = n;
        log->operand_width = pdd_reader_name_width(log->operands, "field");
        if (log->operand_width > PDD_READER_STRING_MAX) {
            snprintf(err, errlen, "%s: the field names of /operands are declared %zu bytes wide, "
                     "more than any pdd writes; the file is damaged: re-create it from its journal",
                     log->meta.path, log->operand_width);
            return -1;
        }
        if ((log->operand_type = operand_type(log->operand_width)) < 0) {
            snprintf(err, errlen, "%s: cannot build the HDF5 type of /operands (out of memory?)",
                     log->meta.path);
            return -1;
        }
    }

    /* Format 3: fixed-length texts, as wide as the longest; before: variable-length. */
    int v3 = log->meta.format_version >= 3;
    log->string_type = v3 ? pdd_h5_fixed_string_type(8) : pdd_h5_vstring_type();
    log->backtraces = pdd_reader_open_table(log, "backtraces", log->string_type, &n, err, errlen);
    if (log->backtraces < 0)
        return -1;
    log->nbacktraces = n;
    if (v3) {
        hid_t ftype = H5Dget_type(log->backtraces);
        size_t w = ftype >= 0 && H5Tget_class(ftype) == H5T_STRING ? H5Tget_size(ftype) : 0;
        if (ftype >= 0)
            H5Tclose(ftype);
        if (w == 0 || w > PDD_READER_STRING_MAX) {
            snprintf(err, errlen, "%s: /backtraces is not a fixed-length string of at most %u "
                     "bytes, as format %d has it; the file is damaged: re-create it from its "
                     "journal", log->meta.path, PDD_READER_STRING_MAX, (int)log->meta.format_version);
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

uint64_t pdd_log_operand_count(const pdd_log *log)
{
    return log->noperands;
}

/* ---------------------------------------------------------------- blocks */

int pdd_reader_block(const pdd_log *log, const char *table, hid_t ds, hid_t type, hsize_t start,
                     hsize_t n, void *buf, char *why)
{
    int rc = -1;
    pdd_reader_now(log->meta.path, table);
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
    pdd_reader_now(NULL, NULL);
    return rc;
}

void pdd_reader_block_failed(const pdd_log *log, const char *table, uint64_t from, uint64_t to,
                             const char *why, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: cannot read /%s rows %llu..%llu (%s); the file is damaged: "
             "re-create it from its journal", log->meta.path, table, (unsigned long long)from,
             (unsigned long long)to, why);
}

/* Rows per block for rows of `stride` bytes: PDD_H5_BLOCK_ROWS, fewer when names are so
 * wide that the block would pass 64 MiB. */
size_t pdd_reader_block_rows(size_t stride, uint64_t wanted)
{
    size_t rows = ((size_t)64 << 20) / stride;
    rows = rows < 1 ? 1 : rows > PDD_H5_BLOCK_ROWS ? PDD_H5_BLOCK_ROWS : rows;
    /* no bigger than the rows asked for: a small log is read with a small buffer */
    return wanted < rows ? (wanted ? (size_t)wanted : 1) : rows;
}

void pdd_reader_clamp_range(uint64_t n, uint64_t first, uint64_t count, uint64_t *from,
                            uint64_t *to)
{
    *from = first < n ? first : n;
    *to = count > n - *from ? n : *from + count;
}

/* A row's index as the API hands it out. A version-1 file read only index[0..2] and has
 * no ndim: the index is its leading known components, as that writer put -1 where a field
 * had fewer dimensions (or the index was unknown). */
int32_t pdd_reader_copy_index(const pdd_log *log, const int32_t *row_ndim, const int64_t *in,
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

void pdd_reader_copy_names(char *names, const unsigned char *raw, size_t stride, size_t offset,
                           size_t width, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        memcpy(names + i * (width + 1), raw + i * stride + offset, width);
        names[i * (width + 1) + width] = 0;
    }
}

int pdd_reader_stream_named(pdd_log *log, const pdd_reader_named *t, uint64_t first, uint64_t count,
                            void (*cb)(void), void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t stride = t->row_size + t->width;
    pdd_reader_clamp_range(t->nrows, first, count, &from, &to);
    size_t block = pdd_reader_block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (t->width + 1));
    unsigned char *rows = malloc(block * t->out_size);
    char why[PDD_H5_WHY_MAX], path[64];
    snprintf(path, sizeof path, "/%s", t->table);
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows) {
        snprintf(err, errlen, "%s: out of memory reading %s", log->meta.path, path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (pdd_reader_block(log, path, t->ds, t->type, pos, n, raw, why) < 0) {
            pdd_reader_block_failed(log, t->table, pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        pdd_reader_copy_names(names, raw, stride, t->row_size, t->width, n);
        for (size_t i = 0; i < n; i++)
            t->convert(log, raw + i * stride, names + i * (t->width + 1), rows + i * t->out_size);
        rc = t->deliver(rows, n, cb, ctx);
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(names), free(rows);
    return rc;
}
