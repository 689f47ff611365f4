// Driver for the corpus program persistent_view (see driver_common.h for the command line).
// run_persistent_view [I J K]: nested_view's nested program (for each i, for k in 1..K-2, for
// each j: tmp[i, j, k] = w[0] x[i, j, k-1] + w[1] x[i, j, k] + w[2] x[i, j, k+1] + bias[k]),
// written into a persistent transient tmp (a member of the state struct), then a map
// y[i, j, k] = 0.5 tmp[i, j, k] on levels 1..K-2 (y[:, :, 0] and y[:, :, K-1] stay 0). x ~ 1,
// w = (0.25, 0.5, 0.25), bias ~ 0.1: y ~ 0.55, positive.
// A fault at x(i, j, k) spoils tmp(i, j, k-1..k+1) within 1..K-2, the first of them stored
// tmp(i, j, k-1), in slab i's call of the nested program; y the same cells.
#include <cmath>

#include "driver_common.h"
#include "persistent_view.h"

int main(int argc, char **argv) {
    corpus_run::Run r("persistent_view", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *bias = r.input("bias", {K}, [](int64_t k, int64_t, int64_t) {
        return 0.1 * (1.0 + 0.1 * std::cos(0.5 * k));
    });
    double *w = r.input("w", {3}, [](int64_t n, int64_t, int64_t) { return n == 1 ? 0.5 : 0.25; });
    double *x = r.input("x", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    });
    double *y = r.output("y", {I, J, K});
    r.plant_faults();

    persistent_viewHandle_t h = __dace_init_persistent_view(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_persistent_view failed");
    r.call([&] { __program_persistent_view(h, bias, w, x, y, r.I, r.J, r.K); });
    return r.finish(__dace_exit_persistent_view(h));
}
