/* crash.c: on SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT, record a `crash` event (signal,
 * address, the kernel running, a libunwind backtrace) and pending bad values into the
 * journal, then hand the signal on so exit status and core dumps stay what they were. */
#define UNW_LOCAL_ONLY
#include "checker.h"
#include "runtime.h"

#include <libunwind.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The checker: the process gets a fatal signal: this file records a backtrace and the
 * kernel that was running, then lets the signal do what it would have done. */
const pdd_checker pdd_checker_crash = {
    .name = "crash",
    .bit = PDD_CHECK_CRASH,
    .what = "SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT: backtrace and running kernel",
    .default_on = 1,
    .kind = PDD_KIND_CRASH,
};

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define NSIG_CRASH (int)(sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous[NSIG_CRASH];
static volatile sig_atomic_t in_crash;
static int installed;

/* Appends text without stdio's locks (async-signal-safe). */
static size_t put(char *buf, size_t n, size_t at, const char *s)
{
    while (*s && at + 1 < n)
        buf[at++] = *s++;
    buf[at < n ? at : n - 1] = 0;
    return at;
}

static size_t put_hex(char *buf, size_t n, size_t at, uint64_t v)
{
    char tmp[19] = "0x";
    int len = 0;
    char digits[16];
    do {
        digits[len++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    for (int i = 0; i < len; i++)
        tmp[2 + i] = digits[len - 1 - i];
    tmp[2 + len] = 0;
    return put(buf, n, at, tmp);
}

static size_t put_dec(char *buf, size_t n, size_t at, int64_t v)
{
    char tmp[24];
    int len = 0;
    uint64_t u = v < 0 ? (uint64_t)(-v) : (uint64_t)v;
    do {
        tmp[len++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        tmp[len++] = '-';
    char out[24];
    for (int i = 0; i < len; i++)
        out[i] = tmp[len - 1 - i];
    out[len] = 0;
    return put(buf, n, at, out);
}

/* In the crash handler the names come from pdd_symbolize (no malloc), not from libunwind's
 * unw_get_proc_name, which allocates: a program that dies inside malloc would hang there. */
size_t pdd_backtrace(char *buf, size_t n, int skip)
{
    int in_signal = pdd_journal_signal_context;
    unw_context_t ctx;
    unw_cursor_t cur;
    size_t at = 0;
    buf[0] = 0;
    if (unw_getcontext(&ctx) || unw_init_local(&cur, &ctx))
        return 0;
    int after_signal = 0;
    for (int frame = 0; frame < 64 + skip && unw_step(&cur) > 0; frame++) {
        /* A return address may be one past its function's end (a call to abort() last in a
         * function): the name is that of ip - 1, except in a signal frame and in the frame it
         * interrupted, where ip is the very instruction. */
        int signal_frame = unw_is_signal_frame(&cur) > 0;
        int exact = signal_frame || after_signal;
        after_signal = signal_frame;
        if (frame < skip)
            continue;
        unw_word_t ip = 0, off = 0;
        char name[256];
        unw_get_reg(&cur, UNW_REG_IP, &ip);
        at = put(buf, n, at, "#");
        at = put_dec(buf, n, at, frame - skip);
        at = put(buf, n, at, " ");
        at = put_hex(buf, n, at, (uint64_t)ip);
        int named;
        if (in_signal) {
            uint64_t off64 = 0;
            named = ip > 0 && pdd_symbolize((uintptr_t)ip - !exact, name, sizeof name, &off64) == 0;
            off = (unw_word_t)off64 + !exact;
        } else {
            named = unw_get_proc_name(&cur, name, sizeof name, &off) == 0;
        }
        if (named) {
            at = put(buf, n, at, " ");
            at = put(buf, n, at, name);
            at = put(buf, n, at, "+");
            at = put_hex(buf, n, at, (uint64_t)off);
        } else {
            at = put(buf, n, at, " ??");
        }
        at = put(buf, n, at, "\n");
    }
    return at;
}

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

static void on_crash(int sig, siginfo_t *info, void *uctx)
{
    (void)uctx;
    int idx = 0;
    while (idx < NSIG_CRASH && crash_signals[idx] != sig)
        idx++;
    if (!in_crash && pdd_enabled && pdd_rt.journal) {
        in_crash = 1;
        pdd_journal_signal_context = 1;
        pdd_cuda_drain(); /* host memory only, no CUDA call: safe in a handler */
        pdd_flush_all_pending();
        static char text[12 * 1024];
        size_t at = put(text, sizeof text, 0, signal_name(sig));
        at = put(text, sizeof text, at, " (");
        at = put_dec(text, sizeof text, at, sig);
        at = put(text, sizeof text, at, ")");
        if (sig != SIGABRT && info) {
            at = put(text, sizeof text, at, " at address ");
            at = put_hex(text, sizeof text, at, (uint64_t)(uintptr_t)info->si_addr);
        }
        at = put(text, sizeof text, at, "\n");
        at += pdd_backtrace(text + at, sizeof text - at, 1);
        int32_t kernel = atomic_load(&pdd_rt.running_kernel);
        pdd_rec_event ev;
        pdd_event_without_site(&ev, PDD_KIND_CRASH, kernel,
                               kernel >= 0 ? atomic_load(&pdd_rt.running_call) : 0, sig);
        if (pdd_journal_append_reserved(pdd_rt.journal, PDD_REC_EVENT, &ev,
                                        pdd_rec_event_len(&ev), text, at + 1)) {
            static const char msg1[] = "pdd: crash recorded in ";
            static const char msg2[] = "; run 'pdd-view summary' on it\n";
            (void)!write(2, msg1, sizeof msg1 - 1);
            (void)!write(2, pdd_rt.journal_path, strlen(pdd_rt.journal_path));
            (void)!write(2, msg2, sizeof msg2 - 1);
        }
    }
    /* Give the signal to whoever had it before (default action: core, exit status). The
     * signal is blocked until we return; a fault re-executes and meets the old handler. */
    if (idx < NSIG_CRASH)
        sigaction(sig, &previous[idx], NULL);
    raise(sig);
}

void pdd_crash_install(void)
{
    /* An alternate stack so a stack overflow in the main thread is still recorded. */
    static char altstack[64 * 1024];
    stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
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

void pdd_crash_uninstall(void)
{
    if (!installed)
        return;
    for (int i = 0; i < NSIG_CRASH; i++)
        sigaction(crash_signals[i], &previous[i], NULL);
    installed = 0;
}
