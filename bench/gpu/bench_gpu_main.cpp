/* bench_gpu_main.cpp: the host driver of pdd's GPU benchmark (bench/bench_gpu.sh). It calls
 * the generated fv3_step program as Pace's orchestrated GPU runs do: device-resident fields,
 * one __program_fv3_step call a time step, nothing copied between host and device inside a
 * step. It times steps with CUDA events and prints the checksums of every field the step
 * writes, so that the plain, instrumented and pace-style builds can be compared. */
#include "fv3_step.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static const char *const prog = "bench_gpu";

static void usage(FILE *f)
{
    fprintf(f,
            "usage: %s I J K [--steps N] [--repeat R] [--warmup W]\n"
            "Runs W untimed steps (default 10), then R blocks (default 10) of N steps (default 50)\n"
            "of fv3_step on an I x J x K grid, each block timed with CUDA events on the program's\n"
            "stream. Prints the device, the ms per step (median, min, max over the blocks) and a\n"
            "checksum of each field the step writes. Exit status: 0 done, 1 a CUDA error, 2 usage,\n"
            "3 no GPU.\n",
            prog);
}

static int parse_int(const char *text, const char *what, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "%s: %s '%s': expected a whole number in [%ld, %ld]; see --help\n", prog, what,
                text, lo, hi);
        return -1;
    }
    *out = (int)v;
    return 0;
}

#define CUDA_OR_FAIL(call)                                                                   \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "%s: %s: %s (%s)\n", prog, #call, cudaGetErrorString(e_),        \
                    cudaGetErrorName(e_));                                                   \
            return 1;                                                                        \
        }                                                                                    \
    } while (0)

/* The fields, in the program's argument order; `out` marks those the step writes. */
enum { F_A, F_B, F_C, F_D, F_DELP, F_MFX, F_MFY, F_PT, F_PT_SMOOTH, F_QGRAUPEL, F_QICE, F_QLIQUID,
       F_QRAIN, F_QSNOW, F_QVAPOR, F_RAREA, F_W, NFIELDS };
static const struct {
    const char *name;
    int two_d, out;
} fields[NFIELDS] = {
    {"a", 0, 0},        {"b", 0, 0},      {"c", 0, 0},       {"d", 0, 0},
    {"delp", 0, 1},     {"mfx", 0, 0},    {"mfy", 0, 0},     {"pt", 0, 0},
    {"pt_smooth", 0, 1}, {"qgraupel", 0, 1}, {"qice", 0, 1}, {"qliquid", 0, 1},
    {"qrain", 0, 1},    {"qsnow", 0, 1},  {"qvapor", 0, 1},  {"rarea", 1, 0},
    {"w", 0, 1},
};

/* Clean initial values: positive tracers and delp, a mass flux that is constant along its own
 * direction (so dp2 == delp exactly and delp stays put however many steps run) and small
 * enough (|mf| * rarea / delp < 0.1 a face) that the upwind update keeps every tracer
 * positive, and a diagonally dominant tridiagonal system. */
static double initial(int f, int i, int j, int k)
{
    switch (f) {
    case F_A: return -1.0;
    case F_B: return 4.0 + 0.1 * std::cos(0.3 * i + 0.2 * j);
    case F_C: return -1.0 + 0.01 * std::sin(0.5 * k);
    case F_D: return std::sin(0.1 * k) + 0.01 * i - 0.02 * j;
    case F_DELP: return 100.0 + 20.0 * std::sin(0.05 * (i + 2 * j)) * std::cos(0.1 * k);
    case F_MFX: return 6.0 * std::sin(0.3 * j + 0.1 * k);
    case F_MFY: return 6.0 * std::cos(0.2 * i + 0.15 * k);
    case F_PT: return 280.0 + 10.0 * std::sin(0.1 * i + 0.2 * j) + 0.5 * k;
    case F_RAREA: return 1.0 + 0.1 * std::sin(0.01 * i * j);
    case F_PT_SMOOTH:
    case F_W: return 0.0;
    default: { /* a tracer: each its own pattern and magnitude */
        const int t = f - F_QGRAUPEL + 1;
        return 1e-3 * t * (1.5 + std::sin(0.07 * i + 0.05 * t * j + 0.3 * k));
    }
    }
}

/* FNV-1a over the bytes: equal only when every value is bit for bit the same. */
static uint64_t fnv1a(const double *v, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    const unsigned char *p = (const unsigned char *)v;
    for (size_t b = 0; b < n * sizeof(double); b++)
        h = (h ^ p[b]) * 1099511628211ull;
    return h;
}

