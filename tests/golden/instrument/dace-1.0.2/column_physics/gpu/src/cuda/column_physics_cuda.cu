
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_column_physics_cuda_kernels[4] = {
    {"programs_column_physics_227_0_1_0", "src/cuda/column_physics_cuda.cu", 405, "programs_column_physics_227"},
    {"programs_column_physics_232_0_1_5", "src/cuda/column_physics_cuda.cu", 435, "programs_column_physics_232"},
    {"programs_column_physics_237_0_1_10", "src/cuda/column_physics_cuda.cu", 470, "programs_column_physics_237"},
    {"programs_column_physics_244_0_1_16", "src/cuda/column_physics_cuda.cu", 559, "programs_column_physics_244"},
};
static const pdd_kernel_origin pdd_unit_column_physics_cuda_origins[4] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_column_physics_cuda_fields[6] = {
    {"gpu_ps", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_pe", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pkz", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_q", PDD_T_F64, 4, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qold", PDD_T_F64, 4, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_column_physics_cuda_sites[6] = {
    {0, 0, 92, 0},
    {0, 0, 121, 0},
    {1, 1, 187, 0},
    {2, 2, 214, 0},
    {2, 2, 294, 0},
    {3, 3, 536, 0},
};
static pdd_range pdd_unit_column_physics_cuda_ranges[6];
static pdd_unit pdd_unit_column_physics_cuda = {PDD_ABI_VERSION, "column_physics", "src/cuda/column_physics_cuda.cu", 4, 6, 6, pdd_unit_column_physics_cuda_kernels, pdd_unit_column_physics_cuda_fields, pdd_unit_column_physics_cuda_sites, pdd_unit_column_physics_cuda_ranges, NULL, pdd_unit_column_physics_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_column_physics_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_column_physics_cuda, 6) /* pdd */



struct column_physics_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(column_physics_state_t *__state, int I, int J, int K, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(column_physics_state_t *__state);

DACE_DFI void programs_column_physics_227_8_0_1_2(const double&  __tmp_229_36_r, const double&  __tmp_231_65_r, const double&  __tmp_231_84_r, double * __restrict__ __tmp_229_16_w, int I, int64_t i) {


    if ((! ((i == 0) || (i == (I - 1))))) {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_231_65_r;
                double __in2 = __tmp_231_84_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp3;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp6 = __out;
            }
            {
                double __inp = __tmp6;
                double __out;

                ///////////////////
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w[0] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 0, &__tmp_229_16_w[0], __tmp_229_16_w[0]); /* pdd */
            }

        }

    } else {
        {
            double __tmp1;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double __inp = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w[0] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 1, &__tmp_229_16_w[0], __tmp_229_16_w[0]); /* pdd */
            }

        }

    }

}

DACE_DFI void programs_column_physics_232_8_0_1_7(const double&  __tmp_233_18_r, const double * __restrict__ __tmp_235_28_r, double * __restrict__ __tmp_236_16_w, int K) {
    double acc;
    int64_t k;

    {

        {
            double __inp = __tmp_233_18_r;
            double __out;

            ///////////////////
            // Tasklet code (assign_233_12)
            __out = __inp;
            ///////////////////

            acc = __out;
        }

    }


    for (k = 0; (k < K); k = (k + 1)) {
        {
            double __tmp3[1]  DACE_ALIGN(64);

            {
                double __in1 = acc;
                double __in2 = __tmp_235_28_r[k];
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp3[0] = __out;
            }
            {
                double __inp = __tmp3[0];
                double __out;

                ///////////////////
                // Tasklet code (assign_235_16)
                __out = __inp;
                ///////////////////

                acc = __out;
            }
            {
                double __inp = acc;
                double __out;

                ///////////////////
                // Tasklet code (assign_236_16)
                __out = __inp;
                ///////////////////

                __tmp_236_16_w[k] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 2, &__tmp_236_16_w[k], __tmp_236_16_w[k]); /* pdd */
            }

        }

    }

}

DACE_DFI void programs_column_physics_237_8_0_1_12(const double&  __tmp_238_15_r, const double&  __tmp_238_29_r, double * __restrict__ __tmp_239_16_w) {
    bool __tmp1;


    __tmp1 = (__tmp_238_15_r > __tmp_238_29_r);

    if ((! __tmp1)) {
        {

            {
                double __inp = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w[0] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_column_physics_cuda, 3, &__tmp_239_16_w[0], __tmp_239_16_w[0], {1, PDD_OPERAND_NONE, &__tmp_238_15_r}); /* pdd */
            }

        }

    } else {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in1 = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_238_15_r;
                double __in2 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in1 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __in1 = __tmp3;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp2;
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
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w[0] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_column_physics_cuda, 4, &__tmp_239_16_w[0], __tmp_239_16_w[0], {1, PDD_OPERAND_LOG, &__tmp_238_15_r}, {1, PDD_OPERAND_LOG, &__tmp_238_29_r}); /* pdd */
            }

        }

    }

}



