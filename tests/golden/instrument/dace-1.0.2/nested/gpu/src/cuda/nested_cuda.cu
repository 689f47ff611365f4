
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_cuda_kernels[6] = {
    {"programs_nested_120_0_0_0", "src/cuda/nested_cuda.cu", 205, "programs_nested_120"},
    {"programs_nested_123_0_0_6", "src/cuda/nested_cuda.cu", 230, "programs_nested_123"},
    {"assign_106_4_gmap_3_0_4", "src/cuda/nested_cuda.cu", 260, "assign_106_4_gmap"},
    {"_Mult__gmap_3_2_11", "src/cuda/nested_cuda.cu", 291, "_Mult__gmap"},
    {"_Add__gmap_3_2_13", "src/cuda/nested_cuda.cu", 322, "_Add__gmap"},
    {"assign_108_8_gmap_3_2_15", "src/cuda/nested_cuda.cu", 352, "assign_108_8_gmap"},
};
static const pdd_kernel_origin pdd_unit_nested_cuda_origins[6] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_nested_cuda_fields[8] = {
    {"gpu_pt_out", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_diag", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"__tmp3", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"__tmp4", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"__tmp6", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"__tmp2", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"__tmp1", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"gpu_pt_prev", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_nested_cuda_sites[7] = {
    {0, 0, 33, 0},
    {0, 0, 85, 0},
    {2, 1, 248, 0},
    {3, 2, 279, 0},
    {4, 3, 310, 0},
    {5, 1, 340, 0},
    {1, 7, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_nested_cuda_ranges[7];
static pdd_unit pdd_unit_nested_cuda = {PDD_ABI_VERSION, "nested", "src/cuda/nested_cuda.cu", 6, 8, 7, pdd_unit_nested_cuda_kernels, pdd_unit_nested_cuda_fields, pdd_unit_nested_cuda_sites, pdd_unit_nested_cuda_ranges, NULL, pdd_unit_nested_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_nested_cuda, 7) /* pdd */



struct nested_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(nested_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(nested_state_t *__state);

DACE_DFI void programs_nested_120_4_0_0_2(const double * __restrict__ __tmp_121_24_r, const double&  __tmp_121_54_r, double * __restrict__ __tmp_121_37_w, int K) {
    int64_t k;

    {
        double __tmp6;


        dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
        __tmp_121_24_r, &__tmp6, 1);
        {
            double __inp = __tmp6;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            __tmp_121_37_w[0] = __out;
            PDD_DEV_STORE(pdd_unit_nested_cuda, 0, &__tmp_121_37_w[0], __tmp_121_37_w[0]); /* pdd */
        }

    }


    for (k = 1; (k < K); k = (k + 1)) {
        {
            double __tmp1;
            double __tmp2;
            double __tmp3;
            double __tmp4;


            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            __tmp_121_24_r + k, &__tmp1, 1);

            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            __tmp_121_37_w + (k - 1), &__tmp2, 1);
            {
                double __in1 = __tmp_121_54_r;
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in2 = __tmp3;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __inp = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                __tmp_121_37_w[k] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 1, &__tmp_121_37_w[k], __tmp_121_37_w[k], {0, PDD_OPERAND_NONE, (__tmp_121_37_w + (k - 1))}); /* pdd */
            }

        }

    }

}

DACE_DFI void programs_nested_123_4_0_0_8(const double * __restrict__ __tmp_124_18_r, double * __restrict__ __tmp_124_25_w, int J, int K) {

    {

        dace::GlobalToGlobal1DDynamic<double, 32, 1, 1, true>(__tmp_124_18_r, 1, __tmp_124_25_w, 1, (J * K));

    }
}



