/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_loop_transient_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_loop_transient_origins[1] = {
};
static const pdd_field_desc pdd_unit_loop_transient_fields[1] = {
};
static const pdd_site_desc pdd_unit_loop_transient_sites[1] = {
};
static pdd_range pdd_unit_loop_transient_ranges[1];
static pdd_unit pdd_unit_loop_transient = {PDD_ABI_VERSION, "loop_transient", "src/cpu/loop_transient.cpp", 0, 0, 0, pdd_unit_loop_transient_kernels, pdd_unit_loop_transient_fields, pdd_unit_loop_transient_sites, pdd_unit_loop_transient_ranges, NULL, pdd_unit_loop_transient_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_loop_transient)
/* pdd: end of probe tables */


struct loop_transient_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel__Mult__map_0_1_0(loop_transient_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_a, int I, int J);
DACE_EXPORTED void __dace_runkernel__Add__map_0_1_5(loop_transient_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_src, double * __restrict__ tmp, int I, int J, int TSTEPS, int64_t t);
DACE_EXPORTED void __dace_runkernel__Mult__map_0_1_10(loop_transient_state_t *__state, double * __restrict__ __tmp2, const double * __restrict__ gpu_b, int I, int J);
DACE_EXPORTED void __dace_runkernel__Add__map_0_1_15(loop_transient_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ gpu_b, const double * __restrict__ tmp, int I, int J);
void __program_loop_transient_internal(loop_transient_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    double * gpu_b;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_b, (I * J) * sizeof(double)));
    double * gpu_a;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_a, (I * J) * sizeof(double)));
    double * gpu_src;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_src, ((I * J) * TSTEPS) * sizeof(double)));
    int64_t t;

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_a, a, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_src, src, ((I * J) * TSTEPS) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_b, b, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }


    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {
            double * __tmp0;
            DACE_GPU_CHECK(cudaMalloc((void**)&__tmp0, (I * J) * sizeof(double)));
            double * __tmp2;
            DACE_GPU_CHECK(cudaMalloc((void**)&__tmp2, (I * J) * sizeof(double)));
            double * tmp;
            DACE_GPU_CHECK(cudaMalloc((void**)&tmp, (I * J) * sizeof(double)));

            __dace_runkernel__Mult__map_0_1_0(__state, __tmp0, gpu_a, I, J);
            __dace_runkernel__Add__map_0_1_5(__state, __tmp0, gpu_src, tmp, I, J, TSTEPS, t);
            __dace_runkernel__Mult__map_0_1_10(__state, __tmp2, gpu_b, I, J);
            cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[1]);
            cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[0], 0);
            __dace_runkernel__Add__map_0_1_15(__state, __tmp2, gpu_b, tmp, I, J);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

            DACE_GPU_CHECK(cudaFree(__tmp0));
            DACE_GPU_CHECK(cudaFree(__tmp2));
            DACE_GPU_CHECK(cudaFree(tmp));

        }

    }
    {

        DACE_GPU_CHECK(cudaMemcpyAsync(b, gpu_b, (I * J) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    DACE_GPU_CHECK(cudaFree(gpu_b));
    DACE_GPU_CHECK(cudaFree(gpu_a));
    DACE_GPU_CHECK(cudaFree(gpu_src));
}

DACE_EXPORTED void __program_loop_transient(loop_transient_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_loop_transient); /* pdd */
    __program_loop_transient_internal(__state, a, b, src, I, J, TSTEPS);
}
DACE_EXPORTED int __dace_init_cuda(loop_transient_state_t *__state, int I, int J, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(loop_transient_state_t *__state);

DACE_EXPORTED loop_transient_state_t *__dace_init_loop_transient(int I, int J, int TSTEPS)
{
    int __result = 0;
    loop_transient_state_t *__state = new loop_transient_state_t;


    __result |= __dace_init_cuda(__state, I, J, TSTEPS);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_loop_transient(loop_transient_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
