/* backtrace.c: the caller's backtrace as text lines. Inside a signal handler (the crash
 * event) each frame is its address, the file mapped there, the offset in it and the file's
 * build id, named only when the journal becomes a log; outside one (a CUDA error's caller)
 * libunwind names each frame at once. */
#define UNW_LOCAL_ONLY
#include "backtrace.h"
#include "module_map.h"
#include "sigsafe_text.h"

#include <libunwind.h>
#include <string.h>

/* One frame in a signal handler: its address, how it is to be read, and the file mapped there
 * with the offset in it and the file's build id — no names (crash_text.c names it when the
 * journal becomes a log).
 * `signal`: the signal trampoline; `fault`: the interrupted frame, whose address is the very
 * instruction; otherwise a return address (the call is the instruction before it). */
static size_t put_raw_frame(char *buf, size_t n, size_t at, uint64_t ip, const char *how)
{
    char path[4096];
    uint64_t off = 0;
    at = pdd_put(buf, n, at, " ");
    at = pdd_put_hex(buf, n, at, ip);
    if (how[0]) {
        at = pdd_put(buf, n, at, " ");
        at = pdd_put(buf, n, at, how);
    }
    if (ip == 0 || pdd_module_of((uintptr_t)ip, path, sizeof path, &off) != 0)
        return pdd_put(buf, n, at, " ?"); /* no file there: anonymous memory, [vdso] */
    at = pdd_put(buf, n, at, " @ ");
    at = pdd_put_hex(buf, n, at, off);
    /* the file's build id, read once per file in a row of frames (the handler runs once) */
    static char last[4096], id[130];
    if (strcmp(path, last)) {
        memcpy(last, path, strlen(path) + 1);
        if (!pdd_build_id(path, id, sizeof id))
            id[0] = 0;
    }
    if (id[0]) {
        at = pdd_put(buf, n, at, " {");
        at = pdd_put(buf, n, at, id);
        at = pdd_put(buf, n, at, "}");
    }
    at = pdd_put(buf, n, at, " ");
    return pdd_put(buf, n, at, path);
}

/* From a signal handler: addresses and module offsets only. The interrupted frame is the one
 * whose address is the faulting instruction (libunwind's own signal-frame flag is read as a
 * fallback: it is set on the frame after the trampoline). */
size_t pdd_backtrace_signal(char *buf, size_t n, int skip, uint64_t fault_pc)
{
    enum { MAX_FRAMES = 64 };
    unw_context_t ctx;
    unw_cursor_t cur;
    buf[0] = 0;
    if (unw_getcontext(&ctx) || unw_init_local(&cur, &ctx))
        return 0;
    uint64_t ips[MAX_FRAMES];
    int flagged = -1, nf = 0;
    for (int frame = 0; nf < MAX_FRAMES && unw_step(&cur) > 0; frame++) {
        if (frame < skip)
            continue;
        unw_word_t ip = 0;
        unw_get_reg(&cur, UNW_REG_IP, &ip);
        if (flagged < 0 && unw_is_signal_frame(&cur) > 0)
            flagged = nf;
        ips[nf++] = (uint64_t)ip;
    }
    int fault = -1;
    for (int i = 0; i < nf && fault < 0 && fault_pc; i++)
        if (ips[i] == fault_pc)
            fault = i;
    if (fault < 0)
        fault = flagged;
    /* pdd's own frames above the trampoline are not the program's: the backtrace starts at
     * the trampoline whichever of them the compiler kept */
    int first = fault > 0 ? fault - 1 : 0;
    size_t at = 0;
    for (int i = first; i < nf; i++) {
        static char line[4400]; /* one frame; whole or not at all (a path cut short misleads) */
        size_t len = pdd_put(line, sizeof line, 0, "#");
        len = pdd_put_dec(line, sizeof line, len, i - first);
        len = put_raw_frame(line, sizeof line, len, ips[i], i == fault ? "fault" : i + 1 == fault ? "signal" : "");
        len = pdd_put(line, sizeof line, len, "\n");
        if (at + len + 1 > n)
            break;
        at = pdd_put(buf, n, at, line);
    }
    return at;
}

/* Outside a signal handler (a CUDA error's caller): named by libunwind. */
size_t pdd_backtrace(char *buf, size_t n, int skip)
{
    unw_context_t ctx;
    unw_cursor_t cur;
    size_t at = 0;
    buf[0] = 0;
    if (unw_getcontext(&ctx) || unw_init_local(&cur, &ctx))
        return 0;
    for (int frame = 0; frame < 64 + skip && unw_step(&cur) > 0; frame++) {
        if (frame < skip)
            continue;
        unw_word_t ip = 0, off = 0;
        char name[256];
        unw_get_reg(&cur, UNW_REG_IP, &ip);
        at = pdd_put(buf, n, at, "#");
        at = pdd_put_dec(buf, n, at, frame - skip);
        at = pdd_put(buf, n, at, " ");
        at = pdd_put_hex(buf, n, at, (uint64_t)ip);
        if (unw_get_proc_name(&cur, name, sizeof name, &off) == 0) {
            at = pdd_put(buf, n, at, " ");
            at = pdd_put(buf, n, at, name);
            at = pdd_put(buf, n, at, "+");
            at = pdd_put_hex(buf, n, at, (uint64_t)off);
        } else {
            at = pdd_put(buf, n, at, " ??");
        }
        at = pdd_put(buf, n, at, "\n");
    }
    return at;
}
