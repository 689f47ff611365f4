/* digest.c: one pass over every log that yields what summary, assert and report say:
 * counts per checker, kernel and field, the first failure across all ranks by time with
 * the trace of its field before it, CUDA errors, crashes, and the calls that never ended.
 * Memory grows with the number of kernels and fields, never with the number of events. */
#include "digest.h"
#include "event_text.h"
#include "filter.h"
#include "format.h"
#include "kept_calls.h"
#include "logset.h"
#include "process.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPECIAL_MAX 1000 /* crash and CUDA events kept for the listing */

static int by_name(const void *a, const void *b)
{
    return strcmp(((const view_named *)a)->name, ((const view_named *)b)->name);
}

/* The entry of that name, added in order when missing. */
static view_named *named(view_named **tab, size_t *n, const char *name)
{
    view_named key = {.name = (char *)name};
    view_named *hit = *n ? bsearch(&key, *tab, *n, sizeof key, by_name) : NULL;
    if (hit)
        return hit;
    view_named *t = *tab = view_realloc(*tab, (*n + 1) * sizeof **tab);
    size_t at = 0;
    while (at < *n && strcmp(t[at].name, name) < 0)
        at++;
    memmove(&t[at + 1], &t[at], (*n - at) * sizeof *t);
    memset(&t[at], 0, sizeof *t);
    t[at].name = view_strdup(name);
    (*n)++;
    return &t[at];
}

static void add_counts(view_count *into, const view_count *from)
{
    for (int k = 1; k < VIEW_KINDS; k++) {
        into[k].events += from[k].events;
        into[k].values += from[k].values;
    }
}

/* Per file: counts by kernel id and field id, merged by name afterwards. */
typedef struct file_pass {
    view_digest *d;
    const view_file *file;
    const view_filter *filter;
    view_count (*kern)[VIEW_KINDS];
    view_count (*field)[VIEW_KINDS];
    size_t nkern, nfield;
    view_count none[VIEW_KINDS]; /* events with no kernel */
} file_pass;

static int first_before(const view_event *a, const pdd_log_event *e, const view_file *f)
{
    if (e->t_ns != a->e.t_ns)
        return e->t_ns < a->e.t_ns;
    if (f->meta.rank != a->file->meta.rank)
        return f->meta.rank < a->file->meta.rank;
    return e->seq < a->e.seq;
}

/* e in *slot (*have set) when it comes before what is there: the first by that order. */
static void keep_first(view_event *slot, int *have, const pdd_log_event *e, const view_file *f)
{
    if (*have && !first_before(slot, e, f))
        return;
    if (*have)
        view_event_free(slot);
    view_event_copy(slot, e, f);
    *have = 1;
}

static int on_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    file_pass *p = ctx;
    view_digest *d = p->d;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        if (e->kind <= 0 || e->kind >= VIEW_KINDS)
            continue;
        view_event probe = {.e = *e, .file = p->file};
        if (!view_filter_event(p->filter, &probe))
            continue;
        if (e->region != PDD_REGION_DOMAIN) { /* a halo's: apart, and never the first failure */
            d->halo_by_kind[e->kind].events++;
            d->halo_by_kind[e->kind].values += e->count;
            d->halo_corner_events += e->region == PDD_REGION_CORNER;
            keep_first(&d->first_halo, &d->have_first_halo, e, p->file);
            continue;
        }
        d->by_kind[e->kind].events++;
        d->by_kind[e->kind].values += e->count;
        view_count *k = e->kernel >= 0 && (size_t)e->kernel < p->nkern ? p->kern[e->kernel]
                                                                        : p->none;
        k[e->kind].events++;
        k[e->kind].values += e->count;
        if (e->field_id >= 0 && (size_t)e->field_id < p->nfield) {
            p->field[e->field_id][e->kind].events++;
            p->field[e->field_id][e->kind].values += e->count;
        }
        keep_first(&d->first, &d->have_first, e, p->file);
        if ((e->kind == PDD_KIND_CRASH || e->kind == PDD_KIND_CUDA_ERROR) &&
            d->nspecial < SPECIAL_MAX) {
            d->special = view_realloc(d->special, (d->nspecial + 1) * sizeof *d->special);
            view_event_copy(&d->special[d->nspecial++], e, p->file);
        }
    }
    return 0;
}

typedef struct progress_pass {
    view_digest *d;
    const view_file *file;
    const view_filter *filter;
    int have;
    pdd_log_progress last; /* the last call that never ended */
} progress_pass;

