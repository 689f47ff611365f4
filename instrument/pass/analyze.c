/* analyze.c: finds, in generated code, the functions and how they call each other, the
 * kernels (CPU top-level loop nests, GPU launches), the fields and every store into them. */
#include "pass.h"

#include <ctype.h>
#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)

static const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

/* The matching bracket of an opening one (a linear scan: brackets are balanced). */
static size_t match_of(const pass *p, size_t open)
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
static int node_at(const pass *p, size_t tok)
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
static int owner_of(const pass *p, size_t tok, int from)
{
    int n = node_at(p, tok);
    for (int q = n; q >= 0; q = N(p, q)->parent)
        if (q == from)
            return n;
    return from;
}

/* p->node_kernel and p->node_block, none yet. */
static int index_nodes(pass *p)
{
    p->node_kernel = malloc((p->syn.n ? p->syn.n : 1) * sizeof *p->node_kernel);
    p->node_block = malloc((p->syn.n ? p->syn.n : 1) * sizeof *p->node_block);
    if (!p->node_kernel || !p->node_block)
        return -1;
    for (size_t i = 0; i < p->syn.n; i++)
        p->node_kernel[i] = p->node_block[i] = -1;
    return 0;
}

/* Keys of p->facts: what is known of name id in function fn. */
enum { FACT_PARAM = 1, FACT_LOCAL_ARRAY = 2 };
static uint64_t fact_key(int what, int fn, int id)
{
    return (uint64_t)what << 60 | (uint64_t)(uint32_t)fn << 30 | (uint64_t)(uint32_t)id;
}

/* The occurrences of `name` from token a on (*end past the last): a walk over them visits
 * only the tokens that spell it. */
static const uint32_t *occurrences(const pass *p, const char *name, size_t a, const uint32_t **end)
{
    return pdd_names_from(&p->names, pdd_names_id(&p->names, name), a, end);
}

static int fn_of_node(const pass *p, int node)
{
    int f = node;
    while (f >= 0 && N(p, f)->kind != PDD_SYN_FUNCTION)
        f = N(p, f)->parent;
    return f < 0 ? -1 : p->fn_index[f];
}

/* The innermost FOR around node i inside its function that is not control flow (a map's
 * loop, or a plain loop), or -1. */
static int loop_around(const pass *p, int i)
{
    for (int q = N(p, i)->parent; q >= 0 && N(p, q)->kind != PDD_SYN_FUNCTION; q = N(p, q)->parent)
        if (N(p, q)->kind == PDD_SYN_FOR && !p->control[q])
            return q;
    return -1;
}

/* The outermost FOR around node i (i itself included) inside its function that is not
 * control flow, or -1: a kernel's loop nest. Sequential loops around it (time loops,
 * vertical sweeps) are control flow, so the kernel runs once per iteration. */
static int outer_loop(const pass *p, int i)
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
static size_t for_variable(const pass *p, int i, int *declared)
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

/* Marks the FOR loops that are control flow, not kernels: sequential loops of the SDFG
 * (DaCe 2 LoopRegions, DaCe 1 structured loops) around maps. With a source map, a FOR that
 * does not declare its variable and that no map, tasklet or library node claims is one;
 * without, a FOR that does not declare its variable and holds another FOR (a plain single
 * loop stays a kernel). */
static int classify_loops(pass *p)
{
    p->control = calloc(p->syn.n ? p->syn.n : 1, 1);
    if (!p->control)
        return -1;
    int have_map = p->sdfg && p->sdfg->map_target;
    /* innermost first, so that "holds a FOR" can be asked of the children */
    for (size_t n = p->syn.n; n-- > 0;) {
        const pdd_syn_node *f = N(p, (int)n);
        int declared = 0;
        if (f->kind == PDD_SYN_FOR)
            for_variable(p, (int)n, &declared);
        if (f->kind != PDD_SYN_FOR || declared)
            continue;
        if (have_map) {
            /* a map's header, or code of a tasklet or library node, is not control flow; a
             * line DaCe tagged with a data node (a source map can be off by a few lines) is */
            const pdd_sdfg_node *c = pdd_sdfg_node_at_line(p->sdfg, pdd_tok_line(&p->toks, f->first), NULL);
            p->control[n] = !c || !strcmp(c->type, "AccessNode") || !strcmp(c->type, "MapExit") ||
                            !strcmp(c->type, "NestedSDFG");
            continue;
        }
        for (size_t c = n + 1; c < p->syn.n && N(p, (int)c)->first <= f->last; c++)
            if (N(p, (int)c)->kind == PDD_SYN_FOR) {
                p->control[n] = 1;
                break;
            }
    }
    /* holds_map: each node with a map's loop inside it (strictly), marked once from below */
    p->holds_map = calloc(p->syn.n ? p->syn.n : 1, 1);
    if (!p->holds_map)
        return -1;
    for (size_t n = 0; n < p->syn.n; n++) {
        const pdd_syn_node *f = N(p, (int)n);
        if (f->kind != PDD_SYN_FOR || p->control[n])
            continue;
        for (int q = f->parent; q >= 0 && !p->holds_map[q]; q = N(p, q)->parent)
            if (N(p, q)->first < f->first && f->last < N(p, q)->last)
                p->holds_map[q] = 1;
    }
    return 0;
}

static void *grow(void *arr, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return arr;
    int c = *cap ? *cap * 2 : 64;
    while (c < need)
        c *= 2;
    void *n = realloc(arr, (size_t)c * elem);
    if (n)
        *cap = c;
    return n;
}

/* The raw text of token t (tok_copy folds preprocessor lines away as trivia). */
static void tok_raw(const pass *p, size_t t, char *buf, size_t n)
{
    size_t len = p->toks.tok[t].len < n - 1 ? p->toks.tok[t].len : n - 1;
    memcpy(buf, p->src + p->toks.tok[t].start, len);
    buf[len] = 0;
}

static int pragma_is_omp_parallel(const pass *p, size_t pragma)
{
    if (pragma == NONE)
        return 0;
    char buf[512];
    tok_raw(p, pragma, buf, sizeof buf);
    return strstr(buf, "omp") && strstr(buf, "parallel");
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

/* ---- functions and calls ---------------------------------------------------------- */

static int index_params(pass *p, int fn);

static int collect_functions(pass *p)
{
    int n = 0;
    for (size_t i = 0; i < p->syn.n; i++)
        n += N(p, (int)i)->kind == PDD_SYN_FUNCTION;
    p->fns = calloc(n ? (size_t)n : 1, sizeof *p->fns);
    p->fn_index = malloc(p->syn.n * sizeof *p->fn_index);
    if (!p->fns || !p->fn_index)
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

/* Calls of function `callee` (token of its name at each call site), in file order. */
typedef struct call_site {
    size_t tok;
    int caller;   /* pass_fn index */
    int callee;
    int in_loop;  /* inside a FOR of the caller */
    int stmt;     /* the statement node */
} call_site;

static int find_calls(const pass *p, int callee, call_site *out, int max)
{
    const pass_fn *f = &p->fns[callee];
    int n = 0;
    for (int c = 0; c < f->ncalls && n < max; c++)
        out[n++] = ((const call_site *)p->calls)[f->first_call + c];
    return n;
}

/* Every call of a program function, found once: identifier followed by '(' whose text is a
 * function's name (a hash of the names keeps this linear in the size of the file). */
static int index_calls(pass *p)
{
    size_t nb = 1;
    while (nb < 2 * (size_t)p->nfns + 1)
        nb <<= 1;
    int *bucket = malloc(nb * sizeof *bucket);
    int *chain = malloc((size_t)p->nfns * sizeof *chain);
    call_site *all = NULL;
    int nall = 0, cap = 0, rc = -1;
    if (!bucket || !chain)
        goto out;
    for (size_t b = 0; b < nb; b++)
        bucket[b] = -1;
    for (int f = 0; f < p->nfns; f++) {
        uint32_t h = 2166136261u;
        for (const char *c = p->fns[f].name; *c; c++)
            h = (h ^ (unsigned char)*c) * 16777619u;
        chain[f] = bucket[h & (nb - 1)];
        bucket[h & (nb - 1)] = f;
    }
    for (int c = 0; c < p->nfns; c++) {
        const pdd_syn_node *cn = N(p, p->fns[c].node);
        for (size_t t = cn->open; t < cn->close; t++) {
            if (p->toks.tok[t].kind != PDD_TOK_IDENT || !pass_is(p, pass_next(p, t), "("))
                continue;
            uint32_t h = 2166136261u;
            const char *s0 = p->src + p->toks.tok[t].start;
            for (uint32_t k = 0; k < p->toks.tok[t].len; k++)
                h = (h ^ (unsigned char)s0[k]) * 16777619u;
            for (int f = bucket[h & (nb - 1)]; f >= 0; f = chain[f]) {
                if (!pass_is(p, t, p->fns[f].name))
                    continue;
                call_site *g = grow(all, &cap, nall + 1, sizeof *all);
                if (!g)
                    goto out;
                all = g;
                int owner = owner_of(p, t, p->fns[c].node);
                all[nall].tok = t, all[nall].caller = c, all[nall].stmt = owner, all[nall].callee = f;
                all[nall].in_loop = loop_around(p, owner) >= 0 || (N(p, owner)->kind == PDD_SYN_FOR && !p->control[owner]);
                nall++;
                break;
            }
        }
    }
    /* group by callee, file order kept within each (a counting sort); then the same calls
     * grouped by caller, by callee within each */
    call_site *sorted = malloc((size_t)(nall ? nall : 1) * sizeof *sorted);
    p->out_calls = malloc((size_t)(nall ? nall : 1) * sizeof *p->out_calls);
    int *at = calloc((size_t)p->nfns + 1, sizeof *at);
    if (!sorted || !p->out_calls || !at) {
        free(sorted), free(at);
        goto out;
    }
    for (int i = 0; i < nall; i++)
        p->fns[all[i].callee].ncalls++;
    for (int f = 0, sum = 0; f < p->nfns; f++)
        p->fns[f].first_call = at[f] = sum, sum += p->fns[f].ncalls;
    for (int i = 0; i < nall; i++)
        sorted[at[all[i].callee]++] = all[i];
    memset(at, 0, ((size_t)p->nfns + 1) * sizeof *at);
    for (int i = 0; i < nall; i++)
        at[sorted[i].caller + 1]++;
    for (int f = 0; f < p->nfns; f++)
        at[f + 1] += at[f];
    for (int i = 0; i < nall; i++)
        p->out_calls[at[sorted[i].caller]++] = i;
    free(at);
    p->calls = sorted;
    p->ncalls = nall;
    rc = 0;
out:
    free(bucket);
    free(chain);
    free(all);
    return rc;
}

/* A function called from inside a loop (or from such a function) runs inside a kernel. */
static void mark_kernel_context(pass *p)
{
    call_site calls[64];
    for (int changed = 1; changed;) {
        changed = 0;
        for (int f = 0; f < p->nfns; f++) {
            if (p->fns[f].kernel_context || p->fns[f].skip)
                continue;
            int n = find_calls(p, f, calls, 64);
            for (int c = 0; c < n; c++)
                if (calls[c].in_loop || p->fns[calls[c].caller].kernel_context) {
                    p->fns[f].kernel_context = 1;
                    changed = 1;
                    break;
                }
        }
    }
    for (int f = 0; f < p->nfns; f++)
        if (!p->fns[f].skip && !p->fns[f].kernel_context && !find_calls(p, f, calls, 1))
            p->fns[f].is_root = 1; /* nobody calls it: an entry point of its own */
}

/* ---- kernels ---------------------------------------------------------------------- */

static int add_kernel(pass *p, int kind, int fn, int node, int line)
{
    pass_kernel *k = grow(p->kernels, &p->capkernels, p->nkernels + 1, sizeof *k);
    if (!k)
        return -1;
    p->kernels = k;
    k = &p->kernels[p->nkernels];
    memset(k, 0, sizeof *k);
    k->name = k->label = k->stream = "";
    k->kind = kind, k->fn = fn, k->node = node, k->line = line;
    k->begin_tok = k->end_tok = k->check_tok = NONE;
    int *at = kind == KERNEL_LOOP ? p->node_kernel : kind == KERNEL_BLOCK ? p->node_block : NULL;
    if (at && node >= 0 && at[node] < 0)
        at[node] = p->nkernels;
    return p->nkernels++;
}

/* Is an array expression a member access (`__state->__0_acc`)? */
static int is_member(const char *e)
{
    return strstr(e, "->") || strchr(e, '.');
}

/* The SDFG's name of a state-struct member: DaCe keeps a persistent array `name` of SDFG n as
 * `__state->__<n>_<name>`. *sdfg_id gets n (-1 when the member has no such prefix). */
static void member_name(const char *target, char *name, size_t len, int *sdfg_id)
{
    const char *m = strrchr(target, '>');
    const char *dot = strrchr(target, '.');
    m = !m || (dot && dot > m) ? dot : m;
    m = m ? m + 1 : target;
    snprintf(name, len, "%s", m);
    *sdfg_id = -1;
    if (m[0] == '_' && m[1] == '_' && isdigit((unsigned char)m[2])) {
        const char *c = m + 2;
        int id = (int)strtol(c, (char **)&c, 10);
        if (*c == '_' && c[1])
            snprintf(name, len, "%s", c + 1), *sdfg_id = id;
    }
}

/* A kernel no map or tasklet claims, named from the nodes the source map gives its line: a
 * copy between two access nodes (DaCe 1 writes `delp = dp2` as CopyNDDynamic, DaCe's GPU
 * host code copies in loops) becomes copy_<src>_to_<dst>_<ids of dst>; any other node lends
 * its label and ids. dst, when known, is the array written. Returns 1 when named. */
static int name_from_nodes(pass *p, pass_kernel *k, int line, const char *dst)
{
    const pdd_sdfg_node *at[16];
    size_t n = pdd_sdfg_nodes_at_line(p->sdfg, line, at, 16);
    const pdd_sdfg_node *ids = NULL;
    const char *from = NULL;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(at[i]->type, "AccessNode")) {
            k->label = pass_strf(p, PASS_NAME, "%.200s", at[i]->label ? at[i]->label : at[i]->type);
            k->name = pass_strf(p, PASS_NAME, "%.200s_%d_%d_%d", k->label, at[i]->cfg, at[i]->state, at[i]->node);
            return 1;
        }
    }
    if (!n || !at[n - 1]->data)
        return 0;
    int guessed = !dst;
    if (!dst) /* DaCe adds a copy's source node first */
        dst = at[n - 1]->data;
    for (size_t i = 0; i < n; i++) {
        if (at[i]->data && !strcmp(at[i]->data, dst))
            ids = ids ? ids : at[i];
        else if (at[i]->data && !from)
            from = at[i]->data;
    }
    if (!ids)
        ids = at[0];
    if (from)
        k->label = pass_strf(p, PASS_NAME, "copy_%.100s_to_%.100s", from, dst);
    else /* one access node: its direction is known only from the store */
        k->label = pass_strf(p, PASS_NAME, guessed ? "copy_%.200s" : "copy_to_%.200s", dst);
    k->name = pass_strf(p, PASS_NAME, "%.220s_%d_%d_%d", k->label, ids->cfg, ids->state, ids->node);
    return 1;
}

