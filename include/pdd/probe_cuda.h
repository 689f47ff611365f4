/* probe_cuda.h: the probes of CUDA sources. In __global__ kernels a range test after each
 * store, with failures aggregated in a per-site device record by atomics; on the host,
 * around each launch, the unit's device state started lazily, and after it a tiny collect
 * kernel on the launch's stream that copies the records (and traced values) into a ring in
 * mapped pinned memory, which libpdd drains. No printf, no assert, no device-wide sync
 * unless PDD_CUDA_SYNC=1. Includes probe.h; -DPDD_DISABLE removes every probe. */
#ifndef PDD_PROBE_CUDA_H
#define PDD_PROBE_CUDA_H

#include <pdd/probe.h>

#ifndef PDD_DISABLE
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bad values of one site since its last collect. Zero means nothing, so clearing the
 * record resets it: addresses and the min key are kept inverted and merged with atomicMax.
 * Addresses rather than offsets, so that a store through a view or in a device helper is
 * placed in its field by the collect (which knows where the field starts).
 * With them, the operands of the store the event will name (pdd_dev_fail_ops): the smallest
 * address among the NaNs, or among the other bad values when there was no NaN, as the drain
 * logs the NaN's event first. Their owner's key is ops_key (pdd_dev_ops_key; 0: none). */
typedef struct pdd_dev_site {
    unsigned long long count, nan_count;
    unsigned long long first_inv, nan_first_inv; /* ~address: the smallest one wins */
    unsigned long long min_inv, max_key;         /* ordered keys of non-NaN bad values */
    unsigned long long ops_want, ops_key;        /* the best key offered, the key of those kept */
    int ops_lock, ops_n;
    int op_field[PDD_MAX_OPERANDS], op_role[PDD_MAX_OPERANDS];
    unsigned long long op_addr[PDD_MAX_OPERANDS];
    double op_value[PDD_MAX_OPERANDS];
} pdd_dev_site;

/* One operand of a device store (the pass's `{field, role, &X[index]}`): where the element
 * is and its type, read only by a bad store's cold path. Element types the runtime reads;
 * any other is passed over, as on the CPU. */
struct pdd_dev_operand {
    int field, role, type;
    const void *addr;
    __host__ __device__ pdd_dev_operand(int f, int r, const double *p) : field(f), role(r), type(PDD_T_F64), addr(p) {}
    __host__ __device__ pdd_dev_operand(int f, int r, const float *p) : field(f), role(r), type(PDD_T_F32), addr(p) {}
    __host__ __device__ pdd_dev_operand(int f, int r, const long long *p) : field(f), role(r), type(PDD_T_I64), addr(p) {}
    __host__ __device__ pdd_dev_operand(int f, int r, const long *p)
        : field(f), role(r), type(sizeof(long) == 8 ? PDD_T_I64 : PDD_T_I32), addr(p) {}
    __host__ __device__ pdd_dev_operand(int f, int r, const int *p) : field(f), role(r), type(PDD_T_I32), addr(p) {}
    template <class T>
    __host__ __device__ pdd_dev_operand(int f, int r, const T *p) : field(f), role(r), type(PDD_T_UNKNOWN), addr(p) {}
};

/* Host side of one unit's device state. */
typedef struct pdd_dev_unit {
    int state;           /* 0 not started, 1 starting, 2 on, 3 failed (probes stay off) */
    pdd_dev_site *sites; /* device address of the unit's records */
} pdd_dev_unit;

/* A double as an unsigned integer of the same order (never 0 for a non-NaN value). */
static __device__ __forceinline__ unsigned long long pdd_dev_key(double v)
{
    unsigned long long b = (unsigned long long)__double_as_longlong(v);
    return (b >> 63) ? ~b : (b | 0x8000000000000000ull);
}

static __device__ __forceinline__ double pdd_dev_unkey(unsigned long long k)
{
    return __longlong_as_double((long long)((k >> 63) ? (k & 0x7fffffffffffffffull) : ~k));
}

