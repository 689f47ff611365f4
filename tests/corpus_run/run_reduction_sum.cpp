// Driver for the corpus program reduction_sum (see driver_common.h for the command line).
// qvapor_mr = qvapor / (1 - qvapor); pwat[i, j] = sum_k(qvapor * delp) / g (a reduction with
// write-conflict resolution); total_mass[0] += delp * area / g over all cells, accumulated
// atomically from all OpenMP threads into the caller's total_mass (which starts at 0 here:
// the program never initialises it). Its summation order depends on the threads, so its last
// bits may differ between runs unless OMP_NUM_THREADS=1.
#include <cmath>

#include "driver_common.h"
#include "reduction_sum.h"

int main(int argc, char **argv) {
    corpus_run::Run r("reduction_sum", argc, argv);
    const int64_t I = r.I, J = r.J, K = r.K;
    double *area = r.input("area", {I, J}, [](int64_t i, int64_t j, int64_t) {
        return 100.0 * (1.0 + 0.1 * std::sin(0.5 * i + 0.7 * j));
    });
    double *delp = r.input("delp", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 100.0 + 2.0 * std::sin(0.3 * i + 0.2 * j + 0.1 * k);
    });
    double *pwat = r.output("pwat", {I, J});
    double *qvapor = r.input("qvapor", {I, J, K}, [](int64_t i, int64_t j, int64_t k) {
        return 1e-3 * (1.0 + 0.2 * std::sin(0.3 * i + 0.2 * j + 0.1 * k));
    });
    double *qvapor_mr = r.output("qvapor_mr", {I, J, K});
    double *total_mass = r.output("total_mass", {1});
    r.plant_faults();

    reduction_sumHandle_t h = __dace_init_reduction_sum(r.I, r.J, r.K);
    if (!h) r.die("__dace_init_reduction_sum failed");
    __program_reduction_sum(h, area, delp, pwat, qvapor, qvapor_mr, total_mass, r.I, r.J, r.K);
    return r.finish(__dace_exit_reduction_sum(h));
}
