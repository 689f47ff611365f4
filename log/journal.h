/* journal.h: the append-only journal every record goes to first. It is a file mapped
 * MAP_SHARED, so what a thread stored is in the kernel's page cache at once and survives
 * any death of the process, SIGKILL included. Records are made of 64-byte slots, each with
 * its own header stored last (release), so a record torn by a crash is simply skipped.
 * A record's place in the file is its sequence number: slots are handed out by one atomic
 * counter, so file order is the order in which records were made, across threads. */
#ifndef PDD_JOURNAL_H
#define PDD_JOURNAL_H

#include <pdd/pdd.h>
#include <stddef.h>
#include <stdint.h>

#define PDD_JOURNAL_MAGIC "PDDJRNL"
/* 2: EVENT and TRACE records carry ndim and an int64 index of ndim entries (1: int32[3]).
 * Journals of version 1 are still read (pdd_rec_event_read converts their records). */
#define PDD_JOURNAL_VERSION 2
/* 32-byte slots: a kernel call's progress record is one slot, and every byte written costs
 * a share of a fresh page of the journal. */
#define PDD_SLOT_SIZE 32
#define PDD_SLOT_PAYLOAD 24
#define PDD_SLOT_MAGIC 0xD0DDu
/* The file header takes the first 64 bytes. */
#define PDD_JOURNAL_HEADER_SIZE 64
/* A record may span at most this many slots (24 KiB of payload). */
#define PDD_RECORD_MAX_PARTS 1024

typedef struct pdd_journal_header {
    char magic[8];   /* PDD_JOURNAL_MAGIC, NUL-terminated */
    uint32_t version; /* PDD_JOURNAL_VERSION */
    uint32_t slot_size;
    int64_t pid;
    int64_t rank;
    /* the process's start in clock ticks since boot (/proc/PID/stat), which exec keeps: a
     * journal of this pid and start was this process's own program before an exec; 0 when
     * unknown (journals before it) */
    uint64_t proc_start;
    char reserved[24];
} pdd_journal_header;

typedef struct pdd_slot_head {
    uint16_t magic; /* PDD_SLOT_MAGIC once the slot is complete */
    uint8_t type;   /* pdd_record_type */
    uint8_t flags;
    uint16_t part;   /* 0 .. nparts-1 */
    uint16_t nparts; /* slots in this record */
} pdd_slot_head;

typedef enum pdd_record_type {
    PDD_REC_META = 1,     /* JSON text: run metadata and the effective configuration */
    PDD_REC_UNIT = 2,     /* pdd_rec_unit + program\0source\0 */
    PDD_REC_KERNEL = 3,   /* pdd_rec_kernel + name\0source\0label\0[origin file\0] */
    PDD_REC_FIELD = 4,    /* pdd_rec_field + name\0 */
    PDD_REC_SITE = 5,     /* pdd_rec_site */
    PDD_REC_EVENT = 6,    /* pdd_rec_event + text\0 (backtrace / CUDA error name) */
    PDD_REC_PROGRESS = 7, /* pdd_rec_progress; t_end stored in place when the call ends */
    PDD_REC_TRACE = 8,    /* pdd_rec_trace */
    PDD_REC_DROPPED = 9,  /* pdd_rec_dropped: events over the cap of a site */
    PDD_REC_END = 10,     /* pdd_rec_end: the process reached its clean exit */
    PDD_REC_SIGNAL = 11,  /* pdd_rec_signal: a termination signal (SIGTERM, SIGINT, SIGHUP) came */
    PDD_REC_OPERAND = 12, /* pdd_rec_operand: a value the first bad value of an event was made from */
    PDD_REC_PROGRAM = 13, /* pdd_rec_program: a call of a program's exported function began */
    PDD_REC_CALL = 14,    /* pdd_rec_call: a slot of the ring of recent calls, rewritten in place */
    PDD_REC_TOTALS = 15,  /* pdd_rec_totals: a kernel's or program's whole-run counts, in place */
    PDD_REC_RING = 16     /* pdd_rec_ring: the ring's size, calls begun and where it froze */
} pdd_record_type;

/* Ids in records are global to the process (unit bases added). */
typedef struct pdd_rec_unit {
    int32_t unit, kernel_base, field_base, site_base;
} pdd_rec_unit;

