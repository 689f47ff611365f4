
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_view_cuda_kernels[2] = {
    {"programs_persistent_view_211_0_0_0", "src/cuda/persistent_view_cuda.cu", 222, "programs_persistent_view_211"},
    {"programs_persistent_view_213_0_0_7", "src/cuda/persistent_view_cuda.cu", 279, "programs_persistent_view_213"},
};
static const pdd_kernel_origin pdd_unit_persistent_view_cuda_origins[2] = {
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_persistent_view_cuda_fields[2] = {
    {"tmp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_y", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_persistent_view_cuda_sites[2] = {
    {0, 0, 114, 0},
    {1, 1, 258, 0},
};
static pdd_range pdd_unit_persistent_view_cuda_ranges[2];
static pdd_unit pdd_unit_persistent_view_cuda = {PDD_ABI_VERSION, "persistent_view", "src/cuda/persistent_view_cuda.cu", 2, 2, 2, pdd_unit_persistent_view_cuda_kernels, pdd_unit_persistent_view_cuda_fields, pdd_unit_persistent_view_cuda_sites, pdd_unit_persistent_view_cuda_ranges, NULL, pdd_unit_persistent_view_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_view_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_persistent_view_cuda, 2) /* pdd */



struct persistent_view_state_t {
    dace::cuda::Context *gpu_context;
    double * __restrict__ __0_tmp;
};



DACE_EXPORTED int __dace_init_cuda(persistent_view_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(persistent_view_state_t *__state);

DACE_DFI void programs_persistent_view_211_4_0_0_2(const double * __restrict__ __tmp_212_18_r, const double * __restrict__ __tmp_212_30_r, const double * __restrict__ __tmp_212_33_r, double * __restrict__ __tmp_212_39_w, int J, int K) {
    int64_t k;




    for (k = 1; (k < (K - 1)); k = (k + 1)) {
        {

            {
                for (auto j = 0; j < J; j += 1) {
                    double __tmp9;
                    double __tmp2;
                    double __tmp3;
                    double __tmp4;
                    double __tmp5;
                    double __tmp6;
                    {
                        double __in1 = __tmp_212_30_r[0];
                        double __in2 = __tmp_212_18_r[(((K * j) + k) - 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp9 = __out;
                    }
                    {
                        double __in1 = __tmp_212_30_r[1];
                        double __in2 = __tmp_212_18_r[((K * j) + k)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp2 = __out;
                    }
                    {
                        double __in1 = __tmp9;
                        double __in2 = __tmp2;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp3 = __out;
                    }
                    {
                        double __in1 = __tmp_212_30_r[2];
                        double __in2 = __tmp_212_18_r[(((K * j) + k) + 1)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        __tmp4 = __out;
                    }
                    {
                        double __in2 = __tmp4;
                        double __in1 = __tmp3;
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp5 = __out;
                    }
                    {
                        double __in1 = __tmp5;
                        double __in2 = __tmp_212_33_r[k];
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
                        // Tasklet code (assign_186_12)
                        __out = __inp;
                        ///////////////////

                        __tmp_212_39_w[((K * j) + k)] = __out;
                        PDD_DEV_STORE(pdd_unit_persistent_view_cuda, 0, &__tmp_212_39_w[((K * j) + k)], __tmp_212_39_w[((K * j) + k)]); /* pdd */
                    }
                }
            }

        }

    }

}



int __dace_init_cuda(persistent_view_state_t *__state, int I, int J, int K) {
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

int __dace_exit_cuda(persistent_view_state_t *__state) {
    

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

DACE_EXPORTED bool __dace_gpu_set_stream(persistent_view_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 4)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(persistent_view_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 4; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_persistent_view_211_0_0_0(const double * __restrict__ gpu_bias, const double * __restrict__ gpu_w, const double * __restrict__ gpu_x, double * __restrict__ tmp, int I, int J, int K) {
    {
        int i = (blockIdx.x * 32 + threadIdx.x);
        if (i < I) {
            programs_persistent_view_211_4_0_0_2(&gpu_x[((J * K) * i)], &gpu_w[0], &gpu_bias[0], &tmp[((J * K) * i)], J, K);
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_persistent_view_211_0_0_0(persistent_view_state_t *__state, const double * __restrict__ gpu_bias, const double * __restrict__ gpu_w, const double * __restrict__ gpu_x, double * __restrict__ tmp, int I, int J, int K);
void __dace_runkernel_programs_persistent_view_211_0_0_0(persistent_view_state_t *__state, const double * __restrict__ gpu_bias, const double * __restrict__ gpu_w, const double * __restrict__ gpu_x, double * __restrict__ tmp, int I, int J, int K)
{

    if ((int_ceil(int_ceil(I, 1), 32)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_persistent_view_211_0_0_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_persistent_view_211_0_0_0_args[] = { (void *)&gpu_bias, (void *)&gpu_w, (void *)&gpu_x, (void *)&tmp, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view_cuda, 0, tmp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_persistent_view_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_persistent_view_211_0_0_0, dim3(int_ceil(int_ceil(I, 1), 32), 1, 1), dim3(32, 1, 1), programs_persistent_view_211_0_0_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_persistent_view_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_persistent_view_211_0_0_0", int_ceil(int_ceil(I, 1), 32), 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_persistent_view_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) programs_persistent_view_213_0_0_7(double * __restrict__ gpu_y, const double * __restrict__ tmp, int I, int J, int K) {
    {
        {
            {
                int k = ((blockIdx.x * 32 + threadIdx.x) + 1);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = (blockIdx.z * 1 + threadIdx.z);
                double __tmp2;
                if (k >= 1 && k < (K - 1)) {
                    {
                        {
                            {
                                double __in2 = tmp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (0.5 * __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __inp = __tmp2;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_214_8)
                                __out = __inp;
                                ///////////////////

                                gpu_y[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_persistent_view_cuda, 1, &gpu_y[((((J * K) * i) + (K * j)) + k)], gpu_y[((((J * K) * i) + (K * j)) + k)], {0, PDD_OPERAND_NONE, &tmp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_persistent_view_213_0_0_7(persistent_view_state_t *__state, double * __restrict__ gpu_y, const double * __restrict__ tmp, int I, int J, int K);
void __dace_runkernel_programs_persistent_view_213_0_0_7(persistent_view_state_t *__state, double * __restrict__ gpu_y, const double * __restrict__ tmp, int I, int J, int K)
{

    if ((int_ceil(int_ceil((K - 2), 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_persistent_view_213_0_0_7\" due to an empty grid.\n");
        return;
    }

    void  *programs_persistent_view_213_0_0_7_args[] = { (void *)&gpu_y, (void *)&tmp, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view_cuda, 1, gpu_y, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_view_cuda, 0, tmp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_persistent_view_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_persistent_view_213_0_0_7, dim3(int_ceil(int_ceil((K - 2), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_persistent_view_213_0_0_7_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_persistent_view_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_persistent_view_213_0_0_7", int_ceil(int_ceil((K - 2), 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_persistent_view_cuda, 1); /* pdd */
}

