/* crash.c: the crash checker: on SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT, record a `crash`
 * event (signal, address and where it lies against the bound fields, the kernel running, a
 * backtrace of addresses and module offsets) and pending bad values into the journal, then
 * hand the signal on so exit status and core dumps stay what they were. Its hooks put the
 * handlers in when pdd starts and out when it leaves. */
#include "checker.h"
#include "runtime.h"
#include "atomic_file.h"
#include "backtrace.h"
#include "crash.h"
#include "crash_place.h"
#include "registry.h"
#include "sigsafe_text.h"

#include <signal.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define NSIG_CRASH (int)(sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous[NSIG_CRASH];
static volatile sig_atomic_t in_crash;
static int installed;

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGABRT: return "SIGABRT";
    default: return "signal";
    }
}

/* The signal came from kill, raise or sigqueue: no fault, no faulting instruction. */
static int sent_by_a_process(int code)
{
    return code == SI_USER || code == SI_TKILL || code == SI_QUEUE;
}

/* What si_code says of the fault, "" when nothing worth saying. */
static const char *code_text(int sig, int code)
{
    if (sent_by_a_process(code))
        return "sent by a process (kill, raise), not a fault";
    switch (sig) {
    case SIGSEGV:
        return code == SEGV_MAPERR   ? "SEGV_MAPERR: nothing mapped there"
               : code == SEGV_ACCERR ? "SEGV_ACCERR: no permission for this access there"
                                     : "";
    case SIGBUS:
        return code == BUS_ADRALN   ? "BUS_ADRALN: misaligned address"
               : code == BUS_ADRERR ? "BUS_ADRERR: past the end of a mapped file, or no such memory"
               : code == BUS_OBJERR ? "BUS_OBJERR: hardware error"
                                    : "";
    case SIGFPE:
        return code == FPE_INTDIV   ? "FPE_INTDIV: integer divide by zero"
               : code == FPE_INTOVF ? "FPE_INTOVF: integer overflow"
               : code == FPE_FLTDIV ? "FPE_FLTDIV: floating-point divide by zero"
               : code == FPE_FLTINV ? "FPE_FLTINV: invalid floating-point operation"
                                    : "";
    case SIGILL:
        return code == ILL_ILLOPC ? "ILL_ILLOPC: illegal opcode" : "";
    default:
        return "";
    }
}

/* The interrupted instruction, from the signal's context; 0 where this platform's layout
 * is not known here. */
static uint64_t fault_pc(const void *uctx)
{
    const ucontext_t *uc = uctx;
    if (!uc)
        return 0;
#if defined(__x86_64__)
    return (uint64_t)uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (uint64_t)uc->uc_mcontext.pc;
#else
    return 0;
#endif
}

/* 1 when the faulting access was a write, 0 a read, -1 unknown: on x86-64 the page fault's
 * error code (bit 1: write) comes with a SIGSEGV from a page fault (trap 14); on aarch64 the
 * kernel puts the exception's syndrome (ESR) in a record of the signal frame, whose WnR bit
 * (6) says write for a data abort (exception class 0x24/0x25). */
