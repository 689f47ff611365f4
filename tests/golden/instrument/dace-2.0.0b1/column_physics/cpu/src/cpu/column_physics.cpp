/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_column_physics_kernels[6] = {
    {"copy_ps_to_pkz_tasklet_map_13_0_0", "src/cpu/column_physics.cpp", 176, "copy_ps_to_pkz_tasklet_map"},
    {"copy_q_to_qold_tasklet_map_12_0_0", "src/cpu/column_physics.cpp", 442, "copy_q_to_qold_tasklet_map"},
    {"programs_column_physics_227_1_0_0", "src/cpu/column_physics.cpp", 475, "programs_column_physics_227"},
    {"programs_column_physics_232_1_0_5", "src/cpu/column_physics.cpp", 484, "programs_column_physics_232"},
    {"programs_column_physics_237_1_0_10", "src/cpu/column_physics.cpp", 492, "programs_column_physics_237"},
    {"programs_column_physics_244_1_0_16", "src/cpu/column_physics.cpp", 503, "programs_column_physics_244"},
};
static const pdd_kernel_origin pdd_unit_column_physics_origins[6] = {
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"tests/corpus/programs.py", 227},
    {"tests/corpus/programs.py", 232},
    {"tests/corpus/programs.py", 237},
    {"tests/corpus/programs.py", 244},
};
static const pdd_field_desc pdd_unit_column_physics_fields[7] = {
    {"ps", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"pkz", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pe", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qold", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
    {"q", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_column_physics_sites[15] = {
    {2, 0, 47, 0},
    {2, 0, 161, 0},
    {0, 1, 187, 0},
    {3, 2, 263, 0},
    {4, 1, 401, 0},
    {4, 1, 429, 0},
    {1, 3, 455, 0},
    {5, 4, 603, 0},
    {2, 5, 477, PDD_SITE_INPUT},
    {3, 6, 486, PDD_SITE_INPUT},
    {3, 0, 486, PDD_SITE_INPUT},
    {4, 2, 495, PDD_SITE_INPUT},
    {5, 3, 515, PDD_SITE_INPUT},
    {5, 6, 526, PDD_SITE_INPUT},
    {5, 2, 549, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_column_physics_ranges[15];
static pdd_unit pdd_unit_column_physics = {PDD_ABI_VERSION, "column_physics", "src/cpu/column_physics.cpp", 6, 7, 15, pdd_unit_column_physics_kernels, pdd_unit_column_physics_fields, pdd_unit_column_physics_sites, pdd_unit_column_physics_ranges, NULL, pdd_unit_column_physics_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_column_physics)
/* pdd: end of probe tables */


struct column_physics_state_t {

};

inline void programs_column_physics_1_0_2(column_physics_state_t *__state, const double* __restrict__ src, double* __restrict__ ps, int I, int J, int i, int j, int64_t t) {

    if (((i == 0) || (i == (I - 1)))) {
        {
            double src_index;
            double ps_slice;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index = _cpy_out;
            }
            {
                double __in2 = src_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                ps_slice = __out;
            }
            {
                double __inp = ps_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 0, &ps[((J * i) + j)], -1, ps[((J * i) + j)], {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
            }

        }
    } else {
        {
            double src_index_0;
            double __tmp0;
            double __tmp1;
            double src_index_1;
            double src_index_2;
            double src_slice_plus_src_slice;
            double __tmp2;
            double ps_slice_0;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_0)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_0 = _cpy_out;
            }
            {
                double __in2 = src_index_0;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp0 = __out;
            }
            {
                double __in2 = __tmp0;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i - 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_1 = _cpy_out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i + 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_2 = _cpy_out;
            }
            {
                double __in1 = src_index_1;
                double __in2 = src_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                src_slice_plus_src_slice = __out;
            }
            {
                double __in2 = src_slice_plus_src_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                ps_slice_0 = __out;
            }
            {
                double __inp = ps_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 1, &ps[((J * i) + j)], -1, ps[((J * i) + j)], {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i - 1))) + j)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * (i + 1))) + j)]}); /* pdd */
            }

        }
    }
}

