
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_reduction_sum_cuda_kernels[7] = {
    {"_Sub__map_0_0_39", "src/cuda/reduction_sum_cuda.cu", 181, "_Sub__map"},
    {"_Div__map_0_0_41", "src/cuda/reduction_sum_cuda.cu", 238, "_Div__map"},
    {"_Mult__map_0_0_43", "src/cuda/reduction_sum_cuda.cu", 295, "_Mult__map"},
    {"reduce_init_map_1_0_4", "src/cuda/reduction_sum_cuda.cu", 342, "reduce_init_map"},
    {"reduce_output_1_1_5", "src/cuda/reduction_sum_cuda.cu", 398, "reduce_output"},
    {"_Div__map_0_0_45", "src/cuda/reduction_sum_cuda.cu", 446, "_Div__map"},
    {"programs_reduction_sum_99_0_0_47", "src/cuda/reduction_sum_cuda.cu", 551, "programs_reduction_sum_99"},
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
    {"qvapor_times_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"sum_qvapor_delp", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_pwat", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_total_mass", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_area", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_reduction_sum_cuda_sites[7] = {
    {0, 0, 156, 0},
    {1, 1, 213, 0},
    {2, 2, 270, 0},
    {3, 3, 320, 0},
    {4, 3, 373, 0},
    {5, 4, 424, 0},
    {6, 5, 526, 0},
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
DACE_EXPORTED int __dace_gpu_last_error(reduction_sum_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(reduction_sum_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(reduction_sum_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(reduction_sum_state_t *__state, gpuStream_t stream);



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

    // One GPU per process, selected here and never changed, so the memory pool, every kernel and
    // every library handle share it. Which physical GPU is the process's business: the visible-
    // devices variable renumbers what it exposes, so a rank's own GPU is device 0. An ordinal
    // fixed at codegen time cannot do that -- every rank shares one build.
    const int __dace_device = 0;
    if (cudaSetDevice(__dace_device) != cudaSuccess)
    {
        printf("ERROR: could not select cuda device 0 out of %d visible\n", count);
        return 4;
    }

    __dace_gpu_drain_error(__state);

    // Initialize cuda before we run the application
    float *dev_X;
    DACE_GPU_CHECK(cudaMalloc((void **) &dev_X, 1));
    DACE_GPU_CHECK(cudaFree(dev_X));

    __state->gpu_context = new dace::cuda::Context(4, 4);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 4; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 4; ++i) {
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
    for(int i = 0; i < 4; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(reduction_sum_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(reduction_sum_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(reduction_sum_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 4)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(reduction_sum_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 4; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) _Sub__map_0_0_39(double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
    {
        {
            {
                int b___i2 = (32 * blockIdx.x);
                int b___i1 = blockIdx.y;
                int b___i0 = blockIdx.z;
                {
                    {
                        {
                            {
                                int __i2 = (threadIdx.x + b___i2);
                                int __i1 = (threadIdx.y + b___i1);
                                int __i0 = (threadIdx.z + b___i0);
                                if (__i2 >= b___i2 && __i2 < (Min((K - 1), (b___i2 + 31)) + 1)) {
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
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
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_39(reduction_sum_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_39(reduction_sum_state_t *__state, double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_39\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_39_args[] = { (void *)&__tmp0, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_39, dim3(int_ceil(K, 32), J, I), dim3(32, 1, 1), _Sub__map_0_0_39_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_39", int_ceil(K, 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) _Div__map_0_0_41(const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K) {
    {
        {
            {
                int b___i2 = (32 * blockIdx.x);
                int b___i1 = blockIdx.y;
                int b___i0 = blockIdx.z;
                {
                    {
                        {
                            {
                                int __i2 = (threadIdx.x + b___i2);
                                int __i1 = (threadIdx.y + b___i1);
                                int __i0 = (threadIdx.z + b___i0);
                                if (__i2 >= b___i2 && __i2 < (Min((K - 1), (b___i2 + 31)) + 1)) {
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
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
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Div__map_0_0_41(reduction_sum_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K);
void __dace_runkernel__Div__map_0_0_41(reduction_sum_state_t *__state, const double * __restrict__ __tmp0, const double * __restrict__ gpu_qvapor, double * __restrict__ gpu_qvapor_mr, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Div__map_0_0_41\" due to an empty grid.\n");
        return;
    }

    void  *_Div__map_0_0_41_args[] = { (void *)&__tmp0, (void *)&gpu_qvapor, (void *)&gpu_qvapor_mr, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 1, gpu_qvapor_mr, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 0, __tmp0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Div__map_0_0_41, dim3(int_ceil(K, 32), J, I), dim3(32, 1, 1), _Div__map_0_0_41_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Div__map_0_0_41", int_ceil(K, 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) _Mult__map_0_0_43(const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, double * __restrict__ qvapor_times_delp, int I, int J, int K) {
    {
        {
            {
                int b___i2 = (32 * blockIdx.x);
                int b___i1 = blockIdx.y;
                int b___i0 = blockIdx.z;
                {
                    {
                        {
                            {
                                int __i2 = (threadIdx.x + b___i2);
                                int __i1 = (threadIdx.y + b___i1);
                                int __i0 = (threadIdx.z + b___i0);
                                if (__i2 >= b___i2 && __i2 < (Min((K - 1), (b___i2 + 31)) + 1)) {
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __in1 = gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                                double __in2 = gpu_delp[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                qvapor_times_delp[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 2, &qvapor_times_delp[((((J * K) * __i0) + (K * __i1)) + __i2)], qvapor_times_delp[((((J * K) * __i0) + (K * __i1)) + __i2)], {6, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * __i0) + (K * __i1)) + __i2)]}, {7, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_43(reduction_sum_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, double * __restrict__ qvapor_times_delp, int I, int J, int K);
void __dace_runkernel__Mult__map_0_0_43(reduction_sum_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_qvapor, double * __restrict__ qvapor_times_delp, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Mult__map_0_0_43\" due to an empty grid.\n");
        return;
    }

    void  *_Mult__map_0_0_43_args[] = { (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&qvapor_times_delp, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 2, qvapor_times_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 7, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 6, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__map_0_0_43, dim3(int_ceil(K, 32), J, I), dim3(32, 1, 1), _Mult__map_0_0_43_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 2, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__map_0_0_43", int_ceil(K, 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) reduce_init_map_1_0_4(double * __restrict__ _out, int I, int J) {
    {
        {
            int b__o1 = (32 * blockIdx.x);
            int b__o0 = blockIdx.y;
            {
                {
                    {
                        int _o1 = (threadIdx.x + b__o1);
                        int _o0 = (threadIdx.y + b__o0);
                        if (_o1 >= b__o1 && _o1 < (Min((J - 1), (b__o1 + 31)) + 1)) {
                            if (_o0 >= b__o0 && _o0 < (Min(b__o0, (I - 1)) + 1)) {
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
        }
    }
}


DACE_EXPORTED void __dace_runkernel_reduce_init_map_1_0_4(reduction_sum_state_t *__state, double * __restrict__ _out, int I, int J);
void __dace_runkernel_reduce_init_map_1_0_4(reduction_sum_state_t *__state, double * __restrict__ _out, int I, int J)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"reduce_init_map_1_0_4\" due to an empty grid.\n");
        return;
    }

    void  *reduce_init_map_1_0_4_args[] = { (void *)&_out, (void *)&I, (void *)&J };
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 3, _out); /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)reduce_init_map_1_0_4, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), reduce_init_map_1_0_4_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 3, __state->gpu_context->streams[1], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "reduce_init_map_1_0_4", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 3); /* pdd */
}
__global__ void  __launch_bounds__(32) reduce_output_1_1_5(const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K) {
    {
        {
            {
                int b__i0 = (32 * blockIdx.x);
                int b__o1 = blockIdx.y;
                int b__o0 = blockIdx.z;
                {
                    {
                        {
                            {
                                int _i0 = (threadIdx.x + b__i0);
                                int _o1 = (threadIdx.y + b__o1);
                                int _o0 = (threadIdx.z + b__o0);
                                if (_i0 >= b__i0 && _i0 < (Min((K - 1), (b__i0 + 31)) + 1)) {
                                    if (_o1 >= b__o1 && _o1 < (Min(b__o1, (J - 1)) + 1)) {
                                        if (_o0 >= b__o0 && _o0 < (Min(b__o0, (I - 1)) + 1)) {
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
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_reduce_output_1_1_5(reduction_sum_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K);
void __dace_runkernel_reduce_output_1_1_5(reduction_sum_state_t *__state, const double * __restrict__ _in, double * __restrict__ _out, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"reduce_output_1_1_5\" due to an empty grid.\n");
        return;
    }

    void  *reduce_output_1_1_5_args[] = { (void *)&_in, (void *)&_out, (void *)&I, (void *)&J, (void *)&K };
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 3, _out); /* pdd */
    PDD_FIELD_BIND_VIEW(pdd_unit_reduction_sum_cuda, 2, _in); /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)reduce_output_1_1_5, dim3(int_ceil(K, 32), J, I), dim3(32, 1, 1), reduce_output_1_1_5_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 4, __state->gpu_context->streams[1], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "reduce_output_1_1_5", int_ceil(K, 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 4); /* pdd */
}
__global__ void  __launch_bounds__(32) _Div__map_0_0_45(double * __restrict__ gpu_pwat, const double * __restrict__ sum_qvapor_delp, int I, int J) {
    {
        {
            int b___i1 = (32 * blockIdx.x);
            int b___i0 = blockIdx.y;
            {
                {
                    {
                        int __i1 = (threadIdx.x + b___i1);
                        int __i0 = (threadIdx.y + b___i0);
                        if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 31)) + 1)) {
                            if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                {
                                    double __in1 = sum_qvapor_delp[((J * __i0) + __i1)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / 9.80665);
                                    ///////////////////

                                    gpu_pwat[((J * __i0) + __i1)] = __out;
                                    PDD_DEV_STORE_OPS(pdd_unit_reduction_sum_cuda, 5, &gpu_pwat[((J * __i0) + __i1)], gpu_pwat[((J * __i0) + __i1)], {3, PDD_OPERAND_NONE, &sum_qvapor_delp[((J * __i0) + __i1)]}); /* pdd */
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Div__map_0_0_45(reduction_sum_state_t *__state, double * __restrict__ gpu_pwat, const double * __restrict__ sum_qvapor_delp, int I, int J);
void __dace_runkernel__Div__map_0_0_45(reduction_sum_state_t *__state, double * __restrict__ gpu_pwat, const double * __restrict__ sum_qvapor_delp, int I, int J)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Div__map_0_0_45\" due to an empty grid.\n");
        return;
    }

    void  *_Div__map_0_0_45_args[] = { (void *)&gpu_pwat, (void *)&sum_qvapor_delp, (void *)&I, (void *)&J };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 4, gpu_pwat, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 3, sum_qvapor_delp, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Div__map_0_0_45, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), _Div__map_0_0_45_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 5, __state->gpu_context->streams[1], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Div__map_0_0_45", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 5); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_reduction_sum_99_0_0_47(const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = blockIdx.z;
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double delp_index;
                                double area_index;
                                double delp_slice_times_area_slice;
                                double delp_slice_area_slice_div_9_80665;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 1)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_delp_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                delp_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_area[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_area_to_area_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                area_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = area_index;
                                                double __in1 = delp_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                delp_slice_times_area_slice = __out;
                                            }
                                            {
                                                double __in1 = delp_slice_times_area_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / 9.80665);
                                                ///////////////////

                                                delp_slice_area_slice_div_9_80665 = __out;
                                            }
                                            {
                                                double __inp = delp_slice_area_slice_div_9_80665;
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
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_reduction_sum_99_0_0_47(reduction_sum_state_t *__state, const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K);
void __dace_runkernel_programs_reduction_sum_99_0_0_47(reduction_sum_state_t *__state, const double * __restrict__ gpu_area, const double * __restrict__ gpu_delp, double * __restrict__ gpu_total_mass, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_reduction_sum_99_0_0_47\" due to an empty grid.\n");
        return;
    }

    void  *programs_reduction_sum_99_0_0_47_args[] = { (void *)&gpu_area, (void *)&gpu_delp, (void *)&gpu_total_mass, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 5, gpu_total_mass, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 8, gpu_area, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_reduction_sum_cuda, 7, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_reduction_sum_cuda, 6); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_reduction_sum_99_0_0_47, dim3(int_ceil(K, 32), J, I), dim3(32, 1, 1), programs_reduction_sum_99_0_0_47_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_reduction_sum_cuda, 6, __state->gpu_context->streams[2], 6, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_reduction_sum_99_0_0_47", int_ceil(K, 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_reduction_sum_cuda, 6); /* pdd */
}

