/* test_nd_unit.h: a hand-written unit whose fields have 1, 2, 4 and 8 dimensions (a softmax
 * over (batch, head, row, column), weights, a surface field, and PDD_MAX_DIMS), each written
 * by a kernel of its own that stores element by element and traces the field. It is not
 * registered here: check_ndim.c registers it with PDD_UNIT_REGISTER, viewer_run only when
 * asked (--ndim), so the other logs keep their tables. */
#ifndef PDD_TEST_ND_UNIT_H
#define PDD_TEST_ND_UNIT_H

#include <pdd/probe.h>

enum { NK_SOFTMAX, NK_WEIGHTS, NK_SURFACE, NK_BIG, ND_NKERNELS };
enum { NF_SOFTMAX, NF_WEIGHTS, NF_PS, NF_BIG, ND_NFIELDS };

static const pdd_kernel_desc nd_kernels[ND_NKERNELS] = {
    {"softmax_0_0_1", "test_nd_unit.h", 40, "softmax"},
    {"normalize_0_0_2", "test_nd_unit.h", 41, "normalize"},
    {"surface_0_0_3", "test_nd_unit.h", 42, "surface"},
    {"big_0_0_4", "test_nd_unit.h", 43, NULL},
};
static const pdd_field_desc nd_fields[ND_NFIELDS] = {
    {"softmax", PDD_T_F64, 4, PDD_STORAGE_HOST, 1},
    {"weights", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"ps", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"big", PDD_T_F64, 8, PDD_STORAGE_HOST, 1},
};
/* site s is kernel s's store into field s */
static const pdd_site_desc nd_sites[ND_NKERNELS] = {
    {NK_SOFTMAX, NF_SOFTMAX, 50, 0}, {NK_WEIGHTS, NF_WEIGHTS, 51, 0}, {NK_SURFACE, NF_PS, 52, 0},
    {NK_BIG, NF_BIG, 53, 0}};
static pdd_range nd_ranges[ND_NKERNELS];
static pdd_unit nd_unit = {PDD_ABI_VERSION, "nd_program", "test_nd_unit.h", ND_NKERNELS, ND_NFIELDS,
                           ND_NKERNELS, nd_kernels, nd_fields, nd_sites, nd_ranges, NULL, NULL, NULL, NULL};

/* The shapes (row-major, C order as DaCe lays them out). */
static const int64_t nd_shape_softmax[4] = {2, 3, 4, 5}, nd_shape_weights[1] = {10},
                     nd_shape_ps[2] = {6, 5}, nd_shape_big[8] = {2, 2, 2, 2, 2, 2, 2, 3};
static const int64_t *const nd_shapes[ND_NFIELDS] = {nd_shape_softmax, nd_shape_weights, nd_shape_ps,
                                                     nd_shape_big};

static inline int64_t nd_elements(int f)
{
    int64_t n = 1;
    for (int d = 0; d < nd_fields[f].ndim; d++)
        n *= nd_shapes[f][d];
    return n;
}

/* Offset of an index in field f. */
static inline int64_t nd_offset(int f, const int64_t *index)
{
    int64_t off = 0;
    for (int d = 0; d < nd_fields[f].ndim; d++)
        off = off * nd_shapes[f][d] + index[d];
    return off;
}

/* Kernel f: out = src over field f, element by element (the store's address is what the
 * probe knows), then the trace of out. */
static inline void nd_kernel(int f, double *out, const double *src)
{
    const int ndim = nd_fields[f].ndim;
    int64_t strides[8];
    for (int d = ndim - 1, s = 1; d >= 0; s *= (int)nd_shapes[f][d], d--)
        strides[d] = s;
    PDD_KERNEL_BEGIN(nd_unit, f);
    PDD_FIELD_BIND(nd_unit, f, out, ndim, nd_shapes[f], strides);
    for (int64_t x = 0; x < nd_elements(f); x++) {
        out[x] = src[x];
        PDD_CHECK_STORE(nd_unit, f, &out[x], -1, out[x]);
    }
    PDD_TRACE(nd_unit, f, f, out, ndim, nd_shapes[f], strides);
    PDD_KERNEL_END(nd_unit, f);
}

#endif
