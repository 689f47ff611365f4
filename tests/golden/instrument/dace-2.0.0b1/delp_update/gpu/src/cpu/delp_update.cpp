/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_delp_update_origins[1] = {
};
static const pdd_field_desc pdd_unit_delp_update_fields[1] = {
};
static const pdd_site_desc pdd_unit_delp_update_sites[1] = {
};
static pdd_range pdd_unit_delp_update_ranges[1];
static pdd_unit pdd_unit_delp_update = {PDD_ABI_VERSION, "delp_update", "src/cpu/delp_update.cpp", 0, 0, 0, pdd_unit_delp_update_kernels, pdd_unit_delp_update_fields, pdd_unit_delp_update_sites, pdd_unit_delp_update_ranges, NULL, pdd_unit_delp_update_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update)
/* pdd: end of probe tables */


struct delp_update_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_32(delp_update_state_t *__state, double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Add__map_0_0_34(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_36(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, const double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ gpu_fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_38(delp_update_state_t *__state, double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, const double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, int I, int J, int K, const double dt);
DACE_EXPORTED void __dace_runkernel_augassign_26_4_map_0_0_40(delp_update_state_t *__state, const double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, double * __restrict__ gpu_delp, int I, int J, int K);
void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{

    {
        double * fx_slice_minus_fx_slice;
        DACE_GPU_CHECK(cudaMalloc((void**)&fx_slice_minus_fx_slice, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * fx_slice_fx_slice_plus_fy_slice;
        DACE_GPU_CHECK(cudaMalloc((void**)&fx_slice_fx_slice_plus_fy_slice, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * fx_slice_fx_slice_fy_slice_minus_fy_slice;
        DACE_GPU_CHECK(cudaMalloc((void**)&fx_slice_fx_slice_fy_slice_minus_fy_slice, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * dt_times_fx_slice_fx_slice_fy_slice_fy_slice;
        DACE_GPU_CHECK(cudaMalloc((void**)&dt_times_fx_slice_fx_slice_fy_slice_fy_slice, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * gpu_fx;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_fx, ((J * K) * (I + 1)) * sizeof(double)));
        double * gpu_fy;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_fy, ((I * K) * (J + 1)) * sizeof(double)));
        double * gpu_delp;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));

        {
            double* _cpy_in = &fx[0];
            double* _cpy_out = gpu_fx;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        __dace_runkernel__Sub__map_0_0_32(__state, fx_slice_minus_fx_slice, gpu_fx, I, J, K);
        {
            double* _cpy_in = &fy[0];
            double* _cpy_out = gpu_fy;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[1], 0));
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[2], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[2], 0));
            ///////////////////

        }
        __dace_runkernel__Add__map_0_0_34(__state, fx_slice_fx_slice_plus_fy_slice, fx_slice_minus_fx_slice, gpu_fy, I, J, K);
        __dace_runkernel__Sub__map_0_0_36(__state, fx_slice_fx_slice_fy_slice_minus_fy_slice, fx_slice_fx_slice_plus_fy_slice, gpu_fy, I, J, K);
        {
            double* _cpy_in = &delp[0];
            double* _cpy_out = gpu_delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[3], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[3], 0));
            ///////////////////

        }
        __dace_runkernel__Mult__map_0_0_38(__state, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, fx_slice_fx_slice_fy_slice_minus_fy_slice, I, J, K, dt);
        __dace_runkernel_augassign_26_4_map_0_0_40(__state, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, gpu_delp, I, J, K);
        {
            double * _cpy_in = &gpu_delp[0];
            double* _cpy_out = delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaFree(fx_slice_minus_fx_slice));
        DACE_GPU_CHECK(cudaFree(fx_slice_fx_slice_plus_fy_slice));
        DACE_GPU_CHECK(cudaFree(fx_slice_fx_slice_fy_slice_minus_fy_slice));
        DACE_GPU_CHECK(cudaFree(dt_times_fx_slice_fx_slice_fy_slice_fy_slice));
        DACE_GPU_CHECK(cudaFree(gpu_fx));
        DACE_GPU_CHECK(cudaFree(gpu_fy));
        DACE_GPU_CHECK(cudaFree(gpu_delp));

    }
}

DACE_EXPORTED void __dace_gpu_drain_error(delp_update_state_t *__state);
DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    PDD_PROGRAM_BEGIN(pdd_unit_delp_update); /* pdd */
    __dace_gpu_drain_error(__state);
    __program_delp_update_internal(__state, delp, fx, fy, I, J, K, dt);
}
DACE_EXPORTED int __dace_init_cuda(delp_update_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(delp_update_state_t *__state);

DACE_EXPORTED delp_update_state_t *__dace_init_delp_update(int I, int J, int K)
{

    int __result = 0;
    delp_update_state_t *__state = new delp_update_state_t();
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

DACE_EXPORTED int __dace_exit_delp_update(delp_update_state_t *__state)
{

    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
