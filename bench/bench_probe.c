/* bench_probe.c: what a store probe costs in a memory-bound loop nest of DaCe's shape
 * (256x256x80 doubles, 42 MB per field, OpenMP on the outer loop): the same loop plain,
 * with dormant probes (PACE_DACE_DEBUG unset) and with active ones. Ratios against the
 * plain loop measured in the same run. */
#include "runtime.h"
#include <pdd/probe.h>

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { I = 256, J = 256, K = 80, REPS = 41, CALLS = 3 };
#define AT(i, j, k) ((int64_t)(J * K) * (i) + (int64_t)K * (j) + (k))

static const pdd_kernel_desc kernels[1] = {{"scale_0_0_1", "bench_probe.c", 1, "scale"}};
static const pdd_field_desc fields[1] = {{"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0}};
static const pdd_site_desc sites[1] = {{0, 0, 1, 0}};
static pdd_range ranges[1];
static pdd_unit unit = {PDD_ABI_VERSION, "bench", "bench_probe.c", 1, 1, 1, kernels, fields, sites,
                        ranges, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(unit)

__attribute__((noinline)) static void plain(double *restrict out, const double *restrict in)
{
#pragma omp parallel for
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++)
            for (int k = 0; k < K; k++)
                out[AT(i, j, k)] = 0.5 * in[AT(i, j, k)] + 1.0;
}

/* As pdd-instrument writes it: the probed loop nest while the probes are on, the loop nest as
 * generated while they are dormant. */
__attribute__((noinline)) static void probed(double *restrict out, const double *restrict in)
{
    PDD_KERNEL_BEGIN(unit, 0);
    if (!PDD_ACTIVE()) {
#pragma omp parallel for
        for (int i = 0; i < I; i++)
            for (int j = 0; j < J; j++)
                for (int k = 0; k < K; k++)
                    out[AT(i, j, k)] = 0.5 * in[AT(i, j, k)] + 1.0;
        PDD_KERNEL_END(unit, 0);
        return;
    }
#pragma omp parallel for
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++) {
            PDD_SITE_DECL(unit, 0);
            for (int k = 0; k < K; k++) {
                double v = 0.5 * in[AT(i, j, k)] + 1.0;
                out[AT(i, j, k)] = v;
                PDD_SITE_ACC(0, v);
            }
            if (PDD_SITE_BAD(0))
                for (int k = 0; k < K; k++)
                    PDD_SITE_RECHECK(unit, 0, &out[AT(i, j, k)], AT(i, j, k), out[AT(i, j, k)]);
        }
    PDD_KERNEL_END(unit, 0);
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    size_t n = (size_t)I * J * K;
    double *in = aligned_alloc(64, n * sizeof *in), *out = aligned_alloc(64, n * sizeof *out);
    for (size_t x = 0; x < n; x++)
        in[x] = (double)(x % 1000), out[x] = 0;
    setenv("PDD_LOG", "/tmp/pdd-bench-probe.%p.h5", 1);
    double t[3][REPS];
    /* Interleaved, and the order rotated each round, so drift of the machine and whatever
     * the switch between modes leaves behind hit all three alike. */
    for (int r = 0; r < REPS + 1; r++) {
        for (int slot = 0; slot < 3; slot++) {
            int mode = (slot + r) % 3;
            if (mode == 1 || mode == 2) {
                setenv("PACE_DACE_DEBUG", mode == 2 ? "True" : "False", 1);
                pdd_runtime_restart();
            }
            double t0 = seconds();
            for (int c = 0; c < CALLS; c++) {
                if (mode == 0)
                    plain(out, in);
                else
                    probed(out, in);
            }
            double dt = (seconds() - t0) / CALLS;
            if (r > 0) /* the first round warms pages and caches */
                t[mode][r - 1] = dt;
        }
    }
    setenv("PACE_DACE_DEBUG", "False", 1);
    pdd_runtime_restart();
    /* Each round's ratio against that round's plain run (the machine drifts between rounds
     * far more than within one); the median of those, and the quartiles to show the noise. */
    double ratio[3][REPS];
    for (int m = 0; m < 3; m++)
        for (int r = 0; r < REPS; r++)
            ratio[m][r] = t[m][r] / t[0][r];
    for (int m = 0; m < 3; m++) {
        qsort(t[m], REPS, sizeof(double), cmp);
        qsort(ratio[m], REPS, sizeof(double), cmp);
    }
    printf("store probe, %dx%dx%d doubles (%.0f MB per field), %d threads, %d rounds of %d calls\n",
           I, J, K, n * 8 / 1e6, omp_get_max_threads(), REPS, CALLS);
    printf("            median ms   ratio to plain (median of rounds, [quartiles])\n");
    const char *names[3] = {"plain  ", "dormant", "active "};
    for (int m = 0; m < 3; m++)
        printf("  %s  %8.3f   %.3fx [%.3f, %.3f]%s\n", names[m], t[m][REPS / 2] * 1e3,
               ratio[m][REPS / 2], ratio[m][REPS / 4], ratio[m][3 * REPS / 4],
               m == 1 ? "   (goal <= 1.01x)" : m == 2 ? "   (goal <= 1.05x)" : "");
    free(in);
    free(out);
    return 0;
}
