/* tests/helpers/gpu_count.cu: exits 0 when the CUDA runtime sees a device; otherwise prints why (one
 * line) and exits 1. The GPU tests and benchmarks skip on that line. */
#include <cstdio>
#include <cuda_runtime.h>

int main()
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        std::printf("%s\n", cudaGetErrorString(e));
        return 1;
    }
    if (n == 0) {
        std::printf("no device\n");
        return 1;
    }
    return 0;
}
