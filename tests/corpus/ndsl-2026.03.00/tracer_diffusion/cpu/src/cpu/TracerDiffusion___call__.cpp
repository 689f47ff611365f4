/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct TracerDiffusion___call___state_t {

};

void __program_TracerDiffusion___call___internal(TracerDiffusion___call___state_t*__state, double * __restrict__ __g_self__dp2, double * __restrict__ __g_self__qdp, double * __restrict__ delp, double * __restrict__ qvapor, void (*self__halo_updater_update)())
{

    {
        double scalar;

        {
            double __out;

            ///////////////////
            // Tasklet code (scalar)
            __out = 0.05;
            ///////////////////

            scalar = __out;
        }
        {
            #pragma omp parallel for
            for (auto __i = 0; __i < 8; __i += 1) {
                for (auto __j = 0; __j < 8; __j += 1) {
                    {
                        for (auto __k_139675254776656 = 0; __k_139675254776656 < 4; __k_139675254776656 += 1) {
                            {
                                double gtIN__delp = delp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 240)];
                                double gtIN__damp = scalar;
                                double gtIN__delp_im1 = delp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 165)];
                                double gtIN__delp_ip1 = delp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 315)];
                                double gtIN__delp_jm1 = delp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 235)];
                                double gtIN__delp_jp1 = delp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 245)];
                                double gtIN__qvapor = qvapor[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 240)];
                                double gtOUT__dp2;
                                double gtOUT__qdp;

                                ///////////////////
                                // Tasklet code (he_139675252563536_0)
                                gtOUT__dp2 = (gtIN__delp + (gtIN__damp * ((((gtIN__delp_im1 + gtIN__delp_ip1) + gtIN__delp_jm1) + gtIN__delp_jp1) - (double(4.0) * gtIN__delp))));
                                gtOUT__qdp = (gtIN__qvapor * gtIN__delp);
                                ///////////////////

                                __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 240)] = gtOUT__dp2;
                                __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675254776656) + 240)] = gtOUT__qdp;
                            }
                        }
                    }
                }
            }
        }

    }
    {
        int __pystate;

        {
            int __istate = __pystate;
            int __ostate;

            ///////////////////
            // Tasklet code (callback_72)
            self__halo_updater_update();
            ///////////////////

            __pystate = __ostate;
        }

    }
    {
        double scalar_0;

        {
            double __out;

            ///////////////////
            // Tasklet code (scalar)
            __out = 0.05;
            ///////////////////

            scalar_0 = __out;
        }
        {
            #pragma omp parallel for
            for (auto __i = 0; __i < 8; __i += 1) {
                for (auto __j = 0; __j < 8; __j += 1) {
                    {
                        for (auto __k_139675249808400 = 0; __k_139675249808400 < 4; __k_139675249808400 += 1) {
                            {
                                double gtIN__dp2 = __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 240)];
                                double gtIN__damp = scalar_0;
                                double gtIN__dp2_im1 = __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 165)];
                                double gtIN__dp2_ip1 = __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 315)];
                                double gtIN__dp2_jm1 = __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 235)];
                                double gtIN__dp2_jp1 = __g_self__dp2[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 245)];
                                double gtIN__qdp = __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 240)];
                                double gtIN__qdp_im1 = __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 165)];
                                double gtIN__qdp_ip1 = __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 315)];
                                double gtIN__qdp_jm1 = __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 235)];
                                double gtIN__qdp_jp1 = __g_self__qdp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 245)];
                                double gtOUT__delp;
                                double gtOUT__qvapor;

                                ///////////////////
                                // Tasklet code (he_139675249865872_0)
                                gtOUT__delp = (gtIN__dp2 + (gtIN__damp * ((((gtIN__dp2_im1 + gtIN__dp2_ip1) + gtIN__dp2_jm1) + gtIN__dp2_jp1) - (double(4.0) * gtIN__dp2))));
                                gtOUT__qvapor = ((gtIN__qdp + (gtIN__damp * ((((gtIN__qdp_im1 + gtIN__qdp_ip1) + gtIN__qdp_jm1) + gtIN__qdp_jp1) - (double(4.0) * gtIN__qdp)))) / gtOUT__delp);
                                ///////////////////

                                delp[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 240)] = gtOUT__delp;
                                qvapor[((((75 * __i) + (5 * __j)) + __k_139675249808400) + 240)] = gtOUT__qvapor;
                            }
                        }
                    }
                }
            }
        }

    }
}

DACE_EXPORTED void __program_TracerDiffusion___call__(TracerDiffusion___call___state_t *__state, double * __restrict__ __g_self__dp2, double * __restrict__ __g_self__qdp, double * __restrict__ delp, double * __restrict__ qvapor, void (*self__halo_updater_update)())
{
    __program_TracerDiffusion___call___internal(__state, __g_self__dp2, __g_self__qdp, delp, qvapor, self__halo_updater_update);
}

DACE_EXPORTED TracerDiffusion___call___state_t *__dace_init_TracerDiffusion___call__(void (*self__halo_updater_update)())
{

    int __result = 0;
    TracerDiffusion___call___state_t *__state = new TracerDiffusion___call___state_t;

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_TracerDiffusion___call__(TracerDiffusion___call___state_t *__state)
{

    int __err = 0;
    delete __state;
    return __err;
}
