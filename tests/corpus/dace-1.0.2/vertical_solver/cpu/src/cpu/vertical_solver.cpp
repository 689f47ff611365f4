/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct vertical_solver_state_t {

};

void __program_vertical_solver_internal(vertical_solver_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    double *cp;
    cp = new double DACE_ALIGN(64)[((I * J) * K)];
    double *dp;
    dp = new double DACE_ALIGN(64)[((I * J) * K)];
    int64_t k;

    {

        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    double diag0;
                    double programs_vertical_solver_77_4___tmp4;
                    double __tmp5;
                    {
                        double __in1 = b[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_numpy_sqrt_)
                        __out = sqrt(__in1);
                        ///////////////////

                        diag0 = __out;
                    }
                    {
                        double __in2 = diag0;
                        double __in1 = c[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        programs_vertical_solver_77_4___tmp4 = __out;
                    }
                    {
                        double __inp = programs_vertical_solver_77_4___tmp4;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_79_8)
                        __out = __inp;
                        ///////////////////

                        cp[(((J * K) * i) + (K * j))] = __out;
                    }
                    {
                        double __in2 = diag0;
                        double __in1 = d[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        __tmp5 = __out;
                    }
                    {
                        double __inp = __tmp5;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_80_8)
                        __out = __inp;
                        ///////////////////

                        dp[(((J * K) * i) + (K * j))] = __out;
                    }
                }
            }
        }

    }


    for (k = 1; (k < K); k = (k + 1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        double __tmp3;
                        double __tmp4;
                        double denom;
                        double __tmp6;
                        double __tmp7;
                        double __tmp8;
                        double __tmp9;
                        {
                            double __in1 = b[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_sqrt_)
                            __out = sqrt(__in1);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = a[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = cp[(((((J * K) * i) + (K * j)) + k) - 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = __tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            denom = __out;
                        }
                        {
                            double __in2 = denom;
                            double __in1 = c[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __inp = __tmp6;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_84_12)
                            __out = __inp;
                            ///////////////////

                            cp[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                        {
                            double __in1 = a[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = dp[(((((J * K) * i) + (K * j)) + k) - 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __in2 = __tmp7;
                            double __in1 = d[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp8 = __out;
                        }
                        {
                            double __in1 = __tmp8;
                            double __in2 = denom;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp9 = __out;
                        }
                        {
                            double __inp = __tmp9;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_85_12)
                            __out = __inp;
                            ///////////////////

                            dp[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }

        }

    }
    {

        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    {
                        double __inp = dp[(((((J * K) * i) + (K * j)) + K) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_87_8)
                        __out = __inp;
                        ///////////////////

                        x[(((((J * K) * i) + (K * j)) + K) - 1)] = __out;
                    }
                }
            }
        }

    }


    for (k = (K - 2); (k > -1); k = (k + -1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        double programs_vertical_solver_89_8___tmp3;
                        double programs_vertical_solver_89_8___tmp4;
                        {
                            double __in1 = cp[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = x[(((((J * K) * i) + (K * j)) + k) + 1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_vertical_solver_89_8___tmp3 = __out;
                        }
                        {
                            double __in2 = programs_vertical_solver_89_8___tmp3;
                            double __in1 = dp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_vertical_solver_89_8___tmp4 = __out;
                        }
                        {
                            double __inp = programs_vertical_solver_89_8___tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_90_12)
                            __out = __inp;
                            ///////////////////

                            x[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }

        }

    }

    delete[] cp;
    delete[] dp;
}

DACE_EXPORTED void __program_vertical_solver(vertical_solver_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    __program_vertical_solver_internal(__state, a, b, c, d, x, I, J, K);
}

DACE_EXPORTED vertical_solver_state_t *__dace_init_vertical_solver(int I, int J, int K)
{
    int __result = 0;
    vertical_solver_state_t *__state = new vertical_solver_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_vertical_solver(vertical_solver_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
