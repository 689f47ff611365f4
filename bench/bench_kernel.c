/* bench_kernel.c: what kernel begin/end costs per call with progress logging on (the
 * journal write included), against the same empty call with the probes dormant. */
#include "runtime.h"
#include <pdd/probe.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const pdd_kernel_desc kernels[1] = {{"empty_0_0_1", "bench_kernel.c", 1, NULL}};
static const pdd_field_desc fields[1] = {{"u", PDD_T_F64, 1, PDD_STORAGE_HOST, 0}};
static const pdd_site_desc sites[1] = {{0, 0, 1, 0}};
static pdd_range ranges[1];
static pdd_unit unit = {PDD_ABI_VERSION, "bench", "bench_kernel.c", 1, 1, 1, kernels, fields, sites,
                        ranges, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(unit)

static volatile int sink;

__attribute__((noinline)) static void kernel_call(void)
{
    PDD_KERNEL_BEGIN(unit, 0);
    sink++;
    PDD_KERNEL_END(unit, 0);
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double run(long calls)
{
    double t0 = seconds();
    for (long c = 0; c < calls; c++)
        kernel_call();
    return seconds() - t0;
}

int main(void)
{
    const long calls = 2000000;
    if (!getenv("PDD_LOG")) setenv("PDD_LOG", "/tmp/pdd-bench-kernel.%p.h5", 1);
    setenv("PACE_DACE_DEBUG", "False", 1);
    pdd_runtime_restart();
    run(calls / 10);
    double dormant = run(calls);
    setenv("PACE_DACE_DEBUG", "True", 1);
    pdd_runtime_restart();
    run(calls / 10);
    double active = run(calls);
    setenv("PACE_DACE_DEBUG", "False", 1);
    pdd_runtime_restart(); /* writes the log: not timed */
    printf("kernel begin+end with progress logged, %ld calls\n", calls);
    printf("  dormant  %6.1f ns per call\n", dormant / calls * 1e9);
    printf("  active   %6.1f ns per call  (goal <= 100 ns)\n", active / calls * 1e9);
    return 0;
}
