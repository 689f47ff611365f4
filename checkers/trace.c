/* trace.c: the value of a written field at PDD_TRACE_INDEX after a kernel call. A field is
 * traced at the point of as many numbers as it has dimensions, else at the leading numbers of
 * the first longer point; a field with more dimensions than every point has numbers is not
 * traced (an index made up for the missing dimensions would be a point nobody asked for). */
#include "checker.h"
#include "registry.h"
#include "runtime.h"
#include "trace.h"

#include <stdio.h>
#include <string.h>

/* The checker: every field a kernel writes, at PDD_TRACE_INDEX, after each call
 * (pace's trace_all_outputs_at_index). */
const pdd_checker pdd_checker_trace = {
    .name = "trace",
    .bit = PDD_CHECK_TRACE,
    .what = "value of every written field at PDD_TRACE_INDEX after each kernel call",
};

int64_t pdd_trace_offset(pdd_unit *u, int f, int ndim, const int64_t *shape,
                         const int64_t *strides, int64_t index[PDD_MAX_DIMS])
{
    const pdd_config *c = &pdd_rt.cfg;
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        index[d] = -1;
    if (ndim <= 0 || ndim > PDD_MAX_DIMS)
        return -1;
    const int64_t *point = NULL;
    for (int i = 0; i < c->trace_npoints && !point; i++)
        if (c->trace_point_ndim[i] == ndim)
            point = c->trace_points[i];
    for (int i = 0; i < c->trace_npoints && !point; i++)
        if (c->trace_point_ndim[i] > ndim)
            point = c->trace_points[i];
    if (!point) {
        pdd_unit_rt *rt = u->rt;
        if (!atomic_exchange(&rt->fields[f].trace_said, 1)) {
            /* the example: what was given, and the first point completed with zeros */
            char given[PDD_MAX_DIMS * PDD_MAX_DIMS * 21], more[PDD_MAX_DIMS * 21];
            size_t g = 0, m = 0;
            for (int i = 0; i < c->trace_npoints; i++)
                for (int d = 0; d < c->trace_point_ndim[i]; d++)
                    g += (size_t)snprintf(given + g, sizeof given - g, "%s%lld", d ? "," : i ? ";" : "",
                                          (long long)c->trace_points[i][d]);
            for (int d = 0; d < ndim; d++)
                m += (size_t)snprintf(more + m, sizeof more - m, "%s%lld", d ? "," : "",
                                      d < c->trace_point_ndim[0] ? (long long)c->trace_points[0][d] : 0LL);
            pdd_say("pdd: field %s has %d dimensions, PDD_TRACE_INDEX gives no point of %d numbers or "
                    "more: it is not traced; add one after a ';' (e.g. PDD_TRACE_INDEX=%s;%s)\n",
                    u->fields[f].name, ndim, ndim, given, more);
        }
        return -1;
    }
    const int64_t *start = ((pdd_unit_rt *)u->rt)->fields[f].start; /* the index is in domain coordinates */
    int64_t off = 0;
    for (int d = 0; d < ndim; d++) {
        int64_t at = point[d] - start[d];
        if (at < 0 || at >= shape[d])
            return -1; /* the index is outside this field */
        off += at * strides[d];
    }
    for (int d = 0; d < ndim; d++)
        index[d] = point[d];
    return off;
}

void pdd_trace_append(int32_t kernel, int32_t field, uint64_t call, int ndim,
                      const int64_t index[PDD_MAX_DIMS], double value)
{
    pdd_rec_trace rec;
    memset(&rec, 0, sizeof rec);
    rec.call = call;
    rec.value = value;
    rec.kernel = kernel;
    rec.field = field;
    rec.ndim = ndim;
    memcpy(rec.index, index, sizeof rec.index);
    if (pdd_rt.journal)
        pdd_journal_append(pdd_rt.journal, PDD_REC_TRACE, &rec, pdd_rec_trace_len(&rec), NULL, 0);
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
    if (!base || u->fields[f].storage == PDD_STORAGE_GPU || !fr->esize)
        return;
    int64_t index[PDD_MAX_DIMS];
    int64_t off = pdd_trace_offset(u, f, ndim, shape, strides, index);
    double value;
    if (off < 0 || pdd_read_element((const char *)base + off * fr->esize, u->fields[f].type, &value))
        return;
    pdd_trace_append(rt->kernels[k].gid, fr->gid, atomic_load(&rt->kernels[k].current_call), ndim,
                     index, value);
}
