#include <cstdlib>
#include "../include/heat_3d.h"

int main(int argc, char **argv) {
    heat_3dHandle_t handle;
    int err;
    int N = 42;
    int TSTEPS = 42;
    double * __restrict__ A = (double*) calloc(((N * N) * N), sizeof(double));
    double * __restrict__ B = (double*) calloc(((N * N) * N), sizeof(double));
    double * __restrict__ src = (double*) calloc((((N * N) * N) * TSTEPS), sizeof(double));


    handle = __dace_init_heat_3d(N, TSTEPS);
    __program_heat_3d(handle, A, B, src, N, TSTEPS);
    err = __dace_exit_heat_3d(handle);

    free(A);
    free(B);
    free(src);


    return err;
}