static __device__ double pdd_dev_read(const void *base, int type, long long offset)
{
    if (!base || offset < 0)
        return __longlong_as_double(0x7ff8000000000000ll);
    switch (type) {
    case PDD_T_F64: return ((const double *)base)[offset];
    case PDD_T_F32: return ((const float *)base)[offset];
    case PDD_T_I64: return (double)((const long long *)base)[offset];
    case PDD_T_I32: return ((const int *)base)[offset];
    default: return __longlong_as_double(0x7ff8000000000000ll);
    }
}

/* Cold path of a failed store: out of line so the kernel's hot loop stays small. */
static __device__ __noinline__ void pdd_dev_fail(pdd_dev_site *r, const void *at, double v)
{
    const unsigned long long inv = ~(unsigned long long)(size_t)at;
    atomicAdd(&r->count, 1ull);
    if (v != v) {
        atomicAdd(&r->nan_count, 1ull);
        atomicMax(&r->nan_first_inv, inv);
    } else {
        const unsigned long long key = pdd_dev_key(v);
        atomicMax(&r->first_inv, inv);
        atomicMax(&r->min_inv, ~key);
        atomicMax(&r->max_key, key);
    }
}

/* The order in which a bad store's operands are kept: any NaN before any other bad value,
 * then the smallest address (addresses are below 2^63). Never 0. */
#define PDD_DEV_OPS_ADDR_MASK 0x7fffffffffffffffull
static __device__ __forceinline__ unsigned long long pdd_dev_ops_key(const void *at, double v)
{
    return (v != v ? 0x8000000000000000ull : 0ull) | (~(unsigned long long)(size_t)at & PDD_DEV_OPS_ADDR_MASK);
}

/* Cold path of a failed store with operands: the store's record, then its operands if it
 * comes before every bad store of the launch so far. Only a thread that betters the best key
 * takes the record's lock (a few per launch, not one per bad value), reads the operands and
 * keeps them with its key; the collect keeps them only when that key is the event's. */
static __device__ __noinline__ void pdd_dev_fail_ops(pdd_dev_site *r, const void *at, double v, int n,
                                                     const pdd_dev_operand *ops)
{
    pdd_dev_fail(r, at, v);
    const unsigned long long key = pdd_dev_ops_key(at, v);
    if (atomicMax(&r->ops_want, key) >= key)
        return;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
    if (atomicCAS(&r->ops_lock, 0, 1) != 0)
        return; /* no independent thread scheduling: a warp must not spin on its own lock */
#else
    while (atomicCAS(&r->ops_lock, 0, 1) != 0)
        ;
#endif
    volatile unsigned long long *kept = &r->ops_key;
    if (key > *kept) {
        int m = 0;
        for (int i = 0; i < n && m < PDD_MAX_OPERANDS; i++) {
            if (ops[i].type == PDD_T_UNKNOWN || !ops[i].addr)
                continue;
            r->op_field[m] = ops[i].field, r->op_role[m] = ops[i].role;
            r->op_addr[m] = (unsigned long long)(size_t)ops[i].addr;
            r->op_value[m++] = pdd_dev_read(ops[i].addr, ops[i].type, 0);
        }
        r->ops_n = m;
        __threadfence();
        *kept = key;
    }
    __threadfence();
    *(volatile int *)&r->ops_lock = 0;
}

/* The device tables of a unit, once per file after its probe tables: the "on" flag (set
 * when the unit's device state starts), the site ranges and the records. The ranges are in
 * constant memory: no store can change them, so a loop loads them once, and a warp's threads
 * (all at one site) read them in one broadcast. A unit of more sites than constant memory
 * comfortably holds (64 KB a module, shared with the program) keeps them in global memory:
 * PDD_DEV_UNIT_BIG, which the pass writes above 2048 sites. */