/* The line of a loop kernel's first statement (DaCe's copy loops: the source map tags the
 * copy call, not the for line). */
static int body_line(const pass *p, const pass_kernel *k)
{
    for (int c = k->node; c >= 0; c = N(p, c)->child)
        if (N(p, c)->kind == PDD_SYN_STMT)
            return pdd_tok_line(&p->toks, N(p, c)->first);
    return k->line;
}

/* The state-level map holding node e, or NULL. */
static const pdd_sdfg_node *outermost_map(const pass *p, const pdd_sdfg_node *e)
{
    for (int hop = 0; hop < 16 && e && e->scope >= 0; hop++)
        e = pdd_sdfg_node_by_ids(p->sdfg, e->cfg, e->state, e->scope);
    return e && !strcmp(e->type, "MapEntry") ? e : NULL;
}

/* The map whose scope holds most of what the source map tags inside a loop nest's body: the
 * structural match, for a map entry the source map tags elsewhere (DaCe 2 can give a second
 * map in a state the line of a read in the first). NULL when nothing inside is tagged. */
static const pdd_sdfg_node *map_of_body(const pass *p, const pass_kernel *k)
{
    const pdd_syn_node *f = N(p, k->node);
    int first = pdd_tok_line(&p->toks, f->first) + 1, last = pdd_tok_line(&p->toks, f->last);
    enum { MAXC = 8 };
    const pdd_sdfg_node *cand[MAXC];
    int votes[MAXC], nc = 0;
    for (int line = first; line <= last; line++) {
        const pdd_sdfg_node *at[8];
        size_t n = pdd_sdfg_nodes_at_line(p->sdfg, line, at, 8);
        for (size_t i = 0; i < n; i++) {
            const pdd_sdfg_node *e = at[i]->scope < 0 ? NULL : outermost_map(p, at[i]);
            if (!e)
                continue;
            int c = 0;
            while (c < nc && cand[c] != e)
                c++;
            if (c == nc && nc < MAXC)
                cand[nc] = e, votes[nc++] = 0;
            if (c < nc)
                votes[c]++;
        }
    }
    int best = -1;
    for (int c = 0; c < nc; c++)
        if (best < 0 || votes[c] > votes[best])
            best = c;
    return best < 0 ? NULL : cand[best];
}

/* Without a source map (gt4py keeps none): the map holding the first tasklet whose code DaCe
 * marks inside the loop nest (`// Tasklet code (<label>)`; tasklet labels are unique), or the
 * first nested SDFG it calls (`nested_sdfg_1_0_1(...)`: a generated name). */
static const pdd_sdfg_node *map_of_tasklet(const pass *p, const pass_kernel *k)
{
    const pdd_syn_node *f = N(p, k->node);
    for (size_t t = f->first; !pass_at_eof(p, t) && t < f->last; t = pass_next(p, t))
        if (p->toks.tok[t].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, t), "(")) {
            char name[PASS_NAME];
            pass_text(p, t, name, sizeof name);
            const pdd_sdfg_node *n = pdd_sdfg_node_by_generated_name(p->sdfg, name);
            const pdd_sdfg_node *m = n && n->scope >= 0 ? outermost_map(p, n) : NULL;
            if (m)
                return m;
        }
    const char *at = p->src + p->toks.tok[f->first].start, *end = p->src + p->toks.tok[f->last].start;
    static const char mark[] = "Tasklet code (";
    while ((at = memmem(at, (size_t)(end - at), mark, sizeof mark - 1))) {
        at += sizeof mark - 1;
        const char *close = memchr(at, ')', (size_t)(end - at));
        if (!close || close - at >= PASS_NAME)
            return NULL;
        char label[PASS_NAME];
        snprintf(label, sizeof label, "%.*s", (int)(close - at), at);
        const pdd_sdfg_node *m = outermost_map(p, pdd_sdfg_node_by_label(p->sdfg, "Tasklet", label));
        if (m)
            return m;
    }
    return NULL;
}

/* A copy the source map does not tag (DaCe 1 leaves some out): named from the SDFG's one copy
 * edge into dst outside maps, copy_<src>_to_<dst>_<ids of dst>, when there is exactly one. */
static int name_from_copy_write(pass *p, pass_kernel *k, const char *dst)
{
    const pdd_sdfg_node *into = NULL, *from = NULL;
    int found = 0;
    for (size_t i = 0; dst && i < p->sdfg->nwrites; i++) {
        const pdd_sdfg_node *w = &p->sdfg->nodes[p->sdfg->writes[i].writer], *a = &p->sdfg->nodes[p->sdfg->writes[i].node];
        if (!strcmp(w->type, "AccessNode") && w->data && a->data && !strcmp(a->data, dst) && a->scope < 0)
            found++, into = a, from = w;
    }
    if (found != 1)
        return 0;
    k->label = pass_strf(p, PASS_NAME, "copy_%.100s_to_%.100s", from->data, dst);
    k->name = pass_strf(p, PASS_NAME, "%.220s_%d_%d_%d", k->label, into->cfg, into->state, into->node);
    return 1;
}

