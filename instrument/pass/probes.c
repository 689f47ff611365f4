/* probes.c: the model's fifth step, the probes: the text inserted for each field's binding,
 * each kernel's begin and end (its loop nest versioned: as generated while the probes are
 * dormant, probed, and in the fast form) and each site's probe, as a plan (plan.h) over the
 * source; every insertion marked with a pdd comment. */
#include "plan.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)

static const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

/* The blanks that start the line token t is on. */
static void indent_of(const pass *p, size_t t, char *buf, size_t n)
{
    size_t s = pass_tok_start(p, t), b = s;
    while (b > 0 && p->src[b - 1] != '\n')
        b--;
    size_t k = 0;
    while (b + k < s && (p->src[b + k] == ' ' || p->src[b + k] == '\t') && k + 1 < n) {
        buf[k] = p->src[b + k];
        k++;
    }
    buf[k] = 0;
}

/* Inserted statements go on lines of their own, indented like the line they precede. */
static void before_line(const pass *p, edits *e, size_t tok, int order, const char *stmt)
{
    char ind[128];
    indent_of(p, tok, ind, sizeof ind);
    pass_plan_cat(e, pass_tok_start(p, tok), order, (const char *const[]){stmt, MARK "\n", ind}, 3);
}

static void after_token(const pass *p, edits *e, size_t tok, size_t indent_tok, int order, const char *stmt)
{
    char ind[128];
    indent_of(p, indent_tok, ind, sizeof ind);
    pass_plan_cat(e, pass_tok_end(p, tok), order, (const char *const[]){"\n", ind, stmt, MARK}, 4);
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
        after_token(p, e, K->end_tok, ind, 8, stmt);
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

/* Before a launch: each field its kernel writes, bound with the launcher's pointer (the one
 * the kernel gets), and its shape and strides when their symbols are the launcher's. */
static void emit_device_binds(const pass *p, edits *e, const char *U, const pass_kernel *K)
{
    char stmt[PASS_EXPR * 4];
    for (int s = K->first_site; s < K->first_site + K->nsites; s++) {
        const pass_site *S = &p->sites[s];
        int first = 1;
        for (int q = K->first_site; q < s; q++)
            first &= p->sites[q].field != S->field;
        if (!first || !S->dev_bind)
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
        before_line(p, e, K->begin_tok, -1, stmt);
    }
}

static void emit_kernels(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 2];
    kernel_sites ks;
    if (kernel_sites_make(p, &ks)) {
        free(ks.first), free(ks.next);
        e->failed = 1;
        return;
    }
    for (int k = 0; k < p->nkernels; k++) {
        const pass_kernel *K = &p->kernels[k];
        if (K->kind == KERNEL_DEVICE || K->begin_tok == NONE)
            continue;
        int wrap = K->kind != KERNEL_LAUNCH && unbraced(p, K->node);
        if (wrap)
            pass_plan_add(e, pass_tok_start(p, K->begin_tok), 0, "{" MARK " ");
        int device = p->is_cuda && K->kind == KERNEL_LAUNCH;
        if (device)
            emit_device_binds(p, e, U, K);
        snprintf(stmt, sizeof stmt, device ? "PDD_CUDA_BEGIN(%s, %d);" : "PDD_KERNEL_BEGIN(%s, %d);", U, k);
        before_line(p, e, K->begin_tok, 0, stmt);
        /* Dormant probes must cost nothing: the loop nest is kept as generated for that case,
         * and the probed copy runs only while the probes are on. */
        int versioned = K->kind == KERNEL_LOOP && has_own_probes(p, &ks, k, 0);
        char ind_text[128];
        indent_of(p, K->begin_tok, ind_text, sizeof ind_text);
        if (versioned) {
            size_t a = pass_tok_start(p, K->begin_tok), b = pass_tok_end(p, K->end_tok);
            pass_plan_add(e, a, 0, "if (PDD_ACTIVE()) {" MARK "\n%s", ind_text);
            for (int s = ks.first[k]; s >= 0; s = ks.next[s])
                if (site_in_nest(p, s))
                    pass_plan_add(e, a, 0, "PDD_SITE_RANGE(%s, %d);" MARK "\n%s", U, s, ind_text);
            /* Until they raise alarms on good values, the loop probes take their fast form
             * (probe.h): a third copy of the nest, made once the probes are placed. */
            int fast = has_own_probes(p, &ks, k, 1);
            if (fast) {
                pass_plan_add(e, a, 0, "if (PDD_KERNEL_FAST(%s, %d)) {" MARK "\n%s", U, k, ind_text);
                pass_plan_piece(e, a, 0, INS_FAST, b);
                pass_plan_add(e, a, 0, "\n%s} else {" MARK "\n%s", ind_text, ind_text);
            }
            pass_plan_add(e, b, 7, "%s%s%s\n%s} else { /* pdd: the loop nest as generated, run while the probes are dormant */\n%s",
                          fast ? "\n" : "", fast ? ind_text : "", fast ? "}" MARK : "", ind_text, ind_text);
            pass_plan_piece(e, b, 7, INS_SOURCE, a);
            pass_plan_add(e, b, 7, "\n%s}" MARK, ind_text);
        }
        if (device) {
            snprintf(stmt, sizeof stmt, "PDD_CUDA_COLLECT(%s, %d, %s, %d, %d);", U, k, K->stream,
                     K->nsites ? K->first_site : 0, K->nsites);
            after_token(p, e, K->check_tok, K->begin_tok, 0, stmt);
        } else if (K->kind == KERNEL_LAUNCH) {
            snprintf(stmt, sizeof stmt, "PDD_CUDA_CHECK(%s, %d);", U, k);
            after_token(p, e, K->check_tok, K->begin_tok, 0, stmt);
        }
        size_t ind = K->begin_tok;
        for (int i = 0; i < K->nfields; i++) {
            const pass_field *f = &p->fields[K->fields[i]];
            if (f->bind_tok == NONE || f->storage == PDD_STORAGE_GPU)
                continue;
            snprintf(stmt, sizeof stmt, "PDD_TRACE(%s, %d, %d, NULL, 0, NULL, NULL);", U, k, K->fields[i]);
            after_token(p, e, K->end_tok, ind, 9, stmt);
        }
        if (p->pace_baseline)
            emit_pace_rescan(p, e, K, ind);
        snprintf(stmt, sizeof stmt, "PDD_KERNEL_END(%s, %d);", U, k);
        after_token(p, e, K->end_tok, ind, 10, stmt);
        if (wrap)
            pass_plan_add(e, pass_tok_end(p, K->end_tok), 11, " }" MARK);
    }
    free(ks.first), free(ks.next);
}

