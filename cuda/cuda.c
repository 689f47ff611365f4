/* cuda.c: the cuda checker: a failed CUDA call becomes a `cuda_error` event with the kernel,
 * its call, the error code and name, and the caller's backtrace; its drain hook empties the
 * CUDA ring (cuda_ring.c). */
#include "checker.h"
#include "pdd_cupti.h"
#include "runtime.h"
#include "backtrace.h"

#include <stdio.h>
#include <string.h>

/* The checker: a CUDA launch or kernel failed (pace's syncdebug / CUDA_ERROR_CHECK). The
 * device probes' results wait in the CUDA ring (cuda_ring.c), drained into the journal at
 * each kernel's begin and end, at exit and on a crash, whichever checkers are on. */
const pdd_checker pdd_checker_cuda = {
    .name = "cuda",
    .bit = PDD_CHECK_CUDA,
    .what = "a CUDA launch or kernel fails",
    .default_on = 1,
    .kind = PDD_KIND_CUDA_ERROR,
    .drain = pdd_cuda_drain,
};

void pdd_cuda_error(pdd_unit *u, int k, int code, const char *name, const char *what)
{
    if (!pdd_enabled || !(pdd_checks & PDD_CHECK_CUDA) || !pdd_rt.journal)
        return;
    pdd_unit_rt *rt = u ? u->rt : NULL;
    int known = rt && k >= 0 && (uint32_t)k < u->nkernels;
    int32_t gid = known ? rt->kernels[k].gid : -1;
    uint64_t call = known ? atomic_load(&rt->kernels[k].current_call) : 0;
    if (known && pdd_cupti_recorded(gid, call, code))
        return; /* CUPTI's callback already logged this failure, with the API call's name */
    pdd_rec_event ev;
    pdd_event_without_site(&ev, PDD_KIND_CUDA_ERROR, gid, call, code);
    ev.cuda_error = code;
    char text[8192];
    int at = snprintf(text, sizeof text, "%s (%d): %s\n", name ? name : "cudaError", code,
                      what ? what : "");
    if (at < 0)
        at = 0;
    if ((size_t)at >= sizeof text)
        at = sizeof text - 1;
    at += (int)pdd_backtrace(text + at, sizeof text - (size_t)at, 1);
    pdd_journal_append(pdd_rt.journal, PDD_REC_EVENT, &ev, pdd_rec_event_len(&ev), text,
                       (size_t)at + 1);
    pdd_call_ring_freeze();
    pdd_say("pdd: %s (%d) in kernel %s: %s\n", name ? name : "cudaError", code,
            known ? u->kernels[k].name : "(none)", what ? what : "");
}
