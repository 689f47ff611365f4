/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct loop_transient_state_t {

};

void __program_loop_transient_internal(loop_transient_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    int t;

    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {
            double *a_times_2_0;
            a_times_2_0 = dace::aligned_new_array<double>((I * J), 64);
            double *tmp;
            tmp = dace::aligned_new_array<double>((I * J), 64);
            double *__tmp0;
            __tmp0 = dace::aligned_new_array<double>((I * J), 64);

            {
                #pragma omp parallel for
                for (int __i0 = 0; __i0 < I; __i0 += 1) {
                    for (int __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = a[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * 2.0);
                            ///////////////////

                            a_times_2_0[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (int __i0 = 0; __i0 < I; __i0 += 1) {
                    for (int __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = a_times_2_0[((J * __i0) + __i1)];
                            double __in2 = src[((((I * J) * t) + (J * __i0)) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            tmp[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (int __i0 = 0; __i0 < I; __i0 += 1) {
                    for (int __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in2 = b[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp0[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (int __i0 = 0; __i0 < I; __i0 += 1) {
                    for (int __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = tmp[((J * __i0) + __i1)];
                            double __in2 = __tmp0[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            b[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
            }
            dace::aligned_delete_array(a_times_2_0, 64);
            dace::aligned_delete_array(tmp, 64);
            dace::aligned_delete_array(__tmp0, 64);

        }

    }
}

DACE_EXPORTED void __program_loop_transient(loop_transient_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    __program_loop_transient_internal(__state, a, b, src, I, J, TSTEPS);
}

DACE_EXPORTED loop_transient_state_t *__dace_init_loop_transient(int I, int J, int TSTEPS)
{

    int __result = 0;
    loop_transient_state_t *__state = new loop_transient_state_t();

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

DACE_EXPORTED int __dace_exit_loop_transient(loop_transient_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
