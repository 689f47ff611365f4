/* operands.c: what a store read. For a site's first bad value in a call the runtime records
 * the fields the stored value was computed from, at that iteration (pdd-view's "why"); on the
 * GPU too, where a kernel's pointer parameters it reads become fields its launcher binds.
 * DaCe writes a map body as tasklet blocks chained through registers:
 *
 *     { double __in1 = delp[i - 1]; double __in2 = dp2[i - 1]; double __out;
 *       __out = (__in1 / __in2); ratio = __out; }
 *     { double __in1 = q[i]; double __in2 = ratio; ...; q[i] = __out; }
 *
 * so the store's value is followed backwards through the statements before it in the body
 * (assignments and initialised declarations) to the array reads it came from. Only reads the
 * probe can repeat are kept: an array that is a field of the unit, at an index that names no
 * local of the loop body (the re-check runs after the loop). A read of the element stored
 * itself (an in-place update) is left out: after the store it holds the new value.
 * Each operand also says what the code did with it where a bad input makes a bad result by
 * itself: a divisor (right of `/`), the argument of log, sqrt or pow; a role follows plain
 * copies (`double __in2 = dp2[i];` of a divisor `__in2`). DaCe 1 loads a scalar with a copy,
 * `dace::CopyND<...>::Copy(col_in + k, &__tmp1, 1)`: a read of *(col_in + k) into __tmp1;
 * passes an element to a map body made a function as a `const double&` parameter: a name
 * still needed at the top of the function that is such a parameter is that element; and keeps
 * some registers in local arrays (`double __tmp3[1]`): `__tmp3[0]` is followed as a name. */
#include "steps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NEEDS 32
#define MAX_STMTS 256 /* statements walked back from a store: bounded work per site */

typedef struct need {
    char name[PASS_NAME];
    int block; /* innermost node around the use: a declaration must be visible there */
    int role;  /* pdd_operand_role of the use */
} need;

typedef struct walk {
    pass *p;
    int fn, scope, site;
    need needs[MAX_NEEDS];
    int nneeds;
    char text[PDD_MAX_OPERANDS][PASS_EXPR]; /* each one's address, as C */
    int field[PDD_MAX_OPERANDS], role[PDD_MAX_OPERANDS], nops;
    size_t at[PDD_MAX_OPERANDS]; /* where each is read: they are listed in source order */
    char stored[2][PASS_EXPR + PASS_NAME + 8]; /* the element stored, as add_read spells a read of
                                                * it (&X[i]) and as a copy's pointer ((X + i)) */
    size_t looked[16];            /* names index_usable looked up for this site, */
    char local[16];               /* and whether the scope declares each */
    int nlooked;
    int in_place; /* a read of the element stored was met */
    int scalars;  /* operands that are scalar arguments (scalar_params) */
    int quiet;    /* walking a callee's body (callee_roles): its array reads are not the caller's */
    const struct kernel_field *stores; /* every site by (kernel, field): reread */
    int failed;   /* out of memory */
} walk;

/* Is node a an ancestor of node b, or b itself? */
static int holds(const pass *p, int a, int b)
{
    for (; b >= 0; b = N(p, b)->parent)
        if (b == a)
            return 1;
    return 0;
}

/* Is `name`, declared inside the scope, declared where the store sees it: by a statement
 * before it in a block that holds it? */
static int seen_at_store(const walk *w, const char *name)
{
    const pass *p = w->p;
    int store = p->sites[w->site].stmt;
    for (int q = N(p, store)->parent; q >= 0; q = N(p, q)->parent) {
        for (int c = N(p, q)->child; c >= 0 && N(p, c)->first < N(p, store)->first; c = N(p, c)->next)
            if (N(p, c)->kind == PDD_SYN_STMT && pass_declared_inside(p, c, name))
                return 1;
        if (q == w->scope)
            break;
    }
    return 0;
}

/* Can the index [a, b] be read where the probe reads it? A host probe re-reads it after the
 * loop: no local of the scope in it. A device probe reads it right after the store: a local
 * the store sees is the same there. */
