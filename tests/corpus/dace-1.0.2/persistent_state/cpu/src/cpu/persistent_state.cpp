/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct persistent_state_state_t {
    double * __restrict__ __0_acc;
};

void __program_persistent_state_internal(persistent_state_state_t*__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    int64_t t;

    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        u, __state->__0_acc, (I * J), 1);

    }


    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (auto i = 0; i < I; i += 1) {
                    for (auto j = 0; j < J; j += 1) {
                        double __tmp2;
                        double __tmp3;
                        double __tmp4;
                        {
                            double __in2 = __state->__0_acc[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __in1 = __tmp2;
                            double __in2 = u[((J * i) + j)];
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp3 = __out;
                        }
                        {
                            double __in1 = __tmp3;
                            double __in2 = src[((((I * J) * t) + (J * i)) + j)];
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
                            // Tasklet code (assign_203_12)
                            __out = __inp;
                            ///////////////////

                            __state->__0_acc[((J * i) + j)] = __out;
                        }
                    }
                }
            }

        }

    }
    {


        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(
        __state->__0_acc, out, (I * J), 1);

    }
}

DACE_EXPORTED void __program_persistent_state(persistent_state_state_t *__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    __program_persistent_state_internal(__state, out, src, u, I, J, TSTEPS);
}

DACE_EXPORTED persistent_state_state_t *__dace_init_persistent_state(int I, int J, int TSTEPS)
{
    int __result = 0;
    persistent_state_state_t *__state = new persistent_state_state_t;


    __state->__0_acc = new double DACE_ALIGN(64)[(I * J)];

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_state(persistent_state_state_t *__state)
{
    int __err = 0;
    delete[] __state->__0_acc;
    delete __state;
    return __err;
}
