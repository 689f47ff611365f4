/* bench_pass.c: pdd-instrument's throughput on a generated source of at least 20 MB (the
 * corpus's C++ and CUDA sources concatenated until it is that big), in one process; then on
 * one generated program of 100 MB, streamed into a file as the command line does. */
#include "file_io.h"
#include "instrument_text.h"
#include "synthetic_source.h"

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

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
    /* the repository's corpus, from the repository root (where `make bench` runs) */
    const char *corpus = getenv("PDD_CORPUS") ? getenv("PDD_CORPUS") : "tests/corpus";
    static const char *const files[] = {
        "dace-2.0.0b1/tracer_advection/cpu/src/cpu/tracer_advection.cpp",
        "dace-1.0.2/delp_update/cpu/src/cpu/delp_update.cpp",
        "dace-2.0.0b1/nested/cpu/src/cpu/nested.cpp",
        "dace-1.0.2/reduction_sum/cpu/src/cpu/reduction_sum.cpp",
        "dace-2.0.0b1/vertical_solver/cpu/src/cpu/vertical_solver.cpp",
        "dace-1.0.2/lap3d/cpu/src/cpu/lap3d.cpp",
        "dace-2.0.0b1/tracer_advection/gpu/src/cuda/tracer_advection_cuda.cu",
        "dace-1.0.2/delp_update/gpu/src/cuda/delp_update_cuda.cu"};
    char *pieces[8];
    size_t lens[8], total = 0;
    char err[4096];
    for (int i = 0; i < 8; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", corpus, files[i]);
        pieces[i] = instrument_read_file(path, &lens[i], err, sizeof err);
        if (!pieces[i]) {
            fprintf(stderr, "bench_pass: %s (run it from the repository root, or set PDD_CORPUS to tests/corpus)\n", err);
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
    for (int i = 0; i < 8; i++) /* the peak below is the pass's and its source's alone */
        free(pieces[i]);
    free(big);
    /* one generated program of 100 MB (tests/helpers/synthetic_source.h): a model's worth of
     * maps in one program function, where a pass that is not linear shows */
    size_t biglen;
    char *gen = synthetic_source(100u * 1000 * 1000, &biglen);
    if (!gen) {
        fprintf(stderr, "bench_pass: out of memory generating 100 MB of source\n");
        return 1;
    }
    /* streamed into a file, as pdd-instrument does: the output (4.6 times the source) and its
     * insertions are never whole in memory */
    char path[4096], *manifest;
    snprintf(path, sizeof path, "%s/bench_pass.%ld.cpp", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (long)getpid());
    instrument_out file;
    instrument_out_open(&file, path);
    instrument_sink to = {instrument_out_write, &file};
    double t0 = seconds();
    int rc = instrument_stream("synthetic.cpp", gen, biglen, NULL, NULL, 0, &to, &manifest, err, sizeof err);
    if (rc == -1 || instrument_out_commit(&file, err, sizeof err)) {
        fprintf(stderr, "bench_pass: %s\n", err);
        instrument_out_abort(&file);
        return 1;
    }
    double dt = seconds() - t0;
    struct stat sb;
    outlen = stat(path, &sb) ? 0 : (size_t)sb.st_size;
    unlink(path);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("pdd-instrument pass, one generated program: %.1f MB in %.3f s = %.1f MB/s (output %.1f MB, written to "
           "a file; peak memory %.0f MB = %.1f x the source)  (goal >= 50 MB/s)\n",
           biglen / 1e6, dt, biglen / 1e6 / dt, outlen / 1e6, ru.ru_maxrss / 1e3, ru.ru_maxrss * 1e3 / biglen);
    free(manifest), free(gen);
    /* the whole orchestrated dycore of the corpus with its SDFG (gzipped JSON, whose size when
     * read is gzip's last 4 bytes) and the names the pdd package noted beside it: what a Pace
     * user's `pdd-instrument --dacecache` reads */
    char src[4096], sdfg[4096];
    snprintf(sdfg, sizeof sdfg, "%s/pace-2024.09.00/dynamical_core/cpu/program.sdfgz", corpus);
    snprintf(src, sizeof src, "%s/pace-2024.09.00/dynamical_core/cpu/src/cpu/pyFV3_stencils_fv_dynamics_DynamicalCore_step_dynamics.cpp", corpus);
    size_t dlen, zlen;
    char *dy = instrument_read_file(src, &dlen, err, sizeof err), *z = instrument_read_file(sdfg, &zlen, err, sizeof err);
    if (!dy || !z || zlen < 4) {
        fprintf(stderr, "bench_pass: %s\n", err);
        return 1;
    }
    const unsigned char *isize = (const unsigned char *)z + zlen - 4;
    size_t sdfg_len = isize[0] | (size_t)isize[1] << 8 | (size_t)isize[2] << 16 | (size_t)isize[3] << 24;
    free(z);
    best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        char *out;
        double t1 = seconds();
        if (instrument_text(src, dy, dlen, sdfg, NULL, 0, &out, &outlen, &manifest, err, sizeof err) < 0) {
            fprintf(stderr, "bench_pass: %s\n", err);
            return 1;
        }
        double d = seconds() - t1;
        best = d < best ? d : best;
        free(out), free(manifest);
    }
    printf("pdd-instrument pass, the whole dycore: %.1f MB of C++ and a %.0f MB SDFG in %.3f s = %.1f MB/s of input, "
           "%.1f MB/s of source alone (best of 3)  (goal >= 50 MB/s)\n",
           dlen / 1e6, sdfg_len / 1e6, best, (dlen + sdfg_len) / 1e6 / best, dlen / 1e6 / best);
    free(dy);
    return 0;
}
