/* sdfg.c: the SDFG reader (see sdfg.h for the id rule): its arrays with their layouts as C, and
 * the graph (every node with its ids, nested SDFGs' aliases and views, the writes into access
 * nodes). Lenient about keys older DaCe releases lack; strict only where a missing key means
 * the file is not an SDFG at all. */
#include "sdfg.h"
#include "sdfg_json.h"
#include "sym_expr.h"

#include <pdd/abi.h>

#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What to pass instead, for messages. */
#define WHAT_SDFG                                                                                  \
    "the program.sdfg (or program.sdfgz) from the program's .dacecache/<name>/ folder"

struct loader {
    pdd_sdfg *s;
    const char *path;
    char *err;
    size_t errlen;
    size_t cap_arrays, cap_nodes, cap_aliases, cap_writes;
    int next_cfg; /* pre-order count, for files without cfg_list_id */
    int oom;
    char why[256]; /* why the last expression has no C form */
    const cJSON *source_files; /* DaCe 2's table of debug info files (file_index), or NULL */
};

static char *sdup(struct loader *L, const char *text)
{
    if (!text)
        return NULL;
    char *d = strdup(text);
    if (!d)
        L->oom = 1;
    return d;
}

/* Grows *p (elements of size sz) so that index n fits. */
static int grow(struct loader *L, void **p, size_t *cap, size_t n, size_t sz)
{
    if (n < *cap)
        return 0;
    size_t nc = *cap ? *cap * 2 : 16;
    while (nc <= n)
        nc *= 2;
    void *q = realloc(*p, nc * sz);
    if (!q) {
        L->oom = 1;
        return -1;
    }
    memset((char *)q + *cap * sz, 0, (nc - *cap) * sz);
    *p = q;
    *cap = nc;
    return 0;
}

/* ---- expressions --------------------------------------------------------------------- */

/* A DaCe symbolic expression ("$K*(-2 + $J)") as C ("K*(-2 + J)"): kept as written when it
 * holds only identifiers, integers, + - * / ( ) and spaces, else translated by sym_expr.c
 * (** // Min Max int_floor ...); NULL with the reason in L->why when neither works. */
static char *c_expr(struct loader *L, const cJSON *v)
{
    char num[32];
    const char *e;
    if (cJSON_IsNumber(v)) {
        if (!(v->valuedouble >= -1e15 && v->valuedouble <= 1e15) ||
            v->valuedouble != (double)(long long)v->valuedouble)
            return NULL; /* not an integer extent */
        snprintf(num, sizeof num, "%lld", (long long)v->valuedouble);
        e = num;
    } else if (cJSON_IsString(v)) {
        e = v->valuestring;
    } else {
        return NULL;
    }
    size_t n = strlen(e);
    char *o = malloc(n + 1);
    if (!o) {
        L->oom = 1;
        return NULL;
    }
    size_t k = 0;
    int nonblank = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)e[i];
        if (c == '$')
            continue;
        if (isalpha(c) || c == '_') {
            while (i < n && (isalnum((unsigned char)e[i]) || e[i] == '_'))
                o[k++] = e[i++];
            size_t j = i;
            while (j < n && e[j] == ' ')
                j++;
            if (j < n && e[j] == '(')
                goto bad; /* a function call */
            i--;
            nonblank = 1;
            continue;
        }
        if ((c == '*' || c == '/') && i + 1 < n && e[i + 1] == c)
            goto bad;
        if (!(isdigit(c) || c == '+' || c == '-' || c == '*' || c == '/' || c == '(' || c == ')' ||
              c == ' '))
            goto bad;
        if (c != ' ')
            nonblank = 1;
        o[k++] = (char)c;
    }
    if (!nonblank)
        goto bad;
    o[k] = '\0';
    return o;
bad:
    free(o);
    if (!(o = pdd_sym_to_c(e, L->why, sizeof L->why)) && !strcmp(L->why, "out of memory"))
        L->oom = 1;
    return o;
}

