/* pass.h: what pdd-instrument finds in one source and how it rewrites it: the model, made in
 * steps, each a file: calls (calls.c: functions and who calls whom) -> kernels (kernels.c) ->
 * fields (fields.c) -> sites (sites_cpu.c, sites_device.c; inputs.c: what kernels read) ->
 * probes (probes.c, probe_tables.c; plan.c writes them over the source), plus the manifest
 * (manifest.c). analyze.c runs the steps (with coverage.c and bindings.c) over the tokens and
 * the syntax tree (c/) and the SDFG (sdfg/); instrument_text.c runs the pass on a source. */
#ifndef PDD_PASS_H
#define PDD_PASS_H

#include "file_io.h"
#include "gt4py_next_layout.h"
#include "lexer.h"
#include "name_index.h"
#include "sdfg.h"
#include "syntax.h"

#include <pdd/abi.h>

#define PASS_NAME 256
#define PASS_EXPR 1024
/* The marker that says a file is instrumented already: a second run changes nothing. */
#define PASS_MARKER "/* pdd: probe tables"

typedef enum pass_kernel_kind {
    KERNEL_LOOP,   /* a CPU top-level loop nest */
    KERNEL_BLOCK,  /* a tasklet block with a store, outside any loop */
    KERNEL_LAUNCH, /* a GPU kernel's host-side launch */
    KERNEL_DEVICE  /* a __global__ function with no launch in this file */
} pass_kernel_kind;

typedef struct pass_kernel {
    const char *name;  /* the SDFG's name for it where known */
    const char *label; /* SDFG map / kernel label, "" when unknown */
    int line;
    int kind;
    int fn;                  /* syntax node of the function it is in */
    int node;                /* FOR (loop), BLOCK (block), STMT (launch statement) */
    size_t begin_tok;        /* KERNEL_BEGIN goes before this token */
    size_t end_tok;          /* KERNEL_END goes after this token */
    size_t check_tok;        /* KERNEL_LAUNCH: the CUDA check goes after this token */
    int nfields, fields[64]; /* fields written, for the trace */
    int first_site, nsites;  /* KERNEL_LAUNCH: its device sites (contiguous) */
    const char *stream;      /* KERNEL_LAUNCH: the launch's stream expression */
    const char *origin_file; /* where the user's program wrote it (its SDFG node's debug info), "" */
    int origin_line;
} pass_kernel;

typedef struct pass_field {
    const char *name; /* the program's array name */
    const char *base; /* how the program function reaches it: name, or a state-struct
                       * member (`__state->__0_dm` for SDFG 0's persistent `dm`) */
    int type;             /* pdd_type */
    int ndim;
    const char *shape[8], *strides[8]; /* C expressions */
    const char *start[8]; /* domain coordinate of array index 0 ("": 0) */
    int layout_known;     /* shape and strides usable in the root function */
    unsigned extent_unknown; /* bit d: shape[d] names what the binding function lacks (a
                              * gt4py.next domain end): bound as -1, unknown */
    int storage, transient;
    size_t bind_tok; /* PDD_FIELD_BIND goes after this token ((size_t)-1: not bound) */
    const char *why; /* with an SDFG: why its stores get no (i,j,k), "" when they do */
    const char *user; /* the expression the user wrote for it (field_origin.c), or NULL */
    /* its compute domain in array indices, first two dimensions, [lo, hi): from the model's
     * Python object as the pdd package noted it (NDSL Quantity's origin, extent); 0: unknown */
    int dom_ndim;
    long long dom_lo[2], dom_hi[2];
    int dom_derived; /* the domain is the cells the domains of fields computed from it read
                      * (temporary_domain.c), not noted */
} pass_field;

typedef enum pass_site_form {
    SITE_LOOP,  /* flag in a vectorisable loop, re-check after it */
    SITE_STORE, /* one test per store */
    SITE_COPY,  /* a bulk copy (memcpy, CopyND): the copied range scanned after it */
    SITE_DEVICE /* a store in a __global__ kernel: a device probe after it */
} pass_site_form;

