/* overview.c: the report's text parts — the page's head and header, the first
 * failure, the count cards, events by kernel and field, CUDA errors, crashes, calls that
 * never ended, and the logs read. */
#include "digest.h"
#include "event_text.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "process.h"
#include "ranks.h"
#include "report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void report_page_head(report *r)
{
    const char *program = r->set->files[0].meta.program;
    rep_put(r, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           /* the page may load nothing at all, whatever a name in it says */
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
           "style-src 'unsafe-inline'\">\n<title>pdd report: ");
    rep_esc_short(r, program[0] ? program : "(unknown program)");
    rep_out(r, "</title>\n<meta name=\"generator\" content=\"pdd-view %s\">\n<style>\n", PDD_VERSION);
    rep_put(r, view_report_css);
    rep_put(r, "</style>\n</head>\n<body>\n<main>\n");
}

/* Ranks of one run differ in their arguments at most: compare the executables. */
static int same_program(const char *a, const char *b)
{
    size_t na = strcspn(a, " "), nb = strcspn(b, " ");
    return na == nb && !strncmp(a, b, na);
}

void report_page_header(report *r)
{
    const view_set *set = r->set;
    const char *program = set->files[0].meta.program;
    int64_t lo = set->files[0].meta.rank, hi = set->files[set->n - 1].meta.rank;
    size_t died = 0, others = 0;
    for (size_t i = 0; i < set->n; i++) {
        died += !set->files[i].meta.clean_exit && !set->files[i].meta.running;
        others += !same_program(set->files[i].meta.program, program);
    }
    /* the executable's name as the title, the whole command line under it */
    size_t exe = strcspn(program, " ");
    const char *base = program;
    for (size_t i = 0; i < exe; i++)
        if (program[i] == '/')
            base = program + i + 1;
    rep_put(r, "<header class=\"top\">\n<div class=\"brand\">pdd report</div>\n<h1>");
    if (program[0])
        rep_escn(r, base, (size_t)(program + exe - base));
    else
        rep_put(r, "(unknown program)");
    rep_put(r, "</h1>\n<div class=\"cmd mono\">");
    rep_esc(r, program);
    rep_put(r, "</div>\n<p class=\"sub\">");
    if (set->n == 1)
        rep_out(r, "1 log, rank %lld", (long long)lo);
    else if (lo == hi)
        rep_out(r, "%zu logs, all rank %lld", set->n, (long long)lo);
    else
        rep_out(r, "%zu logs, ranks %lld&ndash;%lld", set->n, (long long)lo, (long long)hi);
    if (died)
        rep_out(r, " &middot; <b style=\"color:var(--bad)\">%zu died</b>", died);
    if (others)
        rep_out(r, " &middot; %zu log%s of another program", others, rep_plural(others, "", "s"));
    if (set->unreadable)
        rep_out(r, " &middot; %d log%s could not be read", set->unreadable,
            rep_plural((uint64_t)set->unreadable, "", "s"));
    const view_filter *f = r->filter;
    if (f->kernels.n || f->fields.n || f->rank >= 0) {
        rep_put(r, " &middot; only");
        for (int i = 0; i < f->kernels.n; i++) {
            rep_put(r, " kernel <code>");
            rep_esc(r, f->kernels.v[i]);
            rep_put(r, "</code>");
        }
        for (int i = 0; i < f->fields.n; i++) {
            rep_put(r, " field <code>");
            rep_esc(r, f->fields.v[i]);
            rep_put(r, "</code>");
        }
        if (f->rank >= 0)
            rep_out(r, " rank %lld", (long long)f->rank);
    }
    rep_out(r, " &middot; pdd-view %s</p>\n</header>\n", PDD_VERSION);
}


static void fact(report *r, const char *name, const char *value)
{
    rep_out(r, "<div><dt>%s</dt><dd>", name);
    rep_esc(r, value);
    rep_put(r, "</dd></div>");
}

