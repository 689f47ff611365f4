/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_kernels[6] = {
    {"copy_pt_out_to_pt_sfc_tasklet_map_6_0_0", "src/cpu/nested.cpp", 117, "copy_pt_out_to_pt_sfc_tasklet_map"},
    {"copy_pt_to_pt_halo_tasklet_map_7_0_0", "src/cpu/nested.cpp", 262, "copy_pt_to_pt_halo_tasklet_map"},
    {"programs_nested_120_0_0_0", "src/cpu/nested.cpp", 294, "programs_nested_120"},
    {"programs_nested_123_0_0_6", "src/cpu/nested.cpp", 307, "programs_nested_123"},
    {"assign_106_4_2_0_3", "src/cpu/nested.cpp", 180, "assign_106_4"},
    {"assign_108_8_3_0_10", "src/cpu/nested.cpp", 246, "assign_108_8"},
};
static const pdd_kernel_origin pdd_unit_nested_origins[6] = {
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"tests/corpus/programs.py", 120},
    {"tests/corpus/programs.py", 123},
    {"tests/corpus/programs.py", 106},
    {"tests/corpus/programs.py", 108},
};
static const pdd_field_desc pdd_unit_nested_fields[6] = {
    {"pt_out", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt_sfc", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"pt_prev", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt_diag", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"pt_halo", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_nested_sites[10] = {
    {2, 0, 35, 0},
    {2, 0, 101, 0},
    {0, 1, 128, 0},
    {3, 2, 146, 0},
    {4, 3, 180, 0},
    {5, 3, 246, 0},
    {1, 4, 274, 0},
    {2, 5, 297, PDD_SITE_INPUT},
    {2, 0, 299, PDD_SITE_INPUT},
    {3, 5, 308, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_nested_ranges[10];
static pdd_unit pdd_unit_nested = {PDD_ABI_VERSION, "nested", "src/cpu/nested.cpp", 6, 6, 10, pdd_unit_nested_kernels, pdd_unit_nested_fields, pdd_unit_nested_sites, pdd_unit_nested_ranges, NULL, pdd_unit_nested_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested)
/* pdd: end of probe tables */


struct nested_state_t {

};

inline void programs_implicit_column_0_0_16(nested_state_t *__state, const double&  coef, const double* __restrict__ col_in, double* __restrict__ col_out, int K) {
    int k;

    {
        double col_out_slice;

        {
            double _cpy_in = col_in[0];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_col_in_to_col_out_slice)
            _cpy_out = _cpy_in;
            ///////////////////

            col_out_slice = _cpy_out;
        }
        {
            double __inp = col_out_slice;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
            PDD_CHECK_STORE_OPS(pdd_unit_nested, 0, &col_out[0], -1, col_out[0], {5, PDD_OPERAND_NONE, &col_in[0]}); /* pdd */
        }

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {
            double col_in_index;
            double col_out_index;
            double coef_times_col_out_slice;
            double col_in_slice_plus_coef_col_out_slice;

            {
                double _cpy_in = col_in[k];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_in_to_col_in_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_in_index = _cpy_out;
            }
            {
                double _cpy_in = col_out[(k - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_out_to_col_out_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_out_index = _cpy_out;
            }
            {
                double __in1 = coef;
                double __in2 = col_out_index;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                coef_times_col_out_slice = __out;
            }
            {
                double __in2 = coef_times_col_out_slice;
                double __in1 = col_in_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                col_in_slice_plus_coef_col_out_slice = __out;
            }
            {
                double __inp = col_in_slice_plus_coef_col_out_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_nested, 1, &col_out[k], -1, col_out[k], {5, PDD_OPERAND_NONE, &col_in[k]}, {0, PDD_OPERAND_NONE, &col_out[(k - 1)]}); /* pdd */
            }

        }

    }
}

inline void copy_pt_out_to_pt_sfc_sdfg_0_0_19(nested_state_t *__state, const double* __restrict__ pt_out, double* __restrict__ _cpy_out, int I, int J, int K) {

    {
        const double* _cpy_in;
        _cpy_in = &pt_out[(K - 1)];

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_nested, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_nested, 0)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT_FAST(2); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[(((J * K) * __i0) + (K * __i1))];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_pt_out_to_pt_sfc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC_FAST(2, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_FAST(2)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 2, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &_cpy_in[(((J * K) * __i0) + (K * __i1))]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT(2); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[(((J * K) * __i0) + (K * __i1))];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_pt_out_to_pt_sfc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC(2, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD(2)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 2, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &_cpy_in[(((J * K) * __i0) + (K * __i1))]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[(((J * K) * __i0) + (K * __i1))];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_pt_out_to_pt_sfc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_nested, 0, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 0); /* pdd */
        }

    }
}

inline void programs_nested_0_0_8(nested_state_t *__state, const double* __restrict__ pt, double* __restrict__ pt_prev, int J, int K, int i) {

    {

        {
            const double* _cpy_in = &pt[((J * K) * i)];
            double* _cpy_out = pt_prev + ((J * K) * i);

            ///////////////////
            dace::CopyImpl<double, 1>(_cpy_in, _cpy_out, (J * K));
            PDD_CHECK_COPY(pdd_unit_nested, 3, _cpy_out, ((J * K)) * (1)); /* pdd */
            ///////////////////

        }

    }
}

inline void programs_implicit_column_0_0_13(nested_state_t *__state, const double&  coef, const double* __restrict__ col_in, double* __restrict__ col_out, int K) {
    int k;

    {
        double col_out_slice;

        {
            double _cpy_in = col_in[0];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_col_in_to_col_out_slice)
            _cpy_out = _cpy_in;
            ///////////////////

            col_out_slice = _cpy_out;
        }
        PDD_KERNEL_BEGIN(pdd_unit_nested, 4); /* pdd */
        {
            double __inp = col_out_slice;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
            PDD_CHECK_STORE_OPS(pdd_unit_nested, 4, &col_out[0], -1, col_out[0], {5, PDD_OPERAND_NONE, &col_in[0]}); /* pdd */
        }
        PDD_TRACE(pdd_unit_nested, 4, 3, NULL, 0, NULL, NULL); /* pdd */
        PDD_KERNEL_END(pdd_unit_nested, 4); /* pdd */

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {
            double col_in_index;
            double col_out_index;
            double coef_times_col_out_slice;
            double col_in_slice_plus_coef_col_out_slice;

            {
                double _cpy_in = col_in[k];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_in_to_col_in_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_in_index = _cpy_out;
            }
            {
                double _cpy_in = col_out[(k - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_out_to_col_out_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_out_index = _cpy_out;
            }
            {
                double __in1 = coef;
                double __in2 = col_out_index;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                coef_times_col_out_slice = __out;
            }
            {
                double __in2 = coef_times_col_out_slice;
                double __in1 = col_in_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                col_in_slice_plus_coef_col_out_slice = __out;
            }
            PDD_KERNEL_BEGIN(pdd_unit_nested, 5); /* pdd */
            {
                double __inp = col_in_slice_plus_coef_col_out_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_nested, 5, &col_out[k], -1, col_out[k], {5, PDD_OPERAND_NONE, &col_in[k]}, {3, PDD_OPERAND_NONE, &col_out[(k - 1)]}); /* pdd */
            }
            PDD_TRACE(pdd_unit_nested, 5, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 5); /* pdd */

        }

    }
}

inline void copy_pt_to_pt_halo_sdfg_0_0_20(nested_state_t *__state, const double* __restrict__ pt, double* __restrict__ _cpy_out, int I, int J, int K) {

    {
        const double* _cpy_in;
        _cpy_in = &pt[((J * K) + K)];

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_nested, 6); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_nested, 1)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(6); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_pt_to_pt_halo_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN_FAST(6, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(6, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(6)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 6, &_cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], -1, _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(6)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 6, &_cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], -1, _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                PDD_SITE_BLOCK(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_INIT_ROW(6); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_pt_to_pt_halo_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN(6, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(6, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(6)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 6, &_cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], -1, _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(6)) for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested, 6, &_cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], -1, _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_pt_to_pt_halo_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = _out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_nested, 1, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 1); /* pdd */
        }

    }
}

