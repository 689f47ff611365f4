/* cupti.c: CUPTI support. libcupti is loaded with dlopen once the process shows it uses CUDA,
 * so libpdd links no CUDA library and one build serves machines with and without GPUs.
 * Kernel activity records become /progress rows of a /kernels row per CUPTI kernel name
 * (source "cupti"); API callbacks turn failing runtime/driver calls into cuda_error events. */
#include "pdd_cupti.h"
#include "checker.h"
#include "runtime.h"
#include "backtrace.h"
#include "registry.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if PDD_HAVE_CUPTI
#include <cuda.h>
#include <dlfcn.h>
#include <driver_types.h>
#include <link.h>
#include <stddef.h>
#include <stdio.h>

/* Only the prefix of the kernel record that every layout since CUDA 9 (Kernel4) shares is
 * read, so a libcupti older or newer than these headers gives the same fields. */
typedef CUpti_ActivityKernel4 kernel_record;
#if CUPTI_API_VERSION >= 130000
#define SAME_AT(f) offsetof(CUpti_ActivityKernel4, f) == offsetof(CUpti_ActivityKernel10, f)
_Static_assert(SAME_AT(kind) && SAME_AT(start) && SAME_AT(end) && SAME_AT(name),
               "CUPTI kernel records changed their common prefix");
#endif

/* The libcupti functions used, resolved with dlsym; their types are the headers'. */
#define CUPTI_FUNCS(X)                                                                     \
    X(cuptiGetResultString) X(cuptiSubscribe) X(cuptiUnsubscribe) X(cuptiEnableDomain)    \
    X(cuptiEnableCallback) X(cuptiActivityEnable) X(cuptiActivityDisable)                  \
    X(cuptiActivityRegisterCallbacks) X(cuptiActivityGetNextRecord)                        \
    X(cuptiActivityFlushAll) X(cuptiActivityGetNumDroppedRecords) X(cuptiGetTimestamp)
static struct {
    void *lib;
#define API_FIELD(fn) __typeof__(&fn) fn;
    CUPTI_FUNCS(API_FIELD)
} api;

enum { IDLE, RUNNING, UNAVAILABLE };
static _Atomic int state = IDLE;
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
static CUpti_SubscriberHandle subscriber;
static int kernels_on;
/* CUPTI time + clock_delta = the log's unix-epoch ns (modulo 2^64, so either sign works). */
static _Atomic uint64_t clock_delta;
static _Atomic uint64_t records_dropped, records_untimed, failures, failures_unlogged;
static _Atomic uint64_t sticky_repeats;
static _Atomic int sticky_code; /* the sticky error already recorded, 0 none */

#define BUFFER_SIZE (4u << 20) /* a few thousand kernel records per hand-over */
#define PRINT_MAX 10           /* failing calls printed; all are logged (up to max_events) */

/* ---- kernel names: one /kernels row per CUPTI name ---- */

typedef struct name_row {
    char *key;   /* CUPTI's name */
    char *name;  /* the row's name: the instrumented kernel's, else demangled CUPTI's */
    char *label; /* the instrumented kernel's label, else "" */
    int32_t id;
    uint64_t calls;
    pdd_totals_ref totals; /* its whole-run counts (call_ring.h) */
} name_row;

static pthread_mutex_t rows_lock = PTHREAD_MUTEX_INITIALIZER;
static name_row *rows; /* open addressing, capacity a power of two */
static size_t nrows, caprows;
static int rows_need_journal; /* a new journal lacks the rows made before it */