/* A fourth string, the user's source file, and origin_line came within journal version 2
 * (0 and none before: readers take what is there). */
typedef struct pdd_rec_kernel {
    int32_t id, unit, line, origin_line;
} pdd_rec_kernel;

typedef struct pdd_rec_field {
    int32_t id, unit, type, ndim, storage, transient;
} pdd_rec_field;

typedef struct pdd_rec_site {
    int32_t id, kernel, field, line;
    double lo, hi;
    uint32_t checks; /* checker bits that apply to this site */
    int32_t flags;   /* PDD_SITE_* (0 in journals of pdd before input sites) */
} pdd_rec_site;

/* EVENT and TRACE records end with their index, of which only index[0..ndim) is journaled
 * (a 3-D event takes 5 slots instead of 6, a 3-D trace row 3 instead of 5): their payload
 * is pdd_rec_event_len() / pdd_rec_trace_len() bytes; read them with pdd_rec_*_read. */
typedef struct pdd_rec_event {
    uint64_t t_ns, call, count;
    int64_t offset;
    double value, min, max;
    int32_t kernel, site, field; /* -1 where none */
    int32_t kind;                /* pdd_kind */
    int32_t cuda_error;          /* 0 unless kind is cuda_error */
    int32_t ndim;                /* entries of index: the field's dimensions; 0 when unknown */
    int64_t index[PDD_MAX_DIMS]; /* index of the first bad value; -1 from ndim on */
} pdd_rec_event;

typedef struct pdd_rec_progress {
    uint64_t t_begin_ns, t_end_ns; /* t_end_ns 0 while running */
    int32_t kernel;
    uint32_t call;
} pdd_rec_progress;

typedef struct pdd_rec_trace {
    uint64_t call;
    double value;
    int32_t kernel, field;
    int32_t ndim, pad;           /* entries of index (the field's dimensions) */
    int64_t index[PDD_MAX_DIMS]; /* the traced index; -1 from ndim on */
} pdd_rec_trace;

/* A record type added within journal version 2 (readers skip types they do not know): one
 * operand of the first bad value of the event of (site, kind, call), logged right after it;
 * ends with its index, as TRACE. */
typedef struct pdd_rec_operand {
    uint64_t call;
    double value;  /* read at the bad value's iteration */
    int64_t offset; /* in its field, -1 where unknown */
    int32_t site, kind, pos, field; /* the event's site and kind; the operand's place among the
                                     * store's operands and its field */
    int32_t ndim, role; /* role: pdd_operand_role */
    int64_t index[PDD_MAX_DIMS];
} pdd_rec_operand;

/* A record type added within journal version 2: a call of a program began (its exported
 * function, PDD_PROGRAM_BEGIN), numbered per program name among the process's units. */
typedef struct pdd_rec_program {
    uint64_t t_ns, call;
    int32_t unit, pad;
} pdd_rec_program;

/* Payload bytes of an EVENT (before its text) and of a TRACE record. */
static inline size_t pdd_rec_event_len(const pdd_rec_event *e)
{
    int n = e->ndim > 0 && e->ndim <= PDD_MAX_DIMS ? e->ndim : 0;
    return offsetof(pdd_rec_event, index) + (size_t)n * sizeof e->index[0];
}
static inline size_t pdd_rec_trace_len(const pdd_rec_trace *t)
{
    int n = t->ndim > 0 && t->ndim <= PDD_MAX_DIMS ? t->ndim : 0;
    return offsetof(pdd_rec_trace, index) + (size_t)n * sizeof t->index[0];
}

static inline size_t pdd_rec_operand_len(const pdd_rec_operand *o)
{
    int n = o->ndim > 0 && o->ndim <= PDD_MAX_DIMS ? o->ndim : 0;
    return offsetof(pdd_rec_operand, index) + (size_t)n * sizeof o->index[0];
}

/* The ring of recent calls (runtime/call_ring.c) and the whole-run totals: records of two
 * slots that the runtime rewrites in place, so that the journal holds the last calls of a
 * run of any length in a fixed size. A payload byte `off` of such a record lies at
 * pdd_payload_at(payload, off): its second slot's header sits between the two parts (no
 * 8-byte member straddles them). Added within journal version 2 (older readers skip them). */
