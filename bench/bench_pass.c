/* bench_pass.c: pdd-instrument's throughput on a generated source of at least 20 MB (the
 * corpus's C++ and CUDA sources concatenated until it is that big), in one process. */
#include "instrument.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    const char *corpus = getenv("PDD_CORPUS") ? getenv("PDD_CORPUS") : "../shared/corpus";
    static const char *const files[] = {
        "tracer_advection/cpu/tracer_advection.cpp", "delp_update/cpu/delp_update.cpp",
        "nested/cpu/nested.cpp", "reduction_sum/cpu/reduction_sum.cpp",
        "vertical_solver/cpu/vertical_solver.cpp", "lap3d/cpu/lap3d.cpp",
        "tracer_advection/gpu/tracer_advection_cuda.cu", "delp_update/gpu/delp_update_cuda.cu"};
    char *pieces[8];
    size_t lens[8], total = 0;
    char err[4096];
    for (int i = 0; i < 8; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", corpus, files[i]);
        pieces[i] = instrument_read_file(path, &lens[i], err, sizeof err);
        if (!pieces[i]) {
            fprintf(stderr, "bench_pass: %s (set PDD_CORPUS)\n", err);
            return 1;
        }
    }
    const size_t want = 20u << 20;
    char *big = malloc(want + (1u << 20));
    while (total < want)
        for (int i = 0; i < 8 && total < want; i++) {
            memcpy(big + total, pieces[i], lens[i]);
            total += lens[i];
        }
    big[total] = 0;
    double best = 1e30;
    size_t outlen = 0;
    for (int rep = 0; rep < 3; rep++) {
        char *out, *manifest;
        double t0 = seconds();
        if (instrument_text("bench.cpp", big, total, NULL, NULL, 0, &out, &outlen, &manifest, err, sizeof err) < 0) {
            fprintf(stderr, "bench_pass: %s\n", err);
            return 1;
        }
        double dt = seconds() - t0;
        best = dt < best ? dt : best;
        free(out);
        free(manifest);
    }
    printf("pdd-instrument pass: %.1f MB in %.3f s = %.1f MB/s (best of 3; output %.1f MB)  (goal >= 50 MB/s)\n",
           total / 1e6, best, total / 1e6 / best, outlen / 1e6);
    for (int i = 0; i < 8; i++)
        free(pieces[i]);
    free(big);
    return 0;
}
