/* site_fail.c: the cold path of a value check. Bad values are aggregated per (site, kind)
 * with atomics — count, smallest offset and its value, min, max — so any number of threads
 * may report at once; the kernel's end turns each aggregate into one event. */
#include "checker.h"
#include "runtime.h"
#include "registry.h"

#include <pdd/log.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t no_value_bits = 0x7ff8000000000000ull; /* NaN: nothing seen yet */

static inline double bits_double(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static inline uint64_t double_bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static void atomic_extreme(_Atomic uint64_t *slot, double v, int want_min)
{
    uint64_t cur = atomic_load_explicit(slot, memory_order_relaxed);
    for (;;) {
        double c = bits_double(cur);
        if (c == c && (want_min ? !(v < c) : !(v > c)))
            return;
        if (atomic_compare_exchange_weak_explicit(slot, &cur, double_bits(v), memory_order_relaxed,
                                                  memory_order_relaxed))
            return;
    }
}

static void agg_reset(pdd_agg *a)
{
    atomic_store(&a->count, 0);
    atomic_store(&a->first_off, INT64_MAX);
    a->first_field = -1;
    atomic_store(&a->min_bits, no_value_bits);
    atomic_store(&a->max_bits, no_value_bits);
}

void pdd_site_rt_init(pdd_site_rt *sr)
{
    atomic_store(&sr->owner, -1);
    for (int a = 0; a < PDD_VALUE_KINDS; a++)
        for (int r = 0; r < PDD_REGION_COUNT; r++) {
            atomic_flag_clear(&sr->agg[a][r].lock);
            agg_reset(&sr->agg[a][r]);
        }
}

/* Which value checker a failed value belongs to: the first in table order. */
static int classify(uint32_t site_checks, double v)
{
    for (int i = 0; i < pdd_checker_count; i++) {
        const pdd_checker *c = pdd_checker_table[i];
        if (c->fires && (site_checks & c->bit) && c->fires(&pdd_rt.cfg, v))
            return c->kind;
    }
    return 0;
}

int pdd_value_kind(uint32_t checks, double v)
{
    return classify(checks, v);
}

static void emit(pdd_unit *u, int s, int k, int kind, pdd_agg *a, uint64_t call)
{
    pdd_unit_rt *rt = u->rt;
    pdd_site_rt *sr = &rt->sites[s];
    const pdd_site_desc *sd = &u->sites[s];
    /* Each part is taken and reset in one step: a value that another thread's call reports
     * meanwhile lands whole in this event or in the next one, never in neither. */
    uint64_t count = atomic_exchange(&a->count, 0);
    if (!count)
        return;
    while (atomic_flag_test_and_set_explicit(&a->lock, memory_order_acquire))
        ;
    int64_t off = atomic_exchange(&a->first_off, INT64_MAX);
    double first = a->first_value;
    int f = a->first_field >= 0 ? a->first_field : sd->field;
    a->first_field = -1;
    int nops = a->nops;
    int32_t op_field[PDD_MAX_OPERANDS], op_role[PDD_MAX_OPERANDS];
    int64_t op_off[PDD_MAX_OPERANDS];
    double op_value[PDD_MAX_OPERANDS];
    for (int i = 0; i < nops; i++) {
        op_field[i] = a->op_field[i], op_role[i] = a->op_role[i];
        op_off[i] = a->op_off[i], op_value[i] = a->op_value[i];
    }
    a->nops = 0;
    atomic_flag_clear_explicit(&a->lock, memory_order_release);
    pdd_rec_event ev;
    memset(&ev, 0, sizeof ev);
    ev.t_ns = pdd_now_ns();
    ev.call = call;
    ev.count = count;
    ev.offset = off == INT64_MAX ? -1 : off;
    ev.value = first;
    ev.min = bits_double(atomic_exchange(&a->min_bits, no_value_bits));
    ev.max = bits_double(atomic_exchange(&a->max_bits, no_value_bits));
    ev.kernel = rt->kernels[k].gid;
    ev.site = sr->gid;
    ev.field = rt->fields[f].gid;
    ev.kind = kind;
    ev.ndim = pdd_offset_to_index(&rt->fields[f], ev.offset, ev.index);
    if (pdd_site_log_event(u, s, f, &ev))
        pdd_site_log_operands(u, s, call, kind, nops, op_field, op_role, op_off, op_value);
}

void pdd_site_log_operands(pdd_unit *u, int s, uint64_t call, int kind, int n, const int32_t *field,
                           const int32_t *role, const int64_t *offset, const double *value)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_rt.journal)
        return;
    for (int i = 0; i < n; i++) {
        pdd_rec_operand op;
        memset(&op, 0, sizeof op);
        op.call = call, op.value = value[i], op.offset = offset[i];
        op.site = rt->sites[s].gid, op.kind = kind, op.pos = i, op.role = role[i];
        op.field = rt->fields[field[i]].gid;
        op.ndim = pdd_offset_to_index(&rt->fields[field[i]], op.offset, op.index);
        pdd_journal_append(pdd_rt.journal, PDD_REC_OPERAND, &op, pdd_rec_operand_len(&op), NULL, 0);
    }
}

