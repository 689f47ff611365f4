/* trace.c: the value of a written field at PDD_TRACE_INDEX after a kernel call. A field of
 * fewer than three dimensions is indexed by the first components of (i,j,k). */
#include "runtime.h"

#include <string.h>

static int read_element(const char *p, int type, double *v)
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

void pdd_trace_field(pdd_unit *u, int k, int f, const void *base, int ndim, const int64_t *shape,
                     const int64_t *strides)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !(pdd_checks & PDD_CHECK_TRACE) || !rt || k < 0 ||
        (uint32_t)k >= u->nkernels || f < 0 || (uint32_t)f >= u->nfields)
        return;
    const pdd_field_rt *fr = &rt->fields[f];
    if (!base) {
        base = fr->base, ndim = fr->ndim, shape = fr->shape, strides = fr->strides;
    }
    /* Device memory is not readable here; the CUDA part traces GPU fields. */
    if (!base || ndim <= 0 || ndim > PDD_MAX_DIMS || u->fields[f].storage == PDD_STORAGE_GPU ||
        !fr->esize)
        return;
    int64_t off = 0;
    pdd_rec_trace rec;
    memset(&rec, 0, sizeof rec);
    rec.index[0] = rec.index[1] = rec.index[2] = -1;
    for (int d = 0; d < ndim; d++) {
        int64_t i = d < 3 ? pdd_rt.cfg.trace_index[d] : 0;
        if (i >= shape[d])
            return; /* the index is outside this field */
        off += i * strides[d];
        if (d < 3)
            rec.index[d] = (int32_t)i;
    }
    if (read_element((const char *)base + off * fr->esize, u->fields[f].type, &rec.value))
        return;
    rec.call = atomic_load(&rt->kernels[k].current_call);
    rec.kernel = rt->kernels[k].gid;
    rec.field = fr->gid;
    pdd_journal_append(pdd_rt.journal, PDD_REC_TRACE, &rec, sizeof rec, NULL, 0);
}
