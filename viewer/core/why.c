/* why.c: why the first failure went wrong, from what its log holds. Link 0 is the failing
 * store, with the values it read (/operands); the fields it reads are its kernel's input
 * sites (/sites `input`) and its operands' fields; each one's writer is the last call before
 * the failing one (/progress `seq`) of a kernel that stores into that field or writes it
 * unchecked; a writer call that stored bad values there (/events) gives the next link, and
 * the last link, whose inputs' writers stored nothing bad, is the likely root cause. Where
 * PDD_TRACE_INDEX is the link's cell, /trace says what each input held after its writer, and
 * its operand there (or, without one, its next trace) what it held when read.
 *
 * Each link costs a pass over /operands, /progress and /trace and one or two over /events,
 * each stopped as soon as what it looks for is behind (memory grows with the number of
 * kernels, never with the rows), and there are at most VIEW_WHY_LINKS: each link's event is
 * strictly earlier than the one before, so a damaged log cannot make a cycle. */
#include "why.h"
#include "kept_calls.h"
#include "logset.h"
#include "process.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the small tables say of one link: who may have written each input. */
typedef struct link_pass {
    view_why_link *l;
    pdd_log *log;
    int32_t nk;            /* kernel ids 0..nk-1 are looked at */
    uint32_t *writes;      /* per kernel id: bit i when it writes input i */
    uint64_t *last_call;   /* per kernel id: its last call before the link's */
    uint64_t *last_seq;
    uint64_t until;        /* the link's event's seq: what came before it */
} link_pass;

static int same_cell(int32_t ndim, const int64_t *index, int32_t cell_ndim, const int64_t *cell)
{
    int32_t n = ndim < cell_ndim ? ndim : cell_ndim;
    if (n <= 0 || n > PDD_LOG_MAX_DIMS)
        return 0;
    for (int32_t d = 0; d < n; d++)
        if (index[d] != cell[d])
            return 0;
    return 1;
}

static int same_value(double a, double b)
{
    return (isnan(a) && isnan(b)) || a == b;
}

static int input_of(const view_why_link *l, const char *field)
{
    for (int i = 0; i < l->ninputs; i++)
        if (!strcmp(l->inputs[i].field, field))
            return i;
    return -1;
}

/* Field's place among the link's inputs, added where new; -1 for no field or past
 * VIEW_WHY_INPUTS (counted). */
static int add_input(view_why_link *l, const char *field)
{
    int at = field && field[0] ? input_of(l, field) : -1;
    if (!field || !field[0] || at >= 0)
        return at;
    if (l->ninputs == VIEW_WHY_INPUTS) {
        l->more_inputs++;
        return -1;
    }
    view_why_input *in = &l->inputs[l->ninputs++];
    snprintf(in->field, sizeof in->field, "%s", field);
    in->writer_kernel = -1;
    return l->ninputs - 1;
}

/* Whether value v of field `field` is below the range a site of the field watches it with,
 * under neg_delp or neg_tracer (store and input sites carry the run's range for the field's
 * name): that checker's kind, else 0. */
static int below_range(pdd_log *log, int32_t field, double v)
{
    size_t ns;
    const pdd_log_site *ss = pdd_log_sites(log, &ns);
    for (size_t i = 0; i < ns; i++) {
        if (ss[i].field_id != field || ss[i].unchecked || !(v < ss[i].lo) || !ss[i].checkers)
            continue;
        if (strstr(ss[i].checkers, "neg_delp"))
            return PDD_KIND_NEG_DELP;
        if (strstr(ss[i].checkers, "neg_tracer"))
            return PDD_KIND_NEG_TRACER;
    }
    return 0;
}

/* The operands of the link's event: /operands rows of its site, kind and call. The runtime
 * journals them right after the event, from the same thread: other threads' records may come
 * between, so rows are looked at within a window of slots after the event's. */
