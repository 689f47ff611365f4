/* backtrace.h: the caller's backtrace as text, from a signal handler or outside one. */
#ifndef PDD_BACKTRACE_H
#define PDD_BACKTRACE_H

#include <stddef.h>
#include <stdint.h>

/* Writes the caller's backtrace as text lines into buf. Outside a signal handler each frame
 * is named (libunwind); inside one (async-signal-safe) each frame is recorded as its address,
 * the file mapped there and the offset in it ("#1 0x55d0c3a2f180 fault @ 0x2180 /path"),
 * named when the journal becomes a log (crash_text.c). */
size_t pdd_backtrace(char *buf, size_t n, int skip);
/* The same from a signal handler, knowing the interrupted instruction (0: unknown): its frame
 * is marked `fault`, the one before it `signal` (the trampoline). */
size_t pdd_backtrace_signal(char *buf, size_t n, int skip, uint64_t fault_pc);

#endif
