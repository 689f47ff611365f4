/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_heat_3d_kernels[2] = {
    {"programs_heat_3d_153_0_3_0", "src/cpu/heat_3d.cpp", 21, "programs_heat_3d_153"},
    {"programs_heat_3d_157_0_3_24", "src/cpu/heat_3d.cpp", 156, "programs_heat_3d_157"},
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
    {0, 0, 148, 0},
    {1, 1, 270, 0},
    {0, 1, 34, PDD_SITE_INPUT},
    {0, 2, 129, PDD_SITE_INPUT},
    {1, 0, 168, PDD_SITE_INPUT},
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
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_heat_3d, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_heat_3d, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_heat_3d, 0)) { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK_FAST(0, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (auto j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW_FAST(0); /* pdd */
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
                                PDD_SITE_ACC_ROW_FAST(0, (int64_t)(k) - (int64_t)(1), B[((((N * N) * i) + (N * j)) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW_FAST(0)) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), B[((((N * N) * i) + (N * j)) + k)], {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i - 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i + 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(0)) for (auto j = 1; j < (N - 1); j += 1) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), B[((((N * N) * i) + (N * j)) + k)], {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i - 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i + 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK(0, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (auto j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW(0); /* pdd */
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
                                PDD_SITE_ACC_ROW(0, (int64_t)(k) - (int64_t)(1), B[((((N * N) * i) + (N * j)) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW(0)) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), B[((((N * N) * i) + (N * j)) + k)], {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i - 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i + 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(0)) for (auto j = 1; j < (N - 1); j += 1) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 0, &B[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), B[((((N * N) * i) + (N * j)) + k)], {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i - 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * (i + 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[((((N * N) * i) + (N * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((((N * N) * i) + (N * j)) + k) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK_FAST(1, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (auto j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW_FAST(1); /* pdd */
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
                                PDD_SITE_ACC_ROW_FAST(1, (int64_t)(k) - (int64_t)(1), A[((((N * N) * i) + (N * j)) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW_FAST(1)) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), A[((((N * N) * i) + (N * j)) + k)], {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i - 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i + 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j - 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j + 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) + 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK_FAST(1)) for (auto j = 1; j < (N - 1); j += 1) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), A[((((N * N) * i) + (N * j)) + k)], {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i - 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i + 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j - 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j + 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) + 1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_BLOCK(1, 0, (int64_t)((N - 1)) - (int64_t)(1)); /* pdd */
                    for (auto j = 1; j < (N - 1); j += 1) {
                        PDD_SITE_INIT_ROW(1); /* pdd */
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
                                PDD_SITE_ACC_ROW(1, (int64_t)(k) - (int64_t)(1), A[((((N * N) * i) + (N * j)) + k)]); /* pdd */
                            }
                        }
                        if (PDD_SITE_BAD_ROW(1)) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), A[((((N * N) * i) + (N * j)) + k)], {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i - 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i + 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j - 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j + 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) + 1)]}); /* pdd */
                    }
                    if (PDD_SITE_BAD_BLOCK(1)) for (auto j = 1; j < (N - 1); j += 1) for (auto k = 1; k < (N - 1); k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_heat_3d, 1, &A[((((N * N) * i) + (N * j)) + k)], (((((N * N) * i) + (N * j)) + k)), A[((((N * N) * i) + (N * j)) + k)], {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i - 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * (i + 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j - 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[((((N * N) * i) + (N * (j + 1))) + k)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((((N * N) * i) + (N * j)) + k) + 1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
