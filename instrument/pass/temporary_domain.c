/* temporary_domain.c: a stencil temporary's compute domain, from the fields computed from it.
 * A field whose Python object says where its halo is (field_origin.c: an NDSL Quantity) has a
 * domain; a gt4py stencil's temporary (`al` of yppm, a transient of the orchestrated program)
 * is computed over the stencil's whole extent, halo and padding included, where no field's
 * domain takes its values. A store into a field with a domain reads the temporary in the same
 * loop body, at the same iteration: with both subscripts linear in the loop variables, each
 * variable striding the same dimension of both, the field's domain shifted by the difference of
 * their constant offsets is the temporary's cells that domain reads. The temporary's domain is
 * the bounding box of those over every such store and every call of its function; a
 * temporary read anywhere else (by a store into a field with no domain, by a copy or a call the
 * pass does not follow) gets none, and PDD_HALO decides as before. Repeated, so that a
 * temporary read by another one gets a domain too. */
#include "steps.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define LIN_VARS 12
#define MAX_CHAINS 64
#define CHAIN_DEPTH 4

/* c + sum k[i] * var[i]; a variable is a name in a function (the same name in a caller is
 * another variable). */
typedef struct lin {
    long long c;
    int n;
    int fn[LIN_VARS], var[LIN_VARS]; /* the function, the name's id in the source's names */
    long long k[LIN_VARS];
} lin;

typedef struct parser {
    const pass *p;
    const char *s;
    int fn, bad;
} parser;

static void lin_add_var(lin *a, int fn, int v, long long k, int *bad)
{
    for (int i = 0; i < a->n; i++)
        if (a->fn[i] == fn && a->var[i] == v) {
            a->k[i] += k;
            return;
        }
    if (a->n == LIN_VARS || v < 0) {
        *bad = 1;
        return;
    }
    a->fn[a->n] = fn, a->k[a->n] = k, a->var[a->n] = v;
    a->n++;
}

/* a += m * b */
static void lin_add(lin *a, const lin *b, long long m, int *bad)
{
    a->c += m * b->c;
    for (int i = 0; i < b->n; i++)
        lin_add_var(a, b->fn[i], b->var[i], m * b->k[i], bad);
}

static void skip_space(parser *q)
{
    while (isspace((unsigned char)*q->s))
        q->s++;
}

static lin parse_sum(parser *q);

static lin parse_primary(parser *q)
{
    lin r = {0};
    skip_space(q);
    if (*q->s == '(') {
        q->s++;
        r = parse_sum(q);
        skip_space(q);
        if (*q->s != ')')
            q->bad = 1;
        else
            q->s++;
    } else if (*q->s == '-' || *q->s == '+') {
        long long m = *q->s++ == '-' ? -1 : 1;
        lin b = parse_primary(q);
        lin_add(&r, &b, m, &q->bad);
    } else if (isdigit((unsigned char)*q->s)) {
        char *end;
        r.c = strtoll(q->s, &end, 0);
        q->s = end;
        while (*q->s == 'l' || *q->s == 'L' || *q->s == 'u' || *q->s == 'U')
            q->s++;
    } else if (isalpha((unsigned char)*q->s) || *q->s == '_') {
        size_t n = 0;
        while (isalnum((unsigned char)q->s[n]) || q->s[n] == '_')
            n++;
        int v = pdd_names_id_n(&q->p->names, q->s, n);
        q->s += n;
        skip_space(q);
        /* a call, a subscript, a member: not a variable */
        if (isalnum((unsigned char)*q->s) || *q->s == '_' || *q->s == '(' || *q->s == '[' || *q->s == '.' ||
            (q->s[0] == '-' && q->s[1] == '>'))
            q->bad = 1;
        else
            lin_add_var(&r, q->fn, v, 1, &q->bad);
    } else {
        q->bad = 1;
    }
    return r;
}

static lin parse_product(parser *q)
{
    lin r = parse_primary(q);
    for (;;) {
        skip_space(q);
        if (*q->s != '*' || q->bad)
            return r;
        q->s++;
        lin b = parse_primary(q);
        if (r.n && b.n) { /* a product of variables: not linear */
            q->bad = 1;
            return r;
        }
        lin out = {0};
        if (r.n)
            lin_add(&out, &r, b.c, &q->bad);
        else
            lin_add(&out, &b, r.c, &q->bad);
        r = out;
    }
}