static int on_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    progress_pass *p = ctx;
    for (size_t i = 0; i < n; i++) {
        if (!view_filter_kernel(p->filter, view_kernel_name(p->file, rows[i].kernel)))
            continue;
        p->d->calls_kept++;
        if (rows[i].t_end_ns == 0 && (!p->have || rows[i].seq > p->last.seq)) {
            p->last = rows[i];
            p->have = 1;
        }
    }
    return 0;
}

typedef struct trace_pass {
    view_digest *d;
    const view_file *file;
    view_trace_point ring[VIEW_TRACE_BEFORE + 1];
    int n; /* points seen (ring holds the last few) */
} trace_pass;

static int on_trace(const pdd_log_trace *rows, size_t n, void *ctx)
{
    trace_pass *p = ctx;
    const view_event *first = &p->d->first;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_trace *t = &rows[i];
        if (t->field_id != first->e.field_id)
            continue;
        int same_call = t->kernel == first->e.kernel && t->call == first->e.call;
        if (t->seq > first->e.seq && !same_call)
            return 1; /* past the failure */
        view_trace_point *pt = &p->ring[p->n % (VIEW_TRACE_BEFORE + 1)];
        snprintf(pt->kernel, sizeof pt->kernel, "%s", view_kernel_name(p->file, t->kernel));
        pt->call = t->call;
        pt->value = t->value;
        p->d->trace_ndim = t->ndim;
        memcpy(p->d->trace_index, t->index, sizeof p->d->trace_index);
        p->n++;
        if (same_call)
            return 1;
    }
    return 0;
}

/* What the digest takes of the run's configuration (the log's `config`), parsed once: PDD_HALO
 * (returned; 0 when unset or unknown) and, where d is given, the switches that turned its
 * probes on (enabled_by), added to d->enabled_by where no log before said the same. */
static int64_t run_config(const view_file *f, view_digest *d)
{
    cJSON *c = cJSON_Parse(pdd_log_meta_of(view_log(f))->config);
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(c, "halo");
    int64_t w = cJSON_IsNumber(h) && h->valuedouble > 0 ? (int64_t)h->valuedouble : 0;
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(c, "enabled_by");
    if (d && cJSON_IsString(b) && b->valuestring[0] && !strstr(d->enabled_by, b->valuestring)) {
        size_t used = strlen(d->enabled_by);
        snprintf(d->enabled_by + used, sizeof d->enabled_by - used, "%s%s", used ? "; " : "",
                 b->valuestring);
    }
    cJSON_Delete(c);
    return w;
}

static int read_file(view_digest *d, const view_file *f, const view_filter *filter, const char *verb)
{
    char err[1024];
    int64_t halo = run_config(f, d);
    d->halo_width = halo > d->halo_width ? halo : d->halo_width;
    size_t nk, nf, ns;
    const pdd_log_site *sites = pdd_log_sites(view_log(f), &ns);
    /* ids are dense from 0, but a damaged table must not send us out of bounds */
    int32_t maxk = -1, maxf = -1;
    const pdd_log_kernel *ks = pdd_log_kernels(view_log(f), &nk);
    const pdd_log_field *fs = pdd_log_fields(view_log(f), &nf);
    for (size_t i = 0; i < nk; i++)
        maxk = ks[i].id > maxk ? ks[i].id : maxk;
    for (size_t i = 0; i < nf; i++)
        maxf = fs[i].id > maxf ? fs[i].id : maxf;
    file_pass p = {.d = d, .file = f, .filter = filter};
    p.nkern = (size_t)(maxk + 1);
    p.nfield = (size_t)(maxf + 1);
    p.kern = view_calloc(p.nkern, sizeof *p.kern);
    p.field = view_calloc(p.nfield, sizeof *p.field);
    int rc = pdd_log_read_events(view_log(f), 0, UINT64_MAX, on_events, &p, err, sizeof err);
    if (rc < 0)
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
    for (size_t i = 0; rc == 0 && i < nk; i++) {
        if (!view_filter_kernel(filter, ks[i].name))
            continue;
        add_counts(named(&d->kernels, &d->nkernels, ks[i].name)->by_kind, p.kern[ks[i].id]);
    }
    for (size_t i = 0; rc == 0 && i < nf; i++) {
        if (!view_filter_field(filter, fs[i].name))
            continue;
        add_counts(named(&d->fields, &d->nfields, fs[i].name)->by_kind, p.field[fs[i].id]);
    }
    int any_none = 0;
    for (int c = 1; c < VIEW_KINDS; c++)
        any_none |= p.none[c].events != 0;
    if (rc == 0 && any_none)
        add_counts(named(&d->kernels, &d->nkernels, "-")->by_kind, p.none);
    for (size_t i = 0; rc == 0 && i < ns; i++) {
        if (!sites[i].dropped)
            continue;
        const char *kn = view_kernel_name(f, sites[i].kernel);
        if (!view_filter_kernel(filter, kn) || !view_filter_field(filter, sites[i].field) ||
            (filter->rank >= 0 && f->meta.rank != filter->rank))
            continue;
        d->dropped += sites[i].dropped;
        named(&d->kernels, &d->nkernels, kn)->dropped += sites[i].dropped;
        named(&d->fields, &d->nfields, sites[i].field)->dropped += sites[i].dropped;
    }
    free(p.kern);
    free(p.field);
    if (rc < 0)
        return -1;

    if (filter->rank >= 0 && f->meta.rank != filter->rank)
        return 0;
    progress_pass pp = {.d = d, .file = f, .filter = filter};
    uint64_t kept = d->calls_kept;
    if (pdd_log_read_progress(view_log(f), 0, UINT64_MAX, on_progress, &pp, err, sizeof err) < 0) {
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
        return -1;
    }
    uint64_t counted;
    if (view_kernel_calls_counted(view_log(f), f, filter, &counted))
        d->calls += counted;
    else /* a log that kept every call */
        d->calls += d->calls_kept - kept;
    if (view_calls_dropped(f)) {
        d->calls_dropped = 1;
        d->calls_frozen |= f->meta.calls_frozen_at != 0;
    }
    if (f->meta.progress_keep > d->progress_keep)
        d->progress_keep = f->meta.progress_keep;
    if (pp.have) {
        d->unfinished = view_realloc(d->unfinished, (d->nunfinished + 1) * sizeof *d->unfinished);
        view_unfinished *u = &d->unfinished[d->nunfinished++];
        u->file = f;
        snprintf(u->kernel, sizeof u->kernel, "%s", view_kernel_name(f, pp.last.kernel));
        u->call = pp.last.call;
        u->t_begin_ns = pp.last.t_begin_ns;
    }
    return 0;
}

