/* viewer_run.c: a small time-stepping program (the hand-instrumented test unit) that writes
 * logs with known content for pdd-view's tests: each step runs update_delp, advect_tracers
 * and plain once, so call N of each kernel is step N. Faults are planted at one point and
 * step from the command line:
 *   viewer_run [--steps N] [--size I,J,K] [--at i,j,k] [--nan STEP] [--neg-tracer STEP]
 *              [--neg-delp STEP] [--cuda-error STEP] [--crash STEP] [--drift X]
 *              [--sleep-ms N] [--ndim STEP] [--slow-call-ms N]
 *              [--chain] [--chain-zero-delp STEP] [--chain-nan-delp STEP] [--program-calls]
 *              [--corner-nans]
 * --drift X adds X to the tracer everywhere (a run that differs from the clean one).
 * --slow-call-ms N makes step 1's plain call last N ms more, as a loaded machine can.
 * --ndim STEP also runs the fields of 1, 2, 4 and 8 dimensions of test_nd_unit.h each step,
 * with a NaN in each at STEP (softmax (1,2,3,4), weights (7), ps (5,4), big (1,0,1,0,1,0,1,2)).
 * --chain runs the kernels of test_chain_unit.h each step instead, which read what the others
 * wrote (for pdd-view why); --chain-zero-delp STEP and --chain-nan-delp STEP set delp to 0 or
 * NaN at the point before STEP, as the host would between two calls of the program.
 * --program-calls makes each step one call of the program (PDD_PROGRAM_BEGIN), as a model
 * calls its orchestrated time step.
 * --corner-nans puts a NaN in two corner columns of the tracer every step, (0,0,1) and
 * (I-1,0,2), as a cubed sphere's halo corners hold no data (run it with PDD_HALO=1). */
#include "test_chain_unit.h"
#include "test_nd_unit.h"
#include "test_unit.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int parse3(const char *s, int v[3])
{
    return sscanf(s, "%d,%d,%d", &v[0], &v[1], &v[2]) == 3 ? 0 : -1;
}

/* The chain's run: its fields set as a model's would be, then its steps, delp planted at p
 * before the step asked for. */
static int chain_run(int steps, int I, int J, int K, int64_t p, int zero_step, int nan_step)
{
    if (pdd_unit_register(&ch_unit))
        return 1; /* said why */
    ch_state s = {I, J, K, {0}};
    size_t n = (size_t)I * J * K;
    for (int f = 0; f < CH_NFIELDS; f++)
        s.f[f] = calloc(n, sizeof(double));
    for (size_t x = 0; x < n; x++) {
        s.f[CF_DELP][x] = 100.0;
        s.f[CF_QVAPOR][x] = 1e-3 * (1 + (double)(x % 5));
    }
    for (size_t x = 0; x < (size_t)I * J; x++)
        s.f[CF_RAREA][x] = 1e-2;
    for (int step = 1; step <= steps; step++) {
        if (step == zero_step)
            s.f[CF_DELP][p] = 0;
        if (step == nan_step)
            s.f[CF_DELP][p] = NAN;
        ch_step(&s);
        printf("step %d delp %.3f qvapor %.6g\n", step, s.f[CF_DELP][p], s.f[CF_QVAPOR][p]);
    }
    for (int f = 0; f < CH_NFIELDS; f++)
        free(s.f[f]);
    return 0;
}

/* One step of the N-dimensional kernels; NaNs planted when `bad`. */
static void nd_step(int step, int bad)
{
    static double out[384], src[384];
    static const int64_t at[ND_NFIELDS][8] = {{1, 2, 3, 4}, {7}, {5, 4}, {1, 0, 1, 0, 1, 0, 1, 2}};
    for (int f = 0; f < ND_NFIELDS; f++) {
        for (int64_t x = 0; x < nd_elements(f); x++)
            src[x] = 0.5 + 1e-3 * (double)x + step;
        if (bad)
            src[nd_offset(f, at[f])] = NAN;
        nd_kernel(f, out, src);
    }
}

__attribute__((noinline)) static void wild_store_in_kernel(void)
{
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    volatile int *volatile nowhere = (int *)(uintptr_t)0x10;
    *nowhere = 1; /* SIGSEGV inside advect_tracers */
    PDD_KERNEL_END(tu_unit, K_ADVECT);
}

static void sleep_ms_for(int ms)
{
    struct timespec pause = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&pause, NULL);
}

