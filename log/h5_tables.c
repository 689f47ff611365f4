/* h5_tables.c: the conversion's writing: small tables whole, and the second scan of the
 * journal streaming events, progress, trace rows and texts into the file in blocks, so that
 * memory stays bounded whatever the journal holds; the root attributes (convert.h). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "convert.h"

#include <pdd/abi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* ---------------------------------------------------------------- writing tables */

/* Records, on the first failure only, why the last HDF5 call failed. Must run before any
 * other HDF5 call: each successful one clears HDF5's error stack. */
void pdd_h5_note_failure(char *why)
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
        pdd_h5_note_failure(why);
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
        pdd_h5_note_failure(why);
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
int pdd_h5_write_table(hid_t file, pdd_h5_small table, hid_t (*type_of)(const size_t *),
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
        pdd_h5_note_failure(why);
    hid_t ds = type >= 0 ? create_table(file, pdd_h5_strings_of(table)->table, type,
                                        chunk_rows(n, 256), 1, why)
                         : -1;
    if (ds >= 0)
        rc = append_rows(ds, type, &written, packed, n, why);
    if (ds >= 0 && H5Dclose(ds) < 0) {
        pdd_h5_note_failure(why);
        rc = -1;
    }
    pdd_h5_close_type(type);
    free(packed);
    return rc;
}


