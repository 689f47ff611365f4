/* calls.c: the model's first step, the functions and how they call each other (which run
 * inside a kernel, which is the program's root), and what is known of a function's names: its
 * parameters, local arrays, local pointers, and the array a parameter stands for in its callers. */
#include "steps.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Keys of p->facts: what is known of name id in function fn. */
enum { FACT_PARAM = 1, FACT_LOCAL_ARRAY = 2 };
static uint64_t fact_key(int what, int fn, int id)
{
    return (uint64_t)what << 60 | (uint64_t)(uint32_t)fn << 30 | (uint64_t)(uint32_t)id;
}

/* Function fn's parameters into p->facts (FACT_PARAM: the position of each name, its first
 * declaration's). Returns 0, or -1 out of memory. */
/* A parameter's name waiting for its id, its slot in the name index being fetched meanwhile
 * (a program function can have 10^5 parameters, each name's slot a miss). */
typedef struct param_name {
    uint32_t tok, hash;
    int pos;
} param_name;
enum { PARAMS_AHEAD = 16 };

static int add_param(pass *p, int fn, const param_name *q)
{
    int had;
    const pdd_token *t = &p->toks.tok[q->tok];
    uint64_t key = fact_key(FACT_PARAM, fn, pdd_names_id_hashed(&p->names, p->src + t->start, t->len, q->hash));
    return !pass_pairmap_get(&p->facts, key, &had) && pass_pairmap_put(&p->facts, key, q->pos) ? -1 : 0;
}

static int index_params(pass *p, int fn)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    int pos = 0;
    param_name ring[PARAMS_AHEAD];
    size_t made = 0, done = 0;
    for (size_t t = pass_next(p, f->params_open); !pass_at_eof(p, t) && t < (size_t)f->params_close; t = pass_next(p, t)) {
        if (pass_is(p, t, "(") || pass_is(p, t, "[")) {
            t = pass_match_of(p, t);
            if (t == NONE)
                break;
            continue;
        }
        if (pass_is(p, t, ","))
            pos++;
        else if (p->toks.tok[t].kind == PDD_TOK_IDENT) {
            size_t after = pass_next(p, t);
            if (!pass_is(p, after, ",") && after != (size_t)f->params_close && !pass_is(p, after, "["))
                continue; /* a type's word, not the parameter's name */
            if (made - done == PARAMS_AHEAD && add_param(p, fn, &ring[done++ % PARAMS_AHEAD]))
                return -1;
            const pdd_token *k = &p->toks.tok[t];
            ring[made++ % PARAMS_AHEAD] = (param_name){(uint32_t)t, pdd_names_prefetch(&p->names, p->src + k->start, k->len), pos};
        }
    }
    while (done < made) /* in the order found: the first declaration of a name keeps its place */
        if (add_param(p, fn, &ring[done++ % PARAMS_AHEAD]))
            return -1;
    return 0;
}

/* DaCe's runtime functions are not program code. */
static int is_runtime_function(const char *name)
{
    if (!strncmp(name, "__dace_runkernel_", 17))
        return 0;
    if (!strncmp(name, "__dace_", 7) || !strcmp(name, "main"))
        return 1;
    size_t n = strlen(name);
    /* __program_<name>: the exported wrapper that only calls __program_<name>_internal */
    return !strncmp(name, "__program_", 10) && (n < 9 || strcmp(name + n - 9, "_internal"));
}

