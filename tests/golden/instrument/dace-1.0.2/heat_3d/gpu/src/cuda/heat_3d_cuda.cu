
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_heat_3d_cuda_kernels[2] = {
    {"programs_heat_3d_153_0_1_0", "src/cuda/heat_3d_cuda.cu", 247, "programs_heat_3d_153"},
    {"programs_heat_3d_157_0_1_24", "src/cuda/heat_3d_cuda.cu", 394, "programs_heat_3d_157"},
};
static const pdd_kernel_origin pdd_unit_heat_3d_cuda_origins[2] = {
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_heat_3d_cuda_fields[3] = {
    {"gpu_B", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_A", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_src", PDD_T_F64, 4, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_heat_3d_cuda_sites[2] = {
    {0, 0, 226, 0},
    {1, 1, 373, 0},
};
static pdd_range pdd_unit_heat_3d_cuda_ranges[2];
static pdd_unit pdd_unit_heat_3d_cuda = {PDD_ABI_VERSION, "heat_3d", "src/cuda/heat_3d_cuda.cu", 2, 3, 2, pdd_unit_heat_3d_cuda_kernels, pdd_unit_heat_3d_cuda_fields, pdd_unit_heat_3d_cuda_sites, pdd_unit_heat_3d_cuda_ranges, NULL, pdd_unit_heat_3d_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_heat_3d_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_heat_3d_cuda, 2) /* pdd */



struct heat_3d_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(heat_3d_state_t *__state, int N, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(heat_3d_state_t *__state);



int __dace_init_cuda(heat_3d_state_t *__state, int N, int TSTEPS) {
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

    

    __state->gpu_context = new dace::cuda::Context(3, 1);

    // Create cuda streams and events
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(heat_3d_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 3; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(heat_3d_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 3)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(heat_3d_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 3; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_heat_3d_153_0_1_0(const double * __restrict__ gpu_A, double * __restrict__ gpu_B, const double * __restrict__ gpu_src, int N, int TSTEPS, int64_t t) {
    {
        {
            {
                int k = ((blockIdx.x * 32 + threadIdx.x) + 1);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double programs_heat_3d_153_8___tmp1;
                double programs_heat_3d_153_8___tmp2;
                double programs_heat_3d_153_8___tmp3;
                double programs_heat_3d_153_8___tmp4;
                double programs_heat_3d_153_8___tmp5;
                double programs_heat_3d_153_8___tmp6;
                double programs_heat_3d_153_8___tmp7;
                double programs_heat_3d_153_8___tmp8;
                double __tmp9;
                if (k >= 1 && k < (N - 1)) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in2 = gpu_A[((((N * N) * i) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp1 = __out;
                            }
                            {
                                double __in1 = gpu_A[((((N * N) * (i - 1)) + (N * j)) + k)];
                                double __in2 = gpu_A[((((N * N) * (i + 1)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp2 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp2;
                                double __in2 = gpu_A[((((N * N) * i) + (N * (j - 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp3 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp3;
                                double __in2 = gpu_A[((((N * N) * i) + (N * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp4 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp4;
                                double __in2 = gpu_A[(((((N * N) * i) + (N * j)) + k) - 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp5 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp5;
                                double __in2 = gpu_A[(((((N * N) * i) + (N * j)) + k) + 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp6 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d_153_8___tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp7 = __out;
                            }
                            {
                                double __in2 = programs_heat_3d_153_8___tmp7;
                                double __in1 = programs_heat_3d_153_8___tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_heat_3d_153_8___tmp8 = __out;
                            }
                            {
                                double __in1 = programs_heat_3d_153_8___tmp8;
                                double __in2 = gpu_src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp9 = __out;
                            }
                            {
                                double __inp = __tmp9;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_154_12)
                                __out = __inp;
                                ///////////////////

                                gpu_B[((((N * N) * i) + (N * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_heat_3d_cuda, 0, &gpu_B[((((N * N) * i) + (N * j)) + k)], gpu_B[((((N * N) * i) + (N * j)) + k)], {1, PDD_OPERAND_NONE, &gpu_A[((((N * N) * i) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &gpu_A[((((N * N) * (i - 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &gpu_A[((((N * N) * (i + 1)) + (N * j)) + k)]}, {1, PDD_OPERAND_NONE, &gpu_A[((((N * N) * i) + (N * (j - 1))) + k)]}, {1, PDD_OPERAND_NONE, &gpu_A[((((N * N) * i) + (N * (j + 1))) + k)]}, {1, PDD_OPERAND_NONE, &gpu_A[(((((N * N) * i) + (N * j)) + k) - 1)]}, {1, PDD_OPERAND_NONE, &gpu_A[(((((N * N) * i) + (N * j)) + k) + 1)]}, {2, PDD_OPERAND_NONE, &gpu_src[((((((N * N) * N) * t) + ((N * N) * i)) + (N * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_heat_3d_153_0_1_0(heat_3d_state_t *__state, const double * __restrict__ gpu_A, double * __restrict__ gpu_B, const double * __restrict__ gpu_src, int N, int TSTEPS, int64_t t);
void __dace_runkernel_programs_heat_3d_153_0_1_0(heat_3d_state_t *__state, const double * __restrict__ gpu_A, double * __restrict__ gpu_B, const double * __restrict__ gpu_src, int N, int TSTEPS, int64_t t)
{

    if ((int_ceil(int_ceil((N - 2), 1), 32)) == 0 || (int_ceil(int_ceil((N - 2), 1), 1)) == 0 || (int_ceil(int_ceil((N - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_heat_3d_153_0_1_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_heat_3d_153_0_1_0_args[] = { (void *)&gpu_A, (void *)&gpu_B, (void *)&gpu_src, (void *)&N, (void *)&TSTEPS, (void *)&t };
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d_cuda, 0, gpu_B, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 3)), (int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d_cuda, 2, gpu_src, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d_cuda, 1, gpu_A, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_heat_3d_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_heat_3d_153_0_1_0, dim3(int_ceil(int_ceil((N - 2), 1), 32), int_ceil(int_ceil((N - 2), 1), 1), int_ceil(int_ceil((N - 2), 1), 1)), dim3(32, 1, 1), programs_heat_3d_153_0_1_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_heat_3d_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_heat_3d_153_0_1_0", int_ceil(int_ceil((N - 2), 1), 32), int_ceil(int_ceil((N - 2), 1), 1), int_ceil(int_ceil((N - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_heat_3d_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) programs_heat_3d_157_0_1_24(double * __restrict__ gpu_A, const double * __restrict__ gpu_B, int N) {
    {
        {
            {
                int k = ((blockIdx.x * 32 + threadIdx.x) + 1);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp1;
                double __tmp2;
                double __tmp3;
                double __tmp4;
                double __tmp5;
                double __tmp6;
                double __tmp7;
                double __tmp8;
                if (k >= 1 && k < (N - 1)) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in2 = gpu_B[((((N * N) * i) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.25 * __in2);
                                ///////////////////

                                __tmp1 = __out;
                            }
                            {
                                double __in1 = gpu_B[((((N * N) * (i - 1)) + (N * j)) + k)];
                                double __in2 = gpu_B[((((N * N) * (i + 1)) + (N * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __in1 = __tmp2;
                                double __in2 = gpu_B[((((N * N) * i) + (N * (j - 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp3 = __out;
                            }
                            {
                                double __in1 = __tmp3;
                                double __in2 = gpu_B[((((N * N) * i) + (N * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp4 = __out;
                            }
                            {
                                double __in1 = __tmp4;
                                double __in2 = gpu_B[(((((N * N) * i) + (N * j)) + k) - 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp5 = __out;
                            }
                            {
                                double __in1 = __tmp5;
                                double __in2 = gpu_B[(((((N * N) * i) + (N * j)) + k) + 1)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp6 = __out;
                            }
                            {
                                double __in2 = __tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.125 * __in2);
                                ///////////////////

                                __tmp7 = __out;
                            }
                            {
                                double __in2 = __tmp7;
                                double __in1 = __tmp1;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp8 = __out;
                            }
                            {
                                double __inp = __tmp8;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_158_12)
                                __out = __inp;
                                ///////////////////

                                gpu_A[((((N * N) * i) + (N * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_heat_3d_cuda, 1, &gpu_A[((((N * N) * i) + (N * j)) + k)], gpu_A[((((N * N) * i) + (N * j)) + k)], {0, PDD_OPERAND_NONE, &gpu_B[((((N * N) * i) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &gpu_B[((((N * N) * (i - 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &gpu_B[((((N * N) * (i + 1)) + (N * j)) + k)]}, {0, PDD_OPERAND_NONE, &gpu_B[((((N * N) * i) + (N * (j - 1))) + k)]}, {0, PDD_OPERAND_NONE, &gpu_B[((((N * N) * i) + (N * (j + 1))) + k)]}, {0, PDD_OPERAND_NONE, &gpu_B[(((((N * N) * i) + (N * j)) + k) - 1)]}, {0, PDD_OPERAND_NONE, &gpu_B[(((((N * N) * i) + (N * j)) + k) + 1)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_heat_3d_157_0_1_24(heat_3d_state_t *__state, double * __restrict__ gpu_A, const double * __restrict__ gpu_B, int N);
void __dace_runkernel_programs_heat_3d_157_0_1_24(heat_3d_state_t *__state, double * __restrict__ gpu_A, const double * __restrict__ gpu_B, int N)
{

    if ((int_ceil(int_ceil((N - 2), 1), 32)) == 0 || (int_ceil(int_ceil((N - 2), 1), 1)) == 0 || (int_ceil(int_ceil((N - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_heat_3d_157_0_1_24\" due to an empty grid.\n");
        return;
    }

    void  *programs_heat_3d_157_0_1_24_args[] = { (void *)&gpu_A, (void *)&gpu_B, (void *)&N };
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d_cuda, 1, gpu_A, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(N), (int64_t)(N), (int64_t)(N)}, pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_heat_3d_cuda, 0, gpu_B, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_heat_3d_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_heat_3d_157_0_1_24, dim3(int_ceil(int_ceil((N - 2), 1), 32), int_ceil(int_ceil((N - 2), 1), 1), int_ceil(int_ceil((N - 2), 1), 1)), dim3(32, 1, 1), programs_heat_3d_157_0_1_24_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_heat_3d_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_heat_3d_157_0_1_24", int_ceil(int_ceil((N - 2), 1), 32), int_ceil(int_ceil((N - 2), 1), 1), int_ceil(int_ceil((N - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_heat_3d_cuda, 1); /* pdd */
}

