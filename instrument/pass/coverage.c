/* coverage.c: the SDFG is the ground truth of what a program writes. Each write it makes
 * (an edge into an access node: from a map's exit, a tasklet, a copy, a library node) is
 * matched with the probe sites of the kernel that makes it; what no site checks is listed
 * with the reason. A nested SDFG's writes are counted inside it, under the caller's kernel:
 * the edge out of the NestedSDFG node is the same write again. */
#include "pass.h"
#include "steps.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *pass_cover_name(int why)
{
    static const char *const names[] = {
#define PASS_COVER_NAME_(id, value, name, text) [value] = name,
        PDD_COVERS(PASS_COVER_NAME_)
#undef PASS_COVER_NAME_
    };
    return why >= 0 && why < (int)(sizeof names / sizeof *names) ? names[why] : "?";
}

const char *pass_cover_text(int why)
{
    static const char *const texts[] = {
#define PASS_COVER_TEXT_(id, value, name, text) [value] = text,
        PDD_COVERS(PASS_COVER_TEXT_)
#undef PASS_COVER_TEXT_
    };
    return why >= 0 && why < (int)(sizeof texts / sizeof *texts) ? texts[why] : "?";
}

/* The map entry of scope id `scope` in the state of node n, or NULL. */
static const pdd_sdfg_node *entry_of(const pdd_sdfg *g, const pdd_sdfg_node *n, int scope)
{
    return scope < 0 ? NULL : pdd_sdfg_node_by_ids(g, n->cfg, n->state, scope);
}

/* The outermost map around writer w, through the nested SDFGs that hold it (the kernel it
 * runs in), or NULL when no map holds it; *gpu set when one of those maps is a GPU one. */
static const pdd_sdfg_node *kernel_map(const pdd_sdfg *g, const pdd_sdfg_node *w, int *gpu)
{
    const pdd_sdfg_node *outer = NULL, *n = w;
    *gpu = 0;
    for (int depth = 0; n && depth < 64; depth++) {
        const pdd_sdfg_node *e = !strcmp(n->type, "MapEntry") ? n : entry_of(g, n, n->scope);
        for (int d = 0; e && d < 64; d++) {
            outer = e;
            *gpu |= e->schedule && !strncmp(e->schedule, "GPU_", 4);
            e = entry_of(g, e, e->scope);
        }
        n = pdd_sdfg_nested_node(g, n->sdfg_id);
    }
    return outer;
}

/* The node a kernel's name ends in the ids of (`<label>_<cfg>_<state>_<node>`; the pass names
 * copies after their access nodes, whose labels are their data), or NULL. */
static const pdd_sdfg_node *node_of_kernel(const pdd_sdfg *g, const char *name)
{
    const pdd_sdfg_node *n = pdd_sdfg_node_by_generated_name(g, name);
    if (n)
        return n;
    int ids[3], k = 3;
    const char *end = name + strlen(name);
    while (k > 0) {
        const char *q = end;
        while (q > name && q[-1] >= '0' && q[-1] <= '9')
            q--;
        if (q == end || q == name || q[-1] != '_')
            return NULL;
        ids[--k] = atoi(q);
        end = q - 1;
    }
    return pdd_sdfg_node_by_ids(g, ids[0], ids[1], ids[2]);
}

/* Is data `name` of node n's SDFG a view (of another array, which the view's edge writes)? */
static int is_view(const pdd_sdfg *g, const pdd_sdfg_node *n)
{
    const pdd_sdfg_array *a = n->data ? pdd_sdfg_array_by_name(g, n->sdfg_id, n->data) : NULL;
    return a && a->is_view;
}

/* What writes view node v: the writer of the edge into it (through views), or v itself. */
static const pdd_sdfg_node *through_views(const pdd_sdfg *g, const pdd_sdfg_node *v)
{
    for (int depth = 0; depth < 16 && !strcmp(v->type, "AccessNode") && is_view(g, v); depth++) {
        size_t k = 0;
        while (k < g->nwrites && &g->nodes[g->writes[k].node] != v)
            k++;
        if (k == g->nwrites)
            break;
        v = &g->nodes[g->writes[k].writer];
    }
    return v;
}

