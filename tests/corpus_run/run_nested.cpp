// Driver for the corpus program nested (see driver_common.h for the command line).
// pt_out[i, j, 0] = pt[i, j, 0], pt_out[i, j, k] = pt[i, j, k] + coef * pt_out[i, j, k-1]
// (a nested SDFG per column); pt_sfc[i, j] = pt_out[i, j, K-1]; pt_prev = pt (memcpy per i
// slab); pt_halo[i, j, k] = pt[i+1, j+1, k]; pt_diag = the same recurrence with 0.5*coef on
// the last column pt[I-1, J-1, :]. pt ~ 300, coef = 0.5.
#include <cmath>

#include "driver_common.h"
#include "nested.h"

int main(int argc, char **argv) {
    corpus_run::Run r("nested", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *pt = r.input("pt", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 300.0 + 10.0 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    });
    double *pt_diag = r.output("pt_diag", {K});
    double *pt_halo = r.output("pt_halo", {I - 2, J - 2, K});
    double *pt_out = r.output("pt_out", {I, J, K});
    double *pt_prev = r.output("pt_prev", {I, J, K});
    double *pt_sfc = r.output("pt_sfc", {I, J});
    double coef = r.scalar("coef", 0.5);
    r.plant_faults();

    nestedHandle_t h = __dace_init_nested(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_nested failed");
    __program_nested(h, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, r.I, r.J, r.K, coef);
    return r.finish(__dace_exit_nested(h));
}
