/* syntax.c: recursive descent over significant tokens (see syntax.h). Brackets are matched
 * first, so every construct knows where it ends and a bad file is refused up front. */
#include "syntax.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where each open bracket closes: close_of[its rank among the open brackets], the rank counted
 * from a bit per token (is_open) and the opens before each 64 tokens. Half a byte a token
 * and 4 an open bracket, where a partner for every token took 4 bytes a token. */
typedef struct brackets {
    uint64_t *open;         /* bit i % 64 of open[i / 64]: token i opens a bracket */
    uint32_t *opens_before; /* per 64 tokens: the open brackets before them */
    uint32_t *close_of;
} brackets;

typedef struct parser {
    const pdd_tokens *t;
    brackets b;
    pdd_syntax *out;
    size_t cap;
    int *last_child; /* per node: its last child, so appending is O(1) */
    char *err;
    size_t errlen;
} parser;

#define NONE ((size_t)-1)

static int significant(const pdd_tokens *t, size_t i)
{
    int k = t->tok[i].kind;
    return k != PDD_TOK_COMMENT && k != PDD_TOK_PREPROC;
}

static int is_open(const pdd_tokens *t, size_t i)
{
    char c = t->src[t->tok[i].start];
    return t->tok[i].kind == PDD_TOK_PUNCT && t->tok[i].len == 1 && (c == '{' || c == '(' || c == '[');
}

static int is_close(const pdd_tokens *t, size_t i)
{
    char c = t->src[t->tok[i].start];
    return t->tok[i].kind == PDD_TOK_PUNCT && t->tok[i].len == 1 && (c == '}' || c == ')' || c == ']');
}

/* The bracket that closes the open one at token i. */
static size_t partner(const parser *P, size_t i)
{
    size_t w = i / 64;
    uint64_t before = P->b.open[w] & ((1ull << (i % 64)) - 1);
    return P->b.close_of[P->b.opens_before[w] + (uint32_t)__builtin_popcountll(before)];
}

static int match_brackets(parser *P)
{
    const pdd_tokens *t = P->t;
    size_t words = t->n / 64 + 1, most = t->n / 2 + 1; /* an open bracket has its close */
    struct open_at { uint32_t tok, rank; } *stack = malloc(most * sizeof *stack);
    P->b.open = calloc(words, sizeof *P->b.open);
    P->b.opens_before = malloc(words * sizeof *P->b.opens_before);
    P->b.close_of = malloc(most * sizeof *P->b.close_of);
    size_t depth = 0;
    uint32_t opens = 0;
    if (!stack || !P->b.open || !P->b.opens_before || !P->b.close_of) {
        snprintf(P->err, P->errlen, "out of memory");
        free(stack);
        return -1;
    }
    for (size_t i = 0; i < t->n; i++) {
        if (i % 64 == 0)
            P->b.opens_before[i / 64] = opens;
        if (is_open(t, i)) {
            P->b.open[i / 64] |= 1ull << (i % 64);
            stack[depth++] = (struct open_at){(uint32_t)i, opens++};
        } else if (is_close(t, i)) {
            const char *c = t->src + t->tok[i].start;
            if (!depth) {
                snprintf(P->err, P->errlen, "line %d: '%c' closes nothing (unbalanced brackets)",
                         pdd_tok_line(t, i), *c);
                free(stack);
                return -1;
            }
            struct open_at o = stack[--depth];
            char want = *c == '}' ? '{' : *c == ')' ? '(' : '[';
            if (t->src[t->tok[o.tok].start] != want) {
                snprintf(P->err, P->errlen, "line %d: '%c' closes the '%c' of line %d (unbalanced brackets)",
                         pdd_tok_line(t, i), *c, t->src[t->tok[o.tok].start], pdd_tok_line(t, o.tok));
                free(stack);
                return -1;
            }
            P->b.close_of[o.rank] = (uint32_t)i;
        }
    }
    if (depth) {
        size_t o = stack[depth - 1].tok;
        snprintf(P->err, P->errlen, "line %d: '%c' is never closed (unbalanced brackets, or the file is truncated)",
                 pdd_tok_line(t, o), t->src[t->tok[o].start]);
        free(stack);
        return -1;
    }
    free(stack);
    return 0;
}