/* The array a view of SDFG sdfg_id stands for (its `views` edge), followed through views;
 * name itself when none. A nested SDFG's output passed as a view of the caller's array
 * (DaCe 2: `pt_out_0 = &pt_out[...]`) is a write of that array, probed under its name. */
static const char *viewed_array(const pdd_sdfg *g, int sdfg_id, const char *name)
{
    const pdd_sdfg_array *a;
    for (int depth = 0; depth < 16 && (a = pdd_sdfg_array_by_name(g, sdfg_id, name)) && a->viewed; depth++)
        name = a->viewed;
    return name;
}

static int add_write(pass *p, const char *field, const char *kernel, const char *writer, int why, int site,
                     int constant)
{
    for (int i = 0; i < p->nwrites; i++) {
        pass_write *w = &p->writes[i];
        if (strcmp(w->field, field) || strcmp(w->kernel, kernel))
            continue;
        if (why < w->why) /* checked wins, then the more specific reason */
            w->why = why, w->site = site;
        w->constant &= constant;
        return 0;
    }
    if (p->nwrites == p->capwrites) {
        int cap = p->capwrites ? 2 * p->capwrites : 16;
        pass_write *g = realloc(p->writes, (size_t)cap * sizeof *g);
        if (!g)
            return -1;
        p->writes = g, p->capwrites = cap;
    }
    pass_write *w = &p->writes[p->nwrites++];
    memset(w, 0, sizeof *w);
    w->field = pass_strf(p, PASS_NAME, "%s", field);
    w->kernel = pass_strf(p, PASS_NAME, "%s", kernel);
    w->writer = pass_strf(p, 64, "%s", writer);
    w->why = why, w->site = site, w->constant = constant;
    return 0;
}

/* The array a write copies from: an AccessNode writer's (a copy edge), or the one input of
 * DaCe 2's copy tasklet (`copy_A_to_B`, a cudaMemcpy in its code, in a map where the copy is
 * strided); NULL for other writes. */
static const pdd_sdfg_array *copy_source(const pdd_sdfg *g, const pdd_sdfg_write *wr)
{
    const pdd_sdfg_node *w = &g->nodes[wr->writer];
    if (!strcmp(w->type, "AccessNode") && w->data)
        return pdd_sdfg_array_by_name(g, w->sdfg_id, w->data);
    if (!wr->source || !w->label || strncmp(w->label, "copy_", 5))
        return NULL;
    /* the caller's array, where the copy is a nested SDFG's (a strided copy's row loop) */
    const char *outer = pdd_sdfg_outer_name(g, w->sdfg_id, wr->source);
    return outer ? pdd_sdfg_array_by_name(g, 0, outer) : pdd_sdfg_array_by_name(g, w->sdfg_id, wr->source);
}

/* callers followed up from a shared function (a map's function in a nested SDFG's function) */
#define TWIN_DEPTH 4

/* Every call's arguments (their first tokens), found once: an orchestrated program's calls
 * pass hundreds of arrays, and the twin search asks for them once per write and site. */
typedef struct call_args {
    size_t *tok;
    int *at, *n; /* per call (index into p->calls): where its arguments start in tok, how many */
} call_args;

/* the arguments of one call kept (pass_call_arguments' max) */
#define TWIN_ARGS 1024

