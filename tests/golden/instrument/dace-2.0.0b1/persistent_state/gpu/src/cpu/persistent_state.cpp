/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_persistent_state_kernels[1] = {
    {"copy_gpu_u_to_acc_0_2_7", "src/cpu/persistent_state.cpp", 0, NULL},
};
static const pdd_kernel_origin pdd_unit_persistent_state_origins[1] = {
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_persistent_state_fields[1] = {
    {"acc", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_persistent_state_sites[1] = {
    {0, 0, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_persistent_state_ranges[1];
static pdd_unit pdd_unit_persistent_state = {PDD_ABI_VERSION, "persistent_state", "src/cpu/persistent_state.cpp", 1, 1, 1, pdd_unit_persistent_state_kernels, pdd_unit_persistent_state_fields, pdd_unit_persistent_state_sites, pdd_unit_persistent_state_ranges, NULL, pdd_unit_persistent_state_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_persistent_state)
/* pdd: end of probe tables */


struct persistent_state_state_t {
    dace::cuda::Context *gpu_context;
    double * __restrict__ __0_acc;
};

DACE_EXPORTED void __dace_runkernel_programs_persistent_state_202_1_0_19(persistent_state_state_t *__state, double * __restrict__ acc, const double * __restrict__ gpu_src, const double * __restrict__ gpu_u, int I, int J, int TSTEPS, int64_t t);
void __program_persistent_state_internal(persistent_state_state_t*__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    double * gpu_u;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_u, (I * J) * sizeof(double)));
    double * gpu_src;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_src, ((I * J) * TSTEPS) * sizeof(double)));
    int t;

    {

        {
            double* _cpy_in = &u[0];
            double* _cpy_out = gpu_u;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_u[0];
            double* _cpy_out = __state->__0_acc;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &src[0];
            double* _cpy_out = gpu_src;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * TSTEPS) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            __dace_runkernel_programs_persistent_state_202_1_0_19(__state, __state->__0_acc, gpu_src, gpu_u, I, J, TSTEPS, t);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


        }

    }
    {

        {
            double * _cpy_in = &__state->__0_acc[0];
            double* _cpy_out = out;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    DACE_GPU_CHECK(cudaFree(gpu_u));
    DACE_GPU_CHECK(cudaFree(gpu_src));
}

DACE_EXPORTED void __dace_gpu_drain_error(persistent_state_state_t *__state);
DACE_EXPORTED void __program_persistent_state(persistent_state_state_t *__state, double * __restrict__ out, double * __restrict__ src, double * __restrict__ u, int I, int J, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_persistent_state); /* pdd */
    __dace_gpu_drain_error(__state);
    __program_persistent_state_internal(__state, out, src, u, I, J, TSTEPS);
}
DACE_EXPORTED int __dace_init_cuda(persistent_state_state_t *__state, int I, int J, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(persistent_state_state_t *__state);

DACE_EXPORTED persistent_state_state_t *__dace_init_persistent_state(int I, int J, int TSTEPS)
{

    int __result = 0;
    persistent_state_state_t *__state = new persistent_state_state_t();
    __result |= __dace_init_cuda(__state, I, J, TSTEPS);

    if (__result) {
        delete __state;
        return nullptr;
    }
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_acc, (I * J) * sizeof(double)));

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_persistent_state(persistent_state_state_t *__state)
{

    int __err = 0;
    DACE_GPU_CHECK(cudaFree(__state->__0_acc));

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