typedef struct pass_site {
    int kernel, field, line, form;
    int stmt;                   /* the store statement */
    int loop;                   /* SITE_LOOP: the innermost FOR */
    int strided;                /* SITE_LOOP: the index strides with that FOR's variable */
    int root_offset;            /* the index is an offset into the root array */
    int scalar;                 /* the store writes target itself (`reduce(&_out, v)` into a
                                 * `double& _out`): probed as `target`, not `target[index]` */
    const char *target;     /* array written, as named at the store */
    const char *index;      /* its subscript / offset expression */
    const char *copy_dst;   /* SITE_COPY: the destination pointer */
    const char *copy_count; /* SITE_COPY: how many elements */
    const char *copy_loops; /* SITE_COPY of a strided N-D copy: the loops over its outer
                             * dimensions (copy_dst names their variables), "" for 1-D */
    const char *bind;       /* SITE_DEVICE: the kernel's parameter the store writes into
                             * (target itself, or what a device helper's target points into) */
    int dev_bind;               /* SITE_DEVICE: the launcher has `bind` to bind (1), with
                                 * the field's shape and strides in scope (2) */
    unsigned dev_unknown, dev_start; /* SITE_DEVICE, dev_bind 2: bit d, the launcher lacks the
                                       * gt4py.next domain end of dimension d (bound as -1) /
                                       * has its domain start */
    int dev_view;               /* SITE_DEVICE: `bind` is a view of a top-level array (a
                                 * nested SDFG's argument): bound as that array at run time */
    const char *operands;       /* SITE_LOOP, SITE_STORE, SITE_DEVICE: the fields its value was
                                 * read from at the iteration, `{field, role, &X[index]}, ...`
                                 * (operands.c), or "" */
    int noperands;
    int array_operands; /* of them, array elements (the rest: scalar arguments) */
    int in_place; /* the stored value was computed from the element's value before the store
                   * (x = x + ..., x += ...): PDD_SITE_IN_PLACE */
} pass_site;

/* A block site whose value is read from at most this many array operands is a light row: its probe
 * is also written to read the row back after the row's loop (probe.h, PDD_ROW_BACK). */
#define PASS_ROW_BACK_OPERANDS 4

/* A field a CPU kernel reads (inputs.c): an input site, scanned at the kernel's begin when
 * the inputs checker is on. Its site id is the pass's nsites + its position. */
typedef struct pass_input {
    int kernel, field, line; /* line of the kernel's first read of it */
} pass_input;

typedef struct pass_fn {
    int node;
    const char *name;
    int kernel_context; /* called from inside a loop: its stores belong to the caller's kernel */
    int caller_kernel;  /* that kernel, -1 when unknown */
    int is_root;        /* the program function (__program_<name>_internal), or an uncalled one */
    int skip;           /* DaCe's own runtime functions: not program code */
    int first_call, ncalls; /* its call sites in pass.calls */
    int locals_done, nlocals; /* its local arrays (T name[N]), listed on first use (p->facts) */
} pass_fn;

/* pairmap.c: 64-bit keys to ints: facts about a name in a function, looked up in constant time. */
typedef struct pass_pairmap {
    struct pass_pair { uint64_t key; int val; } *slot; /* a key and its value: one cache line */
    size_t cap, n;
} pass_pairmap;

/* coverage.c: what became of each write the SDFG makes (sdfg.h's writes): checked by a site,
 * or why not (abi.h's PDD_COVERS: the manifest's names and the words). */
typedef enum pass_cover {
#define PASS_COVER_ENUM_(id, value, name, text) COVER_##id = value,
    PDD_COVERS(PASS_COVER_ENUM_)
#undef PASS_COVER_ENUM_
} pass_cover;
const char *pass_cover_name(int why);
const char *pass_cover_text(int why);

/* One write of the SDFG, per container and kernel (the outermost map holding its writer, or
 * the writer itself outside maps); several of the SDFG's writes in one kernel make one. */
typedef struct pass_write {
    const char *field;  /* the container, as the top-level SDFG names it */
    const char *field_user; /* the user's expression for it (field_origin.c), or NULL */
    const char *kernel; /* the kernel's name: the pass's when a site matched, else the SDFG's */
    const char *writer; /* the writer's type: MapExit, Tasklet, AccessNode (a copy), a library node */
    int why;                /* pass_cover */
    int site;               /* COVER_CHECKED: a site checking it; else -1 */
    int constant;           /* every SDFG write it stands for stores constants alone (no data read:
                             * np.zeros, a reduction's init): no bad input can reach it */
} pass_write;