static int find_call_args(const pass *p, call_args *ca)
{
    const call_site *calls = p->calls;
    size_t cap = 4 * TWIN_ARGS, used = 0;
    ca->tok = malloc(cap * sizeof *ca->tok);
    ca->at = malloc(sizeof *ca->at * (size_t)(p->ncalls ? p->ncalls : 1));
    ca->n = malloc(sizeof *ca->n * (size_t)(p->ncalls ? p->ncalls : 1));
    if (!ca->tok || !ca->at || !ca->n)
        return -1;
    for (int c = 0; c < p->ncalls; c++) {
        if (cap - used < TWIN_ARGS) {
            size_t *g = realloc(ca->tok, (cap *= 2) * sizeof *g);
            if (!g)
                return -1;
            ca->tok = g;
        }
        int n = pass_call_arguments(p, pass_next(p, calls[c].tok), p->toks.n, ca->tok + used, TWIN_ARGS);
        ca->at[c] = (int)used, ca->n[c] = n;
        used += (size_t)n;
    }
    return 0;
}

static void free_call_args(call_args *ca)
{
    free(ca->tok), free(ca->at), free(ca->n);
}

/* Does a call of function fn pass `name` at argument pos: itself, or a parameter of the
 * calling function that a call of that one passes `name` to (DaCe shares a nested SDFG's
 * function between its callers, fix_tracer once per tracer, and the maps' functions inside it
 * are called with its parameters)? */
static int passed_at(const pass *p, const call_args *ca, int fn, int pos, const char *name, int depth)
{
    if (depth > TWIN_DEPTH)
        return 0;
    const call_site *calls = p->calls;
    for (int c = p->fns[fn].first_call; c < p->fns[fn].first_call + p->fns[fn].ncalls; c++) {
        if (pos >= ca->n[c])
            continue;
        size_t arg = ca->tok[ca->at[c] + pos];
        if (pass_argument_is(p, arg, name))
            return 1;
        size_t a = pass_is(p, arg, "&") ? pass_next(p, arg) : arg;
        if (p->toks.tok[a].kind != PDD_TOK_IDENT || calls[c].caller < 0)
            continue;
        char param[PASS_NAME];
        pass_text(p, a, param, sizeof param);
        int q = pass_param_position(p, calls[c].caller, param);
        if (q >= 0 && passed_at(p, ca, calls[c].caller, q, name, depth + 1))
            return 1;
    }
    return 0;
}

/* DaCe writes one function for maps or nested SDFGs whose code is the same (a tracer loop's
 * body, once per tracer) and calls it in place of each: a write of such a map, which has no
 * code of its own, is stored by its twin's code, through the parameter its twin's field is
 * passed to. Its site is that of a map of the same label elsewhere whose function is called
 * with the twin's field and, at the same place, with `field` (passed_at); -1 when none.
 * (libpdd names a bad value after the field its address is in, so the event names this field.) */
static int twin_site(const pass *p, const call_args *ca, const pdd_sdfg_node **knode, const pdd_sdfg_node *at,
                     const char *field)
{
    for (int s = 0; at->label && s < p->nsites; s++) {
        const pdd_sdfg_node *kn = knode[p->sites[s].kernel];
        if (!kn || kn == at || !kn->label || strcmp(kn->label, at->label))
            continue;
        const char *own = p->fields[p->sites[s].field].name;
        int fn = pass_fn_of_node(p, p->sites[s].stmt);
        if (fn < 0)
            continue;
        /* a transient of the shared code's own (fix_tracer's dm): each caller's is the same
         * local of the one function, stored by its site */
        if (!strcmp(own, field) && pass_param_position(p, fn, own) < 0)
            return s;
        if (!p->fns[fn].ncalls)
            continue;
        int first = p->fns[fn].first_call;
        for (int pos = 0; pos < ca->n[first]; pos++)
            if (passed_at(p, ca, fn, pos, field, 0) && passed_at(p, ca, fn, pos, own, 0))
                return s;
    }
    return -1;
}