inline void copy_ps_to_pkz_sdfg_1_0_31(column_physics_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ pkz, int I, int J, int K) {

    {
        double* _cpy_out;
        _cpy_out = &pkz[0];

        {
            PDD_KERNEL_BEGIN(pdd_unit_column_physics, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_column_physics, 2); /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT_STRIDED(2); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_ps_to_pkz_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[(((J * K) * __i0) + (K * __i1))] = _out;
                        PDD_SITE_ACC_STRIDED(2, _cpy_out[(((J * K) * __i0) + (K * __i1))]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_STRIDED(2)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 2, &_cpy_out[(((J * K) * __i0) + (K * __i1))], ((((J * K) * __i0) + (K * __i1))), _cpy_out[(((J * K) * __i0) + (K * __i1))], {0, PDD_OPERAND_NONE, &_cpy_in[((J * __i0) + __i1)]}); /* pdd */
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_ps_to_pkz_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[(((J * K) * __i0) + (K * __i1))] = _out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_column_physics, 0, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_column_physics, 0); /* pdd */
        }

    }
}

inline void programs_column_physics_1_0_7(column_physics_state_t *__state, const double* __restrict__ delp, const double* __restrict__ ps, double* __restrict__ pe, int J, int K, int i, int j) {
    double acc;
    int k;

    {

        {
            double _cpy_in = ps[((J * i) + j)];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_ps_to_acc)
            _cpy_out = _cpy_in;
            ///////////////////

            acc = _cpy_out;
        }

    }
    for (k = 0; (k < K); k = (k + 1)) {
        {
            double delp_index;
            double acc_plus_delp_slice;

            {
                double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_delp_to_delp_index)
                _cpy_out = _cpy_in;
                ///////////////////

                delp_index = _cpy_out;
            }
            {
                double __in1 = acc;
                double __in2 = delp_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                acc_plus_delp_slice = __out;
            }
            {
                double __inp = acc_plus_delp_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_235_16)
                __out = __inp;
                ///////////////////

                acc = __out;
            }
            {
                double __inp = acc;
                double __out;

                ///////////////////
                // Tasklet code (assign_236_16)
                __out = __inp;
                ///////////////////

                pe[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 3, &pe[((((J * K) * i) + (K * j)) + k)], -1, pe[((((J * K) * i) + (K * j)) + k)], {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }

        }

    }
}

inline void programs_column_physics_1_0_12(column_physics_state_t *__state, const double* __restrict__ pe, double* __restrict__ pkz, int J, int K, int i, int j, int k) {
    double pe_index;
    double pe_index_0;


    pe_index = pe[((((J * K) * i) + (K * j)) + k)];
    pe_index_0 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
    if ((pe_index > pe_index_0)) {
        {
            double pe_index_1;
            double pe_index_2;
            double pe_slice_minus_pe_slice;
            double pe_index_3;
            double log_pe_slice;
            double pe_index_4;
            double log_pe_slice_0;
            double expr_minus_expr;
            double pkz_slice;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_1 = _cpy_out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_2 = _cpy_out;
            }
            {
                double __in1 = pe_index_1;
                double __in2 = pe_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                pe_slice_minus_pe_slice = __out;
            }
            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_3)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_3 = _cpy_out;
            }
            {
                double __in1 = pe_index_3;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice = __out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_4)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_4 = _cpy_out;
            }
            {
                double __in1 = pe_index_4;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice_0 = __out;
            }
            {
                double __in2 = log_pe_slice_0;
                double __in1 = log_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                expr_minus_expr = __out;
            }
            {
                double __in2 = expr_minus_expr;
                double __in1 = pe_slice_minus_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Div_)
                __out = (__in1 / __in2);
                ///////////////////

                pkz_slice = __out;
            }
            {
                double __inp = pkz_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 4, &pkz[((((J * K) * i) + (K * j)) + k)], -1, pkz[((((J * K) * i) + (K * j)) + k)], {2, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
            }

        }
    } else {
        {
            double pkz_slice_0;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pkz_slice_0)
                _cpy_out = _cpy_in;
                ///////////////////

                pkz_slice_0 = _cpy_out;
            }
            {
                double __inp = pkz_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_column_physics, 5, &pkz[((((J * K) * i) + (K * j)) + k)], -1, pkz[((((J * K) * i) + (K * j)) + k)], {2, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }

        }
    }
}

