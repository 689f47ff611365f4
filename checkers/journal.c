/* journal.c: the crash-proof append-only journal (see journal.h for why it is built so). */
#include "journal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Virtual space reserved for the mapping; the file itself grows in chunks. */
#define JOURNAL_RESERVE ((uint64_t)64 << 30)
#define JOURNAL_FIRST_CHUNK ((uint64_t)1 << 20)
#define JOURNAL_MAX_CHUNK ((uint64_t)64 << 20)
/* Inaccessible space on both sides of the mapping: a wild store just past a field the
 * program allocated next to it faults there instead of writing into the journal. */
#define JOURNAL_GUARD ((uint64_t)64 << 20)

_Thread_local int pdd_journal_signal_context;

struct pdd_journal {
    int fd;
    unsigned char *base;
    _Atomic uint64_t next; /* next free byte */
    _Atomic uint64_t size; /* bytes allocated in the file */
    _Atomic uint64_t lost;
    _Atomic int full_reported;
    pthread_mutex_t grow_lock;
    char path[4096];
};

static void journal_report_full(pdd_journal *j, const char *why)
{
    if (atomic_exchange(&j->full_reported, 1))
        return;
    char line[4400];
    int n = snprintf(line, sizeof line,
                     "pdd: cannot grow journal %s: %s; what was recorded so far is kept, "
                     "further records are counted as lost; free space or point PDD_LOG to "
                     "another filesystem\n",
                     j->path, why);
    if (n > 0)
        (void)!write(2, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
}

static int journal_zero_fill(int fd, uint64_t from, uint64_t to)
{
    static const char zeros[1 << 16];
    for (uint64_t o = from; o < to;) {
        size_t n = to - o < sizeof zeros ? (size_t)(to - o) : sizeof zeros;
        ssize_t w = pwrite(fd, zeros, n, (off_t)o);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (w == 0)
            return ENOSPC;
        o += (uint64_t)w;
    }
    return 0;
}

/* Makes the file at least `need` bytes long, with its blocks really allocated so that a
 * store into the mapping never meets a full disk (which would be SIGBUS). */
static int journal_grow(pdd_journal *j, uint64_t need)
{
    if (need > JOURNAL_RESERVE) {
        journal_report_full(j, "journal reached its 64 GiB reservation");
        return -1;
    }
    if (atomic_load(&j->full_reported))
        return -1; /* a full disk stays full for us: do not retry on every record */
    if (pdd_journal_signal_context) {
        if (pthread_mutex_trylock(&j->grow_lock))
            return -1;
    } else {
        pthread_mutex_lock(&j->grow_lock);
    }
    uint64_t size = atomic_load(&j->size);
    int rc = 0;
    if (size < need) {
        uint64_t chunk = size < JOURNAL_MAX_CHUNK ? (size ? size : JOURNAL_FIRST_CHUNK)
                                                  : JOURNAL_MAX_CHUNK;
        uint64_t want = need + chunk;
        if (want > JOURNAL_RESERVE)
            want = JOURNAL_RESERVE;
        /* Zeros written through the page cache: the blocks are reserved now (a full disk
         * says ENOSPC here, never SIGBUS later) and the pages are resident, so mapping them
         * in one madvise is cheap and the hot path meets no page fault. */
        int e = journal_zero_fill(j->fd, size, want);
        if (e) {
            journal_report_full(j, strerror(e));
            (void)!ftruncate(j->fd, (off_t)size);
            rc = -1;
        } else {
#ifdef MADV_POPULATE_WRITE
            if (!pdd_journal_signal_context)
                madvise(j->base + size, want - size, MADV_POPULATE_WRITE);
#endif
            atomic_store_explicit(&j->size, want, memory_order_release);
        }
    }
    pthread_mutex_unlock(&j->grow_lock);
    return rc;
}

pdd_journal *pdd_journal_create(const char *path, int64_t pid, int64_t rank, char *err,
                                size_t errlen)
{
    pdd_journal *j = calloc(1, sizeof *j);
    if (!j) {
        snprintf(err, errlen, "pdd: cannot allocate the journal for %s", path);
        return NULL;
    }
    snprintf(j->path, sizeof j->path, "%s", path);
    pthread_mutex_init(&j->grow_lock, NULL);
    j->fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (j->fd < 0) {
        snprintf(err, errlen, "pdd: cannot create journal %s: %s; set PDD_LOG to a writable path",
                 path, strerror(errno));
        goto fail;
    }
    /* The lock says "a live process writes this journal"; it goes when the process does. */
    struct stat sb;
    if (flock(j->fd, LOCK_EX | LOCK_NB)) {
        snprintf(err, errlen, "pdd: journal %s is in use by another process", path);
        close(j->fd);
        j->fd = -1;
        errno = EBUSY;
        goto fail;
    }
    if (fstat(j->fd, &sb) == 0 && sb.st_size > 0) {
        snprintf(err, errlen, "pdd: journal %s is left over from a process that died", path);
        close(j->fd);
        j->fd = -1;
        errno = EEXIST;
        goto fail;
    }
    unsigned char *area = mmap(NULL, JOURNAL_RESERVE + 2 * JOURNAL_GUARD, PROT_NONE,
                               MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    void *base = area == MAP_FAILED ? MAP_FAILED
                                    : mmap(area + JOURNAL_GUARD, JOURNAL_RESERVE, PROT_READ | PROT_WRITE,
                                           MAP_SHARED | MAP_NORESERVE | MAP_FIXED, j->fd, 0);
    if (base == MAP_FAILED) {
        snprintf(err, errlen, "pdd: cannot map journal %s: %s", path, strerror(errno));
        if (area != MAP_FAILED)
            munmap(area, JOURNAL_RESERVE + 2 * JOURNAL_GUARD);
        goto fail;
    }
    j->base = base;
    atomic_store(&j->next, PDD_JOURNAL_HEADER_SIZE);
    if (journal_grow(j, JOURNAL_FIRST_CHUNK)) {
        snprintf(err, errlen, "pdd: cannot allocate journal %s: disk full? free space or set PDD_LOG",
                 path);
        goto fail;
    }
    pdd_journal_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, PDD_JOURNAL_MAGIC, sizeof PDD_JOURNAL_MAGIC);
    h.version = PDD_JOURNAL_VERSION;
    h.slot_size = PDD_SLOT_SIZE;
    h.pid = pid;
    h.rank = rank;
    memcpy(j->base, &h, sizeof h);
    return j;
fail:;
    int saved = errno;
    if (j->base)
        munmap(j->base - JOURNAL_GUARD, JOURNAL_RESERVE + 2 * JOURNAL_GUARD);
    if (j->fd >= 0) {
        close(j->fd);
        unlink(path);
    }
    free(j);
    errno = saved;
    return NULL;
}

static inline uint64_t slot_head_word(int type, unsigned part, unsigned nparts)
{
    pdd_slot_head h = {PDD_SLOT_MAGIC, (uint8_t)type, 0, (uint16_t)part, (uint16_t)nparts};
    uint64_t w;
    memcpy(&w, &h, sizeof w);
    return w;
}

void *pdd_journal_append(pdd_journal *j, int type, const void *payload, size_t len,
                         const void *tail, size_t tail_len)
{
    size_t total = len + tail_len;
    size_t nparts = total ? (total + PDD_SLOT_PAYLOAD - 1) / PDD_SLOT_PAYLOAD : 1;
    if (nparts > PDD_RECORD_MAX_PARTS) {
        nparts = PDD_RECORD_MAX_PARTS;
        if (len > nparts * PDD_SLOT_PAYLOAD)
            return NULL;
        tail_len = nparts * PDD_SLOT_PAYLOAD - len - 1; /* keep a terminating NUL */
    }
    uint64_t bytes = nparts * PDD_SLOT_SIZE;
    uint64_t pos = atomic_fetch_add_explicit(&j->next, bytes, memory_order_relaxed);
    if (pos + bytes > atomic_load_explicit(&j->size, memory_order_acquire) &&
        journal_grow(j, pos + bytes)) {
        atomic_fetch_add(&j->lost, 1);
        return NULL;
    }
    unsigned char *rec = j->base + pos;
    size_t done = 0;
    for (size_t p = 0; p < nparts; p++) {
        unsigned char *dst = rec + p * PDD_SLOT_SIZE + sizeof(pdd_slot_head);
        size_t room = PDD_SLOT_PAYLOAD, k = 0;
        while (k < room && done < len) {
            size_t n = len - done < room - k ? len - done : room - k;
            memcpy(dst + k, (const unsigned char *)payload + done, n);
            k += n, done += n;
        }
        while (k < room && done < len + tail_len) {
            size_t off = done - len;
            size_t n = len + tail_len - done < room - k ? len + tail_len - done : room - k;
            memcpy(dst + k, (const unsigned char *)tail + off, n);
            k += n, done += n;
        }
        if (k < room)
            memset(dst + k, 0, room - k);
    }
    /* Headers last, the first one very last: a reader sees a record whole or not at all. */
    for (size_t p = nparts; p-- > 0;)
        __atomic_store_n((uint64_t *)(void *)(rec + p * PDD_SLOT_SIZE),
                         slot_head_word(type, (unsigned)p, (unsigned)nparts), __ATOMIC_RELEASE);
    return rec + sizeof(pdd_slot_head);
}

uint64_t pdd_journal_lost(const pdd_journal *j)
{
    return atomic_load(&((pdd_journal *)j)->lost);
}


void pdd_journal_close(pdd_journal *j)
{
    if (!j)
        return;
    munmap(j->base - JOURNAL_GUARD, JOURNAL_RESERVE + 2 * JOURNAL_GUARD);
    /* Trim the unused allocated tail so a leftover journal is no bigger than its records. */
    uint64_t used = atomic_load(&j->next);
    if (used < atomic_load(&j->size))
        (void)!ftruncate(j->fd, (off_t)used);
    close(j->fd);
    pthread_mutex_destroy(&j->grow_lock);
    free(j);
}

int pdd_journal_scan_memory(const void *data, size_t size, const char *name,
                            int (*cb)(const pdd_journal_rec *rec, void *ctx), void *ctx,
                            pdd_journal_scan_stats *stats, char *err, size_t errlen)
{
    pdd_journal_scan_stats st = {0, 0, -1, -1};
    int rc = -1;
    unsigned char *buf = NULL;
    const unsigned char *map = data;
    if (size < PDD_JOURNAL_HEADER_SIZE) {
        snprintf(err, errlen, "%s: not a pdd journal (%zu bytes, shorter than its header)", name,
                 size);
        goto out;
    }
    pdd_journal_header h;
    memcpy(&h, map, sizeof h);
    if (memcmp(h.magic, PDD_JOURNAL_MAGIC, sizeof PDD_JOURNAL_MAGIC) != 0) {
        snprintf(err, errlen, "%s: not a pdd journal (bad magic)", name);
        goto out;
    }
    if (h.version < 1 || h.version > PDD_JOURNAL_VERSION || h.slot_size != PDD_SLOT_SIZE) {
        snprintf(err, errlen,
                 "%s: journal version %u, this pdd reads versions 1 to %d; use the pdd that "
                 "wrote it", name, h.version, PDD_JOURNAL_VERSION);
        goto out;
    }
    st.pid = h.pid;
    st.rank = h.rank;
    if (!cb) { /* only the header was asked for */
        rc = 0;
        goto out;
    }
    /* One record at most: its slot count is checked against PDD_RECORD_MAX_PARTS. */
    buf = malloc(PDD_RECORD_MAX_PARTS * PDD_SLOT_PAYLOAD);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto out;
    }
    rc = 0;
    size_t nslots = (size - PDD_JOURNAL_HEADER_SIZE) / PDD_SLOT_SIZE;
    const unsigned char *slots = map + PDD_JOURNAL_HEADER_SIZE;
    for (size_t s = 0; s < nslots && rc == 0;) {
        pdd_slot_head hd;
        uint64_t w = __atomic_load_n((const uint64_t *)(const void *)(slots + s * PDD_SLOT_SIZE),
                                     __ATOMIC_ACQUIRE);
        memcpy(&hd, &w, sizeof hd);
        if (hd.magic != PDD_SLOT_MAGIC || hd.part != 0 || hd.nparts == 0 ||
            hd.nparts > PDD_RECORD_MAX_PARTS) {
            if (w != 0)
                st.torn_slots++;
            s++;
            continue;
        }
        size_t n = hd.nparts;
        int whole = s + n <= nslots;
        for (size_t p = 1; whole && p < n; p++) {
            pdd_slot_head hp;
            uint64_t wp = __atomic_load_n(
                (const uint64_t *)(const void *)(slots + (s + p) * PDD_SLOT_SIZE), __ATOMIC_ACQUIRE);
            memcpy(&hp, &wp, sizeof hp);
            whole = hp.magic == PDD_SLOT_MAGIC && hp.type == hd.type && hp.part == p &&
                    hp.nparts == n;
        }
        if (!whole) {
            st.torn_slots++;
            s++;
            continue;
        }
        for (size_t p = 0; p < n; p++)
            memcpy(buf + p * PDD_SLOT_PAYLOAD,
                   slots + (s + p) * PDD_SLOT_SIZE + sizeof(pdd_slot_head), PDD_SLOT_PAYLOAD);
        pdd_journal_rec rec = {hd.type, s, buf, n * PDD_SLOT_PAYLOAD, h.version};
        st.records++;
        rc = cb(&rec, ctx);
        s += n;
    }
out:
    if (stats)
        *stats = st;
    free(buf);
    return rc;
}

