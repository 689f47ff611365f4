/*
 * tests/cuda_emu/cuda_runtime.h -- pdd's TEST-ONLY stand-in for the CUDA runtime: device code
 * compiled as C++ by g++ and run on the CPU, one thread after another, so that the device
 * probes (include/pdd/probe_cuda.h: range tests, atomic records, the collect kernel, the
 * mapped ring) and instrumented corpus GPU programs run where there is no GPU. Written for
 * pdd; covers what those sources use and nothing more.
 *
 * What differs from a GPU: "device" memory is host memory; every call is synchronous; the
 * threads of a launch run in order (no __syncthreads cooperation, no shared memory); a store
 * out of bounds is a host SIGSEGV, not cudaErrorIllegalAddress. A launch with a block of more
 * than 1024 threads fails with cudaErrorInvalidConfiguration, as on a GPU.
 *
 * Kernels are launched with cudaLaunchKernel(kernel, grid, block, args, shmem, stream): the
 * kernel's own type, not `(void *)kernel` as DaCe writes it (tests/cuda_emu/g++-as-nvcc drops
 * that cast when it compiles a .cu against this header), so that the arguments can be unpacked.
 */
#ifndef PDD_TESTS_CUDA_EMU_CUDA_RUNTIME_H
#define PDD_TESTS_CUDA_EMU_CUDA_RUNTIME_H

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <type_traits>
#include <utility>

#define PDD_CUDA_EMULATION 1

#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __restrict__ __restrict

enum cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidDevice = 101,
    cudaErrorIllegalAddress = 700,
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4,
};

enum {
    cudaStreamDefault = 0,
    cudaStreamNonBlocking = 1,
    cudaEventDefault = 0,
    cudaEventDisableTiming = 2,
    cudaHostAllocDefault = 0,
    cudaHostAllocPortable = 1,
    cudaHostAllocMapped = 2,
};

struct pdd_emu_stream { int id; };
struct pdd_emu_event { double ms; }; /* host time when recorded */
typedef pdd_emu_stream *cudaStream_t;
typedef pdd_emu_event *cudaEvent_t;

struct uint3 { unsigned x, y, z; };
struct dim3 {
    unsigned x, y, z;
    dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
};

/* The running thread's coordinates. */
inline thread_local uint3 threadIdx, blockIdx;
inline thread_local dim3 blockDim, gridDim;

/* The error a later cudaGetLastError returns (cleared by it), as the runtime keeps one. */
inline cudaError_t pdd_emu_last_error = cudaSuccess;

inline cudaError_t pdd_emu_fail(cudaError_t e)
{
    if (e != cudaSuccess)
        pdd_emu_last_error = e;
    return e;
}

inline const char *cudaGetErrorName(cudaError_t e)
{
    switch (e) {
    case cudaSuccess: return "cudaSuccess";
    case cudaErrorInvalidValue: return "cudaErrorInvalidValue";
    case cudaErrorMemoryAllocation: return "cudaErrorMemoryAllocation";
    case cudaErrorInvalidConfiguration: return "cudaErrorInvalidConfiguration";
    case cudaErrorInvalidDevice: return "cudaErrorInvalidDevice";
    case cudaErrorIllegalAddress: return "cudaErrorIllegalAddress";
    }
    return "cudaErrorUnknown";
}

inline const char *cudaGetErrorString(cudaError_t e)
{
    switch (e) {
    case cudaSuccess: return "no error";
    case cudaErrorInvalidValue: return "invalid argument";
    case cudaErrorMemoryAllocation: return "out of memory";
    case cudaErrorInvalidConfiguration: return "invalid configuration argument";
    case cudaErrorInvalidDevice: return "invalid device ordinal";
    case cudaErrorIllegalAddress: return "an illegal memory access was encountered";
    }
    return "unknown error";
}

inline cudaError_t cudaGetLastError(void)
{
    cudaError_t e = pdd_emu_last_error;
    pdd_emu_last_error = cudaSuccess;
    return e;
}
inline cudaError_t cudaPeekAtLastError(void) { return pdd_emu_last_error; }
inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
inline cudaError_t cudaSetDevice(int d) { return pdd_emu_fail(d == 0 ? cudaSuccess : cudaErrorInvalidDevice); }
inline cudaError_t cudaGetDevice(int *d) { *d = 0; return cudaSuccess; }

struct cudaDeviceProp {
    char name[256];
    int major, minor, multiProcessorCount;
    size_t totalGlobalMem;
};
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d)
{
    if (d != 0)
        return pdd_emu_fail(cudaErrorInvalidDevice);
    *p = cudaDeviceProp();
    strcpy(p->name, "CPU emulation (tests/cuda_emu)");
    p->multiProcessorCount = 1;
    return cudaSuccess;
}

