/* bindings.c: where each field is bound (its base and layout handed to libpdd), so that a
 * store's address becomes its index: the program function's start for its parameters, the
 * allocation for a transient, with every symbol of the layout in scope there; gt4py's strides
 * and domain starts where the SDFG leaves them symbolic. */
#include "steps.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* expr with each identifier of names[] replaced by "(values[])"; 0, or -1 when out is small. */
static int subst_names(const char *expr, const char *const *names, const char *const *values, int n, char *out,
                       size_t cap)
{
    size_t used = 0;
    for (const char *c = expr; *c;) {
        if (isalpha((unsigned char)*c) || *c == '_') {
            const char *e = c;
            while (isalnum((unsigned char)*e) || *e == '_')
                e++;
            const char *with = NULL;
            for (int i = 0; i < n && !with; i++)
                if (strlen(names[i]) == (size_t)(e - c) && !strncmp(names[i], c, (size_t)(e - c)))
                    with = values[i];
            int w = with ? snprintf(out + used, cap - used, "(%s)", with)
                         : snprintf(out + used, cap - used, "%.*s", (int)(e - c), c);
            if (w < 0 || (size_t)w >= cap - used)
                return -1;
            used += (size_t)w, c = e;
        } else {
            if (used + 1 >= cap)
                return -1;
            out[used++] = *c++;
        }
    }
    out[used] = 0;
    return 0;
}

/* gt4py.cartesian keeps a temporary's strides symbolic in the SDFG it saves
 * (`__tflux_K_stride`) and fixes them only in the copy it generates code from, so the code
 * has no such symbol. The store's index is affine in the loop variables, __i, __j and __k*
 * for the axes I, J and K (the stride symbols name each dimension's axis): the stride of a
 * dimension is the index with its variable at 1 less the index with every variable at 0.
 * The loop variables are domain coordinates, so the index at 0 is where domain (0,0,0) lies
 * in the array (past the temporary's halo): its start is minus that. */
static int strides_from_store(pass *p, int fi)
{
    pass_field *f = &p->fields[fi];
    const pass_site *S = NULL;
    for (int s = 0; s < p->nsites && !S; s++)
        if (p->sites[s].field == fi && p->sites[s].form == SITE_LOOP && p->sites[s].index[0])
            S = &p->sites[s];
    if (!S || f->ndim < 1 || f->ndim > 3)
        return -1;
    const char *vars[8];
    char names[8][PASS_NAME];
    int nv = 0;
    for (int q = N(p, S->stmt)->parent; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION && nv < 8; q = N(p, q)->parent) {
        int declared;
        size_t v = N(p, q)->kind == PDD_SYN_FOR ? pass_for_variable(p, q, &declared) : NONE;
        if (v != NONE)
            pass_text(p, v, names[nv], sizeof names[nv]), vars[nv] = names[nv], nv++;
    }
    const char *zeros[8] = {"0", "0", "0", "0", "0", "0", "0", "0"}, *values[8];
    char base[PASS_EXPR], at[PASS_EXPR], strides[8][PASS_EXPR / 4];
    if (subst_names(S->index, vars, zeros, nv, base, sizeof base))
        return -1;
    for (int d = 0; d < f->ndim; d++) {
        size_t len = strlen(f->strides[d]); /* __<name>_<axis>_stride */
        if (len < 9 || strcmp(f->strides[d] + len - 7, "_stride") || f->strides[d][len - 9] != '_')
            return -1;
        char axis = (char)tolower((unsigned char)f->strides[d][len - 8]);
        int hit = 0;
        for (int v = 0; v < nv; v++) {
            int mine = vars[v][0] == '_' && vars[v][1] == '_' && vars[v][2] == axis &&
                       (vars[v][3] == 0 || vars[v][3] == '_');
            values[v] = mine ? "1" : "0";
            hit += mine;
        }
        if (hit != 1 || subst_names(S->index, vars, values, nv, at, sizeof at) ||
            snprintf(strides[d], sizeof strides[d], "(%s) - (%s)", at, base) >= (int)sizeof strides[d])
            return -1;
    }
    for (int d = 0; d < f->ndim; d++)
        f->strides[d] = pass_str(p, strides[d]);
    for (int d = 0; d < f->ndim; d++) {
        char start[PASS_EXPR / 4];
        int n = snprintf(start, sizeof start, "-pdd_origin_index((int64_t)(%s), %d, pdd_shape, pdd_strides, %d)",
                         base, f->ndim, d);
        f->start[d] = n < (int)sizeof start ? pass_str(p, start) : ""; /* too long to write: array indices then */
    }
    return 0;
}

/* The host side of stores through views on the GPU: a kernel that writes a nested SDFG's
 * argument gets only a pointer into a top-level GPU array (sites_device.c), so the host
 * code binds each such array where it is allocated or passed in, for the run time to index
 * the view's stores by (pdd_field_bind_view). */
