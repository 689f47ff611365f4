/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_softmax4d_kernels[1] = {
};
static const pdd_kernel_origin pdd_unit_softmax4d_origins[1] = {
};
static const pdd_field_desc pdd_unit_softmax4d_fields[2] = {
    {"gpu_out", PDD_T_F64, 4, PDD_STORAGE_GPU, 1},
    {"rowsum", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_softmax4d_sites[1] = {
};
static pdd_range pdd_unit_softmax4d_ranges[1];
static pdd_unit pdd_unit_softmax4d = {PDD_ABI_VERSION, "softmax4d", "src/cpu/softmax4d.cpp", 0, 2, 0, pdd_unit_softmax4d_kernels, pdd_unit_softmax4d_fields, pdd_unit_softmax4d_sites, pdd_unit_softmax4d_ranges, NULL, pdd_unit_softmax4d_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_softmax4d)
/* pdd: end of probe tables */


struct softmax4d_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_softmax4d_165_0_0_0(softmax4d_state_t *__state, double * __restrict__ gpu_out, const double * __restrict__ gpu_x, int M, int N, int NB, int NH);
DACE_EXPORTED void __dace_runkernel_reduce_init_map_1_0_0(softmax4d_state_t *__state, double * __restrict__ _out, int N, int NB, int NH);
DACE_EXPORTED void __dace_runkernel_reduce_output_1_1_3(softmax4d_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int M, int N, int NB, int NH);
inline void reduce_0_0_15(softmax4d_state_t *__state, double * __restrict__ _in, double * __restrict__ _out, int M, int N, int NB, int NH) {

    {

        __dace_runkernel_reduce_init_map_1_0_0(__state, _out, N, NB, NH);


    }
    {

        __dace_runkernel_reduce_output_1_1_3(__state, _in, _out, M, N, NB, NH);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
}

DACE_EXPORTED void __dace_runkernel_programs_softmax4d_168_0_0_5(softmax4d_state_t *__state, double * __restrict__ gpu_out, const double * __restrict__ rowsum, int M, int N, int NB, int NH);
void __program_softmax4d_internal(softmax4d_state_t*__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
    double * gpu_out;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_out, (((M * N) * NB) * NH) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(NB), (int64_t)(NH), (int64_t)(N), (int64_t)(M)}, pdd_strides[] = {(int64_t)(M*N*NH), (int64_t)(M*N), (int64_t)(M), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_softmax4d, 0, gpu_out, 4, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_x;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_x, (((M * N) * NB) * NH) * sizeof(double)));

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_x, x, (((M * N) * NB) * NH) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_out, out, (((M * N) * NB) * NH) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {
        double * rowsum;
        DACE_GPU_CHECK(cudaMalloc((void**)&rowsum, ((N * NB) * NH) * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(NB), (int64_t)(NH), (int64_t)(N)}, pdd_strides[] = {(int64_t)(N*NH), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_softmax4d, 1, rowsum, 3, pdd_shape, pdd_strides); } /* pdd */

        __dace_runkernel_programs_softmax4d_165_0_0_0(__state, gpu_out, gpu_x, M, N, NB, NH);
        cudaEventRecord(__state->gpu_context->events[2], __state->gpu_context->streams[0]);
        cudaStreamWaitEvent(__state->gpu_context->streams[1], __state->gpu_context->events[2], 0);
        reduce_0_0_15(__state, &gpu_out[0], &rowsum[0], M, N, NB, NH);
        __dace_runkernel_programs_softmax4d_168_0_0_5(__state, gpu_out, rowsum, M, N, NB, NH);
        DACE_GPU_CHECK(cudaMemcpyAsync(out, gpu_out, (((M * N) * NB) * NH) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaFree(rowsum));

    }
    DACE_GPU_CHECK(cudaFree(gpu_out));
    DACE_GPU_CHECK(cudaFree(gpu_x));
}

DACE_EXPORTED void __program_softmax4d(softmax4d_state_t *__state, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH)
{
    PDD_PROGRAM_BEGIN(pdd_unit_softmax4d); /* pdd */
    __program_softmax4d_internal(__state, out, x, M, N, NB, NH);
}
DACE_EXPORTED int __dace_init_cuda(softmax4d_state_t *__state, int M, int N, int NB, int NH);
DACE_EXPORTED int __dace_exit_cuda(softmax4d_state_t *__state);

DACE_EXPORTED softmax4d_state_t *__dace_init_softmax4d(int M, int N, int NB, int NH)
{
    int __result = 0;
    softmax4d_state_t *__state = new softmax4d_state_t;


    __result |= __dace_init_cuda(__state, M, N, NB, NH);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_softmax4d(softmax4d_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
