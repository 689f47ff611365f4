#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_bom_no_include_kernels[1] = {
    {"__program_bom_no_include_internal_loop_7", "bom_no_include.cpp", 7, NULL},
};
static const pdd_kernel_origin pdd_unit_bom_no_include_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_bom_no_include_fields[1] = {
    {"qvapor", PDD_T_F64, 0, PDD_STORAGE_UNKNOWN, 0},
};
static const pdd_site_desc pdd_unit_bom_no_include_sites[1] = {
    {0, 0, 8, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_bom_no_include_ranges[1];
static pdd_unit pdd_unit_bom_no_include = {PDD_ABI_VERSION, "bom_no_include", "bom_no_include.cpp", 1, 1, 1, pdd_unit_bom_no_include_kernels, pdd_unit_bom_no_include_fields, pdd_unit_bom_no_include_sites, pdd_unit_bom_no_include_ranges, NULL, pdd_unit_bom_no_include_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_bom_no_include)
/* pdd: end of probe tables */
/* a UTF-8 byte order mark and no #include: the tables go after the mark */
struct bom_no_include_state_t {
};

void __program_bom_no_include_internal(bom_no_include_state_t *__state, double * __restrict__ qvapor, int N)
{
    PDD_KERNEL_BEGIN(pdd_unit_bom_no_include, 0); /* pdd */
    if (PDD_ACTIVE()) { /* pdd */
    PDD_SITE_RANGE(pdd_unit_bom_no_include, 0); /* pdd */
    if (PDD_KERNEL_FAST(pdd_unit_bom_no_include, 0)) { /* pdd */
    PDD_SITE_INIT_FAST(0); /* pdd */
    for (int __i0 = 0; __i0 < N; __i0 += 1) {
        qvapor[__i0] = qvapor[__i0] - 1.0;
        PDD_SITE_ACC_FAST(0, qvapor[__i0]); /* pdd */
    }
    if (PDD_SITE_BAD_FAST(0)) for (int __i0 = 0; __i0 < N; __i0 += 1) PDD_SITE_RECHECK(pdd_unit_bom_no_include, 0, &qvapor[__i0], (__i0), qvapor[__i0]); /* pdd */
    } else { /* pdd */
    PDD_SITE_INIT(0); /* pdd */
    for (int __i0 = 0; __i0 < N; __i0 += 1) {
        qvapor[__i0] = qvapor[__i0] - 1.0;
        PDD_SITE_ACC(0, qvapor[__i0]); /* pdd */
    }
    if (PDD_SITE_BAD(0)) for (int __i0 = 0; __i0 < N; __i0 += 1) PDD_SITE_RECHECK(pdd_unit_bom_no_include, 0, &qvapor[__i0], (__i0), qvapor[__i0]); /* pdd */
    } /* pdd */
    } else { /* pdd: the loop nest as generated, run while the probes are dormant */
    for (int __i0 = 0; __i0 < N; __i0 += 1) {
        qvapor[__i0] = qvapor[__i0] - 1.0;
    }
    } /* pdd */
    PDD_KERNEL_END(pdd_unit_bom_no_include, 0); /* pdd */
}
