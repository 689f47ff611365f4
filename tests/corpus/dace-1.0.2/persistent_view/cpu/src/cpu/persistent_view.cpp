/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct persistent_view_state_t {
    double * __restrict__ __0_tmp;
};

inline void programs_persistent_view_211_4_0_0_2(persistent_view_state_t *__state, double* __restrict__ __tmp_212_18_r, double* __restrict__ __tmp_212_30_r, double* __restrict__ __tmp_212_33_r, double* __restrict__ __tmp_212_39_w, int J, int K) {
    int64_t k;




    for (k = 1; (k < (K - 1)); k = (k + 1)) {
        {

            {
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
                    }
                }
            }

        }

    }

}

void __program_persistent_view_internal(persistent_view_state_t*__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{

    {

        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                programs_persistent_view_211_4_0_0_2(__state, &x[((J * K) * i)], &w[0], &bias[0], &__state->__0_tmp[((J * K) * i)], J, K);
            }
        }
        {
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
        }

    }
}

DACE_EXPORTED void __program_persistent_view(persistent_view_state_t *__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
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
