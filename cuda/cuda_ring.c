/* cuda_ring.c: the host half of the device probes. The collect kernel (probe_cuda.h) writes
 * one entry per site and traced field into a ring in mapped pinned memory; here slots are
 * reserved in launch order and ready entries become the same events and trace rows as the
 * CPU probes make. Plain C: libpdd never links CUDA. */
#include "checker.h"
#include "runtime.h"
#include "registry.h"
#include "trace.h"

#include <math.h>
#include <stddef.h>
#include <pthread.h>
#include <string.h>

static struct {
    pdd_cuda_entry *_Atomic host; /* NULL while no ring is attached */
    pdd_cuda_entry *device;
    pdd_cuda_operands *ops_host, *ops_device; /* the operand blocks beside it, or NULL */
    uint64_t mask;
    _Atomic uint64_t head; /* next slot to reserve */
    _Atomic uint64_t tail; /* next slot to drain */
    atomic_flag draining;
} ring = {.draining = ATOMIC_FLAG_INIT};

static pthread_mutex_t attach_lock = PTHREAD_MUTEX_INITIALIZER;

int pdd_cuda_ring_attach(pdd_cuda_entry *host, pdd_cuda_entry *device, uint64_t n)
{
    return pdd_cuda_ring_attach_ops(host, device, n, NULL, NULL);
}

int pdd_cuda_ring_attach_ops(pdd_cuda_entry *host, pdd_cuda_entry *device, uint64_t n, pdd_cuda_operands *ops_host,
                             pdd_cuda_operands *ops_device)
{
    if (!host || !device || n < 2 * (PDD_CUDA_MAX_SITES + PDD_CUDA_MAX_TRACE) || (n & (n - 1)))
        return -1;
    pthread_mutex_lock(&attach_lock);
    int rc = 1;
    if (!atomic_load(&ring.host)) {
        ring.device = device;
        ring.ops_host = ops_host && ops_device ? ops_host : NULL;
        ring.ops_device = ops_host && ops_device ? ops_device : NULL;
        ring.mask = n - 1;
        atomic_store(&ring.head, 0);
        atomic_store(&ring.tail, 0);
        atomic_store_explicit(&ring.host, host, memory_order_release);
        pdd_drain_on = 1;
        rc = 0;
    }
    pthread_mutex_unlock(&attach_lock);
    return rc;
}

int pdd_cuda_ring_attached(void)
{
    return atomic_load_explicit(&ring.host, memory_order_acquire) != NULL;
}

void pdd_cuda_ring_detach(void)
{
    pdd_cuda_drain();
    pthread_mutex_lock(&attach_lock);
    pdd_drain_on = 0;
    atomic_store(&ring.host, NULL);
    /* wait for a drain that started before: it may still read the memory */
    while (atomic_flag_test_and_set(&ring.draining))
        ;
    atomic_flag_clear(&ring.draining);
    pthread_mutex_unlock(&attach_lock);
}

/* ---- collect ---------------------------------------------------------------------- */

