#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>

namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct fill_negative_tracer_state_t {};

inline void nested_sdfg_1_0_1(fill_negative_tracer_state_t *__state,
                              const double *__restrict__ dp,
                              double *__restrict__ qvapor, int __dp_I_stride,
                              int __dp_J_stride, int __dp_K_stride, int __i,
                              int __j, int64_t __k, int __qvapor_I_stride,
                              int __qvapor_J_stride, int __qvapor_K_stride) {
  bool mask_140515432235792_gen_0;

  {

    {
      double gtIN__qvapor_km1 =
          qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                  (__qvapor_K_stride * (__k - 1)))];
      bool gtOUT__mask_140515432235792_gen_0;

      ///////////////////
      // Tasklet code (he_140515431512272_0)
      gtOUT__mask_140515432235792_gen_0 = (gtIN__qvapor_km1 < double(0.0));
      ///////////////////

      mask_140515432235792_gen_0 = gtOUT__mask_140515432235792_gen_0;
    }
  }
  if (mask_140515432235792_gen_0) {
    {

      {
        double gtIN__qvapor =
            qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                    (__k * __qvapor_K_stride))];
        double gtIN__qvapor_km1 =
            qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                    (__qvapor_K_stride * (__k - 1)))];
        double gtIN__dp_km1 =
            dp[(((__dp_I_stride * __i) + (__dp_J_stride * __j)) +
                (__dp_K_stride * (__k - 1)))];
        double gtIN__dp = dp[(((__dp_I_stride * __i) + (__dp_J_stride * __j)) +
                              (__dp_K_stride * __k))];
        double gtOUT__qvapor;

        ///////////////////
        // Tasklet code (he_140515431489424_0)
        gtOUT__qvapor =
            (gtIN__qvapor + ((gtIN__qvapor_km1 * gtIN__dp_km1) / gtIN__dp));
        ///////////////////

        qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                (__k * __qvapor_K_stride))] = gtOUT__qvapor;
      }
    }
  }
}

void __program_fill_negative_tracer_internal(
    fill_negative_tracer_state_t *__state, double *__restrict__ dp,
    double *__restrict__ qvapor, int __I, int __J, int __K, int __dp_I_stride,
    int __dp_J_stride, int __dp_K_stride, int __qvapor_I_stride,
    int __qvapor_J_stride, int __qvapor_K_stride) {
  int64_t __k;

  for (__k = 1; (__k < __K); __k = (__k + 1)) {
    {

      {
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            nested_sdfg_1_0_1(__state, &dp[0], &qvapor[0], __dp_I_stride,
                              __dp_J_stride, __dp_K_stride, __i, __j, __k,
                              __qvapor_I_stride, __qvapor_J_stride,
                              __qvapor_K_stride);
          }
        }
      }
    }
  }
}

DACE_EXPORTED void __program_fill_negative_tracer(
    fill_negative_tracer_state_t *__state, double *__restrict__ dp,
    double *__restrict__ qvapor, int __I, int __J, int __K, int __dp_I_stride,
    int __dp_J_stride, int __dp_K_stride, int __qvapor_I_stride,
    int __qvapor_J_stride, int __qvapor_K_stride) {
  __program_fill_negative_tracer_internal(
      __state, dp, qvapor, __I, __J, __K, __dp_I_stride, __dp_J_stride,
      __dp_K_stride, __qvapor_I_stride, __qvapor_J_stride, __qvapor_K_stride);
}

DACE_EXPORTED fill_negative_tracer_state_t *
__dace_init_fill_negative_tracer(int __I, int __J, int __K, int __dp_I_stride,
                                 int __dp_J_stride, int __dp_K_stride,
                                 int __qvapor_I_stride, int __qvapor_J_stride,
                                 int __qvapor_K_stride) {

  int __result = 0;
  fill_negative_tracer_state_t *__state = new fill_negative_tracer_state_t();

  if (__result) {
    delete __state;
    return nullptr;
  }

  if (__result) {
    delete __state;
    return nullptr;
  }

  return __state;
}

DACE_EXPORTED int
__dace_exit_fill_negative_tracer(fill_negative_tracer_state_t *__state) {

  int __err = 0;
  delete __state;
  return __err;
}

auto fill_negative_tracer(const std::array<gt::uint_t, 3> &domain) {
  return [domain](auto &&__qvapor_sid, auto &&__dp_sid) {
    const int __I = domain[0];
    const int __J = domain[1];
    const int __K = domain[2];
    fill_negative_tracer_state_t dace_handle;

    auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);

    __program_fill_negative_tracer(
        &dace_handle,
        gt::sid::multi_shifted(gt::sid::get_origin(__dp_sid)(),
                               gt::sid::get_strides(__dp_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__qvapor_sid)(),
                               gt::sid::get_strides(__qvapor_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        __I, __J, __K,
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__dp_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__dp_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__dp_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__qvapor_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__qvapor_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__qvapor_sid)));
  };
}