void report_first_failure(report *r)
{
    const view_digest *d = r->d;
    char buf[1024], a[VIEW_INDEX_LEN], b[64], c[64];
    if (!d->have_first) {
        rep_out(r, "<section class=\"first clean\">\n<div class=\"label\">No failures</div>\n"
               "<div class=\"headline\">No checker fired in %s kernel call%s%s</div>\n"
               "<div class=\"where\">NaN, Inf, negative tracers and delp, CUDA errors and crashes "
               "were watched for%s.</div>\n",
            rep_count_str(d->calls, a, sizeof a), rep_plural(d->calls, "", "s"),
            d->have_first_halo ? " outside the fields' halos" : "",
            r->filter->kernels.n || r->filter->fields.n || r->filter->rank >= 0
                ? " (in what the filter lets through)" : "");
        if (d->have_first_halo) { /* said apart, as the summary does */
            view_event_describe(&d->first_halo, buf, sizeof buf);
            char rule[128];
            rep_out(r, "<div class=\"where\">In the halo (%s), not counted as failures, "
                       "the first: ", view_halo_rule(d, rule, sizeof rule));
            rep_esc(r, buf);
            rep_put(r, "</div>\n");
        }
        rep_put(r, "</section>\n");
        return;
    }
    const view_event *f = &d->first;
    int kind = f->e.kind;
    const char *kernel = view_kernel_name(f->file, f->e.kernel);
    rep_out(r, "<section class=\"first\" style=\"--kc:%s\">\n<div class=\"label\">First failure</div>\n"
           "<div class=\"headline\"><span class=\"kind\" style=\"background:%s\">%s</span> ",
        rep_kind_colour[kind], rep_kind_colour[kind], pdd_log_kind_name(kind));
    if (kind == PDD_KIND_CRASH) {
        rep_out(r, "%s in kernel <span class=\"mono\">", view_signal_name(f->e.value));
        rep_esc(r, kernel);
        rep_out(r, "</span> call %llu", (unsigned long long)f->e.call);
    } else if (kind == PDD_KIND_CUDA_ERROR) {
        rep_out(r, "%d in kernel <span class=\"mono\">", f->e.cuda_error);
        rep_esc(r, kernel);
        rep_out(r, "</span> call %llu", (unsigned long long)f->e.call);
    } else {
        rep_put(r, "in <span class=\"mono\">");
        rep_esc(r, f->e.field[0] ? f->e.field : "-");
        rep_out(r, "</span> at %s = %s", view_index_str(f->e.ndim, f->e.index, a, sizeof a),
            view_value_str(f->e.value, b, sizeof b));
    }
    uint64_t origin = view_set_origin_ns(r->set);
    rep_out(r, "</div>\n<div class=\"where\">rank %lld &middot; kernel <code>",
        (long long)f->file->meta.rank);
    rep_esc(r, kernel);
    rep_out(r, "</code> call %llu &middot; %s after the start &middot; ", (unsigned long long)f->e.call,
        view_ms_str(rep_since(f->e.t_ns, origin), c, sizeof c));
    rep_esc(r, f->file->meta.path);
    rep_put(r, "</div>\n<dl class=\"facts\">");
    if (kind != PDD_KIND_CRASH && kind != PDD_KIND_CUDA_ERROR) {
        fact(r, "field", f->e.field[0] ? f->e.field : "-");
        fact(r, "index", view_index_str(f->e.ndim, f->e.index, a, sizeof a));
        fact(r, "value", view_value_str(f->e.value, a, sizeof a));
        fact(r, "bad values in the call", rep_count_str(f->e.count, a, sizeof a));
        fact(r, "min", view_value_str(f->e.min, a, sizeof a));
        fact(r, "max", view_value_str(f->e.max, a, sizeof a));
    }
    snprintf(a, sizeof a, "%lld", (long long)f->file->meta.rank);
    fact(r, "rank", a);
    snprintf(a, sizeof a, "%llu", (unsigned long long)f->e.call);
    fact(r, "call", a);
    if (d->have_program && d->program.calls > 1) { /* as the summary says it */
        view_program_call_text(&d->program, buf, sizeof buf);
        fact(r, "program call", buf);
    }
    rep_put(r, "</dl>\n<div class=\"describe mono\">");
    view_event_describe(f, buf, sizeof buf);
    rep_esc(r, buf);
    rep_put(r, "</div>\n");
    if (f->e.backtrace[0]) {
        rep_put(r, "<pre>");
        rep_esc(r, f->e.backtrace);
        rep_put(r, "</pre>\n");
    }
    if (d->nbefore && kind != PDD_KIND_CRASH && kind != PDD_KIND_CUDA_ERROR) {
        rep_put(r, "<h3>The trace of <span class=\"mono\">");
        rep_esc(r, f->e.field);
        rep_out(r, "</span> at %s (PDD_TRACE_INDEX) up to that call</h3>\n<div class=\"scroll\">"
               "<table class=\"before\"><tr><th>kernel</th><th class=\"n\">call</th>"
               "<th class=\"n\">value</th><th></th></tr>\n",
            view_index_str(d->trace_ndim, d->trace_index, a, sizeof a));
        for (int i = 0; i < d->nbefore; i++) {
            int hit = i == d->nbefore - 1 && !strcmp(d->before[i].kernel, kernel) &&
                      d->before[i].call == f->e.call;
            rep_out(r, "<tr%s><td class=\"mono\">", hit ? " class=\"hit\"" : "");
            rep_esc(r, d->before[i].kernel);
            rep_out(r, "</td><td class=\"n\">%llu</td><td class=\"n mono\" title=\"%s\">",
                (unsigned long long)d->before[i].call, view_value_str(d->before[i].value, a, sizeof a));
            rep_out(r, "%s</td><td>%s</td></tr>\n", rep_short_value(d->before[i].value, a, sizeof a),
                hit ? "&larr; the failing call" : "");
        }
        rep_put(r, "</table></div>\n");
    }
    report_why(r);
    rep_put(r, "</section>\n");
}

