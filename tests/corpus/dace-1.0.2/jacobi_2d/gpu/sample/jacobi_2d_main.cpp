#include <cstdlib>
#include "../include/jacobi_2d.h"

int main(int argc, char **argv) {
    jacobi_2dHandle_t handle;
    int err;
    int N = 42;
    int TSTEPS = 42;
    double * __restrict__ A = (double*) calloc((N * N), sizeof(double));
    double * __restrict__ B = (double*) calloc((N * N), sizeof(double));
    double * __restrict__ src = (double*) calloc(((N * N) * TSTEPS), sizeof(double));


    handle = __dace_init_jacobi_2d(N, TSTEPS);
    __program_jacobi_2d(handle, A, B, src, N, TSTEPS);
    err = __dace_exit_jacobi_2d(handle);

    free(A);
    free(B);
    free(src);


    return err;
}
