/* probe_tables.c: the probe tables the pass writes at the top of the source: the kernels,
 * fields and sites of the unit (input sites after the stores, then the SDFG's writes no probe
 * checks), their ranges, and the unit that registers them with libpdd. */
#include "plan.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE ((size_t)-1)

void pass_unit_name(const pass *p, char *buf, size_t n)
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

const char *pass_type_macro(int t)
{
#define TYPE_MACRO(id, log, c, dace, size) "PDD_T_" #id,
    static const char *const names[] = {PDD_TYPES(TYPE_MACRO)};
#undef TYPE_MACRO
    return t >= 0 && t < (int)(sizeof names / sizeof *names) ? names[t] : "PDD_T_UNKNOWN";
}

const char *pass_storage_macro(int s)
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

size_t pass_tables_at(const pass *p)
{
    return p->tables_tok == NONE ? 0 : pass_tok_end(p, p->tables_tok);
}

void pass_emit_tables(const pass *p, edits *e, const char *U)
{
    size_t pos = pass_tables_at(p);
    unchecked_rows un;
    if (unchecked_find(p, &un)) {
        unchecked_free(&un);
        e->failed = 1;
        return;
    }
    /* one insertion, written as it is formatted (a row per site: 10^5 and more) */
    pass_plan_open(e);
    int nkern = p->nkernels + un.nkern, nfield = p->nfields + un.nfield;
    char s1[PASS_NAME * 2 + 8], s2[PASS_EXPR], s3[PASS_NAME * 2 + 8];
    pass_plan_fmt(e, "%s#include <pdd/%s>" MARK "\n", pos ? "\n" : "", p->is_cuda ? "probe_cuda.h" : "probe.h");
    pass_plan_fmt(e, PASS_MARKER ", written by pdd-instrument " PDD_VERSION "; regenerate, do not edit */\n");
    pass_plan_fmt(e, "static const pdd_kernel_desc %s_kernels[%d] = {\n", U, nkern ? nkern : 1);
    c_string(p->path, s2, sizeof s2);
    for (int k = 0; k < p->nkernels; k++) {
        c_string(p->kernels[k].name, s1, sizeof s1);
        c_string(p->kernels[k].label, s3, sizeof s3);
        pass_plan_fmt(e, "    {%s, %s, %d, %s},\n", s1, s2, p->kernels[k].line, p->kernels[k].label[0] ? s3 : "NULL");
    }
    for (int k = 0; k < un.nkern; k++) { /* the SDFG's kernels of unchecked writes: never called */
        c_string(p->writes[un.kern_write[k]].kernel, s1, sizeof s1);
        pass_plan_fmt(e, "    {%s, %s, 0, NULL},\n", s1, s2);
    }
    pass_plan_fmt(e, "};\nstatic const pdd_kernel_origin %s_origins[%d] = {\n", U, nkern ? nkern : 1);
    for (int k = 0; k < p->nkernels; k++) {
        c_string(p->kernels[k].origin_file, s1, sizeof s1);
        pass_plan_fmt(e, "    {%s, %d},\n", p->kernels[k].origin_file[0] ? s1 : "NULL", p->kernels[k].origin_line);
    }
    for (int k = 0; k < un.nkern; k++)
        pass_plan_fmt(e, "    {NULL, 0},\n");
    pass_plan_fmt(e, "};\nstatic const pdd_field_desc %s_fields[%d] = {\n", U, nfield ? nfield : 1);
    for (int f = 0; f < p->nfields; f++) {
        c_string(p->fields[f].name, s1, sizeof s1);
        pass_plan_fmt(e, "    {%s, %s, %d, %s, %d},\n", s1, pass_type_macro(p->fields[f].type), p->fields[f].ndim,
                      pass_storage_macro(p->fields[f].storage), p->fields[f].transient);
    }
    for (int f = 0; f < un.nfield; f++) { /* fields of unchecked writes only: never bound */
        const char *name = p->writes[un.field_write[f]].field;
        const pdd_sdfg_array *a = p->sdfg ? pdd_sdfg_array_by_name(p->sdfg, 0, name) : NULL;
        c_string(name, s1, sizeof s1);
        pass_plan_fmt(e, "    {%s, %s, %d, %s, %d},\n", s1, pass_type_macro(a ? a->type : PDD_T_UNKNOWN),
                      a && a->ndim > 0 ? a->ndim : 0, pass_storage_macro(a ? a->storage : PDD_STORAGE_UNKNOWN),
                      a ? a->transient : 0);
    }
    /* the user's names of the fields, where the SDFG's are DaCe's (ABI 7): none, no table */
    int named = 0;
    for (int f = 0; f < p->nfields; f++)
        named |= p->fields[f].user != NULL;
    for (int f = 0; f < un.nfield; f++)
        named |= p->writes[un.field_write[f]].field_user != NULL;
    if (named) {
        pass_plan_fmt(e, "};\nstatic const char *const %s_field_names[%d] = {\n", U, nfield);
        for (int f = 0; f < nfield; f++) {
            const char *user = f < p->nfields ? p->fields[f].user : p->writes[un.field_write[f - p->nfields]].field_user;
            c_string(user ? user : "", s1, sizeof s1);
            pass_plan_fmt(e, "    %s,\n", user ? s1 : "NULL");
        }
    }
    /* the fields' compute domains where the pdd package noted them (ABI 8): none, no table */
    int domains = 0;
    for (int f = 0; f < p->nfields; f++)
        domains |= p->fields[f].dom_ndim > 0;
    if (domains) {
        pass_plan_fmt(e, "};\nstatic const pdd_field_domain %s_field_domains[%d] = {\n", U, nfield);
        for (int f = 0; f < nfield; f++) {
            const pass_field *F = f < p->nfields ? &p->fields[f] : NULL;
            if (F && F->dom_ndim)
                pass_plan_fmt(e, "    {2, {%d, %d}, {%d, %d}},\n", (int)F->dom_lo[0], (int)F->dom_lo[1],
                              (int)F->dom_hi[0], (int)F->dom_hi[1]); /* the plan writes ints */
            else
                pass_plan_fmt(e, "    {0, {0, 0}, {0, 0}},\n");
        }
    }
    /* input sites follow the stores, unchecked writes the inputs: no probe names them */
    int nall = p->nsites + p->ninputs + un.n;
    pass_plan_fmt(e, "};\nstatic const pdd_site_desc %s_sites[%d] = {\n", U, nall ? nall : 1);
    for (int s = 0; s < p->nsites; s++)
        pass_plan_fmt(e, "    {%d, %d, %d, %s},\n", p->sites[s].kernel, p->sites[s].field, p->sites[s].line,
                      p->sites[s].in_place ? "PDD_SITE_IN_PLACE" : "0");
    for (int i = 0; i < p->ninputs; i++)
        pass_plan_fmt(e, "    {%d, %d, %d, PDD_SITE_INPUT},\n", p->inputs[i].kernel, p->inputs[i].field,
                      p->inputs[i].line);
    for (int i = 0; i < un.n; i++)
        pass_plan_fmt(e, "    {%d, %d, 0, PDD_SITE_UNCHECKED | %d << 8}, /* %s */\n", un.kernel[i], un.field[i],
                      un.why[i], pass_cover_name(un.why[i]));
    pass_plan_fmt(e, "};\nstatic pdd_range %s_ranges[%d];\n", U, nall ? nall : 1);
    c_string(p->program, s1, sizeof s1); /* s2 holds the path still */
    pass_plan_fmt(e,
                  "static pdd_unit %s = {PDD_ABI_VERSION, %s, %s, %d, %d, %d, %s_kernels, %s_fields, %s_sites, "
                  "%s_ranges, NULL, %s_origins, %s%s, %s%s};\nPDD_UNIT_REGISTER(%s)\n/* pdd: end of probe tables */\n",
                  U, s1, s2, nkern, nfield, nall, U, U, U, U, U, named ? U : "NULL", named ? "_field_names" : "",
                  domains ? U : "NULL", domains ? "_field_domains" : "", U);
    unchecked_free(&un);
    if (p->is_cuda) /* the device's range table is the unit's, every row (the probes use the first) */
        pass_plan_fmt(e, "%s(%s, %d)" MARK "\n", nall > 2048 ? "PDD_DEV_UNIT_BIG" : "PDD_DEV_UNIT", U, nall);
    pass_plan_close(e, pos, -10);
}
