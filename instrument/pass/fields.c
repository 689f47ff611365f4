/* fields.c: the model's third step, the fields: each array a store writes, with its element
 * type, storage and layout from its SDFG array (or its declaration), found by name. */
#include "steps.h"

#include <pdd/abi.h>
#include <string.h>

int pass_type_from_word(const char *w)
{
#define TYPE_WORD(id, log, c, dace, size) {c, PDD_T_##id},
    static const struct {
        const char *word;
        int type;
    } words[] = {PDD_TYPES(TYPE_WORD)
                 /* the C spellings beside the fixed-width ones */
                 {"long", PDD_T_I64}, {"int", PDD_T_I32}, {"short", PDD_T_I16}, {"char", PDD_T_I8}};
#undef TYPE_WORD
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (*words[i].word && !strcmp(w, words[i].word))
            return words[i].type;
    return PDD_T_UNKNOWN;
}

/* The element type of `name` from its declaration in function fn (parameter or local):
 * the last type word before the name. */
int pass_declared_type(const pass *p, int fn, const char *name)
{
    const pdd_syn_node *f = N(p, p->fns[fn].node);
    const uint32_t *end, *o = pass_occurrences(p, name, f->params_open, &end);
    for (; o < end && *o < (size_t)f->close; o++) {
        size_t t = *o;
        int type = PDD_T_UNKNOWN;
        for (size_t q = pdd_tok_prev(&p->toks, t); q != NONE && q > (size_t)f->params_open; q = pdd_tok_prev(&p->toks, q)) {
            if (pass_is(p, q, ",") || pass_is(p, q, "(") || pass_is(p, q, ";") || pass_is(p, q, "{") ||
                pass_is(p, q, "}") || pass_is(p, q, "="))
                break;
            char w[64];
            pass_text(p, q, w, sizeof w);
            if (pass_type_from_word(w) != PDD_T_UNKNOWN) {
                type = pass_type_from_word(w);
                break;
            }
        }
        if (type != PDD_T_UNKNOWN)
            return type;
    }
    return PDD_T_UNKNOWN;
}

/* A field's dimensions and layout from its SDFG array (layout_known when every extent and
 * stride is a usable expression). */
void pass_field_take_layout(pass *p, pass_field *f, const pdd_sdfg_array *a)
{
    f->ndim = a->ndim, f->transient = a->transient;
    f->layout_known = a->ndim > 0 && a->ndim <= 8;
    for (int d = 0; d < a->ndim && d < 8; d++) {
        if (!a->shape[d] || !a->strides[d]) {
            f->layout_known = 0;
            break;
        }
        if (strlen(a->shape[d]) >= PASS_EXPR / 4 || strlen(a->strides[d]) >= PASS_EXPR / 4) {
            f->layout_known = 0; /* cut short it would not compile */
            f->why = pass_strf(p, PASS_EXPR / 2, "shape[%d] or strides[%d] is longer than %d characters", d, d,
                               PASS_EXPR / 4 - 1);
            break;
        }
        f->shape[d] = pass_strf(p, PASS_EXPR / 4, "%s", a->shape[d]);
        f->strides[d] = pass_strf(p, PASS_EXPR / 4, "%s", a->strides[d]);
    }
}

/* A field's type, storage and layout from its SDFG array, and why it has no index when the
 * layout is unusable (a scalar needs none). */
static void field_take_array(pass *p, pass_field *f, const pdd_sdfg_array *a)
{
    f->why = "";
    f->type = a->type, f->storage = a->storage;
    pass_field_take_layout(p, f, a);
    if (!f->layout_known && !a->is_scalar && !f->why[0])
        f->why = pass_strf(p, PASS_EXPR / 2, "%s", a->layout_why ? a->layout_why : "no shape in the SDFG");
}

/* The field named `name`, or -1 (a hash of the names: a file can have many). */
int pass_field_find(const pass *p, const char *name)
{
    int i;
    if (!pass_pairmap_get(&p->by_name, pass_name_hash(name), &i))
        return -1;
    if (!strcmp(p->fields[i].name, name))
        return i;
    for (i = 0; i < p->nfields; i++) /* two names of one hash: never seen, but correct */
        if (!strcmp(p->fields[i].name, name))
            return i;
    return -1;
}

int pass_field_of(pass *p, const char *name)
{
    int had = pass_field_find(p, name);
    if (had >= 0)
        return had;
    pass_field *f = pass_grow(p->fields, &p->capfields, p->nfields + 1, sizeof *f);
    if (!f)
        return -1;
    p->fields = f;
    f = &p->fields[p->nfields];
    memset(f, 0, sizeof *f);
    f->why = "";
    for (int d = 0; d < 8; d++)
        f->shape[d] = f->strides[d] = f->start[d] = "";
    f->name = pass_strf(p, PASS_NAME, "%s", name);
    f->base = pass_strf(p, PASS_NAME, "%s", name);
    f->bind_tok = NONE;
    f->storage = PDD_STORAGE_UNKNOWN;
    const pdd_sdfg_array *a = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, name) : NULL;
    if (!a && p->sdfg) /* a nested SDFG's own transient */
        a = pdd_sdfg_array_by_name(p->sdfg, -1, name);
    if (a) {
        field_take_array(p, f, a);
    } else if (p->sdfg) {
        f->why = pass_strf(p, PASS_EXPR / 2, "no array of that name in the SDFG");
    }
    if (pass_field_find(p, f->name) < 0 && pass_pairmap_put(&p->by_name, pass_name_hash(f->name), p->nfields))
        return -1;
    return p->nfields++;
}

/* The field a state-struct member stands for: DaCe keeps a persistent array `name` of SDFG
 * n as `__state->__<n>_<name>`; the member is also how the program function reaches it. */
int pass_member_field(pass *p, const char *target)
{
    char name[PASS_NAME];
    int sdfg_id;
    pass_member_name(target, name, sizeof name, &sdfg_id);
    int had = p->nfields;
    int f = pass_field_of(p, name);
    if (f < 0 || f < had)
        return f;
    pass_field *F = &p->fields[f];
    F->base = pass_strf(p, PASS_NAME, "%s", target);
    const pdd_sdfg_array *a = p->sdfg && sdfg_id > 0 ? pdd_sdfg_array_by_name(p->sdfg, sdfg_id, name) : NULL;
    if (a) /* a nested SDFG's persistent array: its own layout */
        field_take_array(p, F, a);
    return f;
}

/* The top-level array that nested-SDFG array a stands for (a itself at the top level; NULL
 * when it is a nested SDFG's own); *view says whether a is a view of it under another name,
 * a pointer into it such as `&gpu_delp[J*K + K]`. */
const pdd_sdfg_array *pass_top_array_of(const pass *p, const pdd_sdfg_array *a, int *view)
{
    const char *outer = a && a->sdfg_id != 0 ? pdd_sdfg_outer_name(p->sdfg, a->sdfg_id, a->name) : NULL;
    const pdd_sdfg_array *top = outer ? pdd_sdfg_array_by_name(p->sdfg, 0, outer) : NULL;
    *view = top && strcmp(outer, a->name);
    return top;
}
