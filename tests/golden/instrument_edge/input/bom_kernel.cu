/* a UTF-8 byte order mark in a CUDA source */
#include <cuda_runtime.h>

struct bom_kernel_state_t {
    cudaStream_t stream;
};

__global__ void scale_0_0_1(double * __restrict__ gpu_delp, int N)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        gpu_delp[i] = gpu_delp[i] * 0.5;
    }
}

void __dace_runkernel_scale_0_0_1(bom_kernel_state_t *__state, double * __restrict__ gpu_delp, int N)
{
    void *scale_0_0_1_args[] = { (void *)&gpu_delp, (void *)&N };
    cudaError_t __err = cudaLaunchKernel((void*)scale_0_0_1, dim3((N + 127) / 128, 1, 1), dim3(128, 1, 1), scale_0_0_1_args, 0, __state->stream);
    (void)__err;
}
