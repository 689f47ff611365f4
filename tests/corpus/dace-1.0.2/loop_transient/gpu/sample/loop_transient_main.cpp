#include <cstdlib>
#include "../include/loop_transient.h"

int main(int argc, char **argv) {
    loop_transientHandle_t handle;
    int err;
    int I = 42;
    int J = 42;
    int TSTEPS = 42;
    double * __restrict__ a = (double*) calloc((I * J), sizeof(double));
    double * __restrict__ b = (double*) calloc((I * J), sizeof(double));
    double * __restrict__ src = (double*) calloc(((I * J) * TSTEPS), sizeof(double));


    handle = __dace_init_loop_transient(I, J, TSTEPS);
    __program_loop_transient(handle, a, b, src, I, J, TSTEPS);
    err = __dace_exit_loop_transient(handle);

    free(a);
    free(b);
    free(src);


    return err;
}