inline void copy_q_to_qold_sdfg_1_0_30(column_physics_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_column_physics, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_column_physics, 6); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_column_physics, 1)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < 3; __i0 += 1) {
                for (int __i1 = 0; __i1 < I; __i1 += 1) {
                    PDD_SITE_BLOCK_FAST(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                    for (int __i2 = 0; __i2 < J; __i2 += 1) {
                        PDD_SITE_INIT_ROW_FAST(6); /* pdd */
                        for (int __i3 = 0; __i3 < K; __i3 += 1) {
                            {
                                double _in = _cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)];
                                double _out;

                                ///////////////////
                                // Tasklet code (copy_q_to_qold_tasklet)
                                _out = _in;
                                ///////////////////

                                _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)] = _out;
                                PDD_SITE_ACC_ROW_IN_FAST(6, (int64_t)(__i3) - (int64_t)(0), _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]); /* pdd */
                            }
                        }
                        for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_ACC_ROW_BACK_FAST(6, (int64_t)(__i3) - (int64_t)(0), _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]); /* pdd */
                        if (PDD_SITE_BAD_ROW_FAST(6)) for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 6, &_cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], -1, _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], {4, PDD_OPERAND_NONE, &_cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(6)) for (int __i2 = 0; __i2 < J; __i2 += 1) for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 6, &_cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], -1, _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], {4, PDD_OPERAND_NONE, &_cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]}); /* pdd */
                }
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < 3; __i0 += 1) {
                for (int __i1 = 0; __i1 < I; __i1 += 1) {
                    PDD_SITE_BLOCK(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                    for (int __i2 = 0; __i2 < J; __i2 += 1) {
                        PDD_SITE_INIT_ROW(6); /* pdd */
                        for (int __i3 = 0; __i3 < K; __i3 += 1) {
                            {
                                double _in = _cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)];
                                double _out;

                                ///////////////////
                                // Tasklet code (copy_q_to_qold_tasklet)
                                _out = _in;
                                ///////////////////

                                _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)] = _out;
                                PDD_SITE_ACC_ROW_IN(6, (int64_t)(__i3) - (int64_t)(0), _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]); /* pdd */
                            }
                        }
                        for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_ACC_ROW_BACK(6, (int64_t)(__i3) - (int64_t)(0), _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]); /* pdd */
                        if (PDD_SITE_BAD_ROW(6)) for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 6, &_cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], -1, _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], {4, PDD_OPERAND_NONE, &_cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(6)) for (int __i2 = 0; __i2 < J; __i2 += 1) for (int __i3 = 0; __i3 < K; __i3 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 6, &_cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], -1, _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)], {4, PDD_OPERAND_NONE, &_cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)]}); /* pdd */
                }
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < 3; __i0 += 1) {
                for (int __i1 = 0; __i1 < I; __i1 += 1) {
                    for (int __i2 = 0; __i2 < J; __i2 += 1) {
                        for (int __i3 = 0; __i3 < K; __i3 += 1) {
                            {
                                double _in = _cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)];
                                double _out;

                                ///////////////////
                                // Tasklet code (copy_q_to_qold_tasklet)
                                _out = _in;
                                ///////////////////

                                _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)] = _out;
                            }
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_column_physics, 1, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_column_physics, 1); /* pdd */
        }

    }
}

