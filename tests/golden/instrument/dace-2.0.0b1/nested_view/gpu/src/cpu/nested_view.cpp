/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_view_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_nested_view_origins[1] = {
};
static const pdd_field_desc pdd_unit_nested_view_fields[2] = {
    {"gpu_w", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"gpu_bias", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_nested_view_sites[1] = {
};
static pdd_range pdd_unit_nested_view_ranges[1];
static pdd_unit pdd_unit_nested_view = {PDD_ABI_VERSION, "nested_view", "src/cpu/nested_view.cpp", 0, 2, 0, pdd_unit_nested_view_kernels, pdd_unit_nested_view_fields, pdd_unit_nested_view_sites, pdd_unit_nested_view_ranges, NULL, pdd_unit_nested_view_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested_view)
/* pdd: end of probe tables */


struct nested_view_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_nested_view_192_0_0_17(nested_view_state_t *__state, const double * __restrict__ gpu_bias, const double * __restrict__ gpu_w, const double * __restrict__ gpu_x, double * __restrict__ gpu_y, int I, int J, int K);
void __program_nested_view_internal(nested_view_state_t*__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{

    {
        double * gpu_w;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_w, 3 * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(3)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 0, gpu_w, 1, pdd_shape, pdd_strides); } /* pdd */
        double * gpu_bias;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_bias, K * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_view, 1, gpu_bias, 1, pdd_shape, pdd_strides); } /* pdd */
        double * gpu_x;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_x, ((I * J) * K) * sizeof(double)));
        double * gpu_y;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_y, ((I * J) * K) * sizeof(double)));

        {
            double* _cpy_in = &w[0];
            double* _cpy_out = gpu_w;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, 3 * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &bias[0];
            double* _cpy_out = gpu_bias;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, K * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[1], 0));
            ///////////////////

        }
        {
            double* _cpy_in = &x[0];
            double* _cpy_out = gpu_x;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[2], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[2], 0));
            ///////////////////

        }
        __dace_runkernel_programs_nested_view_192_0_0_17(__state, gpu_bias, gpu_w, gpu_x, gpu_y, I, J, K);
        {
            double * _cpy_in = &gpu_y[0];
            double* _cpy_out = y;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaFree(gpu_w));
        DACE_GPU_CHECK(cudaFree(gpu_bias));
        DACE_GPU_CHECK(cudaFree(gpu_x));
        DACE_GPU_CHECK(cudaFree(gpu_y));

    }
}

DACE_EXPORTED void __dace_gpu_drain_error(nested_view_state_t *__state);
DACE_EXPORTED void __program_nested_view(nested_view_state_t *__state, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested_view); /* pdd */
    __dace_gpu_drain_error(__state);
    __program_nested_view_internal(__state, bias, w, x, y, I, J, K);
}
DACE_EXPORTED int __dace_init_cuda(nested_view_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(nested_view_state_t *__state);

DACE_EXPORTED nested_view_state_t *__dace_init_nested_view(int I, int J, int K)
{

    int __result = 0;
    nested_view_state_t *__state = new nested_view_state_t();
    __result |= __dace_init_cuda(__state, I, J, K);

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

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
