/* name_index.c: every identifier of the source interned once, with where it occurs, so that
 * "where is NAME in this function" costs NAME's occurrences there, not the function's length
 * (a DaCe program function can hold a whole model: a scan per store made the pass quadratic). */
#include "name_index.h"

#include <stdlib.h>
#include <string.h>

static uint32_t hash_text(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < len; k++)
        h = (h ^ (unsigned char)s[k]) * 16777619u;
    return h;
}

int pdd_names_id_n(const pdd_names *m, const char *s, size_t len)
{
    if (!m->nbucket)
        return -1;
    uint32_t h = hash_text(s, len);
    for (int32_t i = m->bucket[h & (m->nbucket - 1)]; i >= 0; i = m->chain[i])
        if (m->key[i].hash == h && m->key[i].len == len && !memcmp(m->src + m->key[i].start, s, len))
            return i;
    return -1;
}

int pdd_names_id(const pdd_names *m, const char *name)
{
    return pdd_names_id_n(m, name, strlen(name));
}

const uint32_t *pdd_names_from(const pdd_names *m, int id, size_t a, const uint32_t **end)
{
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
static int grow_ids(pdd_names *m, uint32_t **count, size_t *have, size_t need)
{
    if (need <= *have)
        return 0;
    size_t cap = *have ? *have * 2 : 4096;
    int32_t *chain = realloc(m->chain, cap * sizeof *chain);
    if (chain)
        m->chain = chain;
    struct pdd_name_key *key = realloc(m->key, cap * sizeof *key);
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
static int rehash(pdd_names *m)
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

int pdd_names_build(pdd_names *m, const pdd_tokens *toks)
{
    memset(m, 0, sizeof *m);
    m->src = toks->src;
    const pdd_token *tok = toks->tok;
    size_t nident = 0, cap = 0;
    for (size_t t = 0; t < toks->n; t++)
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
    for (size_t t = 0; t < toks->n; t++) {
        if (tok[t].kind != PDD_TOK_IDENT)
            continue;
        const char *s = m->src + tok[t].start;
        size_t len = tok[t].len;
        uint32_t hv = hash_text(s, len);
        int32_t i = m->bucket[hv & (m->nbucket - 1)];
        for (; i >= 0; i = m->chain[i])
            if (m->key[i].hash == hv && m->key[i].len == len && !memcmp(m->src + m->key[i].start, s, len))
                break;
        if (i < 0) {
            if (grow_ids(m, &count, &cap, (size_t)m->n + 1))
                goto out;
            i = m->n++;
            m->key[i] = (struct pdd_name_key){hv, tok[t].start, (uint32_t)len};
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
    for (size_t t = 0; t < toks->n; t++)
        if (tok[t].kind == PDD_TOK_IDENT)
            m->occ[count[id_of[k++]]++] = (uint32_t)t;
    rc = 0;
out:
    free(id_of), free(count);
    return rc;
}

void pdd_names_free(pdd_names *m)
{
    free(m->first), free(m->occ), free(m->bucket), free(m->chain), free(m->key);
    memset(m, 0, sizeof *m);
}
