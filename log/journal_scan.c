/* journal_scan.c: reading a journal back: its records in order from a file (with pread, never
 * mapped) or from memory, whether its writer still holds it, and the EVENT and TRACE payloads
 * of every journal version. The writer's half is journal.c. */
#include "journal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* Where a scan reads a journal's bytes: a buffer in memory (the fuzzer's), or the file read
 * with pread into a window of the scan's own. A file is never mapped: its writer trims it at
 * close and a mapping of the old size would fault (SIGBUS) past the new end; read, what was
 * cut reads as zeros (no records: only the unused tail is ever cut). */
#define SCAN_RECORD_MAX ((size_t)PDD_RECORD_MAX_PARTS * PDD_SLOT_SIZE)
#define SCAN_WINDOW ((size_t)8 << 20)
typedef struct scan_src {
    const unsigned char *mem; /* the bytes in memory, or NULL: read from fd */
    int fd;
    size_t size;              /* bytes of the journal read: the file's size when opened */
    unsigned char *win;       /* fd: bytes [win_at, win_at + win_len) of the file */
    size_t win_at, win_len;
    size_t cut;               /* fd: bytes missing at the end (the file shrank while read) */
    int error;                /* fd: errno of a read that failed */
} scan_src;

/* The bytes [at, at + len) of the journal (len <= SCAN_WINDOW, at + len <= size), or NULL
 * after a read error (src->error). */
