#include <dace/dace.h>
typedef void * persistent_stateHandle_t;
extern "C" persistent_stateHandle_t __dace_init_persistent_state(int I, int J, int TSTEPS);
extern "C" int __dace_exit_persistent_state(persistent_stateHandle_t handle);
extern "C" void __program_persistent_state(persistent_stateHandle_t handle, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS);
