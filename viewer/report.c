/* report.c: `pdd-view report --html FILE`: one self-contained HTML page (inline CSS, SVG
 * drawn here, no script, nothing fetched) with the digest, events per kernel and field, a
 * timeline of the kernel calls per rank and a plot of every traced field. Memory and page
 * size are bounded by the caps below, never by the number of events, calls or trace rows. */
#include "atomic_file.h"
#include "view.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Caps that keep the page of a huge run small and quick to open. */
#define MAX_CALL_RECTS 5000  /* timeline rectangles, all ranks together */
#define MAX_EVENT_MARKS 2000 /* timeline event markers, all ranks together */
#define MAX_LANES 32         /* ranks drawn in the timeline */
#define MAX_BARS 30          /* kernels or fields in a bar chart */
#define MAX_PLOTS 40         /* traced fields plotted */
#define MAX_SERIES 8         /* ranks per traced-field plot */
#define MAX_PLOT_POINTS 1000 /* points per traced-field plot, its ranks together */
#define MAX_ALL_POINTS 20000 /* points in all the plots together */
#define MAX_UNFINISHED 16    /* calls that never ended drawn per rank (one, unless nested) */
#define NAME_CHARS 34        /* longer names are cut in chart labels (whole in tooltips) */

/* One colour per checker, the same in every chart; index 0: a value outside a range that
 * no checker names. */
static const char *const kind_colour[VIEW_KINDS] = {"#c0392b", "#d62f2f", "#ef8a17", "#2f6fce",
                                                    "#8a4fc7", "#119c8a", "#262a33"};
static const char *kind_label(int k)
{
    return k > 0 && k < VIEW_KINDS ? pdd_log_kind_name(k) : "out of range";
}

/* Kernels get soft colours (events keep the strong ones); past these, grey. */
static const char *const kernel_colour[] = {"#7fb0de", "#f4b266", "#8fd08b", "#c6a2e2",
                                            "#f2a0c0", "#84cfd2", "#dcc477", "#a9b4f0",
                                            "#b9d48e", "#eba58c", "#94c1b5", "#d4aaa2"};
#define NKCOLOUR (int)(sizeof kernel_colour / sizeof kernel_colour[0])
#define OTHER_KERNEL "#c3c9d2"
/* Traced-field lines, one per rank. */
static const char *const rank_colour[MAX_SERIES] = {"#4c6a92", "#b0875a", "#5f9470", "#9a7096",
                                                    "#5d9ea3", "#8d7b68", "#7d86b8", "#a3a35c"};

/* ---- output: a buffered writer that remembers the first error ---- */
typedef struct writer {
    int fd, err; /* err: the first errno, 0 while all went well */
    size_t n;
    char buf[1 << 16];
} writer;

static void w_flush(writer *w)
{
    size_t at = 0;
    while (!w->err && at < w->n) {
        ssize_t k = write(w->fd, w->buf + at, w->n - at);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            w->err = k < 0 ? errno : EIO;
            break;
        }
        at += (size_t)k;
    }
    w->n = 0;
}

static void w_put(writer *w, const char *s, size_t len)
{
    while (len) {
        if (w->n == sizeof w->buf)
            w_flush(w);
        size_t room = sizeof w->buf - w->n, k = len < room ? len : room;
        memcpy(w->buf + w->n, s, k);
        w->n += k;
        s += k;
        len -= k;
    }
}

struct plots;
typedef struct report {
    writer *w;
    struct plots *ps; /* the traced fields, gathered while the digest reads each log */
    unsigned char *listed; /* per log: listed in the tables (ranks.c) */
    view_set *set;
    view_digest *d;
    const view_filter *filter;
    uint64_t events; /* under the filter */
    uint32_t kinds;  /* checkers that fired (bit 1 << kind) */
    char err[1024];  /* a reader's message */
} report;

static void put(report *r, const char *s) { w_put(r->w, s, strlen(s)); }

