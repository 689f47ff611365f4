/* journal.c: the crash-proof append-only journal, its writer's half (see journal.h for why it is
 * built so); reading it back is journal_scan.c. */
#include "journal.h"
#include "fsize_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Virtual space reserved for the mapping; the file itself grows in chunks, the first one
 * small (a short run leaves a small journal, and a tight ulimit -f or disk is met late), each
 * next one as large as the file so far, up to JOURNAL_MAX_CHUNK. */
#define JOURNAL_RESERVE_MAX ((uint64_t)64 << 30)
#define JOURNAL_FIRST_CHUNK ((uint64_t)64 << 10)
#define JOURNAL_MAX_CHUNK ((uint64_t)64 << 20)
/* The last bytes of the file are kept for the records that must fit when nothing else does
 * (pdd_journal_append_reserved: the END record of a clean exit, a crash event). */
#define JOURNAL_TAIL ((uint64_t)20 << 10) /* a crash event with its 12 KiB backtrace, END */
/* Inaccessible space on both sides of the mapping: a wild store just past a field the
 * program allocated next to it faults there instead of writing into the journal. */
#define JOURNAL_GUARD ((uint64_t)64 << 20)

_Thread_local int pdd_journal_signal_context;

struct pdd_journal {
    uint64_t reserve; /* address space mapped for it (journal_reserve) */
    int fd;      /* a high number, close-on-exec; used only while it is still the journal's file */
    dev_t dev;   /* the journal file's identity: an fd the host closed and reused, or dup2'ed */
    ino_t ino;   /* over, is never written through */
    unsigned char *base;
    _Atomic uint64_t next;  /* next free byte */
    _Atomic uint64_t size;  /* bytes allocated in the file */
    _Atomic uint64_t avail; /* size - JOURNAL_TAIL: where ordinary records end */
    _Atomic uint64_t tail_used;
    _Atomic uint64_t lost;
    _Atomic int full; /* the file cannot grow any more: its size is final */
    _Atomic int sealed;       /* the run's end: ordinary records are not taken any more */
    _Atomic uint64_t writers; /* appends under way (the seal waits for them) */
    int creating;     /* growth failures are the caller's to say (pdd is off then) */
    char why[400];    /* why it could not grow, and what to do */
    pthread_mutex_t grow_lock;
    char path[4096];
};

/* Address space for the mapping: 64 GiB where it costs nothing, but under a limit on it
 * (ulimit -v, common on batch systems) an eighth of what the process had left at start, so
 * that the host's own large allocations still fit. */
static uint64_t journal_reserve(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_AS, &rl) || rl.rlim_cur == RLIM_INFINITY)
        return JOURNAL_RESERVE_MAX;
    uint64_t used = 0, pages = 0;
    FILE *f = fopen("/proc/self/statm", "re");
    if (f) {
        if (fscanf(f, "%llu", (unsigned long long *)&pages) == 1)
            used = pages * (uint64_t)sysconf(_SC_PAGESIZE);
        fclose(f);
    }
    uint64_t limit = (uint64_t)rl.rlim_cur, room = limit > used + 2 * JOURNAL_GUARD ? limit - used - 2 * JOURNAL_GUARD : 0;
    uint64_t r = room / 8 / JOURNAL_FIRST_CHUNK * JOURNAL_FIRST_CHUNK;
    return r > JOURNAL_RESERVE_MAX ? JOURNAL_RESERVE_MAX : r;
}

/* fd moved to a high number (close-on-exec), out of the host's way: a host that opens files
 * after pdd started, or whose stdin, stdout or stderr were closed, never gets pdd's journal at
 * the number it expects for its own. The old number is closed. */
static int journal_high_fd(int fd)
{
    struct rlimit rl;
    long lowest = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY ? (long)rl.rlim_cur / 2 : 512;
    lowest = lowest > 512 ? 512 : lowest < 3 ? 3 : lowest;
    int hi = fd < lowest ? fcntl(fd, F_DUPFD_CLOEXEC, (int)lowest) : -1;
    if (hi < 0)
        return fd;
    close(fd);
    return hi;
}

