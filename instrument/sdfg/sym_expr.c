/* sym_expr.c: DaCe's symbolic shapes and strides (sympy's text: "N**2", "Max(1, N - 2)",
 * "int_floor(N, 2)") as C expressions that the generated code evaluates at run time, with
 * include/pdd/probe.h's integer helpers for what C lacks (pdd_ipow, pdd_floordiv, ...). */
#include "sym_expr.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct parser {
    const char *s;
    size_t at;
    char *out;
    size_t len, cap;
    char *why;
    size_t whylen;
    int failed, depth;
} parser;

static void fail(parser *P, const char *fmt, const char *what)
{
    if (!P->failed && P->why)
        snprintf(P->why, P->whylen, fmt, what);
    P->failed = 1;
}

static void put(parser *P, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        fail(P, "%s", "an unprintable expression");
        return;
    }
    if (P->len + (size_t)n + 1 > P->cap) {
        size_t c = P->cap ? P->cap * 2 : 64;
        while (c < P->len + (size_t)n + 1)
            c *= 2;
        char *o = realloc(P->out, c);
        if (!o) {
            fail(P, "%s", "out of memory");
            return;
        }
        P->out = o, P->cap = c;
    }
    va_start(ap, fmt);
    vsnprintf(P->out + P->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    P->len += (size_t)n;
}

static void skip_space(parser *P)
{
    while (P->s[P->at] == ' ' || P->s[P->at] == '$')
        P->at++;
}

static int accept(parser *P, const char *tok)
{
    skip_space(P);
    size_t n = strlen(tok);
    if (strncmp(P->s + P->at, tok, n))
        return 0;
    /* "*" must not take the first half of "**", nor "/" of "//" */
    if (n == 1 && (tok[0] == '*' || tok[0] == '/') && P->s[P->at + 1] == tok[0])
        return 0;
    P->at += n;
    return 1;
}

static void expr(parser *P);
static void unary(parser *P);

/* Turns what was written since mark, X, into "fn(X, ": the left operand of a helper call. */
static void wrap_since(parser *P, size_t mark, const char *fn)
{
    if (!P->out) /* nothing written yet (an empty left operand): an empty buffer to wrap */
        put(P, "%s", "");
    if (P->failed)
        return;
    char *left = strdup(P->out + mark);
    if (!left) {
        fail(P, "%s", "out of memory");
        return;
    }
    P->len = mark, P->out[mark] = 0;
    put(P, "%s(%s, ", fn, left);
    free(left);
}

/* The calls sympy prints in DaCe's shapes, and the C helper each becomes (NULL: the same
 * C operator as a binary expression). nargs 0: two or more. */
static const struct {
    const char *name, *c;
    int nargs;
} calls[] = {
    {"ipow", "pdd_ipow", 2},        {"Min", "pdd_min", 0},          {"Max", "pdd_max", 0},          {"int_floor", "pdd_floordiv", 2},
    {"int_ceil", "pdd_ceildiv", 2}, {"Mod", "pdd_mod", 2},          {"Abs", "pdd_abs", 1},
    {"floor", "", 1},               {"ceiling", "", 1},             {"ceil", "", 1},
};

/* floor(a/b) and ceiling(a/b): DaCe's integer divisions written as sympy functions. */
static void rounding(parser *P, int up)
{
    size_t mark = P->len;
    put(P, "%s(", up ? "pdd_ceildiv" : "pdd_floordiv");
    size_t after = P->len;
    unary(P);
    if (!accept(P, "/")) {
        /* floor(x) of an integer x is x */
        memmove(P->out + mark, P->out + after, P->len - after + 1);
        P->len -= after - mark;
        return;
    }
    put(P, ", ");
    unary(P);
    put(P, ")");
}