static void card(report *r, uint64_t n, const char *one, const char *many, int alert)
{
    char a[32];
    const char *look = !alert ? "" : n ? " alert" : " zero";
    rep_out(r, "<div class=\"card%s\"><b>%s</b><span>%s</span></div>\n", look, rep_count_str(n, a, sizeof a),
        rep_plural(n, one, many));
}

void report_cards(report *r)
{
    const view_digest *d = r->d;
    /* from the totals: the digest lists only so many crash and CUDA events */
    uint64_t crashes = d->by_kind[PDD_KIND_CRASH].events, cuda = d->by_kind[PDD_KIND_CUDA_ERROR].events;
    uint64_t died = 0;
    for (size_t i = 0; i < r->set->n; i++)
        died += !r->set->files[i].meta.clean_exit && !r->set->files[i].meta.running;
    rep_put(r, "<div class=\"cards\">\n");
    card(r, r->set->n, "log", "logs", 0);
    card(r, d->calls, "kernel call", "kernel calls", 0);
    card(r, r->events, "event", "events", 1);
    uint64_t values = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        if (k != PDD_KIND_CRASH && k != PDD_KIND_CUDA_ERROR)
            values += d->by_kind[k].values;
    card(r, values, "bad value", "bad values", 1);
    card(r, crashes, "crash", "crashes", 1);
    card(r, cuda, "CUDA error", "CUDA errors", 1);
    card(r, d->nunfinished, "call never ended", "calls never ended", 1);
    card(r, died, "rank died", "ranks died", 1);
    rep_put(r, "</div>\n");
}

