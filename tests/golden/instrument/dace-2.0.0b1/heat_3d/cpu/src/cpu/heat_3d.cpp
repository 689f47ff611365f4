/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_heat_3d_kernels[2] = {
    {"programs_heat_3d_153_1_0_0", "src/cpu/heat_3d.cpp", 18, "programs_heat_3d_153"},
    {"programs_heat_3d_157_1_0_5", "src/cpu/heat_3d.cpp", 249, "programs_heat_3d_157"},
};
static const pdd_kernel_origin pdd_unit_heat_3d_origins[2] = {
    {"tests/corpus/programs.py", 153},
    {"tests/corpus/programs.py", 157},
};
static const pdd_field_desc pdd_unit_heat_3d_fields[3] = {
    {"B", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"A", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 4, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_heat_3d_sites[5] = {
    {0, 0, 241, 0},
    {1, 1, 447, 0},
    {0, 1, 39, PDD_SITE_INPUT},
    {0, 2, 210, PDD_SITE_INPUT},
    {1, 0, 268, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_heat_3d_ranges[5];
static pdd_unit pdd_unit_heat_3d = {PDD_ABI_VERSION, "heat_3d", "src/cpu/heat_3d.cpp", 2, 3, 5, pdd_unit_heat_3d_kernels, pdd_unit_heat_3d_fields, pdd_unit_heat_3d_sites, pdd_unit_heat_3d_ranges, NULL, pdd_unit_heat_3d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_heat_3d)
/* pdd: end of probe tables */


struct heat_3d_state_t {

};

void __program_heat_3d_internal(heat_3d_state_t*__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d, 0, B, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d, 1, A, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 3)), (int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d, 2, src, 4, pdd_shape, pdd_strides); } /* pdd */
    int t;

    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_heat_3d, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_heat_3d, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_heat_3d, 0)) { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK_FAST(0, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW_FAST(0); /* pdd */
                        for (int k = 1; k < (N - 1); k += 1) {
                            double A_index;
                            double programs_heat_3d___tmp0;
                            double A_index_0;
                            double A_index_1;
                            double A_slice_plus_A_slice;
                            double A_index_2;
                            double A_slice_A_slice_plus_A_slice;
                            double A_index_3;
                            double A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_4;
                            double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_5;
                            double A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double programs_heat_3d___tmp1;
                            double __tmp2;
                            double src_index;
                            double B_slice;
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index = _cpy_out;
                            }
                            {
                                double __in2 = A_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp0 = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_1;
                                double __in1 = A_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_2;
                                double __in1 = A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_3;
                                double __in1 = A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                                double __in2 = A_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_5;
                                double __in1 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double __in2 = A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp1 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d___tmp1;
                                double __in1 = programs_heat_3d___tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double _cpy_in = src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_src_to_src_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                src_index = _cpy_out;
                            }
                            {
                                double __in2 = src_index;
                                double __in1 = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice = __out;
                            }
                            {
                                double __inp = B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_154_12)
                                __out = __inp;
                                ///////////////////

                                B[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                                PDD_SITE_ACC_ROW_FAST(0, (int64_t)(k) - (int64_t)(1), B[(N*j + i*dace::math::ipow(N, 2) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW_FAST(0)) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), B[(N*j + i*dace::math::ipow(N, 2) + k)], {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int j = 1; j < (N - 1); j += 1) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), B[(N*j + i*dace::math::ipow(N, 2) + k)], {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK(0, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW(0); /* pdd */
                        for (int k = 1; k < (N - 1); k += 1) {
                            double A_index;
                            double programs_heat_3d___tmp0;
                            double A_index_0;
                            double A_index_1;
                            double A_slice_plus_A_slice;
                            double A_index_2;
                            double A_slice_A_slice_plus_A_slice;
                            double A_index_3;
                            double A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_4;
                            double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_5;
                            double A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double programs_heat_3d___tmp1;
                            double __tmp2;
                            double src_index;
                            double B_slice;
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index = _cpy_out;
                            }
                            {
                                double __in2 = A_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp0 = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_1;
                                double __in1 = A_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_2;
                                double __in1 = A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_3;
                                double __in1 = A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                                double __in2 = A_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_5;
                                double __in1 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double __in2 = A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp1 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d___tmp1;
                                double __in1 = programs_heat_3d___tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double _cpy_in = src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_src_to_src_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                src_index = _cpy_out;
                            }
                            {
                                double __in2 = src_index;
                                double __in1 = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice = __out;
                            }
                            {
                                double __inp = B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_154_12)
                                __out = __inp;
                                ///////////////////

                                B[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                                PDD_SITE_ACC_ROW(0, (int64_t)(k) - (int64_t)(1), B[(N*j + i*dace::math::ipow(N, 2) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW(0)) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), B[(N*j + i*dace::math::ipow(N, 2) + k)], {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(0)) for (int j = 1; j < (N - 1); j += 1) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), B[(N*j + i*dace::math::ipow(N, 2) + k)], {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {1, PDD_OPERAND_NONE, &A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {1, PDD_OPERAND_NONE, &A[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    for (int j = 1; j < (N - 1); j += 1) {
                        for (int k = 1; k < (N - 1); k += 1) {
                            double A_index;
                            double programs_heat_3d___tmp0;
                            double A_index_0;
                            double A_index_1;
                            double A_slice_plus_A_slice;
                            double A_index_2;
                            double A_slice_A_slice_plus_A_slice;
                            double A_index_3;
                            double A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_4;
                            double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double A_index_5;
                            double A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double programs_heat_3d___tmp1;
                            double __tmp2;
                            double src_index;
                            double B_slice;
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index = _cpy_out;
                            }
                            {
                                double __in2 = A_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp0 = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = A[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_1;
                                double __in1 = A_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_2;
                                double __in1 = A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_3;
                                double __in1 = A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                                double __in2 = A_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double _cpy_in = A[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_A_to_A_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                A_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = A_index_5;
                                double __in1 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                            }
                            {
                                double __in2 = A_slice_A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                programs_heat_3d___tmp1 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d___tmp1;
                                double __in1 = programs_heat_3d___tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double _cpy_in = src[(N*j + i*dace::math::ipow(N, 2) + k + t*dace::math::ipow(N, 3))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_src_to_src_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                src_index = _cpy_out;
                            }
                            {
                                double __in2 = src_index;
                                double __in1 = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice = __out;
                            }
                            {
                                double __inp = B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_154_12)
                                __out = __inp;
                                ///////////////////

                                B[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                            }
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_heat_3d, 0, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_heat_3d, 0); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_heat_3d, 1); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_heat_3d, 1); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_heat_3d, 1)) { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK_FAST(1, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW_FAST(1); /* pdd */
                        for (int k = 1; k < (N - 1); k += 1) {
                            double B_index;
                            double __tmp0;
                            double B_index_0;
                            double B_index_1;
                            double B_slice_plus_B_slice;
                            double B_index_2;
                            double B_slice_B_slice_plus_B_slice;
                            double B_index_3;
                            double B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_4;
                            double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_5;
                            double B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __tmp1;
                            double A_slice;
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index = _cpy_out;
                            }
                            {
                                double __in2 = B_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                __tmp0 = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_1;
                                double __in1 = B_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_2;
                                double __in1 = B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_3;
                                double __in1 = B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                                double __in2 = B_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_5;
                                double __in1 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double __in2 = B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __in2 = __tmp1;
                                double __in1 = __tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice = __out;
                            }
                            {
                                double __inp = A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_158_12)
                                __out = __inp;
                                ///////////////////

                                A[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                                PDD_SITE_ACC_ROW_FAST(1, (int64_t)(k) - (int64_t)(1), A[(N*j + i*dace::math::ipow(N, 2) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW_FAST(1)) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), A[(N*j + i*dace::math::ipow(N, 2) + k)], {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(1)) for (int j = 1; j < (N - 1); j += 1) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), A[(N*j + i*dace::math::ipow(N, 2) + k)], {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK(1, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW(1); /* pdd */
                        for (int k = 1; k < (N - 1); k += 1) {
                            double B_index;
                            double __tmp0;
                            double B_index_0;
                            double B_index_1;
                            double B_slice_plus_B_slice;
                            double B_index_2;
                            double B_slice_B_slice_plus_B_slice;
                            double B_index_3;
                            double B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_4;
                            double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_5;
                            double B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __tmp1;
                            double A_slice;
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index = _cpy_out;
                            }
                            {
                                double __in2 = B_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                __tmp0 = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_1;
                                double __in1 = B_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_2;
                                double __in1 = B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_3;
                                double __in1 = B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                                double __in2 = B_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_5;
                                double __in1 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double __in2 = B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __in2 = __tmp1;
                                double __in1 = __tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice = __out;
                            }
                            {
                                double __inp = A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_158_12)
                                __out = __inp;
                                ///////////////////

                                A[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                                PDD_SITE_ACC_ROW(1, (int64_t)(k) - (int64_t)(1), A[(N*j + i*dace::math::ipow(N, 2) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW(1)) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), A[(N*j + i*dace::math::ipow(N, 2) + k)], {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(1)) for (int j = 1; j < (N - 1); j += 1) for (int k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[(N*j + i*dace::math::ipow(N, 2) + k)], ((N*j + i*dace::math::ipow(N, 2) + k)), A[(N*j + i*dace::math::ipow(N, 2) + k)], {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))]}, {0, PDD_OPERAND_NONE, &B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k - 1)]}, {0, PDD_OPERAND_NONE, &B[(N*j + i*dace::math::ipow(N, 2) + k + 1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    for (int j = 1; j < (N - 1); j += 1) {
                        for (int k = 1; k < (N - 1); k += 1) {
                            double B_index;
                            double __tmp0;
                            double B_index_0;
                            double B_index_1;
                            double B_slice_plus_B_slice;
                            double B_index_2;
                            double B_slice_B_slice_plus_B_slice;
                            double B_index_3;
                            double B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_4;
                            double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double B_index_5;
                            double B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __tmp1;
                            double A_slice;
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index = _cpy_out;
                            }
                            {
                                double __in2 = B_index;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                __tmp0 = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i - 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_0)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_0 = _cpy_out;
                            }
                            {
                                double _cpy_in = B[(N*j + k + (i + 1)*dace::math::ipow(N, 2))];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_1)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_1 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_1;
                                double __in1 = B_index_0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j - 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_2)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_2 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_2;
                                double __in1 = B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*(j + 1) + i*dace::math::ipow(N, 2) + k)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_3)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_3 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_3;
                                double __in1 = B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k - 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_4)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_4 = _cpy_out;
                            }
                            {
                                double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                                double __in2 = B_index_4;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double _cpy_in = B[(N*j + i*dace::math::ipow(N, 2) + k + 1)];
                                double _cpy_out;

                                ///////////////////
                                // Tasklet code (copy_B_to_B_index_5)
                                _cpy_out = _cpy_in;
                                ///////////////////

                                B_index_5 = _cpy_out;
                            }
                            {
                                double __in2 = B_index_5;
                                double __in1 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                            }
                            {
                                double __in2 = B_slice_B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __in2 = __tmp1;
                                double __in1 = __tmp0;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                A_slice = __out;
                            }
                            {
                                double __inp = A_slice;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_158_12)
                                __out = __inp;
                                ///////////////////

                                A[(N*j + i*dace::math::ipow(N, 2) + k)] = __out;
                            }
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_heat_3d, 1, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_heat_3d, 1); /* pdd */
            }

        }

    }
}

DACE_EXPORTED void __program_heat_3d(heat_3d_state_t *__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_heat_3d); /* pdd */
    __program_heat_3d_internal(__state, A, B, src, N, TSTEPS);
}

DACE_EXPORTED heat_3d_state_t *__dace_init_heat_3d(int N, int TSTEPS)
{

    int __result = 0;
    heat_3d_state_t *__state = new heat_3d_state_t();

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

DACE_EXPORTED int __dace_exit_heat_3d(heat_3d_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
