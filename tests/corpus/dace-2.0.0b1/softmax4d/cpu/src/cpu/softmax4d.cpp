/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct softmax4d_state_t {

};

inline void reduce_0_0_17(softmax4d_state_t *__state, const double* __restrict__ _in, double* __restrict__ _out, int M, int N, int NB, int NH) {

    {

        {
            #pragma omp parallel for
            for (int _o0 = 0; _o0 < NB; _o0 += 1) {
                for (int _o1 = 0; _o1 < NH; _o1 += 1) {
                    for (int _o2 = 0; _o2 < N; _o2 += 1) {
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
        }

    }
    {

        {
            #pragma omp parallel for
            for (int _o0 = 0; _o0 < NB; _o0 += 1) {
                for (int _o1 = 0; _o1 < NH; _o1 += 1) {
                    for (int _o2 = 0; _o2 < N; _o2 += 1) {
                        for (int _i0 = 0; _i0 < M; _i0 += 1) {
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
        }

    }
}

void __program_softmax4d_internal(softmax4d_state_t*__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{

    {
        double *rowsum;
        rowsum = dace::aligned_new_array<double>(((N * NB) * NH), 64);

        {
            #pragma omp parallel for
            for (int b = 0; b < NB; b += 1) {
                for (int h = 0; h < NH; h += 1) {
                    for (int n = 0; n < N; n += 1) {
                        for (int m = 0; m < M; m += 1) {
                            double x_index;
                            double out_slice;
                            {
                                double _cpy_in = x[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_x_to_x_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                x_index = _cpy_out;
                            }
                            {
                                double __in1 = x_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_exp_)
                                __out = exp(__in1);
                                ///////////////////

                                out_slice = __out;
                            }
                            {
                                double __inp = out_slice;
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
        }
        reduce_0_0_17(__state, &out[0], &rowsum[0], M, N, NB, NH);
        {
            #pragma omp parallel for
            for (int b = 0; b < NB; b += 1) {
                for (int h = 0; h < NH; h += 1) {
                    for (int n = 0; n < N; n += 1) {
                        for (int m = 0; m < M; m += 1) {
                            double out_index;
                            double rowsum_index;
                            double out_slice_div_rowsum_slice;
                            {
                                double _cpy_in = out[((((((M * N) * NH) * b) + ((M * N) * h)) + (M * n)) + m)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_out_to_out_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                out_index = _cpy_out;
                            }
                            {
                                double _cpy_in = rowsum[((((N * NH) * b) + (N * h)) + n)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_rowsum_to_rowsum_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                rowsum_index = _cpy_out;
                            }
                            {
                                double __in2 = rowsum_index;
                                double __in1 = out_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                out_slice_div_rowsum_slice = __out;
                            }
                            {
                                double __inp = out_slice_div_rowsum_slice;
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
        }
        dace::aligned_delete_array(rowsum, 64);

    }
}

DACE_EXPORTED void __program_softmax4d(softmax4d_state_t *__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
    __program_softmax4d_internal(__state, out, x, M, N, NB, NH);
}

DACE_EXPORTED softmax4d_state_t *__dace_init_softmax4d(int M, int N, int NB, int NH)
{

    int __result = 0;
    softmax4d_state_t *__state = new softmax4d_state_t();

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

DACE_EXPORTED int __dace_exit_softmax4d(softmax4d_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
