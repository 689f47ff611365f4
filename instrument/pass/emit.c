/* emit.c: writes the instrumented source — the original bytes with probe text inserted
 * between tokens, every insertion marked with a pdd comment — and the manifest. */
#include "json_out.h"
#include "pass.h"

#include <pdd/abi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)
#define MARK " /* pdd */"

typedef enum insertion_kind {
    INS_TEXT,   /* its text, in edits.text */
    INS_SOURCE, /* the source from `from` to pos again (a loop nest kept as generated) */
    INS_FAST    /* a kernel's fast copy: the probed loop nest from pos to `from`, with the
                 * insertions inside it, made as it is written (write_insertion) */
} insertion_kind;

typedef struct insertion {
    size_t text;      /* INS_TEXT: len bytes at edits.text + text (NUL-terminated) */
    uint32_t len;     /* (other kinds: an empty text) */
    uint32_t pos;     /* byte offset in the original (the lexer refuses a source of 4 GiB) */
    uint32_t from;    /* INS_SOURCE, INS_FAST: the other end of their piece of the source */
    int16_t order;    /* among insertions at one place: lower first */
    uint8_t kind;     /* insertion_kind */
    int seq;          /* then in the order they were made */
} insertion;

/* The insertions' texts share one buffer: a large source makes millions of them. */
typedef struct edits {
    insertion *v;
    int n, cap;
    char *text;
    size_t used, room;
    int failed;
} edits;

/* Room for need more bytes of text; -1 (and failed) out of memory. */
static int text_reserve(edits *e, size_t need)
{
    if (e->failed)
        return -1;
    if (e->room - e->used >= need)
        return 0;
    size_t room = e->room ? e->room : 1u << 16;
    while (room - e->used < need)
        room *= 2;
    char *t = realloc(e->text, room);
    if (!t) {
        e->failed = 1;
        return -1;
    }
    e->text = t, e->room = room;
    return 0;
}

/* Room for one more record; -1 (and failed) out of memory. */
static int room_for_one(edits *e)
{
    if (e->n < e->cap)
        return 0;
    int cap = e->cap ? e->cap * 2 : 256;
    insertion *v = realloc(e->v, (size_t)cap * sizeof *v);
    if (!v) {
        e->failed = 1;
        return -1;
    }
    e->v = v, e->cap = cap;
    return 0;
}