/* tu_plain, with a pause inside the kernel call: the same calls and stores, one slow. */
static void slow_plain(double *u, const double *src, int n, int ms)
{
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {n}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    sleep_ms_for(ms);
    for (int i = 0; i < n; i++) {
        u[i] = src[i];
        PDD_CHECK_STORE(tu_unit, S_U, &u[i], i, u[i]);
    }
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

int main(int argc, char **argv)
{
    int steps = 4, size[3] = {6, 5, 4}, at[3] = {2, 3, 1};
    int nan_step = 0, neg_tracer_step = 0, neg_delp_step = 0, cuda_step = 0, crash_step = 0;
    double drift = 0;
    int sleep_ms = 0, ndim_step = 0, slow_call_ms = 0;
    int chain = 0, chain_zero_step = 0, chain_nan_step = 0, program_calls = 0, corner_nans = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = v != NULL;
        if (!strcmp(a, "--chain")) {
            chain = 1;
            continue;
        }
        if (!strcmp(a, "--program-calls")) {
            program_calls = 1;
            continue;
        }
        if (!strcmp(a, "--corner-nans")) {
            corner_nans = 1;
            continue;
        }
        if (!strcmp(a, "--steps") && v)
            steps = atoi(v);
        else if (!strcmp(a, "--size") && v)
            ok = parse3(v, size) == 0;
        else if (!strcmp(a, "--at") && v)
            ok = parse3(v, at) == 0;
        else if (!strcmp(a, "--nan") && v)
            nan_step = atoi(v);
        else if (!strcmp(a, "--neg-tracer") && v)
            neg_tracer_step = atoi(v);
        else if (!strcmp(a, "--neg-delp") && v)
            neg_delp_step = atoi(v);
        else if (!strcmp(a, "--cuda-error") && v)
            cuda_step = atoi(v);
        else if (!strcmp(a, "--crash") && v)
            crash_step = atoi(v);
        else if (!strcmp(a, "--sleep-ms") && v)
            sleep_ms = atoi(v);
        else if (!strcmp(a, "--slow-call-ms") && v)
            slow_call_ms = atoi(v);
        else if (!strcmp(a, "--ndim") && v)
            ndim_step = atoi(v);
        else if (!strcmp(a, "--chain-zero-delp") && v)
            chain = 1, chain_zero_step = atoi(v);
        else if (!strcmp(a, "--chain-nan-delp") && v)
            chain = 1, chain_nan_step = atoi(v);
        else if (!strcmp(a, "--drift") && v)
            drift = atof(v);
        else
            ok = 0;
        if (!ok) {
            fprintf(stderr, "viewer_run: bad argument '%s'\n", a);
            return 2;
        }
        i++;
    }
    if (ndim_step && pdd_unit_register(&nd_unit))
        return 1; /* said why */
    const int I = size[0], J = size[1], K = size[2];
    if (chain)
        return chain_run(steps, I, J, K, TU_AT(at[0], at[1], at[2]), chain_zero_step, chain_nan_step);
    size_t n = (size_t)I * J * K;
    double *delp = calloc(n, sizeof *delp), *q = calloc(n, sizeof *q), *src = calloc(n, sizeof *src);
    double *u = calloc(n, sizeof *u);
    float *qrain = calloc(n, sizeof *qrain);
    const int64_t p = TU_AT(at[0], at[1], at[2]);
    for (int step = 1; step <= steps; step++) {
        if (program_calls)
            PDD_PROGRAM_BEGIN(tu_unit);
        for (size_t x = 0; x < n; x++)
            src[x] = 100.0 + (double)(x % 7) - 0.5 * step;
        if (step == neg_delp_step)
            src[p] = -1.5;
        tu_update_delp(delp, src, I, J, K);
        for (size_t x = 0; x < n; x++)
            src[x] = 1e-3 * (1 + (double)(x % 5)) / step + drift;
        if (step == nan_step)
            src[p] = NAN;
        if (corner_nans)
            src[TU_AT(0, 0, 1)] = src[TU_AT(I - 1, 0, 2)] = NAN;
        if (step == neg_tracer_step)
            src[p] = -0.25;
        if (step == crash_step)
            wild_store_in_kernel();
        tu_advect(q, qrain, src, I, J, K);
        if (step == cuda_step)
            pdd_cuda_error(&tu_unit, K_ADVECT, 700, "cudaErrorIllegalAddress",
                           "an illegal memory access was encountered");
        for (size_t x = 0; x < n; x++)
            src[x] = (double)step;
        if (step == 1 && slow_call_ms)
            slow_plain(u, src, (int)n, slow_call_ms);
        else
            tu_plain(u, src, (int)n);
        if (ndim_step)
            nd_step(step, step == ndim_step);
        if (sleep_ms)
            sleep_ms_for(sleep_ms);
        printf("step %d delp %.3f qvapor %.6g\n", step, delp[p], q[p]);
    }
    free(delp);
    free(q);
    free(src);
    free(u);
    free(qrain);
    return 0;
}
