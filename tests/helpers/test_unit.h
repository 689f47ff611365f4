/* test_unit.h: a unit written by hand the way pdd-instrument writes one: probe tables, and
 * OpenMP loop nests (DaCe's shape) with the flag accumulated in the innermost loop and the
 * culprits found on the cold path after it. */
#ifndef PDD_TEST_UNIT_H
#define PDD_TEST_UNIT_H

#include <pdd/probe.h>

enum { K_DELP, K_ADVECT, K_PLAIN, NKERNELS };
enum { F_DELP, F_QVAPOR, F_QRAIN, F_U, F_UOLD, NFIELDS };
/* S_UOLD: a write no probe checks (plain_0_0_3 copies u to uold on the GPU), a row for the log */
enum { S_DELP, S_QVAPOR, S_QRAIN, S_U, S_UOLD, NSITES };

static const pdd_kernel_desc tu_kernels[NKERNELS] = {
    {"update_delp_0_0_1", "test_unit.h", 30, "update_delp"},
    {"advect_tracers_0_0_2", "test_unit.h", 60, "advect_tracers"},
    {"plain_0_0_3", "test_unit.h", 90, NULL},
};
static const pdd_field_desc tu_fields[NFIELDS] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qrain", PDD_T_F32, 3, PDD_STORAGE_HOST, 0},
    {"u", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"uold", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc tu_sites[NSITES] = {
    {K_DELP, F_DELP, 41, 0}, {K_ADVECT, F_QVAPOR, 71, 0}, {K_ADVECT, F_QRAIN, 72, 0}, {K_PLAIN, F_U, 101, 0},
    {K_PLAIN, F_UOLD, 0, PDD_SITE_UNCHECKED | PDD_COVER_DEVICE_COPY << 8}};
static pdd_range tu_ranges[NSITES];
static pdd_unit tu_unit = {PDD_ABI_VERSION, "test_program", "test_unit.h", NKERNELS, NFIELDS,
                           NSITES, tu_kernels, tu_fields, tu_sites, tu_ranges, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(tu_unit)

#define TU_AT(i, j, k) ((int64_t)(J * K) * (i) + (int64_t)K * (j) + (k))

/* One 3-D field written from src: out = src (delp here). As the pass writes a kernel with a
 * loop probe: the nest with the probes' fast form while the kernel takes it, and with the
 * compares when not (the dormant copy is left out). */
static inline void tu_update_delp(double *delp, const double *src, int I, int J, int K)
{
    PDD_KERNEL_BEGIN(tu_unit, K_DELP);
    int64_t shape[3] = {I, J, K}, strides[3] = {(int64_t)J * K, K, 1};
    PDD_FIELD_BIND(tu_unit, F_DELP, delp, 3, shape, strides);
    if (PDD_KERNEL_FAST(tu_unit, K_DELP)) {
#pragma omp parallel for
        for (int i = 0; i < I; i++)
            for (int j = 0; j < J; j++) {
                PDD_SITE_DECL_FAST(tu_unit, 0);
                for (int k = 0; k < K; k++) {
                    double v = src[TU_AT(i, j, k)];
                    delp[TU_AT(i, j, k)] = v;
                    PDD_SITE_ACC_FAST(0, v);
                }
                if (PDD_SITE_BAD_FAST(0))
                    for (int k = 0; k < K; k++)
                        PDD_SITE_RECHECK(tu_unit, 0, &delp[TU_AT(i, j, k)], TU_AT(i, j, k),
                                         delp[TU_AT(i, j, k)]);
            }
    } else {
#pragma omp parallel for
        for (int i = 0; i < I; i++)
            for (int j = 0; j < J; j++) {
                PDD_SITE_DECL(tu_unit, 0);
                for (int k = 0; k < K; k++) {
                    double v = src[TU_AT(i, j, k)];
                    delp[TU_AT(i, j, k)] = v;
                    PDD_SITE_ACC(0, v);
                }
                if (PDD_SITE_BAD(0))
                    for (int k = 0; k < K; k++)
                        PDD_SITE_RECHECK(tu_unit, 0, &delp[TU_AT(i, j, k)], TU_AT(i, j, k),
                                         delp[TU_AT(i, j, k)]);
            }
    }
    PDD_TRACE(tu_unit, K_DELP, F_DELP, delp, 3, shape, strides);
    PDD_KERNEL_END(tu_unit, K_DELP);
}

/* Two tracers written in one kernel, one of them float. */
static inline void tu_advect(double *qvapor, float *qrain, const double *src, int I, int J, int K)
{
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    int64_t shape[3] = {I, J, K}, strides[3] = {(int64_t)J * K, K, 1};
    PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_QRAIN, qrain, 3, shape, strides);
#pragma omp parallel for
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++) {
            PDD_SITE_DECL(tu_unit, 1);
            PDD_SITE_DECL(tu_unit, 2);
            for (int k = 0; k < K; k++) {
                double v = src[TU_AT(i, j, k)];
                qvapor[TU_AT(i, j, k)] = v;
                PDD_SITE_ACC(1, v);
                float f = (float)v;
                qrain[TU_AT(i, j, k)] = f;
                PDD_SITE_ACC(2, f);
            }
            if (PDD_SITE_BAD(1))
                for (int k = 0; k < K; k++)
                    PDD_SITE_RECHECK(tu_unit, 1, &qvapor[TU_AT(i, j, k)], TU_AT(i, j, k),
                                     qvapor[TU_AT(i, j, k)]);
            if (PDD_SITE_BAD(2))
                for (int k = 0; k < K; k++)
                    PDD_SITE_RECHECK(tu_unit, 2, &qrain[TU_AT(i, j, k)], TU_AT(i, j, k),
                                     qrain[TU_AT(i, j, k)]);
        }
    PDD_TRACE(tu_unit, K_ADVECT, F_QVAPOR, qvapor, 3, shape, strides);
    PDD_TRACE(tu_unit, K_ADVECT, F_QRAIN, qrain, 3, shape, strides);
    PDD_KERNEL_END(tu_unit, K_ADVECT);
}

