#include <cstdlib>
#include "../include/persistent_state.h"

int main(int argc, char **argv) {
    persistent_stateHandle_t handle;
    int err;
    int I = 42;
    int J = 42;
    int TSTEPS = 42;
    double * __restrict__ out = (double*) calloc((I * J), sizeof(double));
    double * __restrict__ src = (double*) calloc(((I * J) * TSTEPS), sizeof(double));
    double * __restrict__ u = (double*) calloc((I * J), sizeof(double));


    handle = __dace_init_persistent_state(I, J, TSTEPS);
    __program_persistent_state(handle, out, src, u, I, J, TSTEPS);
    err = __dace_exit_persistent_state(handle);

    free(out);
    free(src);
    free(u);


    return err;
}
