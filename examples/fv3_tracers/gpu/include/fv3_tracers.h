#include <dace/dace.h>
typedef void * fv3_tracersHandle_t;
extern "C" fv3_tracersHandle_t __dace_init_fv3_tracers(int I, int J, int K);
extern "C" int __dace_exit_fv3_tracers(fv3_tracersHandle_t handle);
extern "C" void __program_fv3_tracers(fv3_tracersHandle_t handle, double * __restrict__ delp, int * __restrict__ ksfc, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qs_sfc, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K);
