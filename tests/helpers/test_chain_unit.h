/* test_chain_unit.h: a hand-written unit whose kernels read what other kernels wrote, with
 * the input sites pdd-instrument lists (/sites `input`), for the why chain of pdd-view: a
 * step in the shape of the fv3_tracers example, on 3-D fields of I x J x K doubles:
 *   delp_update_0_1_0       reads delp            writes dp2 = delp
 *   flux_0_1_1              reads qvapor          writes fx = qvapor / 8 (checked), fy = fx
 *                                                 (unchecked: no probe, as pdd finds no store)
 *   advect_0_1_2            reads delp, dp2, qvapor, fy, rarea (fx is a transient: the pass
 *                           lists no read of one)
 *                                                 writes qvapor = (qvapor delp + (fx - fy)
 *                                                 rarea) / dp2
 * Each checked store hands the probe its operands (the values it read), as the pass does.
 *   copy_dp2_to_delp_0_1_3  reads dp2             writes delp = dp2
 * rarea (I x J) no kernel writes: an input of the program. Not registered here: viewer_run
 * registers it when asked (--chain), so the other logs keep their tables. */
#ifndef PDD_TEST_CHAIN_UNIT_H
#define PDD_TEST_CHAIN_UNIT_H

#include <pdd/probe.h>

enum { CK_DELP_UPDATE, CK_FLUX, CK_ADVECT, CK_COPY, CH_NKERNELS };
enum { CF_DELP, CF_DP2, CF_QVAPOR, CF_FX, CF_FY, CF_RAREA, CH_NFIELDS };
enum {
    CS_DP2, CS_FX, CS_QVAPOR, CS_DELP, /* the stores */
    CS_FY_UNCHECKED,                   /* flux's write of fy, no probe */
    CS_IN_UPDATE_DELP, CS_IN_FLUX_QVAPOR, CS_IN_ADVECT_DELP, CS_IN_ADVECT_DP2, CS_IN_ADVECT_QVAPOR,
    CS_IN_ADVECT_FY, CS_IN_ADVECT_RAREA, CS_IN_COPY_DP2, CH_NSITES
};

