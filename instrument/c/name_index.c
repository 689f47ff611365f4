/* name_index.c: every identifier of the source interned once, with where it occurs, so that
 * "where is NAME in this function" costs NAME's occurrences there, not the function's length
 * (a DaCe program function can hold a whole model: a scan per store made the pass quadratic). */
#include "name_index.h"

#include <stdlib.h>
#include <string.h>

#define MIX 0x9E3779B97F4A7C15ull

/* The last n (1 to 8) bytes of a name as a little-endian word; over8: s has 8 bytes to read. */
static inline uint64_t tail_word(const char *s, size_t n, int over8)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (over8) { /* one load, the bytes past the name masked off */
        uint64_t w;
        memcpy(&w, s, 8);
        return n < 8 ? w & ((1ull << (8 * n)) - 1) : w;
    }
#endif
    uint64_t w = 0;
    for (size_t k = 0; k < n; k++)
        w |= (uint64_t)(unsigned char)s[k] << (8 * k);
    return w;
}

/* A name's hash, a word at a time (names are short: most take one multiply). over8: the text
 * may be read 8 bytes past its end. The same value whichever way it is read. */
static inline uint32_t hash_text(const char *s, size_t len, int over8)
{
    uint64_t h = MIX ^ len;
    for (; len > 8; s += 8, len -= 8) {
        uint64_t w = tail_word(s, 8, 0);
        h = (h ^ w) * MIX;
        h ^= h >> 29;
    }
    h = (h ^ tail_word(s, len, over8)) * MIX;
    return (uint32_t)(h >> 32 ^ h);
}

/* Do a and b spell the same len bytes? (memcmp's call costs more than these short names) */
static inline int same_text(const char *a, const char *b, size_t len)
{
    for (; len >= 8; a += 8, b += 8, len -= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8), memcpy(&y, b, 8);
        if (x != y)
            return 0;
    }
    for (size_t k = 0; k < len; k++)
        if (a[k] != b[k])
            return 0;
    return 1;
}

/* The slot of name s (len bytes, hash h): its own, or the empty one where it would go. */
static inline struct pdd_name_slot *find_slot(const pdd_names *m, const char *s, size_t len, uint32_t h)
{
    for (uint32_t i = h & (m->nslot - 1);; i = (i + 1) & (m->nslot - 1)) {
        struct pdd_name_slot *x = &m->slot[i];
        if (!x->len || (x->hash == h && x->len == len && same_text(m->src + x->start, s, len)))
            return x;
    }
}

int pdd_names_id_hashed(const pdd_names *m, const char *s, size_t len, uint32_t h)
{
    if (!m->nslot || !len)
        return -1;
    const struct pdd_name_slot *x = find_slot(m, s, len, h);
    return x->len ? x->id : -1;
}

int pdd_names_id_n(const pdd_names *m, const char *s, size_t len)
{
    return pdd_names_id_hashed(m, s, len, hash_text(s, len, 0));
}

uint32_t pdd_names_prefetch(const pdd_names *m, const char *s, size_t len)
{
    uint32_t h = hash_text(s, len, 0);
    if (m->nslot)
        __builtin_prefetch(&m->slot[h & (m->nslot - 1)]);
    return h;
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
    /* Galloping from where the last search of id ended: the pass asks of a name at places that
     * mostly move forward, and a name such as K occurs a million times, so that a plain binary
     * search missed the cache at each of its last dozen steps. */
    const uint32_t *at = lo + m->finger[id];
    if (at < hi && *at < a) { /* forward: [lo, hi) narrowed to past at */
        size_t step = 1;
        lo = at + 1;
        while ((size_t)(hi - lo) > step && lo[step - 1] < a)
            lo += step, step *= 2;
        if ((size_t)(hi - lo) > step)
            hi = lo + step;
    } else if (at > lo && at[-1] >= a) { /* backward */
        size_t step = 1;
        hi = at - 1;
        while ((size_t)(hi - lo) > step && hi[-(ptrdiff_t)step] >= a)
            hi -= step, step *= 2;
        if ((size_t)(hi - lo) > step)
            lo = hi - step;
    } else if (at <= hi) { /* at itself */
        return at;
    }
    while (lo < hi) { /* the first occurrence at or after a */
        const uint32_t *mid = lo + (hi - lo) / 2;
        if (*mid < a)
            lo = mid + 1;
        else
            hi = mid;
    }
    m->finger[id] = (uint32_t)(lo - (m->occ + m->first[id]));
    return lo;
}

