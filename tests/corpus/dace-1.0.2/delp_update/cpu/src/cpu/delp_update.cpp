/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct delp_update_state_t {

};

void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{

    {
        double *__tmp0;
        __tmp0 = new double DACE_ALIGN(64)[((K * (I - 2)) * (J - 2))];
        double *__tmp1;
        __tmp1 = new double DACE_ALIGN(64)[((K * (I - 2)) * (J - 2))];
        double *__tmp2;
        __tmp2 = new double DACE_ALIGN(64)[((K * (I - 2)) * (J - 2))];
        double *__tmp3;
        __tmp3 = new double DACE_ALIGN(64)[((K * (I - 2)) * (J - 2))];

        {
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = __tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = __tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = __tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = __tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
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
        }
        delete[] __tmp0;
        delete[] __tmp1;
        delete[] __tmp2;
        delete[] __tmp3;

    }
}

DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    __program_delp_update_internal(__state, delp, fx, fy, I, J, K, dt);
}

DACE_EXPORTED delp_update_state_t *__dace_init_delp_update(int I, int J, int K)
{
    int __result = 0;
    delp_update_state_t *__state = new delp_update_state_t;



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
