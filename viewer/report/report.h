/* report.h: the page `pdd-view report` writes, and what its parts share (viewer/report/):
 * the caps that bound the page, the writer and its helpers (html.c), the colours, and each
 * part's entry points (overview.c, timeline.c, traces.c), put together by page.c. */
#ifndef VIEW_REPORT_H
#define VIEW_REPORT_H

#include "digest.h"
#include "filter.h"
#include "logset.h"
#include "why.h"

#include <stddef.h>
#include <stdint.h>

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
extern const char *const rep_kind_colour[VIEW_KINDS];
/* Kernels get soft colours (events keep the strong ones); past these, grey. */
#define NKCOLOUR 12
#define OTHER_KERNEL "#c3c9d2"
extern const char *const rep_kernel_colour[NKCOLOUR];
/* Traced-field lines, one per rank. */
extern const char *const rep_rank_colour[MAX_SERIES];
/* The style sheet (report.css, made a string at build time). */
extern const char view_report_css[];

/* ---- output (html.c): a buffered writer that remembers the first error ---- */
typedef struct writer {
    int fd, err; /* err: the first errno, 0 while all went well */
    size_t n;
    char buf[1 << 16];
} writer;
void rep_w_put(writer *w, const char *s, size_t len);
void rep_w_flush(writer *w);

typedef struct plots {
    struct plot *p; /* sorted by name */
    size_t n;
    int32_t ndim;
    int64_t index[PDD_LOG_MAX_DIMS];
    uint64_t rows;
} plots;

struct plots;
typedef struct report {
    writer *w;
    struct plots *ps; /* the traced fields, gathered while the digest reads each log */
    unsigned char *listed; /* per log: listed in the tables (ranks.c) */
    view_set *set;
    view_digest *d;
    const view_why_chain *why; /* why the first failure went wrong (core/why.c) */
    const view_filter *filter;
    uint64_t events; /* under the filter */
    uint32_t kinds;  /* checkers that fired (bit 1 << kind) */
    char err[1024];  /* a reader's message */
} report;

void rep_put(report *r, const char *s);
void rep_out(report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text into HTML (element content and attribute values alike). */
void rep_escn(report *r, const char *s, size_t len);
void rep_esc(report *r, const char *s);
/* A name cut to NAME_CHARS with an ellipsis, escaped. */
void rep_esc_short(report *r, const char *s);
/* 1234567 -> "1,234,567" */
const char *rep_count_str(uint64_t v, char *buf, size_t len);
/* A value as a person reads it (9 digits). */
const char *rep_short_value(double v, char *buf, size_t len);
const char *rep_plural(uint64_t n, const char *one, const char *many);
/* A tick step of 1, 2 or 5 times a power of ten giving about `target` ticks, and a tick's text. */
double rep_nice_step(double span, int target);
const char *rep_tick_str(double v, double step, char *buf, size_t len);
/* Nanoseconds since the run's start (0 before it or without one). */
uint64_t rep_since(uint64_t t, uint64_t origin);
/* A kind's name, or "out of range" for index 0. */
const char *rep_kind_label(int k);

/* The page, written into the file `html` through a temporary renamed over it when whole
 * (page.c); -1 after a one-line message on stderr. */
int report_write(report *r, const char *html);

/* overview.c: the parts of the page, in its order. */
void report_page_head(report *r);
void report_page_header(report *r);
void report_first_failure(report *r);
/* cause.c: the Why block, inside the first failure's section */
void report_why(report *r);
void report_cards(report *r);
void report_where(report *r);
void report_specials(report *r);
void report_unfinished(report *r);
void report_logs(report *r);
/* timeline.c */
int report_timeline(report *r);
/* traces.c: the traced fields are gathered during the digest's pass over each log
 * (report_traces_scan, a view_digest_make_each callback), then drawn. */
int report_traces_scan(const view_file *f, void *arg);
int report_traces(report *r);
void report_plots_free(plots *ps);

#endif