static int add_node(parser *P, int kind, int parent, size_t first)
{
    pdd_syntax *s = P->out;
    if (s->n == P->cap) {
        size_t cap = P->cap ? P->cap * 2 : 1024;
        pdd_syn_node *n = realloc(s->nodes, cap * sizeof *n);
        if (!n)
            return -1;
        s->nodes = n;
        int *lc = realloc(P->last_child, cap * sizeof *lc);
        if (!lc)
            return -1;
        P->last_child = lc, P->cap = cap;
    }
    int id = (int)s->n++;
    pdd_syn_node *n = &s->nodes[id];
    memset(n, 0, sizeof *n);
    n->kind = (uint8_t)kind, n->first = n->last = (uint32_t)first, n->parent = parent;
    n->child = n->next = -1;
    n->name = n->params_open = n->params_close = n->open = n->close = n->pragma = -1;
    P->last_child[id] = -1;
    if (parent >= 0) {
        int last = P->last_child[parent];
        if (last >= 0)
            s->nodes[last].next = id;
        else
            s->nodes[parent].child = id;
        P->last_child[parent] = id;
    }
    return id;
}

static size_t next_sig(const parser *P, size_t i)
{
    return pdd_tok_next(P->t, i);
}

static int at_eof(const parser *P, size_t i)
{
    return P->t->tok[i].kind == PDD_TOK_EOF;
}

static size_t parse_statement(parser *P, size_t i, int parent);

/* Statements of a block body, from i up to (not including) the closing brace `end`. */
static int parse_sequence(parser *P, size_t i, size_t end, int parent)
{
    while (i < end && !at_eof(P, i)) {
        if (!significant(P->t, i)) {
            i = next_sig(P, i);
            continue;
        }
        size_t after = parse_statement(P, i, parent);
        if (after == NONE)
            return -1;
        i = after;
    }
    return 0;
}

/* The "#pragma" line just before token i, with only blanks and comments between. */
static size_t pragma_before(const parser *P, size_t i)
{
    while (i-- > 0) {
        int k = P->t->tok[i].kind;
        if (k == PDD_TOK_PREPROC) {
            const char *s = P->t->src + P->t->tok[i].start;
            while (*s == '#' || *s == ' ' || *s == '\t')
                s++;
            return strncmp(s, "pragma", 6) == 0 ? i : NONE;
        }
        if (k != PDD_TOK_COMMENT)
            return NONE;
    }
    return NONE;
}

/* A plain statement: to the ';' at depth 0 (brackets are skipped whole). */
static size_t statement_end(parser *P, size_t i)
{
    const pdd_tokens *t = P->t;
    for (; !at_eof(P, i); i++) {
        if (!significant(t, i))
            continue;
        if (is_open(t, i)) {
            i = partner(P, i);
            continue;
        }
        if (pdd_tok_is(t, i, ";"))
            return i;
        if (pdd_tok_is(t, i, "}")) /* a statement cut short by its block's end */
            break;
    }
    snprintf(P->err, P->errlen, "line %d: statement without ';' (truncated file?)",
             pdd_tok_line(t, i));
    return NONE;
}

