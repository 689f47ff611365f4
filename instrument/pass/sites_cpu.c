/* sites_cpu.c: the model's fourth step on the host: every store into a field (indexed stores,
 * write-conflict resolution, bulk copies, stores through `T&` parameters followed to the
 * callers) becomes a site of its kernel, with the probe's form (a flag in a loop, one test per
 * store, a scan after a copy). */
#include "steps.h"

#include <pdd/abi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A new site of kernel and field at statement stmt, its strings empty (not yet counted in
 * p->nsites: the caller adds it when it keeps it); NULL out of memory. */
pass_site *pass_new_site(pass *p, int kernel, int field, int stmt)
{
    pass_site *s = pass_grow(p->sites, &p->capsites, p->nsites + 1, sizeof *s);
    if (!s)
        return NULL;
    p->sites = s;
    s = &p->sites[p->nsites];
    memset(s, 0, sizeof *s);
    s->target = s->index = s->copy_dst = s->copy_count = s->copy_loops = s->bind = s->operands = "";
    s->kernel = kernel, s->field = field, s->stmt = stmt, s->line = pdd_tok_line(&p->toks, N(p, stmt)->first);
    return s;
}

/* Keeps the site pass_new_site made: counted, and its field among its kernel's (the trace's). */
void pass_keep_site(pass *p, int kernel, int field)
{
    pass_kernel *K = &p->kernels[kernel];
    int seen = 0;
    for (int i = 0; i < K->nfields; i++)
        seen |= K->fields[i] == field;
    if (!seen && K->nfields < (int)(sizeof K->fields / sizeof K->fields[0]))
        K->fields[K->nfields++] = field;
    p->nsites++;
}

