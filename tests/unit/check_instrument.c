/* check_instrument.c: the tokenizer, the structural model and the pass on small sources
 * written to trip them: literals that look like code, continuations, launches, unbraced
 * stores, a C file no DaCe wrote. */
#include "instrument_text.h"
#include "lexer.h"
#include "pass.h"
#include "syntax.h"

#include <check.h>
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static pdd_tokens toks;
static char err[1024];

static int lex(const char *s)
{
    return pdd_lex(s, strlen(s), &toks, err, sizeof err);
}

/* Blanks are the gaps between tokens (lexer.h): a byte that is no blank is in one token. */
START_TEST(every_byte_but_blanks_belongs_to_exactly_one_token)
{
    const char *s = "#include <x.h>\n#define M(a) \\\n  (a + 1)\nint f(void) { /* } */ return '}' + \"{\\\"\" [0]; } // }\n";
    ck_assert_int_eq(lex(s), 0);
    size_t at = 0;
    for (size_t i = 0; i + 1 < toks.n; i++) {
        for (; at < toks.tok[i].start; at++)
            ck_assert_msg(s[at] && strchr(" \t\n\r\f\v", s[at]), "byte %zu is in no token", at);
        ck_assert_uint_eq(toks.tok[i].start, at);
        ck_assert_uint_gt(toks.tok[i].len, 0);
        at += toks.tok[i].len;
    }
    for (; at < strlen(s); at++)
        ck_assert_msg(strchr(" \t\n\r\f\v", s[at]), "byte %zu is in no token", at);
    ck_assert_uint_eq(toks.tok[toks.n - 1].start, strlen(s));
    ck_assert_int_eq(toks.tok[toks.n - 1].kind, PDD_TOK_EOF);
    pdd_tokens_free(&toks);
}
END_TEST

/* NDSL's and gt4py's labels carry Python object ids that change on every build. */
START_TEST(kernel_names_leave_out_python_object_ids)
{
    static const char *const cases[][2] = {
        {"compute_y_flux_computation_140562560019600__tile_j__tile_i_map_0_8_31",
         "compute_y_flux_computation__tile_j__tile_i_map_0_8_31"},
        {"delp_update__v_map_140145848509712_0_0_0", "delp_update__v_map_0_0_0"},
        {"__k_140145839460240", "__k"},
        /* shorter numbers are the program's own: kept */
        {"assign_53_8_0_3_20", "assign_53_8_0_3_20"},
        {"step_20261127_map_0_1_2", "step_20261127_map_0_1_2"},
        /* digits inside a word are no id */
        {"x_123456789012345y_0_0_0", "x_123456789012345y_0_0_0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char name[256];
        snprintf(name, sizeof name, "%s", cases[i][0]);
        pass_strip_object_ids(name);
        ck_assert_str_eq(name, cases[i][1]);
    }
}
END_TEST

START_TEST(preprocessor_lines_keep_their_continuations)
{
    ck_assert_int_eq(lex("#define X(a) \\\n   a[0] = 1;\nint y;"), 0);
    ck_assert_int_eq(toks.tok[0].kind, PDD_TOK_PREPROC);
    ck_assert_uint_eq(toks.tok[0].len, strlen("#define X(a) \\\n   a[0] = 1;"));
    ck_assert_int_eq(pdd_tok_line(&toks, 2), 3);
    pdd_tokens_free(&toks);
}
END_TEST

START_TEST(raw_strings_and_char_literals_hide_brackets)
{
    ck_assert_int_eq(lex("auto s = R\"x(a } \" ) b)x\"; char c = '{'; auto t = u8\"}\";"), 0);
    int strings = 0, chars = 0, braces = 0;
    for (size_t i = 0; i < toks.n; i++) {
        strings += toks.tok[i].kind == PDD_TOK_STRING;
        chars += toks.tok[i].kind == PDD_TOK_CHAR;
        braces += pdd_tok_is(&toks, i, "}") || pdd_tok_is(&toks, i, "{");
    }
    ck_assert_int_eq(strings, 2);
    ck_assert_int_eq(chars, 1);
    ck_assert_int_eq(braces, 0);
    pdd_tokens_free(&toks);
}
END_TEST

START_TEST(launch_brackets_are_tokens_of_their_own)
{
    ck_assert_int_eq(lex("k<<<g, b>>>(x); y = a << 2;"), 0);
    ck_assert(pdd_tok_is(&toks, 1, "<<<"));
    int shifts = 0;
    for (size_t i = 0; i < toks.n; i++)
        shifts += pdd_tok_is(&toks, i, "<<");
    ck_assert_int_eq(shifts, 1);
    pdd_tokens_free(&toks);
}
END_TEST

START_TEST(unterminated_comment_string_and_binary_bytes_are_refused)
{
    ck_assert_int_eq(lex("int a; /* never closed"), -1);
    ck_assert_str_eq(err, "line 1: unterminated comment");
    ck_assert_int_eq(lex("int a;\nchar *s = \"open\n;"), -1);
    ck_assert_str_eq(err, "line 2: unterminated string literal");
    const char bin[] = {'i', 'n', 't', 1, 2, 0};
    ck_assert_int_eq(pdd_lex(bin, 5, &toks, err, sizeof err), -1);
    ck_assert_str_eq(err, "line 1: byte 0x01 is not C source text");
}
END_TEST

static pdd_syntax syn;

static int model(const char *s)
{
    if (lex(s))
        return -1;
    return pdd_syntax_build(&toks, &syn, err, sizeof err);
}

START_TEST(functions_loops_and_pragmas_are_found)
{
    const char *s = "struct S { int a; };\n"
                    "extern \"C\" { void g(int); }\n"
                    "__global__ void __launch_bounds__(32) k(double *x) { x[0] = 1; }\n"
                    "void f(double *x, int n) {\n"
                    "    #pragma omp parallel for\n"
                    "    for (int i = 0; i < n; i++) { for (int j = 0; j < 2; j++) x[i] = j; }\n"
                    "    if (n) x[0] = 2; else { x[1] = 3; }\n"
                    "    int v[] = {1, 2};\n"
                    "}\n";
    ck_assert_msg(model(s) == 0, "%s", err);
    int fns = 0, fors = 0, pragmas = 0, globals = 0, stmts = 0;
    for (size_t i = 0; i < syn.n; i++) {
        const pdd_syn_node *n = &syn.nodes[i];
        fns += n->kind == PDD_SYN_FUNCTION;
        globals += n->kind == PDD_SYN_FUNCTION && n->is_global;
        fors += n->kind == PDD_SYN_FOR;
        pragmas += n->kind == PDD_SYN_FOR && n->pragma >= 0;
        stmts += n->kind == PDD_SYN_STMT;
    }
    ck_assert_int_eq(fns, 2);
    ck_assert_int_eq(globals, 1);
    ck_assert_int_eq(fors, 2);
    ck_assert_int_eq(pragmas, 1);
    ck_assert_int_eq(stmts, 5);
    pdd_syntax_free(&syn);
    pdd_tokens_free(&toks);
}
END_TEST

START_TEST(unbalanced_and_truncated_sources_are_refused_with_the_line)
{
    ck_assert_int_eq(model("void f() {\n  if (x) {\n    y = 1;\n}\n"), -1);
    ck_assert_str_eq(err, "line 1: '{' is never closed (unbalanced brackets, or the file is truncated)");
    pdd_tokens_free(&toks);
    ck_assert_int_eq(model("void f() {\n  y = (1;\n}\n"), -1);
    ck_assert_str_eq(err, "line 3: '}' closes the '(' of line 2 (unbalanced brackets)");
    pdd_tokens_free(&toks);
    ck_assert_int_eq(model("}\n"), -1);
    ck_assert_str_eq(err, "line 1: '}' closes nothing (unbalanced brackets)");
    pdd_tokens_free(&toks);
}
END_TEST

/* Instruments text with no SDFG; returns the output (caller frees). */
static char *run_pass(const char *path, const char *src, char **manifest)
{
    char *out;
    size_t n;
    int rc = instrument_text(path, src, strlen(src), NULL, NULL, 0, &out, &n, manifest, err, sizeof err);
    ck_assert_msg(rc >= 0, "%s", err);
    return out;
}

/* Sources no compiler takes still end the pass (Check's time limit catches a hang): a launch
 * whose `<<<` has no `>>>`, and a function that calls itself inside a loop. */
START_TEST(a_launch_without_its_closing_chevrons_and_a_recursive_call_end_the_pass)
{
    char *out = NULL, *manifest = NULL;
    size_t n;
    const char *launch = "__global__ void k(double *a) { a[0] = 1.0; }\n"
                         "void f(double *a, int s)\n{\n    k<<<1, 2, 0, s;\n}\n";
    int rc = instrument_text("open.cu", launch, strlen(launch), NULL, NULL, 0, &out, &n, &manifest, err, sizeof err);
    ck_assert_int_ge(rc, -1);
    free(out), free(manifest);
    const char *rec = "void g(double *a, int n)\n{\n    for (int i = 0; i < n; i++)\n        g(a, i);\n"
                      "    a[0] = 1.0;\n}\n"
                      "void f(double *a, int n)\n{\n    for (int i = 0; i < n; i++)\n        g(a, i);\n}\n";
    out = run_pass("rec.cpp", rec, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "a[0] = 1.0;"));
    free(out), free(manifest);
}
END_TEST

/* Instruments src as `path` with an SDFG (and a source map when map_json is not NULL) written
 * to a temporary folder under the name sdfg_name; returns the output, *manifest its manifest. */