/* p->fns: each function of the tree, its parameters indexed; the program function found. */
int pass_collect_functions(pass *p)
{
    int n = 0;
    size_t params = 0; /* at most: the commas of the parameter lists, and one a function */
    for (size_t i = 0; i < p->syn.n; i++) {
        const pdd_syn_node *f = N(p, (int)i);
        if (f->kind != PDD_SYN_FUNCTION)
            continue;
        n++, params++;
        for (size_t t = (size_t)f->params_open + 1; t < (size_t)f->params_close; t++)
            params += p->toks.tok[t].kind == PDD_TOK_PUNCT && p->src[p->toks.tok[t].start] == ',';
    }
    p->fns = calloc(n ? (size_t)n : 1, sizeof *p->fns);
    p->fn_index = malloc(p->syn.n * sizeof *p->fn_index);
    if (!p->fns || !p->fn_index || pass_pairmap_reserve(&p->facts, params))
        return -1;
    for (size_t i = 0; i < p->syn.n; i++)
        p->fn_index[i] = -1;
    for (size_t i = 0; i < p->syn.n; i++) {
        if (N(p, (int)i)->kind != PDD_SYN_FUNCTION)
            continue;
        p->fn_index[i] = p->nfns;
        pass_fn *f = &p->fns[p->nfns++];
        f->node = (int)i;
        f->caller_kernel = -1;
        f->name = pass_tok_str(p, N(p, (int)i)->name, N(p, (int)i)->name + 1, PASS_NAME);
        f->skip = is_runtime_function(f->name);
        size_t len = strlen(f->name);
        if (!strncmp(f->name, "__program_", 10) && len > 19 && !strcmp(f->name + len - 9, "_internal")) {
            f->is_root = 1;
            snprintf(p->program, sizeof p->program, "%.*s", (int)(len - 19), f->name + 10);
        }
        if (index_params(p, p->nfns - 1))
            return -1;
    }
    return 0;
}

int pass_find_calls(const pass *p, int callee, call_site *out, int max)
{
    const pass_fn *f = &p->fns[callee];
    int n = 0;
    for (int c = 0; c < f->ncalls && n < max; c++)
        out[n++] = ((const call_site *)p->calls)[f->first_call + c];
    return n;
}

/* The calls function fn makes: p->out_calls[*from .. *to) (grouped by caller). */
void pass_calls_made_by(const pass *p, int fn, int *from, int *to)
{
    const call_site *calls = p->calls;
    int lo = 0, hi = p->ncalls;
    while (lo < hi) { /* the first call whose caller is fn or later */
        int mid = (lo + hi) / 2;
        if (calls[p->out_calls[mid]].caller < fn)
            lo = mid + 1;
        else
            hi = mid;
    }
    *from = *to = lo;
    while (*to < p->ncalls && calls[p->out_calls[*to]].caller == fn)
        ++*to;
}

/* Every call of a program function, found once: the occurrences of each function's name (the
 * name index) that a '(' follows inside a function's body, so that the cost is the calls',
 * not the file's length. Where functions share a name, the last of them is the callee. */
int pass_index_calls(pass *p)
{
    int *last = malloc(((size_t)p->names.n + 1) * sizeof *last), *id = malloc(((size_t)p->nfns + 1) * sizeof *id);
    call_site *sorted = NULL;
    int nall = 0, cap = 0, rc = -1;
    if (!last || !id)
        goto out;
    for (int i = 0; i < p->names.n; i++)
        last[i] = -1;
    for (int f = 0; f < p->nfns; f++)
        if ((id[f] = pdd_names_id(&p->names, p->fns[f].name)) >= 0)
            last[id[f]] = f;
    /* grouped by callee, in file order within each */
    for (int f = 0; f < p->nfns; f++) {
        p->fns[f].first_call = nall;
        if (id[f] < 0 || last[id[f]] != f)
            continue;
        const uint32_t *end, *o = pdd_names_from(&p->names, id[f], 0, &end);
        for (; o < end; o++) {
            size_t t = *o;
            int c = pass_fn_at_token(p, t);
            if (c < 0 || !pass_is(p, pass_next(p, t), "("))
                continue;
            call_site *g = pass_grow(sorted, &cap, nall + 1, sizeof *sorted);
            if (!g)
                goto out;
            sorted = g;
            int owner = pass_owner_of(p, t, p->fns[c].node);
            sorted[nall].tok = t, sorted[nall].caller = c, sorted[nall].stmt = owner, sorted[nall].callee = f;
            sorted[nall].in_loop = pass_loop_around(p, owner) >= 0 || (N(p, owner)->kind == PDD_SYN_FOR && !p->control[owner]);
            nall++;
        }
        p->fns[f].ncalls = nall - p->fns[f].first_call;
    }
    /* the same calls grouped by caller, by callee within each (a counting sort) */
    p->out_calls = malloc((size_t)(nall ? nall : 1) * sizeof *p->out_calls);
    int *at = calloc((size_t)p->nfns + 1, sizeof *at);
    if (!p->out_calls || !at) {
        free(at);
        goto out;
    }
    for (int i = 0; i < nall; i++)
        at[sorted[i].caller + 1]++;
    for (int f = 0; f < p->nfns; f++)
        at[f + 1] += at[f];
    for (int i = 0; i < nall; i++)
        p->out_calls[at[sorted[i].caller]++] = i;
    free(at);
    p->calls = sorted, sorted = NULL;
    p->ncalls = nall;
    rc = 0;
out:
    free(last), free(id), free(sorted);
    return rc;
}

