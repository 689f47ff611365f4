/*
 * tests/dace_compat/dace/cuda_compat.h -- GPU half of pdd's TEST-ONLY stand-in for DaCe's
 * runtime headers (see dace/dace.h next to it). Written for pdd; not copied from DaCe.
 *
 * Included by dace.h when compiling with nvcc (the generated <prog>_cuda.cu) or with -DWITH_CUDA
 * (the generated host <prog>.cpp of a GPU build, compiled with g++ -I<cuda>/include). Supplies:
 *
 *   gpuError_t, gpuStream_t, gpuEvent_t, gpuGetErrorString      CUDA aliases
 *   dace::cuda::Context(nstreams, nevents)   streams[], internal_streams[], events[], lasterror
 *   DACE_GPU_CHECK(call)                      report a failed runtime call, record it in
 *                                             __state->gpu_context->lasterror (first error wins)
 *   DACE_KERNEL_LAUNCH_CHECK(err, name, gx, gy, gz, bx, by, bz)   same, for a kernel launch
 *   dace::GlobalToGlobal1DDynamic             a strided copy in device code
 *
 * The generated code uses DACE_GPU_CHECK only where `__state` (the program state, whose
 * gpu_context is null until __dace_init_cuda creates it) is in scope; the macros rely on that.
 * Errors are reported on stderr and recorded, never thrown: __dace_exit_cuda and
 * __dace_gpu_last_error return what was recorded.
 */
#ifndef PDD_TESTS_DACE_COMPAT_CUDA_COMPAT_H
#define PDD_TESTS_DACE_COMPAT_CUDA_COMPAT_H

#include <cuda_runtime.h>

#include <cstdio>

typedef cudaError_t gpuError_t;
typedef cudaStream_t gpuStream_t;
typedef cudaEvent_t gpuEvent_t;

static inline const char *gpuGetErrorString(gpuError_t err) { return cudaGetErrorString(err); }

namespace dace {
namespace cuda {

struct Context {
    int num_streams;
    int num_events;
    gpuStream_t *streams;           /* what the generated code launches on (may be replaced) */
    gpuStream_t *internal_streams;  /* the ones __dace_init_cuda created and destroys */
    gpuEvent_t *events;
    gpuError_t lasterror;

    Context(int nstreams, int nevents)
        : num_streams(nstreams), num_events(nevents),
          streams(new gpuStream_t[nstreams > 0 ? nstreams : 1]()),
          internal_streams(new gpuStream_t[nstreams > 0 ? nstreams : 1]()),
          events(new gpuEvent_t[nevents > 0 ? nevents : 1]()), lasterror(cudaSuccess) {}
    ~Context() {
        delete[] streams;
        delete[] internal_streams;
        delete[] events;
    }
    Context(const Context &) = delete;
    Context &operator=(const Context &) = delete;
};

/* Record err into the state's context if there is one (first error wins). */
template <typename State>
inline gpuError_t record_error(State *state, gpuError_t err) {
    if (err != cudaSuccess && state != nullptr && state->gpu_context != nullptr &&
        state->gpu_context->lasterror == cudaSuccess)
        state->gpu_context->lasterror = err;
    return err;
}

template <typename State>
inline gpuError_t check(State *state, gpuError_t err, const char *expr, const char *file, int line) {
    if (err != cudaSuccess) {
        std::fprintf(stderr, "ERROR: GPU runtime error %s (%d) in %s at %s:%d\n",
                     gpuGetErrorString(err), (int)err, expr, file, line);
        record_error(state, err);
    }
    return err;
}

template <typename State>
inline gpuError_t check_launch(State *state, gpuError_t err, const char *kernel, int gx, int gy,
                               int gz, int bx, int by, int bz, const char *file, int line) {
    if (err != cudaSuccess) {
        std::fprintf(stderr,
                     "ERROR: launching kernel %s (grid %d,%d,%d block %d,%d,%d) failed: %s (%d) "
                     "at %s:%d\n",
                     kernel, gx, gy, gz, bx, by, bz, gpuGetErrorString(err), (int)err, file, line);
        record_error(state, err);
    }
    return err;
}

}  // namespace cuda

/* A copy inside device code (DaCe 1.x, a slab copy in a nested SDFG of a GPU map): the calling
 * thread copies every element. */
template <typename T, int BLOCK_WIDTH, int BLOCK_HEIGHT, int BLOCK_DEPTH, bool ASYNC>
DACE_DFI void GlobalToGlobal1DDynamic(const T *src, int src_stride, T *dst, int dst_stride, int n) {
    for (int i = 0; i < n; i++)
        dst[i * dst_stride] = src[i * src_stride];
}
}  // namespace dace

#define DACE_GPU_CHECK(expr) \
    ((void)::dace::cuda::check(__state, (gpuError_t)(expr), #expr, __FILE__, __LINE__))

#define DACE_KERNEL_LAUNCH_CHECK(err, kernel, gx, gy, gz, bx, by, bz)                          \
    ((void)::dace::cuda::check_launch(__state, (gpuError_t)(err), (kernel), (int)(gx), (int)(gy), \
                                      (int)(gz), (int)(bx), (int)(by), (int)(bz), __FILE__,      \
                                      __LINE__))

#endif /* PDD_TESTS_DACE_COMPAT_CUDA_COMPAT_H */