static int fault_was_write(int sig, const void *uctx)
{
    const ucontext_t *uc = uctx;
#if defined(__x86_64__)
    if (uc && sig == SIGSEGV && uc->uc_mcontext.gregs[REG_TRAPNO] == 14)
        return (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0;
#elif defined(__aarch64__) && defined(ESR_MAGIC)
    if (uc && (sig == SIGSEGV || sig == SIGBUS)) {
        const unsigned char *p = (const unsigned char *)uc->uc_mcontext.__reserved;
        const unsigned char *end = p + sizeof uc->uc_mcontext.__reserved;
        while (p + sizeof(struct _aarch64_ctx) <= end) {
            const struct _aarch64_ctx *head = (const struct _aarch64_ctx *)p;
            if (head->magic == 0 || head->size < sizeof *head || head->size > (size_t)(end - p))
                break;
            if (head->magic == ESR_MAGIC && head->size >= sizeof(struct esr_context)) {
                const uint64_t esr = ((const struct esr_context *)p)->esr;
                const unsigned ec = (unsigned)(esr >> 26) & 0x3f;
                if (ec == 0x24 || ec == 0x25)
                    return (int)((esr >> 6) & 1);
                break;
            }
            p += head->size;
        }
    }
#endif
    (void)sig, (void)uc;
    return -1;
}

/* The event's text: the signal, what si_code says, the faulting instruction; for SIGSEGV and
 * SIGBUS where the address lies (crash_place.c); then the frames. */
static size_t crash_text(char *text, size_t n, int sig, const siginfo_t *info, const void *uctx)
{
    size_t at = pdd_put(text, n, 0, signal_name(sig));
    at = pdd_put(text, n, at, " (");
    at = pdd_put_dec(text, n, at, sig);
    at = pdd_put(text, n, at, ")");
    int sent = info && sent_by_a_process(info->si_code);
    if (sig != SIGABRT && info) {
        at = pdd_put(text, n, at, " at address ");
        at = pdd_put_hex(text, n, at, (uint64_t)(uintptr_t)info->si_addr);
    }
    const char *why = info && sig != SIGABRT ? code_text(sig, info->si_code) : "";
    if (why[0]) {
        at = pdd_put(text, n, at, " (");
        at = pdd_put(text, n, at, why);
        at = pdd_put(text, n, at, ")");
    }
    uint64_t pc = sent ? 0 : fault_pc(uctx);
    int write = sent ? -1 : fault_was_write(sig, uctx);
    if (write >= 0)
        at = pdd_put(text, n, at, write ? ", a write" : ", a read");
    if (pc) {
        at = pdd_put(text, n, at, ", pc ");
        at = pdd_put_hex(text, n, at, pc);
    }
    at = pdd_put(text, n, at, "\n");
    if ((sig == SIGSEGV || sig == SIGBUS) && info && !sent) {
        at = pdd_crash_place(text, n, at, (uintptr_t)info->si_addr, write);
        at = pdd_put(text, n, at, "\n");
    }
    return at + pdd_backtrace_signal(text + at, n - at, 1, pc);
}

/* Records the crash event (once a run) and what the running calls found before it. */
static void record_crash(int sig, siginfo_t *info, void *uctx)
{
    if (in_crash || !pdd_enabled || !pdd_rt.journal)
        return;
    in_crash = 1;
    pdd_journal_signal_context = 1;
    pdd_moment_drain(); /* the CUDA ring: host memory only, no CUDA call: safe in a handler */
    pdd_flush_all_pending();
    static char text[12 * 1024];
    size_t at = crash_text(text, sizeof text, sig, info, uctx);
    int32_t kernel = atomic_load(&pdd_rt.running_kernel);
    pdd_rec_event ev;
    pdd_event_without_site(&ev, PDD_KIND_CRASH, kernel,
                           kernel >= 0 ? atomic_load(&pdd_rt.running_call) : 0, sig);
    if (pdd_journal_append_reserved(pdd_rt.journal, PDD_REC_EVENT, &ev, pdd_rec_event_len(&ev),
                                    text, at + 1)) {
        static const char msg1[] = "pdd: crash recorded in ";
        static const char msg2[] = "; run 'pdd-view summary' on it\n";
        (void)!write(2, msg1, sizeof msg1 - 1);
        (void)!write(2, pdd_rt.journal_path, strlen(pdd_rt.journal_path));
        (void)!write(2, msg2, sizeof msg2 - 1);
    }
}

/* The fault this thread's program handler is handling now (it may end the process by
 * abort() or exit() instead of returning: the fault is what is recorded then). */
static _Thread_local int program_handling;
static _Thread_local int program_sig;
static _Thread_local siginfo_t program_info;
static _Thread_local void *program_uctx;

/* At exit: when this thread is inside the program's own handler of a fault (which calls
 * exit), the fault is recorded as the crash it is, and 1 is returned. */
static int record_handled_fault(void)
{
    if (program_handling)
        record_crash(program_sig, &program_info, program_uctx);
    return program_handling;
}

static void on_crash(int sig, siginfo_t *info, void *uctx)
{
    int idx = 0;
    while (idx < NSIG_CRASH && crash_signals[idx] != sig)
        idx++;
    int sent = info && sent_by_a_process(info->si_code);
    if (idx < NSIG_CRASH && pdd_handler_is_program(&previous[idx]) && !program_handling) {
        /* The program's own handler first: it may resolve the fault (map the page in, as a
         * runtime with its own memory management does) and return. Only a fault that will
         * end the process is a crash. */
        program_handling = 1, program_sig = sig, program_uctx = uctx;
        if (info)
            program_info = *info;
        else
            memset(&program_info, 0, sizeof program_info);
        pdd_call_program_handler(&previous[idx], sig, info, uctx);
        program_handling = 0;
        /* abort() ends the process even when a handler returns */
        int aborts = sig == SIGABRT && info && sent && info->si_pid == getpid();
        if (aborts || pdd_signal_will_end(sig, !sent, on_crash))
            record_crash(sig, info, uctx);
        return; /* what it installed takes the signal pending, or the fault run again */
    }
    if (program_handling && sig == SIGABRT) /* the program's fault handler aborts */
        record_crash(program_sig, &program_info, program_uctx);
    else
        record_crash(sig, info, uctx);
    /* Give the signal to whoever had it before (default action: core, exit status). The
     * signal is blocked until we return; a fault re-executes and meets the old handler. */
    if (idx < NSIG_CRASH)
        sigaction(sig, &previous[idx], NULL);
    if (idx == NSIG_CRASH || !pdd_handler_is_program(&previous[idx]))
        pdd_atomic_abandon(); /* it dies now: no half-made log is left */
    raise(sig);
}

static void crash_install(void)
{
    /* An alternate stack so a stack overflow in the main thread is still recorded; one the
     * program set up (Python's faulthandler does) stays: it serves the same purpose. */
    static char altstack[64 * 1024];
    stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0}, old;
    if (sigaltstack(NULL, &old) == 0 && (old.ss_flags & SS_DISABLE))
        sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_crash;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < NSIG_CRASH; i++)
        sigaction(crash_signals[i], &sa, &previous[i]);
    installed = 1;
}

