#include <dace/dace.h>
typedef void * heat_3dHandle_t;
extern "C" heat_3dHandle_t __dace_init_heat_3d(int N, int TSTEPS);
extern "C" int __dace_exit_heat_3d(heat_3dHandle_t handle);
extern "C" void __program_heat_3d(heat_3dHandle_t handle, double * __restrict__ A, double * __restrict__ B, double * __restrict__ src, int N, int TSTEPS);
