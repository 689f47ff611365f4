/* inputs.c: the inputs checker's scan. At a kernel's begin, each field the kernel reads that
 * is a layer thickness or a tracer (its input site is watched) is read whole through the
 * layout bound for this call; its bad values become events of this call, journaled before
 * the kernel runs (so a kernel that then crashes on them leaves them in the log). */
#include "checker.h"
#include "runtime.h"
#include "registry.h"

#include <math.h>

/* Why a field cannot be scanned, or NULL when it can. */
static const char *unscannable(const pdd_unit *u, const pdd_field_rt *f, int field)
{
    if (u->fields[field].storage == PDD_STORAGE_GPU)
        return "it lives on the GPU";
    if (u->fields[field].type != PDD_T_F64 && u->fields[field].type != PDD_T_F32)
        return "it is not of a floating-point type";
    if (!f->base || f->ndim <= 0)
        return "its layout was not bound for this call (the pass found no shape for it)";
    for (int d = 0; d < f->ndim; d++)
        if (f->shape[d] < 0 || f->strides[d] < 0)
            return "its layout has a negative extent or stride";
    return NULL;
}

static inline double load(const void *base, int type, int64_t off)
{
    return type == PDD_T_F64 ? ((const double *)base)[off] : (double)((const float *)base)[off];
}

/* Every element of the field through shape and strides, innermost dimension last. */
static void scan_field(pdd_unit *u, int s, const pdd_field_rt *f, int type)
{
    const pdd_range r = u->ranges[s];
    int nd = f->ndim;
    for (int d = 0; d < nd; d++)
        if (f->shape[d] == 0)
            return;
    int64_t idx[PDD_MAX_DIMS] = {0};
    const int64_t inner = f->shape[nd - 1], step = f->strides[nd - 1];
    for (;;) {
        int64_t off = 0;
        for (int d = 0; d < nd - 1; d++)
            off += idx[d] * f->strides[d];
        for (int64_t i = 0; i < inner; i++, off += step) {
            double v = load(f->base, type, off);
            if (!(v >= r.lo) || !(v <= r.hi))
                pdd_site_fail(u, s, NULL, off, v);
        }
        int d = nd - 2;
        while (d >= 0 && ++idx[d] == f->shape[d])
            idx[d--] = 0;
        if (d < 0)
            return;
    }
}

/* Scans kernel k's input sites' fields and journals what is bad as events of this call,
 * before the kernel runs. */
static void check_inputs(pdd_unit *u, int k, uint64_t call)
{
    pdd_unit_rt *rt = u->rt;
    pdd_kernel_rt *kr = &rt->kernels[k];
    if (!kr->ninputs)
        return;
    for (int i = 0; i < kr->ninputs; i++) {
        int s = kr->inputs[i];
        if (!rt->sites[s].checks)
            continue; /* neither delp nor tracer, or its checkers are off */
        int field = u->sites[s].field;
        pdd_field_rt *f = &rt->fields[field];
        const char *why = unscannable(u, f, field);
        if (why) {
            if (!atomic_exchange(&f->input_said, 1))
                pdd_say("pdd: inputs: field %s, read by kernel %s, is not scanned: %s\n",
                        u->fields[field].name, u->kernels[k].name, why);
            continue;
        }
        scan_field(u, s, f, u->fields[field].type);
    }
    if (atomic_load_explicit(&kr->dirty, memory_order_acquire))
        pdd_kernel_flush(u, k, call);
}

/* The checker: at each kernel's begin, the layer-thickness and tracer fields it reads
 * are scanned whole (nan, neg_delp, neg_tracer): a bad value a kernel only reads is never
 * stored, so no store probe sees it. Off by default (it reads every such input once per
 * call). */
const pdd_checker pdd_checker_inputs = {
    .name = "inputs",
    .bit = PDD_CHECK_INPUTS,
    .what = "at kernel begin, the delp and tracer fields the kernel reads are scanned (off by default)",
    .kernel_begin = check_inputs,
};