static char *run_with_sdfg(const char *path, const char *src, const char *sdfg_name, const char *sdfg_json,
                           const char *map_json, char **manifest)
{
    char dir[] = "/tmp/pdd-check-sdfg.XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char sdfg[600], map[600];
    snprintf(sdfg, sizeof sdfg, "%s/%s", dir, sdfg_name);
    snprintf(map, sizeof map, "%s/map_cpp.json", dir);
    FILE *f = fopen(sdfg, "w");
    fputs(sdfg_json, f);
    fclose(f);
    if (map_json) {
        f = fopen(map, "w");
        fputs(map_json, f);
        fclose(f);
    }
    char *out;
    size_t n;
    int rc = instrument_text(path, src, strlen(src), sdfg, map_json ? map : NULL, 0, &out, &n, manifest, err,
                             sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    unlink(sdfg);
    unlink(map);
    rmdir(dir);
    return out;
}

/* What the code did with each operand: a role only for a whole argument (b in log(b / c) has
 * none, c is the divisor), a power's base only to an exponent not known whole (b^2.0 none,
 * c^0.5 pow), exp's argument; and an operand a later store of the loop writes (c) is read
 * again after the loop at a value the store did not read: flagged. */
START_TEST(operand_roles_are_for_whole_arguments_and_rereads_are_flagged)
{
    const char *src = "#include <math.h>\n"
                      "void phys(double *a, double *b, double *c, double *d, double *e, int n)\n"
                      "{\n"
                      "    for (int i = 0; i < n; i++) {\n"
                      "        a[i] = log(b[i] / c[i]);\n"
                      "        d[i] = pow(b[i], 2.0) + pow(c[i], 0.5) + exp(e[i]) + sqrt(e[i] + 1.0);\n"
                      "        c[i] = 0.0;\n"
                      "    }\n"
                      "    for (int i = 0; i < n; i++) {\n"
                      "        b[i] = 1.0;\n"
                      "        e[i] = 2.0;\n"
                      "    }\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("phys.c", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "PDD_SITE_RECHECK_OPS(pdd_unit_phys, 0, &a[i], (i), a[i], {3, PDD_OPERAND_NONE, "
                                      "&b[i]}, {2, PDD_OPERAND_DIVISOR | PDD_OPERAND_REREAD, &c[i]});"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_SITE_RECHECK_OPS(pdd_unit_phys, 1, &d[i], (i), d[i], {3, PDD_OPERAND_NONE, "
                                      "&b[i]}, {2, PDD_OPERAND_POW | PDD_OPERAND_REREAD, &c[i]}, "
                                      "{4, PDD_OPERAND_EXP, &e[i]});"));
    free(out), free(manifest);
}
END_TEST

START_TEST(plain_c_without_an_sdfg_gets_probes_with_linear_offsets)
{
    const char *src = "void step(double *delp, const double *f, int n)\n"
                      "{\n"
                      "    for (int i = 0; i < n; i++)\n"
                      "        for (int k = 0; k < 8; k++)\n"
                      "            delp[i * 8 + k] = f[i * 8 + k];\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("step.c", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "#include <pdd/probe.h> /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "{\"delp\", PDD_T_F64, 0, PDD_STORAGE_UNKNOWN, 0},"));
    /* the unbraced store is wrapped so the flag stays inside the loop */
    ck_assert_ptr_nonnull(strstr(out, "    for (int i = 0; i < n; i++)\n"
                                      "        { /* pdd */ PDD_SITE_INIT(0); /* pdd */\n"
                                      "        for (int k = 0; k < 8; k++)\n"
                                      "            { /* pdd */ delp[i * 8 + k] = f[i * 8 + k];\n"
                                      "            PDD_SITE_ACC(0, delp[i * 8 + k]); /* pdd */ } /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "if (PDD_SITE_BAD(0)) for (int k = 0; k < 8; k++) "
                                      "PDD_SITE_RECHECK(pdd_unit_step, 0, &delp[i * 8 + k], (i * 8 + k), "
                                      "delp[i * 8 + k]); /* pdd */ } /* pdd */\n"));
    /* three copies of the nest: the probes' fast form, the compares, the nest as generated;
     * the site's range read once, before the two probed copies, its accumulator in each */
    ck_assert_ptr_nonnull(strstr(out, "PDD_KERNEL_BEGIN(pdd_unit_step, 0); /* pdd */\n"
                                      "    if (PDD_ACTIVE()) { /* pdd */\n"
                                      "    PDD_SITE_RANGE(pdd_unit_step, 0); /* pdd */\n"
                                      "    if (PDD_KERNEL_FAST(pdd_unit_step, 0)) { /* pdd */\n"
                                      "    for (int i = 0; i < n; i++)\n"
                                      "        { /* pdd */ PDD_SITE_INIT_FAST(0); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "            PDD_SITE_ACC_FAST(0, delp[i * 8 + k]); /* pdd */ } /* pdd */\n"
                                      "        if (PDD_SITE_BAD_FAST(0)) for (int k = 0; k < 8; k++) "
                                      "PDD_SITE_RECHECK(pdd_unit_step, 0, &delp[i * 8 + k], (i * 8 + k), "
                                      "delp[i * 8 + k]); /* pdd */ } /* pdd */\n"
                                      "    } else { /* pdd */\n"
                                      "    for (int i = 0; i < n; i++)\n"
                                      "        { /* pdd */ PDD_SITE_INIT(0); /* pdd */\n"));
    ck_assert_ptr_null(strstr(out, "PDD_SITE_DECL"));
    ck_assert_ptr_nonnull(strstr(out, "delp[i * 8 + k]); /* pdd */ } /* pdd */\n"
                                      "    } /* pdd */\n"
                                      "    } else { /* pdd: the loop nest as generated"));
    /* the loop nest as generated runs while the probes are dormant */
    ck_assert_ptr_nonnull(strstr(out, "} else { /* pdd: the loop nest as generated, run while the probes are dormant */\n"
                                      "    for (int i = 0; i < n; i++)\n"
                                      "        for (int k = 0; k < 8; k++)\n"
                                      "            delp[i * 8 + k] = f[i * 8 + k];\n"
                                      "    } /* pdd */\n"
                                      "    PDD_KERNEL_END(pdd_unit_step, 0); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"form\":\t\"loop\""));
    free(out);
    free(manifest);
}
END_TEST

START_TEST(a_sequential_loop_around_loop_nests_is_control_flow_and_a_lone_loop_a_kernel)
{
    /* DaCe's shape: the time loop's variable declared at the top, each map's in its for */
    const char *src = "void run(double *a, double *b, int n, int T)\n"
                      "{\n"
                      "    int t;\n"
                      "    for (t = 0; (t < T); t = (t + 1)) {\n"
                      "        for (int i = 1; i < n - 1; i += 1)\n"
                      "            b[i] = a[i - 1] + a[i + 1];\n"
                      "        for (int i = 1; i < n - 1; i += 1)\n"
                      "            a[i] = b[i - 1] + b[i + 1];\n"
                      "    }\n"
                      "    int i;\n"
                      "    for (i = 0; i < n; i++)\n"
                      "        a[i] = 0.5 * a[i];\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("run.c", src, &manifest);
    /* three kernels: the two maps, begun and ended inside the time loop, and the lone loop */
    ck_assert_ptr_nonnull(strstr(out, "    for (t = 0; (t < T); t = (t + 1)) {\n"
                                      "        PDD_KERNEL_BEGIN(pdd_unit_run, 0); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_KERNEL_END(pdd_unit_run, 1); /* pdd */\n    }\n"));
    ck_assert_ptr_nonnull(strstr(out, "    PDD_KERNEL_BEGIN(pdd_unit_run, 2); /* pdd */\n"
                                      "    if (PDD_ACTIVE()) { /* pdd */\n"
                                      "    PDD_SITE_RANGE(pdd_unit_run, 2); /* pdd */\n"
                                      "    if (PDD_KERNEL_FAST(pdd_unit_run, 2)) { /* pdd */\n"
                                      "    PDD_SITE_INIT_FAST(2); /* pdd */\n"
                                      "    for (i = 0; i < n; i++)"));
    ck_assert_ptr_nonnull(strstr(out, "    } else { /* pdd */\n"
                                      "    PDD_SITE_INIT(2); /* pdd */\n"
                                      "    for (i = 0; i < n; i++)"));
    ck_assert_ptr_null(strstr(out, "PDD_KERNEL_BEGIN(pdd_unit_run, 3)"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"run_loop_5\""));
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"run_loop_7\""));
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"run_loop_11\""));
    free(out);
    free(manifest);
}
END_TEST

/* A time-stepped program as DaCe 2 writes one: a map inside a LoopRegion, a field with
 * N**2 strides, a persistent array in the state struct, and a field of another layout that
 * has no C form. The SDFG is as small as the reader takes. */
static const char heat_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"heat\", \"arg_names\": [\"a\", \"w\"],"
    " \"_arrays\": {"
    "  \"a\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "         \"shape\": [\"N\", \"N\", \"N\"], \"strides\": [\"N**2\", \"N\", \"1\"]}},"
    "  \"w\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "         \"shape\": [\"erf(N)\"], \"strides\": [\"1\"]}},"
    "  \"r\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "         \"shape\": [\"__w_Cell_range_1\"], \"strides\": [\"1\"]}},"
    "  \"dm\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\", \"N\"],"
    "          \"strides\": [\"N\", \"1\"], \"transient\": true, \"lifetime\": \"Persistent\"}}},"
    " \"symbols\": {\"N\": \"int32\", \"T\": \"int32\"}},"
    " \"nodes\": [{\"type\": \"LoopRegion\", \"cfg_list_id\": 1, \"id\": 0, \"nodes\": ["
    "   {\"type\": \"SDFGState\", \"id\": 0, \"nodes\": ["
    "     {\"type\": \"MapEntry\", \"id\": 0, \"attributes\": {\"label\": \"step\"}}], \"edges\": []}],"
    "   \"edges\": []}], \"edges\": [], \"cfg_list_id\": 0}";
static const char heat_map[] =
    "{\"target\": \"cpu\", \"1\": {\"0\": {\"0\": {\"from\": 7, \"to\": 8}}}}";
static const char heat_src[] =
    "struct heat_state_t { double *__0_dm; };\n"                                 /* 1 */
    "void __program_heat_internal(heat_state_t *__state, double *a, double *w, double *r, int N, int T)\n"
    "{\n"                                                                        /* 3 */
    "    int t;\n"
    "    for (t = 0; (t < T); t = (t + 1)) {\n"                                  /* 5 */
    "        {\n"
    "            #pragma omp parallel for\n"                                     /* 7 */
    "            for (int i = 0; i < N; i += 1) {\n"
    "                for (int j = 0; j < N; j += 1) {\n"
    "                    a[((N * N) * i + N * j) + t] = 0.5 * a[((N * N) * i + N * j)];\n"
    "                    __state->__0_dm[N * i + j] = a[N * j];\n"
    "                    w[i] = 1.0;\n"
    "                    r[i] = 2.0;\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n";

/* What a kernel reads, for the inputs checker: subscripted reads, a view handed to a nested
 * function that reads it; not what it only writes (directly or through a nested function),
 * nor a transient, nor an integer array. (A copy's source: the nested corpus program.) */
static const char reads_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"rd\", \"_arrays\": {"
    "  \"delp\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"]}},"
    "  \"qv\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\", \"N\"]}},"
    "  \"w\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\", \"N\"]}},"
    "  \"out\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"]}},"
    "  \"ix\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"int32\", \"shape\": [\"N\"]}},"
    "  \"tmp\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"],"
    "           \"transient\": true}}},"
    " \"symbols\": {\"N\": \"int32\"}}, \"nodes\": [], \"edges\": [], \"cfg_list_id\": 0}";
static const char reads_src[] =
    "inline void nested_0_0_1(double *__restrict__ col_in, double *__restrict__ col_out, int N) {\n"
    "    for (int k = 0; k < N; k += 1) {\n"
    "        col_out[k] = col_in[k];\n"
    "    }\n"
    "}\n"                                                                                 /* 5 */
    "void __program_rd_internal(rd_state_t *__state, double *delp, double *qv, double *w, double *out,\n"
    "                           int *ix, int N)\n"
    "{\n"
    "    double *tmp;\n"
    "    tmp = new double[N];\n"                                                          /* 10 */
    "    #pragma omp parallel for\n"
    "    for (int i = 0; i < N; i += 1) {\n"
    "        double* qv_0 = &qv[N * i];\n"
    "        double* w_0 = &w[N * i];\n"
    "        nested_0_0_1(&qv_0[0], &w_0[0], N);\n"                                        /* 15 */
    "        out[i] = delp[ix[i]] + tmp[i];\n"
    "    }\n"
    "    delete[] tmp;\n"
    "}\n";

START_TEST(what_a_kernel_reads_becomes_an_input_site_and_what_it_only_writes_does_not)
{
    char *manifest, *out = run_with_sdfg("rd.cpp", reads_src, "program.sdfg", reads_sdfg, NULL, &manifest);
    /* qv through the view handed to nested_0_0_1's col_in (line 13), delp (16) */
    ck_assert_ptr_nonnull(strstr(manifest, "\"line\":\t13,\n\t\t\t\"form\":\t\"input\",\n\t\t\t\"target\":\t\"qv\""));
    ck_assert_ptr_nonnull(strstr(manifest, "\"line\":\t16,\n\t\t\t\"form\":\t\"input\",\n\t\t\t\"target\":\t\"delp\""));
    /* w is only written (through col_out), out only written, tmp a transient, ix an integer */
    int inputs = 0;
    for (const char *q = manifest; (q = strstr(q, "\"form\":\t\"input\"")); q++)
        inputs++;
    ck_assert_int_eq(inputs, 2);
    /* an input site is a table row flagged PDD_SITE_INPUT, its field bound; no probe names it */
    ck_assert_ptr_nonnull(strstr(out, ", 16, PDD_SITE_INPUT},\n"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_FIELD_BIND(pdd_unit_rd, "));
    ck_assert_ptr_nonnull(strstr(out, ", delp, 1, pdd_shape, pdd_strides); }"));
    free(out);
    free(manifest);
}
END_TEST

/* An orchestrated program's closure arrays by the user's expressions, found in the Python file
 * the SDFG's debug info names: `self._dp` (__g_self__dp), `self.grid.area` (__g_self_grid_area),
 * the elements of the loop at line 4 (__g_gen4_0, __g_gen4_1); a name two expressions spell
 * (`self.a_b`, `self.a.b`) and one none spells keep the SDFG's. */
static const char closure_py[] =
    "class Step:\n"
    "    def __call__(self, tracers):\n"
    "        dp = self._dp + self.grid.area\n"
    "        for q in tracers.values():\n"
    "            q[:] = self.a_b + self.a.b + dp\n";
static const char *const closure_arrays[] = {"__g_self__dp", "__g_self_grid_area", "__g_gen4_0", "__g_gen4_1",
                                             "__g_self_a_b", "__g_self__gone"};
static const char closure_src[] =
    "void __program_st_internal(st_state_t *__state, double *__g_self__dp, double *__g_self_grid_area,\n"
    "    double *__g_gen4_0, double *__g_gen4_1, double *__g_self_a_b, double *__g_self__gone, int N)\n"
    "{\n"
    "    #pragma omp parallel for\n"
    "    for (int i = 0; i < N; i += 1) {\n"
    "        __g_self__dp[i] = 1.0;\n"
    "        __g_self_grid_area[i] = 1.0;\n"
    "        __g_gen4_0[i] = 1.0;\n"
    "        __g_gen4_1[i] = 1.0;\n"
    "        __g_self_a_b[i] = 1.0;\n"
    "        __g_self__gone[i] = 1.0;\n"
    "    }\n"
    "}\n";

static void put_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

/* An SDFG named name, with arrays of doubles of shape [N] and a map per Python file its debug
 * info names (line 2 of each), into json. */
static void sdfg_of_arrays(char *json, size_t len, const char *name, const char *const *arrays, int n,
                           const char *const *py, int npy)
{
    size_t at = (size_t)snprintf(json, len, "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"%s\", \"_arrays\": {", name);
    for (int i = 0; i < n; i++)
        at += (size_t)snprintf(json + at, len - at,
                               "%s\"%s\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"]}}",
                               i ? ", " : "", arrays[i]);
    at += (size_t)snprintf(json + at, len - at,
                           "}, \"symbols\": {\"N\": \"int32\"}}, \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, "
                           "\"attributes\": {}, \"nodes\": [");
    for (int i = 0; i < npy; i++)
        at += (size_t)snprintf(json + at, len - at,
                               "%s{\"type\": \"MapEntry\", \"id\": %d, \"attributes\": {\"label\": \"m%d\", "
                               "\"debuginfo\": {\"filename\": \"%s\", \"start_line\": 2}}}",
                               i ? ", " : "", i, i, py[i]);
    snprintf(json + at, len - at, "], \"edges\": []}], \"edges\": [], \"cfg_list_id\": 0}");
    ck_assert_uint_lt(strlen(json), len - 1);
}