static void out(report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(report *r, const char *fmt, ...)
{
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        w_put(r->w, small, (size_t)n);
        return;
    }
    char *big = view_calloc((size_t)n + 1, 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    w_put(r->w, big, (size_t)n);
    free(big);
}

/* Text into HTML (element content and attribute values alike); control characters other
 * than newline and tab are dropped, so a damaged name cannot break the page. */
static void escn(report *r, const char *s, size_t len)
{
    size_t from = 0;
    for (size_t i = 0; i < len && s[i]; i++) {
        unsigned char ch = (unsigned char)s[i];
        const char *rep = ch == '&' ? "&amp;" : ch == '<' ? "&lt;" : ch == '>' ? "&gt;"
                        : ch == '"' ? "&quot;" : ch == '\'' ? "&#39;"
                        : ch < 0x20 && ch != '\n' && ch != '\t' ? "" : ch == 0x7f ? "" : NULL;
        if (!rep)
            continue;
        w_put(r->w, s + from, i - from);
        put(r, rep);
        from = i + 1;
    }
    size_t end = from;
    while (end < len && s[end])
        end++;
    w_put(r->w, s + from, end - from);
}
static void esc(report *r, const char *s) { escn(r, s, strlen(s)); }

/* A name cut to NAME_CHARS with an ellipsis, escaped. */
static void esc_short(report *r, const char *s)
{
    size_t n = strlen(s);
    if (n <= NAME_CHARS) {
        esc(r, s);
        return;
    }
    size_t cut = NAME_CHARS - 1;
    while (cut > 0 && ((unsigned char)s[cut] & 0xc0) == 0x80) /* not inside a UTF-8 character */
        cut--;
    escn(r, s, cut);
    put(r, "\xe2\x80\xa6");
}

/* 1234567 -> "1,234,567" */
static const char *count_str(uint64_t v, char *buf, size_t len)
{
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v), o = 0;
    for (int i = 0; i < n && (size_t)o + 2 < len; i++) {
        if (i && (n - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = 0;
    return buf;
}

/* A value as a person reads it (9 digits); view_value_str's exact one goes in tooltips. */
static const char *short_value(double v, char *buf, size_t len)
{
    if (!isfinite(v))
        return view_value_str(v, buf, len);
    snprintf(buf, len, "%.9g", v);
    return buf;
}

static const char *plural(uint64_t n, const char *one, const char *many) { return n == 1 ? one : many; }

/* A tick step of 1, 2 or 5 times a power of ten giving about `target` ticks. */
static double nice_step(double span, int target)
{
    if (!(span > 0))
        return 1;
    double raw = span / target, mag = pow(10, floor(log10(raw))), f = raw / mag;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * mag;
}

static const char *tick_str(double v, double step, char *buf, size_t len)
{
    if (fabs(v) < step * 1e-9)
        v = 0;
    if (step >= 1 && fabs(v) < 1e9) /* whole numbers whole: 20000, not 2e+04 */
        snprintf(buf, len, "%.0f", v);
    else
        snprintf(buf, len, "%.4g", v);
    return buf;
}

/* ---- the page ---- */
static const char page_css[] =
    ":root{--fg:#1c2230;--muted:#5f6878;--faint:#8a93a3;--line:#e4e7ec;--bg:#f3f4f7;"
    "--card:#fff;--bad:#c62828;--ok:#1e7a46}\n"
    "*{box-sizing:border-box}\n"
    "body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"
    "\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,sans-serif;-webkit-font-smoothing:antialiased}\n"
    "main{max-width:1180px;margin:0 auto;padding:30px 28px 64px}\n"
    "header.top{margin-bottom:18px}\n"
    "header.top .brand{font-size:12px;letter-spacing:.12em;text-transform:uppercase;"
    "color:var(--faint);font-weight:600}\n"
    "h1{font-size:28px;margin:0 0 2px;font-weight:700;letter-spacing:-.01em;word-break:break-all}\n"
    ".cmd{color:var(--muted);margin:0 0 6px;word-break:break-all}\n"
    "h2{font-size:17px;margin:0 0 4px;font-weight:650}\n"
    "h3{font-size:14px;margin:16px 0 8px;font-weight:650}\n"
    "p.sub,.sub{color:var(--muted);margin:0 0 14px;font-size:13.5px}\n"
    "section{background:var(--card);border:1px solid var(--line);border-radius:12px;"
    "padding:20px 24px;margin:18px 0;box-shadow:0 1px 2px rgba(16,24,40,.05)}\n"
    "code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,\"DejaVu Sans Mono\","
    "monospace;font-size:12.5px}\n"
    "code{background:#f1f3f6;border-radius:4px;padding:1px 5px}\n"
    "pre{background:#f7f8fa;border:1px solid var(--line);border-radius:8px;padding:10px 14px;"
    "overflow:auto;margin:8px 0 0;line-height:1.45}\n"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:13.5px}\n"
    ".scroll{overflow-x:auto}\n"
    "th,td{padding:5px 14px 5px 0;text-align:left;border-bottom:1px solid var(--line);"
    "white-space:nowrap;vertical-align:top}\n"
    "th{font-size:11.5px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);"
    "font-weight:600;border-bottom:2px solid var(--line)}\n"
    "td.n,th.n{text-align:right;padding-left:14px}\n"
    "td.path{color:var(--muted);white-space:normal;word-break:break-all}\n"
    "tr.bad td{color:var(--bad)}\n"
    "tr.total td{font-weight:650;border-bottom:none}\n"
    ".first{border:1px solid #f3c9c4;border-left:7px solid var(--kc);background:#fff8f7}\n"
    ".first.clean{border-color:#cfe8d8;border-left-color:var(--ok);background:#f5fbf7}\n"
    ".label{font-size:12px;letter-spacing:.1em;text-transform:uppercase;font-weight:700;"
    "color:var(--kc)}\n"
    ".clean .label{color:var(--ok)}\n"
    ".headline{font-size:22px;font-weight:650;margin:4px 0 2px;line-height:1.35}\n"
    ".where{color:var(--muted);margin-bottom:12px}\n"
    ".kind{display:inline-block;color:#fff;border-radius:6px;padding:0 9px;font-size:15px;"
    "font-weight:650;vertical-align:2px}\n"
    ".facts{display:flex;flex-wrap:wrap;gap:10px 28px;margin:0 0 10px;padding:0}\n"
    ".facts div{min-width:90px}\n"
    ".facts dt{font-size:11.5px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}\n"
    ".facts dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}\n"
    ".describe{color:#6b3030;margin:6px 0 0}\n"
    ".before{margin-top:6px}\n"
    ".before tr.hit td{color:var(--bad);font-weight:650}\n"
    ".cards{display:flex;gap:10px;margin:18px 0}\n"
    ".card{flex:1 1 auto;min-width:0;background:var(--card);border:1px solid var(--line);"
    "border-radius:12px;padding:11px 14px}\n"
    ".card b{display:block;font-size:23px;font-weight:650;font-variant-numeric:tabular-nums}\n"
    ".card.zero b{color:var(--faint)}\n"
    ".card span{color:var(--muted);font-size:13px}\n"
    ".card.alert b{color:var(--bad)}\n"
    ".legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:13px;color:var(--muted);"
    "margin:10px 0 0}\n"
    ".legend span{display:inline-flex;align-items:center;gap:6px}\n"
    ".sw{width:12px;height:12px;border-radius:3px;display:inline-block;flex:none}\n"
    ".sw.line{height:3px;border-radius:2px;width:16px}\n"
    ".sw.unf{background:repeating-linear-gradient(135deg,#fff 0 2px,#c62828 2px 4px)}\n"
    ".tri{width:0;height:0;border-left:6px solid transparent;border-right:6px solid transparent;"
    "border-top:9px solid var(--c);display:inline-block}\n"
    ".tables{display:flex;flex-wrap:wrap;gap:4px 48px;align-items:flex-start}\n"
    ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(500px,1fr));gap:18px 26px}\n"
    ".plot h3{margin:6px 0 0}\n"
    ".plot .sub{margin:0 0 4px}\n"
    ".badge{display:inline-block;font-size:11px;font-weight:700;color:#fff;background:var(--bad);"
    "border-radius:10px;padding:0 8px;margin-left:6px;vertical-align:2px}\n"
    ".note{color:var(--muted);font-size:13px;margin:8px 0 0}\n"
    ".special{border-top:1px solid var(--line);padding-top:12px;margin-top:12px}\n"
    ".special:first-of-type{border-top:none;margin-top:0;padding-top:0}\n"
    "details summary{cursor:pointer;color:var(--muted);font-size:13.5px;margin-bottom:8px}\n"
    "svg{display:block;width:100%;height:auto;overflow:visible}\n"
    "svg text{font-family:inherit;font-size:11px;fill:#5f6878}\n"
    "svg text.lab{fill:#2b3240;font-size:11.5px}\n"
    "svg text.bad{fill:#c62828;font-weight:650;paint-order:stroke;stroke:#fff;stroke-width:3px;"
    "stroke-linejoin:round}\n"
    "svg .gridline{stroke:#eceef2;stroke-width:1}\n"
    "svg .axis{stroke:#b9c0cb;stroke-width:1}\n"
    "svg .lane{fill:#f6f7f9}\n"
    "svg .line{fill:none;stroke-width:1.6;stroke-linejoin:round;stroke-linecap:round}\n"
    "svg .thr{stroke:#c62828;stroke-width:1;stroke-dasharray:4 3;opacity:.7}\n"
    "svg .band{fill:#fdf0ef}\n"
    "svg rect.call:hover,svg rect.bar:hover,svg circle:hover{opacity:.75}\n"
    "@media (max-width:760px){.cards{flex-wrap:wrap}main{padding:16px 10px}section{padding:16px}}\n"
    "footer{color:var(--faint);font-size:12.5px;text-align:center;margin-top:26px}\n";

static void page_head(report *r)
{
    const char *program = r->set->files[0].meta.program;
    put(r, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           /* the page may load nothing at all, whatever a name in it says */
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
           "style-src 'unsafe-inline'\">\n<title>pdd report: ");
    esc_short(r, program[0] ? program : "(unknown program)");
    out(r, "</title>\n<meta name=\"generator\" content=\"pdd-view %s\">\n<style>\n", PDD_VERSION);
    put(r, page_css);
    put(r, "</style>\n</head>\n<body>\n<main>\n");
}

/* Ranks of one run differ in their arguments at most: compare the executables. */
static int same_program(const char *a, const char *b)
{
    size_t na = strcspn(a, " "), nb = strcspn(b, " ");
    return na == nb && !strncmp(a, b, na);
}

static void page_header(report *r)
{
    const view_set *set = r->set;
    const char *program = set->files[0].meta.program;
    int64_t lo = set->files[0].meta.rank, hi = set->files[set->n - 1].meta.rank;
    size_t died = 0, others = 0;
    for (size_t i = 0; i < set->n; i++) {
        died += !set->files[i].meta.clean_exit;
        others += !same_program(set->files[i].meta.program, program);
    }
    /* the executable's name as the title, the whole command line under it */
    size_t exe = strcspn(program, " ");
    const char *base = program;
    for (size_t i = 0; i < exe; i++)
        if (program[i] == '/')
            base = program + i + 1;
    put(r, "<header class=\"top\">\n<div class=\"brand\">pdd report</div>\n<h1>");
    if (program[0])
        escn(r, base, (size_t)(program + exe - base));
    else
        put(r, "(unknown program)");
    put(r, "</h1>\n<div class=\"cmd mono\">");
    esc(r, program);
    put(r, "</div>\n<p class=\"sub\">");
    if (set->n == 1)
        out(r, "1 log, rank %lld", (long long)lo);
    else if (lo == hi)
        out(r, "%zu logs, all rank %lld", set->n, (long long)lo);
    else
        out(r, "%zu logs, ranks %lld&ndash;%lld", set->n, (long long)lo, (long long)hi);
    if (died)
        out(r, " &middot; <b style=\"color:var(--bad)\">%zu died</b>", died);
    if (others)
        out(r, " &middot; %zu log%s of another program", others, plural(others, "", "s"));
    if (set->unreadable)
        out(r, " &middot; %d log%s could not be read", set->unreadable,
            plural((uint64_t)set->unreadable, "", "s"));
    const view_filter *f = r->filter;
    if (f->kernels.n || f->fields.n || f->rank >= 0) {
        put(r, " &middot; only");
        for (int i = 0; i < f->kernels.n; i++) {
            put(r, " kernel <code>");
            esc(r, f->kernels.v[i]);
            put(r, "</code>");
        }
        for (int i = 0; i < f->fields.n; i++) {
            put(r, " field <code>");
            esc(r, f->fields.v[i]);
            put(r, "</code>");
        }
        if (f->rank >= 0)
            out(r, " rank %lld", (long long)f->rank);
    }
    out(r, " &middot; pdd-view %s</p>\n</header>\n", PDD_VERSION);
}

