/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct vertical_solver_state_t {

};

void __program_vertical_solver_internal(vertical_solver_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    double *cp;
    cp = dace::aligned_new_array<double>(((I * J) * K), 64);
    double *dp;
    dp = dace::aligned_new_array<double>(((I * J) * K), 64);
    int k;

    {

        {
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    double programs_vertical_solver_b_index;
                    double diag0;
                    double programs_vertical_solver_c_index;
                    double programs_vertical_solver_cp_slice;
                    double programs_vertical_solver_d_index;
                    double dp_slice;
                    {
                        double _cpy_in = b[(((J * K) * i) + (K * j))];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_b_to_programs_vertical_solver_b_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        programs_vertical_solver_b_index = _cpy_out;
                    }
                    {
                        double __in1 = programs_vertical_solver_b_index;
                        double __out;

                        ///////////////////
                        // Tasklet code (_numpy_sqrt_)
                        __out = sqrt(__in1);
                        ///////////////////

                        diag0 = __out;
                    }
                    {
                        double _cpy_in = c[(((J * K) * i) + (K * j))];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_c_to_programs_vertical_solver_c_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        programs_vertical_solver_c_index = _cpy_out;
                    }
                    {
                        double __in1 = programs_vertical_solver_c_index;
                        double __in2 = diag0;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        programs_vertical_solver_cp_slice = __out;
                    }
                    {
                        double __inp = programs_vertical_solver_cp_slice;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_79_8)
                        __out = __inp;
                        ///////////////////

                        cp[(((J * K) * i) + (K * j))] = __out;
                    }
                    {
                        double _cpy_in = d[(((J * K) * i) + (K * j))];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_d_to_programs_vertical_solver_d_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        programs_vertical_solver_d_index = _cpy_out;
                    }
                    {
                        double __in1 = programs_vertical_solver_d_index;
                        double __in2 = diag0;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        dp_slice = __out;
                    }
                    {
                        double __inp = dp_slice;
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
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        double b_index;
                        double sqrt_b_slice;
                        double a_index;
                        double programs_vertical_solver_cp_index;
                        double a_slice_times_cp_slice;
                        double denom;
                        double c_index;
                        double cp_slice;
                        double d_index;
                        double a_index_0;
                        double programs_vertical_solver_dp_index;
                        double a_slice_times_dp_slice;
                        double d_slice_minus_a_slice_dp_slice;
                        double d_slice_a_slice_dp_slice_div_denom;
                        {
                            double _cpy_in = b[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_b_to_b_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            b_index = _cpy_out;
                        }
                        {
                            double __in1 = b_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_sqrt_)
                            __out = sqrt(__in1);
                            ///////////////////

                            sqrt_b_slice = __out;
                        }
                        {
                            double _cpy_in = a[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_a_to_a_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            a_index = _cpy_out;
                        }
                        {
                            double _cpy_in = a[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_a_to_a_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            a_index_0 = _cpy_out;
                        }
                        {
                            double _cpy_in = cp[(((((J * K) * i) + (K * j)) + k) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_cp_to_programs_vertical_solver_cp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_vertical_solver_cp_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_vertical_solver_cp_index;
                            double __in1 = a_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            a_slice_times_cp_slice = __out;
                        }
                        {
                            double __in2 = a_slice_times_cp_slice;
                            double __in1 = sqrt_b_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            denom = __out;
                        }
                        {
                            double _cpy_in = c[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_c_to_c_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            c_index = _cpy_out;
                        }
                        {
                            double __in1 = c_index;
                            double __in2 = denom;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            cp_slice = __out;
                        }
                        {
                            double __inp = cp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_84_12)
                            __out = __inp;
                            ///////////////////

                            cp[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                        {
                            double _cpy_in = d[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_d_to_d_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            d_index = _cpy_out;
                        }
                        {
                            double _cpy_in = dp[(((((J * K) * i) + (K * j)) + k) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp_to_programs_vertical_solver_dp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_vertical_solver_dp_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_vertical_solver_dp_index;
                            double __in1 = a_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            a_slice_times_dp_slice = __out;
                        }
                        {
                            double __in1 = d_index;
                            double __in2 = a_slice_times_dp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            d_slice_minus_a_slice_dp_slice = __out;
                        }
                        {
                            double __in1 = d_slice_minus_a_slice_dp_slice;
                            double __in2 = denom;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            d_slice_a_slice_dp_slice_div_denom = __out;
                        }
                        {
                            double __inp = d_slice_a_slice_dp_slice_div_denom;
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
            for (int i = 0; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    double x_slice;
                    {
                        double _cpy_in = dp[(((((J * K) * i) + (K * j)) + K) - 1)];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_dp_to_x_slice)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        x_slice = _cpy_out;
                    }
                    {
                        double __inp = x_slice;
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
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        double dp_index;
                        double cp_index;
                        double x_index;
                        double cp_slice_times_x_slice;
                        double dp_slice_minus_cp_slice_x_slice;
                        {
                            double _cpy_in = dp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp_to_dp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            dp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = cp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_cp_to_cp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            cp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = x[(((((J * K) * i) + (K * j)) + k) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_x_to_x_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            x_index = _cpy_out;
                        }
                        {
                            double __in2 = x_index;
                            double __in1 = cp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            cp_slice_times_x_slice = __out;
                        }
                        {
                            double __in2 = cp_slice_times_x_slice;
                            double __in1 = dp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            dp_slice_minus_cp_slice_x_slice = __out;
                        }
                        {
                            double __inp = dp_slice_minus_cp_slice_x_slice;
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
    dace::aligned_delete_array(cp, 64);
    dace::aligned_delete_array(dp, 64);
}

DACE_EXPORTED void __program_vertical_solver(vertical_solver_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    __program_vertical_solver_internal(__state, a, b, c, d, x, I, J, K);
}

DACE_EXPORTED vertical_solver_state_t *__dace_init_vertical_solver(int I, int J, int K)
{

    int __result = 0;
    vertical_solver_state_t *__state = new vertical_solver_state_t();

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

DACE_EXPORTED int __dace_exit_vertical_solver(vertical_solver_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