static const pdd_kernel_desc ch_kernels[CH_NKERNELS] = {
    {"delp_update_0_1_0", "test_chain_unit.h", 40, "delp_update"},
    {"flux_0_1_1", "test_chain_unit.h", 41, "flux"},
    {"advect_0_1_2", "test_chain_unit.h", 42, "advect"},
    {"copy_dp2_to_delp_0_1_3", "test_chain_unit.h", 43, "copy_dp2_to_delp"},
};
static const pdd_field_desc ch_fields[CH_NFIELDS] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0}, {"dp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0}, {"fx", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fy", PDD_T_F64, 3, PDD_STORAGE_HOST, 0}, {"rarea", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc ch_sites[CH_NSITES] = {
    {CK_DELP_UPDATE, CF_DP2, 50, 0},
    {CK_FLUX, CF_FX, 51, 0},
    {CK_ADVECT, CF_QVAPOR, 52, 0},
    {CK_COPY, CF_DELP, 53, 0},
    {CK_FLUX, CF_FY, 54, PDD_SITE_UNCHECKED | PDD_COVER_NO_STORE << 8},
    {CK_DELP_UPDATE, CF_DELP, 60, PDD_SITE_INPUT},
    {CK_FLUX, CF_QVAPOR, 61, PDD_SITE_INPUT},
    {CK_ADVECT, CF_DELP, 62, PDD_SITE_INPUT},
    {CK_ADVECT, CF_DP2, 63, PDD_SITE_INPUT},
    {CK_ADVECT, CF_QVAPOR, 64, PDD_SITE_INPUT},
    {CK_ADVECT, CF_FY, 65, PDD_SITE_INPUT},
    {CK_ADVECT, CF_RAREA, 66, PDD_SITE_INPUT},
    {CK_COPY, CF_DP2, 67, PDD_SITE_INPUT},
};
static pdd_range ch_ranges[CH_NSITES];
static pdd_unit ch_unit = {PDD_ABI_VERSION, "chain_program", "test_chain_unit.h", CH_NKERNELS,
                           CH_NFIELDS, CH_NSITES, ch_kernels, ch_fields, ch_sites, ch_ranges, NULL,
                           NULL, NULL, NULL};

/* The fields of one run of the chain. */
typedef struct ch_state {
    int I, J, K;
    double *f[CH_NFIELDS];
} ch_state;

/* Binds field f of s (3-D, or I x J for rarea), as the program function does at its entry:
 * the inputs checker scans what is bound when a kernel begins. */
static inline void ch_bind(const ch_state *s, int f)
{
    int64_t shape[3] = {s->I, s->J, s->K}, strides[3] = {(int64_t)s->J * s->K, s->K, 1};
    int64_t shape2[2] = {s->I, s->J}, strides2[2] = {s->J, 1};
    if (f == CF_RAREA)
        PDD_FIELD_BIND(ch_unit, f, s->f[f], 2, shape2, strides2);
    else
        PDD_FIELD_BIND(ch_unit, f, s->f[f], 3, shape, strides);
}

static inline void ch_trace(const ch_state *s, int k, int f)
{
    int64_t shape[3] = {s->I, s->J, s->K}, strides[3] = {(int64_t)s->J * s->K, s->K, 1};
    PDD_TRACE(ch_unit, k, f, s->f[f], 3, shape, strides);
}

/* One step: the four kernels in order. */
static inline void ch_step(ch_state *s)
{
    const int64_t n = (int64_t)s->I * s->J * s->K;
    double *delp = s->f[CF_DELP], *dp2 = s->f[CF_DP2], *q = s->f[CF_QVAPOR], *fx = s->f[CF_FX],
           *fy = s->f[CF_FY], *rarea = s->f[CF_RAREA];
    for (int f = 0; f < CH_NFIELDS; f++)
        ch_bind(s, f);

    PDD_KERNEL_BEGIN(ch_unit, CK_DELP_UPDATE);
    for (int64_t x = 0; x < n; x++) {
        dp2[x] = delp[x];
        PDD_CHECK_STORE_OPS(ch_unit, CS_DP2, &dp2[x], x, dp2[x], {CF_DELP, PDD_OPERAND_NONE, &delp[x]});
    }
    ch_trace(s, CK_DELP_UPDATE, CF_DP2);
    PDD_KERNEL_END(ch_unit, CK_DELP_UPDATE);

    PDD_KERNEL_BEGIN(ch_unit, CK_FLUX);
    for (int64_t x = 0; x < n; x++) {
        fx[x] = q[x] / 8;
        PDD_CHECK_STORE_OPS(ch_unit, CS_FX, &fx[x], x, fx[x], {CF_QVAPOR, PDD_OPERAND_NONE, &q[x]});
        fy[x] = fx[x]; /* no probe: the unchecked write */
    }
    ch_trace(s, CK_FLUX, CF_FX);
    PDD_KERNEL_END(ch_unit, CK_FLUX);

    PDD_KERNEL_BEGIN(ch_unit, CK_ADVECT);
    for (int64_t x = 0; x < n; x++) {
        q[x] = (q[x] * delp[x] + (fx[x] - fy[x]) * rarea[x / s->K]) / dp2[x];
        /* the values the store read, as the pass hands them (qvapor, updated in place, is not) */
        PDD_CHECK_STORE_OPS(ch_unit, CS_QVAPOR, &q[x], x, q[x], {CF_DELP, PDD_OPERAND_NONE, &delp[x]},
                            {CF_FX, PDD_OPERAND_NONE, &fx[x]}, {CF_FY, PDD_OPERAND_NONE, &fy[x]},
                            {CF_RAREA, PDD_OPERAND_NONE, &rarea[x / s->K]},
                            {CF_DP2, PDD_OPERAND_DIVISOR, &dp2[x]});
    }
    ch_trace(s, CK_ADVECT, CF_QVAPOR);
    PDD_KERNEL_END(ch_unit, CK_ADVECT);

    PDD_KERNEL_BEGIN(ch_unit, CK_COPY);
    for (int64_t x = 0; x < n; x++) {
        delp[x] = dp2[x];
        PDD_CHECK_STORE_OPS(ch_unit, CS_DELP, &delp[x], x, delp[x], {CF_DP2, PDD_OPERAND_NONE, &dp2[x]});
    }
    ch_trace(s, CK_COPY, CF_DELP);
    PDD_KERNEL_END(ch_unit, CK_COPY);
}

#endif