static int is_simple(const char *e)
{
    for (; *e; e++)
        if (!(isalnum((unsigned char)*e) || *e == '_'))
            return 0;
    return 1;
}

/* C-order strides from the shape, for files that omit "strides": product of the later
 * extents; NULL where one of them is unknown. */
static void c_strides(struct loader *L, pdd_sdfg_array *a)
{
    for (int d = 0; d < a->ndim; d++) {
        size_t need = 2;
        int known = 1;
        for (int e = d + 1; e < a->ndim; e++) {
            if (!a->shape[e])
                known = 0;
            else
                need += strlen(a->shape[e]) + 3;
        }
        if (!known)
            continue;
        char *o = malloc(need);
        if (!o) {
            L->oom = 1;
            return;
        }
        o[0] = '\0';
        for (int e = d + 1; e < a->ndim; e++) {
            if (!strcmp(a->shape[e], "1"))
                continue;
            if (o[0])
                strcat(o, "*");
            if (is_simple(a->shape[e])) {
                strcat(o, a->shape[e]);
            } else {
                strcat(o, "(");
                strcat(o, a->shape[e]);
                strcat(o, ")");
            }
        }
        if (!o[0])
            strcpy(o, "1");
        a->strides[d] = o;
    }
}

/* ---- arrays -------------------------------------------------------------------------- */

static int type_of(const char *dtype)
{
#define TYPE_DTYPE(id, log, c, dace, size) {dace, PDD_T_##id},
    static const struct {
        const char *name;
        int type;
    } map[] = {PDD_TYPES(TYPE_DTYPE)
               /* C names and numpy's bool_, which SDFGs also carry */
               {"double", PDD_T_F64}, {"float", PDD_T_F32}, {"bool_", PDD_T_BOOL}};
#undef TYPE_DTYPE
    if (dtype)
        for (size_t i = 0; i < sizeof map / sizeof *map; i++)
            if (*map[i].name && !strcmp(dtype, map[i].name))
                return map[i].type;
    return PDD_T_UNKNOWN;
}

static int storage_of(const char *name)
{
    if (!strcmp(name, "GPU_Global"))
        return PDD_STORAGE_GPU;
    if (!strncmp(name, "CPU_", 4) || !strcmp(name, "Default") || !strcmp(name, "Register"))
        return PDD_STORAGE_HOST;
    return PDD_STORAGE_UNKNOWN;
}

/* "float64", or for {"type": "pointer", "dtype": "float64"} "float64*". */
static char *dtype_of(struct loader *L, const cJSON *v)
{
    if (cJSON_IsString(v))
        return sdup(L, v->valuestring);
    const char *t = str(v, "type"), *inner = str(v, "dtype");
    if (t && !strcmp(t, "pointer") && inner) {
        char *o = malloc(strlen(inner) + 2);
        if (!o) {
            L->oom = 1;
            return NULL;
        }
        sprintf(o, "%s*", inner);
        return o;
    }
    return sdup(L, t ? t : "unknown");
}

/* Extent d of list (an array's "shape" or "strides") as C; when it has none, the first such
 * failure of the array is said in why ("strides[0] Foo(N): the function Foo ..."). */
static char *extent(struct loader *L, const cJSON *list, const char *what, int d, char *why, size_t n)
{
    const cJSON *v = cJSON_GetArrayItem(list, d);
    char *c = c_expr(L, v);
    if (!c && !why[0])
        snprintf(why, n, "%s[%d] %s: %s", what, d,
                 cJSON_IsString(v) ? v->valuestring : cJSON_IsNumber(v) ? "(a number)" : "(not a string)", L->why);
    return c;
}

