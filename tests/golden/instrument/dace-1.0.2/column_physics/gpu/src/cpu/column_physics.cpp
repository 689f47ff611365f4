/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_column_physics_kernels[2] = {
    {"gpu_q_0_1_14", "src/cpu/column_physics.cpp", 0, NULL},
    {"gpu_ps_0_1_4", "src/cpu/column_physics.cpp", 0, NULL},
};
static const pdd_kernel_origin pdd_unit_column_physics_origins[2] = {
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_column_physics_fields[6] = {
    {"gpu_src", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_ps", PDD_T_F64, 2, PDD_STORAGE_GPU, 1},
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pe", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pkz", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_qold", PDD_T_F64, 4, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_column_physics_sites[2] = {
    {0, 5, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
    {1, 4, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_column_physics_ranges[2];
static pdd_unit pdd_unit_column_physics = {PDD_ABI_VERSION, "column_physics", "src/cpu/column_physics.cpp", 2, 6, 2, pdd_unit_column_physics_kernels, pdd_unit_column_physics_fields, pdd_unit_column_physics_sites, pdd_unit_column_physics_ranges, NULL, pdd_unit_column_physics_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_column_physics)
/* pdd: end of probe tables */


struct column_physics_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_column_physics_227_0_1_0(column_physics_state_t *__state, double * __restrict__ gpu_ps, const double * __restrict__ gpu_src, int I, int J, int TSTEPS, int64_t t);
DACE_EXPORTED void __dace_runkernel_programs_column_physics_232_0_1_5(column_physics_state_t *__state, const double * __restrict__ gpu_delp, double * __restrict__ gpu_pe, const double * __restrict__ gpu_ps, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_column_physics_237_0_1_10(column_physics_state_t *__state, const double * __restrict__ gpu_pe, double * __restrict__ gpu_pkz, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_column_physics_244_0_1_16(column_physics_state_t *__state, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_pe, double * __restrict__ gpu_q, const double * __restrict__ gpu_qold, int I, int J, int K);
void __program_column_physics_internal(column_physics_state_t*__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    double * gpu_ps;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_ps, (I * J) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 1, gpu_ps, 2, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_qold;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qold, (((3 * I) * J) * K) * sizeof(double)));
    double * gpu_src;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_src, ((I * J) * TSTEPS) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(TSTEPS), (int64_t)(I), (int64_t)(J)}, pdd_strides[] = {(int64_t)(I*J), (int64_t)(J), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 0, gpu_src, 3, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_pe;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pe, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 3, gpu_pe, 3, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 2, gpu_delp, 3, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_q;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_q, (((3 * I) * J) * K) * sizeof(double)));
    double * gpu_pkz;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pkz, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_column_physics, 4, gpu_pkz, 3, pdd_shape, pdd_strides); } /* pdd */
    int64_t t;

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_src, src, ((I * J) * TSTEPS) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_ps, ps, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_delp, delp, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_pe, pe, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_q, q, (((3 * I) * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qold, qold, (((3 * I) * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_pkz, pkz, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[6]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[6]));


    }


    for (t = 0; (t < TSTEPS); t = (t + 1)) {
        {

            __dace_runkernel_programs_column_physics_227_0_1_0(__state, gpu_ps, gpu_src, I, J, TSTEPS, t);
            DACE_GPU_CHECK(cudaMemcpy2DAsync(gpu_pkz, K * sizeof(double), gpu_ps, 1 * sizeof(double), sizeof(double), (I * J), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[0]));
            DACE_GPU_CHECK(cudaGetLastError());
            DACE_GPU_CHECK(cudaDeviceSynchronize());
            __dace_runkernel_programs_column_physics_232_0_1_5(__state, gpu_delp, gpu_pe, gpu_ps, I, J, K);
            cudaEventRecord(__state->gpu_context->events[1], __state->gpu_context->streams[0]);
            cudaStreamWaitEvent(__state->gpu_context->streams[1], __state->gpu_context->events[1], 0);
            __dace_runkernel_programs_column_physics_237_0_1_10(__state, gpu_pe, gpu_pkz, I, J, K);
            DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qold, gpu_q, (((3 * I) * J) * K) * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[2]));

            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[2]));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[1], __state->gpu_context->events[0], 0));

            DACE_GPU_CHECK(cudaGetLastError());
            DACE_GPU_CHECK(cudaDeviceSynchronize());
            __dace_runkernel_programs_column_physics_244_0_1_16(__state, gpu_delp, gpu_pe, gpu_q, gpu_qold, I, J, K);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


        }

    }
    {

        DACE_GPU_CHECK(cudaMemcpyAsync(ps, gpu_ps, (I * J) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(pe, gpu_pe, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(pkz, gpu_pkz, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qold, gpu_qold, (((3 * I) * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(q, gpu_q, (((3 * I) * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));


    }
    DACE_GPU_CHECK(cudaFree(gpu_ps));
    DACE_GPU_CHECK(cudaFree(gpu_qold));
    DACE_GPU_CHECK(cudaFree(gpu_src));
    DACE_GPU_CHECK(cudaFree(gpu_pe));
    DACE_GPU_CHECK(cudaFree(gpu_delp));
    DACE_GPU_CHECK(cudaFree(gpu_q));
    DACE_GPU_CHECK(cudaFree(gpu_pkz));
}

DACE_EXPORTED void __program_column_physics(column_physics_state_t *__state, double * __restrict__ delp, double * __restrict__ pe, double * __restrict__ pkz, double * __restrict__ ps, double * __restrict__ q, double * __restrict__ qold, double * __restrict__ src, int I, int J, int K, int TSTEPS)
{
    PDD_PROGRAM_BEGIN(pdd_unit_column_physics); /* pdd */
    __program_column_physics_internal(__state, delp, pe, pkz, ps, q, qold, src, I, J, K, TSTEPS);
}
DACE_EXPORTED int __dace_init_cuda(column_physics_state_t *__state, int I, int J, int K, int TSTEPS);
DACE_EXPORTED int __dace_exit_cuda(column_physics_state_t *__state);

DACE_EXPORTED column_physics_state_t *__dace_init_column_physics(int I, int J, int K, int TSTEPS)
{
    int __result = 0;
    column_physics_state_t *__state = new column_physics_state_t;


    __result |= __dace_init_cuda(__state, I, J, K, TSTEPS);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_column_physics(column_physics_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
