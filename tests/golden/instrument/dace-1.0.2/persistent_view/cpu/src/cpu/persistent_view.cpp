/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_view_kernels[2] = {
    {"programs_persistent_view_211_0_0_0", "src/cpu/persistent_view.cpp", 125, "programs_persistent_view_211"},
    {"programs_persistent_view_213_0_0_7", "src/cpu/persistent_view.cpp", 131, "programs_persistent_view_213"},
};
static const pdd_kernel_origin pdd_unit_persistent_view_origins[2] = {
    {"tests/corpus/programs.py", 211},
    {"tests/corpus/programs.py", 213},
};
static const pdd_field_desc pdd_unit_persistent_view_fields[5] = {
    {"tmp", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"y", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"x", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"w", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"bias", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_persistent_view_sites[5] = {
    {0, 0, 107, 0},
    {1, 1, 155, 0},
    {0, 2, 126, PDD_SITE_INPUT},
    {0, 3, 126, PDD_SITE_INPUT},
    {0, 4, 126, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_persistent_view_ranges[5];
static pdd_unit pdd_unit_persistent_view = {PDD_ABI_VERSION, "persistent_view", "src/cpu/persistent_view.cpp", 2, 5, 5, pdd_unit_persistent_view_kernels, pdd_unit_persistent_view_fields, pdd_unit_persistent_view_sites, pdd_unit_persistent_view_ranges, NULL, pdd_unit_persistent_view_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_view)
/* pdd: end of probe tables */


struct persistent_view_state_t {
    double * __restrict__ __0_tmp;
};

inline void programs_persistent_view_211_4_0_0_2(persistent_view_state_t *__state, double* __restrict__ __tmp_212_18_r, double* __restrict__ __tmp_212_30_r, double* __restrict__ __tmp_212_33_r, double* __restrict__ __tmp_212_39_w, int J, int K) {
    int64_t k;




    for (k = 1; (k < (K - 1)); k = (k + 1)) {
        {

            {
                PDD_SITE_DECL_STRIDED(pdd_unit_persistent_view, 0); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    double __tmp9;
                    double __tmp2;
                    double __tmp3;
                    double __tmp4;
                    double __tmp5;
                    double __tmp6;
                    {
                        double __in1 = __tmp_212_30_r[0];
                        double __in2 = __tmp_212_18_r[(((K * j) + k) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp9 = __out;
                    }
                    {
                        double __in1 = __tmp_212_30_r[1];
                        double __in2 = __tmp_212_18_r[((K * j) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp2 = __out;
                    }
                    {
                        double __in1 = __tmp9;
                        double __in2 = __tmp2;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp3 = __out;
                    }
                    {
                        double __in1 = __tmp_212_30_r[2];
                        double __in2 = __tmp_212_18_r[(((K * j) + k) + 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp4 = __out;
                    }
                    {
                        double __in2 = __tmp4;
                        double __in1 = __tmp3;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp5 = __out;
                    }
                    {
                        double __in1 = __tmp5;
                        double __in2 = __tmp_212_33_r[k];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp6 = __out;
                    }
                    {
                        double __inp = __tmp6;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_186_12)
                        __out = __inp;
                        ///////////////////

                        __tmp_212_39_w[((K * j) + k)] = __out;
                        PDD_SITE_ACC_STRIDED(0, __tmp_212_39_w[((K * j) + k)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_STRIDED(0)) for (auto j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_view, 0, &__tmp_212_39_w[((K * j) + k)], -1, __tmp_212_39_w[((K * j) + k)], {3, PDD_OPERAND_NONE, &__tmp_212_30_r[0]}, {2, PDD_OPERAND_NONE, &__tmp_212_18_r[(((K * j) + k) - 1)]}, {3, PDD_OPERAND_NONE, &__tmp_212_30_r[1]}, {2, PDD_OPERAND_NONE, &__tmp_212_18_r[((K * j) + k)]}, {3, PDD_OPERAND_NONE, &__tmp_212_30_r[2]}, {2, PDD_OPERAND_NONE, &__tmp_212_18_r[(((K * j) + k) + 1)]}, {4, PDD_OPERAND_NONE, &__tmp_212_33_r[k]}); /* pdd */
            }

        }

    }

}

void __program_persistent_view_internal(persistent_view_state_t*__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view, 0, __state->__0_tmp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view, 1, y, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view, 2, x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view, 3, w, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view, 4, bias, 1, pdd_shape, pdd_strides); } /* pdd */

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_persistent_view, 0); /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                programs_persistent_view_211_4_0_0_2(__state, &x[((J * K) * i)], &w[0], &bias[0], &__state->__0_tmp[((J * K) * i)], J, K);
            }
            PDD_TRACE(pdd_unit_persistent_view, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_persistent_view, 0); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_persistent_view, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_persistent_view, 1); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_persistent_view, 1)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(1, 0, (int64_t)((K - 1)) - (int64_t)(1)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(1); /* pdd */
                    for (auto k = 1; k < (K - 1); k += 1) {
                        double __tmp2;
                        {
                            double __in2 = __state->__0_tmp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_214_8)
                            __out = __inp;
                            ///////////////////

                            y[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(1, (int64_t)(k) - (int64_t)(1), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_ACC_ROW_BACK_FAST(1, (int64_t)(k) - (int64_t)(1), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(1)) for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_RECHECK(pdd_unit_persistent_view, 1, &y[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(1)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_RECHECK(pdd_unit_persistent_view, 1, &y[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(1, 0, (int64_t)((K - 1)) - (int64_t)(1)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(1); /* pdd */
                    for (auto k = 1; k < (K - 1); k += 1) {
                        double __tmp2;
                        {
                            double __in2 = __state->__0_tmp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_214_8)
                            __out = __inp;
                            ///////////////////

                            y[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_IN(1, (int64_t)(k) - (int64_t)(1), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_ACC_ROW_BACK(1, (int64_t)(k) - (int64_t)(1), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(1)) for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_RECHECK(pdd_unit_persistent_view, 1, &y[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(1)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < (K - 1); k += 1) PDD_SITE_RECHECK(pdd_unit_persistent_view, 1, &y[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), y[((((J * K) * i) + (K * j)) + k)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 1; k < (K - 1); k += 1) {
                        double __tmp2;
                        {
                            double __in2 = __state->__0_tmp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_214_8)
                            __out = __inp;
                            ///////////////////

                            y[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_persistent_view, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_persistent_view, 1); /* pdd */
        }

    }
}

DACE_EXPORTED void __program_persistent_view(persistent_view_state_t *__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_persistent_view); /* pdd */
    __program_persistent_view_internal(__state, bias, w, x, y, I, J, K);
}

DACE_EXPORTED persistent_view_state_t *__dace_init_persistent_view(int I, int J, int K)
{
    int __result = 0;
    persistent_view_state_t *__state = new persistent_view_state_t;


    __state->__0_tmp = new double DACE_ALIGN(64)[((I * J) * K)];

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_view(persistent_view_state_t *__state)
{
    int __err = 0;
    delete[] __state->__0_tmp;
    delete __state;
    return __err;
}
