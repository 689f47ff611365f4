/* DaCe-shaped code written by bench/gpu/generate.py (pdd's GPU benchmark); do not edit. */
#include <dace/dace.h>
typedef void * fv3_stepHandle_t;
extern "C" fv3_stepHandle_t __dace_init_fv3_step(int I, int J, int K);
extern "C" int __dace_exit_fv3_step(fv3_stepHandle_t handle);
extern "C" void __program_fv3_step(fv3_stepHandle_t handle, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ pt, double * __restrict__ pt_smooth, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, double * __restrict__ w, int I, int J, int K);
extern "C" void __dace_gpu_set_all_streams(fv3_stepHandle_t handle, gpuStream_t stream);