static void add(edits *e, size_t pos, int order, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void add(edits *e, size_t pos, int order, const char *fmt, ...)
{
    if (e->failed)
        return;
    if (room_for_one(e))
        return;
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    size_t room = e->room - e->used;
    int n = vsnprintf(e->text ? e->text + e->used : NULL, room, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n >= room && !text_reserve(e, (size_t)n + 1))
        vsnprintf(e->text + e->used, (size_t)n + 1, fmt, again);
    va_end(again);
    if (n < 0 || e->failed) {
        e->failed = 1;
        return;
    }
    e->v[e->n] = (insertion){.text = e->used, .len = (uint32_t)n, .pos = (uint32_t)pos, .order = (int16_t)order,
                             .seq = e->n};
    e->used += (size_t)n + 1;
    e->n++;
}

/* An insertion of the strings parts[0 .. n) one after another: the hot insertions, without
 * formatting. */
static void add_cat(edits *e, size_t pos, int order, const char *const *parts, int n)
{
    size_t len[4], total = 0;
    for (int i = 0; i < n; i++)
        total += len[i] = strlen(parts[i]);
    if (e->failed || text_reserve(e, total + 1))
        return;
    if (room_for_one(e))
        return;
    char *at = e->text + e->used;
    for (int i = 0; i < n; i++)
        memcpy(at, parts[i], len[i]), at += len[i];
    *at = 0;
    e->v[e->n] = (insertion){.text = e->used, .len = (uint32_t)total, .pos = (uint32_t)pos, .order = (int16_t)order,
                             .seq = e->n};
    e->used += total + 1;
    e->n++;
}

/* An insertion of a kind other than text: the source it covers is written when the plan is. */
static void add_piece(edits *e, size_t pos, int order, int kind, size_t from)
{
    add(e, pos, order, "%s", "");
    if (!e->failed)
        e->v[e->n - 1].kind = (uint8_t)kind, e->v[e->n - 1].from = (uint32_t)from;
}

static int before(const insertion *x, const insertion *y)
{
    if (x->pos != y->pos)
        return x->pos < y->pos;
    if (x->order != y->order)
        return x->order < y->order;
    return x->seq < y->seq;
}

static void swap(insertion *x, insertion *y)
{
    insertion t = *x;
    *x = *y, *y = t;
}

/* In place (qsort's merge sort would copy all the records at the pass's peak): a quicksort
 * with the median of three, the smaller side first, insertion sort for short runs. */
static void sort_insertions(insertion *v, size_t n)
{
    while (n > 16) {
        size_t m = n / 2;
        if (before(&v[m], &v[0]))
            swap(&v[m], &v[0]);
        if (before(&v[n - 1], &v[m])) {
            swap(&v[n - 1], &v[m]);
            if (before(&v[m], &v[0]))
                swap(&v[m], &v[0]);
        }
        insertion pivot = v[m];
        size_t i = 0, j = n - 1;
        for (;;) {
            while (before(&v[i], &pivot))
                i++;
            while (before(&pivot, &v[j]))
                j--;
            if (i >= j)
                break;
            swap(&v[i++], &v[j--]);
        }
        /* [0, j] <= pivot <= [j + 1, n) */
        if (j + 1 < n - j - 1) {
            sort_insertions(v, j + 1);
            v += j + 1, n -= j + 1;
        } else {
            sort_insertions(v + j + 1, n - j - 1);
            n = j + 1;
        }
    }
    for (size_t i = 1; i < n; i++)
        for (size_t k = i; k > 0 && before(&v[k], &v[k - 1]); k--)
            swap(&v[k], &v[k - 1]);
}

static const pdd_syn_node *N(const pass *p, int i)
{
    return &p->syn.nodes[i];
}

static size_t tok_start(const pass *p, size_t t)
{
    return p->toks.tok[t].start;
}

static size_t tok_end(const pass *p, size_t t)
{
    return p->toks.tok[t].start + p->toks.tok[t].len;
}

/* The blanks that start the line token t is on. */
static void indent_of(const pass *p, size_t t, char *buf, size_t n)
{
    size_t s = tok_start(p, t), b = s;
    while (b > 0 && p->src[b - 1] != '\n')
        b--;
    size_t k = 0;
    while (b + k < s && (p->src[b + k] == ' ' || p->src[b + k] == '\t') && k + 1 < n) {
        buf[k] = p->src[b + k];
        k++;
    }
    buf[k] = 0;
}

static void unit_name(const pass *p, char *buf, size_t n)
{
    size_t k = (size_t)snprintf(buf, n, "pdd_unit_");
    for (const char *c = p->program; *c && k + 1 < n; c++)
        buf[k++] = (char)((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ? *c : '_');
    buf[k] = 0;
    if (p->is_cuda && k + 6 < n)
        strcat(buf, "_cuda");
}

/* A C string literal of s (escaped). */
static void c_string(const char *s, char *buf, size_t n)
{
    size_t k = 0;
    buf[k++] = '"';
    for (; *s && k + 3 < n; s++) {
        if (*s == '"' || *s == '\\')
            buf[k++] = '\\';
        buf[k++] = *s;
    }
    buf[k++] = '"';
    buf[k] = 0;
}

static const char *type_macro(int t)
{
#define TYPE_MACRO(id, log, c, dace, size) "PDD_T_" #id,
    static const char *const names[] = {PDD_TYPES(TYPE_MACRO)};
#undef TYPE_MACRO
    return t >= 0 && t < (int)(sizeof names / sizeof *names) ? names[t] : "PDD_T_UNKNOWN";
}

static const char *storage_macro(int s)
{
#define STORAGE_MACRO(id, value, name) s == PDD_STORAGE_##id ? "PDD_STORAGE_" #id:
    return PDD_STORAGES(STORAGE_MACRO) "PDD_STORAGE_UNKNOWN";
#undef STORAGE_MACRO
}

/* The writes no probe checks and no plain reason excuses (pdd_cover: a device copy, a
 * device helper, no store found), for the site table's PDD_SITE_UNCHECKED rows: each with
 * its kernel and field, indices past the pass's own where the SDFG names a kernel or field
 * the code has none of (appended to those tables, never called, never bound). */
typedef struct unchecked_rows {
    int n, nkern, nfield;                 /* rows; kernels and fields appended */
    int *kernel, *field, *why;            /* per row */
    int *kern_write, *field_write;        /* per appended kernel / field: a write naming it */
} unchecked_rows;

/* The name of write w's kernel (kernel) or field. */
static const char *write_name(const pass *p, int w, int kernel)
{
    return kernel ? p->writes[w].kernel : p->writes[w].field;
}

/* The index of write w's kernel (kernel) or field in the unit's table: the pass's own, or one
 * appended (*appended[*n] the writes naming them). */
static int row_index(const pass *p, int w, int kernel, int *appended, int *n)
{
    int had = kernel ? p->nkernels : p->nfields;
    for (int i = 0; i < had; i++)
        if (!strcmp(kernel ? p->kernels[i].name : p->fields[i].name, write_name(p, w, kernel)))
            return i;
    for (int i = 0; i < *n; i++)
        if (!strcmp(write_name(p, appended[i], kernel), write_name(p, w, kernel)))
            return had + i;
    appended[*n] = w;
    return had + (*n)++;
}

static int unchecked_find(const pass *p, unchecked_rows *u)
{
    memset(u, 0, sizeof *u);
    int n = p->nwrites ? p->nwrites : 1;
    u->kernel = calloc((size_t)n, sizeof(int)), u->field = calloc((size_t)n, sizeof(int));
    u->why = calloc((size_t)n, sizeof(int));
    u->kern_write = calloc((size_t)n, sizeof(int)), u->field_write = calloc((size_t)n, sizeof(int));
    if (!u->kernel || !u->field || !u->why || !u->kern_write || !u->field_write)
        return -1;
    for (int w = 0; w < p->nwrites; w++) {
        int why = p->writes[w].why;
        if (why == COVER_CHECKED || pass_cover_plain(why))
            continue;
        u->kernel[u->n] = row_index(p, w, 1, u->kern_write, &u->nkern);
        u->field[u->n] = row_index(p, w, 0, u->field_write, &u->nfield);
        u->why[u->n] = why;
        u->n++;
    }
    return 0;
}

static void unchecked_free(unchecked_rows *u)
{
    free(u->kernel), free(u->field), free(u->why), free(u->kern_write), free(u->field_write);
}

static void emit_tables(const pass *p, edits *e, const char *U)
{
    size_t pos = p->tables_tok == NONE ? 0 : tok_end(p, p->tables_tok);
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m) {
        e->failed = 1;
        return;
    }
    unchecked_rows un;
    if (unchecked_find(p, &un)) {
        unchecked_free(&un);
        fclose(m);
        free(buf);
        e->failed = 1;
        return;
    }
    int nkern = p->nkernels + un.nkern, nfield = p->nfields + un.nfield;
    char s1[PASS_NAME * 2 + 8], s2[PASS_EXPR], s3[PASS_NAME * 2 + 8];
    fprintf(m, "%s#include <pdd/%s>" MARK "\n", pos ? "\n" : "", p->is_cuda ? "probe_cuda.h" : "probe.h");
    fprintf(m, PASS_MARKER ", written by pdd-instrument " PDD_VERSION "; regenerate, do not edit */\n");
    fprintf(m, "static const pdd_kernel_desc %s_kernels[%d] = {\n", U, nkern ? nkern : 1);
    c_string(p->path, s2, sizeof s2);
    for (int k = 0; k < p->nkernels; k++) {
        c_string(p->kernels[k].name, s1, sizeof s1);
        c_string(p->kernels[k].label, s3, sizeof s3);
        fprintf(m, "    {%s, %s, %d, %s},\n", s1, s2, p->kernels[k].line, p->kernels[k].label[0] ? s3 : "NULL");
    }
    for (int k = 0; k < un.nkern; k++) { /* the SDFG's kernels of unchecked writes: never called */
        c_string(p->writes[un.kern_write[k]].kernel, s1, sizeof s1);
        fprintf(m, "    {%s, %s, 0, NULL},\n", s1, s2);
    }
    fprintf(m, "};\nstatic const pdd_field_desc %s_fields[%d] = {\n", U, nfield ? nfield : 1);
    for (int f = 0; f < p->nfields; f++) {
        c_string(p->fields[f].name, s1, sizeof s1);
        fprintf(m, "    {%s, %s, %d, %s, %d},\n", s1, type_macro(p->fields[f].type), p->fields[f].ndim,
                storage_macro(p->fields[f].storage), p->fields[f].transient);
    }
    for (int f = 0; f < un.nfield; f++) { /* fields of unchecked writes only: never bound */
        const char *name = p->writes[un.field_write[f]].field;
        const pdd_sdfg_array *a = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, name) : NULL;
        c_string(name, s1, sizeof s1);
        fprintf(m, "    {%s, %s, %d, %s, %d},\n", s1, type_macro(a ? a->type : PDD_T_UNKNOWN),
                a && a->ndim > 0 ? a->ndim : 0, storage_macro(a ? a->storage : PDD_STORAGE_UNKNOWN),
                a ? a->transient : 0);
    }
    /* input sites follow the stores, unchecked writes the inputs: no probe names them */
    int nall = p->nsites + p->ninputs + un.n;
    fprintf(m, "};\nstatic const pdd_site_desc %s_sites[%d] = {\n", U, nall ? nall : 1);
    for (int s = 0; s < p->nsites; s++)
        fprintf(m, "    {%d, %d, %d, 0},\n", p->sites[s].kernel, p->sites[s].field, p->sites[s].line);
    for (int i = 0; i < p->ninputs; i++)
        fprintf(m, "    {%d, %d, %d, PDD_SITE_INPUT},\n", p->inputs[i].kernel, p->inputs[i].field,
                p->inputs[i].line);
    for (int i = 0; i < un.n; i++)
        fprintf(m, "    {%d, %d, 0, PDD_SITE_UNCHECKED | %d << 8}, /* %s */\n", un.kernel[i], un.field[i],
                un.why[i], pass_cover_name(un.why[i]));
    fprintf(m, "};\nstatic pdd_range %s_ranges[%d];\n", U, nall ? nall : 1);
    c_string(p->program, s1, sizeof s1); /* s2 holds the path still */
    fprintf(m,
            "static pdd_unit %s = {PDD_ABI_VERSION, %s, %s, %d, %d, %d, %s_kernels, %s_fields, %s_sites, "
            "%s_ranges, NULL};\nPDD_UNIT_REGISTER(%s)\n/* pdd: end of probe tables */\n",
            U, s1, s2, nkern, nfield, nall, U, U, U, U, U);
    unchecked_free(&un);
    if (p->is_cuda) /* the device's range table is the unit's, every row (the probes use the first) */
        fprintf(m, "%s(%s, %d)" MARK "\n", nall > 2048 ? "PDD_DEV_UNIT_BIG" : "PDD_DEV_UNIT", U, nall);
    fclose(m);
    add(e, pos, -10, "%s", buf);
    free(buf);
}

