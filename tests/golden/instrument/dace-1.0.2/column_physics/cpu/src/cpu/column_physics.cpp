/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_column_physics_kernels[6] = {
    {"programs_column_physics_227_0_3_0", "src/cpu/column_physics.cpp", 309, "programs_column_physics_227"},
    {"programs_column_physics_232_0_3_5", "src/cpu/column_physics.cpp", 320, "programs_column_physics_232"},
    {"programs_column_physics_237_0_3_10", "src/cpu/column_physics.cpp", 328, "programs_column_physics_237"},
    {"programs_column_physics_244_0_3_16", "src/cpu/column_physics.cpp", 341, "programs_column_physics_244"},
    {"copy_ps_to_pkz_0_3_4", "src/cpu/column_physics.cpp", 316, "copy_ps_to_pkz"},
    {"copy_q_to_qold_0_3_14", "src/cpu/column_physics.cpp", 337, "copy_q_to_qold"},
};
static const pdd_kernel_origin pdd_unit_column_physics_origins[6] = {
    {"tests/corpus/programs.py", 227},
    {"tests/corpus/programs.py", 232},
    {"tests/corpus/programs.py", 237},
    {"tests/corpus/programs.py", 244},
    {"tests/corpus/programs.py", 227},
    {"tests/corpus/programs.py", 243},
};
static const pdd_field_desc pdd_unit_column_physics_fields[7] = {
    {"ps", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"pe", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pkz", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qold", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
    {"q", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_column_physics_sites[15] = {
    {0, 0, 311, 0},
    {1, 1, 181, 0},
    {2, 2, 331, 0},
    {4, 2, 316, 0},
    {5, 3, 337, 0},
    {3, 4, 393, 0},
    {0, 5, 311, PDD_SITE_INPUT},
    {1, 0, 322, PDD_SITE_INPUT},
    {1, 6, 322, PDD_SITE_INPUT},
    {2, 1, 331, PDD_SITE_INPUT},
    {3, 3, 349, PDD_SITE_INPUT},
    {3, 6, 350, PDD_SITE_INPUT},
    {3, 1, 361, PDD_SITE_INPUT},
    {4, 0, 316, PDD_SITE_INPUT},
    {5, 4, 337, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_column_physics_ranges[15];
static pdd_unit pdd_unit_column_physics = {PDD_ABI_VERSION, "column_physics", "src/cpu/column_physics.cpp", 6, 7, 15, pdd_unit_column_physics_kernels, pdd_unit_column_physics_fields, pdd_unit_column_physics_sites, pdd_unit_column_physics_ranges, NULL, pdd_unit_column_physics_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_column_physics)
/* pdd: end of probe tables */


struct column_physics_state_t {

};

inline void programs_column_physics_227_8_0_3_2(column_physics_state_t *__state, const double&  __tmp_229_36_r, const double&  __tmp_231_65_r, const double&  __tmp_231_84_r, double&  __tmp_229_16_w, int I, int64_t i) {


    if ((! ((i == 0) || (i == (I - 1))))) {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_231_65_r;
                double __in2 = __tmp_231_84_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp3;
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
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w = __out;
            }

        }

    } else {
        {
            double __tmp1;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double __inp = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w = __out;
            }

        }

    }

}

inline void programs_column_physics_232_8_0_3_7(column_physics_state_t *__state, const double&  __tmp_233_18_r, double* __restrict__ __tmp_235_28_r, double* __restrict__ __tmp_236_16_w, int K) {
    double acc;
    int64_t k;

    {

        {
            double __inp = __tmp_233_18_r;
            double __out;

            ///////////////////
            // Tasklet code (assign_233_12)
            __out = __inp;
            ///////////////////

            acc = __out;
        }

    }


    for (k = 0; (k < K); k = (k + 1)) {
        {
            double __tmp3[1]  DACE_ALIGN(64);

            {
                double __in1 = acc;
                double __in2 = __tmp_235_28_r[k];
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp3[0] = __out;
            }
            {
                double __inp = __tmp3[0];
                double __out;

                ///////////////////
                // Tasklet code (assign_235_16)
                __out = __inp;
                ///////////////////

                acc = __out;
            }
            {
                double __inp = acc;
                double __out;

                ///////////////////
                // Tasklet code (assign_236_16)
                __out = __inp;
                ///////////////////

                __tmp_236_16_w[k] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 1, &__tmp_236_16_w[k], -1, __tmp_236_16_w[k], {6, PDD_OPERAND_NONE, &__tmp_235_28_r[k]}); /* pdd */
            }

        }

    }

}

inline void programs_column_physics_237_8_0_3_12(column_physics_state_t *__state, const double&  __tmp_238_15_r, const double&  __tmp_238_29_r, double&  __tmp_239_16_w) {
    bool __tmp1;


    __tmp1 = (__tmp_238_15_r > __tmp_238_29_r);

    if ((! __tmp1)) {
        {

            {
                double __inp = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w = __out;
            }

        }

    } else {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in1 = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_238_15_r;
                double __in2 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in1 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __in1 = __tmp3;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Div_)
                __out = (__in1 / __in2);
                ///////////////////

                __tmp6 = __out;
            }
            {
                double __inp = __tmp6;
                double __out;

                ///////////////////
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w = __out;
            }

        }

    }

}

