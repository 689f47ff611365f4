/* traces.c: the report's plots of traced fields — one plot per field, a line per
 * rank, thinned to MAX_PLOT_POINTS with every bad value kept. */
#include "digest.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "process.h"
#include "ranges.h"
#include "report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- traced fields: one plot per field, a line per rank ---- */
typedef struct tpoint {
    uint64_t x, call; /* x: the kernel call's place in the rank's trace (1, 2, ...) */
    double v;
    int32_t kernel;
    uint8_t bad;  /* 0 fine, 1 bad, 2 the series' first bad value */
    uint8_t kind; /* the checker a bad value breaks (0: a range no checker names) */
} tpoint;

typedef struct series {
    const view_file *file;
    int32_t field_id;
    uint64_t n, xmax;
    double min, max; /* finite values only */
    int finite, pos_nonfinite, neg_inf;
    int have_bad;
    tpoint first_bad;
    double lo, hi; /* the field's range in this log, when all its sites agree */
    int range;     /* 1 known, 0 none yet, -1 sites disagree */
    /* the second pass: decimated points */
    tpoint *pts;
    size_t npts, cap;
    uint64_t bucket, seen;
    tpoint cand[4]; /* this bucket's min, max, first non-finite, first bad */
    uint64_t cand_at[4];
    int has[4];
} series;

typedef struct plot {
    char *name;
    series *s;
    size_t ns;
    int bad;
    size_t chosen; /* s[0..chosen) are drawn */
} plot;

typedef struct trace_scan {
    report *r;
    const view_file *file;
    int pass;
    size_t nfield;
    view_ranges ranges;
    series *by_field;       /* pass 1: per field id */
    series **fill;          /* pass 2: per field id, the series being filled or NULL */
    int have_group;
    int32_t kernel;
    uint64_t call, x;
    int32_t ndim; /* the trace index: that of the field of most dimensions */
    int64_t index[PDD_LOG_MAX_DIMS];
} trace_scan;

static int point_bad(const trace_scan *c, int32_t kernel, int32_t field, double v, uint8_t *kind)
{
    const char *chk;
    int bad = view_ranges_bad(&c->ranges, kernel, field, v, &chk);
    *kind = isnan(v) ? PDD_KIND_NAN : isinf(v) ? PDD_KIND_INF
          : chk && strstr(chk, "neg_delp") ? PDD_KIND_NEG_DELP
          : chk && strstr(chk, "neg_tracer") ? PDD_KIND_NEG_TRACER : 0;
    return bad;
}

static void keep_point(series *s, const tpoint *p)
{
    if (s->npts < s->cap)
        s->pts[s->npts++] = *p;
}

/* Ends a bucket: its kept points go in, in the order they came. */
static void bucket_flush(series *s)
{
    int order[4], n = 0;
    for (int i = 0; i < 4; i++) {
        if (!s->has[i])
            continue;
        int dup = 0;
        for (int j = 0; j < n; j++)
            dup |= s->cand_at[order[j]] == s->cand_at[i];
        if (!dup)
            order[n++] = i;
    }
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && s->cand_at[order[j]] < s->cand_at[order[j - 1]]; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    for (int i = 0; i < n; i++) {
        tpoint p = s->cand[order[i]];
        /* the first bad point is marked as such, whichever slot kept it */
        if (s->have_bad && p.x == s->first_bad.x && p.bad)
            p.bad = 2;
        keep_point(s, &p);
    }
    memset(s->has, 0, sizeof s->has);
}

static void take(series *s, int slot, const tpoint *p)
{
    s->cand[slot] = *p;
    s->cand_at[slot] = s->seen;
    s->has[slot] = 1;
}

/* min and max keep a line's shape, the first non-finite point its gaps, and the first bad
 * point is never lost: at most 4 per bucket. */
