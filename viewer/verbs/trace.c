/* trace.c: `pdd-view trace`: the values at PDD_TRACE_INDEX after each kernel call (one row
 * per call, one column per written field), with each field's first bad value marked;
 * streamed per log. */
#include "command.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "ranges.h"
#include "table.h"
#include "verbs.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct trace_ctx {
    const view_file *file;
    const view_filter *filter;
    int json;
    size_t nfield;     /* ids 0..nfield-1 */
    int *column;       /* field id -> column, -1 when not shown */
    int32_t *field_of; /* column -> field id */
    int ncol;
    view_ranges ranges;
    /* the row being gathered */
    int have_row;
    int32_t kernel;
    uint64_t call, rows;
    double *value;
    unsigned char *set, *bad_now;
    unsigned char *was_bad; /* per column: first bad value already seen */
    int32_t ndim;           /* the trace index: that of the field of most dimensions */
    int64_t index[PDD_LOG_MAX_DIMS];
    int kernel_width;
    int32_t *first_kernel; /* per column: where its first bad value was */
    uint64_t *first_call;
    double *first_value;
} trace_ctx;

static void flush_row(trace_ctx *c)
{
    if (!c->have_row)
        return;
    c->rows++;
    const char *kn = view_kernel_name(c->file, c->kernel);
    if (c->json) {
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "kernel", kn);
        cJSON_AddNumberToObject(r, "call", (double)c->call);
        cJSON *vals = cJSON_AddObjectToObject(r, "values");
        for (int i = 0; i < c->ncol; i++)
            if (c->set[i]) {
                const pdd_log_field *f = pdd_log_field_by_id(view_log(c->file), c->field_of[i]);
                cJSON_AddItemToObject(vals, f ? f->name : "?", view_json_value(c->value[i]));
            }
        char *text = cJSON_PrintUnformatted(r);
        cJSON_Delete(r);
        printf("%s\n        %s", c->rows > 1 ? "," : "", text ? text : "{}");
        free(text);
    } else {
        int any_first = 0;
        for (int i = 0; i < c->ncol; i++)
            any_first |= c->bad_now[i] == 2;
        printf("%s  %-*s %6llu", any_first ? view_red() : "", c->kernel_width, kn,
               (unsigned long long)c->call);
        for (int i = 0; i < c->ncol; i++) {
            if (!c->set[i])
                printf("  %14s", ".");
            else
                printf("  %13.6g%c", c->value[i], c->bad_now[i] == 2 ? '!' : c->bad_now[i] ? '*' : ' ');
        }
        printf("%s\n", any_first ? view_reset() : "");
    }
    memset(c->set, 0, (size_t)c->ncol);
    memset(c->bad_now, 0, (size_t)c->ncol);
    c->have_row = 0;
}

static int on_rows(const pdd_log_trace *rows, size_t n, void *arg)
{
    trace_ctx *c = arg;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_trace *t = &rows[i];
        if (t->field_id < 0 || (size_t)t->field_id >= c->nfield || c->column[t->field_id] < 0)
            continue;
        if (!view_filter_kernel(c->filter, view_kernel_name(c->file, t->kernel)))
            continue;
        if (c->have_row && (t->kernel != c->kernel || t->call != c->call))
            flush_row(c);
        c->have_row = 1;
        c->kernel = t->kernel;
        c->call = t->call;
        if (t->ndim > c->ndim) {
            c->ndim = t->ndim;
            memcpy(c->index, t->index, sizeof c->index);
        }
        int col = c->column[t->field_id];
        c->value[col] = t->value;
        c->set[col] = 1;
        const char *checkers;
        if (view_ranges_bad(&c->ranges, t->kernel, t->field_id, t->value, &checkers)) {
            c->bad_now[col] = c->was_bad[col] ? 1 : 2;
            if (!c->was_bad[col]) {
                c->first_kernel[col] = t->kernel;
                c->first_call[col] = t->call;
                c->first_value[col] = t->value;
            }
            c->was_bad[col] = 1;
        }
    }
    return 0;
}