/* j->fd is still the journal's file (not a number the host closed and reused). */
static int fd_is_journal(const pdd_journal *j)
{
    struct stat sb;
    return j->fd >= 0 && fstat(j->fd, &sb) == 0 && sb.st_dev == j->dev && sb.st_ino == j->ino;
}

/* An fd on the journal's own file for growing and trimming it, or -1: j->fd while it is still
 * that file (a host may have closed it, and its number may now be the host's file), else the
 * journal opened again by its path if that is still the same file (locked again). */
static int journal_fd(pdd_journal *j)
{
    struct stat sb;
    if (fd_is_journal(j))
        return j->fd;
    j->fd = -1; /* the number is not ours any more: never closed or written by pdd again */
    int fd = open(j->path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return -1;
    if (fstat(fd, &sb) || sb.st_dev != j->dev || sb.st_ino != j->ino) {
        close(fd);
        return -1;
    }
    (void)!flock(fd, LOCK_EX | LOCK_NB);
    return j->fd = journal_high_fd(fd);
}

/* The one line that says pdd stops logging: why, what is kept and where, what to do. */
static void journal_report_full(pdd_journal *j, const char *why, const char *fix)
{
    char line[4600];
    int n = snprintf(line, sizeof line,
                     "pdd: journal %s cannot grow past %llu KiB (%s): pdd stops logging here and "
                     "the program runs on; the records made until now stay in it; %s\n",
                     j->path, (unsigned long long)(atomic_load(&j->size) >> 10), why, fix);
    pdd_fsize_guard g;
    pdd_fsize_guard_begin(&g);
    if (n > 0)
        (void)!write(2, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
    pdd_fsize_guard_end(&g);
}

/* Zeros written through the page cache: the blocks are reserved now (a full disk says
 * ENOSPC here, never SIGBUS later) and the pages are resident, so mapping them in one madvise
 * is cheap and the hot path meets no page fault. SIGXFSZ is held off (fsize_guard.c). */
static int journal_zero_fill(int fd, uint64_t from, uint64_t to)
{
    static const char zeros[1 << 16];
    pdd_fsize_guard g;
    pdd_fsize_guard_begin(&g);
    int e = 0;
    for (uint64_t o = from; o < to;) {
        size_t n = to - o < sizeof zeros ? (size_t)(to - o) : sizeof zeros;
        ssize_t w = pwrite(fd, zeros, n, (off_t)o);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            e = w < 0 ? errno : ENOSPC;
            break;
        }
        o += (uint64_t)w;
    }
    if (e)
        (void)!ftruncate(fd, (off_t)from); /* give back what was written: the disk is full */
    pdd_fsize_guard_end(&g);
    return e;
}

/* Makes the file at least need + JOURNAL_TAIL bytes long, with its blocks really allocated
 * so that a store into the mapping never meets a full disk (which would be SIGBUS). Never
 * past the file size limit: pdd's writes raise no SIGXFSZ at all where it can help it. */
static _Thread_local int growing_here; /* this thread holds grow_lock */
void (*pdd_journal_grow_hook)(void);

static int journal_grow(pdd_journal *j, uint64_t need)
{
    if (atomic_load(&j->full))
        return -1; /* a full disk stays full for us: do not retry on every record */
    /* A signal handler (a crash, SIGTERM) that interrupted this thread's own growth cannot
     * wait for it: its record goes to the reserve (pdd_journal_append_reserved). Another
     * thread's growth ends by itself: waiting for it loses nothing. */
    if (pdd_journal_signal_context && growing_here)
        return -1;
    pthread_mutex_lock(&j->grow_lock);
    growing_here = 1;
    if (pdd_journal_grow_hook)
        pdd_journal_grow_hook();
    uint64_t size = atomic_load(&j->size), least = need + JOURNAL_TAIL;
    int rc = 0;
    if (size < least && !atomic_load(&j->full)) {
        uint64_t chunk = size < JOURNAL_FIRST_CHUNK  ? JOURNAL_FIRST_CHUNK
                         : size < JOURNAL_MAX_CHUNK ? size
                                                    : JOURNAL_MAX_CHUNK;
        uint64_t want = least + chunk, limit = pdd_file_size_limit();
        if (want > j->reserve)
            want = j->reserve;
        if (want > limit)
            want = limit / PDD_SLOT_SIZE * PDD_SLOT_SIZE;
        int fd = journal_fd(j);
        int e = fd < 0 ? EBADF : least > want ? EFBIG : journal_zero_fill(fd, size, want);
        if (e == ENOSPC && want > least) /* what is left may still hold a little */
            e = journal_zero_fill(fd, size, want = least);
        if (e) {
            char why[160];
            const char *fix;
            if (least > j->reserve) {
                snprintf(why, sizeof why, "its %llu MiB of address space are used up (ulimit -v allows it 1/8 of "
                         "the room left at start, at most 64 GiB)", (unsigned long long)(j->reserve >> 20));
                fix = "set PDD_MAX_EVENTS or PDD_PROGRESS_KEEP lower to log less";
            } else if (e == EBADF) {
                snprintf(why, sizeof why, "the program closed the journal's file and it is gone");
                fix = "keep the journal's file (pdd holds it open) to log the whole run";
            } else if (e == EFBIG) {
                snprintf(why, sizeof why, "the file size limit, ulimit -f, is %llu KiB",
                         (unsigned long long)(limit >> 10));
                fix = "raise it (ulimit -f unlimited) to log the whole run";
            } else {
                snprintf(why, sizeof why, "%s", strerror(e));
                fix = "free space there or point PDD_LOG to another filesystem";
            }
            snprintf(j->why, sizeof j->why, "%s; %s", why, fix);
            atomic_store(&j->full, 1);
            if (!j->creating)
                journal_report_full(j, why, fix);
            rc = -1;
        } else {
#ifdef MADV_POPULATE_WRITE
            /* The pages are resident: mapping them in one call spares the hot path its
             * page faults. */
            if (!pdd_journal_signal_context)
                madvise(j->base + size, want - size, MADV_POPULATE_WRITE);
#endif
            /* A signal handler that interrupted this growth put its record in the old tail,
             * which ordinary records fill from now on: it moves to the new tail (copied
             * before the old is cleared, so that a crash in between loses nothing). */
            uint64_t used = atomic_load(&j->tail_used), old_avail = atomic_load(&j->avail);
            if (used && used <= JOURNAL_TAIL) {
                memcpy(j->base + want - JOURNAL_TAIL, j->base + old_avail, used);
                memset(j->base + old_avail, 0, used);
            }
            atomic_store_explicit(&j->avail, want - JOURNAL_TAIL, memory_order_release);
            atomic_store_explicit(&j->size, want, memory_order_release);
        }
    }
    growing_here = 0;
    pthread_mutex_unlock(&j->grow_lock);
    return rc;
}

/* Opens the journal file for this process: created anew (O_EXCL, never through a link), or
 * an empty one of this user that nobody holds. Returns the fd, or -1 with err and errno:
 * EBUSY (a live process holds it), EEXIST (a dead one left it with something in it), EPERM
 * (the path is not this user's regular file: a link, another user's file, ...). */
static int journal_open_file(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    int created = fd >= 0;
    struct stat sb;
    if (fd < 0 && errno == EEXIST) {
        /* Someone's file is there: pdd takes it only when it is this user's plain file. */
        const char *not_ours = NULL;
        if (lstat(path, &sb) == 0) {
            if (S_ISLNK(sb.st_mode))
                not_ours = "is a symbolic link; pdd never writes through one";
            else if (sb.st_uid != geteuid())
                not_ours = "belongs to another user; pdd never replaces another user's file";
            else if (!S_ISREG(sb.st_mode))
                not_ours = "is not a regular file; pdd leaves it alone";
            else if (sb.st_nlink != 1)
                not_ours = "has other hard links; pdd does not write into another name's file";
        }
        if (not_ours) {
            if (sb.st_uid != geteuid() && !S_ISLNK(sb.st_mode))
                snprintf(err, errlen, "pdd: journal %s belongs to user %ld; pdd never replaces "
                         "another user's file", path, (long)sb.st_uid);
            else
                snprintf(err, errlen, "pdd: journal %s %s", path, not_ours);
            errno = EPERM;
            return -1;
        }
        fd = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    }
    if (fd < 0) {
        snprintf(err, errlen, "pdd: cannot create journal %s: %s; set PDD_LOG to a writable path",
                 path, strerror(errno));
        return -1;
    }
    /* One made here with O_EXCL is this process's whatever owner the filesystem shows (NFS
     * root squash); one found there must still be what the look above saw. */
    if (fstat(fd, &sb) || !S_ISREG(sb.st_mode) || (!created && sb.st_uid != geteuid())) {
        snprintf(err, errlen, "pdd: journal %s changed as pdd opened it; pdd leaves it alone",
                 path);
        close(fd);
        errno = EPERM;
        return -1;
    }
    /* The lock says "a live process writes this journal"; it goes when the process does. */
    if (flock(fd, LOCK_EX | LOCK_NB)) {
        snprintf(err, errlen, "pdd: journal %s is in use by another process", path);
        close(fd);
        errno = EBUSY;
        return -1;
    }
    if (!created && sb.st_size > 0) {
        snprintf(err, errlen, "pdd: journal %s is left over from a process that died", path);
        close(fd);
        errno = EEXIST;
        return -1;
    }
    (void)!fchmod(fd, 0644); /* whatever the umask: readable by whoever reads the logs */
    (void)!fcntl(fd, F_SETFL, 0);
    return fd;
}

uint64_t pdd_journal_proc_start(void)
{
    char buf[1024];
    int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return 0;
    buf[n] = 0;
    /* field 22; the command name (field 2) may hold spaces and parentheses: count from
     * the last ')' */
    char *p = strrchr(buf, ')');
    for (int field = 2; p && field < 22; field++)
        p = strchr(p + 1, ' ');
    return p ? strtoull(p + 1, NULL, 10) : 0;
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
    j->fd = journal_open_file(path, err, errlen);
    struct stat sb;
    if (j->fd < 0 || fstat(j->fd, &sb)) {
        int saved = errno;
        if (j->fd >= 0)
            close(j->fd), unlink(path), snprintf(err, errlen, "pdd: cannot create journal %s: %s", path, strerror(saved));
        pthread_mutex_destroy(&j->grow_lock);
        free(j);
        errno = saved;
        return NULL;
    }
    j->dev = sb.st_dev, j->ino = sb.st_ino;
    j->fd = journal_high_fd(j->fd);
    j->reserve = journal_reserve();
    unsigned char *area = mmap(NULL, j->reserve + 2 * JOURNAL_GUARD, PROT_NONE,
                               MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    void *base = area == MAP_FAILED ? MAP_FAILED
                                    : mmap(area + JOURNAL_GUARD, j->reserve, PROT_READ | PROT_WRITE,
                                           MAP_SHARED | MAP_NORESERVE | MAP_FIXED, j->fd, 0);
    if (base == MAP_FAILED) {
        snprintf(err, errlen, "pdd: cannot map journal %s: %s", path, strerror(errno));
        if (area != MAP_FAILED)
            munmap(area, j->reserve + 2 * JOURNAL_GUARD);
        goto fail;
    }
    j->base = base;
    atomic_store(&j->next, PDD_JOURNAL_HEADER_SIZE);
    j->creating = 1; /* a failure here is said by the caller, in the line that pdd is off */
    if (journal_grow(j, PDD_JOURNAL_HEADER_SIZE)) {
        snprintf(err, errlen, "pdd: cannot create journal %s: %s", path, j->why);
        errno = ENOSPC;
        goto fail;
    }
    j->creating = 0;
    pdd_journal_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, PDD_JOURNAL_MAGIC, sizeof PDD_JOURNAL_MAGIC);
    h.version = PDD_JOURNAL_VERSION;
    h.slot_size = PDD_SLOT_SIZE;
    h.pid = pid;
    h.rank = rank;
    h.proc_start = pid == getpid() ? pdd_journal_proc_start() : 0;
    memcpy(j->base, &h, sizeof h);
    return j;
fail:;
    int saved = errno;
    if (j->base)
        munmap(j->base - JOURNAL_GUARD, j->reserve + 2 * JOURNAL_GUARD);
    if (journal_fd(j) >= 0)
        close(j->fd);
    unlink(path);
    pthread_mutex_destroy(&j->grow_lock);
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

/* Writes a record of nparts slots at pos (its slots are the caller's). */
static void *journal_put(pdd_journal *j, uint64_t pos, int type, size_t nparts, const void *payload,
                         size_t len, const void *tail, size_t tail_len)
{
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

/* Slots for len + tail_len bytes (the tail cut to fit PDD_RECORD_MAX_PARTS); 0 when even
 * the payload does not fit. */
static size_t journal_parts(size_t len, size_t *tail_len)
{
    size_t total = len + *tail_len;
    size_t nparts = total ? (total + PDD_SLOT_PAYLOAD - 1) / PDD_SLOT_PAYLOAD : 1;
    if (nparts > PDD_RECORD_MAX_PARTS) {
        nparts = PDD_RECORD_MAX_PARTS;
        if (len > nparts * PDD_SLOT_PAYLOAD - 1)
            return 0;
        *tail_len = nparts * PDD_SLOT_PAYLOAD - len - 1; /* keep a terminating NUL */
    }
    return nparts;
}

/* `bytes` at the file's end, grown where need be: their position, or UINT64_MAX (one record
 * counted lost) when the file cannot hold them. */
static uint64_t journal_take(pdd_journal *j, uint64_t bytes)
{
    uint64_t pos = UINT64_MAX;
    if (!atomic_load_explicit(&j->full, memory_order_relaxed)) {
        pos = atomic_fetch_add_explicit(&j->next, bytes, memory_order_relaxed);
        if (pos + bytes > atomic_load_explicit(&j->avail, memory_order_acquire) && journal_grow(j, pos + bytes))
            pos = UINT64_MAX;
    }
    if (pos == UINT64_MAX)
        atomic_fetch_add_explicit(&j->lost, 1, memory_order_relaxed);
    return pos;
}

static void *journal_append(pdd_journal *j, int type, const void *payload, size_t len,
                            const void *tail, size_t tail_len)
{
    size_t nparts = journal_parts(len, &tail_len);
    if (!nparts) {
        atomic_fetch_add_explicit(&j->lost, 1, memory_order_relaxed);
        return NULL;
    }
    uint64_t pos = journal_take(j, nparts * PDD_SLOT_SIZE);
    return pos == UINT64_MAX ? NULL : journal_put(j, pos, type, nparts, payload, len, tail, tail_len);
}

/* Counted among the writers before the seal is read: a seal that saw no writer is seen by
 * every append that starts after it (both sequentially consistent). 0 after the seal: not
 * counted, so that the seal's wait ends. */
static int writer_enter(pdd_journal *j)
{
    if (atomic_load_explicit(&j->sealed, memory_order_relaxed))
        return 0;
    atomic_fetch_add(&j->writers, 1);
    if (!atomic_load(&j->sealed))
        return 1;
    atomic_fetch_sub(&j->writers, 1);
    return 0;
}

static void writer_leave(pdd_journal *j)
{
    atomic_fetch_sub(&j->writers, 1);
}

void *pdd_journal_append(pdd_journal *j, int type, const void *payload, size_t len,
                         const void *tail, size_t tail_len)
{
    if (!writer_enter(j))
        return NULL;
    void *r = journal_append(j, type, payload, len, tail, tail_len);
    writer_leave(j);
    return r;
}

void *pdd_journal_append_reserved(pdd_journal *j, int type, const void *payload, size_t len,
                                  const void *tail, size_t tail_len)
{
    if (!atomic_load(&j->full) && !atomic_load(&j->sealed)) {
        void *r = pdd_journal_append(j, type, payload, len, tail, tail_len);
        if (r || (!atomic_load(&j->full) && !(pdd_journal_signal_context && growing_here)))
            return r;
        atomic_fetch_sub(&j->lost, 1); /* it goes to the tail instead */
    }
    /* The file's size is final now: the tail lies after every ordinary record, so what goes
     * there still comes last in the order of records. */
    size_t nparts = journal_parts(len, &tail_len);
    uint64_t bytes = nparts * PDD_SLOT_SIZE;
    uint64_t at = atomic_fetch_add(&j->tail_used, bytes);
    uint64_t pos = atomic_load_explicit(&j->avail, memory_order_acquire) + at;
    if (!nparts || pos + bytes > atomic_load(&j->size)) {
        atomic_fetch_add(&j->lost, 1);
        return NULL;
    }
    return journal_put(j, pos, type, nparts, payload, len, tail, tail_len);
}

void *pdd_journal_append_blank(pdd_journal *j, int type, size_t len, size_t count)
{
    size_t none = 0, nparts = journal_parts(len, &none);
    if (!count || !nparts || nparts * count > UINT64_MAX / PDD_SLOT_SIZE ||
        atomic_load_explicit(&j->full, memory_order_relaxed) || !writer_enter(j))
        return NULL;
    uint64_t pos = journal_take(j, nparts * count * PDD_SLOT_SIZE);
    /* the file's fresh space is zero: the payloads are, only the headers are written */
    for (size_t i = count; pos != UINT64_MAX && i-- > 0;)
        journal_put(j, pos + i * nparts * PDD_SLOT_SIZE, type, nparts, NULL, 0, NULL, 0);
    writer_leave(j);
    return pos == UINT64_MAX ? NULL : j->base + pos + sizeof(pdd_slot_head);
}

uint64_t pdd_journal_next_seq(const pdd_journal *j)
{
    return (atomic_load_explicit(&j->next, memory_order_relaxed) - PDD_JOURNAL_HEADER_SIZE) / PDD_SLOT_SIZE;
}

int pdd_journal_place(const pdd_journal *j, uintptr_t addr, uint64_t *dist)
{
    uintptr_t start = (uintptr_t)j->base, end = start + j->reserve;
    if (!j->base || addr < start - JOURNAL_GUARD || addr >= end + JOURNAL_GUARD)
        return PDD_JOURNAL_OUTSIDE;
    if (addr < start) {
        *dist = start - addr;
        return PDD_JOURNAL_GUARD_BEFORE;
    }
    if (addr >= end) {
        *dist = addr - end;
        return PDD_JOURNAL_GUARD_AFTER;
    }
    *dist = addr - start;
    return PDD_JOURNAL_INSIDE;
}

uint64_t pdd_journal_lost(const pdd_journal *j)
{
    return atomic_load(&((pdd_journal *)j)->lost);
}


void pdd_journal_seal(pdd_journal *j)
{
    if (!j || atomic_exchange(&j->sealed, 1))
        return;
    /* A thread that outlives main may be inside an append: its record goes in whole before
     * the file is read (a second at most: a writer stopped for good is not waited for). */
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int spins = 0; atomic_load(&j->writers); spins++) {
        if (spins < 100)
            continue;
        clock_gettime(CLOCK_MONOTONIC, &t);
        if ((t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) > 1000000000L)
            break;
        sched_yield();
    }
}

void pdd_journal_finish(pdd_journal *j)
{
    if (!j)
        return;
    pdd_journal_seal(j);
    /* Trim the unused allocated tail so a leftover journal is no bigger than its records;
     * the mapping stays (a thread still running may store into its own record's slot). */
    uint64_t used = atomic_load(&j->next);
    if (atomic_load(&j->tail_used) && used < atomic_load(&j->avail) + atomic_load(&j->tail_used))
        used = atomic_load(&j->avail) + atomic_load(&j->tail_used);
    int fd = journal_fd(j); /* never the host's file at a number that was pdd's */
    if (fd >= 0 && used < atomic_load(&j->size)) {
        /* what is past the end now is refused, never stored (a SIGBUS) */
        atomic_store(&j->full, 1);
        atomic_store(&j->size, used);
        (void)!ftruncate(fd, (off_t)used);
    }
}

void pdd_journal_unlock(pdd_journal *j)
{
    if (!j)
        return;
    if (fd_is_journal(j)) /* closed only while the number is still ours: never the host's file */
        close(j->fd);
    j->fd = -1;
    j->path[0] = 0; /* never opened again by its path */
}

void pdd_journal_close(pdd_journal *j)
{
    if (!j)
        return;
    pdd_journal_finish(j);
    pdd_journal_unlock(j);
    munmap(j->base - JOURNAL_GUARD, j->reserve + 2 * JOURNAL_GUARD);
    pthread_mutex_destroy(&j->grow_lock);
    free(j);
}