/* arena.c: where the model's strings live (each a copy, freed together by pass_free). */
typedef struct pass_arena {
    struct pass_arena_chunk *head;
    char *at, *end; /* the free part of the chunk being filled */
    int failed;     /* out of memory once: pass_analyze fails */
} pass_arena;

typedef struct pass {
    const char *path; /* the source, for messages and tables */
    const char *src;
    size_t len;
    pdd_tokens toks;
    pdd_syntax syn;
    const pdd_sdfg *sdfg; /* may be NULL */
    char program[PASS_NAME];
    int is_cuda;
    pass_fn *fns;
    int nfns;
    int exported_fn; /* __program_<program>: what the program's callers call, once per program
                      * call (calls.c); -1 when the source has none */
    int *fn_index; /* per syntax node: its pass_fn index when it is a function, else -1 */
    char *control; /* per syntax node: 1 for a FOR that is control flow (a sequential loop) */
    void *calls; /* call sites grouped by callee (calls.c) */
    pass_kernel *kernels;
    int nkernels, capkernels;
    pass_field *fields;
    int nfields, capfields;
    pass_site *sites;
    int nsites, capsites;
    pass_input *inputs; /* after the sites in the tables */
    int ninputs, capinputs;
    /* fields a device site's operands read (operands.c), with what their kernel's launcher
     * binds of each (SITE_DEVICE records: kernel, field, bind, dev_*): no probe, no table row */
    pass_site *dev_reads;
    int ndev_reads, capdev_reads;
    size_t tables_tok; /* the tables go after this token (the last #include at the top) */
    /* device helpers with stores into their parameters that get no probe (several kernels
     * or calls reach them: a probe's site is fixed); the first PASS_UNPROBED of them */
#define PASS_UNPROBED 16
    struct { char name[PASS_NAME]; int line; } unprobed[PASS_UNPROBED];
    int nunprobed;
    int pace_baseline; /* benchmarks only: also re-scan every written field after each kernel */
    pass_write *writes; /* coverage.c: the SDFG's writes this source holds (none without an SDFG) */
    int nwrites, capwrites;
    /* indexes that keep the analysis linear in the size of the source */
    pdd_names names;      /* name_index.c (c/) */
    pass_pairmap facts;   /* (what, function, name id): parameter positions, local arrays, aliases */
    pass_pairmap by_name; /* hash of a field's name: the field */
    int *node_kernel;     /* per syntax node: the LOOP kernel of that FOR, else -1 */
    int *node_block;      /* per syntax node: the BLOCK kernel of that node, else -1 */
    char *holds_map;      /* per syntax node: a FOR that is no control flow is inside it */
    int *loop_prev;       /* per site: the site before it in the same loop (-1: none, or no loop) */
    int *out_calls;       /* call sites (indexes into calls) grouped by caller, by callee within */
    int ncalls;
    pass_arena arena;     /* the strings of kernels, fields, sites, functions and writes */
    /* stencil_origin.c: the Python files the SDFG's debug info names, read once (text NULL:
     * unreadable), in the arena */
    const char *py_file[32], *py_text[32];
    int npy, py_read;
    struct pass_py_word *py_words; /* py_words.c: the names beginning expressions there */
    size_t npy_words;
    int py_indexed;
    /* field_origin.c: pdd-names.json beside the program's build folder, read once (NULL:
     * none, or unreadable) */
    struct cJSON *noted;
    int noted_read;
} pass;

/* arena.c: a copy in p's arena of s (n bytes), of a printf format, of the folded text of
 * tokens [a, b) (pdd_tok_text); the last two keep at most max - 1 bytes, as a char[max]
 * would (max 0: no limit). Each lives until pass_free; out of memory each returns "" and
 * sets p->arena.failed. */