START_TEST(closure_arrays_take_the_users_names_from_the_python_source)
{
    char py[] = "/tmp/pdd-check-py.XXXXXX.py";
    int fd = mkstemps(py, 3);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, closure_py, strlen(closure_py)), (ssize_t)strlen(closure_py));
    close(fd);
    char sdfg[4096];
    const char *const files[] = {py};
    sdfg_of_arrays(sdfg, sizeof sdfg, "st", closure_arrays, 6, files, 1);
    char *manifest, *out = run_with_sdfg("st.cpp", closure_src, "program.sdfg", sdfg, NULL, &manifest);
    unlink(py);
    /* the unit's table of user names, in field order, NULL where there is none */
    const char *table = strstr(out, "_field_names[6] = {\n");
    ck_assert_ptr_nonnull(table);
    ck_assert_ptr_nonnull(strstr(table, "    \"self._dp\",\n    \"self.grid.area\",\n    \"list(tracers.values())[0]\",\n"
                                        "    \"list(tracers.values())[1]\",\n    NULL,\n    NULL,\n};"));
    ck_assert_ptr_nonnull(strstr(out, "_origins, pdd_unit_st_field_names, NULL};"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"__g_self__dp\",\n\t\t\t\"user_name\":\t\"self._dp\""));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe's `_<n>` suffixes on a closure array's copies (`__g_self__dp_1_0`, a nested SDFG's): the
 * user's name without them; a name the Python files spell with its digits keeps them. */
static const char *const suffixed_arrays[] = {"__g_self__dp_1_0", "__g_self_grid_area_3", "__g_self__q4_1"};
static const char suffixed_py[] = "class Step:\n    def __call__(self):\n        x = self._dp + self.grid.area + self._q4_1\n";
static const char suffixed_src[] =
    "void __program_sf_internal(sf_state_t *__state, double *__g_self__dp_1_0, double *__g_self_grid_area_3,\n"
    "    double *__g_self__q4_1, int N)\n"
    "{\n"
    "    #pragma omp parallel for\n"
    "    for (int i = 0; i < N; i += 1) {\n"
    "        __g_self__dp_1_0[i] = 1.0;\n"
    "        __g_self_grid_area_3[i] = 1.0;\n"
    "        __g_self__q4_1[i] = 1.0;\n"
    "    }\n"
    "}\n";

START_TEST(closure_arrays_lose_daces_numeric_suffixes)
{
    char py[] = "/tmp/pdd-check-py.XXXXXX.py";
    int fd = mkstemps(py, 3);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, suffixed_py, strlen(suffixed_py)), (ssize_t)strlen(suffixed_py));
    close(fd);
    char sdfg[4096];
    const char *const files[] = {py};
    sdfg_of_arrays(sdfg, sizeof sdfg, "sf", suffixed_arrays, 3, files, 1);
    char *manifest, *out = run_with_sdfg("sf.cpp", suffixed_src, "program.sdfg", sdfg, NULL, &manifest);
    unlink(py);
    const char *table = strstr(out, "_field_names[3] = {\n");
    ck_assert_ptr_nonnull(table);
    ck_assert_ptr_nonnull(strstr(table, "    \"self._dp\",\n    \"self.grid.area\",\n    \"self._q4_1\",\n};"));
    free(out);
    free(manifest);
}
END_TEST

/* The compute domain of a closure array, as the pdd package noted it in pdd-names.json (NDSL's
 * Quantity: origin and extent), in the unit's table of domains (ABI 8): by the array's name
 * and by a nested copy's (`_<n>` suffixes); none for an ambiguous name, one of another shape,
 * or a field that was not noted. */
static const char domain_src[] =
    "void __program_dm_internal(dm_state_t *__state, double *__g_self__delp, double *__g_self__delp_1_0,\n"
    "    double *__g_self__vort, double *__g_self__w, double *__g_self__pt)\n"
    "{\n"
    "    #pragma omp parallel for\n"
    "    for (int i = 0; i < 19; i += 1) {\n"
    "        for (int j = 0; j < 19; j += 1) {\n"
    "            __g_self__delp[19 * i + j] = 1.0;\n"
    "            __g_self__delp_1_0[19 * i + j] = 1.0;\n"
    "            __g_self__vort[19 * i + j] = 1.0;\n"
    "            __g_self__w[19 * i + j] = 1.0;\n"
    "            __g_self__pt[19 * i + j] = 1.0;\n"
    "        }\n"
    "    }\n"
    "}\n";

/* Instruments src as program `prog` of a DaCe build folder whose SDFG declares the n arrays
 * (float64, 19 x 19, or 19 x 15 where transient) and whose pdd-names.json is names_json: the
 * instrumented source, its manifest in *manifest. */
static char *instrument_in_build_folder(const char *prog, const char *src, const char *const *arrays,
                                        const int *transient, int n, const char *names_json, char **manifest)
{
    char dir[] = "/tmp/pdd-check-domain.XXXXXX", sub[100], sdfg[200], names[200], path[120];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(sub, sizeof sub, "%s/%s", dir, prog);
    ck_assert_int_eq(mkdir(sub, 0700), 0);
    snprintf(sdfg, sizeof sdfg, "%s/program.sdfg", sub);
    snprintf(names, sizeof names, "%s/pdd-names.json", dir);
    char json[4096];
    size_t at = (size_t)snprintf(json, sizeof json, "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"%s\", \"_arrays\": {", prog);
    for (int i = 0; i < n; i++)
        at += (size_t)snprintf(json + at, sizeof json - at,
                               "%s\"%s\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", "
                               "\"shape\": [\"19\", \"%s\"], \"transient\": %s}}",
                               i ? ", " : "", arrays[i], transient[i] ? "15" : "19", transient[i] ? "true" : "false");
    snprintf(json + at, sizeof json - at,
             "}, \"symbols\": {}}, \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, \"attributes\": {}, "
             "\"nodes\": [{\"type\": \"MapEntry\", \"id\": 0, \"attributes\": {\"label\": \"m0\"}}], \"edges\": []}], "
             "\"edges\": [], \"cfg_list_id\": 0}");
    put_file(sdfg, json);
    put_file(names, names_json);
    char *out;
    size_t len;
    snprintf(path, sizeof path, "%s.cpp", prog);
    int rc = instrument_text(path, src, strlen(src), sdfg, NULL, 0, &out, &len, manifest, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    unlink(sdfg), unlink(names), rmdir(sub), rmdir(dir);
    return out;
}

START_TEST(noted_domains_of_closure_arrays_reach_the_units_table)
{
    const char *const arrays[] = {"__g_self__delp", "__g_self__delp_1_0", "__g_self__vort", "__g_self__w", "__g_self__pt"};
    const int transient[5] = {0};
    char *manifest, *out = instrument_in_build_folder(
        "dm", domain_src, arrays, transient, 5,
        "{\"pdd_names\": 1, \"files\": {}, \"arrays\": {"
        "\"__g_self__delp\": {\"expr\": \"self._delp\", \"shape\": [19, 19], \"origin\": [3, 3], \"extent\": [12, 13]},"
        "\"__g_self__vort\": {\"expr\": \"self._vort\", \"shape\": [19, 19], \"origin\": [3, 3], \"extent\": [12, 12], \"ambiguous\": true},"
        "\"__g_self__w\": {\"expr\": \"self._w\", \"shape\": [20, 19], \"origin\": [3, 3], \"extent\": [12, 12]}}}",
        &manifest);
    const char *table = strstr(out, "_field_domains[5] = {\n");
    ck_assert_ptr_nonnull(table);
    ck_assert_ptr_nonnull(strstr(table, "    {2, {3, 3}, {15, 16}},\n    {2, {3, 3}, {15, 16}},\n    {0, {0, 0}, {0, 0}},\n"
                                        "    {0, {0, 0}, {0, 0}},\n    {0, {0, 0}, {0, 0}},\n};"));
    ck_assert_ptr_nonnull(strstr(out, "_origins, NULL, pdd_unit_dm_field_domains};"));
    free(out);
    free(manifest);
}
END_TEST

/* A stencil's temporaries take the domain of the fields computed from them (temporary_domain.c):
 * `al` (19 x 15) is read at j, j+1, j+2 by the store into self._flux, whose noted domain is
 * [3, 15) x [3, 15) and which the call passes 3 cells up in j: al's domain is [3, 15) x [0, 14).
 * `dl`, read by al's store at al's own cell, gets al's; `bl`, read by a store into a field with no
 * noted domain, gets none, and so does `cl`, read by a store into self._flux but whose address
 * also goes to memcpy, where what becomes of its values is not known; and `el`, whose store reads
 * the cell before it in j, so that a cell outside any box reaches the domain's along j. */
static const char temporaries_src[] =
    "#include <string.h>\n"
    "inline void yflux_0_1_2(tm_state_t *__state, double* __restrict__ al, double* __restrict__ dl,\n"
    "    double* __restrict__ yflux, int __I, int __J, int __tile_i, int __tile_j) {\n"
    "    {\n"
    "        for (auto __i = __tile_i; __i < (__tile_i + 4); __i += 1) {\n"
    "            for (auto __j = (__tile_j - 1); __j < (__tile_j + 5); __j += 1) {\n"
    "                const double &dl__ = dl[((((15 * __i) + __j) - (15 * __tile_i)) - __tile_j) + 1];\n"
    "                double __al;\n"
    "                __al = (dl__ * 2.0);\n"
    "                al[(((((15 * __i) + __j) - (15 * __tile_i)) - __tile_j) + 1)] = __al;\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    {\n"
    "        for (auto __i = __tile_i; __i < (__tile_i + 4); __i += 1) {\n"
    "            for (auto __j = __tile_j; __j < (__tile_j + 4); __j += 1) {\n"
    "                double al__jm1 = al[((((15 * __i) + __j) - (15 * __tile_i)) - __tile_j)];\n"
    "                double al__ = al[(((((15 * __i) + __j) - (15 * __tile_i)) - __tile_j) + 1)];\n"
    "                double al__jp1 = al[(((((15 * __i) + __j) - (15 * __tile_i)) - __tile_j) + 2)];\n"
    "                double __yflux;\n"
    "                __yflux = ((al__jm1 + al__) + al__jp1);\n"
    "                yflux[((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j)] = __yflux;\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "void __program_tm_internal(tm_state_t *__state, double *__g_self__flux, double *__g_self__w)\n"
    "{\n"
    "    double *al;\n"
    "    al = new double[285];\n"
    "    double *dl;\n"
    "    dl = new double[285];\n"
    "    double *bl;\n"
    "    bl = new double[285];\n"
    "    double *cl;\n"
    "    cl = new double[285];\n"
    "    double *el;\n"
    "    el = new double[285];\n"
    "    #pragma omp parallel for\n"
    "    for (auto i = 0; i < 19; i += 1) {\n"
    "        for (auto j = 0; j < 15; j += 1) {\n"
    "            dl[15 * i + j] = 1.0;\n"
    "            bl[15 * i + j] = 2.0;\n"
    "            cl[15 * i + j] = 3.0;\n"
    "        }\n"
    "    }\n"
    "    for (auto __tile_i = 3; __tile_i < 15; __tile_i += 4) {\n"
    "        for (auto __tile_j = 0; __tile_j < 12; __tile_j += 4) {\n"
    "            yflux_0_1_2(__state, &al[((15 * __tile_i) + __tile_j)], &dl[((15 * __tile_i) + __tile_j)],\n"
    "                &__g_self__flux[(((19 * __tile_i) + __tile_j) + 3)], 12, 12, __tile_i, __tile_j);\n"
    "        }\n"
    "    }\n"
    "    #pragma omp parallel for\n"
    "    for (auto i = 0; i < 19; i += 1) {\n"
    "        for (auto j = 0; j < 15; j += 1) {\n"
    "            __g_self__w[19 * i + j] = bl[15 * i + j];\n"
    "        }\n"
    "    }\n"
    "    #pragma omp parallel for\n"
    "    for (auto i = 3; i < 15; i += 1) {\n"
    "        for (auto j = 3; j < 15; j += 1) {\n"
    "            __g_self__flux[19 * i + j] = cl[15 * i + j];\n"
    "        }\n"
    "    }\n"
    "    for (auto i = 3; i < 15; i += 1) {\n"
    "        for (auto j = 1; j < 15; j += 1) {\n"
    "            el[15 * i + j] = (el[(15 * i + j) - 1] * 0.5);\n"
    "        }\n"
    "    }\n"
    "    for (auto i = 3; i < 15; i += 1) {\n"
    "        for (auto j = 3; j < 15; j += 1) {\n"
    "            __g_self__flux[19 * i + j] = el[15 * i + j];\n"
    "        }\n"
    "    }\n"
    "    memcpy(__g_self__w, cl, 15 * sizeof(double));\n"
    "    delete[] al;\n"
    "    delete[] dl;\n"
    "    delete[] bl;\n"
    "    delete[] cl;\n"
    "    delete[] el;\n"
    "}\n";

/* The manifest's domain of field `name` as "lo0 lo1 hi0 hi1 from", or "" when it has none. */
static void manifest_domain(const char *manifest, const char *name, char *out, size_t n)
{
    cJSON *m = cJSON_Parse(manifest);
    const cJSON *f, *found = NULL;
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(m, "fields"))
        if (!strcmp(cJSON_GetObjectItemCaseSensitive(f, "name")->valuestring, name))
            found = f;
    ck_assert_msg(found != NULL, "no field %s in the manifest", name);
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(found, "domain");
    const cJSON *lo = cJSON_GetObjectItemCaseSensitive(d, "lo"), *hi = cJSON_GetObjectItemCaseSensitive(d, "hi");
    if (d)
        snprintf(out, n, "%d %d %d %d %s", cJSON_GetArrayItem(lo, 0)->valueint, cJSON_GetArrayItem(lo, 1)->valueint,
                 cJSON_GetArrayItem(hi, 0)->valueint, cJSON_GetArrayItem(hi, 1)->valueint,
                 cJSON_GetObjectItemCaseSensitive(d, "from")->valuestring);
    else
        out[0] = 0;
    cJSON_Delete(m);
}

