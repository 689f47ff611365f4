
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_reduction_sum_cuda_kernels[7] = {
    {"_Sub__map_0_0_0", "src/cuda/reduction_sum_cuda.cu", 132, "_Sub__map"},
    {"_Div__map_0_0_5", "src/cuda/reduction_sum_cuda.cu", 178, "_Div__map"},
    {"_Mult__map_0_0_9", "src/cuda/reduction_sum_cuda.cu", 224, "_Mult__map"},
    {"reduce_init_map_1_0_0", "src/cuda/reduction_sum_cuda.cu", 263, "reduce_init_map"},
    {"reduce_output_1_1_3", "src/cuda/reduction_sum_cuda.cu", 308, "reduce_output"},
    {"_Div__map_0_0_15", "src/cuda/reduction_sum_cuda.cu", 348, "_Div__map"},
    {"programs_reduction_sum_99_0_0_19", "src/cuda/reduction_sum_cuda.cu", 418, "programs_reduction_sum_99"},
};
static const pdd_kernel_origin pdd_unit_reduction_sum_cuda_origins[7] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_reduction_sum_cuda_fields[9] = {
    {"__tmp0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor_mr", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"__tmp3", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_pwat", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_total_mass", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_area", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_reduction_sum_cuda_sites[7] = {
    {0, 0, 111, 0},
    {1, 1, 157, 0},
    {2, 2, 203, 0},
    {3, 3, 244, 0},
    {4, 3, 287, 0},
    {5, 4, 329, 0},
    {6, 5, 397, 0},
};
static pdd_range pdd_unit_reduction_sum_cuda_ranges[7];
static pdd_unit pdd_unit_reduction_sum_cuda = {PDD_ABI_VERSION, "reduction_sum", "src/cuda/reduction_sum_cuda.cu", 7, 9, 7, pdd_unit_reduction_sum_cuda_kernels, pdd_unit_reduction_sum_cuda_fields, pdd_unit_reduction_sum_cuda_sites, pdd_unit_reduction_sum_cuda_ranges, NULL, pdd_unit_reduction_sum_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_reduction_sum_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_reduction_sum_cuda, 7) /* pdd */



struct reduction_sum_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(reduction_sum_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(reduction_sum_state_t *__state);



int __dace_init_cuda(reduction_sum_state_t *__state, int I, int J, int K) {
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

    

    __state->gpu_context = new dace::cuda::Context(4, 1);

    // Create cuda streams and events
    for(int i = 0; i < 4; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(reduction_sum_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 4; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(reduction_sum_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 4)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(reduction_sum_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 4; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) _Sub__map_0_0_0(double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                double __in2 = gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (1.0 - __in2);
                                ///////////////////

                                __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 0, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_0(reduction_sum_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_0(reduction_sum_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_0\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_0_args[] = { (void *)&__tmp0, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _Sub__map_0_0_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) _Div__map_0_0_5(const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K) {
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
                                double __in1 = gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                double __in2 = __tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                gpu_qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 1, &gpu_qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], gpu_qvapor_mr[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {0, PDD_OPERAND_DIVISOR, &__tmp0[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Div__map_0_0_5(reduction_sum_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K);
void __dace_runkernel__Div__map_0_0_5(reduction_sum_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Div__map_0_0_5\" due to an empty grid.\n");
        return;
    }

    void  *_Div__map_0_0_5_args[] = { (void *)&__tmp0, (void *)&gpu_qvapor, (void *)&gpu_qvapor_mr, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 1, gpu_qvapor_mr, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Div__map_0_0_5, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _Div__map_0_0_5_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Div__map_0_0_5", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) _Mult__map_0_0_9(double * __restrict__ __tmp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                double __in1 = gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                double __in2 = gpu_delp[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 2, &__tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], __tmp2[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_9(reduction_sum_state_t *__state, double * __restrict__ __tmp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel__Mult__map_0_0_9(reduction_sum_state_t *__state, double * __restrict__ __tmp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Mult__map_0_0_9\" due to an empty grid.\n");
        return;
    }

    void  *_Mult__map_0_0_9_args[] = { (void *)&__tmp2, (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 2, __tmp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 7, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__map_0_0_9, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _Mult__map_0_0_9_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 2, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__map_0_0_9", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) reduce_init_map_1_0_0(double * __restrict__ _out, int I, int J) {
    {
        {
            int _o1 = (blockIdx.x * 32 + threadIdx.x);
            int _o0 = (blockIdx.y * 1 + threadIdx.y);
            if (_o1 < J) {
                {
                    {
                        double __out;

                        ///////////////////
                        // Tasklet code (reduce_init)
                        __out = 0;
                        ///////////////////

                        _out[((J * _o0) + _o1)] = __out;
                        PDD_DEV_STORE(pdd_unit_reduction_sum_cuda, 3, &_out[((J * _o0) + _o1)], _out[((J * _o0) + _o1)]); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_reduce_init_map_1_0_0(reduction_sum_state_t *__state, double * __restrict__ _out, int I, int J);
void __dace_runkernel_reduce_init_map_1_0_0(reduction_sum_state_t *__state, double * __restrict__ _out, int I, int J)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"reduce_init_map_1_0_0\" due to an empty grid.\n");
        return;
    }

    void  *reduce_init_map_1_0_0_args[] = { (void *)&_out, (void *)&I, (void *)&J };
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 3, _out); /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)reduce_init_map_1_0_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), reduce_init_map_1_0_0_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 3, __state->gpu_context->streams[1], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "reduce_init_map_1_0_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 3); /* pdd */
}
__global__ void __launch_bounds__(32) reduce_output_1_1_3(const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K) {
    {
        {
            {
                int _i0 = (blockIdx.x * 32 + threadIdx.x);
                int _o1 = (blockIdx.y * 1 + threadIdx.y);
                int _o0 = (blockIdx.z * 1 + threadIdx.z);
                if (_i0 < K) {
                    {
                        {
                            {
                                double __inp = _in[((((J * K) * _o0) + (K * _o1)) + _i0)];
                                double __out;

                                ///////////////////
                                // Tasklet code (identity)
                                __out = __inp;
                                ///////////////////

                                dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(_out + ((J * _o0) + _o1), __out);
                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 4, &_out[((J * _o0) + _o1)], _out[((J * _o0) + _o1)], {2, PDD_OPERAND_NONE, &_in[((((J * K) * _o0) + (K * _o1)) + _i0)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_reduce_output_1_1_3(reduction_sum_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K);
void __dace_runkernel_reduce_output_1_1_3(reduction_sum_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"reduce_output_1_1_3\" due to an empty grid.\n");
        return;
    }

    void  *reduce_output_1_1_3_args[] = { (void *)&_in, (void *)&_out, (void *)&I, (void *)&J, (void *)&K };
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 3, _out); /* pdd */
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 2, _in); /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)reduce_output_1_1_3, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), reduce_output_1_1_3_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 4, __state->gpu_context->streams[1], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "reduce_output_1_1_3", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 4); /* pdd */
}
__global__ void __launch_bounds__(32) _Div__map_0_0_15(const double * __restrict__ __tmp3, double * __restrict__ gpu_pwat, int I, int J) {
    {
        {
            int __i1 = (blockIdx.x * 32 + threadIdx.x);
            int __i0 = (blockIdx.y * 1 + threadIdx.y);
            if (__i1 < J) {
                {
                    {
                        double __in1 = __tmp3[((J * __i0) + __i1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / 9.80665);
                        ///////////////////

                        gpu_pwat[((J * __i0) + __i1)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 5, &gpu_pwat[((J * __i0) + __i1)], gpu_pwat[((J * __i0) + __i1)], {3, PDD_OPERAND_NONE, &__tmp3[((J * __i0) + __i1)]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Div__map_0_0_15(reduction_sum_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_pwat, int I, int J);
void __dace_runkernel__Div__map_0_0_15(reduction_sum_state_t *__state, const double * __restrict__ __tmp3, double * __restrict__ gpu_pwat, int I, int J)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_Div__map_0_0_15\" due to an empty grid.\n");
        return;
    }

    void  *_Div__map_0_0_15_args[] = { (void *)&__tmp3, (void *)&gpu_pwat, (void *)&I, (void *)&J };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 4, gpu_pwat, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 3, __tmp3, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Div__map_0_0_15, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), _Div__map_0_0_15_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 5, __state->gpu_context->streams[1], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Div__map_0_0_15", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 5); /* pdd */
}
__global__ void __launch_bounds__(32) programs_reduction_sum_99_0_0_19(const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = (blockIdx.z * 1 + threadIdx.z);
                double __tmp6;
                double __tmp7;
                if (k < K) {
                    {
                        {
                            {
                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_area[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp6 = __out;
                            }
                            {
                                double __in1 = __tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / 9.80665);
                                ///////////////////

                                __tmp7 = __out;
                            }
                            {
                                double __inp = __tmp7;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_100_8)
                                __out = __inp;
                                ///////////////////

                                dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce_atomic(gpu_total_mass, __out);
                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 6, &gpu_total_mass[0], gpu_total_mass[0], {7, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &gpu_area[((J * i) + j)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_reduction_sum_99_0_0_19(reduction_sum_state_t *__state, const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K);
void __dace_runkernel_programs_reduction_sum_99_0_0_19(reduction_sum_state_t *__state, const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_reduction_sum_99_0_0_19\" due to an empty grid.\n");
        return;
    }

    void  *programs_reduction_sum_99_0_0_19_args[] = { (void *)&gpu_area, (void *)&gpu_delp, (void *)&gpu_total_mass, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 5, gpu_total_mass, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 8, gpu_area, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 7, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 6); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_reduction_sum_99_0_0_19, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_reduction_sum_99_0_0_19_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 6, __state->gpu_context->streams[2], 6, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_reduction_sum_99_0_0_19", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 6); /* pdd */
}

