/* signal_chain.c: handing a signal to the handler the program had before pdd's, as the kernel
 * would have run it. pdd's handlers never pre-empt the program's: they run it, then look at
 * what it decided. */
#include "crash.h"

#include <pthread.h>
#include <string.h>

int pdd_handler_is_program(const struct sigaction *prev)
{
    if (prev->sa_flags & SA_SIGINFO)
        return prev->sa_sigaction != NULL;
    return prev->sa_handler != SIG_DFL && prev->sa_handler != SIG_IGN;
}

void pdd_call_program_handler(const struct sigaction *prev, int sig, siginfo_t *info, void *uctx)
{
    /* Its mask, as the kernel sets it; `sig` stays blocked whatever SA_NODEFER says (pdd's
     * own frame is below it): a signal it raises again waits for its return, where pdd sees
     * it pending (pdd_signal_will_end). */
    sigset_t old;
    pthread_sigmask(SIG_BLOCK, &prev->sa_mask, &old);
    if (prev->sa_flags & SA_RESETHAND) {
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigaction(sig, &dfl, NULL);
    }
    if (prev->sa_flags & SA_SIGINFO)
        prev->sa_sigaction(sig, info, uctx);
    else
        prev->sa_handler(sig);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

int pdd_signal_will_end(int sig, int fault, void (*ours)(int, siginfo_t *, void *))
{
    struct sigaction now;
    sigset_t pending;
    if (sigaction(sig, NULL, &now))
        return 0;
    int ours_now = (now.sa_flags & SA_SIGINFO) && now.sa_sigaction == ours;
    int dfl = !(now.sa_flags & SA_SIGINFO) && (now.sa_handler == SIG_DFL || now.sa_handler == SIG_IGN);
    /* raised again: delivered as soon as pdd returns, to what is installed then */
    if (sigpending(&pending) == 0 && sigismember(&pending, sig) && !ours_now)
        return dfl;
    /* a fault returned from runs its instruction again: with the default action now, that
     * ends the process (an ignored fault is not ignored) */
    return fault && dfl;
}
