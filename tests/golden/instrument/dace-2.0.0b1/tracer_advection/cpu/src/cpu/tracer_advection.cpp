/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[33] = {
    {"copy_delp_to_dp2_tasklet_map_1_0_0", "src/cpu/tracer_advection.cpp", 15, "copy_delp_to_dp2_tasklet_map"},
    {"copy_dp2_to_delp_tasklet_map_2_0_0", "src/cpu/tracer_advection.cpp", 43, "copy_dp2_to_delp_tasklet_map"},
    {"programs_tracer_advection_60_0_1_0", "src/cpu/tracer_advection.cpp", 103, "programs_tracer_advection_60"},
    {"_numpy_full__map_0_1_7", "src/cpu/tracer_advection.cpp", 260, "_numpy_full__map"},
    {"_numpy_full__map_0_13_0", "src/cpu/tracer_advection.cpp", 283, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_13_4", "src/cpu/tracer_advection.cpp", 302, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_14_0", "src/cpu/tracer_advection.cpp", 328, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_14_5", "src/cpu/tracer_advection.cpp", 350, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_14_36", "src/cpu/tracer_advection.cpp", 557, "_numpy_full__map"},
    {"_numpy_full__map_0_11_0", "src/cpu/tracer_advection.cpp", 580, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_11_4", "src/cpu/tracer_advection.cpp", 599, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_12_0", "src/cpu/tracer_advection.cpp", 625, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_12_5", "src/cpu/tracer_advection.cpp", 647, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_12_36", "src/cpu/tracer_advection.cpp", 854, "_numpy_full__map"},
    {"_numpy_full__map_0_9_0", "src/cpu/tracer_advection.cpp", 877, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_9_4", "src/cpu/tracer_advection.cpp", 896, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_10_0", "src/cpu/tracer_advection.cpp", 922, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_10_5", "src/cpu/tracer_advection.cpp", 944, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_10_36", "src/cpu/tracer_advection.cpp", 1151, "_numpy_full__map"},
    {"_numpy_full__map_0_7_0", "src/cpu/tracer_advection.cpp", 1174, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_7_4", "src/cpu/tracer_advection.cpp", 1193, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_8_0", "src/cpu/tracer_advection.cpp", 1219, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_8_5", "src/cpu/tracer_advection.cpp", 1241, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_8_36", "src/cpu/tracer_advection.cpp", 1448, "_numpy_full__map"},
    {"_numpy_full__map_0_5_0", "src/cpu/tracer_advection.cpp", 1471, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_5_4", "src/cpu/tracer_advection.cpp", 1490, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_6_0", "src/cpu/tracer_advection.cpp", 1516, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_6_5", "src/cpu/tracer_advection.cpp", 1538, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_6_36", "src/cpu/tracer_advection.cpp", 1745, "_numpy_full__map"},
    {"_numpy_full__map_0_3_0", "src/cpu/tracer_advection.cpp", 1768, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_3_4", "src/cpu/tracer_advection.cpp", 1787, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_4_0", "src/cpu/tracer_advection.cpp", 1813, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_4_5", "src/cpu/tracer_advection.cpp", 1835, "programs_fv_tracer_update_49"},
};
static const pdd_kernel_origin pdd_unit_tracer_advection_origins[33] = {
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"dace/libraries/standard/nodes/copy/common.py", 290},
    {"tests/corpus/programs.py", 60},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
    {"tests/corpus/programs.py", 33},
    {"tests/corpus/programs.py", 34},
    {"tests/corpus/programs.py", 35},
    {"tests/corpus/programs.py", 42},
    {"tests/corpus/programs.py", 49},
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[23] = {
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qliquid", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qrain", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qice", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qsnow", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"fxq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fyq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qgraupel", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"mfx", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"mfy", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"rarea", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[79] = {
    {0, 0, 27, 0},
    {1, 1, 55, 0},
    {2, 0, 252, 0},
    {3, 2, 271, 0},
    {4, 3, 294, 0},
    {5, 2, 316, 0},
    {6, 3, 342, 0},
    {7, 4, 549, PDD_SITE_IN_PLACE},
    {8, 5, 568, 0},
    {9, 6, 591, 0},
    {10, 5, 613, 0},
    {11, 6, 639, 0},
    {12, 7, 846, PDD_SITE_IN_PLACE},
    {13, 8, 865, 0},
    {14, 9, 888, 0},
    {15, 8, 910, 0},
    {16, 9, 936, 0},
    {17, 10, 1143, PDD_SITE_IN_PLACE},
    {18, 11, 1162, 0},
    {19, 12, 1185, 0},
    {20, 11, 1207, 0},
    {21, 12, 1233, 0},
    {22, 13, 1440, PDD_SITE_IN_PLACE},
    {23, 14, 1459, 0},
    {24, 15, 1482, 0},
    {25, 14, 1504, 0},
    {26, 15, 1530, 0},
    {27, 16, 1737, PDD_SITE_IN_PLACE},
    {28, 17, 1756, 0},
    {29, 18, 1779, 0},
    {30, 17, 1801, 0},
    {31, 18, 1827, 0},
    {32, 19, 2034, PDD_SITE_IN_PLACE},
    {2, 1, 118, PDD_SITE_INPUT},
    {2, 20, 129, PDD_SITE_INPUT},
    {2, 21, 163, PDD_SITE_INPUT},
    {2, 22, 209, PDD_SITE_INPUT},
    {5, 20, 306, PDD_SITE_INPUT},
    {5, 4, 307, PDD_SITE_INPUT},
    {6, 21, 332, PDD_SITE_INPUT},
    {6, 4, 333, PDD_SITE_INPUT},
    {7, 4, 369, PDD_SITE_INPUT},
    {7, 1, 380, PDD_SITE_INPUT},
    {7, 22, 483, PDD_SITE_INPUT},
    {10, 20, 603, PDD_SITE_INPUT},
    {10, 7, 604, PDD_SITE_INPUT},
    {11, 21, 629, PDD_SITE_INPUT},
    {11, 7, 630, PDD_SITE_INPUT},
    {12, 7, 666, PDD_SITE_INPUT},
    {12, 1, 677, PDD_SITE_INPUT},
    {12, 22, 780, PDD_SITE_INPUT},
    {15, 20, 900, PDD_SITE_INPUT},
    {15, 10, 901, PDD_SITE_INPUT},
    {16, 21, 926, PDD_SITE_INPUT},
    {16, 10, 927, PDD_SITE_INPUT},
    {17, 10, 963, PDD_SITE_INPUT},
    {17, 1, 974, PDD_SITE_INPUT},
    {17, 22, 1077, PDD_SITE_INPUT},
    {20, 20, 1197, PDD_SITE_INPUT},
    {20, 13, 1198, PDD_SITE_INPUT},
    {21, 21, 1223, PDD_SITE_INPUT},
    {21, 13, 1224, PDD_SITE_INPUT},
    {22, 13, 1260, PDD_SITE_INPUT},
    {22, 1, 1271, PDD_SITE_INPUT},
    {22, 22, 1374, PDD_SITE_INPUT},
    {25, 20, 1494, PDD_SITE_INPUT},
    {25, 16, 1495, PDD_SITE_INPUT},
    {26, 21, 1520, PDD_SITE_INPUT},
    {26, 16, 1521, PDD_SITE_INPUT},
    {27, 16, 1557, PDD_SITE_INPUT},
    {27, 1, 1568, PDD_SITE_INPUT},
    {27, 22, 1671, PDD_SITE_INPUT},
    {30, 20, 1791, PDD_SITE_INPUT},
    {30, 19, 1792, PDD_SITE_INPUT},
    {31, 21, 1817, PDD_SITE_INPUT},
    {31, 19, 1818, PDD_SITE_INPUT},
    {32, 19, 1854, PDD_SITE_INPUT},
    {32, 1, 1865, PDD_SITE_INPUT},
    {32, 22, 1968, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_tracer_advection_ranges[79];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "src/cpu/tracer_advection.cpp", 33, 23, 79, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL, pdd_unit_tracer_advection_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


struct tracer_advection_state_t {

};

inline void copy_delp_to_dp2_sdfg_0_0_2(tracer_advection_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 0); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 0)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(0); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_dp2_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN_FAST(0, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(0)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(0, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(0); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_dp2_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN(0, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(0, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(0)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(0)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 0, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {1, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_dp2_tasklet)
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

inline void copy_dp2_to_delp_sdfg_0_2_2(tracer_advection_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 1); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 1)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(1); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN_FAST(1, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(1, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(1)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(1)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(1); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_delp_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)] = _out;
                            PDD_SITE_ACC_ROW_IN(1, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(1, (int64_t)(__i2) - (int64_t)(0), _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(1)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(1)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &_cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], -1, _cpy_out[((((J * K) * __i0) + (K * __i1)) + __i2)], {0, PDD_OPERAND_NONE, &_cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
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
            PDD_TRACE(pdd_unit_tracer_advection, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 1); /* pdd */
        }

    }
}

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 1, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 4, qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 7, qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 10, qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 13, qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 16, qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 19, qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 20, mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 21, mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 22, rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    double *dp2;
    dp2 = dace::aligned_new_array<double>(((I * J) * K), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fxq;
    fxq = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 17, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fyq;
    fyq = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 18, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq;
    programs_fv_tracer_update_fxq = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 14, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq;
    programs_fv_tracer_update_fyq = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 15, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_0;
    programs_fv_tracer_update_fxq_0 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 11, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_0;
    programs_fv_tracer_update_fyq_0 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 12, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_1;
    programs_fv_tracer_update_fxq_1 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 8, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_1;
    programs_fv_tracer_update_fyq_1 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 9, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_2;
    programs_fv_tracer_update_fxq_2 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 5, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_2;
    programs_fv_tracer_update_fyq_2 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 6, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_3;
    programs_fv_tracer_update_fxq_3 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(1 + I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 2, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_3;
    programs_fv_tracer_update_fyq_3 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(1 + J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(1 + J)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 3, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */

    {

        copy_delp_to_dp2_sdfg_0_0_2(__state, &delp[0], &dp2[0], I, J, K);

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 2); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 2)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_tracer_advection_delp_index;
                        double mfx_index;
                        double mfx_index_0;
                        double mfx_slice_minus_mfx_slice;
                        double mfy_index;
                        double mfx_slice_mfx_slice_plus_mfy_slice;
                        double mfy_index_0;
                        double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                        double programs_tracer_advection_rarea_index;
                        double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                        double dp2_slice;
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_tracer_advection_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_delp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfx_index_0;
                            double __in1 = mfx_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_minus_mfx_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index;
                            double __in1 = mfx_slice_minus_mfx_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_plus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index_0;
                            double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_tracer_advection_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                            double __in2 = programs_tracer_advection_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                            double __in1 = programs_tracer_advection_delp_index;
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
                            // Tasklet code (assign_61_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(2, (int64_t)(k) - (int64_t)(0), dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(2)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 2, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(2)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 2, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(2); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_tracer_advection_delp_index;
                        double mfx_index;
                        double mfx_index_0;
                        double mfx_slice_minus_mfx_slice;
                        double mfy_index;
                        double mfx_slice_mfx_slice_plus_mfy_slice;
                        double mfy_index_0;
                        double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                        double programs_tracer_advection_rarea_index;
                        double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                        double dp2_slice;
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_tracer_advection_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_delp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfx_index_0;
                            double __in1 = mfx_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_minus_mfx_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index;
                            double __in1 = mfx_slice_minus_mfx_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_plus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index_0;
                            double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_tracer_advection_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                            double __in2 = programs_tracer_advection_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                            double __in1 = programs_tracer_advection_delp_index;
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
                            // Tasklet code (assign_61_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(2, (int64_t)(k) - (int64_t)(0), dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(2)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 2, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(2)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 2, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_tracer_advection_delp_index;
                        double mfx_index;
                        double mfx_index_0;
                        double mfx_slice_minus_mfx_slice;
                        double mfy_index;
                        double mfx_slice_mfx_slice_plus_mfy_slice;
                        double mfy_index_0;
                        double mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                        double programs_tracer_advection_rarea_index;
                        double mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                        double dp2_slice;
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_tracer_advection_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_delp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index = _cpy_out;
                        }
                        {
                            double _cpy_in = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfx_to_mfx_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfx_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfx_index_0;
                            double __in1 = mfx_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_minus_mfx_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index;
                            double __in1 = mfx_slice_minus_mfx_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_plus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_mfy_to_mfy_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            mfy_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = mfy_index_0;
                            double __in1 = mfx_slice_mfx_slice_plus_mfy_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_tracer_advection_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_tracer_advection_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice;
                            double __in2 = programs_tracer_advection_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice;
                            double __in1 = programs_tracer_advection_delp_index;
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
                            // Tasklet code (assign_61_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 2, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 2); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 3); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 3)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(3); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(3, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(3, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(3)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(3)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(3); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(3, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(3, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(3)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(3)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 3, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 3); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 4); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 4)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(4); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(4, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(4, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(4)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 4, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(4)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 4, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(4); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(4, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(4, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(4)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 4, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(4)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 4, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 4, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 4); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 5); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 5); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 5)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(5, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(5); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(5, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(5, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(5)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(5)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(5, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(5); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(5, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(5, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(5)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(5)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 5, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 5); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 6); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 6); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 6)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(6); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(6, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(6, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(6)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(6)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(6); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(6, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(6, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(6)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(6)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {4, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 6, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 6); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 7); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 7); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 7)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(7, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(7); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_3;
                        double programs_fv_tracer_update_delp_index_3;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_3;
                        double programs_fv_tracer_update_fxq_index_4;
                        double programs_fv_tracer_update_fxq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                        double programs_fv_tracer_update_fyq_index_4;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                        double programs_fv_tracer_update_fyq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                        double programs_fv_tracer_update_rarea_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                        double programs_fv_tracer_update_dp2_index_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                        {
                            double _cpy_in = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qvapor_to_programs_fv_tracer_update_q_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_3;
                            double __in1 = programs_fv_tracer_update_q_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_4 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_3;
                            double __in1 = programs_fv_tracer_update_fxq_index_4;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_4 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_4;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_rarea_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_3;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(7, (int64_t)(k) - (int64_t)(0), qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(7)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 7, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(7)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 7, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(7, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(7); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_3;
                        double programs_fv_tracer_update_delp_index_3;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_3;
                        double programs_fv_tracer_update_fxq_index_4;
                        double programs_fv_tracer_update_fxq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                        double programs_fv_tracer_update_fyq_index_4;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                        double programs_fv_tracer_update_fyq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                        double programs_fv_tracer_update_rarea_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                        double programs_fv_tracer_update_dp2_index_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                        {
                            double _cpy_in = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qvapor_to_programs_fv_tracer_update_q_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_3;
                            double __in1 = programs_fv_tracer_update_q_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_4 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_3;
                            double __in1 = programs_fv_tracer_update_fxq_index_4;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_4 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_4;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_rarea_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_3;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(7, (int64_t)(k) - (int64_t)(0), qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(7)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 7, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(7)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 7, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_3;
                        double programs_fv_tracer_update_delp_index_3;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_3;
                        double programs_fv_tracer_update_fxq_index_4;
                        double programs_fv_tracer_update_fxq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                        double programs_fv_tracer_update_fyq_index_4;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                        double programs_fv_tracer_update_fyq_index_0_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                        double programs_fv_tracer_update_rarea_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                        double programs_fv_tracer_update_dp2_index_3;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                        {
                            double _cpy_in = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qvapor_to_programs_fv_tracer_update_q_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_3;
                            double __in1 = programs_fv_tracer_update_q_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_4 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_3_to_programs_fv_tracer_update_fxq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_3;
                            double __in1 = programs_fv_tracer_update_fxq_index_4;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_4)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_4 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_4;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_3_to_programs_fv_tracer_update_fyq_index_0_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_3 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_3;
                            double __in2 = programs_fv_tracer_update_rarea_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_3;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_3;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 7, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 7); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 8); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 8); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 8)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(8, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(8); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(8)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(8)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(8, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(8); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(8)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(8)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 8, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 8); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 9); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 9); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 9)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(9, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(9); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(9, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(9, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(9)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(9)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(9, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(9); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(9, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(9, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(9)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(9)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 9, 6, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 9); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 10); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 10); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 10)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(10, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(10); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(10)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(10)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(10, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(10); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(10)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(10)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 10, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 10); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 11); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 11); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 11)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(11, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(11); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(11, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(11, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(11)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(11)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(11, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(11); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(11, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(11, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(11)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(11)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {7, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 11, 6, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 11); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 12); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 12); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 12)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(12, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(12); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_2;
                        double programs_fv_tracer_update_delp_index_2;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_2;
                        double programs_fv_tracer_update_fxq_index_3;
                        double programs_fv_tracer_update_fxq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                        double programs_fv_tracer_update_fyq_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                        double programs_fv_tracer_update_fyq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                        double programs_fv_tracer_update_rarea_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                        double programs_fv_tracer_update_dp2_index_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                        {
                            double _cpy_in = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qliquid_to_programs_fv_tracer_update_q_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_2;
                            double __in1 = programs_fv_tracer_update_q_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_2;
                            double __in1 = programs_fv_tracer_update_fxq_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_3;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_rarea_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_2;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(12, (int64_t)(k) - (int64_t)(0), qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(12)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 12, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(12)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 12, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(12, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(12); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_2;
                        double programs_fv_tracer_update_delp_index_2;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_2;
                        double programs_fv_tracer_update_fxq_index_3;
                        double programs_fv_tracer_update_fxq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                        double programs_fv_tracer_update_fyq_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                        double programs_fv_tracer_update_fyq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                        double programs_fv_tracer_update_rarea_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                        double programs_fv_tracer_update_dp2_index_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                        {
                            double _cpy_in = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qliquid_to_programs_fv_tracer_update_q_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_2;
                            double __in1 = programs_fv_tracer_update_q_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_2;
                            double __in1 = programs_fv_tracer_update_fxq_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_3;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_rarea_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_2;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(12, (int64_t)(k) - (int64_t)(0), qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(12)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 12, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(12)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 12, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_2;
                        double programs_fv_tracer_update_delp_index_2;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_2;
                        double programs_fv_tracer_update_fxq_index_3;
                        double programs_fv_tracer_update_fxq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                        double programs_fv_tracer_update_fyq_index_3;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                        double programs_fv_tracer_update_fyq_index_0_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                        double programs_fv_tracer_update_rarea_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                        double programs_fv_tracer_update_dp2_index_2;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                        {
                            double _cpy_in = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qliquid_to_programs_fv_tracer_update_q_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_2;
                            double __in1 = programs_fv_tracer_update_q_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_3 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_2_to_programs_fv_tracer_update_fxq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_2;
                            double __in1 = programs_fv_tracer_update_fxq_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_3;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_2_to_programs_fv_tracer_update_fyq_index_0_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_2 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_2;
                            double __in2 = programs_fv_tracer_update_rarea_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_2;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_2;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 12, 7, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 12); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 13); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 13); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 13)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(13, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(13); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(13)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(13)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(13, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(13); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(13)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(13)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 13, 8, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 13); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 14); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 14); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 14)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(14, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(14); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(14, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(14, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(14)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(14)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(14, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(14); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(14, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(14, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(14)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(14)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 14, 9, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 14); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 15); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 15); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 15)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(15, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(15); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(15)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(15)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(15, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(15); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(15)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(15)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 15, 8, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 15); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 16); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 16); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 16)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(16, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(16); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(16, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(16, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(16)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(16)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(16, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(16); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(16, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(16, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(16)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(16)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {10, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 16, 9, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 16); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 17); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 17); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 17)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(17, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(17); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_1;
                        double programs_fv_tracer_update_delp_index_1;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_1;
                        double programs_fv_tracer_update_fxq_index_2;
                        double programs_fv_tracer_update_fxq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                        double programs_fv_tracer_update_fyq_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                        double programs_fv_tracer_update_fyq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                        double programs_fv_tracer_update_rarea_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                        double programs_fv_tracer_update_dp2_index_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                        {
                            double _cpy_in = qrain[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qrain_to_programs_fv_tracer_update_q_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_1;
                            double __in1 = programs_fv_tracer_update_q_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_1;
                            double __in1 = programs_fv_tracer_update_fxq_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_2;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_rarea_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_1;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(17, (int64_t)(k) - (int64_t)(0), qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(17)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 17, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(17)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 17, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(17, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(17); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_1;
                        double programs_fv_tracer_update_delp_index_1;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_1;
                        double programs_fv_tracer_update_fxq_index_2;
                        double programs_fv_tracer_update_fxq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                        double programs_fv_tracer_update_fyq_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                        double programs_fv_tracer_update_fyq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                        double programs_fv_tracer_update_rarea_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                        double programs_fv_tracer_update_dp2_index_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                        {
                            double _cpy_in = qrain[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qrain_to_programs_fv_tracer_update_q_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_1;
                            double __in1 = programs_fv_tracer_update_q_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_1;
                            double __in1 = programs_fv_tracer_update_fxq_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_2;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_rarea_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_1;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(17, (int64_t)(k) - (int64_t)(0), qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(17)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 17, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(17)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 17, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_1;
                        double programs_fv_tracer_update_delp_index_1;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_1;
                        double programs_fv_tracer_update_fxq_index_2;
                        double programs_fv_tracer_update_fxq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                        double programs_fv_tracer_update_fyq_index_2;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                        double programs_fv_tracer_update_fyq_index_0_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                        double programs_fv_tracer_update_rarea_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                        double programs_fv_tracer_update_dp2_index_1;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                        {
                            double _cpy_in = qrain[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qrain_to_programs_fv_tracer_update_q_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_1;
                            double __in1 = programs_fv_tracer_update_q_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_2 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_1_to_programs_fv_tracer_update_fxq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_1;
                            double __in1 = programs_fv_tracer_update_fxq_index_2;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_2;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_1_to_programs_fv_tracer_update_fyq_index_0_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_1;
                            double __in2 = programs_fv_tracer_update_rarea_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_1;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_1;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 17, 10, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 17); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 18); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 18); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 18)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(18, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(18); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(18)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(18)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(18, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(18); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(18)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(18)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 18, 11, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 18); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 19); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 19); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 19)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(19, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(19); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(19, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(19, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(19)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(19)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(19, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(19); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(19, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(19, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(19)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(19)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 19, 12, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 19); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 20); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 20); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 20)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(20, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(20); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(20)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(20)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(20, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(20); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(20)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(20)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 20, 11, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 20); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 21); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 21); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 21)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(21, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(21); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(21, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(21, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(21)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(21)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(21, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(21); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(21, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(21, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(21)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(21)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {13, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 21, 12, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 21); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 22); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 22); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 22)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(22, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(22); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_0;
                        double programs_fv_tracer_update_delp_index_0;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_0;
                        double programs_fv_tracer_update_fxq_index_1;
                        double programs_fv_tracer_update_fxq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                        double programs_fv_tracer_update_fyq_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                        double programs_fv_tracer_update_fyq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                        double programs_fv_tracer_update_rarea_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                        double programs_fv_tracer_update_dp2_index_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                        {
                            double _cpy_in = qice[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qice_to_programs_fv_tracer_update_q_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_0 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_0;
                            double __in1 = programs_fv_tracer_update_q_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_0;
                            double __in1 = programs_fv_tracer_update_fxq_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_1;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_rarea_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_0;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(22, (int64_t)(k) - (int64_t)(0), qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(22)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 22, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(22)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 22, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(22, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(22); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_0;
                        double programs_fv_tracer_update_delp_index_0;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_0;
                        double programs_fv_tracer_update_fxq_index_1;
                        double programs_fv_tracer_update_fxq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                        double programs_fv_tracer_update_fyq_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                        double programs_fv_tracer_update_fyq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                        double programs_fv_tracer_update_rarea_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                        double programs_fv_tracer_update_dp2_index_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                        {
                            double _cpy_in = qice[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qice_to_programs_fv_tracer_update_q_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_0 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_0;
                            double __in1 = programs_fv_tracer_update_q_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_0;
                            double __in1 = programs_fv_tracer_update_fxq_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_1;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_rarea_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_0;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(22, (int64_t)(k) - (int64_t)(0), qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(22)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 22, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(22)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 22, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index_0;
                        double programs_fv_tracer_update_delp_index_0;
                        double programs_fv_tracer_update_q_slice_times_delp_slice_0;
                        double programs_fv_tracer_update_fxq_index_1;
                        double programs_fv_tracer_update_fxq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                        double programs_fv_tracer_update_fyq_index_1;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                        double programs_fv_tracer_update_fyq_index_0_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                        double programs_fv_tracer_update_rarea_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                        double programs_fv_tracer_update_dp2_index_0;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                        {
                            double _cpy_in = qice[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qice_to_programs_fv_tracer_update_q_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index_0 = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index_0;
                            double __in1 = programs_fv_tracer_update_q_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_1 = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_0_to_programs_fv_tracer_update_fxq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0_0;
                            double __in1 = programs_fv_tracer_update_fxq_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_1 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index_1;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_0_to_programs_fv_tracer_update_fyq_index_0_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_fyq_index_0_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0 = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice_0;
                            double __in2 = programs_fv_tracer_update_rarea_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0 = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice_0;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0 = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index_0;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0 = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 22, 13, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 22); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 23); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 23); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 23)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(23, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(23); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(23)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(23)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(23, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(23); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(23)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(23)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 23, 14, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 23); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 24); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 24); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 24)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(24, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(24); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(24, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(24, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(24)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(24)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(24, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(24); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(24, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(24, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(24)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(24)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 24, 15, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 24); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 25); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 25); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 25)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(25, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(25); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(25)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(25)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(25, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(25); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(25)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(25)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 25, 14, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 25); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 26); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 26); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 26)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(26, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(26); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(26, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(26, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(26)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(26)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(26, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(26); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(26, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(26, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(26)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(26)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {16, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 26, 15, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 26); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 27); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 27); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 27)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(27, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(27); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index;
                        double programs_fv_tracer_update_delp_index;
                        double programs_fv_tracer_update_q_slice_times_delp_slice;
                        double programs_fv_tracer_update_fxq_index;
                        double programs_fv_tracer_update_fxq_index_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                        double programs_fv_tracer_update_fyq_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                        double programs_fv_tracer_update_fyq_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double programs_fv_tracer_update_rarea_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double programs_fv_tracer_update_dp2_index;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qsnow_to_programs_fv_tracer_update_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index;
                            double __in1 = programs_fv_tracer_update_q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0;
                            double __in1 = programs_fv_tracer_update_fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(27, (int64_t)(k) - (int64_t)(0), qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(27)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 27, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(27)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 27, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(27, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(27); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index;
                        double programs_fv_tracer_update_delp_index;
                        double programs_fv_tracer_update_q_slice_times_delp_slice;
                        double programs_fv_tracer_update_fxq_index;
                        double programs_fv_tracer_update_fxq_index_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                        double programs_fv_tracer_update_fyq_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                        double programs_fv_tracer_update_fyq_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double programs_fv_tracer_update_rarea_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double programs_fv_tracer_update_dp2_index;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qsnow_to_programs_fv_tracer_update_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index;
                            double __in1 = programs_fv_tracer_update_q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0;
                            double __in1 = programs_fv_tracer_update_fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(27, (int64_t)(k) - (int64_t)(0), qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(27)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 27, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(27)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 27, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double programs_fv_tracer_update_q_index;
                        double programs_fv_tracer_update_delp_index;
                        double programs_fv_tracer_update_q_slice_times_delp_slice;
                        double programs_fv_tracer_update_fxq_index;
                        double programs_fv_tracer_update_fxq_index_0;
                        double programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                        double programs_fv_tracer_update_fyq_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                        double programs_fv_tracer_update_fyq_index_0;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double programs_fv_tracer_update_rarea_index;
                        double programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double programs_fv_tracer_update_dp2_index;
                        double programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qsnow_to_programs_fv_tracer_update_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_programs_fv_tracer_update_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_delp_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_delp_index;
                            double __in1 = programs_fv_tracer_update_q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fxq_to_programs_fv_tracer_update_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_index_0;
                            double __in1 = programs_fv_tracer_update_fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fyq_index;
                            double __in1 = programs_fv_tracer_update_fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_programs_fv_tracer_update_fyq_to_programs_fv_tracer_update_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_programs_fv_tracer_update_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = programs_fv_tracer_update_rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = programs_fv_tracer_update_q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_programs_fv_tracer_update_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            programs_fv_tracer_update_dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = programs_fv_tracer_update_dp2_index;
                            double __in1 = programs_fv_tracer_update_q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = programs_fv_tracer_update_q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 27, 16, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 27); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 28); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 28); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 28)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(28, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(28); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(28, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(28, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(28)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(28)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(28, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(28); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(28, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(28, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(28)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(28)) for (int __i1 = 0; __i1 < J; __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 28, 17, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 28); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 29); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 29); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 29)) { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(29, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(29); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(29, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(29, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(29)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 29, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(29)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 29, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(29, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(29); /* pdd */
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(29, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(29, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(29)) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 29, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(29)) for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) for (int __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 29, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 29, 18, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 29); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 30); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 30); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 30)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(30, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(30); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(30, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(30, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(30)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(30)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(30, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(30); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(30, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(30, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(30)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(30)) for (int j = 0; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 30, 17, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 30); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 31); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 31); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 31)) { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(31, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(31); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(31, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(31, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(31)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(31)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(31, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(31); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(31, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (int k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(31, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(31)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(31)) for (int j = 1; j < J; j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {19, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 1; j < J; j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 31, 18, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 31); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 32); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 32); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 32)) { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(32, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(32); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double q_index;
                        double delp_index;
                        double q_slice_times_delp_slice;
                        double fxq_index;
                        double fxq_index_0;
                        double fxq_slice_minus_fxq_slice;
                        double fyq_index;
                        double fxq_slice_fxq_slice_plus_fyq_slice;
                        double fyq_index_0;
                        double fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double rarea_index;
                        double fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double dp2_index;
                        double q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qgraupel_to_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            delp_index = _cpy_out;
                        }
                        {
                            double __in2 = delp_index;
                            double __in1 = q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = fxq_index_0;
                            double __in1 = fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = fyq_index;
                            double __in1 = fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = dp2_index;
                            double __in1 = q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(32, (int64_t)(k) - (int64_t)(0), qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(32)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 32, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(32)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 32, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(32, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (int j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(32); /* pdd */
                    for (int k = 0; k < K; k += 1) {
                        double q_index;
                        double delp_index;
                        double q_slice_times_delp_slice;
                        double fxq_index;
                        double fxq_index_0;
                        double fxq_slice_minus_fxq_slice;
                        double fyq_index;
                        double fxq_slice_fxq_slice_plus_fyq_slice;
                        double fyq_index_0;
                        double fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double rarea_index;
                        double fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double dp2_index;
                        double q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qgraupel_to_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            delp_index = _cpy_out;
                        }
                        {
                            double __in2 = delp_index;
                            double __in1 = q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = fxq_index_0;
                            double __in1 = fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = fyq_index;
                            double __in1 = fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = dp2_index;
                            double __in1 = q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(32, (int64_t)(k) - (int64_t)(0), qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(32)) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 32, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(32)) for (int j = 1; j < (J - 1); j += 1) for (int k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 32, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {1, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double q_index;
                        double delp_index;
                        double q_slice_times_delp_slice;
                        double fxq_index;
                        double fxq_index_0;
                        double fxq_slice_minus_fxq_slice;
                        double fyq_index;
                        double fxq_slice_fxq_slice_plus_fyq_slice;
                        double fyq_index_0;
                        double fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                        double rarea_index;
                        double fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                        double q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                        double dp2_index;
                        double q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                        {
                            double _cpy_in = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_qgraupel_to_q_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            q_index = _cpy_out;
                        }
                        {
                            double _cpy_in = delp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_delp_to_delp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            delp_index = _cpy_out;
                        }
                        {
                            double __in2 = delp_index;
                            double __in1 = q_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice = __out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index = _cpy_out;
                        }
                        {
                            double _cpy_in = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fxq_to_fxq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fxq_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = fxq_index_0;
                            double __in1 = fxq_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_minus_fxq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index = _cpy_out;
                        }
                        {
                            double __in2 = fyq_index;
                            double __in1 = fxq_slice_minus_fxq_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_plus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_fyq_to_fyq_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            fyq_index_0 = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_plus_fyq_slice;
                            double __in2 = fyq_index_0;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice = __out;
                        }
                        {
                            double _cpy_in = rarea[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_rarea_to_rarea_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            rarea_index = _cpy_out;
                        }
                        {
                            double __in1 = fxq_slice_fxq_slice_fyq_slice_minus_fyq_slice;
                            double __in2 = rarea_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice = __out;
                        }
                        {
                            double __in2 = fxq_slice_fxq_slice_fyq_slice_fyq_slice_times_rarea_slice;
                            double __in1 = q_slice_times_delp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice = __out;
                        }
                        {
                            double _cpy_in = dp2[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_dp2_to_dp2_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            dp2_index = _cpy_out;
                        }
                        {
                            double __in2 = dp2_index;
                            double __in1 = q_slice_delp_slice_plus_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_fxq_slice_fxq_slice_fyq_slice_fyq_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 32, 19, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 32); /* pdd */
        }

    }
    {

        copy_dp2_to_delp_sdfg_0_2_2(__state, &dp2[0], &delp[0], I, J, K);

    }
    dace::aligned_delete_array(dp2, 64);
    dace::aligned_delete_array(fxq, 64);
    dace::aligned_delete_array(fyq, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fxq, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fyq, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fxq_0, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fyq_0, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fxq_1, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fyq_1, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fxq_2, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fyq_2, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fxq_3, 64);
    dace::aligned_delete_array(programs_fv_tracer_update_fyq_3, 64);
}

DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_tracer_advection); /* pdd */
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
