#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>

namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct horizontal_diffusion_state_t {};

void __program_horizontal_diffusion_internal(
    horizontal_diffusion_state_t *__state, double *__restrict__ coeff,
    double *__restrict__ inp, double *__restrict__ out, int __I, int __J,
    int __K, int __coeff_I_stride, int __coeff_J_stride, int __coeff_K_stride,
    int __inp_I_stride, int __inp_J_stride, int __inp_K_stride,
    int __out_I_stride, int __out_J_stride, int __out_K_stride) {

  {

    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __k = 0; __k < __K; __k += 1) {
            {
              double gtIN__inp = inp[(((__inp_I_stride * (__i + 2)) +
                                       (__inp_J_stride * (__j + 2))) +
                                      (__inp_K_stride * __k))];
              double gtIN__inp_ip1 = inp[(((__inp_I_stride * (__i + 3)) +
                                           (__inp_J_stride * (__j + 2))) +
                                          (__inp_K_stride * __k))];
              double gtIN__inp_im1 = inp[(((__inp_I_stride * (__i + 1)) +
                                           (__inp_J_stride * (__j + 2))) +
                                          (__inp_K_stride * __k))];
              double gtIN__inp_jp1 = inp[(((__inp_I_stride * (__i + 2)) +
                                           (__inp_J_stride * (__j + 3))) +
                                          (__inp_K_stride * __k))];
              double gtIN__inp_jm1 = inp[(((__inp_I_stride * (__i + 2)) +
                                           (__inp_J_stride * (__j + 1))) +
                                          (__inp_K_stride * __k))];
              double gtIN__inp_ip1_jm1 = inp[(((__inp_I_stride * (__i + 3)) +
                                               (__inp_J_stride * (__j + 1))) +
                                              (__inp_K_stride * __k))];
              double gtIN__inp_im1_jm1 = inp[(((__inp_I_stride * (__i + 1)) +
                                               (__inp_J_stride * (__j + 1))) +
                                              (__inp_K_stride * __k))];
              double gtIN__inp_jm2 =
                  inp[(((__inp_I_stride * (__i + 2)) + (__inp_J_stride * __j)) +
                       (__inp_K_stride * __k))];
              double gtIN__inp_ip1_jp1 = inp[(((__inp_I_stride * (__i + 3)) +
                                               (__inp_J_stride * (__j + 3))) +
                                              (__inp_K_stride * __k))];
              double gtIN__inp_im1_jp1 = inp[(((__inp_I_stride * (__i + 1)) +
                                               (__inp_J_stride * (__j + 3))) +
                                              (__inp_K_stride * __k))];
              double gtIN__inp_jp2 = inp[(((__inp_I_stride * (__i + 2)) +
                                           (__inp_J_stride * (__j + 4))) +
                                          (__inp_K_stride * __k))];
              double gtIN__inp_im2 =
                  inp[(((__i * __inp_I_stride) + (__inp_J_stride * (__j + 2))) +
                       (__inp_K_stride * __k))];
              double gtIN__inp_ip2 = inp[(((__inp_I_stride * (__i + 4)) +
                                           (__inp_J_stride * (__j + 2))) +
                                          (__inp_K_stride * __k))];
              double gtIN__coeff =
                  coeff[(((__coeff_I_stride * __i) + (__coeff_J_stride * __j)) +
                         (__coeff_K_stride * __k))];
              double gtOUT__out;

              ///////////////////
              // Tasklet code (he_140420633080912_0)
              double gtOUT__flx_gen_0;
              double gtOUT__flx_gen_1;
              double gtOUT__lap_gen_0;
              double gtOUT__lap_gen_1;
              double gtOUT__fly_gen_0;
              double gtOUT__fly_gen_1;
              double gtOUT__lap_gen_2;
              double gtOUT__lap_gen_3;
              gtOUT__lap_gen_3 =
                  ((double(4.0) * gtIN__inp) -
                   (((gtIN__inp_ip1 + gtIN__inp_im1) + gtIN__inp_jp1) +
                    gtIN__inp_jm1));
              gtOUT__lap_gen_2 =
                  ((double(4.0) * gtIN__inp_jm1) -
                   (((gtIN__inp_ip1_jm1 + gtIN__inp_im1_jm1) + gtIN__inp) +
                    gtIN__inp_jm2));
              gtOUT__fly_gen_1 = (gtOUT__lap_gen_3 - gtOUT__lap_gen_2);
              gtOUT__lap_gen_3 =
                  ((double(4.0) * gtIN__inp_jp1) -
                   (((gtIN__inp_ip1_jp1 + gtIN__inp_im1_jp1) + gtIN__inp_jp2) +
                    gtIN__inp));
              gtOUT__lap_gen_2 =
                  ((double(4.0) * gtIN__inp) -
                   (((gtIN__inp_ip1 + gtIN__inp_im1) + gtIN__inp_jp1) +
                    gtIN__inp_jm1));
              gtOUT__fly_gen_0 = (gtOUT__lap_gen_3 - gtOUT__lap_gen_2);
              gtOUT__lap_gen_1 =
                  ((double(4.0) * gtIN__inp_im1) -
                   (((gtIN__inp + gtIN__inp_im2) + gtIN__inp_im1_jp1) +
                    gtIN__inp_im1_jm1));
              gtOUT__lap_gen_0 =
                  ((double(4.0) * gtIN__inp) -
                   (((gtIN__inp_ip1 + gtIN__inp_im1) + gtIN__inp_jp1) +
                    gtIN__inp_jm1));
              gtOUT__flx_gen_1 = (gtOUT__lap_gen_0 - gtOUT__lap_gen_1);
              gtOUT__lap_gen_1 =
                  ((double(4.0) * gtIN__inp) -
                   (((gtIN__inp_ip1 + gtIN__inp_im1) + gtIN__inp_jp1) +
                    gtIN__inp_jm1));
              gtOUT__lap_gen_0 =
                  ((double(4.0) * gtIN__inp_ip1) -
                   (((gtIN__inp_ip2 + gtIN__inp) + gtIN__inp_ip1_jp1) +
                    gtIN__inp_ip1_jm1));
              gtOUT__flx_gen_0 = (gtOUT__lap_gen_0 - gtOUT__lap_gen_1);
              gtOUT__out =
                  (gtIN__inp -
                   (gtIN__coeff * (((gtOUT__flx_gen_0 - gtOUT__flx_gen_1) +
                                    gtOUT__fly_gen_0) -
                                   gtOUT__fly_gen_1)));
              ///////////////////

              out[(((__i * __out_I_stride) + (__j * __out_J_stride)) +
                   (__k * __out_K_stride))] = gtOUT__out;
            }
          }
        }
      }
    }
  }
}