static lin parse_sum(parser *q)
{
    lin r = parse_product(q);
    for (;;) {
        skip_space(q);
        if ((*q->s != '+' && *q->s != '-') || q->bad)
            return r;
        long long m = *q->s++ == '-' ? -1 : 1;
        lin b = parse_product(q);
        lin_add(&r, &b, m, &q->bad);
    }
}

/* s as a linear form in function fn's names; 0 when it is none. */
static int linear(const pass *p, const char *s, int fn, lin *out)
{
    parser q = {p, s, fn, 0};
    *out = parse_sum(&q);
    skip_space(&q);
    return !q.bad && !*q.s;
}

/* `&X[e]`, `X`, `X + e` (a pointer into X): X's name into base, e as a linear form. */
static int pointer_into(const pass *p, const char *s, int fn, char *base, size_t n, lin *off)
{
    while (isspace((unsigned char)*s))
        s++;
    int addr = *s == '&';
    s += addr;
    while (isspace((unsigned char)*s))
        s++;
    size_t k = 0;
    while (isalnum((unsigned char)s[k]) || s[k] == '_' || (s[k] == '-' && s[k + 1] == '>') || (s[k] == '>' && k && s[k - 1] == '-'))
        k++;
    if (!k || k >= n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
        return 0;
    memcpy(base, s, k), base[k] = 0;
    s += k;
    while (isspace((unsigned char)*s))
        s++;
    memset(off, 0, sizeof *off);
    if (!*s)
        return !addr;
    if (*s == '+' && !addr)
        return linear(p, s + 1, fn, off);
    size_t len = strlen(s);
    if (!addr || *s != '[' || s[len - 1] != ']')
        return 0;
    char e[PASS_EXPR];
    if (len - 2 >= sizeof e)
        return 0;
    memcpy(e, s + 1, len - 2), e[len - 2] = 0;
    return linear(p, e, fn, off);
}

typedef struct chain {
    int n;
    call_site c[CHAIN_DEPTH];
} chain;

/* The chains of calls that reach function fn from a function no program function calls
 * (or one CHAIN_DEPTH calls up): at most max into out. */
static int call_chains(const pass *p, int fn, chain *prefix, chain *out, int nout, int max)
{
    call_site calls[MAX_CHAINS];
    int n = p->fns[fn].is_root || prefix->n == CHAIN_DEPTH ? 0 : pass_find_calls(p, fn, calls, MAX_CHAINS);
    if (n <= 0) {
        if (nout < max)
            out[nout++] = *prefix;
        return nout;
    }
    for (int i = 0; i < n && nout < max; i++) {
        chain c = *prefix;
        c.c[c.n++] = calls[i];
        nout = call_chains(p, calls[i].caller, &c, out, nout, max);
    }
    return nout;
}

/* The field that `name` in function fn names through chain (from its call number `at`), and
 * the offset of what it points at, added into off: the field, or -1. */
static int bind(const pass *p, int fn, const char *name, const chain *ch, int at, lin *off, int *bad)
{
    int pos = pass_param_position(p, fn, name);
    if (pos < 0)
        return pass_field_find(p, name);
    if (at == ch->n) /* the program function's parameters are fields too; a chain cut short
                      * (CHAIN_DEPTH) reaches none */
        return p->fns[fn].is_root ? pass_field_find(p, name) : -1;
    if (ch->c[at].callee != fn)
        return -1;
    size_t a, b;
    if (pass_call_argument(p, ch->c[at].tok, pos, &a, &b))
        return -1;
    char text[PASS_EXPR], base[PASS_NAME];
    pdd_tok_text(&p->toks, a, b + 1, text, sizeof text);
    lin o;
    if (!pointer_into(p, text, ch->c[at].caller, base, sizeof base, &o))
        return -1;
    lin_add(off, &o, 1, bad);
    return bind(p, ch->c[at].caller, base, ch, at + 1, off, bad);
}

static int numeric(const char *s, long long *v)
{
    char *end;
    if (!s || !*s)
        return 0;
    *v = strtoll(s, &end, 10);
    return !*end;
}

/* The dimension of field F a coefficient strides (its sign into *sign); -1 when none, or
 * several (a dimension of extent 1). */
static int dim_of(const pass_field *F, long long k, int *sign)
{
    int d = -1;
    for (int e = 0; e < F->ndim; e++) {
        long long s;
        if (numeric(F->strides[e], &s) && s == (k < 0 ? -k : k) && s) {
            if (d >= 0)
                return -1;
            d = e;
        }
    }
    *sign = k < 0 ? -1 : 1;
    return d;
}

/* A constant offset into F as one per dimension (nearest, largest stride first); 0 when
 * the strides are not all numbers or leave a remainder. */
static int per_dim(const pass_field *F, long long c, long long *out)
{
    long long s[8];
    int order[8];
    for (int d = 0; d < F->ndim; d++) {
        if (!numeric(F->strides[d], &s[d]) || s[d] <= 0)
            return 0;
        order[d] = d;
    }
    for (int i = 1; i < F->ndim; i++) /* by stride, largest first */
        for (int j = i; j > 0 && s[order[j]] > s[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
    for (int i = 0; i < F->ndim; i++) {
        long long st = s[order[i]];
        long long q = c >= 0 ? (c + st / 2) / st : -((-c + st / 2) / st);
        out[order[i]] = q;
        c -= q * st;
    }
    return c == 0;
}

/* The cells of T the store reads at `to`, for the iterations storing into F's domain at
 * `fo`: into lo/hi (first two dimensions); 0 when the subscripts do not align. */
static int shifted_domain(const pass_field *F, const lin *fo, const pass_field *T, const lin *to, long long lo[2],
                          long long hi[2])
{
    int seen[8] = {0};
    for (int i = 0; i < fo->n; i++) {
        if (!fo->k[i])
            continue;
        int j, sf, st;
        for (j = 0; j < to->n; j++)
            if (to->fn[j] == fo->fn[i] && to->var[j] == fo->var[i])
                break;
        int df = dim_of(F, fo->k[i], &sf);
        int dt = j < to->n && to->k[j] ? dim_of(T, to->k[j], &st) : -1;
        if (df < 0 || df != dt || sf != st)
            return 0;
        seen[df] = 1;
    }
    for (int j = 0; j < to->n; j++) { /* a variable T's subscript has and F's has not */
        int i;
        for (i = 0; i < fo->n; i++)
            if (fo->fn[i] == to->fn[j] && fo->var[i] == to->var[j] && fo->k[i])
                break;
        if (to->k[j] && i == fo->n)
            return 0;
    }
    long long df[8], dt[8];
    if (!seen[0] || !seen[1] || !per_dim(F, fo->c, df) || !per_dim(T, to->c, dt))
        return 0;
    for (int d = 0; d < 2; d++)
        lo[d] = F->dom_lo[d] - df[d] + dt[d], hi[d] = F->dom_hi[d] - df[d] + dt[d];
    return 1;
}

/* A store into T that reads T (a recurrence, an update in place): does it read the cell it
 * stores, in the first two dimensions (a vertical recurrence may read another level)? Else a
 * value of a cell outside T's domain could reach one inside it along the recurrence. */
static int same_column(const pass_field *T, const lin *fo, const lin *to)
{
    int bad = 0, sign;
    lin d = *fo;
    lin_add(&d, to, -1, &bad);
    long long c[8];
    if (bad || !per_dim(T, d.c, c) || c[0] || c[1])
        return 0;
    for (int i = 0; i < d.n; i++)
        if (d.k[i] && dim_of(T, d.k[i], &sign) < 2)
            return 0;
    return 1;
}

/* What is known of one transient: the box so far, or that it gets none. */
typedef struct temp {
    int state; /* 0 no read seen, 1 a box, -1 none */
    long long lo[2], hi[2];
} temp;

static void widen(temp *t, const long long lo[2], const long long hi[2])
{
    if (t->state < 0)
        return;
    for (int d = 0; d < 2; d++) {
        if (!t->state || lo[d] < t->lo[d])
            t->lo[d] = lo[d];
        if (!t->state || hi[d] > t->hi[d])
            t->hi[d] = hi[d];
    }
    t->state = 1;
}

static int is_candidate(const pass_field *T)
{
    long long v;
    /* a state-struct member is read as a member (`__state->x`): its reads are not told */
    if (!T->transient || T->ndim < 2 || !T->layout_known || !T->base || strcmp(T->base, T->name))
        return 0;
    for (int d = 0; d < T->ndim; d++)
        if (!numeric(T->shape[d], &v) || !numeric(T->strides[d], &v))
            return 0;
    return 1;
}

static int by_tok(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return (x > y) - (x < y);
}

/* A loop body holding stores the pass probes: what it reads (`X[...]`, not a store's
 * target), in its function. Every value read there ends in one of its stores (the locals of
 * a map's body die with it), so each read is taken as an operand of each store. */
typedef struct body {
    int fn, loop;
    int first_site, nsites; /* into the sites sorted by loop */
    int unprobed;           /* it stores into an array where no site probes */
    size_t first_read, nreads;
} body;

typedef struct read {
    size_t tok;
    int ok;              /* a pointer into an array, at a linear offset: */
    char base[PASS_NAME]; /* the array */
    lin at;              /* the offset */
} read;

/* The innermost FOR around statement node i, or -1. */
static int innermost_for(const pass *p, int i)
{
    for (int n = N(p, i)->parent; n >= 0; n = N(p, n)->parent) {
        if (N(p, n)->kind == PDD_SYN_FOR)
            return n;
        if (N(p, n)->kind == PDD_SYN_FUNCTION)
            return -1;
    }
    return -1;
}

typedef struct site_loop {
    int loop, site;
} site_loop;

static int by_loop(const void *a, const void *b)
{
    const site_loop *x = a, *y = b;
    return x->loop != y->loop ? (x->loop > y->loop) - (x->loop < y->loop) : (x->site > y->site) - (x->site < y->site);
}

/* The reads and stores of loop L's tokens into *reads (grown); whether it stores where no
 * site of sl[0..n) does. */
static int scan_body(const pass *p, int fn, int L, const site_loop *sl, int n, read **reads, size_t *nreads, size_t *cap)
{
    const pdd_syn_node *F = N(p, L);
    int unprobed = 0;
    for (size_t t = F->first; t <= F->last && !pass_at_eof(p, t); t = pass_next(p, t)) {
        if (p->toks.tok[t].kind != PDD_TOK_IDENT || !pass_is(p, pass_next(p, t), "["))
            continue;
        size_t prev = pdd_tok_prev(&p->toks, t), open = pass_next(p, t), close = pass_match_of(p, open);
        if (close == NONE)
            continue;
        int member = pass_is(p, prev, ".") || pass_is(p, prev, "->");
        size_t head = member ? pdd_tok_prev(&p->toks, prev) : t; /* __state->x[...]: __state */
        if (pass_is_assign_op(p, pass_next(p, close)) && !pass_is(p, member ? pdd_tok_prev(&p->toks, head) : prev, "&")) {
            /* a store: one of the sites' */
            int site = 0;
            for (int i = 0; i < n && !site; i++)
                site = (size_t)N(p, p->sites[sl[i].site].stmt)->first == head;
            unprobed |= !site;
            continue;
        }
        if (member || pass_is(p, prev, "&"))
            continue; /* a read of a member: no candidate's (is_candidate); a pointer taken:
                       * where it goes is reads_all_seen's */
        if (*nreads == *cap) {
            size_t c = *cap ? *cap * 2 : 256;
            read *r = realloc(*reads, c * sizeof *r);
            if (!r)
                return -1;
            *reads = r, *cap = c;
        }
        read *r = &(*reads)[(*nreads)++];
        char text[PASS_EXPR];
        text[0] = '&';
        pdd_tok_text(&p->toks, t, close + 1, text + 1, sizeof text - 1);
        r->tok = t;
        r->ok = pointer_into(p, text, fn, r->base, sizeof r->base, &r->at);
    }
    return unprobed;
}

/* The program function whose call's argument list holds token t (after token `from`), and
 * the argument's position in *arg; -1 when t is in none. */
static int call_holding(const pass *p, size_t from, size_t t, int *arg)
{
    int depth = 0;
    *arg = 0;
    for (size_t u = pdd_tok_prev(&p->toks, t); u != NONE && u > from; u = pdd_tok_prev(&p->toks, u)) {
        if (pass_is(p, u, ")") || pass_is(p, u, "]") || pass_is(p, u, "}")) {
            depth++;
        } else if (pass_is(p, u, "(") || pass_is(p, u, "[") || pass_is(p, u, "{")) {
            if (depth--)
                continue;
            size_t name = pdd_tok_prev(&p->toks, u);
            if (!pass_is(p, u, "(") || name == NONE || p->toks.tok[name].kind != PDD_TOK_IDENT)
                return -1;
            char callee[PASS_NAME];
            pass_text(p, name, callee, sizeof callee);
            return pass_fn_named(p, callee);
        } else if (!depth && pass_is(p, u, ",")) {
            ++*arg;
        } else if (!depth && pass_is(p, u, ";")) {
            return -1;
        }
    }
    return -1;
}

/* Is every occurrence of `name` in function fn a store into it, a read in a body (toks,
 * sorted), or a pointer passed to a program function whose parameter is the same (up to
 * CHAIN_DEPTH calls down)? */
static int reads_all_seen(const pass *p, int fn, const char *name, const size_t *toks, size_t ntoks, int depth)
{
    const pdd_syn_node *F = N(p, p->fns[fn].node);
    const uint32_t *end, *o = pass_occurrences(p, name, F->open, &end);
    for (; o < end && *o < (size_t)F->close; o++) {
        size_t t = *o, prev = pdd_tok_prev(&p->toks, t);
        if (pass_is(p, prev, ".") || pass_is(p, prev, "->"))
            continue; /* another thing's member */
        if (bsearch(&t, toks, ntoks, sizeof *toks, by_tok))
            continue;
        size_t next = pass_next(p, t);
        /* its declaration, allocation and release: `double *x;`, `x = new double[n];`, `delete[] x;` */
        if ((pass_is(p, prev, "*") && pass_is(p, next, ";")) ||
            (pass_is(p, next, "=") && pass_is(p, pass_next(p, next), "new")) || pass_is(p, prev, "delete") ||
            (pass_is(p, prev, "]") && pass_is(p, pdd_tok_prev(&p->toks, pdd_tok_prev(&p->toks, prev)), "delete")))
            continue;
        size_t close = pass_is(p, next, "[") ? pass_match_of(p, next) : NONE;
        if (close != NONE && pass_is_assign_op(p, pass_next(p, close)) && !pass_is(p, prev, "&"))
            continue; /* a store */
        int arg, callee = call_holding(p, F->open, t, &arg);
        char param[PASS_NAME] = "";
        if (callee >= 0)
            pass_param_name(p, callee, arg, param, sizeof param);
        int passed = param[0] && depth < CHAIN_DEPTH && reads_all_seen(p, callee, param, toks, ntoks, depth + 1);
        if (!passed)
            return 0;
    }
    return 1;
}

int pass_temporary_domains(pass *p)
{
    int rc = -1, nsl = 0, nbodies = 0;
    size_t nreads = 0, capreads = 0;
    temp *t = calloc((size_t)(p->nfields ? p->nfields : 1), sizeof *t);
    chain *chains = malloc(sizeof *chains * MAX_CHAINS);
    site_loop *sl = malloc(sizeof *sl * (size_t)(p->nsites ? p->nsites : 1));
    body *bodies = malloc(sizeof *bodies * (size_t)(p->nsites ? p->nsites : 1));
    read *reads = NULL;
    size_t *toks = NULL;
    if (!t || !chains || !sl || !bodies)
        goto out;
    for (int f = 0; f < p->nfields && !nsl; f++)
        nsl = is_candidate(&p->fields[f]);
    if (!nsl) { /* no transient it could give a domain */
        rc = 0;
        goto out;
    }
    nsl = 0;
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        if (S->form != SITE_LOOP && S->form != SITE_STORE)
            continue;
        int L = innermost_for(p, S->stmt);
        if (L >= 0)
            sl[nsl++] = (site_loop){L, s};
    }
    qsort(sl, (size_t)nsl, sizeof *sl, by_loop);
    for (int i = 0; i < nsl;) {
        int j = i;
        while (j < nsl && sl[j].loop == sl[i].loop)
            j++;
        body *B = &bodies[nbodies++];
        B->loop = sl[i].loop, B->first_site = i, B->nsites = j - i;
        B->fn = pass_fn_at_token(p, N(p, B->loop)->first);
        B->first_read = nreads;
        B->unprobed = scan_body(p, B->fn, B->loop, sl + i, j - i, &reads, &nreads, &capreads);
        if (B->unprobed < 0)
            goto out;
        B->nreads = nreads - B->first_read;
        i = j;
    }
    toks = malloc(sizeof *toks * (nreads ? nreads : 1));
    if (!toks)
        goto out;
    for (size_t r = 0; r < nreads; r++)
        toks[r] = reads[r].tok;
    qsort(toks, nreads, sizeof *toks, by_tok);
    int changed = 1;
    for (int round = 0; round < 8 && changed; round++) {
        changed = 0;
        for (int f = 0; f < p->nfields; f++)
            t[f].state = p->fields[f].dom_ndim || !is_candidate(&p->fields[f]) ? -1 : 0;
        int chains_of = -1, nch = 0; /* the bodies of one function come together */
        for (int b = 0; b < nbodies; b++) {
            const body *B = &bodies[b];
            if (B->fn < 0)
                continue;
            if (B->fn != chains_of) {
                chain none = {0};
                nch = call_chains(p, B->fn, &none, chains, 0, MAX_CHAINS);
                chains_of = B->fn;
            }
            for (int i = 0; i < B->nsites; i++) {
                const pass_site *S = &p->sites[sl[B->first_site + i].site];
                lin idx = {0};
                int ok = !S->scalar && linear(p, S->index, B->fn, &idx);
                for (int c = 0; c < nch; c++) {
                    int bad = !ok;
                    lin fo = {0};
                    int F = bad ? -1 : bind(p, B->fn, S->target, &chains[c], 0, &fo, &bad);
                    lin_add(&fo, &idx, 1, &bad);
                    const pass_field *FF = F >= 0 ? &p->fields[F] : NULL;
                    for (size_t r = 0; r < B->nreads; r++) {
                        const read *R = &reads[B->first_read + r];
                        if (!R->ok)
                            continue;
                        int bad2 = bad;
                        lin to = R->at;
                        int T = bind(p, B->fn, R->base, &chains[c], 0, &to, &bad2);
                        if (T < 0 || t[T].state < 0)
                            continue;
                        if (T == F) {
                            if (bad2 || !same_column(&p->fields[T], &fo, &to))
                                t[T].state = -1;
                            continue;
                        }
                        long long lo[2], hi[2];
                        if (bad2 || B->unprobed || !FF || !FF->dom_ndim ||
                            !shifted_domain(FF, &fo, &p->fields[T], &to, lo, hi))
                            t[T].state = -1;
                        else
                            widen(&t[T], lo, hi);
                    }
                }
            }
        }
        for (int f = 0; f < p->nfields; f++) {
            pass_field *T = &p->fields[f];
            if (t[f].state != 1)
                continue;
            /* every read of it is in a body above: where it is declared, and down the calls */
            int ok = 1;
            for (int fn = 0; fn < p->nfns && ok; fn++)
                if (!p->fns[fn].skip && pass_param_position(p, fn, T->name) < 0)
                    ok = reads_all_seen(p, fn, T->name, toks, nreads, 0);
            if (!ok)
                continue;
            long long n0 = 0, n1 = 0; /* numbers: is_candidate */
            numeric(T->shape[0], &n0), numeric(T->shape[1], &n1);
            T->dom_ndim = 2, T->dom_derived = 1;
            T->dom_lo[0] = t[f].lo[0] < 0 ? 0 : t[f].lo[0], T->dom_hi[0] = t[f].hi[0] > n0 ? n0 : t[f].hi[0];
            T->dom_lo[1] = t[f].lo[1] < 0 ? 0 : t[f].lo[1], T->dom_hi[1] = t[f].hi[1] > n1 ? n1 : t[f].hi[1];
            changed = 1;
        }
    }
    rc = 0;
out:
    free(t), free(chains), free(sl), free(bodies), free(reads), free(toks);
    return rc;
}
