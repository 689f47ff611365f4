#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>

namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct tracer_advection_state_t {};

void __program_tracer_advection_internal(
    tracer_advection_state_t *__state, double *__restrict__ crx,
    double *__restrict__ qvapor, double *__restrict__ qvapor_out, int __I,
    int __J, int __K, int __crx_I_stride, int __crx_J_stride,
    int __crx_K_stride, int __qvapor_I_stride, int __qvapor_J_stride,
    int __qvapor_K_stride, int __qvapor_out_I_stride, int __qvapor_out_J_stride,
    int __qvapor_out_K_stride) {

  {

    {
#pragma omp parallel for
      for (int __k = 0; __k < __K; __k += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__crx =
                  crx[(((__crx_I_stride * __i) + (__crx_J_stride * __j)) +
                       (__crx_K_stride * __k))];
              double gtIN__qvapor_im1 = qvapor[(
                  ((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                  (__k * __qvapor_K_stride))];
              double gtIN__qvapor = qvapor[(
                  ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) +
                  (__qvapor_I_stride * (__i + 1)))];
              double gtIN__crx_ip1 =
                  crx[(((__crx_I_stride * (__i + 1)) + (__crx_J_stride * __j)) +
                       (__crx_K_stride * __k))];
              double gtIN__qvapor_ip1 = qvapor[(
                  ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) +
                  (__qvapor_I_stride * (__i + 2)))];
              double gtOUT__qvapor_out;

              ///////////////////
              // Tasklet code (he_140515439275024_0)
              double gtOUT__flux_gen_0;
              double gtOUT__flux_gen_1;
              gtOUT__flux_gen_1 =
                  ((gtIN__crx > double(0.0)) ? (gtIN__crx * gtIN__qvapor_im1)
                                             : (gtIN__crx * gtIN__qvapor));
              gtOUT__flux_gen_0 = ((gtIN__crx_ip1 > double(0.0))
                                       ? (gtIN__crx_ip1 * gtIN__qvapor)
                                       : (gtIN__crx_ip1 * gtIN__qvapor_ip1));
              gtOUT__qvapor_out =
                  (gtIN__qvapor - (gtOUT__flux_gen_0 - gtOUT__flux_gen_1));
              ///////////////////

              qvapor_out[(((__i * __qvapor_out_I_stride) +
                           (__j * __qvapor_out_J_stride)) +
                          (__k * __qvapor_out_K_stride))] = gtOUT__qvapor_out;
            }
          }
        }
      }
    }
  }
}

DACE_EXPORTED void __program_tracer_advection(
    tracer_advection_state_t *__state, double *__restrict__ crx,
    double *__restrict__ qvapor, double *__restrict__ qvapor_out, int __I,
    int __J, int __K, int __crx_I_stride, int __crx_J_stride,
    int __crx_K_stride, int __qvapor_I_stride, int __qvapor_J_stride,
    int __qvapor_K_stride, int __qvapor_out_I_stride, int __qvapor_out_J_stride,
    int __qvapor_out_K_stride) {
  __program_tracer_advection_internal(
      __state, crx, qvapor, qvapor_out, __I, __J, __K, __crx_I_stride,
      __crx_J_stride, __crx_K_stride, __qvapor_I_stride, __qvapor_J_stride,
      __qvapor_K_stride, __qvapor_out_I_stride, __qvapor_out_J_stride,
      __qvapor_out_K_stride);
}

DACE_EXPORTED tracer_advection_state_t *__dace_init_tracer_advection(
    int __I, int __J, int __K, int __crx_I_stride, int __crx_J_stride,
    int __crx_K_stride, int __qvapor_I_stride, int __qvapor_J_stride,
    int __qvapor_K_stride, int __qvapor_out_I_stride, int __qvapor_out_J_stride,
    int __qvapor_out_K_stride) {

  int __result = 0;
  tracer_advection_state_t *__state = new tracer_advection_state_t();

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
__dace_exit_tracer_advection(tracer_advection_state_t *__state) {

  int __err = 0;
  delete __state;
  return __err;
}

auto tracer_advection(const std::array<gt::uint_t, 3> &domain) {
  return
      [domain](auto &&__qvapor_sid, auto &&__crx_sid, auto &&__qvapor_out_sid) {
        const int __I = domain[0];
        const int __J = domain[1];
        const int __K = domain[2];
        tracer_advection_state_t dace_handle;

        auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);

        __program_tracer_advection(
            &dace_handle,
            gt::sid::multi_shifted(gt::sid::get_origin(__crx_sid)(),
                                   gt::sid::get_strides(__crx_sid),
                                   std::array<gt::int_t, 3>{0, 0, 0}),
            gt::sid::multi_shifted(gt::sid::get_origin(__qvapor_sid)(),
                                   gt::sid::get_strides(__qvapor_sid),
                                   std::array<gt::int_t, 3>{-1, 0, 0}),
            gt::sid::multi_shifted(gt::sid::get_origin(__qvapor_out_sid)(),
                                   gt::sid::get_strides(__qvapor_out_sid),
                                   std::array<gt::int_t, 3>{0, 0, 0}),
            __I, __J, __K,
            gt::sid::get_stride<gt::stencil::dim::i>(
                gt::sid::get_strides(__crx_sid)),
            gt::sid::get_stride<gt::stencil::dim::j>(
                gt::sid::get_strides(__crx_sid)),
            gt::sid::get_stride<gt::stencil::dim::k>(
                gt::sid::get_strides(__crx_sid)),
            gt::sid::get_stride<gt::stencil::dim::i>(
                gt::sid::get_strides(__qvapor_sid)),
            gt::sid::get_stride<gt::stencil::dim::j>(
                gt::sid::get_strides(__qvapor_sid)),
            gt::sid::get_stride<gt::stencil::dim::k>(
                gt::sid::get_strides(__qvapor_sid)),
            gt::sid::get_stride<gt::stencil::dim::i>(
                gt::sid::get_strides(__qvapor_out_sid)),
            gt::sid::get_stride<gt::stencil::dim::j>(
                gt::sid::get_strides(__qvapor_out_sid)),
            gt::sid::get_stride<gt::stencil::dim::k>(
                gt::sid::get_strides(__qvapor_out_sid)));
      };
}