static uint64_t hash_name(const char *s)
{
    uint64_t h = 1469598103934665603u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static name_row *row_slot(name_row *tab, size_t cap, const char *key)
{
    size_t i = (size_t)hash_name(key) & (cap - 1);
    while (tab[i].key && strcmp(tab[i].key, key))
        i = (i + 1) & (cap - 1);
    return &tab[i];
}

static int rows_grow(void)
{
    size_t cap = caprows ? caprows * 2 : 64;
    name_row *tab = calloc(cap, sizeof *tab);
    if (!tab)
        return -1;
    for (size_t i = 0; i < caprows; i++)
        if (rows[i].key)
            *row_slot(tab, cap, rows[i].key) = rows[i];
    free(rows);
    rows = tab, caprows = cap;
    return 0;
}

/* "_Z7k_0_0_1Pdi" -> "k_0_0_1"; a plain identifier is itself; else "" (nested names). */
static void base_name(const char *name, char *out, size_t n)
{
    out[0] = 0;
    if (!strncmp(name, "_Z", 2) && name[2] >= '1' && name[2] <= '9') {
        char *end;
        unsigned long len = strtoul(name + 2, &end, 10);
        if (len < n && strnlen(end, len) == len)
            snprintf(out, n, "%.*s", (int)len, end);
    } else if (strncmp(name, "_Z", 2) && strlen(name) < n && !strpbrk(name, " (<:")) {
        snprintf(out, n, "%s", name);
    }
}

/* The demangled name when the C++ runtime is in the process (every CUDA C++ program); NULL
 * otherwise. Caller frees. */
static char *demangle(const char *name)
{
    typedef char *(*demangle_fn)(const char *, char *, size_t *, int *);
    if (strncmp(name, "_Z", 2))
        return NULL;
    demangle_fn fn = (demangle_fn)dlsym(RTLD_DEFAULT, "__cxa_demangle");
    int status = -1;
    char *out = fn ? fn(name, NULL, NULL, &status) : NULL;
    if (status) {
        free(out);
        return NULL;
    }
    return out;
}

/* The row of a CUPTI name, made (and journaled) on first sight. Called with rows_lock. */
static name_row *row_of(const char *key)
{
    if ((nrows + 1) * 2 > caprows && rows_grow())
        return NULL;
    name_row *r = row_slot(rows, caprows, key);
    if (r->key)
        return r;
    char base[512], label[512] = "";
    base_name(key, base, sizeof base);
    char *name;
    if (base[0] && pdd_kernel_declared(base, label, sizeof label))
        name = strdup(base);
    else if (!(name = demangle(key)))
        name = strdup(key);
    name_row made = {strdup(key), name, strdup(label), 0, 0, {NULL, 0}};
    if (!made.key || !made.name || !made.label) {
        free(made.key), free(made.name), free(made.label);
        return NULL;
    }
    made.id = pdd_kernel_add_runtime(made.name, "cupti", made.label);
    *r = made;
    nrows++;
    return r;
}

static void journal_known_rows(void)
{
    pthread_mutex_lock(&rows_lock);
    for (size_t i = 0; i < caprows; i++)
        if (rows[i].key) {
            pdd_kernel_journal_row(rows[i].id, rows[i].name, "cupti", rows[i].label);
            rows[i].calls = 0; /* a new log counts calls from 1 */
        }
    rows_need_journal = 0;
    pthread_mutex_unlock(&rows_lock);
}

int32_t pdd_cupti_kernel_id(const char *cupti_name)
{
    pthread_mutex_lock(&rows_lock);
    name_row *r = row_of(cupti_name);
    int32_t id = r ? r->id : -1;
    pthread_mutex_unlock(&rows_lock);
    return id;
}

/* ---- activity records ---- */

void pdd_cupti_set_clock(uint64_t cupti_ns, uint64_t log_ns)
{
    atomic_store(&clock_delta, log_ns - cupti_ns);
}

uint64_t pdd_cupti_log_ns(uint64_t cupti_ns)
{
    return cupti_ns + atomic_load_explicit(&clock_delta, memory_order_relaxed);
}

/* Kernel times need all three: cupti, cuda (CUPTI's gate) and progress (their table). */
#define KERNEL_TIMES (PDD_CHECK_CUPTI | PDD_CHECK_CUDA | PDD_CHECK_PROGRESS)

int pdd_cupti_take_buffer(uint8_t *buffer, size_t valid, pdd_cupti_next_record_fn next)
{
    int taken = 0;
    CUpti_Activity *rec = NULL;
    if (!buffer || !next)
        return 0;
    pthread_mutex_lock(&rows_lock);
    while (next(buffer, valid, &rec) == CUPTI_SUCCESS) {
        if (rec->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL &&
            rec->kind != CUPTI_ACTIVITY_KIND_KERNEL)
            continue;
        const kernel_record *k = (const kernel_record *)(const void *)rec;
        if (!pdd_enabled || !pdd_rt.journal || (pdd_checks & KERNEL_TIMES) != KERNEL_TIMES)
            continue;
        if (!k->name || !k->start || k->end < k->start) { /* CUPTI could not time it */
            atomic_fetch_add(&records_untimed, 1);
            continue;
        }
        name_row *r = row_of(k->name);
        if (!r)
            continue;
        r->calls++;
        /* an entry of the ring of recent calls, as a host kernel call's, placed where it was read */
        uint64_t t0 = pdd_cupti_log_ns(k->start), t1 = pdd_cupti_log_ns(k->end);
        pdd_call_slot slot = pdd_call_begin(PDD_CALL_KERNEL, r->id, r->calls, t0, &r->totals);
        pdd_call_end(slot, r->totals.rec, t0, t1 > t0 ? t1 : t0);
        taken++;
    }
    pthread_mutex_unlock(&rows_lock);
    return taken;
}

static void CUPTIAPI buffer_requested(uint8_t **buffer, size_t *size, size_t *max_records)
{
    *buffer = aligned_alloc(8, BUFFER_SIZE); /* NULL: CUPTI drops the records and counts them */
    *size = *buffer ? BUFFER_SIZE : 0;
    *max_records = 0;
}

static void CUPTIAPI buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer,
                                      size_t size, size_t valid)
{
    (void)size;
    pdd_cupti_take_buffer(buffer, valid, api.cuptiActivityGetNextRecord);
    size_t dropped = 0;
    if (api.cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS && dropped)
        atomic_fetch_add(&records_dropped, dropped);
    free(buffer);
}