/* A function called from inside a loop (or from such a function) runs inside a kernel. */
void pass_mark_kernel_context(pass *p)
{
    call_site calls[64];
    for (int changed = 1; changed;) {
        changed = 0;
        for (int f = 0; f < p->nfns; f++) {
            if (p->fns[f].kernel_context || p->fns[f].skip)
                continue;
            int n = pass_find_calls(p, f, calls, 64);
            for (int c = 0; c < n; c++)
                if (calls[c].in_loop || p->fns[calls[c].caller].kernel_context) {
                    p->fns[f].kernel_context = 1;
                    changed = 1;
                    break;
                }
        }
    }
    for (int f = 0; f < p->nfns; f++)
        if (!p->fns[f].skip && !p->fns[f].kernel_context && !pass_find_calls(p, f, calls, 1))
            p->fns[f].is_root = 1; /* nobody calls it: an entry point of its own */
}

int pass_exported_function(const pass *p)
{
    char exported[PASS_NAME + 16];
    snprintf(exported, sizeof exported, "__program_%s", p->program);
    for (int fn = 0; fn < p->nfns && p->program[0]; fn++)
        if (!strcmp(p->fns[fn].name, exported))
            return fn;
    return -1;
}

/* Which parameter position `name` has in function fn, or -1. */
int pass_param_position(const pass *p, int fn, const char *name)
{
    int id = pdd_names_id(&p->names, name), pos;
    return id >= 0 && pass_pairmap_get(&p->facts, fact_key(FACT_PARAM, fn, id), &pos) ? pos : -1;
}

/* A local pointer of function fn, `T *name = &X[...]` / `= X`, or declared `T *name;` and
 * assigned later (`name = &X[...];`, as DaCe 2 passes views to nested SDFGs): the X it points
 * into, or 0. */
int pass_local_pointer_target(const pass *p, int fn, const char *name, char *out, size_t n)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    int declared = 0;
    const uint32_t *end, *first = pass_occurrences(p, name, f->open, &end);
    for (const uint32_t *o = first; o < end && *o < (size_t)f->close && !declared; o++)
        declared = pass_is(p, pdd_tok_prev(&p->toks, *o), "*") && pass_is(p, pass_next(p, *o), ";");
    for (const uint32_t *o = first; o < end && *o < (size_t)f->close; o++) {
        size_t t = *o;
        if (!pass_is(p, pass_next(p, t), "="))
            continue;
        size_t prev = pdd_tok_prev(&p->toks, t), a = pass_next(p, pass_next(p, t));
        int initialised = prev != NONE && pass_is(p, prev, "*");
        /* assigned after its declaration: only `name = &X[...]` (not `= new ...`, `= f(...)`) */
        int assigned = declared && prev != NONE &&
                       (pass_is(p, prev, ";") || pass_is(p, prev, "{") || pass_is(p, prev, "}")) &&
                       pass_is(p, a, "&") && p->toks.tok[pass_next(p, a)].kind == PDD_TOK_IDENT &&
                       pass_is(p, pass_next(p, pass_member_chain_end(p, pass_next(p, a))), "[");
        if (!initialised && !assigned)
            continue;
        if (pass_is(p, a, "&"))
            a = pass_next(p, a);
        if (p->toks.tok[a].kind != PDD_TOK_IDENT || pass_is(p, a, "new"))
            return 0; /* `T *name = new T[n]`: an array of its own, pointing into none */
        size_t last = pass_member_chain_end(p, a);
        if (last != a) /* into a state-struct member (`&__state->__0_tmp[...]`): the member */
            pdd_tok_text(&p->toks, a, last + 1, out, n);
        else
            pass_text(p, a, out, n);
        return 1;
    }
    return 0;
}

