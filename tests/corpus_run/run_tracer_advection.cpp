// Driver for the corpus program tracer_advection (see driver_common.h for the command line).
// dp2 = delp + (mfx[i] - mfx[i+1] + mfy[j] - mfy[j+1]) * rarea on the interior; each tracer q:
// upwind fluxes f = m * (m > 0 ? q_upstream : q), then on the interior
// q = (q * delp + (fx[i] - fx[i+1] + fy[j] - fy[j+1]) * rarea) / dp2; finally delp = dp2 on the
// interior. mfx does not depend on i and mfy not on j, so the mass-flux divergence is exactly 0
// and dp2 == delp bit for bit (a zero delp gives an exact division by zero). Both mass fluxes
// are positive: the upstream cell is i-1 (j-1).
#include <cmath>

#include "driver_common.h"
#include "tracer_advection.h"

int main(int argc, char **argv) {
    corpus_run::Run r("tracer_advection", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    auto tracer = [](double phase) {
        return [phase](int64_t i, int64_t j, int64_t k) {
            return 1e-3 * (1.0 + 0.2 * std::sin(0.3 * i + 0.2 * j + 0.1 * k + phase));
        };
    };
    // Declared in the order of the C signature (arrays sorted by name).
    double *delp = r.inout("delp", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 100.0 + 2.0 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    });
    double *mfx = r.input("mfx", {I + 1, J, K}, [](int64_t, int64_t j, int64_t k) {
        return 0.5 * (1.0 + 0.2 * std::sin(0.2 * j + 0.1 * k));
    });
    double *mfy = r.input("mfy", {I, J + 1, K}, [](int64_t i, int64_t, int64_t k) {
        return 0.4 * (1.0 + 0.2 * std::cos(0.3 * i + 0.1 * k));
    });
    double *qgraupel = r.inout("qgraupel", {I, J, K}, tracer(5.0));
    double *qice = r.inout("qice", {I, J, K}, tracer(3.0));
    double *qliquid = r.inout("qliquid", {I, J, K}, tracer(1.0));
    double *qrain = r.inout("qrain", {I, J, K}, tracer(2.0));
    double *qsnow = r.inout("qsnow", {I, J, K}, tracer(4.0));
    double *qvapor = r.inout("qvapor", {I, J, K}, tracer(0.0));
    double *rarea = r.input("rarea", {I, J}, [](int64_t i, int64_t j, int64_t) {
        return 1.0 / (1.0 + 0.1 * std::sin(0.5 * i + 0.7 * j));
    });
    r.plant_faults();

    tracer_advectionHandle_t h = __dace_init_tracer_advection(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_tracer_advection failed");
    r.call([&] {
        __program_tracer_advection(h, delp, mfx, mfy, qgraupel, qice, qliquid, qrain, qsnow,
                                   qvapor, rarea, r.I, r.J, r.K);
    });
    return r.finish(__dace_exit_tracer_advection(h));
}
