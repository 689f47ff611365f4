/*
 * tests/dace_compat/dace/dace.h -- pdd's TEST-ONLY stand-in for DaCe's runtime header.
 *
 * Written for pdd; not copied from DaCe. It supplies only the small part of DaCe's runtime API
 * that the generated programs in the corpus (tests/corpus: DaCe 1.0.2 and 2.0.0b1) use, so that
 * pdd's tests can compile and run DaCe output without a DaCe installation:
 *
 *   DACE_EXPORTED                  extern "C"
 *   DACE_ALIGN, aligned_new_array / aligned_delete_array   transients (1.x / 2.x)
 *   CopyND, CopyNDDynamic, CopyImpl, GlobalToGlobal1DDynamic   array copies (strided element
 *                                  loops; on the GPU each thread of a block takes its share)
 *   dace::wcr_fixed<dace::ReductionType::R, T>::reduce / reduce_atomic
 *                                  write-conflict resolution (atomic on host and device)
 *   Min / Max, int_ceil            helpers used in kernel bounds and grid sizes
 *   dace::math::ipow               integer powers (DaCe 2.x writes N**2 strides as ipow(N, 2))
 *   std::align_val_t, memcpy, sqrt & co   via <new>, <cstring>, <cmath>
 *   dace::cuda::Context, DACE_GPU_CHECK, DACE_KERNEL_LAUNCH_CHECK, gpuError_t, gpuStream_t,
 *   gpuGetErrorString, DACE_DFI    GPU side, in dace/cuda_compat.h, included when compiling
 *                                  with nvcc (__CUDACC__) or with -DWITH_CUDA (GPU host .cpp)
 *
 * It is not a general replacement for DaCe's runtime: anything outside what the corpus uses is
 * missing on purpose. Do not install it or ship it.
 */
#ifndef PDD_TESTS_DACE_COMPAT_DACE_H
#define PDD_TESTS_DACE_COMPAT_DACE_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

#define DACE_EXPORTED extern "C"
/* DaCe 1.x allocates transients as `new double DACE_ALIGN(64)[n]`; alignment is an
 * optimisation only, so the stand-in drops it. */
#define DACE_ALIGN(N)

#if defined(__CUDACC__)
#define DACE_HDFI __host__ __device__ __forceinline__
#define DACE_HFI __host__ __forceinline__
#define DACE_DFI __device__ __forceinline__
#else
#define DACE_HDFI inline
#define DACE_HFI inline
#define DACE_DFI inline
#endif

/* Min/Max as written in generated bounds: Min((K - 1), (b_k + 31)). Mixed argument types (int vs
 * int64_t) take the common type. */
template <typename A, typename B>
DACE_HDFI typename std::common_type<A, B>::type Min(const A &a, const B &b) {
    return (b < a) ? b : a;
}
template <typename A, typename B>
DACE_HDFI typename std::common_type<A, B>::type Max(const A &a, const B &b) {
    return (a < b) ? b : a;
}

/* Integer ceiling division, exact for any signs (b != 0): int_ceil(K, 32) for grid sizes. */
template <typename A, typename B>
DACE_HDFI typename std::common_type<A, B>::type int_ceil(const A &a, const B &b) {
    typedef typename std::common_type<A, B>::type R;
    R q = (R)a / (R)b;
    R r = (R)a % (R)b;
    return q + ((r != 0 && ((r < 0) == ((R)b < 0))) ? 1 : 0);
}

/* min and max unqualified, as DaCe 0.16's code (NDSL's orchestrated Pace) calls them. */
template <typename A, typename B>
DACE_HDFI typename std::common_type<A, B>::type min(const A &a, const B &b) {
    return Min(a, b);
}
template <typename A, typename B>
DACE_HDFI typename std::common_type<A, B>::type max(const A &a, const B &b) {
    return Max(a, b);
}