/* ---- failing API calls ---- */

static _Thread_local int in_pdd;        /* set while libpdd itself calls CUDA from a callback */
static _Thread_local int runtime_depth; /* runtime API calls this thread is inside */
static _Thread_local const char *inner_fn; /* first driver failure inside the runtime call */
static _Thread_local int inner_code;
static _Thread_local int32_t last_kernel = -2; /* the last failure recorded on this thread */
static _Thread_local uint64_t last_call;
static _Thread_local int last_code;

/* Names from the headers' own enums; codes not listed are asked of the CUDA libraries. */
#define ERR(x) {x, #x}
static const struct error_name {
    int code;
    const char *name;
} runtime_errors[] = {
    ERR(cudaErrorInvalidValue),         ERR(cudaErrorMemoryAllocation),
    ERR(cudaErrorInitializationError),  ERR(cudaErrorCudartUnloading),
    ERR(cudaErrorInvalidConfiguration), ERR(cudaErrorInvalidPitchValue),
    ERR(cudaErrorInvalidSymbol),        ERR(cudaErrorInvalidDevicePointer),
    ERR(cudaErrorInvalidMemcpyDirection), ERR(cudaErrorInsufficientDriver),
    ERR(cudaErrorNoDevice),             ERR(cudaErrorInvalidDevice),
    ERR(cudaErrorInvalidKernelImage),   ERR(cudaErrorNoKernelImageForDevice),
    ERR(cudaErrorInvalidDeviceFunction), ERR(cudaErrorInvalidResourceHandle),
    ERR(cudaErrorIllegalAddress),       ERR(cudaErrorLaunchOutOfResources),
    ERR(cudaErrorLaunchTimeout),        ERR(cudaErrorLaunchFailure),
    ERR(cudaErrorMisalignedAddress),    ERR(cudaErrorIllegalInstruction),
    ERR(cudaErrorAssert),               ERR(cudaErrorNotSupported),
}, driver_errors[] = {
    ERR(CUDA_ERROR_INVALID_VALUE),      ERR(CUDA_ERROR_OUT_OF_MEMORY),
    ERR(CUDA_ERROR_NOT_INITIALIZED),    ERR(CUDA_ERROR_DEINITIALIZED),
    ERR(CUDA_ERROR_NO_DEVICE),          ERR(CUDA_ERROR_INVALID_DEVICE),
    ERR(CUDA_ERROR_INVALID_IMAGE),      ERR(CUDA_ERROR_INVALID_CONTEXT),
    ERR(CUDA_ERROR_NO_BINARY_FOR_GPU),  ERR(CUDA_ERROR_INVALID_PTX),
    ERR(CUDA_ERROR_INVALID_HANDLE),     ERR(CUDA_ERROR_NOT_FOUND),
    ERR(CUDA_ERROR_ILLEGAL_ADDRESS),    ERR(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES),
    ERR(CUDA_ERROR_LAUNCH_TIMEOUT),     ERR(CUDA_ERROR_LAUNCH_FAILED),
    ERR(CUDA_ERROR_MISALIGNED_ADDRESS), ERR(CUDA_ERROR_ILLEGAL_INSTRUCTION),
    ERR(CUDA_ERROR_ASSERT),             ERR(CUDA_ERROR_NOT_SUPPORTED),
};

