/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct column_physics_state_t {

};

inline void programs_column_physics_1_0_2(column_physics_state_t *__state, const double* __restrict__ src, double* __restrict__ ps, int I, int J, int i, int j, int64_t t) {

    if (((i == 0) || (i == (I - 1)))) {
        {
            double src_index;
            double ps_slice;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index = _cpy_out;
            }
            {
                double __in2 = src_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                ps_slice = __out;
            }
            {
                double __inp = ps_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
            }

        }
    } else {
        {
            double src_index_0;
            double __tmp0;
            double __tmp1;
            double src_index_1;
            double src_index_2;
            double src_slice_plus_src_slice;
            double __tmp2;
            double ps_slice_0;

            {
                double _cpy_in = src[((((I * J) * t) + (J * i)) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_0)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_0 = _cpy_out;
            }
            {
                double __in2 = src_index_0;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp0 = __out;
            }
            {
                double __in2 = __tmp0;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i - 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_1 = _cpy_out;
            }
            {
                double _cpy_in = src[((((I * J) * t) + (J * (i + 1))) + j)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_src_to_src_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                src_index_2 = _cpy_out;
            }
            {
                double __in1 = src_index_1;
                double __in2 = src_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                src_slice_plus_src_slice = __out;
            }
            {
                double __in2 = src_slice_plus_src_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __in1 = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                ps_slice_0 = __out;
            }
            {
                double __inp = ps_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                ps[((J * i) + j)] = __out;
            }

        }
    }
}

inline void copy_ps_to_pkz_sdfg_1_0_31(column_physics_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ pkz, int I, int J, int K) {

    {
        double* _cpy_out;
        _cpy_out = &pkz[0];

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_ps_to_pkz_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[(((J * K) * __i0) + (K * __i1))] = _out;
                    }
                }
            }
        }

    }
}

inline void programs_column_physics_1_0_7(column_physics_state_t *__state, const double* __restrict__ delp, const double* __restrict__ ps, double* __restrict__ pe, int J, int K, int i, int j) {
    double acc;
    int k;

    {

        {
            double _cpy_in = ps[((J * i) + j)];
            double _cpy_out;

            ///////////////////
            // Tasklet code (copy_ps_to_acc)
            _cpy_out = _cpy_in;
            ///////////////////

            acc = _cpy_out;
        }

    }
    for (k = 0; (k < K); k = (k + 1)) {
        {
            double delp_index;
            double acc_plus_delp_slice;

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
                double __in1 = acc;
                double __in2 = delp_index;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                acc_plus_delp_slice = __out;
            }
            {
                double __inp = acc_plus_delp_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_235_16)
                __out = __inp;
                ///////////////////

                acc = __out;
            }
            {
                double __inp = acc;
                double __out;

                ///////////////////
                // Tasklet code (assign_236_16)
                __out = __inp;
                ///////////////////

                pe[((((J * K) * i) + (K * j)) + k)] = __out;
            }

        }

    }
}

inline void programs_column_physics_1_0_12(column_physics_state_t *__state, const double* __restrict__ pe, double* __restrict__ pkz, int J, int K, int i, int j, int k) {
    double pe_index;
    double pe_index_0;


    pe_index = pe[((((J * K) * i) + (K * j)) + k)];
    pe_index_0 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
    if ((pe_index > pe_index_0)) {
        {
            double pe_index_1;
            double pe_index_2;
            double pe_slice_minus_pe_slice;
            double pe_index_3;
            double log_pe_slice;
            double pe_index_4;
            double log_pe_slice_0;
            double expr_minus_expr;
            double pkz_slice;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_1)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_1 = _cpy_out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_2)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_2 = _cpy_out;
            }
            {
                double __in1 = pe_index_1;
                double __in2 = pe_index_2;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                pe_slice_minus_pe_slice = __out;
            }
            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_3)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_3 = _cpy_out;
            }
            {
                double __in1 = pe_index_3;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice = __out;
            }
            {
                double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pe_index_4)
                _cpy_out = _cpy_in;
                ///////////////////

                pe_index_4 = _cpy_out;
            }
            {
                double __in1 = pe_index_4;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                log_pe_slice_0 = __out;
            }
            {
                double __in2 = log_pe_slice_0;
                double __in1 = log_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                expr_minus_expr = __out;
            }
            {
                double __in2 = expr_minus_expr;
                double __in1 = pe_slice_minus_pe_slice;
                double __out;

                ///////////////////
                // Tasklet code (_Div_)
                __out = (__in1 / __in2);
                ///////////////////

                pkz_slice = __out;
            }
            {
                double __inp = pkz_slice;
                double __out;

                ///////////////////
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
            }

        }
    } else {
        {
            double pkz_slice_0;

            {
                double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                double _cpy_out;

                ///////////////////
                // Tasklet code (copy_pe_to_pkz_slice_0)
                _cpy_out = _cpy_in;
                ///////////////////

                pkz_slice_0 = _cpy_out;
            }
            {
                double __inp = pkz_slice_0;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                pkz[((((J * K) * i) + (K * j)) + k)] = __out;
            }

        }
    }
}