START_TEST(temporaries_take_the_domain_of_the_fields_computed_from_them)
{
    const char *const arrays[] = {"__g_self__flux", "__g_self__w", "al", "dl", "bl", "cl", "el"};
    const int transient[7] = {0, 0, 1, 1, 1, 1, 1};
    char *manifest, *out = instrument_in_build_folder(
        "tm", temporaries_src, arrays, transient, 7,
        "{\"pdd_names\": 1, \"files\": {}, \"arrays\": {"
        "\"__g_self__flux\": {\"expr\": \"self._flux\", \"shape\": [19, 19], \"origin\": [3, 3], \"extent\": [12, 12]}}}",
        &manifest);
    const char *const want[][2] = {
        {"__g_self__flux", "3 3 15 15 pdd-names.json"},
        {"al", "3 0 15 14 the fields computed from it"},
        {"dl", "3 0 15 14 the fields computed from it"},
        {"bl", ""},
        {"cl", ""},
        {"el", ""},
        {"__g_self__w", ""},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char got[200];
        manifest_domain(manifest, want[i][0], got, sizeof got);
        ck_assert_msg(!strcmp(got, want[i][1]), "%s: domain \"%s\", want \"%s\"", want[i][0], got, want[i][1]);
    }
    /* and the unit's table: al's row, which libpdd splits its events by */
    ck_assert_ptr_nonnull(strstr(out, "    {2, {3, 0}, {15, 14}},\n"));
    free(out);
    free(manifest);
}
END_TEST

/* The closure program of the test above in a DaCe build folder, cache/st/program.sdfg, with
 * names_json (NULL: none) as cache/pdd-names.json: its table of user names, from the third
 * field on, and in *said what the pass wrote on stderr. */
static char *closure_in_cache(const char *names_json, char *said, size_t saidlen)
{
    char dir[] = "/tmp/pdd-check-cache.XXXXXX", py[600], sdfg[600], names[600], log[600], json[4096];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(py, sizeof py, "%s/model.py", dir);
    snprintf(names, sizeof names, "%s/pdd-names.json", dir);
    snprintf(log, sizeof log, "%s/stderr", dir);
    snprintf(sdfg, sizeof sdfg, "%s/st", dir);
    ck_assert_int_eq(mkdir(sdfg, 0700), 0);
    snprintf(sdfg, sizeof sdfg, "%s/st/program.sdfg", dir);
    put_file(py, closure_py);
    if (names_json) {
        char text[1024];
        snprintf(text, sizeof text, names_json, py);
        put_file(names, text);
    }
    const char *const files[] = {py};
    sdfg_of_arrays(json, sizeof json, "st", closure_arrays, 6, files, 1);
    put_file(sdfg, json);
    /* stderr into a file while the pass runs */
    fflush(stderr);
    int saved = dup(2), fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ck_assert(saved >= 0 && fd >= 0);
    dup2(fd, 2);
    close(fd);
    char *out, *manifest;
    size_t n;
    int rc = instrument_text("st.cpp", closure_src, strlen(closure_src), sdfg, NULL, 0, &out, &n, &manifest, err,
                             sizeof err);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    ck_assert_msg(rc == 0, "%s", err);
    FILE *f = fopen(log, "r");
    size_t got = fread(said, 1, saidlen - 1, f);
    said[got] = 0;
    fclose(f);
    unlink(py), unlink(names), unlink(log), unlink(sdfg);
    snprintf(sdfg, sizeof sdfg, "%s/st", dir);
    rmdir(sdfg);
    rmdir(dir);
    free(manifest);
    const char *table = strstr(out, "_field_names[6] = {\n");
    ck_assert_ptr_nonnull(table);
    char *names_from_third = strdup(strstr(table, "\"self.grid.area\",\n") + strlen("\"self.grid.area\",\n"));
    free(out);
    return names_from_third;
}

/* A dict's entries by their keys where the pdd package noted them while DaCe built the program
 * (pdd-names.json in the build folder); by position where it did not, where the note is of
 * another loop (a file edited since), and where the file is broken (said in one line). */
START_TEST(unrolled_dict_entries_take_the_keys_the_python_package_noted)
{
    char said[2048], *t;
    static const char keys[] = "    \"tracers['qv']\",\n    \"tracers['qc']\",\n    NULL,";
    static const char place[] = "    \"list(tracers.values())[0]\",\n    \"list(tracers.values())[1]\",\n    NULL,";
    t = closure_in_cache("{\"pdd_names\": 1, \"files\": {\"%s\": {\"gen4_0\": \"tracers['qv']\", "
                         "\"gen4_1\": \"tracers['qc']\"}}}",
                         said, sizeof said);
    ck_assert_msg(!strncmp(t, keys, strlen(keys)), "%s", t);
    ck_assert_str_eq(said, "");
    free(t);
    t = closure_in_cache(NULL, said, sizeof said);
    ck_assert_msg(!strncmp(t, place, strlen(place)), "%s", t);
    free(t);
    t = closure_in_cache("{\"pdd_names\": 1, \"files\": {\"%s\": {\"gen4_0\": \"other['qv']\"}}}", said,
                         sizeof said);
    ck_assert_msg(!strncmp(t, place, strlen(place)), "%s", t);
    free(t);
    t = closure_in_cache("{\"pdd_names\": 1, \"files\": {\"%s\": {\"gen4_", said, sizeof said);
    ck_assert_msg(!strncmp(t, place, strlen(place)), "%s", t);
    free(t);
    ck_assert_msg(strstr(said, "pdd-names.json: not a file of the names pdd noted (bad JSON at byte ") &&
                      strstr(said, "build the program again in a Python with the pdd-logs package\n") &&
                      !strchr(strchr(said, '\n') + 1, '\n'),
                  "%s", said);
}
END_TEST

/* Locals of programs DaCe inlined into an orchestrated one, named after the module, class and
 * method of each call level (NDSL: pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl):
 * the local as the Python files write it, and where, DaCe's suffixes left out; a name no file
 * writes, or no module of them, keeps DaCe's. */
START_TEST(inlined_locals_take_the_name_and_the_calls_the_python_files_write)
{
    char dir[] = "/tmp/pdd-check-inl.XXXXXX", mod[600], inner[600], sdfg[8192];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(mod, sizeof mod, "%s/pkg", dir);
    ck_assert_int_eq(mkdir(mod, 0700), 0);
    snprintf(mod, sizeof mod, "%s/pkg/outer_mod.py", dir);
    snprintf(inner, sizeof inner, "%s/pkg/inner.py", dir);
    put_file(mod, "class Outer_Step:\n    def __call__(self, q):\n        self._inner(q)\n");
    put_file(inner, "def flux_fn(a, b):\n    t_lo = a - b\n    return t_lo\n\nclass Inner:\n    def __call__(self, q):\n"
                    "        pass\n");
    const char *arrays[] = {"pkg_outer_mod_Outer_Step___call___t_lo__da4_13_17__296_18_21_0",
                            "pkg_outer_mod_Outer_Step___call___pkg_inner_Inner___call___t_lo_1",
                            "pkg_inner_flux_fn_t_lo", "pkg_outer_mod_Outer_Step___call___zz", "other_Outer___call___t_lo"};
    const char *const files[] = {mod, inner};
    sdfg_of_arrays(sdfg, sizeof sdfg, "il", arrays, 5, files, 2);
    char src[2048];
    int at = snprintf(src, sizeof src, "void __program_il_internal(il_state_t *__state, ");
    for (int i = 0; i < 5; i++)
        at += snprintf(src + at, sizeof src - at, "double *%s, ", arrays[i]);
    at += snprintf(src + at, sizeof src - at, "int N)\n{\n    for (int i = 0; i < N; i += 1) {\n");
    for (int i = 0; i < 5; i++)
        at += snprintf(src + at, sizeof src - at, "        %s[i] = 1.0;\n", arrays[i]);
    snprintf(src + at, sizeof src - at, "    }\n}\n");
    char *manifest, *out = run_with_sdfg("il.cpp", src, "program.sdfg", sdfg, NULL, &manifest);
    unlink(mod), unlink(inner);
    snprintf(mod, sizeof mod, "%s/pkg", dir);
    rmdir(mod), rmdir(dir);
    const char *table = strstr(out, "_field_names[5] = {\n");
    ck_assert_ptr_nonnull(table);
    static const char want[] = "_field_names[5] = {\n"
                               "    \"t_lo (in Outer_Step.__call__)\",\n"
                               "    \"t_lo (in Inner.__call__, from Outer_Step.__call__)\",\n"
                               "    \"t_lo (in flux_fn)\",\n    NULL,\n    NULL,\n};";
    ck_assert_msg(!strncmp(table, want, strlen(want)), "%.300s", table);
    free(out);
    free(manifest);
}
END_TEST

/* A gt4py.next temporary is named by the field it feeds: gtir_tmp_1 is read by the map that
 * writes gtir_tmp_2, which the next map reads to write out. */