static const char *error_name(int code, int runtime)
{
    const struct error_name *t = runtime ? runtime_errors : driver_errors;
    size_t n = runtime ? sizeof runtime_errors / sizeof *t : sizeof driver_errors / sizeof *t;
    for (size_t i = 0; i < n; i++)
        if (t[i].code == code)
            return t[i].name;
    const char *name = NULL; /* in_pdd is set: these calls' own callbacks return at once */
    if (runtime) {
        const char *(*fn)(int) = (const char *(*)(int))dlsym(RTLD_DEFAULT, "cudaGetErrorName");
        name = fn ? fn(code) : NULL;
    } else {
        int (*fn)(int, const char **) =
            (int (*)(int, const char **))dlsym(RTLD_DEFAULT, "cuGetErrorName");
        if (!fn || fn(code, &name))
            name = NULL;
    }
    return name ? name : runtime ? "cudaError" : "CUresult";
}

/* Returns that are reports, not failures: a query's "not ready", the last-error getters
 * (the failure they repeat was recorded when it happened), entry-point probes that find
 * nothing, and calls made while CUDA is shutting down at exit. */
static int is_failure(const char *fn, int code)
{
    if (code == cudaErrorNotReady || code == cudaErrorCudartUnloading)
        return 0; /* == CUDA_ERROR_NOT_READY, CUDA_ERROR_DEINITIALIZED */
    if (!strncmp(fn, "cudaGetLastError", 16) || !strncmp(fn, "cudaPeekAtLastError", 19))
        return 0;
    if (code == cudaErrorSymbolNotFound &&
        (!strncmp(fn, "cuGetProcAddress", 16) || !strncmp(fn, "cudaGetDriverEntryPoint", 23)))
        return 0;
    return 1;
}

/* "cudaMalloc_v3020" -> "cudaMalloc": CUPTI's version suffix of runtime names. */
static int plain_length(const char *fn)
{
    const char *v = strstr(fn, "_v");
    if (!v || strncmp(fn, "cuda", 4) || !v[2] || strspn(v + 2, "0123456789") != strlen(v + 2))
        return (int)strlen(fn);
    return (int)(v - fn);
}

/* Not inlined: the backtrace skips exactly this frame and the callback's. */
/* Errors that leave the context unusable: every later call returns the same code, so
 * only the first is recorded (the same in both APIs: cudaErrorIllegalAddress is
 * CUDA_ERROR_ILLEGAL_ADDRESS, ...). */
static int is_sticky(int code)
{
    switch (code) {
    case cudaErrorIllegalAddress: case cudaErrorLaunchTimeout: case cudaErrorAssert:
    case cudaErrorHardwareStackError: case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress: case cudaErrorInvalidAddressSpace: case cudaErrorInvalidPc:
    case cudaErrorLaunchFailure:
        return 1;
    default:
        return 0;
    }
}

