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

int pass_name_id_n(const pass *p, const char *s, size_t len)
{
    const pass_names *m = &p->names;
    if (!m->nbucket)
        return -1;
    uint32_t h = hash_text(s, len);
    for (int32_t i = m->bucket[h & (m->nbucket - 1)]; i >= 0; i = m->chain[i])
        if (m->key[i].hash == h && m->key[i].len == len && !memcmp(p->src + m->key[i].start, s, len))
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

/* Room for ids [0, need) in the per-id arrays (doubling); 0, or -1 out of memory. */
static int grow_ids(pass_names *m, uint32_t **count, size_t *have, size_t need)
{
    if (need <= *have)
        return 0;
    size_t cap = *have ? *have * 2 : 4096;
    int32_t *chain = realloc(m->chain, cap * sizeof *chain);
    if (chain)
        m->chain = chain;
    struct pass_name_key *key = realloc(m->key, cap * sizeof *key);
    if (key)
        m->key = key;
    uint32_t *c = realloc(*count, (cap + 1) * sizeof *c);
    if (c)
        *count = c;
    if (!chain || !key || !c)
        return -1;
    memset(*count + *have + 1, 0, (cap - *have) * sizeof *c);
    *have = cap;
    return 0;
}

/* Twice the buckets, the ids rechained (at most one id per bucket on average). */
static int rehash(pass_names *m)
{
    uint32_t nb = m->nbucket * 2;
    int32_t *bucket = malloc(nb * sizeof *bucket);
    if (!bucket)
        return -1;
    for (uint32_t b = 0; b < nb; b++)
        bucket[b] = -1;
    for (int i = 0; i < m->n; i++) { /* in id order: each chain keeps newest first, as before */
        uint32_t h = m->key[i].hash & (nb - 1);
        m->chain[i] = bucket[h];
        bucket[h] = i;
    }
    free(m->bucket);
    m->bucket = bucket, m->nbucket = nb;
    return 0;
}

int pass_names_build(pass *p)
{
    pass_names *m = &p->names;
    const pdd_token *tok = p->toks.tok;
    size_t nident = 0, cap = 0;
    for (size_t t = 0; t < p->toks.n; t++)
        nident += tok[t].kind == PDD_TOK_IDENT;
    if (nident >= INT32_MAX)
        return -1;
    /* ids in order of first occurrence; id_of[k] is the id of the k-th identifier */
    uint32_t *count = NULL;
    uint32_t *id_of = malloc((nident + 1) * sizeof *id_of);
    m->occ = malloc((nident + 1) * sizeof *m->occ);
    m->nbucket = 1024;
    m->bucket = malloc(m->nbucket * sizeof *m->bucket);
    int rc = -1;
    if (!id_of || !m->occ || !m->bucket || grow_ids(m, &count, &cap, 1))
        goto out;
    for (uint32_t b = 0; b < m->nbucket; b++)
        m->bucket[b] = -1;
    count[0] = 0;
    size_t k = 0;
    for (size_t t = 0; t < p->toks.n; t++) {
        if (tok[t].kind != PDD_TOK_IDENT)
            continue;
        const char *s = p->src + tok[t].start;
        size_t len = tok[t].len;
        uint32_t hv = hash_text(s, len);
        int32_t i = m->bucket[hv & (m->nbucket - 1)];
        for (; i >= 0; i = m->chain[i])
            if (m->key[i].hash == hv && m->key[i].len == len && !memcmp(p->src + m->key[i].start, s, len))
                break;
        if (i < 0) {
            if (grow_ids(m, &count, &cap, (size_t)m->n + 1))
                goto out;
            i = m->n++;
            m->key[i] = (struct pass_name_key){hv, tok[t].start, (uint32_t)len};
            uint32_t h = hv & (m->nbucket - 1);
            m->chain[i] = m->bucket[h];
            m->bucket[h] = i;
            if ((uint32_t)m->n > m->nbucket && rehash(m))
                goto out;
        }
        id_of[k++] = (uint32_t)i;
        count[i + 1]++;
    }
    /* occurrences grouped by id (a counting sort keeps each group in file order) */
    int n = m->n;
    for (int i = 0; i < n; i++)
        count[i + 1] += count[i];
    m->first = malloc(((size_t)n + 1) * sizeof *m->first);
    if (!m->first)
        goto out;
    memcpy(m->first, count, ((size_t)n + 1) * sizeof *m->first);
    k = 0;
    for (size_t t = 0; t < p->toks.n; t++)
        if (tok[t].kind == PDD_TOK_IDENT)
            m->occ[count[id_of[k++]]++] = (uint32_t)t;
    rc = 0;
out:
    free(id_of), free(count);
    return rc;
}

void pass_names_free(pass_names *m)
{
    free(m->first), free(m->occ), free(m->bucket), free(m->chain), free(m->key);
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
