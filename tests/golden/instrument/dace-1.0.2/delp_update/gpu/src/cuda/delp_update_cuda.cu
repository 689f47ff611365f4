
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_cuda_kernels[5] = {
    {"_Sub__map_0_0_6", "src/cuda/delp_update_cuda.cu", 133, "_Sub__map"},
    {"_Add__map_0_0_10", "src/cuda/delp_update_cuda.cu", 179, "_Add__map"},
    {"_Sub__map_0_0_14", "src/cuda/delp_update_cuda.cu", 225, "_Sub__map"},
    {"_Mult__map_0_0_18", "src/cuda/delp_update_cuda.cu", 271, "_Mult__map"},
    {"augassign_26_4_map_0_0_23", "src/cuda/delp_update_cuda.cu", 317, "augassign_26_4_map"},
};
static const pdd_kernel_origin pdd_unit_delp_update_cuda_origins[5] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_delp_update_cuda_fields[7] = {
    {"__tmp0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_fx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_fy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_delp_update_cuda_sites[5] = {
    {0, 0, 112, 0},
    {1, 1, 158, 0},
    {2, 2, 204, 0},
    {3, 3, 250, 0},
    {4, 4, 296, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_delp_update_cuda_ranges[5];
static pdd_unit pdd_unit_delp_update_cuda = {PDD_ABI_VERSION, "delp_update", "src/cuda/delp_update_cuda.cu", 5, 7, 5, pdd_unit_delp_update_cuda_kernels, pdd_unit_delp_update_cuda_fields, pdd_unit_delp_update_cuda_sites, pdd_unit_delp_update_cuda_ranges, NULL, pdd_unit_delp_update_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_delp_update_cuda, 5) /* pdd */



struct delp_update_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(delp_update_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(delp_update_state_t *__state);



int __dace_init_cuda(delp_update_state_t *__state, int I, int J, int K) {
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

    

    __state->gpu_context = new dace::cuda::Context(3, 3);

    // Create cuda streams and events
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(delp_update_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(delp_update_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 3)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(delp_update_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 3; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) _Sub__map_0_0_6(double * __restrict__ __tmp0, const double * __restrict__ gpu_fx, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __in1 = gpu_fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                double __in2 = gpu_fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 0, &__tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], __tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &gpu_fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &gpu_fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_6(delp_update_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_fx, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_6(delp_update_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_fx, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_6\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_6_args[] = { (void *)&__tmp0, (void *)&gpu_fx, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 5, gpu_fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), _Sub__map_0_0_6_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) _Add__map_0_0_10(const double * __restrict__ __tmp0, double * __restrict__ __tmp1, const double * __restrict__ gpu_fy, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __in1 = __tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                double __in2 = gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 1, &__tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], __tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &__tmp0[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Add__map_0_0_10(delp_update_state_t *__state, const double * __restrict__ __tmp0, double * __restrict__ __tmp1, const double * __restrict__ gpu_fy, int I, int J, int K);
void __dace_runkernel__Add__map_0_0_10(delp_update_state_t *__state, const double * __restrict__ __tmp0, double * __restrict__ __tmp1, const double * __restrict__ gpu_fy, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Add__map_0_0_10\" due to an empty grid.\n");
        return;
    }

    void  *_Add__map_0_0_10_args[] = { (void *)&__tmp0, (void *)&__tmp1, (void *)&gpu_fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 1, __tmp1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 6, gpu_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Add__map_0_0_10, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), _Add__map_0_0_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Add__map_0_0_10", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) _Sub__map_0_0_14(const double * __restrict__ __tmp1, double * __restrict__ __tmp2, const double * __restrict__ gpu_fy, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __in1 = __tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                double __in2 = gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 2, &__tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], __tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &__tmp1[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_14(delp_update_state_t *__state, const double * __restrict__ __tmp1, double * __restrict__ __tmp2, const double * __restrict__ gpu_fy, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_14(delp_update_state_t *__state, const double * __restrict__ __tmp1, double * __restrict__ __tmp2, const double * __restrict__ gpu_fy, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_14\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_14_args[] = { (void *)&__tmp1, (void *)&__tmp2, (void *)&gpu_fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 2, __tmp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 6, gpu_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 1, __tmp1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_14, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), _Sub__map_0_0_14_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 2, __state->gpu_context->streams[0], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_14", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) _Mult__map_0_0_18(const double * __restrict__ __tmp2, double * __restrict__ __tmp3, int I, int J, int K, const double dt) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __in1 = dt;
                                double __in2 = __tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 3, &__tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], __tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {2, PDD_OPERAND_NONE, &__tmp2[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_18(delp_update_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, int I, int J, int K, const double dt);
void __dace_runkernel__Mult__map_0_0_18(delp_update_state_t *__state, const double * __restrict__ __tmp2, double * __restrict__ __tmp3, int I, int J, int K, const double dt)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Mult__map_0_0_18\" due to an empty grid.\n");
        return;
    }

    void  *_Mult__map_0_0_18_args[] = { (void *)&__tmp2, (void *)&__tmp3, (void *)&I, (void *)&J, (void *)&K, (void *)&dt };
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 3, __tmp3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 2, __tmp2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__map_0_0_18, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), _Mult__map_0_0_18_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 3, __state->gpu_context->streams[0], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__map_0_0_18", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 3); /* pdd */
}
__global__ void __launch_bounds__(32) augassign_26_4_map_0_0_23(const double * __restrict__ __tmp3, double * __restrict__ gpu_delp, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __in1 = gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                double __in2 = __tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (augassign_26_4)
                                __out = (__in1 + __in2);
                                ///////////////////

                                gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 4, &gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &__tmp3[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_augassign_26_4_map_0_0_23(delp_update_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_delp, int I, int J, int K);
void __dace_runkernel_augassign_26_4_map_0_0_23(delp_update_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_delp, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"augassign_26_4_map_0_0_23\" due to an empty grid.\n");
        return;
    }

    void  *augassign_26_4_map_0_0_23_args[] = { (void *)&__tmp3, (void *)&gpu_delp, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 4, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 3, __tmp3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)augassign_26_4_map_0_0_23, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), augassign_26_4_map_0_0_23_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 4, __state->gpu_context->streams[0], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "augassign_26_4_map_0_0_23", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 4); /* pdd */
}

