/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct persistent_state_state_t {
    double * __restrict__ __0_acc;
};

inline void copy_u_to_acc_sdfg_0_0_2(persistent_state_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J) {

    {

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_u_to_acc_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
        }

    }
}

inline void copy_acc_to_out_sdfg_0_2_2(persistent_state_state_t *__state, const double* __restrict__ _cpy_in, double* __restrict__ _cpy_out, int I, int J) {

    {

        {
            #pragma omp parallel for
            for (int __i0 = 0; __i0 < I; __i0 += 1) {
                for (int __i1 = 0; __i1 < J; __i1 += 1) {
                    {
                        double _in = _cpy_in[((J * __i0) + __i1)];
                        double _out;

                        ///////////////////
                        // Tasklet code (copy_acc_to_out_tasklet)
                        _out = _in;
                        ///////////////////

                        _cpy_out[((J * __i0) + __i1)] = _out;
                    }
                }
            }
        }

    }
}

void __program_persistent_state_internal(persistent_state_state_t*__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    int t;

    {

        copy_u_to_acc_sdfg_0_0_2(__state, &u[0], &__state->__0_acc[0], I, J);

    }
    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            {
                #pragma omp parallel for
                for (int i = 0; i < I; i += 1) {
                    for (int j = 0; j < J; j += 1) {
                        double acc_index;
                        double __tmp0;
                        double u_index;
                        double __tmp1;
                        double src_index;
                        double __tmp2;
                        {
                            double _cpy_in = __state->__0_acc[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_acc_to_acc_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            acc_index = _cpy_out;
                        }
                        {
                            double __in2 = acc_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (0.5 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double _cpy_in = u[((J * i) + j)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_u_to_u_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            u_index = _cpy_out;
                        }
                        {
                            double __in1 = __tmp0;
                            double __in2 = u_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp1 = __out;
                        }
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
                            double __in1 = __tmp1;
                            double __in2 = src_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            __tmp2 = __out;
                        }
                        {
                            double __inp = __tmp2;
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

        copy_acc_to_out_sdfg_0_2_2(__state, &__state->__0_acc[0], &out[0], I, J);

    }
}

DACE_EXPORTED void __program_persistent_state(persistent_state_state_t *__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    __program_persistent_state_internal(__state, out, src, u, I, J, TSTEPS);
}

DACE_EXPORTED persistent_state_state_t *__dace_init_persistent_state(int I, int J, int TSTEPS)
{

    int __result = 0;
    persistent_state_state_t *__state = new persistent_state_state_t();

    if (__result) {
        delete __state;
        return nullptr;
    }
    __state->__0_acc = dace::aligned_new_array<double>((I * J), 64);

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_state(persistent_state_state_t *__state)
{

    int __err = 0;
    dace::aligned_delete_array(__state->__0_acc, 64);
    delete __state;
    return __err;
}
