
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_cuda_kernels[5] = {
    {"_Sub__map_0_0_32", "src/cuda/delp_update_cuda.cu", 182, "_Sub__map"},
    {"_Add__map_0_0_34", "src/cuda/delp_update_cuda.cu", 239, "_Add__map"},
    {"_Sub__map_0_0_36", "src/cuda/delp_update_cuda.cu", 296, "_Sub__map"},
    {"_Mult__map_0_0_38", "src/cuda/delp_update_cuda.cu", 353, "_Mult__map"},
    {"augassign_26_4_map_0_0_40", "src/cuda/delp_update_cuda.cu", 410, "augassign_26_4_map"},
};
static const pdd_kernel_origin pdd_unit_delp_update_cuda_origins[5] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_delp_update_cuda_fields[7] = {
    {"fx_slice_minus_fx_slice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fx_slice_fx_slice_plus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fx_slice_fx_slice_fy_slice_minus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"dt_times_fx_slice_fx_slice_fy_slice_fy_slice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_fx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_fy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_delp_update_cuda_sites[5] = {
    {0, 0, 157, 0},
    {1, 1, 214, 0},
    {2, 2, 271, 0},
    {3, 3, 328, 0},
    {4, 4, 385, PDD_SITE_IN_PLACE},
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
DACE_EXPORTED int __dace_gpu_last_error(delp_update_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(delp_update_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(delp_update_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(delp_update_state_t *__state, gpuStream_t stream);



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

    __state->gpu_context = new dace::cuda::Context(3, 4);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 4; ++i) {
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
    for(int i = 0; i < 4; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(delp_update_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(delp_update_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(delp_update_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 3)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(delp_update_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 3; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) _Sub__map_0_0_32(double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fx, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double __in1 = gpu_fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                                double __in2 = gpu_fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 0, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {5, PDD_OPERAND_NONE, &gpu_fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}, {5, PDD_OPERAND_NONE, &gpu_fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_32(delp_update_state_t *__state, double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fx, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_32(delp_update_state_t *__state, double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fx, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_32\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_32_args[] = { (void *)&fx_slice_minus_fx_slice, (void *)&gpu_fx, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 0, fx_slice_minus_fx_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 5, gpu_fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_32, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), _Sub__map_0_0_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_32", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) _Add__map_0_0_34(double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fy, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                                double __in2 = gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 1, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__Add__map_0_0_34(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fy, int I, int J, int K);
void __dace_runkernel__Add__map_0_0_34(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ fx_slice_minus_fx_slice, const double * __restrict__ gpu_fy, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Add__map_0_0_34\" due to an empty grid.\n");
        return;
    }

    void  *_Add__map_0_0_34_args[] = { (void *)&fx_slice_fx_slice_plus_fy_slice, (void *)&fx_slice_minus_fx_slice, (void *)&gpu_fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 1, fx_slice_fx_slice_plus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 6, gpu_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 0, fx_slice_minus_fx_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Add__map_0_0_34, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), _Add__map_0_0_34_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Add__map_0_0_34", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) _Sub__map_0_0_36(double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, const double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ gpu_fy, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                                double __in2 = gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 2, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}, {6, PDD_OPERAND_NONE, &gpu_fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__Sub__map_0_0_36(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, const double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ gpu_fy, int I, int J, int K);
void __dace_runkernel__Sub__map_0_0_36(delp_update_state_t *__state, double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, const double * __restrict__ fx_slice_fx_slice_plus_fy_slice, const double * __restrict__ gpu_fy, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Sub__map_0_0_36\" due to an empty grid.\n");
        return;
    }

    void  *_Sub__map_0_0_36_args[] = { (void *)&fx_slice_fx_slice_fy_slice_minus_fy_slice, (void *)&fx_slice_fx_slice_plus_fy_slice, (void *)&gpu_fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 2, fx_slice_fx_slice_fy_slice_minus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 6, gpu_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 1, fx_slice_fx_slice_plus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Sub__map_0_0_36, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), _Sub__map_0_0_36_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 2, __state->gpu_context->streams[0], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Sub__map_0_0_36", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) _Mult__map_0_0_38(double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, const double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, int I, int J, int K, const double dt) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double __in1 = dt;
                                                double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 3, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], {2, PDD_OPERAND_NONE, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__Mult__map_0_0_38(delp_update_state_t *__state, double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, const double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, int I, int J, int K, const double dt);
void __dace_runkernel__Mult__map_0_0_38(delp_update_state_t *__state, double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, const double * __restrict__ fx_slice_fx_slice_fy_slice_minus_fy_slice, int I, int J, int K, const double dt)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_Mult__map_0_0_38\" due to an empty grid.\n");
        return;
    }

    void  *_Mult__map_0_0_38_args[] = { (void *)&dt_times_fx_slice_fx_slice_fy_slice_fy_slice, (void *)&fx_slice_fx_slice_fy_slice_minus_fy_slice, (void *)&I, (void *)&J, (void *)&K, (void *)&dt };
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 3, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 2, fx_slice_fx_slice_fy_slice_minus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__map_0_0_38, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), _Mult__map_0_0_38_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 3, __state->gpu_context->streams[0], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__map_0_0_38", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 3); /* pdd */
}
__global__ void  __launch_bounds__(32) augassign_26_4_map_0_0_40(const double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, double * __restrict__ gpu_delp, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                                                double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (augassign_26_4)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 4, &gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], gpu_delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)], {3, PDD_OPERAND_NONE, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_augassign_26_4_map_0_0_40(delp_update_state_t *__state, const double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, double * __restrict__ gpu_delp, int I, int J, int K);
void __dace_runkernel_augassign_26_4_map_0_0_40(delp_update_state_t *__state, const double * __restrict__ dt_times_fx_slice_fx_slice_fy_slice_fy_slice, double * __restrict__ gpu_delp, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"augassign_26_4_map_0_0_40\" due to an empty grid.\n");
        return;
    }

    void  *augassign_26_4_map_0_0_40_args[] = { (void *)&dt_times_fx_slice_fx_slice_fy_slice_fy_slice, (void *)&gpu_delp, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 4, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 3, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)augassign_26_4_map_0_0_40, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), augassign_26_4_map_0_0_40_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 4, __state->gpu_context->streams[0], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "augassign_26_4_map_0_0_40", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_delp_update_cuda, 4); /* pdd */
}

