/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct tracer_advection_state_t {

};

inline void copy_delp_to_dp2_sdfg_0_0_2(tracer_advection_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
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
        }

    }
}

inline void copy_dp2_to_delp_sdfg_0_2_2(tracer_advection_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
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
        }

    }
}

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double *dp2;
    dp2 = dace::aligned_new_array<double>(((I * J) * K), 64);
    double *fxq;
    fxq = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *fyq;
    fyq = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    double *programs_fv_tracer_update_fxq;
    programs_fv_tracer_update_fxq = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *programs_fv_tracer_update_fyq;
    programs_fv_tracer_update_fyq = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    double *programs_fv_tracer_update_fxq_0;
    programs_fv_tracer_update_fxq_0 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *programs_fv_tracer_update_fyq_0;
    programs_fv_tracer_update_fyq_0 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    double *programs_fv_tracer_update_fxq_1;
    programs_fv_tracer_update_fxq_1 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *programs_fv_tracer_update_fyq_1;
    programs_fv_tracer_update_fyq_1 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    double *programs_fv_tracer_update_fxq_2;
    programs_fv_tracer_update_fxq_2 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *programs_fv_tracer_update_fyq_2;
    programs_fv_tracer_update_fyq_2 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);
    double *programs_fv_tracer_update_fxq_3;
    programs_fv_tracer_update_fxq_3 = dace::aligned_new_array<double>(((J * K) * (I + 1)), 64);
    double *programs_fv_tracer_update_fyq_3;
    programs_fv_tracer_update_fyq_3 = dace::aligned_new_array<double>(((I * K) * (J + 1)), 64);

    {

        copy_delp_to_dp2_sdfg_0_0_2(__state, &delp[0], &dp2[0], I, J, K);

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
