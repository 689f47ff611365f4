/* plan.c: a plan's insertions, their texts in one buffer (a large source makes millions of
 * them), sorted in place; the plan written over the source a batch at a time, each kernel's
 * fast copy made as it is written; and the instrumented source in one string. */
#include "plan.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Room for need more bytes of text; -1 (and failed) out of memory. */
static int text_reserve(edits *e, size_t need)
{
    if (e->failed)
        return -1;
    if (e->room - e->used >= need)
        return 0;
    size_t room = e->room ? e->room : 1u << 16;
    while (room - e->used < need)
        room *= 2;
    char *t = realloc(e->text, room);
    if (!t) {
        e->failed = 1;
        return -1;
    }
    e->text = t, e->room = room;
    return 0;
}

/* Room for one more record; -1 (and failed) out of memory. */
static int room_for_one(edits *e)
{
    if (e->n < e->cap)
        return 0;
    int cap = e->cap ? e->cap * 2 : 256;
    insertion *v = realloc(e->v, (size_t)cap * sizeof *v);
    if (!v) {
        e->failed = 1;
        return -1;
    }
    e->v = v, e->cap = cap;
    return 0;
}

void pass_plan_open(edits *e)
{
    e->open = e->used;
}

/* Inline: an insertion is a dozen pieces, a large source millions of insertions. */
static inline void put(edits *e, const char *s, size_t n)
{
    if (e->room - e->used <= n && text_reserve(e, n + 1))
        return;
    memcpy(e->text + e->used, s, n);
    e->used += n;
}

void pass_plan_put(edits *e, const char *s, size_t n)
{
    put(e, s, n);
}

void pass_plan_str(edits *e, const char *s)
{
    put(e, s, strlen(s));
}

void pass_plan_num(edits *e, long long v)
{
    char digits[24], *d = digits + sizeof digits;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        *--d = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--d = '-';
    put(e, d, (size_t)(digits + sizeof digits - d));
}

void pass_plan_vfmt(edits *e, const char *fmt, va_list ap)
{
    for (const char *f = fmt; *f;) {
        const char *pc = f;
        while (*pc && *pc != '%') /* the formats are short: no call for each run */
            pc++;
        put(e, f, (size_t)(pc - f));
        if (!*pc)
            break;
        if (pc[1] == 's')
            pass_plan_str(e, va_arg(ap, const char *));
        else if (pc[1] == 'd')
            pass_plan_num(e, va_arg(ap, int));
        else if (pc[1] == '%')
            put(e, "%", 1);
        else { /* no other conversion is written: a mistake, not an output */
            e->failed = 1;
            return;
        }
        f = pc + 2;
    }
}

void pass_plan_fmt(edits *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pass_plan_vfmt(e, fmt, ap);
    va_end(ap);
}

void pass_plan_part(edits *e, uint64_t part)
{
    e->seq_base = part << 28, e->seq_next = 0;
}

void pass_plan_close(edits *e, size_t pos, int order)
{
    if (pos < e->floor) /* written already: a part's lower bound (probes.c) is wrong */
        e->failed = e->misplaced = 1;
    if (text_reserve(e, 1) || room_for_one(e))
        return;
    e->text[e->used] = 0;
    e->v[e->n] = (insertion){.text = e->open, .len = (uint32_t)(e->used - e->open), .pos = (uint32_t)pos,
                             .order = (int16_t)order, .seq = e->seq_base | e->seq_next++};
    e->used++;
    e->n++;
}

/* An insertion of a kind other than text: the source it covers is written when the plan is. */
void pass_plan_piece(edits *e, size_t pos, int order, int kind, size_t from)
{
    pass_plan_open(e);
    pass_plan_close(e, pos, order);
    if (!e->failed)
        e->v[e->n - 1].kind = (uint8_t)kind, e->v[e->n - 1].from = (uint32_t)from;
}

static int before(const insertion *x, const insertion *y)
{
    if (x->pos != y->pos)
        return x->pos < y->pos;
    if (x->order != y->order)
        return x->order < y->order;
    return x->seq < y->seq;
}

static void swap(insertion *x, insertion *y)
{
    insertion t = *x;
    *x = *y, *y = t;
}

/* In place (qsort's merge sort would copy all the records at the pass's peak): a quicksort
 * with the median of three, the smaller side first, insertion sort for short runs. */
