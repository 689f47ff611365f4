/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_state_kernels[3] = {
    {"programs_persistent_state_202_0_3_0", "src/cpu/persistent_state.cpp", 27, "programs_persistent_state_202"},
    {"copy_u_to_acc_0_0_1", "src/cpu/persistent_state.cpp", 16, "copy_u_to_acc"},
    {"copy_acc_to_out_0_1_1", "src/cpu/persistent_state.cpp", 88, "copy_acc_to_out"},
};
static const pdd_kernel_origin pdd_unit_persistent_state_origins[3] = {
    {"tests/corpus/programs.py", 202},
    {"tests/corpus/programs.py", 200},
    {"tests/corpus/programs.py", 204},
};
static const pdd_field_desc pdd_unit_persistent_state_fields[4] = {
    {"acc", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"out", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"u", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_persistent_state_sites[6] = {
    {1, 0, 16, 0},
    {0, 0, 76, 0},
    {2, 1, 88, 0},
    {0, 2, 45, PDD_SITE_INPUT},
    {0, 3, 57, PDD_SITE_INPUT},
    {1, 2, 16, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_persistent_state_ranges[6];
static pdd_unit pdd_unit_persistent_state = {PDD_ABI_VERSION, "persistent_state", "src/cpu/persistent_state.cpp", 3, 4, 6, pdd_unit_persistent_state_kernels, pdd_unit_persistent_state_fields, pdd_unit_persistent_state_sites, pdd_unit_persistent_state_ranges, NULL, pdd_unit_persistent_state_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_state)
/* pdd: end of probe tables */


struct persistent_state_state_t {
    double * __restrict__ __0_acc;
};

void __program_persistent_state_internal(persistent_state_state_t*__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 0, __state->__0_acc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 1, out, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 2, u, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 3, src, 3, pdd_shape, pdd_strides); } /* pdd */
    int64_t t;

    PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 1); /* pdd */
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        u, __state->__0_acc, (I * J), 1);
        PDD_CHECK_COPY(pdd_unit_persistent_state, 0, __state->__0_acc, (I * J)); /* pdd */

    }
    PDD_TRACE(pdd_unit_persistent_state, 1, 0, NULL, 0, NULL, NULL); /* pdd */
    PDD_KERNEL_END(pdd_unit_persistent_state, 1); /* pdd */


    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 0); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_persistent_state, 1); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_persistent_state, 0)) { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_INIT_FAST(1); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        {
                            double __in2 = __state->__0_acc[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = u[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = src[((((I * J) * t) + (J * i)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __inp = __tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                            PDD_SITE_ACC_FAST(1, __state->__0_acc[((J * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(1)) for (auto j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 1, &__state->__0_acc[((J * i) + j)], (((J * i) + j)), __state->__0_acc[((J * i) + j)], {2, PDD_OPERAND_NONE, &u[((J * i) + j)]}, {3, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    PDD_SITE_INIT(1); /* pdd */
                    for (auto j = 0; j < J; j += 1) {
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        {
                            double __in2 = __state->__0_acc[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = u[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = src[((((I * J) * t) + (J * i)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __inp = __tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                            PDD_SITE_ACC(1, __state->__0_acc[((J * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (auto j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 1, &__state->__0_acc[((J * i) + j)], (((J * i) + j)), __state->__0_acc[((J * i) + j)], {2, PDD_OPERAND_NONE, &u[((J * i) + j)]}, {3, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        {
                            double __in2 = __state->__0_acc[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = u[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = src[((((I * J) * t) + (J * i)) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __inp = __tmp4;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                        }
                    }
                }
                } /* pdd */
                PDD_TRACE(pdd_unit_persistent_state, 0, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_persistent_state, 0); /* pdd */
            }

        }

    }
    PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 2); /* pdd */
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        __state->__0_acc, out, (I * J), 1);
        PDD_CHECK_COPY(pdd_unit_persistent_state, 2, out, (I * J)); /* pdd */

    }
    PDD_TRACE(pdd_unit_persistent_state, 2, 1, NULL, 0, NULL, NULL); /* pdd */
    PDD_KERNEL_END(pdd_unit_persistent_state, 2); /* pdd */
}

DACE_EXPORTED void __program_persistent_state(persistent_state_state_t *__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_persistent_state); /* pdd */
    __program_persistent_state_internal(__state, out, src, u, I, J, TSTEPS);
}

DACE_EXPORTED persistent_state_state_t *__dace_init_persistent_state(int I, int J, int TSTEPS)
{
    int __result = 0;
    persistent_state_state_t *__state = new persistent_state_state_t;


    __state->__0_acc = new double DACE_ALIGN(64)[(I * J)];

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_state(persistent_state_state_t *__state)
{
    int __err = 0;
    delete[] __state->__0_acc;
    delete __state;
    return __err;
}