static int add_array(struct loader *L, int sdfg_id, const char *name, const cJSON *desc)
{
    pdd_sdfg *s = L->s;
    if (grow(L, (void **)&s->arrays, &L->cap_arrays, s->narrays, sizeof *s->arrays))
        return -1;
    pdd_sdfg_array *a = &s->arrays[s->narrays++];
    const cJSON *at = item(desc, "attributes");
    const char *type = str(desc, "type");
    a->name = sdup(L, name);
    a->sdfg_id = sdfg_id;
    a->dtype = dtype_of(L, item(at, "dtype"));
    a->type = type_of(a->dtype);
    const char *st = str(at, "storage");
    if (!st)
        st = "Default";
    if (!strncmp(st, "StorageType.", 12)) /* older DaCe wrote the Python enum name */
        st += 12;
    a->storage_name = sdup(L, st);
    a->storage = storage_of(st);
    a->transient = cJSON_IsTrue(item(at, "transient"));
    a->is_scalar = type && !strcmp(type, "Scalar");
    a->is_view = type && strstr(type, "View") != NULL;
    if (a->is_scalar)
        return 0;
    const cJSON *shape = item(at, "shape"), *strides = item(at, "strides");
    int nd = cJSON_IsArray(shape) ? cJSON_GetArraySize(shape) : -1;
    char why[512];
    why[0] = 0;
    if (nd < 0 || nd > PDD_SDFG_MAX_DIMS) {
        a->ndim = -1;
        snprintf(why, sizeof why, nd < 0 ? "no shape in the SDFG" : "%d dimensions, more than pdd's %d", nd,
                 PDD_SDFG_MAX_DIMS);
        a->layout_why = sdup(L, why);
        return 0;
    }
    a->ndim = nd;
    for (int d = 0; d < nd; d++)
        a->shape[d] = extent(L, shape, "shape", d, why, sizeof why);
    if (cJSON_IsArray(strides) && cJSON_GetArraySize(strides) == nd) {
        for (int d = 0; d < nd; d++)
            a->strides[d] = extent(L, strides, "strides", d, why, sizeof why);
    } else {
        c_strides(L, a);
    }
    if (why[0])
        a->layout_why = sdup(L, why);
    return 0;
}

/* ---- the graph ----------------------------------------------------------------------- */

/* The region's cfg id: cfg_list_id, else sdfg_list_id, else its pre-order position. */
static int region_id(struct loader *L, const cJSON *r)
{
    int order = L->next_cfg++;
    int id = int_of(item(r, "cfg_list_id"), -1);
    if (id < 0)
        id = int_of(item(r, "sdfg_list_id"), -1);
    return id < 0 ? order : id;
}

static int walk_sdfg(struct loader *L, const cJSON *sdfg, int *id_out);

static int add_alias(struct loader *L, int sdfg_id, const char *inner, const char *outer,
                     int outer_sdfg_id)
{
    pdd_sdfg *s = L->s;
    for (size_t i = 0; i < s->naliases; i++)
        if (s->aliases[i].sdfg_id == sdfg_id && !strcmp(s->aliases[i].inner, inner))
            return 0; /* in and out connector of the same name: one alias */
    if (grow(L, (void **)&s->aliases, &L->cap_aliases, s->naliases, sizeof *s->aliases))
        return -1;
    pdd_sdfg_alias *a = &s->aliases[s->naliases++];
    a->sdfg_id = sdfg_id;
    a->inner = sdup(L, inner);
    a->outer = sdup(L, outer);
    a->outer_sdfg_id = outer_sdfg_id;
    return 0;
}

/* The data of an edge's memlet (the container it moves), or NULL for an empty one. */
static const char *edge_data(const cJSON *e)
{
    return str(item(item(item(e, "attributes"), "data"), "attributes"), "data");
}

/* The nodes index of the state's node with id `id` (idx[i]: the state's i-th node), or -1. */
static size_t state_node(const struct loader *L, const size_t *idx, int count, int id)
{
    for (int i = 0; i < count; i++)
        if (L->s->nodes[idx[i]].node == id)
            return idx[i];
    return (size_t)-1;
}