int pdd_cuda_collect_prepare(pdd_unit *u, int k, int first, int n, pdd_cuda_collect *c)
{
    /* a unit of ABI 5 or earlier has a struct that ends before `ops` */
    const int has_ops = u && u->abi >= 6;
    memset(c, 0, has_ops ? sizeof *c : offsetof(pdd_cuda_collect, ops));
    pdd_unit_rt *rt = u ? u->rt : NULL;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels || first < 0 || n < 0 ||
        n > PDD_CUDA_MAX_SITES || (uint32_t)(first + n) > u->nsites)
        return 0;
    for (int i = 0; i < n; i++)
        if (u->sites[first + i].kernel != k)
            return 0; /* the tables say otherwise: collect nothing rather than the wrong sites */
    c->unit = (uint64_t)(uintptr_t)u;
    c->call = atomic_load(&rt->kernels[k].current_call);
    c->kernel = k, c->first_site = first, c->nsites = n;
    for (int i = 0; i < n; i++) {
        int f = u->sites[first + i].field;
        c->base[i] = rt->fields[f].base;
        c->type[i] = u->fields[f].type;
        c->field[i] = f;
    }
    if (pdd_checks & PDD_CHECK_TRACE) {
        for (int i = 0; i < n && c->ntrace < PDD_CUDA_MAX_TRACE; i++) {
            int f = c->field[i], seen = 0;
            /* each field once per kernel call, also when its sites span several launches */
            for (int s = 0; s < first + i && !seen; s++)
                seen = u->sites[s].kernel == k && u->sites[s].field == f;
            const pdd_field_rt *fr = &rt->fields[f];
            int64_t index[PDD_MAX_DIMS];
            int64_t off = seen || !fr->base
                              ? -1
                              : pdd_trace_offset(u, f, fr->ndim, fr->shape, fr->strides, index);
            if (off < 0)
                continue;
            c->trace_base[c->ntrace] = fr->base;
            c->trace_offset[c->ntrace] = off;
            c->trace_type[c->ntrace] = u->fields[f].type;
            c->trace_field[c->ntrace++] = f;
        }
    }
    int total = c->nsites + c->ntrace;
    if (!total || !atomic_load_explicit(&ring.host, memory_order_acquire))
        return 0;
    uint64_t head = atomic_load(&ring.head);
    do {
        if (head + (uint64_t)total - atomic_load(&ring.tail) > ring.mask + 1)
            return -1;
    } while (!atomic_compare_exchange_weak(&ring.head, &head, head + (uint64_t)total));
    c->ring = ring.device;
    c->mask = ring.mask;
    c->slot = head;
    if (has_ops)
        c->ops = ring.ops_device;
    return total;
}

void pdd_cuda_collect_cancel(const pdd_cuda_collect *c, int n)
{
    pdd_cuda_entry *h = atomic_load_explicit(&ring.host, memory_order_acquire);
    if (!h || !c->ring)
        return;
    for (int i = 0; i < n; i++) /* as the collect marks a clean site */
        __atomic_store_n(&h[(c->slot + (uint64_t)i) & ring.mask].ready,
                         (c->slot + (uint64_t)i + 1) | PDD_CUDA_CLEAN, __ATOMIC_RELEASE);
}

/* ---- drain ------------------------------------------------------------------------ */

static pdd_unit *unit_at_address(uint64_t addr)
{
    for (int i = 0; i < pdd_units_count(); i++)
        if ((uint64_t)(uintptr_t)pdd_unit_at(i) == addr)
            return pdd_unit_at(i);
    return NULL; /* unregistered since (its library unloaded): the entry is dropped */
}

/* Where the element at addr lies in field f as bound, in elements (-1 not in it), as the
 * collect kernel places a store (pdd_dev_offset): a field bound with no layout takes any
 * element at or past its base. */
static int64_t operand_offset(const pdd_field_rt *f, uint64_t addr)
{
    if (f->ndim > 0)
        return pdd_field_offset_at(f, (const void *)(uintptr_t)addr, -1);
    if (!f->base || f->esize <= 0 || addr < (uint64_t)(uintptr_t)f->base)
        return -1;
    uint64_t bytes = addr - (uint64_t)(uintptr_t)f->base;
    return bytes % (uint64_t)f->esize || bytes / (uint64_t)f->esize > INT64_MAX ? -1 : (int64_t)(bytes / (uint64_t)f->esize);
}

/* Logs the event of a site entry; with its operands (ops, or NULL) after it, as the CPU's. */
static void emit_event(pdd_unit *u, const pdd_cuda_entry *e, int kind, uint64_t count,
                       int64_t off, double value, double min, double max, const pdd_cuda_operands *ops)
{
    pdd_unit_rt *rt = u->rt;
    pdd_site_rt *sr = &rt->sites[e->site];
    pdd_rec_event ev;
    memset(&ev, 0, sizeof ev);
    ev.t_ns = pdd_now_ns();
    ev.call = e->call;
    ev.count = count;
    ev.offset = off < 0 ? -1 : off;
    ev.value = value, ev.min = min, ev.max = max;
    ev.kernel = rt->kernels[e->kernel].gid;
    ev.site = sr->gid;
    ev.field = rt->fields[e->field].gid;
    ev.kind = kind;
    ev.ndim = pdd_offset_to_index(&rt->fields[e->field], ev.offset, ev.index);
    if (!pdd_site_log_event(u, e->site, e->field, &ev) || !ops)
        return;
    int32_t field[PDD_MAX_OPERANDS], role[PDD_MAX_OPERANDS];
    int64_t offset[PDD_MAX_OPERANDS];
    double v[PDD_MAX_OPERANDS];
    int n = 0;
    for (int i = 0; i < ops->n && i < PDD_MAX_OPERANDS; i++) {
        int f = ops->field[i];
        if (f < 0 || (uint32_t)f >= u->nfields)
            continue;
        field[n] = f, role[n] = ops->role[i], v[n] = ops->value[i];
        offset[n++] = operand_offset(&rt->fields[f], ops->addr[i]);
    }
    pdd_site_log_operands(u, e->site, e->call, kind, n, field, role, offset, v);
}

