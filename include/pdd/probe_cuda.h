/* probe_cuda.h: the host-side probes of CUDA sources — the error check after each kernel
 * launch (the launch's own error; with PDD_CUDA_SYNC=1 also the kernel's fault). Includes
 * probe.h. -DPDD_DISABLE removes them like every other probe. */
#ifndef PDD_PROBE_CUDA_H
#define PDD_PROBE_CUDA_H

#include <pdd/probe.h>

#ifndef PDD_DISABLE
#include <cuda_runtime.h>

/* Peeks (never clears: the program's own checks still see the error) at the last error;
 * with PDD_CUDA_SYNC=1 waits for the kernel first, so its fault is attributed to it. */
static inline void pdd_cuda_after_launch(pdd_unit *unit, int kernel)
{
    cudaError_t e = cudaPeekAtLastError();
    if (e == cudaSuccess && pdd_cuda_sync)
        e = cudaDeviceSynchronize();
    if (e != cudaSuccess)
        pdd_cuda_error(unit, kernel, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

#define PDD_CUDA_CHECK(unit, k)                                                           \
    do {                                                                                  \
        if (PDD_ACTIVE() && (pdd_checks & PDD_CHECK_CUDA))                                \
            pdd_cuda_after_launch(&(unit), (k));                                          \
    } while (0)

#else
#define PDD_CUDA_CHECK(unit, k) ((void)(unit), (void)(k))
#endif
#endif
