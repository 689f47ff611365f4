#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_fill_negative_tracer_kernels[1] = {
    {"fill_negative_tracer__h_map_0_0_0", "m_fill_negative_tracer__dacecpu_kfirst_8aec17c689_pyext_BUILD/computation.hpp", 81, "fill_negative_tracer__h_map_140420637087120"},
};
static const pdd_kernel_origin pdd_unit_fill_negative_tracer_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_fill_negative_tracer_fields[2] = {
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_fill_negative_tracer_sites[3] = {
    {0, 0, 63, PDD_SITE_IN_PLACE},
    {0, 1, 83, PDD_SITE_INPUT},
    {0, 0, 83, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_fill_negative_tracer_ranges[3];
static pdd_unit pdd_unit_fill_negative_tracer = {PDD_ABI_VERSION, "fill_negative_tracer", "m_fill_negative_tracer__dacecpu_kfirst_8aec17c689_pyext_BUILD/computation.hpp", 1, 2, 3, pdd_unit_fill_negative_tracer_kernels, pdd_unit_fill_negative_tracer_fields, pdd_unit_fill_negative_tracer_sites, pdd_unit_fill_negative_tracer_ranges, NULL, pdd_unit_fill_negative_tracer_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_fill_negative_tracer)
/* pdd: end of probe tables */


namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct fill_negative_tracer_state_t {};

inline void nested_sdfg_0_0_1(fill_negative_tracer_state_t *__state,
                              const double *__restrict__ dp,
                              double *__restrict__ qvapor, int __K,
                              int __dp_I_stride, int __dp_J_stride,
                              int __dp_K_stride, int __i, int __j,
                              int __qvapor_I_stride, int __qvapor_J_stride,
                              int __qvapor_K_stride) {
  bool mask_140420634657936_gen_0;
  int64_t __k;

  for (__k = 1; (__k < __K); __k = (__k + 1)) {
    {

      {
        double gtIN__qvapor_km1 =
            qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                    (__qvapor_K_stride * (__k - 1)))];
        bool gtOUT__mask_140420634657936_gen_0;

        ///////////////////
        // Tasklet code (he_140420635090896_0)
        gtOUT__mask_140420634657936_gen_0 = (gtIN__qvapor_km1 < double(0.0));
        ///////////////////

        mask_140420634657936_gen_0 = gtOUT__mask_140420634657936_gen_0;
      }
    }
    if (mask_140420634657936_gen_0) {
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
          double gtIN__dp =
              dp[(((__dp_I_stride * __i) + (__dp_J_stride * __j)) +
                  (__dp_K_stride * __k))];
          double gtOUT__qvapor;

          ///////////////////
          // Tasklet code (he_140420634921808_0)
          gtOUT__qvapor =
              (gtIN__qvapor + ((gtIN__qvapor_km1 * gtIN__dp_km1) / gtIN__dp));
          ///////////////////

          qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) +
                  (__k * __qvapor_K_stride))] = gtOUT__qvapor;
          PDD_CHECK_STORE_OPS(pdd_unit_fill_negative_tracer, 0, &qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) + (__k * __qvapor_K_stride))], -1, qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) + (__k * __qvapor_K_stride))], {0, PDD_OPERAND_NONE, &qvapor[(((__i * __qvapor_I_stride) + (__j * __qvapor_J_stride)) + (__qvapor_K_stride * (__k - 1)))]}, {1, PDD_OPERAND_NONE, &dp[(((__dp_I_stride * __i) + (__dp_J_stride * __j)) + (__dp_K_stride * (__k - 1)))]}, {1, PDD_OPERAND_DIVISOR, &dp[(((__dp_I_stride * __i) + (__dp_J_stride * __j)) + (__dp_K_stride * __k))]}); /* pdd */
        }
      }
    }
  }
}

void __program_fill_negative_tracer_internal(
    fill_negative_tracer_state_t *__state, double *__restrict__ dp,
    double *__restrict__ qvapor, int __I, int __J, int __K, int __dp_I_stride,
    int __dp_J_stride, int __dp_K_stride, int __qvapor_I_stride,
    int __qvapor_J_stride, int __qvapor_K_stride) {
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__qvapor_I_stride), (int64_t)(__qvapor_J_stride), (int64_t)(__qvapor_K_stride)}; PDD_FIELD_BIND(pdd_unit_fill_negative_tracer, 0, qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__dp_I_stride), (int64_t)(__dp_J_stride), (int64_t)(__dp_K_stride)}; PDD_FIELD_BIND(pdd_unit_fill_negative_tracer, 1, dp, 3, pdd_shape, pdd_strides); } /* pdd */

  {

    {
PDD_KERNEL_BEGIN(pdd_unit_fill_negative_tracer, 0); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_1(__state, &dp[0], &qvapor[0], __K, __dp_I_stride,
                            __dp_J_stride, __dp_K_stride, __i, __j,
                            __qvapor_I_stride, __qvapor_J_stride,
                            __qvapor_K_stride);
        }
      }
PDD_TRACE(pdd_unit_fill_negative_tracer, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_fill_negative_tracer, 0); /* pdd */
    }
  }
}

DACE_EXPORTED void __program_fill_negative_tracer(
    fill_negative_tracer_state_t *__state, double *__restrict__ dp,
    double *__restrict__ qvapor, int __I, int __J, int __K, int __dp_I_stride,
    int __dp_J_stride, int __dp_K_stride, int __qvapor_I_stride,
    int __qvapor_J_stride, int __qvapor_K_stride) {
        PDD_PROGRAM_BEGIN(pdd_unit_fill_negative_tracer); /* pdd */
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