static void add_point(series *s, const tpoint *p)
{
    if (isfinite(p->v)) {
        if (!s->has[0] || p->v < s->cand[0].v)
            take(s, 0, p);
        if (!s->has[1] || p->v > s->cand[1].v)
            take(s, 1, p);
    } else if (!s->has[2]) {
        take(s, 2, p);
    }
    if (p->bad == 2)
        take(s, 3, p);
    s->seen++;
    if (s->seen % s->bucket == 0)
        bucket_flush(s);
}

static int scan_trace(const pdd_log_trace *rows, size_t n, void *arg)
{
    trace_scan *c = arg;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_trace *t = &rows[i];
        if (!view_filter_kernel(c->r->filter, view_kernel_name(c->file, t->kernel)))
            continue;
        if (!c->have_group || t->kernel != c->kernel || t->call != c->call) {
            c->have_group = 1;
            c->kernel = t->kernel;
            c->call = t->call;
            c->x++;
        }
        if (t->field_id < 0 || (size_t)t->field_id >= c->nfield)
            continue;
        if (t->ndim > c->ndim) {
            c->ndim = t->ndim;
            memcpy(c->index, t->index, sizeof c->index);
        }
        tpoint p = {.x = c->x, .call = t->call, .v = t->value, .kernel = t->kernel};
        p.bad = (uint8_t)point_bad(c, t->kernel, t->field_id, t->value, &p.kind);
        if (c->pass == 1) {
            series *s = &c->by_field[t->field_id];
            if (!view_filter_field(c->r->filter, t->field))
                continue;
            s->n++;
            s->xmax = c->x;
            if (isfinite(t->value)) {
                if (!s->finite || t->value < s->min)
                    s->min = t->value;
                if (!s->finite || t->value > s->max)
                    s->max = t->value;
                s->finite = 1;
            } else if (t->value < 0) {
                s->neg_inf = 1;
            } else {
                s->pos_nonfinite = 1;
            }
            if (p.bad && !s->have_bad) {
                s->have_bad = 1;
                s->first_bad = p;
                s->first_bad.bad = 2;
            }
        } else if (c->fill[t->field_id]) {
            series *s = c->fill[t->field_id];
            if (p.bad && s->have_bad && p.x == s->first_bad.x)
                p.bad = 2;
            add_point(s, &p);
        }
    }
    return 0;
}

/* The per-(kernel, field) ranges of a log, as `pdd-view trace` judges values. */
static void scan_init(trace_scan *c, report *r, const view_file *f)
{
    memset(c, 0, sizeof *c);
    c->r = r;
    c->file = f;
    view_ranges_load(&c->ranges, f);
    c->nfield = c->ranges.nfield;
}

static void scan_free(trace_scan *c)
{
    view_ranges_free(&c->ranges);
    free(c->by_field);
    free(c->fill);
}

/* The field's range in one log: its sites' lo/hi when they all agree. */
static void series_range(series *s, const view_file *f)
{
    size_t ns;
    const pdd_log_site *ss = pdd_log_sites(view_log(f), &ns);
    for (size_t i = 0; i < ns; i++) {
        if (ss[i].field_id != s->field_id || ss[i].unchecked) /* an unchecked write has no range */
            continue;
        if (s->range == 0) {
            s->lo = ss[i].lo;
            s->hi = ss[i].hi;
            s->range = 1;
        } else if (s->range == 1 && (s->lo != ss[i].lo || s->hi != ss[i].hi)) {
            s->range = -1;
        }
    }
}