int __dace_init_cuda(column_physics_state_t *__state, int I, int J, int K, int TSTEPS) {
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

    

    __state->gpu_context = new dace::cuda::Context(7, 2);

    // Create cuda streams and events
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(column_physics_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(column_physics_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 7)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(column_physics_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 7; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_column_physics_227_0_1_0(double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            if (j < J) {
                {
                    programs_column_physics_227_8_0_1_2(gpu_src[((((I * J) * t) + (J * i)) + j)], gpu_src[((((I * J) * t) + (J * (i - 1))) + j)], gpu_src[((((I * J) * t) + (J * (i + 1))) + j)], &gpu_ps[((J * i) + j)], I, i);
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_227_0_1_0(column_physics_state_t *__state, double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t);
void __dace_runkernel_programs_column_physics_227_0_1_0(column_physics_state_t *__state, double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_227_0_1_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_227_0_1_0_args[] = { (void *)&gpu_ps, (void *)&gpu_src, (void *)&I, (void *)&J, (void *)&TSTEPS, (void *)&t };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 0, gpu_ps, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_227_0_1_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_column_physics_227_0_1_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 0, __state->gpu_context->streams[0], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_227_0_1_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) programs_column_physics_232_0_1_5(const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            if (j < J) {
                {
                    programs_column_physics_232_8_0_1_7(gpu_ps[((J * i) + j)], &gpu_delp[(((J * K) * i) + (K * j))], &gpu_pe[(((J * K) * i) + (K * j))], K);
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_232_0_1_5(column_physics_state_t *__state, const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K);
void __dace_runkernel_programs_column_physics_232_0_1_5(column_physics_state_t *__state, const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_232_0_1_5\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_232_0_1_5_args[] = { (void *)&gpu_delp, (void *)&gpu_pe, (void *)&gpu_ps, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 1, gpu_pe, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_232_0_1_5, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_column_physics_232_0_1_5_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 1, __state->gpu_context->streams[0], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_232_0_1_5", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) programs_column_physics_237_0_1_10(const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K) {
    {
        {
            {
                int k = ((blockIdx.x * 32 + threadIdx.x) + 1);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k >= 1 && k < K) {
                    {
                        {
                            programs_column_physics_237_8_0_1_12(gpu_pe[((((J * K) * i) + (K * j)) + k)], gpu_pe[(((((J * K) * i) + (K * j)) + k) - 1)], &gpu_pkz[((((J * K) * i) + (K * j)) + k)]);
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_237_0_1_10(column_physics_state_t *__state, const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K);
void __dace_runkernel_programs_column_physics_237_0_1_10(column_physics_state_t *__state, const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K)
{

    if ((int_ceil(int_ceil((K - 1), 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_237_0_1_10\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_237_0_1_10_args[] = { (void *)&gpu_pe, (void *)&gpu_pkz, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 2, gpu_pkz, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_237_0_1_10, dim3(int_ceil(int_ceil((K - 1), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_column_physics_237_0_1_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 2, __state->gpu_context->streams[0], 3, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_237_0_1_10", int_ceil(int_ceil((K - 1), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) programs_column_physics_244_0_1_16(const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K) {
    {
        {
            {
                {
                    int k = ((blockIdx.x * 32 + threadIdx.x) + 1);
                    int j = (blockIdx.y * 1 + threadIdx.y);
                    int i = ((blockIdx.z * 1 + threadIdx.z) / (3));
                    int n = (((blockIdx.z * 1 + threadIdx.z) / (1)) % (3));
                    double __tmp1;
                    double __tmp2;
                    double __tmp3;
                    if (k >= 1 && k < K) {
                        {
                            {
                                if (n >= 0 && n < 3) {
                                    {
                                        double __in1 = gpu_qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                        double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (_Mult_)
                                        __out = (__in1 * __in2);
                                        ///////////////////

                                        __tmp1 = __out;
                                    }
                                    {
                                        double __in1 = gpu_pe[((((J * K) * i) + (K * j)) + k)];
                                        double __in2 = gpu_pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (_Sub_)
                                        __out = (__in1 - __in2);
                                        ///////////////////

                                        __tmp2 = __out;
                                    }
                                    {
                                        double __in1 = __tmp1;
                                        double __in2 = __tmp2;
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (_Div_)
                                        __out = (__in1 / __in2);
                                        ///////////////////

                                        __tmp3 = __out;
                                    }
                                    {
                                        double __inp = __tmp3;
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (assign_245_12)
                                        __out = __inp;
                                        ///////////////////

                                        gpu_q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                        PDD_DEV_STORE_OPS(pdd_unit_column_physics_cuda, 5, &gpu_q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], gpu_q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)], {5, PDD_OPERAND_NONE, &gpu_qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &gpu_pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &gpu_pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_column_physics_244_0_1_16(column_physics_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K);
void __dace_runkernel_programs_column_physics_244_0_1_16(column_physics_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K)
{

    if ((int_ceil(int_ceil((K - 1), 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil((3 * int_ceil(I, 1)), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_244_0_1_16\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_244_0_1_16_args[] = { (void *)&gpu_delp, (void *)&gpu_pe, (void *)&gpu_q, (void *)&gpu_qold, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 3, gpu_q, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 1, gpu_pe, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 4, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 5, gpu_qold, 4, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_244_0_1_16, dim3(int_ceil(int_ceil((K - 1), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil((3 * int_ceil(I, 1)), 1)), dim3(32, 1, 1), programs_column_physics_244_0_1_16_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 3, __state->gpu_context->streams[1], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_244_0_1_16", int_ceil(int_ceil((K - 1), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil((3 * int_ceil(I, 1)), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 3); /* pdd */
}

