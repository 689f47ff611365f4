
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solver_cuda_kernels[4] = {
    {"programs_vertical_solver_77_0_3_33", "src/cuda/vertical_solver_cuda.cu", 258, "programs_vertical_solver_77"},
    {"programs_vertical_solver_82_1_0_40", "src/cuda/vertical_solver_cuda.cu", 491, "programs_vertical_solver_82"},
    {"programs_vertical_solver_86_0_1_7", "src/cuda/vertical_solver_cuda.cu", 551, "programs_vertical_solver_86"},
    {"programs_vertical_solver_89_2_0_17", "src/cuda/vertical_solver_cuda.cu", 661, "programs_vertical_solver_89"},
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
    {0, 0, 202, 0},
    {0, 1, 236, 0},
    {1, 0, 400, 0},
    {1, 1, 469, 0},
    {2, 2, 529, 0},
    {3, 2, 639, 0},
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
DACE_EXPORTED int __dace_gpu_last_error(vertical_solver_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(vertical_solver_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(vertical_solver_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(vertical_solver_state_t *__state, gpuStream_t stream);



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

    __state->gpu_context = new dace::cuda::Context(5, 2);

    // After the context exists: DACE_GPU_CHECK records into it.
    

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

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(vertical_solver_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(vertical_solver_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(vertical_solver_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 5)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(vertical_solver_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 5; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) programs_vertical_solver_77_0_3_33(double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        double programs_vertical_solver_b_index;
                        double diag0;
                        double programs_vertical_solver_c_index;
                        double programs_vertical_solver_cp_slice;
                        double programs_vertical_solver_d_index;
                        double dp_slice;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    double _cpy_in = gpu_b[(((J * K) * i) + (K * j))];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_b_to_programs_vertical_solver_b_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    programs_vertical_solver_b_index = _cpy_out;
                                }
                                {
                                    double __in1 = programs_vertical_solver_b_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_numpy_sqrt_)
                                    __out = sqrt(__in1);
                                    ///////////////////

                                    diag0 = __out;
                                }
                                {
                                    double _cpy_in = gpu_c[(((J * K) * i) + (K * j))];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_c_to_programs_vertical_solver_c_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    programs_vertical_solver_c_index = _cpy_out;
                                }
                                {
                                    double __in1 = programs_vertical_solver_c_index;
                                    double __in2 = diag0;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    programs_vertical_solver_cp_slice = __out;
                                }
                                {
                                    double __inp = programs_vertical_solver_cp_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_79_8)
                                    __out = __inp;
                                    ///////////////////

                                    cp[(((J * K) * i) + (K * j))] = __out;
                                    PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 0, &cp[(((J * K) * i) + (K * j))], cp[(((J * K) * i) + (K * j))], {4, PDD_OPERAND_SQRT, &gpu_b[(((J * K) * i) + (K * j))]}, {3, PDD_OPERAND_NONE, &gpu_c[(((J * K) * i) + (K * j))]}); /* pdd */
                                }
                                {
                                    double _cpy_in = gpu_d[(((J * K) * i) + (K * j))];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_d_to_programs_vertical_solver_d_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    programs_vertical_solver_d_index = _cpy_out;
                                }
                                {
                                    double __in1 = programs_vertical_solver_d_index;
                                    double __in2 = diag0;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    dp_slice = __out;
                                }
                                {
                                    double __inp = dp_slice;
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
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_77_0_3_33(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K);
void __dace_runkernel_programs_vertical_solver_77_0_3_33(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_77_0_3_33\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_77_0_3_33_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_b, (void *)&gpu_c, (void *)&gpu_d, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 3, gpu_c, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 4, gpu_b, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 5, gpu_d, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_77_0_3_33, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_vertical_solver_77_0_3_33_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 0, __state->gpu_context->streams[0], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_77_0_3_33", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_vertical_solver_82_1_0_40(double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        double b_index;
                        double sqrt_b_slice;
                        double a_index;
                        double programs_vertical_solver_cp_index;
                        double a_slice_times_cp_slice;
                        double denom;
                        double c_index;
                        double cp_slice;
                        double d_index;
                        double a_index_0;
                        double programs_vertical_solver_dp_index;
                        double a_slice_times_dp_slice;
                        double d_slice_minus_a_slice_dp_slice;
                        double d_slice_a_slice_dp_slice_div_denom;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    double _cpy_in = gpu_b[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_b_to_b_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    b_index = _cpy_out;
                                }
                                {
                                    double __in1 = b_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_numpy_sqrt_)
                                    __out = sqrt(__in1);
                                    ///////////////////

                                    sqrt_b_slice = __out;
                                }
                                {
                                    double _cpy_in = gpu_a[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_a_to_a_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    a_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = gpu_a[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_a_to_a_index_0)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    a_index_0 = _cpy_out;
                                }
                                {
                                    double _cpy_in = cp[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_cp_to_programs_vertical_solver_cp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    programs_vertical_solver_cp_index = _cpy_out;
                                }
                                {
                                    double __in2 = programs_vertical_solver_cp_index;
                                    double __in1 = a_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    a_slice_times_cp_slice = __out;
                                }
                                {
                                    double __in2 = a_slice_times_cp_slice;
                                    double __in1 = sqrt_b_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    denom = __out;
                                }
                                {
                                    double _cpy_in = gpu_c[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_c_to_c_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    c_index = _cpy_out;
                                }
                                {
                                    double __in1 = c_index;
                                    double __in2 = denom;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    cp_slice = __out;
                                }
                                {
                                    double __inp = cp_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_84_12)
                                    __out = __inp;
                                    ///////////////////

                                    cp[((((J * K) * i) + (K * j)) + k)] = __out;
                                    PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 2, &cp[((((J * K) * i) + (K * j)) + k)], cp[((((J * K) * i) + (K * j)) + k)], {4, PDD_OPERAND_SQRT, &gpu_b[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_a[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {3, PDD_OPERAND_NONE, &gpu_c[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                                }
                                {
                                    double _cpy_in = gpu_d[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_d_to_d_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    d_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = dp[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_dp_to_programs_vertical_solver_dp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    programs_vertical_solver_dp_index = _cpy_out;
                                }
                                {
                                    double __in2 = programs_vertical_solver_dp_index;
                                    double __in1 = a_index_0;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    a_slice_times_dp_slice = __out;
                                }
                                {
                                    double __in1 = d_index;
                                    double __in2 = a_slice_times_dp_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    d_slice_minus_a_slice_dp_slice = __out;
                                }
                                {
                                    double __in1 = d_slice_minus_a_slice_dp_slice;
                                    double __in2 = denom;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    d_slice_a_slice_dp_slice_div_denom = __out;
                                }
                                {
                                    double __inp = d_slice_a_slice_dp_slice_div_denom;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_85_12)
                                    __out = __inp;
                                    ///////////////////

                                    dp[((((J * K) * i) + (K * j)) + k)] = __out;
                                    PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 3, &dp[((((J * K) * i) + (K * j)) + k)], dp[((((J * K) * i) + (K * j)) + k)], {4, PDD_OPERAND_SQRT, &gpu_b[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_a[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[(((((J * K) * i) + (K * j)) + k) - 1)]}, {5, PDD_OPERAND_NONE, &gpu_d[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &dp[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_82_1_0_40(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k);
void __dace_runkernel_programs_vertical_solver_82_1_0_40(vertical_solver_state_t *__state, double * __restrict__ cp, double * __restrict__ dp, const double * __restrict__ gpu_a, const double * __restrict__ gpu_b, const double * __restrict__ gpu_c, const double * __restrict__ gpu_d, int I, int J, int K, int64_t k)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_82_1_0_40\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_82_1_0_40_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_a, (void *)&gpu_b, (void *)&gpu_c, (void *)&gpu_d, (void *)&I, (void *)&J, (void *)&K, (void *)&k };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 3, gpu_c, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 6, gpu_a, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 4, gpu_b, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 5, gpu_d, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_82_1_0_40, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_vertical_solver_82_1_0_40_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 1, __state->gpu_context->streams[0], 2, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_82_1_0_40", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_vertical_solver_86_0_1_7(const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        double x_slice;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    double _cpy_in = dp[(((((J * K) * i) + (K * j)) + K) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_dp_to_x_slice)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    x_slice = _cpy_out;
                                }
                                {
                                    double __inp = x_slice;
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
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_86_0_1_7(vertical_solver_state_t *__state, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K);
void __dace_runkernel_programs_vertical_solver_86_0_1_7(vertical_solver_state_t *__state, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_86_0_1_7\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_86_0_1_7_args[] = { (void *)&dp, (void *)&gpu_x, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 2, gpu_x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_86_0_1_7, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_vertical_solver_86_0_1_7_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 2, __state->gpu_context->streams[0], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_86_0_1_7", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_vertical_solver_89_2_0_17(const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        double dp_index;
                        double cp_index;
                        double x_index;
                        double cp_slice_times_x_slice;
                        double dp_slice_minus_cp_slice_x_slice;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    double _cpy_in = dp[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_dp_to_dp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    dp_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = cp[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_cp_to_cp_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    cp_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = gpu_x[(((((J * K) * i) + (K * j)) + k) + 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_gpu_x_to_x_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    x_index = _cpy_out;
                                }
                                {
                                    double __in2 = x_index;
                                    double __in1 = cp_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    cp_slice_times_x_slice = __out;
                                }
                                {
                                    double __in2 = cp_slice_times_x_slice;
                                    double __in1 = dp_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    dp_slice_minus_cp_slice_x_slice = __out;
                                }
                                {
                                    double __inp = dp_slice_minus_cp_slice_x_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_90_12)
                                    __out = __inp;
                                    ///////////////////

                                    gpu_x[((((J * K) * i) + (K * j)) + k)] = __out;
                                    PDD_DEV_STORE_OPS(pdd_unit_vertical_solver_cuda, 5, &gpu_x[((((J * K) * i) + (K * j)) + k)], gpu_x[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &dp[((((J * K) * i) + (K * j)) + k)]}, {0, PDD_OPERAND_NONE, &cp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &gpu_x[(((((J * K) * i) + (K * j)) + k) + 1)]}); /* pdd */
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_vertical_solver_89_2_0_17(vertical_solver_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k);
void __dace_runkernel_programs_vertical_solver_89_2_0_17(vertical_solver_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dp, double * __restrict__ gpu_x, int I, int J, int K, int64_t k)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_vertical_solver_89_2_0_17\" due to an empty grid.\n");
        return;
    }

    void  *programs_vertical_solver_89_2_0_17_args[] = { (void *)&cp, (void *)&dp, (void *)&gpu_x, (void *)&I, (void *)&J, (void *)&K, (void *)&k };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 2, gpu_x, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 0, cp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_vertical_solver_cuda, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_vertical_solver_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_vertical_solver_89_2_0_17, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_vertical_solver_89_2_0_17_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_vertical_solver_cuda, 3, __state->gpu_context->streams[0], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_vertical_solver_89_2_0_17", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_vertical_solver_cuda, 3); /* pdd */
}