void __program_column_physics_internal(column_physics_state_t*__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 0, ps, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 1, pe, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 2, pkz, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 3, qold, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 4, q, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 5, src, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 6, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_column_physics, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_column_physics, 0)) { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_INIT_FAST(0); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_227_8_0_3_2(__state, src[((((I * J) * t) + (J * i)) + j)], src[((((I * J) * t) + (J * (i - 1))) + j)], src[((((I * J) * t) + (J * (i + 1))) + j)], ps[((J * i) + j)], I, i);
                        PDD_SITE_ACC_FAST(0, ps[((J * i) + j)]); /* pdd */
                    }
                    if (PDD_SITE_BAD_FAST(0)) for (auto j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 0, &ps[((J * i) + j)], (((J * i) + j)), ps[((J * i) + j)], {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i - 1))) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i + 1))) + j)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_INIT(0); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_227_8_0_3_2(__state, src[((((I * J) * t) + (J * i)) + j)], src[((((I * J) * t) + (J * (i - 1))) + j)], src[((((I * J) * t) + (J * (i + 1))) + j)], ps[((J * i) + j)], I, i);
                        PDD_SITE_ACC(0, ps[((J * i) + j)]); /* pdd */
                    }
                    if (PDD_SITE_BAD(0)) for (auto j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 0, &ps[((J * i) + j)], (((J * i) + j)), ps[((J * i) + j)], {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i - 1))) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i + 1))) + j)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_227_8_0_3_2(__state, src[((((I * J) * t) + (J * i)) + j)], src[((((I * J) * t) + (J * (i - 1))) + j)], src[((((I * J) * t) + (J * (i + 1))) + j)], ps[((J * i) + j)], I, i);
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_column_physics, 0, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 0); /* pdd */
            }

            PDD_KERNEL_BEGIN(pdd_unit_column_physics, 4); /* pdd */
            dace::CopyNDDynamic<double, 1, false, 2>::Dynamic::Copy(
            ps, pkz, I, J, (J * K), J, 1, K);
            if (PDD_ACTIVE()) for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(I); pdd_c0++) for (int64_t pdd_c1 = 0; pdd_c1 < (int64_t)(J); pdd_c1++) PDD_CHECK_COPY(pdd_unit_column_physics, 3, (pkz) + pdd_c0 * (int64_t)((J * K)) + pdd_c1 * (int64_t)(K), 1); /* pdd */
            PDD_TRACE(pdd_unit_column_physics, 4, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_column_physics, 4); /* pdd */
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 1); /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_232_8_0_3_7(__state, ps[((J * i) + j)], &delp[(((J * K) * i) + (K * j))], &pe[(((J * K) * i) + (K * j))], K);
                    }
                }
                PDD_TRACE(pdd_unit_column_physics, 1, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 1); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 2); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_column_physics, 2); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_column_physics, 2)) { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                        for (auto k = 1; k < K; k += 1) {
                            programs_column_physics_237_8_0_3_12(__state, pe[((((J * K) * i) + (K * j)) + k)], pe[(((((J * K) * i) + (K * j)) + k) - 1)], pkz[((((J * K) * i) + (K * j)) + k)]);
                            PDD_SITE_ACC_ROW_IN_FAST(2, (int64_t)(k) - (int64_t)(1), pkz[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                        for (auto k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(2, (int64_t)(k) - (int64_t)(1), pkz[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        if (PDD_SITE_BAD_ROW_FAST(2)) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 2, &pkz[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(2)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 2, &pkz[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_BLOCK(2, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        PDD_SITE_INIT_ROW(2); /* pdd */
                        for (auto k = 1; k < K; k += 1) {
                            programs_column_physics_237_8_0_3_12(__state, pe[((((J * K) * i) + (K * j)) + k)], pe[(((((J * K) * i) + (K * j)) + k) - 1)], pkz[((((J * K) * i) + (K * j)) + k)]);
                            PDD_SITE_ACC_ROW_IN(2, (int64_t)(k) - (int64_t)(1), pkz[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                        for (auto k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(2, (int64_t)(k) - (int64_t)(1), pkz[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        if (PDD_SITE_BAD_ROW(2)) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 2, &pkz[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(2)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 2, &pkz[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        for (auto k = 1; k < K; k += 1) {
                            programs_column_physics_237_8_0_3_12(__state, pe[((((J * K) * i) + (K * j)) + k)], pe[(((((J * K) * i) + (K * j)) + k) - 1)], pkz[((((J * K) * i) + (K * j)) + k)]);
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_column_physics, 2, 2, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 2); /* pdd */
            }

            PDD_KERNEL_BEGIN(pdd_unit_column_physics, 5); /* pdd */
            dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
            q, qold, (((3 * I) * J) * K), 1);
            PDD_CHECK_COPY(pdd_unit_column_physics, 4, qold, (((3 * I) * J) * K)); /* pdd */
            PDD_TRACE(pdd_unit_column_physics, 5, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_column_physics, 5); /* pdd */
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 3); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_column_physics, 5); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_column_physics, 3)) { /* pdd */
                #pragma omp parallel for
                for (auto n = 0; n < 3; n += 1) {
                    for (auto i = 0; i < I; i += 1) {
                        PDD_SITE_BLOCK_FAST(5, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                        for (auto j = 0; j < J; j += 1) {
                            PDD_SITE_INIT_ROW_FAST(5); /* pdd */
                            for (auto k = 1; k < K; k += 1) {
                                double __tmp1;
                                double __tmp2;
                                double __tmp3;
                                {
                                    double __in1 = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    __tmp1 = __out;
                                }
                                {
                                    double __in1 = pe[((((J * K) * i) + (K * j)) + k)];
                                    double __in2 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    __tmp2 = __out;
                                }
                                {
                                    double __in1 = __tmp1;
                                    double __in2 = __tmp2;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    __tmp3 = __out;
                                }
                                {
                                    double __inp = __tmp3;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                    PDD_SITE_ACC_ROW_IN_FAST(5, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                                }
                            }
                            for (auto k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(5, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                            if (PDD_SITE_BAD_ROW_FAST(5)) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 5, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                        }
                        if (PDD_SITE_BAD_BLOCK_FAST(5)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 5, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto n = 0; n < 3; n += 1) {
                    for (auto i = 0; i < I; i += 1) {
                        PDD_SITE_BLOCK(5, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                        for (auto j = 0; j < J; j += 1) {
                            PDD_SITE_INIT_ROW(5); /* pdd */
                            for (auto k = 1; k < K; k += 1) {
                                double __tmp1;
                                double __tmp2;
                                double __tmp3;
                                {
                                    double __in1 = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    __tmp1 = __out;
                                }
                                {
                                    double __in1 = pe[((((J * K) * i) + (K * j)) + k)];
                                    double __in2 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    __tmp2 = __out;
                                }
                                {
                                    double __in1 = __tmp1;
                                    double __in2 = __tmp2;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    __tmp3 = __out;
                                }
                                {
                                    double __inp = __tmp3;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                    PDD_SITE_ACC_ROW_IN(5, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                                }
                            }
                            for (auto k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(5, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                            if (PDD_SITE_BAD_ROW(5)) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 5, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                        }
                        if (PDD_SITE_BAD_BLOCK(5)) for (auto j = 0; j < J; j += 1) for (auto k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 5, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto n = 0; n < 3; n += 1) {
                    for (auto i = 0; i < I; i += 1) {
                        for (auto j = 0; j < J; j += 1) {
                            for (auto k = 1; k < K; k += 1) {
                                double __tmp1;
                                double __tmp2;
                                double __tmp3;
                                {
                                    double __in1 = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    __tmp1 = __out;
                                }
                                {
                                    double __in1 = pe[((((J * K) * i) + (K * j)) + k)];
                                    double __in2 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    __tmp2 = __out;
                                }
                                {
                                    double __in1 = __tmp1;
                                    double __in2 = __tmp2;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    __tmp3 = __out;
                                }
                                {
                                    double __inp = __tmp3;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                }
                            }
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_column_physics, 3, 4, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 3); /* pdd */
            }

        }

    }

}

DACE_EXPORTED void __program_column_physics(column_physics_state_t *__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_column_physics); /* pdd */
    __program_column_physics_internal(__state, delp, pe, pkz, ps, q, qold, src, I, J, K, TSTEPS);
}

DACE_EXPORTED column_physics_state_t *__dace_init_column_physics(int I, int J, int K, int TSTEPS)
{
    int __result = 0;
    column_physics_state_t *__state = new column_physics_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_column_physics(column_physics_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