int pass_add_view_arrays(pass *p)
{
    for (size_t i = 0; p->sdfg && !p->is_cuda && i < p->sdfg->narrays; i++) {
        const pdd_sdfg_array *c = &p->sdfg->arrays[i];
        if (c->storage != PDD_STORAGE_GPU)
            continue;
        int view;
        const pdd_sdfg_array *top = pass_top_array_of(p, c, &view);
        if (!view || top->storage != PDD_STORAGE_GPU || (top->type != PDD_T_F64 && top->type != PDD_T_F32))
            continue;
        int f = pass_field_of(p, top->name); /* the existing field, or a new one */
        if (f < 0)
            return -1;
        /* a persistent array lives in the state struct: `__state->__<sdfg>_<name>` */
        char member[PASS_NAME];
        snprintf(member, sizeof member, "__%d_%s", top->sdfg_id, top->name);
        const uint32_t *end, *o = pass_occurrences(p, member, 0, &end);
        for (; o < end && !strcmp(p->fields[f].base, top->name); o++) {
            size_t t = *o;
            if (pass_is(p, pdd_tok_prev(&p->toks, t), "->")) {
                size_t owner = pdd_tok_prev(&p->toks, pdd_tok_prev(&p->toks, t));
                if (owner != NONE && p->toks.tok[owner].kind == PDD_TOK_IDENT)
                    p->fields[f].base = pass_tok_str(p, owner, t + 1, PASS_NAME);
            }
        }
    }
    return 0;
}

/* Where each field with a known layout is bound: the root function's start for a parameter or a
 * state member, after the statement that allocates a transient; then its layout's symbols
 * checked in scope there (or the field goes unbound, with why). */
/* Tokens from a to b as they were counted while blanks were tokens too (the bound of a
 * heuristic below is in those). */
static size_t raw_distance(const pass *p, size_t a, size_t b)
{
    size_t d = b - a;
    for (size_t q = a; q < b; q++)
        d += p->toks.tok[q + 1].start > p->toks.tok[q].start + p->toks.tok[q].len;
    return d;
}