/* Inserted statements go on lines of their own, indented like the line they precede. */
static void before_line(const pass *p, edits *e, size_t tok, int order, const char *stmt)
{
    char ind[128];
    indent_of(p, tok, ind, sizeof ind);
    add_cat(e, tok_start(p, tok), order, (const char *const[]){stmt, MARK "\n", ind}, 3);
}

static void after_token(const pass *p, edits *e, size_t tok, size_t indent_tok, int order, const char *stmt)
{
    char ind[128];
    indent_of(p, indent_tok, ind, sizeof ind);
    add_cat(e, tok_end(p, tok), order, (const char *const[]){"\n", ind, stmt, MARK}, 4);
}

/* Does a statement sit directly under a loop or conditional (no braces of its own)? */
static int unbraced(const pass *p, int stmt)
{
    int parent = N(p, stmt)->parent;
    return parent >= 0 && N(p, parent)->kind != PDD_SYN_BLOCK;
}

/* For benchmarks only: what pace's debug passes do, a second loop over every array the
 * kernel wrote, testing each element again (NaN, and negative tracer / delp by name). */
static void emit_pace_rescan(const pass *p, edits *e, const pass_kernel *K, size_t ind)
{
    char extent[PASS_EXPR * 2], cond[PASS_EXPR], stmt[PASS_EXPR * 4];
    for (int i = 0; i < K->nfields; i++) {
        const pass_field *f = &p->fields[K->fields[i]];
        const pdd_syn_node *fn = N(p, p->fns[K->fn].node);
        /* only where the array is in scope under its own name: the function that binds it */
        if (f->bind_tok == NONE || f->storage == PDD_STORAGE_GPU || !f->layout_known ||
            f->bind_tok < fn->open || f->bind_tok > fn->close)
            continue;
        size_t used = (size_t)snprintf(extent, sizeof extent, "1");
        for (int d = 0; d < f->ndim; d++)
            used += (size_t)snprintf(extent + used, sizeof extent - used, " + ((int64_t)(%s) - 1) * (int64_t)(%s)",
                                     f->shape[d], f->strides[d]);
        int delp = strstr(f->name, "delp") != NULL, tracer = f->name[0] == 'q';
        snprintf(cond, sizeof cond, "%s[pdd_i] != %s[pdd_i]%s%s%s%s", f->base, f->base,
                 delp || tracer ? " || " : "", delp || tracer ? f->base : "", delp || tracer ? "[pdd_i] < " : "",
                 delp ? "0" : tracer ? "-1e-8" : "");
        snprintf(stmt, sizeof stmt,
                 "{ const int64_t pdd_n = %s;\n#pragma omp parallel for\nfor (int64_t pdd_i = 0; pdd_i < pdd_n; "
                 "pdd_i++) if (%s) printf(\"pace-style check: bad value in %s at %%ld\\n\", (long)pdd_i); } "
                 "/* pdd: pace-style baseline */",
                 extent, cond, f->name);
        after_token(p, e, K->end_tok, ind, 8, stmt);
    }
}