static void emit_bindings(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 4];
    for (int f = 0; f < p->nfields; f++) {
        const pass_field *F = &p->fields[f];
        if (F->bind_tok == NONE)
            continue;
        size_t used = (size_t)snprintf(stmt, sizeof stmt, "{ const int64_t pdd_shape[] = {");
        for (int d = 0; d < F->ndim; d++)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                     F->extent_unknown >> d & 1 ? "-1" : F->shape[d]);
        used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_strides[] = {");
        for (int d = 0; d < F->ndim; d++)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "", F->strides[d]);
        int starts = 0;
        for (int d = 0; d < F->ndim; d++)
            starts |= F->start[d][0] != 0;
        if (starts) {
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_start[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                         F->start[d][0] ? F->start[d] : "0");
        }
        used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}; PDD_FIELD_BIND(%s, %d, %s, %d, pdd_shape, pdd_strides);",
                                 U, f, F->base, F->ndim);
        if (starts)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, " PDD_FIELD_START(%s, %d, %d, pdd_start);", U, f,
                                     F->ndim);
        snprintf(stmt + used, sizeof stmt - used, " }");
        /* after a function's '{': indent one step deeper than the function */
        int body = p->toks.tok[F->bind_tok].len == 1 && p->src[pass_tok_start(p, F->bind_tok)] == '{';
        char ind[128];
        indent_of(p, F->bind_tok, ind, sizeof ind);
        pass_plan_add(e, pass_tok_end(p, F->bind_tok), 2, "\n%s%s%s" MARK, ind, body ? "    " : "", stmt);
    }
}