typedef struct pdd_rec_call {
    uint64_t n;   /* the call's number in the ring's order (1 = first); 0: empty or being rewritten */
    uint64_t seq; /* the journal's next slot when the call began: records before it are lower */
    uint64_t t_begin_ns, t_end_ns; /* t_end_ns 0 while running (a program call: always 0) */
    uint64_t call; /* the kernel's (or program's) call number */
    int32_t id;    /* kernel id, or for a program call its unit */
    int32_t what;  /* PDD_CALL_KERNEL or PDD_CALL_PROGRAM */
} pdd_rec_call;
enum { PDD_CALL_KERNEL = 0, PDD_CALL_PROGRAM = 1 };

typedef struct pdd_rec_totals {
    uint64_t calls, ended, time_ns; /* calls begun, ended, and the time of those that ended */
    uint64_t last_n, last_seq;      /* the last call's ring number (pdd_rec_call.n) and seq */
    /* when the process logged its first failure (all 0 before): calls begun then, and the
     * last of them's ring number and seq */
    uint64_t failure_calls, failure_n, failure_seq;
    int32_t id, what; /* as pdd_rec_call's */
} pdd_rec_totals;

typedef struct pdd_rec_ring {
    uint64_t size;   /* calls it keeps (PDD_PROGRESS_KEEP) */
    uint64_t begun;  /* calls begun: the last one's n */
    uint64_t frozen; /* n of the last call begun when the first failure was logged; 0: none */
} pdd_rec_ring;

static inline void *pdd_payload_at(void *payload, size_t off)
{
    return (char *)payload + off + off / PDD_SLOT_PAYLOAD * sizeof(pdd_slot_head);
}

typedef struct pdd_rec_dropped {
    uint64_t dropped;
    int32_t site, pad;
} pdd_rec_dropped;

typedef struct pdd_rec_end {
    uint64_t t_ns;
} pdd_rec_end;

/* A record type added within journal version 2: a reader that does not know it skips it
 * (as every reader skips unknown types), so its journals stay version 2. */
typedef struct pdd_rec_signal {
    uint64_t t_ns;
    int32_t sig;        /* the signal's number */
    int32_t sender_pid; /* who sent it (si_pid; 0 when the kernel or nobody known) */
    int32_t code;       /* si_code: SI_USER for kill(), SI_KERNEL for a terminal's ^C etc. */
    int32_t pad;
} pdd_rec_signal;

/* Writing (inside the running process). */
typedef struct pdd_journal pdd_journal;

/* Creates the journal at path (O_EXCL | O_NOFOLLOW, mode 0644 whatever the umask) and locks
 * it for this process; an empty one of this user that no process holds is taken over.
 * Returns NULL with a message in err and errno EBUSY when a live process holds it, EEXIST
 * when a dead one left it (never overwritten: what it holds is kept), EPERM when the path
 * is not this user's regular file (a symbolic link, another user's file), ENOSPC when the
 * first chunk does not fit, other errno for other failures. */
/* This process's start (pdd_journal_header.proc_start), 0 when /proc cannot say. */
uint64_t pdd_journal_proc_start(void);
pdd_journal *pdd_journal_create(const char *path, int64_t pid, int64_t rank, char *err,
                                size_t errlen);
/* Appends one record; returns a pointer to its payload in the file (for in-place updates
 * of single-slot records), or NULL when the journal cannot grow (disk full, file size
 * limit): the first such failure prints the one line that says pdd stops logging, and
 * SIGXFSZ never reaches the program (fsize_guard.c). Lock-free and async-signal-safe once no growth is needed. */
void *pdd_journal_append(pdd_journal *j, int type, const void *payload, size_t len,
                         const void *tail, size_t tail_len);
/* The same for the records that must be there when nothing else fits (the END record of a
 * clean exit, a crash event): once the file cannot grow, they go to space kept free for them
 * at its end since it was created. */
void *pdd_journal_append_reserved(pdd_journal *j, int type, const void *payload, size_t len,
                                  const void *tail, size_t tail_len);
/* Appends count records of len zero bytes each, contiguous (one reservation), to be filled in
 * place; returns the first one's payload (record i's is i * slots-per-record * PDD_SLOT_SIZE
 * bytes further), or NULL as pdd_journal_append. */