/* Is site s's store inside its kernel's own loop nest (not in a function the kernel calls)? */
static int site_in_kernel(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    if (S->kernel < 0 || S->kernel >= p->nkernels)
        return 0;
    const pdd_syn_node *K = N(p, p->kernels[S->kernel].node), *st = N(p, S->stmt);
    return st->first >= K->first && st->last <= K->last;
}

/* Each kernel's sites, in order: first[k], then next[s] (-1 ends), so that a kernel's walk
 * costs its own sites, not all of them. */
typedef struct kernel_sites {
    int *first, *next;
} kernel_sites;

static int kernel_sites_make(const pass *p, kernel_sites *ks)
{
    ks->first = malloc((size_t)(p->nkernels + 1) * sizeof *ks->first);
    ks->next = malloc((size_t)(p->nsites + 1) * sizeof *ks->next);
    int *last = malloc((size_t)(p->nkernels + 1) * sizeof *last);
    if (!ks->first || !ks->next || !last)
        return free(last), -1;
    for (int k = 0; k < p->nkernels; k++)
        ks->first[k] = last[k] = -1;
    for (int s = 0; s < p->nsites; s++) {
        int k = p->sites[s].kernel;
        ks->next[s] = -1;
        if (k < 0 || k >= p->nkernels)
            continue;
        if (last[k] < 0)
            ks->first[k] = s;
        else
            ks->next[last[k]] = s;
        last[k] = s;
    }
    free(last);
    return 0;
}

/* Does kernel k hold probe sites of its own (not in functions it calls) in its loop nest?
 * With fast_only, sites the fast form applies to: vectorisable loop probes. */
static int has_own_probes(const pass *p, const kernel_sites *ks, int k, int fast_only)
{
    for (int s = ks->first[k]; s >= 0; s = ks->next[s]) {
        const pass_site *S = &p->sites[s];
        if (S->kernel == k && S->form != SITE_COPY && site_in_kernel(p, s) &&
            (!fast_only || (S->form == SITE_LOOP && !S->strided)))
            return 1;
    }
    return 0;
}

/* Is site s a loop probe in its kernel's versioned loop nest? Its range is then read once,
 * before the nest (PDD_SITE_RANGE), and only its accumulator is declared at its loop. */
static int site_in_nest(const pass *p, int s)
{
    const pass_site *S = &p->sites[s];
    if (S->form != SITE_LOOP || !site_in_kernel(p, s))
        return 0;
    const pass_kernel *K = &p->kernels[S->kernel];
    return K->kind == KERNEL_LOOP && K->begin_tok != NONE;
}

/* Before a launch: each field its kernel writes, bound with the launcher's pointer (the one
 * the kernel gets), and its shape and strides when their symbols are the launcher's. */
static void emit_device_binds(const pass *p, edits *e, const char *U, const pass_kernel *K)
{
    char stmt[PASS_EXPR * 4];
    for (int s = K->first_site; s < K->first_site + K->nsites; s++) {
        const pass_site *S = &p->sites[s];
        int first = 1;
        for (int q = K->first_site; q < s; q++)
            first &= p->sites[q].field != S->field;
        if (!first || !S->dev_bind)
            continue;
        const pass_field *F = &p->fields[S->field];
        if (S->dev_view) {
            snprintf(stmt, sizeof stmt, "PDD_FIELD_BIND_VIEW(%s, %d, %s);", U, S->field, S->bind);
        } else if (S->dev_bind < 2 || F->ndim <= 0) {
            snprintf(stmt, sizeof stmt,
                     "{ const int64_t pdd_none[1] = {0}; PDD_FIELD_BIND(%s, %d, %s, 0, pdd_none, pdd_none); }", U,
                     S->field, S->bind);
        } else {
            size_t used = (size_t)snprintf(stmt, sizeof stmt, "{ const int64_t pdd_shape[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                         S->dev_unknown >> d & 1 ? "-1" : F->shape[d]);
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_strides[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "", F->strides[d]);
            if (S->dev_start) { /* gt4py.next: indices from the domain start */
                char sym[PASS_NAME];
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_start[] = {");
                for (int d = 0; d < F->ndim; d++) {
                    int has = S->dev_start >> d & 1 && gtnext_range_symbol(F->name, F->shape[d], '0', sym, sizeof sym);
                    used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                             has ? sym : "0");
                }
            }
            used += (size_t)snprintf(stmt + used, sizeof stmt - used,
                                     "}; PDD_FIELD_BIND(%s, %d, %s, %d, pdd_shape, pdd_strides);", U, S->field, S->bind,
                                     F->ndim);
            if (S->dev_start)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, " PDD_FIELD_START(%s, %d, %d, pdd_start);", U,
                                         S->field, F->ndim);
            snprintf(stmt + used, sizeof stmt - used, " }");
        }
        before_line(p, e, K->begin_tok, -1, stmt);
    }
}

