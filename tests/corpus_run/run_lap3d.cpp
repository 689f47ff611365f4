// Driver for the corpus program lap3d (see driver_common.h for the command line).
// out[1:I-1, 1:J-1, :] = inp[i+1] + inp[i-1] + inp[j+1] + inp[j-1] - 4 inp  (2-D Laplacian).
// inp is convex in (i, j) so the Laplacian is positive: 0.04 everywhere in the interior.
#include "driver_common.h"
#include "lap3d.h"

int main(int argc, char **argv) {
    corpus_run::Run r("lap3d", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *inp = r.input("inp", {I, J, K}, [&](int64_t i, int64_t j, int64_t k) {
        double di = i - 0.5 * I, dj = j - 0.5 * J;
        return 1.0 + 0.01 * (di * di + dj * dj) + 0.001 * k;
    });
    double *out = r.output("out", {I, J, K});
    r.plant_faults();

    lap3dHandle_t h = __dace_init_lap3d(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_lap3d failed");
    r.call([&] { __program_lap3d(h, inp, out, r.I, r.J, r.K); });
    return r.finish(__dace_exit_lap3d(h));
}