static void checker_legend(report *r)
{
    rep_put(r, "<div class=\"legend\">");
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            rep_out(r, "<span><i class=\"sw\" style=\"background:%s\"></i>%s</span>", rep_kind_colour[k],
                pdd_log_kind_name(k));
    rep_put(r, "</div>\n");
}

/* ---- events per kernel / field: horizontal bars stacked by checker ---- */
static uint64_t named_events(const view_named *x)
{
    uint64_t n = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        n += x->by_kind[k].events;
    return n;
}

static const view_named *sort_tab;
static int by_events(const void *a, const void *b)
{
    const view_named *x = &sort_tab[*(const size_t *)a], *y = &sort_tab[*(const size_t *)b];
    uint64_t ex = named_events(x), ey = named_events(y);
    if (ex != ey)
        return ex > ey ? -1 : 1;
    return strcmp(x->name, y->name);
}

static void bar_chart(report *r, const char *what, const view_named *tab, size_t n)
{
    size_t *rows = view_calloc(n, sizeof *rows), nrows = 0;
    for (size_t i = 0; i < n; i++)
        if (named_events(&tab[i]))
            rows[nrows++] = i;
    sort_tab = tab;
    qsort(rows, nrows, sizeof *rows, by_events);
    size_t shown = nrows < MAX_BARS ? nrows : MAX_BARS;
    rep_out(r, "<div class=\"chart\"><h3>Events per %s</h3>\n", what);
    if (!shown) {
        rep_out(r, "<p class=\"note\">no %s has events</p></div>\n", what);
        free(rows);
        return;
    }
    size_t longest = 4;
    for (size_t i = 0; i < shown; i++) {
        size_t len = strlen(tab[rows[i]].name);
        longest = len > longest ? len : longest;
    }
    longest = longest < NAME_CHARS ? longest : NAME_CHARS;
    const double W = 560, label = 14 + 6.4 * (double)longest, right = 46, row = 24, top = 6;
    const double x0 = label, xw = W - label - right;
    double h = top + row * (double)shown + 30;
    double max = (double)named_events(&tab[rows[0]]);
    double step = rep_nice_step(max, 4);
    step = step < 1 ? 1 : step; /* events are counted: no half ticks */
    double axis = ceil(max / step) * step;
    if (axis < max || axis <= 0)
        axis = max > 0 ? max : 1;
    rep_out(r, "<svg class=\"bars\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" aria-label=\"events per %s\">\n",
        W, h, what);
    char t[32];
    for (double v = 0; v <= axis + step * 1e-9; v += step) {
        double x = x0 + v / axis * xw;
        rep_out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
            x, x, top - 2, top + row * (double)shown, x, top + row * (double)shown + 15,
            rep_tick_str(v, step, t, sizeof t));
    }
    rep_out(r, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">events (one per failing site and "
           "kernel call)</text>\n", x0 + xw / 2, h - 2);
    for (size_t i = 0; i < shown; i++) {
        const view_named *x = &tab[rows[i]];
        double y = top + row * (double)i;
        rep_put(r, "<text class=\"lab\" x=\"");
        rep_out(r, "%.1f\" y=\"%.1f\" text-anchor=\"end\"><title>", x0 - 8, y + 16);
        rep_esc(r, x->name);
        rep_put(r, "</title>");
        rep_esc_short(r, x->name);
        rep_put(r, "</text>\n");
        double at = x0;
        for (int k = 1; k < VIEW_KINDS; k++) {
            const view_count *c = &x->by_kind[k];
            if (!c->events)
                continue;
            double w = (double)c->events / axis * xw;
            rep_out(r, "<rect class=\"bar\" data-kind=\"%s\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                   "height=\"15\" rx=\"2\" fill=\"%s\"><title>",
                pdd_log_kind_name(k), at, y + 5, w > 1 ? w : 1, rep_kind_colour[k]);
            rep_esc(r, x->name);
            char ev[32], va[32];
            rep_out(r, ": %s %s event%s, %s bad value%s</title></rect>\n",
                rep_count_str(c->events, ev, sizeof ev), pdd_log_kind_name(k), rep_plural(c->events, "", "s"),
                rep_count_str(c->values, va, sizeof va), rep_plural(c->values, "", "s"));
            at += w;
        }
        rep_out(r, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", at + 6, y + 16,
            rep_count_str(named_events(x), t, sizeof t));
    }
    rep_out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>\n</svg>\n", x0, x0,
        top - 2, top + row * (double)shown);
    if (nrows > shown)
        rep_out(r, "<p class=\"note\">and %zu more %ss with fewer events (the tables below list them "
               "all)</p>\n", nrows - shown, what);
    rep_put(r, "</div>\n");
    free(rows);
}