static void emit_kernels(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 2];
    kernel_sites ks;
    if (kernel_sites_make(p, &ks)) {
        free(ks.first), free(ks.next);
        e->failed = 1;
        return;
    }
    for (int k = 0; k < p->nkernels; k++) {
        const pass_kernel *K = &p->kernels[k];
        if (K->kind == KERNEL_DEVICE || K->begin_tok == NONE)
            continue;
        int wrap = K->kind != KERNEL_LAUNCH && unbraced(p, K->node);
        if (wrap)
            add(e, tok_start(p, K->begin_tok), 0, "{" MARK " ");
        int device = p->is_cuda && K->kind == KERNEL_LAUNCH;
        if (device)
            emit_device_binds(p, e, U, K);
        snprintf(stmt, sizeof stmt, device ? "PDD_CUDA_BEGIN(%s, %d);" : "PDD_KERNEL_BEGIN(%s, %d);", U, k);
        before_line(p, e, K->begin_tok, 0, stmt);
        /* Dormant probes must cost nothing: the loop nest is kept as generated for that case,
         * and the probed copy runs only while the probes are on. */
        int versioned = K->kind == KERNEL_LOOP && has_own_probes(p, &ks, k, 0);
        char ind_text[128];
        indent_of(p, K->begin_tok, ind_text, sizeof ind_text);
        if (versioned) {
            size_t a = tok_start(p, K->begin_tok), b = tok_end(p, K->end_tok);
            add(e, a, 0, "if (PDD_ACTIVE()) {" MARK "\n%s", ind_text);
            for (int s = ks.first[k]; s >= 0; s = ks.next[s])
                if (site_in_nest(p, s))
                    add(e, a, 0, "PDD_SITE_RANGE(%s, %d);" MARK "\n%s", U, s, ind_text);
            /* Until they raise alarms on good values, the loop probes take their fast form
             * (probe.h): a third copy of the nest, made once the probes are placed. */
            int fast = has_own_probes(p, &ks, k, 1);
            if (fast) {
                add(e, a, 0, "if (PDD_KERNEL_FAST(%s, %d)) {" MARK "\n%s", U, k, ind_text);
                add_piece(e, a, 0, INS_FAST, b);
                add(e, a, 0, "\n%s} else {" MARK "\n%s", ind_text, ind_text);
            }
            add(e, b, 7, "%s%s%s\n%s} else { /* pdd: the loop nest as generated, run while the probes are dormant */\n%s",
                fast ? "\n" : "", fast ? ind_text : "", fast ? "}" MARK : "", ind_text, ind_text);
            add_piece(e, b, 7, INS_SOURCE, a);
            add(e, b, 7, "\n%s}" MARK, ind_text);
        }
        if (device) {
            snprintf(stmt, sizeof stmt, "PDD_CUDA_COLLECT(%s, %d, %s, %d, %d);", U, k, K->stream,
                     K->nsites ? K->first_site : 0, K->nsites);
            after_token(p, e, K->check_tok, K->begin_tok, 0, stmt);
        } else if (K->kind == KERNEL_LAUNCH) {
            snprintf(stmt, sizeof stmt, "PDD_CUDA_CHECK(%s, %d);", U, k);
            after_token(p, e, K->check_tok, K->begin_tok, 0, stmt);
        }
        size_t ind = K->begin_tok;
        for (int i = 0; i < K->nfields; i++) {
            const pass_field *f = &p->fields[K->fields[i]];
            if (f->bind_tok == NONE || f->storage == PDD_STORAGE_GPU)
                continue;
            snprintf(stmt, sizeof stmt, "PDD_TRACE(%s, %d, %d, NULL, 0, NULL, NULL);", U, k, K->fields[i]);
            after_token(p, e, K->end_tok, ind, 9, stmt);
        }
        if (p->pace_baseline)
            emit_pace_rescan(p, e, K, ind);
        snprintf(stmt, sizeof stmt, "PDD_KERNEL_END(%s, %d);", U, k);
        after_token(p, e, K->end_tok, ind, 10, stmt);
        if (wrap)
            add(e, tok_end(p, K->end_tok), 11, " }" MARK);
    }
    free(ks.first), free(ks.next);
}

static void emit_bindings(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 4];
    for (int f = 0; f < p->nfields; f++) {
        const pass_field *F = &p->fields[f];
        if (F->bind_tok == NONE)
            continue;
        size_t used = (size_t)snprintf(stmt, sizeof stmt, "{ const int64_t pdd_shape[] = {");
        for (int d = 0; d < F->ndim; d++)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                     F->extent_unknown >> d & 1 ? "-1" : F->shape[d]);
        used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_strides[] = {");
        for (int d = 0; d < F->ndim; d++)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "", F->strides[d]);
        int starts = 0;
        for (int d = 0; d < F->ndim; d++)
            starts |= F->start[d][0] != 0;
        if (starts) {
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}, pdd_start[] = {");
            for (int d = 0; d < F->ndim; d++)
                used += (size_t)snprintf(stmt + used, sizeof stmt - used, "%s(int64_t)(%s)", d ? ", " : "",
                                         F->start[d][0] ? F->start[d] : "0");
        }
        used += (size_t)snprintf(stmt + used, sizeof stmt - used, "}; PDD_FIELD_BIND(%s, %d, %s, %d, pdd_shape, pdd_strides);",
                                 U, f, F->base, F->ndim);
        if (starts)
            used += (size_t)snprintf(stmt + used, sizeof stmt - used, " PDD_FIELD_START(%s, %d, %d, pdd_start);", U, f,
                                     F->ndim);
        snprintf(stmt + used, sizeof stmt - used, " }");
        /* after a function's '{': indent one step deeper than the function */
        int body = p->toks.tok[F->bind_tok].len == 1 && p->src[tok_start(p, F->bind_tok)] == '{';
        char ind[128];
        indent_of(p, F->bind_tok, ind, sizeof ind);
        add(e, tok_end(p, F->bind_tok), 2, "\n%s%s%s" MARK, ind, body ? "    " : "", stmt);
    }
}

