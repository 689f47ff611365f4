
#include <cuda_runtime.h>
#include <dace/dace.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_cuda_kernels[31] = {
    {"programs_tracer_advection_60_0_0_0", "src/cuda/tracer_advection_cuda.cu", 197, "programs_tracer_advection_60"},
    {"_numpy_full__map_0_0_7", "src/cuda/tracer_advection_cuda.cu", 241, "_numpy_full__map"},
    {"_numpy_full__map_0_0_11", "src/cuda/tracer_advection_cuda.cu", 285, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_2_0", "src/cuda/tracer_advection_cuda.cu", 332, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_2_6", "src/cuda/tracer_advection_cuda.cu", 379, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_2_11", "src/cuda/tracer_advection_cuda.cu", 515, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_2_32", "src/cuda/tracer_advection_cuda.cu", 559, "_numpy_full__map"},
    {"_numpy_full__map_0_2_36", "src/cuda/tracer_advection_cuda.cu", 603, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_3_0", "src/cuda/tracer_advection_cuda.cu", 650, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_3_6", "src/cuda/tracer_advection_cuda.cu", 697, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_3_11", "src/cuda/tracer_advection_cuda.cu", 833, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_3_32", "src/cuda/tracer_advection_cuda.cu", 877, "_numpy_full__map"},
    {"_numpy_full__map_0_3_36", "src/cuda/tracer_advection_cuda.cu", 921, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_4_0", "src/cuda/tracer_advection_cuda.cu", 968, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_4_6", "src/cuda/tracer_advection_cuda.cu", 1015, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_4_11", "src/cuda/tracer_advection_cuda.cu", 1151, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_4_32", "src/cuda/tracer_advection_cuda.cu", 1195, "_numpy_full__map"},
    {"_numpy_full__map_0_4_36", "src/cuda/tracer_advection_cuda.cu", 1239, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_5_0", "src/cuda/tracer_advection_cuda.cu", 1286, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_5_6", "src/cuda/tracer_advection_cuda.cu", 1333, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_5_11", "src/cuda/tracer_advection_cuda.cu", 1469, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_5_32", "src/cuda/tracer_advection_cuda.cu", 1513, "_numpy_full__map"},
    {"_numpy_full__map_0_5_36", "src/cuda/tracer_advection_cuda.cu", 1557, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_6_0", "src/cuda/tracer_advection_cuda.cu", 1604, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_6_6", "src/cuda/tracer_advection_cuda.cu", 1651, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_6_11", "src/cuda/tracer_advection_cuda.cu", 1787, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_6_32", "src/cuda/tracer_advection_cuda.cu", 1831, "_numpy_full__map"},
    {"_numpy_full__map_0_6_36", "src/cuda/tracer_advection_cuda.cu", 1875, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_7_0", "src/cuda/tracer_advection_cuda.cu", 1922, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_7_6", "src/cuda/tracer_advection_cuda.cu", 1969, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_7_11", "src/cuda/tracer_advection_cuda.cu", 2105, "programs_fv_tracer_update_49"},
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
    {"fxq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"fyq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qliquid", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_0", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qrain", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_1", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qice", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qsnow", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fxq_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"programs_fv_tracer_update_fyq_3", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qgraupel", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_rarea", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_mfy", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_mfx", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_tracer_advection_cuda_sites[31] = {
    {0, 0, 176, 0},
    {1, 1, 220, 0},
    {2, 2, 264, 0},
    {3, 1, 311, 0},
    {4, 2, 358, 0},
    {5, 3, 494, PDD_SITE_IN_PLACE},
    {6, 4, 538, 0},
    {7, 5, 582, 0},
    {8, 4, 629, 0},
    {9, 5, 676, 0},
    {10, 6, 812, PDD_SITE_IN_PLACE},
    {11, 7, 856, 0},
    {12, 8, 900, 0},
    {13, 7, 947, 0},
    {14, 8, 994, 0},
    {15, 9, 1130, PDD_SITE_IN_PLACE},
    {16, 10, 1174, 0},
    {17, 11, 1218, 0},
    {18, 10, 1265, 0},
    {19, 11, 1312, 0},
    {20, 12, 1448, PDD_SITE_IN_PLACE},
    {21, 13, 1492, 0},
    {22, 14, 1536, 0},
    {23, 13, 1583, 0},
    {24, 14, 1630, 0},
    {25, 15, 1766, PDD_SITE_IN_PLACE},
    {26, 16, 1810, 0},
    {27, 17, 1854, 0},
    {28, 16, 1901, 0},
    {29, 17, 1948, 0},
    {30, 18, 2084, PDD_SITE_IN_PLACE},
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

    // Initialize cuda before we run the application
    float *dev_X;
    DACE_GPU_CHECK(cudaMalloc((void **) &dev_X, 1));
    DACE_GPU_CHECK(cudaFree(dev_X));

    

    __state->gpu_context = new dace::cuda::Context(10, 1);

    // Create cuda streams and events
    for(int i = 0; i < 10; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
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
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

DACE_EXPORTED bool __dace_gpu_set_stream(tracer_advection_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 10)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

DACE_EXPORTED void __dace_gpu_set_all_streams(tracer_advection_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 10; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(32) programs_tracer_advection_60_0_0_0(double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp2;
                double programs_tracer_advection_60_4___tmp3;
                double programs_tracer_advection_60_4___tmp4;
                double programs_tracer_advection_60_4___tmp5;
                double programs_tracer_advection_60_4___tmp6;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp2 = __out;
                            }
                            {
                                double __in1 = __tmp2;
                                double __in2 = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_tracer_advection_60_4___tmp3 = __out;
                            }
                            {
                                double __in1 = programs_tracer_advection_60_4___tmp3;
                                double __in2 = gpu_mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                programs_tracer_advection_60_4___tmp4 = __out;
                            }
                            {
                                double __in1 = programs_tracer_advection_60_4___tmp4;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                programs_tracer_advection_60_4___tmp5 = __out;
                            }
                            {
                                double __in2 = programs_tracer_advection_60_4___tmp5;
                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                programs_tracer_advection_60_4___tmp6 = __out;
                            }
                            {
                                double __inp = programs_tracer_advection_60_4___tmp6;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_61_8)
                                __out = __inp;
                                ///////////////////

                                dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 0, &dp2[((((J * K) * i) + (K * j)) + k)], dp2[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_tracer_advection_60_0_0_0(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_programs_tracer_advection_60_0_0_0(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_tracer_advection_60_0_0_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_tracer_advection_60_0_0_0_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_mfx, (void *)&gpu_mfy, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 0); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_tracer_advection_60_0_0_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_tracer_advection_60_0_0_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 0, __state->gpu_context->streams[2], 0, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_tracer_advection_60_0_0_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 0); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_0_7(double * __restrict__ fxq, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 1, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_7(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_0_7(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_0_7\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_0_7_args[] = { (void *)&fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 1); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_0_7, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_0_7_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 1, __state->gpu_context->streams[0], 1, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_0_7", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 1); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_0_11(double * __restrict__ fyq, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 2, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_11(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_0_11(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_0_11\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_0_11_args[] = { (void *)&fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 2); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_0_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_0_11_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 2, __state->gpu_context->streams[1], 2, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_0_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 2); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_2_0(double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 3, &fxq[((((J * K) * i) + (K * j)) + k)], fxq[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_2_0(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_2_0(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_2_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_2_0_args[] = { (void *)&fxq, (void *)&gpu_mfx, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 3); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_2_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_2_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 3, __state->gpu_context->streams[2], 3, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_2_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 3); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_2_6(double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 4, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_2_6(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_2_6(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_2_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_2_6_args[] = { (void *)&fyq, (void *)&gpu_mfy, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 4); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_2_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_2_6_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 4, __state->gpu_context->streams[3], 4, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_2_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 4); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_2_11(const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp3;
                double __tmp4;
                double __tmp5;
                double __tmp6;
                double __tmp7;
                double __tmp8;
                double __tmp9;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp3 = __out;
                            }
                            {
                                double __in1 = fxq[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp4 = __out;
                            }
                            {
                                double __in1 = __tmp4;
                                double __in2 = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp5 = __out;
                            }
                            {
                                double __in1 = __tmp5;
                                double __in2 = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp6 = __out;
                            }
                            {
                                double __in1 = __tmp6;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp7 = __out;
                            }
                            {
                                double __in1 = __tmp3;
                                double __in2 = __tmp7;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp8 = __out;
                            }
                            {
                                double __in1 = __tmp8;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
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
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 5, &gpu_qvapor[((((J * K) * i) + (K * j)) + k)], gpu_qvapor[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_2_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_2_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_2_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_2_11_args[] = { (void *)&dp2, (void *)&fxq, (void *)&fyq, (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 3, gpu_qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 2, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 1, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 5); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_2_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_2_11_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 5, __state->gpu_context->streams[2], 5, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_2_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 5); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_2_32(double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 6, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_2_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_2_32\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_2_32_args[] = { (void *)&programs_fv_tracer_update_fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 6); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_2_32, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_2_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 6, __state->gpu_context->streams[0], 6, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_2_32", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 6); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_2_36(double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 7, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_2_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_2_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_2_36_args[] = { (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 7); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_2_36, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_2_36_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 7, __state->gpu_context->streams[1], 7, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_2_36", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 7); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_3_0(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 8, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_3_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_3_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_3_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_3_0_args[] = { (void *)&gpu_mfx, (void *)&gpu_qliquid, (void *)&programs_fv_tracer_update_fxq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 8); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_3_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_3_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 8, __state->gpu_context->streams[2], 8, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_3_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 8); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_3_6(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 9, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_3_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_3_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_3_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_3_6_args[] = { (void *)&gpu_mfy, (void *)&gpu_qliquid, (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 9); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_3_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_3_6_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 9, __state->gpu_context->streams[3], 9, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_3_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 9); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_3_11(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp18;
                double __tmp19;
                double __tmp20;
                double __tmp21;
                double __tmp22;
                double __tmp23;
                double __tmp24;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp18 = __out;
                            }
                            {
                                double __in1 = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp19 = __out;
                            }
                            {
                                double __in1 = __tmp19;
                                double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp20 = __out;
                            }
                            {
                                double __in1 = __tmp20;
                                double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp21 = __out;
                            }
                            {
                                double __in1 = __tmp21;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp22 = __out;
                            }
                            {
                                double __in1 = __tmp18;
                                double __in2 = __tmp22;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp23 = __out;
                            }
                            {
                                double __in1 = __tmp23;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp24 = __out;
                            }
                            {
                                double __inp = __tmp24;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 10, &gpu_qliquid[((((J * K) * i) + (K * j)) + k)], gpu_qliquid[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_3_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_3_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_3_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_3_11_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qliquid, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq, (void *)&programs_fv_tracer_update_fyq, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 6, gpu_qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 5, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 4, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 10); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_3_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_3_11_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 10, __state->gpu_context->streams[2], 10, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_3_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 10); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_3_32(double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 11, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_3_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_3_32\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_3_32_args[] = { (void *)&programs_fv_tracer_update_fxq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 11); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_3_32, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_3_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 11, __state->gpu_context->streams[0], 11, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_3_32", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 11); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_3_36(double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 12, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_3_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_3_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_3_36_args[] = { (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 12); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_3_36, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_3_36_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 12, __state->gpu_context->streams[1], 12, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_3_36", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 12); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_4_0(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 13, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_4_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_4_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_4_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_4_0_args[] = { (void *)&gpu_mfx, (void *)&gpu_qrain, (void *)&programs_fv_tracer_update_fxq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 13); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_4_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_4_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 13, __state->gpu_context->streams[2], 13, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_4_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 13); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_4_6(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 14, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &gpu_qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_4_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_4_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_4_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_4_6_args[] = { (void *)&gpu_mfy, (void *)&gpu_qrain, (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 14); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_4_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_4_6_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 14, __state->gpu_context->streams[3], 14, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_4_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 14); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_4_11(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp29;
                double __tmp30;
                double __tmp31;
                double __tmp32;
                double __tmp33;
                double __tmp34;
                double __tmp35;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp29 = __out;
                            }
                            {
                                double __in1 = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp30 = __out;
                            }
                            {
                                double __in1 = __tmp30;
                                double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp31 = __out;
                            }
                            {
                                double __in1 = __tmp31;
                                double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp32 = __out;
                            }
                            {
                                double __in1 = __tmp32;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp33 = __out;
                            }
                            {
                                double __in1 = __tmp29;
                                double __in2 = __tmp33;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp34 = __out;
                            }
                            {
                                double __in1 = __tmp34;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp35 = __out;
                            }
                            {
                                double __inp = __tmp35;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 15, &gpu_qrain[((((J * K) * i) + (K * j)) + k)], gpu_qrain[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_4_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_4_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_4_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_4_11_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qrain, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_0, (void *)&programs_fv_tracer_update_fyq_0, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 9, gpu_qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 8, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 7, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 15); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_4_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_4_11_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 15, __state->gpu_context->streams[2], 15, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_4_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 15); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_4_32(double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 16, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_4_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_4_32\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_4_32_args[] = { (void *)&programs_fv_tracer_update_fxq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 16); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_4_32, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_4_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 16, __state->gpu_context->streams[0], 16, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_4_32", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 16); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_4_36(double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 17, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_4_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_4_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_4_36_args[] = { (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 17); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_4_36, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_4_36_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 17, __state->gpu_context->streams[1], 17, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_4_36", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 17); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_5_0(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 18, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_5_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_5_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_5_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_5_0_args[] = { (void *)&gpu_mfx, (void *)&gpu_qice, (void *)&programs_fv_tracer_update_fxq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 18); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_5_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_5_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 18, __state->gpu_context->streams[2], 18, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_5_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 18); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_5_6(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qice[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 19, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &gpu_qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_5_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_5_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_5_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_5_6_args[] = { (void *)&gpu_mfy, (void *)&gpu_qice, (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 19); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_5_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_5_6_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 19, __state->gpu_context->streams[3], 19, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_5_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 19); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_5_11(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp40;
                double __tmp41;
                double __tmp42;
                double __tmp43;
                double __tmp44;
                double __tmp45;
                double __tmp46;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp40 = __out;
                            }
                            {
                                double __in1 = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp41 = __out;
                            }
                            {
                                double __in1 = __tmp41;
                                double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp42 = __out;
                            }
                            {
                                double __in1 = __tmp42;
                                double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp43 = __out;
                            }
                            {
                                double __in1 = __tmp43;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp44 = __out;
                            }
                            {
                                double __in1 = __tmp40;
                                double __in2 = __tmp44;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp45 = __out;
                            }
                            {
                                double __in1 = __tmp45;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp46 = __out;
                            }
                            {
                                double __inp = __tmp46;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qice[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 20, &gpu_qice[((((J * K) * i) + (K * j)) + k)], gpu_qice[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_5_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_5_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_5_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_5_11_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qice, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_1, (void *)&programs_fv_tracer_update_fyq_1, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 12, gpu_qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 11, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 10, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 20); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_5_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_5_11_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 20, __state->gpu_context->streams[2], 20, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_5_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 20); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_5_32(double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 21, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_5_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_5_32\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_5_32_args[] = { (void *)&programs_fv_tracer_update_fxq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 21); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_5_32, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_5_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 21, __state->gpu_context->streams[0], 21, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_5_32", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 21); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_5_36(double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 22, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_5_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_5_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_5_36_args[] = { (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 22); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_5_36, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_5_36_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 22, __state->gpu_context->streams[1], 22, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_5_36", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 22); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_6_0(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 23, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_6_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_6_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_6_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_6_0_args[] = { (void *)&gpu_mfx, (void *)&gpu_qsnow, (void *)&programs_fv_tracer_update_fxq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 23); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_6_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_6_0_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 23, __state->gpu_context->streams[2], 23, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_6_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 23); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_6_6(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 24, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_6_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_6_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_6_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_6_6_args[] = { (void *)&gpu_mfy, (void *)&gpu_qsnow, (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 24); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_6_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_6_6_args, 0, __state->gpu_context->streams[3]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 24, __state->gpu_context->streams[3], 24, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_6_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 24); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_6_11(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp51;
                double __tmp52;
                double __tmp53;
                double __tmp54;
                double __tmp55;
                double __tmp56;
                double __tmp57;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp51 = __out;
                            }
                            {
                                double __in1 = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp52 = __out;
                            }
                            {
                                double __in1 = __tmp52;
                                double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp53 = __out;
                            }
                            {
                                double __in1 = __tmp53;
                                double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp54 = __out;
                            }
                            {
                                double __in1 = __tmp54;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp55 = __out;
                            }
                            {
                                double __in1 = __tmp51;
                                double __in2 = __tmp55;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp56 = __out;
                            }
                            {
                                double __in1 = __tmp56;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp57 = __out;
                            }
                            {
                                double __inp = __tmp57;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 25, &gpu_qsnow[((((J * K) * i) + (K * j)) + k)], gpu_qsnow[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_6_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_6_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_6_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_6_11_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qsnow, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_2, (void *)&programs_fv_tracer_update_fyq_2, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 15, gpu_qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 14, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 13, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 25); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_6_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_6_11_args, 0, __state->gpu_context->streams[2]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 25, __state->gpu_context->streams[2], 25, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_6_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 25); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_6_32(double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 26, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_6_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I + 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_6_32\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_6_32_args[] = { (void *)&programs_fv_tracer_update_fxq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 26); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_6_32, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_6_32_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 26, __state->gpu_context->streams[0], 26, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_6_32", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I + 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 26); /* pdd */
}
__global__ void __launch_bounds__(32) _numpy_full__map_0_6_36(double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
    {
        {
            {
                int __i2 = (blockIdx.x * 32 + threadIdx.x);
                int __i1 = (blockIdx.y * 1 + threadIdx.y);
                int __i0 = (blockIdx.z * 1 + threadIdx.z);
                if (__i2 < K) {
                    {
                        {
                            {
                                double __out;

                                ///////////////////
                                // Tasklet code (_numpy_full_)
                                __out = 0.0;
                                ///////////////////

                                programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                                PDD_DEV_STORE(pdd_unit_tracer_advection_cuda, 27, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel__numpy_full__map_0_6_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J + 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"_numpy_full__map_0_6_36\" due to an empty grid.\n");
        return;
    }

    void  *_numpy_full__map_0_6_36_args[] = { (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 27); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)_numpy_full__map_0_6_36, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), _numpy_full__map_0_6_36_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 27, __state->gpu_context->streams[1], 27, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "_numpy_full__map_0_6_36", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J + 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 27); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_35_0_7_0(const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = (blockIdx.y * 1 + threadIdx.y);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                if (k < K) {
                    {
                        if (i >= 1) {
                            {
                                double m = gpu_mfx[((((J * K) * i) + (K * j)) + k)];
                                double up = gpu_qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                                double here = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_36)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 28, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {22, PDD_OPERAND_NONE, &gpu_mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_7_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_35_0_7_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil(J, 1), 1)) == 0 || (int_ceil(int_ceil((I - 1), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_35_0_7_0\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_35_0_7_0_args[] = { (void *)&gpu_mfx, (void *)&gpu_qgraupel, (void *)&programs_fv_tracer_update_fxq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 22, gpu_mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 28); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_35_0_7_0, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_35_0_7_0_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 28, __state->gpu_context->streams[0], 28, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_35_0_7_0", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil(J, 1), 1), int_ceil(int_ceil((I - 1), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 28); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_42_0_7_6(const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = (blockIdx.z * 1 + threadIdx.z);
                if (k < K) {
                    if (j >= 1) {
                        {
                            {
                                double m = gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double up = gpu_qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                                double here = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                double flux;

                                ///////////////////
                                // Tasklet code (programs_fv_tracer_update_43)
                                flux = ((m > 0.0) ? (m * up) : (m * here));
                                ///////////////////

                                programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 29, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &gpu_mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_7_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_42_0_7_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 1), 1), 1)) == 0 || (int_ceil(int_ceil(I, 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_42_0_7_6\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_42_0_7_6_args[] = { (void *)&gpu_mfy, (void *)&gpu_qgraupel, (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 21, gpu_mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 29); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_42_0_7_6, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_42_0_7_6_args, 0, __state->gpu_context->streams[1]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 29, __state->gpu_context->streams[1], 29, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_42_0_7_6", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 1), 1), 1), int_ceil(int_ceil(I, 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 29); /* pdd */
}
__global__ void __launch_bounds__(32) programs_fv_tracer_update_49_0_7_11(const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K) {
    {
        {
            {
                int k = (blockIdx.x * 32 + threadIdx.x);
                int j = ((blockIdx.y * 1 + threadIdx.y) + 1);
                int i = ((blockIdx.z * 1 + threadIdx.z) + 1);
                double __tmp62;
                double __tmp63;
                double __tmp64;
                double __tmp65;
                double __tmp66;
                double __tmp67;
                double __tmp68;
                if (k < K) {
                    if (j >= 1) {
                        if (i >= 1) {
                            {
                                double __in1 = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp62 = __out;
                            }
                            {
                                double __in1 = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                                double __in2 = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp63 = __out;
                            }
                            {
                                double __in1 = __tmp63;
                                double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp64 = __out;
                            }
                            {
                                double __in1 = __tmp64;
                                double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Sub_)
                                __out = (__in1 - __in2);
                                ///////////////////

                                __tmp65 = __out;
                            }
                            {
                                double __in1 = __tmp65;
                                double __in2 = gpu_rarea[((J * i) + j)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Mult_)
                                __out = (__in1 * __in2);
                                ///////////////////

                                __tmp66 = __out;
                            }
                            {
                                double __in1 = __tmp62;
                                double __in2 = __tmp66;
                                double __out;

                                ///////////////////
                                // Tasklet code (_Add_)
                                __out = (__in1 + __in2);
                                ///////////////////

                                __tmp67 = __out;
                            }
                            {
                                double __in1 = __tmp67;
                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                double __out;

                                ///////////////////
                                // Tasklet code (_Div_)
                                __out = (__in1 / __in2);
                                ///////////////////

                                __tmp68 = __out;
                            }
                            {
                                double __inp = __tmp68;
                                double __out;

                                ///////////////////
                                // Tasklet code (assign_50_8)
                                __out = __inp;
                                ///////////////////

                                gpu_qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                                PDD_DEV_STORE_OPS(pdd_unit_tracer_advection_cuda, 30, &gpu_qgraupel[((((J * K) * i) + (K * j)) + k)], gpu_qgraupel[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &gpu_delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {20, PDD_OPERAND_NONE, &gpu_rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_7_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __dace_runkernel_programs_fv_tracer_update_49_0_7_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K)
{

    if ((int_ceil(int_ceil(K, 1), 32)) == 0 || (int_ceil(int_ceil((J - 2), 1), 1)) == 0 || (int_ceil(int_ceil((I - 2), 1), 1)) == 0) {
        printf("Warning: Skipping launching kernel \"programs_fv_tracer_update_49_0_7_11\" due to an empty grid.\n");
        return;
    }

    void  *programs_fv_tracer_update_49_0_7_11_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_qgraupel, (void *)&gpu_rarea, (void *)&programs_fv_tracer_update_fxq_3, (void *)&programs_fv_tracer_update_fyq_3, (void *)&I, (void *)&J, (void *)&K };
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 18, gpu_qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 20, gpu_rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 17, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 16, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection_cuda, 19, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_tracer_advection_cuda, 30); /* pdd */
    gpuError_t __err = cudaLaunchKernel((void*)programs_fv_tracer_update_49_0_7_11, dim3(int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1)), dim3(32, 1, 1), programs_fv_tracer_update_49_0_7_11_args, 0, __state->gpu_context->streams[0]);
    PDD_CUDA_COLLECT(pdd_unit_tracer_advection_cuda, 30, __state->gpu_context->streams[0], 30, 1); /* pdd */
    DACE_KERNEL_LAUNCH_CHECK(__err, "programs_fv_tracer_update_49_0_7_11", int_ceil(int_ceil(K, 1), 32), int_ceil(int_ceil((J - 2), 1), 1), int_ceil(int_ceil((I - 2), 1), 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
    PDD_KERNEL_END(pdd_unit_tracer_advection_cuda, 30); /* pdd */
}