/* ---- the count tables, as `pdd-view summary` prints them ---- */
static void count_table(report *r, const char *title, const char *what, const view_named *tab,
                        size_t n)
{
    int dropped = r->d->dropped != 0;
    rep_out(r, "<div><h3>%s</h3>\n<div class=\"scroll\"><table><tr><th>%s</th>", title, what);
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            rep_out(r, "<th class=\"n\"><i class=\"sw\" style=\"background:%s;width:9px;height:9px;"
                   "margin-right:5px\"></i>%s</th>", rep_kind_colour[k], pdd_log_kind_name(k));
    rep_out(r, "<th class=\"n\">events</th>%s</tr>\n", dropped ? "<th class=\"n\">dropped</th>" : "");
    size_t quiet = 0;
    char a[32];
    for (size_t i = 0; i < n; i++) {
        uint64_t events = named_events(&tab[i]);
        if (!events && !tab[i].dropped) {
            quiet++;
            continue;
        }
        rep_put(r, "<tr><td class=\"mono\">");
        rep_esc(r, tab[i].name);
        rep_put(r, "</td>");
        for (int k = 1; k < VIEW_KINDS; k++)
            if (r->kinds & (1u << k))
                rep_out(r, "<td class=\"n\">%s</td>", rep_count_str(tab[i].by_kind[k].values, a, sizeof a));
        rep_out(r, "<td class=\"n\">%s</td>", rep_count_str(events, a, sizeof a));
        if (dropped)
            rep_out(r, "<td class=\"n\">%s</td>", rep_count_str(tab[i].dropped, a, sizeof a));
        rep_put(r, "</tr>\n");
    }
    rep_put(r, "</table></div>\n");
    if (quiet)
        rep_out(r, "<p class=\"note\">and %zu more %s%s without events</p>\n", quiet, what,
            rep_plural(quiet, "", "s"));
    rep_put(r, "</div>\n");
}

void report_where(report *r)
{
    const view_digest *d = r->d;
    if (!r->events)
        return;
    rep_put(r, "<section id=\"where\">\n<h2>Where it went wrong</h2>\n<p class=\"sub\">Events per "
           "kernel and per field, coloured by checker. An event is one failing probe site in one "
           "kernel call; it counts its bad values.</p>\n");
    checker_legend(r);
    rep_put(r, "<div class=\"grid\">\n");
    bar_chart(r, "kernel", d->kernels, d->nkernels);
    bar_chart(r, "field", d->fields, d->nfields);
    rep_put(r, "</div>\n<div class=\"tables\">\n<div><h3>By checker</h3>\n<table><tr><th>checker</th>"
           "<th class=\"n\">events</th><th class=\"n\">bad values</th></tr>\n");
    char a[32], b[32];
    for (int k = 1; k < VIEW_KINDS; k++)
        if (d->by_kind[k].events)
            rep_out(r, "<tr><td><i class=\"sw\" style=\"background:%s;width:9px;height:9px;"
                   "margin-right:7px\"></i>%s</td><td class=\"n\">%s</td>"
                   "<td class=\"n\">%s</td></tr>\n",
                rep_kind_colour[k], pdd_log_kind_name(k), rep_count_str(d->by_kind[k].events, a, sizeof a),
                rep_count_str(d->by_kind[k].values, b, sizeof b));
    rep_out(r, "<tr class=\"total\"><td>total</td><td class=\"n\">%s</td><td></td></tr>\n</table>\n",
        rep_count_str(r->events, a, sizeof a));
    if (d->dropped)
        rep_out(r, "<p class=\"note\">%s more events were not logged: their sites reached "
               "PDD_MAX_EVENTS (PDD_MAX_EVENTS=0 lifts the cap)</p>\n",
            rep_count_str(d->dropped, a, sizeof a));
    rep_put(r, "</div>\n");
    count_table(r, "By kernel", "kernel", d->kernels, d->nkernels);
    count_table(r, "By field", "field", d->fields, d->nfields);
    rep_put(r, "</div>\n</section>\n");
}

