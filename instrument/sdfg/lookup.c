/* lookup.c: what the pass asks of a loaded SDFG: an array by name; a node by its ids, by a
 * generated name, by label, by source line; the top-level array a nested SDFG's data stands
 * for; and the SDFG freed. */
#include "sdfg.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Longest chain of nested SDFGs followed by pdd_sdfg_outer_name (a guard against cycles). */
#define MAX_ALIAS_HOPS 64

static const pdd_sdfg *sorting; /* qsort's comparators have no context argument in C11 */

static int node_order(const void *x, const void *y)
{
    size_t i = *(const size_t *)x, j = *(const size_t *)y;
    const pdd_sdfg_node *a = &sorting->nodes[i], *b = &sorting->nodes[j];
    if (a->cfg != b->cfg)
        return a->cfg < b->cfg ? -1 : 1;
    if (a->state != b->state)
        return a->state < b->state ? -1 : 1;
    if (a->node != b->node)
        return a->node < b->node ? -1 : 1;
    return i < j ? -1 : i > j;
}

static int array_order(const void *x, const void *y)
{
    size_t i = *(const size_t *)x, j = *(const size_t *)y;
    int c = strcmp(sorting->arrays[i].name, sorting->arrays[j].name);
    return c ? c : i < j ? -1 : i > j;
}

int pdd_sdfg_index(pdd_sdfg *s)
{
    free(s->node_index), free(s->array_index);
    s->node_index = malloc((s->nnodes ? s->nnodes : 1) * sizeof *s->node_index);
    s->array_index = malloc((s->narrays ? s->narrays : 1) * sizeof *s->array_index);
    if (!s->node_index || !s->array_index) {
        free(s->node_index), free(s->array_index);
        s->node_index = s->array_index = NULL;
        return -1;
    }
    for (size_t i = 0; i < s->nnodes; i++)
        s->node_index[i] = i;
    for (size_t i = 0; i < s->narrays; i++)
        s->array_index[i] = i;
    sorting = s;
    qsort(s->node_index, s->nnodes, sizeof *s->node_index, node_order);
    qsort(s->array_index, s->narrays, sizeof *s->array_index, array_order);
    sorting = NULL;
    return 0;
}

const pdd_sdfg_array *pdd_sdfg_array_by_name(const pdd_sdfg *s, int sdfg_id, const char *name)
{
    if (!s || !name)
        return NULL;
    if (!s->array_index) {
        for (size_t i = 0; i < s->narrays; i++)
            if ((sdfg_id < 0 || s->arrays[i].sdfg_id == sdfg_id) && !strcmp(s->arrays[i].name, name))
                return &s->arrays[i];
        return NULL;
    }
    size_t lo = 0, hi = s->narrays; /* the first of that name */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(s->arrays[s->array_index[mid]].name, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < s->narrays && !strcmp(s->arrays[s->array_index[lo]].name, name); lo++)
        if (sdfg_id < 0 || s->arrays[s->array_index[lo]].sdfg_id == sdfg_id)
            return &s->arrays[s->array_index[lo]];
    return NULL;
}

const pdd_sdfg_node *pdd_sdfg_node_by_ids(const pdd_sdfg *s, int cfg, int state, int node)
{
    if (!s)
        return NULL;
    if (!s->node_index) {
        for (size_t i = 0; i < s->nnodes; i++)
            if (s->nodes[i].cfg == cfg && s->nodes[i].state == state && s->nodes[i].node == node)
                return &s->nodes[i];
        return NULL;
    }
    size_t lo = 0, hi = s->nnodes;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const pdd_sdfg_node *m = &s->nodes[s->node_index[mid]];
        if (m->cfg < cfg || (m->cfg == cfg && (m->state < state || (m->state == state && m->node < node))))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->nnodes) {
        const pdd_sdfg_node *m = &s->nodes[s->node_index[lo]];
        if (m->cfg == cfg && m->state == state && m->node == node)
            return m;
    }
    return NULL;
}

/* Does the name's label part (p, n bytes) equal want, or end in "_" + want? Case and
 * characters that are not valid in C names are not compared (DaCe sanitises labels). */
static int label_matches(const char *p, size_t n, const char *want)
{
    if (!want)
        return 0;
    size_t w = strlen(want);
    if (w > n || (w < n && p[n - w - 1] != '_'))
        return 0;
    p += n - w;
    for (size_t i = 0; i < w; i++) {
        unsigned char a = (unsigned char)p[i], b = (unsigned char)want[i];
        if (!(isalnum(b) || b == '_'))
            b = '_';
        if (tolower(a) != tolower(b))
            return 0;
    }
    return 1;
}