/* Follows a nested function's parameter to the array its callers pass: `&A[...]`, `A`,
 * `A + ...`. Writes the outer name (or name itself) into out; returns 1 when it reached a
 * function that is no one's callee through parameters (a root name), 0 otherwise. */
int pass_resolve_alias(const pass *p, int fn, const char *name, char *out, size_t n, int depth)
{
    snprintf(out, n, "%s", name);
    char target[PASS_NAME];
    int pos = pass_param_position(p, fn, name);
    if (depth < 16 && pos < 0 && pass_local_pointer_target(p, fn, name, target, sizeof target))
        return pass_resolve_alias(p, fn, target, out, n, depth + 1);
    if (pos < 0 || depth > 16)
        return p->fns[fn].is_root || pos < 0;
    /* The exported __program_<name> is the program's boundary: its callers (gt4py's glue
     * passing gt::sid pointers, a user's C) are not the SDFG, their names are not fields. */
    if (p->fns[fn].skip)
        return 1;
    call_site calls[4];
    if (pass_find_calls(p, fn, calls, 4) < 1)
        return p->fns[fn].is_root;
    size_t a, b;
    if (pass_call_argument(p, calls[0].tok, pos, &a, &b))
        return 0;
    if (pass_is(p, a, "&"))
        a = pass_next(p, a);
    if (pass_is(p, a, "(")) /* (T*)x casts */
        a = pass_next(p, pass_match_of(p, a));
    if (p->toks.tok[a].kind != PDD_TOK_IDENT)
        return 0;
    char outer[PASS_NAME];
    size_t last = pass_member_chain_end(p, a);
    if (last != a) { /* a state-struct member (__state->__0_acc): the array itself */
        pdd_tok_text(&p->toks, a, last + 1, out, n);
        return 1;
    }
    pass_text(p, a, outer, sizeof outer);
    return pass_resolve_alias(p, calls[0].caller, outer, out, n, depth + 1);
}

/* Is `name` declared inside node `scope` (a local of a loop body)? */
int pass_declared_inside(const pass *p, int scope, const char *name)
{
    const pdd_syn_node *s = N(p, scope);
    const uint32_t *end, *o = pass_occurrences(p, name, s->first, &end);
    for (; o < end && *o <= s->last; o++) {
        size_t t = *o;
        size_t prev = pdd_tok_prev(&p->toks, t), after = pass_next(p, t);
        if (prev == NONE)
            continue;
        int typed = p->toks.tok[prev].kind == PDD_TOK_IDENT || pass_is(p, prev, "*") || pass_is(p, prev, "&");
        if (typed && (pass_is(p, after, "=") || pass_is(p, after, ";") || pass_is(p, after, ",") ||
                      pass_is(p, after, "[")))
            return 1;
    }
    return 0;
}

/* Is `name` a local array of function fn (T name[N];)? Those are registers, not fields.
 * The function's local arrays are listed once, on first use. */