__attribute__((noinline)) static void record_failure(const char *fn, int code, int runtime,
                                                     const char *ifn, int icode)
{
    if (!pdd_rt.journal)
        return;
    if (is_sticky(code)) {
        int none = 0;
        if (!atomic_compare_exchange_strong(&sticky_code, &none, code) && none == code) {
            atomic_fetch_add(&sticky_repeats, 1);
            return;
        }
    }
    uint64_t n = atomic_fetch_add(&failures, 1);
    if (n >= pdd_rt.cfg.max_events) {
        atomic_fetch_add(&failures_unlogged, 1);
        return;
    }
    int32_t kernel = atomic_load_explicit(&pdd_rt.running_kernel, memory_order_acquire);
    pdd_rec_event ev;
    pdd_event_without_site(&ev, PDD_KIND_CUDA_ERROR, kernel,
                           kernel >= 0 ? atomic_load(&pdd_rt.running_call) : 0, code);
    ev.cuda_error = code;
    char text[8192];
    const char *name = error_name(code, runtime);
    int at = snprintf(text, sizeof text, "%s (%d): %.*s failed (CUDA %s API)", name, code,
                      plain_length(fn), fn, runtime ? "runtime" : "driver");
    if (ifn && at > 0 && (size_t)at < sizeof text)
        at += snprintf(text + at, sizeof text - (size_t)at, "; inside it %s returned %s (%d)",
                       ifn, error_name(icode, 0), icode);
    if (at < 0)
        at = 0;
    if ((size_t)at >= sizeof text - 1)
        at = sizeof text - 2;
    text[at++] = '\n';
    at += (int)pdd_backtrace(text + at, sizeof text - (size_t)at, 2);
    pdd_journal_append(pdd_rt.journal, PDD_REC_EVENT, &ev, pdd_rec_event_len(&ev), text,
                       (size_t)at + 1);
    last_kernel = ev.kernel, last_call = ev.call, last_code = code;
    if (n < PRINT_MAX)
        pdd_say("pdd: %s (%d) from %.*s%s%s\n", name, code, plain_length(fn), fn,
                ev.kernel >= 0 ? " during an instrumented kernel call" : "",
                n + 1 == PRINT_MAX ? " (further failing CUDA calls are logged, not printed)" : "");
}

static atomic_int exit_hooked;

void CUPTIAPI pdd_cupti_api_callback(void *userdata, CUpti_CallbackDomain domain,
                                     CUpti_CallbackId cbid, const void *data)
{
    (void)userdata;
    if (in_pdd)
        return;
    if (domain == CUPTI_CB_DOMAIN_RESOURCE) {
        if (cbid == CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING && atomic_load(&state) == RUNNING)
            api.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED); /* else they die with it */
        return;
    }
    if (domain != CUPTI_CB_DOMAIN_RUNTIME_API && domain != CUPTI_CB_DOMAIN_DRIVER_API)
        return;
    const CUpti_CallbackData *cb = data;
    int runtime = domain == CUPTI_CB_DOMAIN_RUNTIME_API;
    /* After the call that set CUDA up (and registered its teardown), not before. */
    if (cb->callbackSite == CUPTI_API_EXIT &&
        !atomic_load_explicit(&exit_hooked, memory_order_relaxed) && !atomic_exchange(&exit_hooked, 1))
        pdd_runtime_finish_before_cuda();
    if (cb->callbackSite == CUPTI_API_ENTER) {
        if (runtime && runtime_depth++ == 0)
            inner_fn = NULL;
        return;
    }
    if (runtime && runtime_depth > 0)
        runtime_depth--;
    const void *ret = cb->functionReturnValue;
    int code = !ret ? 0 : runtime ? (int)*(const cudaError_t *)ret : (int)*(const CUresult *)ret;
    if (!code || !pdd_enabled || (pdd_checks & (PDD_CHECK_CUDA | PDD_CHECK_CUPTI)) !=
                                     (PDD_CHECK_CUDA | PDD_CHECK_CUPTI))
        return;
    const char *fn = cb->functionName ? cb->functionName : "?";
    if (!is_failure(fn, code))
        return;
    if (!runtime && runtime_depth > 0) {
        /* The runtime call around it decides: its own failure carries this one along. */
        if (!inner_fn)
            inner_fn = fn, inner_code = code;
        return;
    }
    in_pdd = 1;
    record_failure(fn, code, runtime, runtime ? inner_fn : NULL, inner_code);
    in_pdd = 0;
    if (runtime)
        inner_fn = NULL;
}

int pdd_cupti_recorded(int32_t gid, uint64_t call, int code)
{
    return last_kernel == gid && last_call == call && last_code == code;
}

/* ---- start and stop ---- */

static int has_cuda_library(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size, (void)data;
    const char *base = strrchr(info->dlpi_name, '/');
    base = base ? base + 1 : info->dlpi_name;
    return !strncmp(base, "libcudart.so", 12) || !strncmp(base, "libcuda.so", 10);
}

