// Driver for orchestrated Pace's TracerAdvection (tests/corpus/pace-2024.09.00/tracer_advection:
// pyFV3's tracer_2d_1l with the FiniteVolumeTransport it calls, orchestrated by NDSL into one
// DaCe program for a 12x12x5 tile with a halo of 3). See driver_common.h for the command line;
// the sizes are fixed by the generated code: arrays of 19x19x6 (the tile, its halo on both
// sides and one more cell, as NDSL allocates every field) and 19x19 for the grid's. The
// fields are named as the program's arguments: the three tracers of the `tracers` dict are
// __g_gen395_0..2 (qvapor, qliquid, qice in pace_programs.py), the object's own arrays
// __g_self_*. The halo update, a callback into Python in the model, does nothing here: every
// cell holds a value from the start. The grid is a regular one of 100 km cells.
#include <cmath>

#include "driver_common.h"
#include "pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__.h"

static void no_halo_update() {}

int main(int argc, char **argv) {
    corpus_run::Run r("pace_tracer_advection", argc, argv, "I=19:19 J=19:19 K=6:6");
    const int64_t I = 19, J = 19, K = 6;
    auto smooth = [](double base, double amp, double phase) {
        return [=](int64_t i, int64_t j, int64_t k) {
            return base * (1.0 + amp * std::sin(0.3 * i + 0.2 * j + 0.1 * k + phase));
        };
    };
    auto grid = [](double v) { return [v](int64_t, int64_t, int64_t) { return v; }; };
    auto zero = [](int64_t, int64_t, int64_t) { return 0.0; };
    const double d = 1e5; /* cell size, m */
    // Declared in the order of the C signature.
    double *q0 = r.inout("__g_gen395_0", {I, J, K}, smooth(1e-3, 0.2, 0.0));
    double *q1 = r.inout("__g_gen395_1", {I, J, K}, smooth(2e-3, 0.2, 1.0));
    double *q2 = r.inout("__g_gen395_2", {I, J, K}, smooth(3e-3, 0.2, 2.0));
    double *area = r.input("__g_self__area", {I, J}, grid(d * d));
    double *s[11];
    const char *scratch[11] = {"__g_self__q_advected_x", "__g_self__q_advected_x_y_advected_mean",
                               "__g_self__q_advected_y", "__g_self__q_advected_y_x_advected_mean",
                               "__g_self__q_x_advected_mean", "__g_self__q_y_advected_mean", "__g_self__tmp_dp",
                               "__g_self__x_area_flux", "__g_self__x_flux", "__g_self__y_area_flux",
                               "__g_self__y_flux"};
    for (int n = 0; n < 11; n++)
        s[n] = r.inout(scratch[n], {I, J, K}, zero);
    double *dx = r.input("__g_self_grid_data_dx", {I, J}, grid(d));
    double *dxa = r.input("__g_self_grid_data_dxa", {I, J}, grid(d));
    double *dy = r.input("__g_self_grid_data_dy", {I, J}, grid(d));
    double *dya = r.input("__g_self_grid_data_dya", {I, J}, grid(d));
    double *rarea = r.input("__g_self_grid_data_rarea", {I, J}, grid(1.0 / (d * d)));
    double *sg1 = r.input("__g_self_grid_data_sin_sg1", {I, J}, grid(1.0));
    double *sg2 = r.input("__g_self_grid_data_sin_sg2", {I, J}, grid(1.0));
    double *sg3 = r.input("__g_self_grid_data_sin_sg3", {I, J}, grid(1.0));
    double *sg4 = r.input("__g_self_grid_data_sin_sg4", {I, J}, grid(1.0));
    double *dp1 = r.inout("dp1", {I, J, K}, smooth(100.0, 0.02, 0.5));
    /* courant numbers of 0.1-0.2 and the mass fluxes they carry (dp * courant * dy) */
    double *cx = r.inout("x_courant", {I, J, K}, smooth(0.15, 0.3, 1.5));
    double *mx = r.inout("x_mass_flux", {I, J, K}, smooth(100.0 * 0.15 * d, 0.3, 1.5));
    double *cy = r.inout("y_courant", {I, J, K}, smooth(0.12, 0.3, 2.5));
    double *my = r.inout("y_mass_flux", {I, J, K}, smooth(100.0 * 0.12 * d, 0.3, 2.5));
    r.plant_faults();

    pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__Handle_t h =
        __dace_init_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(no_halo_update, no_halo_update);
    if (!h) r.die("__dace_init failed");
    r.call([&] {
        __program_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(
            h, q0, q1, q2, area, s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], dx, dxa, dy, dya,
            rarea, sg1, sg2, sg3, sg4, dp1, cx, mx, cy, my, no_halo_update, no_halo_update);
    });
    return r.finish(__dace_exit_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(h));
}
