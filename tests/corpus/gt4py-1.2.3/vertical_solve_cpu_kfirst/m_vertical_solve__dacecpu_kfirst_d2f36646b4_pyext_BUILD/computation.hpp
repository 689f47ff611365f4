#include <gridtools/sid/allocator.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>

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
        d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
           (__d_K_stride * __k))] = gtOUT__d;
      }
    }
  }
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
        d[(((__d_I_stride * __i) + (__d_J_stride * __j)) +
           (__d_K_stride * __k))] = gtOUT__d;
      }
    }
  }
}

inline void nested_sdfg_0_0_15(vertical_solve_state_t *__state,
                               const double *__restrict__ d,
                               double *__restrict__ x, int __K,
                               int __d_I_stride, int __d_J_stride,
                               int __d_K_stride, int __i, int __j,
                               int __x_I_stride, int __x_J_stride,
                               int __x_K_stride) {
  int64_t __k;

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
      }
    }
  }
}

inline void
nested_sdfg_0_0_19(vertical_solve_state_t *__state,
                   const double *__restrict__ c, const double *__restrict__ d,
                   double *__restrict__ x, int __K, int __c_I_stride,
                   int __c_J_stride, int __c_K_stride, int __d_I_stride,
                   int __d_J_stride, int __d_K_stride, int __i, int __j,
                   int __x_I_stride, int __x_J_stride, int __x_K_stride) {
  int64_t __k;

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
      }
    }
  }
}

void __program_vertical_solve_internal(
    vertical_solve_state_t *__state, double *__restrict__ a,
    double *__restrict__ b, double *__restrict__ c, double *__restrict__ d,
    double *__restrict__ x, int __I, int __J, int __K, int __a_I_stride,
    int __a_J_stride, int __a_K_stride, int __b_I_stride, int __b_J_stride,
    int __b_K_stride, int __c_I_stride, int __c_J_stride, int __c_K_stride,
    int __d_I_stride, int __d_J_stride, int __d_K_stride, int __x_I_stride,
    int __x_J_stride, int __x_K_stride) {

  {

    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_1(__state, &b[0], &c[0], &d[0], __b_I_stride,
                            __b_J_stride, __b_K_stride, __c_I_stride,
                            __c_J_stride, __c_K_stride, __d_I_stride,
                            __d_J_stride, __d_K_stride, __i, __j);
        }
      }
    }
    {
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
    }
    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_15(__state, &d[0], &x[0], __K, __d_I_stride,
                             __d_J_stride, __d_K_stride, __i, __j, __x_I_stride,
                             __x_J_stride, __x_K_stride);
        }
      }
    }
    {
#pragma omp parallel for
      for (int __i = 0; __i < __I; __i += 1) {
        for (int __j = 0; __j < __J; __j += 1) {
          nested_sdfg_0_0_19(__state, &c[0], &d[0], &x[0], __K, __c_I_stride,
                             __c_J_stride, __c_K_stride, __d_I_stride,
                             __d_J_stride, __d_K_stride, __i, __j, __x_I_stride,
                             __x_J_stride, __x_K_stride);
        }
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