void pass_find_bindings(pass *p)
{
    for (int fi = 0; fi < p->nfields; fi++) {
        pass_field *f = &p->fields[fi];
        if (!f->layout_known)
            continue;
        /* only the functions that name it (a member: those with its owner) can bind it */
        int member = strcmp(f->base, f->name) != 0;
        const uint32_t *o_end, *o = member ? NULL : pass_occurrences(p, f->name, 0, &o_end);
        for (int fn = 0; f->bind_tok == NONE; fn++) {
            if (!member) { /* the next function naming it */
                while (o < o_end && pass_fn_of_node(p, pass_node_at(p, *o)) < fn)
                    o++;
                if (o == o_end)
                    break;
                fn = pass_fn_of_node(p, pass_node_at(p, *o));
            }
            if (fn < 0 || fn >= p->nfns)
                break;
            /* arrays come in through the program function; a transient may be allocated in
             * any function that runs outside a kernel (a nested SDFG's own) */
            if (p->fns[fn].skip || p->fns[fn].kernel_context)
                continue;
            const pdd_syn_node *fnn = N(p, p->fns[fn].node);
            if (!p->fns[fn].is_root) {
                if (pass_param_position(p, fn, f->name) >= 0 || strcmp(f->base, f->name))
                    continue; /* a view of the caller's array, or a member */
            } else if (pass_param_position(p, fn, f->name) >= 0) {
                f->bind_tok = fnn->open;
                break;
            }
            if (strcmp(f->base, f->name)) { /* a member: allocated by __dace_init, before any call */
                char owner[PASS_NAME];
                snprintf(owner, sizeof owner, "%.*s", (int)strcspn(f->base, "-."), f->base);
                if (pass_param_position(p, fn, owner) >= 0) {
                    f->bind_tok = fnn->open;
                    break;
                }
                continue;
            }
            /* a transient: after the statement that gives it memory (NAME = new ... /
             * cudaMalloc(&NAME...)), wherever in the function it is: a statement naming it */
            const uint32_t *s_end, *so = pass_occurrences(p, f->name, fnn->open, &s_end);
            for (int last = -1; so < s_end && *so <= (size_t)fnn->close; so++) {
                int c = pass_node_at(p, *so);
                const pdd_syn_node *st = N(p, c);
                if (c == last || st->kind != PDD_SYN_STMT || pass_loop_around(p, c) >= 0)
                    continue;
                last = c;
                int gives = 0;
                if (pass_is(p, st->first, f->name) && pass_is(p, pass_next(p, st->first), "="))
                    gives = 1;
                for (size_t t = pass_next(p, st->first); !pass_at_eof(p, t) && t <= st->last && !gives; t = pass_next(p, t)) /* T *NAME = ... */
                    if (pass_is(p, t, f->name) && pass_is(p, pass_next(p, t), "=") &&
                        pass_is(p, pdd_tok_prev(&p->toks, t), "*") && raw_distance(p, st->first, t) < 8)
                        gives = 1;
                for (size_t t = st->first; !pass_at_eof(p, t) && t <= st->last && !gives; t = pass_next(p, t)) {
                    if (!pass_is(p, t, "cudaMalloc") && !pass_is(p, t, "hipMalloc"))
                        continue;
                    /* cudaMalloc(&NAME, ...) or DaCe's cudaMalloc((void**)&NAME, ...) */
                    size_t a = pass_next(p, t);
                    for (int n = 0; n < 8 && !pass_at_eof(p, a) && a < st->last && !pass_is(p, a, ","); n++, a = pass_next(p, a))
                        gives |= pass_is(p, a, "&") && pass_is(p, pass_next(p, a), f->name);
                }
                if (gives) {
                    f->bind_tok = st->last;
                    break;
                }
            }
        }
        /* the layout's symbols must be in scope where it is bound, or the copy does not compile */
        int fn = f->bind_tok == NONE ? -1 : pass_fn_at_token(p, f->bind_tok);
        char missing[PASS_NAME];
        for (int d = 0; fn >= 0 && f->transient && d < f->ndim; d++)
            if (!pass_expr_names_in_scope(p, fn, f->strides[d], 1, missing, sizeof missing)) {
                strides_from_store(p, fi);
                break;
            }
        if (fn >= 0) {
            char start[PASS_NAME];
            for (int d = 0; d < f->ndim && f->bind_tok != NONE; d++) {
                int shape_ok = pass_expr_names_in_scope(p, fn, f->shape[d], 1, missing, sizeof missing);
                if (!shape_ok && gtnext_is_range_end(f->name, missing))
                    f->extent_unknown |= 1u << d, shape_ok = 1; /* indexed all the same */
                if (!shape_ok || !pass_expr_names_in_scope(p, fn, f->strides[d], 1, missing, sizeof missing)) {
                    f->bind_tok = NONE;
                    f->why = pass_strf(p, PASS_EXPR / 2, "its layout names %.100s, which %.200s does not have", missing,
                             p->fns[fn].name);
                }
                /* a gt4py.next field's indices are in its domain: from the range start on */
                if (!f->start[d][0] && gtnext_range_symbol(f->name, f->shape[d], '0', start, sizeof start) &&
                    pass_expr_names_in_scope(p, fn, start, 1, missing, sizeof missing))
                    f->start[d] = pass_strf(p, PASS_EXPR / 4, "%s", start);
            }
        }
        if (f->bind_tok == NONE && !f->why[0] && p->sdfg)
            f->why = pass_strf(p, PASS_EXPR / 2, "neither a parameter of the program function nor allocated outside a kernel");
    }
}

/* gt4py.cartesian's glue calls the exported __program_<name> with each field's pointer
 * shifted to where the stencil's domain starts:
 *   gt::sid::multi_shifted(gt::sid::get_origin(s)(), gt::sid::get_strides(s), std::array<gt::int_t, 3>{-2, -2, 0})
 * so array index 0 is domain coordinate -2 there: the shift is the field's start. */
void pass_find_glue_starts(pass *p)
{
    int ex = p->exported_fn;
    call_site calls[2];
    if (ex < 0 || pass_find_calls(p, ex, calls, 2) != 1)
        return;
    for (int fi = 0; fi < p->nfields; fi++) {
        pass_field *f = &p->fields[fi];
        int pos = f->bind_tok == NONE || strcmp(f->base, f->name) ? -1 : pass_param_position(p, ex, f->name);
        size_t a, b;
        if (pos < 0 || pass_call_argument(p, calls[0].tok, pos, &a, &b) || !pass_is(p, a, "gt") ||
            !pass_is(p, pass_next(p, pass_next(p, pass_next(p, pass_next(p, a)))), "multi_shifted"))
            continue;
        size_t open = NONE; /* the last brace list of the argument */
        for (size_t t = a; !pass_at_eof(p, t) && t <= b; t = pass_next(p, t))
            if (pass_is(p, t, "{"))
                open = t;
        if (open == NONE)
            continue;
        int d = 0;
        size_t close = pass_match_of(p, open), from = pass_next(p, open);
        for (size_t t = from; !pass_at_eof(p, t) && t <= close && close != NONE && d < f->ndim; t = pass_next(p, t))
            if (pass_is(p, t, ",") || t == close) {
                f->start[d] = pass_tok_str(p, from, t, PASS_EXPR / 4);
                if (!strcmp(f->start[d], "0"))
                    f->start[d] = "";
                d++;
                from = pass_next(p, t);
            }
    }
}
