/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_loop_transient_kernels[4] = {
    {"_Mult__map_0_3_0", "src/cpu/loop_transient.cpp", 27, "_Mult__map"},
    {"_Add__map_0_3_5", "src/cpu/loop_transient.cpp", 45, "_Add__map"},
    {"_Mult__map_0_3_10", "src/cpu/loop_transient.cpp", 64, "_Mult__map"},
    {"_Add__map_0_3_15", "src/cpu/loop_transient.cpp", 82, "_Add__map"},
};
static const pdd_kernel_origin pdd_unit_loop_transient_origins[4] = {
    {"tests/corpus/programs.py", 176},
    {"tests/corpus/programs.py", 176},
    {"tests/corpus/programs.py", 177},
    {"tests/corpus/programs.py", 177},
};
static const pdd_field_desc pdd_unit_loop_transient_fields[6] = {
    {"__tmp0", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"tmp", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"__tmp2", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"b", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"a", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_loop_transient_sites[7] = {
    {0, 0, 38, 0},
    {1, 1, 57, 0},
    {2, 2, 75, 0},
    {3, 3, 94, 0},
    {0, 4, 30, PDD_SITE_INPUT},
    {1, 5, 49, PDD_SITE_INPUT},
    {2, 3, 67, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_loop_transient_ranges[7];
static pdd_unit pdd_unit_loop_transient = {PDD_ABI_VERSION, "loop_transient", "src/cpu/loop_transient.cpp", 4, 6, 7, pdd_unit_loop_transient_kernels, pdd_unit_loop_transient_fields, pdd_unit_loop_transient_sites, pdd_unit_loop_transient_ranges, NULL, pdd_unit_loop_transient_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_loop_transient)
/* pdd: end of probe tables */


struct loop_transient_state_t {

};

void __program_loop_transient_internal(loop_transient_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 3, b, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 4, a, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 5, src, 3, pdd_shape, pdd_strides); } /* pdd */
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {
            double *__tmp0;
            __tmp0 = new double DACE_ALIGN(64)[(I * J)];
            { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 0, __tmp0, 2, pdd_shape, pdd_strides); } /* pdd */
            double *__tmp2;
            __tmp2 = new double DACE_ALIGN(64)[(I * J)];
            { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 2, __tmp2, 2, pdd_shape, pdd_strides); } /* pdd */
            double *tmp;
            tmp = new double DACE_ALIGN(64)[(I * J)];
            { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_loop_transient, 1, tmp, 2, pdd_shape, pdd_strides); } /* pdd */

            {
                PDD_KERNEL_BEGIN(pdd_unit_loop_transient, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_loop_transient, 0); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_loop_transient, 0)) { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT_FAST(0); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = a[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * 2.0);
                            ///////////////////

                            __tmp0[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC_FAST(0, __tmp0[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(0)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 0, &__tmp0[((J * __i0) + __i1)], (((J * __i0) + __i1)), __tmp0[((J * __i0) + __i1)], {4, PDD_OPERAND_NONE, &a[((J * __i0) + __i1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT(0); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = a[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * 2.0);
                            ///////////////////

                            __tmp0[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC(0, __tmp0[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(0)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 0, &__tmp0[((J * __i0) + __i1)], (((J * __i0) + __i1)), __tmp0[((J * __i0) + __i1)], {4, PDD_OPERAND_NONE, &a[((J * __i0) + __i1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = a[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * 2.0);
                            ///////////////////

                            __tmp0[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_loop_transient, 0, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_loop_transient, 0); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_loop_transient, 1); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_loop_transient, 1); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_loop_transient, 1)) { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT_FAST(1); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = __tmp0[((J * __i0) + __i1)];
                            double __in2 = src[((((I * J) * t) + (J * __i0)) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            tmp[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC_FAST(1, tmp[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(1)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 1, &tmp[((J * __i0) + __i1)], (((J * __i0) + __i1)), tmp[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &__tmp0[((J * __i0) + __i1)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * __i0)) + __i1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT(1); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = __tmp0[((J * __i0) + __i1)];
                            double __in2 = src[((((I * J) * t) + (J * __i0)) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            tmp[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC(1, tmp[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 1, &tmp[((J * __i0) + __i1)], (((J * __i0) + __i1)), tmp[((J * __i0) + __i1)], {0, PDD_OPERAND_NONE, &__tmp0[((J * __i0) + __i1)]}, {5, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * __i0)) + __i1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = __tmp0[((J * __i0) + __i1)];
                            double __in2 = src[((((I * J) * t) + (J * __i0)) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            tmp[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_loop_transient, 1, 1, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_loop_transient, 1); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_loop_transient, 2); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_loop_transient, 2); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_loop_transient, 2)) { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT_FAST(2); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in2 = b[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC_FAST(2, __tmp2[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 2, &__tmp2[((J * __i0) + __i1)], (((J * __i0) + __i1)), __tmp2[((J * __i0) + __i1)], {3, PDD_OPERAND_NONE, &b[((J * __i0) + __i1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT(2); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in2 = b[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC(2, __tmp2[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 2, &__tmp2[((J * __i0) + __i1)], (((J * __i0) + __i1)), __tmp2[((J * __i0) + __i1)], {3, PDD_OPERAND_NONE, &b[((J * __i0) + __i1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in2 = b[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_loop_transient, 2, 2, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_loop_transient, 2); /* pdd */
            }
            {
                PDD_KERNEL_BEGIN(pdd_unit_loop_transient, 3); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_loop_transient, 3); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_loop_transient, 3)) { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT_FAST(3); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = tmp[((J * __i0) + __i1)];
                            double __in2 = __tmp2[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            b[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC_FAST(3, b[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(3)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 3, &b[((J * __i0) + __i1)], (((J * __i0) + __i1)), b[((J * __i0) + __i1)], {1, PDD_OPERAND_NONE, &tmp[((J * __i0) + __i1)]}, {2, PDD_OPERAND_NONE, &__tmp2[((J * __i0) + __i1)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    PDD_SITE_INIT(3); /* pdd */
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = tmp[((J * __i0) + __i1)];
                            double __in2 = __tmp2[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            b[((J * __i0) + __i1)] = __out;
                            PDD_SITE_ACC(3, b[((J * __i0) + __i1)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(3)) for (auto __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_loop_transient, 3, &b[((J * __i0) + __i1)], (((J * __i0) + __i1)), b[((J * __i0) + __i1)], {1, PDD_OPERAND_NONE, &tmp[((J * __i0) + __i1)]}, {2, PDD_OPERAND_NONE, &__tmp2[((J * __i0) + __i1)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                    for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                        {
                            double __in1 = tmp[((J * __i0) + __i1)];
                            double __in2 = __tmp2[((J * __i0) + __i1)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            b[((J * __i0) + __i1)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_loop_transient, 3, 3, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_loop_transient, 3); /* pdd */
            }
            delete[] __tmp0;
            delete[] __tmp2;
            delete[] tmp;

        }

    }

}

DACE_EXPORTED void __program_loop_transient(loop_transient_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_loop_transient); /* pdd */
    __program_loop_transient_internal(__state, a, b, src, I, J, TSTEPS);
}

DACE_EXPORTED loop_transient_state_t *__dace_init_loop_transient(int I, int J, int TSTEPS)
{
    int __result = 0;
    loop_transient_state_t *__state = new loop_transient_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_loop_transient(loop_transient_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
