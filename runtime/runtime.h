/* runtime.h: libpdd's private state, shared by its modules (not installed). */
#ifndef PDD_RUNTIME_H
#define PDD_RUNTIME_H

#include "config.h"
#include "call_ring.h"
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
    /* the unit's field the first bad value lies in: the site's, or the one its address is in
     * where DaCe shares one function between nested SDFGs (a tracer loop's body, called once
     * per tracer: its stores go to each caller's array); -1 until a value came */
    int32_t first_field;
    /* the first bad value's operands (pdd_site_fail_ops): unit field, offset (-1 unknown) and
     * value of each, taken with first_value */
    int nops;
    int32_t op_field[PDD_MAX_OPERANDS], op_role[PDD_MAX_OPERANDS];
    int64_t op_off[PDD_MAX_OPERANDS];
    double op_value[PDD_MAX_OPERANDS];
    atomic_flag lock; /* guards first_value and the operands against first_off */
} pdd_agg;

typedef struct pdd_site_rt {
    /* per kind and region (pdd_region): with PDD_HALO set, a bad value in the domain is
     * never hidden behind a halo cell of lower offset in the same call */
    pdd_agg agg[PDD_VALUE_KINDS][PDD_REGION_COUNT];
    /* the kernel (local index) whose call the pending values belong to where it is not the
     * site's own: the kernel running when they came (a function DaCe shares between maps,
     * called from each map's loop, holds the first map's sites); -1 the site's */
    _Atomic int32_t owner;
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
    uint32_t checks; /* the value checkers its names call for (pdd_unit_configure) */
    uint64_t bound_at; /* pdd_field_bind's clock when last bound: of two arrays bound over the
                        * same memory (a transient freed, another allocated there), the live one
                        * is the later */
    pdd_field_domain domain; /* its compute domain where the unit knows it (ABI 8), else ndim 0 */
    _Atomic int trace_said; /* the trace index has too few numbers for it: said (once a run) */
    _Atomic int input_said; /* an input check could not scan it: said (once a run) */
    _Atomic int view_said;  /* bound through a view of an array no unit bound: said (once a run) */
} pdd_field_rt;

typedef struct pdd_kernel_rt {
    _Atomic uint64_t calls;
    _Atomic uint64_t current_call; /* call number of the running / last call */
    /* The form of its loop probes (probe.h, PDD_SITE_ACC_FAST): 1 the fast one, 0 the
     * compares. A call whose alarms outnumber its bad values (alarms on good values: a loop
     * holding negative values) turns the fast form off for the rest of the run. */
    _Atomic int fast;
    _Atomic uint64_t alarms, bad_values; /* in the current call */
    _Atomic int dirty;             /* some site of it has bad values pending */
    _Atomic int foreign;           /* some other kernel's site has values pending for it */
    int32_t gid;
    int32_t *sites; /* local ids of its sites (input sites included) */
    int nsites;
    int32_t *inputs; /* local ids of its input sites (PDD_SITE_INPUT) */
    int ninputs;
    pdd_totals_ref totals; /* its whole-run counts (call_ring.h) */
} pdd_kernel_rt;

typedef struct pdd_unit_rt {
    int32_t id;
    pdd_kernel_rt *kernels;
    pdd_field_rt *fields;
    pdd_site_rt *sites;
    int32_t *site_index;  /* storage behind kernels[].sites */
    int32_t *input_index; /* storage behind kernels[].inputs */
    pdd_totals_ref program_totals; /* its program's calls made through it (call_ring.h) */
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
    int previous_log; /* a log of an earlier run was at log_path at start: kept as .old */
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

/* The library is unloaded before the process ends (a libpdd linked into a program that is
 * dlclosed; the shared libpdd is never unloaded, -z nodelete): the log is made now and no
 * handler of pdd's is left pointing into unmapped code. */
void pdd_runtime_unload(void);
/* Finishes the current log (if any), reads the configuration again and starts anew: the
 * tests use it to run several configurations in one process. Returns 0 if enabled. */
int pdd_runtime_restart(void);
/* Registers the end of the log again, to run before whatever atexit handler CUDA registered
 * so far: called once CUDA's runtime is up (CUPTI's first callback). */
void pdd_runtime_finish_before_cuda(void);
/* A one-line message to stderr prefixed by nothing (the text says "pdd: ..."). */
void pdd_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
