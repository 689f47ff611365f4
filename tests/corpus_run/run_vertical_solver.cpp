// Driver for the corpus program vertical_solver (see driver_common.h for the command line).
// A tridiagonal (Thomas) solve along K per column, with sqrt(b) on the diagonal:
// cp[0] = c/sqrt(b), dp[0] = d/sqrt(b); for k >= 1: denom = sqrt(b) - a*cp[k-1],
// cp = c/denom, dp = (d - a*dp[k-1])/denom; x[K-1] = dp[K-1], x[k] = dp[k] - cp[k]*x[k+1].
// a[:, :, 0] is never read, and c[:, :, K-1] only feeds cp[K-1], which is never used.
// b ~ 4, a and c ~ 0.1, d ~ 1: diagonally dominant, x ~ 0.5 and positive.
#include <cmath>

#include "driver_common.h"
#include "vertical_solver.h"

int main(int argc, char **argv) {
    corpus_run::Run r("vertical_solver", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *a = r.input("a", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 0.1 * (1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j + 0.1 * k));
    });
    double *b = r.input("b", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 4.0 * (1.0 + 0.1 * std::cos(0.2 * i + 0.3 * j + 0.1 * k));
    });
    double *c = r.input("c", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 0.1 * (1.0 + 0.1 * std::cos(0.3 * i + 0.1 * j + 0.2 * k));
    });
    double *d = r.input("d", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 1.0 + 0.1 * std::sin(0.1 * i + 0.3 * j + 0.2 * k + 1.0);
    });
    double *x = r.output("x", {I, J, K});
    r.plant_faults();

    vertical_solverHandle_t h = __dace_init_vertical_solver(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_vertical_solver failed");
    r.call([&] { __program_vertical_solver(h, a, b, c, d, x, r.I, r.J, r.K); });
    return r.finish(__dace_exit_vertical_solver(h));
}
