/* h5_writer.c: journal -> HDF5 log (docs/FORMAT.md), put together. Two scans of the journal:
 * the first gathers the run metadata and the small tables (small_tables.c; the longest field
 * name fixes the width of the name column), the second streams events, progress and trace
 * rows into the file in blocks (h5_tables.c), so memory stays bounded whatever the journal
 * holds; the file is a temporary renamed over the log when whole (atomic_file.c). The schema
 * is in h5_schema.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_writer.h"
#include "h5_error.h"
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

#include "convert.h"


/* ---------------------------------------------------------------- run metadata */


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
                  (double)t->noperands * (double)(sizeof(pdd_h5_operand_row) + width) +
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
    pdd_h5_note_failure(why); /* in case the failing step left nothing yet */
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

/* The first scan: the small tables, the run's metadata, the crash texts named. -1 with the
 * message in err. */
static int read_small(const char *journal_path, const char *h5_path, small_tables *small,
                      run_meta *meta, cJSON **meta_json, pdd_journal_scan_stats *st1, char *err,
                      size_t errlen)
{
    int r = pdd_journal_scan(journal_path, pdd_small_scan_record, small, st1, err, errlen);
    if (small->oom || (r == 0 && pdd_small_finish(small) < 0)) {
        snprintf(err, errlen, "%s: out of memory reading journal %s; free memory and convert "
                 "it again with pdd-view", h5_path, journal_path);
        return -1;
    }
    if (r != 0)
        return -1; /* err says what is wrong with the journal */
    *meta_json = run_meta_parse(meta, small->meta, st1);
    if (pdd_small_name_crashes(small, meta->start_time_ns > 0 ? (uint64_t)meta->start_time_ns : 0) < 0) {
        snprintf(err, errlen, "%s: out of memory naming the frames of a crash in journal %s; free "
                 "memory and convert it again with pdd-view", h5_path, journal_path);
        return -1;
    }
    return 0;
}

/* The POSIX driver, whatever the environment says (discard_file relies on its handle), with
 * locking that does not fail on filesystems without locks (Lustre, NFS). */
static hid_t file_access(void)
{
    hid_t fapl = H5Pcreate(H5P_FILE_ACCESS);
    if (fapl >= 0)
        H5Pset_fapl_sec2(fapl);
#if H5_VERSION_GE(1, 10, 7)
    if (fapl >= 0)
        H5Pset_file_locking(fapl, 1, 1);
#endif
    return fapl;
}

/* Units, kernels, fields and sites, each a table written whole. -1 with the table's name. */
static int write_small(hid_t file, const small_tables *small, char *why, const char **which)
{
    /* the kernels' places in the user's program: a row for each kernel that has one */
    pdd_h5_origin_row *origins = calloc(small->nkernels ? small->nkernels : 1, sizeof *origins);
    size_t norigins = 0;
    if (!origins) {
        snprintf(why, PDD_H5_WHY_MAX, "out of memory");
        *which = "kernel_origins";
        return -1;
    }
    for (size_t i = 0; i < small->nkernels; i++)
        if (small->kernels[i].origin_file && small->kernels[i].origin_line > 0)
            origins[norigins++] = (pdd_h5_origin_row){small->kernels[i].id, small->kernels[i].origin_line,
                                                      small->kernels[i].origin_file};
    struct {
        pdd_h5_small table;
        hid_t (*type)(const size_t *);
        const void *rows;
        size_t n;
    } smalls[] = {
        {PDD_H5_UNITS, pdd_h5_unit_type, small->units, small->nunits},
        {PDD_H5_KERNELS, pdd_h5_kernel_type, small->kernels, small->nkernels},
        {PDD_H5_FIELDS, pdd_h5_field_type, small->fields, small->nfields},
        {PDD_H5_SITES, pdd_h5_site_type, small->sites, small->nsites},
        {PDD_H5_ORIGINS, pdd_h5_origin_type, origins, norigins},
        {PDD_H5_PROGRAMS, pdd_h5_program_type, small->programs, small->nprograms},
        {PDD_H5_TOTALS, pdd_h5_totals_type, small->totals, small->ntotals},
    };
    for (size_t i = 0; i < PDD_H5_COUNT(smalls); i++)
        if (pdd_h5_write_table(file, smalls[i].table, smalls[i].type, smalls[i].rows, smalls[i].n,
                               why) < 0) {
            *which = pdd_h5_strings_of(smalls[i].table)->table;
            free(origins);
            return -1;
        }
    free(origins);
    return 0;
}

