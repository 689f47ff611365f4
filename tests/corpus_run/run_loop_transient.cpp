// Driver for the corpus program loop_transient (see driver_common.h for the command line).
// run_loop_transient [I J [T]]: T steps of
//   tmp = a * 2.0 + src[t]      (transients allocated and freed inside the loop body)
//   b = tmp + 0.5 * b
// pointwise. a ~ 1, b starts at ~1, src ~ 0.1: b stays near 4 and positive.
// A fault at src[s, i, j] is first stored in step s (0-based) at tmp(i, j); b(i, j) follows in
// the same step, and only that cell of b is bad at the end.
#include <cmath>

#include "driver_common.h"
#include "loop_transient.h"

int main(int argc, char **argv) {
    corpus_run::Run r("loop_transient", argc, argv, "I=12:3 J=10:3 T=4:1");
    const int64_t I = r.size("I"), J = r.size("J"), T = r.size("T");
    double *a = r.input("a", {I, J}, [](int64_t i, int64_t j, int64_t) {
        return 1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j);
    });
    double *b = r.inout("b", {I, J}, [](int64_t i, int64_t j, int64_t) {
        return 1.0 + 0.1 * std::cos(0.2 * i + 0.3 * j);
    });
    double *src = r.input("src", {T, I, J}, [](int64_t t, int64_t i, int64_t j) {
        return 0.1 * (1.0 + 0.5 * std::sin(0.7 * t + 0.3 * i + 0.2 * j));
    });
    r.plant_faults();

    loop_transientHandle_t h = __dace_init_loop_transient((int)I, (int)J, (int)T);
    if (!h) r.die("__dace_init_loop_transient failed");
    r.call([&] { __program_loop_transient(h, a, b, src, (int)I, (int)J, (int)T); });
    return r.finish(__dace_exit_loop_transient(h));
}