static int special_by_time(const void *a, const void *b)
{
    const view_event *x = a, *y = b;
    if (x->e.t_ns != y->e.t_ns)
        return x->e.t_ns < y->e.t_ns ? -1 : 1;
    if (x->file->meta.rank != y->file->meta.rank)
        return x->file->meta.rank < y->file->meta.rank ? -1 : 1;
    return x->e.seq < y->e.seq ? -1 : x->e.seq > y->e.seq;
}

/* PDD_HALO given to pdd-view: a run tells halo cells apart as it writes its log (each call's bad
 * values are counted per region then), so a log written with another width cannot be split
 * again here. Said once, on stderr, rather than seeming to apply it. */
static void halo_not_applied(const view_set *set, const char *verb)
{
    const char *want = getenv("PDD_HALO");
    if (!want || !*want)
        return;
    char *end;
    long long w = strtoll(want, &end, 10);
    size_t differ = 0, first = 0;
    int64_t had = 0;
    for (size_t i = 0; i < set->n; i++) {
        int64_t h = run_config(&set->files[i], NULL);
        if (*end || h != w) {
            if (!differ++)
                first = i, had = h;
        }
    }
    if (!differ)
        return;
    char with[64];
    if (had)
        snprintf(with, sizeof with, "PDD_HALO=%lld", (long long)had);
    else
        snprintf(with, sizeof with, "no PDD_HALO");
    char more[64] = "";
    if (differ > 1)
        snprintf(more, sizeof more, " (and %zu more logs)", differ - 1);
    fprintf(stderr,
            "pdd-view %s: PDD_HALO=%s is not applied to %s%s, written with %s: a run splits its "
            "events by region as it writes them; run the program again with PDD_HALO set\n",
            verb, want, set->files[first].meta.path, more, with);
}