static uint64_t since(uint64_t t, uint64_t origin) { return origin && t > origin ? t - origin : 0; }

static void fact(report *r, const char *name, const char *value)
{
    out(r, "<div><dt>%s</dt><dd>", name);
    esc(r, value);
    put(r, "</dd></div>");
}

static void first_failure(report *r)
{
    const view_digest *d = r->d;
    char buf[1024], a[VIEW_INDEX_LEN], b[64], c[64];
    if (!d->have_first) {
        out(r, "<section class=\"first clean\">\n<div class=\"label\">No failures</div>\n"
               "<div class=\"headline\">No checker fired in %s kernel call%s</div>\n"
               "<div class=\"where\">NaN, Inf, negative tracers and delp, CUDA errors and crashes "
               "were watched for%s.</div>\n</section>\n",
            count_str(d->calls, a, sizeof a), plural(d->calls, "", "s"),
            r->filter->kernels.n || r->filter->fields.n || r->filter->rank >= 0
                ? " (in what the filter lets through)" : "");
        return;
    }
    const view_event *f = &d->first;
    int kind = f->e.kind;
    const char *kernel = view_kernel_name(f->file, f->e.kernel);
    out(r, "<section class=\"first\" style=\"--kc:%s\">\n<div class=\"label\">First failure</div>\n"
           "<div class=\"headline\"><span class=\"kind\" style=\"background:%s\">%s</span> ",
        kind_colour[kind], kind_colour[kind], pdd_log_kind_name(kind));
    if (kind == PDD_KIND_CRASH) {
        out(r, "%s in kernel <span class=\"mono\">", view_signal_name(f->e.value));
        esc(r, kernel);
        out(r, "</span> call %llu", (unsigned long long)f->e.call);
    } else if (kind == PDD_KIND_CUDA_ERROR) {
        out(r, "%d in kernel <span class=\"mono\">", f->e.cuda_error);
        esc(r, kernel);
        out(r, "</span> call %llu", (unsigned long long)f->e.call);
    } else {
        put(r, "in <span class=\"mono\">");
        esc(r, f->e.field[0] ? f->e.field : "-");
        out(r, "</span> at %s = %s", view_index_str(f->e.ndim, f->e.index, a, sizeof a),
            view_value_str(f->e.value, b, sizeof b));
    }
    uint64_t origin = view_set_origin_ns(r->set);
    out(r, "</div>\n<div class=\"where\">rank %lld &middot; kernel <code>",
        (long long)f->file->meta.rank);
    esc(r, kernel);
    out(r, "</code> call %llu &middot; %s after the start &middot; ", (unsigned long long)f->e.call,
        view_ms_str(since(f->e.t_ns, origin), c, sizeof c));
    esc(r, f->file->meta.path);
    put(r, "</div>\n<dl class=\"facts\">");
    if (kind != PDD_KIND_CRASH && kind != PDD_KIND_CUDA_ERROR) {
        fact(r, "field", f->e.field[0] ? f->e.field : "-");
        fact(r, "index", view_index_str(f->e.ndim, f->e.index, a, sizeof a));
        fact(r, "value", view_value_str(f->e.value, a, sizeof a));
        fact(r, "bad values in the call", count_str(f->e.count, a, sizeof a));
        fact(r, "min", view_value_str(f->e.min, a, sizeof a));
        fact(r, "max", view_value_str(f->e.max, a, sizeof a));
    }
    snprintf(a, sizeof a, "%lld", (long long)f->file->meta.rank);
    fact(r, "rank", a);
    snprintf(a, sizeof a, "%llu", (unsigned long long)f->e.call);
    fact(r, "call", a);
    put(r, "</dl>\n<div class=\"describe mono\">");
    view_event_describe(f, buf, sizeof buf);
    esc(r, buf);
    put(r, "</div>\n");
    if (f->e.backtrace[0]) {
        put(r, "<pre>");
        esc(r, f->e.backtrace);
        put(r, "</pre>\n");
    }
    if (d->nbefore && kind != PDD_KIND_CRASH && kind != PDD_KIND_CUDA_ERROR) {
        put(r, "<h3>The trace of <span class=\"mono\">");
        esc(r, f->e.field);
        out(r, "</span> at %s (PDD_TRACE_INDEX) up to that call</h3>\n<div class=\"scroll\">"
               "<table class=\"before\"><tr><th>kernel</th><th class=\"n\">call</th>"
               "<th class=\"n\">value</th><th></th></tr>\n",
            view_index_str(d->trace_ndim, d->trace_index, a, sizeof a));
        for (int i = 0; i < d->nbefore; i++) {
            int hit = i == d->nbefore - 1 && !strcmp(d->before[i].kernel, kernel) &&
                      d->before[i].call == f->e.call;
            out(r, "<tr%s><td class=\"mono\">", hit ? " class=\"hit\"" : "");
            esc(r, d->before[i].kernel);
            out(r, "</td><td class=\"n\">%llu</td><td class=\"n mono\" title=\"%s\">",
                (unsigned long long)d->before[i].call, view_value_str(d->before[i].value, a, sizeof a));
            out(r, "%s</td><td>%s</td></tr>\n", short_value(d->before[i].value, a, sizeof a),
                hit ? "&larr; the failing call" : "");
        }
        put(r, "</table></div>\n");
    }
    put(r, "</section>\n");
}

static void card(report *r, uint64_t n, const char *one, const char *many, int alert)
{
    char a[32];
    const char *look = !alert ? "" : n ? " alert" : " zero";
    out(r, "<div class=\"card%s\"><b>%s</b><span>%s</span></div>\n", look, count_str(n, a, sizeof a),
        plural(n, one, many));
}

static void cards(report *r)
{
    const view_digest *d = r->d;
    /* from the totals: the digest lists only so many crash and CUDA events */
    uint64_t crashes = d->by_kind[PDD_KIND_CRASH].events, cuda = d->by_kind[PDD_KIND_CUDA_ERROR].events;
    uint64_t died = 0;
    for (size_t i = 0; i < r->set->n; i++)
        died += !r->set->files[i].meta.clean_exit;
    put(r, "<div class=\"cards\">\n");
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
    put(r, "</div>\n");
}

