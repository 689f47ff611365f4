/* a UTF-8 byte order mark in a CUDA source */
#include <cuda_runtime.h>
#include <pdd/probe_cuda.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_bom_kernel_cuda_kernels[1] = {
    {"scale_0_0_1", "bom_kernel.cu", 19, NULL},
};
static const pdd_kernel_origin pdd_unit_bom_kernel_cuda_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_bom_kernel_cuda_fields[1] = {
    {"gpu_delp", PDD_T_F64, 0, PDD_STORAGE_GPU, 0},
};
static const pdd_site_desc pdd_unit_bom_kernel_cuda_sites[1] = {
    {0, 0, 12, PDD_SITE_IN_PLACE},
};
static pdd_range pdd_unit_bom_kernel_cuda_ranges[1];
static pdd_unit pdd_unit_bom_kernel_cuda = {PDD_ABI_VERSION, "bom_kernel", "bom_kernel.cu", 1, 1, 1, pdd_unit_bom_kernel_cuda_kernels, pdd_unit_bom_kernel_cuda_fields, pdd_unit_bom_kernel_cuda_sites, pdd_unit_bom_kernel_cuda_ranges, NULL, pdd_unit_bom_kernel_cuda_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_bom_kernel_cuda)
/* pdd: end of probe tables */
PDD_DEV_UNIT(pdd_unit_bom_kernel_cuda, 1) /* pdd */


struct bom_kernel_state_t {
    cudaStream_t stream;
};

__global__ void scale_0_0_1(double * __restrict__ gpu_delp, int N)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        gpu_delp[i] = gpu_delp[i] * 0.5;
        PDD_DEV_STORE(pdd_unit_bom_kernel_cuda, 0, &gpu_delp[i], gpu_delp[i]); /* pdd */
    }
}

void __dace_runkernel_scale_0_0_1(bom_kernel_state_t *__state, double * __restrict__ gpu_delp, int N)
{
    void *scale_0_0_1_args[] = { (void *)&gpu_delp, (void *)&N };
    { const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(pdd_unit_bom_kernel_cuda, 0, gpu_delp, 0, pdd_none, pdd_none); } /* pdd */
    PDD_CUDA_BEGIN(pdd_unit_bom_kernel_cuda, 0); /* pdd */
    cudaError_t __err = cudaLaunchKernel((void*)scale_0_0_1, dim3((N + 127) / 128, 1, 1), dim3(128, 1, 1), scale_0_0_1_args, 0, __state->stream);
    PDD_CUDA_COLLECT(pdd_unit_bom_kernel_cuda, 0, __state->stream, 0, 1); /* pdd */
    (void)__err;
    PDD_KERNEL_END(pdd_unit_bom_kernel_cuda, 0); /* pdd */
}