static void name_kernel(pass *p, pass_kernel *k, const char *type, const char *fallback, const char *dst)
{
    char member[PASS_NAME];
    int member_sdfg;
    if (dst && is_member(dst)) /* a persistent array: the SDFG's name of it */
        member_name(dst, member, sizeof member, &member_sdfg), dst = member;
    const pdd_sdfg_node *sn = NULL;
    if (p->sdfg && type)
        sn = pdd_sdfg_node_at_line(p->sdfg, k->line, type);
    /* DaCe may tag a map's entry on the lines just before its loop header (the previous
     * scope's closing braces, written late): look there too, back to the last statement */
    if (p->sdfg && type && !strcmp(type, "MapEntry") && !sn && k->begin_tok != NONE) {
        size_t t = k->begin_tok;
        while ((t = pdd_tok_prev(&p->toks, t)) != NONE &&
               (pass_is(p, t, "{") || pass_is(p, t, "}") || p->toks.tok[t].kind == PDD_TOK_PREPROC))
            ;
        int from = t == NONE ? 1 : pdd_tok_line(&p->toks, t) + 1;
        for (int line = k->line - 1; line >= from && !sn; line--)
            sn = pdd_sdfg_node_at_line(p->sdfg, line, type);
        if (!sn && k->kind == KERNEL_LOOP)
            sn = map_of_body(p, k);
        if (!sn && k->kind == KERNEL_LOOP)
            sn = map_of_tasklet(p, k);
    }
    if (p->sdfg && !sn && !type)
        sn = pdd_sdfg_node_by_generated_name(p->sdfg, fallback);
    if (sn && type) {
        k->name = pass_strf(p, PASS_NAME, "%s_%d_%d_%d", sn->label ? sn->label : "map", sn->cfg, sn->state,
                 sn->node);
        k->label = pass_strf(p, PASS_NAME, "%s", sn->label ? sn->label : "");
    } else if (p->sdfg && type && (name_from_nodes(p, k, k->line, dst) ||
                                   (k->kind == KERNEL_LOOP && name_from_nodes(p, k, body_line(p, k), dst)))) {
        return;
    } else if (p->sdfg && type && !sn && name_from_copy_write(p, k, dst)) {
        return;
    } else {
        k->name = pass_strf(p, PASS_NAME, "%s", fallback);
        if (sn && sn->label)
            k->label = pass_strf(p, PASS_NAME, "%s", sn->label);
    }
}

static int find_loop_kernels(pass *p)
{
    for (size_t i = 0; i < p->syn.n; i++) {
        if (N(p, (int)i)->kind != PDD_SYN_FOR || outer_loop(p, (int)i) != (int)i)
            continue;
        int f = fn_of_node(p, (int)i);
        if (f < 0 || p->fns[f].skip || p->fns[f].kernel_context || N(p, p->fns[f].node)->is_global)
            continue;
        const pdd_syn_node *fo = N(p, (int)i);
        int k = add_kernel(p, KERNEL_LOOP, f, (int)i, pdd_tok_line(&p->toks, fo->first));
        if (k < 0)
            return -1;
        pass_kernel *K = &p->kernels[k];
        K->begin_tok = fo->pragma != NONE ? fo->pragma : fo->first;
        K->end_tok = fo->last;
        char fallback[PASS_NAME + 32];
        snprintf(fallback, sizeof fallback, "%s_loop_%d", p->fns[f].name, K->line);
        name_kernel(p, K, "MapEntry", fallback, NULL);
    }
    return 0;
}

/* The function whose body holds token t (functions are in file order), or -1. */
static int fn_at_token(const pass *p, size_t t)
{
    int lo = 0, hi = p->nfns - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        const pdd_syn_node *f = N(p, p->fns[mid].node);
        if (t < f->open)
            hi = mid - 1;
        else if (t > f->close)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}

static int call_argument(const pass *p, size_t tok, int arg, size_t *a, size_t *b);

/* The stream a launch runs on: cudaLaunchKernel's last argument, or the fourth of <<<...>>>
 * ("0", the default stream, when there is none). The walk ends with the statement (token
 * last): a `<<<` without `>>>` is no launch configuration. */
static void launch_stream(pass *p, size_t t, int launch, size_t last, pass_kernel *K)
{
    K->stream = pass_strf(p, PASS_EXPR / 4, "0");
    size_t a, b, la = NONE, lb = NONE;
    if (launch) {
        for (int n = 0; n < 16 && !call_argument(p, t, n, &a, &b); n++)
            la = a, lb = b;
        if (la != NONE)
            K->stream = pass_tok_str(p, la, lb + 1, PASS_EXPR / 4);
        return;
    }
    int n = 0, depth = 0;
    size_t start = pass_next(p, t);
    for (size_t q = start; !pass_at_eof(p, q) && q <= last && !pass_is(p, q, ">>>"); q = pass_next(p, q)) {
        if (pass_is(p, q, "(") || pass_is(p, q, "[") || pass_is(p, q, "{"))
            depth++;
        else if (pass_is(p, q, ")") || pass_is(p, q, "]") || pass_is(p, q, "}"))
            depth--;
        else if (depth == 0 && pass_is(p, q, ",")) {
            n++;
            start = pass_next(p, q);
            continue;
        }
        if (n == 3 && pass_is(p, pass_next(p, q), ">>>"))
            K->stream = pass_tok_str(p, start, q + 1, PASS_EXPR / 4);
    }
}

static uint64_t name_hash(const char *s);

/* The launch kernels by the hash of their names, the first of each name. 0, or -1 out of memory. */
static int index_launches(const pass *p, pass_pairmap *m)
{
    for (int k = 0, had; k < p->nkernels; k++)
        if (p->kernels[k].kind == KERNEL_LAUNCH && !pass_pairmap_get(m, name_hash(p->kernels[k].name), &had) &&
            pass_pairmap_put(m, name_hash(p->kernels[k].name), k))
            return -1;
    return 0;
}

/* The first launch kernel named `name`, or -1. */
static int launch_named(const pass *p, const pass_pairmap *m, const char *name)
{
    int k;
    if (!pass_pairmap_get(m, name_hash(name), &k))
        return -1;
    if (!strcmp(p->kernels[k].name, name))
        return k;
    for (k = 0; k < p->nkernels; k++) /* two names of one hash */
        if (p->kernels[k].kind == KERNEL_LAUNCH && !strcmp(p->kernels[k].name, name))
            return k;
    return -1;
}

/* GPU launches: cudaLaunchKernel((void*)NAME, ...) or NAME<<<...>>>(...). */
static int find_launches(pass *p)
{
    if (!memmem(p->src, p->len, "LaunchKernel", 12) && !memmem(p->src, p->len, "<<<", 3))
        return 0; /* most host sources launch nothing */
    int last_stmt = -1;
    for (size_t t = 0; t < p->toks.n; t++) {
        int launch = pass_is(p, t, "cudaLaunchKernel") || pass_is(p, t, "hipLaunchKernel");
        if (!launch && !pass_is(p, t, "<<<"))
            continue;
        int f = fn_at_token(p, t);
        if (f < 0 || p->fns[f].skip || N(p, p->fns[f].node)->is_global)
            continue;
        int stmt = owner_of(p, t, p->fns[f].node);
        if (N(p, stmt)->kind != PDD_SYN_STMT || stmt == last_stmt)
            continue;
        last_stmt = stmt;
        size_t name_tok = NONE;
        if (launch) { /* the first identifier after the '(' that is not void */
            for (size_t q = pass_next(p, t); !pass_at_eof(p, q) && q <= N(p, stmt)->last; q = pass_next(p, q))
                if (p->toks.tok[q].kind == PDD_TOK_IDENT && !pass_is(p, q, "void")) {
                    name_tok = q;
                    break;
                }
        } else {
            name_tok = pdd_tok_prev(&p->toks, t);
        }
        if (name_tok == NONE)
            continue;
        const pdd_syn_node *s = N(p, stmt);
        int k = add_kernel(p, KERNEL_LAUNCH, f, stmt, pdd_tok_line(&p->toks, s->first));
        if (k < 0)
            return -1;
        pass_kernel *K = &p->kernels[k];
        char name[PASS_NAME];
        pass_text(p, name_tok, name, sizeof name);
        name_kernel(p, K, NULL, name, NULL);
        K->begin_tok = s->first;
        K->check_tok = s->last;
        launch_stream(p, t, launch, s->last, K);
        /* END before the launcher's closing brace: after DaCe's own checks, and after a
         * trailing #ifdef block (a SYNCDEBUG check) rather than inside it */
        size_t close = N(p, p->fns[f].node)->close;
        K->end_tok = pdd_tok_prev(&p->toks, close);
        for (size_t q = K->end_tok + 1; q < close; q++)
            if (p->toks.tok[q].kind == PDD_TOK_PREPROC)
                K->end_tok = q;
    }
    /* __global__ functions nobody here launches still describe kernels */
    pass_pairmap launches = {0};
    if (index_launches(p, &launches))
        return -1;
    for (int f = 0; f < p->nfns; f++) {
        if (!N(p, p->fns[f].node)->is_global)
            continue;
        if (launch_named(p, &launches, p->fns[f].name) >= 0)
            continue;
        int k = add_kernel(p, KERNEL_DEVICE, f, p->fns[f].node, pdd_tok_line(&p->toks, N(p, p->fns[f].node)->first));
        if (k < 0)
            return pass_pairmap_free(&launches), -1;
        name_kernel(p, &p->kernels[k], NULL, p->fns[f].name, NULL);
    }
    pass_pairmap_free(&launches);
    return 0;
}

/* ---- fields ----------------------------------------------------------------------- */

static int type_from_word(const char *w)
{
#define TYPE_WORD(id, log, c, dace, size) {c, PDD_T_##id},
    static const struct {
        const char *word;
        int type;
    } words[] = {PDD_TYPES(TYPE_WORD)
                 /* the C spellings beside the fixed-width ones */
                 {"long", PDD_T_I64}, {"int", PDD_T_I32}, {"short", PDD_T_I16}, {"char", PDD_T_I8}};
#undef TYPE_WORD
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (*words[i].word && !strcmp(w, words[i].word))
            return words[i].type;
    return PDD_T_UNKNOWN;
}

/* The element type of `name` from its declaration in function fn (parameter or local):
 * the last type word before the name. */
static int declared_type(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = occurrences(p, name, f->params_open, &end);
    for (; o < end && *o < f->close; o++) {
        size_t t = *o;
        int type = PDD_T_UNKNOWN;
        for (size_t q = pdd_tok_prev(&p->toks, t); q != NONE && q > f->params_open; q = pdd_tok_prev(&p->toks, q)) {
            if (pass_is(p, q, ",") || pass_is(p, q, "(") || pass_is(p, q, ";") || pass_is(p, q, "{") ||
                pass_is(p, q, "}") || pass_is(p, q, "="))
                break;
            char w[64];
            pass_text(p, q, w, sizeof w);
            if (type_from_word(w) != PDD_T_UNKNOWN) {
                type = type_from_word(w);
                break;
            }
        }
        if (type != PDD_T_UNKNOWN)
            return type;
    }
    return PDD_T_UNKNOWN;
}

/* A field's dimensions and layout from its SDFG array (layout_known when every extent and
 * stride is a usable expression). */
