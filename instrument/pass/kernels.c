/* kernels.c: the model's second step, the kernels: which FOR loops are control flow (sequential
 * loops of the SDFG) and which are maps, each map's loop nest, tasklet block and GPU launch as a
 * kernel, named as the SDFG names it through the source map. */
#include "steps.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* p->node_kernel and p->node_block, none yet. */
int pass_index_nodes(pass *p)
{
    p->node_kernel = malloc((p->syn.n ? p->syn.n : 1) * sizeof *p->node_kernel);
    p->node_block = malloc((p->syn.n ? p->syn.n : 1) * sizeof *p->node_block);
    if (!p->node_kernel || !p->node_block)
        return -1;
    for (size_t i = 0; i < p->syn.n; i++)
        p->node_kernel[i] = p->node_block[i] = -1;
    return 0;
}

/* Marks the FOR loops that are control flow, not kernels: sequential loops of the SDFG
 * (DaCe 2 LoopRegions, DaCe 1 structured loops) around maps. With a source map, a FOR that
 * does not declare its variable and that no map, tasklet or library node claims is one;
 * without, a FOR that does not declare its variable and holds another FOR (a plain single
 * loop stays a kernel). */
int pass_classify_loops(pass *p)
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
            pass_for_variable(p, (int)n, &declared);
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

static int add_kernel(pass *p, int kind, int fn, int node, int line)
{
    pass_kernel *k = pass_grow(p->kernels, &p->capkernels, p->nkernels + 1, sizeof *k);
    if (!k)
        return -1;
    p->kernels = k;
    k = &p->kernels[p->nkernels];
    memset(k, 0, sizeof *k);
    k->name = k->label = k->stream = k->origin_file = "";
    k->kind = kind, k->fn = fn, k->node = node, k->line = line;
    k->begin_tok = k->end_tok = k->check_tok = NONE;
    int *at = kind == KERNEL_LOOP ? p->node_kernel : kind == KERNEL_BLOCK ? p->node_block : NULL;
    if (at && node >= 0 && at[node] < 0)
        at[node] = p->nkernels;
    return p->nkernels++;
}

/* Is an array expression a member access (`__state->__0_acc`)? */
int pass_is_member(const char *e)
{
    return strstr(e, "->") || strchr(e, '.');
}

/* The SDFG's name of a state-struct member: DaCe keeps a persistent array `name` of SDFG n as
 * `__state->__<n>_<name>`. *sdfg_id gets n (-1 when the member has no such prefix). */
void pass_member_name(const char *target, char *name, size_t len, int *sdfg_id)
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

/* Python object ids (id(): an underscore and 12 or more digits, as gt4py's and NDSL's labels
 * carry them, `compute_y_flux_computation_140562560019600__tile_j__tile_i_map`) change on
 * every build; a kernel's name leaves them out, so that two runs of one model compare kernel
 * by kernel. The SDFG's ids after the label keep names apart; the label (manifest) keeps them. */
void pass_strip_object_ids(char *s)
{
    char *w = s;
    for (const char *r = s; *r;) {
        size_t n = 0;
        if (*r == '_')
            while (r[1 + n] >= '0' && r[1 + n] <= '9')
                n++;
        if (n >= 12 && (r[1 + n] == '_' || !r[1 + n])) {
            r += 1 + n;
            continue;
        }
        *w++ = *r++;
    }
    *w = 0;
}

/* <label>_<cfg>_<state>_<node>, the name of a kernel the SDFG has, without object ids. */
const char *pass_kernel_name(pass *p, const char *label, int cfg, int state, int node)
{
    char name[PASS_NAME];
    snprintf(name, sizeof name, "%.220s_%d_%d_%d", label, cfg, state, node);
    pass_strip_object_ids(name);
    return pass_strf(p, PASS_NAME, "%s", name);
}

/* A file of the code generators themselves: gt4py.next's lowering and DaCe's transformations
 * give the nodes they make their own debug info (gtir_to_sdfg.py:112), which is no place in
 * the user's program. */
static int generator_file(const char *f)
{
    static const char *const inside[] = {"/gt4py/next/",    "/gt4py/cartesian/",     "/gt4py/eve/",
                                         "/dace/frontend/", "/dace/transformation/", "/dace/sdfg/",
                                         "/dace/libraries/", "/dace/codegen/"};
    for (size_t i = 0; i < sizeof inside / sizeof *inside; i++)
        if (strstr(f, inside[i]))
            return 1;
    return 0;
}