/* Can the index [a, b] be evaluated after `loop` ends (no local of its body in it)? */
static int index_usable_after(const pass *p, int loop, size_t a, size_t b)
{
    int body = N(p, loop)->child;
    if (body < 0)
        return 0;
    for (size_t t = a; !pass_at_eof(p, t) && t <= b; t = pass_next(p, t)) {
        if (p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        char w[PASS_NAME];
        pass_text(p, t, w, sizeof w);
        if (pass_declared_inside(p, body, w))
            return 0;
    }
    return 1;
}

/* Does the index [a, b] multiply loop's variable (`K * j`, `j * K`)? Then the loop's
 * stores are strided and it stays scalar. */
static int index_strides_with(const pass *p, int loop, size_t a, size_t b)
{
    int declared;
    size_t v = pass_for_variable(p, loop, &declared);
    if (v == NONE)
        return 0;
    char var[PASS_NAME];
    pass_text(p, v, var, sizeof var);
    for (size_t t = a; !pass_at_eof(p, t) && t <= b && t != NONE; t = pass_next(p, t))
        if (pass_is(p, t, var) && ((t > a && pass_is(p, pdd_tok_prev(&p->toks, t), "*")) ||
                                  (t < b && pass_is(p, pass_next(p, t), "*"))))
            return 1;
    return 0;
}

/* Is statement stmt made in every iteration of FOR loop or in none? Only blocks between them,
 * or an if / else / switch whose header is the same in every iteration (Pace's horizontal
 * regions, `if ((__j >= -1) && (__j < 2))` in a K loop). A loop probe's re-check runs the
 * loop again and reads every element its index names, so a store made in some iterations
 * only (gt4py >= 1.2's dace:cpu_kfirst: `if (mask)` in a column's K loop, the mask set in that
 * iteration) would have it report cells the loop never wrote (an input's value) as the
 * kernel's stores: such a store gets one test per store instead. */
static int made_every_iteration(const pass *p, int stmt, int loop)
{
    int declared;
    size_t var = pass_for_variable(p, loop, &declared);
    char v[PASS_NAME];
    if (var == NONE)
        return 0;
    pass_text(p, var, v, sizeof v);
    for (int q = N(p, stmt)->parent; q != loop; q = N(p, q)->parent) {
        if (q < 0)
            return 0;
        const pdd_syn_node *c = N(p, q);
        if (c->kind == PDD_SYN_IF || c->kind == PDD_SYN_SWITCH) {
            if (c->open < 0 || !pass_same_each_iteration(p, loop, v, pass_next(p, (size_t)c->open), (size_t)c->close))
                return 0;
        } else if (c->kind != PDD_SYN_BLOCK) {
            return 0;
        }
    }
    return 1;
}

static int add_site(pass *p, int fn, int stmt, const char *target, size_t ia, size_t ib, int wcr,
                    const char *copy_dst, const char *copy_count)
{
    char root[PASS_NAME];
    int direct = p->fns[fn].is_root || pass_param_position(p, fn, target) < 0;
    int field;
    if (pass_is_member(target))
        snprintf(root, sizeof root, "%s", target);
    else
        pass_resolve_alias(p, fn, target, root, sizeof root, 0);
    if (pass_is_member(root))
        field = pass_member_field(p, root);
    else
        field = pass_field_of(p, root);
    if (field < 0)
        return -1;
    if (p->fields[field].type == PDD_T_UNKNOWN)
        p->fields[field].type = pass_declared_type(p, fn, target);
    int kernel = pass_kernel_of(p, fn, stmt, target);
    if (kernel < 0)
        return 0; /* not inside anything we can attribute */
    pass_site *s = pass_new_site(p, kernel, field, stmt);
    if (!s)
        return -1;
    s->root_offset = direct;
    s->target = pass_strf(p, PASS_NAME, "%s", target);
    if (ia == NONE)
        s->index = pass_strf(p, PASS_EXPR, "0");
    else
        s->index = pass_tok_str(p, ia, ib + 1, PASS_EXPR);
    int loop = pass_loop_around(p, stmt);
    s->loop = loop;
    s->form = SITE_STORE;
    if (copy_dst) {
        s->form = SITE_COPY;
        s->copy_dst = pass_strf(p, PASS_EXPR, "%s", copy_dst);
        s->copy_count = pass_strf(p, PASS_EXPR, "%s", copy_count);
    } else if (!wcr && loop >= 0 && !pass_pragma_is_omp_parallel(p, N(p, loop)->pragma) &&
        (ia == NONE || index_usable_after(p, loop, ia, ib)) && made_every_iteration(p, stmt, loop)) {
        s->form = SITE_LOOP;
        s->strided = ia != NONE && index_strides_with(p, loop, ia, ib);
    }
    pass_keep_site(p, kernel, field);
    return 0;
}

static const char *c_type_of(int type)
{
    return type == PDD_T_F64 ? "double" : type == PDD_T_F32 ? "float" : NULL;
}

/* Is `name` a plain local variable of function fn (`double name;`, no pointer, no array)? */
static int local_scalar(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = pass_occurrences(p, name, f->open, &end);
    for (; o < end && *o < (size_t)f->close; o++) {
        size_t t = *o;
        size_t prev = pdd_tok_prev(&p->toks, t), after = pass_next(p, t);
        if (prev != NONE && p->toks.tok[prev].kind == PDD_TOK_IDENT && !pass_is(p, prev, "return") &&
            (pass_is(p, after, ";") || pass_is(p, after, "=")))
            return 1;
    }
    return 0;
}

/* The text of the template arguments of `NAME<...>` at token t (up to the first '>', within
 * token last) into out; returns the '>' token. */
static size_t template_args(const pass *p, size_t t, size_t last, char *out, size_t n)
{
    size_t q = pass_next(p, t), close = q;
    while (!pass_at_eof(p, close) && close <= last && !pass_is(p, close, ">"))
        close = pass_next(p, close);
    pdd_tok_text(&p->toks, pass_next(p, q), close, out, n);
    return close;
}

/* The names a store's statement is searched for (name index ids, -1 where the source has none
 * such), looked up once. */
typedef struct store_calls {
    int memcpy_, copy[3], wcr[2]; /* CopyNDDynamic, CopyND, CopyImpl; reduce_atomic, reduce */
} store_calls;

static void store_calls_find(const pass *p, store_calls *c)
{
    c->memcpy_ = pdd_names_id(&p->names, "memcpy");
    c->copy[0] = pdd_names_id(&p->names, "CopyNDDynamic");
    c->copy[1] = pdd_names_id(&p->names, "CopyND");
    c->copy[2] = pdd_names_id(&p->names, "CopyImpl");
    c->wcr[0] = pdd_names_id(&p->names, "reduce_atomic");
    c->wcr[1] = pdd_names_id(&p->names, "reduce");
}

/* The first token in [a, b] that is one of the n names ids and that `after` follows, or NONE:
 * found among the names' occurrences (few), not by reading every token. */
static size_t first_named(const pass *p, const int *ids, int n, const char *after, size_t a, size_t b)
{
    size_t best = NONE;
    for (int i = 0; i < n; i++) {
        const uint32_t *end, *o = pdd_names_from(&p->names, ids[i], a, &end);
        for (; o < end && *o <= b && *o < best; o++)
            if (pass_is(p, pass_next(p, *o), after)) {
                best = *o;
                break;
            }
    }
    return best;
}

/* text's comma-separated parts outside parentheses and brackets, trimmed, into out (at most
 * max, each cut to its size); their number, or -1 where there are more. */
static int split_top(const char *text, char out[][PASS_EXPR / 8], int max)
{
    int n = 0, depth = 0;
    const char *start = text;
    for (const char *c = text;; c++) {
        if (*c == '(' || *c == '[' || *c == '<')
            depth++;
        else if ((*c == ')' || *c == ']' || *c == '>') && depth > 0)
            depth--;
        if (*c && (*c != ',' || depth > 0))
            continue;
        if (n == max)
            return -1;
        while (start < c && isspace((unsigned char)*start))
            start++;
        const char *e = c;
        while (e > start && isspace((unsigned char)e[-1]))
            e--;
        snprintf(out[n++], PASS_EXPR / 8, "%.*s", (int)(e - start), start);
        if (!*c)
            return n;
        start = c + 1;
    }
}

/* A bulk copy into a field: memcpy(dst, src, bytes), DaCe's CopyNDDynamic<T, 1, A, DIMS> and
 * CopyND<T, 1, A, EXTENT...> (::ConstSrc, ::ConstDst or ::Dynamic, then Copy(src, dst, ...)),
 * or DaCe 2's CopyImpl.
 * Returns 1 when the statement is one (site added), 0 when not, -1 on failure. */
static int find_copy(pass *p, int fn, int stmt, const store_calls *calls)
{
    const pdd_syn_node *s = N(p, stmt);
    /* from the first call of a copy: the tokens before it are none */
    size_t m = first_named(p, &calls->memcpy_, 1, "(", s->first, s->last),
           c = first_named(p, calls->copy, 3, "<", s->first, s->last);
    for (size_t t = m < c ? m : c; t != NONE && !pass_at_eof(p, t) && t <= s->last; t = pass_next(p, t)) {
        int memcpy_call = pass_is(p, t, "memcpy") && pass_is(p, pass_next(p, t), "(");
        int dace_copy = (pass_is(p, t, "CopyNDDynamic") || pass_is(p, t, "CopyND")) && pass_is(p, pass_next(p, t), "<");
        int copy_impl = pass_is(p, t, "CopyImpl") && pass_is(p, pass_next(p, t), "<");
        if (!memcpy_call && !dace_copy && !copy_impl)
            continue;
        size_t call = t, da = NONE, db = NONE, ca, cb;
        char dst[PASS_EXPR], count[PASS_EXPR], target[PASS_NAME], root[PASS_NAME], tmpl[PASS_EXPR];
        char nd_loops[PASS_EXPR] = "", nd_dst[PASS_EXPR] = "";
        if (copy_impl) {
            /* DaCe 2's contiguous copy: CopyImpl<T, VECLEN>(src, dst, n) or
             * CopyImpl<T, COPYDIM, VECLEN>(src, dst): n * VECLEN or COPYDIM * VECLEN elements */
            size_t close = template_args(p, t, s->last, tmpl, sizeof tmpl);
            call = pass_next(p, close);
            char *v = strrchr(tmpl, ','), *dim = NULL;
            if (!v || !pass_is(p, call, "(") || pass_call_argument(p, close, 1, &da, &db))
                return 0;
            *v = 0;
            dim = strrchr(tmpl, ',');
            const char *vec = v + strspn(v + 1, " ") + 1;
            if (!pass_call_argument(p, close, 2, &ca, &cb)) {
                char n[PASS_EXPR / 2];
                pdd_tok_text(&p->toks, ca, cb + 1, n, sizeof n);
                snprintf(count, sizeof count, "(%s) * (%s)", n, vec);
            } else if (dim) {
                snprintf(count, sizeof count, "(%s) * (%s)", dim + 1 + strspn(dim + 1, " "), vec);
            } else {
                return 0;
            }
        } else if (dace_copy) {
            /* CopyND<T, VECLEN, ALIGNED, EXTENT...> (extents in the template) or
             * CopyNDDynamic<T, VECLEN, ALIGNED, DIMS> (in the call), then ::ConstSrc<...>,
             * ::ConstDst<DST_STRIDE...> or ::Dynamic, then Copy(src, dst, ...): where the
             * destination's stride of each dimension is depends on which (copy.h) */
            size_t close = template_args(p, t, s->last, tmpl, sizeof tmpl);
            int dynamic = pass_is(p, t, "CopyNDDynamic");
            char targ[12][PASS_EXPR / 8], sarg[8][PASS_EXPR / 8];
            int nt = split_top(tmpl, targ, 12), ns = 0, form = 0; /* 1 ConstSrc, 2 ConstDst, 3 Dynamic */
            if (nt < 4 || strcmp(targ[1], "1"))
                return 0; /* vectors of VECLEN at each point: not scanned as runs of T */
            int dims = dynamic ? atoi(targ[3]) : nt - 3;
            if (dims < 1 || dims > 8)
                return 0;
            call = NONE;
            for (size_t r = close; !pass_at_eof(p, r) && r <= s->last; r = pass_next(p, r)) {
                int cs = pass_is(p, r, "ConstSrc"), cd = pass_is(p, r, "ConstDst");
                if ((cs || cd) && pass_is(p, pass_next(p, r), "<")) {
                    char st[PASS_EXPR];
                    form = cs ? 1 : 2;
                    r = template_args(p, r, s->last, st, sizeof st);
                    ns = split_top(st, sarg, 8);
                } else if (pass_is(p, r, "Dynamic")) {
                    form = 3;
                } else if (pass_is(p, r, "Copy") && pass_is(p, pass_next(p, r), "(")) {
                    call = r;
                    break;
                }
            }
            if (!form || call == NONE || (form == 2 && ns < dims) || pass_call_argument(p, call, 1, &da, &db))
                return 0;
            /* per dimension its extent and the destination's stride. The call's arguments
             * after (src, dst), per dimension: CopyNDDynamic's extent, then ConstSrc's dst
             * stride, ConstDst's src stride or Dynamic's src and dst strides; CopyND's the
             * same without the extent. The dst stride, where the call has it, comes last. */
            char ext[8][PASS_EXPR / 8], str[8][PASS_EXPR / 8];
            int per = (dynamic ? 1 : 0) + (form == 3 ? 2 : 1);
            for (int d = 0; d < dims; d++) {
                size_t xa, xb, sa, sb;
                int at_ext = 2 + per * d, at_str = at_ext + per - 1;
                if (dynamic) {
                    if (pass_call_argument(p, call, at_ext, &xa, &xb))
                        return 0;
                    pdd_tok_text(&p->toks, xa, xb + 1, ext[d], sizeof ext[d]);
                } else {
                    memcpy(ext[d], targ[3 + d], sizeof ext[d]); /* both NUL-terminated, one size */
                }
                if (form == 2) {
                    memcpy(str[d], sarg[d], sizeof str[d]);
                } else {
                    if (pass_call_argument(p, call, at_str, &sa, &sb))
                        return 0;
                    pdd_tok_text(&p->toks, sa, sb + 1, str[d], sizeof str[d]);
                }
            }
            /* loops over the outer dimensions, a run of the last one scanned at a time (the
             * whole copy where it is one run) */
            char dst0[PASS_EXPR / 2];
            pdd_tok_text(&p->toks, da, db + 1, dst0, sizeof dst0);
            size_t lu = 0, du = (size_t)snprintf(nd_dst, sizeof nd_dst, "(%s)", dst0);
            int inner_run = !strcmp(str[dims - 1], "1");
            for (int d = 0; d < dims - inner_run && lu < sizeof nd_loops && du < sizeof nd_dst; d++) {
                lu += (size_t)snprintf(nd_loops + lu, sizeof nd_loops - lu,
                                       "for (int64_t pdd_c%d = 0; pdd_c%d < (int64_t)(%s); pdd_c%d++) ", d, d, ext[d],
                                       d);
                du += (size_t)snprintf(nd_dst + du, sizeof nd_dst - du, " + pdd_c%d * (int64_t)(%s)", d, str[d]);
            }
            if (lu >= sizeof nd_loops || du >= sizeof nd_dst)
                return 0;
            snprintf(count, sizeof count, "%s", inner_run ? ext[dims - 1] : "1");
        } else if (memcpy_call) {
            if (pass_call_argument(p, call, 0, &da, &db) || pass_call_argument(p, call, 2, &ca, &cb))
                return 0;
        }
        if (!pass_pointer_base(p, da, target, sizeof target))
            return 0;
        /* DaCe 1 reads an element into a local (`Copy(a + k, &__tmp1, 1)`): no field is written */
        if (pass_is(p, da, "&") && local_scalar(p, fn, target))
            return 0;
        if (pass_local_array(p, fn, target))
            return 0; /* a kernel's local array (registers), as for its indexed stores */
        pass_resolve_alias(p, fn, target, root, sizeof root, 0);
        int field = pass_field_find(p, root);
        if (pass_is_member(root) && (field = pass_member_field(p, root)) < 0)
            return -1; /* a persistent array: the field it stands for, with the SDFG's type */
        const pdd_sdfg_array *arr = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, field >= 0 ? p->fields[field].name : root) : NULL;
        int type = field >= 0 ? p->fields[field].type : arr ? arr->type : pass_declared_type(p, fn, target);
        if ((arr && arr->ndim == 0) || !c_type_of(type))
            return 0; /* a scalar, or a type pdd does not range-check */
        pdd_tok_text(&p->toks, da, db + 1, dst, sizeof dst);
        if (memcpy_call) {
            char bytes[PASS_EXPR / 2];
            pdd_tok_text(&p->toks, ca, cb + 1, bytes, sizeof bytes);
            snprintf(count, sizeof count, "(%s) / sizeof(%s)", bytes, c_type_of(type));
        }
        char dst_typed[PASS_EXPR + 32];
        snprintf(dst_typed, sizeof dst_typed, "%s", nd_loops[0] ? nd_dst : dst);
        int before = p->nsites;
        if (add_site(p, fn, stmt, target, NONE, NONE, 0, dst_typed, count))
            return -1;
        if (p->nsites > before)
            p->sites[before].copy_loops = pass_strf(p, PASS_EXPR, "%s", nd_loops);
        return 1;
    }
    return 0;
}

