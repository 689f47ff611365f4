#include <dace/dace.h>
typedef void * loop_transientHandle_t;
extern "C" loop_transientHandle_t __dace_init_loop_transient(int I, int J, int TSTEPS);
extern "C" int __dace_exit_loop_transient(loop_transientHandle_t handle);
extern "C" void __program_loop_transient(loop_transientHandle_t handle, double * __restrict__ a, double * __restrict__ b, double * __restrict__ src, int I, int J, int TSTEPS);
