/* check_sdfg.c: the SDFG reader against DaCe's real output in the repository's corpus
 * (tests/corpus: DaCe 1.0.2 and 2.0.0b1): arrays, every generated kernel and nested-function
 * name, source-map lines, nested-SDFG aliases, the gzip form; and, without the corpus, an
 * older file layout and the message for each kind of bad file. Every expected value was read
 * off the corpus's program.sdfg (JSON) and generated sources, not off this reader. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "sdfg.h"

#include <pdd/abi.h>

#include <check.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#define V1 "dace-1.0.2"
#define V2 "dace-2.0.0b1"
static const char *const versions[] = {V1, V2};
static const char *const programs[] = {"lap3d",           "delp_update",   "tracer_advection",
                                       "vertical_solver", "reduction_sum", "nested"};
#define NPROGRAMS (sizeof programs / sizeof *programs)
static const char *const variants[] = {"cpu", "gpu"};

static char corpus[1024];
static char dir[256];
static char err[1024];

/* ---- helpers ------------------------------------------------------------------------- */

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* PDD_CORPUS (the Makefile exports tests/corpus as an absolute path), else tests/corpus from
 * the repository root or from the build's tests folder (build/tests). */
static int find_corpus(void)
{
    const char *env = getenv("PDD_CORPUS");
    if (env && *env) {
        snprintf(corpus, sizeof corpus, "%s", env);
        return is_dir(corpus);
    }
    static const char *const tries[] = {"tests/corpus", "../../tests/corpus"};
    for (size_t i = 0; i < 2; i++) {
        snprintf(corpus, sizeof corpus, "%s", tries[i]);
        if (is_dir(corpus))
            return 1;
    }
    snprintf(corpus, sizeof corpus, "tests/corpus");
    return 0;
}

/* A file of one variant's .dacecache folder: corpus/<version>/<program>/<variant>/<file>. */
static const char *cpath(const char *version, const char *prog, const char *variant, const char *file)
{
    static char paths[8][1400];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, sizeof paths[0], "%s/%s/%s/%s/%s", corpus, version, prog, variant, file);
    return p;
}

static const char *in_dir(const char *name)
{
    static char paths[8][512];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, sizeof paths[0], "%s/%s", dir, name);
    return p;
}

/* A fresh folder per test, removed afterwards. */
static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/pdd-check-sdfg-%ld-XXXXXX", (long)getpid());
    ck_assert_ptr_nonnull(mkdtemp(dir));
    err[0] = '\0';
}

static void teardown(void)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            unlink(in_dir(e->d_name));
    closedir(d);
    rmdir(dir);
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    if (len)
        *len = (size_t)n;
    return buf;
}

