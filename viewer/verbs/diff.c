/* diff.c: `pdd-view diff A B`: two runs compared, rank by rank: bad values per kernel and
 * field and checker, and the first kernel call and field whose traced value differs beyond
 * the tolerances (numpy.isclose's rule: |a - b| <= atol + rtol * |b|). */
#include "command.h"
#include "digest.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "table.h"
#include "verbs.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CHUNK 4096

typedef struct side {
    const char *arg;
    char **paths;
    int n;
    view_set set;
    view_digest d;
} side;

static int ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && !strcmp(s + a - b, tail);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* A log, or a folder: its *.h5 logs (and journals without their log). */
static int side_paths(side *s)
{
    struct stat st;
    if (stat(s->arg, &st) < 0 || !S_ISDIR(st.st_mode)) {
        s->paths = malloc(sizeof *s->paths);
        if (!s->paths || !(s->paths[0] = strdup(s->arg)))
            return -1;
        s->n = 1;
        return 0;
    }
    DIR *dir = opendir(s->arg);
    if (!dir)
        return -1;
    struct dirent *e;
    while ((e = readdir(dir))) {
        if (!ends_with(e->d_name, ".h5"))
            continue;
        char **p = realloc(s->paths, (size_t)(s->n + 1) * sizeof *p);
        if (!p)
            break;
        s->paths = p;
        size_t len = strlen(s->arg) + strlen(e->d_name) + 2;
        if (!(p[s->n] = malloc(len)))
            break;
        snprintf(p[s->n], len, "%s/%s", s->arg, e->d_name);
        s->n++;
    }
    closedir(dir);
    qsort(s->paths, (size_t)s->n, sizeof *s->paths, cmp_str);
    if (s->n == 0)
        fprintf(stderr, "pdd-view diff: %s: a folder with no *.h5 log in it; give the logs or "
                "the folder the run wrote them to\n", s->arg);
    return 0;
}

typedef struct trow {
    int32_t kernel, field_id;
    uint64_t call;
    double value;
    int32_t ndim;
    int64_t index[PDD_LOG_MAX_DIMS];
} trow;

typedef struct tbuf {
    trow rows[CHUNK];
    size_t n;
} tbuf;

static int fill(const pdd_log_trace *rows, size_t n, void *arg)
{
    tbuf *b = arg;
    for (size_t i = 0; i < n && b->n < CHUNK; i++) {
        trow *r = &b->rows[b->n++];
        r->kernel = rows[i].kernel;
        r->field_id = rows[i].field_id;
        r->call = rows[i].call;
        r->value = rows[i].value;
        r->ndim = rows[i].ndim;
        memcpy(r->index, rows[i].index, sizeof r->index);
    }
    return 0;
}

static const char *field_name(const view_file *f, int32_t id)
{
    const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), id);
    return fl ? fl->name : "?";
}

typedef struct trace_result {
    uint64_t compared, differing;
    int structure; /* the two traces are not of the same calls */
    int have_first;
    trow a, b;
    uint64_t row;
    double max_abs;
} trace_result;