const pdd_sdfg_node *pdd_sdfg_node_by_generated_name(const pdd_sdfg *s, const char *name)
{
    if (!s || !name)
        return NULL;
    size_t end = strlen(name);
    int ids[3];
    for (int k = 2; k >= 0; k--) {
        size_t d = end;
        while (d > 0 && isdigit((unsigned char)name[d - 1]))
            d--;
        if (d == end || d == 0 || name[d - 1] != '_' || end - d > 9)
            return NULL;
        ids[k] = atoi(name + d);
        end = d - 1;
    }
    const pdd_sdfg_node *n = pdd_sdfg_node_by_ids(s, ids[0], ids[1], ids[2]);
    if (!n)
        return NULL;
    if (label_matches(name, end, n->label) || label_matches(name, end, n->nested_name))
        return n;
    return NULL;
}

const pdd_sdfg_node *pdd_sdfg_node_by_label(const pdd_sdfg *s, const char *type, const char *label)
{
    for (size_t i = 0; s && i < s->nnodes; i++)
        if (s->nodes[i].label && !strcmp(s->nodes[i].label, label) && !strcmp(s->nodes[i].type, type))
            return &s->nodes[i];
    return NULL;
}

const pdd_sdfg_node *pdd_sdfg_node_at_line(const pdd_sdfg *s, int line, const char *type)
{
    const pdd_sdfg_node *best = NULL;
    if (!s)
        return NULL;
    for (size_t i = 0; i < s->nnodes; i++) {
        const pdd_sdfg_node *n = &s->nodes[i];
        if (n->line_from < 0 || line < n->line_from || line > n->line_to)
            continue;
        if (type && strcmp(n->type, type))
            continue;
        if (!best || n->line_to - n->line_from < best->line_to - best->line_from)
            best = n;
    }
    return best;
}

size_t pdd_sdfg_nodes_at_line(const pdd_sdfg *s, int line, const pdd_sdfg_node **out, size_t max)
{
    const pdd_sdfg_node *best = pdd_sdfg_node_at_line(s, line, NULL);
    size_t n = 0;
    if (!best)
        return 0;
    int width = best->line_to - best->line_from;
    for (size_t i = 0; i < s->nnodes && n < max; i++) {
        const pdd_sdfg_node *c = &s->nodes[i];
        if (c->line_from >= 0 && c->line_from <= line && line <= c->line_to && c->line_to - c->line_from == width)
            out[n++] = c;
    }
    return n;
}

const char *pdd_sdfg_outer_name(const pdd_sdfg *s, int sdfg_id, const char *inner)
{
    if (!s || !inner)
        return NULL;
    const char *name = inner;
    for (int hop = 0; hop < MAX_ALIAS_HOPS; hop++) {
        if (sdfg_id == 0) {
            const pdd_sdfg_array *a = pdd_sdfg_array_by_name(s, 0, name);
            return a ? a->name : NULL;
        }
        const pdd_sdfg_alias *found = NULL;
        for (size_t i = 0; i < s->naliases && !found; i++)
            if (s->aliases[i].sdfg_id == sdfg_id && !strcmp(s->aliases[i].inner, name))
                found = &s->aliases[i];
        if (!found)
            return NULL;
        name = found->outer;
        sdfg_id = found->outer_sdfg_id;
    }
    return NULL;
}

const pdd_sdfg_node *pdd_sdfg_nested_node(const pdd_sdfg *s, int sdfg_id)
{
    for (size_t i = 0; s && sdfg_id > 0 && i < s->nnodes; i++)
        if (s->nodes[i].nested_sdfg_id == sdfg_id)
            return &s->nodes[i];
    return NULL;
}

void pdd_sdfg_free(pdd_sdfg *s)
{
    if (!s)
        return;
    free(s->node_index), free(s->array_index);
    for (size_t i = 0; i < s->narrays; i++) {
        pdd_sdfg_array *a = &s->arrays[i];
        free(a->name);
        free(a->dtype);
        free(a->storage_name);
        free(a->layout_why);
        free(a->viewed);
        for (int d = 0; d < PDD_SDFG_MAX_DIMS; d++) {
            free(a->shape[d]);
            free(a->strides[d]);
        }
    }
    for (size_t i = 0; i < s->nnodes; i++) {
        pdd_sdfg_node *n = &s->nodes[i];
        free(n->type);
        free(n->label);
        free(n->data);
        free(n->schedule);
        free(n->nested_name);
        free(n->stencil);
        free(n->debug_file);
    }
    for (size_t i = 0; i < s->nwrites; i++)
        free(s->writes[i].source), free(s->writes[i].input_names);
    for (size_t i = 0; i < s->naliases; i++) {
        free(s->aliases[i].inner);
        free(s->aliases[i].outer);
    }
    for (size_t i = 0; i < s->nargs; i++)
        free(s->arg_names[i]);
    for (size_t i = 0; i < s->nsymbols; i++)
        free(s->symbols[i]);
    free(s->arrays);
    free(s->nodes);
    free(s->aliases);
    free(s->writes);
    free(s->arg_names);
    free(s->symbols);
    free(s->name);
    free(s->path);
    free(s->dace_version);
    free(s->map_target);
    free(s);
}