/* Nested-SDFG connectors named by the state's edges: the memlet's data is the parent's. */
static int state_aliases(struct loader *L, const cJSON *state, const size_t *idx, int count,
                         int sdfg_id)
{
    const cJSON *e;
    cJSON_ArrayForEach (e, arr(state, "edges")) {
        const char *data = edge_data(e);
        if (!data)
            continue;
        static const char *const ends[2][2] = {{"src", "src_connector"}, {"dst", "dst_connector"}};
        for (int k = 0; k < 2; k++) {
            const char *conn = str(e, ends[k][1]);
            size_t at = state_node(L, idx, count, int_of(item(e, ends[k][0]), -1));
            if (!conn || at == (size_t)-1)
                continue;
            if (L->s->nodes[at].nested_sdfg_id >= 0 && add_alias(L, L->s->nodes[at].nested_sdfg_id, conn, data, sdfg_id))
                return -1;
        }
    }
    return 0;
}

/* The arrays the state's views stand for: the memlet on a view's edge with connector `views`
 * on the view's side. */
static int state_views(struct loader *L, const cJSON *state, const size_t *idx, int count)
{
    const cJSON *e;
    cJSON_ArrayForEach (e, arr(state, "edges")) {
        const char *src_conn = str(e, "src_connector"), *dst_conn = str(e, "dst_connector");
        int id = src_conn && !strcmp(src_conn, "views")   ? int_of(item(e, "src"), -1)
                 : dst_conn && !strcmp(dst_conn, "views") ? int_of(item(e, "dst"), -1)
                                                          : -1;
        const char *viewed = edge_data(e);
        size_t at = id < 0 || !viewed ? (size_t)-1 : state_node(L, idx, count, id);
        const pdd_sdfg_node *n = at == (size_t)-1 ? NULL : &L->s->nodes[at];
        if (!n || !n->data || !strcmp(n->data, viewed))
            continue;
        pdd_sdfg_array *a = (pdd_sdfg_array *)pdd_sdfg_array_by_name(L->s, n->sdfg_id, n->data);
        if (a && a->is_view && !a->viewed && !(a->viewed = sdup(L, viewed)))
            return -1;
    }
    return 0;
}

/* The state's writes: its edges into AccessNodes, one per (access node, writer), each with
 * its writer's data inputs (a Tasklet's, or a map's at its entry). idx[i] is the nodes index
 * of the state's i-th node. */
static int state_writes(struct loader *L, const cJSON *state, const size_t *idx, int count)
{
    const cJSON *e;
    size_t first = L->s->nwrites;
    cJSON_ArrayForEach (e, arr(state, "edges")) {
        size_t w = state_node(L, idx, count, int_of(item(e, "src"), -1));
        size_t a = state_node(L, idx, count, int_of(item(e, "dst"), -1));
        if (w == (size_t)-1 || a == (size_t)-1 || !L->s->nodes[a].data)
            continue;
        pdd_sdfg *s = L->s;
        size_t k = first;
        while (k < s->nwrites && !(s->writes[k].node == a && s->writes[k].writer == w))
            k++;
        if (k < s->nwrites)
            continue;
        if (grow(L, (void **)&s->writes, &L->cap_writes, s->nwrites, sizeof *s->writes))
            return -1;
        s->writes[s->nwrites++] = (pdd_sdfg_write){a, w, -1, NULL, NULL};
    }
    for (size_t k = first; k < L->s->nwrites; k++) {
        pdd_sdfg_write *wr = &L->s->writes[k];
        const pdd_sdfg_node *w = &L->s->nodes[wr->writer];
        int at = w->node; /* where the writer's inputs come in: a map's at its entry */
        if (!strcmp(w->type, "MapExit")) {
            at = -1;
            for (int i = 0; i < count; i++) {
                const pdd_sdfg_node *n = &L->s->nodes[idx[i]];
                if (!strcmp(n->type, "MapEntry") && n->label && w->label && !strcmp(n->label, w->label))
                    at = n->node;
            }
        } else if (strcmp(w->type, "Tasklet")) {
            continue;
        }
        int inputs = 0;
        const char *from = NULL;
        size_t names_len = 0;
        cJSON_ArrayForEach (e, arr(state, "edges")) {
            const char *data = edge_data(e);
            if (at < 0 || int_of(item(e, "dst"), -1) != at || !data)
                continue; /* another node's, or an empty memlet: an ordering edge, no data */
            inputs++;
            from = data;
            size_t n = strlen(data);
            char *names = realloc(wr->input_names, names_len + n + 2);
            if (!names)
                return -1;
            memcpy(names + names_len, data, n);
            names[names_len + n] = '\n', names[names_len + n + 1] = 0;
            wr->input_names = names, names_len += n + 1;
        }
        if (at >= 0)
            wr->inputs = inputs;
        if (inputs == 1 && from && !(wr->source = sdup(L, from)))
            return -1;
    }
    return 0;
}

