/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[33] = {
    {"programs_tracer_advection_60_0_1_0", "src/cpu/tracer_advection.cpp", 49, "programs_tracer_advection_60"},
    {"_numpy_full__map_0_1_7", "src/cpu/tracer_advection.cpp", 134, "_numpy_full__map"},
    {"_numpy_full__map_0_1_11", "src/cpu/tracer_advection.cpp", 153, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_3_0", "src/cpu/tracer_advection.cpp", 176, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_3_6", "src/cpu/tracer_advection.cpp", 198, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_3_11", "src/cpu/tracer_advection.cpp", 220, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_3_32", "src/cpu/tracer_advection.cpp", 331, "_numpy_full__map"},
    {"_numpy_full__map_0_3_36", "src/cpu/tracer_advection.cpp", 350, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_4_0", "src/cpu/tracer_advection.cpp", 373, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_4_6", "src/cpu/tracer_advection.cpp", 395, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_4_11", "src/cpu/tracer_advection.cpp", 417, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_4_32", "src/cpu/tracer_advection.cpp", 528, "_numpy_full__map"},
    {"_numpy_full__map_0_4_36", "src/cpu/tracer_advection.cpp", 547, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_5_0", "src/cpu/tracer_advection.cpp", 570, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_5_6", "src/cpu/tracer_advection.cpp", 592, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_5_11", "src/cpu/tracer_advection.cpp", 614, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_5_32", "src/cpu/tracer_advection.cpp", 725, "_numpy_full__map"},
    {"_numpy_full__map_0_5_36", "src/cpu/tracer_advection.cpp", 744, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_6_0", "src/cpu/tracer_advection.cpp", 767, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_6_6", "src/cpu/tracer_advection.cpp", 789, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_6_11", "src/cpu/tracer_advection.cpp", 811, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_6_32", "src/cpu/tracer_advection.cpp", 922, "_numpy_full__map"},
    {"_numpy_full__map_0_6_36", "src/cpu/tracer_advection.cpp", 941, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_7_0", "src/cpu/tracer_advection.cpp", 964, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_7_6", "src/cpu/tracer_advection.cpp", 986, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_7_11", "src/cpu/tracer_advection.cpp", 1008, "programs_fv_tracer_update_49"},
    {"_numpy_full__map_0_7_32", "src/cpu/tracer_advection.cpp", 1119, "_numpy_full__map"},
    {"_numpy_full__map_0_7_36", "src/cpu/tracer_advection.cpp", 1138, "_numpy_full__map"},
    {"programs_fv_tracer_update_35_0_8_0", "src/cpu/tracer_advection.cpp", 1161, "programs_fv_tracer_update_35"},
    {"programs_fv_tracer_update_42_0_8_6", "src/cpu/tracer_advection.cpp", 1183, "programs_fv_tracer_update_42"},
    {"programs_fv_tracer_update_49_0_8_11", "src/cpu/tracer_advection.cpp", 1205, "programs_fv_tracer_update_49"},
    {"copy_delp_to_dp2_0_0_0", "src/cpu/tracer_advection.cpp", 41, "copy_delp_to_dp2"},
    {"copy_dp2_to_delp_0_2_1", "src/cpu/tracer_advection.cpp", 1319, "copy_dp2_to_delp"},
};
static const pdd_kernel_origin pdd_unit_tracer_advection_origins[33] = {
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
    {"tests/corpus/programs.py", 59},
    {"tests/corpus/programs.py", 68},
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[23] = {
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fxq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"fyq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qvapor", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qliquid", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_0", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qrain", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_1", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qice", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_2", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qsnow", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"programs_fv_tracer_update_fxq_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"programs_fv_tracer_update_fyq_3", PDD_T_F64, 3, PDD_STORAGE_HOST, 1},
    {"qgraupel", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"mfx", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"mfy", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"rarea", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[80] = {
    {31, 0, 41, 0},
    {0, 0, 126, 0},
    {1, 1, 145, 0},
    {2, 2, 164, 0},
    {3, 1, 190, 0},
    {4, 2, 212, 0},
    {5, 3, 323, PDD_SITE_IN_PLACE},
    {6, 4, 342, 0},
    {7, 5, 361, 0},
    {8, 4, 387, 0},
    {9, 5, 409, 0},
    {10, 6, 520, PDD_SITE_IN_PLACE},
    {11, 7, 539, 0},
    {12, 8, 558, 0},
    {13, 7, 584, 0},
    {14, 8, 606, 0},
    {15, 9, 717, PDD_SITE_IN_PLACE},
    {16, 10, 736, 0},
    {17, 11, 755, 0},
    {18, 10, 781, 0},
    {19, 11, 803, 0},
    {20, 12, 914, PDD_SITE_IN_PLACE},
    {21, 13, 933, 0},
    {22, 14, 952, 0},
    {23, 13, 978, 0},
    {24, 14, 1000, 0},
    {25, 15, 1111, PDD_SITE_IN_PLACE},
    {26, 16, 1130, 0},
    {27, 17, 1149, 0},
    {28, 16, 1175, 0},
    {29, 17, 1197, 0},
    {30, 18, 1308, PDD_SITE_IN_PLACE},
    {32, 19, 1319, 0},
    {0, 20, 58, PDD_SITE_INPUT},
    {0, 21, 71, PDD_SITE_INPUT},
    {0, 22, 95, PDD_SITE_INPUT},
    {0, 19, 107, PDD_SITE_INPUT},
    {3, 20, 180, PDD_SITE_INPUT},
    {3, 3, 181, PDD_SITE_INPUT},
    {4, 21, 202, PDD_SITE_INPUT},
    {4, 3, 203, PDD_SITE_INPUT},
    {5, 3, 231, PDD_SITE_INPUT},
    {5, 19, 232, PDD_SITE_INPUT},
    {5, 22, 280, PDD_SITE_INPUT},
    {8, 20, 377, PDD_SITE_INPUT},
    {8, 6, 378, PDD_SITE_INPUT},
    {9, 21, 399, PDD_SITE_INPUT},
    {9, 6, 400, PDD_SITE_INPUT},
    {10, 6, 428, PDD_SITE_INPUT},
    {10, 19, 429, PDD_SITE_INPUT},
    {10, 22, 477, PDD_SITE_INPUT},
    {13, 20, 574, PDD_SITE_INPUT},
    {13, 9, 575, PDD_SITE_INPUT},
    {14, 21, 596, PDD_SITE_INPUT},
    {14, 9, 597, PDD_SITE_INPUT},
    {15, 9, 625, PDD_SITE_INPUT},
    {15, 19, 626, PDD_SITE_INPUT},
    {15, 22, 674, PDD_SITE_INPUT},
    {18, 20, 771, PDD_SITE_INPUT},
    {18, 12, 772, PDD_SITE_INPUT},
    {19, 21, 793, PDD_SITE_INPUT},
    {19, 12, 794, PDD_SITE_INPUT},
    {20, 12, 822, PDD_SITE_INPUT},
    {20, 19, 823, PDD_SITE_INPUT},
    {20, 22, 871, PDD_SITE_INPUT},
    {23, 20, 968, PDD_SITE_INPUT},
    {23, 15, 969, PDD_SITE_INPUT},
    {24, 21, 990, PDD_SITE_INPUT},
    {24, 15, 991, PDD_SITE_INPUT},
    {25, 15, 1019, PDD_SITE_INPUT},
    {25, 19, 1020, PDD_SITE_INPUT},
    {25, 22, 1068, PDD_SITE_INPUT},
    {28, 20, 1165, PDD_SITE_INPUT},
    {28, 18, 1166, PDD_SITE_INPUT},
    {29, 21, 1187, PDD_SITE_INPUT},
    {29, 18, 1188, PDD_SITE_INPUT},
    {30, 18, 1216, PDD_SITE_INPUT},
    {30, 19, 1217, PDD_SITE_INPUT},
    {30, 22, 1265, PDD_SITE_INPUT},
    {31, 19, 41, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_tracer_advection_ranges[80];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "src/cpu/tracer_advection.cpp", 33, 23, 80, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL, pdd_unit_tracer_advection_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


struct tracer_advection_state_t {

};

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 3, qvapor, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 6, qliquid, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 9, qrain, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 12, qice, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 15, qsnow, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 18, qgraupel, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 19, delp, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 20, mfx, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 21, mfy, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 22, rarea, 2, pdd_shape, pdd_strides); } /* pdd */
    double *dp2;
    dp2 = new double DACE_ALIGN(64)[((I * J) * K)];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 0, dp2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fxq;
    fxq = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 1, fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *fyq;
    fyq = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 2, fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq;
    programs_fv_tracer_update_fxq = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 4, programs_fv_tracer_update_fxq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq;
    programs_fv_tracer_update_fyq = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 5, programs_fv_tracer_update_fyq, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_0;
    programs_fv_tracer_update_fxq_0 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 7, programs_fv_tracer_update_fxq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_0;
    programs_fv_tracer_update_fyq_0 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 8, programs_fv_tracer_update_fyq_0, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_1;
    programs_fv_tracer_update_fxq_1 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 10, programs_fv_tracer_update_fxq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_1;
    programs_fv_tracer_update_fyq_1 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 11, programs_fv_tracer_update_fyq_1, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_2;
    programs_fv_tracer_update_fxq_2 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 13, programs_fv_tracer_update_fxq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_2;
    programs_fv_tracer_update_fyq_2 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 14, programs_fv_tracer_update_fyq_2, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fxq_3;
    programs_fv_tracer_update_fxq_3 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I + 1), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 16, programs_fv_tracer_update_fxq_3, 3, pdd_shape, pdd_strides); } /* pdd */
    double *programs_fv_tracer_update_fyq_3;
    programs_fv_tracer_update_fyq_3 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J + 1), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J + 1)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_tracer_advection, 17, programs_fv_tracer_update_fyq_3, 3, pdd_shape, pdd_strides); } /* pdd */

    PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 31); /* pdd */
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        delp, dp2, ((I * J) * K), 1);
        PDD_CHECK_COPY(pdd_unit_tracer_advection, 0, dp2, ((I * J) * K)); /* pdd */

    }
    PDD_TRACE(pdd_unit_tracer_advection, 31, 0, NULL, 0, NULL, NULL); /* pdd */
    PDD_KERNEL_END(pdd_unit_tracer_advection, 31); /* pdd */
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 0); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 1); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 0)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(1); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp2;
                        double programs_tracer_advection_60_4___tmp3;
                        double programs_tracer_advection_60_4___tmp4;
                        double programs_tracer_advection_60_4___tmp5;
                        double programs_tracer_advection_60_4___tmp6;
                        {
                            double __in1 = mfx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp3 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp3;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp4 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp4;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp5 = __out;
                        }
                        {
                            double __in2 = programs_tracer_advection_60_4___tmp5;
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp6 = __out;
                        }
                        {
                            double __inp = programs_tracer_advection_60_4___tmp6;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_61_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(1, (int64_t)(k) - (int64_t)(0), dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(1)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(1)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(1, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(1); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp2;
                        double programs_tracer_advection_60_4___tmp3;
                        double programs_tracer_advection_60_4___tmp4;
                        double programs_tracer_advection_60_4___tmp5;
                        double programs_tracer_advection_60_4___tmp6;
                        {
                            double __in1 = mfx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp3 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp3;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp4 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp4;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp5 = __out;
                        }
                        {
                            double __in2 = programs_tracer_advection_60_4___tmp5;
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp6 = __out;
                        }
                        {
                            double __inp = programs_tracer_advection_60_4___tmp6;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_61_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(1, (int64_t)(k) - (int64_t)(0), dp2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(1)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(1)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 1, &dp2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), dp2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {20, PDD_OPERAND_NONE, &mfx[((((J * K) * (i + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp2;
                        double programs_tracer_advection_60_4___tmp3;
                        double programs_tracer_advection_60_4___tmp4;
                        double programs_tracer_advection_60_4___tmp5;
                        double programs_tracer_advection_60_4___tmp6;
                        {
                            double __in1 = mfx[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = mfx[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp3 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp3;
                            double __in2 = mfy[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp4 = __out;
                        }
                        {
                            double __in1 = programs_tracer_advection_60_4___tmp4;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp5 = __out;
                        }
                        {
                            double __in2 = programs_tracer_advection_60_4___tmp5;
                            double __in1 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            programs_tracer_advection_60_4___tmp6 = __out;
                        }
                        {
                            double __inp = programs_tracer_advection_60_4___tmp6;
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
            PDD_TRACE(pdd_unit_tracer_advection, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 0); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 1); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 2); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 1)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(2, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(2, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 2, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 2, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(2, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(2); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(2, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(2, (int64_t)(__i2) - (int64_t)(0), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(2)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 2, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(2)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 2, &fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 3); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 2)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(3, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(3, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(3)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(3, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(3); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(3, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(3, (int64_t)(__i2) - (int64_t)(0), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(3)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(3)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 3, &fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 2, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 2); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 3); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 4); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 3)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(4); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(4, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(4, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(4)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 4, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(4)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 4, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(4, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(4); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(4, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(4, (int64_t)(k) - (int64_t)(0), fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(4)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 4, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(4)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 4, &fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * (i - 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 3, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 3); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 4); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 5); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 4)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(5, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(5); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(5, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(5, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(5)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(5)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(5, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(5); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(5, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(5, (int64_t)(k) - (int64_t)(0), fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(5)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(5)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 5, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * (j - 1))) + k)]}, {3, PDD_OPERAND_NONE, &qvapor[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qvapor[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 6); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 5)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(6); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp3;
                        double __tmp4;
                        double __tmp5;
                        double __tmp6;
                        double __tmp7;
                        double __tmp8;
                        double __tmp9;
                        {
                            double __in1 = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __in1 = __tmp4;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp5 = __out;
                        }
                        {
                            double __in1 = __tmp5;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __in1 = __tmp6;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = __tmp7;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp8 = __out;
                        }
                        {
                            double __in1 = __tmp8;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp9 = __out;
                        }
                        {
                            double __inp = __tmp9;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(6, (int64_t)(k) - (int64_t)(0), qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(6)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(6)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(6, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(6); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp3;
                        double __tmp4;
                        double __tmp5;
                        double __tmp6;
                        double __tmp7;
                        double __tmp8;
                        double __tmp9;
                        {
                            double __in1 = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __in1 = __tmp4;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp5 = __out;
                        }
                        {
                            double __in1 = __tmp5;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __in1 = __tmp6;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = __tmp7;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp8 = __out;
                        }
                        {
                            double __in1 = __tmp8;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp9 = __out;
                        }
                        {
                            double __inp = __tmp9;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qvapor[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(6, (int64_t)(k) - (int64_t)(0), qvapor[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(6)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(6)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 6, &qvapor[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qvapor[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * i) + (K * j)) + k)]}, {1, PDD_OPERAND_NONE, &fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {2, PDD_OPERAND_NONE, &fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp3;
                        double __tmp4;
                        double __tmp5;
                        double __tmp6;
                        double __tmp7;
                        double __tmp8;
                        double __tmp9;
                        {
                            double __in1 = qvapor[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp4 = __out;
                        }
                        {
                            double __in1 = __tmp4;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp5 = __out;
                        }
                        {
                            double __in1 = __tmp5;
                            double __in2 = fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp6 = __out;
                        }
                        {
                            double __in1 = __tmp6;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp7 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = __tmp7;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp8 = __out;
                        }
                        {
                            double __in1 = __tmp8;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp9 = __out;
                        }
                        {
                            double __inp = __tmp9;
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
            PDD_TRACE(pdd_unit_tracer_advection, 5, 3, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 5); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 6); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 7); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 6)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(7, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(7); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(7, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(7, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(7)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 7, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(7)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 7, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(7, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(7); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(7, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(7, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(7)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 7, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(7)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 7, &programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fxq[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 8); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 7)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(8, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(8); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(8)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(8)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(8, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(8); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(8, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(8)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(8)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 8, &programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fyq[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 7, 5, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 7); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 8); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 9); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 8)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(9, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(9); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(9, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(9, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(9)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(9)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(9, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(9); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(9, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(9, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(9)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(9)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 9, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * (i - 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 8, 4, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 8); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 9); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 10); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 9)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(10, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(10); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(10)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(10)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(10, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(10); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(10, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(10)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(10)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 10, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * (j - 1))) + k)]}, {6, PDD_OPERAND_NONE, &qliquid[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qliquid[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 11); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 10)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(11, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(11); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp18;
                        double __tmp19;
                        double __tmp20;
                        double __tmp21;
                        double __tmp22;
                        double __tmp23;
                        double __tmp24;
                        {
                            double __in1 = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp18 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp19 = __out;
                        }
                        {
                            double __in1 = __tmp19;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp20 = __out;
                        }
                        {
                            double __in1 = __tmp20;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp21 = __out;
                        }
                        {
                            double __in1 = __tmp21;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp22 = __out;
                        }
                        {
                            double __in1 = __tmp18;
                            double __in2 = __tmp22;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp23 = __out;
                        }
                        {
                            double __in1 = __tmp23;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp24 = __out;
                        }
                        {
                            double __inp = __tmp24;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(11, (int64_t)(k) - (int64_t)(0), qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(11)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(11)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(11, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(11); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp18;
                        double __tmp19;
                        double __tmp20;
                        double __tmp21;
                        double __tmp22;
                        double __tmp23;
                        double __tmp24;
                        {
                            double __in1 = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp18 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp19 = __out;
                        }
                        {
                            double __in1 = __tmp19;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp20 = __out;
                        }
                        {
                            double __in1 = __tmp20;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp21 = __out;
                        }
                        {
                            double __in1 = __tmp21;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp22 = __out;
                        }
                        {
                            double __in1 = __tmp18;
                            double __in2 = __tmp22;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp23 = __out;
                        }
                        {
                            double __in1 = __tmp23;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp24 = __out;
                        }
                        {
                            double __inp = __tmp24;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qliquid[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(11, (int64_t)(k) - (int64_t)(0), qliquid[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(11)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(11)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 11, &qliquid[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qliquid[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)]}, {4, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)]}, {5, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp18;
                        double __tmp19;
                        double __tmp20;
                        double __tmp21;
                        double __tmp22;
                        double __tmp23;
                        double __tmp24;
                        {
                            double __in1 = qliquid[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp18 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp19 = __out;
                        }
                        {
                            double __in1 = __tmp19;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp20 = __out;
                        }
                        {
                            double __in1 = __tmp20;
                            double __in2 = programs_fv_tracer_update_fyq[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp21 = __out;
                        }
                        {
                            double __in1 = __tmp21;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp22 = __out;
                        }
                        {
                            double __in1 = __tmp18;
                            double __in2 = __tmp22;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp23 = __out;
                        }
                        {
                            double __in1 = __tmp23;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp24 = __out;
                        }
                        {
                            double __inp = __tmp24;
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
            PDD_TRACE(pdd_unit_tracer_advection, 10, 6, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 10); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 11); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 12); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 11)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(12, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(12); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(12, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(12, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(12)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 12, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(12)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 12, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(12, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(12); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(12, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(12, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(12)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 12, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(12)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 12, &programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fxq_0[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 13); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 12)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(13, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(13); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(13)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(13)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(13, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(13); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(13, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(13)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(13)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 13, &programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fyq_0[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 12, 8, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 12); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 13); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 14); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 13)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(14, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(14); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(14, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(14, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(14)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(14)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(14, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(14); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(14, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(14, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(14)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(14)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 14, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * (i - 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qrain[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 13, 7, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 13); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 14); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 15); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 14)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(15, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(15); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(15)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(15)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(15, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(15); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(15, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(15)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(15)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 15, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * (j - 1))) + k)]}, {9, PDD_OPERAND_NONE, &qrain[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qrain[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qrain[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 16); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 15)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(16, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(16); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp29;
                        double __tmp30;
                        double __tmp31;
                        double __tmp32;
                        double __tmp33;
                        double __tmp34;
                        double __tmp35;
                        {
                            double __in1 = qrain[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp29 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp30 = __out;
                        }
                        {
                            double __in1 = __tmp30;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp31 = __out;
                        }
                        {
                            double __in1 = __tmp31;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp32 = __out;
                        }
                        {
                            double __in1 = __tmp32;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp33 = __out;
                        }
                        {
                            double __in1 = __tmp29;
                            double __in2 = __tmp33;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp34 = __out;
                        }
                        {
                            double __in1 = __tmp34;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp35 = __out;
                        }
                        {
                            double __inp = __tmp35;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(16, (int64_t)(k) - (int64_t)(0), qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(16)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(16)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(16, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(16); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp29;
                        double __tmp30;
                        double __tmp31;
                        double __tmp32;
                        double __tmp33;
                        double __tmp34;
                        double __tmp35;
                        {
                            double __in1 = qrain[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp29 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp30 = __out;
                        }
                        {
                            double __in1 = __tmp30;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp31 = __out;
                        }
                        {
                            double __in1 = __tmp31;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp32 = __out;
                        }
                        {
                            double __in1 = __tmp32;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp33 = __out;
                        }
                        {
                            double __in1 = __tmp29;
                            double __in2 = __tmp33;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp34 = __out;
                        }
                        {
                            double __in1 = __tmp34;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp35 = __out;
                        }
                        {
                            double __inp = __tmp35;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qrain[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(16, (int64_t)(k) - (int64_t)(0), qrain[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(16)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(16)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 16, &qrain[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qrain[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)]}, {7, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)]}, {8, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp29;
                        double __tmp30;
                        double __tmp31;
                        double __tmp32;
                        double __tmp33;
                        double __tmp34;
                        double __tmp35;
                        {
                            double __in1 = qrain[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp29 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_0[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_0[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp30 = __out;
                        }
                        {
                            double __in1 = __tmp30;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp31 = __out;
                        }
                        {
                            double __in1 = __tmp31;
                            double __in2 = programs_fv_tracer_update_fyq_0[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp32 = __out;
                        }
                        {
                            double __in1 = __tmp32;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp33 = __out;
                        }
                        {
                            double __in1 = __tmp29;
                            double __in2 = __tmp33;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp34 = __out;
                        }
                        {
                            double __in1 = __tmp34;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp35 = __out;
                        }
                        {
                            double __inp = __tmp35;
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
            PDD_TRACE(pdd_unit_tracer_advection, 15, 9, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 15); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 16); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 17); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 16)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(17, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(17); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(17, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(17, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(17)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 17, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(17)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 17, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(17, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(17); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(17, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(17, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(17)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 17, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(17)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 17, &programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fxq_1[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 18); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 17)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(18, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(18); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(18)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(18)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(18, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(18); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(18, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(18)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(18)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 18, &programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fyq_1[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 17, 11, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 17); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 18); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 19); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 18)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(19, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(19); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(19, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(19, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(19)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(19)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(19, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(19); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(19, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(19, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(19)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(19)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 19, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * (i - 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qice[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 18, 10, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 18); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 19); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 20); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 19)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(20, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(20); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(20)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(20)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(20, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(20); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(20, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(20)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(20)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 20, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * (j - 1))) + k)]}, {12, PDD_OPERAND_NONE, &qice[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qice[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qice[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 21); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 20)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(21, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(21); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp40;
                        double __tmp41;
                        double __tmp42;
                        double __tmp43;
                        double __tmp44;
                        double __tmp45;
                        double __tmp46;
                        {
                            double __in1 = qice[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp40 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp41 = __out;
                        }
                        {
                            double __in1 = __tmp41;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp42 = __out;
                        }
                        {
                            double __in1 = __tmp42;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp43 = __out;
                        }
                        {
                            double __in1 = __tmp43;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp44 = __out;
                        }
                        {
                            double __in1 = __tmp40;
                            double __in2 = __tmp44;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp45 = __out;
                        }
                        {
                            double __in1 = __tmp45;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp46 = __out;
                        }
                        {
                            double __inp = __tmp46;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(21, (int64_t)(k) - (int64_t)(0), qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(21)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(21)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(21, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(21); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp40;
                        double __tmp41;
                        double __tmp42;
                        double __tmp43;
                        double __tmp44;
                        double __tmp45;
                        double __tmp46;
                        {
                            double __in1 = qice[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp40 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp41 = __out;
                        }
                        {
                            double __in1 = __tmp41;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp42 = __out;
                        }
                        {
                            double __in1 = __tmp42;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp43 = __out;
                        }
                        {
                            double __in1 = __tmp43;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp44 = __out;
                        }
                        {
                            double __in1 = __tmp40;
                            double __in2 = __tmp44;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp45 = __out;
                        }
                        {
                            double __in1 = __tmp45;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp46 = __out;
                        }
                        {
                            double __inp = __tmp46;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qice[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(21, (int64_t)(k) - (int64_t)(0), qice[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(21)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(21)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 21, &qice[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qice[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)]}, {10, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)]}, {11, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp40;
                        double __tmp41;
                        double __tmp42;
                        double __tmp43;
                        double __tmp44;
                        double __tmp45;
                        double __tmp46;
                        {
                            double __in1 = qice[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp40 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_1[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_1[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp41 = __out;
                        }
                        {
                            double __in1 = __tmp41;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp42 = __out;
                        }
                        {
                            double __in1 = __tmp42;
                            double __in2 = programs_fv_tracer_update_fyq_1[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp43 = __out;
                        }
                        {
                            double __in1 = __tmp43;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp44 = __out;
                        }
                        {
                            double __in1 = __tmp40;
                            double __in2 = __tmp44;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp45 = __out;
                        }
                        {
                            double __in1 = __tmp45;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp46 = __out;
                        }
                        {
                            double __inp = __tmp46;
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
            PDD_TRACE(pdd_unit_tracer_advection, 20, 12, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 20); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 21); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 22); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 21)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(22, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(22); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(22, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(22, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(22)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 22, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(22)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 22, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(22, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(22); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(22, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(22, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(22)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 22, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(22)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 22, &programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fxq_2[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 23); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 22)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(23, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(23); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(23)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(23)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(23, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(23); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(23, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(23)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(23)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 23, &programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fyq_2[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 22, 14, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 22); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 23); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 24); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 23)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(24, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(24); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(24, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(24, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(24)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(24)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(24, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(24); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(24, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(24, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(24)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(24)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 24, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * (i - 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 23, 13, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 23); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 24); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 25); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 24)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(25, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(25); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(25)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(25)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(25, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(25); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(25, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(25)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(25)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 25, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * (j - 1))) + k)]}, {15, PDD_OPERAND_NONE, &qsnow[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qsnow[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 26); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 25)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(26, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(26); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp51;
                        double __tmp52;
                        double __tmp53;
                        double __tmp54;
                        double __tmp55;
                        double __tmp56;
                        double __tmp57;
                        {
                            double __in1 = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp51 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp52 = __out;
                        }
                        {
                            double __in1 = __tmp52;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp53 = __out;
                        }
                        {
                            double __in1 = __tmp53;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp54 = __out;
                        }
                        {
                            double __in1 = __tmp54;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp55 = __out;
                        }
                        {
                            double __in1 = __tmp51;
                            double __in2 = __tmp55;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp56 = __out;
                        }
                        {
                            double __in1 = __tmp56;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp57 = __out;
                        }
                        {
                            double __inp = __tmp57;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(26, (int64_t)(k) - (int64_t)(0), qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(26)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(26)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(26, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(26); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp51;
                        double __tmp52;
                        double __tmp53;
                        double __tmp54;
                        double __tmp55;
                        double __tmp56;
                        double __tmp57;
                        {
                            double __in1 = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp51 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp52 = __out;
                        }
                        {
                            double __in1 = __tmp52;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp53 = __out;
                        }
                        {
                            double __in1 = __tmp53;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp54 = __out;
                        }
                        {
                            double __in1 = __tmp54;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp55 = __out;
                        }
                        {
                            double __in1 = __tmp51;
                            double __in2 = __tmp55;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp56 = __out;
                        }
                        {
                            double __in1 = __tmp56;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp57 = __out;
                        }
                        {
                            double __inp = __tmp57;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qsnow[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(26, (int64_t)(k) - (int64_t)(0), qsnow[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(26)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(26)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 26, &qsnow[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qsnow[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)]}, {13, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)]}, {14, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp51;
                        double __tmp52;
                        double __tmp53;
                        double __tmp54;
                        double __tmp55;
                        double __tmp56;
                        double __tmp57;
                        {
                            double __in1 = qsnow[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp51 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_2[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_2[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp52 = __out;
                        }
                        {
                            double __in1 = __tmp52;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp53 = __out;
                        }
                        {
                            double __in1 = __tmp53;
                            double __in2 = programs_fv_tracer_update_fyq_2[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp54 = __out;
                        }
                        {
                            double __in1 = __tmp54;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp55 = __out;
                        }
                        {
                            double __in1 = __tmp51;
                            double __in2 = __tmp55;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp56 = __out;
                        }
                        {
                            double __in1 = __tmp56;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp57 = __out;
                        }
                        {
                            double __inp = __tmp57;
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
            PDD_TRACE(pdd_unit_tracer_advection, 25, 15, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 25); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 26); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 27); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 26)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK_FAST(27, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(27); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(27, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(27, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(27)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 27, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(27)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 27, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < (I + 1); __i0 += 1) {
                PDD_SITE_BLOCK(27, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < J; __i1 += 1) {
                    PDD_SITE_INIT_ROW(27); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(27, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(27, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(27)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 27, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(27)) for (auto __i1 = 0; __i1 < J; __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 27, &programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)], (((((J * K) * __i0) + (K * __i1)) + __i2)), programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fxq_3[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 28); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 27)) { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK_FAST(28, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW_FAST(28); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN_FAST(28, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK_FAST(28, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(28)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(28)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto __i0 = 0; __i0 < I; __i0 += 1) {
                PDD_SITE_BLOCK(28, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) {
                    PDD_SITE_INIT_ROW(28); /* pdd */
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double __out;

                            ///////////////////
                            // Tasklet code (_numpy_full_)
                            __out = 0.0;
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                            PDD_SITE_ACC_ROW_IN(28, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                        }
                    }
                    for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_ACC_ROW_BACK(28, (int64_t)(__i2) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(28)) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(28)) for (auto __i1 = 0; __i1 < (J + 1); __i1 += 1) for (auto __i2 = 0; __i2 < K; __i2 += 1) PDD_SITE_RECHECK(pdd_unit_tracer_advection, 28, &programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)], (((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)), programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)]); /* pdd */
            }
            } /* pdd */
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

                            programs_fv_tracer_update_fyq_3[((((K * __i0) * (J + 1)) + (K * __i1)) + __i2)] = __out;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 27, 17, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 27); /* pdd */
        }

    }
    {

        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 28); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 29); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 28)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(29, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(29); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(29, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(29, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(29)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 29, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(29)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 29, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                PDD_SITE_BLOCK(29, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 0; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(29); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(29, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(29, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(29)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 29, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(29)) for (auto j = 0; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 29, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)], {20, PDD_OPERAND_NONE, &mfx[((((J * K) * i) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_36)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
            } /* pdd */
            PDD_TRACE(pdd_unit_tracer_advection, 28, 16, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 28); /* pdd */
        }
        {
            PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 29); /* pdd */
            if (PDD_ACTIVE()) { /* pdd */
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 30); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 29)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK_FAST(30, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW_FAST(30); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN_FAST(30, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(30, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW_FAST(30)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(30)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                PDD_SITE_BLOCK(30, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < J; j += 1) {
                    PDD_SITE_INIT_ROW(30); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                            PDD_SITE_ACC_ROW_IN(30, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    for (auto k = 0; k < K; k += 1) PDD_SITE_ACC_ROW_BACK(30, (int64_t)(k) - (int64_t)(0), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]); /* pdd */
                    if (PDD_SITE_BAD_ROW(30)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(30)) for (auto j = 1; j < J; j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 30, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], (((((K * i) * (J + 1)) + (K * j)) + k)), programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)], {21, PDD_OPERAND_NONE, &mfy[((((K * i) * (J + 1)) + (K * j)) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * (j - 1))) + k)]}, {18, PDD_OPERAND_NONE, &qgraupel[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double up = qgraupel[((((J * K) * i) + (K * (j - 1))) + k)];
                            double here = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (programs_fv_tracer_update_43)
                            flux = ((m > 0.0) ? (m * up) : (m * here));
                            ///////////////////

                            programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
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
            PDD_SITE_RANGE(pdd_unit_tracer_advection, 31); /* pdd */
            if (PDD_KERNEL_FAST(pdd_unit_tracer_advection, 30)) { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK_FAST(31, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW_FAST(31); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp62;
                        double __tmp63;
                        double __tmp64;
                        double __tmp65;
                        double __tmp66;
                        double __tmp67;
                        double __tmp68;
                        {
                            double __in1 = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp62 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp63 = __out;
                        }
                        {
                            double __in1 = __tmp63;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp64 = __out;
                        }
                        {
                            double __in1 = __tmp64;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp65 = __out;
                        }
                        {
                            double __in1 = __tmp65;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp66 = __out;
                        }
                        {
                            double __in1 = __tmp62;
                            double __in2 = __tmp66;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp67 = __out;
                        }
                        {
                            double __in1 = __tmp67;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp68 = __out;
                        }
                        {
                            double __inp = __tmp68;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW_FAST(31, (int64_t)(k) - (int64_t)(0), qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW_FAST(31)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK_FAST(31)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } else { /* pdd */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                PDD_SITE_BLOCK(31, 0, (int64_t)(K) - (int64_t)(0)); /* pdd */
                for (auto j = 1; j < (J - 1); j += 1) {
                    PDD_SITE_INIT_ROW(31); /* pdd */
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp62;
                        double __tmp63;
                        double __tmp64;
                        double __tmp65;
                        double __tmp66;
                        double __tmp67;
                        double __tmp68;
                        {
                            double __in1 = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp62 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp63 = __out;
                        }
                        {
                            double __in1 = __tmp63;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp64 = __out;
                        }
                        {
                            double __in1 = __tmp64;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp65 = __out;
                        }
                        {
                            double __in1 = __tmp65;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp66 = __out;
                        }
                        {
                            double __in1 = __tmp62;
                            double __in2 = __tmp66;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp67 = __out;
                        }
                        {
                            double __in1 = __tmp67;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp68 = __out;
                        }
                        {
                            double __inp = __tmp68;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_50_8)
                            __out = __inp;
                            ///////////////////

                            qgraupel[((((J * K) * i) + (K * j)) + k)] = __out;
                            PDD_SITE_ACC_ROW(31, (int64_t)(k) - (int64_t)(0), qgraupel[((((J * K) * i) + (K * j)) + k)]); /* pdd */
                        }
                    }
                    if (PDD_SITE_BAD_ROW(31)) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
                }
                if (PDD_SITE_BAD_BLOCK(31)) for (auto j = 1; j < (J - 1); j += 1) for (auto k = 0; k < K; k += 1) PDD_SITE_RECHECK_OPS(pdd_unit_tracer_advection, 31, &qgraupel[((((J * K) * i) + (K * j)) + k)], (((((J * K) * i) + (K * j)) + k)), qgraupel[((((J * K) * i) + (K * j)) + k)], {19, PDD_OPERAND_NONE, &delp[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)]}, {16, PDD_OPERAND_NONE, &programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)]}, {17, PDD_OPERAND_NONE, &programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)]}, {22, PDD_OPERAND_NONE, &rarea[((J * i) + j)]}, {0, PDD_OPERAND_DIVISOR, &dp2[((((J * K) * i) + (K * j)) + k)]}); /* pdd */
            }
            } /* pdd */
            } else { /* pdd: the loop nest as generated, run while the probes are dormant */
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp62;
                        double __tmp63;
                        double __tmp64;
                        double __tmp65;
                        double __tmp66;
                        double __tmp67;
                        double __tmp68;
                        {
                            double __in1 = qgraupel[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp62 = __out;
                        }
                        {
                            double __in1 = programs_fv_tracer_update_fxq_3[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = programs_fv_tracer_update_fxq_3[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp63 = __out;
                        }
                        {
                            double __in1 = __tmp63;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp64 = __out;
                        }
                        {
                            double __in1 = __tmp64;
                            double __in2 = programs_fv_tracer_update_fyq_3[((((K * i) * (J + 1)) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            __tmp65 = __out;
                        }
                        {
                            double __in1 = __tmp65;
                            double __in2 = rarea[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            __tmp66 = __out;
                        }
                        {
                            double __in1 = __tmp62;
                            double __in2 = __tmp66;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp67 = __out;
                        }
                        {
                            double __in1 = __tmp67;
                            double __in2 = dp2[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            __tmp68 = __out;
                        }
                        {
                            double __inp = __tmp68;
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
            PDD_TRACE(pdd_unit_tracer_advection, 30, 18, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_tracer_advection, 30); /* pdd */
        }

    }
    PDD_KERNEL_BEGIN(pdd_unit_tracer_advection, 32); /* pdd */
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        dp2, delp, ((I * J) * K), 1);
        PDD_CHECK_COPY(pdd_unit_tracer_advection, 32, delp, ((I * J) * K)); /* pdd */

    }
    PDD_TRACE(pdd_unit_tracer_advection, 32, 19, NULL, 0, NULL, NULL); /* pdd */
    PDD_KERNEL_END(pdd_unit_tracer_advection, 32); /* pdd */
    delete[] dp2;
    delete[] fxq;
    delete[] fyq;
    delete[] programs_fv_tracer_update_fxq;
    delete[] programs_fv_tracer_update_fyq;
    delete[] programs_fv_tracer_update_fxq_0;
    delete[] programs_fv_tracer_update_fyq_0;
    delete[] programs_fv_tracer_update_fxq_1;
    delete[] programs_fv_tracer_update_fyq_1;
    delete[] programs_fv_tracer_update_fxq_2;
    delete[] programs_fv_tracer_update_fyq_2;
    delete[] programs_fv_tracer_update_fxq_3;
    delete[] programs_fv_tracer_update_fyq_3;
}

DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_tracer_advection); /* pdd */
    __program_tracer_advection_internal(__state, delp, mfx, mfy, qgraupel, qice, qliquid, qrain, qsnow, qvapor, rarea, I, J, K);
}

DACE_EXPORTED tracer_advection_state_t *__dace_init_tracer_advection(int I, int J, int K)
{
    int __result = 0;
    tracer_advection_state_t *__state = new tracer_advection_state_t;



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
