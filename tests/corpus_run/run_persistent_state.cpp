// Driver for the corpus program persistent_state (see driver_common.h for the command line).
// run_persistent_state [I J [T]]: acc, a persistent transient (the state struct's __0_acc,
// allocated by __dace_init_persistent_state), is set to u, then T steps of
//   acc[i, j] = 0.5 acc[i, j] + u[i, j] + src[t, i, j]      (a map in the time loop)
// and out = acc. Pointwise. u ~ 1, src ~ 0.1: out ~ 2, positive.
// A fault at src[s, i, j] is first stored in step s (0-based) at acc(i, j), and only out(i, j)
// is bad at the end.
#include <cmath>

#include "driver_common.h"
#include "persistent_state.h"

int main(int argc, char **argv) {
    corpus_run::Run r("persistent_state", argc, argv, "I=12:3 J=10:3 T=4:1");
    const int64_t I = r.size("I"), J = r.size("J"), T = r.size("T");
    double *out = r.output("out", {I, J});
    double *src = r.input("src", {T, I, J}, [](int64_t t, int64_t i, int64_t j) {
        return 0.1 * (1.0 + 0.5 * std::sin(0.7 * t + 0.3 * i + 0.2 * j));
    });
    double *u = r.input("u", {I, J}, [](int64_t i, int64_t j, int64_t) {
        return 1.0 + 0.1 * std::sin(0.3 * i + 0.2 * j);
    });
    r.plant_faults();

    persistent_stateHandle_t h = __dace_init_persistent_state((int)I, (int)J, (int)T);
    if (!h) r.die("__dace_init_persistent_state failed");
    r.call([&] { __program_persistent_state(h, out, src, u, (int)I, (int)J, (int)T); });
    return r.finish(__dace_exit_persistent_state(h));
}
