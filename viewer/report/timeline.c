/* timeline.c: the report's timeline — kernel calls per rank as an SVG, short calls
 * merged into runs within MAX_CALL_RECTS rectangles, events binned into markers. */
#include "filter.h"
#include "format.h"
#include "kept_calls.h"
#include "logset.h"
#include "process.h"
#include "report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the timeline: kernel calls per rank ---- */
typedef struct kname {
    char *name;
    uint64_t ns, calls;
    int colour; /* index in rep_kernel_colour, -1: grey */
} kname;

typedef struct lane {
    const view_file *file;
    uint64_t first, last, calls; /* the first call or event, the last record; calls drawn */
    int32_t *colour;             /* kernel id -> colour index (-1 grey) */
    size_t nid;
} lane;

typedef struct timeline {
    report *r;
    lane *lanes;
    size_t nlanes;
    kname *names; /* sorted by name */
    size_t nnames;
    uint64_t origin;  /* times are said since the run's start, as everywhere */
    uint64_t t0, span; /* the axis: from the first call or event to the last record */
    double x0, xw;
    /* per lane while drawing */
    lane *l;
    uint64_t *ns_by_id, *calls_by_id;
    double y;
    uint64_t budget, drawn, skipped, q;
    int all;
    uint64_t unfinished;
    int open; /* a run of short calls being merged: drawn in the colour of its longest */
    uint64_t run_t0, run_t1, run_n, run_longest, run_call;
    int32_t run_kernel;
    int run_mixed;
    uint64_t rects, calls_in_rects;
    int dropped; /* a log's ring dropped calls (PDD_PROGRESS_KEEP): not every call is drawn */
} timeline;

static int by_kname(const void *a, const void *b)
{
    return strcmp(((const kname *)a)->name, ((const kname *)b)->name);
}

static kname *kname_find(timeline *t, const char *name, int add)
{
    kname key = {.name = (char *)name};
    kname *hit = t->nnames ? bsearch(&key, t->names, t->nnames, sizeof key, by_kname) : NULL;
    if (hit || !add)
        return hit;
    kname *grown = view_realloc(t->names, (t->nnames + 1) * sizeof *grown);
    char *copy = view_strdup(name);
    t->names = grown;
    size_t at = 0;
    while (at < t->nnames && strcmp(grown[at].name, name) < 0)
        at++;
    memmove(&grown[at + 1], &grown[at], (t->nnames - at) * sizeof *grown);
    grown[at] = (kname){.name = copy, .colour = -1};
    t->nnames++;
    return &grown[at];
}

static int scan_calls(const pdd_log_progress *rows, size_t n, void *arg)
{
    timeline *t = arg;
    lane *l = t->l;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_progress *p = &rows[i];
        if (p->t_begin_ns > l->last)
            l->last = p->t_begin_ns;
        if (p->t_end_ns > l->last)
            l->last = p->t_end_ns;
        if (!view_filter_kernel(t->r->filter, view_kernel_name(l->file, p->kernel)))
            continue;
        l->calls++;
        if (!l->first || p->t_begin_ns < l->first)
            l->first = p->t_begin_ns;
        if (p->kernel >= 0 && (size_t)p->kernel < l->nid) {
            t->calls_by_id[p->kernel]++;
            if (p->t_end_ns > p->t_begin_ns)
                t->ns_by_id[p->kernel] += p->t_end_ns - p->t_begin_ns;
        }
    }
    return 0;
}

static int scan_last_event(const pdd_log_event *rows, size_t n, void *arg)
{
    lane *l = arg;
    for (size_t i = 0; i < n; i++) {
        if (rows[i].t_ns > l->last)
            l->last = rows[i].t_ns;
        if (rows[i].t_ns && (!l->first || rows[i].t_ns < l->first))
            l->first = rows[i].t_ns;
    }
    return 0;
}

static double tx(const timeline *t, uint64_t ns)
{
    return t->x0 + (double)(ns > t->t0 ? ns - t->t0 : 0) / (double)t->span * t->xw;
}

static const char *lane_colour(const timeline *t, int32_t kernel)
{
    int c = kernel >= 0 && (size_t)kernel < t->l->nid ? t->l->colour[kernel] : -1;
    return c >= 0 ? rep_kernel_colour[c] : OTHER_KERNEL;
}

#define LANE_H 34.0
#define BAR_Y 12.0 /* bar top within the lane; event markers above it */
#define BAR_H 17.0