/* The stencil a state of NDSL's orchestration calls, from its label
 * (`FrozenStencil_71_call_frozen_diffuse_delp_71_pre_state`: diffuse_delp) into out; 0 when
 * the label is no such thing. Newer gt4py labels every stencil's map `horizontal_loop_<id>`:
 * the state is where its name is. */
static int state_stencil(const char *label, char *out, size_t n)
{
    const char *at = label ? strstr(label, "_call_frozen_") : NULL;
    const char *end = at ? strstr(at, "_pre_state") : NULL;
    if (!at || !end || strcmp(end, "_pre_state"))
        return 0;
    at += strlen("_call_frozen_");
    const char *us = end; /* before the line number that ends the name */
    while (us > at && isdigit((unsigned char)us[-1]))
        us--;
    if (us == end || us <= at + 1 || us[-1] != '_' || (size_t)(us - 1 - at) >= n)
        return 0;
    memcpy(out, at, (size_t)(us - 1 - at));
    out[us - 1 - at] = 0;
    return 1;
}

static int walk_state(struct loader *L, const cJSON *state, int state_id, int cfg, int sdfg_id)
{
    char stencil[256];
    int has_stencil = state_stencil(str(state, "label"), stencil, sizeof stencil);
    const cJSON *nodes = arr(state, "nodes");
    int count = nodes ? cJSON_GetArraySize(nodes) : 0;
    size_t *idx = count ? calloc((size_t)count, sizeof *idx) : NULL;
    int rc = -1, i = 0;
    if (count && !idx) {
        L->oom = 1;
        goto out;
    }
    const cJSON *n;
    cJSON_ArrayForEach (n, nodes) {
        pdd_sdfg *s = L->s;
        if (grow(L, (void **)&s->nodes, &L->cap_nodes, s->nnodes, sizeof *s->nodes))
            goto out;
        size_t at = s->nnodes++;
        pdd_sdfg_node *x = &s->nodes[at];
        const cJSON *attrs = item(n, "attributes");
        const char *type = str(n, "type");
        x->cfg = cfg;
        x->state = state_id;
        x->node = int_of(item(n, "id"), i);
        x->sdfg_id = sdfg_id;
        x->type = sdup(L, type ? type : "");
        x->line_from = x->line_to = -1;
        x->scope = int_of(item(n, "scope_entry"), -1);
        x->nested_sdfg_id = -1;
        if (has_stencil && type && !strcmp(type, "MapEntry"))
            x->stencil = sdup(L, stencil);
        const char *label = str(attrs, "label");
        if (type && !strcmp(type, "AccessNode") && str(attrs, "data")) {
            x->data = sdup(L, str(attrs, "data"));
            label = x->data;
        }
        if (label) {
            x->label = sdup(L, label);
        } else if ((label = str(n, "label"))) {
            /* MapExit has no attributes.label; its node label is "name[ranges]" */
            x->label = sdup(L, label);
            char *br = x->label ? strchr(x->label, '[') : NULL;
            if (br)
                *br = '\0';
        }
        if (type && !strcmp(type, "MapEntry"))
            x->schedule = sdup(L, str(attrs, "schedule"));
        /* DaCe 1 names the file in each node's debug info, DaCe 2 indexes the SDFG's table */
        const cJSON *debug = item(attrs, "debuginfo");
        const char *file = str(debug, "filename");
        int file_index = int_of(item(debug, "file_index"), -1);
        if (!file && file_index >= 0 && cJSON_IsArray(L->source_files) &&
            cJSON_IsString(cJSON_GetArrayItem(L->source_files, file_index)))
            file = cJSON_GetArrayItem(L->source_files, file_index)->valuestring;
        if (file && int_of(item(debug, "start_line"), 0) > 0) {
            x->debug_file = sdup(L, file);
            x->debug_line = int_of(item(debug, "start_line"), 0);
        }
        idx[i++] = at;
        const cJSON *sub = item(attrs, "sdfg");
        if (type && !strcmp(type, "NestedSDFG") && cJSON_IsObject(sub)) {
            char *nested_name = sdup(L, str(item(sub, "attributes"), "name"));
            int nid = -1;
            if (walk_sdfg(L, sub, &nid)) {
                free(nested_name);
                goto out;
            }
            /* the walk may have moved the node array */
            L->s->nodes[at].nested_name = nested_name;
            L->s->nodes[at].nested_sdfg_id = nid;
        }
    }
    rc = state_aliases(L, state, idx, i, sdfg_id) || state_views(L, state, idx, i) || state_writes(L, state, idx, i)
             ? -1
             : 0;
out:
    free(idx);
    return rc;
}

