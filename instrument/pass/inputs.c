/* inputs.c: the fields each CPU kernel reads, for the inputs checker: the runtime scans those
 * that are layer thicknesses or tracers at the kernel's begin (which ones is decided there, by
 * name, so changing PDD_DELP or PDD_TRACERS needs no new instrumentation). No code is
 * inserted for them: they are rows of the site table flagged PDD_SITE_INPUT, and their fields
 * are bound like written ones.
 *
 * A kernel reads array X where its loop nest (or tasklet block) has X[...] other than as the
 * target of a plain `=`, or passes X / &X[...] to a function of the file that reads that
 * parameter so. Only arrays the runtime can read whole qualify: an SDFG array of a known
 * layout, floating-point, not on the GPU, and not a transient (a transient's memory may hold
 * values nothing wrote, where no kernel reads, and would be reported as bad). */
#include "steps.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)
#define CALL_DEPTH 4

/* The token closing the bracket opened at `open` (same kind), or NONE. */
static size_t closing(const pass *p, size_t open, const char *o, const char *c, size_t limit)
{
    int depth = 0;
    for (size_t t = open; !pass_at_eof(p, t) && t <= limit; t = pass_next(p, t)) {
        if (pass_is(p, t, o))
            depth++;
        else if (pass_is(p, t, c) && --depth == 0)
            return t;
    }
    return NONE;
}

/* The SDFG array a kernel's read of `name` may be scanned through, or NULL. */
static const pdd_sdfg_array *scannable_array(const pass *p, const char *name)
{
    const pdd_sdfg_array *a = pdd_sdfg_array_by_name(p->sdfg, 0, name);
    if (!a || a->transient || a->is_scalar || a->is_view || a->ndim <= 0 || a->ndim > PDD_MAX_DIMS ||
        a->storage == PDD_STORAGE_GPU || (a->type != PDD_T_F64 && a->type != PDD_T_F32))
        return NULL;
    for (int d = 0; d < a->ndim; d++)
        if (!a->shape[d] || !a->strides[d])
            return NULL;
    return a;
}

/* Is the identifier at t a member or a qualified name (x.t, x->t, x::t)? */
static int qualified(const pass *p, size_t t)
{
    size_t q = pdd_tok_prev(&p->toks, t);
    return pass_is(p, q, ".") || pass_is(p, q, "->") || pass_is(p, q, "::");
}

/* The last `]` of the subscripts that follow the identifier at t (X[i][j]), or NONE. */
static size_t subscripts_end(const pass *p, size_t t, size_t limit)
{
    size_t c = NONE;
    for (size_t q = pass_next(p, t); pass_is(p, q, "["); q = pass_next(p, c))
        if ((c = closing(p, q, "[", "]", limit)) == NONE)
            return NONE;
    return c;
}

static size_t reads_in(const pass *p, size_t first, size_t last, const char *name, int depth);

/* Is X[...] at t..end (end: its last `]`) a whole argument of a call to a function of the file
 * whose parameter there is a non-const reference the callee sets before it reads it (DaCe 1's
 * `double& __tmp_31_12_w` of a map body made a function: `__tmp_31_12_w = __out;`)? Such an
 * argument is written by the call, not read. */
static int written_argument(const pass *p, size_t t, size_t end)
{
    size_t before = pdd_tok_prev(&p->toks, t), after = pass_next(p, end);
    if (!(pass_is(p, before, "(") || pass_is(p, before, ",")) || !(pass_is(p, after, ")") || pass_is(p, after, ",")))
        return 0;
    int depth = 0, arg = 0;
    size_t open = before;
    for (; open != NONE; open = pdd_tok_prev(&p->toks, open)) {
        if (pass_is(p, open, ")") || pass_is(p, open, "]"))
            depth++;
        else if ((pass_is(p, open, "(") || pass_is(p, open, "[")) && depth-- == 0)
            break;
        else if (depth == 0 && pass_is(p, open, ","))
            arg++;
    }
    size_t name = open == NONE || !pass_is(p, open, "(") ? NONE : pdd_tok_prev(&p->toks, open);
    if (name == NONE || p->toks.tok[name].kind != PDD_TOK_IDENT || qualified(p, name))
        return 0;
    char callee[PASS_NAME], param[PASS_NAME];
    pass_text(p, name, callee, sizeof callee);
    int fn = pass_fn_named(p, callee);
    if (fn < 0)
        return 0;
    /* the declaration: `double& NAME` with no const before it */
    size_t first, last, pt = pass_param_decl(p, fn, arg, &first, &last);
    int ref = 0, constant = 0;
    for (size_t u = first; pt != NONE && u <= last; u = pass_next(p, u))
        ref |= pass_is(p, u, "&"), constant |= pass_is(p, u, "const");
    if (!ref || constant)
        return 0;
    pass_text(p, pt, param, sizeof param);
    const pdd_syn_node *f = &p->syn.nodes[p->fns[fn].node];
    for (size_t u = f->open; !pass_at_eof(p, u) && u <= (size_t)f->close; u = pass_next(p, u))
        if (p->toks.tok[u].kind == PDD_TOK_IDENT && pass_is(p, u, param) && !qualified(p, u))
            return pass_is(p, pass_next(p, u), "="); /* its first use: set, or read */
    return 1; /* never used */
}

