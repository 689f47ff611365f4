
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_column_physics_cuda_kernels[4] = {
    {"programs_column_physics_227_1_0_36", "src/cuda/column_physics_cuda.cu", 562, "programs_column_physics_227"},
    {"programs_column_physics_232_1_0_38", "src/cuda/column_physics_cuda.cu", 600, "programs_column_physics_232"},
    {"programs_column_physics_237_1_0_40", "src/cuda/column_physics_cuda.cu", 646, "programs_column_physics_237"},
    {"programs_column_physics_244_1_0_42", "src/cuda/column_physics_cuda.cu", 797, "programs_column_physics_244"},
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
    {0, 0, 57, 0},
    {0, 0, 171, 0},
    {1, 1, 245, 0},
    {2, 2, 383, 0},
    {2, 2, 411, 0},
    {3, 3, 769, 0},
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
DACE_EXPORTED int __dace_gpu_last_error(column_physics_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(column_physics_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(column_physics_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(column_physics_state_t *__state, gpuStream_t stream);

DACE_DFI void programs_column_physics_1_0_2(const double * __restrict__ src, double * __restrict__ ps, int I, int J, int i, int j, int64_t t) {

    if (((i == 0) || (i == (I - 1)))) {
        {
            double src_index;
            double ps_slice;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index = _cpy_out;
            }
            {
                double __in2 = src_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                ps_slice = __out;
            }
            {
                double __inp = ps_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 0, &ps[((J * i) + j)], ps[((J * i) + j)]); /* pdd */
            }

        }
    } else {
        {
            double src_index_0;
            double __tmp0;
            double __tmp1;
            double src_index_1;
            double src_index_2;
            double src_slice_plus_src_slice;
            double __tmp2;
            double ps_slice_0;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_0)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_0 = _cpy_out;
            }
            {
                double __in2 = src_index_0;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp0 = __out;
            }
            {
                double __in2 = __tmp0;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i - 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_1 = _cpy_out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i + 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_2 = _cpy_out;
            }
            {
                double __in1 = src_index_1;
                double __in2 = src_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                src_slice_plus_src_slice = __out;
            }
            {
                double __in2 = src_slice_plus_src_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                ps_slice_0 = __out;
            }
            {
                double __inp = ps_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 1, &ps[((J * i) + j)], ps[((J * i) + j)]); /* pdd */
            }

        }
    }
}

DACE_DFI void programs_column_physics_1_0_7(const double * __restrict__ delp, const double * __restrict__ ps, double * __restrict__ pe, int J, int K, int i, int j) {
    double acc;
    int k;

    {

        {
            double _cpy_in = ps[((J * i) + j)];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_ps_to_acc)
            _cpy_out = _cpy_in;
            ///////////////////

            acc = _cpy_out;
        }

    }
    for (k = 0; (k < K); k = (k + 1)) {
        {
            double delp_index;
            double acc_plus_delp_slice;

            {
                double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_delp_to_delp_index)
                _cpy_out = _cpy_in;
                ///////////////////

                delp_index = _cpy_out;
            }
            {
                double __in1 = acc;
                double __in2 = delp_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                acc_plus_delp_slice = __out;
            }
            {
                double __inp = acc_plus_delp_slice;
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

                pe[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_DEV_STORE(pdd_unit_column_physics_cuda, 2, &pe[((((J * K) * i) + (K * j)) + k)], pe[((((J * K) * i) + (K * j)) + k)]); /* pdd */
            }

        }

    }
}

