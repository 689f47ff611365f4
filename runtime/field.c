/* field.c: where a field's data is during a kernel call, so that a store's address or
 * offset becomes (i,j,k) — also for stores through views passed to nested functions. */
#include "runtime.h"
#include "registry.h"

#include <string.h>

/* Elements reachable from base through shape and strides; an extent < 0 is unknown (a
 * gt4py.next field whose domain end the code does not receive): then any element at or past
 * base. */
static int64_t layout_extent(int ndim, const int64_t *shape, const int64_t *strides)
{
    int64_t last = 0;
    for (int d = 0; d < ndim; d++)
        if (shape[d] < 0)
            return INT64_MAX;
    for (int d = 0; d < ndim; d++) {
        if (shape[d] == 0)
            return 0;
        last += (shape[d] - 1) * strides[d];
    }
    return last + 1;
}

/* Counts bindings, process-wide: each binding's number is its field's bound_at. */
static _Atomic uint64_t bind_clock;

void pdd_field_bind(pdd_unit *u, int f, const void *base, int ndim, const int64_t *shape,
                    const int64_t *strides)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || f < 0 || (uint32_t)f >= u->nfields || ndim < 0 || ndim > PDD_MAX_DIMS)
        return;
    pdd_field_rt *fr = &rt->fields[f];
    fr->ndim = ndim;
    memcpy(fr->shape, shape, (size_t)ndim * sizeof *shape);
    memcpy(fr->strides, strides, (size_t)ndim * sizeof *strides);
    fr->extent = layout_extent(ndim, shape, strides);
    fr->base = base;
    fr->bound_at = atomic_fetch_add_explicit(&bind_clock, 1, memory_order_relaxed) + 1;
}

/* A kernel that stores through a view (a nested SDFG's argument, `&gpu_delp[J*K + K]`) gets
 * only the view's pointer; the array it views is bound by the code that allocated it, maybe
 * in another unit (the host .cpp beside a .cu). The field is bound as that array, so offsets
 * and (i,j,k) are the array's; when no unit has it bound, offsets are from the view. */
void pdd_field_bind_view(pdd_unit *u, int f, const void *view)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || f < 0 || (uint32_t)f >= u->nfields)
        return;
    pdd_field_rt *fr = &rt->fields[f];
    const char *name = u->fields[f].name, *at = view;
    for (int i = 0; i < pdd_units_count(); i++) {
        const pdd_unit *o = pdd_unit_at(i);
        const pdd_unit_rt *ort = o ? o->rt : NULL;
        for (uint32_t g = 0; ort && g < o->nfields; g++) {
            const pdd_field_rt *of = &ort->fields[g];
            if ((o == u && (int)g == f) || !of->base || of->ndim <= 0 || of->esize != fr->esize ||
                strcmp(o->fields[g].name, name) || at < of->base || of->extent == INT64_MAX ||
                (uint64_t)(at - of->base) >= (uint64_t)of->extent * (uint64_t)of->esize)
                continue;
            fr->ndim = of->ndim;
            memcpy(fr->shape, of->shape, sizeof fr->shape);
            memcpy(fr->strides, of->strides, sizeof fr->strides);
            memcpy(fr->start, of->start, sizeof fr->start);
            fr->extent = of->extent;
            fr->base = of->base;
            fr->bound_at = atomic_fetch_add_explicit(&bind_clock, 1, memory_order_relaxed) + 1;
            return;
        }
    }
    if (!atomic_exchange(&fr->view_said, 1))
        pdd_say("pdd: field %s is stored through a view, and no instrumented code bound the array it views "
                "(instrument the program's host source too): its events have offsets from the view, no index\n",
                name);
    const int64_t none[1] = {0};
    pdd_field_bind(u, f, view, 0, none, none);
}

void pdd_field_start(pdd_unit *u, int f, int ndim, const int64_t *start)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || f < 0 || (uint32_t)f >= u->nfields || ndim < 0 || ndim > PDD_MAX_DIMS)
        return;
    pdd_field_rt *fr = &rt->fields[f];
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        fr->start[d] = d < ndim ? start[d] : 0;
}

int32_t pdd_offset_to_index(const pdd_field_rt *f, int64_t offset, int64_t index[PDD_MAX_DIMS])
{
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        index[d] = -1;
    if (offset < 0 || f->ndim <= 0 || f->ndim > PDD_MAX_DIMS)
        return 0;
    int order[PDD_MAX_DIMS];
    for (int d = 0; d < f->ndim; d++) {
        if (f->strides[d] <= 0)
            return 0;
        order[d] = d;
    }
    /* Largest stride first: works for C and Fortran orders alike. */
    for (int a = 1; a < f->ndim; a++)
        for (int b = a; b > 0 && f->strides[order[b]] > f->strides[order[b - 1]]; b--) {
            int t = order[b];
            order[b] = order[b - 1], order[b - 1] = t;
        }
    int64_t rem = offset;
    for (int a = 0; a < f->ndim; a++) {
        int d = order[a];
        index[d] = rem / f->strides[d];
        rem %= f->strides[d];
    }
    for (int d = 0; d < f->ndim; d++)
        index[d] += f->start[d];
    return f->ndim;
}

int pdd_field_region(const pdd_field_rt *f, int64_t offset, int64_t halo)
{
    int64_t index[PDD_MAX_DIMS];
    int known = f->domain.ndim >= 2;
    if ((halo <= 0 && !known) || f->ndim < 2 || pdd_offset_to_index(f, offset, index) < 2)
        return PDD_REGION_DOMAIN;
    int out = 0;
    for (int d = 0; d < 2; d++) {
        int64_t a = index[d] - f->start[d]; /* the array's own index */
        if (known) /* the field's own domain (NDSL's Quantity), whatever PDD_HALO says */
            out += a < f->domain.lo[d] || a >= f->domain.hi[d];
        else
            out += a < halo || a >= f->shape[d] - halo;
    }
    return out == 2 ? PDD_REGION_CORNER : out == 1 ? PDD_REGION_HALO : PDD_REGION_DOMAIN;
}

int pdd_read_element(const char *p, int type, double *v)
{
    switch (type) {
    case PDD_T_F64: { double x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_F32: { float x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_I64: { int64_t x; memcpy(&x, p, sizeof x); *v = (double)x; return 0; }
    case PDD_T_I32: { int32_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_I16: { int16_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_I8: { int8_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_U64: { uint64_t x; memcpy(&x, p, sizeof x); *v = (double)x; return 0; }
    case PDD_T_U32: { uint32_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_U16: { uint16_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    case PDD_T_U8: case PDD_T_BOOL: { uint8_t x; memcpy(&x, p, sizeof x); *v = x; return 0; }
    default: return -1;
    }
}