static void spit(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static pdd_sdfg *load(const char *version, const char *prog, const char *variant)
{
    ck_assert_msg(is_dir(corpus), "no corpus at %s: it is part of the repository (tests/corpus); "
                  "run from the repository root or set PDD_CORPUS to it", corpus);
    pdd_sdfg *s = NULL;
    int rc = pdd_sdfg_load(cpath(version, prog, variant, "program.sdfg"), &s, err, sizeof err);
    ck_assert_msg(rc == 0, "%s/%s/%s: %s", version, prog, variant, err);
    rc = pdd_sdfg_load_source_map(s, cpath(version, prog, variant, "map/map_cpp.json"), err, sizeof err);
    ck_assert_msg(rc == 0, "%s/%s/%s map: %s", version, prog, variant, err);
    return s;
}

/* Loading must fail; returns the message. */
static const char *load_fails(const char *path)
{
    pdd_sdfg *s = (pdd_sdfg *)1;
    err[0] = '\0';
    ck_assert_int_eq(pdd_sdfg_load(path, &s, err, sizeof err), -1);
    ck_assert_ptr_null(s);
    ck_assert_msg(err[0] && !strchr(err, '\n'), "one line expected: '%s'", err);
    ck_assert_msg(strstr(err, path) != NULL, "message does not name %s: %s", path, err);
    return err;
}

#define ck_assert_has(hay, needle)                                                                 \
    ck_assert_msg(strstr((hay), (needle)) != NULL, "'%s' not in '%s'", (needle), (hay))

static void assert_array(const pdd_sdfg *s, const char *name, int type, int storage, int transient,
                         int ndim, const char *const *shape, const char *const *strides)
{
    const pdd_sdfg_array *a = pdd_sdfg_array_by_name(s, 0, name);
    ck_assert_msg(a != NULL, "%s: no array %s", s->path, name);
    ck_assert_int_eq(a->type, type);
    ck_assert_int_eq(a->storage, storage);
    ck_assert_int_eq(a->transient, transient);
    ck_assert_int_eq(a->ndim, ndim);
    ck_assert_int_eq(a->sdfg_id, 0);
    for (int d = 0; d < ndim; d++) {
        ck_assert_msg(a->shape[d] && !strcmp(a->shape[d], shape[d]), "%s shape[%d] %s != %s", name,
                      d, a->shape[d] ? a->shape[d] : "NULL", shape[d]);
        ck_assert_msg(a->strides[d] && !strcmp(a->strides[d], strides[d]),
                      "%s strides[%d] %s != %s", name, d, a->strides[d] ? a->strides[d] : "NULL",
                      strides[d]);
    }
}

static const char *const IJK[] = {"I", "J", "K"};
static const char *const C_IJK[] = {"J*K", "K", "1"};

/* ---- the hand-written scan for generated names ---------------------------------------- */

static int ends_in_three_ids(const char *name)
{
    size_t end = strlen(name);
    for (int k = 0; k < 3; k++) {
        size_t d = end;
        while (d > 0 && isdigit((unsigned char)name[d - 1]))
            d--;
        if (d == end || d == 0 || name[d - 1] != '_')
            return 0;
        end = d - 1;
    }
    return end > 0;
}

static const char *skip_ws(const char *p)
{
    while (*p && isspace((unsigned char)*p))
        p++;
    return p;
}

static const char *ident(const char *p, char *out, size_t cap)
{
    size_t n = 0;
    while (isalnum((unsigned char)*p) || *p == '_') {
        if (n + 1 < cap)
            out[n++] = *p;
        p++;
    }
    out[n] = '\0';
    return p;
}

static int at_word(const char *text, const char *p, const char *word)
{
    size_t n = strlen(word);
    return strncmp(p, word, n) == 0 &&
           (p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
           !(isalnum((unsigned char)p[n]) || p[n] == '_');
}

/* The function names after each `__global__` (skipping `__launch_bounds__(...)`) and each
 * `inline void` or `DACE_DFI void` that end in _<a>_<b>_<c>; kind[i] is 'k' or 'f'. Returns how
 * many. */
static int scan_names(const char *text, char names[][256], char *kind, int cap)
{
    int n = 0;
    for (const char *p = text; *p && n < cap; p++) {
        int kernel = at_word(text, p, "__global__");
        int inl = !kernel && at_word(text, p, "inline");
        int dfi = !kernel && !inl && at_word(text, p, "DACE_DFI");
        if (!kernel && !inl && !dfi)
            continue;
        const char *q = p + (kernel ? 10 : inl ? 6 : 8);
        char word[256];
        if (inl || dfi) {
            q = ident(skip_ws(q), word, sizeof word);
            if (strcmp(word, "void"))
                continue;
        }
        for (;;) {
            q = skip_ws(q);
            if (!*q || *q == ';' || *q == '{')
                break;
            if (!(isalpha((unsigned char)*q) || *q == '_')) {
                q++;
                continue;
            }
            q = skip_ws(ident(q, word, sizeof word));
            if (*q != '(')
                continue;
            if (!strcmp(word, "__launch_bounds__")) {
                int depth = 0;
                do {
                    depth += *q == '(';
                    depth -= *q == ')';
                    q++;
                } while (*q && depth > 0);
                continue;
            }
            if (ends_in_three_ids(word)) {
                snprintf(names[n], 256, "%s", word);
                kind[n++] = kernel ? 'k' : 'f';
            }
            break;
        }
        p = q > p ? q - 1 : p;
    }
    return n;
}

/* ---- tests: arrays -------------------------------------------------------------------- */

START_TEST(every_corpus_program_loads_with_its_source_map_in_both_versions)
{
    for (int d = 0; d < 2; d++)
        for (size_t i = 0; i < NPROGRAMS; i++)
            for (int v = 0; v < 2; v++) {
                pdd_sdfg *s = load(versions[d], programs[i], variants[v]);
                ck_assert_str_eq(s->name, programs[i]);
                ck_assert_ptr_nonnull(s->dace_version);
                ck_assert_str_eq(s->dace_version, versions[d] + strlen("dace-"));
                ck_assert_uint_gt(s->narrays, 0);
                ck_assert_uint_gt(s->nnodes, 0);
                ck_assert_uint_gt(s->nargs, 0);
                ck_assert_uint_eq(s->map_unmatched, 0);
                ck_assert_str_eq(s->map_target, "cpu");
                /* every top-level argument is one of the top SDFG's arrays */
                for (size_t a = 0; a < s->nargs; a++)
                    ck_assert_msg(pdd_sdfg_array_by_name(s, 0, s->arg_names[a]) != NULL, "%s/%s/%s: argument %s",
                                  versions[d], programs[i], variants[v], s->arg_names[a]);
                size_t with_lines = 0;
                for (size_t n = 0; n < s->nnodes; n++)
                    with_lines += s->nodes[n].line_from > 0 && s->nodes[n].line_to >= s->nodes[n].line_from;
                ck_assert_uint_gt(with_lines, 0);
                pdd_sdfg_free(s);
            }
}
END_TEST

START_TEST(lap3d_fields_are_3d_float64_arrays_with_c_strides_in_both_versions)
{
    /* each version's first scalar temporary of the map: DaCe 1 numbers from __tmp1 */
    static const char *const scalar[] = {"__tmp1", "__tmp0"};
    for (int d = 0; d < 2; d++) {
        pdd_sdfg *s = load(versions[d], "lap3d", "cpu");
        assert_array(s, "out", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
        assert_array(s, "inp", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
        const pdd_sdfg_array *out = pdd_sdfg_array_by_name(s, -1, "out");
        ck_assert_str_eq(out->dtype, "float64");
        ck_assert_str_eq(out->storage_name, "CPU_Heap");
        ck_assert(!out->is_scalar && !out->is_view);
        const pdd_sdfg_array *t = pdd_sdfg_array_by_name(s, 0, scalar[d]);
        ck_assert_ptr_nonnull(t);
        ck_assert(t->is_scalar && t->transient && t->ndim == 0);
        ck_assert_str_eq(t->storage_name, "Register");
        ck_assert_int_eq(t->storage, PDD_STORAGE_HOST);
        ck_assert_uint_eq(s->nargs, 2);
        ck_assert_str_eq(s->arg_names[0], "inp");
        ck_assert_str_eq(s->arg_names[1], "out");
        ck_assert_uint_eq(s->nsymbols, 3);
        ck_assert_str_eq(s->symbols[0], "I");
        ck_assert_str_eq(s->symbols[2], "K");
        ck_assert_ptr_null(pdd_sdfg_array_by_name(s, -1, "gpu_out"));
        pdd_sdfg_free(s);
    }
}
END_TEST

START_TEST(lap3d_gpu_copies_are_transient_gpu_global_arrays_in_both_versions)
{
    for (int d = 0; d < 2; d++) {
        pdd_sdfg *s = load(versions[d], "lap3d", "gpu");
        assert_array(s, "gpu_out", PDD_T_F64, PDD_STORAGE_GPU, 1, 3, IJK, C_IJK);
        assert_array(s, "gpu_inp", PDD_T_F64, PDD_STORAGE_GPU, 1, 3, IJK, C_IJK);
        assert_array(s, "out", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
        ck_assert_str_eq(pdd_sdfg_array_by_name(s, 0, "gpu_out")->storage_name, "GPU_Global");
        pdd_sdfg_free(s);
    }
}
END_TEST

START_TEST(delp_update_fy_has_a_padded_j_stride_as_each_version_spells_it)
{
    /* DaCe 1 writes "J + 1", DaCe 2 "1 + $J" (read without the '$'); the first difference of
     * the flux slices is DaCe 1's __tmp0 and DaCe 2's fx_slice_minus_fx_slice */
    static const char *const fy_shape[2][3] = {{"I", "J + 1", "K"}, {"I", "1 + J", "K"}};
    static const char *const fy_strides[2][3] = {{"K*(J + 1)", "K", "1"}, {"K*(1 + J)", "K", "1"}};
    static const char *const fx_shape[2][3] = {{"I + 1", "J", "K"}, {"1 + I", "J", "K"}};
    static const char *const t_shape[2][3] = {{"I - 2", "J - 2", "K"}, {"-2 + I", "-2 + J", "K"}};
    static const char *const t_strides[2][3] = {{"K*(J - 2)", "K", "1"}, {"K*(-2 + J)", "K", "1"}};
    static const char *const t_name[2] = {"__tmp0", "fx_slice_minus_fx_slice"};
    for (int d = 0; d < 2; d++)
        for (int v = 0; v < 2; v++) {
            pdd_sdfg *s = load(versions[d], "delp_update", variants[v]);
            assert_array(s, "fy", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, fy_shape[d], fy_strides[d]);
            assert_array(s, "fx", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, fx_shape[d], C_IJK);
            assert_array(s, "delp", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
            assert_array(s, t_name[d], PDD_T_F64, v ? PDD_STORAGE_GPU : PDD_STORAGE_HOST, 1, 3, t_shape[d],
                         t_strides[d]);
            const pdd_sdfg_array *dt = pdd_sdfg_array_by_name(s, 0, "dt");
            ck_assert(dt->is_scalar && !dt->transient && dt->ndim == 0 && dt->type == PDD_T_F64);
            if (v) {
                assert_array(s, "gpu_delp", PDD_T_F64, PDD_STORAGE_GPU, 1, 3, IJK, C_IJK);
                assert_array(s, "gpu_fy", PDD_T_F64, PDD_STORAGE_GPU, 1, 3, fy_shape[d], fy_strides[d]);
            } else {
                ck_assert_ptr_null(pdd_sdfg_array_by_name(s, -1, "gpu_delp"));
            }
            pdd_sdfg_free(s);
        }
}
END_TEST

START_TEST(tracer_advection_tracers_are_3d_float64_and_its_temporaries_follow_the_variant)
{
    static const char *const tracers[] = {"qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel"};
    static const char *const mfy_shape[2][3] = {{"I", "J + 1", "K"}, {"I", "1 + J", "K"}};
    static const char *const mfy_strides[2][3] = {{"K*(J + 1)", "K", "1"}, {"K*(1 + J)", "K", "1"}};
    static const char *const rarea_shape[] = {"I", "J"}, *const rarea_strides[] = {"J", "1"};
    for (int d = 0; d < 2; d++)
        for (int v = 0; v < 2; v++) {
            pdd_sdfg *s = load(versions[d], "tracer_advection", variants[v]);
            for (size_t t = 0; t < 6; t++)
                assert_array(s, tracers[t], PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
            assert_array(s, "mfy", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, mfy_shape[d], mfy_strides[d]);
            assert_array(s, "rarea", PDD_T_F64, PDD_STORAGE_HOST, 0, 2, rarea_shape, rarea_strides);
            int st = v ? PDD_STORAGE_GPU : PDD_STORAGE_HOST;
            assert_array(s, "dp2", PDD_T_F64, st, 1, 3, IJK, C_IJK);
            /* the nested program's temporaries, inlined: one per call, renamed */
            assert_array(s, "programs_fv_tracer_update_fyq_3", PDD_T_F64, st, 1, 3, mfy_shape[d], mfy_strides[d]);
            if (v)
                assert_array(s, "gpu_qgraupel", PDD_T_F64, PDD_STORAGE_GPU, 1, 3, IJK, C_IJK);
            ck_assert_uint_eq(s->nargs, 10);
            pdd_sdfg_free(s);
        }
}
END_TEST

START_TEST(vertical_solver_has_the_loop_variable_k_among_its_symbols)
{
    for (int d = 0; d < 2; d++)
        for (int v = 0; v < 2; v++) {
            pdd_sdfg *s = load(versions[d], "vertical_solver", variants[v]);
            assert_array(s, "x", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, IJK, C_IJK);
            assert_array(s, "cp", PDD_T_F64, v ? PDD_STORAGE_GPU : PDD_STORAGE_HOST, 1, 3, IJK, C_IJK);
            int k = 0;
            for (size_t i = 0; i < s->nsymbols; i++)
                k |= !strcmp(s->symbols[i], "k");
            ck_assert(k);
            pdd_sdfg_free(s);
        }
}
END_TEST

START_TEST(reduction_sum_total_mass_is_a_one_element_array)
{
    static const char *const one[] = {"1"};
    static const char *const ij[] = {"I", "J"}, *const c_ij[] = {"J", "1"};
    static const char *const column_sum[2] = {"__tmp3", "sum_qvapor_delp"};
    for (int d = 0; d < 2; d++)
        for (int v = 0; v < 2; v++) {
            pdd_sdfg *s = load(versions[d], "reduction_sum", variants[v]);
            assert_array(s, "total_mass", PDD_T_F64, PDD_STORAGE_HOST, 0, 1, one, one);
            assert_array(s, column_sum[d], PDD_T_F64, v ? PDD_STORAGE_GPU : PDD_STORAGE_HOST, 1, 2, ij, c_ij);
            if (v)
                assert_array(s, "gpu_total_mass", PDD_T_F64, PDD_STORAGE_GPU, 1, 1, one, one);
            pdd_sdfg_free(s);
        }
}
END_TEST

/* DaCe 2 passes a nested SDFG's output as a view of the caller's array (`pt_out_0 =
 * &pt_out[...]`): the view's `views` edge names the array; DaCe 2's copy tasklets carry their
 * one input with each write. */
START_TEST(a_view_knows_its_array_and_a_copy_tasklet_its_source)
{
    pdd_sdfg *s = load("dace-2.0.0b1", "nested", "cpu");
    const pdd_sdfg_array *v = pdd_sdfg_array_by_name(s, 0, "pt_out_0");
    ck_assert_ptr_nonnull(v);
    ck_assert(v->is_view);
    ck_assert_str_eq(v->viewed, "pt_out");
    ck_assert_ptr_null(pdd_sdfg_array_by_name(s, 0, "pt_out")->viewed);
    pdd_sdfg_free(s);
    s = load("dace-2.0.0b1", "column_physics", "gpu");
    int copies = 0;
    for (size_t i = 0; i < s->nwrites; i++) {
        const pdd_sdfg_node *w = &s->nodes[s->writes[i].writer], *a = &s->nodes[s->writes[i].node];
        if (strcmp(w->type, "Tasklet") || strcmp(w->label, "copy_gpu_q_to_gpu_qold"))
            continue;
        copies++;
        ck_assert_str_eq(a->data, "gpu_qold");
        ck_assert_str_eq(s->writes[i].source, "gpu_q");
    }
    ck_assert_int_eq(copies, 1);
    pdd_sdfg_free(s);
}
END_TEST

START_TEST(nested_pt_halo_has_shrunken_extents_and_nested_sdfgs_declare_their_own_data)
{
    static const char *const halo[2][3] = {{"I - 2", "J - 2", "K"}, {"-2 + I", "-2 + J", "K"}};
    static const char *const halo_strides[2][3] = {{"K*(J - 2)", "K", "1"}, {"K*(-2 + J)", "K", "1"}};
    static const char *const k[] = {"K"}, *const one[] = {"1"};
    for (int d = 0; d < 2; d++) {
        pdd_sdfg *s = load(versions[d], "nested", "cpu");
        assert_array(s, "pt_halo", PDD_T_F64, PDD_STORAGE_HOST, 0, 3, halo[d], halo_strides[d]);
        assert_array(s, "pt_diag", PDD_T_F64, PDD_STORAGE_HOST, 0, 1, k, one);
        ck_assert(pdd_sdfg_array_by_name(s, 0, "coef")->is_scalar);
        pdd_sdfg_free(s);
    }
    /* DaCe 1: the nested SDFG's connector data is its own non-transient array */
    pdd_sdfg *s = load(V1, "nested", "cpu");
    const pdd_sdfg_node *n = pdd_sdfg_node_by_generated_name(s, "programs_nested_120_4_0_0_2");
    ck_assert_ptr_nonnull(n);
    ck_assert_int_eq(n->nested_sdfg_id, 1);
    const pdd_sdfg_array *w = pdd_sdfg_array_by_name(s, n->nested_sdfg_id, "__tmp_121_37_w");
    ck_assert_ptr_nonnull(w);
    ck_assert_int_eq(w->sdfg_id, 1);
    ck_assert(!w->transient);
    ck_assert_ptr_null(pdd_sdfg_array_by_name(s, 0, "__tmp_121_37_w"));
    ck_assert_ptr_eq(pdd_sdfg_array_by_name(s, -1, "__tmp_121_37_w"), w);
    /* "any" finds the top SDFG's array first: col_out exists only in SDFG 3 */
    ck_assert_int_eq(pdd_sdfg_array_by_name(s, -1, "col_out")->sdfg_id, 3);
    ck_assert_int_eq(pdd_sdfg_array_by_name(s, -1, "pt")->sdfg_id, 0);
    pdd_sdfg_free(s);
    /* DaCe 2: the column program twice (SDFGs 2 and 4), each with its own col_out; "any"
     * gives the first in cfg order */
    s = load(V2, "nested", "cpu");
    n = pdd_sdfg_node_by_generated_name(s, "programs_implicit_column_0_0_16");
    ck_assert_ptr_nonnull(n);
    ck_assert_int_eq(n->nested_sdfg_id, 4);
    ck_assert_int_eq(pdd_sdfg_array_by_name(s, 4, "col_out")->sdfg_id, 4);
    ck_assert_int_eq(pdd_sdfg_array_by_name(s, -1, "col_out")->sdfg_id, 2);
    /* the view DaCe 2 passes it is a transient of the top SDFG */
    const pdd_sdfg_array *v = pdd_sdfg_array_by_name(s, 0, "pt_out_0");
    ck_assert_ptr_nonnull(v);
    ck_assert(v->transient && v->ndim == 1);
    pdd_sdfg_free(s);
}
END_TEST

/* ---- tests: names, lines, aliases ------------------------------------------------------ */

START_TEST(every_kernel_and_nested_function_name_in_the_corpus_resolves)
{
    /* counted with grep in the generated sources: `__global__` kernels in the .cu, `inline
     * void` functions ending in three ids in the host .cpp, and `DACE_DFI void` ones in the .cu */
    static const int kernels[NPROGRAMS] = {1, 5, 31, 4, 7, 6};
    static const int funcs[2][NPROGRAMS][2] = {
        {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 1}, {3, 1}},
        {{0, 0}, {0, 0}, {2, 0}, {0, 0}, {1, 1}, {5, 2}},
    };
    static const int device_funcs[2][NPROGRAMS] = {{0, 0, 0, 0, 0, 2}, {0, 0, 0, 0, 0, 3}};
    static char names[256][256];
    static char kind[256];
    char file[256];
    for (int d = 0; d < 2; d++)
        for (size_t i = 0; i < NPROGRAMS; i++)
            for (int v = 0; v < 2; v++) {
                pdd_sdfg *s = load(versions[d], programs[i], variants[v]);
                int nk = 0, nf = 0, ndf = 0;
                for (int f = 0; f < 2; f++) {
                    if (f == 1 && v == 0)
                        continue;
                    snprintf(file, sizeof file, f ? "src/cuda/%s_cuda.cu" : "src/cpu/%s.cpp", programs[i]);
                    char *text = slurp(cpath(versions[d], programs[i], variants[v], file), NULL);
                    int n = scan_names(text, names, kind, 256);
                    free(text);
                    for (int j = 0; j < n; j++) {
                        const pdd_sdfg_node *x = pdd_sdfg_node_by_generated_name(s, names[j]);
                        ck_assert_msg(x != NULL, "%s/%s/%s: %s does not resolve", versions[d], programs[i],
                                      variants[v], names[j]);
                        if (kind[j] == 'k') {
                            nk++;
                            ck_assert_str_eq(x->type, "MapEntry");
                            ck_assert_str_eq(x->schedule, "GPU_Device");
                        } else {
                            f ? ndf++ : nf++;
                            ck_assert_str_eq(x->type, "NestedSDFG");
                            ck_assert_int_gt(x->nested_sdfg_id, 0);
                        }
                    }
                }
                ck_assert_int_eq(nk, v ? kernels[i] : 0);
                ck_assert_msg(nf == funcs[d][i][v], "%s/%s/%s: %d nested functions", versions[d], programs[i],
                              variants[v], nf);
                ck_assert_int_eq(ndf, v ? device_funcs[d][i] : 0);
                pdd_sdfg_free(s);
            }
}
END_TEST

START_TEST(kernel_names_give_the_innermost_region_and_wrong_labels_resolve_to_nothing)
{
    pdd_sdfg *s = load(V2, "lap3d", "gpu");
    const pdd_sdfg_node *n = pdd_sdfg_node_by_generated_name(s, "programs_lap3d_19_0_0_27");
    ck_assert_ptr_nonnull(n);
    ck_assert_str_eq(n->label, "programs_lap3d_19");
    ck_assert_int_eq(n->cfg, 0);
    ck_assert_int_eq(n->state, 0);
    ck_assert_int_eq(n->node, 27);
    ck_assert_ptr_eq(pdd_sdfg_node_by_ids(s, 0, 0, 27), n);
    ck_assert_ptr_eq(pdd_sdfg_node_by_generated_name(s, "__dace_runkernel_programs_lap3d_19_0_0_27"), n);
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, "other_0_0_27"));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, "xprograms_lap3d_19_0_0_27"));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, "programs_lap3d_19_9_9_9"));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, "programs_lap3d_19"));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, "0_0_27"));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(s, ""));
    pdd_sdfg_free(s);

    /* a kernel inside a LoopRegion (DaCe 2) carries the loop's cfg id, not its SDFG's */
    s = load(V2, "vertical_solver", "gpu");
    n = pdd_sdfg_node_by_generated_name(s, "programs_vertical_solver_82_1_0_40");
    ck_assert_ptr_nonnull(n);
    ck_assert_int_eq(n->cfg, 1);
    ck_assert_int_eq(n->sdfg_id, 0);
    pdd_sdfg_free(s);

    /* ... and inside a nested SDFG's loop: cfg 4, SDFG 3; in DaCe 1 (states, no loop region)
     * the nested SDFG's own cfg */
    s = load(V2, "nested", "gpu");
    n = pdd_sdfg_node_by_generated_name(s, "_Mult__gmap_4_0_19");
    ck_assert_ptr_nonnull(n);
    ck_assert_int_eq(n->cfg, 4);
    ck_assert_int_eq(n->sdfg_id, 3);
    pdd_sdfg_free(s);
    s = load(V1, "nested", "gpu");
    n = pdd_sdfg_node_by_generated_name(s, "_Mult__gmap_3_2_11");
    ck_assert_ptr_nonnull(n);
    ck_assert_int_eq(n->cfg, 3);
    ck_assert_int_eq(n->state, 2);
    ck_assert_int_eq(n->sdfg_id, 3);
    pdd_sdfg_free(s);

    /* a nested function is named after its SDFG, not the node label ("Reduce") */
    s = load(V2, "reduction_sum", "cpu");
    n = pdd_sdfg_node_by_generated_name(s, "reduce_0_0_30");
    ck_assert_ptr_nonnull(n);
    ck_assert_str_eq(n->label, "Reduce");
    ck_assert_str_eq(n->nested_name, "reduce");
    pdd_sdfg_free(s);
}
END_TEST

