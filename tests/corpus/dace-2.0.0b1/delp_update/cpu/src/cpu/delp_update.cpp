/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct delp_update_state_t {

};

void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{

    {
        double *fx_slice_minus_fx_slice;
        fx_slice_minus_fx_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        double *fx_slice_fx_slice_plus_fy_slice;
        fx_slice_fx_slice_plus_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        double *fx_slice_fx_slice_fy_slice_minus_fy_slice;
        fx_slice_fx_slice_fy_slice_minus_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);
        double *dt_times_fx_slice_fx_slice_fy_slice_fy_slice;
        dt_times_fx_slice_fx_slice_fy_slice_fy_slice = dace::aligned_new_array<double>(((K * (I - 2)) * (J - 2)), 64);

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        dace::aligned_delete_array(fx_slice_minus_fx_slice, 64);
        dace::aligned_delete_array(fx_slice_fx_slice_plus_fy_slice, 64);
        dace::aligned_delete_array(fx_slice_fx_slice_fy_slice_minus_fy_slice, 64);
        dace::aligned_delete_array(dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 64);

    }
}

DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
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