int main(int argc, char **argv)
{
    int dims[3], steps = 50, repeat = 10, warmup = 10, npos = 0;
    static const char *const dim_names[3] = {"I", "J", "K"};
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "-h") || !strcmp(argv[a], "--help")) {
            usage(stdout);
            return 0;
        }
        int *opt = !strcmp(argv[a], "--steps") ? &steps : !strcmp(argv[a], "--repeat") ? &repeat
                 : !strcmp(argv[a], "--warmup") ? &warmup : NULL;
        if (opt) {
            if (a + 1 >= argc) {
                fprintf(stderr, "%s: %s needs a value; see --help\n", prog, argv[a]);
                return 2;
            }
            if (parse_int(argv[a + 1], argv[a], opt == &warmup ? 0 : 1, 1000000, opt) < 0)
                return 2;
            a++;
        } else if (argv[a][0] == '-' || npos == 3) {
            fprintf(stderr, "%s: unexpected argument '%s'; see --help\n", prog, argv[a]);
            return 2;
        } else if (parse_int(argv[a], dim_names[npos], 4, 100000, &dims[npos]) < 0) {
            return 2;
        } else {
            npos++;
        }
    }
    if (npos != 3) {
        usage(stderr);
        return 2;
    }
    const int I = dims[0], J = dims[1], K = dims[2];
    const size_t n3 = (size_t)I * J * K, n2 = (size_t)I * J;

    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) {
        printf("%s: no GPU: %s\n", prog, e != cudaSuccess ? cudaGetErrorString(e) : "no device");
        return 3;
    }
    cudaDeviceProp prop;
    CUDA_OR_FAIL(cudaGetDeviceProperties(&prop, 0));
    printf("device %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
    printf("grid %d %d %d\n", I, J, K);

    double *dev[NFIELDS];
    std::vector<double> host(n3);
    for (int f = 0; f < NFIELDS; f++) {
        const size_t n = fields[f].two_d ? n2 : n3;
        for (int k = 0; k < (fields[f].two_d ? 1 : K); k++)
            for (int j = 0; j < J; j++)
                for (int i = 0; i < I; i++)
                    host[i + (size_t)I * j + n2 * k] = initial(f, i, j, k);
        CUDA_OR_FAIL(cudaMalloc((void **)&dev[f], n * sizeof(double)));
        CUDA_OR_FAIL(cudaMemcpy(dev[f], host.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    }

    fv3_stepHandle_t h = __dace_init_fv3_step(I, J, K);
    if (!h) {
        fprintf(stderr, "%s: __dace_init_fv3_step failed\n", prog);
        return 1;
    }
    cudaStream_t stream;
    CUDA_OR_FAIL(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    __dace_gpu_set_all_streams(h, stream);
#define STEP()                                                                               \
    __program_fv3_step(h, dev[F_A], dev[F_B], dev[F_C], dev[F_D], dev[F_DELP], dev[F_MFX],      \
                       dev[F_MFY], dev[F_PT], dev[F_PT_SMOOTH], dev[F_QGRAUPEL], dev[F_QICE],   \
                       dev[F_QLIQUID], dev[F_QRAIN], dev[F_QSNOW], dev[F_QVAPOR], dev[F_RAREA], \
                       dev[F_W], I, J, K)

    /* the warm-up also starts whatever is started at a first launch (pdd's device state) */
    for (int s = 0; s < warmup; s++)
        STEP();
    CUDA_OR_FAIL(cudaDeviceSynchronize());

    cudaEvent_t t0, t1;
    CUDA_OR_FAIL(cudaEventCreate(&t0));
    CUDA_OR_FAIL(cudaEventCreate(&t1));
    std::vector<double> ms(repeat);
    for (int r = 0; r < repeat; r++) {
        CUDA_OR_FAIL(cudaEventRecord(t0, stream));
        for (int s = 0; s < steps; s++)
            STEP();
        CUDA_OR_FAIL(cudaEventRecord(t1, stream));
        CUDA_OR_FAIL(cudaEventSynchronize(t1));
        float block_ms = 0;
        CUDA_OR_FAIL(cudaEventElapsedTime(&block_ms, t0, t1));
        ms[r] = block_ms / steps;
    }
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const double median = repeat % 2 ? sorted[repeat / 2] : (sorted[repeat / 2 - 1] + sorted[repeat / 2]) / 2;
    printf("time_ms median=%.5f min=%.5f max=%.5f (ms a step; %d blocks of %d steps after %d warm-up)\n",
           median, sorted[0], sorted[repeat - 1], repeat, steps, warmup);

    const int err = __dace_exit_fv3_step(h);
    if (err != 0) {
        fprintf(stderr, "%s: the program recorded a CUDA error: %s (%d)\n", prog,
                cudaGetErrorString((cudaError_t)err), err);
        return 1;
    }
    for (int f = 0; f < NFIELDS; f++) {
        if (!fields[f].out)
            continue;
        CUDA_OR_FAIL(cudaMemcpy(host.data(), dev[f], n3 * sizeof(double), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (size_t x = 0; x < n3; x++)
            sum += host[x];
        printf("sum %s %.17g %016llx\n", fields[f].name, sum, (unsigned long long)fnv1a(host.data(), n3));
    }
    for (int f = 0; f < NFIELDS; f++)
        CUDA_OR_FAIL(cudaFree(dev[f]));
    CUDA_OR_FAIL(cudaStreamDestroy(stream));
    return 0;
}
