#include <dace/dace.h>
typedef void * jacobi_2dHandle_t;
extern "C" jacobi_2dHandle_t __dace_init_jacobi_2d(int N, int TSTEPS);
extern "C" int __dace_exit_jacobi_2d(jacobi_2dHandle_t handle);
extern "C" void __program_jacobi_2d(jacobi_2dHandle_t handle, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS);
