/* kernel.c: kernel begin/end — the per-kernel call counter, the progress table, pace's
 * progress print, and the moment a call's pending bad values become events. */
#include "runtime.h"
#include "clock.h"
#include "inputs.h"
#include "registry.h"

uint64_t pdd_kernel_begin(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return 0;
    if (pdd_cuda_ring_on) /* device results of earlier launches, in order */
        pdd_cuda_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_fetch_add_explicit(&kr->calls, 1, memory_order_relaxed) + 1;
    atomic_store_explicit(&kr->alarms, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->bad_values, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->current_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_kernel, kr->gid, memory_order_release);
    if (pdd_checks & PDD_CHECK_PROGRESS) {
        pdd_rec_progress rec = {pdd_ticks_ns(pdd_ticks()), 0, kr->gid, (uint32_t)call};
        kr->open = pdd_journal_append(pdd_rt.journal, PDD_REC_PROGRESS, &rec, sizeof rec, NULL, 0);
        if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
            pdd_say("pdd: rank %lld: begin %s (call %llu)\n", (long long)pdd_rt.rank,
                    u->kernels[k].name, (unsigned long long)call);
    }
    if (kr->ninputs && (pdd_checks & PDD_CHECK_INPUTS))
        pdd_kernel_check_inputs(u, k, call);
    return call;
}

void pdd_kernel_end(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return;
    if (pdd_cuda_ring_on)
        pdd_cuda_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_load_explicit(&kr->current_call, memory_order_relaxed);
    if (atomic_load_explicit(&kr->alarms, memory_order_relaxed) >
        atomic_load_explicit(&kr->bad_values, memory_order_relaxed))
        atomic_store_explicit(&kr->fast, 0, memory_order_relaxed);
    if (atomic_load_explicit(&kr->dirty, memory_order_acquire))
        pdd_kernel_flush(u, k, call);
    pdd_rec_progress *open = kr->open;
    if (open) {
        uint64_t t_end = pdd_ticks_ns(pdd_ticks());
        if (t_end < open->t_begin_ns) /* an anchor refresh in between may step a few ns */
            t_end = open->t_begin_ns;
        __atomic_store_n(&open->t_end_ns, t_end, __ATOMIC_RELEASE);
        kr->open = NULL;
        if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
            pdd_say("pdd: rank %lld: end   %s (call %llu, %.3f ms)\n", (long long)pdd_rt.rank,
                    u->kernels[k].name, (unsigned long long)call,
                    (double)(t_end - open->t_begin_ns) / 1e6);
    }
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
