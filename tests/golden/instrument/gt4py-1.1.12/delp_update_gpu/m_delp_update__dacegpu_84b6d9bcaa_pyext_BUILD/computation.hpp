#include <gridtools/common/cuda_util.hpp>
#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_cuda_kernels[1] = {
    {"delp_update__v_map_139994087402000_0_0_0", "m_delp_update__dacegpu_84b6d9bcaa_pyext_BUILD/computation.hpp", 154, "delp_update__v_map_139994087402000"},
};
static const pdd_kernel_origin pdd_unit_delp_update_cuda_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_delp_update_cuda_fields[2] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 0},
    {"dp1", PDD_T_F64, 3, PDD_STORAGE_GPU, 0},
};
static const pdd_site_desc pdd_unit_delp_update_cuda_sites[1] = {
    {0, 0, 119, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_delp_update_cuda_ranges[1];
static pdd_unit pdd_unit_delp_update_cuda = {PDD_ABI_VERSION, "delp_update", "m_delp_update__dacegpu_84b6d9bcaa_pyext_BUILD/computation.hpp", 1, 2, 1, pdd_unit_delp_update_cuda_kernels, pdd_unit_delp_update_cuda_fields, pdd_unit_delp_update_cuda_sites, pdd_unit_delp_update_cuda_ranges, NULL, pdd_unit_delp_update_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_delp_update_cuda, 1) /* pdd */

namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */

#include <dace/dace.h>

struct delp_update_state_t {
  dace::cuda::Context *gpu_context;
};

int __dace_init_cuda(delp_update_state_t *__state, int __I, int __J, int __K,
                     int __delp_I_stride, int __delp_J_stride,
                     int __delp_K_stride, int __dp1_I_stride,
                     int __dp1_J_stride, int __dp1_K_stride) {
  int count;

  // Check that we are able to run cuda code
  if (cudaGetDeviceCount(&count) != cudaSuccess) {
    printf("ERROR: GPU drivers are not configured or cuda-capable device "
           "not found\n");
    return 1;
  }
  if (count == 0) {
    printf("ERROR: No cuda-capable devices found\n");
    return 2;
  }

  // Initialize cuda before we run the application
  float *dev_X;
  DACE_GPU_CHECK(cudaMalloc((void **)&dev_X, 1));
  DACE_GPU_CHECK(cudaFree(dev_X));

  __state->gpu_context = new dace::cuda::Context(1, 1);

  // Create cuda streams and events
  for (int i = 0; i < 1; ++i) {
    DACE_GPU_CHECK(cudaStreamCreateWithFlags(
        &__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
    __state->gpu_context->streams[i] =
        __state->gpu_context
            ->internal_streams[i]; // Allow for externals to modify streams
  }
  for (int i = 0; i < 1; ++i) {
    DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i],
                                            cudaEventDisableTiming));
  }

  return 0;
}

int __dace_exit_cuda(delp_update_state_t *__state) {

  // Synchronize and check for CUDA errors
  int __err = static_cast<int>(__state->gpu_context->lasterror);
  if (__err == 0)
    __err = static_cast<int>(cudaDeviceSynchronize());

  // Destroy cuda streams and events
  for (int i = 0; i < 1; ++i) {
    DACE_GPU_CHECK(
        cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
  }
  for (int i = 0; i < 1; ++i) {
    DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
  }

  delete __state->gpu_context;
  return __err;
}

bool __dace_gpu_set_stream(delp_update_state_t *__state, int streamid,
                           gpuStream_t stream) {
  if (streamid < 0 || streamid >= 1)
    return false;

  __state->gpu_context->streams[streamid] = stream;

  return true;
}

void __dace_gpu_set_all_streams(delp_update_state_t *__state,
                                gpuStream_t stream) {
  for (int i = 0; i < 1; ++i)
    __state->gpu_context->streams[i] = stream;
}

__global__ void __launch_bounds__(512) delp_update__v_map_139994087402000_0_0_0(
    double *__restrict__ delp, const double *__restrict__ dp1, int __I, int __J,
    int __K, int __delp_I_stride, int __delp_J_stride, int __delp_K_stride,
    int __dp1_I_stride, int __dp1_J_stride, int __dp1_K_stride,
    const double dt) {
  {
    int __k_139994087395984 = (blockIdx.x * 64 + threadIdx.x);
    if (__k_139994087395984 < __K) {
      {
        int __i = (blockIdx.y * 8 + threadIdx.y);
        int __j = blockIdx.z;
        if (__i < __I) {
          if (__j < __J) {
            {
              double gtIN__delp =
                  delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) +
                        (__delp_K_stride * __k_139994087395984))];
              double gtIN__dt = dt;
              double gtIN__dp1 =
                  dp1[(((__dp1_I_stride * __i) + (__dp1_J_stride * __j)) +
                       (__dp1_K_stride * __k_139994087395984))];
              double gtOUT__delp;

              ///////////////////
              // Tasklet code (he_139994087366544_0)
              gtOUT__delp = (gtIN__delp + (gtIN__dt * gtIN__dp1));
              ///////////////////

              delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) +
                    (__delp_K_stride * __k_139994087395984))] = gtOUT__delp;
              PDD_DEV_STORE_OPS(pdd_unit_delp_update_cuda, 0, &delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k_139994087395984))], delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k_139994087395984))], {1, PDD_OPERAND_NONE, &dp1[(((__dp1_I_stride * __i) + (__dp1_J_stride * __j)) + (__dp1_K_stride * __k_139994087395984))]}); /* pdd */
            }
          }
        }
      }
    }
  }
}

