/* abi.h: what instrumented code and libpdd share — the tables an instrumented unit carries
 * (kernels, fields, probe sites, ranges) and the calls its probes make, host and CUDA. Code
 * includes <pdd/probe.h>, which includes this; a program's own calls are in <pdd/pdd.h>. */
#ifndef PDD_ABI_H
#define PDD_ABI_H

#include <pdd/pdd.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Layout of the probe tables below and the CUDA ring's protocol; a unit built against a
 * later ABI is refused, one of PDD_ABI_OLDEST or later is read.
 * 2: pdd_site_desc has flags (input sites).
 * 3: the collect kernel marks a clean site's ring entry by `ready` alone (PDD_CUDA_CLEAN).
 * 4: unchecked-write rows in the site table (PDD_SITE_UNCHECKED).
 * 5: the probes hand a bad store's operands to pdd_site_fail_ops; pdd_unit.origins.
 * 6: device probes keep a bad store's operands too: the collect kernel copies them into the
 *    operand blocks beside the ring (pdd_cuda_operands), found through pdd_cuda_collect.ops.
 * 7: pdd_unit.field_names: the user's names of fields DaCe named after a Python closure.
 * 8: pdd_unit.field_domains: a field's compute domain, where the model's Python object says
 *    it (NDSL's Quantity: origin and extent). */
#define PDD_ABI_VERSION 8
#define PDD_ABI_OLDEST 2

/* Where a field lives (from the SDFG's storage when known): the enum's id, the log's name. */
#define PDD_STORAGES(X) X(UNKNOWN, 0, "unknown") X(HOST, 1, "host") X(GPU, 2, "gpu")
typedef enum pdd_storage {
#define PDD_STORAGE_ENUM_(id, value, name) PDD_STORAGE_##id = value,
    PDD_STORAGES(PDD_STORAGE_ENUM_)
#undef PDD_STORAGE_ENUM_
} pdd_storage;

/* One kernel: a top-level CPU loop nest or a __global__ function. */
typedef struct pdd_kernel_desc {
    const char *name;   /* e.g. "lap3d_130_0_3" */
    const char *source; /* generated source file */
    int32_t line;       /* line of the loop nest / kernel in it */
    const char *label;  /* SDFG map or kernel label, or NULL */
} pdd_kernel_desc;

/* Where the user's program wrote a kernel: its SDFG node's debug info (pdd_unit.origins). */
typedef struct pdd_kernel_origin {
    const char *file; /* NULL when unknown */
    int32_t line;
} pdd_kernel_origin;

/* One field (array) the unit writes, or reads in a kernel (see PDD_SITE_INPUT). */
typedef struct pdd_field_desc {
    const char *name; /* array name as in the SDFG ("delp", "qvapor") */
    int32_t type;     /* pdd_type */
    int32_t ndim;     /* 0 when unknown */
    int32_t storage;  /* pdd_storage */
    int32_t transient;
} pdd_field_desc;

/* What became of a write the SDFG makes: checked by a probe, or why not (pdd-instrument's
 * coverage; the manifest's `status`, the log's /sites `unchecked`): id, value, name, words. */
#define PDD_COVERS(X)                                                                              \
    X(CHECKED, 0, "checked", "checked")                                                            \
    X(REGISTER, 1, "register", "a scalar or register transient: no memory to check, its value "    \
                               "reaches memory through a later write")                             \
    X(NOT_FLOAT, 2, "not_float", "not floating point: the checkers test float and double values")  \
    X(HELPER, 3, "device_helper", "stored in a device helper that several kernels or calls reach")  \
    X(TRANSFER, 4, "transfer", "a copy between the host and the GPU copies of the same data: "      \
                               "checked where they were written, or an input of the program")     \
    X(DEVICE_COPY, 5, "device_copy", "a copy between two GPU arrays (cudaMemcpy device to "        \
                                     "device): not scanned")                                      \
    X(NO_STORE, 6, "no_store", "pdd found no store of it in the generated code")
typedef enum pdd_cover {
#define PDD_COVER_ENUM_(id, value, name, text) PDD_COVER_##id = value,
    PDD_COVERS(PDD_COVER_ENUM_)
#undef PDD_COVER_ENUM_
} pdd_cover;

/* Site flags. */
enum {
    /* An input site: the field is read by the kernel, and scanned whole at the kernel's begin
     * (no probe in the code: pdd_kernel_begin does it when the inputs checker is on). */
    PDD_SITE_INPUT = 1,
    /* No probe: a write of the kernel's that pdd does not check, the reason (pdd_cover) in
     * bits 8-15 (PDD_SITE_WHY). Carried so that a reader of the log can say that a bad value
     * may have come before the first failure. */
    PDD_SITE_UNCHECKED = 2,
    /* A store whose value was computed from the element's own value before it (x = x + ...,
     * x += ...): that value is gone when a bad one is re-checked, so the log cannot show it;
     * pdd-view says the store read it. */
    PDD_SITE_IN_PLACE = 4
};
#define PDD_SITE_WHY(flags) (((flags) >> 8) & 0xff)

/* One probe site: a store into a field inside a kernel, (PDD_SITE_INPUT) a field a kernel
 * reads, or (PDD_SITE_UNCHECKED) a write with no probe. */
typedef struct pdd_site_desc {
    int32_t kernel; /* index into the unit's kernels */
    int32_t field;  /* index into the unit's fields */
    int32_t line;   /* line of the store (input: of the kernel's first read) in the source */
    int32_t flags;  /* PDD_SITE_*; 0 for a store */
} pdd_site_desc;

/* A field's compute domain in its array's own indices, in its first two dimensions (the
 * horizontal ones of a model's fields): [lo, hi) each; cells outside are its halo, and outside
 * in both its corners. ndim 0: not known (PDD_HALO's width then decides). */
typedef struct pdd_field_domain {
    int32_t ndim;
    int64_t lo[2], hi[2];
} pdd_field_domain;

/* The value range of a site: a value v passes when lo <= v && v <= hi. Filled by the
 * runtime at registration from the field name and the configuration; the hot loop loads it. */
typedef struct pdd_range {
    double lo, hi;
} pdd_range;

/* Everything one instrumented translation unit carries. Static in that unit; the runtime
 * fills `ranges` and `rt`. */
typedef struct pdd_unit {
    uint32_t abi; /* PDD_ABI_VERSION */
    const char *program;
    const char *source;
    uint32_t nkernels, nfields, nsites;
    const pdd_kernel_desc *kernels;
    const pdd_field_desc *fields;
    const pdd_site_desc *sites;
    pdd_range *ranges; /* nsites entries, writable */
    void *rt;          /* runtime state, owned by libpdd */
    /* ABI 5 on: nkernels entries, or NULL (units of an earlier ABI end before it) */
    const pdd_kernel_origin *origins;
    /* ABI 7 on: nfields entries, each the expression the user wrote for the field where DaCe
     * named it after a Python closure (`self._x` for `__g_self__x`), or NULL; or NULL */
    const char *const *field_names;
    /* ABI 8 on: nfields entries, or NULL where the pass knows no field's domain */
    const pdd_field_domain *field_domains;
} pdd_unit;

/* Non-zero when PACE_DACE_DEBUG=True and the configuration was valid: probes do work. */
extern int pdd_enabled;
/* The checker bits in force (pdd_check); 0 when not enabled. */
extern uint32_t pdd_checks;
/* PDD_CUDA_SYNC=1: synchronise after each instrumented launch. */
extern int pdd_cuda_sync;

/* Registers a unit (called from the unit's constructor); returns 0, or -1 if refused
 * (ABI mismatch: a message names the unit). Safe to call before or after pdd_init. */
int pdd_unit_register(pdd_unit *unit);
/* Forgets a unit (its destructor, e.g. at dlclose): pending events are flushed first. */
void pdd_unit_unregister(pdd_unit *unit);

/* Describes where a field's data is for this call: base pointer, shape and strides in
 * elements (row-major DaCe: strides[ndim-1] == 1). Offsets then become (i,j,k,...). */
void pdd_field_bind(pdd_unit *unit, int field, const void *base, int ndim,
                    const int64_t *shape, const int64_t *strides);

/* The form of a kernel's loop probes for this call (probe.h, PDD_SITE_ACC_FAST): 1 the fast
 * one (the largest stored bits), 0 the compares. pdd_site_alarm counts a loop the fast form
 * flagged (and returns 1); a call with more alarms than bad values (alarms on good values)
 * turns the fast form off for that kernel. */
int pdd_kernel_fast(pdd_unit *unit, int kernel);
int pdd_site_alarm(pdd_unit *unit, int site);

/* The compares' copy of a row loop tested once per block (probe.h, PDD_SITE_BLOCK; the fast
 * copy keeps its lanes on the stack): this thread's buffer `slot` (0 to PDD_LANE_SLOTS - 1,
 * one per site of the row loop), at least n lanes long and all 0; a probe stores a bad
 * value's bits at its lane and pdd_lanes_take clears what it reads. Never NULL: without
 * memory for it, the process says so on stderr and aborts (the log keeps what was recorded). */
#define PDD_LANE_SLOTS 8
uint64_t *pdd_site_lanes(int slot, int64_t n);

/* Binds a field that a kernel stores through a view (a pointer into an array, as a nested
 * SDFG's argument is): as the array that holds `view`, bound under the same name by any
 * unit (the code that allocated it), so events carry the array's (i,j,k). When none has
 * it bound, as the view itself with offsets only (said once on stderr). */
void pdd_field_bind_view(pdd_unit *unit, int field, const void *view);

/* Where a field's domain starts: start[d] is the domain coordinate of array index 0 in
 * dimension d (gt4py passes pointers shifted to the stencil's origin, gt4py.next fields
 * start where their domain does). Indices in events and PDD_TRACE_INDEX are then domain
 * coordinates: array index + start. Kept until set again; 0 when never set. A shape entry
 * < 0 given to pdd_field_bind is an extent the code does not know (gt4py.next passes no
 * domain end for some fields): offsets are still indexed, the field is not traced. */
void pdd_field_start(pdd_unit *unit, int field, int ndim, const int64_t *start);

/* At the top of a program's exported function: one call of the program (its number, per
 * program name, goes to the log: a kernel call is then told by program call too). */
void pdd_program_begin(pdd_unit *unit);

/* Kernel begin/end around each loop nest or launch; begin returns the call number
 * (1 for the first call of that kernel). With the inputs checker on, begin scans the
 * kernel's input sites' fields (as bound) and logs what is bad before the kernel runs. */
uint64_t pdd_kernel_begin(pdd_unit *unit, int kernel);
void pdd_kernel_end(pdd_unit *unit, int kernel);

/* Cold path: the value v stored at site `site` failed its range. `addr` is where it was
 * stored (or NULL); `offset` the linear index in the field when the probe knows it (-1
 * otherwise). Thread-safe; aggregated per (site, kernel call). */
void pdd_site_fail(pdd_unit *unit, int site, const void *addr, int64_t offset, double v);

/* One value a store read: a unit field, what the code did with it (pdd_operand_role, in
 * <pdd/pdd.h>) and the element's address (pdd-view's "why"). */
#define PDD_MAX_OPERANDS 8
typedef struct pdd_operand {
    int32_t field, role;
    const void *addr;
} pdd_operand;
/* pdd_site_fail, with the n operands (PDD_MAX_OPERANDS at most are kept) the bad value was
 * computed from, read at the same iteration: recorded with the first bad value of the call. */
void pdd_site_fail_ops(pdd_unit *unit, int site, const void *addr, int64_t offset, double v, int n,
                       const pdd_operand *ops);

/* Cold path of a bulk copy into site `site`'s field (memcpy, DaCe's CopyND): checks the n
 * elements at p against the site's range and reports each bad one, as pdd_site_fail. */
void pdd_check_range(pdd_unit *unit, int site, const void *p, int64_t n);

/* Trace: after a kernel call, records the value of `field` at PDD_TRACE_INDEX, reading
 * it through the layout bound by pdd_field_bind (or given here when base is not NULL). */
void pdd_trace_field(pdd_unit *unit, int kernel, int field, const void *base, int ndim,
                     const int64_t *shape, const int64_t *strides);

/* Records a CUDA failure (runtime or driver error code and its name) for a kernel
 * (-1 if none); the backtrace of the caller is added. */
void pdd_cuda_error(pdd_unit *unit, int kernel, int code, const char *name, const char *what);

/* ---- CUDA device probes: results come back through a ring in mapped pinned host memory.
 * probe_cuda.h allocates it (once per process) and launches a small collect kernel after
 * each instrumented launch; libpdd (no CUDA dependency) turns ready entries into events. */

/* What a ring entry holds. */
enum { PDD_CUDA_ENTRY_EMPTY = 0, PDD_CUDA_ENTRY_SITE = 1, PDD_CUDA_ENTRY_TRACE = 2 };

/* One ring entry, written by the collect kernel; `ready` (the entry's slot number + 1, so
 * zeroed memory and older laps read as not ready) is written last, after a system fence. A
 * site with nothing bad gets `ready` alone, or'ed with PDD_CUDA_CLEAN: one store, no fence,
 * the rest of the entry left as an earlier lap wrote it. */
#define PDD_CUDA_CLEAN (1ull << 63)
typedef struct pdd_cuda_entry {
    uint64_t unit;      /* the launching pdd_unit (host address) */
    uint64_t call;      /* the kernel call number */
    uint64_t count;     /* SITE: bad values, NaN ones included */
    uint64_t nan_count; /* SITE: of which NaN */
    int64_t offset;     /* SITE: smallest offset of a non-NaN bad value; TRACE: the trace offset; -1 none */
    int64_t nan_offset; /* SITE: smallest offset of a NaN; -1 none */
    double value;       /* the field's value at offset after the kernel (NaN when unreadable) */
    double nan_value;   /* at nan_offset */
    double min, max;    /* SITE: of the non-NaN bad values; NaN when none */
    int32_t kind;       /* PDD_CUDA_ENTRY_* */
    int32_t kernel, site, field; /* local ids in the unit (site -1 for TRACE) */
    uint64_t ready;
} pdd_cuda_entry;

/* The operands of a site entry's first bad value (pdd_cuda_collect.ops): one block per ring
 * slot, beside the ring, so that the entry keeps its layout and units of ABI 5 and earlier,
 * which write no blocks, share the ring. Written by the collect kernel only for a bad site
 * whose record kept operands, before the entry's fence; `slot` (the entry's slot + 1) says
 * the block is this lap's. Addresses, not offsets: the drain places each in its field as
 * bound, as the CPU probes' operands are. */
typedef struct pdd_cuda_operands {
    uint64_t slot;
    int32_t n;   /* operands kept, PDD_MAX_OPERANDS at most */
    int32_t nan; /* 1: they belong to the entry's NaN (at nan_offset); 0: to its value at offset */
    int32_t field[PDD_MAX_OPERANDS], role[PDD_MAX_OPERANDS]; /* local field ids, pdd_operand_role */
    uint64_t addr[PDD_MAX_OPERANDS]; /* device addresses of the elements read */
    double value[PDD_MAX_OPERANDS];  /* their values as the store read them */
} pdd_cuda_operands;

/* Sites and traced fields one collect launch handles (a kernel with more sites takes
 * several launches). */
#define PDD_CUDA_MAX_SITES 16
#define PDD_CUDA_MAX_TRACE 16

/* The collect kernel's argument (passed by value), filled by pdd_cuda_collect_prepare. */
typedef struct pdd_cuda_collect {
    pdd_cuda_entry *ring; /* device address of the entries; NULL: only reset the records */
    uint64_t mask;        /* entries - 1 */
    uint64_t slot;        /* first reserved slot: sites' entries, then the traces' */
    uint64_t unit, call;
    int32_t kernel, first_site, nsites, ntrace;
    const void *base[PDD_CUDA_MAX_SITES]; /* each site's field as bound (device address) */
    int32_t type[PDD_CUDA_MAX_SITES], field[PDD_CUDA_MAX_SITES];
    const void *trace_base[PDD_CUDA_MAX_TRACE];
    int64_t trace_offset[PDD_CUDA_MAX_TRACE];
    int32_t trace_type[PDD_CUDA_MAX_TRACE], trace_field[PDD_CUDA_MAX_TRACE];
    /* ABI 6 on (a unit of an earlier ABI has a struct that ends before it): the operand
     * blocks, device address, indexed like ring; NULL when the ring has none */
    pdd_cuda_operands *ops;
} pdd_cuda_collect;

/* Hands libpdd the ring (host and device addresses of n entries, n a power of two, zeroed).
 * Returns 0 when it is now the ring; 1 when another was attached first (free yours); -1
 * when n is not usable. */
int pdd_cuda_ring_attach(pdd_cuda_entry *host, pdd_cuda_entry *device, uint64_t n);
/* The same, with n operand blocks beside it (host and device addresses, zeroed). */
int pdd_cuda_ring_attach_ops(pdd_cuda_entry *host, pdd_cuda_entry *device, uint64_t n, pdd_cuda_operands *ops_host,
                             pdd_cuda_operands *ops_device);
/* Non-zero while a ring is attached. */
int pdd_cuda_ring_attached(void);
/* Drains what is ready, then forgets the ring (before its memory goes away). */
void pdd_cuda_ring_detach(void);
/* Turns every ready entry into events and trace rows, in slot order; stops at the first
 * entry not ready yet. Thread- and signal-safe: a drain already running makes it return. */
void pdd_cuda_drain(void);
/* Fills c for sites [first_site, first_site + nsites) of kernel `kernel` (at most
 * PDD_CUDA_MAX_SITES; their fields' bases as last bound) and, with the trace checker on,
 * the fields they write at PDD_TRACE_INDEX, and reserves their ring slots. Returns the
 * number of entries reserved, 0 when there is nothing to collect, -1 when the ring is full
 * (c->ring is NULL then: the records are only reset; synchronise, drain and retry). */
int pdd_cuda_collect_prepare(pdd_unit *unit, int kernel, int first_site, int nsites,
                             pdd_cuda_collect *c);
/* Gives back slots a collect launch that failed will never write (marks them consumed). */
void pdd_cuda_collect_cancel(const pdd_cuda_collect *c, int n);

#ifdef __cplusplus
}
#endif
#endif
