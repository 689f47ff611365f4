#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_kernels[1] = {
    {"delp_update__h_map_0_0_6", "m_delp_update__dacecpu_kfirst_b6b60834f0_pyext_BUILD/computation.hpp", 23, "delp_update__h_map_140420636703248"},
};
static const pdd_kernel_origin pdd_unit_delp_update_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_delp_update_fields[4] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dp1", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dt", PDD_T_F64, 0, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_delp_update_sites[4] = {
    {0, 0, 44, PDD_SITE_IN_PLACE},
    {0, 0, 28, PDD_SITE_INPUT},
    {0, 1, 32, PDD_SITE_INPUT},
    {0, 2, 35, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_delp_update_ranges[4];
static pdd_unit pdd_unit_delp_update = {PDD_ABI_VERSION, "delp_update", "m_delp_update__dacecpu_kfirst_b6b60834f0_pyext_BUILD/computation.hpp", 1, 4, 4, pdd_unit_delp_update_kernels, pdd_unit_delp_update_fields, pdd_unit_delp_update_sites, pdd_unit_delp_update_ranges, NULL, pdd_unit_delp_update_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update)
/* pdd: end of probe tables */


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
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__delp_I_stride), (int64_t)(__delp_J_stride), (int64_t)(__delp_K_stride)}; PDD_FIELD_BIND(pdd_unit_delp_update, 0, delp, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__dp1_I_stride), (int64_t)(__dp1_J_stride), (int64_t)(__dp1_K_stride)}; PDD_FIELD_BIND(pdd_unit_delp_update, 1, dp1, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__dp2_I_stride), (int64_t)(__dp2_J_stride), (int64_t)(__dp2_K_stride)}; PDD_FIELD_BIND(pdd_unit_delp_update, 2, dp2, 3, pdd_shape, pdd_strides); } /* pdd */

  {

    {
PDD_KERNEL_BEGIN(pdd_unit_delp_update, 0); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_delp_update, 0); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(0); /* pdd */
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
              PDD_SITE_ACC_STRIDED(0, delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k))]); /* pdd */
            }
          }
          if (PDD_SITE_BAD_STRIDED(0)) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_delp_update, 0, &delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k))], ((((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k))), delp[(((__delp_I_stride * __i) + (__delp_J_stride * __j)) + (__delp_K_stride * __k))], {3, PDD_OPERAND_NONE, &dt}, {1, PDD_OPERAND_NONE, &dp1[(((__dp1_I_stride * __i) + (__dp1_J_stride * __j)) + (__dp1_K_stride * __k))]}, {2, PDD_OPERAND_NONE, &dp2[(((__dp2_I_stride * __i) + (__dp2_J_stride * __j)) + (__dp2_K_stride * __k))]}); /* pdd */
        }
      }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
} /* pdd */
PDD_TRACE(pdd_unit_delp_update, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_delp_update, 0); /* pdd */
    }
  }
}

DACE_EXPORTED void __program_delp_update(
    delp_update_state_t *__state, double *__restrict__ delp,
    double *__restrict__ dp1, double *__restrict__ dp2, int __I, int __J,
    int __K, int __delp_I_stride, int __delp_J_stride, int __delp_K_stride,
    int __dp1_I_stride, int __dp1_J_stride, int __dp1_K_stride,
    int __dp2_I_stride, int __dp2_J_stride, int __dp2_K_stride, double dt) {
        PDD_PROGRAM_BEGIN(pdd_unit_delp_update); /* pdd */
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