static void checker_legend(report *r)
{
    put(r, "<div class=\"legend\">");
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            out(r, "<span><i class=\"sw\" style=\"background:%s\"></i>%s</span>", kind_colour[k],
                pdd_log_kind_name(k));
    put(r, "</div>\n");
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
    out(r, "<div class=\"chart\"><h3>Events per %s</h3>\n", what);
    if (!shown) {
        out(r, "<p class=\"note\">no %s has events</p></div>\n", what);
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
    double step = nice_step(max, 4);
    step = step < 1 ? 1 : step; /* events are counted: no half ticks */
    double axis = ceil(max / step) * step;
    if (axis < max || axis <= 0)
        axis = max > 0 ? max : 1;
    out(r, "<svg class=\"bars\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" aria-label=\"events per %s\">\n",
        W, h, what);
    char t[32];
    for (double v = 0; v <= axis + step * 1e-9; v += step) {
        double x = x0 + v / axis * xw;
        out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
            x, x, top - 2, top + row * (double)shown, x, top + row * (double)shown + 15,
            tick_str(v, step, t, sizeof t));
    }
    out(r, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">events (one per failing site and "
           "kernel call)</text>\n", x0 + xw / 2, h - 2);
    for (size_t i = 0; i < shown; i++) {
        const view_named *x = &tab[rows[i]];
        double y = top + row * (double)i;
        put(r, "<text class=\"lab\" x=\"");
        out(r, "%.1f\" y=\"%.1f\" text-anchor=\"end\"><title>", x0 - 8, y + 16);
        esc(r, x->name);
        put(r, "</title>");
        esc_short(r, x->name);
        put(r, "</text>\n");
        double at = x0;
        for (int k = 1; k < VIEW_KINDS; k++) {
            const view_count *c = &x->by_kind[k];
            if (!c->events)
                continue;
            double w = (double)c->events / axis * xw;
            out(r, "<rect class=\"bar\" data-kind=\"%s\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                   "height=\"15\" rx=\"2\" fill=\"%s\"><title>",
                pdd_log_kind_name(k), at, y + 5, w > 1 ? w : 1, kind_colour[k]);
            esc(r, x->name);
            char ev[32], va[32];
            out(r, ": %s %s event%s, %s bad value%s</title></rect>\n",
                count_str(c->events, ev, sizeof ev), pdd_log_kind_name(k), plural(c->events, "", "s"),
                count_str(c->values, va, sizeof va), plural(c->values, "", "s"));
            at += w;
        }
        out(r, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", at + 6, y + 16,
            count_str(named_events(x), t, sizeof t));
    }
    out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>\n</svg>\n", x0, x0,
        top - 2, top + row * (double)shown);
    if (nrows > shown)
        out(r, "<p class=\"note\">and %zu more %ss with fewer events (the tables below list them "
               "all)</p>\n", nrows - shown, what);
    put(r, "</div>\n");
    free(rows);
}

/* ---- the count tables, as `pdd-view summary` prints them ---- */
static void count_table(report *r, const char *title, const char *what, const view_named *tab,
                        size_t n)
{
    int dropped = r->d->dropped != 0;
    out(r, "<div><h3>%s</h3>\n<div class=\"scroll\"><table><tr><th>%s</th>", title, what);
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            out(r, "<th class=\"n\"><i class=\"sw\" style=\"background:%s;width:9px;height:9px;"
                   "margin-right:5px\"></i>%s</th>", kind_colour[k], pdd_log_kind_name(k));
    out(r, "<th class=\"n\">events</th>%s</tr>\n", dropped ? "<th class=\"n\">dropped</th>" : "");
    size_t quiet = 0;
    char a[32];
    for (size_t i = 0; i < n; i++) {
        uint64_t events = named_events(&tab[i]);
        if (!events && !tab[i].dropped) {
            quiet++;
            continue;
        }
        put(r, "<tr><td class=\"mono\">");
        esc(r, tab[i].name);
        put(r, "</td>");
        for (int k = 1; k < VIEW_KINDS; k++)
            if (r->kinds & (1u << k))
                out(r, "<td class=\"n\">%s</td>", count_str(tab[i].by_kind[k].values, a, sizeof a));
        out(r, "<td class=\"n\">%s</td>", count_str(events, a, sizeof a));
        if (dropped)
            out(r, "<td class=\"n\">%s</td>", count_str(tab[i].dropped, a, sizeof a));
        put(r, "</tr>\n");
    }
    put(r, "</table></div>\n");
    if (quiet)
        out(r, "<p class=\"note\">and %zu more %s%s without events</p>\n", quiet, what,
            plural(quiet, "", "s"));
    put(r, "</div>\n");
}

static void where_section(report *r)
{
    const view_digest *d = r->d;
    if (!r->events)
        return;
    put(r, "<section id=\"where\">\n<h2>Where it went wrong</h2>\n<p class=\"sub\">Events per "
           "kernel and per field, coloured by checker. An event is one failing probe site in one "
           "kernel call; it counts its bad values.</p>\n");
    checker_legend(r);
    put(r, "<div class=\"grid\">\n");
    bar_chart(r, "kernel", d->kernels, d->nkernels);
    bar_chart(r, "field", d->fields, d->nfields);
    put(r, "</div>\n<div class=\"tables\">\n<div><h3>By checker</h3>\n<table><tr><th>checker</th>"
           "<th class=\"n\">events</th><th class=\"n\">bad values</th></tr>\n");
    char a[32], b[32];
    for (int k = 1; k < VIEW_KINDS; k++)
        if (d->by_kind[k].events)
            out(r, "<tr><td><i class=\"sw\" style=\"background:%s;width:9px;height:9px;"
                   "margin-right:7px\"></i>%s</td><td class=\"n\">%s</td>"
                   "<td class=\"n\">%s</td></tr>\n",
                kind_colour[k], pdd_log_kind_name(k), count_str(d->by_kind[k].events, a, sizeof a),
                count_str(d->by_kind[k].values, b, sizeof b));
    out(r, "<tr class=\"total\"><td>total</td><td class=\"n\">%s</td><td></td></tr>\n</table>\n",
        count_str(r->events, a, sizeof a));
    if (d->dropped)
        out(r, "<p class=\"note\">%s more events were not logged: their sites reached "
               "PDD_MAX_EVENTS (PDD_MAX_EVENTS=0 lifts the cap)</p>\n",
            count_str(d->dropped, a, sizeof a));
    put(r, "</div>\n");
    count_table(r, "By kernel", "kernel", d->kernels, d->nkernels);
    count_table(r, "By field", "field", d->fields, d->nfields);
    put(r, "</div>\n</section>\n");
}

