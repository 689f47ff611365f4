#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solve_kernels[4] = {
    {"vertical_solve__h_map_0_0_0", "m_vertical_solve__dacecpu_kfirst_d2f36646b4_pyext_BUILD/computation.hpp", 171, "vertical_solve__h_map_140420638758288"},
    {"vertical_solve__h_map_0_0_8", "m_vertical_solve__dacecpu_kfirst_d2f36646b4_pyext_BUILD/computation.hpp", 182, "vertical_solve__h_map_140420635334352"},
    {"vertical_solve__h_map_0_0_14", "m_vertical_solve__dacecpu_kfirst_d2f36646b4_pyext_BUILD/computation.hpp", 194, "vertical_solve__h_map_140420637235344"},
    {"vertical_solve__h_map_0_0_18", "m_vertical_solve__dacecpu_kfirst_d2f36646b4_pyext_BUILD/computation.hpp", 204, "vertical_solve__h_map_140420637221392"},
};
static const pdd_kernel_origin pdd_unit_vertical_solve_origins[4] = {
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_vertical_solve_fields[5] = {
    {"c", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"d", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"x", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"b", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"a", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_vertical_solve_sites[17] = {
    {0, 0, 41, PDD_SITE_IN_PLACE},
    {0, 1, 43, PDD_SITE_IN_PLACE},
    {1, 0, 87, PDD_SITE_IN_PLACE},
    {1, 1, 89, PDD_SITE_IN_PLACE},
    {2, 2, 118, 0},
    {3, 2, 151, 0},
    {0, 3, 173, PDD_SITE_INPUT},
    {0, 0, 173, PDD_SITE_INPUT},
    {0, 1, 173, PDD_SITE_INPUT},
    {1, 4, 184, PDD_SITE_INPUT},
    {1, 3, 184, PDD_SITE_INPUT},
    {1, 0, 184, PDD_SITE_INPUT},
    {1, 1, 184, PDD_SITE_INPUT},
    {2, 1, 196, PDD_SITE_INPUT},
    {3, 0, 206, PDD_SITE_INPUT},
    {3, 1, 206, PDD_SITE_INPUT},
    {3, 2, 206, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_vertical_solve_ranges[17];
static pdd_unit pdd_unit_vertical_solve = {PDD_ABI_VERSION, "vertical_solve", "m_vertical_solve__dacecpu_kfirst_d2f36646b4_pyext_BUILD/computation.hpp", 4, 5, 17, pdd_unit_vertical_solve_kernels, pdd_unit_vertical_solve_fields, pdd_unit_vertical_solve_sites, pdd_unit_vertical_solve_ranges, NULL, pdd_unit_vertical_solve_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_solve)
/* pdd: end of probe tables */


namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct vertical_solve_state_t {};

inline void nested_sdfg_0_0_1(vertical_solve_state_t *__state,
                              const double *__restrict__ b,
                              double *__restrict__ c, double *__restrict__ d,
                              int __b_I_stride, int __b_J_stride,
                              int __b_K_stride, int __c_I_stride,
                              int __c_J_stride, int __c_K_stride,
                              int __d_I_stride, int __d_J_stride,
                              int __d_K_stride, int __i, int __j) {
  int64_t __k;

  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 0); /* pdd */
  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 1); /* pdd */
  for (__k = 0; (__k < 1); __k = (__k + 1)) {
    {

      {
        double gtIN__c = c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                            (__c_K_stride * __k))];
        double gtIN__b = b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                            (__b_K_stride * __k))];
        double gtIN__d = d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                            (__d_K_stride * __k))];
        double gtOUT__c;
        double gtOUT__d;

        ///////////////////
        // Tasklet code (he_140420635196688_0)
        gtOUT__c = (gtIN__c / gtIN__b);
        gtOUT__d = (gtIN__d / gtIN__b);
        ///////////////////

        c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
           (__c_K_stride * __k))] = gtOUT__c;
        PDD_SITE_ACC_STRIDED(0, c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))]); /* pdd */
        d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
           (__d_K_stride * __k))] = gtOUT__d;
        PDD_SITE_ACC_STRIDED(1, d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]); /* pdd */
      }
    }
  }
  if (PDD_SITE_BAD_STRIDED(0)) for (__k = 0; (__k < 1); __k = (__k + 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 0, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], -1, c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], {3, PDD_OPERAND_DIVISOR, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}); /* pdd */
  if (PDD_SITE_BAD_STRIDED(1)) for (__k = 0; (__k < 1); __k = (__k + 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 1, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], -1, d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], {3, PDD_OPERAND_DIVISOR, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}); /* pdd */
}

