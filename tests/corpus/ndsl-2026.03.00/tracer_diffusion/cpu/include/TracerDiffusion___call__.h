#include <dace/dace.h>
typedef void * TracerDiffusion___call__Handle_t;
extern "C" TracerDiffusion___call__Handle_t __dace_init_TracerDiffusion___call__(void (*self__halo_updater_update)());
extern "C" int __dace_exit_TracerDiffusion___call__(TracerDiffusion___call__Handle_t handle);
extern "C" void __program_TracerDiffusion___call__(TracerDiffusion___call__Handle_t handle, double * __restrict__ __g_self__dp2, double * __restrict__ __g_self__qdp, double * __restrict__ delp, double * __restrict__ qvapor, void (*self__halo_updater_update)());
