/* crash.h: the crash checker: its handlers of fatal and terminating signals, and backtraces. */
#ifndef PDD_CRASH_H
#define PDD_CRASH_H

#include <stddef.h>
#include <stdint.h>

/* crash.c: the handler of SIGSEGV, SIGBUS, SIGFPE, SIGILL and SIGABRT. */
void pdd_crash_install(void);
void pdd_crash_uninstall(void);
/* At exit: when this thread is inside the program's own handler of a fault (which calls
 * exit), the fault is recorded as the crash it is, and 1 is returned. */
int pdd_crash_record_handled_fault(void);
/* term_signal.c: records SIGTERM / SIGINT / SIGHUP as how the process ended (crash checker). */
void pdd_term_install(void);
void pdd_term_uninstall(void);
/* signal_chain.c. 1 when the program's old disposition is a handler of its own. */
#include <signal.h>
int pdd_handler_is_program(const struct sigaction *prev);
/* Runs it as the kernel would: its mask, SA_RESETHAND, SA_SIGINFO. */
void pdd_call_program_handler(const struct sigaction *prev, int sig, siginfo_t *info, void *uctx);
/* After the program's handler returned: 1 when the signal will now end the process (it is
 * pending again with the default action installed, or it is a fault, which runs again,
 * meeting the default action). `ours`: pdd's handler, which does not end it. */
int pdd_signal_will_end(int sig, int fault, void (*ours)(int, siginfo_t *, void *));
/* Writes the caller's backtrace as text lines into buf. Outside a signal handler each frame
 * is named (libunwind); inside one (async-signal-safe) each frame is recorded as its address,
 * the file mapped there and the offset in it ("#1 0x55d0c3a2f180 fault @ 0x2180 /path"),
 * named when the journal becomes a log (crash_text.c). */
size_t pdd_backtrace(char *buf, size_t n, int skip);
/* The same from a signal handler, knowing the interrupted instruction (0: unknown): its frame
 * is marked `fault`, the one before it `signal` (the trampoline). */
size_t pdd_backtrace_signal(char *buf, size_t n, int skip, uint64_t fault_pc);

#endif
