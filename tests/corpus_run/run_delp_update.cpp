// Driver for the corpus program delp_update (see driver_common.h for the command line).
// delp[1:I-1, 1:J-1, :] += dt * (fx[i] - fx[i+1] + fy[j] - fy[j+1]); fx is (I+1, J, K),
// fy is (I, J+1, K). delp ~ 100, fluxes ~ 0.5 with 10% variation, dt = 1.
#include <cmath>

#include "driver_common.h"
#include "delp_update.h"

int main(int argc, char **argv) {
    corpus_run::Run r("delp_update", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *delp = r.inout("delp", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 100.0 + 2.0 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    });
    double *fx = r.input("fx", {I + 1, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 0.5 * (1.0 + 0.1 * std::sin(0.4 * i + 0.3 * j + 0.2 * k + 1.0));
    });
    double *fy = r.input("fy", {I, J + 1, K}, [](int64_t i, int64_t j, int64_t k) {
        return 0.5 * (1.0 + 0.1 * std::cos(0.3 * i + 0.4 * j + 0.2 * k + 2.0));
    });
    double dt = r.scalar("dt", 1.0);
    r.plant_faults();

    delp_updateHandle_t h = __dace_init_delp_update(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_delp_update failed");
    r.call([&] { __program_delp_update(h, delp, fx, fy, r.I, r.J, r.K, dt); });
    return r.finish(__dace_exit_delp_update(h));
}
