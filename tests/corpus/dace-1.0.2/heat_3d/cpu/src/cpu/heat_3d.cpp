/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct heat_3d_state_t {

};

void __program_heat_3d_internal(heat_3d_state_t*__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    for (auto j = 1; j < (N - 1); j += 1) {
                        for (auto k = 1; k < (N - 1); k += 1) {
                            double programs_heat_3d_153_8___tmp1;
                            double programs_heat_3d_153_8___tmp2;
                            double programs_heat_3d_153_8___tmp3;
                            double programs_heat_3d_153_8___tmp4;
                            double programs_heat_3d_153_8___tmp5;
                            double programs_heat_3d_153_8___tmp6;
                            double programs_heat_3d_153_8___tmp7;
                            double programs_heat_3d_153_8___tmp8;
                            double __tmp9;
                            {
                                double __in2 = A[((((N * N) * i) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp1 = __out;
                            }
                            {
                                double __in1 = A[((((N * N) * (i - 1)) + (N * j)) + k)];
                                double __in2 = A[((((N * N) * (i + 1)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp2 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp2;
                                double __in2 = A[((((N * N) * i) + (N * (j - 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp3 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp3;
                                double __in2 = A[((((N * N) * i) + (N * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp4 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp4;
                                double __in2 = A[(((((N * N) * i) + (N * j)) + k) - 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp5 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp5;
                                double __in2 = A[(((((N * N) * i) + (N * j)) + k) + 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp6 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d_153_8___tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp7 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d_153_8___tmp7;
                                double __in1 = programs_heat_3d_153_8___tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp8 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp8;
                                double __in2 = src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp9 = __out;
                            }
                            {
                                double __inp = __tmp9;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_154_12)
                                __out = __inp;
                                ///////////////////

                                B[((((N * N) * i) + (N * j)) + k)] = __out;
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    for (auto j = 1; j < (N - 1); j += 1) {
                        for (auto k = 1; k < (N - 1); k += 1) {
                            double __tmp1;
                            double __tmp2;
                            double __tmp3;
                            double __tmp4;
                            double __tmp5;
                            double __tmp6;
                            double __tmp7;
                            double __tmp8;
                            {
                                double __in2 = B[((((N * N) * i) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __in1 = B[((((N * N) * (i - 1)) + (N * j)) + k)];
                                double __in2 = B[((((N * N) * (i + 1)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __in1 = __tmp2;
                                double __in2 = B[((((N * N) * i) + (N * (j - 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp3 = __out;
                            }
                            {
                                double __in1 = __tmp3;
                                double __in2 = B[((((N * N) * i) + (N * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp4 = __out;
                            }
                            {
                                double __in1 = __tmp4;
                                double __in2 = B[(((((N * N) * i) + (N * j)) + k) - 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp5 = __out;
                            }
                            {
                                double __in1 = __tmp5;
                                double __in2 = B[(((((N * N) * i) + (N * j)) + k) + 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp6 = __out;
                            }
                            {
                                double __in2 = __tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                __tmp7 = __out;
                            }
                            {
                                double __in2 = __tmp7;
                                double __in1 = __tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp8 = __out;
                            }
                            {
                                double __inp = __tmp8;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_158_12)
                                __out = __inp;
                                ///////////////////

                                A[((((N * N) * i) + (N * j)) + k)] = __out;
                            }
                        }
                    }
                }
            }

        }

    }

}

DACE_EXPORTED void __program_heat_3d(heat_3d_state_t *__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    __program_heat_3d_internal(__state, A, B, src, N, TSTEPS);
}

DACE_EXPORTED heat_3d_state_t *__dace_init_heat_3d(int N, int TSTEPS)
{
    int __result = 0;
    heat_3d_state_t *__state = new heat_3d_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_heat_3d(heat_3d_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