/* ---- the timeline: kernel calls per rank ---- */
typedef struct kname {
    char *name;
    uint64_t ns, calls;
    int colour; /* index in kernel_colour, -1: grey */
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
    return c >= 0 ? kernel_colour[c] : OTHER_KERNEL;
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
    out(r, "<rect class=\"call%s\" data-n=\"%llu\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
           "height=\"%.0f\" fill=\"%s\"><title>rank %lld &middot; ",
        cls, (unsigned long long)n, x, t->y + BAR_Y, w, BAR_H, lane_colour(t, kernel),
        (long long)t->l->file->meta.rank);
    if (n == 1) {
        esc(r, view_kernel_name(t->l->file, kernel));
        out(r, " call %llu &middot; %s from %s%s</title></rect>\n", (unsigned long long)call,
            view_ms_str(e > b ? e - b : 0, ms1, sizeof ms1),
            view_ms_str(since(b, t->origin), ms2, sizeof ms2),
            !strcmp(cls, " unfinished") ? " &middot; never ended (drawn to the last record of the log)"
                                        : "");
    } else {
        char a[32];
        out(r, "%s calls merged (each too short to draw), %s&ndash;", count_str(n, a, sizeof a),
            view_ms_str(since(b, t->origin), ms1, sizeof ms1));
        out(r, "%s; %s ", view_ms_str(since(e, t->origin), ms2, sizeof ms2),
            mixed ? "longest" : "all of");
        esc(r, view_kernel_name(t->l->file, kernel));
        put(r, "</title></rect>\n");
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
            out(t->r, "<path class=\"unf-mark\" d=\"M%.1f %.1fl6 -6m0 6l-6 -6\" "
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
    if (!f->meta.clean_exit && !f->meta.end_signal) /* died of its own */
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

static int timeline_section(report *r)
{
    view_set *set = r->set;
    int rc = -1;
    timeline t = {.r = r};
    const view_file **pick = view_calloc(set->n, sizeof *pick);
    size_t npick = 0;
    for (size_t i = 0; i < set->n; i++)
        if (r->filter->rank < 0 || set->files[i].meta.rank == r->filter->rank)
            pick[npick++] = &set->files[i];
    size_t hidden = 0;
    if (npick > MAX_LANES) {
        sort_report = r;
        qsort(pick, npick, sizeof *pick, by_priority);
        hidden = npick - MAX_LANES;
        npick = MAX_LANES;
    }
    t.lanes = view_calloc(npick, sizeof *t.lanes);
    /* first pass: each lane's extent and the time spent per kernel (for the colours) */
    for (size_t i = 0; i < npick; i++) {
        lane *l = &t.lanes[t.nlanes++];
        l->file = pick[i];
        size_t nk;
        const pdd_log_kernel *ks = pdd_log_kernels(view_log(l->file), &nk);
        for (size_t k = 0; k < nk; k++)
            l->nid = (size_t)ks[k].id + 1 > l->nid ? (size_t)ks[k].id + 1 : l->nid;
        l->colour = view_calloc(l->nid, sizeof *l->colour);
        t.ns_by_id = view_calloc(l->nid, sizeof *t.ns_by_id);
        t.calls_by_id = view_calloc(l->nid, sizeof *t.calls_by_id);
        t.l = l;
        pdd_log *log = view_log(l->file);
        size_t el = sizeof r->err;
        int bad = pdd_log_read_progress(log, 0, UINT64_MAX, scan_calls, &t, r->err, el) < 0 ||
                  pdd_log_read_events(log, 0, UINT64_MAX, scan_last_event, l, r->err, el) < 0;
        for (size_t k = 0; !bad && k < nk; k++)
            if (t.calls_by_id[ks[k].id]) {
                kname *kn = kname_find(&t, ks[k].name, 1);
                kn->ns += t.ns_by_id[ks[k].id];
                kn->calls += t.calls_by_id[ks[k].id];
            }
        free(t.ns_by_id);
        free(t.calls_by_id);
        if (bad)
            goto out;
    }
    qsort(t.lanes, t.nlanes, sizeof *t.lanes, by_lane_rank);
    uint64_t end = 0, total_calls = 0;
    for (size_t i = 0; i < t.nlanes; i++) {
        lane *l = &t.lanes[i];
        if (l->first && (!t.t0 || l->first < t.t0))
            t.t0 = l->first;
        end = l->last > end ? l->last : end;
        total_calls += l->calls;
    }
    put(r, "<section id=\"timeline\">\n<h2>Timeline</h2>\n<p class=\"sub\">Kernel calls per rank "
           "along the run&rsquo;s time, coloured by kernel; events as triangles above the calls, "
           "coloured by checker. Hover for details.</p>\n");
    if (!total_calls) {
        put(r, "<p class=\"note\">No kernel calls logged (PDD_CHECKS without progress?).</p>\n"
               "</section>\n");
        rc = 0;
        goto out;
    }
    t.origin = view_set_origin_ns(set);
    if (!t.origin || t.origin > t.t0)
        t.origin = t.t0;
    t.span = end > t.t0 ? end - t.t0 : 1;
    /* a little air on the left, when there was time before the first call */
    uint64_t pad = t.span / 100 < t.t0 - t.origin ? t.span / 100 : t.t0 - t.origin;
    t.t0 -= pad;
    t.span += pad;
    /* colours: the kernels that took the most time get their own */
    kname **order = view_calloc(t.nnames, sizeof *order);
    for (size_t i = 0; i < t.nnames; i++)
        order[i] = &t.names[i];
    qsort(order, t.nnames, sizeof *order, by_ns_desc);
    for (size_t i = 0; i < t.nnames && i < NKCOLOUR; i++)
        order[i]->colour = (int)i;
    for (size_t i = 0; i < t.nlanes; i++) {
        lane *l = &t.lanes[i];
        size_t nk;
        const pdd_log_kernel *ks = pdd_log_kernels(view_log(l->file), &nk);
        for (size_t k = 0; k < l->nid; k++)
            l->colour[k] = -1;
        for (size_t k = 0; k < nk; k++) {
            kname *kn = kname_find(&t, ks[k].name, 0);
            if (kn)
                l->colour[ks[k].id] = kn->colour;
        }
    }
    const double W = 1100, top = 4, axis_h = 40;
    t.x0 = 96;
    t.xw = W - t.x0 - 104; /* room on the right for "never ended" */
    double h = top + LANE_H * (double)t.nlanes + axis_h;
    out(r, "<div class=\"scroll\"><svg class=\"timeline\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" "
           "aria-label=\"kernel calls per rank\">\n", W, h);
    double lo = (double)(t.t0 - t.origin) / 1e6, hi = lo + (double)t.span / 1e6;
    double step = nice_step(hi - lo, 8);
    char tk[32];
    for (double v = ceil(lo / step - 1e-9) * step; v <= hi * (1 + 1e-12); v += step) {
        double x = t.x0 + (v - lo) / (hi - lo) * t.xw;
        out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
            x, x, top, top + LANE_H * (double)t.nlanes, x, top + LANE_H * (double)t.nlanes + 15,
            tick_str(v, step, tk, sizeof tk));
    }
    out(r, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">ms since the first rank started"
           "</text>\n", t.x0 + t.xw / 2, h - 4);
    /* the rectangle budget is shared by the lanes; a lane over its share merges short calls */
    uint64_t share = MAX_CALL_RECTS / t.nlanes;
    int bins = (int)(MAX_EVENT_MARKS / t.nlanes);
    int used = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        used += (r->kinds >> k) & 1;
    bins = used ? bins / used : bins;
    bins = bins < 20 ? 20 : bins > 300 ? 300 : bins;
    ev_bins eb = {.t = &t, .nbins = bins};
    eb.count = view_calloc((size_t)bins, sizeof *eb.count);
    eb.t_first = view_calloc((size_t)bins, sizeof *eb.t_first);
    eb.first = view_calloc((size_t)bins, sizeof *eb.first);
    uint64_t skipped = 0;
    for (size_t i = 0; i < t.nlanes; i++) {
        lane *l = t.l = &t.lanes[i];
        t.y = top + LANE_H * (double)i;
        int died = !l->file->meta.clean_exit;
        out(r, "<rect class=\"lane\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\" rx=\"3\"/>\n"
               "<text class=\"lab%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">rank %lld<title>",
            t.x0, t.y + BAR_Y - 2, t.xw, BAR_H + 4, died ? " bad" : "", t.x0 - 10,
            t.y + BAR_Y + BAR_H / 2 + 4, (long long)l->file->meta.rank);
        esc(r, l->file->meta.path);
        char ended[VIEW_EXIT_LEN + 32] = "";
        if (died && l->file->meta.end_signal)
            snprintf(ended, sizeof ended, " (terminated by %s; recovered from the journal)",
                     view_signal_name(l->file->meta.end_signal));
        else if (died)
            snprintf(ended, sizeof ended, " (died; recovered from the journal)");
        out(r, "%s</title></text>\n", ended);
        t.budget = share;
        t.all = l->calls <= share;
        t.q = (uint64_t)((double)t.span / (double)(share / 2 ? share / 2 : 1)) + 1;
        t.drawn = t.skipped = t.unfinished = 0;
        t.open = 0;
        t.run_t1 = 0;
        pdd_log *log = view_log(l->file);
        if (pdd_log_read_progress(log, 0, UINT64_MAX, draw_calls, &t, r->err, sizeof r->err) < 0)
            goto out_bins;
        run_flush(&t);
        skipped += t.skipped;
        memset(eb.count, 0, (size_t)bins * sizeof *eb.count);
        if (pdd_log_read_events(log, 0, UINT64_MAX, bin_events, &eb, r->err, sizeof r->err) < 0)
            goto out_bins;
        for (int b = 0; b < bins; b++)
            for (int k = 1; k < VIEW_KINDS; k++) {
                uint64_t c = eb.count[b][k];
                if (!c)
                    continue;
                double x = tx(&t, eb.t_first[b][k]), y = t.y + BAR_Y - 1;
                char a[32], ms[32];
                out(r, "<path class=\"ev\" data-kind=\"%s\" data-n=\"%llu\" d=\"M%.1f %.1fl-5 -8h10z\" "
                       "fill=\"%s\" stroke=\"#fff\" stroke-width=\"0.8\"><title>rank %lld &middot; %s "
                       "%s%s at %s: ",
                    pdd_log_kind_name(k), (unsigned long long)c, x, y, kind_colour[k],
                    (long long)l->file->meta.rank, count_str(c, a, sizeof a), pdd_log_kind_name(k),
                    c == 1 ? "" : " events, the first",
                    view_ms_str(since(eb.t_first[b][k], t.origin), ms, sizeof ms));
                esc(r, eb.first[b][k]);
                put(r, "</title></path>\n");
            }
    }
    out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>\n</svg></div>\n",
        t.x0, t.x0 + t.xw, top + LANE_H * (double)t.nlanes, top + LANE_H * (double)t.nlanes);
    put(r, "<div class=\"legend\">");
    size_t others = 0;
    for (size_t i = 0; i < t.nnames; i++) {
        if (order[i]->colour < 0) {
            others++;
            continue;
        }
        char a[32], ms[32];
        out(r, "<span title=\"%s calls, %s\"><i class=\"sw\" style=\"background:%s\"></i>",
            count_str(order[i]->calls, a, sizeof a), view_ms_str(order[i]->ns, ms, sizeof ms),
            kernel_colour[order[i]->colour]);
        esc(r, order[i]->name);
        put(r, "</span>");
    }
    if (others)
        out(r, "<span><i class=\"sw\" style=\"background:%s\"></i>%zu other kernel%s</span>",
            OTHER_KERNEL, others, plural(others, "", "s"));
    if (r->d->nunfinished)
        put(r, "<span><i class=\"sw unf\"></i>never ended</span>");
    for (int k = 1; k < VIEW_KINDS; k++)
        if (r->kinds & (1u << k))
            out(r, "<span><i class=\"tri\" style=\"--c:%s\"></i>%s</span>", kind_colour[k],
                pdd_log_kind_name(k));
    put(r, "</div>\n");
    char a[32], b[32];
    if (t.calls_in_rects > t.rects || skipped)
        out(r, "<p class=\"note\">%s kernel calls drawn as %s rectangles: runs of calls too short "
               "to see at this scale are merged into one (its tooltip counts them)%s. "
               "<code>pdd-view timeline</code> lists every call.</p>\n",
            count_str(total_calls, a, sizeof a), count_str(t.rects, b, sizeof b),
            skipped ? "; calls beyond the cap were left out" : "");
    if (hidden)
        out(r, "<p class=\"note\">%zu more rank%s not drawn: the lanes go to the rank of the first "
               "failure, the ranks that died or have events, those a signal ended, then the lowest (<code>--rank N</code> "
               "shows any one).</p>\n", hidden, plural(hidden, "", "s"));
    put(r, "</section>\n");
    rc = 0;
out_bins:
    free(eb.count);
    free(eb.t_first);
    free(eb.first);
    free(order);
out:
    for (size_t i = 0; i < t.nlanes; i++)
        free(t.lanes[i].colour);
    free(t.lanes);
    for (size_t i = 0; i < t.nnames; i++)
        free(t.names[i].name);
    free(t.names);
    free(pick);
    return rc;
}

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
        if (ss[i].field_id != s->field_id)
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

typedef struct plots {
    plot *p; /* sorted by name */
    size_t n;
    int32_t ndim;
    int64_t index[PDD_LOG_MAX_DIMS];
    uint64_t rows;
} plots;

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
    out(r, "<title>rank %lld &middot; ", (long long)s->file->meta.rank);
    esc(r, view_kernel_name(s->file, p->kernel));
    out(r, " call %llu &middot; ", (unsigned long long)p->call);
    esc(r, field);
    out(r, " = %s", view_value_str(p->v, v, sizeof v));
    if (p->bad)
        out(r, " (%s%s)", p->bad == 2 ? "first bad value: " : "bad: ", kind_label(p->kind));
    put(r, "</title>");
}

