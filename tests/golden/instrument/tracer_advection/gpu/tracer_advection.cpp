/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_tracer_advection_kernels[1] = {
};
static const pdd_field_desc pdd_unit_tracer_advection_fields[1] = {
};
static const pdd_site_desc pdd_unit_tracer_advection_sites[1] = {
};
static pdd_range pdd_unit_tracer_advection_ranges[1];
static pdd_unit pdd_unit_tracer_advection = {PDD_ABI_VERSION, "tracer_advection", "tracer_advection.cpp", 0, 0, 0, pdd_unit_tracer_advection_kernels, pdd_unit_tracer_advection_fields, pdd_unit_tracer_advection_sites, pdd_unit_tracer_advection_ranges, NULL};
PDD_UNIT_REGISTER(pdd_unit_tracer_advection)
/* pdd: end of probe tables */


struct tracer_advection_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_tracer_advection_47_0_7_52(tracer_advection_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_54(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_7_56(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_6_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_6_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_6_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_3, const double * __restrict__ fv_tracer_update_fy_3, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_6_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_5_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_5_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_5_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_2, const double * __restrict__ fv_tracer_update_fy_2, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_5_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_4_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_4_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_4_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_1, const double * __restrict__ fv_tracer_update_fy_1, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_4_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_3_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_3_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_3_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx_0, const double * __restrict__ fv_tracer_update_fy_0, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_46(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_3_48(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_2_40(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_2_42(tracer_advection_state_t *__state, double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_2_44(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fv_tracer_update_fx, const double * __restrict__ fv_tracer_update_fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_46(tracer_advection_state_t *__state, double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel__numpy_full__map_0_2_48(tracer_advection_state_t *__state, double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_23_0_1_32(tracer_advection_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_30_0_1_34(tracer_advection_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_fv_tracer_update_37_0_1_36(tracer_advection_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_copy_dp2_to_gpu_delp_tasklet_map_1_0_5(tracer_advection_state_t *__state, const double * __restrict__ _cpy_in, double * __restrict__ _cpy_out, int I, int J, int K);
inline void copy_dp2_to_gpu_delp_sdfg_0_0_15(tracer_advection_state_t *__state, double * __restrict__ _cpy_in, double * __restrict__ _cpy_out, int I, int J, int K) {

    {

        __dace_runkernel_copy_dp2_to_gpu_delp_tasklet_map_1_0_5(__state, _cpy_in, _cpy_out, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
}

void __program_tracer_advection_internal(tracer_advection_state_t*__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double * dp2;
    DACE_GPU_CHECK(cudaMalloc((void**)&dp2, ((I * J) * K) * sizeof(double)));
    double * fx;
    DACE_GPU_CHECK(cudaMalloc((void**)&fx, ((J * K) * (I + 1)) * sizeof(double)));
    double * fy;
    DACE_GPU_CHECK(cudaMalloc((void**)&fy, ((I * K) * (J + 1)) * sizeof(double)));
    double * fv_tracer_update_fx;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fx, ((J * K) * (I + 1)) * sizeof(double)));
    double * fv_tracer_update_fy;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fy, ((I * K) * (J + 1)) * sizeof(double)));
    double * fv_tracer_update_fx_0;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fx_0, ((J * K) * (I + 1)) * sizeof(double)));
    double * fv_tracer_update_fy_0;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fy_0, ((I * K) * (J + 1)) * sizeof(double)));
    double * fv_tracer_update_fx_1;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fx_1, ((J * K) * (I + 1)) * sizeof(double)));
    double * fv_tracer_update_fy_1;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fy_1, ((I * K) * (J + 1)) * sizeof(double)));
    double * fv_tracer_update_fx_2;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fx_2, ((J * K) * (I + 1)) * sizeof(double)));
    double * fv_tracer_update_fy_2;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fy_2, ((I * K) * (J + 1)) * sizeof(double)));
    double * fv_tracer_update_fx_3;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fx_3, ((J * K) * (I + 1)) * sizeof(double)));
    double * fv_tracer_update_fy_3;
    DACE_GPU_CHECK(cudaMalloc((void**)&fv_tracer_update_fy_3, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_qgraupel;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qgraupel, ((I * J) * K) * sizeof(double)));
    double * gpu_qice;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qice, ((I * J) * K) * sizeof(double)));
    double * gpu_qvapor;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor, ((I * J) * K) * sizeof(double)));
    double * gpu_qsnow;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qsnow, ((I * J) * K) * sizeof(double)));
    double * gpu_rarea;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_rarea, (I * J) * sizeof(double)));
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
    double * gpu_mfx;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfx, ((J * K) * (I + 1)) * sizeof(double)));
    double * gpu_mfy;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfy, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_qliquid;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qliquid, ((I * J) * K) * sizeof(double)));
    double * gpu_qrain;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qrain, ((I * J) * K) * sizeof(double)));

    {

        {
            double* _cpy_in = &delp[0];
            double* _cpy_out = gpu_delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &mfx[0];
            double* _cpy_out = gpu_mfx;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[3];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
            ///////////////////

        }
        {
            double* _cpy_in = &mfy[0];
            double* _cpy_out = gpu_mfy;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[4];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[1], 0));
            ///////////////////

        }
        {
            double* _cpy_in = &rarea[0];
            double* _cpy_out = gpu_rarea;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[5];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[2], __dace_current_stream));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[2], 0));
            ///////////////////

        }
        __dace_runkernel_tracer_advection_47_0_7_52(__state, dp2, gpu_delp, gpu_mfx, gpu_mfy, gpu_rarea, I, J, K);
        {
            double* _cpy_in = &qgraupel[0];
            double* _cpy_out = gpu_qgraupel;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[6];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qsnow[0];
            double* _cpy_out = gpu_qsnow;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[7];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qice[0];
            double* _cpy_out = gpu_qice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[8];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qrain[0];
            double* _cpy_out = gpu_qrain;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[9];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qliquid[0];
            double* _cpy_out = gpu_qliquid;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[10];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qvapor[0];
            double* _cpy_out = gpu_qvapor;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[11];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        __dace_runkernel__numpy_full__map_0_7_54(__state, fv_tracer_update_fx_3, I, J, K);
        __dace_runkernel__numpy_full__map_0_7_56(__state, fv_tracer_update_fy_3, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[6]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[7]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[8]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[9]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[10]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[11]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_6_40(__state, fv_tracer_update_fx_3, gpu_mfx, gpu_qvapor, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_6_42(__state, fv_tracer_update_fy_3, gpu_mfy, gpu_qvapor, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_6_44(__state, dp2, fv_tracer_update_fx_3, fv_tracer_update_fy_3, gpu_delp, gpu_qvapor, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_6_46(__state, fv_tracer_update_fx_2, I, J, K);
        __dace_runkernel__numpy_full__map_0_6_48(__state, fv_tracer_update_fy_2, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_5_40(__state, fv_tracer_update_fx_2, gpu_mfx, gpu_qliquid, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_5_42(__state, fv_tracer_update_fy_2, gpu_mfy, gpu_qliquid, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_5_44(__state, dp2, fv_tracer_update_fx_2, fv_tracer_update_fy_2, gpu_delp, gpu_qliquid, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_5_46(__state, fv_tracer_update_fx_1, I, J, K);
        __dace_runkernel__numpy_full__map_0_5_48(__state, fv_tracer_update_fy_1, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_4_40(__state, fv_tracer_update_fx_1, gpu_mfx, gpu_qrain, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_4_42(__state, fv_tracer_update_fy_1, gpu_mfy, gpu_qrain, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_4_44(__state, dp2, fv_tracer_update_fx_1, fv_tracer_update_fy_1, gpu_delp, gpu_qrain, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_4_46(__state, fv_tracer_update_fx_0, I, J, K);
        __dace_runkernel__numpy_full__map_0_4_48(__state, fv_tracer_update_fy_0, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_3_40(__state, fv_tracer_update_fx_0, gpu_mfx, gpu_qice, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_3_42(__state, fv_tracer_update_fy_0, gpu_mfy, gpu_qice, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_3_44(__state, dp2, fv_tracer_update_fx_0, fv_tracer_update_fy_0, gpu_delp, gpu_qice, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_3_46(__state, fv_tracer_update_fx, I, J, K);
        __dace_runkernel__numpy_full__map_0_3_48(__state, fv_tracer_update_fy, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_2_40(__state, fv_tracer_update_fx, gpu_mfx, gpu_qsnow, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_2_42(__state, fv_tracer_update_fy, gpu_mfy, gpu_qsnow, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[2], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_2_44(__state, dp2, fv_tracer_update_fx, fv_tracer_update_fy, gpu_delp, gpu_qsnow, gpu_rarea, I, J, K);
        __dace_runkernel__numpy_full__map_0_2_46(__state, fx, I, J, K);
        __dace_runkernel__numpy_full__map_0_2_48(__state, fy, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));


    }
    {

        __dace_runkernel_fv_tracer_update_23_0_1_32(__state, fx, gpu_mfx, gpu_qgraupel, I, J, K);
        __dace_runkernel_fv_tracer_update_30_0_1_34(__state, fy, gpu_mfy, gpu_qgraupel, I, J, K);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[0], __state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[0], 0));
        __dace_runkernel_fv_tracer_update_37_0_1_36(__state, dp2, fx, fy, gpu_delp, gpu_qgraupel, gpu_rarea, I, J, K);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    {

        copy_dp2_to_gpu_delp_sdfg_0_0_15(__state, &dp2[((J * K) + K)], &gpu_delp[((J * K) + K)], I, J, K);
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
    DACE_GPU_CHECK(cudaFree(fx));
    DACE_GPU_CHECK(cudaFree(fy));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fx));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fy));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fx_0));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fy_0));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fx_1));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fy_1));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fx_2));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fy_2));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fx_3));
    DACE_GPU_CHECK(cudaFree(fv_tracer_update_fy_3));
    DACE_GPU_CHECK(cudaFree(gpu_qgraupel));
    DACE_GPU_CHECK(cudaFree(gpu_qice));
    DACE_GPU_CHECK(cudaFree(gpu_qvapor));
    DACE_GPU_CHECK(cudaFree(gpu_qsnow));
    DACE_GPU_CHECK(cudaFree(gpu_rarea));
    DACE_GPU_CHECK(cudaFree(gpu_delp));
    DACE_GPU_CHECK(cudaFree(gpu_mfx));
    DACE_GPU_CHECK(cudaFree(gpu_mfy));
    DACE_GPU_CHECK(cudaFree(gpu_qliquid));
    DACE_GPU_CHECK(cudaFree(gpu_qrain));
}

DACE_EXPORTED void __dace_gpu_drain_error(tracer_advection_state_t *__state);
DACE_EXPORTED void __program_tracer_advection(tracer_advection_state_t *__state, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
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
