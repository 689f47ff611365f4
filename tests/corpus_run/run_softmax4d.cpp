// Driver for the corpus program softmax4d (see driver_common.h for the command line).
// run_softmax4d [NB NH N M]: a softmax over the last axis of a 4-D field,
//   out[b, h, n, m] = exp(x[b, h, n, m]), rowsum[b, h, n] = sum over m (a library reduction),
//   out[b, h, n, m] /= rowsum[b, h, n]
// x in [-1, 1] (no shift by the row maximum is needed), so out is in (0, 1).
// A NaN at x(b, h, n, m) is first stored by the exp map at out(b, h, n, m), then spoils rowsum
// (b, h, n) and the whole row out(b, h, n, :).
#include <cmath>

#include "driver_common.h"
#include "softmax4d.h"

int main(int argc, char **argv) {
    corpus_run::Run r("softmax4d", argc, argv, "NB=2:1 NH=3:1 N=5:1 M=8:1");
    const int64_t NB = r.size("NB"), NH = r.size("NH"), N = r.size("N"), M = r.size("M");
    double *out = r.output("out", {NB, NH, N, M});
    double *x = r.input_nd("x", {NB, NH, N, M}, [](const std::vector<int64_t> &i) {
        return std::sin(0.7 * i[0] + 0.5 * i[1] + 0.3 * i[2] + 0.2 * i[3]);
    });
    r.plant_faults();

    softmax4dHandle_t h = __dace_init_softmax4d((int)M, (int)N, (int)NB, (int)NH);
    if (!h) r.die("__dace_init_softmax4d failed");
    r.call([&] { __program_softmax4d(h, out, x, (int)M, (int)N, (int)NB, (int)NH); });
    return r.finish(__dace_exit_softmax4d(h));
}