void *pdd_journal_append_blank(pdd_journal *j, int type, size_t len, size_t count);
/* The seq the next record will get (pdd_journal_rec.seq). */
uint64_t pdd_journal_next_seq(const pdd_journal *j);
/* Set by the crash handler: growth then never waits for a lock another thread may hold. */
extern _Thread_local int pdd_journal_signal_context;
/* Tests only: called while this thread grows the file (holding its lock), so that a test can
 * deliver a signal exactly there. */
extern void (*pdd_journal_grow_hook)(void);
/* Records that could not be written (disk full, capacity). */
uint64_t pdd_journal_lost(const pdd_journal *j);
/* The run's end, in three steps so that the lock that says "a live process writes this"
 * is held until the log is made from the file (a process of the same rank that starts
 * meanwhile logs under its own name, and never takes this journal for a dead one's):
 * seal: ordinary appends are refused from now on (append_reserved still goes in, to the
 *   tail), and the appends under way are waited for;
 * finish: seal, and trim the file to its records; the mapping stays valid, so a thread
 *   that outlives main and still touches its record never faults;
 * unlock: closes the journal's file (its lock goes). */
void pdd_journal_seal(pdd_journal *j);
void pdd_journal_finish(pdd_journal *j);
void pdd_journal_unlock(pdd_journal *j);
/* finish, unlock, unmap and free; the file stays. */
void pdd_journal_close(pdd_journal *j);
/* Where addr lies against the journal's mapping (async-signal-safe: a crash address is
 * placed with it): PDD_JOURNAL_OUTSIDE, or in the guard pages before it (*dist: bytes before
 * the mapping's start), inside the mapping (*dist: bytes from its start), or in the guard
 * pages after it (*dist: bytes past its end). */
enum { PDD_JOURNAL_OUTSIDE, PDD_JOURNAL_GUARD_BEFORE, PDD_JOURNAL_INSIDE, PDD_JOURNAL_GUARD_AFTER };
int pdd_journal_place(const pdd_journal *j, uintptr_t addr, uint64_t *dist);

/* Reading (the converter, in this process or another). */
typedef struct pdd_journal_rec {
    int type;
    uint64_t seq;        /* the record's first slot number: its place in the order of records */
    const void *payload; /* gathered payload, valid during the callback */
    size_t len;
    uint32_t version;    /* the journal's version: how EVENT and TRACE payloads are laid out */
} pdd_journal_rec;

/* An EVENT / TRACE record's payload as the struct (index entries from ndim on set to -1),
 * whichever journal version wrote it. Returns the bytes the struct took in the payload
 * (an event's text starts there), or 0 when the payload is too short to be one. */
size_t pdd_rec_event_read(const pdd_journal_rec *rec, pdd_rec_event *out);
size_t pdd_rec_trace_read(const pdd_journal_rec *rec, pdd_rec_trace *out);
size_t pdd_rec_operand_read(const pdd_journal_rec *rec, pdd_rec_operand *out);

typedef struct pdd_journal_scan_stats {
    uint64_t records, torn_slots;
    int64_t pid, rank;
    uint64_t proc_start; /* the header's, 0 when unknown */
    int headerless; /* empty, all-zero header or shorter than one: nothing was recorded */
} pdd_journal_scan_stats;

/* Calls cb for each complete record in file order (cb NULL: reads the header only); a
 * non-zero return stops the scan and is returned. Reads journal versions 1 and 2, as many
 * bytes as the file had when opened, with read(), never mapped: a writer that cuts the
 * file meanwhile cannot make the reader fault. Returns 0, or -1 with a one-line message in
 * err (missing file, not a journal, other version, a journal its process never wrote to:
 * stats->headerless). */
int pdd_journal_scan(const char *path, int (*cb)(const pdd_journal_rec *rec, void *ctx),
                     void *ctx, pdd_journal_scan_stats *stats, char *err, size_t errlen);
/* The same over a journal's bytes in memory (name: what messages call it); every slot
 * header and record length is checked against `size` (a fuzzer's entry point). */
int pdd_journal_scan_memory(const void *data, size_t size, const char *name,
                            int (*cb)(const pdd_journal_rec *rec, void *ctx), void *ctx,
                            pdd_journal_scan_stats *stats, char *err, size_t errlen);
/* 1 when a live process holds the journal at path (its writer's lock), else 0. Never
 * waits, and never keeps a lock the writer could meet. */
int pdd_journal_in_use(const char *path);

#endif