int pass_local_array(pass *p, int fn, const char *name)
{
    pass_fn *F = &p->fns[fn];
    if (!F->locals_done) {
        F->locals_done = 1;
        const pdd_syn_node *f = N(p, F->node);
        for (size_t t = (size_t)f->open; t < (size_t)f->close; t++) {
            if (p->toks.tok[t].kind != PDD_TOK_IDENT || !pass_is(p, pass_next(p, t), "["))
                continue;
            size_t prev = pdd_tok_prev(&p->toks, t);
            if (prev == NONE || p->toks.tok[prev].kind != PDD_TOK_IDENT)
                continue;
            char w[64];
            pass_text(p, prev, w, sizeof w);
            if (pass_type_from_word(w) == PDD_T_UNKNOWN && strcmp(w, "auto"))
                continue;
            if (pass_pairmap_put(&p->facts, fact_key(FACT_LOCAL_ARRAY, fn, pdd_names_id_n(&p->names, p->src + p->toks.tok[t].start, p->toks.tok[t].len)), 1))
                break; /* out of memory: taken for a field */
            F->nlocals++;
        }
    }
    if (!F->nlocals) /* the usual case: no name to look up */
        return 0;
    int id = pdd_names_id(&p->names, name), yes;
    return id >= 0 && pass_pairmap_get(&p->facts, fact_key(FACT_LOCAL_ARRAY, fn, id), &yes);
}

/* Are all identifiers of C expression expr parameters of function fn (or, with locals_too,
 * declared in its body)? When not, the first missing name goes to missing. */
int pass_expr_names_in_scope(const pass *p, int fn, const char *expr, int locals_too, char *missing,
                             size_t n_missing)
{
    for (const char *c = expr; *c;) {
        if (isalpha((unsigned char)*c) || *c == '_') {
            char word[PASS_NAME];
            size_t n = 0;
            while ((isalnum((unsigned char)*c) || *c == '_') && n + 1 < sizeof word)
                word[n++] = *c++;
            word[n] = 0;
            if (*c == '(' && !strncmp(word, "pdd_", 4))
                continue; /* extent.h's helpers (pdd_ipow ...) */
            if (pass_param_position(p, fn, word) < 0 &&
                !(locals_too && pass_declared_inside(p, N(p, p->fns[fn].node)->child, word))) {
                if (missing)
                    snprintf(missing, n_missing, "%s", word);
                return 0;
            }
        } else if (isdigit((unsigned char)*c)) {
            while (isalnum((unsigned char)*c) || *c == '_')
                c++;
        } else {
            c++;
        }
    }
    return 1;
}

int pass_fn_named(const pass *p, const char *name)
{
    for (int f = 0; f < p->nfns; f++)
        if (!p->fns[f].skip && !strcmp(p->fns[f].name, name))
            return f;
    return -1;
}

size_t pass_param_decl(const pass *p, int fn, int arg, size_t *first, size_t *last)
{
    const pdd_syn_node *f = &p->syn.nodes[p->fns[fn].node];
    int at = 0, depth = 0;
    size_t name = NONE;
    *first = *last = NONE;
    for (size_t t = pass_next(p, f->params_open); !pass_at_eof(p, t) && t < (size_t)f->params_close; t = pass_next(p, t)) {
        if (depth == 0 && pass_is(p, t, ",")) {
            at++;
            continue;
        }
        if (at == arg)
            *first = *first == NONE ? t : *first, *last = t;
        if (pass_is(p, t, "(") || pass_is(p, t, "[") || pass_is(p, t, "<"))
            depth++;
        else if (pass_is(p, t, ")") || pass_is(p, t, "]") || pass_is(p, t, ">"))
            depth--;
        else if (depth == 0 && at == arg && p->toks.tok[t].kind == PDD_TOK_IDENT)
            name = t; /* the last identifier of the declaration is its name */
    }
    return name;
}

void pass_param_name(const pass *p, int fn, int arg, char *out, size_t n)
{
    size_t first, last, name = pass_param_decl(p, fn, arg, &first, &last);
    out[0] = 0;
    if (name != NONE)
        pass_text(p, name, out, n);
}
