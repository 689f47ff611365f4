/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solver_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_vertical_solver_origins[1] = {
};
static const pdd_field_desc pdd_unit_vertical_solver_fields[1] = {
};
static const pdd_site_desc pdd_unit_vertical_solver_sites[1] = {
};
static pdd_range pdd_unit_vertical_solver_ranges[1];
static pdd_unit pdd_unit_vertical_solver = {PDD_ABI_VERSION, "vertical_solver", "src/cpu/vertical_solver.cpp", 0, 0, 0, pdd_unit_vertical_solver_kernels, pdd_unit_vertical_solver_fields, pdd_unit_vertical_solver_sites, pdd_unit_vertical_solver_ranges, NULL, pdd_unit_vertical_solver_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_solver)
/* pdd: end of probe tables */


struct vertical_solver_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_77_0_5_10(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_82_0_4_0(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k);
DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_86_0_0_0(vertical_solver_state_t *__state, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_89_0_2_0(vertical_solver_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k);
void __program_vertical_solver_internal(vertical_solver_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    double * cp;
    DACE_GPU_CHECK(cudaMalloc((void**)&cp, ((I * J) * K) * sizeof(double)));
    double * dp;
    DACE_GPU_CHECK(cudaMalloc((void**)&dp, ((I * J) * K) * sizeof(double)));
    double * gpu_x;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_x, ((I * J) * K) * sizeof(double)));
    double * gpu_c;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_c, ((I * J) * K) * sizeof(double)));
    double * gpu_b;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_b, ((I * J) * K) * sizeof(double)));
    double * gpu_d;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_d, ((I * J) * K) * sizeof(double)));
    double * gpu_a;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_a, ((I * J) * K) * sizeof(double)));
    int64_t k;

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_b, b, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_c, c, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));

        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[0], 0));

        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_d, d, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));

        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[1], 0));

        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel_programs_vertical_solver_77_0_5_10(__state, cp, dp, gpu_b, gpu_c, gpu_d, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_x, x, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_a, a, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));


    }


    for (k = 1; (k < K); k = (k + 1)) {
        {

            __dace_runkernel_programs_vertical_solver_82_0_4_0(__state, cp, dp, gpu_a, gpu_b, gpu_c, gpu_d, I, J, K, k);


        }

    }
    {

        __dace_runkernel_programs_vertical_solver_86_0_0_0(__state, dp, gpu_x, I, J, K);


    }


    for (k = (K - 2); (k > -1); k = (k + -1)) {
        {

            __dace_runkernel_programs_vertical_solver_89_0_2_0(__state, cp, dp, gpu_x, I, J, K, k);


        }

    }
    {

        DACE_GPU_CHECK(cudaMemcpyAsync(x, gpu_x, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    DACE_GPU_CHECK(cudaFree(cp));
    DACE_GPU_CHECK(cudaFree(dp));
    DACE_GPU_CHECK(cudaFree(gpu_x));
    DACE_GPU_CHECK(cudaFree(gpu_c));
    DACE_GPU_CHECK(cudaFree(gpu_b));
    DACE_GPU_CHECK(cudaFree(gpu_d));
    DACE_GPU_CHECK(cudaFree(gpu_a));
}

DACE_EXPORTED void __program_vertical_solver(vertical_solver_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ x, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_vertical_solver); /* pdd */
    __program_vertical_solver_internal(__state, a, b, c, d, x, I, J, K);
}
DACE_EXPORTED int __dace_init_cuda(vertical_solver_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(vertical_solver_state_t *__state);

DACE_EXPORTED vertical_solver_state_t *__dace_init_vertical_solver(int I, int J, int K)
{
    int __result = 0;
    vertical_solver_state_t *__state = new vertical_solver_state_t;


    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_vertical_solver(vertical_solver_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