/* A field that is neither tracer nor delp; stores checked one by one (no loop form). */
static inline void tu_plain(double *u, const double *src, int n)
{
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {n}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    for (int i = 0; i < n; i++) {
        u[i] = src[i];
        PDD_CHECK_STORE(tu_unit, S_U, &u[i], i, u[i]);
    }
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

/* The kernel of a site (S_U: tu_plain's, S_DELP: tu_update_delp's) filling its field by a
 * bulk copy, scanned after it as the pass writes a copy's probe (PDD_CHECK_COPY). */
static inline void tu_copy(double *dst, const double *src, int n, int site)
{
    const int kernel = tu_sites[site].kernel;
    PDD_KERNEL_BEGIN(tu_unit, kernel);
    int64_t shape[1] = {n}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, tu_sites[site].field, dst, 1, shape, strides);
    memcpy(dst, src, (size_t)n * sizeof *dst);
    PDD_CHECK_COPY(tu_unit, site, dst, n);
    PDD_KERNEL_END(tu_unit, kernel);
}

/* tu_plain's kernel with the probe of a strided loop (PDD_SITE_*_STRIDED: a vertical
 * sweep's a[K*j + k]), the elements stored with a stride so the loop is as DaCe writes it. */
static inline void tu_plain_strided(double *u, const double *src, int n, int stride)
{
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {(int64_t)n * stride}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    PDD_SITE_DECL_STRIDED(tu_unit, S_U);
    for (int i = 0; i < n; i++) {
        u[stride * i] = src[i];
        PDD_SITE_ACC_STRIDED(S_U, u[stride * i]);
    }
    if (PDD_SITE_BAD_STRIDED(S_U))
        for (int i = 0; i < n; i++)
            PDD_SITE_RECHECK(tu_unit, S_U, &u[stride * i], stride * i, u[stride * i]);
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

/* qvapor = delp / u, as DaCe writes a tasklet that reads two fields: the probe hands the
 * operands to the cold path (PDD_SITE_RECHECK_OPS); the plain kernel's store form too
 * (u = delp * src, PDD_CHECK_STORE_OPS, with src no field: not an operand). */
static inline void tu_ratio(double *qvapor, double *delp, double *u, int I, int J, int K)
{
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    int64_t shape[3] = {I, J, K}, strides[3] = {(int64_t)J * K, K, 1};
    PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_DELP, delp, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_U, u, 3, shape, strides);
#pragma omp parallel for
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++) {
            PDD_SITE_DECL(tu_unit, 1);
            for (int k = 0; k < K; k++) {
                double in1 = delp[TU_AT(i, j, k)], in2 = u[TU_AT(i, j, k)];
                qvapor[TU_AT(i, j, k)] = in1 / in2;
                PDD_SITE_ACC(1, qvapor[TU_AT(i, j, k)]);
            }
            if (PDD_SITE_BAD(1))
                for (int k = 0; k < K; k++)
                    PDD_SITE_RECHECK_OPS(tu_unit, 1, &qvapor[TU_AT(i, j, k)], TU_AT(i, j, k), qvapor[TU_AT(i, j, k)],
                                         {F_DELP, PDD_OPERAND_NONE, &delp[TU_AT(i, j, k)]},
                                         {F_U, PDD_OPERAND_DIVISOR, &u[TU_AT(i, j, k)]});
        }
    PDD_KERNEL_END(tu_unit, K_ADVECT);
}

static inline void tu_scale(double *u, double *delp, const double *src, int n)
{
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {n}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_DELP, delp, 1, shape, strides);
    for (int i = 0; i < n; i++) {
        u[i] = delp[i] * src[i];
        PDD_CHECK_STORE_OPS(tu_unit, S_U, &u[i], i, u[i], {F_DELP, PDD_OPERAND_NONE, &delp[i]});
    }
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

#endif