/* Walks a region's blocks: states, and nested regions (LoopRegion, ControlFlowRegion, the
 * branches of a ConditionalBlock) with ids of their own. As in DaCe 1.x's cfg list, blocks
 * without "nodes" (ConditionalBlock, Break/Continue/Return) take no id unless they carry a
 * cfg_list_id. The depth is bounded by cJSON's nesting limit. */
static int walk_region(struct loader *L, const cJSON *r, int cfg, int sdfg_id)
{
    const cJSON *b;
    int i = 0;
    cJSON_ArrayForEach (b, arr(r, "nodes")) {
        const char *type = str(b, "type");
        int pos = i++;
        if (type && !strcmp(type, "SDFGState")) {
            if (walk_state(L, b, int_of(item(b, "id"), pos), cfg, sdfg_id))
                return -1;
            continue;
        }
        if (cJSON_IsArray(item(b, "nodes"))) {
            if (walk_region(L, b, region_id(L, b), sdfg_id))
                return -1;
        } else if (item(b, "cfg_list_id")) {
            region_id(L, b);
        }
        /* ConditionalBlock: "branches": [[condition, region], ...] */
        const cJSON *br;
        cJSON_ArrayForEach (br, arr(b, "branches")) {
            const cJSON *reg = br, *el;
            if (cJSON_IsArray(br)) {
                reg = NULL;
                cJSON_ArrayForEach (el, br) {
                    if (cJSON_IsArray(item(el, "nodes")))
                        reg = el;
                }
            }
            if (cJSON_IsArray(item(reg, "nodes")) &&
                walk_region(L, reg, region_id(L, reg), sdfg_id))
                return -1;
        }
    }
    return 0;
}

