/* steps.h: what the steps of the analysis (calls.c -> kernels.c -> fields.c -> sites_cpu.c,
 * sites_device.c -> bindings.c, run by analyze.c) ask of each other and of the tokens and the
 * syntax tree (queries.c). Private to the pass: pass.h is the model they fill. */
#ifndef PDD_PASS_STEPS_H
#define PDD_PASS_STEPS_H

#include "pass.h"

#include <stdint.h>
#include <stdlib.h>

#define NONE ((size_t)-1)

static inline const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

/* The occurrences of `name` from token a on (*end past the last): a walk over them visits
 * only the tokens that spell it. */
static inline const uint32_t *pass_occurrences(const pass *p, const char *name, size_t a, const uint32_t **end)
{
    return pdd_names_from(&p->names, pdd_names_id(&p->names, name), a, end);
}

/* arr with room for need elements of elem bytes (doubling *cap); NULL out of memory (arr kept). */
static inline void *pass_grow(void *arr, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return arr;
    int c = *cap ? *cap * 2 : 64;
    while (c < need)
        c *= 2;
    void *n = realloc(arr, (size_t)c * elem);
    if (n)
        *cap = c;
    return n;
}

/* A name's hash, the key of p->by_name and of the launches by name. */
static inline uint64_t pass_name_hash(const char *s)
{
    uint64_t h = 14695981039346656037ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* ---- queries.c: the tokens and the tree ---------------------------------------------- */

/* The matching bracket of an opening one (a linear scan: brackets are balanced). */
size_t pass_match_of(const pass *p, size_t open);
/* The innermost node holding token tok (0, the file, when none does). */
/* A new site, zeroed, of kernel and field at stmt (sites_cpu.c); NULL out of memory. */
pass_site *pass_new_site(pass *p, int kernel, int field, int stmt);
/* Counts that site in and lists its field among its kernel's (sites_cpu.c). */
void pass_keep_site(pass *p, int kernel, int field);
/* The field a device site s's operand is read from through `param`, a pointer parameter of
 * its __global__ kernel, bound by the kernel's launcher as its stored fields are
 * (sites_device.c); -1 where it is none (no such parameter, an element type the runtime does
 * not read), -2 out of memory. */
int pass_device_read_field(pass *p, int s, const char *param);
int pass_node_at(const pass *p, size_t tok);
/* The innermost node containing token i inside node `from` (from itself when none is). */
int pass_owner_of(const pass *p, size_t tok, int from);
/* The function (index into p->fns) that node is in, or -1. */
int pass_fn_of_node(const pass *p, int node);
/* The function whose body holds token t (functions are in file order), or -1. */
int pass_fn_at_token(const pass *p, size_t t);
/* The innermost FOR around node i inside its function that is not control flow (a map's
 * loop, or a plain loop), or -1. */
int pass_loop_around(const pass *p, int i);
/* The outermost FOR around node i (i itself included) inside its function that is not
 * control flow, or -1: a kernel's loop nest. Sequential loops around it (time loops,
 * vertical sweeps) are control flow, so the kernel runs once per iteration. */
int pass_outer_loop(const pass *p, int i);
/* The token of FOR node i's variable (`k` in `for (k = 1; ...`, `i` in `for (int i = ...`),
 * or NONE; *declared says whether the loop declares it. */
size_t pass_for_variable(const pass *p, int i, int *declared);
/* Is the pragma line (NONE: none) an `omp parallel`? */
int pass_pragma_is_omp_parallel(const pass *p, size_t pragma);
/* The argument number `arg` (0-based) of the call whose name is at `tok`: token range. */
int pass_call_argument(const pass *p, size_t tok, int arg, size_t *a, size_t *b);
/* The first token of each argument of the call whose '(' is at open, in one scan: up to max
 * of them in first; their count (0 when its ')' is not found by token last). */
int pass_call_arguments(const pass *p, size_t open, size_t last, size_t *first, int max);
/* Does the argument starting at a name `name` (X, &X[...], X + ...)? */
int pass_argument_is(const pass *p, size_t a, const char *name);
/* The last identifier of a member access starting at identifier t (`__state->__0_acc`,
 * `s.x`), or t itself. */
size_t pass_member_chain_end(const pass *p, size_t t);
/* The array a pointer expression [a, b] points into: `X`, `&X[...]`, `X + ...`. */
int pass_pointer_base(const pass *p, size_t a, char *out, size_t n);
/* Is token t an assignment (`=`, `+=`, ...)? */
int pass_is_assign_op(const pass *p, size_t t);
/* `NAME[index] op= value;`: its target and index tokens [*ia, *ib]; 0 when the statement
 * is not one. */
int pass_indexed_store(pass *p, const pdd_syn_node *s, char *target, size_t len, size_t *ia, size_t *ib);
/* The array a write-conflict resolution call at t stores into: -1 when it names none, 0 a
 * pointer expression of another shape, 2 `&NAME` alone, 1 otherwise (queries.c says more). */
int pass_wcr_store(pass *p, size_t t, char *target, size_t len, size_t *ia, size_t *ib);
/* p->tables_tok: after the last #include at the top of the file. */
void pass_find_tables_place(pass *p);

/* ---- calls.c: functions, their names and calls ----------------------------------------- */

/* A call of a program function: its name's token, in file order within its callee's. */
typedef struct call_site {
    size_t tok;
    int caller;   /* pass_fn index */
    int callee;
    int in_loop;  /* inside a FOR of the caller */
    int stmt;     /* the statement node */
} call_site;

/* p->fns from the tree, with their parameters. 0, or -1 out of memory. */
int pass_collect_functions(pass *p);
/* p->calls and p->out_calls: every call of a program function. 0, or -1 out of memory. */
int pass_index_calls(pass *p);
/* Marks the functions called from inside a loop (or from such a function): they run inside a
 * kernel; and the functions nobody calls: roots of their own. */
void pass_mark_kernel_context(pass *p);
/* The first max calls of function callee into out; how many there are (at most max). */
int pass_find_calls(const pass *p, int callee, call_site *out, int max);
/* The calls function fn makes: p->out_calls[*from .. *to) (grouped by caller). */
void pass_calls_made_by(const pass *p, int fn, int *from, int *to);
/* The function of the file named `name` (not skipped), or -1. */
int pass_fn_named(const pass *p, const char *name);
/* The declaration of function fn's parameter number `arg`: its tokens [*first, *last] (NONE
 * when it has none) and its name's token (NONE when none). */
size_t pass_param_decl(const pass *p, int fn, int arg, size_t *first, size_t *last);
/* The name of function fn's parameter number `arg` into out, "" when it has none. */
void pass_param_name(const pass *p, int fn, int arg, char *out, size_t n);
/* Which parameter position `name` has in function fn, or -1. */
int pass_param_position(const pass *p, int fn, const char *name);
/* The program's exported function, __program_<name> (p->exported_fn), or -1. */
int pass_exported_function(const pass *p);
/* A local pointer of function fn (`T *name = &X[...]`, or assigned so later): the X it points
 * into, or 0. */
int pass_local_pointer_target(const pass *p, int fn, const char *name, char *out, size_t n);
/* The array that `name` of function fn stands for, followed through local pointers and the
 * callers' arguments, into out; 1 when it reached a root name. depth: 0. */
int pass_resolve_alias(const pass *p, int fn, const char *name, char *out, size_t n, int depth);
/* Is `name` declared inside node `scope` (a local of a loop body)? */
int pass_declared_inside(const pass *p, int scope, const char *name);
/* Is `name` a local array of function fn (T name[N];)? Those are registers, not fields. */
int pass_local_array(pass *p, int fn, const char *name);
/* Are all identifiers of C expression expr parameters of function fn (or, with locals_too,
 * declared in its body)? When not, the first missing name goes to missing. */
int pass_expr_names_in_scope(const pass *p, int fn, const char *expr, int locals_too, char *missing,
                             size_t n_missing);

/* ---- kernels.c ------------------------------------------------------------------------- */

/* p->node_kernel and p->node_block, none yet. 0, or -1 out of memory. */
int pass_index_nodes(pass *p);
/* p->control and p->holds_map: the FOR loops that are control flow, not kernels, and the
 * nodes that hold a map's loop. 0, or -1 out of memory. */
int pass_classify_loops(pass *p);
/* The CPU loop nests (maps) as kernels. 0, or -1 out of memory. */
int pass_find_loop_kernels(pass *p);
/* GPU launches, and __global__ functions launched from no wrapper here, as kernels. 0, or -1. */
int pass_find_launches(pass *p);
/* The launch kernels by the hash of their names, the first of each name. 0, or -1 out of memory. */
int pass_index_launches(const pass *p, pass_pairmap *m);
/* The first launch kernel named `name`, or -1. */
int pass_launch_named(const pass *p, const pass_pairmap *m, const char *name);
/* The kernel a statement of function fn belongs to (a tasklet block's made on first use), or -1. */
int pass_kernel_of(pass *p, int fn, int stmt, const char *target);
/* Is an array expression a member access (`__state->__0_acc`)? */
int pass_is_member(const char *e);
/* The SDFG's name of a state-struct member: DaCe keeps a persistent array `name` of SDFG n as
 * `__state->__<n>_<name>`. *sdfg_id gets n (-1 when the member has no such prefix). */
void pass_member_name(const char *target, char *name, size_t len, int *sdfg_id);

/* ---- fields.c -------------------------------------------------------------------------- */

/* The pdd_type a C type word spells, or PDD_T_UNKNOWN. */
int pass_type_from_word(const char *w);
/* The element type of `name` from its declaration in function fn (parameter or local). */
int pass_declared_type(const pass *p, int fn, const char *name);
/* A field's dimensions and layout from its SDFG array. */
void pass_field_take_layout(pass *p, pass_field *f, const pdd_sdfg_array *a);
/* The field named `name`, or -1. (pass_field_of, pass.h, adds it when new.) */
int pass_field_find(const pass *p, const char *name);
/* The field a state-struct member (`__state->__<n>_<name>`) stands for; -1 out of memory. */
int pass_member_field(pass *p, const char *target);
/* The top-level array that nested-SDFG array a stands for (a itself at the top level; NULL
 * when it is a nested SDFG's own); *view says whether a is a view of it under another name. */
const pdd_sdfg_array *pass_top_array_of(const pass *p, const pdd_sdfg_array *a, int *view);

/* ---- sites_cpu.c, sites_device.c ------------------------------------------------------- */

/* The stores of the host code as sites. 0, or -1 out of memory. */
int pass_find_stores(pass *p);
/* temporary_domain.c: a transient's compute domain from the domains of the fields stored from
 * it (after pass_name_fields). 0, or -1 out of memory. */
int pass_temporary_domains(pass *p);
/* The device stores of each launched __global__ kernel as sites. 0, or -1 out of memory. */
int pass_find_device_stores(pass *p);
/* p->loop_prev: the sites of each loop, chained backwards. 0, or -1 out of memory. */
int pass_chain_loop_sites(pass *p);

/* ---- bindings.c ------------------------------------------------------------------------ */

/* The GPU arrays that kernels write through views, as fields the host code binds. 0, or -1. */
int pass_add_view_arrays(pass *p);
/* Each field's bind_tok (NONE, and why, where it cannot be bound). */
void pass_find_bindings(pass *p);
/* The fields' starts that gt4py.cartesian's glue shifts their pointers by. */
void pass_find_glue_starts(pass *p);

#endif
