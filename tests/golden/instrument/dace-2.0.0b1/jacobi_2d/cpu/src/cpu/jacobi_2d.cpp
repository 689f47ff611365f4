/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_jacobi_2d_kernels[2] = {
    {"programs_jacobi_2d_142_1_0_0", "src/cpu/jacobi_2d.cpp", 18, "programs_jacobi_2d_142"},
    {"programs_jacobi_2d_144_1_0_5", "src/cpu/jacobi_2d.cpp", 185, "programs_jacobi_2d_144"},
};
static const pdd_kernel_origin pdd_unit_jacobi_2d_origins[2] = {
    {"tests/corpus/programs.py", 142},
    {"tests/corpus/programs.py", 144},
};
static const pdd_field_desc pdd_unit_jacobi_2d_fields[3] = {
    {"B", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"A", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_jacobi_2d_sites[5] = {
    {0, 0, 178, 0},
    {1, 1, 320, 0},
    {0, 1, 33, PDD_SITE_INPUT},
    {0, 2, 147, PDD_SITE_INPUT},
    {1, 0, 198, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_jacobi_2d_ranges[5];
static pdd_unit pdd_unit_jacobi_2d = {PDD_ABI_VERSION, "jacobi_2d", "src/cpu/jacobi_2d.cpp", 2, 3, 5, pdd_unit_jacobi_2d_kernels, pdd_unit_jacobi_2d_fields, pdd_unit_jacobi_2d_sites, pdd_unit_jacobi_2d_ranges, NULL, pdd_unit_jacobi_2d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_jacobi_2d)
/* pdd: end of probe tables */


struct jacobi_2d_state_t {

};

void __program_jacobi_2d_internal(jacobi_2d_state_t*__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_jacobi_2d, 0, B, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_jacobi_2d, 1, A, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_jacobi_2d, 2, src, 3, pdd_shape, pdd_strides); } /* pdd */
    int t;

    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_jacobi_2d, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_jacobi_2d, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_jacobi_2d, 0)) { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT_FAST(0); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        double A_index;
                        double A_index_0;
                        double A_slice_plus_A_slice;
                        double A_index_1;
                        double A_slice_A_slice_plus_A_slice;
                        double A_index_2;
                        double A_slice_A_slice_A_slice_plus_A_slice;
                        double A_index_3;
                        double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                        double __tmp0;
                        double src_index;
                        double B_slice;
                        {
                            double _cpy_in = A[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index = _cpy_out;
                        }
                        {
                            double _cpy_in = A[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = A_index;
                            double __in2 = A_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_1;
                            double __in1 = A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_2;
                            double __in1 = A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_3;
                            double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double __in2 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = src[(N*i + j + t*dace::math::ipow(N, 2))];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_src_to_src_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            src_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = src_index;
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
                            // Tasklet code (assign_143_12)
                            __out = __inp;
                            ///////////////////

                            B[((N * i) + j)] = __out;
                            PDD_SITE_ACC_FAST(0, B[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(0)) for (int j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 0, &B[((N * i) + j)], (((N * i) + j)), B[((N * i) + j)], {1, PDD_OPERAND_NONE, &A[((N * i) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i - 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i + 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*i + j + t*dace::math::ipow(N, 2))]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT(0); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        double A_index;
                        double A_index_0;
                        double A_slice_plus_A_slice;
                        double A_index_1;
                        double A_slice_A_slice_plus_A_slice;
                        double A_index_2;
                        double A_slice_A_slice_A_slice_plus_A_slice;
                        double A_index_3;
                        double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                        double __tmp0;
                        double src_index;
                        double B_slice;
                        {
                            double _cpy_in = A[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index = _cpy_out;
                        }
                        {
                            double _cpy_in = A[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = A_index;
                            double __in2 = A_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_1;
                            double __in1 = A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_2;
                            double __in1 = A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_3;
                            double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double __in2 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = src[(N*i + j + t*dace::math::ipow(N, 2))];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_src_to_src_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            src_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = src_index;
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
                            // Tasklet code (assign_143_12)
                            __out = __inp;
                            ///////////////////

                            B[((N * i) + j)] = __out;
                            PDD_SITE_ACC(0, B[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(0)) for (int j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 0, &B[((N * i) + j)], (((N * i) + j)), B[((N * i) + j)], {1, PDD_OPERAND_NONE, &A[((N * i) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i - 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i + 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) + 1)]}, {2, PDD_OPERAND_NONE, &src[(N*i + j + t*dace::math::ipow(N, 2))]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    for (int j = 1; j < (N - 1); j += 1) {
                        double A_index;
                        double A_index_0;
                        double A_slice_plus_A_slice;
                        double A_index_1;
                        double A_slice_A_slice_plus_A_slice;
                        double A_index_2;
                        double A_slice_A_slice_A_slice_plus_A_slice;
                        double A_index_3;
                        double A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                        double __tmp0;
                        double src_index;
                        double B_slice;
                        {
                            double _cpy_in = A[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index = _cpy_out;
                        }
                        {
                            double _cpy_in = A[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = A_index;
                            double __in2 = A_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_1;
                            double __in1 = A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_2;
                            double __in1 = A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double _cpy_in = A[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_A_to_A_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            A_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = A_index_3;
                            double __in1 = A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            A_slice_A_slice_A_slice_A_slice_plus_A_slice = __out;
                        }
                        {
                            double __in2 = A_slice_A_slice_A_slice_A_slice_plus_A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = src[(N*i + j + t*dace::math::ipow(N, 2))];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_src_to_src_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            src_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = src_index;
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
                            // Tasklet code (assign_143_12)
                            __out = __inp;
                            ///////////////////

                            B[((N * i) + j)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_jacobi_2d, 0, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_jacobi_2d, 0); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_jacobi_2d, 1); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_jacobi_2d, 1); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_jacobi_2d, 1)) { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT_FAST(1); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        double B_index;
                        double B_index_0;
                        double B_slice_plus_B_slice;
                        double B_index_1;
                        double B_slice_B_slice_plus_B_slice;
                        double B_index_2;
                        double B_slice_B_slice_B_slice_plus_B_slice;
                        double B_index_3;
                        double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                        double A_slice;
                        {
                            double _cpy_in = B[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index = _cpy_out;
                        }
                        {
                            double _cpy_in = B[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = B_index;
                            double __in2 = B_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_1;
                            double __in1 = B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_2;
                            double __in1 = B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_3;
                            double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double __in2 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            A_slice = __out;
                        }
                        {
                            double __inp = A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_145_12)
                            __out = __inp;
                            ///////////////////

                            A[((N * i) + j)] = __out;
                            PDD_SITE_ACC_FAST(1, A[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(1)) for (int j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 1, &A[((N * i) + j)], (((N * i) + j)), A[((N * i) + j)], {0, PDD_OPERAND_NONE, &B[((N * i) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i - 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i + 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) + 1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT(1); /* pdd */
                    for (int j = 1; j < (N - 1); j += 1) {
                        double B_index;
                        double B_index_0;
                        double B_slice_plus_B_slice;
                        double B_index_1;
                        double B_slice_B_slice_plus_B_slice;
                        double B_index_2;
                        double B_slice_B_slice_B_slice_plus_B_slice;
                        double B_index_3;
                        double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                        double A_slice;
                        {
                            double _cpy_in = B[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index = _cpy_out;
                        }
                        {
                            double _cpy_in = B[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = B_index;
                            double __in2 = B_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_1;
                            double __in1 = B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_2;
                            double __in1 = B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_3;
                            double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double __in2 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            A_slice = __out;
                        }
                        {
                            double __inp = A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_145_12)
                            __out = __inp;
                            ///////////////////

                            A[((N * i) + j)] = __out;
                            PDD_SITE_ACC(1, A[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (int j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 1, &A[((N * i) + j)], (((N * i) + j)), A[((N * i) + j)], {0, PDD_OPERAND_NONE, &B[((N * i) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i - 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i + 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) + 1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int i = 1; i < (N - 1); i += 1) {
                    for (int j = 1; j < (N - 1); j += 1) {
                        double B_index;
                        double B_index_0;
                        double B_slice_plus_B_slice;
                        double B_index_1;
                        double B_slice_B_slice_plus_B_slice;
                        double B_index_2;
                        double B_slice_B_slice_B_slice_plus_B_slice;
                        double B_index_3;
                        double B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                        double A_slice;
                        {
                            double _cpy_in = B[((N * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index = _cpy_out;
                        }
                        {
                            double _cpy_in = B[((N * (i - 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = B_index;
                            double __in2 = B_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[((N * (i + 1)) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_1;
                            double __in1 = B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) - 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_2;
                            double __in1 = B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double _cpy_in = B[(((N * i) + j) + 1)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_B_to_B_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            B_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = B_index_3;
                            double __in1 = B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            B_slice_B_slice_B_slice_B_slice_plus_B_slice = __out;
                        }
                        {
                            double __in2 = B_slice_B_slice_B_slice_B_slice_plus_B_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.2 * __in2);
                            ///////////////////

                            A_slice = __out;
                        }
                        {
                            double __inp = A_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_145_12)
                            __out = __inp;
                            ///////////////////

                            A[((N * i) + j)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_jacobi_2d, 1, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_jacobi_2d, 1); /* pdd */
            }

        }

    }
}

DACE_EXPORTED void __program_jacobi_2d(jacobi_2d_state_t *__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_jacobi_2d); /* pdd */
    __program_jacobi_2d_internal(__state, A, B, src, N, TSTEPS);
}

DACE_EXPORTED jacobi_2d_state_t *__dace_init_jacobi_2d(int N, int TSTEPS)
{

    int __result = 0;
    jacobi_2d_state_t *__state = new jacobi_2d_state_t();

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

DACE_EXPORTED int __dace_exit_jacobi_2d(jacobi_2d_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