int pdd_site_log_event(pdd_unit *u, int s, int f, const pdd_rec_event *ev)
{
    pdd_unit_rt *rt = u->rt;
    pdd_site_rt *sr = &rt->sites[s];
    const pdd_site_desc *sd = &u->sites[s];
    if (atomic_fetch_add(&sr->logged, 1) >= pdd_rt.cfg.max_events) {
        if (atomic_fetch_add(&sr->dropped, 1) == 0)
            pdd_say("pdd: site %d (kernel %s, field %s) reached PDD_MAX_EVENTS=%llu events; further "
                    "ones are counted in /sites dropped, not logged; set PDD_MAX_EVENTS=0 to lift "
                    "the cap\n",
                    sr->gid, u->kernels[sd->kernel].name, pdd_field_log_name(u, sd->field),
                    (unsigned long long)pdd_rt.cfg.max_events);
        return 0;
    }
    /* the region, under PDD_HALO, is a byte after the event's (empty) text: journals
     * without it read as the domain */
    int region = pdd_field_region(&rt->fields[f], ev->offset, pdd_rt.cfg.halo);
    const unsigned char tail[2] = {0, (unsigned char)region};
    if (pdd_rt.journal)
        pdd_journal_append(pdd_rt.journal, PDD_REC_EVENT, ev, pdd_rec_event_len(ev), region ? tail : NULL,
                           region ? sizeof tail : 0);
    if (region == PDD_REGION_DOMAIN) /* a failure: the calls before it stay in the ring */
        pdd_call_ring_freeze();
    return 1;
}

/* Site s's pending values as events of kernel k's call `call`. */
static void flush_site(pdd_unit *u, int s, int k, uint64_t call)
{
    pdd_site_rt *sr = &((pdd_unit_rt *)u->rt)->sites[s];
    for (int a = 0; a < PDD_VALUE_KINDS; a++)
        for (int r = 0; r < PDD_REGION_COUNT; r++)
            if (atomic_load_explicit(&sr->agg[a][r].count, memory_order_relaxed))
                emit(u, s, k, a + 1, &sr->agg[a][r], call);
}

void pdd_kernel_flush(pdd_unit *u, int k, uint64_t call)
{
    pdd_unit_rt *rt = u->rt;
    pdd_kernel_rt *kr = &rt->kernels[k];
    if (!atomic_exchange(&kr->dirty, 0))
        return;
    for (int i = 0; i < kr->nsites; i++) {
        int s = kr->sites[i], owner = atomic_load(&rt->sites[s].owner);
        if (owner < 0 || owner == k) /* another kernel's call's values wait for its end */
            flush_site(u, s, k, call);
    }
    if (atomic_exchange(&kr->foreign, 0))
        for (uint32_t s = 0; s < u->nsites; s++)
            if (atomic_load(&rt->sites[s].owner) == k) {
                flush_site(u, (int)s, k, call);
                atomic_store(&rt->sites[s].owner, -1);
            }
}

void pdd_flush_all_pending(void)
{
    for (int i = 0; i < pdd_units_count(); i++) {
        pdd_unit *u = pdd_unit_at(i);
        pdd_unit_rt *rt = u->rt;
        for (uint32_t k = 0; k < u->nkernels; k++)
            pdd_kernel_flush(u, (int)k, atomic_load(&rt->kernels[k].current_call));
    }
}

int64_t pdd_field_offset_at(const pdd_field_rt *f, const void *addr, int64_t otherwise)
{
    if (addr && f->base && f->esize) {
        ptrdiff_t diff = (const char *)addr - f->base;
        if (diff >= 0 && diff % f->esize == 0 && diff / f->esize < f->extent)
            return diff / f->esize;
    }
    return otherwise;
}

/* The unit's field the element at addr lies in, and its offset there (*off, -1 unknown):
 * field f where it is f's; else the field of f's element size that holds it (a function DaCe
 * shares between maps reads and stores each caller's arrays through the first caller's
 * names); else f. */
static int field_at(pdd_unit *u, int f, const void *addr, int64_t *off)
{
    pdd_unit_rt *rt = u->rt;
    *off = pdd_field_offset_at(&rt->fields[f], addr, -1);
    if (*off >= 0 || !addr || u->fields[f].ndim == 0) /* a scalar argument has no cells */
        return f;
    /* another array's: the latest bound of those whose bindings hold addr. A transient freed
     * keeps its binding, and the one allocated over its memory since is the live one (NDSL's
     * yppm `al` was named after an older buffer of that memory, `bet`, at that one's index). */
    int best = -1;
    for (uint32_t g = 0; g < u->nfields; g++) {
        int64_t o;
        if ((int)g == f || rt->fields[g].esize != rt->fields[f].esize ||
            (best >= 0 && rt->fields[g].bound_at <= rt->fields[best].bound_at) ||
            (o = pdd_field_offset_at(&rt->fields[g], addr, -1)) < 0)
            continue;
        best = (int)g, *off = o;
    }
    return best >= 0 ? best : f;
}

