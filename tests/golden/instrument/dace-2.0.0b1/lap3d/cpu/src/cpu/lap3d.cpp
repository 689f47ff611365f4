/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_lap3d_kernels[1] = {
    {"programs_lap3d_19_0_0_0", "src/cpu/lap3d.cpp", 16, "programs_lap3d_19"},
};
static const pdd_kernel_origin pdd_unit_lap3d_origins[1] = {
    {"tests/corpus/programs.py", 19},
};
static const pdd_field_desc pdd_unit_lap3d_fields[2] = {
    {"out", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"inp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_lap3d_sites[2] = {
    {0, 0, 152, 0},
    {0, 1, 30, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_lap3d_ranges[2];
static pdd_unit pdd_unit_lap3d = {PDD_ABI_VERSION, "lap3d", "src/cpu/lap3d.cpp", 1, 2, 2, pdd_unit_lap3d_kernels, pdd_unit_lap3d_fields, pdd_unit_lap3d_sites, pdd_unit_lap3d_ranges, NULL, pdd_unit_lap3d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_lap3d)
/* pdd: end of probe tables */


struct lap3d_state_t {

};

void __program_lap3d_internal(lap3d_state_t*__state, double * __restrict__ inp, double * __restrict__ out, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_lap3d, 0, out, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_lap3d, 1, inp, 3, pdd_shape, pdd_strides); } /* pdd */

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_lap3d, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_lap3d, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_lap3d, 0)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(0); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double inp_index;
                        double inp_index_0;
                        double inp_slice_plus_inp_slice;
                        double inp_index_1;
                        double inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_2;
                        double inp_slice_inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_3;
                        double __tmp0;
                        double out_slice;
                        {
                            double _cpy_in = inp[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_0;
                            double __in1 = inp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = inp_slice_plus_inp_slice;
                            double __in2 = inp_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j - 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_2;
                            double __in1 = inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (4.0 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double __in2 = __tmp0;
                            double __in1 = inp_slice_inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            out_slice = __out;
                        }
                        {
                            double __inp = out_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_20_8)
                            __out = __inp;
                            ///////////////////

                            out[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(0, (int64_t)(k) - (int64_t)(0), out[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(0)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_lap3d, 0, &out[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), out[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i + 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i - 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_lap3d, 0, &out[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), out[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i + 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i - 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(0); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double inp_index;
                        double inp_index_0;
                        double inp_slice_plus_inp_slice;
                        double inp_index_1;
                        double inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_2;
                        double inp_slice_inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_3;
                        double __tmp0;
                        double out_slice;
                        {
                            double _cpy_in = inp[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_0;
                            double __in1 = inp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = inp_slice_plus_inp_slice;
                            double __in2 = inp_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j - 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_2;
                            double __in1 = inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (4.0 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double __in2 = __tmp0;
                            double __in1 = inp_slice_inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            out_slice = __out;
                        }
                        {
                            double __inp = out_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_20_8)
                            __out = __inp;
                            ///////////////////

                            out[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(0, (int64_t)(k) - (int64_t)(0), out[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(0)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_lap3d, 0, &out[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), out[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i + 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i - 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(0)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_lap3d, 0, &out[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), out[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i + 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * (i - 1)) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &inp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double inp_index;
                        double inp_index_0;
                        double inp_slice_plus_inp_slice;
                        double inp_index_1;
                        double inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_2;
                        double inp_slice_inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_3;
                        double __tmp0;
                        double out_slice;
                        {
                            double _cpy_in = inp[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_0;
                            double __in1 = inp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = inp_slice_plus_inp_slice;
                            double __in2 = inp_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j - 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_2;
                            double __in1 = inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (4.0 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double __in2 = __tmp0;
                            double __in1 = inp_slice_inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            out_slice = __out;
                        }
                        {
                            double __inp = out_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_20_8)
                            __out = __inp;
                            ///////////////////

                            out[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_lap3d, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_lap3d, 0); /* pdd */
        }

    }
}

DACE_EXPORTED void __program_lap3d(lap3d_state_t *__state, double * __restrict__ inp, double * __restrict__ out, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_lap3d); /* pdd */
    __program_lap3d_internal(__state, inp, out, I, J, K);
}

DACE_EXPORTED lap3d_state_t *__dace_init_lap3d(int I, int J, int K)
{

    int __result = 0;
    lap3d_state_t *__state = new lap3d_state_t();

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

DACE_EXPORTED int __dace_exit_lap3d(lap3d_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