int pdd_h5_table_open(table_out *t, hid_t file, const char *name, hid_t type, size_t cap,
                      uint64_t expected, int fixed_size, char *why)
{
    t->why = why;
    t->type = type;
    if (type < 0)
        pdd_h5_note_failure(why);
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

int pdd_h5_table_flush(table_out *t)
{
    int rc = append_rows(t->ds, t->type, &t->rows, t->buf, t->n, t->why);
    t->n = 0;
    return rc;
}

/* The next free row of the buffer (flushing it when full), or NULL if a write failed. */
static void *table_row(table_out *t)
{
    if (t->n == t->cap && pdd_h5_table_flush(t) < 0)
        return NULL;
    return t->buf + t->n++ * t->row_size;
}

int pdd_h5_table_close(table_out *t)
{
    int rc = 0;
    if (t->ds >= 0 && H5Dclose(t->ds) < 0) {
        pdd_h5_note_failure(t->why);
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

/* Backtrace texts are buffered up to about this many bytes (they are few, but may be long). */
#define BACKTRACE_BUFFER_BYTES (4u << 20)

/* Rows of /backtraces buffered at once: each is as wide as the longest text. */
size_t pdd_h5_backtrace_block_rows(size_t text_max)
{
    size_t rows = BACKTRACE_BUFFER_BYTES / pdd_h5_string_width(text_max);
    return rows < 1 ? 1 : rows > 1024 ? 1024 : rows;
}


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
    const char *text = pdd_tail_string(&tail, end);
    int region = tail < end ? (unsigned char)*tail : PDD_REGION_DOMAIN; /* after the text */
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
    r->seq = pdd_small_log_seq(s->small, rec->seq), r->t_ns = e.t_ns, r->call = e.call, r->count = e.count;
    r->kind = (uint8_t)e.kind;
    r->region = (uint8_t)(region < PDD_REGION_COUNT ? region : PDD_REGION_DOMAIN);
    r->pad[0] = r->pad[1] = 0;
    r->kernel = e.kernel, r->site = e.site, r->field_id = e.field;
    r->ndim = e.ndim;
    r->pad1 = 0;
    for (int d = 0; d < PDD_H5_MAX_DIMS; d++)
        r->index[d] = d < PDD_MAX_DIMS ? e.index[d] : -1;
    r->offset = e.offset;
    r->value = e.value, r->min = e.min, r->max = e.max;
    r->cuda_error = e.cuda_error;
    r->backtrace = bt;
    strncpy((char *)slot + sizeof *r, pdd_small_field_name(s->small, e.field), s->width);
    return 0;
}

static int stream_progress(stream *s, const pdd_journal_rec *rec)
{
    pdd_rec_progress p;
    memcpy(&p, rec->payload, sizeof p);
    pdd_h5_progress_row *r = table_row(&s->progress);
    if (!r)
        return STOP_FAILED;
    r->seq = pdd_small_log_seq(s->small, rec->seq), r->kernel = p.kernel, r->call = p.call;
    r->t_begin_ns = p.t_begin_ns, r->t_end_ns = p.t_end_ns;
    return 0;
}

int pdd_h5_stream_calls(stream *s)
{
    const small_tables *t = s->small;
    for (size_t i = 0; i < t->ncalls; i++) {
        const pdd_rec_call *c = &t->calls[i];
        if (c->what != PDD_CALL_KERNEL)
            continue;
        pdd_h5_progress_row *r = table_row(&s->progress);
        if (!r)
            return -1;
        r->seq = c->seq + i, r->kernel = c->id, r->call = c->call;
        r->t_begin_ns = c->t_begin_ns, r->t_end_ns = c->t_end_ns;
    }
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
    r->seq = pdd_small_log_seq(s->small, rec->seq), r->call = tr.call, r->kernel = tr.kernel, r->field_id = tr.field;
    r->ndim = tr.ndim;
    for (int d = 0; d < PDD_H5_MAX_DIMS; d++)
        r->index[d] = d < PDD_MAX_DIMS ? tr.index[d] : -1;
    r->value = tr.value;
    strncpy((char *)slot + sizeof *r, pdd_small_field_name(s->small, tr.field), s->width);
    return 0;
}

static int stream_operand(stream *s, const pdd_journal_rec *rec)
{
    pdd_rec_operand op;
    if (!pdd_rec_operand_read(rec, &op))
        return 0;
    unsigned char *slot = table_row(&s->operands);
    if (!slot)
        return STOP_FAILED;
    pdd_h5_operand_row *r = (pdd_h5_operand_row *)(void *)slot;
    r->seq = pdd_small_log_seq(s->small, rec->seq), r->site = op.site, r->pos = op.pos, r->call = op.call;
    r->kind = (uint8_t)op.kind, r->field_id = op.field, r->ndim = op.ndim;
    int role = op.role & ~PDD_OPERAND_REREAD;
    r->role = (uint8_t)(role >= 0 && role <= PDD_OPERAND_EXP ? role : 0);
    r->reread = (op.role & PDD_OPERAND_REREAD) != 0;
    for (int d = 0; d < PDD_H5_MAX_DIMS; d++)
        r->index[d] = d < PDD_MAX_DIMS ? op.index[d] : -1;
    r->offset = op.offset, r->value = op.value;
    strncpy((char *)slot + sizeof *r, pdd_small_field_name(s->small, op.field), s->width);
    return 0;
}

int pdd_h5_stream_record(const pdd_journal_rec *rec, void *ctx)
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
    case PDD_REC_OPERAND:
        return stream_operand(s, rec);
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
        pdd_h5_note_failure(why);
    if (a >= 0 && H5Aclose(a) < 0)
        rc = -1;
    pdd_h5_close_type(type);
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
        pdd_h5_note_failure(why);
    if (a >= 0 && H5Aclose(a) < 0)
        rc = -1;
    if (space >= 0)
        H5Sclose(space);
    return rc;
}

int pdd_h5_write_root_attributes(hid_t file, const run_meta *m, const char *journal_path,
                                 int clean_exit, const pdd_rec_signal *sig, int recovered,
                                 uint64_t torn, const small_tables *calls, char *why)
{
    const pdd_rec_ring *ring = &calls->ring;
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
    if (ring->size) { /* the ring's: how many calls it keeps, how many began, where it froze */
        bad |= attr_number(file, "progress_keep", H5T_NATIVE_UINT64, &ring->size, why);
        bad |= attr_number(file, "calls_begun", H5T_NATIVE_UINT64, &ring->begun, why);
        bad |= attr_number(file, "calls_frozen_at", H5T_NATIVE_UINT64, &ring->frozen, why);
        bad |= attr_number(file, "calls_first_seq", H5T_NATIVE_UINT64, &calls->calls_first_seq, why);
        bad |= attr_number(file, "calls_gap_from", H5T_NATIVE_UINT64, &calls->calls_gap_from, why);
        bad |= attr_number(file, "calls_gap_to", H5T_NATIVE_UINT64, &calls->calls_gap_to, why);
        bad |= attr_number(file, "calls_frozen_until", H5T_NATIVE_UINT64, &calls->calls_frozen_until, why);
    }
    return bad ? -1 : 0;
}

