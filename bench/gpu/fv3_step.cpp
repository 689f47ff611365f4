/* DaCe-shaped code written by bench/gpu/generate.py (pdd's GPU benchmark); do not edit. */
#include <dace/dace.h>

struct fv3_step_state_t {
    dace::cuda::Context *gpu_context;
    double * __restrict__ __0_cp;
    double * __restrict__ __0_dprime;
    double * __restrict__ __0_dp2;
    double * __restrict__ __0_fx;
    double * __restrict__ __0_fy;
};

DACE_EXPORTED void __dace_runkernel_smooth_pt_31_map_0_0_3(fv3_step_state_t *__state, const double * __restrict__ pt, double * __restrict__ pt_smooth, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_delp_update_44_map_0_1_5(fv3_step_state_t *__state, const double * __restrict__ delp, double * __restrict__ dp2, const double * __restrict__ mfx, const double * __restrict__ mfy, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qvapor_map_0_2_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qvapor_map_0_2_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qvapor_map_0_2_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qvapor, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qliquid_map_0_3_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qliquid_map_0_3_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qliquid_map_0_3_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qliquid, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qrain_map_0_4_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qrain_map_0_4_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qrain_map_0_4_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qrain, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qice_map_0_5_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qice_map_0_5_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qice_map_0_5_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qice, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qsnow_map_0_6_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qsnow_map_0_6_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qsnow_map_0_6_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qsnow, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_x_qgraupel_map_0_7_1(fv3_step_state_t *__state, double * __restrict__ fx, const double * __restrict__ mfx, const double * __restrict__ qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_flux_y_qgraupel_map_0_7_7(fv3_step_state_t *__state, double * __restrict__ fy, const double * __restrict__ mfy, const double * __restrict__ qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_advect_qgraupel_map_0_7_13(fv3_step_state_t *__state, const double * __restrict__ delp, const double * __restrict__ dp2, const double * __restrict__ fx, const double * __restrict__ fy, double * __restrict__ qgraupel, const double * __restrict__ rarea, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_copy_dp2_to_delp_map_0_8_0(fv3_step_state_t *__state, double * __restrict__ delp, const double * __restrict__ dp2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_vsolve_forward_49_map_0_9_2(fv3_step_state_t *__state, const double * __restrict__ a, const double * __restrict__ b, const double * __restrict__ c, double * __restrict__ cp, const double * __restrict__ d, double * __restrict__ dprime, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_vsolve_backward_57_map_0_10_4(fv3_step_state_t *__state, const double * __restrict__ cp, const double * __restrict__ dprime, double * __restrict__ w, int I, int J, int K);
#ifdef PACE_STYLE
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_0_4(fv3_step_state_t *__state, const double * __restrict__ pt_smooth, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_1_6(fv3_step_state_t *__state, const double * __restrict__ dp2, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_2_14(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_2_15(fv3_step_state_t *__state, const double * __restrict__ qvapor, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_3_14(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_3_15(fv3_step_state_t *__state, const double * __restrict__ qliquid, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_4_14(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_4_15(fv3_step_state_t *__state, const double * __restrict__ qrain, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_5_14(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_5_15(fv3_step_state_t *__state, const double * __restrict__ qice, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_6_14(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_6_15(fv3_step_state_t *__state, const double * __restrict__ qsnow, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_2(fv3_step_state_t *__state, const double * __restrict__ fx, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_8(fv3_step_state_t *__state, const double * __restrict__ fy, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_7_14(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_tracers_check_map_0_7_15(fv3_step_state_t *__state, const double * __restrict__ qgraupel, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_8_1(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_neg_delp_check_map_0_8_2(fv3_step_state_t *__state, const double * __restrict__ delp, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_9_3(fv3_step_state_t *__state, const double * __restrict__ cp, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_9_4(fv3_step_state_t *__state, const double * __restrict__ dprime, int I, int J, int K);
DACE_EXPORTED void __dace_runkernel_nan_check_map_0_10_5(fv3_step_state_t *__state, const double * __restrict__ w, int I, int J, int K);
#endif

void __program_fv3_step_internal(fv3_step_state_t*__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ pt, double * __restrict__ pt_smooth, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, double * __restrict__ w, int I, int J, int K)
{

    {
        __dace_runkernel_smooth_pt_31_map_0_0_3(__state, pt, pt_smooth, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_0_4(__state, pt_smooth, I, J, K);
#endif
    }

    {
        __dace_runkernel_delp_update_44_map_0_1_5(__state, delp, __state->__0_dp2, mfx, mfy, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_1_6(__state, __state->__0_dp2, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qvapor_map_0_2_1(__state, __state->__0_fx, mfx, qvapor, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_2_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qvapor_map_0_2_7(__state, __state->__0_fy, mfy, qvapor, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_2_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qvapor_map_0_2_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qvapor, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_2_14(__state, qvapor, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_2_15(__state, qvapor, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qliquid_map_0_3_1(__state, __state->__0_fx, mfx, qliquid, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_3_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qliquid_map_0_3_7(__state, __state->__0_fy, mfy, qliquid, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_3_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qliquid_map_0_3_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qliquid, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_3_14(__state, qliquid, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_3_15(__state, qliquid, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qrain_map_0_4_1(__state, __state->__0_fx, mfx, qrain, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_4_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qrain_map_0_4_7(__state, __state->__0_fy, mfy, qrain, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_4_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qrain_map_0_4_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qrain, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_4_14(__state, qrain, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_4_15(__state, qrain, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qice_map_0_5_1(__state, __state->__0_fx, mfx, qice, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_5_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qice_map_0_5_7(__state, __state->__0_fy, mfy, qice, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_5_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qice_map_0_5_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qice, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_5_14(__state, qice, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_5_15(__state, qice, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qsnow_map_0_6_1(__state, __state->__0_fx, mfx, qsnow, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_6_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qsnow_map_0_6_7(__state, __state->__0_fy, mfy, qsnow, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_6_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qsnow_map_0_6_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qsnow, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_6_14(__state, qsnow, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_6_15(__state, qsnow, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_x_qgraupel_map_0_7_1(__state, __state->__0_fx, mfx, qgraupel, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_7_2(__state, __state->__0_fx, I, J, K);
#endif
    }

    {
        __dace_runkernel_flux_y_qgraupel_map_0_7_7(__state, __state->__0_fy, mfy, qgraupel, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_7_8(__state, __state->__0_fy, I, J, K);
#endif
    }

    {
        __dace_runkernel_advect_qgraupel_map_0_7_13(__state, delp, __state->__0_dp2, __state->__0_fx, __state->__0_fy, qgraupel, rarea, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_7_14(__state, qgraupel, I, J, K);
        __dace_runkernel_neg_tracers_check_map_0_7_15(__state, qgraupel, I, J, K);
#endif
    }

    {
        __dace_runkernel_copy_dp2_to_delp_map_0_8_0(__state, delp, __state->__0_dp2, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_8_1(__state, delp, I, J, K);
        __dace_runkernel_neg_delp_check_map_0_8_2(__state, delp, I, J, K);
#endif
    }

    {
        __dace_runkernel_vsolve_forward_49_map_0_9_2(__state, a, b, c, __state->__0_cp, d, __state->__0_dprime, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_9_3(__state, __state->__0_cp, I, J, K);
        __dace_runkernel_nan_check_map_0_9_4(__state, __state->__0_dprime, I, J, K);
#endif
    }

    {
        __dace_runkernel_vsolve_backward_57_map_0_10_4(__state, __state->__0_cp, __state->__0_dprime, w, I, J, K);
#ifdef PACE_STYLE
        __dace_runkernel_nan_check_map_0_10_5(__state, w, I, J, K);
#endif
    }
    DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
}

DACE_EXPORTED void __program_fv3_step(fv3_step_state_t *__state, double * __restrict__ a, double * __restrict__ b, double * __restrict__ c, double * __restrict__ d, double * __restrict__ delp, double * __restrict__ mfx, double * __restrict__ mfy, double * __restrict__ pt, double * __restrict__ pt_smooth, double * __restrict__ qgraupel, double * __restrict__ qice, double * __restrict__ qliquid, double * __restrict__ qrain, double * __restrict__ qsnow, double * __restrict__ qvapor, double * __restrict__ rarea, double * __restrict__ w, int I, int J, int K)
{
    __program_fv3_step_internal(__state, a, b, c, d, delp, mfx, mfy, pt, pt_smooth, qgraupel, qice, qliquid, qrain, qsnow, qvapor, rarea, w, I, J, K);
}

DACE_EXPORTED int __dace_init_cuda(fv3_step_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(fv3_step_state_t *__state);

DACE_EXPORTED fv3_step_state_t *__dace_init_fv3_step(int I, int J, int K)
{
    int __result = 0;
    fv3_step_state_t *__state = new fv3_step_state_t;

    __result |= __dace_init_cuda(__state, I, J, K);
    if (__result) {
        delete __state;
        return nullptr;
    }
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_cp, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMemset(__state->__0_cp, 0, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_dprime, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMemset(__state->__0_dprime, 0, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_dp2, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMemset(__state->__0_dp2, 0, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_fx, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMemset(__state->__0_fx, 0, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_fy, ((I * J) * K) * sizeof(double)));
    DACE_GPU_CHECK(cudaMemset(__state->__0_fy, 0, ((I * J) * K) * sizeof(double)));
    return __state;
}

DACE_EXPORTED int __dace_exit_fv3_step(fv3_step_state_t *__state)
{
    DACE_GPU_CHECK(cudaFree(__state->__0_cp));
    DACE_GPU_CHECK(cudaFree(__state->__0_dprime));
    DACE_GPU_CHECK(cudaFree(__state->__0_dp2));
    DACE_GPU_CHECK(cudaFree(__state->__0_fx));
    DACE_GPU_CHECK(cudaFree(__state->__0_fy));
    int __err = __dace_exit_cuda(__state);
    delete __state;
    return __err;
}
