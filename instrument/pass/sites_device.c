/* sites_device.c: the model's fourth step in .cu sources: the stores of each launched __global__
 * kernel, and of the device helpers only it reaches, become device sites of its launch, with
 * what the launcher can bind of each field. */
#include "steps.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Are all names of C expression expr parameters of function fn (the launcher: what it can bind)? */
static int expr_in_scope(const pass *p, int fn, const char *expr)
{
    return pass_expr_names_in_scope(p, fn, expr, 0, NULL, 0);
}

/* The SDFG array a __global__ kernel's pointer parameter stands for: the array of that name
 * (any SDFG, the top one first), or for DaCe's copy kernels (`copy_<src>_to_<dst>_...`,
 * parameter _cpy_out) the destination array named in the kernel's name. */
static const pdd_sdfg_array *device_array(const pass *p, const char *kernel, const char *param)
{
    if (!p->sdfg)
        return NULL;
    const pdd_sdfg_array *a = pdd_sdfg_array_by_name(p->sdfg, 0, param);
    if (!a)
        a = pdd_sdfg_array_by_name(p->sdfg, -1, param);
    if (a || strcmp(param, "_cpy_out") || strncmp(kernel, "copy_", 5))
        return a;
    const pdd_sdfg_array *best = NULL;
    for (size_t i = 0; i < p->sdfg->narrays; i++) {
        const pdd_sdfg_array *c = &p->sdfg->arrays[i];
        char pat[PASS_NAME + 8];
        snprintf(pat, sizeof pat, "_to_%s_", c->name);
        if (c->storage == PDD_STORAGE_GPU && strstr(kernel, pat) &&
            (!best || strlen(c->name) > strlen(best->name)))
            best = c;
    }
    return best;
}

/* What launcher wfn can bind of field F, which the kernel gets as its parameter `target` (a
 * view of F when view is 1): s->dev_bind and the rest, as pass_site says. */
static void launcher_binding(const pass *p, int wfn, const pass_field *F, const char *target, int view, pass_site *s)
{
    if (pass_param_position(p, wfn, target) < 0)
        return;
    s->dev_bind = 1, s->dev_view = view;
    int scope = F->layout_known && !view;
    char sym[PASS_NAME];
    for (int d = 0; d < F->ndim && scope; d++) {
        int shape_ok = expr_in_scope(p, wfn, F->shape[d]);
        if (!shape_ok && gtnext_range_symbol(F->name, F->shape[d], '1', sym, sizeof sym) && !expr_in_scope(p, wfn, sym))
            s->dev_unknown |= 1u << d, shape_ok = 1; /* as bindings.c does on the host */
        scope = shape_ok && expr_in_scope(p, wfn, F->strides[d]);
        if (gtnext_range_symbol(F->name, F->shape[d], '0', sym, sizeof sym) && expr_in_scope(p, wfn, sym))
            s->dev_start |= 1u << d;
    }
    if (scope)
        s->dev_bind = 2;
    else
        s->dev_unknown = s->dev_start = 0;
}

/* The field a kernel's pointer parameter `param` stands for (the top-level array of a view),
 * made when new with its layout from the SDFG and the type found: -1 where its element type
 * is not one of `types` (a bit per pdd_type), -2 out of memory. *view: param is a view. */
static int param_field(pass *p, int gfn, const char *param, unsigned types, int *view)
{
    const pdd_sdfg_array *a = device_array(p, p->fns[gfn].name, param);
    const char *name = a ? a->name : param;
    /* A nested SDFG's connector is a view of a top-level array, passed as a pointer into it
     * (`&gpu_delp[J*K + K]`): the field is that array. Where the view starts is not in this
     * file: the launcher binds the view, and the run time finds the array it views among
     * those the host code bound (bindings.c), to index by the array's layout. */
    const pdd_sdfg_array *top = pass_top_array_of(p, a, view);
    if (top)
        name = top->name, a = top;
    int type = a ? a->type : pass_declared_type(p, gfn, param);
    if (type < 0 || type >= 32 || !(types >> type & 1))
        return -1;
    int field = pass_field_find(p, name);
    if (field < 0) {
        if ((field = pass_field_of(p, name)) < 0)
            return -2;
        pass_field *F = &p->fields[field];
        if (a && F->ndim == 0 && a->ndim > 0) /* declared in a nested SDFG */
            pass_field_take_layout(p, F, a);
        F->type = type;
        F->storage = PDD_STORAGE_GPU;
    }
    return field;
}

