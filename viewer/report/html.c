/* html.c: what every part of the report page writes with — a buffered writer that
 * remembers the first error, HTML escaping, numbers as a person reads them, and the colours
 * shared by the charts. */
#include "format.h"
#include "logset.h"
#include "process.h"
#include "report.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One colour per checker, the same in every chart; index 0: a value outside a range that
 * no checker names. */
const char *const rep_kind_colour[VIEW_KINDS] = {"#c0392b", "#d62f2f", "#ef8a17", "#2f6fce",
                                                    "#8a4fc7", "#119c8a", "#262a33"};
const char *rep_kind_label(int k)
{
    return k > 0 && k < VIEW_KINDS ? pdd_log_kind_name(k) : "out of range";
}

/* Kernels get soft colours (events keep the strong ones); past these, grey. */
const char *const rep_kernel_colour[NKCOLOUR] = {"#7fb0de", "#f4b266", "#8fd08b", "#c6a2e2",
                                            "#f2a0c0", "#84cfd2", "#dcc477", "#a9b4f0",
                                            "#b9d48e", "#eba58c", "#94c1b5", "#d4aaa2"};
/* Traced-field lines, one per rank. */
const char *const rep_rank_colour[MAX_SERIES] = {"#4c6a92", "#b0875a", "#5f9470", "#9a7096",
                                                    "#5d9ea3", "#8d7b68", "#7d86b8", "#a3a35c"};


void rep_w_flush(writer *w)
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

void rep_w_put(writer *w, const char *s, size_t len)
{
    while (len) {
        if (w->n == sizeof w->buf)
            rep_w_flush(w);
        size_t room = sizeof w->buf - w->n, k = len < room ? len : room;
        memcpy(w->buf + w->n, s, k);
        w->n += k;
        s += k;
        len -= k;
    }
}

void rep_put(report *r, const char *s) { rep_w_put(r->w, s, strlen(s)); }

void rep_out(report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rep_out(report *r, const char *fmt, ...)
{
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        rep_w_put(r->w, small, (size_t)n);
        return;
    }
    char *big = view_calloc((size_t)n + 1, 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    rep_w_put(r->w, big, (size_t)n);
    free(big);
}

/* Text into HTML (element content and attribute values alike); control characters other
 * than newline and tab are dropped, so a damaged name cannot break the page. */
void rep_escn(report *r, const char *s, size_t len)
{
    size_t from = 0;
    for (size_t i = 0; i < len && s[i]; i++) {
        unsigned char ch = (unsigned char)s[i];
        const char *rep = ch == '&' ? "&amp;" : ch == '<' ? "&lt;" : ch == '>' ? "&gt;"
                        : ch == '"' ? "&quot;" : ch == '\'' ? "&#39;"
                        : ch < 0x20 && ch != '\n' && ch != '\t' ? "" : ch == 0x7f ? "" : NULL;
        if (!rep)
            continue;
        rep_w_put(r->w, s + from, i - from);
        rep_put(r, rep);
        from = i + 1;
    }
    size_t end = from;
    while (end < len && s[end])
        end++;
    rep_w_put(r->w, s + from, end - from);
}
void rep_esc(report *r, const char *s) { rep_escn(r, s, strlen(s)); }

/* A name cut to NAME_CHARS with an ellipsis, escaped. */
void rep_esc_short(report *r, const char *s)
{
    size_t n = strlen(s);
    if (n <= NAME_CHARS) {
        rep_esc(r, s);
        return;
    }
    size_t cut = NAME_CHARS - 1;
    while (cut > 0 && ((unsigned char)s[cut] & 0xc0) == 0x80) /* not inside a UTF-8 character */
        cut--;
    rep_escn(r, s, cut);
    rep_put(r, "\xe2\x80\xa6");
}

/* 1234567 -> "1,234,567" */
const char *rep_count_str(uint64_t v, char *buf, size_t len)
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
const char *rep_short_value(double v, char *buf, size_t len)
{
    if (!isfinite(v))
        return view_value_str(v, buf, len);
    snprintf(buf, len, "%.9g", v);
    return buf;
}

const char *rep_plural(uint64_t n, const char *one, const char *many) { return n == 1 ? one : many; }

/* A tick step of 1, 2 or 5 times a power of ten giving about `target` ticks. */
double rep_nice_step(double span, int target)
{
    if (!(span > 0))
        return 1;
    double raw = span / target, mag = pow(10, floor(log10(raw))), f = raw / mag;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * mag;
}

const char *rep_tick_str(double v, double step, char *buf, size_t len)
{
    if (fabs(v) < step * 1e-9)
        v = 0;
    if (step >= 1 && fabs(v) < 1e9) /* whole numbers whole: 20000, not 2e+04 */
        snprintf(buf, len, "%.0f", v);
    else
        snprintf(buf, len, "%.4g", v);
    return buf;
}

uint64_t rep_since(uint64_t t, uint64_t origin) { return origin && t > origin ? t - origin : 0; }