static void call_rect(timeline *t, const char *cls, uint64_t n, uint64_t b, uint64_t e, int32_t kernel,
                      uint64_t call, int mixed)
{
    report *r = t->r;
    double x = tx(t, b), w = tx(t, e) - x;
    if (w < 0.6)
        w = 0.6;
    char ms1[32], ms2[32];
    rep_out(r, "<rect class=\"call%s\" data-n=\"%llu\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
           "height=\"%.0f\" fill=\"%s\"><title>rank %lld &middot; ",
        cls, (unsigned long long)n, x, t->y + BAR_Y, w, BAR_H, lane_colour(t, kernel),
        (long long)t->l->file->meta.rank);
    if (n == 1) {
        rep_esc(r, view_kernel_name(t->l->file, kernel));
        rep_out(r, " call %llu &middot; %s from %s%s</title></rect>\n", (unsigned long long)call,
            view_ms_str(e > b ? e - b : 0, ms1, sizeof ms1),
            view_ms_str(rep_since(b, t->origin), ms2, sizeof ms2),
            !strcmp(cls, " unfinished") ? " &middot; never ended (drawn to the last record of the log)"
                                        : "");
    } else {
        char a[32];
        rep_out(r, "%s calls merged (each too short to draw), %s&ndash;", rep_count_str(n, a, sizeof a),
            view_ms_str(rep_since(b, t->origin), ms1, sizeof ms1));
        rep_out(r, "%s; %s ", view_ms_str(rep_since(e, t->origin), ms2, sizeof ms2),
            mixed ? "longest" : "all of");
        rep_esc(r, view_kernel_name(t->l->file, kernel));
        rep_put(r, "</title></rect>\n");
    }
    t->rects++;
    t->calls_in_rects += n;
}

static void run_flush(timeline *t)
{
    if (!t->open)
        return;
    if (t->drawn < t->budget) {
        call_rect(t, t->run_n > 1 ? " merged" : "", t->run_n, t->run_t0, t->run_t1, t->run_kernel,
                  t->run_call, t->run_mixed);
        t->drawn++;
    } else {
        t->skipped += t->run_n;
    }
    t->open = 0;
}

static int draw_calls(const pdd_log_progress *rows, size_t n, void *arg)
{
    timeline *t = arg;
    const view_file *f = t->l->file;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_progress *p = &rows[i];
        if (!view_filter_kernel(t->r->filter, view_kernel_name(f, p->kernel)))
            continue;
        if (!p->t_end_ns) { /* never ended: drawn whatever its length, to the last record */
            run_flush(t);
            if (t->unfinished++ >= MAX_UNFINISHED) {
                t->skipped++;
                continue;
            }
            uint64_t end = t->l->last > p->t_begin_ns ? t->l->last : p->t_begin_ns;
            call_rect(t, " unfinished", 1, p->t_begin_ns, end, p->kernel, p->call, 0);
            double x = tx(t, end), y = t->y + BAR_Y + BAR_H / 2;
            rep_out(t->r, "<path class=\"unf-mark\" d=\"M%.1f %.1fl6 -6m0 6l-6 -6\" "
                      "transform=\"translate(4 3)\" stroke=\"#c62828\" stroke-width=\"2\"/>"
                      "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\">never ended</text>\n",
                x, y, x + 14, y + 4);
            continue;
        }
        uint64_t dur = p->t_end_ns > p->t_begin_ns ? p->t_end_ns - p->t_begin_ns : 0;
        if (t->all || dur >= t->q) {
            run_flush(t);
            if (t->drawn < t->budget) {
                call_rect(t, "", 1, p->t_begin_ns, p->t_end_ns, p->kernel, p->call, 0);
                t->drawn++;
            } else {
                t->skipped++;
            }
            continue;
        }
        /* a short call joins the run; a run as long as the quantum is drawn */
        if (!t->open) {
            t->open = 1;
            t->run_t0 = p->t_begin_ns;
            t->run_n = 0;
            t->run_longest = 0;
            t->run_kernel = p->kernel;
            t->run_mixed = 0;
        }
        t->run_n++;
        t->run_t1 = p->t_end_ns > t->run_t1 || t->run_n == 1 ? p->t_end_ns : t->run_t1;
        if (p->kernel != t->run_kernel)
            t->run_mixed = 1;
        if (dur >= t->run_longest) {
            t->run_longest = dur;
            t->run_call = p->call;
            t->run_kernel = p->kernel;
        }
        if (t->run_t1 - t->run_t0 >= t->q)
            run_flush(t);
    }
    return 0;
}