static void field_take_layout(pass *p, pass_field *f, const pdd_sdfg_array *a)
{
    f->ndim = a->ndim, f->transient = a->transient;
    f->layout_known = a->ndim > 0 && a->ndim <= 8;
    for (int d = 0; d < a->ndim && d < 8; d++) {
        if (!a->shape[d] || !a->strides[d]) {
            f->layout_known = 0;
            break;
        }
        if (strlen(a->shape[d]) >= PASS_EXPR / 4 || strlen(a->strides[d]) >= PASS_EXPR / 4) {
            f->layout_known = 0; /* cut short it would not compile */
            f->why = pass_strf(p, PASS_EXPR / 2, "shape[%d] or strides[%d] is longer than %d characters", d, d,
                               PASS_EXPR / 4 - 1);
            break;
        }
        f->shape[d] = pass_strf(p, PASS_EXPR / 4, "%s", a->shape[d]);
        f->strides[d] = pass_strf(p, PASS_EXPR / 4, "%s", a->strides[d]);
    }
}

/* A field's type, storage and layout from its SDFG array, and why it has no index when the
 * layout is unusable (a scalar needs none). */
static void field_take_array(pass *p, pass_field *f, const pdd_sdfg_array *a)
{
    f->why = "";
    f->type = a->type, f->storage = a->storage;
    field_take_layout(p, f, a);
    if (!f->layout_known && !a->is_scalar && !f->why[0])
        f->why = pass_strf(p, PASS_EXPR / 2, "%s", a->layout_why ? a->layout_why : "no shape in the SDFG");
}

static uint64_t name_hash(const char *s)
{
    uint64_t h = 14695981039346656037ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* The field named `name`, or -1 (a hash of the names: a file can have many). */
static int field_find(const pass *p, const char *name)
{
    int i;
    if (!pass_pairmap_get(&p->by_name, name_hash(name), &i))
        return -1;
    if (!strcmp(p->fields[i].name, name))
        return i;
    for (i = 0; i < p->nfields; i++) /* two names of one hash: never seen, but correct */
        if (!strcmp(p->fields[i].name, name))
            return i;
    return -1;
}

static int field_index(pass *p, const char *name)
{
    int had = field_find(p, name);
    if (had >= 0)
        return had;
    pass_field *f = grow(p->fields, &p->capfields, p->nfields + 1, sizeof *f);
    if (!f)
        return -1;
    p->fields = f;
    f = &p->fields[p->nfields];
    memset(f, 0, sizeof *f);
    f->why = "";
    for (int d = 0; d < 8; d++)
        f->shape[d] = f->strides[d] = f->start[d] = "";
    f->name = pass_strf(p, PASS_NAME, "%s", name);
    f->base = pass_strf(p, PASS_NAME, "%s", name);
    f->bind_tok = NONE;
    f->storage = PDD_STORAGE_UNKNOWN;
    const pdd_sdfg_array *a = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, name) : NULL;
    if (!a && p->sdfg) /* a nested SDFG's own transient */
        a = pdd_sdfg_array_by_name(p->sdfg, -1, name);
    if (a) {
        field_take_array(p, f, a);
    } else if (p->sdfg) {
        f->why = pass_strf(p, PASS_EXPR / 2, "no array of that name in the SDFG");
    }
    if (field_find(p, f->name) < 0 && pass_pairmap_put(&p->by_name, name_hash(f->name), p->nfields))
        return -1;
    return p->nfields++;
}

int pass_field_of(pass *p, const char *name)
{
    return field_index(p, name);
}

/* ---- stores ----------------------------------------------------------------------- */

/* The argument number `arg` (0-based) of the call whose name is at `tok`: token range. */
static int call_argument(const pass *p, size_t tok, int arg, size_t *a, size_t *b)
{
    size_t open = pass_next(p, tok), close = match_of(p, open);
    if (close == NONE)
        return -1;
    size_t start = pass_next(p, open);
    int n = 0;
    for (size_t t = start; !pass_at_eof(p, t) && t <= close; t = pass_next(p, t)) {
        if (pass_is(p, t, "(") || pass_is(p, t, "[") || pass_is(p, t, "{")) {
            t = match_of(p, t);
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

/* Function fn's parameters into p->facts (FACT_PARAM: the position of each name, its first
 * declaration's). Returns 0, or -1 out of memory. */
static int index_params(pass *p, int fn)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    int pos = 0, had;
    for (size_t t = pass_next(p, f->params_open); !pass_at_eof(p, t) && t < f->params_close; t = pass_next(p, t)) {
        if (pass_is(p, t, "(") || pass_is(p, t, "[")) {
            t = match_of(p, t);
            if (t == NONE)
                break;
            continue;
        }
        if (pass_is(p, t, ","))
            pos++;
        else if (p->toks.tok[t].kind == PDD_TOK_IDENT) {
            size_t after = pass_next(p, t);
            if (!pass_is(p, after, ",") && after != f->params_close && !pass_is(p, after, "["))
                continue; /* a type's word, not the parameter's name */
            uint64_t key = fact_key(FACT_PARAM, fn, pdd_names_id_n(&p->names, p->src + p->toks.tok[t].start, p->toks.tok[t].len));
            if (!pass_pairmap_get(&p->facts, key, &had) && pass_pairmap_put(&p->facts, key, pos))
                return -1;
        }
    }
    return 0;
}

/* Which parameter position `name` has in function fn, or -1. */
static int param_position(const pass *p, int fn, const char *name)
{
    int id = pdd_names_id(&p->names, name), pos;
    return id >= 0 && pass_pairmap_get(&p->facts, fact_key(FACT_PARAM, fn, id), &pos) ? pos : -1;
}

static size_t member_chain_end(const pass *p, size_t t);

/* Follows a nested function's parameter to the array its callers pass: `&A[...]`, `A`,
 * `A + ...`. Writes the outer name (or name itself) into out; returns 1 when it reached a
 * function that is no one's callee through parameters (a root name), 0 otherwise. */
/* A local pointer of function fn, `T *name = &X[...]` / `= X`, or declared `T *name;` and
 * assigned later (`name = &X[...];`, as DaCe 2 passes views to nested SDFGs): the X it points
 * into, or 0. */
static int local_pointer_target(const pass *p, int fn, const char *name, char *out, size_t n)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    int declared = 0;
    const uint32_t *end, *first = occurrences(p, name, f->open, &end);
    for (const uint32_t *o = first; o < end && *o < f->close && !declared; o++)
        declared = pass_is(p, pdd_tok_prev(&p->toks, *o), "*") && pass_is(p, pass_next(p, *o), ";");
    for (const uint32_t *o = first; o < end && *o < f->close; o++) {
        size_t t = *o;
        if (!pass_is(p, pass_next(p, t), "="))
            continue;
        size_t prev = pdd_tok_prev(&p->toks, t), a = pass_next(p, pass_next(p, t));
        int initialised = prev != NONE && pass_is(p, prev, "*");
        /* assigned after its declaration: only `name = &X[...]` (not `= new ...`, `= f(...)`) */
        int assigned = declared && prev != NONE &&
                       (pass_is(p, prev, ";") || pass_is(p, prev, "{") || pass_is(p, prev, "}")) &&
                       pass_is(p, a, "&") && p->toks.tok[pass_next(p, a)].kind == PDD_TOK_IDENT &&
                       pass_is(p, pass_next(p, member_chain_end(p, pass_next(p, a))), "[");
        if (!initialised && !assigned)
            continue;
        if (pass_is(p, a, "&"))
            a = pass_next(p, a);
        if (p->toks.tok[a].kind != PDD_TOK_IDENT)
            return 0;
        size_t last = member_chain_end(p, a);
        if (last != a) /* into a state-struct member (`&__state->__0_tmp[...]`): the member */
            pdd_tok_text(&p->toks, a, last + 1, out, n);
        else
            pass_text(p, a, out, n);
        return 1;
    }
    return 0;
}

/* The last identifier of a member access starting at identifier t (`__state->__0_acc`,
 * `s.x`), or t itself. */
static size_t member_chain_end(const pass *p, size_t t)
{
    while ((pass_is(p, pass_next(p, t), "->") || pass_is(p, pass_next(p, t), ".")) &&
           p->toks.tok[pass_next(p, pass_next(p, t))].kind == PDD_TOK_IDENT)
        t = pass_next(p, pass_next(p, t));
    return t;
}

static int resolve_alias(const pass *p, int fn, const char *name, char *out, size_t n, int depth)
{
    snprintf(out, n, "%s", name);
    char target[PASS_NAME];
    if (depth < 16 && param_position(p, fn, name) < 0 && local_pointer_target(p, fn, name, target, sizeof target))
        return resolve_alias(p, fn, target, out, n, depth + 1);
    int pos = param_position(p, fn, name);
    if (pos < 0 || depth > 16)
        return p->fns[fn].is_root || pos < 0;
    /* The exported __program_<name> is the program's boundary: its callers (gt4py's glue
     * passing gt::sid pointers, a user's C) are not the SDFG, their names are not fields. */
    if (p->fns[fn].skip)
        return 1;
    call_site calls[4];
    if (find_calls(p, fn, calls, 4) < 1)
        return p->fns[fn].is_root;
    size_t a, b;
    if (call_argument(p, calls[0].tok, pos, &a, &b))
        return 0;
    if (pass_is(p, a, "&"))
        a = pass_next(p, a);
    if (pass_is(p, a, "(")) /* (T*)x casts */
        a = pass_next(p, match_of(p, a));
    if (p->toks.tok[a].kind != PDD_TOK_IDENT)
        return 0;
    char outer[PASS_NAME];
    size_t last = member_chain_end(p, a);
    if (last != a) { /* a state-struct member (__state->__0_acc): the array itself */
        pdd_tok_text(&p->toks, a, last + 1, out, n);
        return 1;
    }
    pass_text(p, a, outer, sizeof outer);
    return resolve_alias(p, calls[0].caller, outer, out, n, depth + 1);
}

/* Is `name` declared inside node `scope` (a local of a loop body)? */
static int declared_inside(const pass *p, int scope, const char *name)
{
    const pdd_syn_node *s = N(p, scope);
    const uint32_t *end, *o = occurrences(p, name, s->first, &end);
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
        if (declared_inside(p, body, w))
            return 0;
    }
    return 1;
}

/* Does the index [a, b] multiply loop's variable (`K * j`, `j * K`)? Then the loop's
 * stores are strided and it stays scalar. */