int pdd_journal_scan(const char *path, int (*cb)(const pdd_journal_rec *rec, void *ctx),
                     void *ctx, pdd_journal_scan_stats *stats, char *err, size_t errlen)
{
    int rc = -1;
    unsigned char *map = MAP_FAILED;
    size_t size = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot open journal: %s", path, strerror(errno));
        if (stats)
            *stats = (pdd_journal_scan_stats){0, 0, -1, -1};
        return -1;
    }
    struct stat sb;
    if (fstat(fd, &sb) || sb.st_size < PDD_JOURNAL_HEADER_SIZE) {
        snprintf(err, errlen, "%s: not a pdd journal (%lld bytes, shorter than its header)", path,
                 (long long)sb.st_size);
        if (stats)
            *stats = (pdd_journal_scan_stats){0, 0, -1, -1};
        goto out;
    }
    size = (size_t)sb.st_size;
    map = mmap(NULL, size, PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) {
        snprintf(err, errlen, "%s: cannot map journal: %s", path, strerror(errno));
        if (stats)
            *stats = (pdd_journal_scan_stats){0, 0, -1, -1};
        goto out;
    }
    rc = pdd_journal_scan_memory(map, size, path, cb, ctx, stats, err, errlen);
out:
    if (map != MAP_FAILED)
        munmap(map, size);
    close(fd);
    return rc;
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