/* Events of a lane, binned by pixel column and checker so a flood of them stays small. */
typedef struct ev_bins {
    timeline *t;
    int nbins;
    uint64_t (*count)[VIEW_KINDS];
    uint64_t (*t_first)[VIEW_KINDS];
    char (*first)[VIEW_KINDS][160]; /* what the first event of the bin was */
} ev_bins;

static int bin_events(const pdd_log_event *rows, size_t n, void *arg)
{
    ev_bins *b = arg;
    timeline *t = b->t;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        if (e->kind <= 0 || e->kind >= VIEW_KINDS)
            continue;
        view_event probe = {.e = *e, .file = t->l->file};
        if (!view_filter_event(t->r->filter, &probe))
            continue;
        double frac = (tx(t, e->t_ns) - t->x0) / t->xw;
        /* clamped as a double: a damaged time must not overflow the int */
        double at = frac * b->nbins;
        int bin = !(at >= 0) ? 0 : at >= b->nbins ? b->nbins - 1 : (int)at;
        if (!b->count[bin][e->kind]++) {
            char idx[VIEW_INDEX_LEN], v[32], *what = b->first[bin][e->kind];
            size_t len = sizeof b->first[bin][e->kind];
            const char *kn = view_kernel_name(t->l->file, e->kernel);
            unsigned long long call = e->call;
            b->t_first[bin][e->kind] = e->t_ns;
            if (e->kind == PDD_KIND_CRASH)
                snprintf(what, len, "%s in %s call %llu", view_signal_name(e->value), kn, call);
            else if (e->kind == PDD_KIND_CUDA_ERROR)
                snprintf(what, len, "error %d in %s call %llu", e->cuda_error, kn, call);
            else
                snprintf(what, len, "%s at %s = %s in %s call %llu", e->field,
                         view_index_str(e->ndim, e->index, idx, sizeof idx),
                         view_value_str(e->value, v, sizeof v),
                         kn, call);
        }
    }
    return 0;
}

