/* host_program.c: test helper — the instrumented program a host loads with dlopen, as Python
 * loads a DaCe .so: the hand-written test unit (test_unit.h), linked with -lpdd. */
#include "test_unit.h"

#include <math.h>

/* One kernel call storing n values into u, a NaN at `bad` (none when bad < 0). */
void host_step(double *u, int n, int bad)
{
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {n}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    for (int i = 0; i < n; i++) {
        u[i] = i == bad ? NAN : (double)i;
        PDD_CHECK_STORE(tu_unit, S_U, &u[i], i, u[i]);
    }
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

/* One kernel call that stores into p: the host's memory, which may fault. */
void host_touch(volatile char *p)
{
    PDD_KERNEL_BEGIN(tu_unit, K_DELP);
    *p = 1;
    PDD_KERNEL_END(tu_unit, K_DELP);
}
