#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <omp.h>
namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct vertical_flux_state_t {
  double *__restrict__ __0_vflux;
};

void __program_vertical_flux_internal(
    vertical_flux_state_t *__state, double *__restrict__ qvapor,
    double *__restrict__ qvapor_new, double *__restrict__ w, int __I, int __J,
    int __K, int __qvapor_I_stride, int __qvapor_J_stride,
    int __qvapor_K_stride, int __qvapor_new_I_stride, int __qvapor_new_J_stride,
    int __qvapor_new_K_stride, int __w_I_stride, int __w_J_stride,
    int __w_K_stride) {

  {

    {
#pragma omp parallel for
      for (int __i = -1; __i < (__I + 1); __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __k = 0; __k < __K; __k += 1) {
            {
              double gtIN__w =
                  w[(((__j * __w_J_stride) + (__k * __w_K_stride)) +
                     (__w_I_stride * (__i + 1)))];
              double gtIN__qvapor = qvapor[(
                  ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) +
                  (__qvapor_I_stride * (__i + 1)))];
              double gtOUT__vflux;

              ///////////////////
              // Tasklet code (he_140420633462608_0)
              gtOUT__vflux = (gtIN__w * gtIN__qvapor);
              ///////////////////

              __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) +
                                  __k)] = gtOUT__vflux;
            }
          }
        }
      }
    }
    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __k = 0; __k < (__K - 1); __k += 1) {
            {
              double gtIN__qvapor = qvapor[(
                  ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) +
                  (__qvapor_I_stride * (__i + 1)))];
              double gtIN__vflux_kp1 = __state->__0_vflux[(
                  ((((__J * __K) * (__i + 1)) + (__K * __j)) + __k) + 1)];
              double gtIN__vflux = __state->__0_vflux[(
                  (((__J * __K) * (__i + 1)) + (__K * __j)) + __k)];
              double gtIN__vflux_ip1 = __state->__0_vflux[(
                  (((__J * __K) * (__i + 2)) + (__K * __j)) + __k)];
              double gtIN__vflux_im1 =
                  __state
                      ->__0_vflux[((((__J * __K) * __i) + (__K * __j)) + __k)];
              double gtOUT__qvapor_new;

              ///////////////////
              // Tasklet code (he_140420633571728_0)
              gtOUT__qvapor_new =
                  ((gtIN__qvapor - (gtIN__vflux_kp1 - gtIN__vflux)) -
                   (double(0.25) * (gtIN__vflux_ip1 - gtIN__vflux_im1)));
              ///////////////////

              qvapor_new[(((__i * __qvapor_new_I_stride) +
                           (__j * __qvapor_new_J_stride)) +
                          (__k * __qvapor_new_K_stride))] = gtOUT__qvapor_new;
            }
          }
        }
      }
    }
  }
}

DACE_EXPORTED void __program_vertical_flux(
    vertical_flux_state_t *__state, double *__restrict__ qvapor,
    double *__restrict__ qvapor_new, double *__restrict__ w, int __I, int __J,
    int __K, int __qvapor_I_stride, int __qvapor_J_stride,
    int __qvapor_K_stride, int __qvapor_new_I_stride, int __qvapor_new_J_stride,
    int __qvapor_new_K_stride, int __w_I_stride, int __w_J_stride,
    int __w_K_stride) {
  __program_vertical_flux_internal(__state, qvapor, qvapor_new, w, __I, __J,
                                   __K, __qvapor_I_stride, __qvapor_J_stride,
                                   __qvapor_K_stride, __qvapor_new_I_stride,
                                   __qvapor_new_J_stride, __qvapor_new_K_stride,
                                   __w_I_stride, __w_J_stride, __w_K_stride);
}

DACE_EXPORTED vertical_flux_state_t *
__dace_init_vertical_flux(int __I, int __J, int __K, int __qvapor_I_stride,
                          int __qvapor_J_stride, int __qvapor_K_stride,
                          int __qvapor_new_I_stride, int __qvapor_new_J_stride,
                          int __qvapor_new_K_stride, int __w_I_stride,
                          int __w_J_stride, int __w_K_stride) {

  int __result = 0;
  vertical_flux_state_t *__state = new vertical_flux_state_t();

  if (__result) {
    delete __state;
    return nullptr;
  }
  __state->__0_vflux = new (std::align_val_t(
      64)) double[((((__J * __K) * (__I + 1)) + (__K * (__J - 1))) + __K)];

  if (__result) {
    delete __state;
    return nullptr;
  }

  return __state;
}

DACE_EXPORTED int __dace_exit_vertical_flux(vertical_flux_state_t *__state) {

  int __err = 0;
  static_assert(std::is_trivially_destructible<double>::value,
                "aligned heap deallocation skips destructors");
  ::operator delete[](__state->__0_vflux, std::align_val_t(64));
  delete __state;
  return __err;
}

auto vertical_flux(const std::array<gt::uint_t, 3> &domain) {
  return [domain](auto &&__w_sid, auto &&__qvapor_sid,
                  auto &&__qvapor_new_sid) {
    const int __I = domain[0];
    const int __J = domain[1];
    const int __K = domain[2];
    vertical_flux_state_t dace_handle;
    int omp_max_threads = omp_get_max_threads();
    auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);
    dace_handle.__0_vflux =
        allocate(allocator, gt::meta::lazy::id<double>(),
                 __J * __K * (__I + 1) + __K * (__J - 1) + __K)();
    __program_vertical_flux(
        &dace_handle,
        gt::sid::multi_shifted(gt::sid::get_origin(__qvapor_sid)(),
                               gt::sid::get_strides(__qvapor_sid),
                               std::array<gt::int_t, 3>{-1, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__qvapor_new_sid)(),
                               gt::sid::get_strides(__qvapor_new_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__w_sid)(),
                               gt::sid::get_strides(__w_sid),
                               std::array<gt::int_t, 3>{-1, 0, 0}),
        __I, __J, __K,
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__qvapor_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__qvapor_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__qvapor_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__qvapor_new_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__qvapor_new_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__qvapor_new_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__w_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__w_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__w_sid)));
  };
}