START_TEST(node_at_line_finds_the_map_entry_of_the_lap3d_omp_loop)
{
    for (int d = 0; d < 2; d++) {
        pdd_sdfg *s = load(versions[d], "lap3d", "cpu");
        char *text = slurp(cpath(versions[d], "lap3d", "cpu", "src/cpu/lap3d.cpp"), NULL);
        int line = 1, pragma = -1, store = -1;
        for (char *p = text; *p; p++) {
            if (pragma < 0 && !strncmp(p, "#pragma omp parallel for", 24))
                pragma = line;
            if (store < 0 && !strncmp(p, "out[", 4))
                store = line;
            line += *p == '\n';
        }
        free(text);
        ck_assert_int_gt(pragma, 0);
        ck_assert_int_gt(store, pragma);
        const pdd_sdfg_node *m = pdd_sdfg_node_at_line(s, pragma, "MapEntry");
        ck_assert_ptr_nonnull(m);
        ck_assert_str_eq(m->label, "programs_lap3d_19");
        ck_assert_str_eq(m->schedule, "CPU_Multicore");
        ck_assert_int_eq(m->node, 0);
        ck_assert_int_le(m->line_from, pragma);
        ck_assert_int_ge(m->line_to, pragma);
        /* the store of the last tasklet: that tasklet, inside the map's scope */
        const pdd_sdfg_node *t = pdd_sdfg_node_at_line(s, store, NULL);
        ck_assert_ptr_nonnull(t);
        ck_assert_str_eq(t->type, "Tasklet");
        ck_assert_str_eq(t->label, "assign_20_8");
        ck_assert_int_eq(t->scope, m->node);
        ck_assert_ptr_null(pdd_sdfg_node_at_line(s, store, "MapEntry"));
        ck_assert_ptr_null(pdd_sdfg_node_at_line(s, 1, NULL));
        /* an AccessNode's label is its data */
        const pdd_sdfg_node *a = pdd_sdfg_node_by_ids(s, 0, 0, 3);
        ck_assert_str_eq(a->type, "AccessNode");
        ck_assert_str_eq(a->data, "out");
        ck_assert_str_eq(a->label, "out");
        ck_assert_str_eq(pdd_sdfg_node_by_ids(s, 0, 0, 1)->label, "programs_lap3d_19"); /* MapExit */
        pdd_sdfg_free(s);
    }
}
END_TEST