static void call(parser *P, const char *name)
{
    size_t i = 0;
    while (i < sizeof calls / sizeof *calls && strcmp(calls[i].name, name))
        i++;
    if (i == sizeof calls / sizeof *calls) {
        fail(P, "the function %s has no C equivalent here", name);
        return;
    }
    if (!calls[i].c[0]) {
        rounding(P, strcmp(name, "floor") != 0);
        if (!accept(P, ")"))
            fail(P, "%s(...) takes one argument", name);
        return;
    }
    int n = 0;
    if (calls[i].nargs == 0) { /* Min(a, b, c) -> pdd_min(a, pdd_min(b, c)) */
        size_t opened = 0;
        for (;;) {
            size_t mark = P->len;
            expr(P);
            n++;
            if (!accept(P, ","))
                break;
            wrap_since(P, mark, calls[i].c);
            opened++;
            if (P->failed)
                return;
        }
        for (size_t k = 0; k < opened; k++)
            put(P, ")");
        if (n < 2)
            fail(P, "%s(...) needs two or more arguments", name);
    } else {
        put(P, "%s(", calls[i].c);
        for (;;) {
            expr(P);
            n++;
            if (!accept(P, ","))
                break;
            put(P, ", ");
        }
        put(P, ")");
        if (n != calls[i].nargs)
            fail(P, "%s(...): unexpected number of arguments", name);
    }
    if (!accept(P, ")"))
        fail(P, "%s(...) is not closed", name);
}

static void atom(parser *P)
{
    skip_space(P);
    const char *c = P->s + P->at;
    if (++P->depth > 64) {
        fail(P, "%s", "an expression nested too deeply");
        return;
    }
    if (isdigit((unsigned char)*c)) {
        size_t n = 0;
        while (isdigit((unsigned char)c[n]))
            n++;
        if (c[n] == '.' || c[n] == 'e' || c[n] == 'E') {
            fail(P, "%s", "a non-integer number");
            return;
        }
        put(P, "%.*s", (int)n, c);
        P->at += n;
    } else if (isalpha((unsigned char)*c) || *c == '_') {
        size_t n = 0;
        while (isalnum((unsigned char)c[n]) || c[n] == '_')
            n++;
        char name[128];
        snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name - 1 ? n : sizeof name - 1), c);
        P->at += n;
        if (accept(P, "("))
            call(P, name);
        else if (!strcmp(name, "True") || !strcmp(name, "False") || !strcmp(name, "oo") ||
                 !strcmp(name, "nan") || !strcmp(name, "zoo"))
            fail(P, "%s is no extent", name);
        else
            put(P, "%s", name);
    } else if (accept(P, "(")) {
        put(P, "(");
        expr(P);
        put(P, ")");
        if (!accept(P, ")"))
            fail(P, "%s", "a parenthesis not closed");
    } else {
        fail(P, *c ? "an unexpected '%.1s'" : "%san expression cut short", *c ? c : "");
    }
    P->depth--;
}

/* power := atom ['**' unary]: right-associative, tighter than a unary minus on its left */
static void power(parser *P)
{
    size_t mark = P->len;
    atom(P);
    if (!accept(P, "**"))
        return;
    wrap_since(P, mark, "pdd_ipow");
    unary(P);
    put(P, ")");
}

static void unary(parser *P)
{
    if (accept(P, "-")) {
        put(P, "-");
        unary(P);
    } else if (accept(P, "+")) {
        unary(P);
    } else {
        power(P);
    }
}

/* term := unary (('*' | '/' | '//' | '%') unary)*; '//' and '%' are Python's (floor) */
static void term(parser *P)
{
    size_t mark = P->len;
    unary(P);
    for (;;) {
        const char *helper = NULL;
        if (accept(P, "//"))
            helper = "pdd_floordiv";
        else if (accept(P, "%"))
            helper = "pdd_mod";
        else if (accept(P, "*"))
            put(P, " * ");
        else if (accept(P, "/"))
            put(P, " / ");
        else
            return;
        if (helper) {
            wrap_since(P, mark, helper);
            unary(P);
            put(P, ")");
        } else {
            unary(P);
        }
        if (P->failed)
            return;
    }
}

static void expr(parser *P)
{
    term(P);
    for (;;) {
        if (accept(P, "+"))
            put(P, " + ");
        else if (accept(P, "-"))
            put(P, " - ");
        else
            return;
        term(P);
        if (P->failed)
            return;
    }
}

char *pdd_sym_to_c(const char *text, char *why, size_t whylen)
{
    parser P = {.s = text, .why = why, .whylen = whylen};
    if (why && whylen)
        why[0] = 0;
    expr(&P);
    skip_space(&P);
    if (!P.failed && text[P.at])
        fail(&P, "an unexpected '%.1s'", text + P.at);
    if (P.failed || !P.out) {
        if (!P.failed)
            fail(&P, "%s", "an empty expression");
        free(P.out);
        return NULL;
    }
    return P.out;
}
