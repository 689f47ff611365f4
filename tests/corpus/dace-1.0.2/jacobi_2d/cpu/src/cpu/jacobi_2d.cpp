/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct jacobi_2d_state_t {

};

void __program_jacobi_2d_internal(jacobi_2d_state_t*__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    for (auto j = 1; j < (N - 1); j += 1) {
                        double programs_jacobi_2d_142_8___tmp1;
                        double programs_jacobi_2d_142_8___tmp2;
                        double programs_jacobi_2d_142_8___tmp3;
                        double programs_jacobi_2d_142_8___tmp4;
                        double programs_jacobi_2d_142_8___tmp5;
                        double __tmp6;
                        {
                            double __in1 = A[((N * i) + j)];
                            double __in2 = A[((N * (i - 1)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_jacobi_2d_142_8___tmp1 = __out;
                        }
                        {
                            double __in1 = programs_jacobi_2d_142_8___tmp1;
                            double __in2 = A[((N * (i + 1)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_jacobi_2d_142_8___tmp2 = __out;
                        }
                        {
                            double __in1 = programs_jacobi_2d_142_8___tmp2;
                            double __in2 = A[(((N * i) + j) - 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_jacobi_2d_142_8___tmp3 = __out;
                        }
                        {
                            double __in1 = programs_jacobi_2d_142_8___tmp3;
                            double __in2 = A[(((N * i) + j) + 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_jacobi_2d_142_8___tmp4 = __out;
                        }
                        {
                            double __in2 = programs_jacobi_2d_142_8___tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            programs_jacobi_2d_142_8___tmp5 = __out;
                        }
                        {
                            double __in1 = programs_jacobi_2d_142_8___tmp5;
                            double __in2 = src[((((N * N) * t) + (N * i)) + j)];
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
                            // Tasklet code (assign_143_12)
                            __out = __inp;
                            ///////////////////

                            B[((N * i) + j)] = __out;
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    for (auto j = 1; j < (N - 1); j += 1) {
                        double __tmp1;
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        double __tmp5;
                        {
                            double __in1 = B[((N * i) + j)];
                            double __in2 = B[((N * (i - 1)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
                        {
                            double __in1 = __tmp1;
                            double __in2 = B[((N * (i + 1)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = B[(((N * i) + j) - 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = B[(((N * i) + j) + 1)];
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
                            __out = (0.2 * __in2);
                            ///////////////////

                            __tmp5 = __out;
                        }
                        {
                            double __inp = __tmp5;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_145_12)
                            __out = __inp;
                            ///////////////////

                            A[((N * i) + j)] = __out;
                        }
                    }
                }
            }

        }

    }

}

DACE_EXPORTED void __program_jacobi_2d(jacobi_2d_state_t *__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    __program_jacobi_2d_internal(__state, A, B, src, N, TSTEPS);
}

DACE_EXPORTED jacobi_2d_state_t *__dace_init_jacobi_2d(int N, int TSTEPS)
{
    int __result = 0;
    jacobi_2d_state_t *__state = new jacobi_2d_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_jacobi_2d(jacobi_2d_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