START_TEST(nested_connector_tmp_121_37_w_is_pt_out_in_dace_1)
{
    pdd_sdfg *s = load(V1, "nested", "cpu");
    int id = pdd_sdfg_node_by_generated_name(s, "programs_nested_120_4_0_0_2")->nested_sdfg_id;
    ck_assert_str_eq(pdd_sdfg_outer_name(s, id, "__tmp_121_37_w"), "pt_out");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, id, "__tmp_121_24_r"), "pt");
    int ic = pdd_sdfg_node_by_generated_name(s, "programs_implicit_column_0_0_14")->nested_sdfg_id;
    ck_assert_int_eq(ic, 3);
    ck_assert_str_eq(pdd_sdfg_outer_name(s, ic, "col_out"), "pt_diag");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, ic, "__tmp5"), "__tmp0");
    int cp = pdd_sdfg_node_by_generated_name(s, "programs_nested_123_4_0_0_9")->nested_sdfg_id;
    ck_assert_str_eq(pdd_sdfg_outer_name(s, cp, "__tmp_124_25_w"), "pt_prev");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 0, "pt_out"), "pt_out");
    ck_assert_ptr_null(pdd_sdfg_outer_name(s, ic, "__tmp1")); /* its own transient */
    ck_assert_ptr_null(pdd_sdfg_outer_name(s, 0, "no_such"));
    ck_assert_ptr_null(pdd_sdfg_outer_name(s, 99, "pt"));
    int found = 0;
    for (size_t i = 0; i < s->naliases; i++)
        if (s->aliases[i].sdfg_id == id && !strcmp(s->aliases[i].inner, "__tmp_121_37_w")) {
            ck_assert_str_eq(s->aliases[i].outer, "pt_out");
            ck_assert_int_eq(s->aliases[i].outer_sdfg_id, 0);
            found++;
        }
    ck_assert_int_eq(found, 1);
    pdd_sdfg_free(s);
}
END_TEST

