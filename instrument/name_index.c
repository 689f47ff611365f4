/* name_index.c: every identifier of the source interned once, with where it occurs, so that
 * "where is NAME in this function" costs NAME's occurrences there, not the function's length
 * (a DaCe program function can hold a whole model: a scan per store made the pass quadratic). */
#include "pass.h"

#include <stdlib.h>
#include <string.h>

static uint32_t hash_text(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < len; k++)
        h = (h ^ (unsigned char)s[k]) * 16777619u;
    return h;
}

static int same_text(const pass *p, int id, const char *s, size_t len)
{
    const pdd_token *t = &p->toks.tok[p->names.occ[p->names.first[id]]];
    return t->len == len && !memcmp(p->src + t->start, s, len);
}

int pass_name_id_n(const pass *p, const char *s, size_t len)
{
    const pass_names *m = &p->names;
    if (!m->nbucket)
        return -1;
    for (int32_t i = m->bucket[hash_text(s, len) & (m->nbucket - 1)]; i >= 0; i = m->chain[i])
        if (same_text(p, i, s, len))
            return i;
    return -1;
}

int pass_name_id(const pass *p, const char *name)
{
    return pass_name_id_n(p, name, strlen(name));
}

const uint32_t *pass_name_from(const pass *p, int id, size_t a, const uint32_t **end)
{
    const pass_names *m = &p->names;
    if (id < 0) {
        *end = m->occ;
        return m->occ;
    }
    const uint32_t *lo = m->occ + m->first[id], *hi = m->occ + m->first[id + 1];
    *end = hi;
    while (lo < hi) { /* the first occurrence at or after a */
        const uint32_t *mid = lo + (hi - lo) / 2;
        if (*mid < a)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int pass_names_build(pass *p)
{
    pass_names *m = &p->names;
    size_t nident = 0;
    for (size_t t = 0; t < p->toks.n; t++)
        nident += p->toks.tok[t].kind == PDD_TOK_IDENT;
    if (nident >= INT32_MAX)
        return -1;
    uint32_t nb = 1024;
    while (nb < nident)
        nb <<= 1;
    m->id = malloc(p->toks.n * sizeof *m->id);
    m->bucket = malloc(nb * sizeof *m->bucket);
    m->chain = malloc((nident + 1) * sizeof *m->chain);
    uint32_t *count = calloc(nident + 2, sizeof *count), *sample = malloc((nident + 1) * sizeof *sample);
    m->occ = malloc((nident + 1) * sizeof *m->occ);
    int rc = -1;
    if (!m->id || !m->bucket || !m->chain || !count || !sample || !m->occ)
        goto out;
    m->nbucket = nb;
    for (uint32_t b = 0; b < nb; b++)
        m->bucket[b] = -1;
    /* ids in order of first occurrence; sample[id] is that first token until occ is laid out */
    int n = 0;
    for (size_t t = 0; t < p->toks.n; t++) {
        m->id[t] = -1;
        if (p->toks.tok[t].kind != PDD_TOK_IDENT)
            continue;
        const char *s = p->src + p->toks.tok[t].start;
        size_t len = p->toks.tok[t].len;
        uint32_t h = hash_text(s, len) & (nb - 1);
        int32_t i = m->bucket[h];
        for (; i >= 0; i = m->chain[i]) {
            const pdd_token *f = &p->toks.tok[sample[i]];
            if (f->len == len && !memcmp(p->src + f->start, s, len))
                break;
        }
        if (i < 0) {
            i = n++;
            sample[i] = (uint32_t)t;
            m->chain[i] = m->bucket[h];
            m->bucket[h] = i;
        }
        m->id[t] = i;
        count[i + 1]++;
    }
    /* occurrences grouped by id (a counting sort keeps each group in file order) */
    for (int i = 0; i < n; i++)
        count[i + 1] += count[i];
    m->first = malloc(((size_t)n + 1) * sizeof *m->first);
    if (!m->first)
        goto out;
    memcpy(m->first, count, ((size_t)n + 1) * sizeof *m->first);
    for (size_t t = 0; t < p->toks.n; t++)
        if (m->id[t] >= 0)
            m->occ[count[m->id[t]]++] = (uint32_t)t;
    m->n = n;
    rc = 0;
out:
    free(count);
    free(sample);
    return rc;
}

void pass_names_free(pass_names *m)
{
    free(m->id), free(m->first), free(m->occ), free(m->bucket), free(m->chain);
    memset(m, 0, sizeof *m);
}

/* ---- a map from 64-bit keys to ints (open addressing): per-function facts about a name */

#define EMPTY UINT64_MAX

int pass_pairmap_get(const pass_pairmap *m, uint64_t key, int *val)
{
    if (!m->cap)
        return 0;
    for (size_t i = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->key[i] == EMPTY)
            return 0;
        if (m->key[i] == key) {
            *val = m->val[i];
            return 1;
        }
    }
}

int pass_pairmap_put(pass_pairmap *m, uint64_t key, int val)
{
    if (2 * (m->n + 1) > m->cap) { /* grow: at most half full */
        size_t cap = m->cap ? 2 * m->cap : 256;
        pass_pairmap g = {malloc(cap * sizeof *g.key), malloc(cap * sizeof *g.val), cap, 0};
        if (!g.key || !g.val) {
            free(g.key), free(g.val);
            return -1;
        }
        for (size_t i = 0; i < cap; i++)
            g.key[i] = EMPTY;
        for (size_t i = 0; i < m->cap; i++)
            if (m->key[i] != EMPTY)
                pass_pairmap_put(&g, m->key[i], m->val[i]);
        pass_pairmap_free(m);
        *m = g;
    }
    size_t i = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & (m->cap - 1);
    while (m->key[i] != EMPTY && m->key[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (m->key[i] == EMPTY)
        m->n++;
    m->key[i] = key, m->val[i] = val;
    return 0;
}

void pass_pairmap_free(pass_pairmap *m)
{
    free(m->key), free(m->val);
    memset(m, 0, sizeof *m);
}