static void emit_sites(const pass *p, edits *e, const char *U)
{
    char stmt[PASS_EXPR * 8], off[PASS_EXPR + 8], header[PASS_EXPR], elem[PASS_NAME + PASS_EXPR + 4];
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        const pdd_syn_node *st = N(p, S->stmt);
        snprintf(off, sizeof off, S->root_offset ? "(%s)" : "-1", S->index);
        /* the element stored: NAME[index], or NAME itself (a scalar, a `T&` parameter) */
        if (S->scalar)
            snprintf(elem, sizeof elem, "%s", S->target);
        else
            snprintf(elem, sizeof elem, "%s[%s]", S->target, S->index);
        int wrap = unbraced(p, S->stmt);
        if (wrap)
            add(e, tok_start(p, st->first), 3, "{" MARK " ");
        if (S->form == SITE_LOOP) {
            const pdd_syn_node *L = N(p, S->loop);
            size_t at = L->pragma != NONE ? L->pragma : L->first;
            int wrap_loop = unbraced(p, S->loop);
            if (wrap_loop)
                add(e, tok_start(p, at), 1, "{" MARK " ");
            /* probe.h: strided loops stay scalar; a block site's fast form is tested after the
             * loop around its row (row_block.c) */
            pass_block blk;
            int in_nest = site_in_nest(p, s), block = in_nest && pass_row_block(p, s, &blk);
            const char *form = S->strided ? "_STRIDED" : block ? "_ROW" : "";
            if (in_nest)
                snprintf(stmt, sizeof stmt, "PDD_SITE_INIT%s(%d);", form, s);
            else
                snprintf(stmt, sizeof stmt, "PDD_SITE_DECL%s(%s, %d);", form, U, s);
            before_line(p, e, at, 2, stmt);
            if (block)
                snprintf(stmt, sizeof stmt, "PDD_SITE_ACC_ROW(%d, %s, %s[%s]);", s, blk.lane, S->target, S->index);
            else
                snprintf(stmt, sizeof stmt, "PDD_SITE_ACC%s(%d, %s[%s]);", form, s, S->target, S->index);
            after_token(p, e, st->last, st->first, 3, stmt);
            char recheck[PASS_EXPR * 4];
            snprintf(recheck, sizeof recheck, "PDD_SITE_RECHECK(%s, %d, &%s[%s], %s, %s[%s]);", U, s, S->target,
                     S->index, off, S->target, S->index);
            pdd_tok_text(&p->toks, L->open + 1, L->close, header, sizeof header);
            snprintf(stmt, sizeof stmt, "if (PDD_SITE_BAD%s(%d)) for (%s) %s", form, s, header, recheck);
            after_token(p, e, L->last, at, 5, stmt);
            if (block) {
                const pdd_syn_node *O = N(p, blk.outer);
                char outer[PASS_EXPR];
                snprintf(stmt, sizeof stmt, "PDD_SITE_BLOCK(%d, %d, %s);", s, blk.slot, blk.count);
                before_line(p, e, O->first, 2, stmt);
                pdd_tok_text(&p->toks, O->open + 1, O->close, outer, sizeof outer);
                snprintf(stmt, sizeof stmt, "if (PDD_SITE_BAD_BLOCK(%d)) for (%s) for (%s) %s", s, outer, header,
                         recheck);
                after_token(p, e, O->last, O->first, 5, stmt);
            }
            if (wrap_loop)
                add(e, tok_end(p, L->last), 6, " }" MARK);
        } else if (S->form == SITE_DEVICE) {
            snprintf(stmt, sizeof stmt, "PDD_DEV_STORE(%s, %d, &%s, %s);", U, s, elem, elem);
            after_token(p, e, st->last, st->first, 3, stmt);
        } else if (S->form == SITE_COPY) {
            /* a strided copy: its rows, in the loops over its outer dimensions */
            snprintf(stmt, sizeof stmt, "%s%sPDD_CHECK_COPY(%s, %d, %s, %s);", S->copy_loops[0] ? "if (PDD_ACTIVE()) " : "",
                     S->copy_loops, U, s, S->copy_dst, S->copy_count);
            after_token(p, e, st->last, st->first, 3, stmt);
        } else {
            snprintf(stmt, sizeof stmt, "PDD_CHECK_STORE(%s, %d, &%s, %s, %s);", U, s, elem, off, elem);
            after_token(p, e, st->last, st->first, 3, stmt);
        }
        if (wrap)
            add(e, tok_end(p, st->last), 4, " }" MARK);
    }
}

/* The insertions, sorted, over the source they go into (which outlives the plan). */
struct pass_plan {
    edits e;
    const char *src;
    size_t len;
};

pass_plan *pass_emit_plan(const pass *p)
{
    pass_plan *plan = calloc(1, sizeof *plan);
    if (!plan)
        return NULL;
    edits *e = &plan->e;
    char U[PASS_NAME + 16];
    unit_name(p, U, sizeof U);
    emit_tables(p, e, U);
    emit_bindings(p, e, U);
    emit_kernels(p, e, U);
    emit_sites(p, e, U);
    if (!e->failed)
        sort_insertions(e->v, (size_t)e->n);
    if (e->failed) {
        pass_plan_free(plan);
        return NULL;
    }
    plan->src = p->src, plan->len = p->len;
    return plan;
}

/* Where a plan is written: the sink, and a buffer for the fast copies' pieces. */
typedef struct plan_out {
    const pass_plan *plan;
    instrument_sink *to;
    char *buf;
    size_t used, cap;
} plan_out;

