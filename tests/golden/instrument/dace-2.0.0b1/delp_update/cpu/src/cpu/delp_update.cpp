/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_kernels[5] = {
    {"_Sub__map_0_0_0", "src/cpu/delp_update.cpp", 24, "_Sub__map"},
    {"_Add__map_0_0_5", "src/cpu/delp_update.cpp", 45, "_Add__map"},
    {"_Sub__map_0_0_10", "src/cpu/delp_update.cpp", 66, "_Sub__map"},
    {"_Mult__map_0_0_14", "src/cpu/delp_update.cpp", 87, "_Mult__map"},
    {"augassign_26_4_map_0_0_19", "src/cpu/delp_update.cpp", 108, "augassign_26_4_map"},
};
static const pdd_kernel_origin pdd_unit_delp_update_origins[5] = {
    {"tests/corpus/programs.py", 26},
    {"tests/corpus/programs.py", 26},
    {"tests/corpus/programs.py", 26},
    {"tests/corpus/programs.py", 26},
    {"tests/corpus/programs.py", 26},
};
static const pdd_field_desc pdd_unit_delp_update_fields[8] = {
    {"fx_slice_minus_fx_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fx_slice_fx_slice_plus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fx_slice_fx_slice_fy_slice_minus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"dt_times_fx_slice_fx_slice_fy_slice_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fx", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fy", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dt", PDD_T_F64, 0, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_delp_update_sites[9] = {
    {0, 0, 37, 0},
    {1, 1, 58, 0},
    {2, 2, 79, 0},
    {3, 3, 100, 0},
    {4, 4, 121, PDD_SITE_IN_PLACE},
    {0, 5, 28, PDD_SITE_INPUT},
    {1, 6, 50, PDD_SITE_INPUT},
    {2, 6, 71, PDD_SITE_INPUT},
    {4, 4, 112, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_delp_update_ranges[9];
static pdd_unit pdd_unit_delp_update = {PDD_ABI_VERSION, "delp_update", "src/cpu/delp_update.cpp", 5, 8, 9, pdd_unit_delp_update_kernels, pdd_unit_delp_update_fields, pdd_unit_delp_update_sites, pdd_unit_delp_update_ranges, NULL, pdd_unit_delp_update_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update)
/* pdd: end of probe tables */


struct delp_update_state_t {

};

void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 4, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 5, fx, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 6, fy, 3, pdd_shape, pdd_strides); } /* pdd */

    {
        double *fx_slice_minus_fx_slice;
        fx_slice_minus_fx_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 0, fx_slice_minus_fx_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *fx_slice_fx_slice_plus_fy_slice;
        fx_slice_fx_slice_plus_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 1, fx_slice_fx_slice_plus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *fx_slice_fx_slice_fy_slice_minus_fy_slice;
        fx_slice_fx_slice_fy_slice_minus_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 2, fx_slice_fx_slice_fy_slice_minus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *dt_times_fx_slice_fx_slice_fy_slice_fy_slice;
        dt_times_fx_slice_fx_slice_fy_slice_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 3, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */

        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_delp_update, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_delp_update, 0)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(0); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(0, (int64_t)(__i2) - (int64_t)(0), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(__i2) - (int64_t)(0), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(0)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 0, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 0, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(0); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(0, (int64_t)(__i2) - (int64_t)(0), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(0, (int64_t)(__i2) - (int64_t)(0), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(0)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 0, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(0)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 0, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 0); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_delp_update, 1); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_delp_update, 1)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(1); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(1, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(1, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(1)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 1, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(1)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 1, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(1); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(1, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(1, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(1)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 1, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(1)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 1, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 1); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_delp_update, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_delp_update, 2)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(2, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(2, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(2)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 2, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(2)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 2, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(2); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(2, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(2, (int64_t)(__i2) - (int64_t)(0), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(2)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 2, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(2)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 2, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 2, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 2); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_delp_update, 3); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_delp_update, 3)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(3); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(3, (int64_t)(__i2) - (int64_t)(0), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(3, (int64_t)(__i2) - (int64_t)(0), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(3)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 3, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {7, PDD_OPERAND_NONE, &dt}, {2, PDD_OPERAND_NONE, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(3)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 3, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {7, PDD_OPERAND_NONE, &dt}, {2, PDD_OPERAND_NONE, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(3); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(3, (int64_t)(__i2) - (int64_t)(0), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(3, (int64_t)(__i2) - (int64_t)(0), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(3)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 3, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {7, PDD_OPERAND_NONE, &dt}, {2, PDD_OPERAND_NONE, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(3)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 3, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {7, PDD_OPERAND_NONE, &dt}, {2, PDD_OPERAND_NONE, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 3, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 3); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_delp_update, 4); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_delp_update, 4)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(4); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (augassign_26_4)
                            __out = (__in1 + __in2);
                            ///////////////////

                            delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(4, (int64_t)(__i2) - (int64_t)(0), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(4, (int64_t)(__i2) - (int64_t)(0), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(4)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 4, &delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], (((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(4)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 4, &delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], (((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(4); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (augassign_26_4)
                            __out = (__in1 + __in2);
                            ///////////////////

                            delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(4, (int64_t)(__i2) - (int64_t)(0), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(4, (int64_t)(__i2) - (int64_t)(0), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(4)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 4, &delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], (((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(4)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 4, &delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], (((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)), delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (augassign_26_4)
                            __out = (__in1 + __in2);
                            ///////////////////

                            delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 4, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 4); /* pdd */
        }
        dace::aligned_delete_array(fx_slice_minus_fx_slice, 64);
        dace::aligned_delete_array(fx_slice_fx_slice_plus_fy_slice, 64);
        dace::aligned_delete_array(fx_slice_fx_slice_fy_slice_minus_fy_slice, 64);
        dace::aligned_delete_array(dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 64);

    }
}

DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    PDD_PROGRAM_BEGIN(pdd_unit_delp_update); /* pdd */
    __program_delp_update_internal(__state, delp, fx, fy, I, J, K, dt);
}

DACE_EXPORTED delp_update_state_t *__dace_init_delp_update(int I, int J, int K)
{

    int __result = 0;
    delp_update_state_t *__state = new delp_update_state_t();

    if (__result) {
        delete __state;
        return nullptr;
    }

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_delp_update(delp_update_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
