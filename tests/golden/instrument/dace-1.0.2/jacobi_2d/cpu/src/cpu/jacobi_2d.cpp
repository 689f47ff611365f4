/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_jacobi_2d_kernels[2] = {
    {"programs_jacobi_2d_142_0_3_0", "src/cpu/jacobi_2d.cpp", 21, "programs_jacobi_2d_142"},
    {"programs_jacobi_2d_144_0_3_18", "src/cpu/jacobi_2d.cpp", 116, "programs_jacobi_2d_144"},
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
    {0, 0, 109, 0},
    {1, 1, 191, 0},
    {0, 1, 30, PDD_SITE_INPUT},
    {0, 2, 90, PDD_SITE_INPUT},
    {1, 0, 124, PDD_SITE_INPUT},
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
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_jacobi_2d, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_jacobi_2d, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_jacobi_2d, 0)) { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT_FAST(0); /* pdd */
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
                            PDD_SITE_ACC_FAST(0, B[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(0)) for (auto j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 0, &B[((N * i) + j)], (((N * i) + j)), B[((N * i) + j)], {1, PDD_OPERAND_NONE, &A[((N * i) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i - 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i + 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((N * N) * t) + (N * i)) + j)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT(0); /* pdd */
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
                            PDD_SITE_ACC(0, B[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(0)) for (auto j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 0, &B[((N * i) + j)], (((N * i) + j)), B[((N * i) + j)], {1, PDD_OPERAND_NONE, &A[((N * i) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i - 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[((N * (i + 1)) + j)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) - 1)]}, {1, PDD_OPERAND_NONE, &A[(((N * i) + j) + 1)]}, {2, PDD_OPERAND_NONE, &src[((((N * N) * t) + (N * i)) + j)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT_FAST(1); /* pdd */
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
                            PDD_SITE_ACC_FAST(1, A[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(1)) for (auto j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 1, &A[((N * i) + j)], (((N * i) + j)), A[((N * i) + j)], {0, PDD_OPERAND_NONE, &B[((N * i) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i - 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i + 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) + 1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 1; i < (N - 1); i += 1) {
                    PDD_SITE_INIT(1); /* pdd */
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
                            PDD_SITE_ACC(1, A[((N * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (auto j = 1; j < (N - 1); j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_jacobi_2d, 1, &A[((N * i) + j)], (((N * i) + j)), A[((N * i) + j)], {0, PDD_OPERAND_NONE, &B[((N * i) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i - 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[((N * (i + 1)) + j)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) - 1)]}, {0, PDD_OPERAND_NONE, &B[(((N * i) + j) + 1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