static void emit_sites(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 8], off[PASS_EXPR + 8], header[PASS_EXPR], elem[PASS_NAME + PASS_EXPR + 4];
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        const pdd_syn_node *st = N(p, S->stmt);
        snprintf(off, sizeof off, S->root_offset ? "(%s)" : "-1", S->index);
        /* the element stored: NAME[index], or NAME itself (a scalar, a `T&` parameter) */
        if (S->scalar)
            snprintf(elem, sizeof elem, "%s", S->target);
        else
            snprintf(elem, sizeof elem, "%s[%s]", S->target, S->index);
        int wrap = unbraced(p, S->stmt);
        if (wrap)
            pass_plan_add(e, pass_tok_start(p, st->first), 3, "{" MARK " ");
        if (S->form == SITE_LOOP) {
            const pdd_syn_node *L = N(p, S->loop);
            size_t at = L->pragma >= 0 ? (size_t)L->pragma : L->first;
            int wrap_loop = unbraced(p, S->loop);
            if (wrap_loop)
                pass_plan_add(e, pass_tok_start(p, at), 1, "{" MARK " ");
            /* probe.h: strided loops stay scalar; a block site's fast form is tested after the
             * loop around its row (row_block.c) */
            pass_block blk;
            int in_nest = site_in_nest(p, s), block = in_nest && pass_row_block(p, s, &blk);
            const char *form = S->strided ? "_STRIDED" : block ? "_ROW" : "";
            if (in_nest)
                snprintf(stmt, sizeof stmt, "PDD_SITE_INIT%s(%d);", form, s);
            else
                snprintf(stmt, sizeof stmt, "PDD_SITE_DECL%s(%s, %d);", form, U, s);
            before_line(p, e, at, 2, stmt);
            if (block)
                snprintf(stmt, sizeof stmt, "PDD_SITE_ACC_ROW(%d, %s, %s[%s]);", s, blk.lane, S->target, S->index);
            else
                snprintf(stmt, sizeof stmt, "PDD_SITE_ACC%s(%d, %s[%s]);", form, s, S->target, S->index);
            after_token(p, e, st->last, st->first, 3, stmt);
            char recheck[PASS_EXPR * 4];
            snprintf(recheck, sizeof recheck, "PDD_SITE_RECHECK(%s, %d, &%s[%s], %s, %s[%s]);", U, s, S->target,
                     S->index, off, S->target, S->index);
            pdd_tok_text(&p->toks, L->open + 1, L->close, header, sizeof header);
            snprintf(stmt, sizeof stmt, "if (PDD_SITE_BAD%s(%d)) for (%s) %s", form, s, header, recheck);
            after_token(p, e, L->last, at, 5, stmt);
            if (block) {
                const pdd_syn_node *O = N(p, blk.outer);
                char outer[PASS_EXPR];
                snprintf(stmt, sizeof stmt, "PDD_SITE_BLOCK(%d, %d, %s);", s, blk.slot, blk.count);
                before_line(p, e, O->first, 2, stmt);
                pdd_tok_text(&p->toks, O->open + 1, O->close, outer, sizeof outer);
                snprintf(stmt, sizeof stmt, "if (PDD_SITE_BAD_BLOCK(%d)) for (%s) for (%s) %s", s, outer, header,
                         recheck);
                after_token(p, e, O->last, O->first, 5, stmt);
            }
            if (wrap_loop)
                pass_plan_add(e, pass_tok_end(p, L->last), 6, " }" MARK);
        } else if (S->form == SITE_DEVICE) {
            snprintf(stmt, sizeof stmt, "PDD_DEV_STORE(%s, %d, &%s, %s);", U, s, elem, elem);
            after_token(p, e, st->last, st->first, 3, stmt);
        } else if (S->form == SITE_COPY) {
            /* a strided copy: its rows, in the loops over its outer dimensions */
            snprintf(stmt, sizeof stmt, "%s%sPDD_CHECK_COPY(%s, %d, %s, %s);", S->copy_loops[0] ? "if (PDD_ACTIVE()) " : "",
                     S->copy_loops, U, s, S->copy_dst, S->copy_count);
            after_token(p, e, st->last, st->first, 3, stmt);
        } else {
            snprintf(stmt, sizeof stmt, "PDD_CHECK_STORE(%s, %d, &%s, %s, %s);", U, s, elem, off, elem);
            after_token(p, e, st->last, st->first, 3, stmt);
        }
        if (wrap)
            pass_plan_add(e, pass_tok_end(p, st->last), 4, " }" MARK);
    }
}

pass_plan *pass_emit_plan(const pass *p)
{
    pass_plan *plan = calloc(1, sizeof *plan);
    if (!plan)
        return NULL;
    edits *e = &plan->e;
    char U[PASS_NAME + 16];
    pass_unit_name(p, U, sizeof U);
    pass_emit_tables(p, e, U);
    emit_bindings(p, e, U);
    emit_kernels(p, e, U);
    emit_sites(p, e, U);
    if (!e->failed)
        pass_plan_sort(e->v, (size_t)e->n);
    if (e->failed) {
        pass_plan_free(plan);
        return NULL;
    }
    plan->src = p->src, plan->len = p->len;
    return plan;
}
