#include <dace/dace.h>
typedef void * persistent_viewHandle_t;
extern "C" persistent_viewHandle_t __dace_init_persistent_view(int I, int J, int K);
extern "C" int __dace_exit_persistent_view(persistent_viewHandle_t handle);
extern "C" void __program_persistent_view(persistent_viewHandle_t handle, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K);
