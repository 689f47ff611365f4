
#include <cuda_runtime.h>
#include <dace/dace.h>


struct fv3_tracers_state_t {
    dace::cuda::Context *gpu_context;
};



DACE_EXPORTED int __dace_init_cuda(fv3_tracers_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(fv3_tracers_state_t *__state);
DACE_EXPORTED int __dace_gpu_last_error(fv3_tracers_state_t *__state);
DACE_EXPORTED void __dace_gpu_drain_error(fv3_tracers_state_t *__state);
DACE_EXPORTED bool __dace_gpu_set_stream(fv3_tracers_state_t *__state, int streamid, gpuStream_t stream);
DACE_EXPORTED void __dace_gpu_set_all_streams(fv3_tracers_state_t *__state, gpuStream_t stream);


int __dace_init_cuda(fv3_tracers_state_t *__state, int I, int J, int K) {
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

    // One GPU per process: a rank's own GPU is device 0 of what it sees.
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

    __state->gpu_context = new dace::cuda::Context(1, 1);

    // Create cuda streams and events
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    return 0;
}

int __dace_exit_cuda(fv3_tracers_state_t *__state) {

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process.
void __dace_gpu_drain_error(fv3_tracers_state_t *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded and clears it.
int __dace_gpu_last_error(fv3_tracers_state_t *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(fv3_tracers_state_t *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 1)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(fv3_tracers_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 1; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(32) delp_update_map_0_1_0(double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                                // Tasklet code (assign_44_8)
                                                __out = __inp;
                                                ///////////////////

                                                dp2[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_delp_update_map_0_1_0(fv3_tracers_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_delp_update_map_0_1_0(fv3_tracers_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"delp_update_map_0_1_0\" due to an empty grid.\n");
        return;
    }

    void  *delp_update_map_0_1_0_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&gpu_mfx, (void *)&gpu_mfy, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)delp_update_map_0_1_0, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), delp_update_map_0_1_0_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "delp_update_map_0_1_0", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qvapor_map_0_2_0(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qvapor_map_0_2_0(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_flux_x_qvapor_map_0_2_0(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qvapor_map_0_2_0\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qvapor_map_0_2_0_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qvapor_map_0_2_0, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qvapor_map_0_2_0_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qvapor_map_0_2_0", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qvapor_map_0_2_6(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qvapor_map_0_2_6(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_flux_y_qvapor_map_0_2_6(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qvapor_map_0_2_6\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qvapor_map_0_2_6_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qvapor_map_0_2_6, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qvapor_map_0_2_6_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qvapor_map_0_2_6", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qvapor_map_0_2_11(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qvapor[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qvapor_map_0_2_11(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qvapor_map_0_2_11(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qvapor_map_0_2_11\" due to an empty grid.\n");
        return;
    }

    void  *advect_qvapor_map_0_2_11_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qvapor, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qvapor_map_0_2_11, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qvapor_map_0_2_11_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qvapor_map_0_2_11", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qliquid_map_0_2_26(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qliquid_map_0_2_26(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K);
void __dace_runkernel_flux_x_qliquid_map_0_2_26(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qliquid_map_0_2_26\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qliquid_map_0_2_26_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qliquid_map_0_2_26, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qliquid_map_0_2_26_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qliquid_map_0_2_26", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qliquid_map_0_2_31(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qliquid_map_0_2_31(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K);
void __dace_runkernel_flux_y_qliquid_map_0_2_31(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qliquid_map_0_2_31\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qliquid_map_0_2_31_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qliquid_map_0_2_31, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qliquid_map_0_2_31_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qliquid_map_0_2_31", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qliquid_map_0_2_35(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qliquid[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qliquid_map_0_2_35(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qliquid_map_0_2_35(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qliquid_map_0_2_35\" due to an empty grid.\n");
        return;
    }

    void  *advect_qliquid_map_0_2_35_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qliquid, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qliquid_map_0_2_35, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qliquid_map_0_2_35_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qliquid_map_0_2_35", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qrain_map_0_2_47(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qrain_map_0_2_47(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K);
void __dace_runkernel_flux_x_qrain_map_0_2_47(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qrain_map_0_2_47\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qrain_map_0_2_47_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qrain_map_0_2_47, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qrain_map_0_2_47_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qrain_map_0_2_47", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qrain_map_0_2_52(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qrain_map_0_2_52(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K);
void __dace_runkernel_flux_y_qrain_map_0_2_52(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qrain_map_0_2_52\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qrain_map_0_2_52_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qrain_map_0_2_52, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qrain_map_0_2_52_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qrain_map_0_2_52", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qrain_map_0_2_56(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qrain[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qrain[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qrain_map_0_2_56(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qrain_map_0_2_56(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qrain_map_0_2_56\" due to an empty grid.\n");
        return;
    }

    void  *advect_qrain_map_0_2_56_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qrain, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qrain_map_0_2_56, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qrain_map_0_2_56_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qrain_map_0_2_56", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qice_map_0_2_68(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qice_map_0_2_68(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K);
void __dace_runkernel_flux_x_qice_map_0_2_68(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qice_map_0_2_68\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qice_map_0_2_68_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qice_map_0_2_68, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qice_map_0_2_68_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qice_map_0_2_68", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qice_map_0_2_73(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qice_map_0_2_73(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K);
void __dace_runkernel_flux_y_qice_map_0_2_73(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qice_map_0_2_73\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qice_map_0_2_73_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qice_map_0_2_73, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qice_map_0_2_73_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qice_map_0_2_73", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qice_map_0_2_77(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qice[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qice[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qice_map_0_2_77(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qice_map_0_2_77(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qice_map_0_2_77\" due to an empty grid.\n");
        return;
    }

    void  *advect_qice_map_0_2_77_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qice, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qice_map_0_2_77, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qice_map_0_2_77_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qice_map_0_2_77", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qsnow_map_0_2_89(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qsnow_map_0_2_89(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K);
void __dace_runkernel_flux_x_qsnow_map_0_2_89(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qsnow_map_0_2_89\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qsnow_map_0_2_89_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qsnow_map_0_2_89, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qsnow_map_0_2_89_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qsnow_map_0_2_89", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qsnow_map_0_2_94(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qsnow_map_0_2_94(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K);
void __dace_runkernel_flux_y_qsnow_map_0_2_94(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qsnow_map_0_2_94\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qsnow_map_0_2_94_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qsnow_map_0_2_94, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qsnow_map_0_2_94_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qsnow_map_0_2_94", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qsnow_map_0_2_98(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qsnow[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qsnow_map_0_2_98(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qsnow_map_0_2_98(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qsnow_map_0_2_98\" due to an empty grid.\n");
        return;
    }

    void  *advect_qsnow_map_0_2_98_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qsnow, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qsnow_map_0_2_98, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qsnow_map_0_2_98_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qsnow_map_0_2_98", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_x_qgraupel_map_0_2_110(double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
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
                                                // Tasklet code (flux_x_24)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((((J * K) * i) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_x_qgraupel_map_0_2_110(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_flux_x_qgraupel_map_0_2_110(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || ((J) <= 0) || (((I - 1)) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qgraupel_map_0_2_110\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qgraupel_map_0_2_110_args[] = { (void *)&fx, (void *)&gpu_mfx, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qgraupel_map_0_2_110, dim3(int_ceil(K, 32), J, (I - 1)), dim3(32, 1, 1), flux_x_qgraupel_map_0_2_110_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qgraupel_map_0_2_110", int_ceil(K, 32), J, (I - 1), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) flux_y_qgraupel_map_0_2_115(double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K) {
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
                                                // Tasklet code (flux_y_31)
                                                flux = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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


DACE_EXPORTED void __dace_runkernel_flux_y_qgraupel_map_0_2_115(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
void __dace_runkernel_flux_y_qgraupel_map_0_2_115(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 1)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qgraupel_map_0_2_115\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qgraupel_map_0_2_115_args[] = { (void *)&fy, (void *)&gpu_mfy, (void *)&gpu_qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qgraupel_map_0_2_115, dim3(int_ceil(K, 32), (J - 1), I), dim3(32, 1, 1), flux_y_qgraupel_map_0_2_115_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qgraupel_map_0_2_115", int_ceil(K, 32), (J - 1), I, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) advect_qgraupel_map_0_2_119(const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K) {
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
                                double delp_slice_div_dp2_slice;
                                double q_slice_times_delp_slice_dp2_slice;
                                double fx_slice_minus_fx_slice;
                                double fx_slice_fx_slice_plus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double __in1 = gpu_delp[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                delp_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = gpu_qgraupel[((((J * K) * i) + (K * j)) + k)];
                                                double __in2 = delp_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Mult_)
                                                __out = (__in1 * __in2);
                                                ///////////////////

                                                q_slice_times_delp_slice_dp2_slice = __out;
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
                                                double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                                                double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Div_)
                                                __out = (__in1 / __in2);
                                                ///////////////////

                                                fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                                            }
                                            {
                                                double __in1 = q_slice_times_delp_slice_dp2_slice;
                                                double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (_Add_)
                                                __out = (__in1 + __in2);
                                                ///////////////////

                                                q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                                            }
                                            {
                                                double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (assign_38_8)
                                                __out = __inp;
                                                ///////////////////

                                                gpu_qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
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


DACE_EXPORTED void __dace_runkernel_advect_qgraupel_map_0_2_119(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
void __dace_runkernel_advect_qgraupel_map_0_2_119(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qgraupel_map_0_2_119\" due to an empty grid.\n");
        return;
    }

    void  *advect_qgraupel_map_0_2_119_args[] = { (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&gpu_delp, (void *)&gpu_qgraupel, (void *)&gpu_rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qgraupel_map_0_2_119, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), advect_qgraupel_map_0_2_119_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qgraupel_map_0_2_119", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) copy_dp2_to_delp_map_0_3_0(const double * __restrict__ dp2, double * __restrict__ gpu_delp, int I, int J, int K) {
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
                                if (k >= b_k && k < (Min((K - 1), (b_k + 31)) + 1)) {
                                    if (j >= b_j && j < (Min(b_j, (J - 2)) + 1)) {
                                        if (i >= b_i && i < (Min(b_i, (I - 2)) + 1)) {
                                            {
                                                double _in = dp2[((((J * K) * i) + (K * j)) + k)];
                                                double _out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_delp_tasklet)
                                                _out = _in;
                                                ///////////////////

                                                gpu_delp[((((J * K) * i) + (K * j)) + k)] = _out;
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


DACE_EXPORTED void __dace_runkernel_copy_dp2_to_delp_map_0_3_0(fv3_tracers_state_t *__state, const double * __restrict__ dp2, double * __restrict__ gpu_delp, int I, int J, int K);
void __dace_runkernel_copy_dp2_to_delp_map_0_3_0(fv3_tracers_state_t *__state, const double * __restrict__ dp2, double * __restrict__ gpu_delp, int I, int J, int K)
{

    if (((int_ceil(K, 32)) <= 0) || (((J - 2)) <= 0) || (((I - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"copy_dp2_to_delp_map_0_3_0\" due to an empty grid.\n");
        return;
    }

    void  *copy_dp2_to_delp_map_0_3_0_args[] = { (void *)&dp2, (void *)&gpu_delp, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)copy_dp2_to_delp_map_0_3_0, dim3(int_ceil(K, 32), (J - 2), (I - 2)), dim3(32, 1, 1), copy_dp2_to_delp_map_0_3_0_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "copy_dp2_to_delp_map_0_3_0", int_ceil(K, 32), (J - 2), (I - 2), 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
__global__ void  __launch_bounds__(32) set_qvapor_sfc_map_0_4_0(const int * __restrict__ gpu_ksfc, const double * __restrict__ gpu_qs_sfc, double * __restrict__ gpu_qvapor, int I, int J, int K) {
    {
        {
            int b_j = (32 * blockIdx.x);
            int b_i = blockIdx.y;
            {
                {
                    {
                        int j = (threadIdx.x + b_j);
                        int i = (threadIdx.y + b_i);
                        int index_qvapor_0;
                        if (j >= b_j && j < (Min((J - 1), (b_j + 31)) + 1)) {
                            if (i >= b_i && i < (Min(b_i, (I - 1)) + 1)) {
                                {
                                    int __inp = gpu_ksfc[((J * i) + j)];
                                    int __out;

                                    ///////////////////
                                    // Tasklet code (index_qvapor_0)
                                    __out = __inp;
                                    ///////////////////

                                    index_qvapor_0 = __out;
                                }
                                {
                                    double __inp = gpu_qs_sfc[((J * i) + j)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_52_8)
                                    __out = __inp;
                                    ///////////////////

                                    gpu_qvapor[((((J * K) * i) + (K * j)) + index_qvapor_0)] = __out;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_set_qvapor_sfc_map_0_4_0(fv3_tracers_state_t *__state, const int * __restrict__ gpu_ksfc, const double * __restrict__ gpu_qs_sfc, double * __restrict__ gpu_qvapor, int I, int J, int K);
void __dace_runkernel_set_qvapor_sfc_map_0_4_0(fv3_tracers_state_t *__state, const int * __restrict__ gpu_ksfc, const double * __restrict__ gpu_qs_sfc, double * __restrict__ gpu_qvapor, int I, int J, int K)
{

    if (((int_ceil(J, 32)) <= 0) || ((I) <= 0)) {
        printf("Warning: Skipping launching kernel \"set_qvapor_sfc_map_0_4_0\" due to an empty grid.\n");
        return;
    }

    void  *set_qvapor_sfc_map_0_4_0_args[] = { (void *)&gpu_ksfc, (void *)&gpu_qs_sfc, (void *)&gpu_qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)set_qvapor_sfc_map_0_4_0, dim3(int_ceil(J, 32), I, 1), dim3(32, 1, 1), set_qvapor_sfc_map_0_4_0_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "set_qvapor_sfc_map_0_4_0", int_ceil(J, 32), I, 1, 32, 1, 1);
    DACE_GPU_CHECK(cudaGetLastError());
    DACE_GPU_CHECK(cudaDeviceSynchronize());
}
