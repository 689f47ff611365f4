/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_view_kernels[1] = {
    {"programs_nested_view_192_0_0_0", "src/cpu/nested_view.cpp", 205, "programs_nested_view_192"},
};
static const pdd_kernel_origin pdd_unit_nested_view_origins[1] = {
    {"tests/corpus/programs.py", 192},
};
static const pdd_field_desc pdd_unit_nested_view_fields[4] = {
    {"y", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"x", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"bias", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"w", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_nested_view_sites[4] = {
    {0, 0, 188, 0},
    {0, 1, 207, PDD_SITE_INPUT},
    {0, 2, 210, PDD_SITE_INPUT},
    {0, 3, 210, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_nested_view_ranges[4];
static pdd_unit pdd_unit_nested_view = {PDD_ABI_VERSION, "nested_view", "src/cpu/nested_view.cpp", 1, 4, 4, pdd_unit_nested_view_kernels, pdd_unit_nested_view_fields, pdd_unit_nested_view_sites, pdd_unit_nested_view_ranges, NULL, pdd_unit_nested_view_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested_view)
/* pdd: end of probe tables */


struct nested_view_state_t {

};

inline void programs_conv_bias_0_0_6(nested_view_state_t *__state, const double* __restrict__ bias, const double* __restrict__ w, const double* __restrict__ xin, double* __restrict__ yout, int J, int K) {
    int k;

    for (k = 1; (k < (K - 1)); k = (k + 1)) {
        {

            {
                PDD_SITE_DECL_STRIDED(pdd_unit_nested_view, 0); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    double w_index;
                    double xin_index;
                    double w_slice_times_xin_slice;
                    double w_index_0;
                    double xin_index_0;
                    double w_slice_times_xin_slice_0;
                    double w_slice_xin_slice_plus_w_slice_xin_slice;
                    double w_index_1;
                    double xin_index_1;
                    double w_slice_times_xin_slice_1;
                    double w_slice_xin_slice_w_slice_xin_slice_plus_w_slice_xin_slice;
                    double bias_index;
                    double yout_slice;
                    {
                        double _cpy_in = w[0];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_w_to_w_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        w_index = _cpy_out;
                    }
                    {
                        double _cpy_in = w[1];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_w_to_w_index_0)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        w_index_0 = _cpy_out;
                    }
                    {
                        double _cpy_in = w[2];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_w_to_w_index_1)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        w_index_1 = _cpy_out;
                    }
                    {
                        double _cpy_in = xin[(((K * j) + k) - 1)];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_xin_to_xin_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        xin_index = _cpy_out;
                    }
                    {
                        double __in1 = w_index;
                        double __in2 = xin_index;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        w_slice_times_xin_slice = __out;
                    }
                    {
                        double _cpy_in = xin[((K * j) + k)];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_xin_to_xin_index_0)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        xin_index_0 = _cpy_out;
                    }
                    {
                        double __in2 = xin_index_0;
                        double __in1 = w_index_0;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        w_slice_times_xin_slice_0 = __out;
                    }
                    {
                        double __in1 = w_slice_times_xin_slice;
                        double __in2 = w_slice_times_xin_slice_0;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        w_slice_xin_slice_plus_w_slice_xin_slice = __out;
                    }
                    {
                        double _cpy_in = xin[(((K * j) + k) + 1)];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_xin_to_xin_index_1)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        xin_index_1 = _cpy_out;
                    }
                    {
                        double __in1 = w_index_1;
                        double __in2 = xin_index_1;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        w_slice_times_xin_slice_1 = __out;
                    }
                    {
                        double __in2 = w_slice_times_xin_slice_1;
                        double __in1 = w_slice_xin_slice_plus_w_slice_xin_slice;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        w_slice_xin_slice_w_slice_xin_slice_plus_w_slice_xin_slice = __out;
                    }
                    {
                        double _cpy_in = bias[k];
                        double _cpy_out;

                        ///////////////////
                        // Tasklet code (copy_bias_to_bias_index)
                        _cpy_out = _cpy_in;
                        ///////////////////

                        bias_index = _cpy_out;
                    }
                    {
                        double __in2 = bias_index;
                        double __in1 = w_slice_xin_slice_w_slice_xin_slice_plus_w_slice_xin_slice;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        yout_slice = __out;
                    }
                    {
                        double __inp = yout_slice;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_186_12)
                        __out = __inp;
                        ///////////////////

                        yout[((K * j) + k)] = __out;
                        PDD_SITE_ACC_STRIDED(0, yout[((K * j) + k)]); /* pdd */
                    }
                }
                if (PDD_SITE_BAD_STRIDED(0)) for (int j = 0; j < J; j += 1) PDD_SITE_RECHECK_OPS(pdd_unit_nested_view, 0, &yout[((K * j) + k)], -1, yout[((K * j) + k)], {3, PDD_OPERAND_NONE, &w[0]}, {3, PDD_OPERAND_NONE, &w[1]}, {3, PDD_OPERAND_NONE, &w[2]}, {1, PDD_OPERAND_NONE, &xin[(((K * j) + k) - 1)]}, {1, PDD_OPERAND_NONE, &xin[((K * j) + k)]}, {1, PDD_OPERAND_NONE, &xin[(((K * j) + k) + 1)]}, {2, PDD_OPERAND_NONE, &bias[k]}); /* pdd */
            }

        }

    }
}

void __program_nested_view_internal(nested_view_state_t*__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 0, y, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 1, x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 2, bias, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 3, w, 1, pdd_shape, pdd_strides); } /* pdd */

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested_view, 0); /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                double* x_0;
                x_0 = &x[((J * K) * i)];
                double* y_0;
                y_0 = &y[((J * K) * i)];
                programs_conv_bias_0_0_6(__state, &bias[0], &w[0], &x_0[0], &y_0[0], J, K);
            }
            PDD_TRACE(pdd_unit_nested_view, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested_view, 0); /* pdd */
        }

    }
}

DACE_EXPORTED void __program_nested_view(nested_view_state_t *__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested_view); /* pdd */
    __program_nested_view_internal(__state, bias, w, x, y, I, J, K);
}

DACE_EXPORTED nested_view_state_t *__dace_init_nested_view(int I, int J, int K)
{

    int __result = 0;
    nested_view_state_t *__state = new nested_view_state_t();

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

DACE_EXPORTED int __dace_exit_nested_view(nested_view_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
