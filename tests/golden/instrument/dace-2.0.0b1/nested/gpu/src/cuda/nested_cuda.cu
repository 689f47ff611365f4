
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_cuda_kernels[6] = {
    {"programs_nested_120_0_0_27", "src/cuda/nested_cuda.cu", 305, "programs_nested_120"},
    {"assign_106_4_gmap_3_1_9", "src/cuda/nested_cuda.cu", 340, "assign_106_4_gmap"},
    {"_Mult__gmap_4_0_19", "src/cuda/nested_cuda.cu", 376, "_Mult__gmap"},
    {"_Add__gmap_4_0_21", "src/cuda/nested_cuda.cu", 412, "_Add__gmap"},
    {"assign_108_8_gmap_4_0_23", "src/cuda/nested_cuda.cu", 447, "assign_108_8_gmap"},
    {"programs_nested_123_0_0_29", "src/cuda/nested_cuda.cu", 477, "programs_nested_123"},
};
static const pdd_kernel_origin pdd_unit_nested_cuda_origins[6] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_nested_cuda_fields[8] = {
    {"gpu_pt_out", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_diag", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"coef_times_col_out_slice", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"col_in_slice_plus_coef_col_out_slice", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"col_out_slice", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"col_out_index", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"col_in_index", PDD_T_F64, 0, PDD_STORAGE_GPU, 1},
    {"gpu_pt_prev", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_nested_cuda_sites[7] = {
    {0, 0, 45, 0},
    {0, 0, 111, 0},
    {1, 1, 326, 0},
    {2, 2, 362, 0},
    {3, 3, 398, 0},
    {4, 1, 433, 0},
    {5, 7, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_nested_cuda_ranges[7];
static pdd_unit pdd_unit_nested_cuda = {PDD_ABI_VERSION, "nested", "src/cuda/nested_cuda.cu", 6, 8, 7, pdd_unit_nested_cuda_kernels, pdd_unit_nested_cuda_fields, pdd_unit_nested_cuda_sites, pdd_unit_nested_cuda_ranges, NULL, pdd_unit_nested_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_nested_cuda, 7) /* pdd */



struct nested_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(nested_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(nested_state_t *__state);
DACE_EXPORTED int __dace_gpu_last_error(nested_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(nested_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(nested_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(nested_state_t *__state, gpuStream_t stream);

DACE_DFI void programs_implicit_column_0_0_14(const double&  coef, const double * __restrict__ col_in, double * __restrict__ col_out, int K) {
    int k;

    {
        double col_out_slice;

        {
            double _cpy_in = col_in[0];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_col_in_to_col_out_slice)
            _cpy_out = _cpy_in;
            ///////////////////

            col_out_slice = _cpy_out;
        }
        {
            double __inp = col_out_slice;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
            PDD_DEV_STORE(pdd_unit_nested_cuda, 0, &col_out[0], col_out[0]); /* pdd */
        }

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {
            double col_in_index;
            double col_out_index;
            double coef_times_col_out_slice;
            double col_in_slice_plus_coef_col_out_slice;

            {
                double _cpy_in = col_in[k];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_in_to_col_in_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_in_index = _cpy_out;
            }
            {
                double _cpy_in = col_out[(k - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_out_to_col_out_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_out_index = _cpy_out;
            }
            {
                double __in1 = coef;
                double __in2 = col_out_index;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                coef_times_col_out_slice = __out;
            }
            {
                double __in2 = coef_times_col_out_slice;
                double __in1 = col_in_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                col_in_slice_plus_coef_col_out_slice = __out;
            }
            {
                double __inp = col_in_slice_plus_coef_col_out_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
                PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 1, &col_out[k], col_out[k], {0, PDD_OPERAND_NONE, &col_out[(k - 1)]}); /* pdd */
            }

        }

    }
}

DACE_DFI void copy_pt_to_pt_prev_sdfg_1_0_2(const double * __restrict__ pt, double * __restrict__ pt_prev, int J, int K, int i) {

    {
        const double * _cpy_in;
        _cpy_in = &pt[((J * K) * i)];
        double * _cpy_out;
        _cpy_out = &pt_prev[((J * K) * i)];

        {
            for (int __i0 = 0; __i0 < J; __i0 += 1) {
                for (int __i1 = 0; __i1 < K; __i1 += 1) {
                    {
                        double _in = _cpy_in[((K * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_pt_to_pt_prev_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((K * __i0) + __i1)] = _out;
                    }
                }
            }
        }

    }
}

DACE_DFI void programs_nested_0_0_7(const double * __restrict__ pt, double * __restrict__ pt_prev, int J, int K, int i) {

    {

        copy_pt_to_pt_prev_sdfg_1_0_2(&pt[0], &pt_prev[0], J, K, i);

    }
}



int __dace_init_cuda(nested_state_t *__state, int I, int J, int K) {
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

    __state->gpu_context = new dace::cuda::Context(5, 11);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 5; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 11; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(nested_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 5; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 11; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(nested_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(nested_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(nested_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 5)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(nested_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 5; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) programs_nested_120_0_0_27(const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        const double * pt_0;
                        pt_0 = &gpu_pt[(((J * K) * i) + (K * j))];
                        double * pt_out_0;
                        pt_out_0 = &gpu_pt_out[(((J * K) * i) + (K * j))];
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                programs_implicit_column_0_0_14(coef, &pt_0[0], &pt_out_0[0], K);
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_nested_120_0_0_27(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef);
void __dace_runkernel_programs_nested_120_0_0_27(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_nested_120_0_0_27\" due to an empty grid.\n");
        return;
    }

    void  *programs_nested_120_0_0_27_args[] = { (void *)&gpu_pt, (void *)&gpu_pt_out, (void *)&I, (void *)&J, (void *)&K, (void *)&coef };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 0, gpu_pt_out, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_nested_120_0_0_27, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), programs_nested_120_0_0_27_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 0, __state->gpu_context->streams[2], 0, 2); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_nested_120_0_0_27", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) assign_106_4_gmap_3_1_9(double * __restrict__ col_out, const double * __restrict__ col_out_slice) {
    {
        int b_assign_106_4__gmapi = (32 * blockIdx.x);
        {
            {
                int assign_106_4__gmapi = (threadIdx.x + b_assign_106_4__gmapi);
                if (assign_106_4__gmapi >= b_assign_106_4__gmapi && assign_106_4__gmapi < (Min(0, (b_assign_106_4__gmapi + 31)) + 1)) {
                    {
                        double __inp = col_out_slice[0];
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_106_4)
                        __out = __inp;
                        ///////////////////

                        col_out[0] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 2, &col_out[0], col_out[0], {4, PDD_OPERAND_NONE, &col_out_slice[0]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_assign_106_4_gmap_3_1_9(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_out_slice);
void __dace_runkernel_assign_106_4_gmap_3_1_9(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_out_slice)
{

    void  *assign_106_4_gmap_3_1_9_args[] = { (void *)&col_out, (void *)&col_out_slice };
    PDD_FIELD_BIND_VIEW(pdd_unit_nested_cuda, 1, col_out); /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 4, col_out_slice, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)assign_106_4_gmap_3_1_9, dim3(1, 1, 1), dim3(32, 1, 1), assign_106_4_gmap_3_1_9_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 1, __state->gpu_context->streams[0], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "assign_106_4_gmap_3_1_9", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) _Mult__gmap_4_0_19(const double coef, double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_out_index) {
    {
        int b__Mult___gmapi = (32 * blockIdx.x);
        {
            {
                int _Mult___gmapi = (threadIdx.x + b__Mult___gmapi);
                if (_Mult___gmapi >= b__Mult___gmapi && _Mult___gmapi < (Min(0, (b__Mult___gmapi + 31)) + 1)) {
                    {
                        double __in1 = coef;
                        double __in2 = col_out_index[0];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Mult_)
                        __out = (__in1 * __in2);
                        ///////////////////

                        coef_times_col_out_slice[0] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 3, &coef_times_col_out_slice[0], coef_times_col_out_slice[0], {5, PDD_OPERAND_NONE, &col_out_index[0]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Mult__gmap_4_0_19(nested_state_t *__state, const double coef, double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_out_index);
void __dace_runkernel__Mult__gmap_4_0_19(nested_state_t *__state, const double coef, double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_out_index)
{

    void  *_Mult__gmap_4_0_19_args[] = { (void *)&coef, (void *)&coef_times_col_out_slice, (void *)&col_out_index };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 2, coef_times_col_out_slice, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 5, col_out_index, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Mult__gmap_4_0_19, dim3(1, 1, 1), dim3(32, 1, 1), _Mult__gmap_4_0_19_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 2, __state->gpu_context->streams[1], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Mult__gmap_4_0_19", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) _Add__gmap_4_0_21(const double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_in_index, double * __restrict__ col_in_slice_plus_coef_col_out_slice) {
    {
        int b__Add___gmapi = (32 * blockIdx.x);
        {
            {
                int _Add___gmapi = (threadIdx.x + b__Add___gmapi);
                if (_Add___gmapi >= b__Add___gmapi && _Add___gmapi < (Min(0, (b__Add___gmapi + 31)) + 1)) {
                    {
                        double __in2 = coef_times_col_out_slice[0];
                        double __in1 = col_in_index[0];
                        double __out;

                        ///////////////////
                        // Tasklet code (_Add_)
                        __out = (__in1 + __in2);
                        ///////////////////

                        col_in_slice_plus_coef_col_out_slice[0] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 4, &col_in_slice_plus_coef_col_out_slice[0], col_in_slice_plus_coef_col_out_slice[0], {2, PDD_OPERAND_NONE, &coef_times_col_out_slice[0]}, {6, PDD_OPERAND_NONE, &col_in_index[0]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__Add__gmap_4_0_21(nested_state_t *__state, const double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_in_index, double * __restrict__ col_in_slice_plus_coef_col_out_slice);
void __dace_runkernel__Add__gmap_4_0_21(nested_state_t *__state, const double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_in_index, double * __restrict__ col_in_slice_plus_coef_col_out_slice)
{

    void  *_Add__gmap_4_0_21_args[] = { (void *)&coef_times_col_out_slice, (void *)&col_in_index, (void *)&col_in_slice_plus_coef_col_out_slice };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 3, col_in_slice_plus_coef_col_out_slice, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 6, col_in_index, 0, pdd_none, pdd_none); } /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 2, coef_times_col_out_slice, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_Add__gmap_4_0_21, dim3(1, 1, 1), dim3(32, 1, 1), _Add__gmap_4_0_21_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 3, __state->gpu_context->streams[0], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_Add__gmap_4_0_21", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 3); /* pdd */
}
__global__ void  __launch_bounds__(32) assign_108_8_gmap_4_0_23(double * __restrict__ col_out, const double * __restrict__ col_in_slice_plus_coef_col_out_slice, int64_t k) {
    {
        int b_assign_108_8__gmapi = (32 * blockIdx.x);
        {
            {
                int assign_108_8__gmapi = (threadIdx.x + b_assign_108_8__gmapi);
                if (assign_108_8__gmapi >= b_assign_108_8__gmapi && assign_108_8__gmapi < (Min(0, (b_assign_108_8__gmapi + 31)) + 1)) {
                    {
                        double __inp = col_in_slice_plus_coef_col_out_slice[0];
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_108_8)
                        __out = __inp;
                        ///////////////////

                        col_out[k] = __out;
                        PDD_DEV_STORE_OPS(pdd_unit_nested_cuda, 5, &col_out[k], col_out[k], {3, PDD_OPERAND_NONE, &col_in_slice_plus_coef_col_out_slice[0]}); /* pdd */
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_assign_108_8_gmap_4_0_23(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_in_slice_plus_coef_col_out_slice, int64_t k);
void __dace_runkernel_assign_108_8_gmap_4_0_23(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_in_slice_plus_coef_col_out_slice, int64_t k)
{

    void  *assign_108_8_gmap_4_0_23_args[] = { (void *)&col_out, (void *)&col_in_slice_plus_coef_col_out_slice, (void *)&k };
    PDD_FIELD_BIND_VIEW(pdd_unit_nested_cuda, 1, col_out); /* pdd */
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_nested_cuda, 3, col_in_slice_plus_coef_col_out_slice, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)assign_108_8_gmap_4_0_23, dim3(1, 1, 1), dim3(32, 1, 1), assign_108_8_gmap_4_0_23_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 4, __state->gpu_context->streams[0], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "assign_108_8_gmap_4_0_23", 1, 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 4); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_nested_123_0_0_29(const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K) {
    {
        int b_i = (32 * blockIdx.x);
        {
            {
                int i = (threadIdx.x + b_i);
                if (i >= b_i && i < (Min((I - 1), (b_i + 31)) + 1)) {
                    programs_nested_0_0_7(&gpu_pt[0], &gpu_pt_prev[0], J, K, i);
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_nested_123_0_0_29(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K);
void __dace_runkernel_programs_nested_123_0_0_29(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K)
{

    if (((int_ceil(I, 32)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_nested_123_0_0_29\" due to an empty grid.\n");
        return;
    }

    void  *programs_nested_123_0_0_29_args[] = { (void *)&gpu_pt, (void *)&gpu_pt_prev, (void *)&I, (void *)&J, (void *)&K };
    PDD_CUDA_BEGIN(pdd_unit_nested_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_nested_123_0_0_29, dim3(int_ceil(I, 32), 1, 1), dim3(32, 1, 1), programs_nested_123_0_0_29_args, 0, __state->gpu_context->streams[4]);
    PDD_CUDA_COLLECT(pdd_unit_nested_cuda, 5, __state->gpu_context->streams[4], 0, 0); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_nested_123_0_0_29", int_ceil(I, 32), 1, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_nested_cuda, 5); /* pdd */
}

