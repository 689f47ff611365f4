/* probes.c: the model's fifth step, the probes: the text inserted for each field's binding,
 * each kernel's begin and end (its loop nest versioned: as generated while the probes are
 * dormant, probed, and in the fast form) and each site's probe, as a plan (plan.h) over the
 * source; every insertion marked with a pdd comment. */
#include "plan.h"

#include <pdd/abi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)

static const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

/* The blanks that start the line token t is on (127 at most): where they start in the source,
 * *len of them. */
static size_t indent_at(const pass *p, size_t t, size_t *len)
{
    size_t s = pass_tok_start(p, t);
    const char *nl = s ? memrchr(p->src, '\n', s) : NULL;
    size_t b = nl ? (size_t)(nl - p->src) + 1 : 0, k = 0;
    while (b + k < s && (p->src[b + k] == ' ' || p->src[b + k] == '\t') && k < 127)
        k++;
    *len = k;
    return b;
}

static void put_indent(const pass *p, edits *e, size_t t)
{
    size_t k, b = indent_at(p, t, &k);
    pass_plan_put(e, p->src + b, k);
}

/* Inserted statements go on lines of their own, indented like the line they precede (or, after
 * a token, like indent_tok's line); each is written into the plan as it is formatted. */
static void before_line(const pass *p, edits *e, size_t tok, int order, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void before_line(const pass *p, edits *e, size_t tok, int order, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pass_plan_open(e);
    pass_plan_vfmt(e, fmt, ap);
    va_end(ap);
    pass_plan_put(e, MARK "\n", sizeof MARK);
    put_indent(p, e, tok);
    pass_plan_close(e, pass_tok_start(p, tok), order);
}

static void after_token(const pass *p, edits *e, size_t tok, size_t indent_tok, int order, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static void after_token(const pass *p, edits *e, size_t tok, size_t indent_tok, int order, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pass_plan_open(e);
    pass_plan_put(e, "\n", 1);
    put_indent(p, e, indent_tok);
    pass_plan_vfmt(e, fmt, ap);
    va_end(ap);
    pass_plan_put(e, MARK, sizeof MARK - 1);
    pass_plan_close(e, pass_tok_end(p, tok), order);
}

/* An insertion of formatted text at byte pos. */
static void insert(edits *e, size_t pos, int order, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void insert(edits *e, size_t pos, int order, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pass_plan_open(e);
    pass_plan_vfmt(e, fmt, ap);
    va_end(ap);
    pass_plan_close(e, pos, order);
}

/* The strings of parts (NULL ends them) one after another in buf, cut to n - 1 bytes as
 * snprintf cuts them. */
static void join(char *buf, size_t n, const char *const *parts)
{
    size_t used = 0;
    for (const char *const *part = parts; *part && used + 1 < n; part++) {
        size_t l = strlen(*part);
        l = l < n - 1 - used ? l : n - 1 - used;
        memcpy(buf + used, *part, l);
        used += l;
    }
    buf[used] = 0;
}

/* Does a statement sit directly under a loop or conditional (no braces of its own)? */
static int unbraced(const pass *p, int stmt)
{
    int parent = N(p, stmt)->parent;
    return parent >= 0 && N(p, parent)->kind != PDD_SYN_BLOCK;
}

/* For benchmarks only: what pace's debug passes do, a second loop over every array the
 * kernel wrote, testing each element again (NaN, and negative tracer / delp by name). */
static void emit_pace_rescan(const pass *p, edits *e, const pass_kernel *K, size_t ind)
{
    char extent[PASS_EXPR * 2], cond[PASS_EXPR], stmt[PASS_EXPR * 4];
    for (int i = 0; i < K->nfields; i++) {
        const pass_field *f = &p->fields[K->fields[i]];
        const pdd_syn_node *fn = N(p, p->fns[K->fn].node);
        /* only where the array is in scope under its own name: the function that binds it */
        if (f->bind_tok == NONE || f->storage == PDD_STORAGE_GPU || !f->layout_known ||
            f->bind_tok < (size_t)fn->open || f->bind_tok > (size_t)fn->close)
            continue;
        size_t used = (size_t)snprintf(extent, sizeof extent, "1");
        for (int d = 0; d < f->ndim; d++)
            used += (size_t)snprintf(extent + used, sizeof extent - used, " + ((int64_t)(%s) - 1) * (int64_t)(%s)",
                                     f->shape[d], f->strides[d]);
        int delp = strstr(f->name, "delp") != NULL, tracer = f->name[0] == 'q';
        snprintf(cond, sizeof cond, "%s[pdd_i] != %s[pdd_i]%s%s%s%s", f->base, f->base,
                 delp || tracer ? " || " : "", delp || tracer ? f->base : "", delp || tracer ? "[pdd_i] < " : "",
                 delp ? "0" : tracer ? "-1e-8" : "");
        snprintf(stmt, sizeof stmt,
                 "{ const int64_t pdd_n = %s;\n#pragma omp parallel for\nfor (int64_t pdd_i = 0; pdd_i < pdd_n; "
                 "pdd_i++) if (%s) printf(\"pace-style check: bad value in %s at %%ld\\n\", (long)pdd_i); } "
                 "/* pdd: pace-style baseline */",
                 extent, cond, f->name);
        after_token(p, e, K->end_tok, ind, 8, "%s", stmt);
    }
}

/* Is site s's store inside its kernel's own loop nest (not in a function the kernel calls)? */
static int site_in_kernel(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    if (S->kernel < 0 || S->kernel >= p->nkernels)
        return 0;
    const pdd_syn_node *K = N(p, p->kernels[S->kernel].node), *st = N(p, S->stmt);
    return st->first >= K->first && st->last <= K->last;
}

/* Each kernel's sites, in order: first[k], then next[s] (-1 ends), so that a kernel's walk
 * costs its own sites, not all of them. */
typedef struct kernel_sites {
    int *first, *next;
} kernel_sites;

static int kernel_sites_make(const pass *p, kernel_sites *ks)
{
    ks->first = malloc((size_t)(p->nkernels + 1) * sizeof *ks->first);
    ks->next = malloc((size_t)(p->nsites + 1) * sizeof *ks->next);
    int *last = malloc((size_t)(p->nkernels + 1) * sizeof *last);
    if (!ks->first || !ks->next || !last)
        return free(last), -1;
    for (int k = 0; k < p->nkernels; k++)
        ks->first[k] = last[k] = -1;
    for (int s = 0; s < p->nsites; s++) {
        int k = p->sites[s].kernel;
        ks->next[s] = -1;
        if (k < 0 || k >= p->nkernels)
            continue;
        if (last[k] < 0)
            ks->first[k] = s;
        else
            ks->next[last[k]] = s;
        last[k] = s;
    }
    free(last);
    return 0;
}

/* Does kernel k hold probe sites of its own (not in functions it calls) in its loop nest?
 * With fast_only, sites the fast form applies to: vectorisable loop probes. */
static int has_own_probes(const pass *p, const kernel_sites *ks, int k, int fast_only)
{
    for (int s = ks->first[k]; s >= 0; s = ks->next[s]) {
        const pass_site *S = &p->sites[s];
        if (S->kernel == k && S->form != SITE_COPY && site_in_kernel(p, s) &&
            (!fast_only || (S->form == SITE_LOOP && !S->strided)))
            return 1;
    }
    return 0;
}

/* Is site s a loop probe in its kernel's versioned loop nest? Its range is then read once,
 * before the nest (PDD_SITE_RANGE), and only its accumulator is declared at its loop. */
static int site_in_nest(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    if (S->form != SITE_LOOP || !site_in_kernel(p, s))
        return 0;
    const pass_kernel *K = &p->kernels[S->kernel];
    return K->kind == KERNEL_LOOP && K->begin_tok != NONE;
}

/* Is field f bound by one of kernel K's sites before `before`, or any of them (-1)? */
static int bound_by_site(const pass *p, const pass_kernel *K, int f, int before)
{
    for (int q = K->first_site; q < K->first_site + K->nsites && (before < 0 || q < before); q++)
        if (p->sites[q].field == f && (before >= 0 || p->sites[q].dev_bind))
            return 1;
    return 0;
}

/* Before a launch: each field its kernel writes, and each one its stores' operands read
 * (p->dev_reads), bound with the launcher's pointer (the one the kernel gets), and its shape
 * and strides when their symbols are the launcher's. */
static void emit_device_binds(const pass *p, edits *e, const char *U, int k)
{
    const pass_kernel *K = &p->kernels[k];
    char stmt[PASS_EXPR * 4];
    for (int i = 0; i < K->nsites + p->ndev_reads; i++) {
        const pass_site *S = i < K->nsites ? &p->sites[K->first_site + i] : &p->dev_reads[i - K->nsites];
        if (i >= K->nsites && (S->kernel != k || bound_by_site(p, K, S->field, -1)))
            continue;
        if (i < K->nsites && bound_by_site(p, K, S->field, K->first_site + i))
            continue;
        if (!S->dev_bind)
            continue;
        const pass_field *F = &p->fields[S->field];
        if (S->dev_view) {
            snprintf(stmt, sizeof stmt, "PDD_FIELD_BIND_VIEW(%s, %d, %s);", U, S->field, S->bind);
        } else if (S->dev_bind < 2 || F->ndim <= 0) {
            snprintf(stmt, sizeof stmt,
                     "{ const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(%s, %d, %s, 0, pdd_none, pdd_none); }", U,
                     S->field, S->bind);
        } else {
            size_t used = (size_t)snprintf(stmt, sizeof stmt, "{ const int64_t pdd_shape[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                         S->dev_unknown >> d & 1 ? "-1" : F->shape[d]);
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_strides[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "", F->strides[d]);
            if (S->dev_start) { /* gt4py.next: indices from the domain start */
                char sym[PASS_NAME];
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_start[] = {");
                for (int d = 0; d < F->ndim; d++) {
                    int has = S->dev_start >> d & 1 && gtnext_range_symbol(F->name, F->shape[d], '0', sym, sizeof sym);
                    used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                             has ? sym : "0");
                }
            }
            used += (size_t)snprintf(stmt + used, sizeof stmt - used,
                                     "}; PDD_FIELD_BIND(%s, %d, %s, %d, pdd_shape, pdd_strides);", U, S->field, S->bind,
                                     F->ndim);
            if (S->dev_start)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, " PDD_FIELD_START(%s, %d, %d, pdd_start);", U,
                                         S->field, F->ndim);
            snprintf(stmt + used, sizeof stmt - used, " }");
        }
        before_line(p, e, K->begin_tok, -1, "%s", stmt);
    }
}

/* Does kernel k get insertions of its own? */
static int kernel_emitted(const pass *p, int k)
{
    return p->kernels[k].kind != KERNEL_DEVICE && p->kernels[k].begin_tok != NONE;
}

static void emit_kernel(const pass *p, edits *e, const char *U, const kernel_sites *ks, int k)
{
    const pass_kernel *K = &p->kernels[k];
    int wrap = K->kind != KERNEL_LAUNCH && unbraced(p, K->node);
    if (wrap)
        insert(e, pass_tok_start(p, K->begin_tok), 0, "{" MARK " ");
    int device = p->is_cuda && K->kind == KERNEL_LAUNCH;
    if (device)
        emit_device_binds(p, e, U, k);
    before_line(p, e, K->begin_tok, 0, device ? "PDD_CUDA_BEGIN(%s, %d);" : "PDD_KERNEL_BEGIN(%s, %d);", U, k);
    /* Dormant probes must cost nothing: the loop nest is kept as generated for that case,
     * and the probed copy runs only while the probes are on. */
    int versioned = K->kind == KERNEL_LOOP && has_own_probes(p, ks, k, 0);
    if (versioned) {
        char ind_text[128];
        size_t il, ib = indent_at(p, K->begin_tok, &il);
        memcpy(ind_text, p->src + ib, il);
        ind_text[il] = 0;
        size_t a = pass_tok_start(p, K->begin_tok), b = pass_tok_end(p, K->end_tok);
        insert(e, a, 0, "if (PDD_ACTIVE()) {" MARK "\n%s", ind_text);
        for (int s = ks->first[k]; s >= 0; s = ks->next[s])
            if (site_in_nest(p, s))
                insert(e, a, 0, "PDD_SITE_RANGE(%s, %d);" MARK "\n%s", U, s, ind_text);
        /* Until they raise alarms on good values, the loop probes take their fast form
         * (probe.h): a third copy of the nest, made once the probes are placed. */
        int fast = has_own_probes(p, ks, k, 1);
        if (fast) {
            insert(e, a, 0, "if (PDD_KERNEL_FAST(%s, %d)) {" MARK "\n%s", U, k, ind_text);
            pass_plan_piece(e, a, 0, INS_FAST, b);
            insert(e, a, 0, "\n%s} else {" MARK "\n%s", ind_text, ind_text);
        }
        insert(e, b, 7, "%s%s%s\n%s} else { /* pdd: the loop nest as generated, run while the probes are dormant */\n%s",
               fast ? "\n" : "", fast ? ind_text : "", fast ? "}" MARK : "", ind_text, ind_text);
        pass_plan_piece(e, b, 7, INS_SOURCE, a);
        insert(e, b, 7, "\n%s}" MARK, ind_text);
    }
    if (device)
        after_token(p, e, K->check_tok, K->begin_tok, 0, "PDD_CUDA_COLLECT(%s, %d, %s, %d, %d);", U, k, K->stream,
                    K->nsites ? K->first_site : 0, K->nsites);
    else if (K->kind == KERNEL_LAUNCH)
        after_token(p, e, K->check_tok, K->begin_tok, 0, "PDD_CUDA_CHECK(%s, %d);", U, k);
    size_t ind = K->begin_tok;
    for (int i = 0; i < K->nfields; i++) {
        const pass_field *f = &p->fields[K->fields[i]];
        if (f->bind_tok == NONE || f->storage == PDD_STORAGE_GPU)
            continue;
        after_token(p, e, K->end_tok, ind, 9, "PDD_TRACE(%s, %d, %d, NULL, 0, NULL, NULL);", U, k, K->fields[i]);
    }
    if (p->pace_baseline)
        emit_pace_rescan(p, e, K, ind);
    after_token(p, e, K->end_tok, ind, 10, "PDD_KERNEL_END(%s, %d);", U, k);
    if (wrap)
        insert(e, pass_tok_end(p, K->end_tok), 11, " }" MARK);
}

static void emit_binding(const pass *p, edits *e, const char *U, int f)
{
    const pass_field *F = &p->fields[f];
    /* after a function's '{': indent one step deeper than the function */
    int body = p->toks.tok[F->bind_tok].len == 1 && p->src[pass_tok_start(p, F->bind_tok)] == '{';
    pass_plan_open(e);
    pass_plan_put(e, "\n", 1);
    put_indent(p, e, F->bind_tok);
    pass_plan_str(e, body ? "    " : "");
    size_t stmt = e->used;
    pass_plan_str(e, "{ const int64_t pdd_shape[] = {");
    for (int d = 0; d < F->ndim; d++)
        pass_plan_fmt(e, "%s(int64_t)(%s)", d ? ", " : "", F->extent_unknown >> d & 1 ? "-1" : F->shape[d]);
    pass_plan_str(e, "}, pdd_strides[] = {");
    for (int d = 0; d < F->ndim; d++)
        pass_plan_fmt(e, "%s(int64_t)(%s)", d ? ", " : "", F->strides[d]);
    int starts = 0;
    for (int d = 0; d < F->ndim; d++)
        starts |= F->start[d][0] != 0;
    if (starts) {
        pass_plan_str(e, "}, pdd_start[] = {");
        for (int d = 0; d < F->ndim; d++)
            pass_plan_fmt(e, "%s(int64_t)(%s)", d ? ", " : "", F->start[d][0] ? F->start[d] : "0");
    }
    pass_plan_fmt(e, "}; PDD_FIELD_BIND(%s, %d, %s, %d, pdd_shape, pdd_strides);", U, f, F->base, F->ndim);
    if (starts)
        pass_plan_fmt(e, " PDD_FIELD_START(%s, %d, %d, pdd_start);", U, f, F->ndim);
    pass_plan_str(e, " }");
    if (!e->failed && e->used - stmt >= PASS_EXPR * 4) /* cut as it was in a char[PASS_EXPR * 4] */
        e->used = stmt + PASS_EXPR * 4 - 1;
    pass_plan_put(e, MARK, sizeof MARK - 1);
    pass_plan_close(e, pass_tok_end(p, F->bind_tok), 2);
}

/* The program's exported function, where it has a body; NULL elsewhere. */
static const pdd_syn_node *program_fn(const pass *p)
{
    const pdd_syn_node *f = p->exported_fn >= 0 ? N(p, p->fns[p->exported_fn].node) : NULL;
    return f && f->open >= 0 ? f : NULL;
}

/* The program's exported function counts the program's calls: its first statement. */
static void emit_program_begin(const pass *p, edits *e, const char *U)
{
    const pdd_syn_node *f = program_fn(p);
    if (!f)
        return;
    pass_plan_open(e);
    pass_plan_put(e, "\n", 1);
    put_indent(p, e, (size_t)f->open);
    pass_plan_fmt(e, "    PDD_PROGRAM_BEGIN(%s);", U);
    pass_plan_put(e, MARK, sizeof MARK - 1);
    pass_plan_close(e, pass_tok_end(p, (size_t)f->open), 1);
}

static void emit_site(const pass *p, edits *e, const char *U, int s)
{
    char off[PASS_EXPR + 8], header[PASS_EXPR], elem[PASS_NAME + PASS_EXPR + 4];
    const pass_site *S = &p->sites[s];
    const pdd_syn_node *st = N(p, S->stmt);
    join(off, sizeof off, S->root_offset ? (const char *const[]){"(", S->index, ")", NULL}
                                         : (const char *const[]){"-1", NULL});
    /* the element stored: NAME[index], or NAME itself (a scalar, a `T&` parameter) */
    join(elem, sizeof elem, S->scalar ? (const char *const[]){S->target, NULL}
                                      : (const char *const[]){S->target, "[", S->index, "]", NULL});
    int wrap = unbraced(p, S->stmt);
    if (wrap)
        insert(e, pass_tok_start(p, st->first), 3, "{" MARK " ");
    if (S->form == SITE_LOOP) {
        const pdd_syn_node *L = N(p, S->loop);
        size_t at = L->pragma >= 0 ? (size_t)L->pragma : L->first;
        int wrap_loop = unbraced(p, S->loop);
        if (wrap_loop)
            insert(e, pass_tok_start(p, at), 1, "{" MARK " ");
        /* probe.h: strided loops stay scalar; a block site's fast form is tested after the
         * loop around its row (row_block.c) */
        pass_block blk;
        int in_nest = site_in_nest(p, s), block = in_nest && pass_row_block(p, s, &blk);
        const char *form = S->strided ? "_STRIDED" : block ? "_ROW" : "";
        if (in_nest)
            before_line(p, e, at, 2, "PDD_SITE_INIT%s(%d);", form, s);
        else
            before_line(p, e, at, 2, "PDD_SITE_DECL%s(%s, %d);", form, U, s);
        /* a light row is tested in its loop or read back after it, as probe.h chooses */
        int back = block && blk.back;
        if (block)
            after_token(p, e, st->last, st->first, 3, "PDD_SITE_ACC_ROW%s(%d, %s, %s[%s]);", back ? "_IN" : "", s,
                        blk.lane, S->target, S->index);
        else
            after_token(p, e, st->last, st->first, 3, "PDD_SITE_ACC%s(%d, %s[%s]);", form, s, S->target, S->index);
        /* the element found bad again, by a second run of the loop */
        char recheck[PASS_EXPR * 4 + PDD_MAX_OPERANDS * (PASS_EXPR + 40)];
        if (S->noperands)
            snprintf(recheck, sizeof recheck, "PDD_SITE_RECHECK_OPS(%s, %d, &%s[%s], %s, %s[%s], %s);", U, s,
                     S->target, S->index, off, S->target, S->index, S->operands);
        else
            snprintf(recheck, sizeof recheck, "PDD_SITE_RECHECK(%s, %d, &%s[%s], %s, %s[%s]);", U, s, S->target,
                     S->index, off, S->target, S->index);
        pdd_tok_text(&p->toks, L->open + 1, L->close, header, sizeof header);
        if (back)
            after_token(p, e, L->last, at, 5, "for (%s) PDD_SITE_ACC_ROW_BACK(%d, %s, %s[%s]);", header, s, blk.lane,
                        S->target, S->index);
        after_token(p, e, L->last, at, 5, "if (PDD_SITE_BAD%s(%d)) for (%s) %s", form, s, header, recheck);
        if (block) {
            const pdd_syn_node *O = N(p, blk.outer);
            char outer[PASS_EXPR];
            before_line(p, e, O->first, 2, "PDD_SITE_BLOCK(%d, %d, %s);", s, blk.slot, blk.count);
            pdd_tok_text(&p->toks, O->open + 1, O->close, outer, sizeof outer);
            after_token(p, e, O->last, O->first, 5, "if (PDD_SITE_BAD_BLOCK(%d)) for (%s) for (%s) %s", s, outer,
                        header, recheck);
        }
        if (wrap_loop)
            insert(e, pass_tok_end(p, L->last), 6, " }" MARK);
    } else if (S->form == SITE_DEVICE) {
        if (S->noperands)
            after_token(p, e, st->last, st->first, 3, "PDD_DEV_STORE_OPS(%s, %d, &%s, %s, %s);", U, s, elem, elem,
                        S->operands);
        else
            after_token(p, e, st->last, st->first, 3, "PDD_DEV_STORE(%s, %d, &%s, %s);", U, s, elem, elem);
    } else if (S->form == SITE_COPY) {
        /* a strided copy: its rows, in the loops over its outer dimensions */
        after_token(p, e, st->last, st->first, 3, "%s%sPDD_CHECK_COPY(%s, %d, %s, %s);",
                    S->copy_loops[0] ? "if (PDD_ACTIVE()) " : "", S->copy_loops, U, s, S->copy_dst, S->copy_count);
    } else {
        if (S->noperands)
            after_token(p, e, st->last, st->first, 3, "PDD_CHECK_STORE_OPS(%s, %d, &%s, %s, %s, %s);", U, s, elem,
                        off, elem, S->operands);
        else
            after_token(p, e, st->last, st->first, 3, "PDD_CHECK_STORE(%s, %d, &%s, %s, %s);", U, s, elem, off, elem);
    }
    if (wrap)
        insert(e, pass_tok_end(p, st->last), 4, " }" MARK);
}

/* The parts of the plan, in the order their insertions were once all made in (which orders
 * insertions at one place and order): the tables, the program's begin, bindings, kernels,
 * sites. */
enum { PART_TABLES, PART_PROGRAM, PART_BINDING, PART_KERNEL, PART_SITE };

/* A part, at the first byte any of its insertions can go to. */
typedef struct part {
    uint32_t pos, index;
    uint8_t kind;
} part;

static int part_cmp(const void *a, const void *b)
{
    const part *x = a, *y = b;
    if (x->pos != y->pos)
        return x->pos < y->pos ? -1 : 1;
    return x->kind != y->kind ? (x->kind < y->kind ? -1 : 1) : (x->index > y->index) - (x->index < y->index);
}

static size_t lower(size_t a, size_t b)
{
    return a < b ? a : b;
}

/* Site s's first insertion's place, or before it: its statement, its loop (or the loop's
 * pragma), and for a site in its kernel's nest, the kernel's beginning (a block site's outer
 * loop lies between). */
static size_t site_first_byte(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    size_t at = pass_tok_start(p, N(p, S->stmt)->first);
    if (S->form == SITE_LOOP) {
        const pdd_syn_node *L = N(p, S->loop);
        at = lower(at, pass_tok_start(p, L->pragma >= 0 ? (size_t)L->pragma : L->first));
        if (site_in_kernel(p, s) && p->kernels[S->kernel].begin_tok != NONE)
            at = lower(at, pass_tok_start(p, p->kernels[S->kernel].begin_tok));
    }
    return at;
}

/* Every part that makes insertions, sorted by its first byte; *n of them. */
static part *parts_make(const pass *p, int *n)
{
    part *v = malloc((size_t)(2 + p->nfields + p->nkernels + p->nsites) * sizeof *v);
    if (!v)
        return NULL;
    int k = 0;
    v[k++] = (part){(uint32_t)pass_tables_at(p), 0, PART_TABLES};
    const pdd_syn_node *f = program_fn(p);
    if (f)
        v[k++] = (part){(uint32_t)pass_tok_end(p, (size_t)f->open), 0, PART_PROGRAM};
    for (int i = 0; i < p->nfields; i++)
        if (p->fields[i].bind_tok != NONE)
            v[k++] = (part){(uint32_t)pass_tok_end(p, p->fields[i].bind_tok), (uint32_t)i, PART_BINDING};
    for (int i = 0; i < p->nkernels; i++)
        if (kernel_emitted(p, i))
            v[k++] = (part){(uint32_t)pass_tok_start(p, p->kernels[i].begin_tok), (uint32_t)i, PART_KERNEL};
    for (int i = 0; i < p->nsites; i++)
        v[k++] = (part){(uint32_t)site_first_byte(p, i), (uint32_t)i, PART_SITE};
    qsort(v, (size_t)k, sizeof *v, part_cmp);
    *n = k;
    return v;
}

/* A batch is written when its insertions' text reaches this (or their count, BATCH_N); a test
 * builds the pass with batches of one part (every part's first byte tried). */
#ifndef BATCH_BYTES
#define BATCH_BYTES (4u << 20)
#endif
#ifndef BATCH_N
#define BATCH_N (1 << 16)
#endif

int pass_emit_write(const pass *p, instrument_sink *to, int *misplaced)
{
    pass_plan *plan = calloc(1, sizeof *plan);
    kernel_sites ks = {0};
    int nparts = 0, rc = -1;
    part *parts = NULL;
    if (!plan || kernel_sites_make(p, &ks))
        goto out;
    plan->src = p->src, plan->to = to;
    edits *e = &plan->e;
    char U[PASS_NAME + 16];
    pass_unit_name(p, U, sizeof U);
    parts = parts_make(p, &nparts);
    if (!parts)
        goto out;
    for (int i = 0; i < nparts && !e->failed; i++) {
        const part *x = &parts[i];
        pass_plan_part(e, (uint64_t)x->kind << 32 | x->index);
        if (x->kind == PART_TABLES)
            pass_emit_tables(p, e, U);
        else if (x->kind == PART_PROGRAM)
            emit_program_begin(p, e, U);
        else if (x->kind == PART_BINDING)
            emit_binding(p, e, U, (int)x->index);
        else if (x->kind == PART_KERNEL)
            emit_kernel(p, e, U, &ks, (int)x->index);
        else
            emit_site(p, e, U, (int)x->index);
        /* every part left starts at or after the next one's first byte */
        if (i + 1 < nparts && (e->used >= BATCH_BYTES || e->n >= BATCH_N) &&
            (rc = pass_plan_flush(plan, parts[i + 1].pos)))
            goto out;
    }
    rc = pass_plan_flush(plan, p->len);
out:
    if (misplaced)
        *misplaced = plan && plan->e.misplaced;
    free(parts), free(ks.first), free(ks.next);
    pass_plan_free(plan);
    return rc == -2 ? -2 : rc ? -1 : 0;
}