void pass_plan_sort(insertion *v, size_t n)
{
    while (n > 16) {
        size_t m = n / 2;
        if (before(&v[m], &v[0]))
            swap(&v[m], &v[0]);
        if (before(&v[n - 1], &v[m])) {
            swap(&v[n - 1], &v[m]);
            if (before(&v[m], &v[0]))
                swap(&v[m], &v[0]);
        }
        insertion pivot = v[m];
        size_t i = 0, j = n - 1;
        for (;;) {
            while (before(&v[i], &pivot))
                i++;
            while (before(&pivot, &v[j]))
                j--;
            if (i >= j)
                break;
            swap(&v[i++], &v[j--]);
        }
        /* [0, j] <= pivot <= [j + 1, n) */
        if (j + 1 < n - j - 1) {
            pass_plan_sort(v, j + 1);
            v += j + 1, n -= j + 1;
        } else {
            pass_plan_sort(v + j + 1, n - j - 1);
            n = j + 1;
        }
    }
    for (size_t i = 1; i < n; i++)
        for (size_t k = i; k > 0 && before(&v[k], &v[k - 1]); k--)
            swap(&v[k], &v[k - 1]);
}

static int buf_put(pass_plan *o, const char *s, size_t n)
{
    if (!n)
        return 0;
    if (o->cap - o->used < n) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap - o->used < n)
            cap *= 2;
        char *b = realloc(o->buf, cap);
        if (!b)
            return o->e.failed = 1, -1;
        o->buf = b, o->cap = cap;
    }
    memcpy(o->buf + o->used, s, n);
    o->used += n;
    return 0;
}

/* s (n bytes) with the loop probes in their fast form, as one piece (a sink that restores long
 * names must see each whole). */
static int write_fast_form(pass_plan *o, const char *s, size_t n)
{
    static const char *const forms[][2] = {{"PDD_SITE_DECL(", "PDD_SITE_DECL_FAST("},
                                           {"PDD_SITE_INIT(", "PDD_SITE_INIT_FAST("},
                                           {"PDD_SITE_ACC(", "PDD_SITE_ACC_FAST("},
                                           {"PDD_SITE_BAD(", "PDD_SITE_BAD_FAST("},
                                           {"PDD_SITE_INIT_ROW(", "PDD_SITE_INIT_ROW_FAST("},
                                           {"PDD_SITE_ACC_ROW(", "PDD_SITE_ACC_ROW_FAST("},
                                           {"PDD_SITE_ACC_ROW_IN(", "PDD_SITE_ACC_ROW_IN_FAST("},
                                           {"PDD_SITE_ACC_ROW_BACK(", "PDD_SITE_ACC_ROW_BACK_FAST("},
                                           {"PDD_SITE_BAD_ROW(", "PDD_SITE_BAD_ROW_FAST("},
                                           {"PDD_SITE_BLOCK(", "PDD_SITE_BLOCK_FAST("},
                                           {"PDD_SITE_BAD_BLOCK(", "PDD_SITE_BAD_BLOCK_FAST("}};
    o->used = 0;
    for (size_t t = 0; t < n;) {
        const char *P = memchr(s + t, 'P', n - t); /* every form starts "PDD_" */
        size_t plain = P ? (size_t)(P - s) - t : n - t, skip = 0;
        if (buf_put(o, s + t, plain))
            return -1;
        t += plain;
        for (size_t k = 0; t < n && k < sizeof forms / sizeof forms[0] && !skip; k++) {
            size_t flen = strlen(forms[k][0]);
            if (n - t >= flen && !memcmp(s + t, forms[k][0], flen)) {
                skip = flen;
                if (buf_put(o, forms[k][1], strlen(forms[k][1])))
                    return -1;
            }
        }
        if (t < n && !skip) {
            if (buf_put(o, s + t, 1))
                return -1;
            skip = 1;
        }
        t += skip;
    }
    return o->used ? o->to->write(o->to->ctx, o->buf, o->used) : 0;
}