static void draw_plot(report *r, const plot *pl)
{
    const double W = 560, H = 250, L = 62, R = 16, T = 14, B = 40;
    double min = INFINITY, max = -INFINITY;
    uint64_t xmax = 1, npoints = 0;
    int pos_nf = 0, neg_inf = 0, bad = 0;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        if (s->finite) {
            min = s->min < min ? s->min : min;
            max = s->max > max ? s->max : max;
        }
        xmax = s->xmax > xmax ? s->xmax : xmax;
        pos_nf |= s->pos_nonfinite;
        neg_inf |= s->neg_inf;
        bad += s->have_bad;
        npoints += s->n;
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
    double step = nice_step(max - min, 5);
    double ylo = floor(min / step) * step, yhi = ceil(max / step) * step;
    /* bands at the edges for what cannot be drawn as a number */
    const double band = 16;
    double top = T + (pos_nf ? band + 4 : 0), bottom = H - B - (neg_inf ? band + 4 : 0);
    double x0 = L, xw = W - L - R;
#define PX(x) (x0 + ((double)(x) - 1) / (double)(xmax > 1 ? xmax - 1 : 1) * xw)
#define PY(v) (bottom - ((v) - ylo) / (yhi - ylo) * (bottom - top))
    char a[32], b[32];
    put(r, "<div class=\"plot\"><h3 class=\"mono\">");
    esc(r, pl->name);
    if (bad)
        put(r, "<span class=\"badge\">bad</span>");
    out(r, "</h3>\n<p class=\"sub\">%zu rank%s &middot; %s value%s", pl->chosen,
        plural(pl->chosen, "", "s"), count_str(npoints, a, sizeof a), plural(npoints, "", "s"));
    size_t more = pl->ns - pl->chosen;
    if (more)
        out(r, " &middot; %zu more rank%s not drawn", more, plural(more, "", "s"));
    const series *s0 = &pl->s[0];
    int range = s0->range == 1;
    for (size_t i = 1; i < pl->chosen; i++)
        range &= pl->s[i].range == 1 && pl->s[i].lo == s0->lo && pl->s[i].hi == s0->hi;
    if (range && (isfinite(s0->lo) || isfinite(s0->hi)) && fabs(s0->lo) < 1e300 && fabs(s0->hi) < 1e300)
        out(r, " &middot; checked range [%s, %s]", view_value_str(s0->lo, a, sizeof a),
            view_value_str(s0->hi, b, sizeof b));
    put(r, "</p>\n");
    out(r, "<svg class=\"trace\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" aria-label=\"", W, H);
    esc(r, pl->name);
    put(r, " at the trace index\">\n");
    for (double v = ylo; v <= yhi + step * 1e-9; v += step) {
        double y = PY(v);
        out(r, "<line class=\"gridline\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
            x0, x0 + xw, y, y, x0 - 6, y + 4, tick_str(v, step, a, sizeof a));
    }
    if (pos_nf)
        out(r, "<rect class=\"band\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\"/>"
               "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">nan / inf</text>\n",
            x0, T, xw, band, x0 - 6, T + band / 2 + 4);
    if (neg_inf)
        out(r, "<rect class=\"band\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\"/>"
               "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">-inf</text>\n",
            x0, H - B - band, xw, band, x0 - 6, H - B - band / 2 + 4);
    double xstep = nice_step((double)(xmax > 1 ? xmax - 1 : 1), 6);
    if (xstep < 1)
        xstep = 1;
    for (double x = xstep > 1 ? xstep : 1; x <= (double)xmax + 1e-9; x += xstep) {
        double px = PX(x);
        out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
               "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.0f</text>\n",
            px, px, H - B, H - B + 4, px, H - B + 16, x);
    }
    out(r, "<line class=\"axis\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
           "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">kernel call, in the order they ran"
           "</text>\n",
        x0, x0 + xw, H - B, H - B, x0 + xw / 2, H - 6);
    if (range && isfinite(s0->lo) && s0->lo >= ylo && s0->lo <= yhi)
        out(r, "<line class=\"thr\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"><title>lower bound "
               "%s: below it is bad</title></line>\n", x0, x0 + xw, PY(s0->lo), PY(s0->lo),
            view_value_str(s0->lo, a, sizeof a));
    if (range && isfinite(s0->hi) && s0->hi >= ylo && s0->hi <= yhi)
        out(r, "<line class=\"thr\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"><title>upper bound "
               "%s: above it is bad</title></line>\n", x0, x0 + xw, PY(s0->hi), PY(s0->hi),
            view_value_str(s0->hi, a, sizeof a));
    double r_pt = npoints > 600 ? 1.4 : npoints > 150 ? 2 : 2.8;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        const char *colour = rank_colour[i % MAX_SERIES];
        /* the line, broken where a value is not a number */
        out(r, "<path class=\"line\" stroke=\"%s\" d=\"", colour);
        int pen = 0;
        for (size_t k = 0; k < s->npts; k++) {
            if (!isfinite(s->pts[k].v)) {
                pen = 0;
                continue;
            }
            out(r, "%s%.1f %.1f", pen ? "L" : "M", PX(s->pts[k].x), PY(s->pts[k].v));
            pen = 1;
        }
        out(r, "\"/>\n<g fill=\"%s\">\n", colour);
        for (size_t k = 0; k < s->npts; k++) {
            const tpoint *p = &s->pts[k];
            if (p->bad == 2)
                continue; /* drawn last, on top */
            double px = PX(p->x), py = isnan(p->v) || (p->v > 0 && isinf(p->v)) ? T + band / 2
                                     : isinf(p->v) ? H - B - band / 2 : PY(p->v);
            if (!isfinite(p->v))
                out(r, "<path class=\"pt nf\" d=\"M%.1f %.1fl-4 6h8z\" fill=\"%s\">", px, py - 3,
                    kind_colour[p->kind]);
            else if (p->bad)
                out(r, "<path class=\"pt bad\" d=\"M%.1f %.1fl4 4l-4 4l-4 -4z\" fill=\"%s\">", px,
                    py - 4, kind_colour[p->kind]);
            else
                out(r, "<circle class=\"pt\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\">", px, py, r_pt);
            point_title(r, s, pl->name, p);
            put(r, isfinite(p->v) && !p->bad ? "</circle>\n" : "</path>\n");
        }
        put(r, "</g>\n");
    }
    /* each rank's first bad value: a ring in its checker's colour, with a label */
    int nlabel = 0;
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        if (!s->have_bad)
            continue;
        const tpoint *p = &s->first_bad;
        double px = PX(p->x), py = isnan(p->v) || (p->v > 0 && isinf(p->v)) ? T + band / 2
                                 : isinf(p->v) ? H - B - band / 2 : PY(p->v);
        const char *kc = kind_colour[p->kind];
        out(r, "<g class=\"first-bad\" data-rank=\"%lld\" data-field=\"",
            (long long)s->file->meta.rank);
        esc(r, pl->name);
        out(r, "\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"7.5\" fill=\"#fff\" stroke=\"%s\" "
               "stroke-width=\"2.5\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.2\" fill=\"%s\"/>",
            px, py, kc, px, py, kc);
        point_title(r, s, pl->name, p);
        /* the label goes where there is room: left of a point on the right half */
        int right = px > x0 + xw * 0.6;
        double ly = py + (py < top + 24 ? 22 : -12) + 13.0 * nlabel;
        out(r, "<text class=\"bad\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">first bad: %s",
            right ? px - 10 : px + 10, ly, right ? "end" : "start", view_value_str(p->v, a, sizeof a));
        if (pl->chosen > 1) /* several ranks: say whose it is */
            out(r, " (rank %lld)", (long long)s->file->meta.rank);
        put(r, "</text></g>\n");
        nlabel++;
    }
    put(r, "</svg>\n<div class=\"legend\">");
    for (size_t i = 0; i < pl->chosen; i++) {
        const series *s = &pl->s[i];
        out(r, "<span><i class=\"sw line\" style=\"background:%s\"></i>rank %lld",
            rank_colour[i % MAX_SERIES], (long long)s->file->meta.rank);
        if (s->have_bad) {
            out(r, ": <b style=\"color:%s\">first bad %s</b> after ", kind_colour[s->first_bad.kind],
                view_value_str(s->first_bad.v, a, sizeof a));
            esc(r, view_kernel_name(s->file, s->first_bad.kernel));
            out(r, " call %llu (%s)", (unsigned long long)s->first_bad.call,
                kind_label(s->first_bad.kind));
        }
        put(r, "</span>");
    }
    put(r, "</div></div>\n");
