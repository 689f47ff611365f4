#include <dace/dace.h>
typedef void * column_physicsHandle_t;
extern "C" column_physicsHandle_t __dace_init_column_physics(int I, int J, int K, int TSTEPS);
extern "C" int __dace_exit_column_physics(column_physicsHandle_t handle);
extern "C" void __program_column_physics(column_physicsHandle_t handle, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS);
