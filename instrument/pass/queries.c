/* queries.c: what every step of the pass asks of the tokens and the syntax tree: the node that
 * holds a token, its function, the loops around it, a bracket's match, a call's arguments, a
 * member access, the shape of a store (`NAME[i] op= v`, a write-conflict resolution call, a
 * pointer's base), and where the probe tables go. */
#include "steps.h"

#include <string.h>

/* The matching bracket of an opening one (a linear scan: brackets are balanced). */
size_t pass_match_of(const pass *p, size_t open)
{
    int depth = 0;
    for (size_t i = open; i < p->toks.n; i++) {
        if (p->toks.tok[i].kind != PDD_TOK_PUNCT)
            continue;
        char c = p->src[p->toks.tok[i].start];
        if (p->toks.tok[i].len != 1)
            continue;
        if (c == '(' || c == '[' || c == '{')
            depth++;
        else if (c == ')' || c == ']' || c == '}') {
            if (--depth == 0)
                return i;
        }
    }
    return NONE;
}

/* The innermost node holding token tok (0, the file, when none does). Nodes are in pre-order
 * and nested, so it is the last node starting at or before tok, or the first of its
 * ancestors that reaches tok: a search, where a per-token index cost 4 bytes a token. */
int pass_node_at(const pass *p, size_t tok)
{
    size_t lo = 1, hi = p->syn.n;
    while (lo < hi) { /* the first node starting after tok */
        size_t mid = lo + (hi - lo) / 2;
        if (p->syn.nodes[mid].first <= tok)
            lo = mid + 1;
        else
            hi = mid;
    }
    int q = (int)lo - 1;
    while (q > 0 && N(p, q)->last < tok)
        q = N(p, q)->parent;
    return q > 0 ? q : 0;
}

/* The innermost node containing token i inside node `from` (from itself when none is). */
int pass_owner_of(const pass *p, size_t tok, int from)
{
    int n = pass_node_at(p, tok);
    for (int q = n; q >= 0; q = N(p, q)->parent)
        if (q == from)
            return n;
    return from;
}

int pass_fn_of_node(const pass *p, int node)
{
    int f = node;
    while (f >= 0 && N(p, f)->kind != PDD_SYN_FUNCTION)
        f = N(p, f)->parent;
    return f < 0 ? -1 : p->fn_index[f];
}

/* The innermost FOR around node i inside its function that is not control flow (a map's
 * loop, or a plain loop), or -1. */
int pass_loop_around(const pass *p, int i)
{
    for (int q = N(p, i)->parent; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION; q = N(p, q)->parent)
        if (N(p, q)->kind == PDD_SYN_FOR && !p->control[q])
            return q;
    return -1;
}

/* The outermost FOR around node i (i itself included) inside its function that is not
 * control flow, or -1: a kernel's loop nest. Sequential loops around it (time loops,
 * vertical sweeps) are control flow, so the kernel runs once per iteration. */
int pass_outer_loop(const pass *p, int i)
{
    int best = N(p, i)->kind == PDD_SYN_FOR && !p->control[i] ? i : -1;
    for (int q = N(p, i)->parent; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION; q = N(p, q)->parent)
        if (N(p, q)->kind == PDD_SYN_FOR && !p->control[q])
            best = q;
    return best;
}

/* The token of FOR node i's variable (`k` in `for (k = 1; ...`, `i` in `for (int i = ...`),
 * or NONE; *declared says whether the loop declares it. DaCe writes every map's loops with
 * the declaration; a sequential loop's variable is a symbol declared at the top of the
 * function (`int k; ... for (k = 1; (k < K); k = (k + 1))`). */
size_t pass_for_variable(const pass *p, int i, int *declared)
{
    size_t a = pass_next(p, N(p, i)->open);
    *declared = 0;
    if (a == NONE || p->toks.tok[a].kind != PDD_TOK_IDENT)
        return NONE;
    size_t b = pass_next(p, a);
    if (b != NONE && p->toks.tok[b].kind == PDD_TOK_IDENT) {
        *declared = 1;
        return b;
    }
    return a;
}

/* The raw text of token t (tok_copy folds preprocessor lines away as trivia). */
static void tok_raw(const pass *p, size_t t, char *buf, size_t n)
{
    size_t len = p->toks.tok[t].len < n - 1 ? p->toks.tok[t].len : n - 1;
    memcpy(buf, p->src + p->toks.tok[t].start, len);
    buf[len] = 0;
}

int pass_pragma_is_omp_parallel(const pass *p, size_t pragma)
{
    if (pragma == NONE)
        return 0;
    char buf[512];
    tok_raw(p, pragma, buf, sizeof buf);
    return strstr(buf, "omp") && strstr(buf, "parallel");
}

/* The function whose body holds token t (functions are in file order), or -1. */
int pass_fn_at_token(const pass *p, size_t t)
{
    int lo = 0, hi = p->nfns - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        const pdd_syn_node *f = N(p, p->fns[mid].node);
        if (t < (size_t)f->open)
            hi = mid - 1;
        else if (t > (size_t)f->close)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}