static int by_ns_desc(const void *a, const void *b)
{
    const kname *x = *(const kname *const *)a, *y = *(const kname *const *)b;
    if (x->ns != y->ns)
        return x->ns > y->ns ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Which ranks get a lane: all up to MAX_LANES; past that, those that matter first. */
static int lane_priority(const report *r, const view_file *f)
{
    if (r->d->have_first && r->d->first.file == f)
        return 0;
    if (!f->meta.clean_exit && !f->meta.end_signal && !f->meta.running) /* died of its own */
        return 1;
    if (f->events)
        return 2;
    if (!f->meta.clean_exit) /* ended from outside */
        return 3;
    return 4;
}

static const report *sort_report;
static int by_priority(const void *a, const void *b)
{
    const view_file *x = *(const view_file *const *)a, *y = *(const view_file *const *)b;
    int px = lane_priority(sort_report, x), py = lane_priority(sort_report, y);
    if (px != py)
        return px - py;
    return x->meta.rank < y->meta.rank ? -1 : x->meta.rank > y->meta.rank;
}

static int by_lane_rank(const void *a, const void *b)
{
    const lane *x = a, *y = b;
    if (x->file->meta.rank != y->file->meta.rank)
        return x->file->meta.rank < y->file->meta.rank ? -1 : 1;
    return strcmp(x->file->meta.path, y->file->meta.path);
}

/* The ranks drawn: the filter's, at most MAX_LANES of them in the order of by_priority;
 * *hidden counts the others. */
static const view_file **pick_lanes(report *r, size_t *npick, size_t *hidden)
{
    view_set *set = r->set;
    const view_file **pick = view_calloc(set->n, sizeof *pick);
    size_t n = 0;
    for (size_t i = 0; i < set->n; i++)
        if (r->filter->rank < 0 || set->files[i].meta.rank == r->filter->rank)
            pick[n++] = &set->files[i];
    *hidden = 0;
    if (n > MAX_LANES) {
        sort_report = r;
        qsort(pick, n, sizeof *pick, by_priority);
        *hidden = n - MAX_LANES;
        n = MAX_LANES;
    }
    *npick = n;
    return pick;
}

/* First pass: each lane's extent and the time spent per kernel name (for the colours). */
static int measure_lanes(timeline *t, const view_file **pick, size_t npick)
{
    report *r = t->r;
    t->lanes = view_calloc(npick, sizeof *t->lanes);
    for (size_t i = 0; i < npick; i++) {
        lane *l = &t->lanes[t->nlanes++];
        l->file = pick[i];
        size_t nk;
        const pdd_log_kernel *ks = pdd_log_kernels(view_log(l->file), &nk);
        for (size_t k = 0; k < nk; k++)
            l->nid = (size_t)ks[k].id + 1 > l->nid ? (size_t)ks[k].id + 1 : l->nid;
        l->colour = view_calloc(l->nid, sizeof *l->colour);
        t->ns_by_id = view_calloc(l->nid, sizeof *t->ns_by_id);
        t->calls_by_id = view_calloc(l->nid, sizeof *t->calls_by_id);
        t->l = l;
        pdd_log *log = view_log(l->file);
        size_t el = sizeof r->err;
        int bad = pdd_log_read_progress(log, 0, UINT64_MAX, scan_calls, t, r->err, el) < 0 ||
                  pdd_log_read_events(log, 0, UINT64_MAX, scan_last_event, l, r->err, el) < 0;
        if (view_calls_dropped(l->file)) { /* the whole run's counts */
            size_t nt;
            const pdd_log_totals *tot = pdd_log_totals_of(log, &nt);
            for (size_t k = 0; k < nt; k++)
                if (tot[k].kernel >= 0 && (size_t)tot[k].kernel < l->nid && t->calls_by_id[tot[k].kernel])
                    t->calls_by_id[tot[k].kernel] = tot[k].calls, t->ns_by_id[tot[k].kernel] = tot[k].time_ns;
            t->dropped = 1;
        }
        for (size_t k = 0; !bad && k < nk; k++)
            if (t->calls_by_id[ks[k].id]) {
                kname *kn = kname_find(t, ks[k].name, 1);
                kn->ns += t->ns_by_id[ks[k].id];
                kn->calls += t->calls_by_id[ks[k].id];
            }
        free(t->ns_by_id);
        free(t->calls_by_id);
        if (bad)
            return -1;
    }
    qsort(t->lanes, t->nlanes, sizeof *t->lanes, by_lane_rank);
    return 0;
}

/* The kernels that took the most time get their own colour; order lists the names by time. */
static void assign_colours(timeline *t, kname **order)
{
    for (size_t i = 0; i < t->nnames; i++)
        order[i] = &t->names[i];
    qsort(order, t->nnames, sizeof *order, by_ns_desc);
    for (size_t i = 0; i < t->nnames && i < NKCOLOUR; i++)
        order[i]->colour = (int)i;
    for (size_t i = 0; i < t->nlanes; i++) {
        lane *l = &t->lanes[i];
        size_t nk;
        const pdd_log_kernel *ks = pdd_log_kernels(view_log(l->file), &nk);
        for (size_t k = 0; k < l->nid; k++)
            l->colour[k] = -1;
        for (size_t k = 0; k < nk; k++) {
            kname *kn = kname_find(t, ks[k].name, 0);
            if (kn)
                l->colour[ks[k].id] = kn->colour;
        }
    }
}

/* The SVG's opening, the time grid and the axis label. */
static void draw_axis(timeline *t, double W, double top, double h)
{
    report *r = t->r;
    rep_out(r, "<div class=\"scroll\"><svg class=\"timeline\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" "
           "aria-label=\"kernel calls per rank\">\n", W, h);
    double lo = (double)(t->t0 - t->origin) / 1e6, hi = lo + (double)t->span / 1e6;
    double step = rep_nice_step(hi - lo, 8);
    char tk[32];
    for (double v = ceil(lo / step - 1e-9) * step; v <= hi * (1 + 1e-12); v += step) {
        double x = t->x0 + (v - lo) / (hi - lo) * t->xw;
        rep_out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
            x, x, top, top + LANE_H * (double)t->nlanes, x, top + LANE_H * (double)t->nlanes + 15,
            rep_tick_str(v, step, tk, sizeof tk));
    }
    rep_out(r, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">ms since the first rank started"
           "</text>\n", t->x0 + t->xw / 2, h - 4);
}

/* One rank's lane: its label, its calls within the rectangle budget `share`, its events
 * binned into markers. Adds the calls left out to *skipped. */