static int load_api(char *why, size_t n)
{
    static const char *const names[] = {
        "libcupti.so", "libcupti.so.13", "libcupti.so.12",
        "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so", "/usr/local/cuda/lib64/libcupti.so"};
    const char *path = getenv("PDD_CUPTI_LIB");
    void *h = NULL;
    if (path && *path) {
        if (!(h = dlopen(path, RTLD_NOW | RTLD_LOCAL))) {
            snprintf(why, n, "PDD_CUPTI_LIB=%s cannot be loaded: %s", path, dlerror());
            return -1;
        }
    } else {
        for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
            h = dlopen(path = names[i], RTLD_NOW | RTLD_LOCAL);
        if (!h) {
            snprintf(why, n, "libcupti.so was not found (add its folder, e.g. "
                             "/usr/local/cuda/extras/CUPTI/lib64, to LD_LIBRARY_PATH, or set "
                             "PDD_CUPTI_LIB to the file)");
            return -1;
        }
    }
#define API_LOAD(fn)                                                                       \
    if (!(api.fn = (__typeof__(api.fn))dlsym(h, #fn))) {                                   \
        snprintf(why, n, "%s has no %s: it is not a CUPTI library pdd can use", path, #fn); \
        dlclose(h);                                                                        \
        return -1;                                                                         \
    }
    CUPTI_FUNCS(API_LOAD)
    api.lib = h;
    return 0;
}

static int cupti_failed(CUptiResult r, const char *call, char *why, size_t n)
{
    const char *text = NULL;
    if (api.cuptiGetResultString(r, &text) != CUPTI_SUCCESS || !text)
        text = "unknown CUPTI error";
    snprintf(why, n, "%s: %s (%d)", call, text, (int)r);
    return -1;
}

/* Takes an offset between CUPTI's clock and the log's from the closest of a few pairs. */
static void take_clock(void)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 8; i++) {
        uint64_t before = pdd_now_ns(), gpu = 0, after;
        if (api.cuptiGetTimestamp(&gpu) != CUPTI_SUCCESS)
            return;
        after = pdd_now_ns();
        if (after - before < best) {
            best = after - before;
            pdd_cupti_set_clock(gpu, before + (after - before) / 2);
        }
    }
}

static int start_cupti(char *why, size_t n)
{
    if (!api.lib && load_api(why, n))
        return -1;
    /* No driver, no device: CUPTI would only report the program's own "no device". */
    void *driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!driver) {
        snprintf(why, n, "no CUDA driver (libcuda.so.1) on this machine");
        return -1;
    }
    dlclose(driver);
    CUptiResult r = api.cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed);
    if (r != CUPTI_SUCCESS)
        return cupti_failed(r, "cuptiActivityRegisterCallbacks", why, n);
    take_clock();
    kernels_on = 0;
    if (pdd_checks & PDD_CHECK_PROGRESS) {
        if ((r = api.cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL)) != CUPTI_SUCCESS)
            return cupti_failed(r, "cuptiActivityEnable(CONCURRENT_KERNEL)", why, n);
        kernels_on = 1;
    }
    if ((r = api.cuptiSubscribe(&subscriber, pdd_cupti_api_callback, NULL)) != CUPTI_SUCCESS) {
        if (kernels_on)
            api.cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
        return cupti_failed(r, "cuptiSubscribe (another CUPTI tool, e.g. a profiler, holds it?)",
                            why, n);
    }
    if ((r = api.cuptiEnableDomain(1, subscriber, CUPTI_CB_DOMAIN_RUNTIME_API)) != CUPTI_SUCCESS ||
        (r = api.cuptiEnableDomain(1, subscriber, CUPTI_CB_DOMAIN_DRIVER_API)) != CUPTI_SUCCESS ||
        (r = api.cuptiEnableCallback(1, subscriber, CUPTI_CB_DOMAIN_RESOURCE,
                                     CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING)) != CUPTI_SUCCESS) {
        api.cuptiUnsubscribe(subscriber);
        if (kernels_on)
            api.cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
        return cupti_failed(r, "cuptiEnableDomain", why, n);
    }
    return 0;
}

static void start_if(int uses_gpu)
{
    if (!pdd_enabled)
        return;
    if (rows_need_journal)
        journal_known_rows(); /* ids stay dense in the new log */
    if ((pdd_checks & (PDD_CHECK_CUDA | PDD_CHECK_CUPTI)) != (PDD_CHECK_CUDA | PDD_CHECK_CUPTI))
        return;
    pthread_mutex_lock(&start_lock);
    const char *path = getenv("PDD_CUPTI_LIB");
    if (atomic_load(&state) == IDLE &&
        (uses_gpu || (path && *path) || dl_iterate_phdr(has_cuda_library, NULL))) {
        char why[1024];
        if (start_cupti(why, sizeof why)) {
            atomic_store(&state, UNAVAILABLE);
            if (pdd_rt.cfg.cupti_asked)
                pdd_say("pdd: cupti: %s; GPU kernel times and failing CUDA calls are not "
                        "recorded\n", why);
        } else {
            atomic_store(&state, RUNNING);
        }
    }
    pthread_mutex_unlock(&start_lock);
}