static int compare_traces(const view_file *fa, const view_file *fb, double rtol, double atol,
                          trace_result *res)
{
    static tbuf ba, bb;
    char err[1024];
    uint64_t na = fa->traces, nb = fb->traces;
    uint64_t n = na < nb ? na : nb;
    memset(res, 0, sizeof *res);
    for (uint64_t at = 0; at < n; at += CHUNK) {
        uint64_t want = n - at < CHUNK ? n - at : CHUNK;
        ba.n = bb.n = 0;
        if (pdd_log_read_trace(view_log(fa), at, want, fill, &ba, err, sizeof err) < 0 ||
            pdd_log_read_trace(view_log(fb), at, want, fill, &bb, err, sizeof err) < 0) {
            fprintf(stderr, "pdd-view diff: %s\n", err);
            return -1;
        }
        for (size_t i = 0; i < ba.n && i < bb.n; i++) {
            trow *a = &ba.rows[i], *b = &bb.rows[i];
            if (strcmp(view_kernel_name(fa, a->kernel), view_kernel_name(fb, b->kernel)) ||
                a->call != b->call || strcmp(field_name(fa, a->field_id), field_name(fb, b->field_id))) {
                res->structure = 1;
                res->a = *a;
                res->b = *b;
                res->row = at + i;
                return 0;
            }
            res->compared++;
            int both_nan = isnan(a->value) && isnan(b->value);
            double d = fabs(a->value - b->value);
            int same = both_nan || a->value == b->value || d <= atol + rtol * fabs(b->value);
            if (same)
                continue;
            res->differing++;
            if (!isnan(d) && d > res->max_abs)
                res->max_abs = d;
            if (!res->have_first) {
                res->have_first = 1;
                res->a = *a;
                res->b = *b;
                res->row = at + i;
            }
        }
    }
    if (na != nb && !res->structure) {
        res->structure = 2; /* one is a prefix of the other */
        res->row = n;
    }
    return 0;
}

static void count_row(view_table *t, cJSON *arr, const char *what, const char *name, int kind,
                      uint64_t a, uint64_t b, int *differ)
{
    if (!a && !b)
        return;
    view_table_addf(t, "%s\t%s\t%llu\t%llu\t%+lld", name, pdd_log_kind_name(kind),
                    (unsigned long long)a, (unsigned long long)b, (long long)(b - a));
    if (a != b) {
        view_table_mark_last(t);
        *differ = 1;
    }
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, what, name);
    cJSON_AddStringToObject(o, "kind", pdd_log_kind_name(kind));
    cJSON_AddNumberToObject(o, "a", (double)a);
    cJSON_AddNumberToObject(o, "b", (double)b);
    cJSON_AddItemToArray(arr, o);
}

/* Rows for every name in either side, sorted by name (both tables are). */
static void compare_named(view_table *t, cJSON *arr, const char *what, const view_named *ta,
                          size_t na, const view_named *tb, size_t nb, int *differ)
{
    size_t i = 0, j = 0;
    while (i < na || j < nb) {
        int c = i == na ? 1 : j == nb ? -1 : strcmp(ta[i].name, tb[j].name);
        const view_named *a = c <= 0 ? &ta[i] : NULL, *b = c >= 0 ? &tb[j] : NULL;
        const char *name = a ? a->name : b->name;
        for (int k = 1; k < VIEW_KINDS; k++)
            count_row(t, arr, what, name, k, a ? a->by_kind[k].values : 0,
                      b ? b->by_kind[k].values : 0, differ);
        if (c <= 0)
            i++;
        if (c >= 0)
            j++;
    }
}

/* Bad values per kernel and per field, A against B (a table each, and the JSON). */
static void diff_counts(side *s, cJSON *doc, int json, int *differ)
{
    const char *h[] = {"kernel", "checker", ">A", ">B", ">B-A"};
    view_table *tk = view_table_new(5, h);
    cJSON *jk = cJSON_AddArrayToObject(doc, "by_kernel");
    compare_named(tk, jk, "kernel", s[0].d.kernels, s[0].d.nkernels, s[1].d.kernels,
                  s[1].d.nkernels, differ);
    h[0] = "field";
    view_table *tf = view_table_new(5, h);
    cJSON *jf = cJSON_AddArrayToObject(doc, "by_field");
    compare_named(tf, jf, "field", s[0].d.fields, s[0].d.nfields, s[1].d.fields, s[1].d.nfields,
                  differ);
    if (!json) {
        printf("%spdd-view diff%s: A = %s (%zu log%s), B = %s (%zu log%s)\n", view_bold(),
               view_reset(), s[0].arg, s[0].set.n, s[0].set.n == 1 ? "" : "s", s[1].arg,
               s[1].set.n, s[1].set.n == 1 ? "" : "s");
        if (view_table_rows(tk)) {
            printf("\n%sBad values per kernel%s\n", view_bold(), view_reset());
            view_table_print(tk, stdout, 2);
            printf("\n%sBad values per field%s\n", view_bold(), view_reset());
            view_table_print(tf, stdout, 2);
        } else {
            view_table_free(tk);
            view_table_free(tf);
            printf("\nNo events in either run.\n");
        }
    } else {
        view_table_free(tk);
        view_table_free(tf);
    }
}