/* Is `name` a parameter of function fn declared as a non-const reference (`double& x`)?
 * DaCe 1.x passes a nested SDFG's one-element outputs so: `fn(..., pkz[...])`. */
static int written_reference(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = pass_occurrences(p, name, f->params_open, &end);
    for (; o < end && *o < (size_t)f->params_close; o++) {
        size_t t = *o;
        size_t after = pass_next(p, t), q = pdd_tok_prev(&p->toks, t);
        if (!(pass_is(p, after, ",") || after == (size_t)f->params_close) || !pass_is(p, q, "&"))
            return 0;
        for (; q != NONE && q > (size_t)f->params_open && !pass_is(p, q, ","); q = pdd_tok_prev(&p->toks, q))
            if (pass_is(p, q, "const"))
                return 0;
        return 1;
    }
    return 0;
}

/* A store into reference parameter `pos` of function fn is a store into what each caller
 * passes there: a site at each call, after it, on `X[index]` (the caller's field and index),
 * or the caller's own reference parameter, followed to its callers. (fn, pos) pairs already
 * done are in *done. */
typedef struct ref_done {
    int *pairs, n, cap;
} ref_done;

static int reference_sites(pass *p, int fn, int pos, ref_done *done, int depth)
{
    for (int i = 0; i < done->n; i++)
        if (done->pairs[2 * i] == fn && done->pairs[2 * i + 1] == pos)
            return 0;
    int *g = pass_grow(done->pairs, &done->cap, 2 * (done->n + 1), sizeof *g);
    if (!g)
        return -1;
    done->pairs = g;
    g[2 * done->n] = fn, g[2 * done->n + 1] = pos, done->n++;
    const pass_fn *F = &p->fns[fn];
    for (int c = 0; c < F->ncalls && depth < 16; c++) {
        call_site cs = ((const call_site *)p->calls)[F->first_call + c];
        size_t a, b;
        if (pass_call_argument(p, cs.tok, pos, &a, &b) || p->toks.tok[a].kind != PDD_TOK_IDENT)
            continue;
        char target[PASS_NAME];
        size_t last = pass_member_chain_end(p, a);
        pdd_tok_text(&p->toks, a, last + 1, target, sizeof target);
        size_t open = pass_next(p, last);
        if (pass_is(p, open, "[") && pass_match_of(p, open) == b) {
            if (pass_local_array(p, cs.caller, target))
                continue;
            if (add_site(p, cs.caller, cs.stmt, target, pass_next(p, open), pdd_tok_prev(&p->toks, b), 0,
                         NULL, NULL))
                return -1;
        } else if (last == a && a == b && written_reference(p, cs.caller, target)) {
            int outer = pass_param_position(p, cs.caller, target);
            if (outer >= 0 && reference_sites(p, cs.caller, outer, done, depth + 1))
                return -1;
        }
    }
    return 0;
}

