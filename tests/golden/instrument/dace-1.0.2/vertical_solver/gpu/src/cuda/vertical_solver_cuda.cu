
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solver_cuda_kernels[4] = {
    {"programs_vertical_solver_77_0_5_10", "src/cuda/vertical_solver_cuda.cu", 176, "programs_vertical_solver_77"},
    {"programs_vertical_solver_82_0_4_0", "src/cuda/vertical_solver_cuda.cu", 317, "programs_vertical_solver_82"},
    {"programs_vertical_solver_86_0_0_0", "src/cuda/vertical_solver_cuda.cu", 357, "programs_vertical_solver_86"},
    {"programs_vertical_solver_89_0_2_0", "src/cuda/vertical_solver_cuda.cu", 423, "programs_vertical_solver_89"},
};
static const pdd_kernel_origin pdd_unit_vertical_solver_cuda_origins[4] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_vertical_solver_cuda_fields[7] = {
    {"cp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"dp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_x", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_c", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_b", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_d", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_a", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_vertical_solver_cuda_sites[6] = {
    {0, 0, 134, 0},
    {0, 1, 157, 0},
    {1, 0, 251, 0},
    {1, 1, 298, 0},
    {2, 2, 338, 0},
    {3, 2, 404, 0},
};
static pdd_range pdd_unit_vertical_solver_cuda_ranges[6];
static pdd_unit pdd_unit_vertical_solver_cuda = {PDD_ABI_VERSION, "vertical_solver", "src/cuda/vertical_solver_cuda.cu", 4, 7, 6, pdd_unit_vertical_solver_cuda_kernels, pdd_unit_vertical_solver_cuda_fields, pdd_unit_vertical_solver_cuda_sites, pdd_unit_vertical_solver_cuda_ranges, NULL, pdd_unit_vertical_solver_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_solver_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_vertical_solver_cuda, 6) /* pdd */



struct vertical_solver_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(vertical_solver_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(vertical_solver_state_t *__state);



int __dace_init_cuda(vertical_solver_state_t *__state, int I, int J, int K) {
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

    

    __state->gpu_context = new dace::cuda::Context(5, 2);

    // Create cuda streams and events
    for(int i = 0; i < 5; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(vertical_solver_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 5; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(vertical_solver_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 5)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(vertical_solver_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 5; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_vertical_solver_77_0_5_10(double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            double diag0;
            double programs_vertical_solver_77_4___tmp4;
            double __tmp5;
            if (j < J) {
                {
                    {
                        double __in1 = gpu_b[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_numpy_sqrt_)
                        __out = sqrt(__in1);
                        ///////////////////

                        diag0 = __out;
                    }
                    {
                        double __in2 = diag0;
                        double __in1 = gpu_c[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        programs_vertical_solver_77_4___tmp4 = __out;
                    }
                    {
                        double __inp = programs_vertical_solver_77_4___tmp4;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_79_8)
                        __out = __inp;
                        ///////////////////

                        cp[(((J * K) * i) + (K * j))] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 0, &cp[(((J * K) * i) + (K * j))], cp[(((J * K) * i) + (K * j))], {4, PDD_OPERAND_SQRT, &gpu_b[(((J * K) * i) + (K * j))]}, {3, PDD_OPERAND_NONE, &gpu_c[(((J * K) * i) + (K * j))]}); /* pdd */
                    }
                    {
                        double __in2 = diag0;
                        double __in1 = gpu_d[(((J * K) * i) + (K * j))];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        __tmp5 = __out;
                    }
                    {
                        double __inp = __tmp5;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_80_8)
                        __out = __inp;
                        ///////////////////

                        dp[(((J * K) * i) + (K * j))] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 1, &dp[(((J * K) * i) + (K * j))], dp[(((J * K) * i) + (K * j))], {4, PDD_OPERAND_SQRT, &gpu_b[(((J * K) * i) + (K * j))]}, {5, PDD_OPERAND_NONE, &gpu_d[(((J * K) * i) + (K * j))]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_77_0_5_10(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K);
void __dace_runkernel_programs_vertical_solver_77_0_5_10(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_77_0_5_10\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_77_0_5_10_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_b, (void *)&gpu_c, (void *)&gpu_d, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 3, gpu_c, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 4, gpu_b, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 5, gpu_d, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_77_0_5_10, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_vertical_solver_77_0_5_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 0, __state->gpu_context->streams[0], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_77_0_5_10", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) programs_vertical_solver_82_0_4_0(double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            double __tmp3;
            double __tmp4;
            double denom;
            double __tmp6;
            double __tmp7;
            double __tmp8;
            double __tmp9;
            if (j < J) {
                {
                    {
                        double __in1 = gpu_b[((((J * K) * i) + (K * j)) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_numpy_sqrt_)
                        __out = sqrt(__in1);
                        ///////////////////

                        __tmp3 = __out;
                    }
                    {
                        double __in1 = gpu_a[((((J * K) * i) + (K * j)) + k)];
                        double __in2 = cp[(((((J * K) * i) + (K * j)) + k) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp4 = __out;
                    }
                    {
                        double __in1 = __tmp3;
                        double __in2 = __tmp4;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Sub_)
                        __out = (__in1 - __in2);
                        ///////////////////

                        denom = __out;
                    }
                    {
                        double __in2 = denom;
                        double __in1 = gpu_c[((((J * K) * i) + (K * j)) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        __tmp6 = __out;
                    }
                    {
                        double __inp = __tmp6;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_84_12)
                        __out = __inp;
                        ///////////////////

                        cp[((((J * K) * i) + (K * j)) + k)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 2, &cp[((((J * K) * i) + (K * j)) + k)], cp[((((J * K) * i) + (K * j)) + k)], {4, PDD_OPERAND_SQRT, &gpu_b[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_a[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {3, PDD_OPERAND_NONE, &gpu_c[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                    }
                    {
                        double __in1 = gpu_a[((((J * K) * i) + (K * j)) + k)];
                        double __in2 = dp[(((((J * K) * i) + (K * j)) + k) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp7 = __out;
                    }
                    {
                        double __in2 = __tmp7;
                        double __in1 = gpu_d[((((J * K) * i) + (K * j)) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Sub_)
                        __out = (__in1 - __in2);
                        ///////////////////

                        __tmp8 = __out;
                    }
                    {
                        double __in1 = __tmp8;
                        double __in2 = denom;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Div_)
                        __out = (__in1 / __in2);
                        ///////////////////

                        __tmp9 = __out;
                    }
                    {
                        double __inp = __tmp9;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_85_12)
                        __out = __inp;
                        ///////////////////

                        dp[((((J * K) * i) + (K * j)) + k)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 3, &dp[((((J * K) * i) + (K * j)) + k)], dp[((((J * K) * i) + (K * j)) + k)], {4, PDD_OPERAND_SQRT, &gpu_b[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {6, PDD_OPERAND_NONE, &gpu_a[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &dp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {5, PDD_OPERAND_NONE, &gpu_d[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_82_0_4_0(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k);
void __dace_runkernel_programs_vertical_solver_82_0_4_0(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_82_0_4_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_82_0_4_0_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_a, (void *)&gpu_b, (void *)&gpu_c, (void *)&gpu_d, (void *)&I, (void *)&J, (void *)&K, (void *)&k };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 3, gpu_c, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 6, gpu_a, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 4, gpu_b, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 5, gpu_d, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_82_0_4_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_vertical_solver_82_0_4_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 1, __state->gpu_context->streams[0], 2, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_82_0_4_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) programs_vertical_solver_86_0_0_0(const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            if (j < J) {
                {
                    {
                        double __inp = dp[(((((J * K) * i) + (K * j)) + K) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_87_8)
                        __out = __inp;
                        ///////////////////

                        gpu_x[(((((J * K) * i) + (K * j)) + K) - 1)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 4, &gpu_x[(((((J * K) * i) + (K * j)) + K) - 1)], gpu_x[(((((J * K) * i) + (K * j)) + K) - 1)], {1, PDD_OPERAND_NONE, &dp[(((((J * K) * i) + (K * j)) + K) - 1)]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_86_0_0_0(vertical_solver_state_t *__state, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K);
void __dace_runkernel_programs_vertical_solver_86_0_0_0(vertical_solver_state_t *__state, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_86_0_0_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_86_0_0_0_args[] = { (void *)&dp, (void *)&gpu_x, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 2, gpu_x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_86_0_0_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_vertical_solver_86_0_0_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 2, __state->gpu_context->streams[0], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_86_0_0_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) programs_vertical_solver_89_0_2_0(const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            double programs_vertical_solver_89_8___tmp3;
            double programs_vertical_solver_89_8___tmp4;
            if (j < J) {
                {
                    {
                        double __in1 = cp[((((J * K) * i) + (K * j)) + k)];
                        double __in2 = gpu_x[(((((J * K) * i) + (K * j)) + k) + 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        programs_vertical_solver_89_8___tmp3 = __out;
                    }
                    {
                        double __in2 = programs_vertical_solver_89_8___tmp3;
                        double __in1 = dp[((((J * K) * i) + (K * j)) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Sub_)
                        __out = (__in1 - __in2);
                        ///////////////////

                        programs_vertical_solver_89_8___tmp4 = __out;
                    }
                    {
                        double __inp = programs_vertical_solver_89_8___tmp4;
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_90_12)
                        __out = __inp;
                        ///////////////////

                        gpu_x[((((J * K) * i) + (K * j)) + k)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 5, &gpu_x[((((J * K) * i) + (K * j)) + k)], gpu_x[((((J * K) * i) + (K * j)) + k)], {0, PDD_OPERAND_NONE, &cp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &gpu_x[(((((J * K) * i) + (K * j)) + k) + 1)]}, {1, PDD_OPERAND_NONE, &dp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_89_0_2_0(vertical_solver_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k);
void __dace_runkernel_programs_vertical_solver_89_0_2_0(vertical_solver_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_89_0_2_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_89_0_2_0_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_x, (void *)&I, (void *)&J, (void *)&K, (void *)&k };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 2, gpu_x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_89_0_2_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_vertical_solver_89_0_2_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 3, __state->gpu_context->streams[0], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_89_0_2_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 3); /* pdd */
}

