/* DaCe-shaped code written by bench/gpu/generate.py (pdd's GPU benchmark); do not edit. */

#include <cuda_runtime.h>
#include <dace/dace.h>

// DaCe's syncdebug, on for pace's way only (pace turns it on with PACE_DACE_DEBUG). A macro,
// not an #ifdef block ending each launcher: pdd-instrument puts the launcher's
// PDD_KERNEL_END after its last statement, which would be inside such a block.
#ifdef PACE_STYLE
#define FV3_STEP_SYNCDEBUG() do { DACE_GPU_CHECK(cudaGetLastError()); DACE_GPU_CHECK(cudaDeviceSynchronize()); } while (0)
#else
#define FV3_STEP_SYNCDEBUG() do { } while (0)
#endif

struct fv3_step_state_t {
    dace::cuda::Context *gpu_context;
    double * __restrict__ __0_cp;
    double * __restrict__ __0_dprime;
    double * __restrict__ __0_dp2;
    double * __restrict__ __0_fx;
    double * __restrict__ __0_fy;
};

DACE_EXPORTED int __dace_init_cuda(fv3_step_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(fv3_step_state_t *__state);
DACE_EXPORTED void __dace_gpu_set_all_streams(fv3_step_state_t *__state, gpuStream_t stream);

int __dace_init_cuda(fv3_step_state_t *__state, int I, int J, int K) {
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

int __dace_exit_cuda(fv3_step_state_t *__state) {

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

void __dace_gpu_set_all_streams(fv3_step_state_t *__state, gpuStream_t stream)
{
    for (int i = 0; i < 1; ++i)
        __state->gpu_context->streams[i] = stream;
}

__global__ void  __launch_bounds__(512) smooth_pt_31_map_0_0_3(const double * __restrict__ pt, double * __restrict__ pt_smooth, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = (blockIdx.z + 1);
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 2), b_k) + 1)) {
                                            {
                                                double __c = pt[((i + (I * j)) + ((I * J) * k))];
                                                double __im = pt[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double __ip = pt[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __jm = pt[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double __jp = pt[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __km = pt[((i + (I * j)) + ((I * J) * (k - 1)))];
                                                double __kp = pt[((i + (I * j)) + ((I * J) * (k + 1)))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (smooth_pt_31)
                                                __out = ((0.4 * __c) + (0.1 * (((((__im + __ip) + __jm) + __jp) + __km) + __kp)));
                                                ///////////////////

                                                pt_smooth[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_smooth_pt_31_map_0_0_3(fv3_step_state_t *__state, const double * __restrict__ pt, double * __restrict__ pt_smooth, int I, int J, int K);
void __dace_runkernel_smooth_pt_31_map_0_0_3(fv3_step_state_t *__state, const double * __restrict__ pt, double * __restrict__ pt_smooth, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || (((K - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"smooth_pt_31_map_0_0_3\" due to an empty grid.\n");
        return;
    }

    void  *smooth_pt_31_map_0_0_3_args[] = { (void *)&pt, (void *)&pt_smooth, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)smooth_pt_31_map_0_0_3, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), (K - 2)), dim3(64, 8, 1), smooth_pt_31_map_0_0_3_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "smooth_pt_31_map_0_0_3", int_ceil((I - 2), 64), int_ceil((J - 2), 8), (K - 2), 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) delp_update_44_map_0_1_5(const double * __restrict__ delp, double * __restrict__ dp2, const double * __restrict__ mfx, const double * __restrict__ mfy, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __mfx0 = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double __mfx1 = mfx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __mfy0 = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double __mfy1 = mfy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (delp_update_44)
                                                __out = (__delp + (((__mfx0 - __mfx1) + (__mfy0 - __mfy1)) * __rarea));
                                                ///////////////////

                                                dp2[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_delp_update_44_map_0_1_5(fv3_step_state_t *__state, const double * __restrict__ delp, double * __restrict__ dp2, const double * __restrict__ mfx, const double * __restrict__ mfy, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_delp_update_44_map_0_1_5(fv3_step_state_t *__state, const double * __restrict__ delp, double * __restrict__ dp2, const double * __restrict__ mfx, const double * __restrict__ mfy, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"delp_update_44_map_0_1_5\" due to an empty grid.\n");
        return;
    }

    void  *delp_update_44_map_0_1_5_args[] = { (void *)&delp, (void *)&dp2, (void *)&mfx, (void *)&mfy, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)delp_update_44_map_0_1_5, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), delp_update_44_map_0_1_5_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "delp_update_44_map_0_1_5", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qvapor_map_0_2_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qvapor, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qvapor[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qvapor[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qvapor_map_0_2_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qvapor, int I, int J, int K);
void __dace_runkernel_flux_x_qvapor_map_0_2_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qvapor, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qvapor_map_0_2_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qvapor_map_0_2_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qvapor_map_0_2_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qvapor_map_0_2_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qvapor_map_0_2_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qvapor_map_0_2_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qvapor, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qvapor[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qvapor[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qvapor_map_0_2_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qvapor, int I, int J, int K);
void __dace_runkernel_flux_y_qvapor_map_0_2_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qvapor, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qvapor_map_0_2_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qvapor_map_0_2_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qvapor_map_0_2_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qvapor_map_0_2_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qvapor_map_0_2_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qvapor_map_0_2_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qvapor, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qvapor[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qvapor[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qvapor_map_0_2_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qvapor, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qvapor_map_0_2_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qvapor, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qvapor_map_0_2_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qvapor_map_0_2_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qvapor, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qvapor_map_0_2_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qvapor_map_0_2_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qvapor_map_0_2_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qliquid_map_0_3_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qliquid, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qliquid[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qliquid[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qliquid_map_0_3_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qliquid, int I, int J, int K);
void __dace_runkernel_flux_x_qliquid_map_0_3_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qliquid, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qliquid_map_0_3_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qliquid_map_0_3_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qliquid_map_0_3_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qliquid_map_0_3_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qliquid_map_0_3_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qliquid_map_0_3_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qliquid, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qliquid[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qliquid[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qliquid_map_0_3_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qliquid, int I, int J, int K);
void __dace_runkernel_flux_y_qliquid_map_0_3_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qliquid, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qliquid_map_0_3_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qliquid_map_0_3_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qliquid_map_0_3_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qliquid_map_0_3_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qliquid_map_0_3_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qliquid_map_0_3_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qliquid, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qliquid[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qliquid[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qliquid_map_0_3_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qliquid, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qliquid_map_0_3_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qliquid, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qliquid_map_0_3_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qliquid_map_0_3_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qliquid, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qliquid_map_0_3_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qliquid_map_0_3_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qliquid_map_0_3_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qrain_map_0_4_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qrain, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qrain[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qrain[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qrain_map_0_4_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qrain, int I, int J, int K);
void __dace_runkernel_flux_x_qrain_map_0_4_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qrain, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qrain_map_0_4_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qrain_map_0_4_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qrain_map_0_4_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qrain_map_0_4_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qrain_map_0_4_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qrain_map_0_4_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qrain, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qrain[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qrain[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qrain_map_0_4_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qrain, int I, int J, int K);
void __dace_runkernel_flux_y_qrain_map_0_4_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qrain, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qrain_map_0_4_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qrain_map_0_4_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qrain_map_0_4_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qrain_map_0_4_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qrain_map_0_4_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qrain_map_0_4_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qrain, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qrain[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qrain[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qrain_map_0_4_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qrain, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qrain_map_0_4_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qrain, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qrain_map_0_4_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qrain_map_0_4_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qrain, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qrain_map_0_4_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qrain_map_0_4_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qrain_map_0_4_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qice_map_0_5_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qice, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qice[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qice[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qice_map_0_5_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qice, int I, int J, int K);
void __dace_runkernel_flux_x_qice_map_0_5_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qice, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qice_map_0_5_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qice_map_0_5_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qice_map_0_5_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qice_map_0_5_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qice_map_0_5_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qice_map_0_5_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qice, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qice[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qice[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qice_map_0_5_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qice, int I, int J, int K);
void __dace_runkernel_flux_y_qice_map_0_5_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qice, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qice_map_0_5_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qice_map_0_5_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qice_map_0_5_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qice_map_0_5_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qice_map_0_5_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qice_map_0_5_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qice, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qice[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qice[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qice_map_0_5_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qice, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qice_map_0_5_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qice, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qice_map_0_5_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qice_map_0_5_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qice, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qice_map_0_5_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qice_map_0_5_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qice_map_0_5_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qsnow_map_0_6_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qsnow, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qsnow[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qsnow[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qsnow_map_0_6_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qsnow, int I, int J, int K);
void __dace_runkernel_flux_x_qsnow_map_0_6_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qsnow, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qsnow_map_0_6_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qsnow_map_0_6_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qsnow_map_0_6_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qsnow_map_0_6_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qsnow_map_0_6_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qsnow_map_0_6_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qsnow, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qsnow[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qsnow[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qsnow_map_0_6_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qsnow, int I, int J, int K);
void __dace_runkernel_flux_y_qsnow_map_0_6_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qsnow, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qsnow_map_0_6_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qsnow_map_0_6_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qsnow_map_0_6_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qsnow_map_0_6_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qsnow_map_0_6_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qsnow_map_0_6_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qsnow, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qsnow[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qsnow[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qsnow_map_0_6_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qsnow, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qsnow_map_0_6_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qsnow, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qsnow_map_0_6_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qsnow_map_0_6_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qsnow, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qsnow_map_0_6_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qsnow_map_0_6_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qsnow_map_0_6_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_x_qgraupel_map_0_7_1(double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qgraupel, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfx[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qgraupel[(((i - 1) + (I * j)) + ((I * J) * k))];
                                                double qdn = qgraupel[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_x_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fx[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_x_qgraupel_map_0_7_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qgraupel, int I, int J, int K);
void __dace_runkernel_flux_x_qgraupel_map_0_7_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qgraupel, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_x_qgraupel_map_0_7_1\" due to an empty grid.\n");
        return;
    }

    void  *flux_x_qgraupel_map_0_7_1_args[] = { (void *)&fx, (void *)&mfx, (void *)&qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_x_qgraupel_map_0_7_1, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), flux_x_qgraupel_map_0_7_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_x_qgraupel_map_0_7_1", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) flux_y_qgraupel_map_0_7_7(double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qgraupel, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double m = mfy[((i + (I * j)) + ((I * J) * k))];
                                                double qup = qgraupel[((i + (I * (j - 1))) + ((I * J) * k))];
                                                double qdn = qgraupel[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (flux_y_24)
                                                __out = (m * ((m > 0.0) ? qup : qdn));
                                                ///////////////////

                                                fy[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_flux_y_qgraupel_map_0_7_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qgraupel, int I, int J, int K);
void __dace_runkernel_flux_y_qgraupel_map_0_7_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qgraupel, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"flux_y_qgraupel_map_0_7_7\" due to an empty grid.\n");
        return;
    }

    void  *flux_y_qgraupel_map_0_7_7_args[] = { (void *)&fy, (void *)&mfy, (void *)&qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)flux_y_qgraupel_map_0_7_7, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), flux_y_qgraupel_map_0_7_7_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "flux_y_qgraupel_map_0_7_7", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) advect_qgraupel_map_0_7_13(const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qgraupel, const double * __restrict__ rarea, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double __q = qgraupel[((i + (I * j)) + ((I * J) * k))];
                                                double __delp = delp[((i + (I * j)) + ((I * J) * k))];
                                                double __dp2 = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __fx0 = fx[((i + (I * j)) + ((I * J) * k))];
                                                double __fx1 = fx[(((i + 1) + (I * j)) + ((I * J) * k))];
                                                double __fy0 = fy[((i + (I * j)) + ((I * J) * k))];
                                                double __fy1 = fy[((i + (I * (j + 1))) + ((I * J) * k))];
                                                double __rarea = rarea[(i + (I * j))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (advect_38)
                                                __out = (((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2);
                                                ///////////////////

                                                qgraupel[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_advect_qgraupel_map_0_7_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qgraupel, const double * __restrict__ rarea, int I, int J, int K);
void __dace_runkernel_advect_qgraupel_map_0_7_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qgraupel, const double * __restrict__ rarea, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"advect_qgraupel_map_0_7_13\" due to an empty grid.\n");
        return;
    }

    void  *advect_qgraupel_map_0_7_13_args[] = { (void *)&delp, (void *)&dp2, (void *)&fx, (void *)&fy, (void *)&qgraupel, (void *)&rarea, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)advect_qgraupel_map_0_7_13, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), advect_qgraupel_map_0_7_13_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "advect_qgraupel_map_0_7_13", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) copy_dp2_to_delp_map_0_8_0(double * __restrict__ delp, const double * __restrict__ dp2, int I, int J, int K) {
    {
        {
            {
                int b_i = ((64 * blockIdx.x) + 1);
                int b_j = ((8 * blockIdx.y) + 1);
                int b_k = blockIdx.z;
                {
                    {
                        {
                            {
                                int i = (threadIdx.x + b_i);
                                int j = (threadIdx.y + b_j);
                                int k = (threadIdx.z + b_k);
                                if (i >= b_i && i < (Min((I - 2), (b_i + 63)) + 1)) {
                                    if (j >= b_j && j < (Min((J - 2), (b_j + 7)) + 1)) {
                                        if (k >= b_k && k < (Min((K - 1), b_k) + 1)) {
                                            {
                                                double _in = dp2[((i + (I * j)) + ((I * J) * k))];
                                                double __out;

                                                ///////////////////
                                                // Tasklet code (copy_dp2_to_delp_tasklet)
                                                __out = _in;
                                                ///////////////////

                                                delp[((i + (I * j)) + ((I * J) * k))] = __out;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_copy_dp2_to_delp_map_0_8_0(fv3_step_state_t *__state, double * __restrict__ delp, const double * __restrict__ dp2, int I, int J, int K);
void __dace_runkernel_copy_dp2_to_delp_map_0_8_0(fv3_step_state_t *__state, double * __restrict__ delp, const double * __restrict__ dp2, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"copy_dp2_to_delp_map_0_8_0\" due to an empty grid.\n");
        return;
    }

    void  *copy_dp2_to_delp_map_0_8_0_args[] = { (void *)&delp, (void *)&dp2, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)copy_dp2_to_delp_map_0_8_0, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), copy_dp2_to_delp_map_0_8_0_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "copy_dp2_to_delp_map_0_8_0", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) vsolve_forward_49_map_0_9_2(const double * __restrict__ a, const double * __restrict__ b, const double * __restrict__ c, double * __restrict__ cp, const double * __restrict__ d, double * __restrict__ dprime, int I, int J, int K) {
    {
        {
            int b_i = (64 * blockIdx.x);
            int b_j = (8 * blockIdx.y);
            {
                {
                    {
                        int i = (threadIdx.x + b_i);
                        int j = (threadIdx.y + b_j);
                        int64_t k;
                        double denom;
                        if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                            if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                {
                                    double __in1 = c[(i + (I * j))];
                                    double __in2 = b[(i + (I * j))];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    cp[(i + (I * j))] = __out;
                                }
                                {
                                    double __in1 = d[(i + (I * j))];
                                    double __in2 = b[(i + (I * j))];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    dprime[(i + (I * j))] = __out;
                                }
                                for (k = 1; (k < K); k = (k + 1)) {
                                    {
                                        double __a = a[((i + (I * j)) + ((I * J) * k))];
                                        double __b = b[((i + (I * j)) + ((I * J) * k))];
                                        double __cp = cp[((i + (I * j)) + ((I * J) * (k - 1)))];
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (denom_52)
                                        __out = (__b - (__a * __cp));
                                        ///////////////////

                                        denom = __out;
                                    }
                                    {
                                        double __c = c[((i + (I * j)) + ((I * J) * k))];
                                        double __denom = denom;
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (cp_53)
                                        __out = (__c / __denom);
                                        ///////////////////

                                        cp[((i + (I * j)) + ((I * J) * k))] = __out;
                                    }
                                    {
                                        double __a = a[((i + (I * j)) + ((I * J) * k))];
                                        double __d = d[((i + (I * j)) + ((I * J) * k))];
                                        double __dp = dprime[((i + (I * j)) + ((I * J) * (k - 1)))];
                                        double __denom = denom;
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (dp_54)
                                        __out = ((__d - (__a * __dp)) / __denom);
                                        ///////////////////

                                        dprime[((i + (I * j)) + ((I * J) * k))] = __out;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_vsolve_forward_49_map_0_9_2(fv3_step_state_t *__state, const double * __restrict__ a, const double * __restrict__ b, const double * __restrict__ c, double * __restrict__ cp, const double * __restrict__ d, double * __restrict__ dprime, int I, int J, int K);
void __dace_runkernel_vsolve_forward_49_map_0_9_2(fv3_step_state_t *__state, const double * __restrict__ a, const double * __restrict__ b, const double * __restrict__ c, double * __restrict__ cp, const double * __restrict__ d, double * __restrict__ dprime, int I, int J, int K)
{

    if (((int_ceil(I, 64)) <= 0) || ((int_ceil(J, 8)) <= 0) || ((1) <= 0)) {
        printf("Warning: Skipping launching kernel \"vsolve_forward_49_map_0_9_2\" due to an empty grid.\n");
        return;
    }

    void  *vsolve_forward_49_map_0_9_2_args[] = { (void *)&a, (void *)&b, (void *)&c, (void *)&cp, (void *)&d, (void *)&dprime, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)vsolve_forward_49_map_0_9_2, dim3(int_ceil(I, 64), int_ceil(J, 8), 1), dim3(64, 8, 1), vsolve_forward_49_map_0_9_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "vsolve_forward_49_map_0_9_2", int_ceil(I, 64), int_ceil(J, 8), 1, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) vsolve_backward_57_map_0_10_4(const double * __restrict__ cp, const double * __restrict__ dprime, double * __restrict__ w, int I, int J, int K) {
    {
        {
            int b_i = (64 * blockIdx.x);
            int b_j = (8 * blockIdx.y);
            {
                {
                    {
                        int i = (threadIdx.x + b_i);
                        int j = (threadIdx.y + b_j);
                        int64_t k;
                        if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {
                            if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {
                                {
                                    double __inp = dprime[((i + (I * j)) + ((I * J) * (K - 1)))];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_58)
                                    __out = __inp;
                                    ///////////////////

                                    w[((i + (I * j)) + ((I * J) * (K - 1)))] = __out;
                                }
                                for (k = (K - 2); (k >= 0); k = (k - 1)) {
                                    {
                                        double __dp = dprime[((i + (I * j)) + ((I * J) * k))];
                                        double __cp = cp[((i + (I * j)) + ((I * J) * k))];
                                        double __w = w[((i + (I * j)) + ((I * J) * (k + 1)))];
                                        double __out;

                                        ///////////////////
                                        // Tasklet code (w_60)
                                        __out = (__dp - (__cp * __w));
                                        ///////////////////

                                        w[((i + (I * j)) + ((I * J) * k))] = __out;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_vsolve_backward_57_map_0_10_4(fv3_step_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dprime, double * __restrict__ w, int I, int J, int K);
void __dace_runkernel_vsolve_backward_57_map_0_10_4(fv3_step_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dprime, double * __restrict__ w, int I, int J, int K)
{

    if (((int_ceil(I, 64)) <= 0) || ((int_ceil(J, 8)) <= 0) || ((1) <= 0)) {
        printf("Warning: Skipping launching kernel \"vsolve_backward_57_map_0_10_4\" due to an empty grid.\n");
        return;
    }

    void  *vsolve_backward_57_map_0_10_4_args[] = { (void *)&cp, (void *)&dprime, (void *)&w, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)vsolve_backward_57_map_0_10_4, dim3(int_ceil(I, 64), int_ceil(J, 8), 1), dim3(64, 8, 1), vsolve_backward_57_map_0_10_4_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "vsolve_backward_57_map_0_10_4", int_ceil(I, 64), int_ceil(J, 8), 1, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}

// pace's PACE_DACE_DEBUG checks: a map after each kernel per written array and checker.
#ifdef PACE_STYLE
__global__ void  __launch_bounds__(512) nan_check_map_0_0_4(const double * __restrict__ pt_smooth, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = (blockIdx.z + 1);
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 2), b___i2) + 1)) {
                            {
                                double _inp = pt_smooth[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("pt_smooth value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_0_4(fv3_step_state_t *__state, const double * __restrict__ pt_smooth, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_0_4(fv3_step_state_t *__state, const double * __restrict__ pt_smooth, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || (((K - 2)) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_0_4\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_0_4_args[] = { (void *)&pt_smooth, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_0_4, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), (K - 2)), dim3(64, 8, 1), nan_check_map_0_0_4_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_0_4", int_ceil((I - 2), 64), int_ceil((J - 2), 8), (K - 2), 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_1_6(const double * __restrict__ dp2, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = dp2[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("dp2 value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_1_6(fv3_step_state_t *__state, const double * __restrict__ dp2, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_1_6(fv3_step_state_t *__state, const double * __restrict__ dp2, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_1_6\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_1_6_args[] = { (void *)&dp2, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_1_6, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_1_6_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_1_6", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_2_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_2_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_2_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_2_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_2_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_2_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_2_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_2_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_2_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_2_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_2_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_2_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_2_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_2_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_2_14(const double * __restrict__ qvapor, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qvapor[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qvapor value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_14(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_2_14(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_2_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_2_14_args[] = { (void *)&qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_2_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_2_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_2_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_2_15(const double * __restrict__ qvapor, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qvapor[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qvapor value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_2_15(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_2_15(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_2_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_2_15_args[] = { (void *)&qvapor, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_2_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_2_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_2_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_3_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_3_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_3_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_3_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_3_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_3_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_3_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_3_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_3_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_3_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_3_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_3_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_3_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_3_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_3_14(const double * __restrict__ qliquid, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qliquid[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qliquid value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_14(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_3_14(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_3_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_3_14_args[] = { (void *)&qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_3_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_3_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_3_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_3_15(const double * __restrict__ qliquid, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qliquid[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qliquid value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_3_15(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_3_15(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_3_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_3_15_args[] = { (void *)&qliquid, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_3_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_3_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_3_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_4_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_4_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_4_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_4_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_4_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_4_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_4_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_4_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_4_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_4_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_4_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_4_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_4_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_4_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_4_14(const double * __restrict__ qrain, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qrain[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qrain value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_14(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_4_14(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_4_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_4_14_args[] = { (void *)&qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_4_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_4_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_4_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_4_15(const double * __restrict__ qrain, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qrain[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qrain value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_4_15(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_4_15(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_4_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_4_15_args[] = { (void *)&qrain, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_4_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_4_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_4_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_5_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_5_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_5_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_5_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_5_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_5_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_5_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_5_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_5_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_5_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_5_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_5_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_5_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_5_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_5_14(const double * __restrict__ qice, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qice[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qice value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_14(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_5_14(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_5_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_5_14_args[] = { (void *)&qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_5_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_5_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_5_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_5_15(const double * __restrict__ qice, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qice[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qice value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_5_15(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_5_15(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_5_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_5_15_args[] = { (void *)&qice, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_5_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_5_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_5_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_6_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_6_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_6_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_6_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_6_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_6_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_6_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_6_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_6_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_6_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_6_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_6_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_6_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_6_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_6_14(const double * __restrict__ qsnow, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qsnow[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qsnow value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_14(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_6_14(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_6_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_6_14_args[] = { (void *)&qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_6_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_6_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_6_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_6_15(const double * __restrict__ qsnow, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qsnow[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qsnow value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_6_15(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_6_15(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_6_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_6_15_args[] = { (void *)&qsnow, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_6_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_6_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_6_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_7_2(const double * __restrict__ fx, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fx[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fx value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_7_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K)
{

    if (((int_ceil((I - 1), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_7_2\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_7_2_args[] = { (void *)&fx, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_7_2, dim3(int_ceil((I - 1), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_7_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_7_2", int_ceil((I - 1), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_7_8(const double * __restrict__ fy, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = fy[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("fy value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_7_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 1), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_7_8\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_7_8_args[] = { (void *)&fy, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_7_8, dim3(int_ceil((I - 2), 64), int_ceil((J - 1), 8), K), dim3(64, 8, 1), nan_check_map_0_7_8_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_7_8", int_ceil((I - 2), 64), int_ceil((J - 1), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_7_14(const double * __restrict__ qgraupel, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qgraupel[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("qgraupel value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_14(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_7_14(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_7_14\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_7_14_args[] = { (void *)&qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_7_14, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_7_14_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_7_14", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_tracers_check_map_0_7_15(const double * __restrict__ qgraupel, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = qgraupel[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_tracers_check)
                                if(_inp < -1e-8){
                                    printf("qgraupel value (%f) tracer is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_7_15(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K);
void __dace_runkernel_neg_tracers_check_map_0_7_15(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_tracers_check_map_0_7_15\" due to an empty grid.\n");
        return;
    }

    void  *neg_tracers_check_map_0_7_15_args[] = { (void *)&qgraupel, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_tracers_check_map_0_7_15, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_tracers_check_map_0_7_15_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_tracers_check_map_0_7_15", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_8_1(const double * __restrict__ delp, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = delp[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("delp value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_8_1(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_8_1(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_8_1\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_8_1_args[] = { (void *)&delp, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_8_1, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), nan_check_map_0_8_1_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_8_1", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) neg_delp_check_map_0_8_2(const double * __restrict__ delp, int I, int J, int K) {
    {
        {
            int b___i0 = ((64 * blockIdx.x) + 1);
            int b___i1 = ((8 * blockIdx.y) + 1);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 2), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 2), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = delp[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (neg_delp_check)
                                if(_inp < 0){
                                    printf("delp value (%f) delp* is negative at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_neg_delp_check_map_0_8_2(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K);
void __dace_runkernel_neg_delp_check_map_0_8_2(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K)
{

    if (((int_ceil((I - 2), 64)) <= 0) || ((int_ceil((J - 2), 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"neg_delp_check_map_0_8_2\" due to an empty grid.\n");
        return;
    }

    void  *neg_delp_check_map_0_8_2_args[] = { (void *)&delp, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)neg_delp_check_map_0_8_2, dim3(int_ceil((I - 2), 64), int_ceil((J - 2), 8), K), dim3(64, 8, 1), neg_delp_check_map_0_8_2_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "neg_delp_check_map_0_8_2", int_ceil((I - 2), 64), int_ceil((J - 2), 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_9_3(const double * __restrict__ cp, int I, int J, int K) {
    {
        {
            int b___i0 = (64 * blockIdx.x);
            int b___i1 = (8 * blockIdx.y);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = cp[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("cp value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_9_3(fv3_step_state_t *__state, const double * __restrict__ cp, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_9_3(fv3_step_state_t *__state, const double * __restrict__ cp, int I, int J, int K)
{

    if (((int_ceil(I, 64)) <= 0) || ((int_ceil(J, 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_9_3\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_9_3_args[] = { (void *)&cp, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_9_3, dim3(int_ceil(I, 64), int_ceil(J, 8), K), dim3(64, 8, 1), nan_check_map_0_9_3_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_9_3", int_ceil(I, 64), int_ceil(J, 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_9_4(const double * __restrict__ dprime, int I, int J, int K) {
    {
        {
            int b___i0 = (64 * blockIdx.x);
            int b___i1 = (8 * blockIdx.y);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = dprime[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("dprime value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_9_4(fv3_step_state_t *__state, const double * __restrict__ dprime, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_9_4(fv3_step_state_t *__state, const double * __restrict__ dprime, int I, int J, int K)
{

    if (((int_ceil(I, 64)) <= 0) || ((int_ceil(J, 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_9_4\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_9_4_args[] = { (void *)&dprime, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_9_4, dim3(int_ceil(I, 64), int_ceil(J, 8), K), dim3(64, 8, 1), nan_check_map_0_9_4_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_9_4", int_ceil(I, 64), int_ceil(J, 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
__global__ void  __launch_bounds__(512) nan_check_map_0_10_5(const double * __restrict__ w, int I, int J, int K) {
    {
        {
            int b___i0 = (64 * blockIdx.x);
            int b___i1 = (8 * blockIdx.y);
            int b___i2 = blockIdx.z;
            {
                int __i0 = (threadIdx.x + b___i0);
                int __i1 = (threadIdx.y + b___i1);
                int __i2 = (threadIdx.z + b___i2);
                if (__i0 >= b___i0 && __i0 < (Min((I - 1), (b___i0 + 63)) + 1)) {
                    if (__i1 >= b___i1 && __i1 < (Min((J - 1), (b___i1 + 7)) + 1)) {
                        if (__i2 >= b___i2 && __i2 < (Min((K - 1), b___i2) + 1)) {
                            {
                                double _inp = w[((__i0 + (I * __i1)) + ((I * J) * __i2))];

                                ///////////////////
                                // Tasklet code (nan_check)
                                if(_inp != _inp){
                                    printf("w value (%f) NaN found at line %d, index %d, %d, %d\n", _inp, __LINE__, __i0, __i1, __i2);
                                }
                                ///////////////////

                            }
                        }
                    }
                }
            }
        }
    }
}


DACE_EXPORTED void __dace_runkernel_nan_check_map_0_10_5(fv3_step_state_t *__state, const double * __restrict__ w, int I, int J, int K);
void __dace_runkernel_nan_check_map_0_10_5(fv3_step_state_t *__state, const double * __restrict__ w, int I, int J, int K)
{

    if (((int_ceil(I, 64)) <= 0) || ((int_ceil(J, 8)) <= 0) || ((K) <= 0)) {
        printf("Warning: Skipping launching kernel \"nan_check_map_0_10_5\" due to an empty grid.\n");
        return;
    }

    void  *nan_check_map_0_10_5_args[] = { (void *)&w, (void *)&I, (void *)&J, (void *)&K };
    gpuError_t __err = cudaLaunchKernel((void*)nan_check_map_0_10_5, dim3(int_ceil(I, 64), int_ceil(J, 8), K), dim3(64, 8, 1), nan_check_map_0_10_5_args, 0, __state->gpu_context->streams[0]);
    DACE_KERNEL_LAUNCH_CHECK(__err, "nan_check_map_0_10_5", int_ceil(I, 64), int_ceil(J, 8), K, 64, 8, 1);
    FV3_STEP_SYNCDEBUG();
}
#endif