static int index_strides_with(const pass *p, int loop, size_t a, size_t b)
{
    int declared;
    size_t v = for_variable(p, loop, &declared);
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

/* Does node `block` hold a FOR that is no control flow (a map's loop nest: a kernel)? */
static int holds_map_loop(const pass *p, int block)
{
    return p->holds_map[block];
}

/* The tasklet block a loose store sits in (its parent block), as a kernel of its own. */
static int block_kernel(pass *p, int fn, int stmt, const char *target)
{
    int block = N(p, stmt)->parent;
    if (block < 0 || N(p, block)->kind != PDD_SYN_BLOCK || block == N(p, p->fns[fn].node)->child ||
        holds_map_loop(p, block))
        block = stmt; /* a store straight in the function body, or beside map loops (a copy in a
                       * time loop's body): the statement alone, so that its call begins and ends
                       * in order among theirs */
    if (p->node_block[block] >= 0)
        return p->node_block[block];
    int k = add_kernel(p, KERNEL_BLOCK, fn, block, pdd_tok_line(&p->toks, N(p, stmt)->first));
    if (k < 0)
        return -1;
    pass_kernel *K = &p->kernels[k];
    K->begin_tok = N(p, block)->first;
    K->end_tok = N(p, block)->last;
    char fallback[PASS_NAME + 32];
    snprintf(fallback, sizeof fallback, "%s_line_%d", p->fns[fn].name, K->line);
    name_kernel(p, K, "Tasklet", fallback, target);
    return k;
}

/* caller_kernel while kernel_of follows fn's first call outwards */
#define CALLER_RESOLVING (-2)

/* The kernel a statement of function fn belongs to, or -1. */
static int kernel_of(pass *p, int fn, int stmt, const char *target)
{
    if (p->fns[fn].kernel_context) {
        if (p->fns[fn].caller_kernel >= 0)
            return p->fns[fn].caller_kernel;
        if (p->fns[fn].caller_kernel == CALLER_RESOLVING)
            return -1; /* a cycle of calls (recursion) reaches no loop */
        call_site calls[1];
        if (find_calls(p, fn, calls, 1) < 1)
            return -1;
        p->fns[fn].caller_kernel = CALLER_RESOLVING;
        int k = kernel_of(p, calls[0].caller, calls[0].stmt, NULL);
        p->fns[fn].caller_kernel = k;
        return k;
    }
    int top = outer_loop(p, stmt);
    if (top >= 0)
        return p->node_kernel[top];
    return block_kernel(p, fn, stmt, target);
}

/* The field a state-struct member stands for: DaCe keeps a persistent array `name` of SDFG
 * n as `__state->__<n>_<name>`; the member is also how the program function reaches it. */
static int member_field(pass *p, const char *target)
{
    char name[PASS_NAME];
    int sdfg_id;
    member_name(target, name, sizeof name, &sdfg_id);
    int had = p->nfields;
    int f = field_index(p, name);
    if (f < 0 || f < had)
        return f;
    pass_field *F = &p->fields[f];
    F->base = pass_strf(p, PASS_NAME, "%s", target);
    const pdd_sdfg_array *a = p->sdfg && sdfg_id > 0 ? pdd_sdfg_array_by_name(p->sdfg, sdfg_id, name) : NULL;
    if (a) /* a nested SDFG's persistent array: its own layout */
        field_take_array(p, F, a);
    return f;
}

static int add_site(pass *p, int fn, int stmt, const char *target, size_t ia, size_t ib, int wcr,
                    const char *copy_dst, const char *copy_count)
{
    char root[PASS_NAME];
    int direct = param_position(p, fn, target) < 0 || p->fns[fn].is_root;
    int field;
    if (is_member(target))
        snprintf(root, sizeof root, "%s", target);
    else
        resolve_alias(p, fn, target, root, sizeof root, 0);
    if (is_member(root))
        field = member_field(p, root);
    else
        field = field_index(p, root);
    if (field < 0)
        return -1;
    if (p->fields[field].type == PDD_T_UNKNOWN)
        p->fields[field].type = declared_type(p, fn, target);
    int kernel = kernel_of(p, fn, stmt, target);
    if (kernel < 0)
        return 0; /* not inside anything we can attribute */
    pass_site *s = grow(p->sites, &p->capsites, p->nsites + 1, sizeof *s);
    if (!s)
        return -1;
    p->sites = s;
    s = &p->sites[p->nsites];
    memset(s, 0, sizeof *s);
    s->target = s->index = s->copy_dst = s->copy_count = s->copy_loops = s->bind = "";
    s->kernel = kernel, s->field = field, s->stmt = stmt, s->line = pdd_tok_line(&p->toks, N(p, stmt)->first);
    s->root_offset = direct;
    s->target = pass_strf(p, PASS_NAME, "%s", target);
    if (ia == NONE)
        s->index = pass_strf(p, PASS_EXPR, "0");
    else
        s->index = pass_tok_str(p, ia, ib + 1, PASS_EXPR);
    int loop = loop_around(p, stmt);
    s->loop = loop;
    s->form = SITE_STORE;
    if (copy_dst) {
        s->form = SITE_COPY;
        s->copy_dst = pass_strf(p, PASS_EXPR, "%s", copy_dst);
        s->copy_count = pass_strf(p, PASS_EXPR, "%s", copy_count);
    } else if (!wcr && loop >= 0 && !pragma_is_omp_parallel(p, N(p, loop)->pragma) &&
        (ia == NONE || index_usable_after(p, loop, ia, ib))) {
        s->form = SITE_LOOP;
        s->strided = ia != NONE && index_strides_with(p, loop, ia, ib);
    }
    pass_kernel *K = &p->kernels[kernel];
    int seen = 0;
    for (int i = 0; i < K->nfields; i++)
        seen |= K->fields[i] == field;
    if (!seen && K->nfields < 64)
        K->fields[K->nfields++] = field;
    p->nsites++;
    return 0;
}

/* Is `name` a local array of function fn (T name[N];)? Those are registers, not fields.
 * The function's local arrays are listed once, on first use. */
static int local_array(pass *p, int fn, const char *name)
{
    pass_fn *F = &p->fns[fn];
    if (!F->locals_done) {
        F->locals_done = 1;
        const pdd_syn_node *f = N(p, F->node);
        for (size_t t = f->open; t < f->close; t++) {
            if (p->toks.tok[t].kind != PDD_TOK_IDENT || !pass_is(p, pass_next(p, t), "["))
                continue;
            size_t prev = pdd_tok_prev(&p->toks, t);
            if (prev == NONE || p->toks.tok[prev].kind != PDD_TOK_IDENT)
                continue;
            char w[64];
            pass_text(p, prev, w, sizeof w);
            if (type_from_word(w) == PDD_T_UNKNOWN && strcmp(w, "auto"))
                continue;
            if (pass_pairmap_put(&p->facts, fact_key(FACT_LOCAL_ARRAY, fn, pdd_names_id_n(&p->names, p->src + p->toks.tok[t].start, p->toks.tok[t].len)), 1))
                break; /* out of memory: taken for a field */
            F->nlocals++;
        }
    }
    int id = pdd_names_id(&p->names, name), yes;
    return F->nlocals && id >= 0 && pass_pairmap_get(&p->facts, fact_key(FACT_LOCAL_ARRAY, fn, id), &yes);
}

/* The array a pointer expression [a, b] points into: `X`, `&X[...]`, `X + ...`. */
static int pointer_base(const pass *p, size_t a, char *out, size_t n)
{
    if (pass_is(p, a, "&"))
        a = pass_next(p, a);
    if (p->toks.tok[a].kind != PDD_TOK_IDENT)
        return 0;
    /* a state member names the persistent array (`__state->__0_acc`) */
    pdd_tok_text(&p->toks, a, member_chain_end(p, a) + 1, out, n);
    return 1;
}

static const char *c_type_of(int type)
{
    return type == PDD_T_F64 ? "double" : type == PDD_T_F32 ? "float" : NULL;
}

/* Is `name` a plain local variable of function fn (`double name;`, no pointer, no array)? */
static int local_scalar(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = occurrences(p, name, f->open, &end);
    for (; o < end && *o < f->close; o++) {
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

/* A bulk copy into a field: memcpy(dst, src, bytes), or DaCe's 1-D
 * CopyNDDynamic<T, 1, A, 1>::...::Copy(src, dst, n, 1) / CopyND<T, 1, A, N>::...::Copy(src, dst, ...).
 * Returns 1 when the statement is one (site added), 0 when not, -1 on failure. */
static int find_copy(pass *p, int fn, int stmt)
{
    const pdd_syn_node *s = N(p, stmt);
    for (size_t t = s->first; !pass_at_eof(p, t) && t <= s->last; t = pass_next(p, t)) {
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
            if (!v || !pass_is(p, call, "(") || call_argument(p, close, 1, &da, &db))
                return 0;
            *v = 0;
            dim = strrchr(tmpl, ',');
            const char *vec = v + strspn(v + 1, " ") + 1;
            if (!call_argument(p, close, 2, &ca, &cb)) {
                char n[PASS_EXPR / 2];
                pdd_tok_text(&p->toks, ca, cb + 1, n, sizeof n);
                snprintf(count, sizeof count, "(%s) * (%s)", n, vec);
            } else if (dim) {
                snprintf(count, sizeof count, "(%s) * (%s)", dim + 1 + strspn(dim + 1, " "), vec);
            } else {
                return 0;
            }
        } else if (dace_copy) {
            /* template arguments up to '>', then ...::Copy( */
            size_t close = template_args(p, t, s->last, tmpl, sizeof tmpl);
            int dims = 0;
            char *last = strrchr(tmpl, ',');
            if (last)
                dims = atoi(last + 1);
            if (dims < 1 || dims > 8 || (dims > 1 && !pass_is(p, t, "CopyNDDynamic")))
                return 0;
            call = NONE;
            for (size_t r = close; !pass_at_eof(p, r) && r <= s->last; r = pass_next(p, r))
                if (pass_is(p, r, "Copy") && pass_is(p, pass_next(p, r), "(")) {
                    call = r;
                    break;
                }
            if (call == NONE || call_argument(p, call, 1, &da, &db))
                return 0;
            int dynamic = pass_is(p, t, "CopyNDDynamic");
            if (dims > 1) {
                /* Copy(src, dst, then per dimension: extent, source stride, destination stride):
                 * loops over the outer dimensions, a run of the last one scanned at a time */
                char ext[8][PASS_EXPR / 8], str[8][PASS_EXPR / 8];
                for (int d = 0; d < dims; d++) {
                    size_t xa, xb, sa, sb;
                    if (call_argument(p, call, 2 + 3 * d, &xa, &xb) || call_argument(p, call, 4 + 3 * d, &sa, &sb))
                        return 0;
                    pdd_tok_text(&p->toks, xa, xb + 1, ext[d], sizeof ext[d]);
                    pdd_tok_text(&p->toks, sa, sb + 1, str[d], sizeof str[d]);
                }
                char dst0[PASS_EXPR / 2];
                pdd_tok_text(&p->toks, da, db + 1, dst0, sizeof dst0);
                size_t lu = 0, du = (size_t)snprintf(nd_dst, sizeof nd_dst, "(%s)", dst0);
                int inner_run = !strcmp(str[dims - 1], "1");
                for (int d = 0; d < dims - inner_run && lu < sizeof nd_loops && du < sizeof nd_dst; d++) {
                    lu += (size_t)snprintf(nd_loops + lu, sizeof nd_loops - lu,
                                           "for (int64_t pdd_c%d = 0; pdd_c%d < (int64_t)(%s); pdd_c%d++) ", d, d,
                                           ext[d], d);
                    du += (size_t)snprintf(nd_dst + du, sizeof nd_dst - du, " + pdd_c%d * (int64_t)(%s)", d, str[d]);
                }
                if (lu >= sizeof nd_loops || du >= sizeof nd_dst)
                    return 0;
                snprintf(count, sizeof count, "%s", inner_run ? ext[dims - 1] : "1");
            } else if (dynamic) {
                if (call_argument(p, call, 2, &ca, &cb))
                    return 0;
                pdd_tok_text(&p->toks, ca, cb + 1, count, sizeof count);
            } else {
                /* CopyND<T, VL, ALIGNED, N>: the count is the template's last argument */
                snprintf(count, sizeof count, "%s", last + 1);
            }
        } else if (memcpy_call) {
            if (call_argument(p, call, 0, &da, &db) || call_argument(p, call, 2, &ca, &cb))
                return 0;
        }
        if (!pointer_base(p, da, target, sizeof target))
            return 0;
        /* DaCe 1 reads an element into a local (`Copy(a + k, &__tmp1, 1)`): no field is written */
        if (pass_is(p, da, "&") && local_scalar(p, fn, target))
            return 0;
        if (local_array(p, fn, target))
            return 0; /* a kernel's local array (registers), as for its indexed stores */
        resolve_alias(p, fn, target, root, sizeof root, 0);
        int field = field_find(p, root);
        if (is_member(root) && (field = member_field(p, root)) < 0)
            return -1; /* a persistent array: the field it stands for, with the SDFG's type */
        const pdd_sdfg_array *arr = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, field >= 0 ? p->fields[field].name : root) : NULL;
        int type = field >= 0 ? p->fields[field].type : arr ? arr->type : declared_type(p, fn, target);
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

static int is_assign_op(const pass *p, size_t t)
{
    static const char *const ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (pass_is(p, t, ops[i]))
            return 1;
    return 0;
}

/* `NAME[index] op= value;`: its target and index tokens [*ia, *ib]; 0 when the statement
 * is not one. */
static int indexed_store(pass *p, const pdd_syn_node *s, char *target, size_t len, size_t *ia,
                         size_t *ib)
{
    size_t t0 = s->first, last = t0;
    if (p->toks.tok[t0].kind != PDD_TOK_IDENT)
        return 0;
    last = member_chain_end(p, t0); /* a state-struct member: __state->__0_dm[...] */
    if (!pass_is(p, pass_next(p, last), "["))
        return 0;
    size_t open = pass_next(p, last), close = match_of(p, open);
    if (close == NONE || close >= s->last || !is_assign_op(p, pass_next(p, close)))
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
static int wcr_store(pass *p, size_t t, char *target, size_t len, size_t *ia, size_t *ib)
{
    size_t a, b;
    if (call_argument(p, t, 0, &a, &b))
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
        *ia = pass_next(p, after), *ib = pdd_tok_prev(&p->toks, match_of(p, after));
    else if (after <= b)
        return 0;
    else if (name != a)
        return 2;
    return 1;
}

/* Is `name` a parameter of function fn declared as a non-const reference (`double& x`)?
 * DaCe 1.x passes a nested SDFG's one-element outputs so: `fn(..., pkz[...])`. */
static int written_reference(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = occurrences(p, name, f->params_open, &end);
    for (; o < end && *o < f->params_close; o++) {
        size_t t = *o;
        size_t after = pass_next(p, t), q = pdd_tok_prev(&p->toks, t);
        if (!(pass_is(p, after, ",") || after == f->params_close) || !pass_is(p, q, "&"))
            return 0;
        for (; q != NONE && q > f->params_open && !pass_is(p, q, ","); q = pdd_tok_prev(&p->toks, q))
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
    int *g = grow(done->pairs, &done->cap, 2 * (done->n + 1), sizeof *g);
    if (!g)
        return -1;
    done->pairs = g;
    g[2 * done->n] = fn, g[2 * done->n + 1] = pos, done->n++;
    const pass_fn *F = &p->fns[fn];
    for (int c = 0; c < F->ncalls && depth < 16; c++) {
        call_site cs = ((const call_site *)p->calls)[F->first_call + c];
        size_t a, b;
        if (call_argument(p, cs.tok, pos, &a, &b) || p->toks.tok[a].kind != PDD_TOK_IDENT)
            continue;
        char target[PASS_NAME];
        size_t last = member_chain_end(p, a);
        pdd_tok_text(&p->toks, a, last + 1, target, sizeof target);
        size_t open = pass_next(p, last);
        if (pass_is(p, open, "[") && match_of(p, open) == b) {
            if (local_array(p, cs.caller, target))
                continue;
            if (add_site(p, cs.caller, cs.stmt, target, pass_next(p, open), pdd_tok_prev(&p->toks, b), 0,
                         NULL, NULL))
                return -1;
        } else if (last == a && a == b && written_reference(p, cs.caller, target)) {
            int outer = param_position(p, cs.caller, target);
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
    int pos = written_reference(p, fn, name) ? param_position(p, fn, name) : -1;
    if (pos < 0)
        return 0;
    return reference_sites(p, fn, pos, done, 0) ? -1 : 1;
}

static int find_stores(pass *p)
{
    ref_done refs = {0};
    for (size_t i = 0; i < p->syn.n; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        if (s->kind != PDD_SYN_STMT)
            continue;
        int fn = fn_of_node(p, (int)i);
        if (fn < 0 || p->fns[fn].skip || N(p, p->fns[fn].node)->is_global)
            continue;
        char target[PASS_NAME];
        size_t ia, ib;
        if (indexed_store(p, s, target, sizeof target, &ia, &ib)) {
            if (local_array(p, fn, target))
                continue;
            if (add_site(p, fn, (int)i, target, ia, ib, 0, NULL, NULL))
                goto fail;
            continue;
        }
        if (p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, s->first), "["))
            continue; /* NAME[...] that is no store */
        if (p->toks.tok[s->first].kind == PDD_TOK_IDENT && is_assign_op(p, pass_next(p, s->first))) {
            pass_text(p, s->first, target, sizeof target);
            int ref = reference_store(p, fn, target, &refs);
            if (ref < 0)
                goto fail;
            if (ref)
                continue;
        }
        int copied = find_copy(p, fn, (int)i);
        if (copied < 0)
            goto fail;
        if (copied)
            continue;
        /* write-conflict resolution: ...::reduce_atomic(NAME + (index), value) or reduce(...) */
        for (size_t t = s->first; !pass_at_eof(p, t) && t <= s->last; t = pass_next(p, t)) {
            if (!(pass_is(p, t, "reduce_atomic") || pass_is(p, t, "reduce")) || !pass_is(p, pass_next(p, t), "("))
                continue;
            int shape = wcr_store(p, t, target, sizeof target, &ia, &ib);
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

/* ---- device stores (in .cu files) ------------------------------------------------- */

/* Are all identifiers of C expression expr parameters of function fn (or, with locals_too,
 * declared in its body)? When not, the first missing name goes to missing. */
static int expr_names_in_scope(const pass *p, int fn, const char *expr, int locals_too, char *missing,
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
            if (param_position(p, fn, word) < 0 &&
                !(locals_too && declared_inside(p, N(p, p->fns[fn].node)->child, word))) {
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

static int expr_in_scope(const pass *p, int fn, const char *expr)
{
    return expr_names_in_scope(p, fn, expr, 0, NULL, 0);
}

/* The SDFG array a __global__ kernel's pointer parameter stands for: the array of that name
 * (any SDFG, the top one first), or for DaCe's copy kernels (`copy_<src>_to_<dst>_...`,
 * parameter _cpy_out) the destination array named in the kernel's name. */
static const pdd_sdfg_array *device_array(const pass *p, const char *kernel, const char *param)
{
    if (!p->sdfg)
        return NULL;
    const pdd_sdfg_array *a = pdd_sdfg_array_by_name(p->sdfg, 0, param);
    if (!a)
        a = pdd_sdfg_array_by_name(p->sdfg, -1, param);
    if (a || strcmp(param, "_cpy_out") || strncmp(kernel, "copy_", 5))
        return a;
    const pdd_sdfg_array *best = NULL;
    for (size_t i = 0; i < p->sdfg->narrays; i++) {
        const pdd_sdfg_array *c = &p->sdfg->arrays[i];
        char pat[PASS_NAME + 8];
        snprintf(pat, sizeof pat, "_to_%s_", c->name);
        if (c->storage == PDD_STORAGE_GPU && strstr(kernel, pat) &&
            (!best || strlen(c->name) > strlen(best->name)))
            best = c;
    }
    return best;
}

/* The top-level array that nested-SDFG array a stands for (a itself at the top level; NULL
 * when it is a nested SDFG's own); *view says whether a is a view of it under another name,
 * a pointer into it such as `&gpu_delp[J*K + K]`. */
static const pdd_sdfg_array *top_array_of(const pass *p, const pdd_sdfg_array *a, int *view)
{
    const char *outer = a && a->sdfg_id != 0 ? pdd_sdfg_outer_name(p->sdfg, a->sdfg_id, a->name) : NULL;
    const pdd_sdfg_array *top = outer ? pdd_sdfg_array_by_name(p->sdfg, 0, outer) : NULL;
    *view = top && strcmp(outer, a->name);
    return top;
}

/* A store through `at` (a parameter of the __global__ kernel gfn, or of a device helper it
 * calls, pointing into the kernel's parameter `target`) becomes a device site of the launch
 * kernel k (launcher function wfn). */
static int add_device_site(pass *p, int gfn, int k, int stmt, const char *target, const char *at,
                           size_t ia, size_t ib)
{
    if (param_position(p, gfn, target) < 0 || local_array(p, gfn, target))
        return 0;
    const pdd_sdfg_array *a = device_array(p, p->fns[gfn].name, target);
    const char *name = a ? a->name : target;
    /* A nested SDFG's connector is a view of a top-level array, passed as a pointer into it
     * (`&gpu_delp[J*K + K]`): the field is that array. Where the view starts is not in this
     * file: the launcher binds the view, and the run time finds the array it views among
     * those the host code bound (add_view_arrays), to index by the array's layout. */
    int view;
    const pdd_sdfg_array *top = top_array_of(p, a, &view);
    if (top)
        name = top->name, a = top;
    int type = a ? a->type : declared_type(p, gfn, target);
    if (type != PDD_T_F64 && type != PDD_T_F32)
        return 0; /* only floating values fail a range */
    int field = field_find(p, name);
    if (field < 0) {
        if ((field = field_index(p, name)) < 0)
            return -1;
        pass_field *F = &p->fields[field];
        if (a && F->ndim == 0 && a->ndim > 0) /* declared in a nested SDFG */
            field_take_layout(p, F, a);
        F->type = type;
        F->storage = PDD_STORAGE_GPU;
    }
    pass_site *s = grow(p->sites, &p->capsites, p->nsites + 1, sizeof *s);
    if (!s)
        return -1;
    p->sites = s;
    s = &p->sites[p->nsites];
    memset(s, 0, sizeof *s);
    s->target = s->index = s->copy_dst = s->copy_count = s->copy_loops = s->bind = "";
    s->kernel = k, s->field = field, s->stmt = stmt, s->line = pdd_tok_line(&p->toks, N(p, stmt)->first);
    s->form = SITE_DEVICE, s->loop = -1, s->root_offset = 1;
    s->target = pass_strf(p, PASS_NAME, "%s", at);
    s->bind = pass_strf(p, PASS_NAME, "%s", target);
    if (ia == NONE)
        s->index = pass_strf(p, PASS_EXPR, "0");
    else
        s->index = pass_tok_str(p, ia, ib + 1, PASS_EXPR);
    pass_kernel *K = &p->kernels[k];
    int wfn = K->fn;
    const pass_field *F = &p->fields[field];
    if (param_position(p, wfn, target) >= 0) {
        s->dev_bind = 1, s->dev_view = view;
        int scope = F->layout_known && !view;
        char sym[PASS_NAME];
        for (int d = 0; d < F->ndim && scope; d++) {
            int shape_ok = expr_in_scope(p, wfn, F->shape[d]);
            if (!shape_ok && gtnext_range_symbol(F->name, F->shape[d], '1', sym, sizeof sym) &&
                !expr_in_scope(p, wfn, sym))
                s->dev_unknown |= 1u << d, shape_ok = 1; /* as find_bindings does on the host */
            scope = shape_ok && expr_in_scope(p, wfn, F->strides[d]);
            if (gtnext_range_symbol(F->name, F->shape[d], '0', sym, sizeof sym) && expr_in_scope(p, wfn, sym))
                s->dev_start |= 1u << d;
        }
        if (scope)
            s->dev_bind = 2;
        else
            s->dev_unknown = s->dev_start = 0;
    }
    pass_field *W = &p->fields[field];
    if (s->dev_bind < 2 && !s->dev_view && W->layout_known && !W->why[0] && p->sdfg)
        W->why = pass_strf(p, PASS_EXPR / 2, "in %s: %s", K->name,
                 s->dev_bind ? "its shape or strides name what the launcher does not have"
                             : "not a parameter of the launched kernel");
    if (!K->nsites)
        K->first_site = p->nsites;
    K->nsites++;
    int seen = 0;
    for (int i = 0; i < K->nfields; i++)
        seen |= K->fields[i] == field;
    if (!seen && K->nfields < 64)
        K->fields[K->nfields++] = field;
    p->nsites++;
    return 0;
}

/* How many call paths reach function h from __global__ functions (2 stands for "several"):
 * a device helper's probes carry fixed site numbers, so only a helper that runs for one
 * kernel, through one call, can have them. */
static int device_paths(const pass *p, int h, int depth)
{
    if (N(p, p->fns[h].node)->is_global)
        return 1;
    if (depth > 8)
        return 2;
    call_site calls[4];
    int n = 0, nc = find_calls(p, h, calls, 4);
    if (nc > 3)
        return 2;
    for (int c = 0; c < nc && n < 2; c++)
        n += calls[c].caller == h ? 2 : device_paths(p, calls[c].caller, depth + 1);
    return n < 2 ? n : 2;
}

/* A device helper that gets no probes is named in the manifest when it stores into one of its
 * parameters (what a probe would check). */
static void note_unprobed(pass *p, int h)
{
    for (int i = 0; i < p->nunprobed && i < PASS_UNPROBED; i++)
        if (!strcmp(p->unprobed[i].name, p->fns[h].name))
            return;
    const pdd_syn_node *hn = N(p, p->fns[h].node);
    for (size_t i = (size_t)p->fns[h].node + 1; i < p->syn.n && N(p, (int)i)->first <= hn->close; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        char at[PASS_NAME];
        size_t ia, ib;
        if (s->kind != PDD_SYN_STMT || fn_of_node(p, (int)i) != h || !indexed_store(p, s, at, sizeof at, &ia, &ib) ||
            param_position(p, h, at) < 0)
            continue;
        if (p->nunprobed < PASS_UNPROBED) {
            snprintf(p->unprobed[p->nunprobed].name, PASS_NAME, "%s", p->fns[h].name);
            p->unprobed[p->nunprobed].line = pdd_tok_line(&p->toks, hn->first);
        }
        p->nunprobed++;
        return;
    }
}

/* The calls function fn makes: p->out_calls[*from .. *to) (grouped by caller). */
static void calls_made_by(const pass *p, int fn, int *from, int *to)
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

/* Stores of kernel g (fn == g), or of a device helper it calls (fn, whose parameter at
 * position i points into g's parameter map[i], "" for none), into g's pointer parameters:
 * `a[idx] op= v;` and DaCe's atomic write-conflict resolution
 * `...::reduce_atomic(a + idx, v)`. Then the helpers fn calls, DaCe's nested SDFGs inside a
 * GPU map (DACE_DFI functions taking views such as `&gpu_a[(J * K) * i]`). */
#define HELPER_PARAMS 64
static int device_stores_in(pass *p, int g, int k, int fn, char (*map)[PASS_NAME], int depth)
{
    const pdd_syn_node *fnn = N(p, p->fns[fn].node);
    for (size_t i = (size_t)p->fns[fn].node + 1; i < p->syn.n && N(p, (int)i)->first <= fnn->close; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        if (s->kind != PDD_SYN_STMT || fn_of_node(p, (int)i) != fn)
            continue;
        char at[PASS_NAME];
        size_t ia, ib;
        int found = indexed_store(p, s, at, sizeof at, &ia, &ib);
        if (!found && p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, s->first), "["))
            continue; /* NAME[...] that is no store */
        for (size_t t = s->first; !pass_at_eof(p, t) && !found && t <= s->last; t = pass_next(p, t)) {
            if (!pass_is(p, t, "reduce_atomic") || !pass_is(p, pass_next(p, t), "("))
                continue;
            found = wcr_store(p, t, at, sizeof at, &ia, &ib);
            found = found < 1 ? 0 : found;
            break; /* else a pointer expression we do not read */
        }
        if (!found)
            continue;
        const char *target = at;
        if (fn != g) {
            int pos = param_position(p, fn, at);
            if (pos < 0 || pos >= HELPER_PARAMS || !map[pos][0] || local_array(p, fn, at))
                continue;
            target = map[pos];
        }
        int before = p->nsites;
        if (add_device_site(p, g, k, (int)i, target, at, ia, ib))
            return -1;
        if (p->nsites > before)
            p->sites[before].scalar = found == 2;
    }
    if (depth >= 8)
        return 0;
    int from, to;
    calls_made_by(p, fn, &from, &to);
    int reached = -1, last_h = -1, done_h = -1;
    for (int i = from; i < to; i++) {
        const call_site *cs = &((const call_site *)p->calls)[p->out_calls[i]];
        int h = cs->callee;
        const pass_fn *H = &p->fns[h];
        if (H->skip || N(p, H->node)->is_global || h == done_h)
            continue;
        if (h != last_h)
            last_h = h, reached = -1;
        if (reached < 0)
            reached = device_paths(p, h, 0);
        if (reached != 1) {
            note_unprobed(p, h);
            done_h = h;
            continue;
        }
        char(*hmap)[PASS_NAME] = calloc(HELPER_PARAMS, PASS_NAME);
        if (!hmap)
            return -1;
        size_t a, b;
        for (int pos = 0; pos < HELPER_PARAMS && !call_argument(p, cs->tok, pos, &a, &b); pos++) {
            char base[PASS_NAME], target[PASS_NAME];
            if (!pointer_base(p, a, base, sizeof base))
                continue;
            /* a local pointer into a parameter (DaCe 2: `v = &gpu_a[...]; f(&v[0])`) */
            if (param_position(p, fn, base) < 0 && local_pointer_target(p, fn, base, target, sizeof target))
                snprintf(base, sizeof base, "%s", target);
            if (fn == g && param_position(p, g, base) >= 0 && !local_array(p, g, base))
                snprintf(hmap[pos], PASS_NAME, "%s", base);
            else if (fn != g) {
                int q = param_position(p, fn, base);
                if (q >= 0 && q < HELPER_PARAMS && !local_array(p, fn, base))
                    memcpy(hmap[pos], map[q], PASS_NAME);
            }
        }
        int rc = device_stores_in(p, g, k, h, hmap, depth + 1);
        free(hmap);
        if (rc)
            return -1;
    }
    return 0;
}

/* The device stores of each launched __global__ kernel; its sites are contiguous (one
 * collect launch covers them). */
static int find_device_stores(pass *p)
{
    pass_pairmap launches = {0};
    int rc = index_launches(p, &launches);
    for (int g = 0; g < p->nfns && !rc; g++) {
        if (!N(p, p->fns[g].node)->is_global)
            continue;
        int k = launch_named(p, &launches, p->fns[g].name);
        if (k < 0)
            continue; /* launched from no wrapper here: nothing would collect its records */
        rc = device_stores_in(p, g, k, g, NULL, 0);
    }
    pass_pairmap_free(&launches);
    return rc;
}

/* ---- bindings and table placement ------------------------------------------------- */

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
        size_t v = N(p, q)->kind == PDD_SYN_FOR ? for_variable(p, q, &declared) : NONE;
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
 * argument gets only a pointer into a top-level GPU array (add_device_site), so the host
 * code binds each such array where it is allocated or passed in, for the run time to index
 * the view's stores by (pdd_field_bind_view). */
static int add_view_arrays(pass *p)
{
    for (size_t i = 0; p->sdfg && !p->is_cuda && i < p->sdfg->narrays; i++) {
        const pdd_sdfg_array *c = &p->sdfg->arrays[i];
        if (c->storage != PDD_STORAGE_GPU)
            continue;
        int view;
        const pdd_sdfg_array *top = top_array_of(p, c, &view);
        if (!view || top->storage != PDD_STORAGE_GPU || (top->type != PDD_T_F64 && top->type != PDD_T_F32))
            continue;
        int f = field_index(p, top->name); /* the existing field, or a new one */
        if (f < 0)
            return -1;
        /* a persistent array lives in the state struct: `__state->__<sdfg>_<name>` */
        char member[PASS_NAME];
        snprintf(member, sizeof member, "__%d_%s", top->sdfg_id, top->name);
        const uint32_t *end, *o = occurrences(p, member, 0, &end);
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

static void find_bindings(pass *p)
{
    for (int fi = 0; fi < p->nfields; fi++) {
        pass_field *f = &p->fields[fi];
        if (!f->layout_known)
            continue;
        /* only the functions that name it (a member: those with its owner) can bind it */
        int member = strcmp(f->base, f->name) != 0;
        const uint32_t *o_end, *o = member ? NULL : occurrences(p, f->name, 0, &o_end);
        for (int fn = 0; f->bind_tok == NONE; fn++) {
            if (!member) { /* the next function naming it */
                while (o < o_end && fn_of_node(p, node_at(p, *o)) < fn)
                    o++;
                if (o == o_end)
                    break;
                fn = fn_of_node(p, node_at(p, *o));
            }
            if (fn < 0 || fn >= p->nfns)
                break;
            /* arrays come in through the program function; a transient may be allocated in
             * any function that runs outside a kernel (a nested SDFG's own) */
            if (p->fns[fn].skip || p->fns[fn].kernel_context)
                continue;
            const pdd_syn_node *fnn = N(p, p->fns[fn].node);
            if (!p->fns[fn].is_root) {
                if (param_position(p, fn, f->name) >= 0 || strcmp(f->base, f->name))
                    continue; /* a view of the caller's array, or a member */
            } else if (param_position(p, fn, f->name) >= 0) {
                f->bind_tok = fnn->open;
                break;
            }
            if (strcmp(f->base, f->name)) { /* a member: allocated by __dace_init, before any call */
                char owner[PASS_NAME];
                snprintf(owner, sizeof owner, "%.*s", (int)strcspn(f->base, "-."), f->base);
                if (param_position(p, fn, owner) >= 0) {
                    f->bind_tok = fnn->open;
                    break;
                }
                continue;
            }
            /* a transient: after the statement that gives it memory (NAME = new ... /
             * cudaMalloc(&NAME...)), wherever in the function it is: a statement naming it */
            const uint32_t *s_end, *so = occurrences(p, f->name, fnn->open, &s_end);
            for (int last = -1; so < s_end && *so <= fnn->close; so++) {
                int c = node_at(p, *so);
                const pdd_syn_node *st = N(p, c);
                if (c == last || st->kind != PDD_SYN_STMT || loop_around(p, c) >= 0)
                    continue;
                last = c;
                int gives = 0;
                if (pass_is(p, st->first, f->name) && pass_is(p, pass_next(p, st->first), "="))
                    gives = 1;
                for (size_t t = pass_next(p, st->first); !pass_at_eof(p, t) && t <= st->last && !gives; t = pass_next(p, t)) /* T *NAME = ... */
                    if (pass_is(p, t, f->name) && pass_is(p, pass_next(p, t), "=") &&
                        pass_is(p, pdd_tok_prev(&p->toks, t), "*") && t < st->first + 8)
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
        int fn = f->bind_tok == NONE ? -1 : fn_at_token(p, f->bind_tok);
        char missing[PASS_NAME];
        for (int d = 0; fn >= 0 && f->transient && d < f->ndim; d++)
            if (!expr_names_in_scope(p, fn, f->strides[d], 1, missing, sizeof missing)) {
                strides_from_store(p, fi);
                break;
            }
        if (fn >= 0) {
            char start[PASS_NAME];
            for (int d = 0; d < f->ndim && f->bind_tok != NONE; d++) {
                int shape_ok = expr_names_in_scope(p, fn, f->shape[d], 1, missing, sizeof missing);
                if (!shape_ok && gtnext_is_range_end(f->name, missing))
                    f->extent_unknown |= 1u << d, shape_ok = 1; /* indexed all the same */
                if (!shape_ok || !expr_names_in_scope(p, fn, f->strides[d], 1, missing, sizeof missing)) {
                    f->bind_tok = NONE;
                    f->why = pass_strf(p, PASS_EXPR / 2, "its layout names %.100s, which %.200s does not have", missing,
                             p->fns[fn].name);
                }
                /* a gt4py.next field's indices are in its domain: from the range start on */
                if (!f->start[d][0] && gtnext_range_symbol(f->name, f->shape[d], '0', start, sizeof start) &&
                    expr_names_in_scope(p, fn, start, 1, missing, sizeof missing))
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
static void find_glue_starts(pass *p)
{
    char exported[PASS_NAME + 16];
    snprintf(exported, sizeof exported, "__program_%s", p->program);
    int ex = -1;
    for (int fn = 0; fn < p->nfns && ex < 0; fn++)
        if (!strcmp(p->fns[fn].name, exported))
            ex = fn;
    call_site calls[2];
    if (!p->program[0] || ex < 0 || find_calls(p, ex, calls, 2) != 1)
        return;
    for (int fi = 0; fi < p->nfields; fi++) {
        pass_field *f = &p->fields[fi];
        int pos = f->bind_tok == NONE || strcmp(f->base, f->name) ? -1 : param_position(p, ex, f->name);
        size_t a, b;
        if (pos < 0 || call_argument(p, calls[0].tok, pos, &a, &b) || !pass_is(p, a, "gt") ||
            !pass_is(p, pass_next(p, pass_next(p, pass_next(p, pass_next(p, a)))), "multi_shifted"))
            continue;
        size_t open = NONE; /* the last brace list of the argument */
        for (size_t t = a; !pass_at_eof(p, t) && t <= b; t = pass_next(p, t))
            if (pass_is(p, t, "{"))
                open = t;
        if (open == NONE)
            continue;
        int d = 0;
        size_t close = match_of(p, open), from = pass_next(p, open);
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

static void find_tables_place(pass *p)
{
    p->tables_tok = NONE;
    for (size_t t = 0; t < p->toks.n; t++) {
        int k = p->toks.tok[t].kind;
        if (k == PDD_TOK_PREPROC) {
            char buf[64];
            tok_raw(p, t, buf, sizeof buf);
            if (strstr(buf, "include"))
                p->tables_tok = t;
        } else if (k != PDD_TOK_SPACE && k != PDD_TOK_COMMENT) {
            break;
        }
    }
}

/* p->loop_prev: the sites of each loop, chained backwards (row_block.c counts a loop's
 * earlier block sites by it). */
static int chain_loop_sites(pass *p)
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

int pass_is_instrumented(const char *src, size_t len)
{
    return memmem(src, len, PASS_MARKER, strlen(PASS_MARKER)) != NULL;
}

int pass_analyze(pass *p, const char *path, const char *src, size_t len, const pdd_sdfg *sdfg,
                 char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->path = path, p->src = src, p->len = len, p->sdfg = sdfg;
    size_t plen = strlen(path);
    p->is_cuda = plen > 3 && (!strcmp(path + plen - 3, ".cu") || !strcmp(path + plen - 4, ".cuh"));
    char why[512];
    if (pdd_lex(src, len, &p->toks, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s; pass a C, C++ or CUDA source as DaCe generates it", path, why);
        goto fail;
    }
    if (pdd_syntax_build(&p->toks, &p->syn, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s; is the file complete?", path, why);
        goto fail;
    }
    if (pdd_names_build(&p->names, &p->toks) || index_nodes(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    /* gt4py's dace:gpu puts DaCe's host and device code into one computation.hpp */
    for (size_t i = 0; i < p->syn.n && !p->is_cuda; i++)
        p->is_cuda = p->syn.nodes[i].kind == PDD_SYN_FUNCTION && p->syn.nodes[i].is_global;
    if (collect_functions(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (p->nfns == 0) {
        snprintf(err, errlen, "%s: no function definition found; pass a C, C++ or CUDA source", path);
        goto fail;
    }
    if (!p->program[0] && sdfg && sdfg->name)
        snprintf(p->program, sizeof p->program, "%s", sdfg->name);
    if (!p->program[0]) {
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        size_t stem = strcspn(base, ".");
        if (p->is_cuda && stem > 5 && !strncmp(base + stem - 5, "_cuda", 5))
            stem -= 5; /* DaCe's <program>_cuda.cu */
        snprintf(p->program, sizeof p->program, "%.*s", (int)stem, base);
    }
    if (classify_loops(p) || index_calls(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    mark_kernel_context(p);
    /* In a .cu, loops and stores live in device code: the stores of a launched __global__
     * kernel and of the device helpers only it calls get device probes. */
    if ((!p->is_cuda && find_loop_kernels(p)) || find_launches(p) || (!p->is_cuda && find_stores(p)) ||
        (p->is_cuda && find_device_stores(p))) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (pass_find_inputs(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (add_view_arrays(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (pass_coverage(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (!p->is_cuda) /* in a .cu the launchers bind the device fields (emit.c) */
        find_bindings(p);
    find_glue_starts(p);
    find_tables_place(p);
    if (chain_loop_sites(p) || p->arena.failed) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    return 0;
fail: /* err is written; nothing of the half-built model outlives the call */
    pass_free(p);
    return -1;
}

void pass_free_indexes(pass *p)
{
    pdd_names_free(&p->names);
    pass_pairmap_free(&p->facts);
    pass_pairmap_free(&p->by_name);
    free(p->node_kernel), free(p->node_block), free(p->holds_map), free(p->out_calls);
    p->node_kernel = p->node_block = p->out_calls = NULL, p->holds_map = NULL;
}

void pass_free_syntax(pass *p)
{
    pdd_syntax_free(&p->syn);
    pdd_tokens_free(&p->toks);
    free(p->fn_index), free(p->control);
    p->fn_index = NULL, p->control = NULL;
}

void pass_free(pass *p)
{
    pdd_syntax_free(&p->syn);
    pdd_tokens_free(&p->toks);
    pdd_names_free(&p->names);
    pass_pairmap_free(&p->facts);
    pass_pairmap_free(&p->by_name);
    free(p->node_kernel), free(p->node_block), free(p->holds_map), free(p->out_calls);
    free(p->loop_prev);
    free(p->fns);
    free(p->fn_index);
    free(p->control);
    free(p->calls);
    free(p->kernels);
    free(p->fields);
    free(p->sites);
    free(p->inputs);
    free(p->writes);
    pass_arena_free(&p->arena);
    memset(p, 0, sizeof *p);
}