/* Parses one statement starting at significant token i; returns the token after it. */
static size_t parse_statement(parser *P, size_t i, int parent)
{
    const pdd_tokens *t = P->t;
    int id;
    if (pdd_tok_is(t, i, "{")) {
        if ((id = add_node(P, PDD_SYN_BLOCK, parent, i)) < 0)
            goto oom;
        size_t close = partner(P, i);
        P->out->nodes[id].open = i, P->out->nodes[id].close = close;
        if (parse_sequence(P, next_sig(P, i), close, id))
            return NONE;
        P->out->nodes[id].last = close;
        return next_sig(P, close);
    }
    int kind = pdd_tok_is(t, i, "for")      ? PDD_SYN_FOR
               : pdd_tok_is(t, i, "while")  ? PDD_SYN_WHILE
               : pdd_tok_is(t, i, "if")     ? PDD_SYN_IF
               : pdd_tok_is(t, i, "switch") ? PDD_SYN_SWITCH
                                            : -1;
    if (kind >= 0 && t->tok[i].kind == PDD_TOK_IDENT) {
        size_t open = next_sig(P, i);
        if (pdd_tok_is(t, open, "constexpr")) /* if constexpr (...) */
            open = next_sig(P, open);
        if (!pdd_tok_is(t, open, "(")) {
            snprintf(P->err, P->errlen, "line %d: '%.*s' without '('", pdd_tok_line(t, i), (int)t->tok[i].len,
                     t->src + t->tok[i].start);
            return NONE;
        }
        if ((id = add_node(P, kind, parent, i)) < 0)
            goto oom;
        size_t close = partner(P, open);
        P->out->nodes[id].open = open, P->out->nodes[id].close = close;
        if (kind == PDD_SYN_FOR)
            P->out->nodes[id].pragma = (int32_t)pragma_before(P, i); /* NONE: -1 */
        size_t body = next_sig(P, close);
        if (pdd_tok_is(t, body, ";")) { /* empty body */
            P->out->nodes[id].last = body;
            return next_sig(P, body);
        }
        size_t after = parse_statement(P, body, id);
        if (after == NONE)
            return NONE;
        if (kind == PDD_SYN_IF && pdd_tok_is(t, after, "else")) {
            after = parse_statement(P, next_sig(P, after), id);
            if (after == NONE)
                return NONE;
        }
        P->out->nodes[id].last = pdd_tok_prev(t, after);
        return after;
    }
    if (pdd_tok_is(t, i, "do")) {
        if ((id = add_node(P, PDD_SYN_DO, parent, i)) < 0)
            goto oom;
        size_t after = parse_statement(P, next_sig(P, i), id);
        if (after == NONE)
            return NONE;
        if (!pdd_tok_is(t, after, "while")) {
            snprintf(P->err, P->errlen, "line %d: 'do' without 'while'", pdd_tok_line(t, i));
            return NONE;
        }
        size_t end = statement_end(P, after);
        if (end == NONE)
            return NONE;
        P->out->nodes[id].last = end;
        return next_sig(P, end);
    }
    if (pdd_tok_is(t, i, "else")) { /* a dangling else: keep it as a statement of its own */
        return parse_statement(P, next_sig(P, i), parent);
    }
    if ((pdd_tok_is(t, i, "case") || pdd_tok_is(t, i, "default")) && t->tok[i].kind == PDD_TOK_IDENT) {
        size_t k = i;
        while (!at_eof(P, k) && !pdd_tok_is(t, k, ":"))
            k = is_open(t, k) ? partner(P, k) + 1 : k + 1;
        if ((id = add_node(P, PDD_SYN_STMT, parent, i)) < 0)
            goto oom;
        P->out->nodes[id].last = k;
        return next_sig(P, k);
    }
    if (pdd_tok_is(t, i, "try")) /* try { } catch (...) { } */
        return parse_statement(P, next_sig(P, i), parent);
    if (pdd_tok_is(t, i, "catch")) {
        size_t open = next_sig(P, i);
        return pdd_tok_is(t, open, "(") ? parse_statement(P, next_sig(P, partner(P, open)), parent) : NONE;
    }
    if (pdd_tok_is(t, i, ";")) /* empty statement */
        return next_sig(P, i);
    size_t end = statement_end(P, i);
    if (end == NONE)
        return NONE;
    if ((id = add_node(P, PDD_SYN_STMT, parent, i)) < 0)
        goto oom;
    P->out->nodes[id].last = end;
    return next_sig(P, end);
oom:
    snprintf(P->err, P->errlen, "out of memory");
    return NONE;
}