static const unsigned char *src_at(scan_src *src, size_t at, size_t len)
{
    if (src->mem)
        return src->mem + at;
    if (at >= src->win_at && at + len <= src->win_at + src->win_len)
        return src->win + (at - src->win_at);
    /* Refilled from `at` on: the record that starts there is whole in the window. */
    size_t want = src->size - at < SCAN_WINDOW ? src->size - at : SCAN_WINDOW, got = 0;
    while (got < want) {
        ssize_t n = pread(src->fd, src->win + got, want - got, (off_t)(at + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            src->error = errno;
            return NULL;
        }
        if (n == 0) { /* shorter now than when it was opened */
            memset(src->win + got, 0, want - got);
            src->cut = src->size - (at + got);
            break;
        }
        got += (size_t)n;
    }
    src->win_at = at, src->win_len = want;
    return src->win;
}

/* The header (pid, rank) and records of a journal's `src->size` bytes, called `name`. */
static int scan_bytes(scan_src *src, const char *name,
                      int (*cb)(const pdd_journal_rec *rec, void *ctx), void *ctx,
                      pdd_journal_scan_stats *st, char *err, size_t errlen)
{
    size_t size = src->size;
    pdd_journal_header h;
    const unsigned char *head = src_at(src, 0, sizeof h);
    if (!head) {
        snprintf(err, errlen, "%s: cannot read journal: %s", name, strerror(src->error));
        return -1;
    }
    memcpy(&h, head, sizeof h);
    if (src->cut && size - src->cut < sizeof h) { /* only an unused tail is ever cut */
        snprintf(err, errlen, "%s: the journal shrank from %zu to %zu bytes as it was read "
                 "(another process cut it); read it again once that process is done", name, size,
                 size - src->cut);
        return -1;
    }
    if (memcmp(h.magic, PDD_JOURNAL_MAGIC, sizeof PDD_JOURNAL_MAGIC) != 0) {
        static const pdd_journal_header zero;
        if (memcmp(&h, &zero, sizeof h) == 0) {
            /* The header goes in once the first chunk is allocated: a death in between
             * leaves zeros only (no record can precede the header). */
            st->headerless = 1;
            snprintf(err, errlen, "%s: an empty journal (%zu bytes, its header all zero): its "
                     "process died as it created it, nothing was recorded", name, size);
        } else {
            snprintf(err, errlen, "%s: not a pdd journal (bad magic)", name);
        }
        return -1;
    }
    if (h.version < 1 || h.version > PDD_JOURNAL_VERSION || h.slot_size != PDD_SLOT_SIZE) {
        snprintf(err, errlen,
                 "%s: journal version %u, this pdd reads versions 1 to %d; use the pdd that "
                 "wrote it", name, h.version, PDD_JOURNAL_VERSION);
        return -1;
    }
    st->pid = h.pid;
    st->rank = h.rank;
    st->proc_start = h.proc_start;
    if (!cb) /* only the header was asked for */
        return 0;
    /* One record at a time: its slot count is checked against PDD_RECORD_MAX_PARTS and
     * against the slots there are before any byte of it is read. */
    unsigned char *buf = malloc(PDD_RECORD_MAX_PARTS * PDD_SLOT_PAYLOAD);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    int rc = 0;
    size_t nslots = (size - PDD_JOURNAL_HEADER_SIZE) / PDD_SLOT_SIZE;
    for (size_t s = 0; s < nslots && rc == 0;) {
        size_t at = PDD_JOURNAL_HEADER_SIZE + s * PDD_SLOT_SIZE;
        /* as much as the longest record: whichever this one is, it is all there */
        const unsigned char *slots = src_at(src, at, (nslots - s) * PDD_SLOT_SIZE < SCAN_RECORD_MAX
                                                         ? (nslots - s) * PDD_SLOT_SIZE
                                                         : SCAN_RECORD_MAX);
        if (!slots) {
            snprintf(err, errlen, "%s: cannot read journal at byte %zu: %s", name, at,
                     strerror(src->error));
            rc = -1;
            break;
        }
        pdd_slot_head hd;
        uint64_t w;
        memcpy(&w, slots, sizeof w);
        memcpy(&hd, &w, sizeof hd);
        if (hd.magic != PDD_SLOT_MAGIC || hd.part != 0 || hd.nparts == 0 ||
            hd.nparts > PDD_RECORD_MAX_PARTS) {
            if (w != 0)
                st->torn_slots++;
            s++;
            continue;
        }
        size_t n = hd.nparts;
        int whole = s + n <= nslots;
        for (size_t p = 1; whole && p < n; p++) {
            pdd_slot_head hp;
            memcpy(&hp, slots + p * PDD_SLOT_SIZE, sizeof hp);
            whole = hp.magic == PDD_SLOT_MAGIC && hp.type == hd.type && hp.part == p &&
                    hp.nparts == n;
        }
        if (!whole) {
            st->torn_slots++;
            s++;
            continue;
        }
        for (size_t p = 0; p < n; p++)
            memcpy(buf + p * PDD_SLOT_PAYLOAD, slots + p * PDD_SLOT_SIZE + sizeof(pdd_slot_head),
                   PDD_SLOT_PAYLOAD);
        pdd_journal_rec rec = {hd.type, s, buf, n * PDD_SLOT_PAYLOAD, h.version};
        st->records++;
        rc = cb(&rec, ctx);
        s += n;
    }
    free(buf);
    return rc;
}

/* Shorter than a header: a process that died while it created its journal leaves it so. */
static void too_short(const char *name, size_t size, pdd_journal_scan_stats *st, char *err,
                      size_t errlen)
{
    st->headerless = 1;
    snprintf(err, errlen, "%s: a truncated journal of %zu bytes, shorter than its %d-byte "
             "header: its process died as it created it, nothing was recorded", name, size,
             PDD_JOURNAL_HEADER_SIZE);
}

int pdd_journal_scan_memory(const void *data, size_t size, const char *name,
                            int (*cb)(const pdd_journal_rec *rec, void *ctx), void *ctx,
                            pdd_journal_scan_stats *stats, char *err, size_t errlen)
{
    pdd_journal_scan_stats st = {.pid = -1, .rank = -1};
    int rc = -1;
    scan_src src = {.mem = data, .fd = -1, .size = size};
    if (size < PDD_JOURNAL_HEADER_SIZE)
        too_short(name, size, &st, err, errlen);
    else
        rc = scan_bytes(&src, name, cb, ctx, &st, err, errlen);
    if (stats)
        *stats = st;
    return rc;
}

int pdd_journal_scan(const char *path, int (*cb)(const pdd_journal_rec *rec, void *ctx),
                     void *ctx, pdd_journal_scan_stats *stats, char *err, size_t errlen)
{
    pdd_journal_scan_stats st = {.pid = -1, .rank = -1};
    int rc = -1;
    scan_src src = {.fd = open(path, O_RDONLY | O_CLOEXEC)};
    if (src.fd < 0) {
        snprintf(err, errlen, "%s: cannot open journal: %s", path, strerror(errno));
        if (stats)
            *stats = st;
        return -1;
    }
    struct stat sb;
    if (fstat(src.fd, &sb)) {
        snprintf(err, errlen, "%s: cannot read journal: %s", path, strerror(errno));
        goto out;
    }
    if (sb.st_size < PDD_JOURNAL_HEADER_SIZE) {
        too_short(path, (size_t)(sb.st_size > 0 ? sb.st_size : 0), &st, err, errlen);
        goto out;
    }
    /* What the file holds now: records added later are for the next read. */
    src.size = (size_t)sb.st_size;
    if (!(src.win = malloc(src.size < SCAN_WINDOW ? src.size : SCAN_WINDOW))) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto out;
    }
    rc = scan_bytes(&src, path, cb, ctx, &st, err, errlen);
out:
    if (stats)
        *stats = st;
    free(src.win);
    close(src.fd);
    return rc;
}

