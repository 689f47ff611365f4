#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_vertical_solve_kernels[4] = {
    {"vertical_solve__h_map_1_0_0", "m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext_BUILD/computation.hpp", 27, "vertical_solve__h_map_140515432124880"},
    {"vertical_solve__h_map_2_0_0", "m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext_BUILD/computation.hpp", 63, "vertical_solve__h_map_140515432261904"},
    {"vertical_solve__h_map_3_0_0", "m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext_BUILD/computation.hpp", 111, "vertical_solve__h_map_140515433967120"},
    {"vertical_solve__h_map_4_0_0", "m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext_BUILD/computation.hpp", 137, "vertical_solve__h_map_140515432214224"},
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
    {0, 0, 48, PDD_SITE_IN_PLACE},
    {0, 1, 50, PDD_SITE_IN_PLACE},
    {1, 0, 96, PDD_SITE_IN_PLACE},
    {1, 1, 98, PDD_SITE_IN_PLACE},
    {2, 2, 124, 0},
    {3, 2, 156, 0},
    {0, 0, 31, PDD_SITE_INPUT},
    {0, 3, 34, PDD_SITE_INPUT},
    {0, 1, 37, PDD_SITE_INPUT},
    {1, 3, 67, PDD_SITE_INPUT},
    {1, 4, 70, PDD_SITE_INPUT},
    {1, 0, 73, PDD_SITE_INPUT},
    {1, 1, 79, PDD_SITE_INPUT},
    {2, 1, 115, PDD_SITE_INPUT},
    {3, 1, 141, PDD_SITE_INPUT},
    {3, 0, 144, PDD_SITE_INPUT},
    {3, 2, 147, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_vertical_solve_ranges[17];
static pdd_unit pdd_unit_vertical_solve = {PDD_ABI_VERSION, "vertical_solve", "m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext_BUILD/computation.hpp", 4, 5, 17, pdd_unit_vertical_solve_kernels, pdd_unit_vertical_solve_fields, pdd_unit_vertical_solve_sites, pdd_unit_vertical_solve_ranges, NULL, pdd_unit_vertical_solve_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_vertical_solve)
/* pdd: end of probe tables */


namespace gt = gridtools;

/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>

struct vertical_solve_state_t {};

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
  int64_t __k;

  for (__k = 0; (__k < 1); __k = (__k + 1)) {
    {

      {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 0); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 0); /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 1); /* pdd */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(0); /* pdd */
          PDD_SITE_INIT_STRIDED(1); /* pdd */
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__b =
                  b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                     (__b_K_stride * __k))];
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtOUT__c;
              double gtOUT__d;

              ///////////////////
              // Tasklet code (he_140515432224528_0)
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
          if (PDD_SITE_BAD_STRIDED(0)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 0, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], ((((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))), c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], {3, PDD_OPERAND_DIVISOR, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}); /* pdd */
          if (PDD_SITE_BAD_STRIDED(1)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 1, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], ((((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))), d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], {3, PDD_OPERAND_DIVISOR, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}); /* pdd */
        }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__b =
                  b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                     (__b_K_stride * __k))];
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtOUT__c;
              double gtOUT__d;

              ///////////////////
              // Tasklet code (he_140515432224528_0)
              gtOUT__c = (gtIN__c / gtIN__b);
              gtOUT__d = (gtIN__d / gtIN__b);
              ///////////////////

              c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                 (__c_K_stride * __k))] = gtOUT__c;
              d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                 (__d_K_stride * __k))] = gtOUT__d;
            }
          }
        }
} /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 0, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 0, 1, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 0); /* pdd */
      }
    }
  }
  for (__k = 1; (__k < __K); __k = (__k + 1)) {
    {

      {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 1); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 2); /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 3); /* pdd */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(2); /* pdd */
          PDD_SITE_INIT_STRIDED(3); /* pdd */
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__b =
                  b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                     (__b_K_stride * __k))];
              double gtIN__a =
                  a[(((__a_I_stride * __i) + (__a_J_stride * __j)) +
                     (__a_K_stride * __k))];
              double gtIN__c_km1 =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * (__k - 1)))];
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtIN__d_km1 =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * (__k - 1)))];
              double gtOUT__c;
              double gtOUT__d;

              ///////////////////
              // Tasklet code (he_140515432192464_0)
              double gtOUT__m_gen_0;
              gtOUT__m_gen_0 =
                  (double(1.0) / (gtIN__b - (gtIN__a * gtIN__c_km1)));
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
          if (PDD_SITE_BAD_STRIDED(2)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 2, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], ((((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))), c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))], {3, PDD_OPERAND_NONE, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}, {4, PDD_OPERAND_NONE, &a[(((__a_I_stride * __i) + (__a_J_stride * __j)) + (__a_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * (__k - 1)))]}); /* pdd */
          if (PDD_SITE_BAD_STRIDED(3)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 3, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], ((((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))), d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))], {3, PDD_OPERAND_NONE, &b[(((__b_I_stride * __i) + (__b_J_stride * __j)) + (__b_K_stride * __k))]}, {4, PDD_OPERAND_NONE, &a[(((__a_I_stride * __i) + (__a_J_stride * __j)) + (__a_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * (__k - 1)))]}, {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * (__k - 1)))]}); /* pdd */
        }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__b =
                  b[(((__b_I_stride * __i) + (__b_J_stride * __j)) +
                     (__b_K_stride * __k))];
              double gtIN__a =
                  a[(((__a_I_stride * __i) + (__a_J_stride * __j)) +
                     (__a_K_stride * __k))];
              double gtIN__c_km1 =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * (__k - 1)))];
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtIN__d_km1 =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * (__k - 1)))];
              double gtOUT__c;
              double gtOUT__d;

              ///////////////////
              // Tasklet code (he_140515432192464_0)
              double gtOUT__m_gen_0;
              gtOUT__m_gen_0 =
                  (double(1.0) / (gtIN__b - (gtIN__a * gtIN__c_km1)));
              gtOUT__c = (gtIN__c * gtOUT__m_gen_0);
              gtOUT__d = ((gtIN__d - (gtIN__a * gtIN__d_km1)) * gtOUT__m_gen_0);
              ///////////////////

              c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                 (__c_K_stride * __k))] = gtOUT__c;
              d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                 (__d_K_stride * __k))] = gtOUT__d;
            }
          }
        }
} /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 1, 0, NULL, 0, NULL, NULL); /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 1, 1, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 1); /* pdd */
      }
    }
  }
  for (__k = (__K - 1); (__k >= (__K + -1)); __k = (__k - 1)) {
    {

      {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 2); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 4); /* pdd */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(4); /* pdd */
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtOUT__x;

              ///////////////////
              // Tasklet code (he_140515432407568_0)
              gtOUT__x = gtIN__d;
              ///////////////////

              x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                 (__k * __x_K_stride))] = gtOUT__x;
              PDD_SITE_ACC_STRIDED(4, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))]); /* pdd */
            }
          }
          if (PDD_SITE_BAD_STRIDED(4)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 4, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], ((((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))), x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]}); /* pdd */
        }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtOUT__x;

              ///////////////////
              // Tasklet code (he_140515432407568_0)
              gtOUT__x = gtIN__d;
              ///////////////////

              x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                 (__k * __x_K_stride))] = gtOUT__x;
            }
          }
        }
} /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 2, 2, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 2); /* pdd */
      }
    }
  }
  for (__k = ((__K + -1) - 1); (__k >= 0); __k = (__k - 1)) {
    {

      {
PDD_KERNEL_BEGIN(pdd_unit_vertical_solve, 3); /* pdd */
if (PDD_ACTIVE()) { /* pdd */
PDD_SITE_RANGE(pdd_unit_vertical_solve, 5); /* pdd */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          PDD_SITE_INIT_STRIDED(5); /* pdd */
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__x_kp1 =
                  x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                     (__x_K_stride * (__k + 1)))];
              double gtOUT__x;

              ///////////////////
              // Tasklet code (he_140515432413648_0)
              gtOUT__x = (gtIN__d - (gtIN__c * gtIN__x_kp1));
              ///////////////////

              x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                 (__k * __x_K_stride))] = gtOUT__x;
              PDD_SITE_ACC_STRIDED(5, x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))]); /* pdd */
            }
          }
          if (PDD_SITE_BAD_STRIDED(5)) for (int __i = 0; __i < __I; __i += 1) PDD_SITE_RECHECK_OPS(pdd_unit_vertical_solve, 5, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], ((((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))), x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__k * __x_K_stride))], {1, PDD_OPERAND_NONE, &d[(((__d_I_stride * __i) + (__d_J_stride * __j)) + (__d_K_stride * __k))]}, {0, PDD_OPERAND_NONE, &c[(((__c_I_stride * __i) + (__c_J_stride * __j)) + (__c_K_stride * __k))]}, {2, PDD_OPERAND_NONE, &x[(((__i * __x_I_stride) + (__j * __x_J_stride)) + (__x_K_stride * (__k + 1)))]}); /* pdd */
        }
} else { /* pdd: the loop nest as generated, run while the probes are dormant */
#pragma omp parallel for
        for (int __j = 0; __j < __J; __j += 1) {
          for (int __i = 0; __i < __I; __i += 1) {
            {
              double gtIN__d =
                  d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
                     (__d_K_stride * __k))];
              double gtIN__c =
                  c[(((__c_I_stride * __i) + (__c_J_stride * __j)) +
                     (__c_K_stride * __k))];
              double gtIN__x_kp1 =
                  x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                     (__x_K_stride * (__k + 1)))];
              double gtOUT__x;

              ///////////////////
              // Tasklet code (he_140515432413648_0)
              gtOUT__x = (gtIN__d - (gtIN__c * gtIN__x_kp1));
              ///////////////////

              x[(((__i * __x_I_stride) + (__j * __x_J_stride)) +
                 (__k * __x_K_stride))] = gtOUT__x;
            }
          }
        }
} /* pdd */
PDD_TRACE(pdd_unit_vertical_solve, 3, 2, NULL, 0, NULL, NULL); /* pdd */
PDD_KERNEL_END(pdd_unit_vertical_solve, 3); /* pdd */
      }
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
