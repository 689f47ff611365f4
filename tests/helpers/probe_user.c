/* probe_user.c: a program with every host probe in it (through test_unit.h). Built with
 * -DPDD_DISABLE it must link without libpdd and run the loops unchanged. */
#include "test_unit.h"

#include <math.h>
#include <stdio.h>

int main(void)
{
    enum { I = 3, J = 4, K = 5, N = I * J * K };
    static double src[N], delp[N], qvapor[N], u[N];
    static float qrain[N];
    for (int n = 0; n < N; n++)
        src[n] = n % 7 == 0 ? NAN : -(double)n;
    tu_update_delp(delp, src, I, J, K);
    tu_advect(qvapor, qrain, src, I, J, K);
    tu_plain(u, src, N);
    for (int n = 0; n < N; n++)
        if (!(delp[n] == src[n] || (isnan(delp[n]) && isnan(src[n]))) || (qvapor[n] != delp[n] && !isnan(src[n])))
            return 1;
    printf("probe_user: %d elements written\n", N);
    return 0;
}
