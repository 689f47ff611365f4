/* a UTF-8 byte order mark before the first #include: it stays the first bytes */
#include <stdint.h>

struct bom_loop_state_t {
};

void __program_bom_loop_internal(bom_loop_state_t *__state, double * __restrict__ delp, double * __restrict__ dp2, int I, int J)
{
    {
        #pragma omp parallel for
        for (int __i0 = 0; __i0 < I; __i0 += 1) {
            for (int __i1 = 0; __i1 < J; __i1 += 1) {
                double __in1 = dp2[((J * __i0) + __i1)];
                double __out;
                __out = (__in1 * 2.0);
                delp[((J * __i0) + __i1)] = __out;
            }
        }
    }
}