inline void
nested_sdfg_0_0_9(vertical_solve_state_t *__state, const double *__restrict__ a,
                  const double *__restrict__ b, double *__restrict__ c,
                  double *__restrict__ d, int __K, int __a_I_stride,
                  int __a_J_stride, int __a_K_stride, int __b_I_stride,
                  int __b_J_stride, int __b_K_stride, int __c_I_stride,
                  int __c_J_stride, int __c_K_stride, int __d_I_stride,
                  int __d_J_stride, int __d_K_stride, int __i, int __j) {
  int64_t __k;

  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 2); /* pdd */
  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 3); /* pdd */
  for (__k = 1; (__k < __K); __k = (__k + 1)) {
    {

      {
        double gtIN__b = b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                            (__b_K_stride * __k))];
        double gtIN__a = a[(((__a_I_stride * __i) + (__a_J_stride * __j)) +
                            (__a_K_stride * __k))];
        double gtIN__c_km1 = c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                                (__c_K_stride * (__k - 1)))];
        double gtIN__c = c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                            (__c_K_stride * __k))];
        double gtIN__d = d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                            (__d_K_stride * __k))];
        double gtIN__d_km1 = d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                                (__d_K_stride * (__k - 1)))];
        double gtOUT__c;
        double gtOUT__d;

        ///////////////////
        // Tasklet code (he_140420635192528_0)
        double gtOUT__m_gen_0;
        gtOUT__m_gen_0 = (double(1.0) / (gtIN__b - (gtIN__a * gtIN__c_km1)));
        gtOUT__c = (gtIN__c * gtOUT__m_gen_0);
        gtOUT__d = ((gtIN__d - (gtIN__a * gtIN__d_km1)) * gtOUT__m_gen_0);
        ///////////////////

        c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
           (__c_K_stride * __k))] = gtOUT__c;
        PDD_SITE_ACC_STRIDED(2, c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))]); /* pdd */
        d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
           (__d_K_stride * __k))] = gtOUT__d;
        PDD_SITE_ACC_STRIDED(3, d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]); /* pdd */
      }
    }
  }
  if (PDD_SITE_BAD_STRIDED(2)) for (__k = 1; (__k < __K); __k = (__k + 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 2, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], -1, c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], {3, PDD_OPERAND_NONE, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}, {4, PDD_OPERAND_NONE, &a[(((__a_I_stride * __i) + (__a_J_stride * __j)) + (__a_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * (__k - 1)))]}); /* pdd */
  if (PDD_SITE_BAD_STRIDED(3)) for (__k = 1; (__k < __K); __k = (__k + 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 3, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], -1, d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], {3, PDD_OPERAND_NONE, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}, {4, PDD_OPERAND_NONE, &a[(((__a_I_stride * __i) + (__a_J_stride * __j)) + (__a_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * (__k - 1)))]}, {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * (__k - 1)))]}); /* pdd */
}

inline void nested_sdfg_0_0_15(vertical_solve_state_t *__state,
                               const double *__restrict__ d,
                               double *__restrict__ x, int __K,
                               int __d_I_stride, int __d_J_stride,
                               int __d_K_stride, int __i, int __j,
                               int __x_I_stride, int __x_J_stride,
                               int __x_K_stride) {
  int64_t __k;

  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 4); /* pdd */
  for (__k = (__K - 1); (__k >= (__K + -1)); __k = (__k - 1)) {
    {

      {
        double gtIN__d = d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                            (__d_K_stride * __k))];
        double gtOUT__x;

        ///////////////////
        // Tasklet code (he_140420635238992_0)
        gtOUT__x = gtIN__d;
        ///////////////////

        x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
           (__k * __x_K_stride))] = gtOUT__x;
        PDD_SITE_ACC_STRIDED(4, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))]); /* pdd */
      }
    }
  }
  if (PDD_SITE_BAD_STRIDED(4)) for (__k = (__K - 1); (__k >= (__K + -1)); __k = (__k - 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 4, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], -1, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]}); /* pdd */
}

