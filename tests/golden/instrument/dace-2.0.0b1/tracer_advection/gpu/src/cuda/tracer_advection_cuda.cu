
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_cuda_kernels[31] = {
    {"programs_tracer_advection_60_0_0_34", "src/cuda/tracer_advection_cuda.cu", 318, "programs_tracer_advection_60"},
    {"_numpy_full__map_0_0_36", "src/cuda/tracer_advection_cuda.cu", 373, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_12_12", "src/cuda/tracer_advection_cuda.cu", 431, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_12_10", "src/cuda/tracer_advection_cuda.cu", 486, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_13_48", "src/cuda/tracer_advection_cuda.cu", 544, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_13_50", "src/cuda/tracer_advection_cuda.cu", 787, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_13_52", "src/cuda/tracer_advection_cuda.cu", 842, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_10_12", "src/cuda/tracer_advection_cuda.cu", 900, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_10_10", "src/cuda/tracer_advection_cuda.cu", 955, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_11_48", "src/cuda/tracer_advection_cuda.cu", 1013, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_11_50", "src/cuda/tracer_advection_cuda.cu", 1256, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_11_52", "src/cuda/tracer_advection_cuda.cu", 1311, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_8_12", "src/cuda/tracer_advection_cuda.cu", 1369, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_8_10", "src/cuda/tracer_advection_cuda.cu", 1424, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_9_48", "src/cuda/tracer_advection_cuda.cu", 1482, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_9_50", "src/cuda/tracer_advection_cuda.cu", 1725, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_9_52", "src/cuda/tracer_advection_cuda.cu", 1780, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_6_12", "src/cuda/tracer_advection_cuda.cu", 1838, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_6_10", "src/cuda/tracer_advection_cuda.cu", 1893, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_7_48", "src/cuda/tracer_advection_cuda.cu", 1951, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_7_50", "src/cuda/tracer_advection_cuda.cu", 2194, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_7_52", "src/cuda/tracer_advection_cuda.cu", 2249, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_4_12", "src/cuda/tracer_advection_cuda.cu", 2307, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_4_10", "src/cuda/tracer_advection_cuda.cu", 2362, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_5_48", "src/cuda/tracer_advection_cuda.cu", 2420, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_5_50", "src/cuda/tracer_advection_cuda.cu", 2663, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_5_52", "src/cuda/tracer_advection_cuda.cu", 2718, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_2_12", "src/cuda/tracer_advection_cuda.cu", 2776, "programs_fv_tracer_update_35"},
    {"_numpy_full__map_0_2_10", "src/cuda/tracer_advection_cuda.cu", 2831, "_numpy_full__map"},
    {"programs_fv_tracer_update_42_0_3_44", "src/cuda/tracer_advection_cuda.cu", 2889, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_3_46", "src/cuda/tracer_advection_cuda.cu", 3132, "programs_fv_tracer_update_49"},
};
static const pdd_kernel_origin pdd_unit_tracer_advection_cuda_origins[31] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_tracer_advection_cuda_fields[23] = {
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qliquid", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qrain", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qsnow", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fxq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fyq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qgraupel", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_rarea", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_mfy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_mfx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_tracer_advection_cuda_sites[31] = {
    {0, 0, 293, 0},
    {1, 1, 348, 0},
    {2, 1, 406, 0},
    {3, 2, 461, 0},
    {4, 2, 519, 0},
    {5, 3, 762, PDD_SITE_IN_PLACE},
    {6, 4, 817, 0},
    {7, 4, 875, 0},
    {8, 5, 930, 0},
    {9, 5, 988, 0},
    {10, 6, 1231, PDD_SITE_IN_PLACE},
    {11, 7, 1286, 0},
    {12, 7, 1344, 0},
    {13, 8, 1399, 0},
    {14, 8, 1457, 0},
    {15, 9, 1700, PDD_SITE_IN_PLACE},
    {16, 10, 1755, 0},
    {17, 10, 1813, 0},
    {18, 11, 1868, 0},
    {19, 11, 1926, 0},
    {20, 12, 2169, PDD_SITE_IN_PLACE},
    {21, 13, 2224, 0},
    {22, 13, 2282, 0},
    {23, 14, 2337, 0},
    {24, 14, 2395, 0},
    {25, 15, 2638, PDD_SITE_IN_PLACE},
    {26, 16, 2693, 0},
    {27, 16, 2751, 0},
    {28, 17, 2806, 0},
    {29, 17, 2864, 0},
    {30, 18, 3107, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_tracer_advection_cuda_ranges[31];
static pdd_unit pdd_unit_tracer_advection_cuda = {PDD_ABI_VERSION, "tracer_advection", "src/cuda/tracer_advection_cuda.cu", 31, 23, 31, pdd_unit_tracer_advection_cuda_kernels, pdd_unit_tracer_advection_cuda_fields, pdd_unit_tracer_advection_cuda_sites, pdd_unit_tracer_advection_cuda_ranges, NULL, pdd_unit_tracer_advection_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_tracer_advection_cuda, 31) /* pdd */



struct tracer_advection_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(tracer_advection_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(tracer_advection_state_t *__state);
DACE_EXPORTED int __dace_gpu_last_error(tracer_advection_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(tracer_advection_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(tracer_advection_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(tracer_advection_state_t *__state, gpuStream_t stream);



int __dace_init_cuda(tracer_advection_state_t *__state, int I, int J, int K) {
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

    __state->gpu_context = new dace::cuda::Context(10, 7);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 10; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    

    return 0;
}

int __dace_exit_cuda(tracer_advection_state_t *__state) {
    

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 10; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 7; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process, so the next checked call does
// not report it as its own. Sticky errors survive this and are reported normally.
// Must not touch __state->gpu_context: init calls this before the context exists.
void __dace_gpu_drain_error(tracer_advection_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded, not the runtime's shared slot, and clears it.
int __dace_gpu_last_error(tracer_advection_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(tracer_advection_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 10)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(tracer_advection_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 10; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) programs_tracer_advection_60_0_0_34(double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_tracer_advection_delp_index;
                                double mfx_index;
                                double mfx_index_0;
                                double mfx_slice_minus_mfx_slice;
                                double mfy_index;
                                double mfx_slice_mfx_slice_plus_mfy_slice;
                                double mfy_index_0;
                                double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                                double programs_tracer_advection_rarea_index;
                                double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                                double dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_tracer_advection_delp_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_tracer_advection_delp_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_mfx_to_mfx_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                mfx_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_mfx_to_mfx_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                mfx_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = mfx_index_0;
                                                double __in1 = mfx_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                mfx_slice_minus_mfx_slice = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_mfy_to_mfy_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                mfy_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = mfy_index;
                                                double __in1 = mfx_slice_minus_mfx_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_plus_mfy_slice = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_mfy_to_mfy_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                mfy_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = mfy_index_0;
                                                double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_tracer_advection_rarea_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_tracer_advection_rarea_index = _cpy_out;
                                            }
                                            {
                                                double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                                                double __in2 = programs_tracer_advection_rarea_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                                                double __in1 = programs_tracer_advection_delp_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                dp2_slice = __out;
                                            }
                                            {
                                                double __inp = dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_61_8)
                                                __out = __inp;
                                                ///////////////////

                                                dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 0, &dp2[((((J * K) * i) + (K * j)) + k)], dp2[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_tracer_advection_60_0_0_34(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_programs_tracer_advection_60_0_0_34(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_tracer_advection_60_0_0_34\" due to an empty grid.\n");
        return;
    }

    void  *programs_tracer_advection_60_0_0_34_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_mfx, (void *)&gpu_mfy, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_tracer_advection_60_0_0_34, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_tracer_advection_60_0_0_34_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 0, __state->gpu_context->streams[1], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_tracer_advection_60_0_0_34", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_0_36(double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 1, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_0_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_0_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_0_36_args[] = { (void *)&programs_fv_tracer_update_fxq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_0_36, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_0_36_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_0_36", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_12_12(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 2, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_12_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_12_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_12_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_12_12_args[] = { (void *)&gpu_mfx, (void *)&gpu_qvapor, (void *)&programs_fv_tracer_update_fxq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_12_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_12_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 2, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_12_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_12_10(double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 3, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_12_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_12_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_12_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_12_10_args[] = { (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_12_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_12_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 3, __state->gpu_context->streams[0], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_12_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 3); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_13_48(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 4, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_13_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_13_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_13_48\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_13_48_args[] = { (void *)&gpu_mfy, (void *)&gpu_qvapor, (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_13_48, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_13_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 4, __state->gpu_context->streams[1], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_13_48", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 4); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_13_50(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_fv_tracer_update_q_index_3;
                                double programs_fv_tracer_update_delp_index_3;
                                double programs_fv_tracer_update_q_slice_times_delp_slice_3;
                                double programs_fv_tracer_update_fxq_index_4;
                                double programs_fv_tracer_update_fxq_index_0_3;
                                double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                                double programs_fv_tracer_update_fyq_index_4;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                                double programs_fv_tracer_update_fyq_index_0_3;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                                double programs_fv_tracer_update_rarea_index_3;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                                double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                                double programs_fv_tracer_update_dp2_index_3;
                                double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qvapor_to_programs_fv_tracer_update_q_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_q_index_3 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_fv_tracer_update_delp_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_delp_index_3 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_delp_index_3;
                                                double __in1 = programs_fv_tracer_update_q_index_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_4)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_4 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_0_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_0_3 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_index_0_3;
                                                double __in1 = programs_fv_tracer_update_fxq_index_4;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_4)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_4 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fyq_index_4;
                                                double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_0_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_0_3 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                                                double __in2 = programs_fv_tracer_update_fyq_index_0_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3 = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_fv_tracer_update_rarea_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_rarea_index_3 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                                                double __in2 = programs_fv_tracer_update_rarea_index_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3 = __out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                                                double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3 = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_dp2_index_3 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_dp2_index_3;
                                                double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3 = __out;
                                            }
                                            {
                                                double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 5, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)], gpu_qvapor[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_13_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_13_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_13_50\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_13_50_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_3, (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_13_50, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_13_50_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 5, __state->gpu_context->streams[1], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_13_50", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 5); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_13_52(double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 6, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_13_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_13_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_13_52\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_13_52_args[] = { (void *)&programs_fv_tracer_update_fxq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 6); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_13_52, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_13_52_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 6, __state->gpu_context->streams[0], 6, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_13_52", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 6); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_10_12(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 7, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_10_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_10_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_10_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_10_12_args[] = { (void *)&gpu_mfx, (void *)&gpu_qliquid, (void *)&programs_fv_tracer_update_fxq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 7); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_10_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_10_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 7, __state->gpu_context->streams[1], 7, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_10_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 7); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_10_10(double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 8, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_10_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_10_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_10_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_10_10_args[] = { (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 8); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_10_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_10_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 8, __state->gpu_context->streams[0], 8, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_10_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 8); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_11_48(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 9, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_11_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_11_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_11_48\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_11_48_args[] = { (void *)&gpu_mfy, (void *)&gpu_qliquid, (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 9); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_11_48, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_11_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 9, __state->gpu_context->streams[1], 9, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_11_48", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 9); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_11_50(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_fv_tracer_update_q_index_2;
                                double programs_fv_tracer_update_delp_index_2;
                                double programs_fv_tracer_update_q_slice_times_delp_slice_2;
                                double programs_fv_tracer_update_fxq_index_3;
                                double programs_fv_tracer_update_fxq_index_0_2;
                                double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                                double programs_fv_tracer_update_fyq_index_3;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                                double programs_fv_tracer_update_fyq_index_0_2;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                                double programs_fv_tracer_update_rarea_index_2;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                                double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                                double programs_fv_tracer_update_dp2_index_2;
                                double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qliquid_to_programs_fv_tracer_update_q_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_q_index_2 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_fv_tracer_update_delp_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_delp_index_2 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_delp_index_2;
                                                double __in1 = programs_fv_tracer_update_q_index_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_3 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_0_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_0_2 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_index_0_2;
                                                double __in1 = programs_fv_tracer_update_fxq_index_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_3)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_3 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fyq_index_3;
                                                double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_0_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_0_2 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                                                double __in2 = programs_fv_tracer_update_fyq_index_0_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2 = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_fv_tracer_update_rarea_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_rarea_index_2 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                                                double __in2 = programs_fv_tracer_update_rarea_index_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2 = __out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                                                double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2 = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_dp2_index_2 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_dp2_index_2;
                                                double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2 = __out;
                                            }
                                            {
                                                double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 10, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)], gpu_qliquid[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_11_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_11_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_11_50\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_11_50_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qliquid, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_2, (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 10); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_11_50, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_11_50_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 10, __state->gpu_context->streams[1], 10, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_11_50", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 10); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_11_52(double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 11, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_11_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_11_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_11_52\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_11_52_args[] = { (void *)&programs_fv_tracer_update_fxq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 11); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_11_52, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_11_52_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 11, __state->gpu_context->streams[0], 11, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_11_52", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 11); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_8_12(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 12, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_8_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_8_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_8_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_8_12_args[] = { (void *)&gpu_mfx, (void *)&gpu_qrain, (void *)&programs_fv_tracer_update_fxq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 12); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_8_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_8_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 12, __state->gpu_context->streams[1], 12, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_8_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 12); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_8_10(double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 13, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_8_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_8_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_8_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_8_10_args[] = { (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 13); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_8_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_8_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 13, __state->gpu_context->streams[0], 13, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_8_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 13); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_9_48(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 14, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_9_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_9_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_9_48\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_9_48_args[] = { (void *)&gpu_mfy, (void *)&gpu_qrain, (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 14); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_9_48, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_9_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 14, __state->gpu_context->streams[1], 14, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_9_48", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 14); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_9_50(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_fv_tracer_update_q_index_1;
                                double programs_fv_tracer_update_delp_index_1;
                                double programs_fv_tracer_update_q_slice_times_delp_slice_1;
                                double programs_fv_tracer_update_fxq_index_2;
                                double programs_fv_tracer_update_fxq_index_0_1;
                                double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                                double programs_fv_tracer_update_fyq_index_2;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                                double programs_fv_tracer_update_fyq_index_0_1;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                                double programs_fv_tracer_update_rarea_index_1;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                                double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                                double programs_fv_tracer_update_dp2_index_1;
                                double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qrain_to_programs_fv_tracer_update_q_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_q_index_1 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_fv_tracer_update_delp_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_delp_index_1 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_delp_index_1;
                                                double __in1 = programs_fv_tracer_update_q_index_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_2 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_0_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_0_1 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_index_0_1;
                                                double __in1 = programs_fv_tracer_update_fxq_index_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_2)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_2 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fyq_index_2;
                                                double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_0_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_0_1 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                                                double __in2 = programs_fv_tracer_update_fyq_index_0_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1 = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_fv_tracer_update_rarea_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_rarea_index_1 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                                                double __in2 = programs_fv_tracer_update_rarea_index_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1 = __out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                                                double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1 = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_dp2_index_1 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_dp2_index_1;
                                                double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1 = __out;
                                            }
                                            {
                                                double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 15, &gpu_qrain[((((J * K) * i) + (K * j)) + k)], gpu_qrain[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_9_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_9_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_9_50\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_9_50_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qrain, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_1, (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 15); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_9_50, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_9_50_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 15, __state->gpu_context->streams[1], 15, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_9_50", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 15); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_9_52(double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 16, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_9_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_9_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_9_52\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_9_52_args[] = { (void *)&programs_fv_tracer_update_fxq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 16); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_9_52, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_9_52_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 16, __state->gpu_context->streams[0], 16, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_9_52", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 16); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_6_12(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 17, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_6_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_6_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_6_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_6_12_args[] = { (void *)&gpu_mfx, (void *)&gpu_qice, (void *)&programs_fv_tracer_update_fxq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 17); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_6_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_6_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 17, __state->gpu_context->streams[1], 17, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_6_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 17); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_6_10(double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 18, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_6_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_6_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_6_10_args[] = { (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 18); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_6_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_6_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 18, __state->gpu_context->streams[0], 18, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_6_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 18); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_7_48(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qice[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 19, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_7_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_7_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_7_48\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_7_48_args[] = { (void *)&gpu_mfy, (void *)&gpu_qice, (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 19); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_7_48, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_7_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 19, __state->gpu_context->streams[1], 19, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_7_48", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 19); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_7_50(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_fv_tracer_update_q_index_0;
                                double programs_fv_tracer_update_delp_index_0;
                                double programs_fv_tracer_update_q_slice_times_delp_slice_0;
                                double programs_fv_tracer_update_fxq_index_1;
                                double programs_fv_tracer_update_fxq_index_0_0;
                                double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                                double programs_fv_tracer_update_fyq_index_1;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                                double programs_fv_tracer_update_fyq_index_0_0;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                                double programs_fv_tracer_update_rarea_index_0;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                                double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                                double programs_fv_tracer_update_dp2_index_0;
                                double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qice_to_programs_fv_tracer_update_q_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_q_index_0 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_fv_tracer_update_delp_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_delp_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_delp_index_0;
                                                double __in1 = programs_fv_tracer_update_q_index_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_1 = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_0_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_0_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_index_0_0;
                                                double __in1 = programs_fv_tracer_update_fxq_index_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_1)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_1 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fyq_index_1;
                                                double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0 = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_0_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_0_0 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                                                double __in2 = programs_fv_tracer_update_fyq_index_0_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0 = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_fv_tracer_update_rarea_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_rarea_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                                                double __in2 = programs_fv_tracer_update_rarea_index_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0 = __out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                                                double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0 = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_dp2_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_dp2_index_0;
                                                double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0 = __out;
                                            }
                                            {
                                                double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qice[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 20, &gpu_qice[((((J * K) * i) + (K * j)) + k)], gpu_qice[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_7_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_7_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_7_50\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_7_50_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qice, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_0, (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 20); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_7_50, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_7_50_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 20, __state->gpu_context->streams[1], 20, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_7_50", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 20); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_7_52(double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 21, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_7_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_7_52\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_7_52_args[] = { (void *)&programs_fv_tracer_update_fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 21); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_7_52, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_7_52_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 21, __state->gpu_context->streams[0], 21, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_7_52", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 21); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_4_12(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 22, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_4_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_4_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_4_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_4_12_args[] = { (void *)&gpu_mfx, (void *)&gpu_qsnow, (void *)&programs_fv_tracer_update_fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 22); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_4_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_4_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 22, __state->gpu_context->streams[1], 22, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_4_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 22); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_4_10(double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 23, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_4_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_4_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_4_10_args[] = { (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 23); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_4_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_4_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 23, __state->gpu_context->streams[0], 23, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_4_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 23); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_5_48(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 24, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_5_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_5_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_5_48\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_5_48_args[] = { (void *)&gpu_mfy, (void *)&gpu_qsnow, (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 24); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_5_48, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_5_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 24, __state->gpu_context->streams[1], 24, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_5_48", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 24); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_5_50(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double programs_fv_tracer_update_q_index;
                                double programs_fv_tracer_update_delp_index;
                                double programs_fv_tracer_update_q_slice_times_delp_slice;
                                double programs_fv_tracer_update_fxq_index;
                                double programs_fv_tracer_update_fxq_index_0;
                                double programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                                double programs_fv_tracer_update_fyq_index;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                                double programs_fv_tracer_update_fyq_index_0;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                                double programs_fv_tracer_update_rarea_index;
                                double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                                double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                                double programs_fv_tracer_update_dp2_index;
                                double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qsnow_to_programs_fv_tracer_update_q_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_q_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_delp_to_programs_fv_tracer_update_delp_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_delp_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_delp_index;
                                                double __in1 = programs_fv_tracer_update_q_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_times_delp_slice = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_index_0;
                                                double __in1 = programs_fv_tracer_update_fxq_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_minus_fxq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fyq_index;
                                                double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_fyq_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                                                double __in2 = programs_fv_tracer_update_fyq_index_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_programs_fv_tracer_update_rarea_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_rarea_index = _cpy_out;
                                            }
                                            {
                                                double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                                                double __in2 = programs_fv_tracer_update_rarea_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                                                double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                programs_fv_tracer_update_dp2_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = programs_fv_tracer_update_dp2_index;
                                                double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 25, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)], gpu_qsnow[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_5_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_5_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_5_50\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_5_50_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qsnow, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq, (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 25); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_5_50, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_5_50_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 25, __state->gpu_context->streams[1], 25, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_5_50", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 25); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_5_52(double * __restrict__ fxq, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 1)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(I, b___i0) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 26, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_52(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_5_52(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_5_52\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_5_52_args[] = { (void *)&fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 26); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_5_52, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_5_52_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 26, __state->gpu_context->streams[0], 26, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_5_52", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 26); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_35_0_2_12(double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = blockIdx.y;
                int b_i = (blockIdx.z + 1);
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
                                            {
                                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double up = gpu_qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double here = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_36)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 27, &fxq[((((J * K) * i) + (K * j)) + k)], fxq[((((J * K) * i) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_2_12(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_2_12(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_2_12\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_2_12_args[] = { (void *)&fxq, (void *)&gpu_mfx, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 27); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_2_12, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_2_12_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 27, __state->gpu_context->streams[1], 27, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_2_12", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 27); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_2_10(double * __restrict__ fyq, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(J, b___i1) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 1)) + 1)) {
                                            {
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_numpy_full_)
                                                __out = 0.0;
                                                ///////////////////

                                                fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 28, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_10(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_2_10(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_2_10\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_2_10_args[] = { (void *)&fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 28); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_2_10, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_2_10_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 28, __state->gpu_context->streams[0], 28, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_2_10", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 28); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_42_0_3_44(double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
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
                                            {
                                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double up = gpu_qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double here = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (programs_fv_43)
                                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                                ///////////////////

                                                fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 29, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_3_44(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_3_44(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_3_44\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_3_44_args[] = { (void *)&fyq, (void *)&gpu_mfy, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 29); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_3_44, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), programs_fv_tracer_update_42_0_3_44_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 29, __state->gpu_context->streams[0], 29, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_3_44", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 29); /* pdd */
}
__global__ void  __launch_bounds__(32) programs_fv_tracer_update_49_0_3_46(const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K) {
    {
        {
            {
                int b_k = (32 * blockIdx.x);
                int b_j = (blockIdx.y + 1);
                int b_i = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int k = (threadIdx.x + b_k);
                                int j = (threadIdx.y + b_j);
                                int i = (threadIdx.z + b_i);
                                double q_index;
                                double delp_index;
                                double q_slice_times_delp_slice;
                                double fxq_index;
                                double fxq_index_0;
                                double fxq_slice_minus_fxq_slice;
                                double fyq_index;
                                double fxq_slice_fxq_slice_plus_fyq_slice;
                                double fyq_index_0;
                                double fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                                double rarea_index;
                                double fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                                double q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                                double dp2_index;
                                double q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _cpy_in = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_qgraupel_to_q_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                q_index = _cpy_out;
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
                                                double __in1 = q_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice = __out;
                                            }
                                            {
                                                double _cpy_in = fxq[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_fxq_to_fxq_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                fxq_index = _cpy_out;
                                            }
                                            {
                                                double _cpy_in = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_fxq_to_fxq_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                fxq_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in2 = fxq_index_0;
                                                double __in1 = fxq_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fxq_slice_minus_fxq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_fyq_to_fyq_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                fyq_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = fyq_index;
                                                double __in1 = fxq_slice_minus_fxq_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fxq_slice_fxq_slice_plus_fyq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_fyq_to_fyq_index_0)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                fyq_index_0 = _cpy_out;
                                            }
                                            {
                                                double __in1 = fxq_slice_fxq_slice_plus_fyq_slice;
                                                double __in2 = fyq_index_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                                            }
                                            {
                                                double _cpy_in = gpu_rarea[((J * i) + j)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_gpu_rarea_to_rarea_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                rarea_index = _cpy_out;
                                            }
                                            {
                                                double __in1 = fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                                                double __in2 = rarea_index;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in2 = fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                                                double __in1 = q_slice_times_delp_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                                            }
                                            {
                                                double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _cpy_out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_dp2_index)
                                                _cpy_out = _cpy_in;
                                                ///////////////////

                                                dp2_index = _cpy_out;
                                            }
                                            {
                                                double __in2 = dp2_index;
                                                double __in1 = q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_50_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 30, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)], gpu_qgraupel[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {19, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_3_46(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_3_46(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_3_46\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_3_46_args[] = { (void *)&dp2, (void *)&fxq, (void *)&fyq, (void *)&gpu_delp, (void *)&gpu_qgraupel, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 30); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_3_46, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_3_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 30, __state->gpu_context->streams[0], 30, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_3_46", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 30); /* pdd */
}