START_TEST(gpu_aliases_follow_nested_sdfgs_to_the_gpu_copy)
{
    pdd_sdfg *s = load(V1, "nested", "gpu");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 1, "__tmp_121_37_w"), "gpu_pt_out");
    pdd_sdfg_free(s);
    /* DaCe 2: SDFG 2 (the slab copy) sits inside SDFG 1 (copy_slab): pt_prev -> pt_prev ->
     * gpu_pt_prev */
    s = load(V2, "nested", "gpu");
    const pdd_sdfg_alias *a = NULL;
    for (size_t i = 0; i < s->naliases; i++)
        if (s->aliases[i].sdfg_id == 2 && !strcmp(s->aliases[i].inner, "pt_prev"))
            a = &s->aliases[i];
    ck_assert_ptr_nonnull(a);
    ck_assert_str_eq(a->outer, "pt_prev");
    ck_assert_int_eq(a->outer_sdfg_id, 1);
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 2, "pt_prev"), "gpu_pt_prev");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 2, "pt"), "gpu_pt");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 5, "col_out"), "pt_out_0");
    pdd_sdfg_free(s);
    /* and a copy function's output on the CPU */
    s = load(V2, "nested", "cpu");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 6, "_cpy_out"), "pt_sfc");
    pdd_sdfg_free(s);
}
END_TEST

/* ---- tests: gzip and older files -------------------------------------------------------- */

static void gzip_to(const char *src, const char *dst)
{
    size_t len;
    char *text = slurp(src, &len);
    gzFile g = gzopen(dst, "wb9");
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(gzwrite(g, text, (unsigned)len), (int)len);
    ck_assert_int_eq(gzclose(g), Z_OK);
    free(text);
}