/* Twice the slots, the names placed again (the table stays at most half full). */
static int grow_slots(pdd_names *m)
{
    uint32_t n = m->nslot * 2;
    struct pdd_name_slot *slot = calloc(n, sizeof *slot), *old = m->slot;
    if (!slot)
        return -1;
    for (uint32_t i = 0; i < m->nslot; i++)
        if (old[i].len) {
            uint32_t k = old[i].hash & (n - 1);
            while (slot[k].len)
                k = (k + 1) & (n - 1);
            slot[k] = old[i];
        }
    free(old);
    m->slot = slot, m->nslot = n;
    return 0;
}

int pdd_names_build(pdd_names *m, const pdd_tokens *toks)
{
    memset(m, 0, sizeof *m);
    m->src = toks->src;
    const pdd_token *tok = toks->tok;
    /* sized for every token an identifier: the pages past the last one are never written */
    size_t most = toks->n + 1, count_cap = 4096;
    if (most >= INT32_MAX)
        return -1;
    /* at[k]: the k-th identifier's token; id_of[k]: its id (ids in order of first occurrence) */
    uint32_t *at = malloc(most * sizeof *at), *id_of = malloc(most * sizeof *id_of);
    uint32_t *count = calloc(count_cap + 1, sizeof *count);
    m->nslot = 4096;
    m->slot = calloc(m->nslot, sizeof *m->slot);
    int rc = -1;
    if (!at || !id_of || !count || !m->slot)
        goto out;
    /* the identifiers listed without a branch per token (their kinds alternate unpredictably) */
    size_t nid = 0;
    for (size_t t = 0; t < toks->n; t++) {
        at[nid] = (uint32_t)t;
        nid += tok[t].kind == PDD_TOK_IDENT;
    }
    /* the slot of the identifier AHEAD places on is fetched while this one is looked up, so
     * that the misses of names last seen long ago overlap */
    enum { AHEAD = 16 };
    uint32_t ring[AHEAD];
    for (size_t k = 0; k < nid && k < AHEAD; k++) {
        const pdd_token *x = &tok[at[k]];
        ring[k] = hash_text(m->src + x->start, x->len, x->start + 8 <= toks->srclen);
    }
    for (size_t k = 0; k < nid; k++) {
        uint32_t h = ring[k % AHEAD];
        if (k + AHEAD < nid) {
            const pdd_token *y = &tok[at[k + AHEAD]];
            uint32_t g = hash_text(m->src + y->start, y->len, y->start + 8 <= toks->srclen);
            ring[k % AHEAD] = g;
            __builtin_prefetch(&m->slot[g & (m->nslot - 1)]);
        }
        const pdd_token *x = &tok[at[k]];
        struct pdd_name_slot *sl = find_slot(m, m->src + x->start, x->len, h);
        if (!sl->len) { /* a new name */
            if ((size_t)m->n == count_cap) {
                uint32_t *c = realloc(count, (2 * count_cap + 1) * sizeof *c);
                if (!c)
                    goto out;
                memset(c + count_cap + 1, 0, count_cap * sizeof *c);
                count = c, count_cap *= 2;
            }
            *sl = (struct pdd_name_slot){h, x->start, x->len, m->n++};
            if ((uint32_t)m->n * 2 > m->nslot && grow_slots(m))
                goto out;
            id_of[k] = (uint32_t)(m->n - 1);
        } else {
            id_of[k] = (uint32_t)sl->id;
        }
        count[id_of[k] + 1]++;
    }
    /* occurrences grouped by id (a counting sort keeps each group in file order) */
    int n = m->n;
    for (int i = 0; i < n; i++)
        count[i + 1] += count[i];
    m->first = malloc(((size_t)n + 1) * sizeof *m->first);
    m->occ = malloc((nid + 1) * sizeof *m->occ);
    m->finger = calloc((size_t)n + 1, sizeof *m->finger);
    if (!m->first || !m->occ || !m->finger)
        goto out;
    memcpy(m->first, count, ((size_t)n + 1) * sizeof *m->first);
    for (size_t k = 0; k < nid; k++)
        m->occ[count[id_of[k]]++] = at[k];
    rc = 0;
out:
    free(at), free(id_of), free(count);
    return rc;
}

void pdd_names_free(pdd_names *m)
{
    free(m->first), free(m->occ), free(m->slot), free(m->finger);
    memset(m, 0, sizeof *m);
}