#undef PX
#undef PY
}

/* First pass, for each log while the digest has it open: per field, how many values,
 * their range and the first bad one. */
static int traces_scan(const view_file *f, void *arg)
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

static void plots_free(plots *ps)
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

static int traces_section(report *r)
{
    view_set *set = r->set;
    plots ps = *r->ps; /* given back below: the caller frees it */
    int rc = -1;
    char a[VIEW_INDEX_LEN];
    put(r, "<section id=\"traces\">\n<h2>Traced fields</h2>\n");
    if (!ps.n) {
        put(r, "<p class=\"note\">No trace in these logs: run with PDD_TRACE_INDEX=i,j,k to follow "
               "every field written at one point, kernel call by kernel call.</p>\n</section>\n");
        rc = 0;
        goto out;
    }
    out(r, "<p class=\"sub\">The value at %s (PDD_TRACE_INDEX) after each kernel call that wrote "
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
    put(r, "<div class=\"grid\">\n");
    for (size_t i = 0; i < nplots; i++)
        draw_plot(r, &ps.p[i]);
    put(r, "</div>\n");
    if (ps.n > nplots)
        out(r, "<p class=\"note\">%zu more traced field%s not drawn (<code>--field GLOB</code> picks "
               "them; <code>pdd-view trace</code> lists every value).</p>\n",
            ps.n - nplots, plural(ps.n - nplots, "", "s"));
    put(r, "</section>\n");
    rc = 0;
out:
    *r->ps = ps;
    return rc;
}

/* ---- CUDA errors, crashes, calls that never ended, the logs ---- */
static void specials_section(report *r)
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
        out(r, "<section id=\"%s\">\n<h2>%s</h2>\n<p class=\"sub\">%s, with the backtrace "
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
            out(r, "<div class=\"special\"><div><span class=\"kind\" style=\"background:%s;"
                   "font-size:12px\">%s</span> <b>rank %lld</b> &middot; <span class=\"mono\">",
                kind_colour[kind], pdd_log_kind_name(kind), (long long)e->file->meta.rank);
            esc(r, line);
            out(r, "</span> &middot; <span class=\"sub\">%s after the start</span></div>\n",
                view_ms_str(since(e->e.t_ns, origin), ms, sizeof ms));
            const char *bt = e->e.backtrace;
            if (kind == PDD_KIND_CUDA_ERROR && strchr(bt, '\n'))
                bt = strchr(bt, '\n') + 1; /* its first line is said above */
            if (*bt) {
                put(r, "<pre>");
                esc(r, bt);
                put(r, "</pre>");
            }
            put(r, "</div>\n");
        }
        if (listed < total) {
            char a[32];
            out(r, "<p class=\"note\">%s more not listed here (<code>pdd-view events --kind %s</code> "
                   "lists them all).</p>\n",
                count_str(total - listed, a, sizeof a), pdd_log_kind_name(kind));
        }
        put(r, "</section>\n");
    }
}

/* Rows that stand for the ranks a table leaves out (lines from ranks.c); frees them. */
static void left_out_rows(report *r, char **lines, size_t n, int ncol)
{
    for (size_t i = 0; i < n; i++) {
        out(r, "<tr><td colspan=\"%d\" class=\"sub\">", ncol);
        esc(r, lines[i]);
        put(r, i + 1 == n ? " (<code>pdd-view summary --all-ranks</code> lists them)</td></tr>\n"
                          : "</td></tr>\n");
    }
    view_lines_free(lines, n);
}

