/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_state_kernels[3] = {
    {"copy_u_to_acc_tasklet_map_1_0_0", "src/cpu/persistent_state.cpp", 15, "copy_u_to_acc_tasklet_map"},
    {"copy_acc_to_out_tasklet_map_3_0_0", "src/cpu/persistent_state.cpp", 41, "copy_acc_to_out_tasklet_map"},
    {"programs_persistent_state_202_2_0_0", "src/cpu/persistent_state.cpp", 75, "programs_persistent_state_202"},
};
static const pdd_kernel_origin pdd_unit_persistent_state_origins[3] = {
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"tests/corpus/programs.py", 202},
};
static const pdd_field_desc pdd_unit_persistent_state_fields[4] = {
    {"acc", PDD_T_F64, 2, PDD_STORAGE_HOST, 1},
    {"out", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"u", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"src", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_persistent_state_sites[5] = {
    {0, 0, 26, 0},
    {1, 1, 52, 0},
    {2, 0, 160, 0},
    {2, 2, 106, PDD_SITE_INPUT},
    {2, 3, 129, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_persistent_state_ranges[5];
static pdd_unit pdd_unit_persistent_state = {PDD_ABI_VERSION, "persistent_state", "src/cpu/persistent_state.cpp", 3, 4, 5, pdd_unit_persistent_state_kernels, pdd_unit_persistent_state_fields, pdd_unit_persistent_state_sites, pdd_unit_persistent_state_ranges, NULL, pdd_unit_persistent_state_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_state)
/* pdd: end of probe tables */


struct persistent_state_state_t {
    double * __restrict__ __0_acc;
};

inline void copy_u_to_acc_sdfg_0_0_2(persistent_state_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_persistent_state, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_persistent_state, 0)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT_FAST(0); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_u_to_acc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC_FAST(0, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_FAST(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 0, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)], {2, PDD_OPERAND_NONE, &_cpy_in[((J * __i0) + __i1)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT(0); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_u_to_acc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC(0, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 0, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)], {2, PDD_OPERAND_NONE, &_cpy_in[((J * __i0) + __i1)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_u_to_acc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_persistent_state, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_persistent_state, 0); /* pdd */
        }

    }
}

inline void copy_acc_to_out_sdfg_0_2_2(persistent_state_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_persistent_state, 1); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_persistent_state, 1)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT_FAST(1); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_acc_to_out_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC_FAST(1, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_FAST(1)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_persistent_state, 1, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_INIT(1); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_acc_to_out_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                        PDD_SITE_ACC(1, _cpy_out[((J * __i0) + __i1)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD(1)) for (int __i1 = 0; __i1 < J; __i1 += 1) PDD_SITE_RECHECK(pdd_unit_persistent_state, 1, &_cpy_out[((J * __i0) + __i1)], -1, _cpy_out[((J * __i0) + __i1)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_acc_to_out_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_persistent_state, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_persistent_state, 1); /* pdd */
        }

    }
}

void __program_persistent_state_internal(persistent_state_state_t*__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 0, __state->__0_acc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 1, out, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 2, u, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state, 3, src, 3, pdd_shape, pdd_strides); } /* pdd */
    int t;

    {

        copy_u_to_acc_sdfg_0_0_2(__state, &u[0], &__state->__0_acc[0], I, J);

    }
    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                PDD_KERNEL_BEGIN(pdd_unit_persistent_state, 2); /* pdd */
                if (PDD_ACTIVE()) { /* pdd */
                PDD_SITE_RANGE(pdd_unit_persistent_state, 2); /* pdd */
                if (PDD_KERNEL_FAST(pdd_unit_persistent_state, 2)) { /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    PDD_SITE_INIT_FAST(2); /* pdd */
                    for (int j = 0; j < J; j += 1) {
                        double acc_index;
                        double __tmp0;
                        double u_index;
                        double __tmp1;
                        double src_index;
                        double __tmp2;
                        {
                            double _cpy_in = __state->__0_acc[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_acc_to_acc_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            acc_index = _cpy_out;
                        }
                        {
                            double __in2 = acc_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = u[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_u_to_u_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            u_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = u_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
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
                            double __in1 = __tmp1;
                            double __in2 = src_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                            PDD_SITE_ACC_FAST(2, __state->__0_acc[((J * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_FAST(2)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 2, &__state->__0_acc[((J * i) + j)], (((J * i) + j)), __state->__0_acc[((J * i) + j)], {2, PDD_OPERAND_NONE, &u[((J * i) + j)]}, {3, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
                }
                } else { /* pdd */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    PDD_SITE_INIT(2); /* pdd */
                    for (int j = 0; j < J; j += 1) {
                        double acc_index;
                        double __tmp0;
                        double u_index;
                        double __tmp1;
                        double src_index;
                        double __tmp2;
                        {
                            double _cpy_in = __state->__0_acc[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_acc_to_acc_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            acc_index = _cpy_out;
                        }
                        {
                            double __in2 = acc_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = u[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_u_to_u_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            u_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = u_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
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
                            double __in1 = __tmp1;
                            double __in2 = src_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                            PDD_SITE_ACC(2, __state->__0_acc[((J * i) + j)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(2)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_persistent_state, 2, &__state->__0_acc[((J * i) + j)], (((J * i) + j)), __state->__0_acc[((J * i) + j)], {2, PDD_OPERAND_NONE, &u[((J * i) + j)]}, {3, PDD_OPERAND_NONE, &src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
                }
                } /* pdd */
                } else { /* pdd: the loop nest as generated, run while the probes are dormant */
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        double acc_index;
                        double __tmp0;
                        double u_index;
                        double __tmp1;
                        double src_index;
                        double __tmp2;
                        {
                            double _cpy_in = __state->__0_acc[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_acc_to_acc_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            acc_index = _cpy_out;
                        }
                        {
                            double __in2 = acc_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = u[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_u_to_u_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            u_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = u_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
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
                            double __in1 = __tmp1;
                            double __in2 = src_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
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
                PDD_TRACE(pdd_unit_persistent_state, 2, 0, NULL, 0, NULL, NULL); /* pdd */
                PDD_KERNEL_END(pdd_unit_persistent_state, 2); /* pdd */
            }

        }

    }
    {

        copy_acc_to_out_sdfg_0_2_2(__state, &__state->__0_acc[0], &out[0], I, J);

    }
}

DACE_EXPORTED void __program_persistent_state(persistent_state_state_t *__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_persistent_state); /* pdd */
    __program_persistent_state_internal(__state, out, src, u, I, J, TSTEPS);
}

DACE_EXPORTED persistent_state_state_t *__dace_init_persistent_state(int I, int J, int TSTEPS)
{

    int __result = 0;
    persistent_state_state_t *__state = new persistent_state_state_t();

    if (__result) {
        delete __state;
        return nullptr;
    }
    __state->__0_acc = dace::aligned_new_array<double>((I * J), 64);

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_state(persistent_state_state_t *__state)
{

    int __err = 0;
    dace::aligned_delete_array(__state->__0_acc, 64);
    delete __state;
    return __err;
}
