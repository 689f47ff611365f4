#include <cstdlib>
#include "../include/column_physics.h"

int main(int argc, char **argv) {
    column_physicsHandle_t handle;
    int err;
    int I = 42;
    int J = 42;
    int K = 42;
    int TSTEPS = 42;
    double * __restrict__ delp = (double*) calloc(((I * J) * K), sizeof(double));
    double * __restrict__ pe = (double*) calloc(((I * J) * K), sizeof(double));
    double * __restrict__ pkz = (double*) calloc(((I * J) * K), sizeof(double));
    double * __restrict__ ps = (double*) calloc((I * J), sizeof(double));
    double * __restrict__ q = (double*) calloc((((3 * I) * J) * K), sizeof(double));
    double * __restrict__ qold = (double*) calloc((((3 * I) * J) * K), sizeof(double));
    double * __restrict__ src = (double*) calloc(((I * J) * TSTEPS), sizeof(double));


    handle = __dace_init_column_physics(I, J, K, TSTEPS);
    __program_column_physics(handle, delp, pe, pkz, ps, q, qold, src, I, J, K, TSTEPS);
    err = __dace_exit_column_physics(handle);

    free(delp);
    free(pe);
    free(pkz);
    free(ps);
    free(q);
    free(qold);
    free(src);


    return err;
}