/* The traced values of one rank, A against B; -1 when a log cannot be read. */
static int diff_rank_traces(const view_file *fa, const view_file *fb, double rtol, double atol,
                            cJSON *jt, int json, int *differ)
{
    trace_result r;
    if (compare_traces(fa, fb, rtol, atol, &r) < 0)
        return -1;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "rank", (double)fa->meta.rank);
    cJSON_AddNumberToObject(o, "compared", (double)r.compared);
    cJSON_AddNumberToObject(o, "differing", (double)r.differing);
    cJSON_AddBoolToObject(o, "same_calls", !r.structure);
    cJSON_AddItemToArray(jt, o);
    char va[32], vb[32], idx[VIEW_INDEX_LEN];
    if (r.structure || r.have_first) {
        *differ = 1;
        cJSON *fd = cJSON_AddObjectToObject(o, "first_difference");
        cJSON_AddNumberToObject(fd, "row", (double)r.row);
        if (r.structure != 2) {
            cJSON_AddStringToObject(fd, "kernel", view_kernel_name(fa, r.a.kernel));
            cJSON_AddNumberToObject(fd, "call", (double)r.a.call);
            cJSON_AddStringToObject(fd, "field", field_name(fa, r.a.field_id));
            cJSON_AddItemToObject(fd, "index", view_json_index(r.a.ndim, r.a.index));
            cJSON_AddItemToObject(fd, "a", view_json_value(r.a.value));
            cJSON_AddItemToObject(fd, "b", view_json_value(r.b.value));
        }
    }
    if (json)
        return 0;
    printf("\n%sTrace, rank %lld%s: ", view_bold(), (long long)fa->meta.rank, view_reset());
    if (!fa->traces && !fb->traces) {
        printf("no trace in either run (PDD_TRACE_INDEX=i,j,k traces one point)\n");
    } else if (r.structure == 2) {
        printf("the first %llu traced values agree; then %s has more (%llu vs %llu rows): "
               "the runs stop at different points\n", (unsigned long long)r.row,
               fa->traces > fb->traces ? "A" : "B",
               (unsigned long long)fa->traces,
               (unsigned long long)fb->traces);
    } else if (r.structure) {
        printf("%sthe runs traced different calls from row %llu on: A %s call %llu field %s, "
               "B %s call %llu field %s%s\n", view_red(), (unsigned long long)r.row,
               view_kernel_name(fa, r.a.kernel), (unsigned long long)r.a.call,
               field_name(fa, r.a.field_id), view_kernel_name(fb, r.b.kernel),
               (unsigned long long)r.b.call, field_name(fb, r.b.field_id), view_reset());
    } else if (r.have_first) {
        printf("%llu of %llu traced values differ (largest |a-b| %.6g)\n  %sfirst: after "
               "%s call %llu, field %s at %s: A %s, B %s%s\n",
               (unsigned long long)r.differing, (unsigned long long)r.compared, r.max_abs,
               view_red(), view_kernel_name(fa, r.a.kernel), (unsigned long long)r.a.call,
               field_name(fa, r.a.field_id),
               view_index_str(r.a.ndim, r.a.index, idx, sizeof idx),
               view_value_str(r.a.value, va, sizeof va), view_value_str(r.b.value, vb, sizeof vb),
               view_reset());
    } else {
        printf("all %llu traced values agree (rtol %g, atol %g)\n",
               (unsigned long long)r.compared, rtol, atol);
    }
    return 0;
}

