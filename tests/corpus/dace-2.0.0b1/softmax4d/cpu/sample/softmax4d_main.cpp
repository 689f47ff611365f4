#include <cstdlib>
#include "../include/softmax4d.h"

int main(int argc, char **argv) {
    softmax4dHandle_t handle;
    int err;
    int M = 42;
    int N = 42;
    int NB = 42;
    int NH = 42;
    double * __restrict__ out = (double*) calloc((((M * N) * NB) * NH), sizeof(double));
    double * __restrict__ x = (double*) calloc((((M * N) * NB) * NH), sizeof(double));


    handle = __dace_init_softmax4d(M, N, NB, NH);
    __program_softmax4d(handle, out, x, M, N, NB, NH);
    err = __dace_exit_softmax4d(handle);

    free(out);
    free(x);


    return err;
}
