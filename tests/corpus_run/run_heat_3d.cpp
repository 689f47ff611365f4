// Driver for the corpus program heat_3d (see driver_common.h for the command line).
// run_heat_3d [N [T]]: T time steps on (N, N, N) fields (one size symbol: the SDFG's strides
// are N**2, N, 1); each step, on the interior 1..N-2 in every dimension,
//   B = 0.25 A + 0.125 (the six neighbours of A) + src[t],   A = 0.25 B + 0.125 (the six of B)
// (the edges are read, never written; edges and corners of the cube are never read at all).
// A ~ 1, B starts as A, src ~ 1e-3 > 0: everything stays near 1 and positive.
// A fault at src[s, i, j, k] is first stored in step s (0-based): B(i, j, k), one cell; the same
// step's A-sweep spreads it to the 7-point star, and every later step widens both by two cells
// (in |di| + |dj| + |dk|: 1, 7, 25, 63 cells for distances 0..3).
#include <cmath>

#include "driver_common.h"
#include "heat_3d.h"

int main(int argc, char **argv) {
    corpus_run::Run r("heat_3d", argc, argv, "N=10:3 T=4:1");
    const int64_t N = r.size("N"), T = r.size("T");
    auto field = [](int64_t i, int64_t j, int64_t k) {
        return 1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    };
    double *A = r.inout("A", {N, N, N}, field);
    double *B = r.inout("B", {N, N, N}, field);
    double *src = r.input_nd("src", {T, N, N, N}, [](const std::vector<int64_t> &x) {
        return 1e-3 * (1.0 + 0.5 * std::sin(0.7 * x[0] + 0.3 * x[1] + 0.2 * x[2] + 0.1 * x[3]));
    });
    r.plant_faults();

    heat_3dHandle_t h = __dace_init_heat_3d((int)N, (int)T);
    if (!h) r.die("__dace_init_heat_3d failed");
    r.call([&] { __program_heat_3d(h, A, B, src, (int)N, (int)T); });
    return r.finish(__dace_exit_heat_3d(h));
}