#define OPERAND_WINDOW (1u << 16)
static int on_operands(const pdd_log_operand *rows, size_t n, void *ctx)
{
    view_why_link *l = ctx;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_operand *o = &rows[i];
        if (o->seq <= l->ev.e.seq)
            continue;
        if (o->seq - l->ev.e.seq > OPERAND_WINDOW)
            return 1;
        if (o->site != l->ev.e.site || o->kind != l->ev.e.kind || o->call != l->ev.e.call ||
            l->nops == VIEW_WHY_OPERANDS)
            continue;
        view_why_operand *op = &l->ops[l->nops++];
        snprintf(op->field, sizeof op->field, "%s", o->field ? o->field : "");
        op->pos = o->pos;
        op->role = o->role;
        op->ndim = o->ndim < 0 ? 0 : o->ndim > PDD_LOG_MAX_DIMS ? PDD_LOG_MAX_DIMS : o->ndim;
        memcpy(op->index, o->index, sizeof op->index);
        op->value = o->value;
        op->reread = o->reread;
        const pdd_log_field *fd = pdd_log_field_by_id(view_log(l->ev.file), o->field_id);
        op->scalar = fd && fd->ndim == 0 && o->offset < 0; /* not an array of unknown layout */
        op->f32 = fd && fd->type == PDD_T_F32;
        op->below = below_range(view_log(l->ev.file), o->field_id, o->value);
    }
    return 0;
}

static int by_pos(const void *a, const void *b)
{
    const view_why_operand *x = a, *y = b;
    return (x->pos > y->pos) - (x->pos < y->pos);
}

/* The link's inputs, and per kernel which of them it writes, from /sites. */
static void read_sites(link_pass *p)
{
    view_why_link *l = p->l;
    size_t ns;
    const pdd_log_site *ss = pdd_log_sites(p->log, &ns);
    const pdd_log_site *own = l->ev.e.site >= 0 ? pdd_log_site_by_id(p->log, l->ev.e.site) : NULL;
    l->read = own && own->input;
    if (l->read) { /* a bad value the kernel read: who wrote that field */
        l->inputs_known = 1;
        add_input(l, own->field ? own->field : l->ev.field); /* the site's name is whole */
    } else {
        for (size_t i = 0; i < ns; i++)
            if (ss[i].input && ss[i].kernel == l->ev.e.kernel)
                add_input(l, ss[i].field);
        for (int i = 0; i < l->nops; i++) { /* read, though no input site lists it */
            int had = l->ninputs;
            add_input(l, l->ops[i].field);
            if (l->ninputs > had)
                l->inputs[had].from_operands = 1;
        }
        int at = own && own->in_place ? add_input(l, own->field ? own->field : l->ev.field) : -1;
        if (at >= 0) /* the store read the element it overwrote */
            l->inputs[at].in_place = 1;
        l->inputs_known = l->ninputs > 0;
    }
    for (size_t i = 0; i < ns; i++) {
        int at = ss[i].input ? -1 : input_of(l, ss[i].field ? ss[i].field : "");
        int32_t k = ss[i].kernel;
        if (at < 0 || k < 0 || k >= p->nk)
            continue;
        p->writes[k] |= 1u << at;
        if (k == l->ev.e.kernel && !ss[i].unchecked) {
            l->inputs[at].self_writes = 1;
            l->inputs[at].other_stores |= ss[i].id != l->ev.e.site;
        }
        const pdd_log_kernel *kr = pdd_log_kernel_by_id(p->log, k);
        if (ss[i].unchecked && (!kr || kr->line <= 0) && !l->inputs[at].unmarked[0])
            snprintf(l->inputs[at].unmarked, sizeof l->inputs[at].unmarked, "%s",
                     view_kernel_name(l->ev.file, k));
    }
}

static int on_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    link_pass *p = ctx;
    const view_why_link *l = p->l;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_progress *r = &rows[i];
        if (r->kernel == l->ev.e.kernel && r->call == l->ev.e.call)
            return 1; /* the link's own call: the rows after it came after it */
        if (r->kernel < 0 || r->kernel >= p->nk || !p->writes[r->kernel] || r->seq >= p->until)
            continue;
        if (r->seq >= p->last_seq[r->kernel]) {
            p->last_seq[r->kernel] = r->seq;
            p->last_call[r->kernel] = r->call;
        }
    }
    return 0;
}

/* Where the log dropped calls before the link's (PDD_PROGRESS_KEEP), each writing kernel's
 * last call before it from the whole-run totals where they say it: the kernel's last call of
 * the run, or its last one when the failure froze them; else unknown (UINT64_MAX). */