/* Does the occurrence of an array at t (followed by [...]) read it? `&X[...]` reads nothing by
 * itself: as a call's argument the call decides (call_reads), as `Y = &X[...]` the pointer's
 * later reads do (DaCe's views into an array for a nested function: `pt_0 = &pt[...]`). */
static int occurrence_reads(const pass *p, size_t t, size_t last, int depth)
{
    size_t amp = pdd_tok_prev(&p->toks, t);
    if (!pass_is(p, amp, "&")) { /* read unless the target of a plain `=` or a written argument */
        size_t end = subscripts_end(p, t, last);
        return end != NONE && !pass_is(p, pass_next(p, end), "=") && !written_argument(p, t, end);
    }
    size_t eq = pdd_tok_prev(&p->toks, amp), y = eq == NONE ? NONE : pdd_tok_prev(&p->toks, eq);
    if (!pass_is(p, eq, "=") || y == NONE || p->toks.tok[y].kind != PDD_TOK_IDENT || depth >= CALL_DEPTH)
        return 0;
    size_t end = t;
    while (!pass_at_eof(p, end) && end < last && !pass_is(p, end, ";"))
        end = pass_next(p, end);
    char alias[PASS_NAME];
    pass_text(p, y, alias, sizeof alias);
    return end != NONE && end < last && reads_in(p, pass_next(p, end), last, alias, depth + 1) != NONE;
}

/* A call at t (the callee's name) that reads `name`: a function of the file handed `name` for
 * a parameter it reads, or DaCe's copy (dace::CopyImpl<...>(src, dst, n), dace::CopyND<...>::
 * Copy(src, dst, ...)) from `name`. */
static int call_reads(const pass *p, size_t t, size_t last, const char *name, int depth)
{
    size_t open = pass_next(p, t), args[64];
    int copy = pass_is(p, t, "Copy") || pass_is(p, t, "CopyImpl");
    if (copy && pass_is(p, open, "<")) {
        size_t c = closing(p, open, "<", ">", last);
        open = c == NONE ? NONE : pass_next(p, c);
    }
    if (!pass_is(p, open, "("))
        return 0;
    int n = pass_call_arguments(p, open, last, args, 64);
    if (copy)
        return n >= 2 && pass_argument_is(p, args[0], name);
    char callee[PASS_NAME];
    pass_text(p, t, callee, sizeof callee);
    int fn = depth < CALL_DEPTH && !qualified(p, t) ? pass_fn_named(p, callee) : -1;
    if (fn < 0)
        return 0;
    const pdd_syn_node *f = &p->syn.nodes[p->fns[fn].node];
    for (int i = 0; i < n; i++) {
        char param[PASS_NAME];
        if (!pass_argument_is(p, args[i], name))
            continue;
        pass_param_name(p, fn, i, param, sizeof param);
        if (param[0] && reads_in(p, f->open, f->close, param, depth + 1) != NONE)
            return 1;
    }
    return 0;
}

/* The first token between first and last where `name` is read (subscripted, handed to a
 * function that reads it, copied from), or NONE. */
static size_t reads_in(const pass *p, size_t first, size_t last, const char *name, int depth)
{
    for (size_t t = first; !pass_at_eof(p, t) && t <= last; t = pass_next(p, t)) {
        if (p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        if (!qualified(p, t) && pass_is(p, t, name) && pass_is(p, pass_next(p, t), "[") &&
            occurrence_reads(p, t, last, depth))
            return t;
        if ((pass_is(p, pass_next(p, t), "(") || pass_is(p, pass_next(p, t), "<")) && call_reads(p, t, last, name, depth))
            return t;
    }
    return NONE;
}

static int add_input(pass *p, int k, int field, int line)
{
    for (int i = 0; i < p->ninputs; i++)
        if (p->inputs[i].kernel == k && p->inputs[i].field == field)
            return 0;
    if (p->ninputs == p->capinputs) {
        int cap = p->capinputs ? p->capinputs * 2 : 32;
        pass_input *v = realloc(p->inputs, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        p->inputs = v, p->capinputs = cap;
    }
    p->inputs[p->ninputs++] = (pass_input){k, field, line};
    return 0;
}

int pass_find_inputs(pass *p)
{
    if (!p->sdfg || p->is_cuda)
        return 0;
    for (int k = 0; k < p->nkernels; k++) {
        const pass_kernel *K = &p->kernels[k];
        if (K->kind != KERNEL_LOOP && K->kind != KERNEL_BLOCK)
            continue;
        const pdd_syn_node *n = &p->syn.nodes[K->node];
        /* every array the kernel names, looked at once, at the line of its first read */
        char seen[64][PASS_NAME];
        int nseen = 0;
        for (size_t t = n->first; !pass_at_eof(p, t) && t <= n->last; t = pass_next(p, t)) {
            char name[PASS_NAME];
            if (p->toks.tok[t].kind != PDD_TOK_IDENT || qualified(p, t))
                continue;
            pass_text(p, t, name, sizeof name);
            int known = 0;
            for (int i = 0; i < nseen && !known; i++)
                known = !strcmp(seen[i], name);
            if (known || !scannable_array(p, name))
                continue;
            if (nseen < 64)
                snprintf(seen[nseen++], PASS_NAME, "%s", name);
            size_t at = reads_in(p, n->first, n->last, name, 0);
            if (at == NONE)
                continue;
            int f = pass_field_of(p, name);
            if (f < 0 || add_input(p, k, f, pdd_tok_line(&p->toks, at)))
                return -1;
        }
    }
    return 0;
}