/* The columns: the fields that have a probe site of a store, in id order, under the field
 * filter (a field only read, with an input site alone, is never traced: its column would
 * be empty); and the width of the kernel column. */
static void trace_setup(trace_ctx *c, const view_file *f, const view_filter *filter)
{
    size_t nk, ns;
    const pdd_log_kernel *ks = pdd_log_kernels(view_log(f), &nk);
    const pdd_log_site *ss = pdd_log_sites(view_log(f), &ns);
    view_ranges_load(&c->ranges, f);
    c->nfield = c->ranges.nfield;
    c->column = view_calloc(c->nfield, sizeof *c->column);
    c->field_of = view_calloc(c->nfield, sizeof *c->field_of);
    c->value = view_calloc(c->nfield, sizeof *c->value);
    c->set = view_calloc(c->nfield, 1);
    c->bad_now = view_calloc(c->nfield, 1);
    c->was_bad = view_calloc(c->nfield, 1);
    c->first_kernel = view_calloc(c->nfield, sizeof *c->first_kernel);
    c->first_call = view_calloc(c->nfield, sizeof *c->first_call);
    c->first_value = view_calloc(c->nfield, sizeof *c->first_value);
    for (size_t i = 0; i < c->nfield; i++)
        c->column[i] = -1;
    for (size_t i = 0; i < ns; i++)
        if (!ss[i].unchecked && !ss[i].input && ss[i].field_id >= 0 && (size_t)ss[i].field_id < c->nfield && ss[i].kernel >= 0 &&
            (size_t)ss[i].kernel < c->ranges.nkern && c->column[ss[i].field_id] < 0 &&
            view_filter_field(filter, ss[i].field))
            c->column[ss[i].field_id] = 0;
    for (size_t i = 0; i < c->nfield; i++)
        if (c->column[i] == 0) {
            c->field_of[c->ncol] = (int32_t)i;
            c->column[i] = c->ncol++;
        }
    c->kernel_width = 6;
    for (size_t i = 0; i < nk; i++)
        if ((int)strlen(ks[i].name) > c->kernel_width)
            c->kernel_width = (int)strlen(ks[i].name);

}

static void trace_free(trace_ctx *c)
{
    free(c->column);
    free(c->field_of);
    free(c->value);
    free(c->set);
    free(c->bad_now);
    free(c->was_bad);
    free(c->first_kernel);
    free(c->first_call);
    free(c->first_value);
    view_ranges_free(&c->ranges);
}

/* The rank's heading: a line, or the start of its JSON object (left open for the rows). */
static void trace_heading(const trace_ctx *c, const view_file *f, int json, int first_file)
{
    if (json) {
        cJSON *head = cJSON_CreateObject();
        cJSON_AddNumberToObject(head, "rank", (double)f->meta.rank);
        cJSON_AddStringToObject(head, "file", f->meta.path);
        cJSON *cols = cJSON_AddArrayToObject(head, "fields");
        for (int i = 0; i < c->ncol; i++) {
            const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), c->field_of[i]);
            cJSON_AddItemToArray(cols, cJSON_CreateString(fl ? fl->name : "?"));
        }
        char *text = cJSON_PrintUnformatted(head);
        cJSON_Delete(head);
        /* the object is left open: "rows" and "first_bad" are streamed into it */
        size_t len = text ? strlen(text) : 0;
        printf("%s\n    %.*s, \"rows\": [", first_file ? "" : ",", len ? (int)len - 1 : 0,
               text ? text : "");
        free(text);
    } else {
        printf("%srank %lld%s (%s)\n", view_bold(), (long long)f->meta.rank, view_reset(),
               f->meta.path);
    }
}