int pdd_journal_in_use(const char *path)
{
    /* The writer holds LOCK_EX for its whole life (journal_open_file). A shared lock taken
     * without waiting and dropped at once says whether it is there: while it is, the probe
     * fails and changes nothing; a writer never waits for a lock (LOCK_NB), and one that
     * met the probe's instant on a dead process's journal would log under its own name. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return 0;
    int held = 0;
    if (flock(fd, LOCK_SH | LOCK_NB) == 0)
        flock(fd, LOCK_UN);
    else
        held = errno == EWOULDBLOCK;
    close(fd);
    return held;
}

/* ---- EVENT and TRACE payloads ---------------------------------------------------- */

/* Journal version 1 held (i,j,k) as int32[3], -1 where unknown, and no ndim. */
typedef struct rec_event_v1 {
    uint64_t t_ns, call, count;
    int64_t offset;
    double value, min, max;
    int32_t kernel, site, field, index[3], kind, cuda_error;
} rec_event_v1;

typedef struct rec_trace_v1 {
    uint64_t call;
    double value;
    int32_t kernel, field, index[3];
} rec_trace_v1;

/* A version-1 index had no ndim: its leading components that are known. */
static int32_t index_v1(const int32_t in[3], int64_t out[PDD_MAX_DIMS])
{
    int32_t n = 0;
    while (n < 3 && in[n] >= 0)
        n++;
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        out[d] = d < n ? in[d] : -1;
    return n;
}

/* Copies index[0..ndim) of a version-2 payload, after checking it is there. */
static int index_v2(const unsigned char *p, size_t len, size_t at, int32_t *ndim,
                    int64_t index[PDD_MAX_DIMS])
{
    if (*ndim < 0 || *ndim > PDD_MAX_DIMS)
        return -1;
    if (len < at + (size_t)*ndim * sizeof index[0])
        return -1;
    memcpy(index, p + at, (size_t)*ndim * sizeof index[0]);
    for (int d = *ndim; d < PDD_MAX_DIMS; d++)
        index[d] = -1;
    return 0;
}

size_t pdd_rec_event_read(const pdd_journal_rec *rec, pdd_rec_event *out)
{
    const unsigned char *p = rec->payload;
    memset(out, 0, sizeof *out);
    if (rec->version == 1) {
        rec_event_v1 v;
        if (rec->len < sizeof v)
            return 0;
        memcpy(&v, p, sizeof v);
        out->t_ns = v.t_ns, out->call = v.call, out->count = v.count, out->offset = v.offset;
        out->value = v.value, out->min = v.min, out->max = v.max;
        out->kernel = v.kernel, out->site = v.site, out->field = v.field;
        out->kind = v.kind, out->cuda_error = v.cuda_error;
        out->ndim = index_v1(v.index, out->index);
        return sizeof v;
    }
    size_t fixed = offsetof(pdd_rec_event, index);
    if (rec->len < fixed)
        return 0;
    memcpy(out, p, fixed);
    if (index_v2(p, rec->len, fixed, &out->ndim, out->index))
        return 0;
    return pdd_rec_event_len(out);
}

size_t pdd_rec_trace_read(const pdd_journal_rec *rec, pdd_rec_trace *out)
{
    const unsigned char *p = rec->payload;
    memset(out, 0, sizeof *out);
    if (rec->version == 1) {
        rec_trace_v1 v;
        if (rec->len < sizeof v)
            return 0;
        memcpy(&v, p, sizeof v);
        out->call = v.call, out->value = v.value, out->kernel = v.kernel, out->field = v.field;
        out->ndim = index_v1(v.index, out->index);
        return sizeof v;
    }
    size_t fixed = offsetof(pdd_rec_trace, index);
    if (rec->len < fixed)
        return 0;
    memcpy(out, p, fixed);
    if (index_v2(p, rec->len, fixed, &out->ndim, out->index))
        return 0;
    return pdd_rec_trace_len(out);
}

size_t pdd_rec_operand_read(const pdd_journal_rec *rec, pdd_rec_operand *out)
{
    const unsigned char *p = rec->payload;
    memset(out, 0, sizeof *out);
    size_t fixed = offsetof(pdd_rec_operand, index);
    if (rec->version < 2 || rec->len < fixed)
        return 0;
    memcpy(out, p, fixed);
    if (index_v2(p, rec->len, fixed, &out->ndim, out->index))
        return 0;
    return pdd_rec_operand_len(out);
}