int view_digest_make_each(view_digest *d, view_set *set, const view_filter *filter,
                          const char *verb, view_file_fn each, void *ctx)
{
    halo_not_applied(set, verb);
    memset(d, 0, sizeof *d);
    for (int i = 0; i < PDD_LOG_MAX_DIMS; i++)
        d->trace_index[i] = -1;
    for (size_t i = 0; i < set->n; i++)
        if (read_file(d, &set->files[i], filter, verb) < 0 ||
            (each && each(&set->files[i], ctx) < 0))
            return -1;
    if (d->nspecial)
        qsort(d->special, d->nspecial, sizeof *d->special, special_by_time);
    for (size_t i = 0; i < d->nspecial; i++) /* realloc and qsort moved them */
        d->special[i].e.field = d->special[i].field;
    if (d->have_first && d->first.e.field_id >= 0) {
        char err[1024];
        trace_pass tp = {.d = d, .file = d->first.file};
        int rc = pdd_log_read_trace(view_log(d->first.file), 0, UINT64_MAX, on_trace, &tp, err,
                                    sizeof err);
        if (rc < 0) {
            fprintf(stderr, "pdd-view %s: %s\n", verb, err);
            return -1;
        }
        int keep = tp.n < VIEW_TRACE_BEFORE + 1 ? tp.n : VIEW_TRACE_BEFORE + 1;
        for (int i = 0; i < keep; i++)
            d->before[i] = tp.ring[(tp.n - keep + i) % (VIEW_TRACE_BEFORE + 1)];
        d->nbefore = keep;
    }
    if (d->have_first && d->first.e.kind != PDD_KIND_CRASH) {
        int rc = view_program_call_of(d->first.file, d->first.e.kernel, d->first.e.call, d->first.e.seq,
                                      &d->program, verb);
        if (rc < 0)
            return -1;
        d->have_program = rc;
    }
    return 0;
}

int view_digest_make(view_digest *d, view_set *set, const view_filter *filter, const char *verb)
{
    return view_digest_make_each(d, set, filter, verb, NULL, NULL);
}

void view_digest_free(view_digest *d)
{
    for (size_t i = 0; i < d->nkernels; i++)
        free(d->kernels[i].name);
    for (size_t i = 0; i < d->nfields; i++)
        free(d->fields[i].name);
    free(d->kernels);
    free(d->fields);
    if (d->have_first)
        view_event_free(&d->first);
    if (d->have_first_halo)
        view_event_free(&d->first_halo);
    for (size_t i = 0; i < d->nspecial; i++)
        view_event_free(&d->special[i]);
    free(d->special);
    free(d->unfinished);
    memset(d, 0, sizeof *d);
}

/* ---- JSON ---- */
static cJSON *counts_json(const view_count *by_kind)
{
    cJSON *o = cJSON_CreateObject();
    for (int k = 1; k < VIEW_KINDS; k++) {
        cJSON *c = cJSON_AddObjectToObject(o, pdd_log_kind_name(k));
        cJSON_AddItemToObject(c, "events", view_json_u64(by_kind[k].events));
        cJSON_AddItemToObject(c, "values", view_json_u64(by_kind[k].values));
    }
    return o;
}

const char *view_halo_rule(const view_digest *d, char *buf, size_t n)
{
    /* the log keeps each event's region, not how it was decided: a field with a compute
     * domain the unit knew (NDSL's Quantity) by it, any other by PDD_HALO's width */
    if (d->halo_width > 0)
        snprintf(buf, n, "PDD_HALO=%lld, or a field's own compute domain where known", (long long)d->halo_width);
    else
        snprintf(buf, n, "outside the fields' own compute domains");
    return buf;
}