static plot *plot_of(plots *ps, const char *name)
{
    for (size_t lo = 0, hi = ps->n; lo < hi;) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(ps->p[mid].name, name);
        if (!c)
            return &ps->p[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    plot *grown = view_realloc(ps->p, (ps->n + 1) * sizeof *grown);
    char *copy = view_strdup(name);
    ps->p = grown;
    size_t at = 0;
    while (at < ps->n && strcmp(grown[at].name, name) < 0)
        at++;
    memmove(&grown[at + 1], &grown[at], (ps->n - at) * sizeof *grown);
    grown[at] = (plot){.name = copy};
    ps->n++;
    return &grown[at];
}

static const report *plot_report;
/* The first failure's field first, then fields that went bad, then the rest by name. */
static int plot_rank(const plot *p)
{
    const view_digest *d = plot_report->d;
    if (d->have_first && d->first.e.field[0] && !strcmp(d->first.e.field, p->name))
        return 0;
    return p->bad ? 1 : 2;
}
static int by_plot(const void *a, const void *b)
{
    const plot *x = a, *y = b;
    int rx = plot_rank(x), ry = plot_rank(y);
    return rx != ry ? rx - ry : strcmp(x->name, y->name);
}
/* Within a plot: the first failure's rank, ranks that went bad, then by rank. */
static int by_series(const void *a, const void *b)
{
    const series *x = a, *y = b;
    const view_digest *d = plot_report->d;
    int fx = d->have_first && d->first.file == x->file, fy = d->have_first && d->first.file == y->file;
    if (fx != fy)
        return fy - fx;
    if (x->have_bad != y->have_bad)
        return y->have_bad - x->have_bad;
    if (x->file->meta.rank != y->file->meta.rank)
        return x->file->meta.rank < y->file->meta.rank ? -1 : 1;
    return strcmp(x->file->meta.path, y->file->meta.path);
}
static int by_series_rank(const void *a, const void *b)
{
    const series *x = a, *y = b;
    if (x->file->meta.rank != y->file->meta.rank)
        return x->file->meta.rank < y->file->meta.rank ? -1 : 1;
    return strcmp(x->file->meta.path, y->file->meta.path);
}

static void point_title(report *r, const series *s, const char *field, const tpoint *p)
{
    char v[32];
    rep_out(r, "<title>rank %lld &middot; ", (long long)s->file->meta.rank);
    rep_esc(r, view_kernel_name(s->file, p->kernel));
    rep_out(r, " call %llu &middot; ", (unsigned long long)p->call);
    rep_esc(r, field);
    rep_out(r, " = %s", view_value_str(p->v, v, sizeof v));
    if (p->bad)
        rep_out(r, " (%s%s)", p->bad == 2 ? "first bad value: " : "bad: ", rep_kind_label(p->kind));
    rep_put(r, "</title>");
}

/* A plot's geometry: the SVG's size and margins, the value and call ranges on the axes, and
 * bands at the top (NaN, +Inf) and bottom (-Inf) for what cannot be drawn as a number. */
typedef struct frame {
    double W, H, T, B;
    double x0, xw, top, bottom, band;
    double ylo, yhi, step;
    uint64_t xmax, npoints;
    int pos_nf, neg_inf, bad;
} frame;

static double frame_x(const frame *f, double x)
{
    return f->x0 + (x - 1) / (double)(f->xmax > 1 ? f->xmax - 1 : 1) * f->xw;
}

static double frame_y(const frame *f, double v)
{
    return f->bottom - (v - f->ylo) / (f->yhi - f->ylo) * (f->bottom - f->top);
}

/* Where a point goes: NaN and +Inf in the top band, -Inf in the bottom one. */
static double frame_point_y(const frame *f, double v)
{
    return isnan(v) || (v > 0 && isinf(v)) ? f->T + f->band / 2
           : isinf(v)                      ? f->H - f->B - f->band / 2
                                           : frame_y(f, v);
}

static frame plot_frame(const plot *pl)
{
    frame f = {.W = 560, .H = 250, .T = 14, .B = 40, .band = 16, .xmax = 1};
    const double L = 62, R = 16;
    double min = INFINITY, max = -INFINITY;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        if (s->finite) {
            min = s->min < min ? s->min : min;
            max = s->max > max ? s->max : max;
        }
        f.xmax = s->xmax > f.xmax ? s->xmax : f.xmax;
        f.pos_nf |= s->pos_nonfinite;
        f.neg_inf |= s->neg_inf;
        f.bad += s->have_bad;
        f.npoints += s->n;
    }
    if (!(min <= max)) {
        min = 0;
        max = 1;
    }
    if (max - min <= fabs(max) * 1e-12) { /* a constant: give it some room */
        double pad = fabs(max) > 0 ? fabs(max) * 0.1 : 1;
        min -= pad;
        max += pad;
    }
    f.step = rep_nice_step(max - min, 5);
    f.ylo = floor(min / f.step) * f.step, f.yhi = ceil(max / f.step) * f.step;
    f.top = f.T + (f.pos_nf ? f.band + 4 : 0), f.bottom = f.H - f.B - (f.neg_inf ? f.band + 4 : 0);
    f.x0 = L, f.xw = f.W - L - R;
    return f;
}

