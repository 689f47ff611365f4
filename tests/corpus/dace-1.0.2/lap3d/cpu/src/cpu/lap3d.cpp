/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct lap3d_state_t {

};

void __program_lap3d_internal(lap3d_state_t*__state, double * __restrict__ inp, double * __restrict__ out, int I, int J, int K)
{

    {

        {
            #pragma omp parallel for
            for (auto i = 1; i < (I - 1); i += 1) {
                for (auto j = 1; j < (J - 1); j += 1) {
                    for (auto k = 0; k < K; k += 1) {
                        double __tmp1;
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        double __tmp5;
                        {
                            double __in1 = inp[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double __in2 = inp[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
                        {
                            double __in1 = __tmp1;
                            double __in2 = inp[((((J * K) * i) + (K * (j + 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = inp[((((J * K) * i) + (K * (j - 1))) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in2 = inp[((((J * K) * i) + (K * j)) + k)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (4.0 * __in2);
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
                            double __inp = __tmp5;
                            double __out;

                            ///////////////////
                            // Tasklet code (assign_20_8)
                            __out = __inp;
                            ///////////////////

                            out[((((J * K) * i) + (K * j)) + k)] = __out;
                        }
                    }
                }
            }
        }

    }
}

DACE_EXPORTED void __program_lap3d(lap3d_state_t *__state, double * __restrict__ inp, double * __restrict__ out, int I, int J, int K)
{
    __program_lap3d_internal(__state, inp, out, I, J, K);
}

DACE_EXPORTED lap3d_state_t *__dace_init_lap3d(int I, int J, int K)
{
    int __result = 0;
    lap3d_state_t *__state = new lap3d_state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_lap3d(lap3d_state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
