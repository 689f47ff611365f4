/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct reduction_sum_state_t {

};

inline void reduce_0_0_28(reduction_sum_state_t *__state, double* __restrict__ _in, double* __restrict__ _out, int I, int J, int K) {

    {

        {
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
        }

    }
    {

        {
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
        }

    }
}

void __program_reduction_sum_internal(reduction_sum_state_t*__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{

    {
        double *__tmp0;
        __tmp0 = new double DACE_ALIGN(64)[((I * J) * K)];
        double *__tmp2;
        __tmp2 = new double DACE_ALIGN(64)[((I * J) * K)];
        double *__tmp3;
        __tmp3 = new double DACE_ALIGN(64)[(I * J)];

        {
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
        }
        {
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
        }
        {
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
        }
        reduce_0_0_28(__state, &__tmp2[0], &__tmp3[0], I, J, K);
        {
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
        }
        {
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
        }
        delete[] __tmp0;
        delete[] __tmp2;
        delete[] __tmp3;

    }
}

DACE_EXPORTED void __program_reduction_sum(reduction_sum_state_t *__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{
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