static void writers_from_totals(link_pass *p)
{
    const view_file *f = p->l->ev.file;
    const pdd_log_meta *m = &f->meta;
    for (int32_t k = 0; k < p->nk; k++) {
        if (!p->writes[k] || view_calls_complete(f, p->last_call[k] ? p->last_seq[k] : 0, p->until))
            continue;
        const pdd_log_totals *t = pdd_log_kernel_totals(p->log, k);
        /* the link's own kernel: a call before the link's */
        int own = k == p->l->ev.e.kernel;
        uint64_t below = own ? p->l->ev.e.call : UINT64_MAX;
        if (own && below <= 1)
            continue; /* the link's is its first call */
        if (t && t->calls && t->last_seq < p->until && t->calls < below)
            p->last_call[k] = t->calls, p->last_seq[k] = t->last_seq;
        else if (t && m->calls_frozen_until && p->until <= m->calls_frozen_until && t->failure_calls &&
                 t->failure_seq < p->until && t->failure_calls < below)
            p->last_call[k] = t->failure_calls, p->last_seq[k] = t->failure_seq;
        else if (t && t->calls)
            p->last_call[k] = UINT64_MAX; /* it ran, but which call came last before is lost */
    }
}

/* Each input's writer: of the kernels that write it, the one whose last call came last. */
static void pick_writers(link_pass *p)
{
    view_why_link *l = p->l;
    for (int i = 0; i < l->ninputs; i++) {
        view_why_input *in = &l->inputs[i];
        for (int32_t k = 0; k < p->nk; k++)
            if ((p->writes[k] >> i & 1) && p->last_call[k] == UINT64_MAX)
                in->dropped = 1;
        if (in->dropped)
            continue;
        for (int32_t k = 0; k < p->nk; k++)
            if ((p->writes[k] >> i & 1) && p->last_call[k] &&
                (!in->writer_call || p->last_seq[k] > in->writer_seq)) {
                in->writer_kernel = k;
                in->writer_call = p->last_call[k];
                in->writer_seq = p->last_seq[k];
            }
        if (!in->writer_call)
            continue;
        snprintf(in->writer, sizeof in->writer, "%s", view_kernel_name(l->ev.file, in->writer_kernel));
        size_t ns;
        const pdd_log_site *ss = pdd_log_sites(p->log, &ns);
        for (size_t s = 0; s < ns; s++) {
            if (ss[s].input || ss[s].kernel != in->writer_kernel || !ss[s].field ||
                strcmp(ss[s].field, in->field))
                continue;
            if (ss[s].unchecked)
                in->unchecked = ss[s].unchecked;
            else
                in->checked = 1;
        }
    }
}

static int on_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    link_pass *p = ctx;
    view_why_link *l = p->l;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        if (e->seq >= p->until)
            return 1; /* rows are in seq order: the writers' events are behind us */
        if (e->kind <= 0 || e->kind == PDD_KIND_CRASH || e->kind == PDD_KIND_CUDA_ERROR)
            continue;
        for (int k = 0; k < l->ninputs; k++) {
            view_why_input *in = &l->inputs[k];
            if (!in->writer_call || e->kernel != in->writer_kernel || e->call != in->writer_call ||
                strcmp(e->field, in->field))
                continue;
            in->bad += e->count;
            if (!in->have_event || e->seq < in->event.seq) {
                in->event = *e;
                in->event.field = NULL; /* the input's own name stands for it */
                in->event.backtrace = "";
                in->have_event = 1;
            }
        }
    }
    return 0;
}

typedef struct trace_pass {
    view_why_link *l;
    int open; /* inputs whose next trace is still looked for */
    /* The call of the last next trace that changed a value, and where the trace rows of a
     * later call begin: that call's events (which come after its trace rows) are before. */
    int changed;
    int32_t last_kernel;
    uint64_t last_call, last_seq;
    uint64_t events_until; /* UINT64_MAX: to the end of /events */
} trace_pass;