#define PDD_DEV_UNIT(unit, nsites) PDD_DEV_UNIT_IN(__constant__, unit, nsites)
#define PDD_DEV_UNIT_BIG(unit, nsites) PDD_DEV_UNIT_IN(__device__, unit, nsites)
#define PDD_DEV_UNIT_IN(space, unit, nsites)                                              \
    static __constant__ int pdd_dev_on_##unit;                                            \
    static space pdd_range pdd_dev_ranges_##unit[(nsites) ? (nsites) : 1];                \
    static __device__ pdd_dev_site pdd_dev_sites_##unit[(nsites) ? (nsites) : 1];         \
    static pdd_dev_unit pdd_dev_state_##unit;                                             \
    static inline int pdd_dev_start_##unit(void)                                          \
    {                                                                                     \
        return pdd_dev_unit_start(&(unit), &pdd_dev_state_##unit,                         \
                                  (const void *)&pdd_dev_on_##unit,                       \
                                  (const void *)pdd_dev_ranges_##unit,                    \
                                  (const void *)pdd_dev_sites_##unit);                    \
    }

/* After a store through pointer `at` in device code: dormant, one load and a branch. */
#define PDD_DEV_STORE(unit, s, at, value)                                                 \
    do {                                                                                  \
        if (pdd_dev_on_##unit) {                                                          \
            const double pdd_v_ = (double)(value);                                        \
            if (!(pdd_v_ >= pdd_dev_ranges_##unit[s].lo) |                               \
                !(pdd_v_ <= pdd_dev_ranges_##unit[s].hi))                                 \
                pdd_dev_fail(&pdd_dev_sites_##unit[s], (const void *)(at), pdd_v_);       \
        }                                                                                 \
    } while (0)

/* The same, with the operands the stored value was computed from (operands.c in the pass:
 * `{field, role, &X[index]}, ...`): their addresses are taken, and their values read, only
 * when the value is bad; the dormant and the clean paths are PDD_DEV_STORE's. */
#define PDD_DEV_STORE_OPS(unit, s, at, value, ...)                                        \
    do {                                                                                  \
        if (pdd_dev_on_##unit) {                                                          \
            const double pdd_v_ = (double)(value);                                        \
            if (!(pdd_v_ >= pdd_dev_ranges_##unit[s].lo) |                               \
                !(pdd_v_ <= pdd_dev_ranges_##unit[s].hi)) {                               \
                const pdd_dev_operand pdd_ops_[] = {__VA_ARGS__};                         \
                pdd_dev_fail_ops(&pdd_dev_sites_##unit[s], (const void *)(at), pdd_v_,    \
                                 (int)(sizeof pdd_ops_ / sizeof pdd_ops_[0]), pdd_ops_);  \
            }                                                                             \
        }                                                                                 \
    } while (0)

/* Before a launch: the unit's device state (first time), then the kernel call begins. */
#define PDD_CUDA_BEGIN(unit, k)                                                           \
    do {                                                                                  \
        if (PDD_ACTIVE()) {                                                               \
            pdd_dev_start_##unit();                                                       \
            pdd_kernel_begin(&(unit), (k));                                               \
        }                                                                                 \
    } while (0)

/* After a launch, before the program's own error check: the launch's error (peeked, never
 * cleared), the collect of sites [first, first + n) on the launch's stream, and with
 * PDD_CUDA_SYNC=1 the kernel's own fault and an immediate drain. */
#define PDD_CUDA_COLLECT(unit, k, stream, first, n)                                       \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_cuda_after_launch(&(unit), &pdd_dev_state_##unit, (k), (stream), (first), \
                                  (n));                                                   \
    } while (0)

/* ---- host side ---------------------------------------------------------------------- */

/* Ring entries: with their operand blocks, about 10 MB of pinned memory for the process. */
#define PDD_CUDA_RING_ENTRIES (1u << 15)

static pdd_cuda_entry *pdd_cuda_ring_mine; /* the ring this file allocated, if it did */

static void pdd_cuda_ring_at_exit(void)
{
    /* before the CUDA runtime's own teardown (registered earlier, so it runs later) */
    cudaDeviceSynchronize();
    pdd_cuda_ring_detach();
    cudaFreeHost(pdd_cuda_ring_mine);
    pdd_cuda_ring_mine = NULL;
}

/* The process's ring, allocated by the first file that needs it. Returns 1 when there is one. */
static inline int pdd_cuda_ring_setup(void)
{
    if (pdd_cuda_ring_attached())
        return 1;
    /* the entries, then as many operand blocks */
    const size_t entries = PDD_CUDA_RING_ENTRIES * sizeof(pdd_cuda_entry);
    const size_t bytes = entries + PDD_CUDA_RING_ENTRIES * sizeof(pdd_cuda_operands);
    void *host = NULL, *device = NULL;
    if (cudaHostAlloc(&host, bytes, cudaHostAllocMapped | cudaHostAllocPortable) != cudaSuccess) {
        cudaGetLastError(); /* ours, not the program's */
        return 0;
    }
    memset(host, 0, bytes);
    if (cudaHostGetDevicePointer(&device, host, 0) != cudaSuccess) {
        cudaGetLastError();
        cudaFreeHost(host);
        return 0;
    }
    int rc = pdd_cuda_ring_attach_ops((pdd_cuda_entry *)host, (pdd_cuda_entry *)device, PDD_CUDA_RING_ENTRIES,
                                      (pdd_cuda_operands *)((char *)host + entries),
                                      (pdd_cuda_operands *)((char *)device + entries));
    if (rc != 0) { /* another file's ring won */
        cudaFreeHost(host);
        return rc == 1;
    }
    pdd_cuda_ring_mine = (pdd_cuda_entry *)host;
    atexit(pdd_cuda_ring_at_exit);
    return 1;
}

/* Starts a unit's device state once: the ring, the ranges libpdd computed, the "on" flag.
 * Returns 1 when the device probes of the unit are on. */
static inline int pdd_dev_unit_start(pdd_unit *u, pdd_dev_unit *st, const void *on_sym,
                                     const void *ranges_sym, const void *sites_sym)
{
    int s = __atomic_load_n(&st->state, __ATOMIC_ACQUIRE);
    if (s >= 2)
        return s == 2;
    int expect = 0;
    if (!__atomic_compare_exchange_n(&st->state, &expect, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        while ((s = __atomic_load_n(&st->state, __ATOMIC_ACQUIRE)) == 1)
            ; /* another thread is starting it: a few CUDA calls */
        return s == 2;
    }
    if (cudaPeekAtLastError() != cudaSuccess) {
        /* the program's pending error: leave it to the program, start at a later launch */
        __atomic_store_n(&st->state, 0, __ATOMIC_RELEASE);
        return 0;
    }
    void *sites = NULL;
    const int one = 1;
    cudaError_t e = pdd_cuda_ring_setup() ? cudaSuccess : cudaErrorMemoryAllocation;
    if (e == cudaSuccess && u->nsites)
        e = cudaMemcpyToSymbol(ranges_sym, u->ranges, u->nsites * sizeof(pdd_range));
    if (e == cudaSuccess)
        e = cudaGetSymbolAddress(&sites, sites_sym);
    if (e == cudaSuccess)
        e = cudaMemcpyToSymbol(on_sym, &one, sizeof one);
    if (e != cudaSuccess) {
        cudaGetLastError();
        fprintf(stderr, "pdd: %s: the device probes could not start (%s: %s); they stay off, "
                        "the host-side probes go on\n",
                u->source ? u->source : "?", cudaGetErrorName(e), cudaGetErrorString(e));
    }
    st->sites = (pdd_dev_site *)sites;
    __atomic_store_n(&st->state, e == cudaSuccess ? 2 : 3, __ATOMIC_RELEASE);
    return e == cudaSuccess;
}

/* Where address `inv` (inverted, 0: none) lies in the field that starts at base, in
 * elements; -1 when unknown (field not bound, or the address is not in it). */
static __device__ long long pdd_dev_offset(const void *base, int type, unsigned long long inv)
{
    const long long size = type == PDD_T_F32 || type == PDD_T_I32 ? 4 : 8;
    if (!inv || !base)
        return -1;
    const long long bytes = (long long)(~inv - (unsigned long long)(size_t)base);
    return bytes >= 0 && bytes % size == 0 ? bytes / size : -1;
}

/* One thread per site (then per traced field): copy the record into the ring, `ready` last,
 * and clear it for the next launch. */
static __global__ void pdd_cuda_collect_kernel(pdd_cuda_collect c, pdd_dev_site *recs)
{
    const int i = (int)threadIdx.x;
    const double nan = __longlong_as_double(0x7ff8000000000000ll);
    if (i < c.nsites) {
        pdd_dev_site *r = &recs[c.first_site + i];
        const unsigned long long count = r->count;
        if (c.ring && !count) {
            /* the common case, over PCIe after every launch: one store, no fence */
            *(volatile unsigned long long *)&c.ring[(c.slot + (unsigned long long)i) & c.mask].ready =
                (c.slot + (unsigned long long)i + 1) | PDD_CUDA_CLEAN;
        } else if (c.ring) {
            const pdd_dev_site &v = *r;
            pdd_cuda_entry *e = &c.ring[(c.slot + (unsigned long long)i) & c.mask];
            e->unit = c.unit, e->call = c.call;
            e->kind = PDD_CUDA_ENTRY_SITE;
            e->kernel = c.kernel, e->site = c.first_site + i, e->field = c.field[i];
            e->count = v.count, e->nan_count = v.nan_count;
            e->offset = pdd_dev_offset(c.base[i], c.type[i], v.first_inv);
            e->nan_offset = pdd_dev_offset(c.base[i], c.type[i], v.nan_first_inv);
            e->min = v.min_inv ? pdd_dev_unkey(~v.min_inv) : nan;
            e->max = v.max_key ? pdd_dev_unkey(v.max_key) : nan;
            /* One bad value: it is the min. Several: the field's value at the first of them
             * now (a later store there may have changed it; no atomic keeps a pair). */
            e->value = v.count - v.nan_count == 1 ? e->min : pdd_dev_read(c.base[i], c.type[i], e->offset);
            e->nan_value = pdd_dev_read(c.base[i], c.type[i], e->nan_offset);
            /* the operands, when they are those of the store the event names (a thread that
             * could not wait for the lock may have left another's) */
            const unsigned long long owner = v.nan_count ? 0x8000000000000000ull | (v.nan_first_inv & PDD_DEV_OPS_ADDR_MASK)
                                                         : v.first_inv & PDD_DEV_OPS_ADDR_MASK;
            if (c.ops && v.ops_key && v.ops_key == owner) {
                pdd_cuda_operands *o = &c.ops[(c.slot + (unsigned long long)i) & c.mask];
                o->n = v.ops_n, o->nan = v.nan_count ? 1 : 0;
                for (int q = 0; q < v.ops_n && q < PDD_MAX_OPERANDS; q++) {
                    o->field[q] = v.op_field[q], o->role[q] = v.op_role[q];
                    o->addr[q] = v.op_addr[q], o->value[q] = v.op_value[q];
                }
                o->slot = c.slot + (unsigned long long)i + 1;
            }
            __threadfence_system();
            *(volatile unsigned long long *)&e->ready = c.slot + (unsigned long long)i + 1;
        }
        if (count)
            *r = pdd_dev_site();
    } else if (i < c.nsites + c.ntrace && c.ring) {
        const int t = i - c.nsites;
        pdd_cuda_entry *e = &c.ring[(c.slot + (unsigned long long)i) & c.mask];
        e->unit = c.unit, e->call = c.call, e->kind = PDD_CUDA_ENTRY_TRACE;
        e->kernel = c.kernel, e->site = -1, e->field = c.trace_field[t];
        e->count = e->nan_count = 0;
        e->offset = c.trace_offset[t], e->nan_offset = -1;
        e->value = pdd_dev_read(c.trace_base[t], c.trace_type[t], c.trace_offset[t]);
        e->nan_value = e->min = e->max = nan;
        __threadfence_system();
        *(volatile unsigned long long *)&e->ready = c.slot + (unsigned long long)i + 1;
    }
}

#ifndef PDD_CUDA_LAUNCH_COLLECT /* tests/cuda_emu launches it its own way */
#define PDD_CUDA_LAUNCH_COLLECT(c, recs, stream) pdd_cuda_collect_kernel<<<1, 32, 0, (stream)>>>((c), (recs))
#endif

static inline void pdd_cuda_after_launch(pdd_unit *u, pdd_dev_unit *st, int k,
                                         cudaStream_t stream, int first, int n)
{
    cudaError_t e = cudaPeekAtLastError();
    if (e == cudaSuccess && __atomic_load_n(&st->state, __ATOMIC_ACQUIRE) == 2) {
        for (int at = 0; at < n; at += PDD_CUDA_MAX_SITES) {
            const int m = n - at < PDD_CUDA_MAX_SITES ? n - at : PDD_CUDA_MAX_SITES;
            pdd_cuda_collect c;
            int got = pdd_cuda_collect_prepare(u, k, first + at, m, &c);
            if (got < 0) { /* ring full: wait for every pending collect, drain, retry */
                cudaError_t se = cudaDeviceSynchronize();
                if (se != cudaSuccess) {
                    e = se;
                    break;
                }
                pdd_cuda_drain();
                got = pdd_cuda_collect_prepare(u, k, first + at, m, &c);
            }
            if (c.nsites + c.ntrace == 0)
                continue;
            PDD_CUDA_LAUNCH_COLLECT(c, st->sites, stream);
            if (cudaPeekAtLastError() != cudaSuccess) {
                cudaError_t le = cudaGetLastError(); /* ours: the program must not see it */
                pdd_cuda_collect_cancel(&c, got > 0 ? got : 0);
                pdd_cuda_error(u, k, (int)le, cudaGetErrorName(le), "pdd's collect kernel failed to launch");
                break;
            }
        }
    }
    if (e == cudaSuccess && pdd_cuda_sync) {
        e = cudaStreamSynchronize(stream);
        pdd_cuda_drain();
    }
    if (e != cudaSuccess)
        pdd_cuda_error(u, k, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

/* The host-side check alone (sources instrumented before the device probes existed). */
static inline void pdd_cuda_check_launch(pdd_unit *unit, int kernel)
{
    cudaError_t e = cudaPeekAtLastError();
    if (e == cudaSuccess && pdd_cuda_sync)
        e = cudaDeviceSynchronize();
    if (e != cudaSuccess)
        pdd_cuda_error(unit, kernel, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

#define PDD_CUDA_CHECK(unit, k)                                                           \
    do {                                                                                  \
        if (PDD_ACTIVE() && (pdd_checks & PDD_CHECK_CUDA))                                \
            pdd_cuda_check_launch(&(unit), (k));                                          \
    } while (0)

#else
#define PDD_DEV_UNIT(unit, nsites)
#define PDD_DEV_UNIT_BIG(unit, nsites)
#define PDD_DEV_STORE(unit, s, at, value) ((void)(at), (void)(value))
#define PDD_DEV_STORE_OPS(unit, s, at, value, ...) ((void)(at), (void)(value))
#define PDD_CUDA_BEGIN(unit, k) ((void)(unit), (void)(k))
#define PDD_CUDA_COLLECT(unit, k, stream, first, n) ((void)(unit), (void)(k), (void)(stream))
#define PDD_CUDA_CHECK(unit, k) ((void)(unit), (void)(k))
#endif
#endif
