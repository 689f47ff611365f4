
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_state_cuda_kernels[1] = {
    {"programs_persistent_state_202_0_2_0", "src/cuda/persistent_state_cuda.cu", 166, "programs_persistent_state_202"},
};
static const pdd_kernel_origin pdd_unit_persistent_state_cuda_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_persistent_state_cuda_fields[3] = {
    {"acc", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_src", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_u", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_persistent_state_cuda_sites[1] = {
    {0, 0, 147, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_persistent_state_cuda_ranges[1];
static pdd_unit pdd_unit_persistent_state_cuda = {PDD_ABI_VERSION, "persistent_state", "src/cuda/persistent_state_cuda.cu", 1, 3, 1, pdd_unit_persistent_state_cuda_kernels, pdd_unit_persistent_state_cuda_fields, pdd_unit_persistent_state_cuda_sites, pdd_unit_persistent_state_cuda_ranges, NULL, pdd_unit_persistent_state_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_state_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_persistent_state_cuda, 1) /* pdd */



struct persistent_state_state_t {
    dace::cuda::Context *gpu_context;
    double * __restrict__ __0_acc;
};



DACE_EXPORTED int __dace_init_cuda(persistent_state_state_t *__state, int I, int J, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(persistent_state_state_t *__state);



int __dace_init_cuda(persistent_state_state_t *__state, int I, int J, int TSTEPS) {
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

    

    __state->gpu_context = new dace::cuda::Context(2, 1);

    // Create cuda streams and events
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(persistent_state_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 2; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(persistent_state_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 2)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(persistent_state_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 2; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_persistent_state_202_0_2_0(double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t) {
    {
        {
            int j = (blockIdx.x * 32 + threadIdx.x);
            int i = (blockIdx.y * 1 + threadIdx.y);
            double __tmp2;
            double __tmp3;
            double __tmp4;
            if (j < J) {
                {
                    {
                        double __in2 = acc[((J * i) + j)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (0.5 * __in2);
                        ///////////////////

                        __tmp2 = __out;
                    }
                    {
                        double __in1 = __tmp2;
                        double __in2 = gpu_u[((J * i) + j)];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        __tmp3 = __out;
                    }
                    {
                        double __in1 = __tmp3;
                        double __in2 = gpu_src[((((I * J) * t) + (J * i)) + j)];
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
                        // Tasklet code (assign_203_12)
                        __out = __inp;
                        ///////////////////

                        acc[((J * i) + j)] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_persistent_state_cuda, 0, &acc[((J * i) + j)], acc[((J * i) + j)], {2, PDD_OPERAND_NONE, &gpu_u[((J * i) + j)]}, {1, PDD_OPERAND_NONE, &gpu_src[((((I * J) * t) + (J * i)) + j)]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_persistent_state_202_0_2_0(persistent_state_state_t *__state, double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t);
void __dace_runkernel_programs_persistent_state_202_0_2_0(persistent_state_state_t *__state, double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t)
{

    if ((int_ceil(int_ceil(J, 1), 32)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_persistent_state_202_0_2_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_persistent_state_202_0_2_0_args[] = { (void *)&acc, (void *)&gpu_src, (void *)&gpu_u, (void *)&I, (void *)&J, (void *)&TSTEPS, (void *)&t };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 0, acc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 1, gpu_src, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 2, gpu_u, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_persistent_state_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_persistent_state_202_0_2_0, dim3(int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1), dim3(32, 1, 1), programs_persistent_state_202_0_2_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_persistent_state_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_persistent_state_202_0_2_0", int_ceil(int_ceil(J, 1), 32), int_ceil(int_ceil(I, 1), 1), 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_persistent_state_cuda, 0); /* pdd */
}