static int walk_sdfg(struct loader *L, const cJSON *sdfg, int *id_out)
{
    int id = region_id(L, sdfg);
    const cJSON *attrs = item(sdfg, "attributes");
    const char *name = str(attrs, "name");
    if (!name)
        name = "(unnamed)";
    if (!cJSON_IsObject(attrs))
        return pdd_sdfg_fail(L->err, L->errlen,
                             "%s: SDFG %d has no \"attributes\" object; the file is not a complete "
                             "SDFG: pass the program.sdfg DaCe wrote into .dacecache/<name>/",
                             L->path, id);
    const cJSON *arrays = item(attrs, "_arrays");
    if (!cJSON_IsObject(arrays))
        return pdd_sdfg_fail(L->err, L->errlen,
                             "%s: SDFG '%s' (cfg %d) has no attributes._arrays, so no array shapes; "
                             "pass the program.sdfg DaCe wrote into .dacecache/<name>/, not a "
                             "hand-made or cut-down copy",
                             L->path, name, id);
    const cJSON *a;
    cJSON_ArrayForEach (a, arrays) {
        if (add_array(L, id, a->string, a))
            return -1;
    }
    if (id_out)
        *id_out = id;
    return walk_region(L, sdfg, id, id);
}

int pdd_sdfg_load(const char *path, pdd_sdfg **out, char *err, size_t errlen)
{
    int rc = -1;
    struct loader L = {0};
    *out = NULL;
    cJSON *root = pdd_sdfg_json_read(path, WHAT_SDFG, err, errlen);
    if (!root)
        goto out;
    const char *type = str(root, "type");
    if (!type || strcmp(type, "SDFG")) {
        if (item(root, "target"))
            pdd_sdfg_fail(err, errlen,
                          "%s: not an SDFG but a source map (it has \"target\"); pass program.sdfg "
                          "here and map_cpp.json as the source map",
                          path);
        else
            pdd_sdfg_fail(err, errlen,
                          "%s: not an SDFG (no \"type\": \"SDFG\" at the top); pass the program.sdfg "
                          "from the program's .dacecache folder",
                          path);
        goto out;
    }
    L.s = calloc(1, sizeof *L.s);
    if (!L.s) {
        pdd_sdfg_fail(err, errlen, "%s: out of memory", path);
        goto out;
    }
    L.path = path;
    L.err = err;
    L.errlen = errlen;
    pdd_sdfg *s = L.s;
    s->path = sdup(&L, path);
    const cJSON *attrs = item(root, "attributes");
    const char *name = str(attrs, "name");
    s->name = sdup(&L, name ? name : str(root, "label") ? str(root, "label") : "");
    s->dace_version = sdup(&L, str(root, "dace_version"));
    L.source_files = item(root, "source_files");
    if (walk_sdfg(&L, root, NULL)) {
        if (L.oom)
            pdd_sdfg_fail(err, errlen, "%s: out of memory while reading it", path);
        goto out;
    }
    const cJSON *v, *args = item(attrs, "arg_names"), *syms = item(attrs, "symbols");
    if (cJSON_IsArray(args)) {
        s->arg_names = calloc((size_t)cJSON_GetArraySize(args) + 1, sizeof *s->arg_names);
        if (!s->arg_names)
            L.oom = 1;
        else
            cJSON_ArrayForEach (v, args) {
                if (cJSON_IsString(v))
                    s->arg_names[s->nargs++] = sdup(&L, v->valuestring);
            }
    }
    if (cJSON_IsObject(syms)) {
        s->symbols = calloc((size_t)cJSON_GetArraySize(syms) + 1, sizeof *s->symbols);
        if (!s->symbols)
            L.oom = 1;
        else
            cJSON_ArrayForEach (v, syms)
                s->symbols[s->nsymbols++] = sdup(&L, v->string);
    }
    if (L.oom || pdd_sdfg_index(s)) {
        pdd_sdfg_fail(err, errlen, "%s: out of memory while reading it", path);
        goto out;
    }
    *out = s;
    L.s = NULL;
    rc = 0;
out:
    pdd_sdfg_free(L.s);
    cJSON_Delete(root);
    return rc;
}
