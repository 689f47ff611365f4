#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>

namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct delp_update_state_t {};

void __program_delp_update_internal(
    delp_update_state_t *__state, double *__restrict__ delp,
    double *__restrict__ dp1, double *__restrict__ dp2, int __I, int __J,
    int __K, int __delp_I_stride, int __delp_J_stride, int __delp_K_stride,
    int __dp1_I_stride, int __dp1_J_stride, int __dp1_K_stride,
    int __dp2_I_stride, int __dp2_J_stride, int __dp2_K_stride, double dt) {

  {

    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __k = 0; __k < __K; __k += 1) {
            {
              double gtIN__delp =
                  delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) +
                        (__delp_K_stride * __k))];
              double gtIN__dt = dt;
              double gtIN__dp1 =
                  dp1[(((__dp1_I_stride * __i) + (__dp1_J_stride * __j)) +
                       (__dp1_K_stride * __k))];
              double gtIN__dp2 =
                  dp2[(((__dp2_I_stride * __i) + (__dp2_J_stride * __j)) +
                       (__dp2_K_stride * __k))];
              double gtOUT__delp;

              ///////////////////
              // Tasklet code (he_140420636659088_0)
              gtOUT__delp = (gtIN__delp + (gtIN__dt * (gtIN__dp1 - gtIN__dp2)));
              ///////////////////

              delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) +
                    (__delp_K_stride * __k))] = gtOUT__delp;
            }
          }
        }
      }
    }
  }
}

DACE_EXPORTED void __program_delp_update(
    delp_update_state_t *__state, double *__restrict__ delp,
    double *__restrict__ dp1, double *__restrict__ dp2, int __I, int __J,
    int __K, int __delp_I_stride, int __delp_J_stride, int __delp_K_stride,
    int __dp1_I_stride, int __dp1_J_stride, int __dp1_K_stride,
    int __dp2_I_stride, int __dp2_J_stride, int __dp2_K_stride, double dt) {
  __program_delp_update_internal(
      __state, delp, dp1, dp2, __I, __J, __K, __delp_I_stride, __delp_J_stride,
      __delp_K_stride, __dp1_I_stride, __dp1_J_stride, __dp1_K_stride,
      __dp2_I_stride, __dp2_J_stride, __dp2_K_stride, dt);
}

DACE_EXPORTED delp_update_state_t *
__dace_init_delp_update(int __I, int __J, int __K, int __delp_I_stride,
                        int __delp_J_stride, int __delp_K_stride,
                        int __dp1_I_stride, int __dp1_J_stride,
                        int __dp1_K_stride, int __dp2_I_stride,
                        int __dp2_J_stride, int __dp2_K_stride) {

  int __result = 0;
  delp_update_state_t *__state = new delp_update_state_t();

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

DACE_EXPORTED int __dace_exit_delp_update(delp_update_state_t *__state) {

  int __err = 0;
  delete __state;
  return __err;
}

auto delp_update(const std::array<gt::uint_t, 3> &domain) {
  return
      [domain](auto &&__delp_sid, auto &&__dp1_sid, auto &&__dp2_sid, auto dt) {
        const int __I = domain[0];
        const int __J = domain[1];
        const int __K = domain[2];
        delp_update_state_t dace_handle;

        auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);

        __program_delp_update(
            &dace_handle,
            gt::sid::multi_shifted(gt::sid::get_origin(__delp_sid)(),
                                   gt::sid::get_strides(__delp_sid),
                                   std::array<gt::int_t, 3>{0, 0, 0}),
            gt::sid::multi_shifted(gt::sid::get_origin(__dp1_sid)(),
                                   gt::sid::get_strides(__dp1_sid),
                                   std::array<gt::int_t, 3>{0, 0, 0}),
            gt::sid::multi_shifted(gt::sid::get_origin(__dp2_sid)(),
                                   gt::sid::get_strides(__dp2_sid),
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
            gt::sid::get_stride<gt::stencil::dim::i>(
                gt::sid::get_strides(__dp2_sid)),
            gt::sid::get_stride<gt::stencil::dim::j>(
                gt::sid::get_strides(__dp2_sid)),
            gt::sid::get_stride<gt::stencil::dim::k>(
                gt::sid::get_strides(__dp2_sid)),
            dt);
      };
}