/* The argument number `arg` (0-based) of the call whose name is at `tok`: token range. */
int pass_call_arguments(const pass *p, size_t open, size_t last, size_t *first, int max)
{
    int n = 0, depth = 0;
    size_t t = pass_next(p, open);
    if (pass_at_eof(p, t) || t > last || pass_is(p, t, ")"))
        return 0;
    first[n++] = t;
    for (; !pass_at_eof(p, t) && t <= last; t = pass_next(p, t)) {
        if (pass_is(p, t, "(") || pass_is(p, t, "[") || pass_is(p, t, "{"))
            depth++;
        else if (pass_is(p, t, ")") || pass_is(p, t, "]") || pass_is(p, t, "}")) {
            if (--depth < 0)
                return n; /* the call's ')' */
        } else if (depth == 0 && pass_is(p, t, ",") && n < max)
            first[n++] = pass_next(p, t);
    }
    return 0; /* no ')' before last: no call */
}

int pass_argument_is(const pass *p, size_t a, const char *name)
{
    return pass_is(p, pass_is(p, a, "&") ? pass_next(p, a) : a, name);
}

int pass_call_argument(const pass *p, size_t tok, int arg, size_t *a, size_t *b)
{
    size_t open = pass_next(p, tok), close = pass_match_of(p, open);
    if (close == NONE)
        return -1;
    size_t start = pass_next(p, open);
    int n = 0;
    for (size_t t = start; !pass_at_eof(p, t) && t <= close; t = pass_next(p, t)) {
        if (pass_is(p, t, "(") || pass_is(p, t, "[") || pass_is(p, t, "{")) {
            t = pass_match_of(p, t);
            continue;
        }
        if (pass_is(p, t, ",") || t == close) {
            if (n == arg) {
                *a = start, *b = pdd_tok_prev(&p->toks, t);
                return 0;
            }
            n++;
            start = pass_next(p, t);
        }
    }
    return -1;
}

/* The last identifier of a member access starting at identifier t (`__state->__0_acc`,
 * `s.x`), or t itself. */
size_t pass_member_chain_end(const pass *p, size_t t)
{
    while ((pass_is(p, pass_next(p, t), "->") || pass_is(p, pass_next(p, t), ".")) &&
           p->toks.tok[pass_next(p, pass_next(p, t))].kind == PDD_TOK_IDENT)
        t = pass_next(p, pass_next(p, t));
    return t;
}

/* The array a pointer expression [a, b] points into: `X`, `&X[...]`, `X + ...`. */
int pass_pointer_base(const pass *p, size_t a, char *out, size_t n)
{
    if (pass_is(p, a, "&"))
        a = pass_next(p, a);
    if (p->toks.tok[a].kind != PDD_TOK_IDENT)
        return 0;
    /* a state member names the persistent array (`__state->__0_acc`) */
    pdd_tok_text(&p->toks, a, pass_member_chain_end(p, a) + 1, out, n);
    return 1;
}

int pass_is_assign_op(const pass *p, size_t t)
{
    static const char *const ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (pass_is(p, t, ops[i]))
            return 1;
    return 0;
}

/* `NAME[index] op= value;`: its target and index tokens [*ia, *ib]; 0 when the statement
 * is not one. */
int pass_indexed_store(pass *p, const pdd_syn_node *s, char *target, size_t len, size_t *ia, size_t *ib)
{
    size_t t0 = s->first, last = t0;
    if (p->toks.tok[t0].kind != PDD_TOK_IDENT)
        return 0;
    last = pass_member_chain_end(p, t0); /* a state-struct member: __state->__0_dm[...] */
    if (!pass_is(p, pass_next(p, last), "["))
        return 0;
    size_t open = pass_next(p, last), close = pass_match_of(p, open);
    if (close == NONE || close >= s->last || !pass_is_assign_op(p, pass_next(p, close)))
        return 0;
    pdd_tok_text(&p->toks, t0, last + 1, target, len);
    *ia = pass_next(p, open);
    *ib = pdd_tok_prev(&p->toks, close);
    return 1;
}

/* The array a write-conflict resolution call at t stores into (its first argument:
 * `NAME + (index)`, `NAME[index]`, `&NAME...` or `NAME`): the target and the index tokens
 * (NONE when there is none). Returns -1 when the argument is no identifier, 0 when it is a
 * pointer expression of another shape (the target named, no index), 2 when it is `&NAME`
 * alone (one element named by itself: a scalar, or a `T&` reference parameter), 1 otherwise. */
int pass_wcr_store(pass *p, size_t t, char *target, size_t len, size_t *ia, size_t *ib)
{
    size_t a, b;
    if (pass_call_argument(p, t, 0, &a, &b))
        return -1;
    size_t name = pass_is(p, a, "&") ? pass_next(p, a) : a;
    if (p->toks.tok[name].kind != PDD_TOK_IDENT)
        return -1;
    pass_text(p, name, target, len);
    size_t after = pass_next(p, name);
    *ia = *ib = NONE;
    if (pass_is(p, after, "+") && after < b)
        *ia = pass_next(p, after), *ib = b;
    else if (pass_is(p, after, "["))
        *ia = pass_next(p, after), *ib = pdd_tok_prev(&p->toks, pass_match_of(p, after));
    else if (after <= b)
        return 0;
    else if (name != a)
        return 2;
    return 1;
}

void pass_find_tables_place(pass *p)
{
    p->tables_tok = NONE;
    for (size_t t = 0; t < p->toks.n; t++) {
        int k = p->toks.tok[t].kind;
        if (k == PDD_TOK_PREPROC) {
            char buf[64];
            tok_raw(p, t, buf, sizeof buf);
            if (strstr(buf, "include"))
                p->tables_tok = t;
        } else if (k != PDD_TOK_COMMENT) {
            break;
        }
    }
}