static void assert_same(const pdd_sdfg *a, const pdd_sdfg *b)
{
    ck_assert_str_eq(a->name, b->name);
    ck_assert_uint_eq(a->narrays, b->narrays);
    ck_assert_uint_eq(a->nnodes, b->nnodes);
    ck_assert_uint_eq(a->naliases, b->naliases);
    ck_assert_uint_eq(a->nargs, b->nargs);
    for (size_t i = 0; i < a->narrays; i++) {
        ck_assert_str_eq(a->arrays[i].name, b->arrays[i].name);
        ck_assert_int_eq(a->arrays[i].ndim, b->arrays[i].ndim);
        ck_assert_int_eq(a->arrays[i].storage, b->arrays[i].storage);
        for (int d = 0; d < a->arrays[i].ndim; d++)
            ck_assert_str_eq(a->arrays[i].strides[d], b->arrays[i].strides[d]);
    }
    for (size_t i = 0; i < a->nnodes; i++) {
        ck_assert_int_eq(a->nodes[i].cfg, b->nodes[i].cfg);
        ck_assert_int_eq(a->nodes[i].state, b->nodes[i].state);
        ck_assert_int_eq(a->nodes[i].node, b->nodes[i].node);
        ck_assert_str_eq(a->nodes[i].type, b->nodes[i].type);
    }
}

START_TEST(a_gzip_compressed_copy_loads_the_same_whatever_its_name)
{
    for (int d = 0; d < 2; d++)
        for (size_t i = 0; i < NPROGRAMS; i++) {
            const char *src = cpath(versions[d], programs[i], "gpu", "program.sdfg");
            gzip_to(src, in_dir("program.sdfgz"));
            gzip_to(src, in_dir("plain-looking.sdfg"));
            pdd_sdfg *a = NULL, *b = NULL, *c = NULL;
            ck_assert_msg(pdd_sdfg_load(src, &a, err, sizeof err) == 0, "%s", err);
            ck_assert_msg(pdd_sdfg_load(in_dir("program.sdfgz"), &b, err, sizeof err) == 0, "%s", err);
            ck_assert_msg(pdd_sdfg_load(in_dir("plain-looking.sdfg"), &c, err, sizeof err) == 0, "%s", err);
            assert_same(a, b);
            assert_same(a, c);
            ck_assert_str_eq(b->path, in_dir("program.sdfgz"));
            /* a gzip-compressed source map works too */
            gzip_to(cpath(versions[d], programs[i], "gpu", "map/map_cpp.json"), in_dir("map_cpp.json.gz"));
            ck_assert_msg(pdd_sdfg_load_source_map(b, in_dir("map_cpp.json.gz"), err, sizeof err) == 0, "%s",
                          err);
            pdd_sdfg_free(a);
            pdd_sdfg_free(b);
            pdd_sdfg_free(c);
        }
}
END_TEST

/* DaCe before control-flow regions: states directly under "nodes", sdfg_list_id instead of
 * cfg_list_id (here only on the nested SDFG), no strides/transient/storage keys; and a
 * DaCe 1.x ConditionalBlock, whose branches (not the block) are regions. */
static const char old_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"old\", \"arg_names\": [\"a\"],"
    " \"_arrays\": {"
    "  \"a\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float32\","
    "          \"shape\": [\"$I\", \"$J + 1\", \"K\"]}},"
    "  \"p\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"int32\", \"shape\": [\"N**2\"],"
    "          \"strides\": [\"1\"], \"storage\": \"StorageType.GPU_Global\"}},"
    "  \"u\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "          \"shape\": [\"sin(N)\", \"K\"]}},"
    "  \"m\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "          \"shape\": [\"Min(I, J)\", 4], \"storage\": \"FPGA_Global\", \"transient\": true}},"
    "  \"v\": {\"type\": \"ArrayView\", \"attributes\": {\"dtype\": {\"type\": \"pointer\", "
    "          \"dtype\": \"uint8\"}, \"shape\": [\"I\"]}},"
    "  \"s\": {\"type\": \"Scalar\", \"attributes\": {\"dtype\": \"bool\"}}},"
    " \"symbols\": {\"I\": \"int32\", \"J\": \"int32\", \"K\": \"int32\"}},"
    " \"nodes\": ["
    "  {\"type\": \"SDFGState\", \"label\": \"s0\", \"id\": 0, \"nodes\": ["
    "    {\"type\": \"AccessNode\", \"label\": \"a\", \"id\": 0, \"attributes\": {\"data\": "
    "\"a\"}},"
    "    {\"type\": \"NestedSDFG\", \"label\": \"inner\", \"id\": 1, \"attributes\": {"
    "      \"label\": \"inner\", \"sdfg\": {\"type\": \"SDFG\", \"sdfg_list_id\": 1,"
    "        \"attributes\": {\"name\": \"inner_sdfg\", \"_arrays\": {"
    "          \"x\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float32\","
    "                  \"shape\": [\"I\"]}}}},"
    "        \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, \"nodes\": [{\"type\": \"Tasklet\","
    "          \"id\": 0, \"label\": \"t\", \"attributes\": {\"label\": \"t\"}}], \"edges\": []}],"
    "        \"edges\": []}}}],"
    "   \"edges\": [{\"type\": \"MultiConnectorEdge\", \"src\": \"1\", \"dst\": \"0\","
    "     \"src_connector\": \"x\", \"dst_connector\": null, \"attributes\": {\"data\": {"
    "       \"type\": \"Memlet\", \"attributes\": {\"data\": \"a\"}}}}]},"
    "  {\"type\": \"SDFGState\", \"label\": \"s1\", \"nodes\": ["
    "    {\"type\": \"MapEntry\", \"label\": \"kern[i=0:I]\","
    "     \"attributes\": {\"label\": \"kern\", \"schedule\": \"GPU_Device\"}}], \"edges\": []},"
    "  {\"type\": \"BreakBlock\", \"id\": 2},"
    "  {\"type\": \"ConditionalBlock\", \"id\": 3, \"branches\": ["
    "    [{\"string_data\": \"I > 0\", \"language\": \"Python\"},"
    "     {\"type\": \"ControlFlowRegion\", \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0,"
    "       \"nodes\": [{\"type\": \"MapEntry\", \"id\": 0, \"attributes\": {\"label\": \"br\"}}],"
    "       \"edges\": []}], \"edges\": []}],"
    "    [null, {\"type\": \"ControlFlowRegion\", \"nodes\": [{\"type\": \"SDFGState\","
    "       \"id\": 0, \"nodes\": [{\"type\": \"Tasklet\", \"id\": 0, \"label\": \"el\"}]}]}]]}],"
    " \"edges\": []}";

