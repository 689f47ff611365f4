/* a field named with 300 characters */
#include <stdint.h>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_long_field_kernels[1] = {
    {"__program_long_field_internal_loop_11", "long_field_300.cpp", 11, NULL},
};
static const pdd_kernel_origin pdd_unit_long_field_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_long_field_fields[1] = {
    {"tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq", PDD_T_F64, 0, PDD_STORAGE_UNKNOWN, 0},
};
static const pdd_site_desc pdd_unit_long_field_sites[1] = {
    {0, 0, 16, 0},
};
static pdd_range pdd_unit_long_field_ranges[1];
static pdd_unit pdd_unit_long_field = {PDD_ABI_VERSION, "long_field", "long_field_300.cpp", 1, 1, 1, pdd_unit_long_field_kernels, pdd_unit_long_field_fields, pdd_unit_long_field_sites, pdd_unit_long_field_ranges, NULL, pdd_unit_long_field_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_long_field)
/* pdd: end of probe tables */


struct long_field_state_t {
};

void __program_long_field_internal(long_field_state_t *__state, double * __restrict__ tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq, double * __restrict__ dp2, int I, int J)
{
    {
        PDD_KERNEL_BEGIN(pdd_unit_long_field, 0); /* pdd */
        if (PDD_ACTIVE()) { /* pdd */
        PDD_SITE_RANGE(pdd_unit_long_field, 0); /* pdd */
        if (PDD_KERNEL_FAST(pdd_unit_long_field, 0)) { /* pdd */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            PDD_SITE_INIT_FAST(0); /* pdd */
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)] = __out;
                PDD_SITE_ACC_FAST(0, tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)]); /* pdd */
            }
            if (PDD_SITE_BAD_FAST(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_long_field, 0, &tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)], (((J * __i0) + __i1)), tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)]); /* pdd */
        }
        } else { /* pdd */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            PDD_SITE_INIT(0); /* pdd */
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)] = __out;
                PDD_SITE_ACC(0, tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)]); /* pdd */
            }
            if (PDD_SITE_BAD(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_long_field, 0, &tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)], (((J * __i0) + __i1)), tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)]); /* pdd */
        }
        } /* pdd */
        } else { /* pdd: the loop nest as generated, run while the probes are dormant */
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                tracer_qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq[((J * __i0) + __i1)] = __out;
            }
        }
        } /* pdd */
        PDD_KERNEL_END(pdd_unit_long_field, 0); /* pdd */
    }
}