START_TEST(a_gt4py_temporary_is_named_by_the_field_it_feeds)
{
    static const char sdfg[] =
        "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"tf\", \"_arrays\": {"
        "  \"gtir_tmp_1\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"], \"transient\": true}},"
        "  \"gtir_tmp_2\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"], \"transient\": true}},"
        "  \"out\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"]}}},"
        " \"symbols\": {\"N\": \"int32\"}}, \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, \"attributes\": {}, \"nodes\": ["
        "  {\"type\": \"AccessNode\", \"id\": 0, \"attributes\": {\"data\": \"gtir_tmp_1\"}},"
        "  {\"type\": \"MapEntry\", \"id\": 1, \"attributes\": {\"label\": \"a\"}},"
        "  {\"type\": \"MapExit\", \"id\": 2, \"attributes\": {\"label\": \"a\"}},"
        "  {\"type\": \"AccessNode\", \"id\": 3, \"attributes\": {\"data\": \"gtir_tmp_2\"}},"
        "  {\"type\": \"MapEntry\", \"id\": 4, \"attributes\": {\"label\": \"b\"}},"
        "  {\"type\": \"MapExit\", \"id\": 5, \"attributes\": {\"label\": \"b\"}},"
        "  {\"type\": \"AccessNode\", \"id\": 6, \"attributes\": {\"data\": \"out\"}}],"
        " \"edges\": ["
        "  {\"src\": \"0\", \"dst\": \"1\", \"attributes\": {\"data\": {\"attributes\": {\"data\": \"gtir_tmp_1\"}}}},"
        "  {\"src\": \"2\", \"dst\": \"3\", \"attributes\": {\"data\": {\"attributes\": {\"data\": \"gtir_tmp_2\"}}}},"
        "  {\"src\": \"3\", \"dst\": \"4\", \"attributes\": {\"data\": {\"attributes\": {\"data\": \"gtir_tmp_2\"}}}},"
        "  {\"src\": \"5\", \"dst\": \"6\", \"attributes\": {\"data\": {\"attributes\": {\"data\": \"out\"}}}}]}],"
        " \"edges\": [], \"cfg_list_id\": 0}";
    static const char src[] =
        "void __program_tf_internal(tf_state_t *__state, double *out, int N)\n"
        "{\n"
        "    double *gtir_tmp_1 = new double[N], *gtir_tmp_2 = new double[N];\n"
        "    for (int i = 0; i < N; i += 1) {\n"
        "        gtir_tmp_1[i] = 1.0;\n"
        "    }\n"
        "    for (int i = 0; i < N; i += 1) {\n"
        "        gtir_tmp_2[i] = gtir_tmp_1[i];\n"
        "    }\n"
        "    for (int i = 0; i < N; i += 1) {\n"
        "        out[i] = gtir_tmp_2[i];\n"
        "    }\n"
        "}\n";
    char *manifest, *out = run_with_sdfg("tf.cpp", src, "program.sdfg", sdfg, NULL, &manifest);
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"gtir_tmp_1\",\n\t\t\t\"user_name\":\t\"gtir_tmp_1 (feeds out)\""));
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"gtir_tmp_2\",\n\t\t\t\"user_name\":\t\"gtir_tmp_2 (feeds out)\""));
    ck_assert_ptr_null(strstr(manifest, "\"name\":\t\"out\",\n\t\t\t\"user_name\""));
    free(out);
    free(manifest);
}
END_TEST

/* A kernel's place in the user's program is its node's debug info, but not where the code
 * generators point their own nodes (gt4py.next's lowering, DaCe's passes). */
START_TEST(a_kernel_from_a_generators_own_file_has_no_origin)
{
    pass p;
    memset(&p, 0, sizeof p);
    const char *files[] = {"/home/u/model/diffusion.py",
                           "/v/lib/python3.12/site-packages/gt4py/next/program_processors/runners/dace/lowering/gtir_to_sdfg.py",
                           "/v/lib/python3.11/site-packages/dace/frontend/python/newast.py"};
    for (int i = 0; i < 3; i++) {
        pass_kernel k;
        memset(&k, 0, sizeof k);
        k.origin_file = "";
        pdd_sdfg_node n;
        memset(&n, 0, sizeof n);
        n.debug_file = (char *)files[i], n.debug_line = 112;
        pass_kernel_take_node(&p, &k, "map_0_fieldop_0", &n);
        ck_assert_str_eq(k.origin_file, i == 0 ? files[0] : "");
        ck_assert_int_eq(k.origin_line, i == 0 ? 112 : 0);
    }
    pass_free(&p);
}
END_TEST

START_TEST(a_map_in_a_loop_region_is_a_kernel_per_step_with_every_layout_it_can_have)
{
    char *manifest, *out = run_with_sdfg("heat.cpp", heat_src, "program.sdfg", heat_sdfg, heat_map, &manifest);
    /* one kernel, named from the SDFG, begun inside the time loop */
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"step_1_0_0\""));
    ck_assert_ptr_null(strstr(manifest, "_loop_"));
    ck_assert_ptr_nonnull(strstr(out, "    for (t = 0; (t < T); t = (t + 1)) {\n        {\n"
                                      "            PDD_KERNEL_BEGIN(pdd_unit_heat, 0); /* pdd */\n"));
    /* N**2 strides evaluated at run time */
    ck_assert_ptr_nonnull(strstr(out, "pdd_strides[] = {(int64_t)(pdd_ipow(N, 2)), (int64_t)(N), (int64_t)(1)}; "
                                      "PDD_FIELD_BIND(pdd_unit_heat, 0, a, 3, pdd_shape, pdd_strides); }"));
    /* the state member is the field dm, bound through the struct at the function's start */
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"dm\""));
    ck_assert_ptr_nonnull(strstr(out, "PDD_FIELD_BIND(pdd_unit_heat, 1, __state->__0_dm, 2, pdd_shape, pdd_strides); }"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_SITE_ACC(1, __state->__0_dm[N * i + j]);"));
    /* a layout with no C form is named, with the reason, in the manifest */
    ck_assert_ptr_nonnull(strstr(manifest, "\"no_index\":\t\"shape[0] erf(N): the function erf has no C equivalent here\""));
    /* a layout naming a symbol the function lacks is not bound (the copy would not compile) */
    ck_assert_ptr_nonnull(strstr(manifest, "\"no_index\":\t\"its layout names __w_Cell_range_1, which "
                                           "__program_heat_internal does not have\""));
    ck_assert_ptr_null(strstr(out, "__w_Cell_range_1"));
    free(out);
    free(manifest);
}
END_TEST

/* gt4py.cartesian's computation.hpp: DaCe's code, then gt4py's glue calling the exported
 * function with pointers shifted to the stencil's origin; no source map. */
static const char gt_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"smooth\", \"arg_names\": [\"out\", \"inp\"],"
    " \"_arrays\": {"
    "  \"out\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"$__I\", \"$__J\"],"
    "           \"strides\": [\"$__out_I_stride\", \"$__out_J_stride\"]}},"
    "  \"inp\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"$__I\", \"$__J\"],"
    "           \"strides\": [\"$__inp_I_stride\", \"$__inp_J_stride\"]}}}},"
    " \"nodes\": [{\"type\": \"SDFGState\", \"id\": 0, \"nodes\": ["
    "   {\"type\": \"MapEntry\", \"id\": 0, \"attributes\": {\"label\": \"smooth__h_map_42\"}},"
    "   {\"type\": \"Tasklet\", \"id\": 1, \"scope_entry\": \"0\", \"attributes\": {\"label\": \"he_7_0\"}}],"
    "   \"edges\": []}], \"edges\": [], \"cfg_list_id\": 0}";
static const char gt_src[] =
    "namespace gt = gridtools;\n"
    "/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */\n"
    "struct smooth_state_t {};\n"
    "void __program_smooth_internal(smooth_state_t *__state, double *__restrict__ out, double *__restrict__ inp,\n"
    "    int __I, int __J, int __out_I_stride, int __out_J_stride, int __inp_I_stride, int __inp_J_stride) {\n"
    "#pragma omp parallel for\n"
    "  for (auto __i = 0; __i < __I; __i += 1) {\n"
    "    for (auto __j = 0; __j < __J; __j += 1) {\n"
    "      double a = inp[__inp_I_stride * (__i + 1) + __inp_J_stride * __j];\n"
    "      double b;\n"
    "      // Tasklet code (he_7_0)\n"
    "      b = 2.0 * a;\n"
    "      out[__out_I_stride * __i + __out_J_stride * __j] = b;\n"
    "    }\n"
    "  }\n"
    "}\n"
    "DACE_EXPORTED void __program_smooth(smooth_state_t *__state, double *__restrict__ out,\n"
    "    double *__restrict__ inp, int __I, int __J, int __out_I_stride, int __out_J_stride,\n"
    "    int __inp_I_stride, int __inp_J_stride) {\n"
    "  __program_smooth_internal(__state, out, inp, __I, __J, __out_I_stride, __out_J_stride,\n"
    "                            __inp_I_stride, __inp_J_stride);\n"
    "}\n"
    "auto smooth(const std::array<gt::uint_t, 3> &domain) {\n"
    "  return [domain](auto &&__out_sid, auto &&__inp_sid) {\n"
    "    smooth_state_t dace_handle;\n"
    "    __program_smooth(&dace_handle,\n"
    "        gt::sid::multi_shifted(gt::sid::get_origin(__out_sid)(), gt::sid::get_strides(__out_sid),\n"
    "                               std::array<gt::int_t, 2>{-1, 0}),\n"
    "        gt::sid::multi_shifted(gt::sid::get_origin(__inp_sid)(), gt::sid::get_strides(__inp_sid),\n"
    "                               std::array<gt::int_t, 2>{-1, 0}),\n"
    "        domain[0], domain[1], 1, 1, 1, 1);\n"
    "  };\n"
    "}\n";

START_TEST(gt4py_glue_keeps_field_names_and_gives_the_domain_start)
{
    char *manifest, *out = run_with_sdfg("computation.hpp", gt_src, "m_smooth__dacecpu_1.sdfg", gt_sdfg, NULL, &manifest);
    /* the field is the stencil's parameter, not the glue's `gt` */
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"out\""));
    ck_assert_ptr_null(strstr(manifest, "\"name\":\t\"gt\""));
    /* no source map: the kernel is the map holding the tasklet DaCe marks in the loop */
    ck_assert_ptr_nonnull(strstr(manifest, "\"name\":\t\"smooth__h_map_42_0_0_0\""));
    /* array index 0 of out is domain (-1, 0): indices are reported in domain coordinates */
    ck_assert_ptr_nonnull(strstr(out, "pdd_start[] = {(int64_t)(-1), (int64_t)(0)}; "
                                      "PDD_FIELD_BIND(pdd_unit_smooth, 0, out, 2, pdd_shape, pdd_strides); "
                                      "PDD_FIELD_START(pdd_unit_smooth, 0, 2, pdd_start); }"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"start\":\t[\"-1\", \"0\"]"));
    free(out);
    free(manifest);
}
END_TEST

START_TEST(a_loop_written_as_a_state_machine_leaves_each_map_a_kernel_per_iteration)
{
    /* DaCe 1 writes a loop it cannot structure as states and gotos */
    const char *src = "void run(double *a, int n, int T)\n"
                      "{\n"
                      "    int t;\n"
                      "    t = 0;\n"
                      "    __state_0_guard:;\n"
                      "    if (!(t < T)) goto __state_0_end;\n"
                      "    for (int i = 0; i < n; i += 1)\n"
                      "        a[i] = 0.5 * a[i];\n"
                      "    t = t + 1;\n"
                      "    goto __state_0_guard;\n"
                      "    __state_0_end:;\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("run.c", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "    if (!(t < T)) goto __state_0_end;\n"
                                      "    PDD_KERNEL_BEGIN(pdd_unit_run, 0); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "    PDD_KERNEL_END(pdd_unit_run, 0); /* pdd */\n    t = t + 1;\n"));
    ck_assert_ptr_null(strstr(out, "PDD_KERNEL_BEGIN(pdd_unit_run, 1)"));
    free(out);
    free(manifest);
}
END_TEST

/* The pass's output of src keeps the fast form's per-row flag, no block (case c, for the message). */
static void expect_per_row_flag(const char *src, size_t c)
{
    char *manifest;
    char *out = run_pass("row.c", src, &manifest);
    ck_assert_msg(strstr(out, "PDD_SITE_INIT_FAST(0);") && !strstr(out, "PDD_SITE_BLOCK"),
                  "case %zu: the per-row flag expected:\n%s", c, out);
    free(out);
    free(manifest);
}

/* A block row is read back after its loop only where the loop makes each of its cells once an
 * iteration: a store under an if, one after a continue, or a loop that may leave early would
 * read back cells the loop did not write (a transient's garbage, a false NaN); those keep the
 * probe in the row alone. */