/* Is one checked range common to every series drawn (then its bounds are drawn)? */
static int plot_common_range(const plot *pl)
{
    const series *s0 = &pl->s[0];
    int range = s0->range == 1;
    for (size_t i = 1; i < pl->chosen; i++)
        range &= pl->s[i].range == 1 && pl->s[i].lo == s0->lo && pl->s[i].hi == s0->hi;
    return range;
}

static void plot_heading(report *r, const plot *pl, const frame *f, int range)
{
    char a[32], b[32];
    const series *s0 = &pl->s[0];
    rep_put(r, "<div class=\"plot\"><h3 class=\"mono\">");
    rep_esc(r, pl->name);
    if (f->bad)
        rep_put(r, "<span class=\"badge\">bad</span>");
    rep_out(r, "</h3>\n<p class=\"sub\">%zu rank%s &middot; %s value%s", pl->chosen,
        rep_plural(pl->chosen, "", "s"), rep_count_str(f->npoints, a, sizeof a),
        rep_plural(f->npoints, "", "s"));
    size_t more = pl->ns - pl->chosen;
    if (more)
        rep_out(r, " &middot; %zu more rank%s not drawn", more, rep_plural(more, "", "s"));
    if (range && (isfinite(s0->lo) || isfinite(s0->hi)) && fabs(s0->lo) < 1e300 && fabs(s0->hi) < 1e300)
        rep_out(r, " &middot; checked range [%s, %s]", view_value_str(s0->lo, a, sizeof a),
            view_value_str(s0->hi, b, sizeof b));
    rep_put(r, "</p>\n");
}

/* The grid, the bands, the axes and the checked range's bounds. */
static void plot_axes(report *r, const plot *pl, const frame *f, int range)
{
    char a[32];
    const series *s0 = &pl->s[0];
    for (double v = f->ylo; v <= f->yhi + f->step * 1e-9; v += f->step) {
        double y = frame_y(f, v);
        rep_out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
            f->x0, f->x0 + f->xw, y, y, f->x0 - 6, y + 4, rep_tick_str(v, f->step, a, sizeof a));
    }
    if (f->pos_nf)
        rep_out(r, "<rect class=\"band\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\"/>"
               "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">nan / inf</text>\n",
            f->x0, f->T, f->xw, f->band, f->x0 - 6, f->T + f->band / 2 + 4);
    if (f->neg_inf)
        rep_out(r, "<rect class=\"band\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\"/>"
               "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">-inf</text>\n",
            f->x0, f->H - f->B - f->band, f->xw, f->band, f->x0 - 6, f->H - f->B - f->band / 2 + 4);
    double xstep = rep_nice_step((double)(f->xmax > 1 ? f->xmax - 1 : 1), 6);
    if (xstep < 1)
        xstep = 1;
    for (double x = xstep > 1 ? xstep : 1; x <= (double)f->xmax + 1e-9; x += xstep) {
        double px = frame_x(f, x);
        rep_out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.0f</text>\n",
            px, px, f->H - f->B, f->H - f->B + 4, px, f->H - f->B + 16, x);
    }
    rep_out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
           "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">kernel call, in the order they ran"
           "</text>\n",
        f->x0, f->x0 + f->xw, f->H - f->B, f->H - f->B, f->x0 + f->xw / 2, f->H - 6);
    if (range && isfinite(s0->lo) && s0->lo >= f->ylo && s0->lo <= f->yhi)
        rep_out(r, "<line class=\"thr\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"><title>lower bound "
               "%s: below it is bad</title></line>\n", f->x0, f->x0 + f->xw, frame_y(f, s0->lo),
            frame_y(f, s0->lo), view_value_str(s0->lo, a, sizeof a));
    if (range && isfinite(s0->hi) && s0->hi >= f->ylo && s0->hi <= f->yhi)
        rep_out(r, "<line class=\"thr\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"><title>upper bound "
               "%s: above it is bad</title></line>\n", f->x0, f->x0 + f->xw, frame_y(f, s0->hi),
            frame_y(f, s0->hi), view_value_str(s0->hi, a, sizeof a));
}