void __dace_runkernel_delp_update__v_map_139994087402000_0_0_0(
    delp_update_state_t *__state, double *__restrict__ delp,
    const double *__restrict__ dp1, int __I, int __J, int __K,
    int __delp_I_stride, int __delp_J_stride, int __delp_K_stride,
    int __dp1_I_stride, int __dp1_J_stride, int __dp1_K_stride,
    const double dt) {

  if (((int_ceil(__K, 64)) <= 0) || ((int_ceil(__I, 8)) <= 0) || ((__J) <= 0)) {

    return;
  }

  void *delp_update__v_map_139994087402000_0_0_0_args[] = {
      (void *)&delp,
      (void *)&dp1,
      (void *)&__I,
      (void *)&__J,
      (void *)&__K,
      (void *)&__delp_I_stride,
      (void *)&__delp_J_stride,
      (void *)&__delp_K_stride,
      (void *)&__dp1_I_stride,
      (void *)&__dp1_J_stride,
      (void *)&__dp1_K_stride,
      (void *)&dt};
  { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__delp_I_stride), (int64_t)(__delp_J_stride), (int64_t)(__delp_K_stride)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 0, delp, 3, pdd_shape, pdd_strides); } /* pdd */
  { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__dp1_I_stride), (int64_t)(__dp1_J_stride), (int64_t)(__dp1_K_stride)}; PDD_FIELD_BIND(pdd_unit_delp_update_cuda, 1, dp1, 3, pdd_shape, pdd_strides); } /* pdd */
  PDD_CUDA_BEGIN(pdd_unit_delp_update_cuda, 0); /* pdd */
  gpuError_t __err = cudaLaunchKernel(
      (void *)delp_update__v_map_139994087402000_0_0_0,
      dim3(int_ceil(__K, 64), int_ceil(__I, 8), __J), dim3(64, 8, 1),
      delp_update__v_map_139994087402000_0_0_0_args, 0, nullptr);
  PDD_CUDA_COLLECT(pdd_unit_delp_update_cuda, 0, nullptr, 0, 1); /* pdd */
  DACE_KERNEL_LAUNCH_CHECK(__err, "delp_update__v_map_139994087402000_0_0_0",
                           int_ceil(__K, 64), int_ceil(__I, 8), __J, 64, 8, 1);
  PDD_KERNEL_END(pdd_unit_delp_update_cuda, 0); /* pdd */
}

void __program_delp_update_internal(delp_update_state_t *__state,
                                    double *__restrict__ delp,
                                    double *__restrict__ dp1, int __I, int __J,
                                    int __K, int __delp_I_stride,
                                    int __delp_J_stride, int __delp_K_stride,
                                    int __dp1_I_stride, int __dp1_J_stride,
                                    int __dp1_K_stride, double dt) {

  {

    __dace_runkernel_delp_update__v_map_139994087402000_0_0_0(
        __state, delp, dp1, __I, __J, __K, __delp_I_stride, __delp_J_stride,
        __delp_K_stride, __dp1_I_stride, __dp1_J_stride, __dp1_K_stride, dt);
  }
}

DACE_EXPORTED void
__program_delp_update(delp_update_state_t *__state, double *__restrict__ delp,
                      double *__restrict__ dp1, int __I, int __J, int __K,
                      int __delp_I_stride, int __delp_J_stride,
                      int __delp_K_stride, int __dp1_I_stride,
                      int __dp1_J_stride, int __dp1_K_stride, double dt) {
                          PDD_PROGRAM_BEGIN(pdd_unit_delp_update_cuda); /* pdd */
  __program_delp_update_internal(
      __state, delp, dp1, __I, __J, __K, __delp_I_stride, __delp_J_stride,
      __delp_K_stride, __dp1_I_stride, __dp1_J_stride, __dp1_K_stride, dt);
}

DACE_EXPORTED delp_update_state_t *
__dace_init_delp_update(int __I, int __J, int __K, int __delp_I_stride,
                        int __delp_J_stride, int __delp_K_stride,
                        int __dp1_I_stride, int __dp1_J_stride,
                        int __dp1_K_stride) {

  int __result = 0;
  delp_update_state_t *__state = new delp_update_state_t;
  __result |= __dace_init_cuda(__state, __I, __J, __K, __delp_I_stride,
                               __delp_J_stride, __delp_K_stride, __dp1_I_stride,
                               __dp1_J_stride, __dp1_K_stride);

  if (__result) {
    delete __state;
    return nullptr;
  }

  return __state;
}

DACE_EXPORTED int __dace_exit_delp_update(delp_update_state_t *__state) {

  int __err = 0;

  int __err_cuda = __dace_exit_cuda(__state);
  if (__err_cuda) {
    __err = __err_cuda;
  }
  delete __state;
  return __err;
}

auto delp_update(const std::array<gt::uint_t, 3> &domain) {
  return [domain](auto &&__delp_sid, auto &&__dp1_sid, auto dt) {
    const int __I = domain[0];
    const int __J = domain[1];
    const int __K = domain[2];
    delp_update_state_t dace_handle;

    auto allocator =
        gt::sid::cached_allocator(&gt::cuda_util::cuda_malloc<char[]>);

    __program_delp_update(
        &dace_handle,
        gt::sid::multi_shifted(gt::sid::get_origin(__delp_sid)(),
                               gt::sid::get_strides(__delp_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__dp1_sid)(),
                               gt::sid::get_strides(__dp1_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        __I, __J, __K,
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__delp_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__delp_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__delp_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__dp1_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__dp1_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__dp1_sid)),
        dt);
  };
}