START_TEST(a_row_is_read_back_only_where_every_iteration_stores)
{
    static const char *const body[] = {
        "if (j > 0) a[(i * J + j) * K + k] = f[k];",
        "if (f[k] > 0.0) continue; a[(i * J + j) * K + k] = f[k];",
        "a[(i * J + j) * K + k] = f[k]; if (f[k] > 9.0) break;",
        "a[(i * J + j) * K + k] = f[k]; if (f[k] > 9.0) return;",
        "for (int m = 0; m < 1; m += 1) a[(i * J + j) * K + k] = f[k];",
        "switch (K) { default: a[(i * J + j) * K + k] = f[k]; }"};
    for (size_t c = 0; c < sizeof body / sizeof *body; c++) {
        char src[1024], *manifest;
        snprintf(src, sizeof src,
                 "void rb(double *a, const double *f, int I, int J, int K)\n{\n    for (int i = 0; i < I; i += 1) {\n"
                 "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
                 "                %s\n            }\n        }\n    }\n}\n",
                 body[c]);
        char *out = run_pass("rb.c", src, &manifest);
        ck_assert_msg(!strstr(out, "PDD_SITE_ACC_ROW_BACK") && !strstr(out, "PDD_SITE_ACC_ROW_IN") &&
                          strstr(out, "PDD_SITE_ACC_ROW_FAST(0, "),
                      "case %zu: the probe in the row alone expected:\n%s", c, out);
        free(out);
        free(manifest);
    }
}
END_TEST

/* A loop probe's re-check runs the loop again over every element its index names: a store
 * made in some iterations only (a condition that the iteration decides: its variable, a mask
 * the body sets, an element read) is tested where it is made, else the re-check would report
 * cells the loop never wrote (gt4py 1.2's dace:cpu_kfirst, `if (mask)` in a column's K loop,
 * reported the planted input below the first negative store). A condition that is the same
 * in every iteration (Pace's horizontal regions, on i and j in a K loop) keeps the loop
 * probe: the row is stored whole or not at all. */
START_TEST(a_store_made_in_some_iterations_only_is_tested_where_it_is_made)
{
    static const struct {
        const char *body;
        int each;
    } cases[] = {
        {"if (f[k] > 0.0) a[(i * J + j) * K + k] = f[k];", 0},
        {"m = f[k] < 0.0; if (m) { a[(i * J + j) * K + k] = f[k]; }", 0},
        {"if (f[0] > 0.0) a[(i * J + j) * K + k] = f[k];", 0},
        {"if (g(j)) a[(i * J + j) * K + k] = f[k];", 0},
        {"if (k > 2) { a[(i * J + j) * K + k] = f[k]; } else { a[(i * J + j) * K + k] = 0.0; }", 0},
        {"while (m) { a[(i * J + j) * K + k] = f[k]; m = 0; }", 0},
        {"if ((j >= 1) && (j < 3)) { a[(i * J + j) * K + k] = f[k]; }", 1},
        {"if (j > 0) { a[(i * J + j) * K + k] = f[k]; } else { a[(i * J + j) * K + k] = 0.0; }", 1},
        {"switch (J) { default: a[(i * J + j) * K + k] = f[k]; }", 1}};
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        char src[1024], *manifest;
        snprintf(src, sizeof src,
                 "int g(int);\nvoid cs(double *a, const double *f, int I, int J, int K)\n{\n    int m = 0;\n"
                 "    for (int i = 0; i < I; i += 1) {\n        for (int j = 0; j < J; j += 1) {\n"
                 "            for (int k = 0; k < K; k += 1) {\n                %s\n            }\n        }\n    }\n}\n",
                 cases[c].body);
        char *out = run_pass("cs.c", src, &manifest);
        if (cases[c].each)
            ck_assert_msg(!strstr(out, "PDD_CHECK_STORE") && strstr(out, "PDD_SITE_ACC") && strstr(out, "PDD_SITE_RECHECK"),
                          "case %zu: the loop probe expected:\n%s", c, out);
        else
            ck_assert_msg(strstr(out, "PDD_CHECK_STORE(pdd_unit_cs, 0, &a[(i * J + j) * K + k], ") &&
                              !strstr(out, "PDD_SITE_ACC") && !strstr(out, "PDD_SITE_RECHECK"),
                          "case %zu: a test per store expected:\n%s", c, out);
        free(out);
        free(manifest);
    }
}
END_TEST

/* A row loop alone in the loop around it, inside a third loop of its kernel, is tested once
 * per block in the fast form: its lanes' buffer before the outer loop, the lane in the row,
 * the test and the block's re-check after the outer loop; each site of the row its own
 * buffer. Anything that would make the block's count or re-check wrong keeps the per-row
 * flag: a pragma on the outer loop, a bound that the outer loop moves, a second loop beside
 * the row, a row that steps its own variable, an index without the outer variable (each of
 * its iterations rewrites the same row), a bound the row changes, a header that declares two
 * variables, a collapse clause above, no third loop. */