static int draw_lane(timeline *t, ev_bins *eb, uint64_t share, uint64_t *skipped)
{
    report *r = t->r;
    lane *l = t->l;
    int died = !l->file->meta.clean_exit && !l->file->meta.running;
    rep_out(r, "<rect class=\"lane\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\" rx=\"3\"/>\n"
           "<text class=\"lab%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">rank %lld<title>",
        t->x0, t->y + BAR_Y - 2, t->xw, BAR_H + 4, died ? " bad" : "", t->x0 - 10,
        t->y + BAR_Y + BAR_H / 2 + 4, (long long)l->file->meta.rank);
    rep_esc(r, l->file->meta.path);
    char ended[VIEW_EXIT_LEN + 32] = "";
    if (died && l->file->meta.end_signal)
        snprintf(ended, sizeof ended, " (terminated by %s; recovered from the journal)",
                 view_signal_name(l->file->meta.end_signal));
    else if (died)
        snprintf(ended, sizeof ended, " (died; recovered from the journal)");
    rep_out(r, "%s</title></text>\n", ended);
    t->budget = share;
    t->all = l->calls <= share;
    t->q = (uint64_t)((double)t->span / (double)(share / 2 ? share / 2 : 1)) + 1;
    t->drawn = t->skipped = t->unfinished = 0;
    t->open = 0;
    t->run_t1 = 0;
    pdd_log *log = view_log(l->file);
    if (pdd_log_read_progress(log, 0, UINT64_MAX, draw_calls, t, r->err, sizeof r->err) < 0)
        return -1;
    run_flush(t);
    *skipped += t->skipped;
    memset(eb->count, 0, (size_t)eb->nbins * sizeof *eb->count);
    if (pdd_log_read_events(log, 0, UINT64_MAX, bin_events, eb, r->err, sizeof r->err) < 0)
        return -1;
    for (int b = 0; b < eb->nbins; b++)
        for (int k = 1; k < VIEW_KINDS; k++) {
            uint64_t c = eb->count[b][k];
            if (!c)
                continue;
            double x = tx(t, eb->t_first[b][k]), y = t->y + BAR_Y - 1;
            char a[32], ms[32];
            rep_out(r, "<path class=\"ev\" data-kind=\"%s\" data-n=\"%llu\" d=\"M%.1f %.1fl-5 -8h10z\" "
                   "fill=\"%s\" stroke=\"#fff\" stroke-width=\"0.8\"><title>rank %lld &middot; %s "
                   "%s%s at %s: ",
                pdd_log_kind_name(k), (unsigned long long)c, x, y, rep_kind_colour[k],
                (long long)l->file->meta.rank, rep_count_str(c, a, sizeof a), pdd_log_kind_name(k),
                c == 1 ? "" : " events, the first",
                view_ms_str(rep_since(eb->t_first[b][k], t->origin), ms, sizeof ms));
            rep_esc(r, eb->first[b][k]);
            rep_put(r, "</title></path>\n");
        }
    return 0;
}

/* Below the drawing: the kernels' colours, what the markers mean, what was merged or left out. */
static void draw_legend(timeline *t, kname **order, uint64_t total_calls, uint64_t skipped,
                        size_t hidden)
{
    report *r = t->r;
    rep_put(r, "<div class=\"legend\">");
    size_t others = 0;
    for (size_t i = 0; i < t->nnames; i++) {
        if (order[i]->colour < 0) {
            others++;
            continue;
        }
        char a[32], ms[32];
        rep_out(r, "<span title=\"%s calls, %s\"><i class=\"sw\" style=\"background:%s\"></i>",
            rep_count_str(order[i]->calls, a, sizeof a), view_ms_str(order[i]->ns, ms, sizeof ms),
            rep_kernel_colour[order[i]->colour]);
        rep_esc(r, order[i]->name);
        rep_put(r, "</span>");
    }
    if (others)
        rep_out(r, "<span><i class=\"sw\" style=\"background:%s\"></i>%zu other kernel%s</span>",
            OTHER_KERNEL, others, rep_plural(others, "", "s"));
    if (r->d->nunfinished)
        rep_put(r, "<span><i class=\"sw unf\"></i>never ended</span>");
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            rep_out(r, "<span><i class=\"tri\" style=\"--c:%s\"></i>%s</span>", rep_kind_colour[k],
                pdd_log_kind_name(k));
    rep_put(r, "</div>\n");
    char a[32], b[32];
    if (t->calls_in_rects > t->rects || skipped)
        rep_out(r, "<p class=\"note\">%s kernel calls drawn as %s rectangles: runs of calls too short "
               "to see at this scale are merged into one (its tooltip counts them)%s. "
               "<code>pdd-view timeline</code> lists every call%s.</p>\n",
            rep_count_str(total_calls, a, sizeof a), rep_count_str(t->rects, b, sizeof b),
            skipped ? "; calls beyond the cap were left out" : "", t->dropped ? " the logs keep" : "");
    if (t->dropped)
        rep_put(r, "<p class=\"note\">The logs keep each rank&rsquo;s last kernel calls and those around its "
               "first failure (<code>PDD_PROGRESS_KEEP</code>): the older calls are counted in the kernels&rsquo; "
               "totals, not drawn.</p>\n");
    if (hidden)
        rep_out(r, "<p class=\"note\">%zu more rank%s not drawn: the lanes go to the rank of the first "
               "failure, the ranks that died or have events, those a signal ended, then the lowest (<code>--rank N</code> "
               "shows any one).</p>\n", hidden, rep_plural(hidden, "", "s"));
}

