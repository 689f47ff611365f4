/* runtime.h: libpdd's private state, shared by its modules (not installed). */
#ifndef PDD_RUNTIME_H
#define PDD_RUNTIME_H

#include "config.h"
#include "journal.h"
#include <pdd/abi.h>

#include <stdatomic.h>
#include <string.h>
#include <time.h>

/* The value kinds a site aggregates (index = kind - 1). */
#define PDD_VALUE_KINDS 4

/* Aggregate of the bad values of one (site, kind) during the current kernel call. */
typedef struct pdd_agg {
    _Atomic uint64_t count;
    _Atomic int64_t first_off; /* smallest offset seen: deterministic across threads */
    _Atomic uint64_t min_bits, max_bits;
    double first_value;
    atomic_flag lock; /* guards first_value against first_off */
} pdd_agg;

typedef struct pdd_site_rt {
    pdd_agg agg[PDD_VALUE_KINDS];
    _Atomic uint64_t logged;  /* events written for this site */
    _Atomic uint64_t dropped; /* events over the cap */
    uint32_t checks;          /* value checkers that apply */
    int32_t gid;
} pdd_site_rt;

typedef struct pdd_field_rt {
    const char *base; /* bound for the current call, or NULL */
    int64_t extent;   /* elements reachable from base */
    int ndim;
    int64_t shape[PDD_MAX_DIMS], strides[PDD_MAX_DIMS];
    int64_t start[PDD_MAX_DIMS]; /* the domain coordinate of array index 0 (pdd_field_start) */
    int esize;
    int32_t gid;
    _Atomic int trace_said; /* the trace index has too few numbers for it: said (once a run) */
    _Atomic int input_said; /* an input check could not scan it: said (once a run) */
} pdd_field_rt;

typedef struct pdd_kernel_rt {
    _Atomic uint64_t calls;
    _Atomic uint64_t current_call; /* call number of the running / last call */
    pdd_rec_progress *open;        /* its progress record in the journal, while running */
    _Atomic int dirty;             /* some site of it has bad values pending */
    int32_t gid;
    int32_t *sites; /* local ids of its sites (input sites included) */
    int nsites;
    int32_t *inputs; /* local ids of its input sites (PDD_SITE_INPUT) */
    int ninputs;
} pdd_kernel_rt;

typedef struct pdd_unit_rt {
    int32_t id;
    pdd_kernel_rt *kernels;
    pdd_field_rt *fields;
    pdd_site_rt *sites;
    int32_t *site_index;  /* storage behind kernels[].sites */
    int32_t *input_index; /* storage behind kernels[].inputs */
} pdd_unit_rt;

/* The process-wide state. */
typedef struct pdd_runtime {
    pdd_config cfg;
    pdd_journal *journal;
    char log_path[PDD_PATH_MAX];
    char journal_path[PDD_PATH_MAX + 16];
    int64_t rank;
    uint64_t t0_real_ns, t0_mono_ns;
    /* kernel running now, for crash attribution (global ids; -1 none) */
    _Atomic int32_t running_kernel;
    _Atomic uint64_t running_call;
    int finished;
} pdd_runtime;

extern pdd_runtime pdd_rt;

/* Unix-epoch nanoseconds, from the monotonic clock (so they never step back). */
static inline uint64_t pdd_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return pdd_rt.t0_real_ns + ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec -
                                pdd_rt.t0_mono_ns);
}

/* An event of no site and no field (crash, cuda_error): one occurrence, its code (signal
 * or CUDA error) as value, min and max, now. */
static inline void pdd_event_without_site(pdd_rec_event *ev, int kind, int32_t kernel,
                                          uint64_t call, double code)
{
    memset(ev, 0, sizeof *ev);
    ev->t_ns = pdd_now_ns();
    ev->kind = kind;
    ev->kernel = kernel;
    ev->call = call;
    ev->site = ev->field = -1;
    ev->ndim = 0;
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        ev->index[d] = -1;
    ev->offset = -1;
    ev->count = 1;
    ev->value = ev->min = ev->max = code;
}

/* clock.c: kernel begin/end read the CPU's tick counter (a third of clock_gettime's cost
 * here) and turn ticks into the same nanoseconds as pdd_now_ns through an anchor that is
 * re-read from the monotonic clock every few milliseconds. */
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static inline uint64_t pdd_ticks(void)
{
    return __rdtsc();
}
#define PDD_HAVE_TICKS 1
#elif defined(__aarch64__)
static inline uint64_t pdd_ticks(void)
{
    uint64_t v;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(v));
    return v;
}
#define PDD_HAVE_TICKS 1
#else
static inline uint64_t pdd_ticks(void)
{
    return pdd_now_ns();
}
#define PDD_HAVE_TICKS 0
#endif

/* Calibrates the tick counter against the monotonic clock (at start-up, about 1 ms). */
void pdd_clock_init(void);
/* Nanoseconds (as pdd_now_ns) of a tick count read with pdd_ticks. */
uint64_t pdd_ticks_ns(uint64_t ticks);

/* rank.c: the rank from the launcher's variables; the log path from the pattern. */
int64_t pdd_rank_from_env(const char *(*get)(const char *name));
int pdd_log_path(const char *pattern, int64_t rank, long pid, char *out, size_t n);

