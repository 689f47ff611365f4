#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <omp.h>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_flux_kernels[2] = {
    {"vertical_flux__h_map_0_0_6", "m_vertical_flux__dacecpu_kfirst_2b9f9fdbba_pyext_BUILD/computation.hpp", 26, "vertical_flux__h_map_140420633573456"},
    {"vertical_flux__h_map_0_0_8", "m_vertical_flux__dacecpu_kfirst_2b9f9fdbba_pyext_BUILD/computation.hpp", 52, "vertical_flux__h_map_140420633565520"},
};
static const pdd_kernel_origin pdd_unit_vertical_flux_origins[2] = {
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_vertical_flux_fields[4] = {
    {"vflux", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qvapor_new", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"w", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_vertical_flux_sites[5] = {
    {0, 0, 43, 0},
    {1, 1, 77, 0},
    {0, 2, 31, PDD_SITE_INPUT},
    {0, 3, 33, PDD_SITE_INPUT},
    {1, 3, 56, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_vertical_flux_ranges[5];
static pdd_unit pdd_unit_vertical_flux = {PDD_ABI_VERSION, "vertical_flux", "m_vertical_flux__dacecpu_kfirst_2b9f9fdbba_pyext_BUILD/computation.hpp", 2, 4, 5, pdd_unit_vertical_flux_kernels, pdd_unit_vertical_flux_fields, pdd_unit_vertical_flux_sites, pdd_unit_vertical_flux_ranges, NULL, pdd_unit_vertical_flux_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_flux)
/* pdd: end of probe tables */

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
        { const int64_t pdd_shape[] = {(int64_t)(2 + __I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)((((((__J * __K) * ((1) + 1)) + (__K * (0))) + (0))) - (((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0)))), (int64_t)((((((__J * __K) * ((0) + 1)) + (__K * (1))) + (0))) - (((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0)))), (int64_t)((((((__J * __K) * ((0) + 1)) + (__K * (0))) + (1))) - (((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0))))}, pdd_start[] = {(int64_t)(-pdd_origin_index((int64_t)(((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0))), 3, pdd_shape, pdd_strides, 0)), (int64_t)(-pdd_origin_index((int64_t)(((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0))), 3, pdd_shape, pdd_strides, 1)), (int64_t)(-pdd_origin_index((int64_t)(((((__J * __K) * ((0) + 1)) + (__K * (0))) + (0))), 3, pdd_shape, pdd_strides, 2))}; PDD_FIELD_BIND(pdd_unit_vertical_flux, 0, __state->__0_vflux, 3, pdd_shape, pdd_strides); PDD_FIELD_START(pdd_unit_vertical_flux, 0, 3, pdd_start); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__qvapor_new_I_stride), (int64_t)(__qvapor_new_J_stride), (int64_t)(__qvapor_new_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_flux, 1, qvapor_new, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(2 + __I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__w_I_stride), (int64_t)(__w_J_stride), (int64_t)(__w_K_stride)}, pdd_start[] = {(int64_t)(-1), (int64_t)(0), (int64_t)(0)}; PDD_FIELD_BIND(pdd_unit_vertical_flux, 2, w, 3, pdd_shape, pdd_strides); PDD_FIELD_START(pdd_unit_vertical_flux, 2, 3, pdd_start); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(2 + __I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__qvapor_I_stride), (int64_t)(__qvapor_J_stride), (int64_t)(__qvapor_K_stride)}, pdd_start[] = {(int64_t)(-1), (int64_t)(0), (int64_t)(0)}; PDD_FIELD_BIND(pdd_unit_vertical_flux, 3, qvapor, 3, pdd_shape, pdd_strides); PDD_FIELD_START(pdd_unit_vertical_flux, 3, 3, pdd_start); } /* pdd */

  {

    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_flux, 0); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_flux, 0); /* pdd */
if (PDD_KERNEL_FAST(pdd_unit_vertical_flux, 0)) { /* pdd */
#pragma omp parallel for
      for (int __i = -1; __i < (__I + 1); __i += 1) {
        PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(__K) - (int64_t)(0)); /* pdd */
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_ROW_FAST(0); /* pdd */
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
              PDD_SITE_ACC_ROW_IN_FAST(0, (int64_t)(__k) - (int64_t)(0), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)]); /* pdd */
            }
          }
          for (int __k = 0; __k < __K; __k += 1) PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(__k) - (int64_t)(0), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)]); /* pdd */
          if (PDD_SITE_BAD_ROW_FAST(0)) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_flux, 0, &__state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], (((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], {2, PDD_OPERAND_NONE, &w[(((__j * __w_J_stride) + (__k * __w_K_stride)) + (__w_I_stride * (__i + 1)))]}, {3, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}); /* pdd */
        }
        if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int __j = 0; __j < __J; __j += 1) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_flux, 0, &__state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], (((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], {2, PDD_OPERAND_NONE, &w[(((__j * __w_J_stride) + (__k * __w_K_stride)) + (__w_I_stride * (__i + 1)))]}, {3, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}); /* pdd */
      }
} else { /* pdd */
#pragma omp parallel for
      for (int __i = -1; __i < (__I + 1); __i += 1) {
        PDD_SITE_BLOCK(0, 0, (int64_t)(__K) - (int64_t)(0)); /* pdd */
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_ROW(0); /* pdd */
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
              PDD_SITE_ACC_ROW_IN(0, (int64_t)(__k) - (int64_t)(0), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)]); /* pdd */
            }
          }
          for (int __k = 0; __k < __K; __k += 1) PDD_SITE_ACC_ROW_BACK(0, (int64_t)(__k) - (int64_t)(0), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)]); /* pdd */
          if (PDD_SITE_BAD_ROW(0)) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_flux, 0, &__state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], (((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], {2, PDD_OPERAND_NONE, &w[(((__j * __w_J_stride) + (__k * __w_K_stride)) + (__w_I_stride * (__i + 1)))]}, {3, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}); /* pdd */
        }
        if (PDD_SITE_BAD_BLOCK(0)) for (int __j = 0; __j < __J; __j += 1) for (int __k = 0; __k < __K; __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_flux, 0, &__state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], (((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)), __state->__0_vflux[((((__J * __K) * (__i + 1)) + (__K * __j)) + __k)], {2, PDD_OPERAND_NONE, &w[(((__j * __w_J_stride) + (__k * __w_K_stride)) + (__w_I_stride * (__i + 1)))]}, {3, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}); /* pdd */
      }
} /* pdd */
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
} /* pdd */
PDD_TRACE(pdd_unit_vertical_flux, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_flux, 0); /* pdd */
    }
    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_flux, 1); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_flux, 1); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(1); /* pdd */
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
              PDD_SITE_ACC_STRIDED(1, qvapor_new[(((__i * __qvapor_new_I_stride) + (__j * __qvapor_new_J_stride)) + (__k * __qvapor_new_K_stride))]); /* pdd */
            }
          }
          if (PDD_SITE_BAD_STRIDED(1)) for (int __k = 0; __k < (__K - 1); __k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_flux, 1, &qvapor_new[(((__i * __qvapor_new_I_stride) + (__j * __qvapor_new_J_stride)) + (__k * __qvapor_new_K_stride))], ((((__i * __qvapor_new_I_stride) + (__j * __qvapor_new_J_stride)) + (__k * __qvapor_new_K_stride))), qvapor_new[(((__i * __qvapor_new_I_stride) + (__j * __qvapor_new_J_stride)) + (__k * __qvapor_new_K_stride))], {3, PDD_OPERAND_NONE, &qvapor[( ((__j * __qvapor_J_stride) + (__k * __qvapor_K_stride)) + (__qvapor_I_stride * (__i + 1)))]}); /* pdd */
        }
      }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
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
} /* pdd */
PDD_TRACE(pdd_unit_vertical_flux, 1, 1, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_flux, 1); /* pdd */
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
        PDD_PROGRAM_BEGIN(pdd_unit_vertical_flux); /* pdd */
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