/* Writes insertion i; fast: as it reads in a fast copy (a fast copy within one is empty). */
static int write_insertion(pass_plan *o, int i, int fast)
{
    const edits *e = &o->e;
    const insertion *x = &e->v[i];
    const char *src = o->src;
    if (x->kind == INS_TEXT || x->kind == INS_SOURCE) {
        const char *s = x->kind == INS_TEXT ? e->text + x->text : src + x->from;
        size_t n = x->kind == INS_TEXT ? x->len : x->pos - x->from;
        return !n ? 0 : fast ? write_fast_form(o, s, n) : o->to->write(o->to->ctx, s, n);
    }
    if (fast)
        return 0;
    /* the probed nest from a to b: the insertions inside it (those at a after the kernel's
     * own, those at b before its else), in their fast form, with the source between */
    size_t a = x->pos, b = x->from, at = a;
    int lo = i;
    while (lo > 0 && e->v[lo - 1].pos == a)
        lo--;
    for (int j = lo; j < e->n && e->v[j].pos <= b; j++) {
        const insertion *y = &e->v[j];
        int inside = (y->pos > a && y->pos < b) || (y->pos == a && y->order >= 1) || (y->pos == b && y->order <= 6);
        if (!inside)
            continue;
        if ((y->pos > at && o->to->write(o->to->ctx, src + at, y->pos - at)) || write_insertion(o, j, 1))
            return -1;
        at = y->pos;
    }
    return b > at ? o->to->write(o->to->ctx, src + at, b - at) : 0;
}

/* The insertions from k on, their texts moved to the front of the buffer: what a flush keeps. */
static int keep_from(edits *e, int k)
{
    size_t bytes = 0;
    for (int j = k; j < e->n; j++)
        bytes += e->v[j].len + 1;
    char *kept = bytes ? malloc(bytes) : NULL;
    if (bytes && !kept)
        return -1;
    size_t at = 0;
    for (int j = k; j < e->n; j++) {
        memcpy(kept + at, e->text + e->v[j].text, e->v[j].len + 1);
        e->v[j].text = at, at += e->v[j].len + 1;
    }
    if (bytes)
        memcpy(e->text, kept, bytes);
    free(kept);
    memmove(e->v, e->v + k, (size_t)(e->n - k) * sizeof *e->v);
    e->n -= k, e->used = bytes;
    return 0;
}

int pass_plan_flush(pass_plan *o, size_t upto)
{
    edits *e = &o->e;
    if (e->failed)
        return -1;
    pass_plan_sort(e->v, (size_t)e->n);
    /* a fast copy is written whole, with the insertions inside it: one whose end may still get
     * some waits, and what follows it */
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < e->n && e->v[i].pos < upto; i++)
            if (e->v[i].kind == INS_FAST && e->v[i].from >= upto)
                upto = e->v[i].pos, changed = 1;
    }
    int k = 0;
    for (; k < e->n && e->v[k].pos < upto; k++) {
        if ((e->v[k].pos > o->at && o->to->write(o->to->ctx, o->src + o->at, e->v[k].pos - o->at)) ||
            write_insertion(o, k, 0))
            return e->failed ? -1 : -2;
        o->at = e->v[k].pos;
    }
    if (upto > o->at && o->to->write(o->to->ctx, o->src + o->at, upto - o->at))
        return -2;
    o->at = upto > o->at ? upto : o->at;
    e->floor = o->at;
    if (keep_from(e, k))
        return e->failed = 1, -1;
    return 0;
}

void pass_plan_free(pass_plan *plan)
{
    if (plan)
        free(plan->e.text), free(plan->e.v), free(plan->buf);
    free(plan);
}

/* Collects what a plan writes into one string. */
typedef struct into_memory {
    char *buf;
    size_t used, cap;
} into_memory;

static int memory_write(void *ctx, const char *s, size_t n)
{
    into_memory *m = ctx;
    if (m->cap - m->used < n + 1) {
        size_t cap = m->cap ? m->cap : 1u << 16;
        while (cap - m->used < n + 1)
            cap *= 2;
        char *b = realloc(m->buf, cap);
        if (!b)
            return -1;
        m->buf = b, m->cap = cap;
    }
    memcpy(m->buf + m->used, s, n);
    m->used += n;
    return 0;
}

char *pass_emit_source(const pass *p, size_t *len)
{
    into_memory m = {0};
    if (pass_emit_write(p, &(instrument_sink){memory_write, &m}, NULL) || memory_write(&m, "", 0))
        free(m.buf), m.buf = NULL;
    if (m.buf) {
        m.buf[m.used] = 0;
        *len = m.used;
    }
    return m.buf;
}