/* One line per rank, broken where a value is not a number, and its points. */
static void plot_series(report *r, const plot *pl, const frame *f)
{
    double r_pt = f->npoints > 600 ? 1.4 : f->npoints > 150 ? 2 : 2.8;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        const char *colour = rep_rank_colour[i % MAX_SERIES];
        rep_out(r, "<path class=\"line\" stroke=\"%s\" d=\"", colour);
        int pen = 0;
        for (size_t k = 0; k < s->npts; k++) {
            if (!isfinite(s->pts[k].v)) {
                pen = 0;
                continue;
            }
            rep_out(r, "%s%.1f %.1f", pen ? "L" : "M", frame_x(f, s->pts[k].x), frame_y(f, s->pts[k].v));
            pen = 1;
        }
        rep_out(r, "\"/>\n<g fill=\"%s\">\n", colour);
        for (size_t k = 0; k < s->npts; k++) {
            const tpoint *p = &s->pts[k];
            if (p->bad == 2)
                continue; /* drawn last, on top */
            double px = frame_x(f, p->x), py = frame_point_y(f, p->v);
            if (!isfinite(p->v))
                rep_out(r, "<path class=\"pt nf\" d=\"M%.1f %.1fl-4 6h8z\" fill=\"%s\">", px, py - 3,
                    rep_kind_colour[p->kind]);
            else if (p->bad)
                rep_out(r, "<path class=\"pt bad\" d=\"M%.1f %.1fl4 4l-4 4l-4 -4z\" fill=\"%s\">", px,
                    py - 4, rep_kind_colour[p->kind]);
            else
                rep_out(r, "<circle class=\"pt\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\">", px, py, r_pt);
            point_title(r, s, pl->name, p);
            rep_put(r, isfinite(p->v) && !p->bad ? "</circle>\n" : "</path>\n");
        }
        rep_put(r, "</g>\n");
    }
}

/* Each rank's first bad value: a ring in its checker's colour, with a label. */
static void plot_first_bad(report *r, const plot *pl, const frame *f)
{
    char a[32];
    int nlabel = 0;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        if (!s->have_bad)
            continue;
        const tpoint *p = &s->first_bad;
        double px = frame_x(f, p->x), py = frame_point_y(f, p->v);
        const char *kc = rep_kind_colour[p->kind];
        rep_out(r, "<g class=\"first-bad\" data-rank=\"%lld\" data-field=\"",
            (long long)s->file->meta.rank);
        rep_esc(r, pl->name);
        rep_out(r, "\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"7.5\" fill=\"#fff\" stroke=\"%s\" "
               "stroke-width=\"2.5\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.2\" fill=\"%s\"/>",
            px, py, kc, px, py, kc);
        point_title(r, s, pl->name, p);
        /* the label goes where there is room: left of a point on the right half */
        int right = px > f->x0 + f->xw * 0.6;
        double ly = py + (py < f->top + 24 ? 22 : -12) + 13.0 * nlabel;
        rep_out(r, "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">first bad: %s",
            right ? px - 10 : px + 10, ly, right ? "end" : "start", view_value_str(p->v, a, sizeof a));
        if (pl->chosen > 1) /* several ranks: say whose it is */
            rep_out(r, " (rank %lld)", (long long)s->file->meta.rank);
        rep_put(r, "</text></g>\n");
        nlabel++;
    }
}