static int on_trace(const pdd_log_trace *rows, size_t n, void *ctx)
{
    trace_pass *p = ctx;
    view_why_link *l = p->l;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_trace *t = &rows[i];
        if (!same_cell(t->ndim, t->index, l->ev.e.ndim, l->ev.e.index))
            return 1; /* one trace index per run: not this link's cell */
        if (p->open <= 0) { /* all found: only where the last changed one's call ends */
            if (t->seq > p->last_seq && (t->kernel != p->last_kernel || t->call != p->last_call)) {
                p->events_until = t->seq;
                return 1;
            }
            continue;
        }
        for (int k = 0; k < l->ninputs; k++) {
            view_why_input *in = &l->inputs[k];
            if (in->next_done || !in->writer_call || !t->field || strcmp(t->field, in->field))
                continue;
            if (!in->traced) {
                if (t->kernel == in->writer_kernel && t->call == in->writer_call) {
                    in->traced = 1;
                    in->after = t->value;
                    in->after_seq = t->seq;
                    in->trace_ndim = t->ndim;
                    memcpy(in->trace_index, t->index, sizeof in->trace_index);
                } else if (t->seq > in->writer_seq) { /* the writer call left no trace row */
                    in->next_done = 1;
                    p->open--;
                }
            } else if (t->seq > in->after_seq) {
                in->next_done = 1;
                p->open--;
                if (t->kernel == l->ev.e.kernel && t->call == l->ev.e.call)
                    continue; /* the link's own call wrote it next: what it read is not seen */
                in->have_next = 1;
                snprintf(in->next_kernel, sizeof in->next_kernel, "%s",
                         view_kernel_name(l->ev.file, t->kernel));
                in->next_kernel_id = t->kernel;
                in->next_call = t->call;
                in->next_seq = t->seq;
                in->next = t->value;
                in->changed = !same_value(in->next, in->after);
                if (in->changed && (!p->changed || t->seq > p->last_seq)) {
                    p->changed = 1;
                    p->last_kernel = t->kernel;
                    p->last_call = t->call;
                    p->last_seq = t->seq;
                }
            }
        }
        if (p->open <= 0 && !p->changed)
            return 1;
    }
    return 0;
}

/* Did the call of an input's next trace store bad values in it? (Its events follow its trace
 * rows, before those of the next call.) */
static int on_next_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    trace_pass *p = ctx;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        if (e->seq >= p->events_until)
            return 1;
        if (e->kind <= 0 || e->kind == PDD_KIND_CRASH || e->kind == PDD_KIND_CUDA_ERROR)
            continue;
        for (int k = 0; k < p->l->ninputs; k++) {
            view_why_input *in = &p->l->inputs[k];
            if (in->have_next && in->changed && e->kernel == in->next_kernel_id &&
                e->call == in->next_call && !strcmp(e->field, in->field))
                in->next_bad = 1;
        }
    }
    return 0;
}

int view_why_changed(const view_why_input *in)
{
    if (in->have_read)
        return in->traced && !same_value(in->read, in->after);
    return in->have_next && in->changed && !in->next_bad;
}

/* What the store read of each traced input at the trace index, from its operands. */
static void inputs_read(view_why_link *l)
{
    for (int i = 0; i < l->ninputs; i++) {
        view_why_input *in = &l->inputs[i];
        for (int k = 0; in->traced && !in->have_read && k < l->nops; k++) {
            const view_why_operand *op = &l->ops[k];
            if (!op->reread && op->ndim == in->trace_ndim && !strcmp(op->field, in->field) &&
                same_cell(op->ndim, op->index, in->trace_ndim, in->trace_index)) {
                in->have_read = 1;
                in->read = op->value;
            }
        }
    }
}

/* One link's inputs, their writers, their bad values and their traces. */
static int fill_link(view_why_link *l, const char *verb)
{
    char err[1024];
    link_pass p = {.l = l, .log = view_log(l->ev.file), .until = l->ev.e.seq};
    size_t nk;
    const pdd_log_kernel *ks = pdd_log_kernels(p.log, &nk);
    for (size_t i = 0; i < nk; i++)
        p.nk = ks[i].id >= p.nk ? ks[i].id + 1 : p.nk;
    p.writes = view_calloc((size_t)p.nk + 1, sizeof *p.writes);
    p.last_call = view_calloc((size_t)p.nk + 1, sizeof *p.last_call);
    p.last_seq = view_calloc((size_t)p.nk + 1, sizeof *p.last_seq);
    snprintf(l->kernel, sizeof l->kernel, "%s", view_kernel_name(l->ev.file, l->ev.e.kernel));
    int rc = 0, any = 0;
    /* what the store read first: its operands' fields are inputs too (transients, views) */
    if (!l->read && pdd_log_operand_count(p.log) &&
        pdd_log_read_operands(p.log, 0, UINT64_MAX, on_operands, l, err, sizeof err) < 0)
        rc = -1;
    qsort(l->ops, (size_t)l->nops, sizeof *l->ops, by_pos);
    read_sites(&p);
    for (int32_t k = 0; k < p.nk; k++)
        any |= p.writes[k] != 0;
    if (rc == 0 && any &&
        pdd_log_read_progress(p.log, 0, UINT64_MAX, on_progress, &p, err, sizeof err) < 0)
        rc = -1;
    if (rc == 0) {
        writers_from_totals(&p);
        pick_writers(&p);
    }
    int written = 0;
    for (int i = 0; i < l->ninputs; i++)
        written += l->inputs[i].writer_call != 0;
    if (rc == 0 && written &&
        pdd_log_read_events(p.log, 0, UINT64_MAX, on_events, &p, err, sizeof err) < 0)
        rc = -1;
    trace_pass tp = {.l = l, .open = written, .events_until = UINT64_MAX};
    if (rc == 0 && written && l->ev.e.ndim > 0 && pdd_log_trace_count(p.log) &&
        pdd_log_read_trace(p.log, 0, UINT64_MAX, on_trace, &tp, err, sizeof err) < 0)
        rc = -1;
    if (rc == 0 && tp.changed &&
        pdd_log_read_events(p.log, 0, UINT64_MAX, on_next_events, &tp, err, sizeof err) < 0)
        rc = -1;
    if (rc == 0)
        inputs_read(l);
    if (rc < 0)
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
    free(p.writes);
    free(p.last_call);
    free(p.last_seq);
    return rc;
}

