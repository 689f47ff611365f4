/* row_block.c: which loop probes the fast form tests once per block (after the loop around
 * the row) instead of once per row, the lane and trip count the pass writes for them, and
 * which of them may read their row back after it. */
#include "pass.h"

#include <ctype.h>
#include <pdd/abi.h>
#include <stdio.h>
#include <string.h>

#define NONE ((size_t)-1)

static const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

/* The nearest FOR around node i inside its function, or -1. */
static int for_around(const pass *p, int i)
{
    for (int q = N(p, i)->parent; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION; q = N(p, q)->parent)
        if (N(p, q)->kind == PDD_SYN_FOR)
            return q;
    return -1;
}

/* A header `[type] v = INIT; v < BOUND; v += 1` (or `<=`, `v++`, `++v`): the variable's
 * token and INIT's and BOUND's tokens, [a, b). */
typedef struct header {
    size_t var, init_a, init_b, bound_a, bound_b;
    int inclusive;
} header;

/* The first ';' at or after t before close, or NONE. */
static size_t semicolon(const pass *p, size_t t, size_t close)
{
    for (; t != NONE && t < close; t = pass_next(p, t))
        if (pass_is(p, t, ";"))
            return t;
    return NONE;
}

static int parse_header(const pass *p, int loop, header *h)
{
    size_t open = N(p, loop)->open, close = N(p, loop)->close;
    size_t s1 = semicolon(p, pass_next(p, open), close);
    if (s1 == NONE)
        return 0;
    size_t eq = NONE;
    for (size_t t = pass_next(p, open); t < s1; t = pass_next(p, t))
        if (pass_is(p, t, "=")) {
            eq = t;
            break;
        }
    if (eq == NONE)
        return 0;
    h->var = pdd_tok_prev(&p->toks, eq);
    if (h->var == NONE || h->var <= open || p->toks.tok[h->var].kind != PDD_TOK_IDENT)
        return 0;
    char v[PASS_NAME];
    pass_text(p, h->var, v, sizeof v);
    h->init_a = pass_next(p, eq), h->init_b = s1;
    size_t c = pass_next(p, s1);
    if (!pass_is(p, c, v))
        return 0;
    size_t op = pass_next(p, c);
    h->inclusive = pass_is(p, op, "<=");
    if (!h->inclusive && !pass_is(p, op, "<"))
        return 0;
    h->bound_a = pass_next(p, op);
    h->bound_b = semicolon(p, h->bound_a, close);
    if (h->init_a >= h->init_b || h->bound_b == NONE || h->bound_a >= h->bound_b)
        return 0;
    size_t a = pass_next(p, h->bound_b), b = pass_next(p, a), d = pass_next(p, b);
    if (pass_is(p, a, v) && pass_is(p, b, "+=") && pass_is(p, d, "1"))
        return pass_next(p, d) == close;
    if ((pass_is(p, a, v) && pass_is(p, b, "++")) || (pass_is(p, a, "++") && pass_is(p, b, v)))
        return d == close;
    return 0;
}

static int changes(const pass *p, int i, const char *name);

/* Is token t an assignment or a step (`=`, `+=`, ..., `++`, `--`)? */
static int assigns(const pass *p, size_t t)
{
    static const char *const ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"};
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
        if (pass_is(p, t, ops[o]))
            return 1;
    return 0;
}

/* Does an identifier token in [a, b) spell name? */
static int names(const pass *p, size_t a, size_t b, const char *name)
{
    for (size_t t = a; t != NONE && t < b; t = pass_next(p, t))
        if (p->toks.tok[t].kind == PDD_TOK_IDENT && pass_is(p, t, name))
            return 1;
    return 0;
}

/* Is [a, b) an expression with no effect (no comma, assignment, step) and no loop variable
 * of the block (name1, name2), so that it can be evaluated again, before the block? */
static int plain_bound(const pass *p, size_t a, size_t b, const char *name1, const char *name2)
{
    for (size_t t = a; t != NONE && t < b; t = pass_next(p, t))
        if (pass_is(p, t, ",") || assigns(p, t))
            return 0;
    return !names(p, a, b, name1) && !names(p, a, b, name2);
}

/* Does a FOR around node i (i included) carry a `collapse` clause? Nothing may then go
 * between the loops it collapses. */
static int collapsed(const pass *p, int i)
{
    for (int q = i; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION; q = N(p, q)->parent) {
        size_t g = N(p, q)->kind == PDD_SYN_FOR ? (size_t)N(p, q)->pragma : NONE;
        if (g != NONE) {
            const pdd_token *t = &p->toks.tok[g];
            for (uint32_t c = 0; c + 8 <= t->len; c++)
                if (!memcmp(p->src + t->start + c, "collapse", 8))
                    return 1;
        }
    }
    return 0;
}

/* Does node i change an identifier of [a, b)? */
static int changes_any(const pass *p, int i, size_t a, size_t b)
{
    for (size_t t = a; t != NONE && t < b; t = pass_next(p, t)) {
        char w[PASS_NAME];
        if (p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        pass_text(p, t, w, sizeof w);
        if (changes(p, i, w))
            return 1;
    }
    return 0;
}

/* Is name a whole word of text? */
static int word_in(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *w = strstr(text, name); w; w = strstr(w + 1, name)) {
        int before = w > text && (isalnum((unsigned char)w[-1]) || w[-1] == '_');
        int after = isalnum((unsigned char)w[n]) || w[n] == '_';
        if (!before && !after)
            return 1;
    }
    return 0;
}

