/* logset.c: the logs a command line names, opened through the reader API: bad files are
 * warned about and skipped, the rest ordered by rank; and their events merged by time with
 * a small buffer per file, so memory does not grow with the number of events. */
#include "view.h"

#include <stdlib.h>
#include <string.h>

static int by_rank(const void *a, const void *b)
{
    const view_file *x = a, *y = b;
    if (x->meta->rank != y->meta->rank)
        return x->meta->rank < y->meta->rank ? -1 : 1;
    return strcmp(x->meta->path, y->meta->path);
}

int view_set_open(view_set *set, const char *verb, char **paths, int n)
{
    memset(set, 0, sizeof *set);
    if (n == 0) {
        fprintf(stderr, "pdd-view %s: no log given; e.g. pdd-view %s pdd.*.h5 (run the program "
                "with PACE_DACE_DEBUG=True first)\n", verb, verb);
        return -1;
    }
    set->files = calloc((size_t)n, sizeof *set->files);
    if (!set->files) {
        fprintf(stderr, "pdd-view %s: out of memory\n", verb);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        char err[1024];
        pdd_log *log;
        if (pdd_log_open(paths[i], &log, err, sizeof err) < 0) {
            fprintf(stderr, "pdd-view %s: %s%s\n", verb, n > 1 ? "skipped: " : "", err);
            set->unreadable++;
            continue;
        }
        view_file *f = &set->files[set->n++];
        f->arg = paths[i];
        f->log = log;
        f->meta = pdd_log_meta_of(log);
        if (f->meta->recovered_now)
            fprintf(stderr, "pdd-view %s: %s: recovered from the journal into %s\n", verb,
                    paths[i], f->meta->path);
    }
    if (set->n == 0) {
        if (n > 1)
            fprintf(stderr, "pdd-view %s: none of the %d logs could be read\n", verb, n);
        view_set_close(set);
        return -1;
    }
    qsort(set->files, set->n, sizeof *set->files, by_rank);
    return 0;
}

void view_set_close(view_set *set)
{
    for (size_t i = 0; i < set->n; i++)
        pdd_log_close(set->files[i].log);
    free(set->files);
    memset(set, 0, sizeof *set);
}

const char *view_kernel_name(const view_file *f, int32_t id)
{
    static char buf[32];
    if (id < 0)
        return "-";
    const pdd_log_kernel *k = pdd_log_kernel_by_id(f->log, id);
    if (k)
        return k->name;
    snprintf(buf, sizeof buf, "kernel#%d", (int)id);
    return buf;
}

uint64_t view_set_origin_ns(const view_set *set)
{
    uint64_t origin = 0;
    for (size_t i = 0; i < set->n; i++) {
        uint64_t s = (uint64_t)set->files[i].meta->start_time_ns;
        if (s && (!origin || s < origin))
            origin = s;
    }
    return origin;
}

void view_event_copy(view_event *dst, const pdd_log_event *src, const view_file *f)
{
    dst->e = *src;
    dst->file = f;
    snprintf(dst->field, sizeof dst->field, "%s", src->field);
    dst->e.field = dst->field;
    dst->backtrace = src->backtrace[0] ? strdup(src->backtrace) : NULL;
    dst->e.backtrace = dst->backtrace ? dst->backtrace : "";
}

void view_event_free(view_event *e)
{
    free(e->backtrace);
    e->backtrace = NULL;
    e->e.backtrace = "";
}

/* ---- merging by time ---- */
#define CURSOR_ROWS 256

typedef struct cursor {
    const view_file *file;
    uint64_t next_row, rows; /* next row of the table to fetch; rows in the table */
    view_event buf[CURSOR_ROWS];
    size_t n, at;
} cursor;

static int fill_cb(const pdd_log_event *rows, size_t n, void *ctx)
{
    cursor *c = ctx;
    for (size_t i = 0; i < n && c->n < CURSOR_ROWS; i++)
        view_event_copy(&c->buf[c->n++], &rows[i], c->file);
    return 0;
}

/* Refills an empty cursor; 0 when it has an event, 1 when the file is done, -1 on error. */
static int refill(cursor *c, const char *verb)
{
    for (size_t i = 0; i < c->n; i++)
        view_event_free(&c->buf[i]);
    c->n = c->at = 0;
    if (c->next_row >= c->rows)
        return 1;
    char err[1024];
    uint64_t want = c->rows - c->next_row < CURSOR_ROWS ? c->rows - c->next_row : CURSOR_ROWS;
    if (pdd_log_read_events(c->file->log, c->next_row, want, fill_cb, c, err, sizeof err) < 0) {
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
        return -1;
    }
    c->next_row += want;
    return c->n ? 0 : 1;
}

static int earlier(const cursor *a, const cursor *b)
{
    const pdd_log_event *x = &a->buf[a->at].e, *y = &b->buf[b->at].e;
    if (x->t_ns != y->t_ns)
        return x->t_ns < y->t_ns;
    if (a->file->meta->rank != b->file->meta->rank)
        return a->file->meta->rank < b->file->meta->rank;
    return x->seq < y->seq;
}

static void sift_down(cursor **heap, size_t n, size_t i)
{
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && earlier(heap[l], heap[m]))
            m = l;
        if (r < n && earlier(heap[r], heap[m]))
            m = r;
        if (m == i)
            return;
        cursor *t = heap[i];
        heap[i] = heap[m];
        heap[m] = t;
        i = m;
    }
}

int view_set_events_by_time(view_set *set, const char *verb, view_event_fn cb, void *ctx)
{
    cursor *cs = calloc(set->n, sizeof *cs);
    cursor **heap = calloc(set->n, sizeof *heap);
    int rc = 0;
    size_t n = 0;
    if (!cs || !heap) {
        fprintf(stderr, "pdd-view %s: out of memory\n", verb);
        rc = -1;
        goto out;
    }
    for (size_t i = 0; i < set->n; i++) {
        cs[i].file = &set->files[i];
        cs[i].rows = pdd_log_event_count(set->files[i].log);
        int r = refill(&cs[i], verb);
        if (r < 0) {
            rc = -1;
            goto out;
        }
        if (r == 0)
            heap[n++] = &cs[i];
    }
    for (size_t i = n; i-- > 0;)
        sift_down(heap, n, i);
    while (n) {
        cursor *c = heap[0];
        rc = cb(&c->buf[c->at], ctx);
        if (rc)
            goto out;
        if (++c->at == c->n) {
            int r = refill(c, verb);
            if (r < 0) {
                rc = -1;
                goto out;
            }
            if (r == 1)
                heap[0] = heap[--n];
        }
        sift_down(heap, n, 0);
    }
out:
    if (cs)
        for (size_t i = 0; i < set->n; i++)
            for (size_t j = 0; j < cs[i].n; j++)
                view_event_free(&cs[i].buf[j]);
    free(cs);
    free(heap);
    return rc;
}