/* ---- CUDA errors, crashes, calls that never ended, the logs ---- */
void report_specials(report *r)
{
    const view_digest *d = r->d;
    if (!d->nspecial)
        return;
    uint64_t origin = view_set_origin_ns(r->set);
    for (int pass = 0; pass < 2; pass++) {
        int kind = pass == 0 ? PDD_KIND_CRASH : PDD_KIND_CUDA_ERROR;
        uint64_t total = d->by_kind[kind].events, listed = 0;
        if (!total)
            continue;
        rep_out(r, "<section id=\"%s\">\n<h2>%s</h2>\n<p class=\"sub\">%s, with the backtrace "
               "recorded at the time.</p>\n", pass == 0 ? "crashes" : "cuda",
            pass == 0 ? "Crashes" : "CUDA errors",
            pass == 0 ? "Signals caught in a kernel" : "Errors after a kernel launch");
        for (size_t i = 0; i < d->nspecial; i++) {
            const view_event *e = &d->special[i];
            if (e->e.kind != kind)
                continue;
            listed++;
            char line[1024], ms[32];
            view_event_describe(e, line, sizeof line);
            rep_out(r, "<div class=\"special\"><div><span class=\"kind\" style=\"background:%s;"
                   "font-size:12px\">%s</span> <b>rank %lld</b> &middot; <span class=\"mono\">",
                rep_kind_colour[kind], pdd_log_kind_name(kind), (long long)e->file->meta.rank);
            rep_esc(r, line);
            rep_out(r, "</span> &middot; <span class=\"sub\">%s after the start</span></div>\n",
                view_ms_str(rep_since(e->e.t_ns, origin), ms, sizeof ms));
            const char *bt = e->e.backtrace;
            if (kind == PDD_KIND_CUDA_ERROR && strchr(bt, '\n'))
                bt = strchr(bt, '\n') + 1; /* its first line is said above */
            if (*bt) {
                rep_put(r, "<pre>");
                rep_esc(r, bt);
                rep_put(r, "</pre>");
            }
            rep_put(r, "</div>\n");
        }
        if (listed < total) {
            char a[32];
            rep_out(r, "<p class=\"note\">%s more not listed here (<code>pdd-view events --kind %s</code> "
                   "lists them all).</p>\n",
                rep_count_str(total - listed, a, sizeof a), pdd_log_kind_name(kind));
        }
        rep_put(r, "</section>\n");
    }
}

/* Rows that stand for the ranks a table leaves out (lines from ranks.c); frees them. */
static void left_out_rows(report *r, char **lines, size_t n, int ncol)
{
    for (size_t i = 0; i < n; i++) {
        rep_out(r, "<tr><td colspan=\"%d\" class=\"sub\">", ncol);
        rep_esc(r, lines[i]);
        rep_put(r, i + 1 == n ? " (<code>pdd-view summary --all-ranks</code> lists them)</td></tr>\n"
                          : "</td></tr>\n");
    }
    view_lines_free(lines, n);
}