namespace dace {

/* The element types by DaCe's names, as its tasklets declare locals: dace::float64 x = ...; */
typedef double float64;
typedef float float32;
typedef int64_t int64;
typedef int32_t int32;
typedef int16_t int16;
typedef int8_t int8;
typedef uint64_t uint64;
typedef uint32_t uint32;
typedef uint16_t uint16;
typedef uint8_t uint8;
typedef bool bool_;

enum class ReductionType { Custom = 0, Min, Max, Sum, Product };

namespace detail {

template <ReductionType R, typename T> struct reduction_op;
template <typename T> struct reduction_op<ReductionType::Sum, T> {
    static DACE_HDFI T apply(const T &a, const T &b) { return a + b; }
};
template <typename T> struct reduction_op<ReductionType::Product, T> {
    static DACE_HDFI T apply(const T &a, const T &b) { return a * b; }
};
template <typename T> struct reduction_op<ReductionType::Min, T> {
    static DACE_HDFI T apply(const T &a, const T &b) { return (b < a) ? b : a; }
};
template <typename T> struct reduction_op<ReductionType::Max, T> {
    static DACE_HDFI T apply(const T &a, const T &b) { return (a < b) ? b : a; }
};

template <std::size_t N> struct same_size_uint;
template <> struct same_size_uint<4> { typedef uint32_t type; };
template <> struct same_size_uint<8> { typedef uint64_t type; };

/* Host: compare-and-swap on the value's bit pattern (GCC/Clang __atomic builtins), so floating
 * point sums are atomic too. Integers of the native sizes take the same path. */
template <ReductionType R, typename T>
inline T host_atomic_update(T *ptr, const T &value) {
    static_assert(std::is_trivially_copyable<T>::value, "atomic WCR needs a trivially copyable type");
    typedef typename same_size_uint<sizeof(T)>::type U;
    U *uptr = reinterpret_cast<U *>(ptr);
    U expected = __atomic_load_n(uptr, __ATOMIC_RELAXED);
    for (;;) {
        T old_value, new_value;
        std::memcpy(&old_value, &expected, sizeof(T));
        new_value = reduction_op<R, T>::apply(old_value, value);
        U desired;
        std::memcpy(&desired, &new_value, sizeof(T));
        if (__atomic_compare_exchange_n(uptr, &expected, desired, /*weak=*/true, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED))
            return old_value;
    }
}

#if defined(__CUDACC__)
/* Device: atomicAdd where CUDA has it, else an atomicCAS loop on the bit pattern. */
template <ReductionType R, typename T>
__device__ __forceinline__ T device_atomic_update(T *ptr, const T &value) {
    typedef typename same_size_uint<sizeof(T)>::type U0;
    typedef typename std::conditional<sizeof(T) == 8, unsigned long long, unsigned int>::type U;
    static_assert(sizeof(U) == sizeof(U0), "unexpected atomic width");
    U *uptr = reinterpret_cast<U *>(ptr);
    U old = *uptr, assumed;
    do {
        assumed = old;
        T cur;
        memcpy(&cur, &assumed, sizeof(T));
        T next = reduction_op<R, T>::apply(cur, value);
        U desired;
        memcpy(&desired, &next, sizeof(T));
        old = atomicCAS(uptr, assumed, desired);
    } while (assumed != old);
    T result;
    memcpy(&result, &old, sizeof(T));
    return result;
}
__device__ __forceinline__ double device_atomic_sum(double *p, double v) { return atomicAdd(p, v); }
__device__ __forceinline__ float device_atomic_sum(float *p, float v) { return atomicAdd(p, v); }
__device__ __forceinline__ int device_atomic_sum(int *p, int v) { return atomicAdd(p, v); }
__device__ __forceinline__ unsigned int device_atomic_sum(unsigned int *p, unsigned int v) {
    return atomicAdd(p, v);
}
__device__ __forceinline__ unsigned long long device_atomic_sum(unsigned long long *p,
                                                                unsigned long long v) {
    return atomicAdd(p, v);
}
template <typename T> struct has_device_atomic_add {
    static constexpr bool value =
        std::is_same<T, double>::value || std::is_same<T, float>::value ||
        std::is_same<T, int>::value || std::is_same<T, unsigned int>::value ||
        std::is_same<T, unsigned long long>::value;
};
#endif

}  // namespace detail

/* wcr_fixed<R, T>: "*ptr = *ptr (op) value". reduce() is the plain read-modify-write, and
 * reduce_atomic() the one safe under concurrent writers (OpenMP threads, CUDA threads). Both
 * return the old value. */
template <ReductionType R, typename T> struct wcr_fixed {
    static DACE_HDFI T reduce(T *ptr, const T &value) {
        T old = *ptr;
        *ptr = detail::reduction_op<R, T>::apply(old, value);
        return old;
    }

    static DACE_HDFI T reduce_atomic(T *ptr, const T &value) {
#if defined(__CUDA_ARCH__)
        return device_atomic(ptr, value, std::integral_constant<bool, R == ReductionType::Sum &&
                                                  detail::has_device_atomic_add<T>::value>());
#else
        return detail::host_atomic_update<R, T>(ptr, value);
#endif
    }

#if defined(__CUDACC__)
private:
    static __device__ __forceinline__ T device_atomic(T *ptr, const T &value, std::true_type) {
        return detail::device_atomic_sum(ptr, value);
    }
    static __device__ __forceinline__ T device_atomic(T *ptr, const T &value, std::false_type) {
        return detail::device_atomic_update<R, T>(ptr, value);
    }
#endif
};

namespace math {
/* a**b for a non-negative integer exponent, as DaCe 2.x writes the strides N**2, N**3 of
 * arrays of one size symbol: src[(N*i + j + t*dace::math::ipow(N, 2))]. */
template <typename T> DACE_HDFI T ipow(const T &a, unsigned int b) {
    T r = 1;
    for (unsigned int n = 0; n < b; ++n) r *= a;
    return r;
}
template <typename A, typename B> DACE_HDFI auto pow(const A &a, const B &b) -> decltype(std::pow(a, b)) {
    return std::pow(a, b);
}
}  // namespace math

/* DaCe 2.x transients: aligned_new_array<T>(n, alignment) ... aligned_delete_array(p, alignment). */
#if __cplusplus >= 201703L
template <typename T> inline T *aligned_new_array(std::size_t n, std::size_t alignment) {
    return static_cast<T *>(::operator new[](n * sizeof(T), std::align_val_t(alignment)));
}
template <typename T> inline void aligned_delete_array(T *p, std::size_t alignment) {
    ::operator delete[](p, std::align_val_t(alignment));
}
#else /* C++14 (NDSL builds with -std=c++14): the C library's aligned allocation */
template <typename T> inline T *aligned_new_array(std::size_t n, std::size_t alignment) {
    void *p = nullptr;
    return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, n * sizeof(T) ? n * sizeof(T) : 1)
               ? nullptr
               : static_cast<T *>(p);
}
template <typename T> inline void aligned_delete_array(T *p, std::size_t) { std::free(p); }
#endif