template <typename T> inline cudaError_t cudaMalloc(T **p, size_t n)
{
    *p = (T *)calloc(1, n ? n : 1);
    return pdd_emu_fail(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}
inline cudaError_t cudaFree(void *p) { free(p); return cudaSuccess; }
inline cudaError_t cudaHostAlloc(void **p, size_t n, unsigned)
{
    *p = calloc(1, n ? n : 1);
    return pdd_emu_fail(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}
template <typename T> inline cudaError_t cudaMallocHost(T **p, size_t n) { return cudaHostAlloc((void **)p, n, 0); }
inline cudaError_t cudaHostGetDevicePointer(void **dev, void *host, unsigned) { *dev = host; return cudaSuccess; }
inline cudaError_t cudaFreeHost(void *p) { free(p); return cudaSuccess; }
inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) { memmove(d, s, n); return cudaSuccess; }
inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k, cudaStream_t = nullptr)
{
    return cudaMemcpy(d, s, n, k);
}
inline cudaError_t cudaMemcpy2D(void *d, size_t dpitch, const void *s, size_t spitch, size_t width,
                               size_t height, cudaMemcpyKind)
{
    if (width > dpitch || width > spitch)
        return pdd_emu_fail(cudaErrorInvalidValue);
    for (size_t r = 0; r < height; r++)
        memmove((char *)d + r * dpitch, (const char *)s + r * spitch, width);
    return cudaSuccess;
}
inline cudaError_t cudaMemcpy2DAsync(void *d, size_t dpitch, const void *s, size_t spitch, size_t width,
                                    size_t height, cudaMemcpyKind k, cudaStream_t = nullptr)
{
    return cudaMemcpy2D(d, dpitch, s, spitch, width, height, k);
}
inline cudaError_t cudaMemset(void *d, int v, size_t n) { memset(d, v, n); return cudaSuccess; }
inline cudaError_t cudaMemsetAsync(void *d, int v, size_t n, cudaStream_t = nullptr) { return cudaMemset(d, v, n); }
/* Symbols are host variables here: the runtime's C API takes their address. */
inline cudaError_t cudaMemcpyToSymbol(const void *sym, const void *src, size_t n, size_t off = 0,
                                      cudaMemcpyKind = cudaMemcpyHostToDevice)
{
    memcpy((char *)sym + off, src, n);
    return cudaSuccess;
}
inline cudaError_t cudaGetSymbolAddress(void **p, const void *sym) { *p = (void *)sym; return cudaSuccess; }

inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) { *s = new pdd_emu_stream(); return cudaSuccess; }
inline cudaError_t cudaStreamCreate(cudaStream_t *s) { return cudaStreamCreateWithFlags(s, 0); }
inline cudaError_t cudaStreamDestroy(cudaStream_t s) { delete s; return cudaSuccess; }
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned) { *e = new pdd_emu_event(); return cudaSuccess; }
inline cudaError_t cudaEventCreate(cudaEvent_t *e) { return cudaEventCreateWithFlags(e, 0); }
inline cudaError_t cudaEventDestroy(cudaEvent_t e) { delete e; return cudaSuccess; }
inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t = nullptr)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    e->ms = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
    return cudaSuccess;
}
inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
    *ms = (float)(b->ms - a->ms);
    return cudaSuccess;
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned = 0) { return cudaSuccess; }

/* ---- device functions ---------------------------------------------------------------- */

inline long long __double_as_longlong(double v) { long long b; memcpy(&b, &v, sizeof b); return b; }
inline double __longlong_as_double(long long b) { double v; memcpy(&v, &b, sizeof v); return v; }
inline void __threadfence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_system(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __syncthreads(void) {}

template <typename T> inline T atomicAdd(T *p, T v)
{
    if constexpr (std::is_integral<T>::value) {
        return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
    } else {
        T old = *p, want;
        do
            want = old + v;
        while (!__atomic_compare_exchange(p, &old, &want, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
        return old;
    }
}
template <typename T> inline T atomicMax(T *p, T v)
{
    T old = __atomic_load_n(p, __ATOMIC_RELAXED);
    while (old < v && !__atomic_compare_exchange_n(p, &old, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
    return old;
}
template <typename T> inline T atomicCAS(T *p, T expected, T desired)
{
    __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return expected;
}

/* ---- launches ------------------------------------------------------------------------ */

/* Runs body once per thread of the grid, in order. */
template <typename F> inline cudaError_t pdd_emu_launch(dim3 grid, dim3 block, F body)
{
    if (block.x * block.y * block.z > 1024 || !grid.x || !grid.y || !grid.z || !block.x || !block.y || !block.z)
        return pdd_emu_fail(cudaErrorInvalidConfiguration);
    gridDim = grid, blockDim = block;
    for (unsigned bz = 0; bz < grid.z; bz++)
        for (unsigned by = 0; by < grid.y; by++)
            for (unsigned bx = 0; bx < grid.x; bx++)
                for (unsigned tz = 0; tz < block.z; tz++)
                    for (unsigned ty = 0; ty < block.y; ty++)
                        for (unsigned tx = 0; tx < block.x; tx++) {
                            blockIdx = uint3{bx, by, bz}, threadIdx = uint3{tx, ty, tz};
                            body();
                        }
    return cudaSuccess;
}

template <typename... P, size_t... I>
inline void pdd_emu_call(void (*kernel)(P...), void **args, std::index_sequence<I...>)
{
    kernel(*static_cast<typename std::remove_cv<typename std::remove_reference<P>::type>::type *>(args[I])...);
}

template <typename... P>
inline cudaError_t cudaLaunchKernel(void (*kernel)(P...), dim3 grid, dim3 block, void **args, size_t,
                                    cudaStream_t)
{
    return pdd_emu_launch(grid, block, [&] { pdd_emu_call(kernel, args, std::index_sequence_for<P...>{}); });
}

/* The collect kernel's launch in include/pdd/probe_cuda.h. */
#define PDD_CUDA_LAUNCH_COLLECT(c, recs, stream)                                                \
    (void)pdd_emu_launch(dim3(1), dim3(32), [&] { pdd_cuda_collect_kernel((c), (recs)); })

#endif /* PDD_TESTS_CUDA_EMU_CUDA_RUNTIME_H */
