
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_state_cuda_kernels[1] = {
    {"programs_persistent_state_202_1_0_19", "src/cuda/persistent_state_cuda.cu", 248, "programs_persistent_state_202"},
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
    {0, 0, 226, PDD_SITE_IN_PLACE},
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
DACE_EXPORTED int __dace_gpu_last_error(persistent_state_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(persistent_state_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(persistent_state_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(persistent_state_state_t *__state, gpuStream_t stream);



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

    __state->gpu_context = new dace::cuda::Context(2, 1);

    // After the context exists: DACE_GPU_CHECK records into it.
    

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

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(persistent_state_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(persistent_state_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(persistent_state_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 2)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(persistent_state_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 2; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) programs_persistent_state_202_1_0_19(double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        double acc_index;
                        double __tmp0;
                        double u_index;
                        double __tmp1;
                        double src_index;
                        double __tmp2;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    double _cpy_in = acc[((J * i) + j)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_acc_to_acc_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    acc_index = _cpy_out;
                                }
                                {
                                    double __in2 = acc_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (0.5 * __in2);
                                    ///////////////////

                                    __tmp0 = __out;
                                }
                                {
                                    double _cpy_in = gpu_u[((J * i) + j)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_u_to_u_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    u_index = _cpy_out;
                                }
                                {
                                    double __in1 = __tmp0;
                                    double __in2 = u_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Add_)
                                    __out = (__in1 + __in2);
                                    ///////////////////

                                    __tmp1 = __out;
                                }
                                {
                                    double _cpy_in = gpu_src[((((I * J) * t) + (J * i)) + j)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_src_to_src_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    src_index = _cpy_out;
                                }
                                {
                                    double __in1 = __tmp1;
                                    double __in2 = src_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Add_)
                                    __out = (__in1 + __in2);
                                    ///////////////////

                                    __tmp2 = __out;
                                }
                                {
                                    double __inp = __tmp2;
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
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_persistent_state_202_1_0_19(persistent_state_state_t *__state, double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t);
void __dace_runkernel_programs_persistent_state_202_1_0_19(persistent_state_state_t *__state, double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_persistent_state_202_1_0_19\" due to an empty grid.\n");
        return;
    }

    void  *programs_persistent_state_202_1_0_19_args[] = { (void *)&acc, (void *)&gpu_src, (void *)&gpu_u, (void *)&I, (void *)&J, (void *)&TSTEPS, (void *)&t };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 0, acc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 1, gpu_src, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_persistent_state_cuda, 2, gpu_u, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_persistent_state_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_persistent_state_202_1_0_19, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_persistent_state_202_1_0_19_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_persistent_state_cuda, 0, __state->gpu_context->streams[0], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_persistent_state_202_1_0_19", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_persistent_state_cuda, 0); /* pdd */
}