static int index_usable(walk *w, size_t a, size_t b)
{
    for (size_t t = a; !pass_at_eof(w->p, t) && t <= b; t = pass_next(w->p, t)) {
        if (w->p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        /* a site's indexes name the same few variables: each looked up once a site */
        const pdd_token *k = &w->p->toks.tok[t];
        int known = -1;
        for (int i = 0; i < w->nlooked && known < 0; i++) {
            const pdd_token *q = &w->p->toks.tok[w->looked[i]];
            if (q->len == k->len && !memcmp(w->p->src + q->start, w->p->src + k->start, k->len))
                known = w->local[i];
        }
        if (known < 0) {
            char name[PASS_NAME];
            pass_text(w->p, t, name, sizeof name);
            known = pass_declared_inside(w->p, w->scope, name);
            if (known && w->p->sites[w->site].form == SITE_DEVICE)
                known = !seen_at_store(w, name);
            if (w->nlooked < (int)(sizeof w->looked / sizeof w->looked[0]))
                w->looked[w->nlooked] = t, w->local[w->nlooked++] = (char)known;
        }
        if (known)
            return 0;
    }
    return 1;
}

/* A read through NAME at t of the element at [t, end] (NAME[...]...; with `pointer` 1, the
 * pointer expression NAME + ... a copy reads from; 2, the reference parameter NAME), used in
 * role `role`: an operand when NAME is a field. */
static void add_read(walk *w, size_t t, size_t end, int role, int pointer)
{
    pass *p = w->p;
    char name[PASS_NAME], root[PASS_NAME];
    pass_text(p, t, name, sizeof name);
    if (w->quiet || pass_is_member(name))
        return;
    pass_resolve_alias(p, w->fn, name, root, sizeof root, 0);
    /* on the GPU, a kernel's parameter may be no field yet: it becomes one below */
    int device = p->sites[w->site].form == SITE_DEVICE;
    int f = pass_field_find(p, root);
    /* the name too: a pointer the tasklet declares (`double* __bl = bl + i;`) is no longer
     * in scope where the probe reads */
    if ((f < 0 && !device) || (pointer != 2 && !index_usable(w, t, end)))
        return;
    char read[PASS_EXPR - 4], text[PASS_EXPR];
    pdd_tok_text(&p->toks, t, end + 1, read, sizeof read);
    snprintf(text, sizeof text, pointer == 1 ? "(%s)" : "&%s", read);
    if (!strcmp(text, w->stored[0]) || !strcmp(text, w->stored[1])) { /* it holds the new value */
        w->in_place = 1;
        return;
    }
    for (int i = 0; i < w->nops; i++)
        if (!strcmp(w->text[i], text)) {
            if (!w->role[i])
                w->role[i] = role;
            return;
        }
    if (w->nops < PDD_MAX_OPERANDS && device) {
        /* a device kernel's parameter: a field its launcher binds, also where another
         * kernel's launcher binds it already */
        int g = pass_device_read_field(p, w->site, root);
        w->failed |= g == -2;
        f = g >= 0 ? g : f;
    }
    if (w->nops < PDD_MAX_OPERANDS && f >= 0) {
        int i = w->nops++;
        for (; i > 0 && w->at[i - 1] > t; i--) {
            memcpy(w->text[i], w->text[i - 1], PASS_EXPR);
            w->field[i] = w->field[i - 1], w->at[i] = w->at[i - 1], w->role[i] = w->role[i - 1];
        }
        snprintf(w->text[i], PASS_EXPR, "%s", text);
        w->field[i] = f, w->at[i] = t, w->role[i] = role;
    }
}

/* Is the argument after token `comma` (the `,` after a call's first argument) a number whose
 * value is whole (`2`, `3.0`): a power of it is defined for a negative base. */
static int whole_exponent(const pass *p, size_t comma)
{
    size_t e = pass_next(p, comma);
    int minus = pass_is(p, e, "-");
    if (minus)
        e = pass_next(p, e);
    if (e == NONE || p->toks.tok[e].kind != PDD_TOK_NUMBER || !pass_is(p, pass_next(p, e), ")"))
        return 0;
    char text[64], *rest;
    pass_text(p, e, text, sizeof text);
    double v = strtod(text, &rest);
    return rest != text && v == (double)(long long)v;
}

/* The role of the value at tokens [t, end] in the expression starting at a: right of `/`, or
 * a whole argument of log, sqrt, pow (the base, to an exponent not known whole) or exp as the
 * call around it names them (std::log, dace::math::log, logf, ...). A value that is only part
 * of the argument (`log(a / b)`) has none: its own value says nothing of the argument's. */
static int role_at(const pass *p, size_t a, size_t t, size_t end)
{
    static const struct { const char *name; int role; } calls[] = {
        {"log", PDD_OPERAND_LOG},   {"log10", PDD_OPERAND_LOG},   {"log2", PDD_OPERAND_LOG},
        {"logf", PDD_OPERAND_LOG},  {"log1p", PDD_OPERAND_LOG},   {"sqrt", PDD_OPERAND_SQRT},
        {"sqrtf", PDD_OPERAND_SQRT}, {"pow", PDD_OPERAND_POW},    {"powf", PDD_OPERAND_POW},
        {"exp", PDD_OPERAND_EXP},   {"expf", PDD_OPERAND_EXP}};
    size_t before = pdd_tok_prev(&p->toks, t), after = pass_next(p, end);
    if (pass_is(p, before, "/"))
        return PDD_OPERAND_DIVISOR;
    if (!(pass_is(p, before, "(") || pass_is(p, before, ",")) || !(pass_is(p, after, ")") || pass_is(p, after, ",")))
        return PDD_OPERAND_NONE; /* not a whole argument */
    int depth = 0, looked = 0, commas = 0;
    for (size_t q = pdd_tok_prev(&p->toks, t); q != NONE && q >= a && looked < 256; q = pdd_tok_prev(&p->toks, q), looked++) {
        if (pass_is(p, q, ")") || pass_is(p, q, "]"))
            depth++;
        else if ((pass_is(p, q, "(") || pass_is(p, q, "[")) && depth > 0)
            depth--;
        else if (depth == 0 && pass_is(p, q, ","))
            commas++;
        else if (depth == 0 && pass_is(p, q, "(")) {
            size_t fn = pdd_tok_prev(&p->toks, q);
            if (fn == NONE || p->toks.tok[fn].kind != PDD_TOK_IDENT)
                return PDD_OPERAND_NONE;
            for (size_t c = 0; c < sizeof calls / sizeof *calls; c++)
                if (pass_is(p, fn, calls[c].name)) {
                    if (calls[c].role == PDD_OPERAND_POW && (commas || whole_exponent(p, after)))
                        return PDD_OPERAND_NONE; /* the exponent, or a base to a whole power */
                    return commas ? PDD_OPERAND_NONE : calls[c].role;
                }
            return PDD_OPERAND_NONE;
        }
    }
    return PDD_OPERAND_NONE;
}

/* Is [a, b] one name or one subscripted read, in parentheses or not (a plain copy)? */
static int plain_copy(const pass *p, size_t a, size_t b)
{
    while (pass_is(p, a, "(") && pass_is(p, b, ")") && a < b)
        a = pass_next(p, a), b = pdd_tok_prev(&p->toks, b);
    if (a == NONE || b == NONE || a > b || p->toks.tok[a].kind != PDD_TOK_IDENT)
        return 0;
    if (a == b)
        return 1;
    size_t q = pass_next(p, a);
    while (pass_is(p, q, "[")) {
        size_t c = pass_match_of(p, q);
        if (c == NONE)
            return 0;
        if (c == b)
            return 1;
        q = pass_next(p, c);
    }
    return 0;
}

/* Does a definition of x in node `at` (a declaration, or an assignment) reach a use in node
 * `use`? A declaration must be visible there; an assignment in a block the use is not in
 * must not be to a local of that block (each tasklet block has its own __out). */
static int visible(const pass *p, int at, int declaration, const char *x, int use)
{
    if (holds(p, at, use))
        return 1;
    return !declaration && !pass_declared_inside(p, at, x);
}

/* A name to follow further back: the text of tokens [t, end] (a name, or a register in a
 * local array, `__tmp3[0]`), used in node `block` in role `role`. */
static void add_need(walk *w, size_t t, size_t end, int block, int role)
{
    if (w->nneeds == MAX_NEEDS)
        return;
    need *n = &w->needs[w->nneeds++];
    pdd_tok_text(&w->p->toks, t, end + 1, n->name, sizeof n->name);
    n->block = block, n->role = role;
}

/* The needs for x that a definition of it in node `at` (a declaration or not) meets: each is
 * met (taken off, unless `keep`: x op= e also reads the x before it). 1 and *role (the first
 * role other than none among them) when one is. */
static int meet_needs(walk *w, const char *x, int at, int declaration, int keep, int *role)
{
    int hit = 0;
    *role = PDD_OPERAND_NONE;
    for (int i = 0; i < w->nneeds; i++)
        if (!strcmp(w->needs[i].name, x) && visible(w->p, at, declaration, x, w->needs[i].block)) {
            *role = *role ? *role : w->needs[i].role;
            hit = 1;
            if (!keep)
                w->needs[i--] = w->needs[--w->nneeds];
        }
    return hit;
}

/* The expression [a, b] of a statement in node `block`, whose value is used in role `role`:
 * its array reads become operands, its other names needs to follow further back. */
static void uses(walk *w, size_t a, size_t b, int block, int role)
{
    pass *p = w->p;
    size_t last = b;
    if (pass_is(p, last, ";"))
        last = pdd_tok_prev(&p->toks, last);
    int copy = plain_copy(p, a, last);
    for (size_t t = a; !pass_at_eof(p, t) && t <= b; t = pass_next(p, t)) {
        if (p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        size_t prev = pdd_tok_prev(&p->toks, t), next = pass_next(p, t);
        if (pass_is(p, prev, ".") || pass_is(p, prev, "->") || pass_is(p, prev, "::") || pass_is(p, next, "::") ||
            pass_is(p, next, "(") || pass_is(p, next, "<"))
            continue; /* members, qualified names, functions and templates */
        if (pass_is(p, next, "[")) {
            size_t end = pass_match_of(p, next);
            while (end != NONE && end < b && pass_is(p, pass_next(p, end), "["))
                end = pass_match_of(p, pass_next(p, end));
            if (end == NONE || end > b)
                return;
            char name[PASS_NAME];
            pass_text(p, t, name, sizeof name);
            if (pass_local_array(p, w->fn, name)) /* a register */
                add_need(w, t, end, block, copy ? role : role_at(p, a, t, end));
            else
                add_read(w, t, end, copy ? role : role_at(p, a, t, end), 0);
            t = end;
            continue;
        }
        add_need(w, t, t, block, copy ? role : role_at(p, a, t, t));
    }
}

/* DaCe 1's load of a scalar, `dace::CopyND<...>::...::Copy(SRC, &x, 1);`, when x is needed:
 * the element at SRC (a field, or a field + offset) is the operand. 1 when st is one. */
static int copy_load(walk *w, int st)
{
    pass *p = w->p;
    const pdd_syn_node *s = N(p, st);
    size_t call = NONE;
    if (!pass_is(p, (size_t)s->first, "dace")) /* dace::CopyND<...>: most statements are not */
        return 0;
    for (size_t t = s->first; !pass_at_eof(p, t) && t <= s->last && call == NONE; t = pass_next(p, t))
        if (pass_is(p, t, "Copy") && pass_is(p, pdd_tok_prev(&p->toks, t), "::") && pass_is(p, pass_next(p, t), "("))
            call = t;
    size_t a0, b0, a1, b1;
    if (call == NONE || pass_call_argument(p, call, 0, &a0, &b0) || pass_call_argument(p, call, 1, &a1, &b1) ||
        !pass_is(p, a1, "&") || pass_next(p, a1) != b1 || p->toks.tok[a0].kind != PDD_TOK_IDENT)
        return 0;
    char x[PASS_NAME];
    pass_text(p, b1, x, sizeof x);
    int role, hit = meet_needs(w, x, s->parent, 0, 0, &role);
    /* SRC: `name` or `name + offset` (a pointer into the field) */
    size_t after = pass_next(p, a0);
    if (hit && (a0 == b0 || pass_is(p, after, "+")))
        add_read(w, a0, b0, role, 1);
    return 1;
}

/* The needs left at the top of the function that are its reference parameters (`const
 * double& x`: an element the caller passed): operands at &x. */
static void reference_params(walk *w)
{
    pass *p = w->p;
    const pdd_syn_node *f = N(p, p->fns[w->fn].node);
    for (int i = 0; i < w->nneeds; i++) {
        if (pass_param_position(p, w->fn, w->needs[i].name) < 0)
            continue;
        for (size_t t = pass_next(p, f->params_open); !pass_at_eof(p, t) && t < (size_t)f->params_close; t = pass_next(p, t))
            if (pass_is(p, t, w->needs[i].name) && pass_is(p, pdd_tok_prev(&p->toks, t), "&") &&
                (pass_is(p, pass_next(p, t), ",") || pass_next(p, t) == (size_t)f->params_close)) {
                add_read(w, t, t, w->needs[i].role, 2);
                break;
            }
    }
}

/* The token of parameter `name` of function fn where it is passed by value (no `*`, `&` or
 * `[` in its declaration), or NONE. */
static size_t value_param(const pass *p, int fn, const char *name)
{
    int at = pass_param_position(p, fn, name);
    size_t first, last, t = at < 0 ? NONE : pass_param_decl(p, fn, at, &first, &last);
    for (size_t u = first; t != NONE && u <= last; u = pass_next(p, u))
        if (pass_is(p, u, "*") || pass_is(p, u, "&") || pass_is(p, u, "["))
            return NONE;
    return t;
}

/* The needs still open at the top of the function that are floating-point scalars of the SDFG
 * passed by value (`double dt`, a Python scalar argument): operands too, read through their
 * address where the probe re-checks (the same function). */
static void scalar_params(walk *w)
{
    pass *p = w->p;
    if (p->sites[w->site].form == SITE_DEVICE || !p->sdfg)
        return;
    for (int i = 0; i < w->nneeds && w->nops < PDD_MAX_OPERANDS; i++) {
        const char *name = w->needs[i].name;
        const pdd_sdfg_array *a = pdd_sdfg_array_by_name(p->sdfg, 0, name);
        size_t t = value_param(p, w->fn, name);
        if (!a || !a->is_scalar || (a->type != PDD_T_F64 && a->type != PDD_T_F32) || t == NONE)
            continue;
        char text[PASS_EXPR];
        snprintf(text, sizeof text, "&%s", name);
        int seen = 0;
        for (int k = 0; k < w->nops; k++)
            seen |= !strcmp(w->text[k], text);
        int f = seen ? -1 : pass_field_of(p, name);
        w->failed |= !seen && f < 0;
        if (f < 0)
            continue;
        int k = w->nops++; /* its declaration comes first in the file: first in source order */
        for (; k > 0 && w->at[k - 1] > t; k--) {
            memcpy(w->text[k], w->text[k - 1], PASS_EXPR);
            w->field[k] = w->field[k - 1], w->at[k] = w->at[k - 1], w->role[k] = w->role[k - 1];
        }
        snprintf(w->text[k], PASS_EXPR, "%s", text);
        w->field[k] = f, w->at[k] = t, w->role[k] = w->needs[i].role;
        w->scalars++;
    }
}

/* Statement st, walking back: when it sets a name needed later, what it read is needed in turn.
 * `T x = e;` counts where it is visible to the use; `x = e;` (and `x op= e;`) wherever it is. */
static void step_back(walk *w, int st)
{
    pass *p = w->p;
    const pdd_syn_node *s = N(p, st);
    if (copy_load(w, st))
        return;
    size_t eq = NONE;
    char x[PASS_NAME];
    int declaration = 0;
    /* a register in a local array: `__tmp3[0] = e;` */
    size_t open = pass_next(p, s->first), close = NONE;
    if (p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is(p, open, "[") &&
        (close = pass_match_of(p, open)) != NONE && close < s->last && pass_is_assign_op(p, pass_next(p, close))) {
        pass_text(p, s->first, x, sizeof x);
        if (!pass_local_array(p, w->fn, x))
            return; /* a store into an array */
        eq = pass_next(p, close);
        pdd_tok_text(&p->toks, s->first, close + 1, x, sizeof x);
    } else {
        for (size_t t = s->first; !pass_at_eof(p, t) && t <= s->last; t = pass_next(p, t)) {
            if (pass_is(p, t, "(") || pass_is(p, t, "[") || pass_is(p, t, "{"))
                break; /* a call or a store: not a definition of a scalar */
            if (pass_is_assign_op(p, t)) {
                eq = t;
                break;
            }
        }
        if (eq == NONE)
            return;
        size_t name = pdd_tok_prev(&p->toks, eq);
        if (name == NONE || name < s->first || p->toks.tok[name].kind != PDD_TOK_IDENT)
            return;
        declaration = name > s->first;
        pass_text(p, name, x, sizeof x);
    }
    int role, hit = meet_needs(w, x, s->parent, declaration, !pass_is(p, eq, "="), &role);
    if (hit)
        uses(w, pass_next(p, eq), s->last, s->parent, pass_is(p, eq, "/=") ? PDD_OPERAND_DIVISOR : role);
}

/* The statements of a scope, in source order (nested loops left out: another iteration
 * space), appended to *list; -1 out of memory. */
typedef struct stmt_list {
    int *v, n, cap;
} stmt_list;

static int list_statements(const pass *p, int n, stmt_list *list)
{
    for (int c = N(p, n)->child; c >= 0; c = N(p, c)->next) {
        const pdd_syn_node *C = N(p, c);
        if (C->kind == PDD_SYN_STMT) {
            int *v = pass_grow(list->v, &list->cap, list->n + 1, sizeof *v);
            if (!v)
                return -1;
            list->v = v, list->v[list->n++] = c;
        } else if ((C->kind == PDD_SYN_BLOCK || C->kind == PDD_SYN_IF) && list_statements(p, c, list)) {
            return -1;
        }
    }
    return 0;
}

/* The scope site s's value is followed back in: the map loop's body; with none around, the
 * body of the innermost loop (a sequential one: one iteration's statements) or of the function
 * (a map body DaCe made a function of). -1 when none. */
static int scope_of(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    int loop = S->form == SITE_LOOP ? S->loop : pass_loop_around(p, S->stmt);
    if (loop >= 0)
        return N(p, loop)->child;
    for (int q = N(p, S->stmt)->parent; q >= 0; q = N(p, q)->parent) {
        const pdd_syn_node *Q = N(p, q), *up = Q->parent >= 0 ? N(p, Q->parent) : NULL;
        if (up && (up->kind == PDD_SYN_FUNCTION || up->kind == PDD_SYN_FOR || up->kind == PDD_SYN_WHILE ||
                   up->kind == PDD_SYN_DO))
            return q;
    }
    return -1;
}

/* A call's arguments: the first tokens of each (pass_call_arguments), how many, and the
 * call's ')'. */
typedef struct call_args {
    size_t first[64], close;
    int n;
} call_args;

/* Argument i of a call, as add_read spells a read of it (&X[i]), into out. */
static void argument_read(const pass *p, const call_args *a, int i, char *out, size_t len)
{
    size_t end = i + 1 < a->n ? pdd_tok_prev(&p->toks, pdd_tok_prev(&p->toks, a->first[i + 1])) : pdd_tok_prev(&p->toks, a->close);
    char text[PASS_EXPR - 4];
    pdd_tok_text(&p->toks, a->first[i], end + 1, text, sizeof text);
    snprintf(out, len, "&%s", text);
}

/* The needs that are parameters of function fn: each one's role goes to the operand the
 * call's argument at that position is (ops_before: the operands the caller's walk found);
 * they are taken off. */
static void needs_to_arguments(walk *w, int fn, const call_args *a, int ops_before)
{
    pass *p = w->p;
    for (int i = 0; i < w->nneeds; i++) {
        int at = pass_param_position(p, fn, w->needs[i].name);
        if (at < 0)
            continue;
        int role = w->needs[i].role;
        w->needs[i--] = w->needs[--w->nneeds];
        if (!role || at >= a->n)
            continue;
        char read[PASS_EXPR];
        argument_read(p, a, at, read, sizeof read);
        for (int k = 0; k < ops_before; k++)
            if (!strcmp(w->text[k], read) && !w->role[k])
                w->role[k] = role;
    }
}

/* DaCe 1 makes a map body a function of the file that stores through a `double&` parameter
 * (`f(__state, pe[k], delp[k], peln[k + 1])`): the call's arguments are the operands, and
 * what the callee's body did with each parameter (a divisor, under log, ...) is their role.
 * Its body is walked back from its last `PARAM = ...;` to the parameters it reached; a
 * parameter reached through a reference the body set first (`x = a + b; ... log(x)`) is its
 * argument's element read after the call, as the probe reads it. */
static void callee_roles(walk *w, size_t call, const call_args *a, int stored_arg)
{
    pass *p = w->p;
    char callee[PASS_NAME], param[PASS_NAME];
    pass_text(p, call, callee, sizeof callee);
    int fn = pass_fn_named(p, callee);
    if (fn < 0 || stored_arg < 0 || stored_arg >= a->n)
        return;
    pass_param_name(p, fn, stored_arg, param, sizeof param);
    const pdd_syn_node *F = N(p, p->fns[fn].node);
    int body = F->child;
    while (body >= 0 && N(p, body)->kind != PDD_SYN_BLOCK)
        body = N(p, body)->next;
    stmt_list list = {NULL, 0, 0};
    if (!param[0] || body < 0 || list_statements(p, body, &list)) {
        free(list.v);
        return;
    }
    int last = -1; /* the statement that sets the parameter last */
    for (int i = 0; i < list.n; i++) {
        const pdd_syn_node *S = N(p, list.v[i]);
        if (pass_is(p, S->first, param) && pass_is(p, pass_next(p, S->first), "="))
            last = i;
    }
    int ops = w->nops, caller = w->fn, needs = w->nneeds;
    w->fn = fn, w->quiet = 1, w->nneeds = 0;
    if (last >= 0) {
        const pdd_syn_node *S = N(p, list.v[last]);
        uses(w, pass_next(p, pass_next(p, S->first)), S->last, S->parent, PDD_OPERAND_NONE);
        needs_to_arguments(w, fn, a, ops);
        for (int i = last - 1; i >= 0 && i >= last - MAX_STMTS && w->nneeds; i--) {
            step_back(w, list.v[i]);
            needs_to_arguments(w, fn, a, ops);
        }
    }
    w->fn = caller, w->quiet = 0, w->nneeds = needs;
    free(list.v);
}

/* The sites by (kernel, field), for reread's lookups. */
typedef struct kernel_field {
    int kernel, field, site;
} kernel_field;

static int by_kernel_field(const void *a, const void *b)
{
    const kernel_field *x = a, *y = b;
    if (x->kernel != y->kernel)
        return (x->kernel > y->kernel) - (x->kernel < y->kernel);
    return (x->field > y->field) - (x->field < y->field);
}

/* Whether site s's probe reads an operand of field f again after its loop (SITE_LOOP: the
 * culprits are found by a second run of the loop) where another store may have changed it
 * since the store read it: a store into f after s's in the body of s's loop, which runs
 * between the read and the second run. (A store before s's that a later iteration makes into
 * an element s read earlier is a dependence between iterations, which a map has not.) */
static int reread(const pass *p, const walk *w, int s, int f)
{
    const pass_site *S = &p->sites[s];
    if (S->form != SITE_LOOP || !w->stores)
        return 0;
    kernel_field key = {S->kernel, f, -1};
    const kernel_field *hit = bsearch(&key, w->stores, (size_t)p->nsites, sizeof key, by_kernel_field);
    if (!hit)
        return 0;
    while (hit > w->stores && !by_kernel_field(hit - 1, &key))
        hit--;
    const pdd_syn_node *L = N(p, S->loop);
    size_t after = N(p, S->stmt)->last;
    for (; hit < w->stores + p->nsites && !by_kernel_field(hit, &key); hit++) {
        size_t at = N(p, p->sites[hit->site].stmt)->first;
        if (hit->site != s && at > after && at < L->last)
            return 1;
    }
    return 0;
}

/* Site s's operands: the array reads its stored value came from; `stmts` lists the statements
 * of its scope. */
static void site_operands(pass *p, int s, int fn, int scope, walk *wp, const stmt_list *stmts)
{
    pass_site *S = &p->sites[s];
    const pdd_syn_node *st = N(p, S->stmt);
    /* the walk's arrays are written before they are read: no need to clear 17 KiB a site */
    walk *w = wp;
    w->p = p, w->fn = fn, w->scope = scope, w->site = s, w->nneeds = w->nops = w->nlooked = w->in_place = w->quiet = w->scalars = 0;
    /* a read of the element stored is left out: after the store it holds the new value */
    if (S->scalar)
        snprintf(w->stored[0], sizeof w->stored[0], "&%s", S->target);
    else
        snprintf(w->stored[0], sizeof w->stored[0], "&%s[%s]", S->target, S->index);
    if (S->scalar || !strcmp(S->index, "0"))
        snprintf(w->stored[1], sizeof w->stored[1], "(%s)", S->target);
    else
        snprintf(w->stored[1], sizeof w->stored[1], "(%s + %s)", S->target, S->index);
    /* the stored value: what follows the store's assignment operator */
    size_t eq = NONE;
    int depth = 0;
    for (size_t t = st->first; !pass_at_eof(p, t) && t <= st->last; t = pass_next(p, t)) {
        if (pass_is(p, t, "[") || pass_is(p, t, "("))
            depth++;
        else if (pass_is(p, t, "]") || pass_is(p, t, ")"))
            depth--;
        else if (depth == 0 && pass_is_assign_op(p, t)) {
            eq = t;
            break;
        }
    }
    if (eq != NONE) {
        w->in_place = !pass_is(p, eq, "="); /* x op= e reads the x before it */
        uses(w, pass_next(p, eq), st->last, st->parent, PDD_OPERAND_NONE);
    } else {
        /* a store through a `double&` parameter, at its call: what the other arguments read
         * (the callee's code is not followed) */
        size_t call = st->first;
        while (call < st->last && !(p->toks.tok[call].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, call), "(")))
            call = pass_next(p, call);
        size_t open = pass_next(p, call), close = call < st->last ? pass_match_of(p, open) : NONE;
        if (close == NONE || close > st->last)
            return;
        uses(w, pass_next(p, open), pdd_tok_prev(&p->toks, close), st->parent, PDD_OPERAND_NONE);
        /* the element stored is an argument the callee writes, not one it read, but for a
         * write-conflict reduction (`reduce(&x[i], v)`: x[i] = x[i] + v) */
        w->in_place &= pass_is(p, call, "reduce") || pass_is(p, call, "reduce_atomic");
        /* which argument is the element stored */
        call_args a = {.close = close};
        a.n = pass_call_arguments(p, open, close, a.first, 64);
        int stored_arg = -1;
        for (int i = 0; i < a.n && stored_arg < 0; i++) {
            char read[PASS_EXPR];
            argument_read(p, &a, i, read, sizeof read);
            stored_arg = strcmp(read, w->stored[0]) ? -1 : i;
        }
        callee_roles(w, call, &a, stored_arg);
    }
    /* the statements before the store: those of the scope that start before it */
    int lo = 0, hi = stmts->n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (N(p, stmts->v[mid])->first < st->first)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (int i = lo - 1; i >= 0 && i >= lo - MAX_STMTS && w->nneeds; i--)
        step_back(w, stmts->v[i]);
    if (w->nneeds && N(p, scope)->parent >= 0 && N(p, N(p, scope)->parent)->kind == PDD_SYN_FUNCTION)
        reference_params(w);
    if (w->nneeds)
        scalar_params(w);
    S->in_place = w->in_place;
    if (!w->nops)
        return;
#define ROLE_MACRO_(id, value, name) "PDD_OPERAND_" #id,
    static const char *const roles[] = {PDD_OPERAND_ROLES(ROLE_MACRO_)};
#undef ROLE_MACRO_
    char list[PDD_MAX_OPERANDS * (PASS_EXPR + 64)];
    size_t used = 0;
    for (int i = 0; i < w->nops; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s{%d, %s%s, %s}", i ? ", " : "", w->field[i],
                                 roles[w->role[i]], reread(p, w, s, w->field[i]) ? " | PDD_OPERAND_REREAD" : "",
                                 w->text[i]);
    S->operands = pass_str(p, list);
    S->noperands = w->nops;
    S->array_operands = w->nops - w->scalars;
}

