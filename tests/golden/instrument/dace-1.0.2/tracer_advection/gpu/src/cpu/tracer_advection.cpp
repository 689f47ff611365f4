/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[2] = {
    {"dp2_0_1_0", "src/cpu/tracer_advection.cpp", 0, NULL},
    {"gpu_delp_0_8_1", "src/cpu/tracer_advection.cpp", 0, NULL},
};
static const pdd_kernel_origin pdd_unit_tracer_advection_origins[2] = {
    {NULL, 0},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[2] = {
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"dp2", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[2] = {
    {0, 0, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
    {1, 1, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_tracer_advection_ranges[2];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "src/cpu/tracer_advection.cpp", 2, 2, 2, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL, pdd_unit_tracer_advection_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


struct tracer_advection_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_tracer_advection_60_0_0_0(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_7(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_11(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_2_0(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_2_6(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_2_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_3_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_3_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_3_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_4_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_4_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_4_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_5_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_5_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_5_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_6_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_6_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_6_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_32(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_7_0(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_7_6(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_7_11(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double * dp2;
    DACE_GPU_CHECK(cudaMalloc((void**)&dp2, ((I * J) * K) * sizeof(double)));
    double * fxq;
    DACE_GPU_CHECK(cudaMalloc((void**)&fxq, ((J * K) * (I + 1)) * sizeof(double)));
    double * fyq;
    DACE_GPU_CHECK(cudaMalloc((void**)&fyq, ((I * K) * (J + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fxq;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fxq, ((J * K) * (I + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fyq;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fyq, ((I * K) * (J + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fxq_0;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fxq_0, ((J * K) * (I + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fyq_0;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fyq_0, ((I * K) * (J + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fxq_1;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fxq_1, ((J * K) * (I + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fyq_1;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fyq_1, ((I * K) * (J + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fxq_2;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fxq_2, ((J * K) * (I + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fyq_2;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fyq_2, ((I * K) * (J + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fxq_3;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fxq_3, ((J * K) * (I + 1)) * sizeof(double)));
    double * programs_fv_tracer_update_fyq_3;
    DACE_GPU_CHECK(cudaMalloc((void**)&programs_fv_tracer_update_fyq_3, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_mfx;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfx, ((J * K) * (I + 1)) * sizeof(double)));
    double * gpu_qsnow;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qsnow, ((I * J) * K) * sizeof(double)));
    double * gpu_mfy;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfy, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
    double * gpu_qrain;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qrain, ((I * J) * K) * sizeof(double)));
    double * gpu_qvapor;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor, ((I * J) * K) * sizeof(double)));
    double * gpu_rarea;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_rarea, (I * J) * sizeof(double)));
    double * gpu_qgraupel;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qgraupel, ((I * J) * K) * sizeof(double)));
    double * gpu_qliquid;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qliquid, ((I * J) * K) * sizeof(double)));
    double * gpu_qice;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qice, ((I * J) * K) * sizeof(double)));

    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_delp, delp, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(dp2, gpu_delp, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_mfx, mfx, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_mfy, mfy, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_rarea, rarea, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qvapor, qvapor, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qliquid, qliquid, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qrain, qrain, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[6]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qice, qice, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[7]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qsnow, qsnow, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[8]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_qgraupel, qgraupel, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __state->gpu_context->streams[9]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[6]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[7]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[8]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[9]));


    }
    {

        __dace_runkernel_programs_tracer_advection_60_0_0_0(__state, dp2, gpu_delp, gpu_mfx, gpu_mfy, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_0_7(__state, fxq, I, J, K);
        __dace_runkernel__numpy_full__map_0_0_11(__state, fyq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_2_0(__state, fxq, gpu_mfx, gpu_qvapor, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_2_6(__state, fyq, gpu_mfy, gpu_qvapor, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]);
        cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_2_11(__state, dp2, fxq, fyq, gpu_delp, gpu_qvapor, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_2_32(__state, programs_fv_tracer_update_fxq, I, J, K);
        __dace_runkernel__numpy_full__map_0_2_36(__state, programs_fv_tracer_update_fyq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_3_0(__state, gpu_mfx, gpu_qliquid, programs_fv_tracer_update_fxq, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_3_6(__state, gpu_mfy, gpu_qliquid, programs_fv_tracer_update_fyq, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]);
        cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_3_11(__state, dp2, gpu_delp, gpu_qliquid, gpu_rarea, programs_fv_tracer_update_fxq, programs_fv_tracer_update_fyq, I, J, K);
        __dace_runkernel__numpy_full__map_0_3_32(__state, programs_fv_tracer_update_fxq_0, I, J, K);
        __dace_runkernel__numpy_full__map_0_3_36(__state, programs_fv_tracer_update_fyq_0, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_4_0(__state, gpu_mfx, gpu_qrain, programs_fv_tracer_update_fxq_0, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_4_6(__state, gpu_mfy, gpu_qrain, programs_fv_tracer_update_fyq_0, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]);
        cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_4_11(__state, dp2, gpu_delp, gpu_qrain, gpu_rarea, programs_fv_tracer_update_fxq_0, programs_fv_tracer_update_fyq_0, I, J, K);
        __dace_runkernel__numpy_full__map_0_4_32(__state, programs_fv_tracer_update_fxq_1, I, J, K);
        __dace_runkernel__numpy_full__map_0_4_36(__state, programs_fv_tracer_update_fyq_1, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_5_0(__state, gpu_mfx, gpu_qice, programs_fv_tracer_update_fxq_1, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_5_6(__state, gpu_mfy, gpu_qice, programs_fv_tracer_update_fyq_1, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]);
        cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_5_11(__state, dp2, gpu_delp, gpu_qice, gpu_rarea, programs_fv_tracer_update_fxq_1, programs_fv_tracer_update_fyq_1, I, J, K);
        __dace_runkernel__numpy_full__map_0_5_32(__state, programs_fv_tracer_update_fxq_2, I, J, K);
        __dace_runkernel__numpy_full__map_0_5_36(__state, programs_fv_tracer_update_fyq_2, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_6_0(__state, gpu_mfx, gpu_qsnow, programs_fv_tracer_update_fxq_2, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_6_6(__state, gpu_mfy, gpu_qsnow, programs_fv_tracer_update_fyq_2, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]);
        cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_6_11(__state, dp2, gpu_delp, gpu_qsnow, gpu_rarea, programs_fv_tracer_update_fxq_2, programs_fv_tracer_update_fyq_2, I, J, K);
        __dace_runkernel__numpy_full__map_0_6_32(__state, programs_fv_tracer_update_fxq_3, I, J, K);
        __dace_runkernel__numpy_full__map_0_6_36(__state, programs_fv_tracer_update_fyq_3, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_7_0(__state, gpu_mfx, gpu_qgraupel, programs_fv_tracer_update_fxq_3, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_42_0_7_6(__state, gpu_mfy, gpu_qgraupel, programs_fv_tracer_update_fyq_3, I, J, K);
        cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[1]);
        cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[0], 0);
        __dace_runkernel_programs_fv_tracer_update_49_0_7_11(__state, dp2, gpu_delp, gpu_qgraupel, gpu_rarea, programs_fv_tracer_update_fxq_3, programs_fv_tracer_update_fyq_3, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        DACE_GPU_CHECK(cudaMemcpyAsync(gpu_delp, dp2, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToDevice, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(delp, gpu_delp, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qvapor, gpu_qvapor, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qliquid, gpu_qliquid, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qrain, gpu_qrain, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qice, gpu_qice, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qsnow, gpu_qsnow, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaGetLastError());
        DACE_GPU_CHECK(cudaDeviceSynchronize());
        DACE_GPU_CHECK(cudaMemcpyAsync(qgraupel, gpu_qgraupel, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __state->gpu_context->streams[6]));
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
    DACE_GPU_CHECK(cudaFree(dp2));
    DACE_GPU_CHECK(cudaFree(fxq));
    DACE_GPU_CHECK(cudaFree(fyq));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fxq));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fyq));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fxq_0));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fyq_0));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fxq_1));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fyq_1));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fxq_2));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fyq_2));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fxq_3));
    DACE_GPU_CHECK(cudaFree(programs_fv_tracer_update_fyq_3));
    DACE_GPU_CHECK(cudaFree(gpu_mfx));
    DACE_GPU_CHECK(cudaFree(gpu_qsnow));
    DACE_GPU_CHECK(cudaFree(gpu_mfy));
    DACE_GPU_CHECK(cudaFree(gpu_delp));
    DACE_GPU_CHECK(cudaFree(gpu_qrain));
    DACE_GPU_CHECK(cudaFree(gpu_qvapor));
    DACE_GPU_CHECK(cudaFree(gpu_rarea));
    DACE_GPU_CHECK(cudaFree(gpu_qgraupel));
    DACE_GPU_CHECK(cudaFree(gpu_qliquid));
    DACE_GPU_CHECK(cudaFree(gpu_qice));
}

DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_tracer_advection); /* pdd */
    __program_tracer_advection_internal(__state, delp, mfx, mfy, qgraupel, qice, qliquid, qrain, qsnow, qvapor, rarea, I, J, K);
}
DACE_EXPORTED int __dace_init_cuda(tracer_advection_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(tracer_advection_state_t *__state);

DACE_EXPORTED tracer_advection_state_t *__dace_init_tracer_advection(int I, int J, int K)
{
    int __result = 0;
    tracer_advection_state_t *__state = new tracer_advection_state_t;


    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_tracer_advection(tracer_advection_state_t *__state)
{
    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