START_TEST(an_older_sdfg_without_cfg_ids_or_strides_is_read_with_every_extent_it_can_give)
{
    spit(in_dir("old.sdfg"), old_sdfg);
    pdd_sdfg *s = NULL;
    ck_assert_msg(pdd_sdfg_load(in_dir("old.sdfg"), &s, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(s->name, "old");
    ck_assert_ptr_null(s->dace_version);
    static const char *const a_shape[] = {"I", "J + 1", "K"};
    static const char *const a_strides[] = {"(J + 1)*K", "K", "1"};
    assert_array(s, "a", PDD_T_F32, PDD_STORAGE_HOST, 0, 3, a_shape, a_strides);
    ck_assert_str_eq(pdd_sdfg_array_by_name(s, 0, "a")->storage_name, "Default");
    const pdd_sdfg_array *p = pdd_sdfg_array_by_name(s, 0, "p");
    ck_assert_str_eq(p->shape[0], "pdd_ipow(N, 2)"); /* Python ** */
    ck_assert_ptr_null(p->layout_why);
    ck_assert_str_eq(p->strides[0], "1");
    ck_assert_int_eq(p->storage, PDD_STORAGE_GPU);
    ck_assert_int_eq(p->type, PDD_T_I32);
    const pdd_sdfg_array *m = pdd_sdfg_array_by_name(s, 0, "m");
    ck_assert_str_eq(m->shape[0], "pdd_min(I, J)"); /* a call */
    const pdd_sdfg_array *u = pdd_sdfg_array_by_name(s, 0, "u");
    ck_assert_ptr_null(u->shape[0]);
    ck_assert_str_eq(u->layout_why, "shape[0] sin(N): the function sin has no C equivalent here");
    ck_assert_str_eq(m->shape[1], "4");
    ck_assert_str_eq(m->strides[0], "4"); /* the unknown extent is the outermost */
    ck_assert_str_eq(m->strides[1], "1");
    ck_assert_int_eq(m->storage, PDD_STORAGE_UNKNOWN);
    ck_assert(m->transient);
    const pdd_sdfg_array *v = pdd_sdfg_array_by_name(s, 0, "v");
    ck_assert(v->is_view && !v->is_scalar);
    ck_assert_str_eq(v->dtype, "uint8*");
    ck_assert_int_eq(v->type, PDD_T_UNKNOWN);
    const pdd_sdfg_array *b = pdd_sdfg_array_by_name(s, 0, "s");
    ck_assert(b->is_scalar && b->type == PDD_T_BOOL && b->ndim == 0);
    /* ids: the nested SDFG from sdfg_list_id, the second state's id from its position */
    const pdd_sdfg_node *t = pdd_sdfg_node_by_ids(s, 1, 0, 0);
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(t->sdfg_id, 1);
    ck_assert_int_eq(pdd_sdfg_array_by_name(s, -1, "x")->sdfg_id, 1);
    const pdd_sdfg_node *k = pdd_sdfg_node_by_generated_name(s, "kern_0_1_0");
    ck_assert_ptr_nonnull(k);
    ck_assert_str_eq(k->schedule, "GPU_Device");
    ck_assert_str_eq(pdd_sdfg_node_by_generated_name(s, "inner_sdfg_0_0_1")->type, "NestedSDFG");
    ck_assert_str_eq(pdd_sdfg_outer_name(s, 1, "x"), "a");
    /* the branches come after the nested SDFG in pre-order: regions 2 and 3 */
    ck_assert_ptr_nonnull(pdd_sdfg_node_by_generated_name(s, "br_2_0_0"));
    ck_assert_str_eq(pdd_sdfg_node_by_ids(s, 3, 0, 0)->label, "el");
    pdd_sdfg_free(s);

    /* without any ids at all: the pre-order count gives the same numbers */
    char *noid = strdup(old_sdfg);
    char *at = strstr(noid, "\"sdfg_list_id\": 1,");
    ck_assert_ptr_nonnull(at);
    memset(at, ' ', strlen("\"sdfg_list_id\": 1,"));
    spit(in_dir("noid.sdfg"), noid);
    free(noid);
    ck_assert_msg(pdd_sdfg_load(in_dir("noid.sdfg"), &s, err, sizeof err) == 0, "%s", err);
    ck_assert_ptr_nonnull(pdd_sdfg_node_by_ids(s, 1, 0, 0));
    ck_assert_ptr_nonnull(pdd_sdfg_node_by_generated_name(s, "br_2_0_0"));
    ck_assert_ptr_nonnull(pdd_sdfg_node_by_ids(s, 3, 0, 0));
    pdd_sdfg_free(s);
}
END_TEST

/* ---- tests: errors -------------------------------------------------------------------- */

START_TEST(a_missing_file_is_named_with_the_reason)
{
    const char *m = load_fails(in_dir("nope/program.sdfg"));
    ck_assert_has(m, "cannot open");
    ck_assert_has(m, "No such file or directory");
    pdd_sdfg *s = load(V2, "lap3d", "cpu");
    ck_assert_int_eq(pdd_sdfg_load_source_map(s, in_dir("map_cpp.json"), err, sizeof err), -1);
    ck_assert_has(err, in_dir("map_cpp.json"));
    ck_assert_has(err, "No such file or directory");
    pdd_sdfg_free(s);
}
END_TEST

START_TEST(malformed_json_is_reported_with_its_byte_offset)
{
    /* the error is at the 'x' of "xyz": byte 23 (from 0), line 2, column 7 */
    spit(in_dir("bad.sdfg"), "{\"type\": \"SDFG\",\n \"a\": xyz}");
    const char *m = load_fails(in_dir("bad.sdfg"));
    ck_assert_has(m, "not valid JSON");
    ck_assert_has(m, "byte 23 (line 2, column 7)");

    /* cut short: the offset is the end */
    spit(in_dir("cut.sdfg"), "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"x\"");
    m = load_fails(in_dir("cut.sdfg"));
    ck_assert_has(m, "cut short");

    /* trailing text after the object */
    spit(in_dir("trail.sdfg"), "{\"type\": \"SDFG\"} junk");
    m = load_fails(in_dir("trail.sdfg"));
    ck_assert_has(m, "byte 17");

    /* gzip: the offset counts the gunzipped text */
    gzip_to(in_dir("bad.sdfg"), in_dir("bad.sdfgz"));
    m = load_fails(in_dir("bad.sdfgz"));
    ck_assert_has(m, "byte 23 of the gunzipped text");

    spit(in_dir("empty.sdfg"), "");
    m = load_fails(in_dir("empty.sdfg"));
    ck_assert_has(m, "empty file");
}
END_TEST

START_TEST(a_truncated_gzip_file_is_reported_as_damaged)
{
    gzip_to(cpath(V2, "lap3d", "cpu", "program.sdfg"), in_dir("full.sdfgz"));
    size_t len;
    char *z = slurp(in_dir("full.sdfgz"), &len);
    FILE *f = fopen(in_dir("half.sdfgz"), "wb");
    ck_assert_ptr_nonnull(f);
    fwrite(z, 1, len / 2, f);
    fclose(f);
    free(z);
    const char *m = load_fails(in_dir("half.sdfgz"));
    ck_assert_has(m, "gzip data is");
    ck_assert_has(m, "copy the file again");
}
END_TEST

START_TEST(json_that_is_not_an_sdfg_says_so)
{
    spit(in_dir("array.json"), "[1, 2, 3]");
    const char *m = load_fails(in_dir("array.json"));
    ck_assert_has(m, "not an SDFG (no \"type\": \"SDFG\" at the top)");
    ck_assert_has(m, "pass the program.sdfg");

    spit(in_dir("state.json"), "{\"type\": \"SDFGState\", \"nodes\": []}");
    m = load_fails(in_dir("state.json"));
    ck_assert_has(m, "not an SDFG (no \"type\": \"SDFG\" at the top)");

    /* the source map passed where the SDFG belongs */
    m = load_fails(cpath(V2, "lap3d", "cpu", "map/map_cpp.json"));
    ck_assert_has(m, "not an SDFG but a source map");

    /* ... and the other way round */
    pdd_sdfg *s = load(V2, "lap3d", "cpu");
    ck_assert_int_eq(
        pdd_sdfg_load_source_map(s, cpath(V2, "lap3d", "cpu", "program.sdfg"), err, sizeof err), -1);
    ck_assert_has(err, "an SDFG, not a source map");
    spit(in_dir("other.json"), "{\"a\": 1}");
    ck_assert_int_eq(pdd_sdfg_load_source_map(s, in_dir("other.json"), err, sizeof err), -1);
    ck_assert_has(err, "not a DaCe source map");
    ck_assert_has(err, in_dir("other.json"));
    spit(in_dir("bad_map.json"), "{\"target\": \"cpu\", \"0\": {");
    ck_assert_int_eq(pdd_sdfg_load_source_map(s, in_dir("bad_map.json"), err, sizeof err), -1);
    ck_assert_has(err, "not valid JSON");
    pdd_sdfg_free(s);
}
END_TEST

START_TEST(an_sdfg_without_arrays_is_refused_by_name)
{
    spit(in_dir("noarrays.sdfg"),
         "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"lap3d\"}, \"nodes\": []}");
    const char *m = load_fails(in_dir("noarrays.sdfg"));
    ck_assert_has(m, "SDFG 'lap3d' (cfg 0) has no attributes._arrays");
    ck_assert_has(m, "not a hand-made or cut-down copy");

    /* the same in a nested SDFG names that one */
    spit(in_dir("nested.sdfg"),
         "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"top\", \"_arrays\": {}},"
         " \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, \"nodes\": [{\"type\": \"NestedSDFG\","
         " \"id\": 0, \"attributes\": {\"sdfg\": {\"type\": \"SDFG\", \"cfg_list_id\": 1,"
         " \"attributes\": {\"name\": \"inner\"}}}}]}]}");
    m = load_fails(in_dir("nested.sdfg"));
    ck_assert_has(m, "SDFG 'inner' (cfg 1) has no attributes._arrays");

    spit(in_dir("noattrs.sdfg"), "{\"type\": \"SDFG\"}");
    m = load_fails(in_dir("noattrs.sdfg"));
    ck_assert_has(m, "has no \"attributes\" object");
}
END_TEST

START_TEST(null_and_empty_lookups_return_null)
{
    ck_assert_ptr_null(pdd_sdfg_array_by_name(NULL, -1, "x"));
    ck_assert_ptr_null(pdd_sdfg_node_by_ids(NULL, 0, 0, 0));
    ck_assert_ptr_null(pdd_sdfg_node_by_generated_name(NULL, "a_0_0_0"));
    ck_assert_ptr_null(pdd_sdfg_node_at_line(NULL, 1, NULL));
    ck_assert_ptr_null(pdd_sdfg_outer_name(NULL, 0, "x"));
    pdd_sdfg_free(NULL);
}
END_TEST

static Suite *sdfg_suite(void)
{
    Suite *s = suite_create("sdfg");
    TCase *corpus_tests = tcase_create("corpus");
    tcase_add_checked_fixture(corpus_tests, setup, teardown);
    tcase_set_timeout(corpus_tests, 120);
    tcase_add_test(corpus_tests, every_corpus_program_loads_with_its_source_map_in_both_versions);
    tcase_add_test(corpus_tests, lap3d_fields_are_3d_float64_arrays_with_c_strides_in_both_versions);
    tcase_add_test(corpus_tests, lap3d_gpu_copies_are_transient_gpu_global_arrays_in_both_versions);
    tcase_add_test(corpus_tests, delp_update_fy_has_a_padded_j_stride_as_each_version_spells_it);
    tcase_add_test(corpus_tests, tracer_advection_tracers_are_3d_float64_and_its_temporaries_follow_the_variant);
    tcase_add_test(corpus_tests, vertical_solver_has_the_loop_variable_k_among_its_symbols);
    tcase_add_test(corpus_tests, reduction_sum_total_mass_is_a_one_element_array);
    tcase_add_test(corpus_tests, nested_pt_halo_has_shrunken_extents_and_nested_sdfgs_declare_their_own_data);
    tcase_add_test(corpus_tests, a_view_knows_its_array_and_a_copy_tasklet_its_source);
    tcase_add_test(corpus_tests, every_kernel_and_nested_function_name_in_the_corpus_resolves);
    tcase_add_test(corpus_tests, kernel_names_give_the_innermost_region_and_wrong_labels_resolve_to_nothing);
    tcase_add_test(corpus_tests, node_at_line_finds_the_map_entry_of_the_lap3d_omp_loop);
    tcase_add_test(corpus_tests, nested_connector_tmp_121_37_w_is_pt_out_in_dace_1);
    tcase_add_test(corpus_tests, gpu_aliases_follow_nested_sdfgs_to_the_gpu_copy);
    tcase_add_test(corpus_tests, a_gzip_compressed_copy_loads_the_same_whatever_its_name);
    tcase_add_test(corpus_tests, a_missing_file_is_named_with_the_reason);
    tcase_add_test(corpus_tests, json_that_is_not_an_sdfg_says_so);
    tcase_add_test(corpus_tests, a_truncated_gzip_file_is_reported_as_damaged);
    suite_add_tcase(s, corpus_tests);
    /* these need no corpus */
    TCase *files = tcase_create("files");
    tcase_add_checked_fixture(files, setup, teardown);
    tcase_add_test(files, an_older_sdfg_without_cfg_ids_or_strides_is_read_with_every_extent_it_can_give);
    tcase_add_test(files, malformed_json_is_reported_with_its_byte_offset);
    tcase_add_test(files, an_sdfg_without_arrays_is_refused_by_name);
    tcase_add_test(files, null_and_empty_lookups_return_null);
    suite_add_tcase(s, files);
    return s;
}

int main(void)
{
    /* no skip: the corpus is part of the repository; its tests fail, naming the path */
    if (!find_corpus())
        fprintf(stderr, "check_sdfg: no corpus at %s (PDD_CORPUS); the corpus tests will fail\n", corpus);
    SRunner *sr = srunner_create(sdfg_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