const char *pass_str(pass *p, const char *s);
const char *pass_str_n(pass *p, const char *s, size_t n);
const char *pass_strf(pass *p, size_t max, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A kernel's name from the SDFG, without the Python object ids of labels (kernels.c). */
void pass_strip_object_ids(char *s);
const char *pass_kernel_name(pass *p, const char *label, int cfg, int state, int node);
/* Kernel k takes node n's name (label and ids, as pass_kernel_name) and its place in the
 * user's program (debug info). */
void pass_kernel_take_node(pass *p, pass_kernel *k, const char *label, const pdd_sdfg_node *n);
/* stencil_origin.c: a kernel of a gt4py stencil (its map's label `<stencil>_computation_...`)
 * whose map has no debug info: where `def <stencil>(` is in the Python files the SDFG's debug
 * info names, into k's origin; nothing when none is. */
void pass_stencil_origin(pass *p, pass_kernel *k, const char *label);
/* The same for a stencil named name (n bytes): its `def` in those files, into k's origin. */
void pass_stencil_def(pass *p, pass_kernel *k, const char *name, size_t n);
/* The Python files the SDFG's debug info names into p->py_file/py_text, read once (a file
 * that cannot be read: no text). */
void pass_read_py_files(pass *p);
/* py_words.c: a name that begins an expression in those files (not after `.`), where it is */
typedef struct pass_py_word {
    const char *at; /* in py_text[file] */
    uint32_t len;
    int file, line;
    int is_def; /* the name a `def` at its line's start gives */
} pass_py_word;
/* The entries of word (n bytes) in the Python files, in file order then text order, *count
 * of them; the index is made on the first call. */
const pass_py_word *pass_py_words(pass *p, const char *word, size_t n, size_t *count);
/* field_origin.c: the expression the user wrote for a closure array DaCe named `__g_...`
 * (`self._x` for `__g_self__x`, `list(tracers.values())[0]` for `__g_gen395_0`), found in
 * those Python files; NULL when none or several spell it. In p's arena. */
const char *pass_field_user_name(pass *p, const char *name);
/* Each field's and each SDFG write's user name, as pass_field_user_name finds it, and each
 * field's compute domain where the pdd package noted it. */
void pass_name_fields(pass *p);
const char *pass_tok_str(pass *p, size_t a, size_t b, size_t max);
void pass_arena_free(pass_arena *a);

/* 1 and *val when key is in m. */
int pass_pairmap_get(const pass_pairmap *m, uint64_t key, int *val);
/* Sets key's value; 0, or -1 out of memory. */
int pass_pairmap_put(pass_pairmap *m, uint64_t key, int val);
/* Room for n keys, made at once (growing by doubling places every key again at each step). */
int pass_pairmap_reserve(pass_pairmap *m, size_t n);
void pass_pairmap_free(pass_pairmap *m);

/* analyze.c: tokenizes, models and analyses src. Returns 0, or -1 with one line in err. */
int pass_analyze(pass *p, const char *path, const char *src, size_t len, const pdd_sdfg *sdfg,
                 char *err, size_t errlen);
/* fields.c: the field of array `name` (added when new, its layout from the SDFG); -1 out of
 * memory. */
int pass_field_of(pass *p, const char *name);
/* inputs.c: the fields each CPU kernel reads into p->inputs. Returns 0, or -1 out of memory. */
int pass_find_inputs(pass *p);
/* operands.c: each store site's operands (pass_site.operands), host and device. 0, or -1 out
 * of memory. */
int pass_find_operands(pass *p);
/* Does src carry pdd's probes already? */
int pass_is_instrumented(const char *src, size_t len);
/* coverage.c: fills p->writes from the SDFG (nothing without one). Returns 0, or -1 out of
 * memory. */
int pass_coverage(pass *p);
/* Is `why` a reason with nothing for a checker to test (a register, an integer, a transfer of
 * values checked elsewhere)? Those are counted apart from the writes to fields. */
static inline int pass_cover_plain(int why)
{
    return why == COVER_REGISTER || why == COVER_NOT_FLOAT || why == COVER_TRANSFER;
}
/* p->writes counted: checked, plain (pass_cover_plain: registers, integers, transfers) and
 * no_store (COVER_NO_STORE: no reason known); the rest are unchecked with a reason. */
typedef struct pass_cover_counts {
    int checked, plain, no_store;
} pass_cover_counts;
pass_cover_counts pass_cover_count(const pass *p);
/* row_block.c: a loop probe that the fast form tests once per block, after the loop around
 * its row (probe.h, PDD_SITE_BLOCK_FAST). */
typedef struct pass_block {
    int outer;             /* the FOR around the site's loop, whose body is that loop alone */
    int slot;              /* the site's lane buffer among the block sites of its loop */
    char lane[PASS_EXPR];  /* an iteration's lane: its variable less the loop's first value */
    char count[PASS_EXPR]; /* the loop's trip count, as written before the outer FOR */
    int back;              /* a light row, made once an iteration: it may also be read back
                            * after its loop (row_block.c, probe.h's PDD_ROW_BACK) */
} pass_block;
/* Can site s (a loop probe in its kernel's versioned nest) be tested once per block? The
 * loop and the one around it have no pragma, count up by 1 from bounds that the outer loop
 * does not change, the outer loop's body is the loop alone, a FOR of the same kernel is
 * around both, and the store's index names the outer loop's variable (each of its iterations
 * writes other elements, so the block's re-check reads what each one stored). 1 and *b set. */
int pass_row_block(const pass *p, int s, pass_block *b);
/* Is the expression [a, b) the same in every iteration of FOR loop L, whose variable is v? It
 * names neither v nor anything L's body changes, and reads no memory (no subscript, call or
 * ->). */
int pass_same_each_iteration(const pass *p, int L, const char *v, size_t a, size_t b);
/* probes.c: the instrumented source written to `to` as it is made: the insertions (plan.h) of
 * a few thousand of the model's parts at a time, in the source's order, written over the
 * source as each batch is complete, so that neither the output nor its insertions are ever
 * whole in memory (the copies of loop nests are made as they are written). 0; -1 out of
 * memory (*misplaced, when not NULL, set where an insertion fell in text written already: a
 * pass bug); -2 when the sink failed. */
int pass_emit_write(const pass *p, instrument_sink *to, int *misplaced);
/* The instrumented source in one string (caller frees) and its length; NULL out of memory. */
char *pass_emit_source(const pass *p, size_t *len);
/* probe_tables.c: the C names of a pdd_type and a pdd_storage (PDD_T_F64, PDD_STORAGE_GPU), as
 * the tables spell them and the manifest less their prefix. */
const char *pass_type_macro(int t);
const char *pass_storage_macro(int s);
/* manifest.c: the manifest (JSON text, caller frees). */
char *pass_emit_manifest(const pass *p, const char *sdfg_path);
/* analyze.c: frees the model. */
void pass_free(pass *p);
/* Frees what only the analysis uses (the name index, facts, the per-token and per-node
 * indexes), before the plan is made: emitting needs the tokens, the tree and the model. */
void pass_free_indexes(pass *p);
/* Frees the tokens and the tree (and what is per node), once the plan is made: the manifest
 * and the messages need the model alone. */
void pass_free_syntax(pass *p);

/* Token helpers for the pass's walks over p->toks. pass_next stays on the EOF token, so a
 * walk bounded by a token that never comes (a `<<<` without `>>>`) must test pass_at_eof. */
static inline int pass_is(const pass *p, size_t t, const char *s)
{
    return t != (size_t)-1 && t < p->toks.n && pdd_tok_is(&p->toks, t, s);
}
static inline size_t pass_next(const pass *p, size_t t)
{
    return pdd_tok_next(&p->toks, t);
}
static inline int pass_at_eof(const pass *p, size_t t)
{
    return t >= p->toks.n - 1;
}
static inline void pass_text(const pass *p, size_t t, char *buf, size_t n)
{
    pdd_tok_text(&p->toks, t, t + 1, buf, n);
}
/* Where token t starts, and ends, in the source: where insertions go. */
static inline size_t pass_tok_start(const pass *p, size_t t)
{
    return p->toks.tok[t].start;
}
static inline size_t pass_tok_end(const pass *p, size_t t)
{
    return p->toks.tok[t].start + p->toks.tok[t].len;
}

#endif
