/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct column_physics_state_t {

};

inline void programs_column_physics_227_8_0_3_2(column_physics_state_t *__state, const double&  __tmp_229_36_r, const double&  __tmp_231_65_r, const double&  __tmp_231_84_r, double&  __tmp_229_16_w, int I, int64_t i) {


    if ((! ((i == 0) || (i == (I - 1))))) {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.5 * __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in2 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_231_65_r;
                double __in2 = __tmp_231_84_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __out;

                ///////////////////
                // Tasklet code (_Mult_)
                __out = (0.25 * __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp3;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp6 = __out;
            }
            {
                double __inp = __tmp6;
                double __out;

                ///////////////////
                // Tasklet code (assign_231_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w = __out;
            }

        }

    } else {
        {
            double __tmp1;

            {
                double __in2 = __tmp_229_36_r;
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (1000.0 + __in2);
                ///////////////////

                __tmp1 = __out;
            }
            {
                double __inp = __tmp1;
                double __out;

                ///////////////////
                // Tasklet code (assign_229_16)
                __out = __inp;
                ///////////////////

                __tmp_229_16_w = __out;
            }

        }

    }

}

inline void programs_column_physics_232_8_0_3_7(column_physics_state_t *__state, const double&  __tmp_233_18_r, double* __restrict__ __tmp_235_28_r, double* __restrict__ __tmp_236_16_w, int K) {
    double acc;
    int64_t k;

    {

        {
            double __inp = __tmp_233_18_r;
            double __out;

            ///////////////////
            // Tasklet code (assign_233_12)
            __out = __inp;
            ///////////////////

            acc = __out;
        }

    }


    for (k = 0; (k < K); k = (k + 1)) {
        {
            double __tmp3[1]  DACE_ALIGN(64);

            {
                double __in1 = acc;
                double __in2 = __tmp_235_28_r[k];
                double __out;

                ///////////////////
                // Tasklet code (_Add_)
                __out = (__in1 + __in2);
                ///////////////////

                __tmp3[0] = __out;
            }
            {
                double __inp = __tmp3[0];
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

                __tmp_236_16_w[k] = __out;
            }

        }

    }

}

inline void programs_column_physics_237_8_0_3_12(column_physics_state_t *__state, const double&  __tmp_238_15_r, const double&  __tmp_238_29_r, double&  __tmp_239_16_w) {
    bool __tmp1;


    __tmp1 = (__tmp_238_15_r > __tmp_238_29_r);

    if ((! __tmp1)) {
        {

            {
                double __inp = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (assign_241_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w = __out;
            }

        }

    } else {
        {
            double __tmp2;
            double __tmp3;
            double __tmp4;
            double __tmp5;
            double __tmp6;

            {
                double __in1 = __tmp_238_15_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp3 = __out;
            }
            {
                double __in1 = __tmp_238_15_r;
                double __in2 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp2 = __out;
            }
            {
                double __in1 = __tmp_238_29_r;
                double __out;

                ///////////////////
                // Tasklet code (_numpy_log_)
                __out = log(__in1);
                ///////////////////

                __tmp4 = __out;
            }
            {
                double __in2 = __tmp4;
                double __in1 = __tmp3;
                double __out;

                ///////////////////
                // Tasklet code (_Sub_)
                __out = (__in1 - __in2);
                ///////////////////

                __tmp5 = __out;
            }
            {
                double __in2 = __tmp5;
                double __in1 = __tmp2;
                double __out;

                ///////////////////
                // Tasklet code (_Div_)
                __out = (__in1 / __in2);
                ///////////////////

                __tmp6 = __out;
            }
            {
                double __inp = __tmp6;
                double __out;

                ///////////////////
                // Tasklet code (assign_239_16)
                __out = __inp;
                ///////////////////

                __tmp_239_16_w = __out;
            }

        }

    }

}

void __program_column_physics_internal(column_physics_state_t*__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    int64_t t;




    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_227_8_0_3_2(__state, src[((((I * J) * t) + (J * i)) + j)], src[((((I * J) * t) + (J * (i - 1))) + j)], src[((((I * J) * t) + (J * (i + 1))) + j)], ps[((J * i) + j)], I, i);
                    }
                }
            }

            dace::CopyNDDynamic<double, 1, false, 2>::Dynamic::Copy(
            ps, pkz, I, J, (J * K), J, 1, K);
            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        programs_column_physics_232_8_0_3_7(__state, ps[((J * i) + j)], &delp[(((J * K) * i) + (K * j))], &pe[(((J * K) * i) + (K * j))], K);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        for (auto k = 1; k < K; k += 1) {
                            programs_column_physics_237_8_0_3_12(__state, pe[((((J * K) * i) + (K * j)) + k)], pe[(((((J * K) * i) + (K * j)) + k) - 1)], pkz[((((J * K) * i) + (K * j)) + k)]);
                        }
                    }
                }
            }

            dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
            q, qold, (((3 * I) * J) * K), 1);
            {
                #pragma omp parallel for
                for (auto n = 0; n < 3; n += 1) {
                    for (auto i = 0; i < I; i += 1) {
                        for (auto j = 0; j < J; j += 1) {
                            for (auto k = 1; k < K; k += 1) {
                                double __tmp1;
                                double __tmp2;
                                double __tmp3;
                                {
                                    double __in1 = qold[((((((I * J) * K) * n) + ((J * K) * i)) + (K * j)) + k)];
                                    double __in2 = delp[((((J * K) * i) + (K * j)) + k)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Mult_)
                                    __out = (__in1 * __in2);
                                    ///////////////////

                                    __tmp1 = __out;
                                }
                                {
                                    double __in1 = pe[((((J * K) * i) + (K * j)) + k)];
                                    double __in2 = pe[(((((J * K) * i) + (K * j)) + k) - 1)];
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Sub_)
                                    __out = (__in1 - __in2);
                                    ///////////////////

                                    __tmp2 = __out;
                                }
                                {
                                    double __in1 = __tmp1;
                                    double __in2 = __tmp2;
                                    double __out;

                                    ///////////////////
                                    // Tasklet code (_Div_)
                                    __out = (__in1 / __in2);
                                    ///////////////////

                                    __tmp3 = __out;
                                }
                                {
                                    double __inp = __tmp3;
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
    column_physics_state_t *__state = new column_physics_state_t;



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
