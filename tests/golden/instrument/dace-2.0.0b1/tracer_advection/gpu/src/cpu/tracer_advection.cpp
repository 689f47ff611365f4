/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[2] = {
    {"copy_dp2_to_gpu_delp_0_1_15", "src/cpu/tracer_advection.cpp", 0, NULL},
    {"copy_gpu_delp_to_dp2_0_14_31", "src/cpu/tracer_advection.cpp", 0, NULL},
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

DACE_EXPORTED void __dace_runkernel_programs_tracer_advection_60_0_0_34(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_0_36(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_12_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fxq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_12_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_13_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_13_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_3, const double * __restrict__ programs_fv_tracer_update_fyq_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_13_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_10_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fxq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_10_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_11_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_11_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_2, const double * __restrict__ programs_fv_tracer_update_fyq_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_11_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_8_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fxq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_8_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_9_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_9_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_1, const double * __restrict__ programs_fv_tracer_update_fyq_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_9_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_6_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fxq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_7_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_7_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq_0, const double * __restrict__ programs_fv_tracer_update_fyq_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_52(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_4_12(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_10(tracer_advection_state_t *__state, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_5_48(tracer_advection_state_t *__state, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_5_50(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, const double * __restrict__ programs_fv_tracer_update_fxq, const double * __restrict__ programs_fv_tracer_update_fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_52(tracer_advection_state_t *__state, double * __restrict__ fxq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_35_0_2_12(tracer_advection_state_t *__state, double * __restrict__ fxq, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_10(tracer_advection_state_t *__state, double * __restrict__ fyq, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_42_0_3_44(tracer_advection_state_t *__state, double * __restrict__ fyq, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_programs_fv_tracer_update_49_0_3_46(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fxq, const double * __restrict__ fyq, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
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
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
    double * gpu_mfx;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfx, ((J * K) * (I + 1)) * sizeof(double)));
    double * gpu_mfy;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfy, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_rarea;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_rarea, (I * J) * sizeof(double)));
    double * gpu_qgraupel;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qgraupel, ((I * J) * K) * sizeof(double)));
    double * gpu_qsnow;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qsnow, ((I * J) * K) * sizeof(double)));
    double * gpu_qice;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qice, ((I * J) * K) * sizeof(double)));
    double * gpu_qrain;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qrain, ((I * J) * K) * sizeof(double)));
    double * gpu_qliquid;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qliquid, ((I * J) * K) * sizeof(double)));
    double * gpu_qvapor;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor, ((I * J) * K) * sizeof(double)));

    {

        {
            double* _cpy_in = &delp[0];
            double* _cpy_out = gpu_delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_delp[0];
            double* _cpy_out = dp2;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &mfx[0];
            double* _cpy_out = gpu_mfx;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &mfy[0];
            double* _cpy_out = gpu_mfy;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &rarea[0];
            double* _cpy_out = gpu_rarea;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[3];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qgraupel[0];
            double* _cpy_out = gpu_qgraupel;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[4];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qsnow[0];
            double* _cpy_out = gpu_qsnow;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[5];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qice[0];
            double* _cpy_out = gpu_qice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[6];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qrain[0];
            double* _cpy_out = gpu_qrain;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[7];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qliquid[0];
            double* _cpy_out = gpu_qliquid;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[8];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qvapor[0];
            double* _cpy_out = gpu_qvapor;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[9];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[5]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[6]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[7]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[8]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[9]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_tracer_advection_60_0_0_34(__state, dp2, gpu_delp, gpu_mfx, gpu_mfy, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_0_36(__state, programs_fv_tracer_update_fxq_3, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_12_12(__state, gpu_mfx, gpu_qvapor, programs_fv_tracer_update_fxq_3, I, J, K);
        __dace_runkernel__numpy_full__map_0_12_10(__state, programs_fv_tracer_update_fyq_3, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_13_48(__state, gpu_mfy, gpu_qvapor, programs_fv_tracer_update_fyq_3, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_13_50(__state, dp2, gpu_delp, gpu_qvapor, gpu_rarea, programs_fv_tracer_update_fxq_3, programs_fv_tracer_update_fyq_3, I, J, K);
        __dace_runkernel__numpy_full__map_0_13_52(__state, programs_fv_tracer_update_fxq_2, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_10_12(__state, gpu_mfx, gpu_qliquid, programs_fv_tracer_update_fxq_2, I, J, K);
        __dace_runkernel__numpy_full__map_0_10_10(__state, programs_fv_tracer_update_fyq_2, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_11_48(__state, gpu_mfy, gpu_qliquid, programs_fv_tracer_update_fyq_2, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_11_50(__state, dp2, gpu_delp, gpu_qliquid, gpu_rarea, programs_fv_tracer_update_fxq_2, programs_fv_tracer_update_fyq_2, I, J, K);
        __dace_runkernel__numpy_full__map_0_11_52(__state, programs_fv_tracer_update_fxq_1, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_8_12(__state, gpu_mfx, gpu_qrain, programs_fv_tracer_update_fxq_1, I, J, K);
        __dace_runkernel__numpy_full__map_0_8_10(__state, programs_fv_tracer_update_fyq_1, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_9_48(__state, gpu_mfy, gpu_qrain, programs_fv_tracer_update_fyq_1, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_9_50(__state, dp2, gpu_delp, gpu_qrain, gpu_rarea, programs_fv_tracer_update_fxq_1, programs_fv_tracer_update_fyq_1, I, J, K);
        __dace_runkernel__numpy_full__map_0_9_52(__state, programs_fv_tracer_update_fxq_0, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_6_12(__state, gpu_mfx, gpu_qice, programs_fv_tracer_update_fxq_0, I, J, K);
        __dace_runkernel__numpy_full__map_0_6_10(__state, programs_fv_tracer_update_fyq_0, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_7_48(__state, gpu_mfy, gpu_qice, programs_fv_tracer_update_fyq_0, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_7_50(__state, dp2, gpu_delp, gpu_qice, gpu_rarea, programs_fv_tracer_update_fxq_0, programs_fv_tracer_update_fyq_0, I, J, K);
        __dace_runkernel__numpy_full__map_0_7_52(__state, programs_fv_tracer_update_fxq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_4_12(__state, gpu_mfx, gpu_qsnow, programs_fv_tracer_update_fxq, I, J, K);
        __dace_runkernel__numpy_full__map_0_4_10(__state, programs_fv_tracer_update_fyq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_5_48(__state, gpu_mfy, gpu_qsnow, programs_fv_tracer_update_fyq, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_5_50(__state, dp2, gpu_delp, gpu_qsnow, gpu_rarea, programs_fv_tracer_update_fxq, programs_fv_tracer_update_fyq, I, J, K);
        __dace_runkernel__numpy_full__map_0_5_52(__state, fxq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_35_0_2_12(__state, fxq, gpu_mfx, gpu_qgraupel, I, J, K);
        __dace_runkernel__numpy_full__map_0_2_10(__state, fyq, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_programs_fv_tracer_update_42_0_3_44(__state, fyq, gpu_mfy, gpu_qgraupel, I, J, K);
        __dace_runkernel_programs_fv_tracer_update_49_0_3_46(__state, dp2, fxq, fyq, gpu_delp, gpu_qgraupel, gpu_rarea, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        {
            double * _cpy_in = &dp2[0];
            double* _cpy_out = gpu_delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_delp[0];
            double* _cpy_out = delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qgraupel[0];
            double* _cpy_out = qgraupel;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qsnow[0];
            double* _cpy_out = qsnow;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qice[0];
            double* _cpy_out = qice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[3];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qrain[0];
            double* _cpy_out = qrain;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[4];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qliquid[0];
            double* _cpy_out = qliquid;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[5];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qvapor[0];
            double* _cpy_out = qvapor;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[6];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
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
    DACE_GPU_CHECK(cudaFree(gpu_delp));
    DACE_GPU_CHECK(cudaFree(gpu_mfx));
    DACE_GPU_CHECK(cudaFree(gpu_mfy));
    DACE_GPU_CHECK(cudaFree(gpu_rarea));
    DACE_GPU_CHECK(cudaFree(gpu_qgraupel));
    DACE_GPU_CHECK(cudaFree(gpu_qsnow));
    DACE_GPU_CHECK(cudaFree(gpu_qice));
    DACE_GPU_CHECK(cudaFree(gpu_qrain));
    DACE_GPU_CHECK(cudaFree(gpu_qliquid));
    DACE_GPU_CHECK(cudaFree(gpu_qvapor));
}

DACE_EXPORTED void __dace_gpu_drain_error(tracer_advection_state_t *__state);
DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    PDD_PROGRAM_BEGIN(pdd_unit_tracer_advection); /* pdd */
    __dace_gpu_drain_error(__state);
    __program_tracer_advection_internal(__state, delp, mfx, mfy, qgraupel, qice, qliquid, qrain, qsnow, qvapor, rarea, I, J, K);
}
DACE_EXPORTED int __dace_init_cuda(tracer_advection_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(tracer_advection_state_t *__state);

DACE_EXPORTED tracer_advection_state_t *__dace_init_tracer_advection(int I, int J, int K)
{

    int __result = 0;
    tracer_advection_state_t *__state = new tracer_advection_state_t();
    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }

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