/* Does node i change variable name (assigned, stepped, or its address taken)? */
static int changes(const pass *p, int i, const char *name)
{
    for (size_t t = N(p, i)->first; t != NONE && t <= N(p, i)->last; t = pass_next(p, t)) {
        if (p->toks.tok[t].kind != PDD_TOK_IDENT || !pass_is(p, t, name))
            continue;
        size_t before = pdd_tok_prev(&p->toks, t), after = pass_next(p, t);
        if (pass_is(p, before, "++") || pass_is(p, before, "--") || pass_is(p, before, "&") || assigns(p, after))
            return 1;
    }
    return 0;
}

/* Is site s's stored element made once in every iteration of its row's loop L (variable v),
 * and nothing else, so that reading the row back after the loop reads what the loop stored,
 * and only that? A light value (PASS_ROW_BACK_OPERANDS), its statement in blocks only (no if,
 * switch or loop) of the loop's body, which holds no jump out of an iteration, and its index
 * names v. A cell the loop skipped would be read back as whatever it held before (a
 * transient's garbage). */
static int row_back(const pass *p, const pass_site *S, int L, const char *v)
{
    if (S->array_operands > PASS_ROW_BACK_OPERANDS || S->stmt < 0)
        return 0;
    for (int q = N(p, S->stmt)->parent; q != L; q = N(p, q)->parent)
        if (q < 0 || N(p, q)->kind != PDD_SYN_BLOCK)
            return 0;
    static const char *const jumps[] = {"break", "continue", "return", "goto", "throw", "longjmp"};
    for (size_t t = (size_t)N(p, L)->close; t != NONE && t <= N(p, L)->last; t = pass_next(p, t))
        for (size_t j = 0; j < sizeof jumps / sizeof jumps[0]; j++)
            if (p->toks.tok[t].kind == PDD_TOK_IDENT && pass_is(p, t, jumps[j]))
                return 0;
    return word_in(S->index, v);
}

int pass_same_each_iteration(const pass *p, int L, const char *v, size_t a, size_t b)
{
    int body = N(p, L)->child;
    if (body < 0 || names(p, a, b, v) || changes_any(p, body, a, b))
        return 0;
    for (size_t t = a; t != NONE && t < b; t = pass_next(p, t))
        if (pass_is(p, t, "[") || pass_is(p, t, "->") ||
            (p->toks.tok[t].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, t), "(")))
            return 0;
    return 1;
}

/* Site s's block without its slot: 1 when it has one. */
static int block_of(const pass *p, int s, pass_block *b)
{
    const pass_site *S = &p->sites[s];
    if (S->form != SITE_LOOP || S->strided || S->scalar || S->loop < 0 || S->kernel < 0)
        return 0;
    int L = S->loop, P = for_around(p, L);
    if (N(p, L)->pragma >= 0 || P < 0 || p->control[L] || p->control[P] || N(p, P)->pragma >= 0)
        return 0;
    int body = N(p, P)->child, up = N(p, P)->parent;
    if (body < 0 || N(p, body)->kind != PDD_SYN_BLOCK || N(p, body)->child != L || N(p, L)->next != -1 ||
        up < 0 || N(p, up)->kind != PDD_SYN_BLOCK)
        return 0;
    int G = for_around(p, P);
    const pdd_syn_node *K = N(p, p->kernels[S->kernel].node);
    if (G < 0 || p->control[G] || N(p, G)->first < K->first || N(p, G)->last > K->last)
        return 0;
    header hl, hp;
    if (!parse_header(p, L, &hl) || !parse_header(p, P, &hp))
        return 0;
    char lv[PASS_NAME], pv[PASS_NAME], init[PASS_EXPR], bound[PASS_EXPR];
    pass_text(p, hl.var, lv, sizeof lv);
    pass_text(p, hp.var, pv, sizeof pv);
    int body_l = N(p, L)->child;
    if (!plain_bound(p, hl.init_a, hl.init_b, pv, lv) || !plain_bound(p, hl.bound_a, hl.bound_b, pv, lv) ||
        !word_in(S->index, pv) || collapsed(p, P) || body_l < 0 || changes(p, body_l, lv) ||
        changes_any(p, body_l, hl.init_a, hl.init_b) || changes_any(p, body_l, hl.bound_a, hl.bound_b))
        return 0;
    pdd_tok_text(&p->toks, hl.init_a, hl.init_b, init, sizeof init);
    pdd_tok_text(&p->toks, hl.bound_a, hl.bound_b, bound, sizeof bound);
    b->outer = P;
    b->back = row_back(p, S, L, lv);
    if ((size_t)snprintf(b->lane, sizeof b->lane, "(int64_t)(%s) - (int64_t)(%s)", lv, init) >= sizeof b->lane ||
        (size_t)snprintf(b->count, sizeof b->count, "(int64_t)(%s) - (int64_t)(%s)%s", bound, init,
                         hl.inclusive ? " + 1" : "") >= sizeof b->count)
        return 0;
    return 1;
}

int pass_row_block(const pass *p, int s, pass_block *b)
{
    pass_block other;
    if (!block_of(p, s, b))
        return 0;
    b->slot = 0;
    for (int q = p->loop_prev[s]; q >= 0 && b->slot < PDD_LANE_SLOTS; q = p->loop_prev[q])
        b->slot += block_of(p, q, &other);
    return b->slot < PDD_LANE_SLOTS;
}