/* The second scan: events, progress, trace rows and texts streamed into their tables.
 * -1 with err set (or *step naming what HDF5 failed at, why saying how). */
static int write_big(stream *s, hid_t file, const small_tables *small, const char *journal_path,
                     char *why, const char **step, char *err, size_t errlen)
{
    pdd_journal_scan_stats st2;
    s->small = small;
    s->end_seq = small->end_seq;
    *step = "create tables";
    if (pdd_h5_table_open(&s->events, file, "events", pdd_h5_event_type(s->width),
                          PDD_H5_BLOCK_ROWS, small->nevents, 1, why) < 0 ||
        pdd_h5_table_open(&s->progress, file, "progress", pdd_h5_progress_type(),
                          PDD_H5_BLOCK_ROWS, small->nprogress, 1, why) < 0 ||
        pdd_h5_table_open(&s->trace, file, "trace", pdd_h5_trace_type(s->width),
                          PDD_H5_BLOCK_ROWS, small->ntrace, 1, why) < 0 ||
        pdd_h5_table_open(&s->operands, file, "operands", pdd_h5_operand_type(s->width),
                          PDD_H5_BLOCK_ROWS, small->noperands, 1, why) < 0 ||
        pdd_h5_table_open(&s->backtraces, file, "backtraces",
                          pdd_h5_fixed_string_type(pdd_h5_string_width(small->text_max)),
                          pdd_h5_backtrace_block_rows(small->text_max), small->ntexts, 1, why) < 0)
        return -1;
    *step = "write rows";
    int r = pdd_journal_scan(journal_path, pdd_h5_stream_record, s, &st2, err, errlen);
    if (r == STOP_FAILED)
        return -1;
    if (r != 0 && r != STOP_SNAPSHOT) {
        *step = NULL; /* the journal went away between the scans: err says so */
        return -1;
    }
    if (pdd_h5_stream_calls(s) < 0 || pdd_h5_table_flush(&s->events) < 0 ||
        pdd_h5_table_flush(&s->progress) < 0 ||
        pdd_h5_table_flush(&s->trace) < 0 || pdd_h5_table_flush(&s->operands) < 0 ||
        pdd_h5_table_flush(&s->backtraces) < 0)
        return -1;
    return 0;
}

/* The closed temporary made the log (atomic_file.h); -1 with the message in err. */
static int commit(const char *tmp, const char *h5_path, char *err, size_t errlen)
{
    long owner = 0;
    switch (pdd_atomic_commit(tmp, h5_path, &owner)) {
    case PDD_ATOMIC_OK:
        return 0;
    case PDD_ATOMIC_SYNC:
        snprintf(err, errlen, "%s: cannot sync the HDF5 log: %s; free space on that "
                 "filesystem or point PDD_LOG elsewhere", h5_path, strerror(errno));
        return -1;
    case PDD_ATOMIC_OWNER:
        snprintf(err, errlen, "%s belongs to user %ld: pdd never replaces another user's file; "
                 "remove it, or rename the journal (its log takes its name less .journal)", h5_path,
                 owner);
        return -1;
    default:
        snprintf(err, errlen, "%s: cannot rename %s to it: %s; make the directory writable or "
                 "point PDD_LOG elsewhere", h5_path, tmp, strerror(errno));
        return -1;
    }
}

