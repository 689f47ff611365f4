/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_kernels[1] = {
    {"copy_gpu_pt_0_0_3", "src/cpu/nested.cpp", 110, "copy_gpu_pt"},
};
static const pdd_kernel_origin pdd_unit_nested_origins[1] = {
    {"tests/corpus/programs.py", 120},
};
static const pdd_field_desc pdd_unit_nested_fields[4] = {
    {"gpu_pt", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_out", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_prev", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_diag", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_nested_sites[1] = {
};
static pdd_range pdd_unit_nested_ranges[1];
static pdd_unit pdd_unit_nested = {PDD_ABI_VERSION, "nested", "src/cpu/nested.cpp", 1, 4, 0, pdd_unit_nested_kernels, pdd_unit_nested_fields, pdd_unit_nested_sites, pdd_unit_nested_ranges, NULL, pdd_unit_nested_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested)
/* pdd: end of probe tables */


struct nested_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_nested_120_0_0_0(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef);
DACE_EXPORTED void __dace_runkernel_programs_nested_123_0_0_6(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_assign_106_4_gmap_3_0_4(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp6);
DACE_EXPORTED void __dace_runkernel__Mult__gmap_3_2_11(nested_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, const double __tmp5);
DACE_EXPORTED void __dace_runkernel__Add__gmap_3_2_13(nested_state_t *__state, const double * __restrict__ __tmp1, const double * __restrict__ __tmp3, double * __restrict__ __tmp4);
DACE_EXPORTED void __dace_runkernel_assign_108_8_gmap_3_2_15(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp4, int64_t k);
inline void programs_implicit_column_0_0_12(nested_state_t *__state, const double&  __tmp5, double * __restrict__ col_in, double * __restrict__ col_out, int K) {
    double * __tmp1;
    DACE_GPU_CHECK(cudaMalloc((void**)&__tmp1, 1 * sizeof(double)));
    double * __tmp2;
    DACE_GPU_CHECK(cudaMalloc((void**)&__tmp2, 1 * sizeof(double)));
    double * __tmp3;
    DACE_GPU_CHECK(cudaMalloc((void**)&__tmp3, 1 * sizeof(double)));
    double * __tmp4;
    DACE_GPU_CHECK(cudaMalloc((void**)&__tmp4, 1 * sizeof(double)));
    double * __tmp6;
    DACE_GPU_CHECK(cudaMalloc((void**)&__tmp6, 1 * sizeof(double)));
    int64_t k;

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(__tmp6, col_in, 1 * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel_assign_106_4_gmap_3_0_4(__state, col_out, __tmp6);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));


    }


    for (k = 1; (k < K); k = (k + 1)) {
        {

            DACE_GPU_CHECK(cudaMemcpyAsync(__tmp1, col_in + k, 1 * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[3]));
            DACE_GPU_CHECK(cudaGetLastError());
            DACE_GPU_CHECK(cudaDeviceSynchronize());
            DACE_GPU_CHECK(cudaMemcpyAsync(__tmp2, col_out + (k - 1), 1 * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[4]));
            DACE_GPU_CHECK(cudaGetLastError());
            DACE_GPU_CHECK(cudaDeviceSynchronize());
            __dace_runkernel__Mult__gmap_3_2_11(__state, __tmp2, __tmp3, __tmp5);
            cudaEventRecord(__state->gpu_context->events[1], __state->gpu_context->streams[4]);
            cudaStreamWaitEvent(__state->gpu_context->streams[3], __state->gpu_context->events[1], 0);
            __dace_runkernel__Add__gmap_3_2_13(__state, __tmp1, __tmp3, __tmp4);
            __dace_runkernel_assign_108_8_gmap_3_2_15(__state, col_out, __tmp4, k);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));


        }

    }

    DACE_GPU_CHECK(cudaFree(__tmp1));
    DACE_GPU_CHECK(cudaFree(__tmp2));
    DACE_GPU_CHECK(cudaFree(__tmp3));
    DACE_GPU_CHECK(cudaFree(__tmp4));
    DACE_GPU_CHECK(cudaFree(__tmp6));
}

void __program_nested_internal(nested_state_t*__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    double * gpu_pt;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 0, gpu_pt, 3, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_pt_out;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_out, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 1, gpu_pt_out, 3, pdd_shape, pdd_strides); } /* pdd */

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_pt, pt, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_pt_out, pt_out, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {
        double __tmp0;
        double * gpu_pt_prev;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_prev, ((I * J) * K) * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 2, gpu_pt_prev, 3, pdd_shape, pdd_strides); } /* pdd */
        double * gpu_pt_diag;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_diag, K * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 3, gpu_pt_diag, 1, pdd_shape, pdd_strides); } /* pdd */

        __dace_runkernel_programs_nested_120_0_0_0(__state, gpu_pt, gpu_pt_out, I, J, K, coef);
        DACE_GPU_CHECK(cudaMemcpyAsync(pt_out, gpu_pt_out, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpy2DAsync(pt_sfc, 1 * sizeof(double), gpu_pt_out + (K - 1), K * sizeof(double), sizeof(double), (I * J), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[2], __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[1], __state->gpu_context->events[2], 0));

        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        __dace_runkernel_programs_nested_123_0_0_6(__state, gpu_pt, gpu_pt_prev, I, J, K);
        DACE_GPU_CHECK(cudaMemcpyAsync(pt_prev, gpu_pt_prev, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        PDD_KERNEL_BEGIN(pdd_unit_nested, 0); /* pdd */
        for (int __copyidx0 = 0; __copyidx0 < I - 2;++__copyidx0) {
            DACE_GPU_CHECK(cudaMemcpy2DAsync(pt_halo + (__copyidx0 * ((K * (J - 2)))), K * sizeof(double), gpu_pt + ((J * K) + K) + (__copyidx0 * ((J * K))), K * sizeof(double), K * sizeof(double), (J - 2), cudaMemcpyDeviceToHost, __state->gpu_context->streams[5]));
        }
        PDD_KERNEL_END(pdd_unit_nested, 0); /* pdd */
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        {
            double __in2 = coef;
            double __out;

            ///////////////////
            // Tasklet code (_Mult_)
            __out = (0.5 * __in2);
            ///////////////////

            __tmp0 = __out;
        }
        programs_implicit_column_0_0_12(__state, __tmp0, &gpu_pt[(((J * K) * (I - 1)) + (K * (J - 1)))], &gpu_pt_diag[0], K);
        DACE_GPU_CHECK(cudaMemcpyAsync(pt_diag, gpu_pt_diag, K * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[5]));

        DACE_GPU_CHECK(cudaFree(gpu_pt_prev));
        DACE_GPU_CHECK(cudaFree(gpu_pt_diag));

    }
    DACE_GPU_CHECK(cudaFree(gpu_pt));
    DACE_GPU_CHECK(cudaFree(gpu_pt_out));
}

DACE_EXPORTED void __program_nested(nested_state_t *__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested); /* pdd */
    __program_nested_internal(__state, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, I, J, K, coef);
}
DACE_EXPORTED int __dace_init_cuda(nested_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(nested_state_t *__state);

DACE_EXPORTED nested_state_t *__dace_init_nested(int I, int J, int K)
{
    int __result = 0;
    nested_state_t *__state = new nested_state_t;


    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_nested(nested_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