static void plot_legend(report *r, const plot *pl)
{
    char a[32];
    rep_put(r, "<div class=\"legend\">");
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        rep_out(r, "<span><i class=\"sw line\" style=\"background:%s\"></i>rank %lld",
            rep_rank_colour[i % MAX_SERIES], (long long)s->file->meta.rank);
        if (s->have_bad) {
            rep_out(r, ": <b style=\"color:%s\">first bad %s</b> after ", rep_kind_colour[s->first_bad.kind],
                view_value_str(s->first_bad.v, a, sizeof a));
            rep_esc(r, view_kernel_name(s->file, s->first_bad.kernel));
            rep_out(r, " call %llu (%s)", (unsigned long long)s->first_bad.call,
                rep_kind_label(s->first_bad.kind));
        }
        rep_put(r, "</span>");
    }
    rep_put(r, "</div></div>\n");
}

static void draw_plot(report *r, const plot *pl)
{
    frame f = plot_frame(pl);
    int range = plot_common_range(pl);
    plot_heading(r, pl, &f, range);
    rep_out(r, "<svg class=\"trace\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" aria-label=\"", f.W, f.H);
    rep_esc(r, pl->name);
    rep_put(r, " at the trace index\">\n");
    plot_axes(r, pl, &f, range);
    plot_series(r, pl, &f);
    plot_first_bad(r, pl, &f);
    rep_put(r, "</svg>\n");
    plot_legend(r, pl);
}

/* First pass, for each log while the digest has it open: per field, how many values,
 * their range and the first bad one. */
int report_traces_scan(const view_file *f, void *arg)
{
    report *r = arg;
    plots *ps = r->ps;
    if ((r->filter->rank >= 0 && f->meta.rank != r->filter->rank) || !f->traces)
        return 0;
    trace_scan c;
    scan_init(&c, r, f);
    c.pass = 1;
    c.by_field = view_calloc(c.nfield, sizeof *c.by_field);
    if (pdd_log_read_trace(view_log(f), 0, UINT64_MAX, scan_trace, &c, r->err, sizeof r->err) < 0) {
        fprintf(stderr, "pdd-view report: %s\n", r->err);
        scan_free(&c);
        return -1;
    }
    ps->rows += c.x;
    if (c.ndim > ps->ndim) {
        ps->ndim = c.ndim;
        memcpy(ps->index, c.index, sizeof ps->index);
    }
    for (size_t id = 0; id < c.nfield; id++) {
        series *s = &c.by_field[id];
        if (!s->n)
            continue;
        const pdd_log_field *fl = pdd_log_field_by_id(view_log(f), (int32_t)id);
        plot *pl = plot_of(ps, fl && fl->name[0] ? fl->name : "?");
        series *grown = view_realloc(pl->s, (pl->ns + 1) * sizeof *grown);
        pl->s = grown;
        s->file = f;
        s->field_id = (int32_t)id;
        series_range(s, f);
        pl->s[pl->ns++] = *s;
        pl->bad |= s->have_bad;
    }
    scan_free(&c);
    return 0;
}

void report_plots_free(plots *ps)
{
    for (size_t i = 0; i < ps->n; i++) {
        for (size_t k = 0; k < ps->p[i].ns; k++)
            free(ps->p[i].s[k].pts);
        free(ps->p[i].s);
        free(ps->p[i].name);
    }
    free(ps->p);
    memset(ps, 0, sizeof *ps);
}

