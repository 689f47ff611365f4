/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_kernels[6] = {
    {"programs_nested_120_0_0_0", "src/cpu/nested.cpp", 186, "programs_nested_120"},
    {"programs_nested_123_0_0_7", "src/cpu/nested.cpp", 197, "programs_nested_123"},
    {"assign_106_4_3_0_3", "src/cpu/nested.cpp", 117, "assign_106_4"},
    {"assign_108_8_3_3_10", "src/cpu/nested.cpp", 169, "assign_108_8"},
    {"copy_pt_out_to_pt_sfc_0_0_6", "src/cpu/nested.cpp", 193, "copy_pt_out_to_pt_sfc"},
    {"copy_pt_to_pt_halo_0_0_3", "src/cpu/nested.cpp", 202, "copy_pt_to_pt_halo"},
};
static const pdd_kernel_origin pdd_unit_nested_origins[6] = {
    {"tests/corpus/programs.py", 120},
    {"tests/corpus/programs.py", 123},
    {"tests/corpus/programs.py", 106},
    {"tests/corpus/programs.py", 108},
    {"tests/corpus/programs.py", 122},
    {"tests/corpus/programs.py", 120},
};
static const pdd_field_desc pdd_unit_nested_fields[6] = {
    {"pt_out", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt_prev", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt_diag", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
    {"pt_sfc", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},
    {"pt_halo", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"pt", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc pdd_unit_nested_sites[12] = {
    {0, 0, 27, 0},
    {0, 0, 79, 0},
    {1, 1, 93, 0},
    {2, 2, 117, 0},
    {3, 2, 169, 0},
    {4, 3, 193, 0},
    {5, 4, 202, 0},
    {0, 5, 188, PDD_SITE_INPUT},
    {0, 0, 188, PDD_SITE_INPUT},
    {1, 5, 198, PDD_SITE_INPUT},
    {4, 0, 193, PDD_SITE_INPUT},
    {5, 5, 202, PDD_SITE_INPUT},
};
static pdd_range pdd_unit_nested_ranges[12];
static pdd_unit pdd_unit_nested = {PDD_ABI_VERSION, "nested", "src/cpu/nested.cpp", 6, 6, 12, pdd_unit_nested_kernels, pdd_unit_nested_fields, pdd_unit_nested_sites, pdd_unit_nested_ranges, NULL, pdd_unit_nested_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested)
/* pdd: end of probe tables */


struct nested_state_t {

};

inline void programs_nested_120_4_0_0_2(nested_state_t *__state, double* __restrict__ __tmp_121_24_r, const double&  __tmp_121_54_r, double* __restrict__ __tmp_121_37_w, int K) {
    int64_t k;

    {
        double __tmp6;


        dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
        __tmp_121_24_r, &__tmp6, 1);
        {
            double __inp = __tmp6;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            __tmp_121_37_w[0] = __out;
            PDD_CHECK_STORE_OPS(pdd_unit_nested, 0, &__tmp_121_37_w[0], -1, __tmp_121_37_w[0], {5, PDD_OPERAND_NONE, (__tmp_121_24_r)}); /* pdd */
        }

    }


    for (k = 1; (k < K); k = (k + 1)) {
        {
            double __tmp1;
            double __tmp2;
            double __tmp3;
            double __tmp4;


            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            __tmp_121_24_r + k, &__tmp1, 1);

            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            __tmp_121_37_w + (k - 1), &__tmp2, 1);
            {
                double __in1 = __tmp_121_54_r;
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in2 = __tmp3;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __inp = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                __tmp_121_37_w[k] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_nested, 1, &__tmp_121_37_w[k], -1, __tmp_121_37_w[k], {5, PDD_OPERAND_NONE, (__tmp_121_24_r + k)}, {0, PDD_OPERAND_NONE, (__tmp_121_37_w + (k - 1))}); /* pdd */
            }

        }

    }

}

inline void programs_nested_123_4_0_0_9(nested_state_t *__state, double* __restrict__ __tmp_124_18_r, double* __restrict__ __tmp_124_25_w, int J, int K) {

    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        __tmp_124_18_r, __tmp_124_25_w, (J * K), 1);
        PDD_CHECK_COPY(pdd_unit_nested, 2, __tmp_124_25_w, (J * K)); /* pdd */

    }
}

