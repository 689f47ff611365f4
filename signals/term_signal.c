/* term_signal.c: on SIGTERM, SIGINT or SIGHUP (how mpirun, srun, a batch system or ^C end a
 * rank), record which signal ended the process, then let it act exactly as it would have
 * without pdd: the program's own handler runs, or the default action ends the process with
 * the same "killed by signal" status. The journal then says the rank was terminated rather
 * than that it died of an unknown cause. */
#include "runtime.h"
#include "checker.h"
#include "atomic_file.h"
#include "crash.h"
#include "registry.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int term_signals[] = {SIGTERM, SIGINT, SIGHUP};
#define NSIG_TERM (int)(sizeof term_signals / sizeof term_signals[0])
static struct sigaction previous[NSIG_TERM];
static volatile sig_atomic_t recorded;
static int installed;

static void on_term(int sig, siginfo_t *info, void *uctx)
{
    int idx = 0;
    while (idx < NSIG_TERM && term_signals[idx] != sig)
        idx++;
    if (idx == NSIG_TERM)
        return;
    const struct sigaction *prev = &previous[idx];
    int dies = !(prev->sa_flags & SA_SIGINFO) && prev->sa_handler == SIG_DFL;
    /* The first one only: mpirun may send SIGTERM again before its SIGKILL. */
    if (!recorded && pdd_enabled && pdd_rt.journal) {
        recorded = 1;
        int saved_context = pdd_journal_signal_context;
        pdd_journal_signal_context = 1; /* growth must not wait for a lock */
        if (dies) {
            /* The process ends now: what the running calls found so far goes in first. When the
             * program's handler takes the signal, it may run on and flush them itself. */
            pdd_moment_drain();
            pdd_flush_all_pending();
        }
        pdd_rec_signal rec;
        memset(&rec, 0, sizeof rec);
        rec.t_ns = pdd_now_ns();
        rec.sig = sig;
        if (info) {
            rec.sender_pid = (int32_t)info->si_pid;
            rec.code = info->si_code;
        }
        pdd_journal_append_reserved(pdd_rt.journal, PDD_REC_SIGNAL, &rec, sizeof rec, NULL, 0);
        pdd_journal_signal_context = saved_context;
    }
    if (!dies) {
        if (pdd_handler_is_program(prev))
            pdd_call_program_handler(prev, sig, info, uctx);
        return;
    }
    /* The default action, so that the exit status says "killed by signal N": the signal is
     * blocked until this handler returns, and then meets the default disposition. A log
     * half made at exit goes (its journal stays, whole). */
    pdd_atomic_abandon();
    sigaction(sig, prev, NULL);
    raise(sig);
}

void pdd_term_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_term;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < NSIG_TERM; i++)
        sigaddset(&sa.sa_mask, term_signals[i]); /* one at a time: ^C during mpirun's SIGTERM */
    for (int i = 0; i < NSIG_TERM; i++) {
        struct sigaction now;
        sigaction(term_signals[i], NULL, &now);
        previous[i] = now;
        /* An ignored signal stays ignored (nohup's SIGHUP): it ends nothing to record. */
        if (!(now.sa_flags & SA_SIGINFO) && now.sa_handler == SIG_IGN)
            continue;
        sigaction(term_signals[i], &sa, NULL);
    }
    recorded = 0;
    installed = 1;
}

void pdd_term_uninstall(void)
{
    if (!installed)
        return;
    for (int i = 0; i < NSIG_TERM; i++) {
        struct sigaction now;
        sigaction(term_signals[i], NULL, &now);
        if ((now.sa_flags & SA_SIGINFO) && now.sa_sigaction == on_term)
            sigaction(term_signals[i], &previous[i], NULL);
    }
    installed = 0;
}