static void consume(const pdd_cuda_entry *e, const pdd_cuda_operands *ops)
{
    if (e->kind != PDD_CUDA_ENTRY_SITE && e->kind != PDD_CUDA_ENTRY_TRACE)
        return;
    pdd_unit *u = unit_at_address(e->unit);
    if (!u || !u->rt || e->kernel < 0 || (uint32_t)e->kernel >= u->nkernels || e->field < 0 ||
        (uint32_t)e->field >= u->nfields)
        return;
    pdd_unit_rt *rt = u->rt;
    if (e->kind == PDD_CUDA_ENTRY_TRACE) {
        if (!(pdd_checks & PDD_CHECK_TRACE) || !pdd_rt.journal)
            return;
        int64_t index[PDD_MAX_DIMS];
        int ndim = pdd_offset_to_index(&rt->fields[e->field], e->offset, index);
        pdd_trace_append(rt->kernels[e->kernel].gid, rt->fields[e->field].gid, e->call, ndim,
                         index, e->value);
        return;
    }
    if (e->site < 0 || (uint32_t)e->site >= u->nsites || u->sites[e->site].field != e->field ||
        e->count < e->nan_count)
        return;
    uint32_t checks = rt->sites[e->site].checks;
    int kind;
    if (e->nan_count && (kind = pdd_value_kind(checks, NAN)))
        emit_event(u, e, kind, e->nan_count, e->nan_offset, e->nan_value, NAN, NAN, ops && ops->nan ? ops : NULL);
    uint64_t rest = e->count - e->nan_count;
    if (rest && ((kind = pdd_value_kind(checks, e->min)) || (kind = pdd_value_kind(checks, e->max))))
        emit_event(u, e, kind, rest, e->offset, e->value, e->min, e->max, ops && !ops->nan ? ops : NULL);
}

void pdd_cuda_drain(void)
{
    pdd_cuda_entry *h = atomic_load_explicit(&ring.host, memory_order_acquire);
    if (!h || atomic_flag_test_and_set_explicit(&ring.draining, memory_order_acquire))
        return;
    h = atomic_load_explicit(&ring.host, memory_order_acquire); /* detached meanwhile? */
    uint64_t t = atomic_load(&ring.tail), head = atomic_load(&ring.head);
    for (; h && t != head; t++) {
        const pdd_cuda_entry *e = &h[t & ring.mask];
        uint64_t ready = __atomic_load_n(&e->ready, __ATOMIC_ACQUIRE);
        if ((ready & ~PDD_CUDA_CLEAN) != t + 1)
            break; /* its collect kernel has not run yet: later ones wait for it */
        if (pdd_rt.journal && !(ready & PDD_CUDA_CLEAN)) { /* also at exit (pdd_enabled cleared) */
            pdd_cuda_entry copy; /* a clean entry's rest is an earlier lap's: not even copied */
            memcpy(&copy, e, sizeof copy);
            /* its operands, when the collect wrote a block for this lap (ordered by `ready`) */
            pdd_cuda_operands ops;
            const pdd_cuda_operands *b = ring.ops_host ? &ring.ops_host[t & ring.mask] : NULL;
            int has_ops = b && b->slot == t + 1;
            if (has_ops)
                memcpy(&ops, b, sizeof ops);
            consume(&copy, has_ops ? &ops : NULL);
        }
        atomic_store(&ring.tail, t + 1);
    }
    atomic_flag_clear_explicit(&ring.draining, memory_order_release);
}
