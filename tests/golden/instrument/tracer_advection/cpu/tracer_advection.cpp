/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[32] = {
    {"copy_dp2_to_delp_tasklet_map_1_0_0", "tracer_advection.cpp", 15, "copy_dp2_to_delp_tasklet_map"},
    {"tracer_advection_47_0_0_0", "tracer_advection.cpp", 70, "tracer_advection_47"},
    {"_numpy_full__map_0_0_7", "tracer_advection.cpp", 155, "_numpy_full__map"},
    {"_numpy_full__map_0_0_11", "tracer_advection.cpp", 174, "_numpy_full__map"},
    {"fv_tracer_update_23_0_7_0", "tracer_advection.cpp", 197, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_7_6", "tracer_advection.cpp", 219, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_7_11", "tracer_advection.cpp", 241, "fv_tracer_update_37"},
    {"_numpy_full__map_0_7_32", "tracer_advection.cpp", 352, "_numpy_full__map"},
    {"_numpy_full__map_0_7_36", "tracer_advection.cpp", 371, "_numpy_full__map"},
    {"fv_tracer_update_23_0_6_0", "tracer_advection.cpp", 394, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_6_6", "tracer_advection.cpp", 416, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_6_11", "tracer_advection.cpp", 438, "fv_tracer_update_37"},
    {"_numpy_full__map_0_6_32", "tracer_advection.cpp", 549, "_numpy_full__map"},
    {"_numpy_full__map_0_6_36", "tracer_advection.cpp", 568, "_numpy_full__map"},
    {"fv_tracer_update_23_0_5_0", "tracer_advection.cpp", 591, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_5_6", "tracer_advection.cpp", 613, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_5_11", "tracer_advection.cpp", 635, "fv_tracer_update_37"},
    {"_numpy_full__map_0_5_32", "tracer_advection.cpp", 746, "_numpy_full__map"},
    {"_numpy_full__map_0_5_36", "tracer_advection.cpp", 765, "_numpy_full__map"},
    {"fv_tracer_update_23_0_4_0", "tracer_advection.cpp", 788, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_4_6", "tracer_advection.cpp", 810, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_4_11", "tracer_advection.cpp", 832, "fv_tracer_update_37"},
    {"_numpy_full__map_0_4_32", "tracer_advection.cpp", 943, "_numpy_full__map"},
    {"_numpy_full__map_0_4_36", "tracer_advection.cpp", 962, "_numpy_full__map"},
    {"fv_tracer_update_23_0_3_0", "tracer_advection.cpp", 985, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_3_6", "tracer_advection.cpp", 1007, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_3_11", "tracer_advection.cpp", 1029, "fv_tracer_update_37"},
    {"_numpy_full__map_0_3_32", "tracer_advection.cpp", 1140, "_numpy_full__map"},
    {"_numpy_full__map_0_3_36", "tracer_advection.cpp", 1159, "_numpy_full__map"},
    {"fv_tracer_update_23_0_2_0", "tracer_advection.cpp", 1182, "fv_tracer_update_23"},
    {"fv_tracer_update_30_0_2_6", "tracer_advection.cpp", 1204, "fv_tracer_update_30"},
    {"fv_tracer_update_37_0_2_11", "tracer_advection.cpp", 1226, "fv_tracer_update_37"},
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[20] = {
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fx_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fy_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fv_tracer_update_fx_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fy_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qliquid", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fv_tracer_update_fx_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fy_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qrain", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fv_tracer_update_fx_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fy_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qice", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fv_tracer_update_fx", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fv_tracer_update_fy", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qsnow", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fx", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fy", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qgraupel", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[32] = {
    {0, 0, 27},
    {1, 1, 147},
    {2, 2, 166},
    {3, 3, 185},
    {4, 2, 211},
    {5, 3, 233},
    {6, 4, 344},
    {7, 5, 363},
    {8, 6, 382},
    {9, 5, 408},
    {10, 6, 430},
    {11, 7, 541},
    {12, 8, 560},
    {13, 9, 579},
    {14, 8, 605},
    {15, 9, 627},
    {16, 10, 738},
    {17, 11, 757},
    {18, 12, 776},
    {19, 11, 802},
    {20, 12, 824},
    {21, 13, 935},
    {22, 14, 954},
    {23, 15, 973},
    {24, 14, 999},
    {25, 15, 1021},
    {26, 16, 1132},
    {27, 17, 1151},
    {28, 18, 1170},
    {29, 17, 1196},
    {30, 18, 1218},
    {31, 19, 1329},
};
static pdd_range pdd_unit_tracer_advection_ranges[32];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "tracer_advection.cpp", 32, 20, 32, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


struct tracer_advection_state_t {

};

inline void copy_dp2_to_delp_sdfg_0_1_2(tracer_advection_state_t *__state, double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 0); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC(0, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(0)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
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

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 0, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 4, qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 7, qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 10, qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 13, qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 16, qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 19, qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    double *dp2;
    dp2 = new (std::align_val_t(64)) double [((I * J) * K)];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 1, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fx;
    fx = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 17, fx, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fy;
    fy = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 18, fy, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fx;
    fv_tracer_update_fx = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 14, fv_tracer_update_fx, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fy;
    fv_tracer_update_fy = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 15, fv_tracer_update_fy, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fx_0;
    fv_tracer_update_fx_0 = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 11, fv_tracer_update_fx_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fy_0;
    fv_tracer_update_fy_0 = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 12, fv_tracer_update_fy_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fx_1;
    fv_tracer_update_fx_1 = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 8, fv_tracer_update_fx_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fy_1;
    fv_tracer_update_fy_1 = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 9, fv_tracer_update_fy_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fx_2;
    fv_tracer_update_fx_2 = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 5, fv_tracer_update_fx_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fy_2;
    fv_tracer_update_fy_2 = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 6, fv_tracer_update_fy_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fx_3;
    fv_tracer_update_fx_3 = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 2, fv_tracer_update_fx_3, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fv_tracer_update_fy_3;
    fv_tracer_update_fy_3 = new (std::align_val_t(64)) double [((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 3, fv_tracer_update_fy_3, 3, pdd_shape, pdd_strides); } /* pdd */

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 1); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double mfx_slice_minus_mfx_slice;
                        double mfx_slice_mfx_slice_plus_mfy_slice;
                        double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                        double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                        double dp2_slice;
                        {
                            double __in1 = mfx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_minus_mfx_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_minus_mfx_slice;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_plus_mfy_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            dp2_slice = __out;
                        }
                        {
                            double __inp = dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_48_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(1, dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(1)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 1, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double mfx_slice_minus_mfx_slice;
                        double mfx_slice_mfx_slice_plus_mfy_slice;
                        double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                        double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                        double dp2_slice;
                        {
                            double __in1 = mfx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_minus_mfx_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_minus_mfx_slice;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_plus_mfy_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            dp2_slice = __out;
                        }
                        {
                            double __inp = dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_48_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 1); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(2, fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 2, &fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 2, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 2); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(3, fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 3, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 3); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 4); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(4, fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(4)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 4, &fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 4, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 4); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 5); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 5); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(5, fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(5)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 5, &fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 5, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 5); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 6); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 6); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_3;
                        double fv_tracer_update_fx_slice_minus_fx_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                        {
                            double __in1 = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_3;
                            double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                            double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_3;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(6, qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(6)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 6, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_3;
                        double fv_tracer_update_fx_slice_minus_fx_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                        {
                            double __in1 = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_3[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_3;
                            double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_3;
                            double __in2 = fv_tracer_update_fy_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_3;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_3;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_3;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 6, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 6); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 7); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 7); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(7, fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(7)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 7, &fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 7, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 7); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 8); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 8); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(8, fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(8)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 8, 6, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 8); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 9); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 9); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(9, fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(9)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 9, &fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 9, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 9); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 10); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 10); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(10, fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(10)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 10, &fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 10, 6, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 10); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 11); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 11); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_2;
                        double fv_tracer_update_fx_slice_minus_fx_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                        {
                            double __in1 = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_2;
                            double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                            double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_2;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(11, qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(11)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 11, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_2;
                        double fv_tracer_update_fx_slice_minus_fx_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                        {
                            double __in1 = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_2[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_2;
                            double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_2;
                            double __in2 = fv_tracer_update_fy_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_2;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_2;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_2;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 11, 7, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 11); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 12); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 12); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(12, fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(12)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 12, &fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 12, 8, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 12); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 13); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 13); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(13, fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(13)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 13, 9, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 13); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 14); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 14); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(14, fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(14)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 14, &fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 14, 8, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 14); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 15); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 15); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(15, fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(15)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 15, &fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 15, 9, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 15); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 16); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 16); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_1;
                        double fv_tracer_update_fx_slice_minus_fx_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                        {
                            double __in1 = qrain[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_1;
                            double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                            double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_1;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(16, qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(16)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 16, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_1;
                        double fv_tracer_update_fx_slice_minus_fx_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                        {
                            double __in1 = qrain[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_1[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_1;
                            double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_1;
                            double __in2 = fv_tracer_update_fy_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_1;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_1;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_1;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 16, 10, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 16); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 17); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 17); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(17, fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(17)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 17, &fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 17, 11, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 17); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 18); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 18); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(18, fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(18)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 18, 12, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 18); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 19); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 19); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(19, fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(19)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 19, &fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 19, 11, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 19); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 20); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 20); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(20, fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(20)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 20, &fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 20, 12, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 20); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 21); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 21); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_0;
                        double fv_tracer_update_fx_slice_minus_fx_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                        {
                            double __in1 = qice[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_0;
                            double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                            double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_0;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(21, qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(21)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 21, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice_0;
                        double fv_tracer_update_fx_slice_minus_fx_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                        {
                            double __in1 = qice[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_0[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice_0;
                            double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice_0;
                            double __in2 = fv_tracer_update_fy_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice_0;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice_0;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0 = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_0;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0 = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 21, 13, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 21); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 22); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 22); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(22, fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(22)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 22, &fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 22, 14, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 22); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 23); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 23); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(23, fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(23)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fv_tracer_update_fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 23, 15, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 23); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 24); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 24); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(24, fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(24)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 24, &fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 24, 14, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 24); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 25); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 25); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(25, fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(25)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 25, &fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 25, 15, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 25); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 26); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 26); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice;
                        double fv_tracer_update_fx_slice_minus_fx_slice;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        {
                            double __in1 = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice;
                            double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                            double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(26, qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(26)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 26, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double fv_tracer_update_q_slice_times_delp_slice;
                        double fv_tracer_update_fx_slice_minus_fx_slice;
                        double fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                        double fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        {
                            double __in1 = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_times_delp_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fv_tracer_update_fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_minus_fx_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_minus_fx_slice;
                            double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_plus_fy_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_plus_fy_slice;
                            double __in2 = fv_tracer_update_fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_fx_slice_fx_slice_fy_slice_minus_fy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_times_delp_slice;
                            double __in2 = fv_tracer_update_fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                        }
                        {
                            double __in1 = fv_tracer_update_q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = fv_tracer_update_q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 26, 16, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 26); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 27); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 27); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(27, fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(27)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 27, &fx[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fx[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fx[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 27, 17, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 27); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 28); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 28); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC(28, fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(28)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fy[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 28, 18, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 28); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 29); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 29); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(29, fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(29)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 29, &fx[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fx[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 29, 17, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 29); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 30); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 30); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC(30, fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(30)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 30, &fy[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fy[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (fv_tracer_update_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 30, 18, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 30); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 31); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_DECL(pdd_unit_tracer_advection, 31); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double q_slice_times_delp_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                        double q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        {
                            double __in1 = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice = __out;
                        }
                        {
                            double __in1 = fx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_minus_fx_slice;
                            double __in2 = fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice;
                            double __in2 = fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_fx_slice_fy_slice_minus_fy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                        }
                        {
                            double __in1 = q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC(31, qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD(31)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 31, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                }
            }
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double q_slice_times_delp_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                        double q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        {
                            double __in1 = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice = __out;
                        }
                        {
                            double __in1 = fx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_minus_fx_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_minus_fx_slice;
                            double __in2 = fy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fx_slice_fx_slice_plus_fy_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_fx_slice_plus_fy_slice;
                            double __in2 = fy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_minus_fy_slice = __out;
                        }
                        {
                            double __in1 = fx_slice_fx_slice_fy_slice_minus_fy_slice;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice = __out;
                        }
                        {
                            double __in1 = q_slice_delp_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 31, 19, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 31); /* pdd */
        }

    }
    {

        copy_dp2_to_delp_sdfg_0_1_2(__state, &dp2[((J * K) + K)], &delp[((J * K) + K)], I, J, K);

    }
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](dp2, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fx, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fy, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fx, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fy, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fx_0, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fy_0, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fx_1, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fy_1, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fx_2, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fy_2, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fx_3, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fv_tracer_update_fy_3, std::align_val_t(64));
}

DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    __program_tracer_advection_internal(__state, delp, mfx, mfy, qgraupel, qice, qliquid, qrain, qsnow, qvapor, rarea, I, J, K);
}

DACE_EXPORTED tracer_advection_state_t *__dace_init_tracer_advection(int I, int J, int K)
{

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

DACE_EXPORTED int __dace_exit_tracer_advection(tracer_advection_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
