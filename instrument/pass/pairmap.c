/* pairmap.c: a map from 64-bit keys to ints (open addressing, at most half full): the facts
 * the pass keeps about a name in a function, its fields and launches by the hash of a name,
 * each looked up in constant time. */
#include "pass.h"

#include <stdlib.h>
#include <string.h>

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