int report_traces(report *r)
{
    view_set *set = r->set;
    plots ps = *r->ps; /* given back below: the caller frees it */
    int rc = -1;
    char a[VIEW_INDEX_LEN];
    rep_put(r, "<section id=\"traces\">\n<h2>Traced fields</h2>\n");
    if (!ps.n) {
        rep_put(r, "<p class=\"note\">No trace in these logs: run with PDD_TRACE_INDEX=i,j,k to follow "
               "every field written at one point, kernel call by kernel call.</p>\n</section>\n");
        rc = 0;
        goto out;
    }
    rep_out(r, "<p class=\"sub\">The value at %s (PDD_TRACE_INDEX) after each kernel call that wrote "
           "the field; a ring marks each rank&rsquo;s first bad value (NaN, Inf or outside the "
           "range its probe checks), in its checker&rsquo;s colour; later bad values are diamonds. "
           "Values that are not numbers sit in the band at the top. Along the bottom: the kernel "
           "calls that wrote traced fields, numbered in the order they ran on each rank.</p>\n",
        view_index_str(ps.ndim, ps.index, a, sizeof a));
    plot_report = r;
    qsort(ps.p, ps.n, sizeof *ps.p, by_plot);
    size_t nplots = ps.n < MAX_PLOTS ? ps.n : MAX_PLOTS;
    for (size_t i = 0; i < nplots; i++) {
        plot *pl = &ps.p[i];
        qsort(pl->s, pl->ns, sizeof *pl->s, by_series);
        pl->chosen = pl->ns < MAX_SERIES ? pl->ns : MAX_SERIES;
        qsort(pl->s, pl->chosen, sizeof *pl->s, by_series_rank);
        size_t budget = MAX_ALL_POINTS / nplots < MAX_PLOT_POINTS ? MAX_ALL_POINTS / nplots
                                                                   : MAX_PLOT_POINTS;
        size_t per = budget / pl->chosen;
        for (size_t k = 0; k < pl->chosen; k++) {
            series *s = &pl->s[k];
            /* a bucket keeps up to 4 points: this many buckets stay within `per` */
            size_t room = per > 8 ? per - 4 : per;
            s->bucket = s->n <= per ? 1 : (4 * s->n + room - 1) / room;
            s->cap = per + 8;
            s->pts = view_calloc(s->cap, sizeof *s->pts);
        }
    }
    /* second pass: the decimated points of the series drawn, from their logs alone */
    for (size_t i = 0; i < set->n; i++) {
        const view_file *f = &set->files[i];
        int any = 0;
        for (size_t p = 0; p < nplots && !any; p++)
            for (size_t k = 0; k < ps.p[p].chosen; k++)
                any |= ps.p[p].s[k].file == f;
        if (!any)
            continue;
        trace_scan c;
        scan_init(&c, r, f);
        c.pass = 2;
        c.fill = view_calloc(c.nfield, sizeof *c.fill);
        for (size_t p = 0; p < nplots; p++)
            for (size_t k = 0; k < ps.p[p].chosen; k++)
                if (ps.p[p].s[k].file == f && (size_t)ps.p[p].s[k].field_id < c.nfield)
                    c.fill[ps.p[p].s[k].field_id] = &ps.p[p].s[k];
        int bad = pdd_log_read_trace(view_log(f), 0, UINT64_MAX, scan_trace, &c, r->err,
                                     sizeof r->err) < 0;
        for (size_t id = 0; id < c.nfield; id++)
            if (c.fill[id])
                bucket_flush(c.fill[id]);
        scan_free(&c);
        if (bad)
            goto out;
    }
    rep_put(r, "<div class=\"grid\">\n");
    for (size_t i = 0; i < nplots; i++)
        draw_plot(r, &ps.p[i]);
    rep_put(r, "</div>\n");
    if (ps.n > nplots)
        rep_out(r, "<p class=\"note\">%zu more traced field%s not drawn (<code>--field GLOB</code> picks "
               "them; <code>pdd-view trace</code> lists every value).</p>\n",
            ps.n - nplots, rep_plural(ps.n - nplots, "", "s"));
    rep_put(r, "</section>\n");
    rc = 0;
out:
    *r->ps = ps;
    return rc;
}