int report_timeline(report *r)
{
    int rc = -1;
    timeline t = {.r = r};
    size_t npick, hidden;
    const view_file **pick = pick_lanes(r, &npick, &hidden);
    kname **order = NULL;
    ev_bins eb = {.t = &t};
    if (measure_lanes(&t, pick, npick) < 0)
        goto out;
    uint64_t end = 0, total_calls = 0;
    for (size_t i = 0; i < t.nlanes; i++) {
        lane *l = &t.lanes[i];
        if (l->first && (!t.t0 || l->first < t.t0))
            t.t0 = l->first;
        end = l->last > end ? l->last : end;
        total_calls += l->calls;
    }
    rep_put(r, "<section id=\"timeline\">\n<h2>Timeline</h2>\n<p class=\"sub\">Kernel calls per rank "
           "along the run&rsquo;s time, coloured by kernel; events as triangles above the calls, "
           "coloured by checker. Hover for details.</p>\n");
    if (!total_calls) {
        rep_put(r, "<p class=\"note\">No kernel calls logged (PDD_CHECKS without progress?).</p>\n"
               "</section>\n");
        rc = 0;
        goto out;
    }
    t.origin = view_set_origin_ns(r->set);
    if (!t.origin || t.origin > t.t0)
        t.origin = t.t0;
    t.span = end > t.t0 ? end - t.t0 : 1;
    /* a little air on the left, when there was time before the first call */
    uint64_t pad = t.span / 100 < t.t0 - t.origin ? t.span / 100 : t.t0 - t.origin;
    t.t0 -= pad;
    t.span += pad;
    order = view_calloc(t.nnames, sizeof *order);
    assign_colours(&t, order);
    const double W = 1100, top = 4, axis_h = 40;
    t.x0 = 96;
    t.xw = W - t.x0 - 104; /* room on the right for "never ended" */
    draw_axis(&t, W, top, top + LANE_H * (double)t.nlanes + axis_h);
    /* the rectangle budget is shared by the lanes; a lane over its share merges short calls */
    uint64_t share = MAX_CALL_RECTS / t.nlanes;
    int bins = (int)(MAX_EVENT_MARKS / t.nlanes);
    int used = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        used += (r->kinds >> k) & 1;
    bins = used ? bins / used : bins;
    eb.nbins = bins < 20 ? 20 : bins > 300 ? 300 : bins;
    eb.count = view_calloc((size_t)eb.nbins, sizeof *eb.count);
    eb.t_first = view_calloc((size_t)eb.nbins, sizeof *eb.t_first);
    eb.first = view_calloc((size_t)eb.nbins, sizeof *eb.first);
    uint64_t skipped = 0;
    for (size_t i = 0; i < t.nlanes; i++) {
        t.l = &t.lanes[i];
        t.y = top + LANE_H * (double)i;
        if (draw_lane(&t, &eb, share, &skipped) < 0)
            goto out;
    }
    rep_out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>\n</svg></div>\n",
        t.x0, t.x0 + t.xw, top + LANE_H * (double)t.nlanes, top + LANE_H * (double)t.nlanes);
    draw_legend(&t, order, total_calls, skipped, hidden);
    rep_put(r, "</section>\n");
    rc = 0;
out:
    free(eb.count);
    free(eb.t_first);
    free(eb.first);
    free(order);
    for (size_t i = 0; i < t.nlanes; i++)
        free(t.lanes[i].colour);
    free(t.lanes);
    for (size_t i = 0; i < t.nnames; i++)
        free(t.names[i].name);
    free(t.names);
    free(pick);
    return rc;
}