/* A store into `name` of function fn when it is a written reference parameter: sites at the
 * calls instead (reference_sites). 1 when so, 0 when name is no such parameter, -1 out of
 * memory. */
static int reference_store(pass *p, int fn, const char *name, ref_done *done)
{
    int pos = written_reference(p, fn, name) ? pass_param_position(p, fn, name) : -1;
    if (pos < 0)
        return 0;
    return reference_sites(p, fn, pos, done, 0) ? -1 : 1;
}

/* Every store of the host code that is not in a __global__ function or DaCe's runtime: an
 * indexed store, a copy, a store through a reference, a write-conflict resolution. */
int pass_find_stores(pass *p)
{
    ref_done refs = {0};
    store_calls calls;
    store_calls_find(p, &calls);
    for (size_t i = 0; i < p->syn.n; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        if (s->kind != PDD_SYN_STMT)
            continue;
        int fn = pass_fn_of_node(p, (int)i);
        if (fn < 0 || p->fns[fn].skip || N(p, p->fns[fn].node)->is_global)
            continue;
        char target[PASS_NAME];
        size_t ia, ib;
        if (pass_indexed_store(p, s, target, sizeof target, &ia, &ib)) {
            if (pass_local_array(p, fn, target))
                continue;
            if (add_site(p, fn, (int)i, target, ia, ib, 0, NULL, NULL))
                goto fail;
            continue;
        }
        if (p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, s->first), "["))
            continue; /* NAME[...] that is no store */
        if (p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is_assign_op(p, pass_next(p, s->first))) {
            pass_text(p, s->first, target, sizeof target);
            int ref = reference_store(p, fn, target, &refs);
            if (ref < 0)
                goto fail;
            if (ref)
                continue;
        }
        int copied = find_copy(p, fn, (int)i, &calls);
        if (copied < 0)
            goto fail;
        if (copied)
            continue;
        /* write-conflict resolution: ...::reduce_atomic(NAME + (index), value) or reduce(...) */
        size_t wcr = first_named(p, calls.wcr, 2, "(", s->first, s->last);
        for (size_t t = wcr; t != NONE && !pass_at_eof(p, t) && t <= s->last; t = pass_next(p, t)) {
            if (!(pass_is(p, t, "reduce_atomic") || pass_is(p, t, "reduce")) || !pass_is(p, pass_next(p, t), "("))
                continue;
            int shape = pass_wcr_store(p, t, target, sizeof target, &ia, &ib);
            if (shape < 0)
                break;
            /* a reduction into a `double&` output (gt4py.next's neighbour sums): checked at
             * the call, once the sum is whole; a probe of each partial sum here would take the
             * sum's address and keep GCC from fusing its multiply-adds */
            int ref = shape == 2 ? reference_store(p, fn, target, &refs) : 0;
            if (ref < 0)
                goto fail;
            if (ref)
                break;
            int before = p->nsites;
            if (add_site(p, fn, (int)i, target, ia, ib, 1, NULL, NULL))
                goto fail;
            if (p->nsites > before)
                p->sites[before].scalar = shape == 2;
            break;
        }
    }
    free(refs.pairs);
    return 0;
fail:
    free(refs.pairs);
    return -1;
}

/* p->loop_prev: the sites of each loop, chained backwards (row_block.c counts a loop's
 * earlier block sites by it). */
int pass_chain_loop_sites(pass *p)
{
    int *last = malloc((p->syn.n ? p->syn.n : 1) * sizeof *last);
    p->loop_prev = malloc((size_t)(p->nsites ? p->nsites : 1) * sizeof *p->loop_prev);
    if (!last || !p->loop_prev)
        return free(last), -1;
    for (size_t i = 0; i < p->syn.n; i++)
        last[i] = -1;
    for (int s = 0; s < p->nsites; s++) {
        int L = p->sites[s].loop;
        p->loop_prev[s] = L >= 0 ? last[L] : -1;
        if (L >= 0)
            last[L] = s;
    }
    free(last);
    return 0;
}