void pdd_cupti_start(void)
{
    start_if(0);
}

void pdd_cupti_unit_registered(const pdd_unit *u)
{
    size_t len = u->source ? strlen(u->source) : 0;
    int gpu = len > 3 && !strcmp(u->source + len - 3, ".cu");
    for (uint32_t f = 0; f < u->nfields && !gpu; f++)
        gpu = u->fields[f].storage == PDD_STORAGE_GPU;
    start_if(gpu);
}

int pdd_cupti_running(void)
{
    return atomic_load(&state) == RUNNING;
}

void pdd_cupti_flush(void)
{
    /* Not forced: records of kernels still running stay with CUPTI until they have times. */
    if (atomic_load(&state) == RUNNING)
        api.cuptiActivityFlushAll(0);
}

void pdd_cupti_stop(void)
{
    pthread_mutex_lock(&start_lock);
    if (atomic_load(&state) == RUNNING) {
        api.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
        if (kernels_on)
            api.cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
        api.cuptiUnsubscribe(subscriber);
        uint64_t d = atomic_exchange(&records_dropped, 0), u = atomic_exchange(&failures_unlogged, 0),
                 s = atomic_exchange(&sticky_repeats, 0);
        if (d)
            pdd_say("pdd: cupti: %llu kernel records were dropped by CUPTI (its buffers were full); "
                    "/progress lacks them\n", (unsigned long long)d);
        if (u)
            pdd_say("pdd: cupti: %llu more failing CUDA calls were not logged (PDD_MAX_EVENTS)\n",
                    (unsigned long long)u);
        if (s)
            pdd_say("pdd: cupti: %llu later CUDA calls returned the sticky error %d again; logged "
                    "once\n", (unsigned long long)s, atomic_load(&sticky_code));
    }
    atomic_store(&records_untimed, 0);
    atomic_store(&failures, 0);
    atomic_store(&sticky_code, 0);
    /* The next start (pdd_runtime_restart) tries again and journals the rows anew. */
    atomic_store(&state, IDLE);
    rows_need_journal = 1;
    pthread_mutex_unlock(&start_lock);
}

#else /* built without the CUPTI headers */

static int said;

void pdd_cupti_start(void)
{
    if (pdd_enabled && (pdd_checks & PDD_CHECK_CUPTI) && pdd_rt.cfg.cupti_asked && !said) {
        said = 1;
        pdd_say("pdd: cupti: this libpdd was built without the CUPTI headers (rebuild it where the "
                "CUDA toolkit is installed); GPU kernel times and failing CUDA calls are not "
                "recorded\n");
    }
}

void pdd_cupti_unit_registered(const pdd_unit *u)
{
    (void)u;
    pdd_cupti_start();
}

void pdd_cupti_flush(void)
{
}

void pdd_cupti_stop(void)
{
}

int pdd_cupti_running(void)
{
    return 0;
}

int pdd_cupti_recorded(int32_t gid, uint64_t call, int code)
{
    (void)gid, (void)call, (void)code;
    return 0;
}

#endif

/* The checker: CUPTI's view of the device — GPU start/end of every kernel that runs
 * (cuBLAS's too) into /progress, and every failing CUDA runtime/driver call as a cuda_error
 * event. Needs `cuda` (and `progress` for the times). It starts when pdd starts, or when a
 * unit shows that the process uses CUDA; its last records go in before the log's end. */
const pdd_checker pdd_checker_cupti = {
    .name = "cupti",
    .bit = PDD_CHECK_CUPTI,
    .what = "GPU times of every kernel, and every failing CUDA API call (through CUPTI)",
    .default_on = 1,
    .kind = PDD_KIND_CUDA_ERROR,
    .start = pdd_cupti_start,
    .unit_registered = pdd_cupti_unit_registered,
    .flush = pdd_cupti_flush,
    .finish = pdd_cupti_stop,
};