/* The input whose writer's bad value comes first: the next link; -1 when none. */
static int next_input(const view_why_chain *w, const view_why_link *l)
{
    int best = -1;
    for (int i = 0; i < l->ninputs; i++) {
        const view_why_input *in = &l->inputs[i];
        if (!in->have_event || in->event.seq >= l->ev.e.seq)
            continue;
        int seen = 0; /* a damaged log's ids must not lead in a circle */
        for (int j = 0; j < w->nlinks; j++)
            seen |= w->links[j].ev.e.kernel == in->event.kernel &&
                    w->links[j].ev.e.call == in->event.call && !strcmp(w->links[j].ev.field, in->field);
        if (!seen && (best < 0 || in->event.seq < l->inputs[best].event.seq))
            best = i;
    }
    return best;
}

/* Whether the run of file f left the inf checker off (its configuration's checks lack it). */
static int inf_unchecked(const view_file *f)
{
    const pdd_log_meta *m = pdd_log_meta_of(view_log(f));
    cJSON *c = m && m->config ? cJSON_Parse(m->config) : NULL;
    const cJSON *checks = cJSON_GetObjectItemCaseSensitive(c, "checks"), *it;
    int off = cJSON_IsArray(checks);
    cJSON_ArrayForEach(it, checks)
        off &= !(cJSON_IsString(it) && !strcmp(it->valuestring, "inf"));
    cJSON_Delete(c);
    return off;
}

int view_why_make(view_why_chain *w, const view_digest *d, const char *verb)
{
    memset(w, 0, sizeof *w);
    if (!d->have_first) {
        w->state = VIEW_WHY_NO_FAILURE;
        return 0;
    }
    w->first = &d->first;
    w->file = d->first.file;
    if (d->first.e.field_id < 0 || !d->first.field[0] || d->first.e.kind == PDD_KIND_CRASH ||
        d->first.e.kind == PDD_KIND_CUDA_ERROR) {
        w->state = VIEW_WHY_NO_FIELD;
        return 0;
    }
    w->state = VIEW_WHY_CHAIN;
    w->links = view_calloc(VIEW_WHY_LINKS, sizeof *w->links);
    view_event_copy(&w->links[0].ev, &d->first.e, d->first.file);
    w->nlinks = 1;
    int no_inf = inf_unchecked(w->file);
    for (;;) {
        view_why_link *l = &w->links[w->nlinks - 1];
        l->inf_unchecked = no_inf;
        if (fill_link(l, verb) < 0) {
            for (int i = 0; i < w->nlinks; i++)
                view_event_free(&w->links[i].ev);
            w->nlinks = 0;
            w->state = VIEW_WHY_UNREADABLE;
            return -1;
        }
        int next = next_input(w, l);
        if (next < 0)
            return 0;
        if (w->nlinks == VIEW_WHY_LINKS) {
            w->cut = 1;
            return 0;
        }
        view_why_input *in = &l->inputs[next];
        in->followed = 1;
        pdd_log_event e = in->event;
        e.field = in->field;
        e.backtrace = "";
        view_event_copy(&w->links[w->nlinks++].ev, &e, w->file);
    }
}

void view_why_free(view_why_chain *w)
{
    for (int i = 0; i < w->nlinks; i++)
        view_event_free(&w->links[i].ev);
    free(w->links);
    memset(w, 0, sizeof *w);
}