/* The operands' fields, offsets and values into a (its lock held). */
static void take_operands(pdd_unit *u, pdd_agg *a, int n, const pdd_operand *ops)
{
    a->nops = 0;
    for (int i = 0; i < n && a->nops < PDD_MAX_OPERANDS; i++) {
        int f = ops[i].field;
        if (f < 0 || (uint32_t)f >= u->nfields || !ops[i].addr)
            continue;
        double v;
        if (pdd_read_element(ops[i].addr, u->fields[f].type, &v))
            continue;
        int64_t off;
        a->op_field[a->nops] = field_at(u, f, ops[i].addr, &off);
        a->op_off[a->nops] = off, a->op_value[a->nops] = v;
        a->op_role[a->nops] = ops[i].role;
        a->nops++;
    }
}

static void fail(pdd_unit *u, int s, const void *addr, int64_t offset, double v, int nops, const pdd_operand *ops)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || s < 0 || (uint32_t)s >= u->nsites)
        return;
    pdd_site_rt *sr = &rt->sites[s];
    const pdd_site_desc *sd = &u->sites[s];
    /* every value the probes send here is out of its site's range: the fast form's alarms
     * are measured against these */
    atomic_fetch_add_explicit(&rt->kernels[sd->kernel].bad_values, 1, memory_order_relaxed);
    int kind = classify(sr->checks, v);
    if (!kind)
        return;
    /* the bad value is where it lies: outside the site's field, a function DaCe shares
     * between maps stores into another caller's array */
    int64_t at;
    int f = field_at(u, sd->field, addr, &at);
    offset = at >= 0 ? at : offset;
    /* and that field's rules judge it: the site's range is its first caller's (a negative
     * vorticity stored by the corner copy that also copies delp is no negative delp) */
    if (f != sd->field && !(sd->flags & PDD_SITE_INPUT) && !(kind = classify(rt->fields[f].checks, v)))
        return;
    /* the call it belongs to: the kernel running now where that is another of the unit's (the
     * site is in a function DaCe shares between maps, which each map's loop calls) */
    int k = sd->kernel;
    int32_t run = atomic_load_explicit(&pdd_rt.running_kernel, memory_order_acquire);
    for (uint32_t g = 0; run >= 0 && run != rt->kernels[k].gid && g < u->nkernels; g++)
        if (rt->kernels[g].gid == run) {
            k = (int)g;
            atomic_store(&sr->owner, k);
            atomic_store_explicit(&rt->kernels[k].foreign, 1, memory_order_release);
        }
    pdd_agg *a = &sr->agg[kind - 1][pdd_field_region(&rt->fields[f], offset, pdd_rt.cfg.halo)];
    atomic_fetch_add_explicit(&a->count, 1, memory_order_relaxed);
    if (v == v) {
        atomic_extreme(&a->min_bits, v, 1);
        atomic_extreme(&a->max_bits, v, 0);
    }
    if (offset < atomic_load_explicit(&a->first_off, memory_order_relaxed)) {
        while (atomic_flag_test_and_set_explicit(&a->lock, memory_order_acquire))
            ;
        if (offset < atomic_load_explicit(&a->first_off, memory_order_relaxed)) {
            a->first_value = v;
            a->first_field = f;
            take_operands(u, a, nops, ops);
            atomic_store_explicit(&a->first_off, offset, memory_order_relaxed);
        }
        atomic_flag_clear_explicit(&a->lock, memory_order_release);
    }
    atomic_store_explicit(&rt->kernels[k].dirty, 1, memory_order_release);
    if (pdd_rt.cfg.on_fail == PDD_ON_FAIL_ABORT) {
        pdd_kernel_flush(u, k, atomic_load(&rt->kernels[k].current_call));
        pdd_say("pdd: %s in kernel %s, field %s (PDD_ON_FAIL=abort): aborting; the log is %s\n",
                pdd_log_kind_name(kind), u->kernels[k].name, pdd_field_log_name(u, f),
                pdd_rt.journal_path);
        abort();
    }
}

void pdd_site_fail(pdd_unit *u, int s, const void *addr, int64_t offset, double v)
{
    fail(u, s, addr, offset, v, 0, NULL);
}

void pdd_site_fail_ops(pdd_unit *u, int s, const void *addr, int64_t offset, double v, int n,
                       const pdd_operand *ops)
{
    fail(u, s, addr, offset, v, n, ops);
}
