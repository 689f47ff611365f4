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

DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_6(delp_update_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Add__map_0_0_10(delp_update_state_t *__state, const double * __restrict__ __tmp0, double * __restrict__ __tmp1, const double * __restrict__ gpu_fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_14(delp_update_state_t *__state, const double * __restrict__ __tmp1, double * __restrict__ __tmp2, const double * __restrict__ gpu_fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_18(delp_update_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, int I, int J, int K, const double dt);
DACE_EXPORTED void __dace_runkernel_augassign_26_4_map_0_0_23(delp_update_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_delp, int I, int J, int K);
void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{

    {
        double * __tmp0;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp0, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * __tmp1;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp1, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * __tmp2;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp2, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * __tmp3;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp3, ((K * (I - 2)) * (J - 2)) * sizeof(double)));
        double * gpu_fy;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_fy, ((I * K) * (J + 1)) * sizeof(double)));
        double * gpu_delp;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
        double * gpu_fx;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_fx, ((J * K) * (I + 1)) * sizeof(double)));

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_fx, fx, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel__Sub__map_0_0_6(__state, __tmp0, gpu_fx, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_fy, fy, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));

        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[1], 0));

        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel__Add__map_0_0_10(__state, __tmp0, __tmp1, gpu_fy, I, J, K);
        __dace_runkernel__Sub__map_0_0_14(__state, __tmp1, __tmp2, gpu_fy, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_delp, delp, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));

        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[2], __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[2], 0));

        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel__Mult__map_0_0_18(__state, __tmp2, __tmp3, I, J, K, dt);
        __dace_runkernel_augassign_26_4_map_0_0_23(__state, __tmp3, gpu_delp, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(delp, gpu_delp, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaFree(__tmp0));
        DACE_GPU_CHECK(cudaFree(__tmp1));
        DACE_GPU_CHECK(cudaFree(__tmp2));
        DACE_GPU_CHECK(cudaFree(__tmp3));
        DACE_GPU_CHECK(cudaFree(gpu_fy));
        DACE_GPU_CHECK(cudaFree(gpu_delp));
        DACE_GPU_CHECK(cudaFree(gpu_fx));

    }
}

DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    PDD_PROGRAM_BEGIN(pdd_unit_delp_update); /* pdd */
    __program_delp_update_internal(__state, delp, fx, fy, I, J, K, dt);
}
DACE_EXPORTED int __dace_init_cuda(delp_update_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(delp_update_state_t *__state);

DACE_EXPORTED delp_update_state_t *__dace_init_delp_update(int I, int J, int K)
{
    int __result = 0;
    delp_update_state_t *__state = new delp_update_state_t;


    __result |= __dace_init_cuda(__state, I, J, K);

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