void __program_column_physics_internal(column_physics_state_t*__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 0, ps, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 1, pkz, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 2, pe, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 3, qold, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 4, q, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 5, src, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 6, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    int t;

    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 2); /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        programs_column_physics_1_0_2(__state, &src[0], &ps[0], I, J, i, j, t);
                    }
                }
                PDD_TRACE(pdd_unit_column_physics, 2, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 2); /* pdd */
            }
            copy_ps_to_pkz_sdfg_1_0_31(__state, &ps[0], &pkz[0], I, J, K);
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 3); /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        programs_column_physics_1_0_7(__state, &delp[0], &ps[0], &pe[0], J, K, i, j);
                    }
                }
                PDD_TRACE(pdd_unit_column_physics, 3, 2, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 3); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 4); /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        for (int k = 1; k < K; k += 1) {
                            programs_column_physics_1_0_12(__state, &pe[0], &pkz[0], J, K, i, j, k);
                        }
                    }
                }
                PDD_TRACE(pdd_unit_column_physics, 4, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 4); /* pdd */
            }
            copy_q_to_qold_sdfg_1_0_30(__state, &q[0], &qold[0], I, J, K);
            {
                PDD_KERNEL_BEGIN(pdd_unit_column_physics, 5); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_column_physics, 7); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_column_physics, 5)) { /* pdd */
                #pragma omp parallel for
                for (int n = 0; n < 3; n += 1) {
                    for (int i = 0; i < I; i += 1) {
                        PDD_SITE_BLOCK_FAST(7, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                        for (int j = 0; j < J; j += 1) {
                            PDD_SITE_INIT_ROW_FAST(7); /* pdd */
                            for (int k = 1; k < K; k += 1) {
                                double qold_index;
                                double delp_index;
                                double qold_slice_times_delp_slice;
                                double pe_index;
                                double pe_index_0;
                                double pe_slice_minus_pe_slice;
                                double q_slice;
                                {
                                    double _cpy_in = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_qold_to_qold_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    qold_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_delp_to_delp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    delp_index = _cpy_out;
                                }
                                {
                                    double __in2 = delp_index;
                                    double __in1 = qold_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    qold_slice_times_delp_slice = __out;
                                }
                                {
                                    double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index_0)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index_0 = _cpy_out;
                                }
                                {
                                    double __in2 = pe_index_0;
                                    double __in1 = pe_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    pe_slice_minus_pe_slice = __out;
                                }
                                {
                                    double __in1 = qold_slice_times_delp_slice;
                                    double __in2 = pe_slice_minus_pe_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    q_slice = __out;
                                }
                                {
                                    double __inp = q_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                    PDD_SITE_ACC_ROW_IN_FAST(7, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                                }
                            }
                            for (int k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(7, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                            if (PDD_SITE_BAD_ROW_FAST(7)) for (int k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 7, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                        }
                        if (PDD_SITE_BAD_BLOCK_FAST(7)) for (int j = 0; j < J; j += 1) for (int k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 7, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int n = 0; n < 3; n += 1) {
                    for (int i = 0; i < I; i += 1) {
                        PDD_SITE_BLOCK(7, 0, (int64_t)(K) - (int64_t)(1)); /* pdd */
                        for (int j = 0; j < J; j += 1) {
                            PDD_SITE_INIT_ROW(7); /* pdd */
                            for (int k = 1; k < K; k += 1) {
                                double qold_index;
                                double delp_index;
                                double qold_slice_times_delp_slice;
                                double pe_index;
                                double pe_index_0;
                                double pe_slice_minus_pe_slice;
                                double q_slice;
                                {
                                    double _cpy_in = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_qold_to_qold_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    qold_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_delp_to_delp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    delp_index = _cpy_out;
                                }
                                {
                                    double __in2 = delp_index;
                                    double __in1 = qold_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    qold_slice_times_delp_slice = __out;
                                }
                                {
                                    double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index_0)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index_0 = _cpy_out;
                                }
                                {
                                    double __in2 = pe_index_0;
                                    double __in1 = pe_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    pe_slice_minus_pe_slice = __out;
                                }
                                {
                                    double __in1 = qold_slice_times_delp_slice;
                                    double __in2 = pe_slice_minus_pe_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    q_slice = __out;
                                }
                                {
                                    double __inp = q_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                    PDD_SITE_ACC_ROW_IN(7, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                                }
                            }
                            for (int k = 1; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(7, (int64_t)(k) - (int64_t)(1), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]); /* pdd */
                            if (PDD_SITE_BAD_ROW(7)) for (int k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 7, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                        }
                        if (PDD_SITE_BAD_BLOCK(7)) for (int j = 0; j < J; j += 1) for (int k = 1; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_column_physics, 7, &q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], (((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)), q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {3, PDD_OPERAND_NONE, &qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                    }
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int n = 0; n < 3; n += 1) {
                    for (int i = 0; i < I; i += 1) {
                        for (int j = 0; j < J; j += 1) {
                            for (int k = 1; k < K; k += 1) {
                                double qold_index;
                                double delp_index;
                                double qold_slice_times_delp_slice;
                                double pe_index;
                                double pe_index_0;
                                double pe_slice_minus_pe_slice;
                                double q_slice;
                                {
                                    double _cpy_in = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_qold_to_qold_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    qold_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_delp_to_delp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    delp_index = _cpy_out;
                                }
                                {
                                    double __in2 = delp_index;
                                    double __in1 = qold_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    qold_slice_times_delp_slice = __out;
                                }
                                {
                                    double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index_0)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index_0 = _cpy_out;
                                }
                                {
                                    double __in2 = pe_index_0;
                                    double __in1 = pe_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    pe_slice_minus_pe_slice = __out;
                                }
                                {
                                    double __in1 = qold_slice_times_delp_slice;
                                    double __in2 = pe_slice_minus_pe_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    q_slice = __out;
                                }
                                {
                                    double __inp = q_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                }
                            }
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_column_physics, 5, 4, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_column_physics, 5); /* pdd */
            }

        }

    }
}

DACE_EXPORTED void __program_column_physics(column_physics_state_t *__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_column_physics); /* pdd */
    __program_column_physics_internal(__state, delp, pe, pkz, ps, q, qold, src, I, J, K, TSTEPS);
}

DACE_EXPORTED column_physics_state_t *__dace_init_column_physics(int I, int J, int K, int TSTEPS)
{

    int __result = 0;
    column_physics_state_t *__state = new column_physics_state_t();

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

DACE_EXPORTED int __dace_exit_column_physics(column_physics_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