inline void copy_q_to_qold_sdfg_1_0_30(column_physics_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < 3; __i0 += 1) {
                for (int __i1 = 0; __i1 < I; __i1 += 1) {
                    for (int __i2 = 0; __i2 < J; __i2 += 1) {
                        for (int __i3 = 0; __i3 < K; __i3 += 1) {
                            {
                                double _in = _cpy_in[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)];
                                double _out;

                                ///////////////////
                                // Tasklet code (copy_q_to_qold_tasklet)
                                _out = _in;
                                ///////////////////

                                _cpy_out[((((((I * J) * K) * __i0) + ((J * K) * __i1)) + (K * __i2)) + __i3)] = _out;
                            }
                        }
                    }
                }
            }
        }

    }
}

void __program_column_physics_internal(column_physics_state_t*__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    int t;

    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        programs_column_physics_1_0_2(__state, &src[0], &ps[0], I, J, i, j, t);
                    }
                }
            }
            copy_ps_to_pkz_sdfg_1_0_31(__state, &ps[0], &pkz[0], I, J, K);
            {
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        programs_column_physics_1_0_7(__state, &delp[0], &ps[0], &pe[0], J, K, i, j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        for (int k = 1; k < K; k += 1) {
                            programs_column_physics_1_0_12(__state, &pe[0], &pkz[0], J, K, i, j, k);
                        }
                    }
                }
            }
            copy_q_to_qold_sdfg_1_0_30(__state, &q[0], &qold[0], I, J, K);
            {
                #pragma omp parallel for
                for (int n = 0; n < 3; n += 1) {
                    for (int i = 0; i < I; i += 1) {
                        for (int j = 0; j < J; j += 1) {
                            for (int k = 1; k < K; k += 1) {
                                double qold_index;
                                double delp_index;
                                double qold_slice_times_delp_slice;
                                double pe_index;
                                double pe_index_0;
                                double pe_slice_minus_pe_slice;
                                double q_slice;
                                {
                                    double _cpy_in = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_qold_to_qold_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    qold_index = _cpy_out;
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
                                    double __in1 = qold_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    qold_slice_times_delp_slice = __out;
                                }
                                {
                                    double _cpy_in = pe[((((J * K) * i) + (K * j)) + k)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index = _cpy_out;
                                }
                                {
                                    double _cpy_in = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double _cpy_out;

                                    ///////////////////
                                    // Tasklet code (copy_pe_to_pe_index_0)
                                    _cpy_out = _cpy_in;
                                    ///////////////////

                                    pe_index_0 = _cpy_out;
                                }
                                {
                                    double __in2 = pe_index_0;
                                    double __in1 = pe_index;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    pe_slice_minus_pe_slice = __out;
                                }
                                {
                                    double __in1 = qold_slice_times_delp_slice;
                                    double __in2 = pe_slice_minus_pe_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    q_slice = __out;
                                }
                                {
                                    double __inp = q_slice;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (assign_245_12)
                                    __out = __inp;
                                    ///////////////////

                                    q[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)] = __out;
                                }
                            }
                        }
                    }
                }
            }

        }

    }
}

DACE_EXPORTED void __program_column_physics(column_physics_state_t *__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    __program_column_physics_internal(__state, delp, pe, pkz, ps, q, qold, src, I, J, K, TSTEPS);
}

DACE_EXPORTED column_physics_state_t *__dace_init_column_physics(int I, int J, int K, int TSTEPS)
{

    int __result = 0;
    column_physics_state_t *__state = new column_physics_state_t();

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

DACE_EXPORTED int __dace_exit_column_physics(column_physics_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