cJSON *view_digest_json(const view_digest *d, const view_set *set)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON *runs = cJSON_AddArrayToObject(doc, "logs");
    for (size_t i = 0; i < set->n; i++) {
        const pdd_log_meta *m = &set->files[i].meta;
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "file", m->path);
        cJSON_AddNumberToObject(r, "rank", (double)m->rank);
        cJSON_AddStringToObject(r, "program", m->program);
        cJSON_AddStringToObject(r, "hostname", m->hostname);
        cJSON_AddNumberToObject(r, "pid", (double)m->pid);
        cJSON_AddStringToObject(r, "start_time", m->start_time);
        cJSON_AddBoolToObject(r, "clean_exit", m->clean_exit);
        cJSON_AddBoolToObject(r, "recovered", m->recovered);
        cJSON_AddBoolToObject(r, "running", m->running);
        char exit[VIEW_EXIT_LEN];
        cJSON_AddStringToObject(r, "exit", view_exit_str(m, exit, sizeof exit));
        if (m->end_signal) {
            cJSON_AddStringToObject(r, "end_signal", view_signal_name(m->end_signal));
            cJSON_AddItemToObject(r, "end_signal_t_ns", view_json_u64(m->end_signal_t_ns));
            cJSON_AddNumberToObject(r, "end_signal_pid", m->end_signal_pid);
        } else {
            cJSON_AddNullToObject(r, "end_signal");
        }
        cJSON_AddItemToObject(r, "events", view_json_u64(set->files[i].events));
        cJSON_AddItemToObject(r, "calls", view_json_u64(set->files[i].calls));
        cJSON_AddItemToArray(runs, r);
    }
    cJSON_AddNumberToObject(doc, "unreadable_logs", set->unreadable);
    cJSON_AddItemToObject(doc, "by_kind", counts_json(d->by_kind));
    cJSON *ks = cJSON_AddArrayToObject(doc, "by_kernel");
    for (size_t i = 0; i < d->nkernels; i++) {
        cJSON *k = cJSON_CreateObject();
        cJSON_AddStringToObject(k, "kernel", d->kernels[i].name);
        cJSON_AddItemToObject(k, "by_kind", counts_json(d->kernels[i].by_kind));
        cJSON_AddItemToObject(k, "dropped", view_json_u64(d->kernels[i].dropped));
        cJSON_AddItemToArray(ks, k);
    }
    cJSON *fs = cJSON_AddArrayToObject(doc, "by_field");
    for (size_t i = 0; i < d->nfields; i++) {
        cJSON *f = cJSON_CreateObject();
        cJSON_AddStringToObject(f, "field", d->fields[i].name);
        cJSON_AddItemToObject(f, "by_kind", counts_json(d->fields[i].by_kind));
        cJSON_AddItemToObject(f, "dropped", view_json_u64(d->fields[i].dropped));
        cJSON_AddItemToArray(fs, f);
    }
    cJSON_AddItemToObject(doc, "dropped", view_json_u64(d->dropped));
    cJSON_AddItemToObject(doc, "calls", view_json_u64(d->calls));
    cJSON_AddItemToObject(doc, "calls_kept", view_json_u64(d->calls_kept));
    if (d->have_first) {
        cJSON *first = view_event_json(&d->first);
        if (d->nbefore) {
            cJSON *tr = cJSON_AddObjectToObject(first, "trace");
            cJSON_AddItemToObject(tr, "index", view_json_index(d->trace_ndim, d->trace_index));
            cJSON *pts = cJSON_AddArrayToObject(tr, "points");
            for (int i = 0; i < d->nbefore; i++) {
                cJSON *p = cJSON_CreateObject();
                cJSON_AddStringToObject(p, "kernel", d->before[i].kernel);
                cJSON_AddNumberToObject(p, "call", (double)d->before[i].call);
                cJSON_AddItemToObject(p, "value", view_json_value(d->before[i].value));
                cJSON_AddItemToArray(pts, p);
            }
        }
        if (d->have_program) {
            cJSON *pc = cJSON_AddObjectToObject(first, "program_call");
            cJSON_AddStringToObject(pc, "program", d->program.program);
            cJSON_AddNumberToObject(pc, "call", (double)d->program.call);
            cJSON_AddNumberToObject(pc, "calls", (double)d->program.calls);
            if (d->program.kernel_call)
                cJSON_AddNumberToObject(pc, "kernel_call", (double)d->program.kernel_call);
            else
                cJSON_AddNullToObject(pc, "kernel_call");
        }
        cJSON_AddItemToObject(doc, "first_failure", first);
    } else {
        cJSON_AddNullToObject(doc, "first_failure");
    }
    cJSON *halo = cJSON_AddObjectToObject(doc, "halo");
    cJSON_AddNumberToObject(halo, "width", (double)d->halo_width);
    cJSON_AddItemToObject(halo, "by_kind", counts_json(d->halo_by_kind));
    cJSON_AddItemToObject(halo, "corner_events", view_json_u64(d->halo_corner_events));
    cJSON_AddItemToObject(halo, "first", d->have_first_halo ? view_event_json(&d->first_halo) : cJSON_CreateNull());
    cJSON *cuda = cJSON_AddArrayToObject(doc, "cuda_errors");
    cJSON *crashes = cJSON_AddArrayToObject(doc, "crashes");
    for (size_t i = 0; i < d->nspecial; i++)
        cJSON_AddItemToArray(d->special[i].e.kind == PDD_KIND_CRASH ? crashes : cuda,
                             view_event_json(&d->special[i]));
    cJSON *un = cJSON_AddArrayToObject(doc, "unfinished");
    for (size_t i = 0; i < d->nunfinished; i++) {
        cJSON *u = cJSON_CreateObject();
        cJSON_AddNumberToObject(u, "rank", (double)d->unfinished[i].file->meta.rank);
        cJSON_AddStringToObject(u, "kernel", d->unfinished[i].kernel);
        cJSON_AddNumberToObject(u, "call", (double)d->unfinished[i].call);
        cJSON_AddItemToObject(u, "t_begin_ns", view_json_u64(d->unfinished[i].t_begin_ns));
        cJSON_AddItemToArray(un, u);
    }
    return doc;
}