void report_unfinished(report *r)
{
    const view_digest *d = r->d;
    if (!d->nunfinished)
        return;
    uint64_t origin = view_set_origin_ns(r->set);
    rep_put(r, "<section id=\"unfinished\">\n<h2>Kernel calls that began and never ended</h2>\n"
           "<p class=\"sub\">Per rank, the last call without an end: where the process was when it "
           "died or hung.</p>\n<table><tr><th class=\"n\">rank</th><th>kernel</th><th class=\"n\">call"
           "</th><th class=\"n\">began</th><th>log</th></tr>\n");
    for (size_t i = 0; i < d->nunfinished; i++) {
        const view_unfinished *u = &d->unfinished[i];
        char ms[32];
        if (!r->listed[u->file - r->set->files])
            continue;
        rep_out(r, "<tr class=\"bad\"><td class=\"n\">%lld</td><td class=\"mono\">",
            (long long)u->file->meta.rank);
        rep_esc(r, u->kernel);
        rep_out(r, "</td><td class=\"n\">%llu</td><td class=\"n\">%s</td><td class=\"path\">",
            (unsigned long long)u->call, view_ms_str(rep_since(u->t_begin_ns, origin), ms, sizeof ms));
        rep_esc(r, u->file->meta.path);
        rep_put(r, "</td></tr>\n");
    }
    size_t nlines;
    char **lines = view_ranks_unfinished_left_out(r->set, d, r->listed, &nlines);
    left_out_rows(r, lines, nlines, 5);
    rep_put(r, "</table>\n</section>\n");
}

void report_logs(report *r)
{
    const view_set *set = r->set;
    uint64_t origin = view_set_origin_ns(set);
    rep_out(r, "<section id=\"logs\">\n<h2>Logs</h2>\n<details%s><summary>%zu log%s, one per rank"
           "</summary>\n<div class=\"scroll\"><table><tr><th class=\"n\">rank</th><th>host</th>"
           "<th class=\"n\">pid</th><th>started</th><th>exit</th><th class=\"n\">events</th>"
           "<th class=\"n\">calls</th><th>log</th></tr>\n",
        set->n <= 16 ? " open" : "", set->n, rep_plural(set->n, "", "s"));
    /* thousands of ranks: those worth a look, and a line for each kind of the others */
    const unsigned char *listed = r->listed;
    for (size_t i = 0; i < set->n; i++) {
        if (!listed[i])
            continue;
        const pdd_log_meta *m = &set->files[i].meta;
        char a[32], b[32], ms[32];
        rep_out(r, "<tr%s><td class=\"n\">%lld</td><td>", m->clean_exit || m->running ? "" : " class=\"bad\"",
            (long long)m->rank);
        rep_esc(r, m->hostname[0] ? m->hostname : "-");
        rep_out(r, "</td><td class=\"n\">%lld</td><td>", (long long)m->pid);
        rep_esc(r, m->start_time[0] ? m->start_time : "-");
        if (m->start_time_ns && origin && (uint64_t)m->start_time_ns > origin)
            rep_out(r, " <span class=\"sub\">(+%s)</span>",
                view_ms_str((uint64_t)m->start_time_ns - origin, ms, sizeof ms));
        char exit[VIEW_EXIT_LEN];
        rep_out(r, "</td><td>%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"path\">",
            view_exit_str(m, exit, sizeof exit),
            rep_count_str(set->files[i].events, a, sizeof a),
            rep_count_str(set->files[i].calls, b, sizeof b));
        rep_esc(r, m->path);
        rep_put(r, "</td></tr>\n");
    }
    size_t nlisted = 0, nlines;
    for (size_t i = 0; i < set->n; i++)
        nlisted += listed[i];
    char **lines = view_ranks_left_out(set, listed, nlisted, &nlines);
    left_out_rows(r, lines, nlines, 8);
    rep_put(r, "</table></div>\n</details>\n</section>\n");
}