/* Top level (file, namespace, extern "C"): declarations and function definitions. */
static int parse_top(parser *P, size_t i, size_t end, int parent)
{
    const pdd_tokens *t = P->t;
    while (i < end && !at_eof(P, i)) {
        if (!significant(t, i)) {
            i = next_sig(P, i);
            continue;
        }
        if (pdd_tok_is(t, i, ";")) {
            i = next_sig(P, i);
            continue;
        }
        /* Scan the declaration to its ';' or its '{' at depth 0. */
        size_t k = i, last_paren = NONE, brace = NONE;
        int scope = 0, aggregate = 0, assigned = 0;
        for (; k < end && !at_eof(P, k); k++) {
            if (!significant(t, k))
                continue;
            if (pdd_tok_is(t, k, "namespace") || (pdd_tok_is(t, k, "extern") &&
                                                   t->tok[next_sig(P, k)].kind == PDD_TOK_STRING))
                scope = 1;
            if (pdd_tok_is(t, k, "struct") || pdd_tok_is(t, k, "class") || pdd_tok_is(t, k, "union") ||
                pdd_tok_is(t, k, "enum"))
                aggregate = 1;
            if (pdd_tok_is(t, k, "="))
                assigned = 1;
            if (pdd_tok_is(t, k, "(")) {
                last_paren = k;
                k = partner(P, k);
                continue;
            }
            if (pdd_tok_is(t, k, "[")) {
                k = partner(P, k);
                continue;
            }
            if (pdd_tok_is(t, k, ";"))
                break;
            if (pdd_tok_is(t, k, "{")) {
                brace = k;
                break;
            }
        }
        if (brace == NONE) { /* a declaration: nothing to model */
            if (at_eof(P, k) && k >= end)
                break;
            i = next_sig(P, k);
            continue;
        }
        size_t close = partner(P, brace);
        if (scope && !assigned) {
            if (parse_top(P, next_sig(P, brace), close, parent))
                return -1;
            i = next_sig(P, close);
            continue;
        }
        if (aggregate || assigned || last_paren == NONE) {
            /* struct/class body or an initializer: skip it, then to the ';' */
            k = close;
            while (!at_eof(P, k) && !pdd_tok_is(t, k, ";"))
                k = is_open(t, k) ? partner(P, k) + 1 : k + 1;
            i = next_sig(P, k);
            continue;
        }
        int id = add_node(P, PDD_SYN_FUNCTION, parent, i);
        if (id < 0) {
            snprintf(P->err, P->errlen, "out of memory");
            return -1;
        }
        pdd_syn_node *f = &P->out->nodes[id];
        f->params_open = last_paren, f->params_close = partner(P, last_paren);
        f->name = (int32_t)pdd_tok_prev(t, last_paren); /* NONE: -1 */
        f->open = brace, f->close = close, f->last = close;
        for (size_t q = i; q < last_paren; q++)
            if (pdd_tok_is(t, q, "__global__"))
                f->is_global = 1;
        int body = add_node(P, PDD_SYN_BLOCK, id, brace);
        if (body < 0) {
            snprintf(P->err, P->errlen, "out of memory");
            return -1;
        }
        P->out->nodes[body].open = brace, P->out->nodes[body].close = close;
        P->out->nodes[body].last = close;
        if (parse_sequence(P, next_sig(P, brace), close, body))
            return -1;
        i = next_sig(P, close);
    }
    return 0;
}

int pdd_syntax_build(const pdd_tokens *t, pdd_syntax *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->toks = t;
    parser P = {t, {NULL, NULL, NULL}, out, 0, NULL, err, errlen};
    int rc = -1;
    if (match_brackets(&P))
        goto out;
    if (add_node(&P, PDD_SYN_FILE, -1, 0) < 0)
        goto out;
    out->nodes[0].last = t->n - 1;
    if (parse_top(&P, 0, t->n - 1, 0))
        goto out;
    rc = 0;
out:
    free(P.b.open), free(P.b.opens_before), free(P.b.close_of);
    free(P.last_child);
    if (rc)
        pdd_syntax_free(out);
    return rc;
}

void pdd_syntax_free(pdd_syntax *s)
{
    free(s->nodes);
    s->nodes = NULL;
    s->n = 0;
}