START_TEST(a_row_loop_alone_in_its_loop_is_tested_once_per_block)
{
    const char *src = "void blk(double *a, double *b, const double *f, int I, int J, int K)\n"
                      "{\n"
                      "    for (int i = 0; i < I; i += 1) {\n"
                      "        for (int j = 0; j < J; j += 1) {\n"
                      "            for (int k = 1; k <= K; k += 1) {\n"
                      "                a[(i * J + j) * K + k] = f[k];\n"
                      "                b[(i * J + j) * K + k] = f[k];\n"
                      "            }\n"
                      "        }\n"
                      "    }\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("blk.c", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "    for (int i = 0; i < I; i += 1) {\n"
                                      "        PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(K) - (int64_t)(1) + 1); /* pdd */\n"
                                      "        PDD_SITE_BLOCK_FAST(1, 1, (int64_t)(K) - (int64_t)(1) + 1); /* pdd */\n"
                                      "        for (int j = 0; j < J; j += 1) {\n"
                                      "            PDD_SITE_INIT_ROW_FAST(0); /* pdd */\n"));
    /* a light row (made once an iteration): the probe in the row and after it, probe.h uses one */
    ck_assert_ptr_nonnull(strstr(out, "PDD_SITE_ACC_ROW_IN_FAST(1, (int64_t)(k) - (int64_t)(1), b[(i * J + j) * K + k]);"));
    ck_assert_ptr_nonnull(strstr(out, "            }\n"
                                      "            for (int k = 1; k <= K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(k) - "
                                      "(int64_t)(1), a[(i * J + j) * K + k]); /* pdd */\n"
                                      "            if (PDD_SITE_BAD_ROW_FAST(0)) for (int k = 1; k <= K; k += 1) "));
    ck_assert_ptr_nonnull(strstr(out, "            for (int k = 1; k <= K; k += 1) PDD_SITE_ACC_ROW_BACK_FAST(1, (int64_t)(k) - "
                                      "(int64_t)(1), b[(i * J + j) * K + k]); /* pdd */\n"
                                      "            if (PDD_SITE_BAD_ROW_FAST(1)) for (int k = 1; k <= K; k += 1) "));
    ck_assert_ptr_nonnull(strstr(out, "        }\n"
                                      "        if (PDD_SITE_BAD_BLOCK_FAST(0)) for (int j = 0; j < J; j += 1) for (int k = 1; "
                                      "k <= K; k += 1) PDD_SITE_RECHECK(pdd_unit_blk, 0, &a[(i * J + j) * K + k], "
                                      "((i * J + j) * K + k), a[(i * J + j) * K + k]); /* pdd */\n"));
    /* the compares copy keeps the per-row flag; its block macros are empty */
    ck_assert_ptr_nonnull(strstr(out, "        PDD_SITE_BLOCK(0, 0, (int64_t)(K) - (int64_t)(1) + 1); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "if (PDD_SITE_BAD_ROW(1)) for (int k = 1; k <= K; k += 1) PDD_SITE_RECHECK("));
    ck_assert_ptr_nonnull(strstr(out, "if (PDD_SITE_BAD_ROW_FAST(1)) for (int k = 1; k <= K; k += 1) PDD_SITE_RECHECK("));
    free(out);
    free(manifest);
    static const char *const kept[] = {
        "#pragma omp parallel for\n        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[k];\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < j; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[k];\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[k];\n            }\n            for (int k = 0; k < K; k += 1) {\n"
        "                f[k] = 1.0;\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[k];\n                if (f[k] > 1.0) k++;\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
        "                a[i * K + k] = f[k];\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[k];\n                K = 2;\n            }\n",
        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0, m = 0; k < K; k += 1) {\n"
        "                a[(i * J + j) * K + k] = f[m];\n            }\n"};
    for (size_t c = 0; c < sizeof kept / sizeof *kept; c++) {
        char text[1024];
        snprintf(text, sizeof text,
                 "void row(double *a, double *f, int I, int J, int K)\n{\n    for (int i = 0; i < I; i += 1) {\n%s"
                 "        }\n    }\n}\n",
                 kept[c]);
        expect_per_row_flag(text, c);
    }
    /* a collapse clause above (nothing may go between the loops it collapses), no third loop */
    expect_per_row_flag("void col(double *a, const double *f, int I, int J, int K)\n{\n"
                        "    #pragma omp parallel for collapse(2)\n    for (int i = 0; i < I; i += 1) {\n"
                        "        for (int j = 0; j < J; j += 1) {\n            for (int k = 0; k < K; k += 1) {\n"
                        "                a[(i * J + j) * K + k] = f[k];\n            }\n        }\n    }\n}\n",
                        100);
    expect_per_row_flag("void two(double *a, const double *f, int J, int K)\n{\n"
                        "    for (int j = 0; j < J; j += 1) {\n        for (int k = 0; k < K; k += 1) {\n"
                        "            a[j * K + k] = f[k];\n        }\n    }\n}\n",
                        101);
}
END_TEST

START_TEST(stores_in_an_omp_parallel_loop_are_checked_one_by_one)
{
    const char *src = "void f(float *qrain, int n) {\n"
                      "    #pragma omp parallel for\n"
                      "    for (int i = 0; i < n; i++) {\n"
                      "        qrain[i] = 0;\n"
                      "    }\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("f.c", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "PDD_KERNEL_BEGIN(pdd_unit_f, 0); /* pdd */\n    if (PDD_ACTIVE()) { /* pdd */\n    #pragma omp parallel for\n"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CHECK_STORE(pdd_unit_f, 0, &qrain[i], (i), qrain[i]);"));
    ck_assert_ptr_null(strstr(out, "PDD_SITE_DECL"));
    ck_assert_ptr_null(strstr(out, "PDD_SITE_RANGE"));
    ck_assert_ptr_nonnull(strstr(out, "{\"qrain\", PDD_T_F32,"));
    free(out);
    free(manifest);
}
END_TEST

START_TEST(a_second_run_changes_nothing)
{
    const char *src = "void f(double *a, int n) { for (int i = 0; i < n; i++) { a[i] = i; } }\n";
    char *m1, *m2, *again;
    size_t n;
    char *out = run_pass("f.c", src, &m1);
    ck_assert_int_eq(instrument_text("f.c", out, strlen(out), NULL, NULL, 0, &again, &n, &m2, err, sizeof err), 1);
    ck_assert_str_eq(again, out);
    free(out), free(again), free(m1), free(m2);
}
END_TEST

START_TEST(a_cuda_launch_gets_begin_collect_and_end_and_its_kernel_a_device_probe)
{
    const char *src = "__global__ void k_0_0_1(double *x) { x[threadIdx.x] = 1; }\n"
                      "void __dace_runkernel_k_0_0_1(double *x) {\n"
                      "    void *args[] = { (void *)&x };\n"
                      "    cudaError_t e = cudaLaunchKernel((void*)k_0_0_1, dim3(1), dim3(32), args, 0, 0);\n"
                      "    DACE_GPU_CHECK(e);\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("k_cuda.cu", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "#include <pdd/probe_cuda.h> /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CUDA_BEGIN(pdd_unit_k_cuda, 0); /* pdd */\n    cudaError_t e"));
    /* the stream is the launch's last argument; the kernel's one site is collected */
    ck_assert_ptr_nonnull(strstr(out, "args, 0, 0);\n    PDD_CUDA_COLLECT(pdd_unit_k_cuda, 0, 0, 0, 1); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "x[threadIdx.x] = 1;\nPDD_DEV_STORE(pdd_unit_k_cuda, 0, &x[threadIdx.x], x[threadIdx.x]); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_FIELD_BIND(pdd_unit_k_cuda, 0, x, 0, pdd_none, pdd_none); } /* pdd */\n    PDD_CUDA_BEGIN"));
    ck_assert_ptr_nonnull(strstr(out, "/* pdd: end of probe tables */\nPDD_DEV_UNIT(pdd_unit_k_cuda, 1) /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "DACE_GPU_CHECK(e);\n    PDD_KERNEL_END(pdd_unit_k_cuda, 0); /* pdd */\n}"));
    ck_assert_ptr_nonnull(strstr(out, "{\"k_0_0_1\", \"k_cuda.cu\", 4, NULL},"));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe ends a launcher with `#ifdef SYNCDEBUG ... #endif`: the kernel's end goes after it, or
 * it would be compiled out with the block and every call stay open. */
START_TEST(a_launchers_trailing_ifdef_block_keeps_the_kernel_end_outside)
{
    const char *src = "__global__ void k_0_0_1(double *x) { x[threadIdx.x] = 1; }\n"
                      "void __dace_runkernel_k_0_0_1(double *x) {\n"
                      "    void *args[] = { (void *)&x };\n"
                      "    cudaLaunchKernel((void*)k_0_0_1, dim3(1), dim3(32), args, 0, 0);\n"
                      "#ifdef SYNCDEBUG\n"
                      "    cudaDeviceSynchronize();\n"
                      "#endif\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("k_cuda.cu", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "cudaDeviceSynchronize();\n#endif\n    PDD_KERNEL_END(pdd_unit_k_cuda, 0); /* pdd */\n}"));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe's nested SDFGs in a GPU map: DACE_DFI helpers that store through views of the kernel's
 * arrays. A helper only one kernel reaches gets probes of that kernel (the view followed to the
 * kernel's parameter, which its launcher binds); one that two kernels reach gets none. */
START_TEST(device_helpers_of_one_kernel_get_its_probes_and_shared_ones_none)
{
    const char *src = "DACE_DFI void inner(double *w, int K) { for (int k = 0; k < K; k++) { w[k] = 1; } }\n"
                      "DACE_DFI void outer(double *v, int K) { inner(&v[0], K); v[0] = 2; }\n"
                      "DACE_DFI void shared(double *s) { s[0] = 3; }\n"
                      "__global__ void a_0_0_1(double *pa, int K) { outer(&pa[K * threadIdx.x], K); shared(pa); }\n"
                      "__global__ void b_0_0_2(double *pb) { shared(pb); pb[1] = 4; }\n"
                      "void __dace_runkernel_a_0_0_1(double *pa, int K) {\n"
                      "    void *args[] = { (void *)&pa, (void *)&K };\n"
                      "    cudaLaunchKernel((void*)a_0_0_1, dim3(1), dim3(32), args, 0, 0);\n"
                      "}\n"
                      "void __dace_runkernel_b_0_0_2(double *pb) {\n"
                      "    void *args[] = { (void *)&pb };\n"
                      "    cudaLaunchKernel((void*)b_0_0_2, dim3(1), dim3(32), args, 0, 0);\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("h_cuda.cu", src, &manifest);
    /* kernel a: the stores of its helpers (the caller first), sites 0 and 1, field pa */
    ck_assert_ptr_nonnull(strstr(out, "w[k] = 1;\nPDD_DEV_STORE(pdd_unit_h_cuda, 1, &w[k], w[k]); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "v[0] = 2;\nPDD_DEV_STORE(pdd_unit_h_cuda, 0, &v[0], v[0]); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_FIELD_BIND(pdd_unit_h_cuda, 0, pa, 0, pdd_none, pdd_none); } /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CUDA_COLLECT(pdd_unit_h_cuda, 0, 0, 0, 2);"));
    /* kernel b: its own store only; the helper both kernels call has no probe */
    ck_assert_ptr_nonnull(strstr(out, "pb[1] = 4;\nPDD_DEV_STORE(pdd_unit_h_cuda, 2, &pb[1], pb[1]); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CUDA_COLLECT(pdd_unit_h_cuda, 1, 0, 2, 1);"));
    ck_assert_ptr_null(strstr(out, "&s[0]"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_DEV_UNIT(pdd_unit_h_cuda, 3)"));
    /* the manifest names the helper left unchecked */
    ck_assert_ptr_nonnull(strstr(manifest, "\"unprobed\""));
    ck_assert_ptr_nonnull(strstr(manifest, "\"function\":\t\"shared\""));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe 2 passes a view to a nested SDFG through a pointer declared first and assigned later
 * (`double *v; v = &a[...]; f(&v[0])`): followed to the array it points into, on the CPU (the
 * field is a) and into a device helper (its stores are probes of the kernel, field gpu_a). A
 * pointer assigned anything else (`= new double[n]`) points into nothing. */
START_TEST(a_pointer_assigned_after_its_declaration_is_followed_to_its_array)
{
    const char *cpu = "inline void col(double *w, int K) { for (int k = 0; k < K; k++) { w[k] = 1; } }\n"
                      "void prog(double *a, int I, int K) {\n"
                      "    double *t;\n"
                      "    t = new double[K];\n"
                      "    for (int i = 0; i < I; i++) {\n"
                      "        double *v;\n"
                      "        v = &a[K * i];\n"
                      "        col(&v[0], K);\n"
                      "        t[0] = 2;\n"
                      "    }\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("p.cpp", cpu, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "{\"a\", PDD_T_"));
    ck_assert_ptr_nonnull(strstr(out, "{\"t\", PDD_T_"));
    ck_assert_ptr_null(strstr(out, "{\"v\", PDD_T_"));
    ck_assert_ptr_null(strstr(out, "{\"new\", PDD_T_"));
    free(out);
    free(manifest);

    const char *gpu = "DACE_DFI void col(double *w, int K) { for (int k = 0; k < K; k++) { w[k] = 1; } }\n"
                      "__global__ void m_0_0_1(double *gpu_a, int K) {\n"
                      "    double * v;\n"
                      "    v = &gpu_a[K * threadIdx.x];\n"
                      "    col(&v[0], K);\n"
                      "}\n"
                      "void __dace_runkernel_m_0_0_1(double *gpu_a, int K) {\n"
                      "    void *args[] = { (void *)&gpu_a, (void *)&K };\n"
                      "    cudaLaunchKernel((void*)m_0_0_1, dim3(1), dim3(32), args, 0, 0);\n"
                      "}\n";
    out = run_pass("m_cuda.cu", gpu, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "w[k] = 1;\nPDD_DEV_STORE(pdd_unit_m_cuda, 0, &w[k], w[k]); /* pdd */"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_FIELD_BIND(pdd_unit_m_cuda, 0, gpu_a,"));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe 1 reads an element into a local scalar with a copy (`CopyND<...>::Copy(a + k, &t, 1)`):
 * a read, not a store into a field; a copy into an array still is one. */
START_TEST(a_copy_into_a_local_scalar_is_no_store_and_one_into_an_array_is)
{
    const char *src = "void prog(double *a, double *b, int K) {\n"
                      "    for (int k = 1; k < K; k++) {\n"
                      "        double t;\n"
                      "        dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(a + k, &t, 1);\n"
                      "        b[k] = t;\n"
                      "    }\n"
                      "    dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(b, a, K, 1);\n"
                      "}\n";
    char *manifest;
    char *out = run_pass("c.cpp", src, &manifest);
    ck_assert_ptr_null(strstr(out, "{\"t\", PDD_T_"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CHECK_COPY(pdd_unit_c, 1, a,"));
    ck_assert_ptr_nonnull(strstr(out, "{\"b\", PDD_T_"));
    free(out);
    free(manifest);
}
END_TEST

/* DaCe's copies of constant extents, CopyND<T, 1, A, EXTENT...>, and of extents in the call,
 * CopyNDDynamic<T, 1, A, DIMS>: the destination's strides are in ConstDst's template, or
 * among the call's arguments (ConstSrc: after the extents; Dynamic: each dimension's third,
 * or second for CopyND); a run of the last dimension is scanned where its stride is 1, an
 * element at a time where it is not (a column). DaCe 1 writes `dp[:] = tmp` of a program
 * of constant sizes as the first. A copy of vectors (VECLEN 2) is not scanned as runs of T:
 * no site, so it is named unchecked. */
START_TEST(dace_copies_of_every_form_scan_what_they_write)
{
    const char *src =
        "void prog(double *a, double *b, double *c, double *d, double *e, double *f, int N) {\n"
        "    dace::CopyND<double, 1, false, 5760>::template ConstDst<1>::Copy(f, a, 1);\n"
        "    dace::CopyND<double, 1, false, 4, 6>::template ConstSrc<6, 1>::Copy(f, b, 10, 1);\n"
        "    dace::CopyND<double, 1, false, 4, 6>::Dynamic::Copy(f, c, 6, N, 1, 3);\n"
        "    dace::CopyNDDynamic<double, 1, false, 2>::template ConstDst<8, 1>::Copy(f, d, N, 6, 5, 1);\n"
        "    dace::CopyNDDynamic<double, 1, false, 1>::Dynamic::Copy(f, e, N, 1, 7);\n"
        "    dace::CopyND<double, 2, false, 8>::template ConstDst<1>::Copy(f, a, 1);\n"
        "}\n";
    char *manifest;
    char *out = run_pass("cp.cpp", src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "PDD_CHECK_COPY(pdd_unit_cp, 0, a, 5760);"));
    ck_assert_ptr_nonnull(strstr(out, "for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(4); pdd_c0++) "
                                      "PDD_CHECK_COPY(pdd_unit_cp, 1, (b) + pdd_c0 * (int64_t)(10), 6);"));
    ck_assert_ptr_nonnull(strstr(out, "for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(4); pdd_c0++) "
                                      "for (int64_t pdd_c1 = 0; pdd_c1 < (int64_t)(6); pdd_c1++) "
                                      "PDD_CHECK_COPY(pdd_unit_cp, 2, (c) + pdd_c0 * (int64_t)(N) + pdd_c1 * "
                                      "(int64_t)(3), 1);"));
    ck_assert_ptr_nonnull(strstr(out, "for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(N); pdd_c0++) "
                                      "PDD_CHECK_COPY(pdd_unit_cp, 3, (d) + pdd_c0 * (int64_t)(8), 5);"));
    ck_assert_ptr_nonnull(strstr(out, "for (int64_t pdd_c0 = 0; pdd_c0 < (int64_t)(N); pdd_c0++) "
                                      "PDD_CHECK_COPY(pdd_unit_cp, 4, (e) + pdd_c0 * (int64_t)(7), 1);"));
    ck_assert_msg(!strstr(out, "PDD_CHECK_COPY(pdd_unit_cp, 5,"), "a copy of vectors got a site:\n%s", out);
    free(out);
    free(manifest);
}
END_TEST

/* DaCe 1.x's map bodies as inline functions whose outputs are `double&` parameters: the store
 * is checked at each call, after it, on the caller's field and index, through a chain of
 * reference parameters; inside the function there is no field to name. */
static const char refs_src[] =
    "inline void inner_0(const double& a, double& b) {\n"
    "    b = a * 2.0;\n"
    "}\n"
    "inline void outer_1(const double& a, double& c) {\n"
    "    inner_0(a, c);\n"
    "}\n"
    "void __program_refs_internal(refs_state_t *__state, double *x, double *y, double *z)\n"
    "{\n"
    "    #pragma omp parallel for\n"
    "    for (auto i = 0; i < 10; i += 1) {\n"
    "        inner_0(x[i], y[i]);\n"
    "        outer_1(x[i], z[i + 1]);\n"
    "    }\n"
    "}\n";

START_TEST(a_double_ref_output_is_checked_at_each_call_on_the_callers_field)
{
    char *manifest, *out = run_pass("refs.cpp", refs_src, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "        inner_0(x[i], y[i]);\n"
                                      "        PDD_CHECK_STORE(pdd_unit_refs, 1, &y[i], (i), y[i]); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "        outer_1(x[i], z[i + 1]);\n"
                                      "        PDD_CHECK_STORE(pdd_unit_refs, 0, &z[i + 1], (i + 1), z[i + 1]); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "    b = a * 2.0;\n}"));
    ck_assert_ptr_nonnull(strstr(out, "    inner_0(a, c);\n}"));
    ck_assert_ptr_null(strstr(out, "&b,"));
    ck_assert_ptr_null(strstr(out, "&c,"));
    free(out);
    free(manifest);
}
END_TEST

/* Copies the pass must scan: DaCe 2's contiguous `dace::CopyImpl<T, VECLEN>(src, dst, n)`, and
 * a copy into a persistent array, a member of the state struct (DaCe 1's `acc[:] = u`). */
static const char copies_src[] =
    "struct copies_state_t { double *__0_acc; };\n"
    "void __program_copies_internal(copies_state_t *__state, double *u, double *v, int N)\n"
    "{\n"
    "    {\n"
    "        dace::CopyImpl<double, 1>(u, v, (N * 2));\n"
    "    }\n"
    "    {\n"
    "        dace::CopyNDDynamic<double, 1, false, 1>::template ConstDst<1>::Copy(\n"
    "        u, __state->__0_acc, N, 1);\n"
    "    }\n"
    "}\n";

static const char copies_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"copies\", \"arg_names\": [\"u\", \"v\"],"
    " \"_arrays\": {"
    "  \"u\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"], \"strides\": [\"1\"]}},"
    "  \"v\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"2*N\"], \"strides\": [\"1\"]}},"
    "  \"acc\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"N\"], \"strides\": [\"1\"],"
    "           \"transient\": true, \"lifetime\": \"Persistent\"}}},"
    " \"symbols\": {}}, \"cfg_list_id\": 0, \"edges\": [], \"nodes\": ["
    "  {\"type\": \"SDFGState\", \"label\": \"init\", \"id\": 0, \"edges\": ["
    "    {\"src\": \"0\", \"dst\": \"1\", \"attributes\": {\"data\": {\"type\": \"Memlet\", \"attributes\": {\"data\": \"u\"}}}}],"
    "   \"nodes\": [{\"type\": \"AccessNode\", \"label\": \"u\", \"id\": 0, \"attributes\": {\"data\": \"u\"}},"
    "             {\"type\": \"AccessNode\", \"label\": \"acc\", \"id\": 1, \"attributes\": {\"data\": \"acc\"}}]}]}";

START_TEST(dace_2_copy_impl_and_a_copy_into_a_persistent_array_are_scanned)
{
    char *manifest, *out = run_with_sdfg("copies.cpp", copies_src, "program.sdfg", copies_sdfg, NULL, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "        dace::CopyImpl<double, 1>(u, v, (N * 2));\n"
                                      "        PDD_CHECK_COPY(pdd_unit_copies, 0, v, ((N * 2)) * (1)); /* pdd */\n"));
    ck_assert_ptr_nonnull(strstr(out, "PDD_CHECK_COPY(pdd_unit_copies, 1, __state->__0_acc, N); /* pdd */"));
    /* the member stands for the persistent array acc; no source map tags the copy: its kernel
     * is named from the SDFG's one copy edge into acc */
    ck_assert_ptr_nonnull(strstr(out, "{\"acc\", PDD_T_"));
    ck_assert_ptr_nonnull(strstr(out, "{\"copy_u_to_acc_0_0_1\", "));
    free(out);
    free(manifest);
}
END_TEST

/* gt4py.next's shapes: a field's domain is [__<f>_<Dim>_range_0, __<f>_<Dim>_range_1); the
 * function gets the range starts and only the range ends it uses. A neighbour sum: values
 * gathered into a kernel-local array, reduced by a helper into a `double&`. */
static const char gtnext_sdfg[] =
    "{\"type\": \"SDFG\", \"attributes\": {\"name\": \"nsum\", \"arg_names\": [\"qv\", \"e\"],"
    " \"_arrays\": {"
    "  \"qv\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\","
    "         \"shape\": [\"-$__qv_Vertex_range_0 + $__qv_Vertex_range_1\", \"-$__qv_K_range_0 + $__qv_K_range_1\"],"
    "         \"strides\": [\"$__qv_Vertex_stride\", \"$__qv_K_stride\"]}},"
    "  \"e\": {\"type\": \"Array\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"40\"], \"strides\": [\"1\"]}},"
    "  \"s\": {\"type\": \"Scalar\", \"attributes\": {\"dtype\": \"float64\", \"shape\": [\"1\"], \"transient\": true}}},"
    " \"symbols\": {}}, \"nodes\": [], \"edges\": [], \"cfg_list_id\": 0}";
static const char gtnext_src[] =
    "inline void reduce_0(double *_in, double& _out) {\n"
    "    _out = 0;\n"
    "    for (auto i = 0; i < 4; i += 1) {\n"
    "        dace::wcr_fixed<dace::ReductionType::Sum, double>::reduce(&_out, _in[i]);\n"
    "    }\n"
    "}\n"
    "void __program_nsum_internal(nsum_state_t *__state, double *e, double *qv, int __qv_K_range_0,\n"
    "                             int __qv_K_range_1, int __qv_K_stride, int __qv_Vertex_range_0, int __qv_Vertex_stride)\n"
    "{\n"
    "    #pragma omp parallel for\n"
    "    for (auto v = __qv_Vertex_range_0; v < 10; v += 1) {\n"
    "        for (auto k = __qv_K_range_0; k < __qv_K_range_1; k += 1) {\n"
    "            double s;\n"
    "            double g[4];\n"
    "            for (auto n = 0; n < 4; n += 1) {\n"
    "                dace::CopyND<double, 1, false, 1>::template ConstDst<1>::Copy(e + n, g + n, 1);\n"
    "            }\n"
    "            reduce_0(&g[0], s);\n"
    "            qv[__qv_Vertex_stride * (v - __qv_Vertex_range_0) + __qv_K_stride * (k - __qv_K_range_0)] = s;\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(a_gt4py_next_field_is_indexed_from_its_domain_start_and_a_reduction_is_not_probed_inside)
{
    char *manifest, *out = run_with_sdfg("nsum.cpp", gtnext_src, "program.sdfg", gtnext_sdfg, NULL, &manifest);
    /* the Vertex end is not passed: an unknown extent; both range starts become the origin */
    ck_assert_ptr_nonnull(strstr(out, "pdd_shape[] = {(int64_t)(-1), (int64_t)(-__qv_K_range_0 + __qv_K_range_1)}"));
    ck_assert_ptr_nonnull(strstr(out, "pdd_start[] = {(int64_t)(__qv_Vertex_range_0), (int64_t)(__qv_K_range_0)}; "
                                      "PDD_FIELD_BIND(pdd_unit_nsum, 0, qv, 2, pdd_shape, pdd_strides); "
                                      "PDD_FIELD_START(pdd_unit_nsum, 0, 2, pdd_start); }"));
    ck_assert_ptr_null(strstr(out, "__qv_Vertex_range_1"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"start\":\t[\"__qv_Vertex_range_0\", \"__qv_K_range_0\"]"));
    ck_assert_ptr_nonnull(strstr(manifest, "\"no_trace\":"));
    ck_assert_ptr_null(strstr(manifest, "\"no_index\""));
    /* reduce(&_out, v) into a double&: not each partial sum (its address taken by a probe
     * would keep GCC from fusing multiply-adds); at the call, s is a register: qv is checked */
    ck_assert_ptr_null(strstr(out, "&_out, -1"));
    ck_assert_ptr_null(strstr(out, "{\"s\", PDD_T_"));
    ck_assert_ptr_nonnull(strstr(out, "qv[__qv_Vertex_stride * (v - __qv_Vertex_range_0) + __qv_K_stride * (k - __qv_K_range_0)] = s;\n"
                                      "            PDD_SITE_"));
    /* the kernel-local array g is registers, no field */
    ck_assert_ptr_null(strstr(out, "{\"g\", PDD_T_"));
    ck_assert_ptr_null(strstr(out, "PDD_CHECK_COPY"));
    free(out);
    free(manifest);
}
END_TEST

/* The same field on the GPU: the launcher binds it with the domain starts it has. */
START_TEST(a_gt4py_next_field_on_the_gpu_is_bound_by_its_launcher_from_its_domain_start)
{
    static const char src[] =
        "__global__ void map_0_0_1(double *qv, int __qv_K_range_0, int __qv_K_stride, int __qv_Vertex_range_0,\n"
        "                          int __qv_Vertex_stride) {\n"
        "    int v = threadIdx.x + __qv_Vertex_range_0, k = blockIdx.x + __qv_K_range_0;\n"
        "    qv[__qv_Vertex_stride * (v - __qv_Vertex_range_0) + __qv_K_stride * (k - __qv_K_range_0)] = 1;\n"
        "}\n"
        "void __dace_runkernel_map_0_0_1(double *qv, int __qv_K_range_0, int __qv_K_stride, int __qv_Vertex_range_0,\n"
        "                                int __qv_Vertex_stride) {\n"
        "    void *args[] = { (void *)&qv, (void *)&__qv_K_range_0, (void *)&__qv_K_stride,\n"
        "                     (void *)&__qv_Vertex_range_0, (void *)&__qv_Vertex_stride };\n"
        "    cudaError_t e = cudaLaunchKernel((void*)map_0_0_1, dim3(6), dim3(10), args, 0, 0);\n"
        "}\n";
    char *manifest, *out = run_with_sdfg("nsum_cuda.cu", src, "program.sdfg", gtnext_sdfg, NULL, &manifest);
    ck_assert_ptr_nonnull(strstr(out, "pdd_shape[] = {(int64_t)(-1), (int64_t)(-1)}, pdd_strides[] = "
                                      "{(int64_t)(__qv_Vertex_stride), (int64_t)(__qv_K_stride)}, pdd_start[] = "
                                      "{(int64_t)(__qv_Vertex_range_0), (int64_t)(__qv_K_range_0)}; "
                                      "PDD_FIELD_BIND(pdd_unit_nsum_cuda, 0, qv, 2, pdd_shape, pdd_strides); "
                                      "PDD_FIELD_START(pdd_unit_nsum_cuda, 0, 2, pdd_start); }"));
    free(out);
    free(manifest);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("instrument");
    TCase *tc = tcase_create("instrument");
    tcase_add_test(tc, every_byte_but_blanks_belongs_to_exactly_one_token);
    tcase_add_test(tc, kernel_names_leave_out_python_object_ids);
    tcase_add_test(tc, preprocessor_lines_keep_their_continuations);
    tcase_add_test(tc, raw_strings_and_char_literals_hide_brackets);
    tcase_add_test(tc, launch_brackets_are_tokens_of_their_own);
    tcase_add_test(tc, unterminated_comment_string_and_binary_bytes_are_refused);
    tcase_add_test(tc, functions_loops_and_pragmas_are_found);
    tcase_add_test(tc, unbalanced_and_truncated_sources_are_refused_with_the_line);
    tcase_add_test(tc, operand_roles_are_for_whole_arguments_and_rereads_are_flagged);
    tcase_add_test(tc, plain_c_without_an_sdfg_gets_probes_with_linear_offsets);
    tcase_add_test(tc, a_launch_without_its_closing_chevrons_and_a_recursive_call_end_the_pass);
    tcase_add_test(tc, what_a_kernel_reads_becomes_an_input_site_and_what_it_only_writes_does_not);
    tcase_add_test(tc, a_row_loop_alone_in_its_loop_is_tested_once_per_block);
    tcase_add_test(tc, a_row_is_read_back_only_where_every_iteration_stores);
    tcase_add_test(tc, a_store_made_in_some_iterations_only_is_tested_where_it_is_made);
    tcase_add_test(tc, stores_in_an_omp_parallel_loop_are_checked_one_by_one);
    tcase_add_test(tc, a_second_run_changes_nothing);
    tcase_add_test(tc, a_cuda_launch_gets_begin_collect_and_end_and_its_kernel_a_device_probe);
    tcase_add_test(tc, device_helpers_of_one_kernel_get_its_probes_and_shared_ones_none);
    tcase_add_test(tc, a_launchers_trailing_ifdef_block_keeps_the_kernel_end_outside);
    tcase_add_test(tc, a_pointer_assigned_after_its_declaration_is_followed_to_its_array);
    tcase_add_test(tc, a_copy_into_a_local_scalar_is_no_store_and_one_into_an_array_is);
    tcase_add_test(tc, dace_copies_of_every_form_scan_what_they_write);
    tcase_add_test(tc, a_double_ref_output_is_checked_at_each_call_on_the_callers_field);
    tcase_add_test(tc, dace_2_copy_impl_and_a_copy_into_a_persistent_array_are_scanned);
    tcase_add_test(tc, a_gt4py_next_field_is_indexed_from_its_domain_start_and_a_reduction_is_not_probed_inside);
    tcase_add_test(tc, a_gt4py_next_field_on_the_gpu_is_bound_by_its_launcher_from_its_domain_start);
    tcase_add_test(tc, a_sequential_loop_around_loop_nests_is_control_flow_and_a_lone_loop_a_kernel);
    tcase_add_test(tc, a_map_in_a_loop_region_is_a_kernel_per_step_with_every_layout_it_can_have);
    tcase_add_test(tc, a_loop_written_as_a_state_machine_leaves_each_map_a_kernel_per_iteration);
    tcase_add_test(tc, gt4py_glue_keeps_field_names_and_gives_the_domain_start);
    tcase_add_test(tc, closure_arrays_take_the_users_names_from_the_python_source);
    tcase_add_test(tc, closure_arrays_lose_daces_numeric_suffixes);
    tcase_add_test(tc, noted_domains_of_closure_arrays_reach_the_units_table);
    tcase_add_test(tc, temporaries_take_the_domain_of_the_fields_computed_from_them);
    tcase_add_test(tc, unrolled_dict_entries_take_the_keys_the_python_package_noted);
    tcase_add_test(tc, inlined_locals_take_the_name_and_the_calls_the_python_files_write);
    tcase_add_test(tc, a_kernel_from_a_generators_own_file_has_no_origin);
    tcase_add_test(tc, a_gt4py_temporary_is_named_by_the_field_it_feeds);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
