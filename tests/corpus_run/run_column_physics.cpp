// Driver for the corpus program column_physics (see driver_common.h for the command line).
// run_column_physics [I J K T]: T time steps; each step
//   ps[i, j] = 1000 + src[t, i, j] on the walls i = 0, I-1, else
//              1000 + 0.5 src[t, i, j] + 0.25 (src[t, i-1, j] + src[t, i+1, j])
//   pe[i, j, k] = ps[i, j] + delp[i, j, 0] + ... + delp[i, j, k]   (a sweep down k)
//   pkz[k] = (pe[k] - pe[k-1]) / (log pe[k] - log pe[k-1]) where pe grows, else pe[k] (k >= 1);
//   pkz[i, j, 0] = ps[i, j]
//   qold = q (the whole 4-D field), q[n, i, j, k] = qold * delp / (pe[k] - pe[k-1]) (k >= 1)
// delp ~ 10 > 0 and src ~ 1: pe grows down every column, pkz ~ 1000, q stays ~ its start.
// ps, pe and pkz are made anew each step (only the last step's are seen at the end); q carries
// over. A NaN at delp(i, j, k) is first stored into pe(i, j, k) in step 0, then down the
// column; a NaN at q(n, i, j, k) into qold(n, i, j, k) by the copy in step 0.
#include <cmath>

#include "driver_common.h"
#include "column_physics.h"

int main(int argc, char **argv) {
    corpus_run::Run r("column_physics", argc, argv, "I=12:3 J=10:3 K=8:3 T=3:1");
    const int64_t I = r.I, J = r.J, K = r.K, T = r.size("T");
    double *delp = r.input("delp", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 10.0 * (1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j + 0.1 * k));
    });
    double *src = r.input("src", {T, I, J}, [](int64_t t, int64_t i, int64_t j) {
        return 1.0 + 0.5 * std::sin(0.7 * t + 0.3 * i + 0.2 * j);
    });
    double *ps = r.output("ps", {I, J});
    double *pe = r.output("pe", {I, J, K});
    double *pkz = r.output("pkz", {I, J, K});
    double *q = r.inout_nd("q", {3, I, J, K}, [](const std::vector<int64_t> &x) {
        return 1e-3 * (1.0 + 0.5 * std::cos(0.4 * x[0] + 0.3 * x[1] + 0.2 * x[2] + 0.1 * x[3]));
    });
    double *qold = r.output("qold", {3, I, J, K});
    r.plant_faults();

    column_physicsHandle_t h = __dace_init_column_physics(r.I, r.J, r.K, (int)T);
    if (!h) r.die("__dace_init_column_physics failed");
    r.call([&] { __program_column_physics(h, delp, pe, pkz, ps, q, qold, src, r.I, r.J, r.K, (int)T); });
    return r.finish(__dace_exit_column_physics(h));
}
