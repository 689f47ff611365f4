/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct fv3_tracers_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_delp_update_map_0_1_0(fv3_tracers_state_t *__state, double * __restrict__ dp2, const double * __restrict__ gpu_delp, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qvapor_map_0_2_0(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qvapor_map_0_2_6(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qvapor_map_0_2_11(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qvapor, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qliquid_map_0_2_26(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qliquid_map_0_2_31(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qliquid_map_0_2_35(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qliquid, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qrain_map_0_2_47(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qrain_map_0_2_52(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qrain_map_0_2_56(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qrain, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qice_map_0_2_68(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qice_map_0_2_73(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qice_map_0_2_77(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qice, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qsnow_map_0_2_89(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qsnow_map_0_2_94(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qsnow_map_0_2_98(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qsnow, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qgraupel_map_0_2_110(fv3_tracers_state_t *__state, double * __restrict__ fx, const double * __restrict__ gpu_mfx, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qgraupel_map_0_2_115(fv3_tracers_state_t *__state, double * __restrict__ fy, const double * __restrict__ gpu_mfy, const double * __restrict__ gpu_qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qgraupel_map_0_2_119(fv3_tracers_state_t *__state, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, const double * __restrict__ gpu_delp, double * __restrict__ gpu_qgraupel, const double * __restrict__ gpu_rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_copy_dp2_to_delp_map_0_3_0(fv3_tracers_state_t *__state, const double * __restrict__ dp2, double * __restrict__ gpu_delp, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_set_qvapor_sfc_map_0_4_0(fv3_tracers_state_t *__state, const int * __restrict__ gpu_ksfc, const double * __restrict__ gpu_qs_sfc, double * __restrict__ gpu_qvapor, int I, int J, int K);

void __program_fv3_tracers_internal(fv3_tracers_state_t*__state, double * __restrict__ delp, int * __restrict__ ksfc, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qs_sfc, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    double * gpu_delp;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_delp, ((I * J) * K) * sizeof(double)));
    int * gpu_ksfc;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_ksfc, (I * J) * sizeof(int)));
    double * gpu_mfx;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfx, ((J * K) * (I + 1)) * sizeof(double)));
    double * gpu_mfy;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_mfy, ((I * K) * (J + 1)) * sizeof(double)));
    double * gpu_qgraupel;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qgraupel, ((I * J) * K) * sizeof(double)));
    double * gpu_qice;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qice, ((I * J) * K) * sizeof(double)));
    double * gpu_qliquid;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qliquid, ((I * J) * K) * sizeof(double)));
    double * gpu_qrain;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qrain, ((I * J) * K) * sizeof(double)));
    double * gpu_qs_sfc;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qs_sfc, (I * J) * sizeof(double)));
    double * gpu_qsnow;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qsnow, ((I * J) * K) * sizeof(double)));
    double * gpu_qvapor;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_qvapor, ((I * J) * K) * sizeof(double)));
    double * gpu_rarea;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_rarea, (I * J) * sizeof(double)));
    double * dp2;
    DACE_GPU_CHECK(cudaMalloc((void**)&dp2, ((I * J) * K) * sizeof(double)));
    double * fx;
    DACE_GPU_CHECK(cudaMalloc((void**)&fx, ((J * K) * (I + 1)) * sizeof(double)));
    double * fy;
    DACE_GPU_CHECK(cudaMalloc((void**)&fy, ((I * K) * (J + 1)) * sizeof(double)));

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
            int* _cpy_in = &ksfc[0];
            int* _cpy_out = gpu_ksfc;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(int), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &mfx[0];
            double* _cpy_out = gpu_mfx;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((J * K) * (I + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &mfy[0];
            double* _cpy_out = gpu_mfy;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * K) * (J + 1)) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qgraupel[0];
            double* _cpy_out = gpu_qgraupel;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qice[0];
            double* _cpy_out = gpu_qice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qliquid[0];
            double* _cpy_out = gpu_qliquid;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qrain[0];
            double* _cpy_out = gpu_qrain;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qs_sfc[0];
            double* _cpy_out = gpu_qs_sfc;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qsnow[0];
            double* _cpy_out = gpu_qsnow;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &qvapor[0];
            double* _cpy_out = gpu_qvapor;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &rarea[0];
            double* _cpy_out = gpu_rarea;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, (I * J) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

    }
    {

        __dace_runkernel_delp_update_map_0_1_0(__state, dp2, gpu_delp, gpu_mfx, gpu_mfy, gpu_rarea, I, J, K);

    }
    {

        __dace_runkernel_flux_x_qvapor_map_0_2_0(__state, fx, gpu_mfx, gpu_qvapor, I, J, K);
        __dace_runkernel_flux_y_qvapor_map_0_2_6(__state, fy, gpu_mfy, gpu_qvapor, I, J, K);
        __dace_runkernel_advect_qvapor_map_0_2_11(__state, dp2, fx, fy, gpu_delp, gpu_qvapor, gpu_rarea, I, J, K);
        __dace_runkernel_flux_x_qliquid_map_0_2_26(__state, fx, gpu_mfx, gpu_qliquid, I, J, K);
        __dace_runkernel_flux_y_qliquid_map_0_2_31(__state, fy, gpu_mfy, gpu_qliquid, I, J, K);
        __dace_runkernel_advect_qliquid_map_0_2_35(__state, dp2, fx, fy, gpu_delp, gpu_qliquid, gpu_rarea, I, J, K);
        __dace_runkernel_flux_x_qrain_map_0_2_47(__state, fx, gpu_mfx, gpu_qrain, I, J, K);
        __dace_runkernel_flux_y_qrain_map_0_2_52(__state, fy, gpu_mfy, gpu_qrain, I, J, K);
        __dace_runkernel_advect_qrain_map_0_2_56(__state, dp2, fx, fy, gpu_delp, gpu_qrain, gpu_rarea, I, J, K);
        __dace_runkernel_flux_x_qice_map_0_2_68(__state, fx, gpu_mfx, gpu_qice, I, J, K);
        __dace_runkernel_flux_y_qice_map_0_2_73(__state, fy, gpu_mfy, gpu_qice, I, J, K);
        __dace_runkernel_advect_qice_map_0_2_77(__state, dp2, fx, fy, gpu_delp, gpu_qice, gpu_rarea, I, J, K);
        __dace_runkernel_flux_x_qsnow_map_0_2_89(__state, fx, gpu_mfx, gpu_qsnow, I, J, K);
        __dace_runkernel_flux_y_qsnow_map_0_2_94(__state, fy, gpu_mfy, gpu_qsnow, I, J, K);
        __dace_runkernel_advect_qsnow_map_0_2_98(__state, dp2, fx, fy, gpu_delp, gpu_qsnow, gpu_rarea, I, J, K);
        __dace_runkernel_flux_x_qgraupel_map_0_2_110(__state, fx, gpu_mfx, gpu_qgraupel, I, J, K);
        __dace_runkernel_flux_y_qgraupel_map_0_2_115(__state, fy, gpu_mfy, gpu_qgraupel, I, J, K);
        __dace_runkernel_advect_qgraupel_map_0_2_119(__state, dp2, fx, fy, gpu_delp, gpu_qgraupel, gpu_rarea, I, J, K);

    }
    {

        __dace_runkernel_copy_dp2_to_delp_map_0_3_0(__state, dp2, gpu_delp, I, J, K);

    }
    {

        __dace_runkernel_set_qvapor_sfc_map_0_4_0(__state, gpu_ksfc, gpu_qs_sfc, gpu_qvapor, I, J, K);

    }
    {

        {
            double * _cpy_in = &gpu_delp[0];
            double* _cpy_out = delp;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qvapor[0];
            double* _cpy_out = qvapor;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qliquid[0];
            double* _cpy_out = qliquid;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qrain[0];
            double* _cpy_out = qrain;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qice[0];
            double* _cpy_out = qice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qsnow[0];
            double* _cpy_out = qsnow;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_qgraupel[0];
            double* _cpy_out = qgraupel;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

    }
    DACE_GPU_CHECK(cudaFree(gpu_delp));
    DACE_GPU_CHECK(cudaFree(gpu_ksfc));
    DACE_GPU_CHECK(cudaFree(gpu_mfx));
    DACE_GPU_CHECK(cudaFree(gpu_mfy));
    DACE_GPU_CHECK(cudaFree(gpu_qgraupel));
    DACE_GPU_CHECK(cudaFree(gpu_qice));
    DACE_GPU_CHECK(cudaFree(gpu_qliquid));
    DACE_GPU_CHECK(cudaFree(gpu_qrain));
    DACE_GPU_CHECK(cudaFree(gpu_qs_sfc));
    DACE_GPU_CHECK(cudaFree(gpu_qsnow));
    DACE_GPU_CHECK(cudaFree(gpu_qvapor));
    DACE_GPU_CHECK(cudaFree(gpu_rarea));
    DACE_GPU_CHECK(cudaFree(dp2));
    DACE_GPU_CHECK(cudaFree(fx));
    DACE_GPU_CHECK(cudaFree(fy));
}

DACE_EXPORTED void __dace_gpu_drain_error(fv3_tracers_state_t *__state);
DACE_EXPORTED void __program_fv3_tracers(fv3_tracers_state_t *__state, double * __restrict__ delp, int * __restrict__ ksfc, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qs_sfc, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, int I, int J, int K)
{
    __dace_gpu_drain_error(__state);
    __program_fv3_tracers_internal(__state, delp, ksfc, mfx, mfy, qgraupel, qice, qliquid, qrain, qs_sfc, qsnow, qvapor, rarea, I, J, K);
}

DACE_EXPORTED int __dace_init_cuda(fv3_tracers_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(fv3_tracers_state_t *__state);

DACE_EXPORTED fv3_tracers_state_t *__dace_init_fv3_tracers(int I, int J, int K)
{

    int __result = 0;
    fv3_tracers_state_t *__state = new fv3_tracers_state_t();

    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_fv3_tracers(fv3_tracers_state_t *__state)
{

    int __err = 0;
    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