static int buf_put(plan_out *o, const char *s, size_t n)
{
    if (!n)
        return 0;
    if (o->cap - o->used < n) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap - o->used < n)
            cap *= 2;
        char *b = realloc(o->buf, cap);
        if (!b)
            return -1;
        o->buf = b, o->cap = cap;
    }
    memcpy(o->buf + o->used, s, n);
    o->used += n;
    return 0;
}

/* s (n bytes) with the loop probes in their fast form, as one piece (a sink that restores long
 * names must see each whole). */
static int write_fast_form(plan_out *o, const char *s, size_t n)
{
    static const char *const forms[][2] = {{"PDD_SITE_DECL(", "PDD_SITE_DECL_FAST("},
                                           {"PDD_SITE_INIT(", "PDD_SITE_INIT_FAST("},
                                           {"PDD_SITE_ACC(", "PDD_SITE_ACC_FAST("},
                                           {"PDD_SITE_BAD(", "PDD_SITE_BAD_FAST("},
                                           {"PDD_SITE_INIT_ROW(", "PDD_SITE_INIT_ROW_FAST("},
                                           {"PDD_SITE_ACC_ROW(", "PDD_SITE_ACC_ROW_FAST("},
                                           {"PDD_SITE_BAD_ROW(", "PDD_SITE_BAD_ROW_FAST("},
                                           {"PDD_SITE_BLOCK(", "PDD_SITE_BLOCK_FAST("},
                                           {"PDD_SITE_BAD_BLOCK(", "PDD_SITE_BAD_BLOCK_FAST("}};
    o->used = 0;
    for (size_t t = 0; t < n;) {
        const char *P = memchr(s + t, 'P', n - t); /* every form starts "PDD_" */
        size_t plain = P ? (size_t)(P - s) - t : n - t, skip = 0;
        if (buf_put(o, s + t, plain))
            return -1;
        t += plain;
        for (size_t k = 0; t < n && k < sizeof forms / sizeof forms[0] && !skip; k++) {
            size_t flen = strlen(forms[k][0]);
            if (n - t >= flen && !memcmp(s + t, forms[k][0], flen)) {
                skip = flen;
                if (buf_put(o, forms[k][1], strlen(forms[k][1])))
                    return -1;
            }
        }
        if (t < n && !skip) {
            if (buf_put(o, s + t, 1))
                return -1;
            skip = 1;
        }
        t += skip;
    }
    return o->used ? o->to->write(o->to->ctx, o->buf, o->used) : 0;
}

/* Writes insertion i; fast: as it reads in a fast copy (a fast copy within one is empty). */
static int write_insertion(plan_out *o, int i, int fast)
{
    const edits *e = &o->plan->e;
    const insertion *x = &e->v[i];
    const char *src = o->plan->src;
    if (x->kind == INS_TEXT || x->kind == INS_SOURCE) {
        const char *s = x->kind == INS_TEXT ? e->text + x->text : src + x->from;
        size_t n = x->kind == INS_TEXT ? x->len : x->pos - x->from;
        return !n ? 0 : fast ? write_fast_form(o, s, n) : o->to->write(o->to->ctx, s, n);
    }
    if (fast)
        return 0;
    /* the probed nest from a to b: the insertions inside it (those at a after the kernel's
     * own, those at b before its else), in their fast form, with the source between */
    size_t a = x->pos, b = x->from, at = a;
    int lo = i;
    while (lo > 0 && e->v[lo - 1].pos == a)
        lo--;
    for (int j = lo; j < e->n && e->v[j].pos <= b; j++) {
        const insertion *y = &e->v[j];
        int inside = (y->pos > a && y->pos < b) || (y->pos == a && y->order >= 1) || (y->pos == b && y->order <= 6);
        if (!inside)
            continue;
        if ((y->pos > at && o->to->write(o->to->ctx, src + at, y->pos - at)) || write_insertion(o, j, 1))
            return -1;
        at = y->pos;
    }
    return b > at ? o->to->write(o->to->ctx, src + at, b - at) : 0;
}

int pass_plan_write(const pass_plan *plan, instrument_sink *to)
{
    const edits *e = &plan->e;
    plan_out o = {plan, to, NULL, 0, 0};
    size_t at = 0;
    int rc = 0;
    for (int i = 0; i < e->n && !rc; i++) {
        rc = (e->v[i].pos > at && to->write(to->ctx, plan->src + at, e->v[i].pos - at)) || write_insertion(&o, i, 0);
        at = e->v[i].pos;
    }
    free(o.buf);
    return rc ? -1 : plan->len > at ? to->write(to->ctx, plan->src + at, plan->len - at) : 0;
}

void pass_plan_free(pass_plan *plan)
{
    if (plan)
        free(plan->e.text), free(plan->e.v);
    free(plan);
}

/* Collects what a plan writes into one string. */
typedef struct into_memory {
    char *buf;
    size_t used, cap;
} into_memory;

static int memory_write(void *ctx, const char *s, size_t n)
{
    into_memory *m = ctx;
    if (m->cap - m->used < n + 1) {
        size_t cap = m->cap ? m->cap : 1u << 16;
        while (cap - m->used < n + 1)
            cap *= 2;
        char *b = realloc(m->buf, cap);
        if (!b)
            return -1;
        m->buf = b, m->cap = cap;
    }
    memcpy(m->buf + m->used, s, n);
    m->used += n;
    return 0;
}

char *pass_emit_source(const pass *p, size_t *len)
{
    pass_plan *plan = pass_emit_plan(p);
    into_memory m = {0};
    if (plan && (pass_plan_write(plan, &(instrument_sink){memory_write, &m}) || memory_write(&m, "", 0)))
        free(m.buf), m.buf = NULL;
    if (m.buf) {
        m.buf[m.used] = 0;
        *len = m.used;
    }
    pass_plan_free(plan);
    return m.buf;
}

static const char *kind_name(int k)
{
    return k == KERNEL_LOOP ? "loop" : k == KERNEL_BLOCK ? "block" : k == KERNEL_LAUNCH ? "launch" : "device";
}