int pass_device_read_field(pass *p, int s, const char *param)
{
    const pass_site *S = &p->sites[s];
    int gfn = pass_fn_of_node(p, S->stmt);
    if (gfn < 0 || !N(p, p->fns[gfn].node)->is_global || pass_param_position(p, gfn, param) < 0 ||
        pass_local_array(p, gfn, param))
        return -1;
    int view = 0, k = S->kernel;
    /* the element types pdd_dev_operand reads */
    const unsigned readable = 1u << PDD_T_F64 | 1u << PDD_T_F32 | 1u << PDD_T_I64 | 1u << PDD_T_I32;
    int field = param_field(p, gfn, param, readable, &view);
    if (field < 0)
        return field;
    for (int i = 0; i < p->ndev_reads; i++)
        if (p->dev_reads[i].kernel == k && p->dev_reads[i].field == field)
            return field;
    pass_site *r = pass_grow(p->dev_reads, &p->capdev_reads, p->ndev_reads + 1, sizeof *r);
    if (!r)
        return -2;
    p->dev_reads = r;
    r = &p->dev_reads[p->ndev_reads++];
    memset(r, 0, sizeof *r);
    r->target = r->index = r->copy_dst = r->copy_count = r->copy_loops = r->operands = "";
    r->kernel = k, r->field = field, r->stmt = S->stmt, r->line = S->line, r->form = SITE_DEVICE;
    r->bind = pass_strf(p, PASS_NAME, "%s", param);
    launcher_binding(p, p->kernels[k].fn, &p->fields[field], param, view, r);
    return field;
}

/* A store through `at` (a parameter of the __global__ kernel gfn, or of a device helper it
 * calls, pointing into the kernel's parameter `target`) becomes a device site of the launch
 * kernel k (launcher function wfn). */
static int add_device_site(pass *p, int gfn, int k, int stmt, const char *target, const char *at,
                           size_t ia, size_t ib)
{
    if (pass_param_position(p, gfn, target) < 0 || pass_local_array(p, gfn, target))
        return 0;
    int view = 0;
    /* only floating values fail a range */
    int field = param_field(p, gfn, target, 1u << PDD_T_F64 | 1u << PDD_T_F32, &view);
    if (field == -1)
        return 0;
    if (field < 0)
        return -1;
    pass_site *s = pass_new_site(p, k, field, stmt);
    if (!s)
        return -1;
    s->form = SITE_DEVICE, s->loop = -1, s->root_offset = 1;
    s->target = pass_strf(p, PASS_NAME, "%s", at);
    s->bind = pass_strf(p, PASS_NAME, "%s", target);
    if (ia == NONE)
        s->index = pass_strf(p, PASS_EXPR, "0");
    else
        s->index = pass_tok_str(p, ia, ib + 1, PASS_EXPR);
    pass_kernel *K = &p->kernels[k];
    launcher_binding(p, K->fn, &p->fields[field], target, view, s);
    pass_field *W = &p->fields[field];
    if (s->dev_bind < 2 && !s->dev_view && W->layout_known && !W->why[0] && p->sdfg)
        W->why = pass_strf(p, PASS_EXPR / 2, "in %s: %s", K->name,
                 s->dev_bind ? "its shape or strides name what the launcher does not have"
                             : "not a parameter of the launched kernel");
    if (!K->nsites)
        K->first_site = p->nsites;
    K->nsites++;
    pass_keep_site(p, k, field);
    return 0;
}

/* How many call paths reach function h from __global__ functions (2 stands for "several"):
 * a device helper's probes carry fixed site numbers, so only a helper that runs for one
 * kernel, through one call, can have them. */
static int device_paths(const pass *p, int h, int depth)
{
    if (N(p, p->fns[h].node)->is_global)
        return 1;
    if (depth > 8)
        return 2;
    call_site calls[4];
    int n = 0, nc = pass_find_calls(p, h, calls, 4);
    if (nc > 3)
        return 2;
    for (int c = 0; c < nc && n < 2; c++)
        n += calls[c].caller == h ? 2 : device_paths(p, calls[c].caller, depth + 1);
    return n < 2 ? n : 2;
}

/* A device helper that gets no probes is named in the manifest when it stores into one of its
 * parameters (what a probe would check). */
static void note_unprobed(pass *p, int h)
{
    for (int i = 0; i < p->nunprobed && i < PASS_UNPROBED; i++)
        if (!strcmp(p->unprobed[i].name, p->fns[h].name))
            return;
    const pdd_syn_node *hn = N(p, p->fns[h].node);
    for (size_t i = (size_t)p->fns[h].node + 1; i < p->syn.n && N(p, (int)i)->first <= (size_t)hn->close; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        char at[PASS_NAME];
        size_t ia, ib;
        if (s->kind != PDD_SYN_STMT || pass_fn_of_node(p, (int)i) != h || !pass_indexed_store(p, s, at, sizeof at, &ia, &ib) ||
            pass_param_position(p, h, at) < 0)
            continue;
        if (p->nunprobed < PASS_UNPROBED) {
            snprintf(p->unprobed[p->nunprobed].name, PASS_NAME, "%s", p->fns[h].name);
            p->unprobed[p->nunprobed].line = pdd_tok_line(&p->toks, hn->first);
        }
        p->nunprobed++;
        return;
    }
}