int view_diff(int argc, char **argv)
{
    double rtol = 1e-12, atol = 1e-12;
    const view_opt opts[] = {
        {"--rtol", OPT_DOUBLE, &rtol, "X", "relative tolerance of traced values (default 1e-12)"},
        {"--atol", OPT_DOUBLE, &atol, "X", "absolute tolerance of traced values (default 1e-12)"},
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] A B",
        .about = "Compares run A with run B (each a log, or the folder of a run's logs; "
                 "ranks are paired):\nbad values per kernel and field and checker, and the "
                 "first kernel call and field whose\ntraced value differs beyond |a-b| <= "
                 "atol + rtol*|b|. Exit status: 0 same, 1 different, 2 unusable.",
        .opts = opts,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    if (cmd.nfiles != 2) {
        fprintf(stderr, "pdd-view diff: needs two runs, A and B (got %d); e.g. pdd-view diff "
                "good/pdd.0.h5 bad/pdd.0.h5\n", cmd.nfiles);
        return VIEW_BAD_INPUT;
    }
    side s[2] = {{.arg = cmd.files[0]}, {.arg = cmd.files[1]}};
    int rc = VIEW_BAD_INPUT, differ = 0;
    view_filter all = {.rank = -1};
    cJSON *doc = NULL;
    for (int i = 0; i < 2; i++) {
        if (side_paths(&s[i]) < 0 || s[i].n == 0 ||
            view_set_open(&s[i].set, "diff", s[i].paths, s[i].n) < 0 ||
            view_digest_make(&s[i].d, &s[i].set, &all, "diff") < 0)
            goto out;
    }
    doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "a", s[0].arg);
    cJSON_AddStringToObject(doc, "b", s[1].arg);
    cJSON_AddNumberToObject(doc, "rtol", rtol);
    cJSON_AddNumberToObject(doc, "atol", atol);
    diff_counts(s, doc, cmd.common.json, &differ);
    cJSON *jt = cJSON_AddArrayToObject(doc, "traces");
    for (size_t i = 0; i < s[0].set.n; i++) {
        const view_file *fa = &s[0].set.files[i], *fb = NULL;
        for (size_t j = 0; j < s[1].set.n; j++)
            if (s[1].set.files[j].meta.rank == fa->meta.rank)
                fb = &s[1].set.files[j];
        if (!fb) {
            if (!cmd.common.json)
                printf("\nrank %lld: only in A\n", (long long)fa->meta.rank);
            differ = 1;
            continue;
        }
        if (diff_rank_traces(fa, fb, rtol, atol, jt, cmd.common.json, &differ) < 0)
            goto out;
    }
    for (size_t j = 0; j < s[1].set.n; j++) {
        int found = 0;
        for (size_t i = 0; i < s[0].set.n; i++)
            found |= s[0].set.files[i].meta.rank == s[1].set.files[j].meta.rank;
        if (!found) {
            differ = 1;
            if (!cmd.common.json)
                printf("\nrank %lld: only in B\n", (long long)s[1].set.files[j].meta.rank);
        }
    }
    rc = s[0].set.unreadable || s[1].set.unreadable ? VIEW_BAD_INPUT : differ ? VIEW_FAIL : VIEW_OK;
    cJSON_AddBoolToObject(doc, "same", !differ);
    if (cmd.common.json) {
        view_json_print(doc);
        doc = NULL;
    } else {
        printf("\n%s\n", differ ? "The runs differ." : "The runs agree.");
    }
out:
    cJSON_Delete(doc);
    for (int i = 0; i < 2; i++) {
        view_digest_free(&s[i].d);
        view_set_close(&s[i].set);
        for (int j = 0; j < s[i].n; j++)
            free(s[i].paths[j]);
        free(s[i].paths);
    }
    return rc;
}