/* registry.c: every registered unit. */
int pdd_units_count(void);
pdd_unit *pdd_unit_at(int i);
/* Flushes a unit's pending aggregates and writes its sites' dropped counts. */
void pdd_unit_flush(pdd_unit *u);
/* A kernel no unit declares (CUPTI saw it run): a fresh global id, its /kernels row journaled
 * with unit -1 and line 0. Returns the id. */
int32_t pdd_kernel_add_runtime(const char *name, const char *source, const char *label);
/* Journals such a row again (a new journal after pdd_runtime_restart). */
void pdd_kernel_journal_row(int32_t id, const char *name, const char *source, const char *label);
/* 1 when a registered unit declares a kernel of this name (its label, "" if none, into label). */
int pdd_kernel_declared(const char *name, char *label, size_t n);

/* site_fail.c: an empty aggregate for each kind of a site. */
void pdd_site_rt_init(pdd_site_rt *sr);
/* Logs a value event of site s within the site's cap (PDD_MAX_EVENTS); past it, counts it
 * as dropped and says so once. */
void pdd_site_log_event(pdd_unit *u, int s, const pdd_rec_event *ev);
/* site_fail.c: turns pending aggregates of a kernel into events. */
void pdd_kernel_flush(pdd_unit *u, int kernel, uint64_t call);
/* Flushes every unit's pending aggregates (exit, crash: async-signal-safe). */
void pdd_flush_all_pending(void);
/* field.c: the index of a linear offset in a field's bound layout, one entry per dimension
 * (up to PDD_MAX_DIMS), in domain coordinates (pdd_field_start); entries past the returned
 * count are -1. Returns the field's number of dimensions, or 0 when the index is unknown (no
 * layout, negative offset). */
int32_t pdd_offset_to_index(const pdd_field_rt *f, int64_t offset, int64_t index[PDD_MAX_DIMS]);
/* inputs.c: scans kernel k's input sites' fields (the inputs checker is on) and journals
 * what is bad as events of this call, before the kernel runs. */
void pdd_kernel_check_inputs(pdd_unit *u, int k, uint64_t call);
/* trace.c: the offset of PDD_TRACE_INDEX in a field of this layout, its index into index[]
 * (-1 past ndim), or -1 when the field is not traced there: the index lies outside it, or
 * names fewer dimensions than it has (said once per field, on stderr). */
int64_t pdd_trace_offset(pdd_unit *u, int f, int ndim, const int64_t *shape,
                         const int64_t *strides, int64_t index[PDD_MAX_DIMS]);
/* Journals a trace row (the index as pdd_trace_offset gave it). */
void pdd_trace_append(int32_t kernel, int32_t field, uint64_t call, int ndim,
                      const int64_t index[PDD_MAX_DIMS], double value);

/* Finishes the current log (if any), reads the configuration again and starts anew: the
 * tests use it to run several configurations in one process. Returns 0 if enabled. */
int pdd_runtime_restart(void);
/* registry.c: (re)derives a unit's site ranges from the configuration and journals its
 * tables when the probes are on. */
void pdd_unit_configure(pdd_unit *u);

/* cuda_ring.c: set while a CUDA ring is attached; kernel begin/end drain it then. */
extern int pdd_cuda_ring_on;

/* crash.c */
void pdd_crash_install(void);
void pdd_crash_uninstall(void);
/* term_signal.c: records SIGTERM / SIGINT / SIGHUP as how the process ended (crash checker). */
void pdd_term_install(void);
void pdd_term_uninstall(void);
/* Writes the caller's backtrace as text lines into buf. Outside a signal handler each frame
 * is named (libunwind); inside one (async-signal-safe) each frame is recorded as its address,
 * the file mapped there and the offset in it ("#1 0x55d0c3a2f180 fault @ 0x2180 /path"),
 * named when the journal becomes a log (crash_text.c). */
size_t pdd_backtrace(char *buf, size_t n, int skip);
/* The same from a signal handler, knowing the interrupted instruction (0: unknown): its frame
 * is marked `fault`, the one before it `signal` (the trampoline). */
size_t pdd_backtrace_signal(char *buf, size_t n, int skip, uint64_t fault_pc);
/* module_map.c: the file mapped at ip and ip's offset in that file, async-signal-safe (no
 * malloc, no lock). 0, or -1 where no file is mapped there (anonymous memory, [vdso]). */
int pdd_module_of(uintptr_t ip, char *path, size_t n, uint64_t *fileoff);
/* crash_place.c: appends where a fault address lies against the fields bound now (those the
 * running kernel's sites store into first, unless write is 0: a read), pdd's journal and the
 * NULL page: "address 0x..: 96 bytes past the end of qvapor (64×64×80 f64)". write: 1, 0,
 * or -1 when unknown. Async-signal-safe. */
size_t pdd_crash_place(char *buf, size_t n, size_t at, uintptr_t addr, int write);
/* An address is near a field when a 32-bit index could reach it: within 2^31 elements of
 * the field's first or last byte. */
#define PDD_NEAR_ELEMENTS ((uint64_t)1 << 31)
/* sigsafe_text.c: text without stdio (async-signal-safe); each returns the new end. */
size_t pdd_put(char *buf, size_t n, size_t at, const char *s);
size_t pdd_put_hex(char *buf, size_t n, size_t at, uint64_t v);
size_t pdd_put_u64(char *buf, size_t n, size_t at, uint64_t v);
size_t pdd_put_dec(char *buf, size_t n, size_t at, int64_t v);

/* A one-line message to stderr prefixed by nothing (the text says "pdd: ..."). */
void pdd_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