/* Stores of kernel g (fn == g), or of a device helper it calls (fn, whose parameter at
 * position i points into g's parameter map[i], "" for none), into g's pointer parameters:
 * `a[idx] op= v;` and DaCe's atomic write-conflict resolution
 * `...::reduce_atomic(a + idx, v)`. Then the helpers fn calls, DaCe's nested SDFGs inside a
 * GPU map (DACE_DFI functions taking views such as `&gpu_a[(J * K) * i]`). */
#define HELPER_PARAMS 64
static int device_stores_in(pass *p, int g, int k, int fn, char (*map)[PASS_NAME], int depth)
{
    const pdd_syn_node *fnn = N(p, p->fns[fn].node);
    for (size_t i = (size_t)p->fns[fn].node + 1; i < p->syn.n && N(p, (int)i)->first <= (size_t)fnn->close; i++) {
        const pdd_syn_node *s = N(p, (int)i);
        if (s->kind != PDD_SYN_STMT || pass_fn_of_node(p, (int)i) != fn)
            continue;
        char at[PASS_NAME];
        size_t ia, ib;
        int found = pass_indexed_store(p, s, at, sizeof at, &ia, &ib);
        if (!found && p->toks.tok[s->first].kind == PDD_TOK_IDENT && pass_is(p, pass_next(p, s->first), "["))
            continue; /* NAME[...] that is no store */
        for (size_t t = s->first; !pass_at_eof(p, t) && !found && t <= s->last; t = pass_next(p, t)) {
            if (!pass_is(p, t, "reduce_atomic") || !pass_is(p, pass_next(p, t), "("))
                continue;
            found = pass_wcr_store(p, t, at, sizeof at, &ia, &ib);
            found = found < 1 ? 0 : found;
            break; /* else a pointer expression we do not read */
        }
        if (!found)
            continue;
        const char *target = at;
        if (fn != g) {
            int pos = pass_param_position(p, fn, at);
            if (pos < 0 || pos >= HELPER_PARAMS || !map[pos][0] || pass_local_array(p, fn, at))
                continue;
            target = map[pos];
        }
        int before = p->nsites;
        if (add_device_site(p, g, k, (int)i, target, at, ia, ib))
            return -1;
        if (p->nsites > before)
            p->sites[before].scalar = found == 2;
    }
    if (depth >= 8)
        return 0;
    int from, to;
    pass_calls_made_by(p, fn, &from, &to);
    int reached = -1, last_h = -1, done_h = -1;
    for (int i = from; i < to; i++) {
        const call_site *cs = &((const call_site *)p->calls)[p->out_calls[i]];
        int h = cs->callee;
        const pass_fn *H = &p->fns[h];
        if (H->skip || N(p, H->node)->is_global || h == done_h)
            continue;
        if (h != last_h)
            last_h = h, reached = -1;
        if (reached < 0)
            reached = device_paths(p, h, 0);
        if (reached != 1) {
            note_unprobed(p, h);
            done_h = h;
            continue;
        }
        char(*hmap)[PASS_NAME] = calloc(HELPER_PARAMS, PASS_NAME);
        if (!hmap)
            return -1;
        size_t a, b;
        for (int pos = 0; pos < HELPER_PARAMS && !pass_call_argument(p, cs->tok, pos, &a, &b); pos++) {
            char base[PASS_NAME], target[PASS_NAME];
            if (!pass_pointer_base(p, a, base, sizeof base))
                continue;
            /* a local pointer into a parameter (DaCe 2: `v = &gpu_a[...]; f(&v[0])`) */
            if (pass_param_position(p, fn, base) < 0 && pass_local_pointer_target(p, fn, base, target, sizeof target))
                snprintf(base, sizeof base, "%s", target);
            if (fn == g && pass_param_position(p, g, base) >= 0 && !pass_local_array(p, g, base))
                snprintf(hmap[pos], PASS_NAME, "%s", base);
            else if (fn != g) {
                int q = pass_param_position(p, fn, base);
                if (q >= 0 && q < HELPER_PARAMS && !pass_local_array(p, fn, base))
                    memcpy(hmap[pos], map[q], PASS_NAME);
            }
        }
        int rc = device_stores_in(p, g, k, h, hmap, depth + 1);
        free(hmap);
        if (rc)
            return -1;
    }
    return 0;
}

/* The device stores of each launched __global__ kernel; its sites are contiguous (one
 * collect launch covers them). */
int pass_find_device_stores(pass *p)
{
    pass_pairmap launches = {0};
    int rc = pass_index_launches(p, &launches);
    for (int g = 0; g < p->nfns && !rc; g++) {
        if (!N(p, p->fns[g].node)->is_global)
            continue;
        int k = pass_launch_named(p, &launches, p->fns[g].name);
        if (k < 0)
            continue; /* launched from no wrapper here: nothing would collect its records */
        rc = device_stores_in(p, g, k, g, NULL, 0);
    }
    pass_pairmap_free(&launches);
    return rc;
}
