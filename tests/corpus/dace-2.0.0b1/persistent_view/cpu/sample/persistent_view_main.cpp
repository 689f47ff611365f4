#include <cstdlib>
#include "../include/persistent_view.h"

int main(int argc, char **argv) {
    persistent_viewHandle_t handle;
    int err;
    int I = 42;
    int J = 42;
    int K = 42;
    double * __restrict__ bias = (double*) calloc(K, sizeof(double));
    double * __restrict__ w = (double*) calloc(3, sizeof(double));
    double * __restrict__ x = (double*) calloc(((I * J) * K), sizeof(double));
    double * __restrict__ y = (double*) calloc(((I * J) * K), sizeof(double));


    handle = __dace_init_persistent_view(I, J, K);
    __program_persistent_view(handle, bias, w, x, y, I, J, K);
    err = __dace_exit_persistent_view(handle);

    free(bias);
    free(w);
    free(x);
    free(y);


    return err;
}