inline void
nested_sdfg_0_0_19(vertical_solve_state_t *__state,
                   const double *__restrict__ c, const double *__restrict__ d,
                   double *__restrict__ x, int __K, int __c_I_stride,
                   int __c_J_stride, int __c_K_stride, int __d_I_stride,
                   int __d_J_stride, int __d_K_stride, int __i, int __j,
                   int __x_I_stride, int __x_J_stride, int __x_K_stride) {
  int64_t __k;

  PDD_SITE_DECL_STRIDED(pdd_unit_vertical_solve, 5); /* pdd */
  for (__k = ((__K + -1) - 1); (__k >= 0); __k = (__k - 1)) {
    {

      {
        double gtIN__d = d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                            (__d_K_stride * __k))];
        double gtIN__c = c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                            (__c_K_stride * __k))];
        double gtIN__x_kp1 = x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                                (__x_K_stride * (__k + 1)))];
        double gtOUT__x;

        ///////////////////
        // Tasklet code (he_140420635329744_0)
        gtOUT__x = (gtIN__d - (gtIN__c * gtIN__x_kp1));
        ///////////////////

        x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
           (__k * __x_K_stride))] = gtOUT__x;
        PDD_SITE_ACC_STRIDED(5, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))]); /* pdd */
      }
    }
  }
  if (PDD_SITE_BAD_STRIDED(5)) for (__k = ((__K + -1) - 1); (__k >= 0); __k = (__k - 1)) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 5, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], -1, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))]}, {2, PDD_OPERAND_NONE, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__x_K_stride * (__k + 1)))]}); /* pdd */
}

void __program_vertical_solve_internal(
    vertical_solve_state_t *__state, double *__restrict__ a,
    double *__restrict__ b, double *__restrict__ c, double *__restrict__ d,
    double *__restrict__ x, int __I, int __J, int __K, int __a_I_stride,
    int __a_J_stride, int __a_K_stride, int __b_I_stride, int __b_J_stride,
    int __b_K_stride, int __c_I_stride, int __c_J_stride, int __c_K_stride,
    int __d_I_stride, int __d_J_stride, int __d_K_stride, int __x_I_stride,
    int __x_J_stride, int __x_K_stride) {
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__c_I_stride), (int64_t)(__c_J_stride), (int64_t)(__c_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_solve, 0, c, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__d_I_stride), (int64_t)(__d_J_stride), (int64_t)(__d_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_solve, 1, d, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__x_I_stride), (int64_t)(__x_J_stride), (int64_t)(__x_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_solve, 2, x, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__b_I_stride), (int64_t)(__b_J_stride), (int64_t)(__b_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_solve, 3, b, 3, pdd_shape, pdd_strides); } /* pdd */
        { const int64_t pdd_shape[] = {(int64_t)(__I), (int64_t)(__J), (int64_t)(__K)}, pdd_strides[] = {(int64_t)(__a_I_stride), (int64_t)(__a_J_stride), (int64_t)(__a_K_stride)}; PDD_FIELD_BIND(pdd_unit_vertical_solve, 4, a, 3, pdd_shape, pdd_strides); } /* pdd */

  {

    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 0); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_1(__state, &b[0], &c[0], &d[0], __b_I_stride,
                            __b_J_stride, __b_K_stride, __c_I_stride,
                            __c_J_stride, __c_K_stride, __d_I_stride,
                            __d_J_stride, __d_K_stride, __i, __j);
        }
      }
PDD_TRACE(pdd_unit_vertical_solve, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 0, 1, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 0); /* pdd */
    }
    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 1); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_9(__state, &a[0], &b[0], &c[0], &d[0], __K,
                            __a_I_stride, __a_J_stride, __a_K_stride,
                            __b_I_stride, __b_J_stride, __b_K_stride,
                            __c_I_stride, __c_J_stride, __c_K_stride,
                            __d_I_stride, __d_J_stride, __d_K_stride, __i, __j);
        }
      }
PDD_TRACE(pdd_unit_vertical_solve, 1, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 1, 1, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 1); /* pdd */
    }
    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 2); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_15(__state, &d[0], &x[0], __K, __d_I_stride,
                             __d_J_stride, __d_K_stride, __i, __j, __x_I_stride,
                             __x_J_stride, __x_K_stride);
        }
      }