static void crash_uninstall(void)
{
    if (!installed)
        return;
    /* Only where pdd's handler is still the one installed: one the program put over it
     * stays. */
    for (int i = 0; i < NSIG_CRASH; i++) {
        struct sigaction now;
        if (sigaction(crash_signals[i], NULL, &now) == 0 && (now.sa_flags & SA_SIGINFO) &&
            now.sa_sigaction == on_crash)
            sigaction(crash_signals[i], &previous[i], NULL);
    }
    installed = 0;
}

/* The handlers of fatal signals and of terminating ones (term_signal.c) go in when pdd starts
 * with the crash checker on, and out when pdd leaves. */
static void crash_start(void)
{
    if (!(pdd_checks & PDD_CHECK_CRASH))
        return;
    crash_install();
    pdd_term_install();
}

static void crash_stop(void)
{
    crash_uninstall();
    pdd_term_uninstall();
}

/* The checker: the process gets a fatal signal: this file records a backtrace and the
 * kernel that was running, then lets the signal do what it would have done. */
const pdd_checker pdd_checker_crash = {
    .name = "crash",
    .bit = PDD_CHECK_CRASH,
    .what = "SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT: backtrace and running kernel",
    .default_on = 1,
    .kind = PDD_KIND_CRASH,
    .start = crash_start,
    .fault_exit = record_handled_fault,
    .stop = crash_stop,
};