static void unfinished_section(report *r)
{
    const view_digest *d = r->d;
    if (!d->nunfinished)
        return;
    uint64_t origin = view_set_origin_ns(r->set);
    put(r, "<section id=\"unfinished\">\n<h2>Kernel calls that began and never ended</h2>\n"
           "<p class=\"sub\">Per rank, the last call without an end: where the process was when it "
           "died or hung.</p>\n<table><tr><th class=\"n\">rank</th><th>kernel</th><th class=\"n\">call"
           "</th><th class=\"n\">began</th><th>log</th></tr>\n");
    for (size_t i = 0; i < d->nunfinished; i++) {
        const view_unfinished *u = &d->unfinished[i];
        char ms[32];
        if (!r->listed[u->file - r->set->files])
            continue;
        out(r, "<tr class=\"bad\"><td class=\"n\">%lld</td><td class=\"mono\">",
            (long long)u->file->meta.rank);
        esc(r, u->kernel);
        out(r, "</td><td class=\"n\">%llu</td><td class=\"n\">%s</td><td class=\"path\">",
            (unsigned long long)u->call, view_ms_str(since(u->t_begin_ns, origin), ms, sizeof ms));
        esc(r, u->file->meta.path);
        put(r, "</td></tr>\n");
    }
    size_t nlines;
    char **lines = view_ranks_unfinished_left_out(r->set, d, r->listed, &nlines);
    left_out_rows(r, lines, nlines, 5);
    put(r, "</table>\n</section>\n");
}

static void logs_section(report *r)
{
    const view_set *set = r->set;
    uint64_t origin = view_set_origin_ns(set);
    out(r, "<section id=\"logs\">\n<h2>Logs</h2>\n<details%s><summary>%zu log%s, one per rank"
           "</summary>\n<div class=\"scroll\"><table><tr><th class=\"n\">rank</th><th>host</th>"
           "<th class=\"n\">pid</th><th>started</th><th>exit</th><th class=\"n\">events</th>"
           "<th class=\"n\">calls</th><th>log</th></tr>\n",
        set->n <= 16 ? " open" : "", set->n, plural(set->n, "", "s"));
    /* thousands of ranks: those worth a look, and a line for each kind of the others */
    const unsigned char *listed = r->listed;
    for (size_t i = 0; i < set->n; i++) {
        if (!listed[i])
            continue;
        const pdd_log_meta *m = &set->files[i].meta;
        char a[32], b[32], ms[32];
        out(r, "<tr%s><td class=\"n\">%lld</td><td>", m->clean_exit ? "" : " class=\"bad\"",
            (long long)m->rank);
        esc(r, m->hostname[0] ? m->hostname : "-");
        out(r, "</td><td class=\"n\">%lld</td><td>", (long long)m->pid);
        esc(r, m->start_time[0] ? m->start_time : "-");
        if (m->start_time_ns && origin && (uint64_t)m->start_time_ns > origin)
            out(r, " <span class=\"sub\">(+%s)</span>",
                view_ms_str((uint64_t)m->start_time_ns - origin, ms, sizeof ms));
        char exit[VIEW_EXIT_LEN];
        out(r, "</td><td>%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"path\">",
            view_exit_str(m, exit, sizeof exit),
            count_str(set->files[i].events, a, sizeof a),
            count_str(set->files[i].calls, b, sizeof b));
        esc(r, m->path);
        put(r, "</td></tr>\n");
    }
    size_t nlisted = 0, nlines;
    for (size_t i = 0; i < set->n; i++)
        nlisted += listed[i];
    char **lines = view_ranks_left_out(set, listed, nlisted, &nlines);
    left_out_rows(r, lines, nlines, 8);
    put(r, "</table></div>\n</details>\n</section>\n");
}

static int write_page(report *r)
{
    page_head(r);
    page_header(r);
    first_failure(r);
    cards(r);
    where_section(r);
    if (timeline_section(r) < 0 || traces_section(r) < 0)
        return -1;
    specials_section(r);
    unfinished_section(r);
    logs_section(r);
    out(r, "<footer>Written by pdd-view %s report from the logs above; nothing on this page is "
           "fetched from anywhere.</footer>\n</main>\n</body>\n</html>\n", PDD_VERSION);
    return 0;
}

int view_report(int argc, char **argv)
{
    view_common common;
    view_filter filter = VIEW_FILTER_INIT;
    const char *html = NULL;
    const view_opt opts[] = {
        {"--html", OPT_STRING, &html, "FILE", "write the page to FILE (required)"},
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    char **files;
    int nfiles;
    int p = view_parse(argc, argv, "--html FILE [options] LOG...",
                       "One self-contained HTML page (no script, nothing fetched): the first "
                       "failure with the\ntrace of its field, events per kernel and field, a "
                       "timeline of the kernel calls per\nrank, a plot of every traced field, CUDA "
                       "errors, crashes and calls that never ended.",
                       opts, &common, &files, &nfiles);
    if (p)
        return p > 0 ? VIEW_OK : VIEW_BAD_INPUT;
    if (common.json) {
        fprintf(stderr, "pdd-view report: --json: report writes an HTML page only; for "
                "machine-readable output use pdd-view summary --json\n");
        return VIEW_BAD_INPUT;
    }
    if (!html || !html[0]) {
        fprintf(stderr, "pdd-view report: --html FILE is missing; e.g. pdd-view report --html "
                "report.html pdd.*.h5\n");
        return VIEW_BAD_INPUT;
    }
    if (view_filter_finish(&filter, "report") < 0)
        return VIEW_BAD_INPUT;
    view_set set;
    if (view_set_open(&set, "report", files, nfiles) < 0)
        return VIEW_BAD_INPUT;
    int rc = VIEW_BAD_INPUT;
    view_digest d;
    char *tmp = NULL;
    writer *w = NULL;
    plots ps = {0};
    report r = {.set = &set, .d = &d, .filter = &filter, .ps = &ps,
                .listed = view_calloc(set.n, 1)};
    /* the traced fields are gathered in the digest's pass: each log is opened once */
    if (view_digest_make_each(&d, &set, &filter, "report", traces_scan, &r) < 0)
        goto out;
    view_ranks_listed(&set, &d, 0, r.listed);
    for (int k = 1; k < VIEW_KINDS; k++) {
        r.events += d.by_kind[k].events;
        if (d.by_kind[k].events)
            r.kinds |= 1u << k;
    }
    size_t len = strlen(html) + 32;
    tmp = malloc(len);
    w = calloc(1, sizeof *w);
    if (!tmp || !w) {
        fprintf(stderr, "pdd-view report: out of memory\n");
        goto out;
    }
    /* A new file of this process, renamed over the page when it is whole. */
    pdd_atomic_tmp(html, tmp, len);
    w->fd = pdd_atomic_create(tmp);
    if (w->fd < 0) {
        fprintf(stderr, "pdd-view report: --html %s: cannot write: %s; free some space or give "
                "another path\n", html, strerror(errno));
        goto out;
    }
    r.w = w;
    if (write_page(&r) < 0) {
        fprintf(stderr, "pdd-view report: %s\n", r.err);
        close(w->fd);
        unlink(tmp);
        goto out;
    }
    w_flush(w);
    if (close(w->fd) < 0 && !w->err)
        w->err = errno;
    long owner = 0;
    int why = w->err ? PDD_ATOMIC_SYNC : pdd_atomic_commit(tmp, html, &owner);
    if (why != PDD_ATOMIC_OK) {
        if (why == PDD_ATOMIC_OWNER)
            fprintf(stderr, "pdd-view report: --html %s belongs to user %ld: pdd-view never "
                    "replaces another user's file; give another path\n", html, owner);
        else
            fprintf(stderr, "pdd-view report: --html %s: cannot write: %s; free some space or "
                    "give another path\n", html, strerror(w->err ? w->err : errno));
        unlink(tmp);
        goto out;
    }
    printf("pdd-view report: wrote %s (%llu kernel call%s, %llu event%s): open it in a browser\n",
           html, (unsigned long long)d.calls, plural(d.calls, "", "s"), (unsigned long long)r.events,
           plural(r.events, "", "s"));
    rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
out:
    free(tmp);
    free(w);
    plots_free(&ps);
    free(r.listed);
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}
