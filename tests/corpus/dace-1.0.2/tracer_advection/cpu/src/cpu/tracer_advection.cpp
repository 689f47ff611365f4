/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct tracer_advection_state_t {

};

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double *dp2;
    dp2 = new double DACE_ALIGN(64)[((I * J) * K)];
    double *fxq;
    fxq = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *fyq;
    fyq = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    double *programs_fv_tracer_update_fxq;
    programs_fv_tracer_update_fxq = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *programs_fv_tracer_update_fyq;
    programs_fv_tracer_update_fyq = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    double *programs_fv_tracer_update_fxq_0;
    programs_fv_tracer_update_fxq_0 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *programs_fv_tracer_update_fyq_0;
    programs_fv_tracer_update_fyq_0 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    double *programs_fv_tracer_update_fxq_1;
    programs_fv_tracer_update_fxq_1 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *programs_fv_tracer_update_fyq_1;
    programs_fv_tracer_update_fyq_1 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    double *programs_fv_tracer_update_fxq_2;
    programs_fv_tracer_update_fxq_2 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *programs_fv_tracer_update_fyq_2;
    programs_fv_tracer_update_fyq_2 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];
    double *programs_fv_tracer_update_fxq_3;
    programs_fv_tracer_update_fxq_3 = new double DACE_ALIGN(64)[((J * K) * (I + 1))];
    double *programs_fv_tracer_update_fyq_3;
    programs_fv_tracer_update_fyq_3 = new double DACE_ALIGN(64)[((I * K) * (J + 1))];

    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        delp, dp2, ((I * J) * K), 1);

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }
        {
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
        }

    }
    {

        {
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
        }
        {
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
        }
        {
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
        }

    }
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        dp2, delp, ((I * J) * K), 1);

    }
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
