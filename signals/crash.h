/* crash.h: the crash checker's parts (crash.c is its descriptor): the handler of terminating
 * signals, and the handing of a signal on to the program's own handler. */
#ifndef PDD_CRASH_H
#define PDD_CRASH_H

#include <signal.h>

/* term_signal.c: records SIGTERM / SIGINT / SIGHUP as how the process ended (crash checker). */
void pdd_term_install(void);
void pdd_term_uninstall(void);
/* signal_chain.c. 1 when the program's old disposition is a handler of its own. */
int pdd_handler_is_program(const struct sigaction *prev);
/* Runs it as the kernel would: its mask, SA_RESETHAND, SA_SIGINFO. */
void pdd_call_program_handler(const struct sigaction *prev, int sig, siginfo_t *info, void *uctx);
/* After the program's handler returned: 1 when the signal will now end the process (it is
 * pending again with the default action installed, or it is a fault, which runs again,
 * meeting the default action). `ours`: pdd's handler, which does not end it. */
int pdd_signal_will_end(int sig, int fault, void (*ours)(int, siginfo_t *, void *));

#endif
