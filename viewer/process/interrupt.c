/* interrupt.c: pdd-view stopped from outside (^C, SIGTERM, SIGHUP, or SIGPIPE when what reads
 * its output is gone, as `| head` does) removes the snapshots it made of live journals
 * (log/snapshot.c) and then ends as the signal ends it. A signal the caller set to be
 * ignored (nohup) stays ignored. */
#include "process.h"
#include "snapshot.h"

#include <signal.h>
#include <string.h>

static void on_interrupt(int sig)
{
    pdd_snapshots_remove(); /* async-signal-safe */
    signal(sig, SIG_DFL);
    raise(sig);
}

void view_interrupt_install(void)
{
    int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction old, sa;
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_interrupt;
        sigemptyset(&sa.sa_mask);
        sigaction(sigs[i], &sa, NULL);
    }
}