PDD_TRACE(pdd_unit_vertical_solve, 2, 2, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 2); /* pdd */
    }
    {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 3); /* pdd */
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_19(__state, &c[0], &d[0], &x[0], __K, __c_I_stride,
                             __c_J_stride, __c_K_stride, __d_I_stride,
                             __d_J_stride, __d_K_stride, __i, __j, __x_I_stride,
                             __x_J_stride, __x_K_stride);
        }
      }
PDD_TRACE(pdd_unit_vertical_solve, 3, 2, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 3); /* pdd */
    }
  }
}

DACE_EXPORTED void __program_vertical_solve(
    vertical_solve_state_t *__state, double *__restrict__ a,
    double *__restrict__ b, double *__restrict__ c, double *__restrict__ d,
    double *__restrict__ x, int __I, int __J, int __K, int __a_I_stride,
    int __a_J_stride, int __a_K_stride, int __b_I_stride, int __b_J_stride,
    int __b_K_stride, int __c_I_stride, int __c_J_stride, int __c_K_stride,
    int __d_I_stride, int __d_J_stride, int __d_K_stride, int __x_I_stride,
    int __x_J_stride, int __x_K_stride) {
        PDD_PROGRAM_BEGIN(pdd_unit_vertical_solve); /* pdd */
  __program_vertical_solve_internal(
      __state, a, b, c, d, x, __I, __J, __K, __a_I_stride, __a_J_stride,
      __a_K_stride, __b_I_stride, __b_J_stride, __b_K_stride, __c_I_stride,
      __c_J_stride, __c_K_stride, __d_I_stride, __d_J_stride, __d_K_stride,
      __x_I_stride, __x_J_stride, __x_K_stride);
}

DACE_EXPORTED vertical_solve_state_t *
__dace_init_vertical_solve(int __I, int __J, int __K, int __a_I_stride,
                           int __a_J_stride, int __a_K_stride, int __b_I_stride,
                           int __b_J_stride, int __b_K_stride, int __c_I_stride,
                           int __c_J_stride, int __c_K_stride, int __d_I_stride,
                           int __d_J_stride, int __d_K_stride, int __x_I_stride,
                           int __x_J_stride, int __x_K_stride) {

  int __result = 0;
  vertical_solve_state_t *__state = new vertical_solve_state_t();

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

DACE_EXPORTED int __dace_exit_vertical_solve(vertical_solve_state_t *__state) {

  int __err = 0;
  delete __state;
  return __err;
}

auto vertical_solve(const std::array<gt::uint_t, 3> &domain) {
  return [domain](auto &&__a_sid, auto &&__b_sid, auto &&__c_sid,
                  auto &&__d_sid, auto &&__x_sid) {
    const int __I = domain[0];
    const int __J = domain[1];
    const int __K = domain[2];
    vertical_solve_state_t dace_handle;

    auto allocator = gt::sid::cached_allocator(&std::make_unique<char[]>);

    __program_vertical_solve(
        &dace_handle,
        gt::sid::multi_shifted(gt::sid::get_origin(__a_sid)(),
                               gt::sid::get_strides(__a_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__b_sid)(),
                               gt::sid::get_strides(__b_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__c_sid)(),
                               gt::sid::get_strides(__c_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__d_sid)(),
                               gt::sid::get_strides(__d_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        gt::sid::multi_shifted(gt::sid::get_origin(__x_sid)(),
                               gt::sid::get_strides(__x_sid),
                               std::array<gt::int_t, 3>{0, 0, 0}),
        __I, __J, __K,
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__a_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__a_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(gt::sid::get_strides(__a_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__b_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__b_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(gt::sid::get_strides(__b_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__c_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__c_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(gt::sid::get_strides(__c_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__d_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__d_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(gt::sid::get_strides(__d_sid)),
        gt::sid::get_stride<gt::stencil::dim::i>(gt::sid::get_strides(__x_sid)),
        gt::sid::get_stride<gt::stencil::dim::j>(gt::sid::get_strides(__x_sid)),
        gt::sid::get_stride<gt::stencil::dim::k>(
            gt::sid::get_strides(__x_sid)));
  };
}