DACE_DFI void programs_column_physics_1_0_12(const double * __restrict__ pe, double * __restrict__ pkz, int J, int K, int i, int j, int k) {
    double pe_index;
    double pe_index_0;


    pe_index = pe[((((J * K) * i) + (K * j)) + k)];
    pe_index_0 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
    if ((pe_index > pe_index_0)) {
        {
            double pe_index_1;
            double pe_index_2;
            double pe_slice_minus_pe_slice;
            double pe_index_3;
            double log_pe_slice;
            double pe_index_4;
            double log_pe_slice_0;
            double expr_minus_expr;
            double pkz_slice;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_1 = _cpy_out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_2 = _cpy_out;
            }
            {
                double __in1 = pe_index_1;
                double __in2 = pe_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                pe_slice_minus_pe_slice = __out;
            }
            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_3)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_3 = _cpy_out;
            }
            {
                double __in1 = pe_index_3;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice = __out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_4)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_4 = _cpy_out;
            }
            {
                double __in1 = pe_index_4;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice_0 = __out;
            }
            {
                double __in2 = log_pe_slice_0;
                double __in1 = log_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                expr_minus_expr = __out;
            }
            {
                double __in2 = expr_minus_expr;
                double __in1 = pe_slice_minus_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Div_)
                __out = (__in1 / __in2);
                ///////////////////

                pkz_slice = __out;
            }
            {
                double __inp = pkz_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_column_physics_cuda, 3, &pkz[((((J * K) * i) + (K * j)) + k)], pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_LOG, &pe[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_LOG, &pe[(((((J * K) * i) + (K * j)) + k) - 1)]}); /* pdd */
            }

        }
    } else {
        {
            double pkz_slice_0;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pkz_slice_0)
                _cpy_out = _cpy_in;
                ///////////////////

                pkz_slice_0 = _cpy_out;
            }
            {
                double __inp = pkz_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_column_physics_cuda, 4, &pkz[((((J * K) * i) + (K * j)) + k)], pkz[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &pe[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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

    __state->gpu_context = new dace::cuda::Context(7, 5);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 5; ++i) {
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
    for(int i = 0; i < 5; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(column_physics_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(column_physics_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(column_physics_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 7)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(column_physics_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 7; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) programs_column_physics_227_1_0_36(double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                programs_column_physics_1_0_2(&gpu_src[0], &gpu_ps[0], I, J, i, j, t);
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_227_1_0_36(column_physics_state_t *__state, double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t);
void __dace_runkernel_programs_column_physics_227_1_0_36(column_physics_state_t *__state, double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_227_1_0_36\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_227_1_0_36_args[] = { (void *)&gpu_ps, (void *)&gpu_src, (void *)&I, (void *)&J, (void *)&TSTEPS, (void *)&t };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 0, gpu_ps, 2, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_227_1_0_36, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_column_physics_227_1_0_36_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 0, __state->gpu_context->streams[0], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_227_1_0_36", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_column_physics_232_1_0_38(const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                programs_column_physics_1_0_7(&gpu_delp[0], &gpu_ps[0], &gpu_pe[0], J, K, i, j);
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_232_1_0_38(column_physics_state_t *__state, const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K);
void __dace_runkernel_programs_column_physics_232_1_0_38(column_physics_state_t *__state, const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_232_1_0_38\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_232_1_0_38_args[] = { (void *)&gpu_delp, (void *)&gpu_pe, (void *)&gpu_ps, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 1, gpu_pe, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_232_1_0_38, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_column_physics_232_1_0_38_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 1, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_232_1_0_38", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_column_physics_237_1_0_40(const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K) {
    {
        {
            {
                int b_k = ((32 * blockIdx.x) + 1);
                int b_j = blockIdx.y;
                int b_i = blockIdx.z;
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 1)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                            programs_column_physics_1_0_12(&gpu_pe[0], &gpu_pkz[0], J, K, i, j, k);
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


DACE_EXPORTED void __dace_runkernel_programs_column_physics_237_1_0_40(column_physics_state_t *__state, const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K);
void __dace_runkernel_programs_column_physics_237_1_0_40(column_physics_state_t *__state, const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K)
{

    if (((int_ceil((K - 1), 32)) <= 0) || ((J) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_237_1_0_40\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_237_1_0_40_args[] = { (void *)&gpu_pe, (void *)&gpu_pkz, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 2, gpu_pkz, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_237_1_0_40, dim3(int_ceil((K - 1), 32), J, I), dim3(32, 1, 1), programs_column_physics_237_1_0_40_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 2, __state->gpu_context->streams[1], 3, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_237_1_0_40", int_ceil((K - 1), 32), J, I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_column_physics_244_1_0_42(const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K) {
    {
        {
            {
                {
                    int b_k = ((32 * blockIdx.x) + 1);
                    int b_j = blockIdx.y;
                    int b_i = (blockIdx.z / (3));
                    int b_n = ((blockIdx.z / (1)) % (3));
                    {
                        {
                            {
                                {
                                    {
                                        int k = (threadIdx.x + b_k);
                                        int j = (threadIdx.y + b_j);
                                        int i = ((threadIdx.z / (1)) + b_i);
                                        int n = ((threadIdx.z / (1)) % (1) + b_n);
                                        double qold_index;
                                        double delp_index;
                                        double qold_slice_times_delp_slice;
                                        double pe_index;
                                        double pe_index_0;
                                        double pe_slice_minus_pe_slice;
                                        double q_slice;
                                        if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                            if (j >= b_j && j < (Min(b_j, (J - 1)) + 1)) {
                                                if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                                    if (n >= b_n && n < (Min(2, b_n) + 1)) {
                                                        {
                                                            double _cpy_in = gpu_qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                                            double _cpy_out;

                                                            ///////////////////
                                                            // Tasklet code (copy_gpu_qold_to_qold_index)
                                                            _cpy_out = _cpy_in;
                                                            ///////////////////

                                                            qold_index = _cpy_out;
                                                        }
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
                                                            double __in2 = delp_index;
                                                            double __in1 = qold_index;
                                                            double __out;

                                                            ///////////////////
                                                            // Tasklet code (_Mult_)
                                                            __out = (__in1 * __in2);
                                                            ///////////////////

                                                            qold_slice_times_delp_slice = __out;
                                                        }
                                                        {
                                                            double _cpy_in = gpu_pe[((((J * K) * i) + (K * j)) + k)];
                                                            double _cpy_out;

                                                            ///////////////////
                                                            // Tasklet code (copy_gpu_pe_to_pe_index)
                                                            _cpy_out = _cpy_in;
                                                            ///////////////////

                                                            pe_index = _cpy_out;
                                                        }
                                                        {
                                                            double _cpy_in = gpu_pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                                            double _cpy_out;

                                                            ///////////////////
                                                            // Tasklet code (copy_gpu_pe_to_pe_index_0)
                                                            _cpy_out = _cpy_in;
                                                            ///////////////////

                                                            pe_index_0 = _cpy_out;
                                                        }
                                                        {
                                                            double __in2 = pe_index_0;
                                                            double __in1 = pe_index;
                                                            double __out;

                                                            ///////////////////
                                                            // Tasklet code (_Sub_)
                                                            __out = (__in1 - __in2);
                                                            ///////////////////

                                                            pe_slice_minus_pe_slice = __out;
                                                        }
                                                        {
                                                            double __in1 = qold_slice_times_delp_slice;
                                                            double __in2 = pe_slice_minus_pe_slice;
                                                            double __out;

                                                            ///////////////////
                                                            // Tasklet code (_Div_)
                                                            __out = (__in1 / __in2);
                                                            ///////////////////

                                                            q_slice = __out;
                                                        }
                                                        {
                                                            double __inp = q_slice;
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
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_column_physics_244_1_0_42(column_physics_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K);
void __dace_runkernel_programs_column_physics_244_1_0_42(column_physics_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K)
{

    if (((int_ceil((K - 1), 32)) <= 0) || ((J) <= 0) || (((3 * I)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_column_physics_244_1_0_42\" due to an empty grid.\n");
        return;
    }

    void  *programs_column_physics_244_1_0_42_args[] = { (void *)&gpu_delp, (void *)&gpu_pe, (void *)&gpu_q, (void *)&gpu_qold, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 3, gpu_q, 4, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 1, gpu_pe, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 4, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(3), (int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(I*J*K), (int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics_cuda, 5, gpu_qold, 4, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_column_physics_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_column_physics_244_1_0_42, dim3(int_ceil((K - 1), 32), J, (3 * I)), dim3(32, 1, 1), programs_column_physics_244_1_0_42_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_column_physics_cuda, 3, __state->gpu_context->streams[2], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_column_physics_244_1_0_42", int_ceil((K - 1), 32), J, (3 * I), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_column_physics_cuda, 3); /* pdd */
}

