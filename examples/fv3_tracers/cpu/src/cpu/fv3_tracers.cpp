/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct fv3_tracers_state_t {

};

inline void advect_qvapor_0_1_0(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void advect_qliquid_0_1_12(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void advect_qrain_0_1_17(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void advect_qice_0_1_22(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void advect_qsnow_0_1_27(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void advect_qgraupel_0_1_32(fv3_tracers_state_t *__state, double* __restrict__ delp, double* __restrict__ dp2, double* __restrict__ fx, double* __restrict__ fy, double* __restrict__ mfx, double* __restrict__ mfy, double* __restrict__ q, double* __restrict__ rarea, int I, int J, int K) {

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfx[((((J * K) * i) + (K * j)) + k)];
                            double qup = q[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_x_24)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fx[((((J * K) * i) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 1; j < J; j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        {
                            double m = mfy[((((K * i) * (J + 1)) + (K * j)) + k)];
                            double qup = q[((((J * K) * i) + (K * (j - 1))) + k)];
                            double qdn = q[((((J * K) * i) + (K * j)) + k)];
                            double flux;

                            ///////////////////
                            // Tasklet code (flux_y_31)
                            flux = (m * ((m > 0.0) ? qup : qdn));
                            ///////////////////

                            fy[((((K * i) * (J + 1)) + (K * j)) + k)] = flux;
                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double delp_slice_div_dp2_slice;
                        double q_slice_times_delp_slice_dp2_slice;
                        double fx_slice_minus_fx_slice;
                        double fx_slice_fx_slice_plus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_minus_fy_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                        double fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                        double q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                        {
                            double __in1 = delp[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            delp_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q[((((J * K) * i) + (K * j)) + k)];
                            double __in2 = delp_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (__in1 * __in2);
                            ///////////////////

                            q_slice_times_delp_slice_dp2_slice = __out;
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
                            double __in1 = fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice;
                            double __in2 = dp2[((((J * K) * (i - 1)) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Div_)
                            __out = (__in1 / __in2);
                            ///////////////////

                            fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice = __out;
                        }
                        {
                            double __in1 = q_slice_times_delp_slice_dp2_slice;
                            double __in2 = fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice = __out;
                        }
                        {
                            double __inp = q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_38_8)
                            __out = __inp;
                            ///////////////////

                            q[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

inline void copy_dp2_to_delp_sdfg_0_2_0(fv3_tracers_state_t *__state, double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J, int K) {

    {

        {
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
        }

    }
}

void __program_fv3_tracers_internal(fv3_tracers_state_t*__state, double * __restrict__ delp, int * __restrict__ ksfc, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qs_sfc, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double *dp2;
    dp2 = new (std::align_val_t(64)) double [((I * J) * K)];
    double *fx;
    fx = new (std::align_val_t(64)) double [((J * K) * (I + 1))];
    double *fy;
    fy = new (std::align_val_t(64)) double [((I * K) * (J + 1))];

    {

        {
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
                            // Tasklet code (assign_44_8)
                            __out = __inp;
                            ///////////////////

                            dp2[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
    {

        advect_qvapor_0_1_0(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qvapor[0], &rarea[0], I, J, K);
        advect_qliquid_0_1_12(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qliquid[0], &rarea[0], I, J, K);
        advect_qrain_0_1_17(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qrain[0], &rarea[0], I, J, K);
        advect_qice_0_1_22(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qice[0], &rarea[0], I, J, K);
        advect_qsnow_0_1_27(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qsnow[0], &rarea[0], I, J, K);
        advect_qgraupel_0_1_32(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], &mfx[0], &mfy[0], &qgraupel[0], &rarea[0], I, J, K);

    }
    {

        copy_dp2_to_delp_sdfg_0_2_0(__state, &dp2[((J * K) + K)], &delp[((J * K) + K)], I, J, K);

    }
    {

        {
            #pragma omp parallel for
            for (auto i = 0; i < I; i += 1) {
                for (auto j = 0; j < J; j += 1) {
                    int index_qvapor_0;
                    {
                        int __inp = ksfc[((J * i) + j)];
                        int __out;

                        ///////////////////
                        // Tasklet code (index_qvapor_0)
                        __out = __inp;
                        ///////////////////

                        index_qvapor_0 = __out;
                    }
                    {
                        double __inp = qs_sfc[((J * i) + j)];
                        double __out;

                        ///////////////////
                        // Tasklet code (assign_52_8)
                        __out = __inp;
                        ///////////////////

                        qvapor[((((J * K) * i) + (K * j)) + index_qvapor_0)] = __out;
                    }
                }
            }
        }

    }
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](dp2, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fx, std::align_val_t(64));
    static_assert(std::is_trivially_destructible<double>::value, "aligned heap deallocation skips destructors");
    ::operator delete[](fy, std::align_val_t(64));
}

DACE_EXPORTED void __program_fv3_tracers(fv3_tracers_state_t *__state, double * __restrict__ delp, int * __restrict__ ksfc, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qs_sfc, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    __program_fv3_tracers_internal(__state, delp, ksfc, mfx, mfy, qgraupel, qice, qliquid, qrain, qs_sfc, qsnow, qvapor, rarea, I, J, K);
}

DACE_EXPORTED fv3_tracers_state_t *__dace_init_fv3_tracers(int I, int J, int K)
{

    int __result = 0;
    fv3_tracers_state_t *__state = new fv3_tracers_state_t();

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_fv3_tracers(fv3_tracers_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
