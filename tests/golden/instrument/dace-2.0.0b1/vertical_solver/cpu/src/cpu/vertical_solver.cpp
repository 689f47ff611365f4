/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solver_kernels[4] = {
    {"programs_vertical_solver_77_0_0_0", "src/cpu/vertical_solver.cpp", 21, "programs_vertical_solver_77"},
    {"programs_vertical_solver_82_1_0_0", "src/cpu/vertical_solver.cpp", 129, "programs_vertical_solver_82"},
    {"programs_vertical_solver_86_0_2_0", "src/cpu/vertical_solver.cpp", 338, "programs_vertical_solver_86"},
    {"programs_vertical_solver_89_2_0_0", "src/cpu/vertical_solver.cpp", 373, "programs_vertical_solver_89"},
};
static const pdd_kernel_origin pdd_unit_vertical_solver_origins[4] = {
    {"tests/corpus/programs.py", 77},
    {"tests/corpus/programs.py", 82},
    {"tests/corpus/programs.py", 86},
    {"tests/corpus/programs.py", 89},
};
static const pdd_field_desc pdd_unit_vertical_solver_fields[7] = {
    {"cp", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"dp", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"x", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"b", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"c", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"d", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"a", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_vertical_solver_sites[14] = {
    {0, 0, 83, 0},
    {0, 1, 117, 0},
    {1, 0, 256, 0},
    {1, 1, 325, 0},
    {2, 2, 361, 0},
    {3, 2, 446, 0},
    {0, 3, 30, PDD_SITE_INPUT},
    {0, 4, 52, PDD_SITE_INPUT},
    {0, 5, 86, PDD_SITE_INPUT},
    {1, 3, 146, PDD_SITE_INPUT},
    {1, 6, 168, PDD_SITE_INPUT},
    {1, 4, 225, PDD_SITE_INPUT},
    {1, 5, 259, PDD_SITE_INPUT},
    {3, 2, 403, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_vertical_solver_ranges[14];
static pdd_unit pdd_unit_vertical_solver = {PDD_ABI_VERSION, "vertical_solver", "src/cpu/vertical_solver.cpp", 4, 7, 14, pdd_unit_vertical_solver_kernels, pdd_unit_vertical_solver_fields, pdd_unit_vertical_solver_sites, pdd_unit_vertical_solver_ranges, NULL, pdd_unit_vertical_solver_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_solver)
/* pdd: end of probe tables */


struct vertical_solver_state_t {

};

void __program_vertical_solver_internal(vertical_solver_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 2, x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 3, b, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 4, c, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 5, d, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 6, a, 3, pdd_shape, pdd_strides); } /* pdd */
    double *cp;
    cp = dace::aligned_new_array<double>(((I * J) * K), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    double *dp;
    dp = dace::aligned_new_array<double>(((I * J) * K), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    int k;

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_vertical_solver, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_vertical_solver, 0); /* pdd */
            PDD_SITE_RANGE(pdd_unit_vertical_solver, 1); /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_INIT_STRIDED(0); /* pdd */
                PDD_SITE_INIT_STRIDED(1); /* pdd */
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
                        PDD_SITE_ACC_STRIDED(0, cp[(((J * K) * i) + (K * j))]); /* pdd */
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
                        PDD_SITE_ACC_STRIDED(1, dp[(((J * K) * i) + (K * j))]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_STRIDED(0)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 0, &cp[(((J * K) * i) + (K * j))], ((((J * K) * i) + (K * j))), cp[(((J * K) * i) + (K * j))], {3, PDD_OPERAND_SQRT, &b[(((J * K) * i) + (K * j))]}, {4, PDD_OPERAND_NONE, &c[(((J * K) * i) + (K * j))]}); /* pdd */
                if (PDD_SITE_BAD_STRIDED(1)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 1, &dp[(((J * K) * i) + (K * j))], ((((J * K) * i) + (K * j))), dp[(((J * K) * i) + (K * j))], {3, PDD_OPERAND_SQRT, &b[(((J * K) * i) + (K * j))]}, {5, PDD_OPERAND_NONE, &d[(((J * K) * i) + (K * j))]}); /* pdd */
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
            } /* pdd */
            PDD_TRACE(pdd_unit_vertical_solver, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_TRACE(pdd_unit_vertical_solver, 0, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_vertical_solver, 0); /* pdd */
        }

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_vertical_solver, 1); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_vertical_solver, 2); /* pdd */
                PDD_SITE_RANGE(pdd_unit_vertical_solver, 3); /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    PDD_SITE_INIT_STRIDED(2); /* pdd */
                    PDD_SITE_INIT_STRIDED(3); /* pdd */
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
                            PDD_SITE_ACC_STRIDED(2, cp[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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
                            PDD_SITE_ACC_STRIDED(3, dp[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_STRIDED(2)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 2, &cp[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), cp[((((J * K) * i) + (K * j)) + k)], {3, PDD_OPERAND_SQRT, &b[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &a[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {4, PDD_OPERAND_NONE, &c[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                    if (PDD_SITE_BAD_STRIDED(3)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 3, &dp[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp[((((J * K) * i) + (K * j)) + k)], {3, PDD_OPERAND_SQRT, &b[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &a[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {5, PDD_OPERAND_NONE, &d[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &dp[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                }
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
                } /* pdd */
                PDD_TRACE(pdd_unit_vertical_solver, 1, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_TRACE(pdd_unit_vertical_solver, 1, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_vertical_solver, 1); /* pdd */
            }

        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_vertical_solver, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_vertical_solver, 4); /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_INIT_STRIDED(4); /* pdd */
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
                        PDD_SITE_ACC_STRIDED(4, x[(((((J * K) * i) + (K * j)) + K) - 1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_STRIDED(4)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 4, &x[(((((J * K) * i) + (K * j)) + K) - 1)], ((((((J * K) * i) + (K * j)) + K) - 1)), x[(((((J * K) * i) + (K * j)) + K) - 1)], {1, PDD_OPERAND_NONE, &dp[(((((J * K) * i) + (K * j)) + K) - 1)]}); /* pdd */
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
            } /* pdd */
            PDD_TRACE(pdd_unit_vertical_solver, 2, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_vertical_solver, 2); /* pdd */
        }

    }
    for (k = (K - 2); (k > -1); k = (k + -1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_vertical_solver, 3); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_vertical_solver, 5); /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    PDD_SITE_INIT_STRIDED(5); /* pdd */
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
                            PDD_SITE_ACC_STRIDED(5, x[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_STRIDED(5)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solver, 5, &x[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), x[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &dp[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &x[(((((J * K) * i) + (K * j)) + k) + 1)]}); /* pdd */
                }
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
                } /* pdd */
                PDD_TRACE(pdd_unit_vertical_solver, 3, 2, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_vertical_solver, 3); /* pdd */
            }

        }

    }
    dace::aligned_delete_array(cp, 64);
    dace::aligned_delete_array(dp, 64);
}

DACE_EXPORTED void __program_vertical_solver(vertical_solver_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_vertical_solver); /* pdd */
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