inline void programs_implicit_column_0_0_14(nested_state_t *__state, const double&  __tmp5, double* __restrict__ col_in, double* __restrict__ col_out, int K) {
    int64_t k;

    {
        double __tmp6;


        dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
        col_in, &__tmp6, 1);
        PDD_KERNEL_BEGIN(pdd_unit_nested, 2); /* pdd */
        {
            double __inp = __tmp6;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
            PDD_CHECK_STORE_OPS(pdd_unit_nested, 3, &col_out[0], -1, col_out[0], {5, PDD_OPERAND_NONE, (col_in)}); /* pdd */
        }
        PDD_TRACE(pdd_unit_nested, 2, 2, NULL, 0, NULL, NULL); /* pdd */
        PDD_KERNEL_END(pdd_unit_nested, 2); /* pdd */

    }


    for (k = 1; (k < K); k = (k + 1)) {
        {
            double __tmp1;
            double __tmp2;
            double __tmp3;
            double __tmp4;


            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            col_in + k, &__tmp1, 1);

            dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(
            col_out + (k - 1), &__tmp2, 1);
            {
                double __in1 = __tmp5;
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in2 = __tmp3;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            PDD_KERNEL_BEGIN(pdd_unit_nested, 3); /* pdd */
            {
                double __inp = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
                PDD_CHECK_STORE_OPS(pdd_unit_nested, 4, &col_out[k], -1, col_out[k], {5, PDD_OPERAND_NONE, (col_in + k)}, {2, PDD_OPERAND_NONE, (col_out + (k - 1))}); /* pdd */
            }
            PDD_TRACE(pdd_unit_nested, 3, 2, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 3); /* pdd */

        }

    }

}

void __program_nested_internal(nested_state_t*__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 0, pt_out, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 1, pt_prev, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 2, pt_diag, 1, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 3, pt_sfc, 2, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I - 2), (int64_t)(J - 2), (int64_t)(K)}, pdd_strides[] = {(int64_t)(K*(J - 2)), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 4, pt_halo, 3, pdd_shape, pdd_strides); } /* pdd */
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 5, pt, 3, pdd_shape, pdd_strides); } /* pdd */

    {
        double __tmp0;

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 0); /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    programs_nested_120_4_0_0_2(__state, &pt[(((J * K) * i) + (K * j))], coef, &pt_out[(((J * K) * i) + (K * j))], K);
                }
            }
            PDD_TRACE(pdd_unit_nested, 0, 0, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 0); /* pdd */
        }

        PDD_KERNEL_BEGIN(pdd_unit_nested, 4); /* pdd */
        dace::CopyNDDynamic<double, 1, false, 2>::Dynamic::Copy(
        pt_out + (K - 1), pt_sfc, I, (J * K), J, J, K, 1);
        if (PDD_ACTIVE()) for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(I); pdd_c0++) PDD_CHECK_COPY(pdd_unit_nested, 5, (pt_sfc) + pdd_c0 * (int64_t)(J), J); /* pdd */
        PDD_TRACE(pdd_unit_nested, 4, 3, NULL, 0, NULL, NULL); /* pdd */
        PDD_KERNEL_END(pdd_unit_nested, 4); /* pdd */
        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 1); /* pdd */
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                programs_nested_123_4_0_0_9(__state, &pt[((J * K) * i)], &pt_prev[((J * K) * i)], J, K);
            }
            PDD_TRACE(pdd_unit_nested, 1, 1, NULL, 0, NULL, NULL); /* pdd */
            PDD_KERNEL_END(pdd_unit_nested, 1); /* pdd */
        }

        PDD_KERNEL_BEGIN(pdd_unit_nested, 5); /* pdd */
        dace::CopyNDDynamic<double, 1, false, 3>::Dynamic::Copy(
        pt + ((J * K) + K), pt_halo, (I - 2), (J * K), (K * (J - 2)), (J - 2), K, K, K, 1, 1);
        if (PDD_ACTIVE()) for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)((I - 2)); pdd_c0++) for (int64_t pdd_c1 = 0; pdd_c1 < (int64_t)((J - 2)); pdd_c1++) PDD_CHECK_COPY(pdd_unit_nested, 6, (pt_halo) + pdd_c0 * (int64_t)((K * (J - 2))) + pdd_c1 * (int64_t)(K), K); /* pdd */
        PDD_TRACE(pdd_unit_nested, 5, 4, NULL, 0, NULL, NULL); /* pdd */
        PDD_KERNEL_END(pdd_unit_nested, 5); /* pdd */
        {
            double __in2 = coef;
            double __out;

            ///////////////////
            // Tasklet code (_Mult_)
            __out = (0.5 * __in2);
            ///////////////////

            __tmp0 = __out;
        }
        programs_implicit_column_0_0_14(__state, __tmp0, &pt[(((J * K) * (I - 1)) + (K * (J - 1)))], &pt_diag[0], K);

    }
}

DACE_EXPORTED void __program_nested(nested_state_t *__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested); /* pdd */
    __program_nested_internal(__state, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, I, J, K, coef);
}

DACE_EXPORTED nested_state_t *__dace_init_nested(int I, int J, int K)
{
    int __result = 0;
    nested_state_t *__state = new nested_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_nested(nested_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