/* Copies as DaCe's code generator spells them. Every form is a strided element loop:
 *   CopyND<T, VEC, ALIGNED, N>::ConstDst<DSTRIDE>::Copy(src, dst, src_stride)
 *       N elements, src[i * src_stride] -> dst[i * DSTRIDE]
 *   CopyNDDynamic<T, VEC, ALIGNED, 1>::ConstDst<DSTRIDE>::Copy(src, dst, n, src_stride)
 *   CopyNDDynamic<T, VEC, ALIGNED, D>::Dynamic::Copy(src, dst, (n, src_stride, dst_stride) x D)
 *   CopyImpl<T, VEC>(src, dst, n)                      n contiguous elements */
namespace detail {
template <typename T> DACE_HDFI void copy_strided(const T *src, T *dst) { *dst = *src; }
template <typename T, typename... Rest>
DACE_HDFI void copy_strided(const T *src, T *dst, long n, long src_stride, long dst_stride, Rest... rest) {
    for (long i = 0; i < n; i++)
        copy_strided(src + i * src_stride, dst + i * dst_stride, rest...);
}
}  // namespace detail

template <typename T, int VEC, int ALIGNED, int... DIMS> struct CopyND;
template <typename T, int VEC, int ALIGNED, int N> struct CopyND<T, VEC, ALIGNED, N> {
    template <int DSTRIDE> struct ConstDst {
        static DACE_HDFI void Copy(const T *src, T *dst, long src_stride) {
            detail::copy_strided(src, dst, N, src_stride, DSTRIDE);
        }
    };
};

template <typename T, int VEC, int ALIGNED, int D> struct CopyNDDynamic {
    template <int DSTRIDE> struct ConstDst {
        static DACE_HDFI void Copy(const T *src, T *dst, long n, long src_stride) {
            static_assert(D == 1, "ConstDst copies of one dimension only");
            detail::copy_strided(src, dst, n, src_stride, DSTRIDE);
        }
    };
    struct Dynamic {
        template <typename... Dims> static DACE_HDFI void Copy(const T *src, T *dst, Dims... dims) {
            static_assert(sizeof...(Dims) == 3 * D, "(size, source stride, destination stride) per dimension");
            detail::copy_strided(src, dst, static_cast<long>(dims)...);
        }
    };
};

template <typename T, int VEC> DACE_HDFI void CopyImpl(const T *src, T *dst, long n) {
    detail::copy_strided(src, dst, n, 1, 1);
}

}  // namespace dace

#if defined(__CUDACC__) || defined(WITH_CUDA)
#include "cuda_compat.h"
#endif

#endif /* PDD_TESTS_DACE_COMPAT_DACE_H */
