#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[1] = {
    {"tracer_advection__h_map_0_0_4", "m_tracer_advection__dacecpu_kfirst_36e512e938_pyext_BUILD/computation.hpp", 24, "tracer_advection__h_map_140420643820176"},
};
static const pdd_kernel_origin pdd_unit_tracer_advection_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[3] = {
    {"qvapor_out", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"crx", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[3] = {
    {0, 0, 59, 0},
    {0, 1, 29, PDD_SITE_INPUT},
    {0, 2, 31, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_tracer_advection_ranges[3];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "m_tracer_advection__dacecpu_kfirst_36e512e938_pyext_BUILD/computation.hpp", 1, 3, 3, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL, pdd_unit_tracer_advection_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


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
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__qvapor_out_I_stride), (int64_t)(__qvapor_out_J_stride), (int64_t)(__qvapor_out_K_stride)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 0, qvapor_out, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(1 + __I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__crx_I_stride), (int64_t)(__crx_J_stride), (int64_t)(__crx_K_stride)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 1, crx, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(2 + __I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__qvapor_I_stride), (int64_t)(__qvapor_J_stride), (int64_t)(__qvapor_K_stride)}, pdd_start[] = {(int64_t)(-1), (int64_t)(0), (int64_t)(0)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 2, qvapor, 3, pdd_shape, pdd_strides); PDD_FIELD_START(pdd_unit_tracer_advection, 2, 3, pdd_start); } /* pdd */

  {

    {
PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 0); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_tracer_advection, 0); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(0); /* pdd */
          for (int __k = 0; __k < __K; __k += 1) {
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
              // Tasklet code (he_140420644115856_0)
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
              PDD_SITE_ACC_STRIDED(0, qvapor_out[(((__i * __qvapor_out_I_stride) + (__j * __qvapor_out_J_stride)) + (__k * __qvapor_out_K_stride))]); /* pdd */
            }
          }
          if (PDD_SITE_BAD_STRIDED(0)) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 0, &qvapor_out[(((__i * __qvapor_out_I_stride) + (__j * __qvapor_out_J_stride)) + (__k * __qvapor_out_K_stride))], ((((__i * __qvapor_out_I_stride) + (__j * __qvapor_out_J_stride)) + (__k * __qvapor_out_K_stride))), qvapor_out[(((__i * __qvapor_out_I_stride) + (__j * __qvapor_out_J_stride)) + (__k * __qvapor_out_K_stride))], {1, PDD_OPERAND_NONE, &crx[(((__crx_I_stride * __i) + (__crx_J_stride * __j)) + (__crx_K_stride * __k))]}, {2, PDD_OPERAND_NONE, &qvapor[( ((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) + (__k * __qvapor_K_stride))]}, {2, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}, {1, PDD_OPERAND_NONE, &crx[(((__crx_I_stride * (__i + 1)) + (__crx_J_stride * __j)) + (__crx_K_stride * __k))]}, {2, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 2)))]}); /* pdd */
        }
      }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __k = 0; __k < __K; __k += 1) {
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
              // Tasklet code (he_140420644115856_0)
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
} /* pdd */
PDD_TRACE(pdd_unit_tracer_advection, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_tracer_advection, 0); /* pdd */
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
        PDD_PROGRAM_BEGIN(pdd_unit_tracer_advection); /* pdd */
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
