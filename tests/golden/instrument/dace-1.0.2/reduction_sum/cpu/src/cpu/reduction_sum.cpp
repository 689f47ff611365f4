/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_reduction_sum_kernels[7] = {
    {"reduce_init_map_1_0_0", "src/cpu/reduction_sum.cpp", 15, "reduce_init_map"},
    {"reduce_output_1_1_3", "src/cpu/reduction_sum.cpp", 36, "reduce_output"},
    {"_Sub__map_0_0_0", "src/cpu/reduction_sum.cpp", 71, "_Sub__map"},
    {"_Div__map_0_0_5", "src/cpu/reduction_sum.cpp", 91, "_Div__map"},
    {"_Mult__map_0_0_9", "src/cpu/reduction_sum.cpp", 112, "_Mult__map"},
    {"_Div__map_0_0_15", "src/cpu/reduction_sum.cpp", 134, "_Div__map"},
    {"programs_reduction_sum_99_0_0_19", "src/cpu/reduction_sum.cpp", 152, "programs_reduction_sum_99"},
};
static const pdd_kernel_origin pdd_unit_reduction_sum_origins[7] = {
    {"dace/libraries/standard/nodes/reduce.py", 102},
    {"dace/libraries/standard/nodes/reduce.py", 125},
    {"tests/corpus/programs.py", 97},
    {"tests/corpus/programs.py", 97},
    {"tests/corpus/programs.py", 98},
    {"tests/corpus/programs.py", 98},
    {"tests/corpus/programs.py", 99},
};
static const pdd_field_desc pdd_unit_reduction_sum_fields[9] = {
    {"__tmp3", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"__tmp0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qvapor_mr", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"__tmp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"pwat", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"total_mass", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"area", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_reduction_sum_sites[13] = {
    {0, 0, 25, 0},
    {1, 0, 48, 0},
    {2, 1, 83, 0},
    {3, 2, 104, 0},
    {4, 3, 125, 0},
    {5, 4, 145, 0},
    {6, 5, 189, 0},
    {2, 6, 75, PDD_SITE_INPUT},
    {3, 6, 95, PDD_SITE_INPUT},
    {4, 6, 116, PDD_SITE_INPUT},
    {4, 7, 117, PDD_SITE_INPUT},
    {6, 7, 158, PDD_SITE_INPUT},
    {6, 8, 159, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_reduction_sum_ranges[13];
static pdd_unit pdd_unit_reduction_sum = {PDD_ABI_VERSION, "reduction_sum", "src/cpu/reduction_sum.cpp", 7, 9, 13, pdd_unit_reduction_sum_kernels, pdd_unit_reduction_sum_fields, pdd_unit_reduction_sum_sites, pdd_unit_reduction_sum_ranges, NULL, pdd_unit_reduction_sum_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_reduction_sum)
/* pdd: end of probe tables */


struct reduction_sum_state_t {

};

inline void reduce_0_0_28(reduction_sum_state_t *__state, double* __restrict__ _in, double* __restrict__ _out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_reduction_sum, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_reduction_sum, 0)) { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < I; _o0 += 1) {
                PDD_SITE_INIT_FAST(0); /* pdd */
                for (auto _o1 = 0; _o1 < J; _o1 += 1) {
                    {
                        double __out;

                        ///////////////////
                        // Tasklet code (reduce_init)
                        __out = 0;
                        ///////////////////

                        _out[((J * _o0) + _o1)] = __out;
                        PDD_SITE_ACC_FAST(0, _out[((J * _o0) + _o1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_FAST(0)) for (auto _o1 = 0; _o1 < J; _o1 += 1) PDD_SITE_RECHECK(pdd_unit_reduction_sum, 0, &_out[((J * _o0) + _o1)], -1, _out[((J * _o0) + _o1)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < I; _o0 += 1) {
                PDD_SITE_INIT(0); /* pdd */
                for (auto _o1 = 0; _o1 < J; _o1 += 1) {
                    {
                        double __out;

                        ///////////////////
                        // Tasklet code (reduce_init)
                        __out = 0;
                        ///////////////////

                        _out[((J * _o0) + _o1)] = __out;
                        PDD_SITE_ACC(0, _out[((J * _o0) + _o1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD(0)) for (auto _o1 = 0; _o1 < J; _o1 += 1) PDD_SITE_RECHECK(pdd_unit_reduction_sum, 0, &_out[((J * _o0) + _o1)], -1, _out[((J * _o0) + _o1)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < I; _o0 += 1) {
                for (auto _o1 = 0; _o1 < J; _o1 += 1) {
                    {
                        double __out;

                        ///////////////////
                        // Tasklet code (reduce_init)
                        __out = 0;
                        ///////////////////

                        _out[((J * _o0) + _o1)] = __out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 0); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < I; _o0 += 1) {
                for (auto _o1 = 0; _o1 < J; _o1 += 1) {
                    for (auto _i0 = 0; _i0 < K; _i0 += 1) {
                        {
                            double __inp = _in[((((J * K) * _o0) + (K * _o1)) + _i0)];
                            double __out;

                            ///////////////////
                            // Tasklet code (identity)
                            __out = __inp;
                            ///////////////////

                            dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(_out + ((J * _o0) + _o1), __out);
                            PDD_CHECK_STORE_OPS(pdd_unit_reduction_sum, 1, &_out[((J * _o0) + _o1)], -1, _out[((J * _o0) + _o1)], {3, PDD_OPERAND_NONE, &_in[((((J * K) * _o0) + (K * _o1)) + _i0)]}); /* pdd */
                        }
                    }
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < I; _o0 += 1) {
                for (auto _o1 = 0; _o1 < J; _o1 += 1) {
                    for (auto _i0 = 0; _i0 < K; _i0 += 1) {
                        {
                            double __inp = _in[((((J * K) * _o0) + (K * _o1)) + _i0)];
                            double __out;

                            ///////////////////
                            // Tasklet code (identity)
                            __out = __inp;
                            ///////////////////

                            dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(_out + ((J * _o0) + _o1), __out);
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 1, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 1); /* pdd */
        }

    }
}

void __program_reduction_sum_internal(reduction_sum_state_t*__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 2, qvapor_mr, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 4, pwat, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 5, total_mass, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 6, qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 7, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 8, area, 2, pdd_shape, pdd_strides); } /* pdd */

    {
        double *__tmp0;
        __tmp0 = new double DACE_ALIGN(64)[((I * J) * K)];
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 1, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
        double *__tmp2;
        __tmp2 = new double DACE_ALIGN(64)[((I * J) * K)];
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 3, __tmp2, 3, pdd_shape, pdd_strides); } /* pdd */
        double *__tmp3;
        __tmp3 = new double DACE_ALIGN(64)[(I * J)];
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 0, __tmp3, 2, pdd_shape, pdd_strides); } /* pdd */

        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_reduction_sum, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_reduction_sum, 2)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in2 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (1.0 - __in2);
                            ///////////////////

                            __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(2, (int64_t)(__i2) - (int64_t)(0), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(2, (int64_t)(__i2) - (int64_t)(0), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 2, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 2, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in2 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (1.0 - __in2);
                            ///////////////////

                            __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(2, (int64_t)(__i2) - (int64_t)(0), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(2, (int64_t)(__i2) - (int64_t)(0), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 2, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 2, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in2 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (1.0 - __in2);
                            ///////////////////

                            __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 2, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 2); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_reduction_sum, 3); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_reduction_sum, 3)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(3, (int64_t)(__i2) - (int64_t)(0), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(3, (int64_t)(__i2) - (int64_t)(0), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 3, &qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {1, PDD_OPERAND_DIVISOR, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(3)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 3, &qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {1, PDD_OPERAND_DIVISOR, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(3, (int64_t)(__i2) - (int64_t)(0), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(3, (int64_t)(__i2) - (int64_t)(0), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 3, &qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {1, PDD_OPERAND_DIVISOR, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(3)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 3, &qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {1, PDD_OPERAND_DIVISOR, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 3, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 3); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_reduction_sum, 4); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_reduction_sum, 4)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(4); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = delp[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(4, (int64_t)(__i2) - (int64_t)(0), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(4, (int64_t)(__i2) - (int64_t)(0), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(4)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 4, &__tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(4)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 4, &__tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(4); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = delp[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(4, (int64_t)(__i2) - (int64_t)(0), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(4, (int64_t)(__i2) - (int64_t)(0), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(4)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 4, &__tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(4)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 4, &__tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __in2 = delp[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 4, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 4); /* pdd */
        }
        reduce_0_0_28(__state, &__tmp2[0], &__tmp3[0], I, J, K);
        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 5); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_reduction_sum, 5); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_reduction_sum, 5)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT_FAST(5); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double __in1 = __tmp3[((J * __i0) + __i1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / 9.80665);
                        ///////////////////

                        pwat[((J * __i0) + __i1)] = __out;
                        PDD_SITE_ACC_FAST(5, pwat[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_FAST(5)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 5, &pwat[((J * __i0) + __i1)], (((J * __i0) + __i1)), pwat[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &__tmp3[((J * __i0) + __i1)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT(5); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double __in1 = __tmp3[((J * __i0) + __i1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / 9.80665);
                        ///////////////////

                        pwat[((J * __i0) + __i1)] = __out;
                        PDD_SITE_ACC(5, pwat[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD(5)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_reduction_sum, 5, &pwat[((J * __i0) + __i1)], (((J * __i0) + __i1)), pwat[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &__tmp3[((J * __i0) + __i1)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double __in1 = __tmp3[((J * __i0) + __i1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / 9.80665);
                        ///////////////////

                        pwat[((J * __i0) + __i1)] = __out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 5, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 5); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_reduction_sum, 6); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp6;
                        double __tmp7;
                        {
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = area[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __in1 = __tmp6;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / 9.80665);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __inp = __tmp7;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_100_8)
                            __out = __inp;
                            ///////////////////

                            dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(total_mass, __out);
                            PDD_CHECK_STORE_OPS(pdd_unit_reduction_sum, 6, &total_mass[0], (0), total_mass[0], {7, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &area[((J * i) + j)]}); /* pdd */
                        }
                    }
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp6;
                        double __tmp7;
                        {
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = area[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __in1 = __tmp6;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / 9.80665);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __inp = __tmp7;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_100_8)
                            __out = __inp;
                            ///////////////////

                            dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(total_mass, __out);
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_reduction_sum, 6, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_reduction_sum, 6); /* pdd */
        }
        delete[] __tmp0;
        delete[] __tmp2;
        delete[] __tmp3;

    }
}

DACE_EXPORTED void __program_reduction_sum(reduction_sum_state_t *__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_reduction_sum); /* pdd */
    __program_reduction_sum_internal(__state, area, delp, pwat, qvapor, qvapor_mr, total_mass, I, J, K);
}

DACE_EXPORTED reduction_sum_state_t *__dace_init_reduction_sum(int I, int J, int K)
{
    int __result = 0;
    reduction_sum_state_t *__state = new reduction_sum_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_reduction_sum(reduction_sum_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