int __dace_init_cuda(nested_state_t *__state, int I, int J, int K) {
    int count;

    // Check that we are able to run cuda code
    if (cudaGetDeviceCount(&count) != cudaSuccess)
    {
        printf("ERROR: GPU drivers are not configured or cuda-capable device "
               "not found\n");
        return 1;
    }
    if (count == 0)
    {
        printf("ERROR: No cuda-capable devices found\n");
        return 2;
    }

    // Initialize cuda before we run the application
    float *dev_X;
    DACE_GPU_CHECK(cudaMalloc((void **) &dev_X, 1));
    DACE_GPU_CHECK(cudaFree(dev_X));

    

    __state->gpu_context = new dace::cuda::Context(7, 3);

    // Create cuda streams and events
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(nested_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(nested_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 7)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(nested_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 7; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_nested_120_0_0_0(const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            if (j < J) {
                {
                    programs_nested_120_4_0_0_2(&gpu_pt[(((J * K) * i) + (K * j))], coef, &gpu_pt_out[(((J * K) * i) + (K * j))], K);
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_nested_120_0_0_0(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef);
void __dace_runkernel_programs_nested_120_0_0_0(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_nested_120_0_0_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_nested_120_0_0_0_args[] = { (void *)&gpu_pt, (void *)&gpu_pt_out, (void *)&I, (void *)&J, (void *)&K, (void *)&coef };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 0, gpu_pt_out, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_nested_120_0_0_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_nested_120_0_0_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 0, __state->gpu_context->streams[0], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_nested_120_0_0_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) programs_nested_123_0_0_6(const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K) {
    {
        int i = (blockIdx.x * 32 + threadIdx.x);
        if (i < I) {
            programs_nested_123_4_0_0_8(&gpu_pt[((J * K) * i)], &gpu_pt_prev[((J * K) * i)], J, K);
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_nested_123_0_0_6(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K);
void __dace_runkernel_programs_nested_123_0_0_6(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K)
{

    if ((int_ceil(int_ceil(I, 1), 32)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_nested_123_0_0_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_nested_123_0_0_6_args[] = { (void *)&gpu_pt, (void *)&gpu_pt_prev, (void *)&I, (void *)&J, (void *)&K };
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_nested_123_0_0_6, dim3(int_ceil(int_ceil(I, 1), 32), 1, 1), dim3(32, 1, 1), programs_nested_123_0_0_6_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 1, __state->gpu_context->streams[2], 0, 0); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_nested_123_0_0_6", int_ceil(int_ceil(I, 1), 32), 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) assign_106_4_gmap_3_0_4(double * __restrict__ col_out, const double * __restrict__ __tmp6) {
    {
        int assign_106_4__gmapi = (blockIdx.x * 32 + threadIdx.x);
        if (assign_106_4__gmapi < 1) {
            {
                double __inp = __tmp6[0];
                double __out;

                ///////////////////
                // Tasklet code (assign_106_4)
                __out = __inp;
                ///////////////////

                col_out[0] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 2, &col_out[0], col_out[0], {4, PDD_OPERAND_NONE, &__tmp6[0]}); /* pdd */
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_assign_106_4_gmap_3_0_4(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp6);
void __dace_runkernel_assign_106_4_gmap_3_0_4(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp6)
{

    void  *assign_106_4_gmap_3_0_4_args[] = { (void *)&col_out, (void *)&__tmp6 };
    PDD_FIELD_BIND_VIEW(pdd_unit_nested_cuda, 1, col_out); /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 4, __tmp6, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)assign_106_4_gmap_3_0_4, dim3(1, 1, 1), dim3(32, 1, 1), assign_106_4_gmap_3_0_4_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 2, __state->gpu_context->streams[3], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "assign_106_4_gmap_3_0_4", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) _Mult__gmap_3_2_11(const double * __restrict__ __tmp2, double * __restrict__ __tmp3, const double __tmp5) {
    {
        int _Mult___gmapi = (blockIdx.x * 32 + threadIdx.x);
        if (_Mult___gmapi < 1) {
            {
                double __in1 = __tmp5;
                double __in2 = __tmp2[0];
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                __tmp3[0] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 3, &__tmp3[0], __tmp3[0], {5, PDD_OPERAND_NONE, &__tmp2[0]}); /* pdd */
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Mult__gmap_3_2_11(nested_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, const double __tmp5);
void __dace_runkernel__Mult__gmap_3_2_11(nested_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, const double __tmp5)
{

    void  *_Mult__gmap_3_2_11_args[] = { (void *)&__tmp2, (void *)&__tmp3, (void *)&__tmp5 };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 2, __tmp3, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 5, __tmp2, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__gmap_3_2_11, dim3(1, 1, 1), dim3(32, 1, 1), _Mult__gmap_3_2_11_args, 0, __state->gpu_context->streams[4]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 3, __state->gpu_context->streams[4], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__gmap_3_2_11", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 3); /* pdd */
}
__global__ void __launch_bounds__(32) _Add__gmap_3_2_13(const double * __restrict__ __tmp1, const double * __restrict__ __tmp3, double * __restrict__ __tmp4) {
    {
        int _Add___gmapi = (blockIdx.x * 32 + threadIdx.x);
        if (_Add___gmapi < 1) {
            {
                double __in2 = __tmp3[0];
                double __in1 = __tmp1[0];
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4[0] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 4, &__tmp4[0], __tmp4[0], {2, PDD_OPERAND_NONE, &__tmp3[0]}, {6, PDD_OPERAND_NONE, &__tmp1[0]}); /* pdd */
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Add__gmap_3_2_13(nested_state_t *__state, const double * __restrict__ __tmp1, const double * __restrict__ __tmp3, double * __restrict__ __tmp4);
void __dace_runkernel__Add__gmap_3_2_13(nested_state_t *__state, const double * __restrict__ __tmp1, const double * __restrict__ __tmp3, double * __restrict__ __tmp4)
{

    void  *_Add__gmap_3_2_13_args[] = { (void *)&__tmp1, (void *)&__tmp3, (void *)&__tmp4 };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 3, __tmp4, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 6, __tmp1, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 2, __tmp3, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Add__gmap_3_2_13, dim3(1, 1, 1), dim3(32, 1, 1), _Add__gmap_3_2_13_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 4, __state->gpu_context->streams[3], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Add__gmap_3_2_13", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 4); /* pdd */
}
__global__ void __launch_bounds__(32) assign_108_8_gmap_3_2_15(double * __restrict__ col_out, const double * __restrict__ __tmp4, int64_t k) {
    {
        int assign_108_8__gmapi = (blockIdx.x * 32 + threadIdx.x);
        if (assign_108_8__gmapi < 1) {
            {
                double __inp = __tmp4[0];
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 5, &col_out[k], col_out[k], {3, PDD_OPERAND_NONE, &__tmp4[0]}); /* pdd */
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_assign_108_8_gmap_3_2_15(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp4, int64_t k);
void __dace_runkernel_assign_108_8_gmap_3_2_15(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ __tmp4, int64_t k)
{

    void  *assign_108_8_gmap_3_2_15_args[] = { (void *)&col_out, (void *)&__tmp4, (void *)&k };
    PDD_FIELD_BIND_VIEW(pdd_unit_nested_cuda, 1, col_out); /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 3, __tmp4, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)assign_108_8_gmap_3_2_15, dim3(1, 1, 1), dim3(32, 1, 1), assign_108_8_gmap_3_2_15_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 5, __state->gpu_context->streams[3], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "assign_108_8_gmap_3_2_15", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 5); /* pdd */
}

