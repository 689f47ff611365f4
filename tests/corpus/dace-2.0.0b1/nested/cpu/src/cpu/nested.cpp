/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct nested_state_t {

};

inline void programs_implicit_column_0_0_16(nested_state_t *__state, const double&  coef, const double* __restrict__ col_in, double* __restrict__ col_out, int K) {
    int k;

    {
        double col_out_slice;

        {
            double _cpy_in = col_in[0];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_col_in_to_col_out_slice)
            _cpy_out = _cpy_in;
            ///////////////////

            col_out_slice = _cpy_out;
        }
        {
            double __inp = col_out_slice;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
        }

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {
            double col_in_index;
            double col_out_index;
            double coef_times_col_out_slice;
            double col_in_slice_plus_coef_col_out_slice;

            {
                double _cpy_in = col_in[k];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_in_to_col_in_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_in_index = _cpy_out;
            }
            {
                double _cpy_in = col_out[(k - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_out_to_col_out_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_out_index = _cpy_out;
            }
            {
                double __in1 = coef;
                double __in2 = col_out_index;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                coef_times_col_out_slice = __out;
            }
            {
                double __in2 = coef_times_col_out_slice;
                double __in1 = col_in_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                col_in_slice_plus_coef_col_out_slice = __out;
            }
            {
                double __inp = col_in_slice_plus_coef_col_out_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
            }

        }

    }
}

inline void copy_pt_out_to_pt_sfc_sdfg_0_0_19(nested_state_t *__state, const double* __restrict__ pt_out, double* __restrict__ _cpy_out, int I, int J, int K) {

    {
        const double* _cpy_in;
        _cpy_in = &pt_out[(K - 1)];

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[(((J * K) * __i0) + (K * __i1))];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_pt_out_to_pt_sfc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
        }

    }
}

inline void programs_nested_0_0_8(nested_state_t *__state, const double* __restrict__ pt, double* __restrict__ pt_prev, int J, int K, int i) {

    {

        {
            const double* _cpy_in = &pt[((J * K) * i)];
            double* _cpy_out = pt_prev + ((J * K) * i);

            ///////////////////
            dace::CopyImpl<double, 1>(_cpy_in, _cpy_out, (J * K));
            ///////////////////

        }

    }
}

inline void programs_implicit_column_0_0_13(nested_state_t *__state, const double&  coef, const double* __restrict__ col_in, double* __restrict__ col_out, int K) {
    int k;

    {
        double col_out_slice;

        {
            double _cpy_in = col_in[0];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_col_in_to_col_out_slice)
            _cpy_out = _cpy_in;
            ///////////////////

            col_out_slice = _cpy_out;
        }
        {
            double __inp = col_out_slice;
            double __out;

            ///////////////////
            // Tasklet code (assign_106_4)
            __out = __inp;
            ///////////////////

            col_out[0] = __out;
        }

    }
    for (k = 1; (k < K); k = (k + 1)) {
        {
            double col_in_index;
            double col_out_index;
            double coef_times_col_out_slice;
            double col_in_slice_plus_coef_col_out_slice;

            {
                double _cpy_in = col_in[k];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_in_to_col_in_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_in_index = _cpy_out;
            }
            {
                double _cpy_in = col_out[(k - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_col_out_to_col_out_index)
                _cpy_out = _cpy_in;
                ///////////////////

                col_out_index = _cpy_out;
            }
            {
                double __in1 = coef;
                double __in2 = col_out_index;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (__in1 * __in2);
                ///////////////////

                coef_times_col_out_slice = __out;
            }
            {
                double __in2 = coef_times_col_out_slice;
                double __in1 = col_in_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                col_in_slice_plus_coef_col_out_slice = __out;
            }
            {
                double __inp = col_in_slice_plus_coef_col_out_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_108_8)
                __out = __inp;
                ///////////////////

                col_out[k] = __out;
            }

        }

    }
}

inline void copy_pt_to_pt_halo_sdfg_0_0_20(nested_state_t *__state, const double* __restrict__ pt, double* __restrict__ _cpy_out, int I, int J, int K) {

    {
        const double* _cpy_in;
        _cpy_in = &pt[((J * K) + K)];

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < (I - 2); __i0 += 1) {
                for (int __i1 = 0; __i1 < (J - 2); __i1 += 1) {
                    for (int __i2 = 0; __i2 < K; __i2 += 1) {
                        {
                            double _in = _cpy_in[((((J * K) * __i0) + (K * __i1)) + __i2)];
                            double _out;

                            ///////////////////
                            // Tasklet code (copy_pt_to_pt_halo_tasklet)
                            _out = _in;
                            ///////////////////

                            _cpy_out[((((K * __i0) * (J - 2)) + (K * __i1)) + __i2)] = _out;
                        }
                    }
                }
            }
        }

    }
}

void __program_nested_internal(nested_state_t*__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{

    {
        double* pt_1;
        pt_1 = &pt[(((J * K) * (I - 1)) + (K * (J - 1)))];
        double __tmp0;

        {
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                for (int j = 0; j < J; j += 1) {
                    double* pt_0;
                    pt_0 = &pt[(((J * K) * i) + (K * j))];
                    double* pt_out_0;
                    pt_out_0 = &pt_out[(((J * K) * i) + (K * j))];
                    programs_implicit_column_0_0_16(__state, coef, &pt_0[0], &pt_out_0[0], K);
                }
            }
        }
        copy_pt_out_to_pt_sfc_sdfg_0_0_19(__state, &pt_out[0], &pt_sfc[0], I, J, K);
        {
            #pragma omp parallel for
            for (int i = 0; i < I; i += 1) {
                programs_nested_0_0_8(__state, &pt[0], &pt_prev[0], J, K, i);
            }
        }
        {
            double __in2 = coef;
            double __out;

            ///////////////////
            // Tasklet code (_Mult_)
            __out = (0.5 * __in2);
            ///////////////////

            __tmp0 = __out;
        }
        programs_implicit_column_0_0_13(__state, __tmp0, &pt_1[0], &pt_diag[0], K);
        copy_pt_to_pt_halo_sdfg_0_0_20(__state, &pt[0], &pt_halo[0], I, J, K);

    }
}

DACE_EXPORTED void __program_nested(nested_state_t *__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    __program_nested_internal(__state, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, I, J, K, coef);
}

DACE_EXPORTED nested_state_t *__dace_init_nested(int I, int J, int K)
{

    int __result = 0;
    nested_state_t *__state = new nested_state_t();

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

DACE_EXPORTED int __dace_exit_nested(nested_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