/* After the rows: the trace index and each field's first bad value. */
static void trace_tail(const trace_ctx *c, const view_file *f, int json)
{
    char idx[VIEW_INDEX_LEN], v[32];
    if (json) {
        cJSON *tail = cJSON_CreateObject();
        cJSON_AddItemToObject(tail, "index", view_json_index(c->ndim, c->index));
        cJSON *fb = cJSON_AddObjectToObject(tail, "first_bad");
        for (int i = 0; i < c->ncol; i++) {
            if (!c->was_bad[i])
                continue;
            const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), c->field_of[i]);
            cJSON *o = cJSON_AddObjectToObject(fb, fl ? fl->name : "?");
            cJSON_AddStringToObject(o, "kernel", view_kernel_name(f, c->first_kernel[i]));
            cJSON_AddNumberToObject(o, "call", (double)c->first_call[i]);
            cJSON_AddItemToObject(o, "value", view_json_value(c->first_value[i]));
        }
        char *t = cJSON_PrintUnformatted(tail);
        cJSON_Delete(tail);
        /* the tail's members go into the open object */
        printf("%s], %s", c->rows ? "\n      " : "", t ? t + 1 : "}");
        free(t);
    } else if (c->rows) {
        printf("  (trace index %s, %llu kernel calls)\n",
               view_index_str(c->ndim, c->index, idx, sizeof idx),
               (unsigned long long)c->rows);
        for (int i = 0; i < c->ncol; i++) {
            if (!c->was_bad[i])
                continue;
            const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), c->field_of[i]);
            printf("  %sfirst bad %s: after %s call %llu, value %s%s\n", view_red(),
                   fl ? fl->name : "?", view_kernel_name(f, c->first_kernel[i]),
                   (unsigned long long)c->first_call[i],
                   view_value_str(c->first_value[i], v, sizeof v), view_reset());
        }
    }
}

static int trace_file(const view_file *f, const view_filter *filter, int json, int first_file)
{
    trace_ctx c = {.file = f, .filter = filter, .json = json};
    trace_setup(&c, f, filter);
    trace_heading(&c, f, json, first_file);
    char err[1024];
    int header_done = 0, rc = 0;
    if (!json && f->traces == 0) {
        printf("  no trace: run with PDD_TRACE_INDEX=i,j,k to trace the fields at one point\n");
        header_done = 1;
    }
    if (!header_done && !json) {
        printf("  values at the trace index after each kernel call; ! first bad value of the "
               "field, * bad again\n");
        printf("%s  %-*s %6s", view_bold(), c.kernel_width, "kernel", "call");
        for (int i = 0; i < c.ncol; i++) {
            const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), c.field_of[i]);
            printf("  %14s", fl ? fl->name : "?");
        }
        printf("%s\n", view_reset());
    }
    if (pdd_log_read_trace(view_log(f), 0, UINT64_MAX, on_rows, &c, err, sizeof err) < 0) {
        fprintf(stderr, "pdd-view trace: %s\n", err);
        rc = -1;
    }
    flush_row(&c);
    trace_tail(&c, f, json);
    trace_free(&c);
    return rc;
}

int view_trace(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    const view_opt opts[] = {
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] LOG...",
        .about = "The trace table of each log: after every kernel call, the value of each "
                 "field it wrote\nat PDD_TRACE_INDEX; a field's first value outside its "
                 "checkers' range is marked.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    view_set set;
    if (view_set_open(&set, "trace", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    int rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK, shown = 0;
    if (cmd.common.json)
        printf("{\n  \"logs\": [");
    for (size_t i = 0; i < set.n; i++) {
        if (filter.rank >= 0 && set.files[i].meta.rank != filter.rank)
            continue;
        if (!cmd.common.json && shown)
            printf("\n");
        if (trace_file(&set.files[i], &filter, cmd.common.json, shown == 0) < 0)
            rc = VIEW_BAD_INPUT;
        shown++;
    }
    if (cmd.common.json)
        printf("%s]\n}\n", shown ? "\n  " : "");
    view_set_close(&set);
    return rc;
}
