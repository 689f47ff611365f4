/* program_call.c: a kernel call placed in the program call it was in. The kernel call's
 * own /progress row says when it began (an event's row can come later: a GPU launch's
 * values are read at the next synchronisation); without progress rows, the event's. */
#include "program_call.h"
#include "kept_calls.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct kernel_rows {
    int32_t kernel;
    uint64_t call;
    uint64_t call_seq; /* the row of (kernel, call); UINT64_MAX until seen */
    uint64_t *seqs;    /* the kernel's rows, in order */
    size_t n, cap;
    int oom;
} kernel_rows;

static int on_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    kernel_rows *k = ctx;
    for (size_t i = 0; i < n; i++) {
        if (rows[i].kernel != k->kernel)
            continue;
        if (rows[i].call == k->call)
            k->call_seq = rows[i].seq;
        if (k->n == k->cap) {
            size_t cap = k->cap ? 2 * k->cap : 256;
            uint64_t *s = realloc(k->seqs, cap * sizeof *s);
            if (!s)
                return k->oom = -1;
            k->seqs = s, k->cap = cap;
        }
        k->seqs[k->n++] = rows[i].seq;
    }
    return 0;
}

static const char *program_of_unit(const pdd_log *log, int32_t unit)
{
    size_t nu;
    const pdd_log_unit *us = pdd_log_units(log, &nu);
    for (size_t i = 0; i < nu; i++)
        if (us[i].id == unit)
            return us[i].program;
    return NULL;
}

void view_program_call_text(const view_program_call *pc, char *buf, size_t len)
{
    int n = snprintf(buf, len, "call %llu of %llu of program %s", (unsigned long long)pc->call,
                     (unsigned long long)pc->calls, pc->program);
    if (pc->kernel_call && n > 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, ": the kernel's call %llu in it", (unsigned long long)pc->kernel_call);
}

int view_program_call_of(const view_file *f, int32_t kernel, uint64_t call, uint64_t seq,
                         view_program_call *out, const char *verb)
{
    pdd_log *log = view_log(f);
    size_t np;
    const pdd_log_program_call *pc = pdd_log_program_calls(log, &np);
    const pdd_log_kernel *k = pdd_log_kernel_by_id(log, kernel);
    const char *program = k ? program_of_unit(log, k->unit) : NULL;
    if (!np || !program)
        return 0;
    kernel_rows rows = {.kernel = kernel, .call = call, .call_seq = UINT64_MAX};
    char err[1024];
    if (pdd_log_read_progress(log, 0, UINT64_MAX, on_progress, &rows, err, sizeof err) < 0 || rows.oom) {
        fprintf(stderr, "pdd-view %s: %s\n", verb, rows.oom ? "out of memory" : err);
        free(rows.seqs);
        return -1;
    }
    uint64_t at = rows.call_seq != UINT64_MAX ? rows.call_seq : seq;
    memset(out, 0, sizeof *out);
    uint64_t begun = 0; /* the seq of the program call it was in */
    for (size_t i = 0; i < np; i++) {
        const char *p = program_of_unit(log, pc[i].unit);
        if (!p || strcmp(p, program))
            continue;
        out->calls++;
        if (pc[i].seq < at)
            out->call = pc[i].call, begun = pc[i].seq;
    }
    /* where the log dropped calls, the last program call kept before it may not be its own */
    if (!out->call || !view_calls_complete(f, begun, at)) {
        free(rows.seqs);
        return 0;
    }
    uint64_t counted = view_program_calls_counted(log, program);
    if (counted > out->calls)
        out->calls = counted;
    snprintf(out->program, sizeof out->program, "%s", program);
    /* the kernel's calls in that program call, from its rows */
    if (rows.call_seq != UINT64_MAX) {
        uint64_t in = 0;
        for (size_t i = 0; i < rows.n; i++)
            in += rows.seqs[i] > begun && rows.seqs[i] <= rows.call_seq;
        out->kernel_call = in;
    }
    free(rows.seqs);
    return 1;
}
