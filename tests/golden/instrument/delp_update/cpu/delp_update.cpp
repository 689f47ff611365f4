/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_delp_update_kernels[6] = {
    {"copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_tasklet_map_1_0_0", "delp_update.cpp", 15, "copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_tasklet_map"},
    {"_Sub__map_0_0_0", "delp_update.cpp", 54, "_Sub__map"},
    {"_Add__map_0_0_5", "delp_update.cpp", 75, "_Add__map"},
    {"_Sub__map_0_0_10", "delp_update.cpp", 96, "_Sub__map"},
    {"_Mult__map_0_0_14", "delp_update.cpp", 117, "_Mult__map"},
    {"_Add__map_0_0_19", "delp_update.cpp", 138, "_Add__map"},
};
static const pdd_field_desc pdd_unit_delp_update_fields[6] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fx_slice_minus_fx_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fx_slice_fx_slice_plus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fx_slice_fx_slice_fy_slice_minus_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"dt_times_fx_slice_fx_slice_fy_slice_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
};
static const pdd_site_desc pdd_unit_delp_update_sites[6] = {
    {0, 0, 27},
    {1, 1, 67},
    {2, 2, 88},
    {3, 3, 109},
    {4, 4, 130},
    {5, 5, 151},
};
static pdd_range pdd_unit_delp_update_ranges[6];
static pdd_unit pdd_unit_delp_update = {PDD_ABI_VERSION, "delp_update", "delp_update.cpp", 6, 6, 6, pdd_unit_delp_update_kernels, pdd_unit_delp_update_fields, pdd_unit_delp_update_sites, pdd_unit_delp_update_ranges, NULL};
PDD_UNIT_REGISTER(pdd_unit_delp_update)
/* pdd: end of probe tables */


struct delp_update_state_t {

};

inline void copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_sdfg_0_0_25(delp_update_state_t *__state, double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 0); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC(0, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(0)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
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

void __program_delp_update_internal(delp_update_state_t*__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 0, delp, 3, pdd_shape, pdd_strides); } /* pdd */

    {
        double *fx_slice_minus_fx_slice;
        fx_slice_minus_fx_slice = new (std::align_val_t(64)) double [((K * (I - 2)) * (J - 2))];
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 1, fx_slice_minus_fx_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *fx_slice_fx_slice_plus_fy_slice;
        fx_slice_fx_slice_plus_fy_slice = new (std::align_val_t(64)) double [((K * (I - 2)) * (J - 2))];
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 2, fx_slice_fx_slice_plus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *fx_slice_fx_slice_fy_slice_minus_fy_slice;
        fx_slice_fx_slice_fy_slice_minus_fy_slice = new (std::align_val_t(64)) double [((K * (I - 2)) * (J - 2))];
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 3, fx_slice_fx_slice_fy_slice_minus_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *dt_times_fx_slice_fx_slice_fy_slice_fy_slice;
        dt_times_fx_slice_fx_slice_fy_slice_fy_slice = new (std::align_val_t(64)) double [((K * (I - 2)) * (J - 2))];
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 4, dt_times_fx_slice_fx_slice_fy_slice_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */
        double *delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice;
        delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice = new (std::align_val_t(64)) double [((K * (I - 2)) * (J - 2))];
        { const int64_t pdd_shape[] = {(int64_t)(-2 + I), (int64_t)(-2 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(-2 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_delp_update, 5, delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice, 3, pdd_shape, pdd_strides); } /* pdd */

        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 1); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(1, fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 1, &fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = fx[((((J * K) * (__i0 + 2)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 1); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(2, fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 2, &fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_minus_fx_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 2, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 2); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(3, fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 3, &fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __in2 = fy[((((K * (J + 1)) * (__i0 + 1)) + (K * (__i1 + 2))) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 3, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 3); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 4); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(4, dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(4)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 4, &dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = dt;
                            double __in2 = fx_slice_fx_slice_fy_slice_minus_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 4, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 4); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_delp_update, 5); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_delp_update, 5); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(5, delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(5)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_delp_update, 5, &delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)], (((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)), delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __in1 = delp[((((J * K) * (__i0 + 1)) + (K * (__i1 + 1))) + __i2)];
                            double __in2 = dt_times_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_delp_update, 5, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_delp_update, 5); /* pdd */
        }
        copy_delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice_to_delp_sdfg_0_0_25(__state, &delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice[0], &delp[((J * K) + K)], I, J, K);
        static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
        ::operator delete[](fx_slice_minus_fx_slice, std::align_val_t(64));
        static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
        ::operator delete[](fx_slice_fx_slice_plus_fy_slice, std::align_val_t(64));
        static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
        ::operator delete[](fx_slice_fx_slice_fy_slice_minus_fy_slice, std::align_val_t(64));
        static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
        ::operator delete[](dt_times_fx_slice_fx_slice_fy_slice_fy_slice, std::align_val_t(64));
        static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
        ::operator delete[](delp_slice_plus_dt_fx_slice_fx_slice_fy_slice_fy_slice, std::align_val_t(64));

    }
}

DACE_EXPORTED void __program_delp_update(delp_update_state_t *__state, double * __restrict__ delp, double * __restrict__ fx, double * __restrict__ fy, int I, int J, int K, double dt)
{
    __program_delp_update_internal(__state, delp, fx, fy, I, J, K, dt);
}

DACE_EXPORTED delp_update_state_t *__dace_init_delp_update(int I, int J, int K)
{

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

DACE_EXPORTED int __dace_exit_delp_update(delp_update_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
