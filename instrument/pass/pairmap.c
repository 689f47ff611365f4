/* pairmap.c: a map from 64-bit keys to ints (open addressing, at most half full): the facts
 * the pass keeps about a name in a function, its fields and launches by the hash of a name,
 * each looked up in constant time. */
#include "pass.h"

#include <stdlib.h>
#include <string.h>

#define EMPTY UINT64_MAX

/* Where key's search starts: every bit of the key mixed in (a fact's key is what, function and
 * name side by side; a multiply alone left the function's high bits out, and the facts of one
 * name in 10^5 functions then shared a few dozen slots), but for the last three: keys that
 * differ only there (a function's parameters, whose ids come in a row) are neighbours, so that
 * a walk over them reads each cache line once. */
static size_t home(const pass_pairmap *m, uint64_t key)
{
    uint64_t h = key >> 3;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return (size_t)(h << 3 | (key & 7)) & (m->cap - 1);
}

int pass_pairmap_get(const pass_pairmap *m, uint64_t key, int *val)
{
    if (!m->cap)
        return 0;
    for (size_t i = home(m, key);; i = (i + 1) & (m->cap - 1)) {
        if (m->slot[i].key == EMPTY)
            return 0;
        if (m->slot[i].key == key) {
            *val = m->slot[i].val;
            return 1;
        }
    }
}

/* The keys placed again in cap slots (a power of two). 0, or -1 out of memory (m kept). */
static int resize(pass_pairmap *m, size_t cap)
{
    pass_pairmap g = {malloc(cap * sizeof *g.slot), cap, 0};
    if (!g.slot)
        return -1;
    for (size_t i = 0; i < cap; i++)
        g.slot[i].key = EMPTY;
    for (size_t i = 0; i < m->cap; i++)
        if (m->slot[i].key != EMPTY)
            pass_pairmap_put(&g, m->slot[i].key, m->slot[i].val);
    pass_pairmap_free(m);
    *m = g;
    return 0;
}

int pass_pairmap_reserve(pass_pairmap *m, size_t n)
{
    size_t cap = m->cap ? m->cap : 256;
    while (cap < 2 * n)
        cap *= 2;
    return cap > m->cap ? resize(m, cap) : 0;
}

int pass_pairmap_put(pass_pairmap *m, uint64_t key, int val)
{
    if (2 * (m->n + 1) > m->cap && resize(m, m->cap ? 2 * m->cap : 256)) /* at most half full */
        return -1;
    size_t i = home(m, key);
    while (m->slot[i].key != EMPTY && m->slot[i].key != key)
        i = (i + 1) & (m->cap - 1);
    if (m->slot[i].key == EMPTY)
        m->n++;
    m->slot[i].key = key, m->slot[i].val = val;
    return 0;
}

void pass_pairmap_free(pass_pairmap *m)
{
    free(m->slot);
    memset(m, 0, sizeof *m);
}
