// Driver for the corpus program jacobi_2d (see driver_common.h for the command line).
// run_jacobi_2d [N [T]]: T time steps on (N, N) fields; each step
//   B[i, j] = 0.2 (A[i, j] + A[i-1, j] + A[i+1, j] + A[i, j-1] + A[i, j+1]) + src[t, i, j]
//   A[i, j] = 0.2 (B[i, j] + B[i-1, j] + B[i+1, j] + B[i, j-1] + B[i, j+1])
// on the interior 1..N-2 (the edges of A and B are read, never written). A ~ 1, B starts as A,
// src ~ 0.01 > 0: everything stays near 1 and positive.
// A fault at src[s, i, j] is first stored in step s (0-based): B(i, j), one cell; the same
// step's A-sweep spreads it to the 5-point star around (i, j), and every later step widens
// both by two cells (in |di| + |dj|).
#include <cmath>

#include "driver_common.h"
#include "jacobi_2d.h"

int main(int argc, char **argv) {
    corpus_run::Run r("jacobi_2d", argc, argv, "N=12:3 T=4:1");
    const int64_t N = r.size("N"), T = r.size("T");
    auto field = [](int64_t i, int64_t j, int64_t) { return 1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j); };
    double *A = r.inout("A", {N, N}, field);
    double *B = r.inout("B", {N, N}, field);
    double *src = r.input("src", {T, N, N}, [](int64_t t, int64_t i, int64_t j) {
        return 0.01 * (1.0 + 0.5 * std::sin(0.7 * t + 0.3 * i + 0.2 * j));
    });
    r.plant_faults();

    jacobi_2dHandle_t h = __dace_init_jacobi_2d((int)N, (int)T);
    if (!h) r.die("__dace_init_jacobi_2d failed");
    r.call([&] { __program_jacobi_2d(h, A, B, src, (int)N, (int)T); });
    return r.finish(__dace_exit_jacobi_2d(h));
}
