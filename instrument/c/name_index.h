/* name_index.h: every identifier of a tokenized source interned once, with its occurrences, so
 * that "where is NAME from here on" costs NAME's occurrences, not the length of the text (a
 * generated source repeats a few hundred thousand names millions of times: the tables are
 * sized by the names, the occurrences by the identifiers). */
#ifndef PDD_NAME_INDEX_H
#define PDD_NAME_INDEX_H

#include "lexer.h"

#include <stddef.h>
#include <stdint.h>

typedef struct pdd_names {
    const char *src; /* the tokens' source: the spellings */
    uint32_t *first; /* id's occurrences are occ[first[id] .. first[id + 1]) */
    uint32_t *occ;   /* identifier tokens, grouped by id, in file order within each */
    uint32_t *finger; /* per id: where its last search ended (a cache: pdd_names_from writes it) */
    int n;
    /* the ids by hash of their text, at most half the slots used (len 0: empty); a slot holds
     * what a lookup compares, so that it reads one cache line before the text */
    struct pdd_name_slot { uint32_t hash, start, len; int32_t id; } *slot;
    uint32_t nslot;
} pdd_names;

/* Builds m from the identifiers of t (whose source must outlive m). Returns 0, or -1 out of
 * memory (m is then freed by pdd_names_free). */
int pdd_names_build(pdd_names *m, const pdd_tokens *t);
void pdd_names_free(pdd_names *m);
/* The id of identifier `name` (of len bytes), or -1 when the source has none such. */
int pdd_names_id(const pdd_names *m, const char *name);
int pdd_names_id_n(const pdd_names *m, const char *s, size_t len);
/* The hash name s (len bytes) is looked up by, its slot fetched into the cache meanwhile: a walk
 * over many names asks for each some names ahead, then pdd_names_id_hashed finds it without
 * waiting for memory. */
uint32_t pdd_names_prefetch(const pdd_names *m, const char *s, size_t len);
int pdd_names_id_hashed(const pdd_names *m, const char *s, size_t len, uint32_t h);
/* The occurrences of identifier id at or after token a (ascending); *end is past its last. */
const uint32_t *pdd_names_from(const pdd_names *m, int id, size_t a, const uint32_t **end);

#endif