char *pass_emit_manifest(const pass *p, const char *sdfg_path)
{
    json_out j = {0}, *m = &j;
    json_open_object(m);
    json_key(m, "producer"), json_string(m, "pdd-instrument " PDD_VERSION);
    json_key(m, "abi"), json_int(m, PDD_ABI_VERSION);
    json_key(m, "source"), json_string(m, p->path);
    json_key(m, "program"), json_string(m, p->program);
    json_key(m, "sdfg");
    if (sdfg_path)
        json_string(m, sdfg_path);
    else
        json_null(m);
    json_key(m, "kernels"), json_open_array(m);
    for (int k = 0; k < p->nkernels; k++) {
        json_open_object(m);
        json_key(m, "id"), json_int(m, k);
        json_key(m, "name"), json_string(m, p->kernels[k].name);
        json_key(m, "kind"), json_string(m, kind_name(p->kernels[k].kind));
        json_key(m, "line"), json_int(m, p->kernels[k].line);
        json_key(m, "label"), json_string(m, p->kernels[k].label);
        json_close_object(m);
    }
    json_close_array(m);
    json_key(m, "fields"), json_open_array(m);
    for (int f = 0; f < p->nfields; f++) {
        const pass_field *F = &p->fields[f];
        json_open_object(m);
        json_key(m, "id"), json_int(m, f);
        json_key(m, "name"), json_string(m, F->name);
        json_key(m, "type"), json_string(m, type_macro(F->type) + 6);
        json_key(m, "ndim"), json_int(m, F->ndim);
        json_key(m, "shape"), json_open_array(m);
        for (int d = 0; d < F->ndim && F->layout_known; d++)
            json_string(m, F->shape[d]);
        json_close_array(m);
        json_key(m, "strides"), json_open_array(m);
        for (int d = 0; d < F->ndim && F->layout_known; d++)
            json_string(m, F->strides[d]);
        json_close_array(m);
        for (int d = 0; d < F->ndim && F->bind_tok != NONE; d++)
            if (F->start[d][0]) { /* where the domain starts, when not at array index 0 */
                json_key(m, "start"), json_open_array(m);
                for (int e = 0; e < F->ndim; e++)
                    json_string(m, F->start[e][0] ? F->start[e] : "0");
                json_close_array(m);
                break;
            }
        json_key(m, "storage"), json_string(m, storage_macro(F->storage) + 12);
        json_key(m, "transient"), json_bool(m, F->transient);
        json_key(m, "bound"), json_bool(m, F->bind_tok != NONE);
        if (F->extent_unknown && F->bind_tok != NONE)
            json_key(m, "no_trace"), json_string(m, "its extent is not passed to the program function: "
                                                    "indexed from its domain start, not traced");
        if (F->why[0])
            json_key(m, "no_index"), json_string(m, F->why);
        json_close_object(m);
    }
    json_close_array(m);
    json_key(m, "unprobed"), json_open_array(m);
    for (int i = 0; i < p->nunprobed && i < PASS_UNPROBED; i++) {
        json_open_object(m);
        json_key(m, "function"), json_string(m, p->unprobed[i].name);
        json_key(m, "line"), json_int(m, p->unprobed[i].line);
        json_key(m, "why"), json_string(m, "a device helper that several kernels or calls reach: a probe names one kernel");
        json_close_object(m);
    }
    json_close_array(m);
    if (p->sdfg) { /* every write of the SDFG this source holds: checked, or why not */
        json_key(m, "coverage"), json_open_object(m);
        json_key(m, "writes"), json_int(m, p->nwrites);
        json_key(m, "checked"), json_int(m, pass_cover_count(p).checked);
        json_key(m, "rows"), json_open_array(m);
        for (int i = 0; i < p->nwrites; i++) {
            const pass_write *W = &p->writes[i];
            json_open_object(m);
            json_key(m, "field"), json_string(m, W->field);
            json_key(m, "kernel"), json_string(m, W->kernel);
            json_key(m, "writer"), json_string(m, W->writer);
            json_key(m, "status"), json_string(m, pass_cover_name(W->why));
            if (W->why == COVER_CHECKED)
                json_key(m, "site"), json_int(m, W->site);
            if (W->constant)
                json_key(m, "constant"), json_bool(m, 1);
            if (W->why != COVER_CHECKED)
                json_key(m, "why"), json_string(m, pass_cover_text(W->why));
            json_close_object(m);
        }
        json_close_array(m);
        json_close_object(m);
    }
    json_key(m, "sites"), json_open_array(m);
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        json_open_object(m);
        json_key(m, "id"), json_int(m, s);
        json_key(m, "kernel"), json_int(m, S->kernel);
        json_key(m, "field"), json_int(m, S->field);
        json_key(m, "line"), json_int(m, S->line);
        json_key(m, "form"), json_string(m, S->form == SITE_LOOP ? "loop" : S->form == SITE_COPY ? "copy" :
                                            S->form == SITE_DEVICE ? "device" : "store");
        json_key(m, "target"), json_string(m, S->target);
        json_key(m, "index"), json_string(m, S->index);
        json_close_object(m);
    }
    for (int i = 0; i < p->ninputs; i++) {
        const pass_input *I = &p->inputs[i];
        json_open_object(m);
        json_key(m, "id"), json_int(m, p->nsites + i);
        json_key(m, "kernel"), json_int(m, I->kernel);
        json_key(m, "field"), json_int(m, I->field);
        json_key(m, "line"), json_int(m, I->line);
        json_key(m, "form"), json_string(m, "input");
        json_key(m, "target"), json_string(m, p->fields[I->field].name);
        json_key(m, "index"), json_string(m, "");
        json_close_object(m);
    }
    json_close_array(m);
    json_close_object(m);
    return json_finish(m);
}