int pdd_h5_write(const char *journal_path, const char *h5_path, int recovered, char *err,
                 size_t errlen)
{
    int rc = -1, created = 0;
    small_tables small;
    stream s;
    run_meta meta;
    cJSON *meta_json = NULL;
    pdd_journal_scan_stats st1;
    pdd_h5_quiet quiet;
    hid_t file = -1, fapl = -1;
    char *tmp = NULL, why[PDD_H5_WHY_MAX] = "";
    const char *step = NULL;
    pdd_fsize_guard fsize;
    memset(&small, 0, sizeof small);
    memset(&s, 0, sizeof s);
    memset(&meta, 0, sizeof meta);
    s.events.ds = s.events.type = s.progress.ds = s.progress.type = -1;
    s.trace.ds = s.trace.type = s.backtraces.ds = s.backtraces.type = -1;
    s.operands.ds = s.operands.type = -1;
    pdd_h5_quiet_begin(&quiet);

    pdd_fsize_guard_begin(&fsize); /* a write past ulimit -f fails, it does not kill */
    size_t tmp_len = strlen(h5_path) + 32;
    if (!(tmp = malloc(tmp_len))) {
        snprintf(err, errlen, "%s: out of memory", h5_path);
        goto out;
    }
    pdd_atomic_tmp(h5_path, tmp, tmp_len);
    if (read_small(journal_path, h5_path, &small, &meta, &meta_json, &st1, err, errlen) < 0)
        goto out;
    fapl = file_access();
    s.width = (small.name_max + 1 + 7) / 8 * 8;
    if (check_free_space(tmp, &small, s.width, err, errlen, h5_path) < 0)
        goto out;
    /* O_EXCL: never through a link, never a file shared (pdd_atomic_tmp cleared the name). */
    pdd_atomic_pending(tmp); /* a SIGTERM from here on removes it */
    file = H5Fcreate(tmp, H5F_ACC_EXCL, H5P_DEFAULT, fapl);
    if (file < 0) {
        pdd_atomic_pending(NULL);
        write_failed(err, errlen, h5_path, "create", why);
        goto out;
    }
    created = 1;
    set_mode(file);
    if (pdd_h5_write_root_attributes(file, &meta, journal_path, small.clean_exit, &small.end_signal,
                                     recovered, st1.torn_slots + small.bad_slots, &small, why) < 0) {
        write_failed(err, errlen, h5_path, "root attributes", why);
        goto out;
    }
    if (write_small(file, &small, why, &step) < 0) {
        write_failed(err, errlen, h5_path, step, why);
        goto out;
    }
    if (write_big(&s, file, &small, journal_path, why, &step, err, errlen) < 0) {
        if (step)
            write_failed(err, errlen, h5_path, step, why);
        goto out;
    }
    int closing = pdd_h5_table_close(&s.events) | pdd_h5_table_close(&s.progress) |
                  pdd_h5_table_close(&s.trace) | pdd_h5_table_close(&s.operands) |
                  pdd_h5_table_close(&s.backtraces);
    herr_t fc = H5Fclose(file);
    file = -1;
    if (fc < 0)
        pdd_h5_note_failure(why);
    if (closing < 0 || fc < 0) {
        write_failed(err, errlen, h5_path, "close", why);
        goto out;
    }
    if (commit(tmp, h5_path, err, errlen) < 0)
        goto out;
    rc = 0;
out:
    if (rc != 0 && file >= 0)
        discard_file(file);
    pdd_h5_table_close(&s.events), pdd_h5_table_close(&s.progress), pdd_h5_table_close(&s.trace);
    pdd_h5_table_close(&s.operands), pdd_h5_table_close(&s.backtraces);
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
    pdd_small_free(&small);
    free(tmp);
    return rc;
}

int pdd_journal_recover(const char *journal_path, const char *h5_path, char *err,
                        size_t errlen)
{
    return pdd_h5_write(journal_path, h5_path, 1, err, errlen);
}

