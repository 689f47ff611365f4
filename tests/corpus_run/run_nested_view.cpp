// Driver for the corpus program nested_view (see driver_common.h for the command line).
// run_nested_view [I J K]: for each i (a map), a nested program on the slabs x[i] and y[i]:
//   for k in 1..K-2 (sequential), for each j:
//     y[i, j, k] = w[0] x[i, j, k-1] + w[1] x[i, j, k] + w[2] x[i, j, k+1] + bias[k]
// (y[:, :, 0] and y[:, :, K-1] are never written: they stay 0). x ~ 1, w = (0.25, 0.5, 0.25),
// bias ~ 0.1: y ~ 1.1, positive.
// A fault at x(i, j, k) spoils y(i, j, k-1..k+1) within 1..K-2; the first of them stored is
// y(i, j, k-1) (the nested program's k loop goes up), in slab i's call of the nested program.
#include <cmath>

#include "driver_common.h"
#include "nested_view.h"

int main(int argc, char **argv) {
    corpus_run::Run r("nested_view", argc, argv);
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

    nested_viewHandle_t h = __dace_init_nested_view(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_nested_view failed");
    r.call([&] { __program_nested_view(h, bias, w, x, y, r.I, r.J, r.K); });
    return r.finish(__dace_exit_nested_view(h));
}