typedef struct scoped {
    int scope, site, fn;
} scoped;

static int by_scope(const void *a, const void *b)
{
    const scoped *x = a, *y = b;
    return x->scope != y->scope ? (x->scope > y->scope) - (x->scope < y->scope) : (x->site > y->site) - (x->site < y->site);
}

/* The sites grouped by scope, so that each scope's statements are listed once: a function
 * with many stores outside loops costs its statements once, not once a store. */
int pass_find_operands(pass *p)
{
    scoped *sites = malloc(sizeof *sites * (size_t)(p->nsites ? p->nsites : 1));
    kernel_field *stores = malloc(sizeof *stores * (size_t)(p->nsites ? p->nsites : 1));
    walk *w = malloc(sizeof *w);
    stmt_list list = {NULL, 0, 0};
    int n = 0, rc = -1;
    if (!sites || !w || !stores)
        goto out;
    w->failed = 0;
    for (int s = 0; s < p->nsites; s++)
        stores[s] = (kernel_field){p->sites[s].kernel, p->sites[s].field, s};
    qsort(stores, (size_t)p->nsites, sizeof *stores, by_kernel_field);
    w->stores = stores;
    /* sites come in source order: the function of the last one is most often the next one's */
    int fn = -1;
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        if (S->form != SITE_LOOP && S->form != SITE_STORE && S->form != SITE_DEVICE)
            continue;
        size_t t = (size_t)N(p, S->stmt)->first;
        const pdd_syn_node *F = fn >= 0 ? N(p, p->fns[fn].node) : NULL;
        if (!F || t < (size_t)F->open || t > (size_t)F->close)
            fn = pass_fn_at_token(p, t);
        int scope = scope_of(p, s);
        if (fn >= 0 && scope >= 0)
            sites[n++] = (scoped){scope, s, fn};
    }
    qsort(sites, (size_t)n, sizeof *sites, by_scope);
    for (int i = 0; i < n; i++) {
        if (i == 0 || sites[i].scope != sites[i - 1].scope) {
            list.n = 0;
            if (list_statements(p, sites[i].scope, &list))
                goto out;
        }
        site_operands(p, sites[i].site, sites[i].fn, sites[i].scope, w, &list);
    }
    rc = w->failed ? -1 : 0;
out:
    free(sites), free(w), free(list.v), free(stores);
    return rc;
}