void pass_kernel_take_node(pass *p, pass_kernel *k, const char *label, const pdd_sdfg_node *n)
{
    /* gt4py's generic map labels (horizontal_loop_<id>) take the stencil NDSL's state names */
    int generic = n->stencil && label && (!strncmp(label, "horizontal_loop", 15) || !strncmp(label, "vertical_loop", 13));
    if (generic)
        label = pass_strf(p, PASS_NAME, "%.100s_%.150s", n->stencil, label);
    k->name = pass_kernel_name(p, label, n->cfg, n->state, n->node);
    if (n->debug_file && n->debug_line > 0 && !generator_file(n->debug_file)) {
        k->origin_file = pass_strf(p, PASS_NAME, "%s", n->debug_file);
        k->origin_line = n->debug_line;
    } else if (generic) {
        pass_stencil_def(p, k, n->stencil, strlen(n->stencil));
    } else {
        pass_stencil_origin(p, k, label);
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
            pass_kernel_take_node(p, k, k->label, at[i]);
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
    pass_kernel_take_node(p, k, k->label, ids);
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
    pass_kernel_take_node(p, k, k->label, into);
    return 1;
}

static void name_kernel(pass *p, pass_kernel *k, const char *type, const char *fallback, const char *dst)
{
    char member[PASS_NAME];
    int member_sdfg;
    if (dst && pass_is_member(dst)) /* a persistent array: the SDFG's name of it */
        pass_member_name(dst, member, sizeof member, &member_sdfg), dst = member;
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
        pass_kernel_take_node(p, k, sn->label ? sn->label : "map", sn);
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

/* Each outermost FOR that is no control flow, outside __global__ code and functions that run
 * inside a kernel, is a loop kernel, named for its map. */
int pass_find_loop_kernels(pass *p)
{
    for (size_t i = 0; i < p->syn.n; i++) {
        if (N(p, (int)i)->kind != PDD_SYN_FOR || pass_outer_loop(p, (int)i) != (int)i)
            continue;
        int f = pass_fn_of_node(p, (int)i);
        if (f < 0 || p->fns[f].skip || p->fns[f].kernel_context || N(p, p->fns[f].node)->is_global)
            continue;
        const pdd_syn_node *fo = N(p, (int)i);
        int k = add_kernel(p, KERNEL_LOOP, f, (int)i, pdd_tok_line(&p->toks, fo->first));
        if (k < 0)
            return -1;
        pass_kernel *K = &p->kernels[k];
        K->begin_tok = fo->pragma >= 0 ? (size_t)fo->pragma : fo->first;
        K->end_tok = fo->last;
        char fallback[PASS_NAME + 32];
        snprintf(fallback, sizeof fallback, "%s_loop_%d", p->fns[f].name, K->line);
        name_kernel(p, K, "MapEntry", fallback, NULL);
    }
    return 0;
}

/* The stream a launch runs on: cudaLaunchKernel's last argument, or the fourth of <<<...>>>
 * ("0", the default stream, when there is none). The walk ends with the statement (token
 * last): a `<<<` without `>>>` is no launch configuration. */
static void launch_stream(pass *p, size_t t, int launch, size_t last, pass_kernel *K)
{
    K->stream = pass_strf(p, PASS_EXPR / 4, "0");
    size_t a, b, la = NONE, lb = NONE;
    if (launch) {
        for (int n = 0; n < 16 && !pass_call_argument(p, t, n, &a, &b); n++)
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

/* The launch kernels by the hash of their names, the first of each name. 0, or -1 out of memory. */
int pass_index_launches(const pass *p, pass_pairmap *m)
{
    for (int k = 0, had; k < p->nkernels; k++)
        if (p->kernels[k].kind == KERNEL_LAUNCH && !pass_pairmap_get(m, pass_name_hash(p->kernels[k].name), &had) &&
            pass_pairmap_put(m, pass_name_hash(p->kernels[k].name), k))
            return -1;
    return 0;
}

/* The first launch kernel named `name`, or -1. */
int pass_launch_named(const pass *p, const pass_pairmap *m, const char *name)
{
    int k;
    if (!pass_pairmap_get(m, pass_name_hash(name), &k))
        return -1;
    if (!strcmp(p->kernels[k].name, name))
        return k;
    for (k = 0; k < p->nkernels; k++) /* two names of one hash */
        if (p->kernels[k].kind == KERNEL_LAUNCH && !strcmp(p->kernels[k].name, name))
            return k;
    return -1;
}

/* GPU launches: cudaLaunchKernel((void*)NAME, ...) or NAME<<<...>>>(...). */
int pass_find_launches(pass *p)
{
    if (!memmem(p->src, p->len, "LaunchKernel", 12) && !memmem(p->src, p->len, "<<<", 3))
        return 0; /* most host sources launch nothing */
    int last_stmt = -1;
    for (size_t t = 0; t < p->toks.n; t++) {
        int launch = pass_is(p, t, "cudaLaunchKernel") || pass_is(p, t, "hipLaunchKernel");
        if (!launch && !pass_is(p, t, "<<<"))
            continue;
        int f = pass_fn_at_token(p, t);
        if (f < 0 || p->fns[f].skip || N(p, p->fns[f].node)->is_global)
            continue;
        int stmt = pass_owner_of(p, t, p->fns[f].node);
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
    if (pass_index_launches(p, &launches))
        return -1;
    for (int f = 0; f < p->nfns; f++) {
        if (!N(p, p->fns[f].node)->is_global)
            continue;
        if (pass_launch_named(p, &launches, p->fns[f].name) >= 0)
            continue;
        int k = add_kernel(p, KERNEL_DEVICE, f, p->fns[f].node, pdd_tok_line(&p->toks, N(p, p->fns[f].node)->first));
        if (k < 0)
            return pass_pairmap_free(&launches), -1;
        name_kernel(p, &p->kernels[k], NULL, p->fns[f].name, NULL);
    }
    pass_pairmap_free(&launches);
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

/* caller_kernel while pass_kernel_of follows fn's first call outwards */
#define CALLER_RESOLVING (-2)

/* The kernel a statement of function fn belongs to, or -1. */
int pass_kernel_of(pass *p, int fn, int stmt, const char *target)
{
    if (p->fns[fn].kernel_context) {
        if (p->fns[fn].caller_kernel >= 0)
            return p->fns[fn].caller_kernel;
        if (p->fns[fn].caller_kernel == CALLER_RESOLVING)
            return -1; /* a cycle of calls (recursion) reaches no loop */
        call_site calls[1];
        if (pass_find_calls(p, fn, calls, 1) < 1)
            return -1;
        p->fns[fn].caller_kernel = CALLER_RESOLVING;
        int k = pass_kernel_of(p, calls[0].caller, calls[0].stmt, NULL);
        p->fns[fn].caller_kernel = k;
        return k;
    }
    int top = pass_outer_loop(p, stmt);
    if (top >= 0)
        return p->node_kernel[top];
    return block_kernel(p, fn, stmt, target);
}
