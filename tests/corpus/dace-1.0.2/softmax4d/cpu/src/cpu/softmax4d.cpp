/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct softmax4d_state_t {

};

inline void reduce_0_0_14(softmax4d_state_t *__state, double* __restrict__ _in, double* __restrict__ _out, int M, int N, int NB, int NH) {

    {

        {
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
        }

    }
    {

        {
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
        }

    }
}

void __program_softmax4d_internal(softmax4d_state_t*__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{

    {
        double *rowsum;
        rowsum = new double DACE_ALIGN(64)[((N * NB) * NH)];

        {
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
        }
        reduce_0_0_14(__state, &out[0], &rowsum[0], M, N, NB, NH);
        {
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
        }
        delete[] rowsum;

    }
}

DACE_EXPORTED void __program_softmax4d(softmax4d_state_t *__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
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
