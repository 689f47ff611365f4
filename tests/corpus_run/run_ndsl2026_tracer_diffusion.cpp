// Driver for NDSL 2026.03.00's orchestrated TracerDiffusion (tests/corpus/ndsl-2026.03.00/
// tracer_diffusion: tests/corpus/pace/ndsl2026_program.py, two gt4py stencils with a halo update
// between them, orchestrated by NDSL into one DaCe program for an 8x8x4 tile with a halo of 3).
// See driver_common.h for the command line; the sizes are fixed by the generated code: arrays
// of 15x15x5 (the tile, its halo on both sides and one more cell, as NDSL allocates every field),
// C order. The fields are named as the program's arguments: delp and qvapor (the arguments of
// __call__), __g_self__dp2 and __g_self__qdp (the object's own self._dp2 and self._qdp, zeros
// as NDSL's quantity factory makes them). T (default 2) is the number of program calls; the
// faults are planted before the first. The halo update, a callback into Python in the model,
// does nothing here: every cell of delp and qvapor holds a value from the start, and the
// halos of self._dp2 and self._qdp stay 0.
#include <cmath>

#include "driver_common.h"
#include "TracerDiffusion___call__.h"

static void no_halo_update() {}

int main(int argc, char **argv) {
    corpus_run::Run r("ndsl2026_tracer_diffusion", argc, argv, "I=15:15 J=15:15 K=5:5 T=2:1");
    const int64_t I = 15, J = 15, K = 5;
    const int calls = r.size("T");
    auto smooth = [](double base, double amp, double phase) {
        return [=](int64_t i, int64_t j, int64_t k) {
            return base * (1.0 + amp * std::sin(0.3 * i + 0.2 * j + 0.1 * k + phase));
        };
    };
    auto zero = [](int64_t, int64_t, int64_t) { return 0.0; };
    // Declared in the order of the C signature.
    double *dp2 = r.inout("__g_self__dp2", {I, J, K}, zero);
    double *qdp = r.inout("__g_self__qdp", {I, J, K}, zero);
    double *delp = r.inout("delp", {I, J, K}, smooth(100.0, 0.01, 0.5));
    double *qvapor = r.inout("qvapor", {I, J, K}, smooth(1e-3, 0.1, 1.0));
    r.plant_faults();

    TracerDiffusion___call__Handle_t h = __dace_init_TracerDiffusion___call__(no_halo_update);
    if (!h) r.die("__dace_init failed");
    r.call([&] {
        for (int n = 0; n < calls; n++)
            __program_TracerDiffusion___call__(h, dp2, qdp, delp, qvapor, no_halo_update);
    });
    return r.finish(__dace_exit_TracerDiffusion___call__(h));
}
