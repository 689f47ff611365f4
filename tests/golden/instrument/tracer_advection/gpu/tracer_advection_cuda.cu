
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_cuda_kernels[32] = {
    {"tracer_advection_47_0_7_52", "tracer_advection_cuda.cu", 246, "tracer_advection_47"},
    {"_numpy_full__map_0_7_54", "tracer_advection_cuda.cu", 301, "_numpy_full__map"},
    {"_numpy_full__map_0_7_56", "tracer_advection_cuda.cu", 356, "_numpy_full__map"},
    {"fv_tracer_update_23_0_6_40", "tracer_advection_cuda.cu", 414, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_6_42", "tracer_advection_cuda.cu", 472, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_6_44", "tracer_advection_cuda.cu", 619, "fv_tracer_update_37"},
    {"_numpy_full__map_0_6_46", "tracer_advection_cuda.cu", 674, "_numpy_full__map"},
    {"_numpy_full__map_0_6_48", "tracer_advection_cuda.cu", 729, "_numpy_full__map"},
    {"fv_tracer_update_23_0_5_40", "tracer_advection_cuda.cu", 787, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_5_42", "tracer_advection_cuda.cu", 845, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_5_44", "tracer_advection_cuda.cu", 992, "fv_tracer_update_37"},
    {"_numpy_full__map_0_5_46", "tracer_advection_cuda.cu", 1047, "_numpy_full__map"},
    {"_numpy_full__map_0_5_48", "tracer_advection_cuda.cu", 1102, "_numpy_full__map"},
    {"fv_tracer_update_23_0_4_40", "tracer_advection_cuda.cu", 1160, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_4_42", "tracer_advection_cuda.cu", 1218, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_4_44", "tracer_advection_cuda.cu", 1365, "fv_tracer_update_37"},
    {"_numpy_full__map_0_4_46", "tracer_advection_cuda.cu", 1420, "_numpy_full__map"},
    {"_numpy_full__map_0_4_48", "tracer_advection_cuda.cu", 1475, "_numpy_full__map"},
    {"fv_tracer_update_23_0_3_40", "tracer_advection_cuda.cu", 1533, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_3_42", "tracer_advection_cuda.cu", 1591, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_3_44", "tracer_advection_cuda.cu", 1738, "fv_tracer_update_37"},
    {"_numpy_full__map_0_3_46", "tracer_advection_cuda.cu", 1793, "_numpy_full__map"},
    {"_numpy_full__map_0_3_48", "tracer_advection_cuda.cu", 1848, "_numpy_full__map"},
    {"fv_tracer_update_23_0_2_40", "tracer_advection_cuda.cu", 1906, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_2_42", "tracer_advection_cuda.cu", 1964, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_2_44", "tracer_advection_cuda.cu", 2111, "fv_tracer_update_37"},
    {"_numpy_full__map_0_2_46", "tracer_advection_cuda.cu", 2166, "_numpy_full__map"},
    {"_numpy_full__map_0_2_48", "tracer_advection_cuda.cu", 2221, "_numpy_full__map"},
    {"fv_tracer_update_23_0_1_32", "tracer_advection_cuda.cu", 2279, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_1_34", "tracer_advection_cuda.cu", 2337, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_1_36", "tracer_advection_cuda.cu", 2484, "fv_tracer_update_37"},
    {"copy_dp2_to_gpu_delp_tasklet_map_1_0_5", "tracer_advection_cuda.cu", 2540, "copy_dp2_to_gpu_delp_tasklet_map"},
};
static const pdd_field_desc pdd_unit_tracer_advection_cuda_fields[20] = {
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fx_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fy_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fx_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fy_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qliquid", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fx_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fy_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qrain", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fx_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fy_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fv_tracer_update_fy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qsnow", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qgraupel", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_tracer_advection_cuda_sites[32] = {
    {0, 0, 221},
    {1, 1, 276},
    {2, 2, 331},
    {3, 1, 389},
    {4, 2, 447},
    {5, 3, 594},
    {6, 4, 649},
    {7, 5, 704},
    {8, 4, 762},
    {9, 5, 820},
    {10, 6, 967},
    {11, 7, 1022},
    {12, 8, 1077},
    {13, 7, 1135},
    {14, 8, 1193},
    {15, 9, 1340},
    {16, 10, 1395},
    {17, 11, 1450},
    {18, 10, 1508},
    {19, 11, 1566},
    {20, 12, 1713},
    {21, 13, 1768},
    {22, 14, 1823},
    {23, 13, 1881},
    {24, 14, 1939},
    {25, 15, 2086},
    {26, 16, 2141},
    {27, 17, 2196},
    {28, 16, 2254},
    {29, 17, 2312},
    {30, 18, 2459},
    {31, 19, 2515},
};
static pdd_range pdd_unit_tracer_advection_cuda_ranges[32];
static pdd_unit pdd_unit_tracer_advection_cuda = {PDD_ABI_VERSION, "tracer_advection", "tracer_advection_cuda.cu", 32, 20, 32, pdd_unit_tracer_advection_cuda_kernels, pdd_unit_tracer_advection_cuda_fields, pdd_unit_tracer_advection_cuda_sites, pdd_unit_tracer_advection_cuda_ranges, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_tracer_advection_cuda, 32) /* pdd */



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

    __state->gpu_context = new dace::cuda::Context(12, 8);

    // After the context exists: DACE_GPU_CHECK records into it.
    

    // Create cuda streams and events
    for(int i = 0; i < 12; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 8; ++i) {
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
    for(int i = 0; i < 12; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 8; ++i) {
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
    if (streamid < 0 || streamid >= 12)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(tracer_advection_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 12; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) tracer_advection_47_0_7_52(double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double mfx_slice_minus_mfx_slice;
                                double mfx_slice_mfx_slice_plus_mfy_slice;
                                double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                                double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                                double dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                mfx_slice_minus_mfx_slice = __out;
                                            }
                                            {
                                                double __in1 = mfx_slice_minus_mfx_slice;
                                                double __in2 = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_plus_mfy_slice = __out;
                                            }
                                            {
                                                double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                                                double __in2 = gpu_mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                                            }
                                            {
                                                double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
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
                                                // Tasklet code (assign_48_8)
                                                __out = __inp;
                                                ///////////////////

                                                dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 0, &dp2[((((J * K) * i) + (K * j)) + k)], dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_tracer_advection_47_0_7_52(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_tracer_advection_47_0_7_52(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"tracer_advection_47_0_7_52\" due to an empty grid.\n");
        return;
    }

    void  *tracer_advection_47_0_7_52_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_mfx, (void *)&gpu_mfy, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)tracer_advection_47_0_7_52, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), tracer_advection_47_0_7_52_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 0, __state->gpu_context->streams[2], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "tracer_advection_47_0_7_52", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 0); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_7_54(double * __restrict__ fv_tracer_update_fx_3, int I, int J, int K) {
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

                                                fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 1, &fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)], fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_54(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_7_54(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_7_54\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_7_54_args[] = { (void *)&fv_tracer_update_fx_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, fv_tracer_update_fx_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_7_54, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_7_54_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_7_54", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 1); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_7_56(double * __restrict__ fv_tracer_update_fy_3, int I, int J, int K) {
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

                                                fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 2, &fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_56(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_7_56(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_7_56\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_7_56_args[] = { (void *)&fv_tracer_update_fy_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, fv_tracer_update_fy_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_7_56, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_7_56_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 2, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_7_56", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 2); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_6_40(double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                                double qup = gpu_qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 3, &fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)], fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_6_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_6_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_6_40\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_6_40_args[] = { (void *)&fv_tracer_update_fx_3, (void *)&gpu_mfx, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, fv_tracer_update_fx_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_6_40, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_6_40_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 3, __state->gpu_context->streams[2], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_6_40", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 3); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_6_42(double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                                double qup = gpu_qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 4, &fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)], fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_6_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_6_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_6_42\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_6_42_args[] = { (void *)&fv_tracer_update_fy_3, (void *)&gpu_mfy, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, fv_tracer_update_fy_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_6_42, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_6_42_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 4, __state->gpu_context->streams[3], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_6_42", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 4); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_6_44(const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double fv_tracer_update_q_slice_times_delp_slice_3;
                                double fv_tracer_update_fx_slice_minus_fx_slice_3;
                                double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                                double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                                double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fv_tracer_update_fx_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_minus_fx_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_3;
                                                double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                                                double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_times_delp_slice_3;
                                                double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3 = __out;
                                            }
                                            {
                                                double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 5, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)], gpu_qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_6_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_6_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_6_44\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_6_44_args[] = { (void *)&dp2, (void *)&fv_tracer_update_fx_3, (void *)&fv_tracer_update_fy_3, (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_6_44, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_6_44_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 5, __state->gpu_context->streams[2], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_6_44", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 5); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_6_46(double * __restrict__ fv_tracer_update_fx_2, int I, int J, int K) {
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

                                                fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 6, &fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)], fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_6_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_6_46\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_6_46_args[] = { (void *)&fv_tracer_update_fx_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, fv_tracer_update_fx_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 6); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_6_46, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_6_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 6, __state->gpu_context->streams[0], 6, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_6_46", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 6); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_6_48(double * __restrict__ fv_tracer_update_fy_2, int I, int J, int K) {
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

                                                fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 7, &fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_6_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_6_48\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_6_48_args[] = { (void *)&fv_tracer_update_fy_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, fv_tracer_update_fy_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 7); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_6_48, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_6_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 7, __state->gpu_context->streams[1], 7, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_6_48", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 7); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_5_40(double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K) {
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
                                                double qup = gpu_qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 8, &fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)], fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_5_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_5_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_5_40\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_5_40_args[] = { (void *)&fv_tracer_update_fx_2, (void *)&gpu_mfx, (void *)&gpu_qliquid, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, fv_tracer_update_fx_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 8); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_5_40, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_5_40_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 8, __state->gpu_context->streams[2], 8, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_5_40", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 8); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_5_42(double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K) {
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
                                                double qup = gpu_qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 9, &fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)], fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_5_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_5_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_5_42\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_5_42_args[] = { (void *)&fv_tracer_update_fy_2, (void *)&gpu_mfy, (void *)&gpu_qliquid, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, fv_tracer_update_fy_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 9); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_5_42, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_5_42_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 9, __state->gpu_context->streams[3], 9, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_5_42", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 9); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_5_44(const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double fv_tracer_update_q_slice_times_delp_slice_2;
                                double fv_tracer_update_fx_slice_minus_fx_slice_2;
                                double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                                double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                                double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fv_tracer_update_fx_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_minus_fx_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_2;
                                                double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                                                double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_times_delp_slice_2;
                                                double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2 = __out;
                                            }
                                            {
                                                double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 10, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)], gpu_qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_5_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_5_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_5_44\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_5_44_args[] = { (void *)&dp2, (void *)&fv_tracer_update_fx_2, (void *)&fv_tracer_update_fy_2, (void *)&gpu_delp, (void *)&gpu_qliquid, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 10); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_5_44, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_5_44_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 10, __state->gpu_context->streams[2], 10, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_5_44", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 10); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_5_46(double * __restrict__ fv_tracer_update_fx_1, int I, int J, int K) {
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

                                                fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 11, &fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)], fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_5_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_5_46\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_5_46_args[] = { (void *)&fv_tracer_update_fx_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, fv_tracer_update_fx_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 11); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_5_46, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_5_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 11, __state->gpu_context->streams[0], 11, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_5_46", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 11); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_5_48(double * __restrict__ fv_tracer_update_fy_1, int I, int J, int K) {
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

                                                fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 12, &fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_5_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_5_48\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_5_48_args[] = { (void *)&fv_tracer_update_fy_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, fv_tracer_update_fy_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 12); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_5_48, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_5_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 12, __state->gpu_context->streams[1], 12, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_5_48", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 12); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_4_40(double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K) {
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
                                                double qup = gpu_qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 13, &fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)], fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_4_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_4_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_4_40\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_4_40_args[] = { (void *)&fv_tracer_update_fx_1, (void *)&gpu_mfx, (void *)&gpu_qrain, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, fv_tracer_update_fx_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 13); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_4_40, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_4_40_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 13, __state->gpu_context->streams[2], 13, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_4_40", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 13); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_4_42(double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K) {
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
                                                double qup = gpu_qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 14, &fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)], fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_4_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_4_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_4_42\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_4_42_args[] = { (void *)&fv_tracer_update_fy_1, (void *)&gpu_mfy, (void *)&gpu_qrain, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, fv_tracer_update_fy_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 14); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_4_42, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_4_42_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 14, __state->gpu_context->streams[3], 14, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_4_42", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 14); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_4_44(const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double fv_tracer_update_q_slice_times_delp_slice_1;
                                double fv_tracer_update_fx_slice_minus_fx_slice_1;
                                double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                                double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                                double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fv_tracer_update_fx_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_minus_fx_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_1;
                                                double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                                                double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_times_delp_slice_1;
                                                double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1 = __out;
                                            }
                                            {
                                                double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 15, &gpu_qrain[((((J * K) * i) + (K * j)) + k)], gpu_qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_4_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_4_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_4_44\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_4_44_args[] = { (void *)&dp2, (void *)&fv_tracer_update_fx_1, (void *)&fv_tracer_update_fy_1, (void *)&gpu_delp, (void *)&gpu_qrain, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 15); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_4_44, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_4_44_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 15, __state->gpu_context->streams[2], 15, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_4_44", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 15); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_4_46(double * __restrict__ fv_tracer_update_fx_0, int I, int J, int K) {
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

                                                fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 16, &fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)], fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_4_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_4_46\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_4_46_args[] = { (void *)&fv_tracer_update_fx_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, fv_tracer_update_fx_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 16); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_4_46, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_4_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 16, __state->gpu_context->streams[0], 16, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_4_46", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 16); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_4_48(double * __restrict__ fv_tracer_update_fy_0, int I, int J, int K) {
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

                                                fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 17, &fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_4_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_4_48\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_4_48_args[] = { (void *)&fv_tracer_update_fy_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, fv_tracer_update_fy_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 17); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_4_48, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_4_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 17, __state->gpu_context->streams[1], 17, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_4_48", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 17); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_3_40(double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K) {
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
                                                double qup = gpu_qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 18, &fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)], fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_3_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_3_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_3_40\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_3_40_args[] = { (void *)&fv_tracer_update_fx_0, (void *)&gpu_mfx, (void *)&gpu_qice, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, fv_tracer_update_fx_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 18); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_3_40, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_3_40_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 18, __state->gpu_context->streams[2], 18, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_3_40", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 18); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_3_42(double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K) {
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
                                                double qup = gpu_qice[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 19, &fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)], fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_3_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_3_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_3_42\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_3_42_args[] = { (void *)&fv_tracer_update_fy_0, (void *)&gpu_mfy, (void *)&gpu_qice, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, fv_tracer_update_fy_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 19); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_3_42, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_3_42_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 19, __state->gpu_context->streams[3], 19, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_3_42", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 19); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_3_44(const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double fv_tracer_update_q_slice_times_delp_slice_0;
                                double fv_tracer_update_fx_slice_minus_fx_slice_0;
                                double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                                double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                                double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fv_tracer_update_fx_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_minus_fx_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_0;
                                                double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                                                double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_times_delp_slice_0;
                                                double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0 = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0 = __out;
                                            }
                                            {
                                                double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qice[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 20, &gpu_qice[((((J * K) * i) + (K * j)) + k)], gpu_qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_3_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_3_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_3_44\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_3_44_args[] = { (void *)&dp2, (void *)&fv_tracer_update_fx_0, (void *)&fv_tracer_update_fy_0, (void *)&gpu_delp, (void *)&gpu_qice, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 20); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_3_44, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_3_44_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 20, __state->gpu_context->streams[2], 20, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_3_44", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 20); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_3_46(double * __restrict__ fv_tracer_update_fx, int I, int J, int K) {
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

                                                fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 21, &fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)], fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_3_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_3_46\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_3_46_args[] = { (void *)&fv_tracer_update_fx, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, fv_tracer_update_fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 21); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_3_46, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_3_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 21, __state->gpu_context->streams[0], 21, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_3_46", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 21); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_3_48(double * __restrict__ fv_tracer_update_fy, int I, int J, int K) {
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

                                                fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 22, &fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_3_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_3_48\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_3_48_args[] = { (void *)&fv_tracer_update_fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, fv_tracer_update_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 22); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_3_48, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_3_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 22, __state->gpu_context->streams[1], 22, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_3_48", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 22); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_2_40(double * __restrict__ fv_tracer_update_fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K) {
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
                                                double qup = gpu_qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 23, &fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)], fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_2_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_2_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_2_40\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_2_40_args[] = { (void *)&fv_tracer_update_fx, (void *)&gpu_mfx, (void *)&gpu_qsnow, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, fv_tracer_update_fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 23); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_2_40, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_2_40_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 23, __state->gpu_context->streams[2], 23, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_2_40", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 23); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_2_42(double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K) {
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
                                                double qup = gpu_qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 24, &fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)], fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_2_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_2_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_2_42\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_2_42_args[] = { (void *)&fv_tracer_update_fy, (void *)&gpu_mfy, (void *)&gpu_qsnow, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, fv_tracer_update_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 24); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_2_42, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_2_42_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 24, __state->gpu_context->streams[3], 24, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_2_42", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 24); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_2_44(const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx, const double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double fv_tracer_update_q_slice_times_delp_slice;
                                double fv_tracer_update_fx_slice_minus_fx_slice;
                                double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                                double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_times_delp_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fv_tracer_update_fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_minus_fx_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_minus_fx_slice;
                                                double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_plus_fy_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                                                double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_times_delp_slice;
                                                double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                                            }
                                            {
                                                double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 25, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)], gpu_qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_2_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx, const double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_2_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx, const double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_2_44\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_2_44_args[] = { (void *)&dp2, (void *)&fv_tracer_update_fx, (void *)&fv_tracer_update_fy, (void *)&gpu_delp, (void *)&gpu_qsnow, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 25); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_2_44, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_2_44_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 25, __state->gpu_context->streams[2], 25, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_2_44", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 25); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_2_46(double * __restrict__ fx, int I, int J, int K) {
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

                                                fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 26, &fx[((((J * K) * __i0) + (K * __i1)) + __i2)], fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_46(tracer_advection_state_t *__state, double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_2_46(tracer_advection_state_t *__state, double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I + 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_2_46\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_2_46_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 26); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_2_46, dim3(int_ceil(K, 32), J, (I + 1)), dim3(32, 1, 1), _numpy_full__map_0_2_46_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 26, __state->gpu_context->streams[0], 26, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_2_46", int_ceil(K, 32), J, (I + 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 26); /* pdd */
}
__global__ void  __launch_bounds__(32) _numpy_full__map_0_2_48(double * __restrict__ fy, int I, int J, int K) {
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

                                                fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 27, &fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_48(tracer_advection_state_t *__state, double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_2_48(tracer_advection_state_t *__state, double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J + 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_2_48\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_2_48_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, fy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 27); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_2_48, dim3(int_ceil(K, 32), (J + 1), I), dim3(32, 1, 1), _numpy_full__map_0_2_48_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 27, __state->gpu_context->streams[1], 27, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_2_48", int_ceil(K, 32), (J + 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 27); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_23_0_1_32(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
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
                                                double qup = gpu_qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                                                double qdn = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 28, &fx[((((J * K) * i) + (K * j)) + k)], fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_1_32(tracer_advection_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_23_0_1_32(tracer_advection_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_23_0_1_32\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_23_0_1_32_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, fx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 28); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_23_0_1_32, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), fv_tracer_update_23_0_1_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 28, __state->gpu_context->streams[0], 28, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_23_0_1_32", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 28); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_30_0_1_34(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
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
                                                double qup = gpu_qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                                                double qdn = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double flux;

                                                ///////////////////
                                                // Tasklet code (fv_tracer_update_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 29, &fy[((((K * i) * (J + 1)) + (K * j)) + k)], fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_1_34(tracer_advection_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_30_0_1_34(tracer_advection_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_30_0_1_34\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_30_0_1_34_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, fy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 29); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_30_0_1_34, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), fv_tracer_update_30_0_1_34_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 29, __state->gpu_context->streams[1], 29, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_30_0_1_34", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 29); /* pdd */
}
__global__ void  __launch_bounds__(32) fv_tracer_update_37_0_1_36(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double q_slice_times_delp_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                                double q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice = __out;
                                            }
                                            {
                                                double __in1 = fx[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fx_slice_minus_fx_slice = __out;
                                            }
                                            {
                                                double __in1 = fx_slice_minus_fx_slice;
                                                double __in2 = fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_plus_fy_slice = __out;
                                            }
                                            {
                                                double __in1 = fx_slice_fx_slice_plus_fy_slice;
                                                double __in2 = fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Sub_)
                                                __out = (__in1 - __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                                            }
                                            {
                                                double __in1 = fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                                double __in2 = gpu_rarea[((J * i) + j)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 30, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)], gpu_qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_1_36(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_fv_tracer_update_37_0_1_36(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"fv_tracer_update_37_0_1_36\" due to an empty grid.\n");
        return;
    }

    void  *fv_tracer_update_37_0_1_36_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qgraupel, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 30); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)fv_tracer_update_37_0_1_36, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), fv_tracer_update_37_0_1_36_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 30, __state->gpu_context->streams[0], 30, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "fv_tracer_update_37_0_1_36", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 30); /* pdd */
}
__global__ void  __launch_bounds__(32) copy_dp2_to_gpu_delp_tasklet_map_1_0_5(const double * __restrict__ _cpy_in, double * __restrict__ _cpy_out, int I, int J, int K) {
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
                                    if (__i1 >= b___i1 && __i1 < (Min(b___i1, (J - 3)) + 1)) {
                                        if (__i0 >= b___i0 && __i0 < (Min(b___i0, (I - 3)) + 1)) {
                                            {
                                                double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                                                double _out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_gpu_delp_tasklet)
                                                _out = _in;
                                                ///////////////////

                                                _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 31, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
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


DACE_EXPORTED void __dace_runkernel_copy_dp2_to_gpu_delp_tasklet_map_1_0_5(tracer_advection_state_t *__state, const double * __restrict__ _cpy_in, double * __restrict__ _cpy_out, int I, int J, int K);
void __dace_runkernel_copy_dp2_to_gpu_delp_tasklet_map_1_0_5(tracer_advection_state_t *__state, const double * __restrict__ _cpy_in, double * __restrict__ _cpy_out, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"copy_dp2_to_gpu_delp_tasklet_map_1_0_5\" due to an empty grid.\n");
        return;
    }

    void  *copy_dp2_to_gpu_delp_tasklet_map_1_0_5_args[] = { (void *)&_cpy_in, (void *)&_cpy_out, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, _cpy_out, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 31); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)copy_dp2_to_gpu_delp_tasklet_map_1_0_5, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), copy_dp2_to_gpu_delp_tasklet_map_1_0_5_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 31, __state->gpu_context->streams[0], 31, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "copy_dp2_to_gpu_delp_tasklet_map_1_0_5", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 31); /* pdd */
}