DACE_EXPORTED void __program_horizontal_diffusion(
    horizontal_diffusion_state_t *__state, double *__restrict__ coeff,
    double *__restrict__ inp, double *__restrict__ out, int __I, int __J,
    int __K, int __coeff_I_stride, int __coeff_J_stride, int __coeff_K_stride,
    int __inp_I_stride, int __inp_J_stride, int __inp_K_stride,
    int __out_I_stride, int __out_J_stride, int __out_K_stride) {
  __program_horizontal_diffusion_internal(
      __state, coeff, inp, out, __I, __J, __K, __coeff_I_stride,
      __coeff_J_stride, __coeff_K_stride, __inp_I_stride, __inp_J_stride,
      __inp_K_stride, __out_I_stride, __out_J_stride, __out_K_stride);
}

DACE_EXPORTED horizontal_diffusion_state_t *__dace_init_horizontal_diffusion(
    int __I, int __J, int __K, int __coeff_I_stride, int __coeff_J_stride,
    int __coeff_K_stride, int __inp_I_stride, int __inp_J_stride,
    int __inp_K_stride, int __out_I_stride, int __out_J_stride,
    int __out_K_stride) {

  int __result = 0;
  horizontal_diffusion_state_t *__state = new horizontal_diffusion_state_t();

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
__dace_exit_horizontal_diffusion(horizontal_diffusion_state_t *__state) {

  int __err = 0;
  delete __state;
  return __err;
}

auto horizontal_diffusion(const std::array<gt::uint_t, 3> &domain) {
  return [domain](auto &&__inp_sid, auto &&__coeff_sid, auto &&__out_sid) {
    const int __I = domain[0];
    const int __J = domain[1];
    const int __K = domain[2];
    horizontal_diffusion_state_t dace_handle;

    auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);

    __program_horizontal_diffusion(
        &dace_handle,
        gt::sid::multi_shifted(gt::sid::get_origin(__coeff_sid)(),
                               gt::sid::get_strides(__coeff_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__inp_sid)(),
                               gt::sid::get_strides(__inp_sid),
                               std::array<gt::int_t, 3>{-2, -2, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__out_sid)(),
                               gt::sid::get_strides(__out_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        __I, __J, __K,
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__coeff_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__coeff_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__coeff_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__inp_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__inp_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__inp_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(
            gt::sid::get_strides(__out_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(
            gt::sid::get_strides(__out_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__out_sid)));
  };
}
