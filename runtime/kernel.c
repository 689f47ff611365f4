/* kernel.c: kernel begin/end — the per-kernel call counter, the kernel running now (for a
 * crash's attribution), the moment a call's pending bad values become events, and the hooks
 * of the checkers that act at a call's begin and end (progress, inputs). */
#include "runtime.h"
#include "checker.h"
#include "registry.h"

uint64_t pdd_kernel_begin(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return 0;
    if (pdd_drain_on) /* device results of earlier launches, in order */
        pdd_moment_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_fetch_add_explicit(&kr->calls, 1, memory_order_relaxed) + 1;
    atomic_store_explicit(&kr->alarms, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->bad_values, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->current_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_kernel, kr->gid, memory_order_release);
    if (pdd_kernel_begin_hook)
        pdd_kernel_begin_hook(u, k, call);
    return call;
}

void pdd_kernel_end(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return;
    if (pdd_drain_on)
        pdd_moment_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_load_explicit(&kr->current_call, memory_order_relaxed);
    if (atomic_load_explicit(&kr->alarms, memory_order_relaxed) >
        atomic_load_explicit(&kr->bad_values, memory_order_relaxed))
        atomic_store_explicit(&kr->fast, 0, memory_order_relaxed);
    if (atomic_load_explicit(&kr->dirty, memory_order_acquire))
        pdd_kernel_flush(u, k, call);
    if (pdd_kernel_end_hook)
        pdd_kernel_end_hook(u, k, call);
    atomic_store_explicit(&pdd_rt.running_kernel, -1, memory_order_release);
}

int pdd_kernel_fast(pdd_unit *u, int k)
{
    const pdd_unit_rt *rt = u->rt;
    if (!rt || k < 0 || (uint32_t)k >= u->nkernels)
        return 0;
    return atomic_load_explicit(&rt->kernels[k].fast, memory_order_relaxed);
}

int pdd_site_alarm(pdd_unit *u, int s)
{
    pdd_unit_rt *rt = u->rt;
    if (rt && s >= 0 && (uint32_t)s < u->nsites)
        atomic_fetch_add_explicit(&rt->kernels[u->sites[s].kernel].alarms, 1, memory_order_relaxed);
    return 1;
}
