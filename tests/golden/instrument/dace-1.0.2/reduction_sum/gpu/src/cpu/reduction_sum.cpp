/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_reduction_sum_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_reduction_sum_origins[1] = {
};
static const pdd_field_desc pdd_unit_reduction_sum_fields[2] = {
    {"__tmp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp3", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_reduction_sum_sites[1] = {
};
static pdd_range pdd_unit_reduction_sum_ranges[1];
static pdd_unit pdd_unit_reduction_sum = {PDD_ABI_VERSION, "reduction_sum", "src/cpu/reduction_sum.cpp", 0, 2, 0, pdd_unit_reduction_sum_kernels, pdd_unit_reduction_sum_fields, pdd_unit_reduction_sum_sites, pdd_unit_reduction_sum_ranges, NULL, pdd_unit_reduction_sum_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_reduction_sum)
/* pdd: end of probe tables */


struct reduction_sum_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_0(reduction_sum_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Div__map_0_0_5(reduction_sum_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_9(reduction_sum_state_t *__state, double * __restrict__ __tmp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_reduce_init_map_1_0_0(reduction_sum_state_t *__state, double * __restrict__ _out, int I, int J);
DACE_EXPORTED void __dace_runkernel_reduce_output_1_1_3(reduction_sum_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K);
inline void reduce_0_0_31(reduction_sum_state_t *__state, double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K) {

    {

        __dace_runkernel_reduce_init_map_1_0_0(__state, _out, I, J);


    }
    {

        __dace_runkernel_reduce_output_1_1_3(__state, _in, _out, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
}

DACE_EXPORTED void __dace_runkernel__Div__map_0_0_15(reduction_sum_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_pwat, int I, int J);
DACE_EXPORTED void __dace_runkernel_programs_reduction_sum_99_0_0_19(reduction_sum_state_t *__state, const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K);
void __program_reduction_sum_internal(reduction_sum_state_t*__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{
    double * gpu_area;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_area, (I * J) * sizeof(double)));
    double * gpu_qvapor;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor, ((I * J) * K) * sizeof(double)));
    double * gpu_total_mass;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_total_mass, 1 * sizeof(double)));
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qvapor, qvapor, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_delp, delp, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_area, area, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_total_mass, total_mass, 1 * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));


    }
    {
        double * __tmp0;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp0, ((I * J) * K) * sizeof(double)));
        double * __tmp2;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp2, ((I * J) * K) * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 0, __tmp2, 3, pdd_shape, pdd_strides); } /* pdd */
        double * __tmp3;
        DACE_GPU_CHECK(cudaMalloc((void**)&__tmp3, (I * J) * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum, 1, __tmp3, 2, pdd_shape, pdd_strides); } /* pdd */
        double * gpu_pwat;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pwat, (I * J) * sizeof(double)));
        double * gpu_qvapor_mr;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor_mr, ((I * J) * K) * sizeof(double)));

        __dace_runkernel__Sub__map_0_0_0(__state, __tmp0, gpu_qvapor, I, J, K);
        __dace_runkernel__Div__map_0_0_5(__state, __tmp0, gpu_qvapor, gpu_qvapor_mr, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(qvapor_mr, gpu_qvapor_mr, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel__Mult__map_0_0_9(__state, __tmp2, gpu_delp, gpu_qvapor, I, J, K);
        reduce_0_0_31(__state, &__tmp2[0], &__tmp3[0], I, J, K);
        __dace_runkernel__Div__map_0_0_15(__state, __tmp3, gpu_pwat, I, J);
        DACE_GPU_CHECK(cudaMemcpyAsync(pwat, gpu_pwat, (I * J) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel_programs_reduction_sum_99_0_0_19(__state, gpu_area, gpu_delp, gpu_total_mass, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(total_mass, gpu_total_mass, 1 * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));

        DACE_GPU_CHECK(cudaFree(__tmp0));
        DACE_GPU_CHECK(cudaFree(__tmp2));
        DACE_GPU_CHECK(cudaFree(__tmp3));
        DACE_GPU_CHECK(cudaFree(gpu_pwat));
        DACE_GPU_CHECK(cudaFree(gpu_qvapor_mr));

    }
    DACE_GPU_CHECK(cudaFree(gpu_area));
    DACE_GPU_CHECK(cudaFree(gpu_qvapor));
    DACE_GPU_CHECK(cudaFree(gpu_total_mass));
    DACE_GPU_CHECK(cudaFree(gpu_delp));
}

DACE_EXPORTED void __program_reduction_sum(reduction_sum_state_t *__state, double * __restrict__ area, double * __restrict__ delp, double * __restrict__ pwat, double * __restrict__ qvapor, double * __restrict__ qvapor_mr, double * __restrict__ total_mass, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_reduction_sum); /* pdd */
    __program_reduction_sum_internal(__state, area, delp, pwat, qvapor, qvapor_mr, total_mass, I, J, K);
}
DACE_EXPORTED int __dace_init_cuda(reduction_sum_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(reduction_sum_state_t *__state);

DACE_EXPORTED reduction_sum_state_t *__dace_init_reduction_sum(int I, int J, int K)
{
    int __result = 0;
    reduction_sum_state_t *__state = new reduction_sum_state_t;


    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_reduction_sum(reduction_sum_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
