/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_softmax4d_kernels[4] = {
    {"reduce_init_map_1_0_0", "src/cpu/softmax4d.cpp", 15, "reduce_init_map"},
    {"reduce_output_1_1_3", "src/cpu/softmax4d.cpp", 38, "reduce_output"},
    {"programs_softmax4d_165_0_0_0", "src/cpu/softmax4d.cpp", 71, "programs_softmax4d_165"},
    {"programs_softmax4d_168_0_0_5", "src/cpu/softmax4d.cpp", 106, "programs_softmax4d_168"},
};
static const pdd_kernel_origin pdd_unit_softmax4d_origins[4] = {
    {"dace/libraries/standard/nodes/reduce.py", 102},
    {"dace/libraries/standard/nodes/reduce.py", 125},
    {"tests/corpus/programs.py", 165},
    {"tests/corpus/programs.py", 168},
};
static const pdd_field_desc pdd_unit_softmax4d_fields[3] = {
    {"rowsum", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"out", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
    {"x", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_softmax4d_sites[6] = {
    {0, 0, 26, 0},
    {1, 0, 51, 0},
    {2, 1, 96, 0},
    {3, 1, 132, PDD_SITE_IN_PLACE},
    {2, 2, 77, PDD_SITE_INPUT},
    {3, 1, 112, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_softmax4d_ranges[6];
static pdd_unit pdd_unit_softmax4d = {PDD_ABI_VERSION, "softmax4d", "src/cpu/softmax4d.cpp", 4, 3, 6, pdd_unit_softmax4d_kernels, pdd_unit_softmax4d_fields, pdd_unit_softmax4d_sites, pdd_unit_softmax4d_ranges, NULL, pdd_unit_softmax4d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_softmax4d)
/* pdd: end of probe tables */


struct softmax4d_state_t {

};

inline void reduce_0_0_14(softmax4d_state_t *__state, double* __restrict__ _in, double* __restrict__ _out, int M, int N, int NB, int NH) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_softmax4d, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_softmax4d, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_softmax4d, 0)) { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < NB; _o0 += 1) {
                PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(N) - (int64_t)(0)); /* pdd */
                for (auto _o1 = 0; _o1 < NH; _o1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(0); /* pdd */
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (reduce_init)
                            __out = 0;
                            ///////////////////

                            _out[((((N * NH) * _o0) + (N * _o1)) + _o2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(0, (int64_t)(_o2) - (int64_t)(0), _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                        }
                    }
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(_o2) - (int64_t)(0), _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(0)) for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_RECHECK(pdd_unit_softmax4d, 0, &_out[((((N * NH) * _o0) + (N * _o1)) + _o2)], -1, _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(0)) for (auto _o1 = 0; _o1 < NH; _o1 += 1) for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_RECHECK(pdd_unit_softmax4d, 0, &_out[((((N * NH) * _o0) + (N * _o1)) + _o2)], -1, _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < NB; _o0 += 1) {
                PDD_SITE_BLOCK(0, 0, (int64_t)(N) - (int64_t)(0)); /* pdd */
                for (auto _o1 = 0; _o1 < NH; _o1 += 1) {
                    PDD_SITE_INIT_ROW(0); /* pdd */
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (reduce_init)
                            __out = 0;
                            ///////////////////

                            _out[((((N * NH) * _o0) + (N * _o1)) + _o2)] = __out;
                            PDD_SITE_ACC_ROW_IN(0, (int64_t)(_o2) - (int64_t)(0), _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                        }
                    }
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_ACC_ROW_BACK(0, (int64_t)(_o2) - (int64_t)(0), _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(0)) for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_RECHECK(pdd_unit_softmax4d, 0, &_out[((((N * NH) * _o0) + (N * _o1)) + _o2)], -1, _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(0)) for (auto _o1 = 0; _o1 < NH; _o1 += 1) for (auto _o2 = 0; _o2 < N; _o2 += 1) PDD_SITE_RECHECK(pdd_unit_softmax4d, 0, &_out[((((N * NH) * _o0) + (N * _o1)) + _o2)], -1, _out[((((N * NH) * _o0) + (N * _o1)) + _o2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < NB; _o0 += 1) {
                for (auto _o1 = 0; _o1 < NH; _o1 += 1) {
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (reduce_init)
                            __out = 0;
                            ///////////////////

                            _out[((((N * NH) * _o0) + (N * _o1)) + _o2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_softmax4d, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_softmax4d, 0); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_softmax4d, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < NB; _o0 += 1) {
                for (auto _o1 = 0; _o1 < NH; _o1 += 1) {
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) {
                        for (auto _i0 = 0; _i0 < M; _i0 += 1) {
                            {
                                double __inp = _in[((((((M * N) * NH) * _o0) + ((M * N) * _o1)) + (M * _o2)) + _i0)];
                                double __out;

                                ///////////////////
                                // Tasklet code (identity)
                                __out = __inp;
                                ///////////////////

                                dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(_out + ((((N * NH) * _o0) + (N * _o1)) + _o2), __out);
                                PDD_CHECK_STORE_OPS(pdd_unit_softmax4d, 1, &_out[((((N * NH) * _o0) + (N * _o1)) + _o2)], -1, _out[((((N * NH) * _o0) + (N * _o1)) + _o2)], {1, PDD_OPERAND_NONE, &_in[((((((M * N) * NH) * _o0) + ((M * N) * _o1)) + (M * _o2)) + _i0)]}); /* pdd */
                            }
                        }
                    }
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto _o0 = 0; _o0 < NB; _o0 += 1) {
                for (auto _o1 = 0; _o1 < NH; _o1 += 1) {
                    for (auto _o2 = 0; _o2 < N; _o2 += 1) {
                        for (auto _i0 = 0; _i0 < M; _i0 += 1) {
                            {
                                double __inp = _in[((((((M * N) * NH) * _o0) + ((M * N) * _o1)) + (M * _o2)) + _i0)];
                                double __out;

                                ///////////////////
                                // Tasklet code (identity)
                                __out = __inp;
                                ///////////////////

                                dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(_out + ((((N * NH) * _o0) + (N * _o1)) + _o2), __out);
                            }
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_softmax4d, 1, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_softmax4d, 1); /* pdd */
        }

    }
}

void __program_softmax4d_internal(softmax4d_state_t*__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
    { const int64_t pdd_shape[] = {(int64_t)(NB), (int64_t)(NH), (int64_t)(N), (int64_t)(M)}, pdd_strides[] = {(int64_t)(M*N*NH), (int64_t)(M*N), (int64_t)(M), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_softmax4d, 1, out, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(NB), (int64_t)(NH), (int64_t)(N), (int64_t)(M)}, pdd_strides[] = {(int64_t)(M*N*NH), (int64_t)(M*N), (int64_t)(M), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_softmax4d, 2, x, 4, pdd_shape, pdd_strides); } /* pdd */

    {
        double *rowsum;
        rowsum = new double DACE_ALIGN(64)[((N * NB) * NH)];
        { const int64_t pdd_shape[] = {(int64_t)(NB), (int64_t)(NH), (int64_t)(N)}, pdd_strides[] = {(int64_t)(N*NH), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_softmax4d, 0, rowsum, 3, pdd_shape, pdd_strides); } /* pdd */

        {
            PDD_KERNEL_BEGIN(pdd_unit_softmax4d, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_softmax4d, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_softmax4d, 2)) { /* pdd */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(M) - (int64_t)(0)); /* pdd */
                    for (auto n = 0; n < N; n += 1) {
                        PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp1;
                            {
                                double __in1 = x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_exp_)
                                __out = exp(__in1);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __inp = __tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_166_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                                PDD_SITE_ACC_ROW_IN_FAST(2, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                            }
                        }
                        for (auto m = 0; m < M; m += 1) PDD_SITE_ACC_ROW_BACK_FAST(2, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                        if (PDD_SITE_BAD_ROW_FAST(2)) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 2, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {2, PDD_OPERAND_EXP, &x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(2)) for (auto n = 0; n < N; n += 1) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 2, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {2, PDD_OPERAND_EXP, &x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]}); /* pdd */
                }
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    PDD_SITE_BLOCK(2, 0, (int64_t)(M) - (int64_t)(0)); /* pdd */
                    for (auto n = 0; n < N; n += 1) {
                        PDD_SITE_INIT_ROW(2); /* pdd */
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp1;
                            {
                                double __in1 = x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_exp_)
                                __out = exp(__in1);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __inp = __tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_166_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                                PDD_SITE_ACC_ROW_IN(2, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                            }
                        }
                        for (auto m = 0; m < M; m += 1) PDD_SITE_ACC_ROW_BACK(2, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                        if (PDD_SITE_BAD_ROW(2)) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 2, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {2, PDD_OPERAND_EXP, &x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(2)) for (auto n = 0; n < N; n += 1) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 2, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {2, PDD_OPERAND_EXP, &x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]}); /* pdd */
                }
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    for (auto n = 0; n < N; n += 1) {
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp1;
                            {
                                double __in1 = x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_exp_)
                                __out = exp(__in1);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __inp = __tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_166_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                            }
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_softmax4d, 2, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_softmax4d, 2); /* pdd */
        }
        reduce_0_0_14(__state, &out[0], &rowsum[0], M, N, NB, NH);
        {
            PDD_KERNEL_BEGIN(pdd_unit_softmax4d, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_softmax4d, 3); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_softmax4d, 3)) { /* pdd */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    PDD_SITE_BLOCK_FAST(3, 0, (int64_t)(M) - (int64_t)(0)); /* pdd */
                    for (auto n = 0; n < N; n += 1) {
                        PDD_SITE_INIT_ROW_FAST(3); /* pdd */
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp2;
                            {
                                double __in1 = out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __in2 = rowsum[((((N * NH) * b) + (N * h)) + n)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __inp = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_169_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                                PDD_SITE_ACC_ROW_IN_FAST(3, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                            }
                        }
                        for (auto m = 0; m < M; m += 1) PDD_SITE_ACC_ROW_BACK_FAST(3, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                        if (PDD_SITE_BAD_ROW_FAST(3)) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 3, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {0, PDD_OPERAND_DIVISOR, &rowsum[((((N * NH) * b) + (N * h)) + n)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(3)) for (auto n = 0; n < N; n += 1) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 3, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {0, PDD_OPERAND_DIVISOR, &rowsum[((((N * NH) * b) + (N * h)) + n)]}); /* pdd */
                }
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    PDD_SITE_BLOCK(3, 0, (int64_t)(M) - (int64_t)(0)); /* pdd */
                    for (auto n = 0; n < N; n += 1) {
                        PDD_SITE_INIT_ROW(3); /* pdd */
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp2;
                            {
                                double __in1 = out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __in2 = rowsum[((((N * NH) * b) + (N * h)) + n)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __inp = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_169_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                                PDD_SITE_ACC_ROW_IN(3, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                            }
                        }
                        for (auto m = 0; m < M; m += 1) PDD_SITE_ACC_ROW_BACK(3, (int64_t)(m) - (int64_t)(0), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)]); /* pdd */
                        if (PDD_SITE_BAD_ROW(3)) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 3, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {0, PDD_OPERAND_DIVISOR, &rowsum[((((N * NH) * b) + (N * h)) + n)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(3)) for (auto n = 0; n < N; n += 1) for (auto m = 0; m < M; m += 1) PDD_SITE_RECHECK_OPS(pdd_unit_softmax4d, 3, &out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], (((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)), out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)], {0, PDD_OPERAND_DIVISOR, &rowsum[((((N * NH) * b) + (N * h)) + n)]}); /* pdd */
                }
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto b = 0; b < NB; b += 1) {
                for (auto h = 0; h < NH; h += 1) {
                    for (auto n = 0; n < N; n += 1) {
                        for (auto m = 0; m < M; m += 1) {
                            double __tmp2;
                            {
                                double __in1 = out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double __in2 = rowsum[((((N * NH) * b) + (N * h)) + n)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __inp = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_169_8)
                                __out = __inp;
                                ///////////////////

                                out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)] = __out;
                            }
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_softmax4d, 3, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_softmax4d, 3); /* pdd */
        }
        delete[] rowsum;

    }
}

DACE_EXPORTED void __program_softmax4d(softmax4d_state_t *__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
    PDD_PROGRAM_BEGIN(pdd_unit_softmax4d); /* pdd */
    __program_softmax4d_internal(__state, out, x, M, N, NB, NH);
}

DACE_EXPORTED softmax4d_state_t *__dace_init_softmax4d(int M, int N, int NB, int NH)
{
    int __result = 0;
    softmax4d_state_t *__state = new softmax4d_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_softmax4d(softmax4d_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