int pass_coverage(pass *p)
{
    const pdd_sdfg *g = p->sdfg;
    if (!g)
        return 0;
    /* the SDFG node each kernel is named after */
    const pdd_sdfg_node **knode = calloc((size_t)(p->nkernels ? p->nkernels : 1), sizeof *knode);
    if (!knode)
        return -1;
    for (int k = 0; k < p->nkernels; k++)
        knode[k] = node_of_kernel(g, p->kernels[k].name);
    call_args ca = {0};
    int rc = find_call_args(p, &ca);
    for (size_t i = 0; i < g->nwrites && !rc; i++) {
        const pdd_sdfg_node *a = &g->nodes[g->writes[i].node], *w = &g->nodes[g->writes[i].writer];
        if (!strcmp(w->type, "NestedSDFG") || !strcmp(w->type, "MapEntry") || is_view(g, a))
            continue; /* counted inside it / data passed into a scope / the viewed array's write */
        w = through_views(g, w);
        int gpu;
        const pdd_sdfg_node *map = kernel_map(g, w, &gpu);
        if (gpu != p->is_cuda)
            continue; /* the other source's (host code, or the .cu's kernels) */
        const char *outer = pdd_sdfg_outer_name(g, a->sdfg_id, a->data);
        if (outer)
            outer = viewed_array(g, 0, outer);
        const char *field = outer ? outer : a->data;
        const pdd_sdfg_array *arr = outer ? pdd_sdfg_array_by_name(g, 0, outer) : NULL;
        if (!arr)
            arr = pdd_sdfg_array_by_name(g, a->sdfg_id, a->data);
        const pdd_sdfg_node *at = map ? map : w;
        char name[PASS_NAME];
        snprintf(name, sizeof name, "%.220s_%d_%d_%d", at->label ? at->label : at->type, at->cfg, at->state, at->node);
        pass_strip_object_ids(name);
        int why = COVER_NO_STORE, site = -1;
        const pdd_sdfg_array *from = arr ? copy_source(g, &g->writes[i]) : NULL;
        if (arr && ((arr->is_scalar && arr->transient) || (arr->storage_name && !strcmp(arr->storage_name, "Register"))))
            why = COVER_REGISTER;
        else if (arr && arr->type != PDD_T_F64 && arr->type != PDD_T_F32)
            why = COVER_NOT_FLOAT;
        else if (from && (from->storage == PDD_STORAGE_GPU) != (arr->storage == PDD_STORAGE_GPU))
            why = COVER_TRANSFER; /* a copy between the host and GPU copies */
        else if (from && from->storage == PDD_STORAGE_GPU && arr->storage == PDD_STORAGE_GPU)
            why = COVER_DEVICE_COPY; /* a copy between two GPU arrays */
        /* a site of this field in the kernel named after the map, or after the writer or the
         * access node (copies and tasklets outside maps) */
        for (int s = 0; s < p->nsites && site < 0; s++) {
            int k = p->sites[s].kernel;
            const pdd_sdfg_node *kn = knode[k];
            if (kn && (kn == at || (!map && kn == a)) && !strcmp(p->fields[p->sites[s].field].name, field))
                site = s;
        }
        if (site >= 0) {
            why = COVER_CHECKED;
            snprintf(name, sizeof name, "%s", p->kernels[p->sites[site].kernel].name);
        } else if (why == COVER_NO_STORE && map && (site = twin_site(p, &ca, knode, at, field)) >= 0) {
            why = COVER_CHECKED; /* under this map's own name, which no code has */
            if (pass_field_of(p, field) < 0)
                rc = -1;
        } else if (why == COVER_NO_STORE && p->is_cuda && p->nunprobed) {
            why = COVER_HELPER;
        }
        rc = add_write(p, field, name, w->type, why, site, g->writes[i].inputs == 0);
    }
    free(knode);
    free_call_args(&ca);
    return rc;
}

pass_cover_counts pass_cover_count(const pass *p)
{
    pass_cover_counts c = {0, 0, 0};
    for (int i = 0; i < p->nwrites; i++) {
        c.checked += p->writes[i].why == COVER_CHECKED;
        c.plain += pass_cover_plain(p->writes[i].why);
        c.no_store += p->writes[i].why == COVER_NO_STORE;
    }
    return c;
}
