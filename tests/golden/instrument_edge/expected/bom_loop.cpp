/* a UTF-8 byte order mark before the first #include: it stays the first bytes */
#include <stdint.h>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_bom_loop_kernels[1] = {
    {"__program_bom_loop_internal_loop_11", "bom_loop.cpp", 11, NULL},
};
static const pdd_kernel_origin pdd_unit_bom_loop_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_bom_loop_fields[1] = {
    {"delp", PDD_T_F64, 0, PDD_STORAGE_UNKNOWN, 0},
};
static const pdd_site_desc pdd_unit_bom_loop_sites[1] = {
    {0, 0, 16, 0},
};
static pdd_range pdd_unit_bom_loop_ranges[1];
static pdd_unit pdd_unit_bom_loop = {PDD_ABI_VERSION, "bom_loop", "bom_loop.cpp", 1, 1, 1, pdd_unit_bom_loop_kernels, pdd_unit_bom_loop_fields, pdd_unit_bom_loop_sites, pdd_unit_bom_loop_ranges, NULL, pdd_unit_bom_loop_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_bom_loop)
/* pdd: end of probe tables */


struct bom_loop_state_t {
};

void __program_bom_loop_internal(bom_loop_state_t *__state, double * __restrict__ delp, double * __restrict__ dp2, int I, int J)
{
    {
        PDD_KERNEL_BEGIN(pdd_unit_bom_loop, 0); /* pdd */
        if (PDD_ACTIVE()) { /* pdd */
        PDD_SITE_RANGE(pdd_unit_bom_loop, 0); /* pdd */
        if (PDD_KERNEL_FAST(pdd_unit_bom_loop, 0)) { /* pdd */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            PDD_SITE_INIT_FAST(0); /* pdd */
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                delp[((J * __i0) + __i1)] = __out;
                PDD_SITE_ACC_FAST(0, delp[((J * __i0) + __i1)]); /* pdd */
            }
            if (PDD_SITE_BAD_FAST(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_bom_loop, 0, &delp[((J * __i0) + __i1)], (((J * __i0) + __i1)), delp[((J * __i0) + __i1)]); /* pdd */
        }
        } else { /* pdd */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            PDD_SITE_INIT(0); /* pdd */
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                delp[((J * __i0) + __i1)] = __out;
                PDD_SITE_ACC(0, delp[((J * __i0) + __i1)]); /* pdd */
            }
            if (PDD_SITE_BAD(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_bom_loop, 0, &delp[((J * __i0) + __i1)], (((J * __i0) + __i1)), delp[((J * __i0) + __i1)]); /* pdd */
        }
        } /* pdd */
        } else { /* pdd: the loop nest as generated, run while the probes are dormant */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                delp[((J * __i0) + __i1)] = __out;
            }
        }
        } /* pdd */
        PDD_KERNEL_END(pdd_unit_bom_loop, 0); /* pdd */
    }
}
