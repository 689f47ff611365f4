#include <dace/dace.h>
typedef void * nested_viewHandle_t;
extern "C" nested_viewHandle_t __dace_init_nested_view(int I, int J, int K);
extern "C" int __dace_exit_nested_view(nested_viewHandle_t handle);
extern "C" void __program_nested_view(nested_viewHandle_t handle, double * __restrict__ bias, double * __restrict__ w, double * __restrict__ x, double * __restrict__ y, int I, int J, int K);
