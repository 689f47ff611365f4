/* call_tables.c: the conversion's part for the ring of recent calls (journal.h, pdd_rec_call):
 * its entries in use become /progress and /program_calls rows, its totals /call_totals, and
 * every record of the journal gets the seq that places it among the calls. */
#include "convert.h"

#include <stdlib.h>
#include <string.h>

/* array (n rows, cap allocated), moved if need be, with *row appended; NULL out of memory
 * (array is then as it was). */
static void *append(void *array, size_t *n, size_t *cap, const void *row, size_t size)
{
    void *a = pdd_small_room_for(array, *n, cap, size);
    if (a)
        memcpy((char *)a + (*n)++ * size, row, size);
    return a;
}

int pdd_small_scan_call(small_tables *t, const pdd_journal_rec *rec)
{
    if (rec->type == PDD_REC_RING) {
        if (rec->len >= sizeof t->ring)
            memcpy(&t->ring, rec->payload, sizeof t->ring);
        return 0;
    }
    if (rec->type == PDD_REC_CALL) {
        pdd_rec_call c;
        if (rec->len < sizeof c)
            return 0;
        memcpy(&c, rec->payload, sizeof c);
        if (!c.n) /* never used, or being rewritten when the snapshot was taken */
            return 0;
        pdd_rec_call *a = append(t->calls, &t->ncalls, &t->capcalls, &c, sizeof c);
        t->calls = a ? a : t->calls;
        return t->oom = !a;
    }
    pdd_rec_totals x;
    if (rec->len < sizeof x)
        return 0;
    memcpy(&x, rec->payload, sizeof x);
    pdd_rec_totals *a = append(t->totals_recs, &t->ntotals_recs, &t->captotals_recs, &x, sizeof x);
    t->totals_recs = a ? a : t->totals_recs;
    return t->oom = !a;
}

static int by_n(const void *a, const void *b)
{
    const pdd_rec_call *x = a, *y = b;
    return (x->n > y->n) - (x->n < y->n);
}

static int by_what_id(const void *a, const void *b)
{
    const pdd_rec_totals *x = a, *y = b;
    if (x->what != y->what)
        return x->what - y->what;
    return (x->id > y->id) - (x->id < y->id);
}

uint64_t pdd_small_log_seq(const small_tables *t, uint64_t slot)
{
    size_t lo = 0, hi = t->ncalls; /* calls whose seq is at most slot began before it */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->calls[mid].seq <= slot)
            lo = mid + 1;
        else
            hi = mid;
    }
    return slot + lo;
}

/* The log's seq of the call numbered n whose journal seq was seq: its own where it is kept,
 * else between the kept calls around it. */
static uint64_t call_log_seq(const small_tables *t, uint64_t n, uint64_t seq)
{
    size_t lo = 0, hi = t->ncalls;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->calls[mid].n < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < t->ncalls && t->calls[lo].n == n)
        return t->calls[lo].seq + lo;
    return seq + lo;
}

int pdd_small_finish_calls(small_tables *t)
{
    if (t->ncalls)
        qsort(t->calls, t->ncalls, sizeof *t->calls, by_n);
    /* Threads take a call's number and read the journal's end one after the other: make the
     * seqs follow the numbers, so that one order holds calls and records alike. */
    for (size_t i = 1; i < t->ncalls; i++)
        if (t->calls[i].seq < t->calls[i - 1].seq)
            t->calls[i].seq = t->calls[i - 1].seq;
    /* What the ring dropped: the calls before its first kept one, and the largest run of
     * numbers missing between two kept ones (those after the first failure's neighbourhood) */
    if (t->ncalls && t->calls[0].n > 1)
        t->calls_first_seq = t->calls[0].seq;
    uint64_t widest = 0;
    for (size_t i = 1; i < t->ncalls; i++)
        if (t->calls[i].n - t->calls[i - 1].n > 1 && t->calls[i].n - t->calls[i - 1].n > widest) {
            widest = t->calls[i].n - t->calls[i - 1].n;
            t->calls_gap_from = t->calls[i - 1].seq + (i - 1);
            t->calls_gap_to = t->calls[i].seq + i;
        }
    /* the totals' failure columns hold for what came before the call after the frozen one */
    for (size_t i = 0; t->ring.frozen && i < t->ncalls; i++)
        if (t->calls[i].n > t->ring.frozen) {
            t->calls_frozen_until = t->calls[i].seq + i;
            break;
        }
    if (t->ring.frozen && !t->calls_frozen_until)
        t->calls_frozen_until = UINT64_MAX;
    for (size_t i = 0; i < t->nprograms; i++) /* PROGRAM records of journals before the ring */
        t->programs[i].seq = pdd_small_log_seq(t, t->programs[i].seq);
    for (size_t i = 0; i < t->ncalls; i++) {
        const pdd_rec_call *c = &t->calls[i];
        if (c->what == PDD_CALL_KERNEL) {
            t->nprogress++;
            continue;
        }
        pdd_h5_program_row r = {c->seq + i, c->id, c->call, c->t_begin_ns};
        pdd_h5_program_row *a = append(t->programs, &t->nprograms, &t->capprograms, &r, sizeof r);
        if (!a)
            return -1;
        t->programs = a;
    }
    if (!t->ntotals_recs)
        return 0;
    /* Two threads' first calls of one kernel may each have made a record: one row each. */
    qsort(t->totals_recs, t->ntotals_recs, sizeof *t->totals_recs, by_what_id);
    if (!(t->totals = calloc(t->ntotals_recs, sizeof *t->totals)))
        return -1;
    for (size_t i = 0; i < t->ntotals_recs; i++) {
        const pdd_rec_totals *x = &t->totals_recs[i];
        int same = t->ntotals && !by_what_id(x, &t->totals_recs[i - 1]);
        pdd_h5_totals_row *r = same ? &t->totals[t->ntotals - 1] : &t->totals[t->ntotals++];
        if (!same) {
            r->kernel = x->what == PDD_CALL_KERNEL ? x->id : -1;
            r->unit = x->what == PDD_CALL_KERNEL ? -1 : x->id;
        }
        r->ended += x->ended, r->time_ns += x->time_ns;
        if (x->calls >= r->calls && x->calls) {
            r->calls = x->calls;
            r->last_seq = call_log_seq(t, x->last_n, x->last_seq);
        }
        if (x->failure_calls >= r->failure_calls && x->failure_calls) {
            r->failure_calls = x->failure_calls;
            r->failure_seq = call_log_seq(t, x->failure_n, x->failure_seq);
        }
    }
    return 0;
}
