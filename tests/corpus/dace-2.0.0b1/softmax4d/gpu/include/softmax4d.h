#include <dace/dace.h>
typedef void * softmax4dHandle_t;
extern "C" softmax4dHandle_t __dace_init_softmax4d(int M, int N, int NB, int NH);
extern "C" int __dace_exit_softmax4d(softmax4dHandle_t handle);
extern "C" void __program_softmax4d(softmax4dHandle_t handle, double * __restrict__ out, double * __restrict__ x, int M, int N, int NB, int NH);
