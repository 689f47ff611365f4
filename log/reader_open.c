/* reader_open.c: the one reader of pdd's HDF5 log (include/pdd/log.h, docs/FORMAT.md),
 * opened and closed: a log, a leftover journal (recovered into its log first) or a journal
 * whose process still runs (read from its snapshot, snapshot.c); the HDF5 file checked
 * before libhdf5 reads it, then its attributes, its small tables (loaded at open) and the
 * layout of the big tables (streamed in blocks later). Also which file HDF5 reads now, for
 * pdd-view (reader.h). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_error.h"
#include "h5_superblock.h"
#include "h5_writer.h"
#include "journal.h"
#include "reader.h"
#include "reader_private.h"
#include "snapshot.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

_Static_assert(PDD_LOG_MAX_DIMS == PDD_H5_MAX_DIMS && PDD_MAX_DIMS <= PDD_H5_MAX_DIMS,
               "the API, the file and the runtime carry the same number of index entries");

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

void pdd_reader_now(const char *path, const char *what)
{
    reading_what = what;
    reading = path;
    if (reading_hook)
        reading_hook(path, what);
}

/* ---------------------------------------------------------------- opening */

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
    pdd_reader_now(path, "its root attributes");
    if (pdd_reader_attributes(log, path, err, errlen) < 0)
        return -1;
    pdd_reader_now(path, "its tables /units, /kernels, /fields and /sites");
    if (pdd_reader_small_tables(log, err, errlen) < 0)
        return -1;
    pdd_reader_now(path, "the layout of /events, /progress, /trace and /backtraces");
    return pdd_reader_big_tables(log, err, errlen);
}

/* open_h5_reading, with what HDF5 reads said at each step; file NULL: path. */
static int open_h5(pdd_log *log, const char *path, const char *file, const void *image,
                   size_t size, char *err, size_t errlen)
{
    pdd_reader_now(path, "its superblock and root group");
    int rc = open_h5_reading(log, path, file ? file : path, image, size, err, errlen);
    pdd_reader_now(NULL, NULL);
    return rc;
}

static pdd_log *log_new(void)
{
    pdd_log *log = calloc(1, sizeof *log);
    if (!log)
        return NULL;
    log->file = log->events = log->progress = log->trace = log->backtraces = -1;
    log->event_type = log->progress_type = log->trace_type = log->string_type = -1;
    log->operands = log->operand_type = -1;
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
    pdd_reader_now(log->meta.path, "its metadata as it closed it");
    hid_t datasets[] = {log->events, log->progress, log->trace, log->backtraces, log->operands};
    for (size_t i = 0; i < sizeof datasets / sizeof *datasets; i++)
        if (datasets[i] >= 0)
            H5Dclose(datasets[i]);
    hid_t types[] = {log->event_type, log->progress_type, log->trace_type, log->string_type,
                     log->operand_type};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (types[i] >= 0)
            H5Tclose(types[i]);
    if (log->file >= 0)
        H5Fclose(log->file);
    pdd_reader_now(NULL, NULL);
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
        free((char *)log->kernels[i].label), free((char *)log->kernels[i].origin_file);
    }
    for (size_t i = 0; i < log->nfields; i++)
        free((char *)log->fields[i].name);
    for (size_t i = 0; i < log->nsites; i++)
        free((char *)log->sites[i].field), free((char *)log->sites[i].checkers);
    free(log->units), free(log->kernels), free(log->fields), free(log->sites), free(log->programs);
    free(log->totals);
    free(log);
}
