/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_heat_3d_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_heat_3d_origins[1] = {
};
static const pdd_field_desc pdd_unit_heat_3d_fields[1] = {
};
static const pdd_site_desc pdd_unit_heat_3d_sites[1] = {
};
static pdd_range pdd_unit_heat_3d_ranges[1];
static pdd_unit pdd_unit_heat_3d = {PDD_ABI_VERSION, "heat_3d", "src/cpu/heat_3d.cpp", 0, 0, 0, pdd_unit_heat_3d_kernels, pdd_unit_heat_3d_fields, pdd_unit_heat_3d_sites, pdd_unit_heat_3d_ranges, NULL, pdd_unit_heat_3d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_heat_3d)
/* pdd: end of probe tables */


struct heat_3d_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_heat_3d_153_0_1_0(heat_3d_state_t *__state, const double * __restrict__ gpu_A, double * __restrict__ gpu_B, const double * __restrict__ gpu_src, int N, int TSTEPS, int64_t t);
DACE_EXPORTED void __dace_runkernel_programs_heat_3d_157_0_1_24(heat_3d_state_t *__state, double * __restrict__ gpu_A, const double * __restrict__ gpu_B, int N);
void __program_heat_3d_internal(heat_3d_state_t*__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    double * gpu_A;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_A, ((N * N) * N) * sizeof(double)));
    double * gpu_B;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_B, ((N * N) * N) * sizeof(double)));
    double * gpu_src;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_src, (((N * N) * N) * TSTEPS) * sizeof(double)));
    int64_t t;

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_A, A, ((N * N) * N) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_src, src, (((N * N) * N) * TSTEPS) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_B, B, ((N * N) * N) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }


    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            __dace_runkernel_programs_heat_3d_153_0_1_0(__state, gpu_A, gpu_B, gpu_src, N, TSTEPS, t);
            __dace_runkernel_programs_heat_3d_157_0_1_24(__state, gpu_A, gpu_B, N);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


        }

    }
    {

        DACE_GPU_CHECK(cudaMemcpyAsync(B, gpu_B, ((N * N) * N) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(A, gpu_A, ((N * N) * N) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    DACE_GPU_CHECK(cudaFree(gpu_A));
    DACE_GPU_CHECK(cudaFree(gpu_B));
    DACE_GPU_CHECK(cudaFree(gpu_src));
}

DACE_EXPORTED void __program_heat_3d(heat_3d_state_t *__state, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_heat_3d); /* pdd */
    __program_heat_3d_internal(__state, A, B, src, N, TSTEPS);
}
DACE_EXPORTED int __dace_init_cuda(heat_3d_state_t *__state, int N, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(heat_3d_state_t *__state);

DACE_EXPORTED heat_3d_state_t *__dace_init_heat_3d(int N, int TSTEPS)
{
    int __result = 0;
    heat_3d_state_t *__state = new heat_3d_state_t;


    __result |= __dace_init_cuda(__state, N, TSTEPS);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_heat_3d(heat_3d_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