void __program_nested_internal(nested_state_t*__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 0, pt_out, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 1, pt_sfc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 2, pt_prev, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 3, pt_diag, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 4, pt_halo, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 5, pt, 3, pdd_shape, pdd_strides); } /* pdd */

    {
        double* pt_1;
        pt_1 = &pt[(((J * K) * (I - 1)) + (K * (J - 1)))];
        double __tmp0;

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 2); /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    double* pt_0;
                    pt_0 = &pt[(((J * K) * i) + (K * j))];
                    double* pt_out_0;
                    pt_out_0 = &pt_out[(((J * K) * i) + (K * j))];
                    programs_implicit_column_0_0_16(__state, coef, &pt_0[0], &pt_out_0[0], K);
                }
            }
            PDD_TRACE(pdd_unit_nested, 2, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 2); /* pdd */
        }
        copy_pt_out_to_pt_sfc_sdfg_0_0_19(__state, &pt_out[0], &pt_sfc[0], I, J, K);
        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 3); /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                programs_nested_0_0_8(__state, &pt[0], &pt_prev[0], J, K, i);
            }
            PDD_TRACE(pdd_unit_nested, 3, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 3); /* pdd */
        }
        {
            double __in2 = coef;
            double __out;

            ///////////////////
            // Tasklet code (_Mult_)
            __out = (0.5 * __in2);
            ///////////////////

            __tmp0 = __out;
        }
        programs_implicit_column_0_0_13(__state, __tmp0, &pt_1[0], &pt_diag[0], K);
        copy_pt_to_pt_halo_sdfg_0_0_20(__state, &pt[0], &pt_halo[0], I, J, K);

    }
}

DACE_EXPORTED void __program_nested(nested_state_t *__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested); /* pdd */
    __program_nested_internal(__state, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, I, J, K, coef);
}

DACE_EXPORTED nested_state_t *__dace_init_nested(int I, int J, int K)
{

    int __result = 0;
    nested_state_t *__state = new nested_state_t();

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

DACE_EXPORTED int __dace_exit_nested(nested_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
