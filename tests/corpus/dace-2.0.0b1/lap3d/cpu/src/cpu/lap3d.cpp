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
            for (int i = 1; i < (I - 1); i += 1) {
                for (int j = 1; j < (J - 1); j += 1) {
                    for (int k = 0; k < K; k += 1) {
                        double inp_index;
                        double inp_index_0;
                        double inp_slice_plus_inp_slice;
                        double inp_index_1;
                        double inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_2;
                        double inp_slice_inp_slice_inp_slice_plus_inp_slice;
                        double inp_index_3;
                        double __tmp0;
                        double out_slice;
                        {
                            double _cpy_in = inp[((((J * K) * (i + 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index = _cpy_out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * (i - 1)) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_0)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_0 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_0;
                            double __in1 = inp_index;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j + 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_1)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_1 = _cpy_out;
                        }
                        {
                            double __in1 = inp_slice_plus_inp_slice;
                            double __in2 = inp_index_1;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * (j - 1))) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_2)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_2 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_2;
                            double __in1 = inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Add_)
                            __out = (__in1 + __in2);
                            ///////////////////

                            inp_slice_inp_slice_inp_slice_plus_inp_slice = __out;
                        }
                        {
                            double _cpy_in = inp[((((J * K) * i) + (K * j)) + k)];
                            double _cpy_out;

                            ///////////////////
                            // Tasklet code (copy_inp_to_inp_index_3)
                            _cpy_out = _cpy_in;
                            ///////////////////

                            inp_index_3 = _cpy_out;
                        }
                        {
                            double __in2 = inp_index_3;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Mult_)
                            __out = (4.0 * __in2);
                            ///////////////////

                            __tmp0 = __out;
                        }
                        {
                            double __in2 = __tmp0;
                            double __in1 = inp_slice_inp_slice_inp_slice_plus_inp_slice;
                            double __out;

                            ///////////////////
                            // Tasklet code (_Sub_)
                            __out = (__in1 - __in2);
                            ///////////////////

                            out_slice = __out;
                        }
                        {
                            double __inp = out_slice;
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
    lap3d_state_t *__state = new lap3d_state_t();

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

DACE_EXPORTED int __dace_exit_lap3d(lap3d_state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
