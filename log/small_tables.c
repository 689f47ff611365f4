/* small_tables.c: the conversion's first scan of a journal: the run metadata and the small
 * tables (units, kernels, fields, sites), the counts that size the log, and the crash texts,
 * named once the tables are complete (convert.h). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "convert.h"
#include "crash_text.h"

#include <pdd/abi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- first scan */




void *pdd_small_room_for(void *array, size_t n, size_t *cap, size_t size)
{
    if (n < *cap)
        return array;
    size_t c = *cap ? *cap * 2 : 64;
    void *p = realloc(array, c * size);
    if (p)
        *cap = c;
    return p;
}

/* Appends a zeroed element to t->NAME (n##NAME rows, cap##NAME allocated); r points to it,
 * or the scan stops for want of memory. */
#define APPEND_ROW(t, NAME, r)                                                             \
    do {                                                                                   \
        void *grown_ = pdd_small_room_for((t)->NAME, (t)->n##NAME, &(t)->cap##NAME, sizeof *(r));    \
        if (!grown_)                                                                       \
            return (t)->oom = 1;                                                           \
        (t)->NAME = grown_;                                                                \
        (r) = &(t)->NAME[(t)->n##NAME++];                                                  \
        memset((r), 0, sizeof *(r));                                                       \
    } while (0)

/* The next NUL-terminated string in a record's tail; "" past its end. */
const char *pdd_tail_string(const char **p, const char *end)
{
    const char *s = *p;
    if (s >= end)
        return "";
    const char *z = memchr(s, 0, (size_t)(end - s));
    if (!z) {
        *p = end;
        return "";
    }
    *p = z + 1;
    return s;
}

static char *dup_or_flag(const char *s, int *oom)
{
    char *d = strdup(s ? s : "");
    if (!d)
        *oom = 1;
    return d;
}

/* The row records: each returns t->oom (set when memory ran out). */
static int scan_unit(small_tables *t, const char *p, const char *end, size_t len)
{
    pdd_rec_unit u;
    if (len < sizeof u)
        return 0;
    memcpy(&u, p, sizeof u);
    const char *s = p + sizeof u;
    pdd_h5_unit_row *r;
    APPEND_ROW(t, units, r);
    r->id = u.unit, r->kernel_base = u.kernel_base, r->field_base = u.field_base;
    r->site_base = u.site_base;
    r->program = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    r->source = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    return t->oom;
}

static int scan_kernel(small_tables *t, const char *p, const char *end, size_t len)
{
    pdd_rec_kernel k;
    if (len < sizeof k)
        return 0;
    memcpy(&k, p, sizeof k);
    const char *s = p + sizeof k;
    pdd_h5_kernel_row *r;
    APPEND_ROW(t, kernels, r);
    r->id = k.id, r->line = k.line, r->unit = k.unit;
    r->name = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    r->source = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    r->label = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    /* journals before origins end here: no string left */
    if (s < end && k.origin_line > 0) {
        r->origin_file = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
        r->origin_line = k.origin_line;
    }
    return t->oom;
}

static int scan_field(small_tables *t, const char *p, const char *end, size_t len)
{
    pdd_rec_field f;
    if (len < sizeof f)
        return 0;
    memcpy(&f, p, sizeof f);
    const char *s = p + sizeof f;
    pdd_h5_field_row *r;
    APPEND_ROW(t, fields, r);
    r->id = f.id, r->ndim = f.ndim, r->transient = f.transient, r->unit = f.unit;
    /* Values outside the enums would show as bare numbers: call them unknown. */
    r->type = (uint8_t)(f.type >= PDD_T_UNKNOWN && f.type <= PDD_T_BOOL ? f.type : 0);
    r->storage = (uint8_t)(f.storage >= 0 && f.storage <= PDD_STORAGE_GPU ? f.storage : 0);
    r->name = dup_or_flag(pdd_tail_string(&s, end), &t->oom);
    if (r->name && strlen(r->name) > t->name_max)
        t->name_max = strlen(r->name);
    return t->oom;
}

static int scan_site(small_tables *t, const char *p, size_t len)
{
    pdd_rec_site st;
    if (len < sizeof st)
        return 0;
    memcpy(&st, p, sizeof st);
    uint32_t *checks = pdd_small_room_for(t->site_checks, t->nsites, &t->capsite_checks, sizeof *checks);
    if (!checks)
        return t->oom = 1;
    t->site_checks = checks;
    t->site_checks[t->nsites] = st.checks;
    pdd_h5_site_row *r;
    APPEND_ROW(t, sites, r);
    r->id = st.id, r->kernel = st.kernel, r->field_id = st.field, r->line = st.line;
    r->lo = st.lo, r->hi = st.hi;
    r->input = (st.flags & PDD_SITE_INPUT) != 0;
    r->unchecked = st.flags & PDD_SITE_UNCHECKED ? (uint8_t)PDD_SITE_WHY(st.flags) : 0;
    r->in_place = (st.flags & PDD_SITE_IN_PLACE) != 0;
    return t->oom;
}

static int scan_dropped(small_tables *t, const char *p, size_t len)
{
    pdd_rec_dropped d;
    if (len < sizeof d)
        return 0;
    memcpy(&d, p, sizeof d);
    dropped_pair *r;
    APPEND_ROW(t, dropped, r);
    r->site = d.site, r->dropped = d.dropped;
    return t->oom;
}

/* A program call's row, kept whole: a run has few. */
static int scan_program(small_tables *t, const pdd_journal_rec *rec, const char *p)
{
    pdd_rec_program pr;
    if (rec->len < sizeof pr)
        return 0;
    memcpy(&pr, p, sizeof pr);
    pdd_h5_program_row *r;
    APPEND_ROW(t, programs, r);
    r->seq = rec->seq, r->unit = pr.unit, r->call = pr.call, r->t_ns = pr.t_ns;
    return t->oom;
}

/* An event is counted (to size /events); its text, if any, sizes /backtraces, except a
 * crash's raw text, which is kept to be named first and measured then. */
static int scan_event(small_tables *t, const pdd_journal_rec *rec)
{
    const char *p = rec->payload;
    pdd_rec_event e;
    size_t used = pdd_rec_event_read(rec, &e);
    if (!used)
        return 0; /* as the second scan: a payload too short is no row */
    t->nevents++;
    if (rec->len <= used || !p[used])
        return 0;
    size_t len = strnlen(p + used, rec->len - used);
    if (e.kind == PDD_KIND_CRASH) {
        crash_text *c;
        APPEND_ROW(t, crash_texts, c);
        c->seq = rec->seq, c->kernel = e.kernel, c->text = strndup(p + used, len);
        if (!c->text)
            return t->oom = 1;
        if (pdd_crash_text_is_raw(c->text))
            return 0; /* measured once it is named */
        free(c->text); /* an older journal's text: kept as it is */
        t->ncrash_texts--;
    }
    t->ntexts++;
    t->text_bytes += len;
    t->text_max = len > t->text_max ? len : t->text_max;
    return 0;
}

int pdd_small_scan_record(const pdd_journal_rec *rec, void *ctx)
{
    small_tables *t = ctx;
    const char *p = rec->payload, *end = p + rec->len;
    t->end_seq = rec->seq + 1;
    /* The first member of these records is the row's id: a negative one is damage (the
     * viewer indexes by ids), so the record is skipped and counted as torn. */
    if (rec->type >= PDD_REC_UNIT && rec->type <= PDD_REC_SITE && rec->len >= sizeof(int32_t)) {
        int32_t id;
        memcpy(&id, p, sizeof id);
        if (id < 0) {
            t->bad_slots += rec->len / PDD_SLOT_PAYLOAD;
            return 0;
        }
    }
    switch (rec->type) {
    case PDD_REC_META:
        free(t->meta);
        t->meta = strndup(p, rec->len);
        t->oom |= !t->meta;
        break;
    case PDD_REC_UNIT:
        return scan_unit(t, p, end, rec->len);
    case PDD_REC_KERNEL:
        return scan_kernel(t, p, end, rec->len);
    case PDD_REC_FIELD:
        return scan_field(t, p, end, rec->len);
    case PDD_REC_SITE:
        return scan_site(t, p, rec->len);
    case PDD_REC_DROPPED:
        return scan_dropped(t, p, rec->len);
    case PDD_REC_END:
        t->clean_exit = 1;
        break;
    case PDD_REC_SIGNAL:
        if (rec->len >= sizeof t->end_signal && !t->end_signal.sig)
            memcpy(&t->end_signal, p, sizeof t->end_signal);
        break;
    case PDD_REC_EVENT:
        if (scan_event(t, rec))
            return t->oom;
        break;
    case PDD_REC_PROGRESS:
        t->nprogress++;
        break;
    case PDD_REC_TRACE: {
        pdd_rec_trace tr;
        if (pdd_rec_trace_read(rec, &tr))
            t->ntrace++;
        break;
    }
    case PDD_REC_OPERAND: {
        pdd_rec_operand op;
        if (pdd_rec_operand_read(rec, &op))
            t->noperands++;
        break;
    }
    case PDD_REC_PROGRAM:
        return scan_program(t, rec, p);
    case PDD_REC_CALL:
    case PDD_REC_TOTALS:
    case PDD_REC_RING:
        return pdd_small_scan_call(t, rec);
    default:
        break;
    }
    return t->oom;
}

void pdd_small_free(small_tables *t)
{
    free(t->meta);
    free(t->programs);
    free(t->calls), free(t->totals_recs), free(t->totals);
    for (size_t i = 0; i < t->nunits; i++)
        free(t->units[i].program), free(t->units[i].source);
    for (size_t i = 0; i < t->nkernels; i++)
        free(t->kernels[i].name), free(t->kernels[i].source), free(t->kernels[i].label),
            free(t->kernels[i].origin_file);
    for (size_t i = 0; i < t->nfields; i++)
        free(t->fields[i].name);
    for (size_t i = 0; i < t->nsites; i++)
        free(t->sites[i].field), free(t->sites[i].checkers);
    free(t->units), free(t->kernels), free(t->fields), free(t->sites);
    free(t->site_checks), free(t->dropped);
    for (size_t i = 0; i < t->ncrash_texts; i++)
        free(t->crash_texts[i].text);
    free(t->crash_texts);
}

static const pdd_h5_field_row *field_by_id(const small_tables *t, int32_t id)
{
    pdd_h5_field_row key;
    key.id = id;
    return t->nfields ? bsearch(&key, t->fields, t->nfields, sizeof key, pdd_h5_by_id) : NULL;
}

const char *pdd_small_field_name(const small_tables *t, int32_t id)
{
    const pdd_h5_field_row *f = id >= 0 ? field_by_id(t, id) : NULL;
    return f ? f->name : "";
}

/* "nan,neg_delp": the checkers of a site's bit mask, in bit order. */
static char *checker_list(uint32_t checks)
{
    size_t len = 1;
    for (int b = 0; b < 32; b++)
        if (checks & (1u << b))
            len += strlen(pdd_check_name(1u << b)) + 1;
    char *s = malloc(len);
    if (!s)
        return NULL;
    s[0] = 0;
    for (int b = 0; b < 32; b++)
        if (checks & (1u << b)) {
            if (s[0])
                strcat(s, ",");
            strcat(s, pdd_check_name(1u << b));
        }
    return s;
}

/* Orders the tables by id and fills what is derived: site field names, checker lists and
 * dropped counts (the last DROPPED record of a site wins: it is a running total). */
static const pdd_h5_kernel_row *lookup_kernel(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_kernel_row key;
    key.id = id;
    return t->nkernels ? bsearch(&key, t->kernels, t->nkernels, sizeof key, pdd_h5_by_id) : NULL;
}

static const pdd_h5_unit_row *lookup_unit(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_unit_row key;
    key.id = id;
    return t->nunits ? bsearch(&key, t->units, t->nunits, sizeof key, pdd_h5_by_id) : NULL;
}

static const pdd_h5_site_row *lookup_site(const void *ctx, int32_t id)
{
    const small_tables *t = ctx;
    pdd_h5_site_row key;
    key.id = id;
    return t->nsites ? bsearch(&key, t->sites, t->nsites, sizeof key, pdd_h5_by_id) : NULL;
}

/* Names the frames of the crash texts (there is one per crash: a handful per log) and counts
 * them among the texts, as they will be stored. */
int pdd_small_name_crashes(small_tables *t, uint64_t run_start_ns)
{
    if (!t->ncrash_texts)
        return 0;
    pdd_symbolizer *sy = pdd_symbolizer_new();
    if (!sy)
        return -1;
    pdd_crash_lookup lk = {run_start_ns, t, lookup_kernel, lookup_unit, lookup_site};
    for (size_t i = 0; i < t->ncrash_texts; i++) {
        crash_text *c = &t->crash_texts[i];
        char *named = pdd_crash_text_render(sy, c->text, c->kernel, &lk);
        if (!named) {
            pdd_symbolizer_free(sy);
            return -1;
        }
        free(c->text);
        c->text = named;
        size_t len = strlen(named);
        t->ntexts++;
        t->text_bytes += len;
        t->text_max = len > t->text_max ? len : t->text_max;
    }
    pdd_symbolizer_free(sy);
    return 0;
}

int pdd_small_finish(small_tables *t)
{
    pdd_h5_sort_by_id(t->units, t->nunits, sizeof *t->units);
    pdd_h5_sort_by_id(t->kernels, t->nkernels, sizeof *t->kernels);
    pdd_h5_sort_by_id(t->fields, t->nfields, sizeof *t->fields);
    /* Ids far beyond the rows there are (pdd_h5_id_plausible) are damage: drop those rows
     * (sorted last), as the reader would refuse the log. Each counts as a torn slot. */
    size_t n;
    for (n = t->nunits; t->nunits && !pdd_h5_id_plausible(t->units[t->nunits - 1].id, n);
         t->bad_slots++, t->nunits--)
        free(t->units[t->nunits - 1].program), free(t->units[t->nunits - 1].source);
    for (n = t->nkernels;
         t->nkernels && !pdd_h5_id_plausible(t->kernels[t->nkernels - 1].id, n);
         t->bad_slots++, t->nkernels--) {
        pdd_h5_kernel_row *k = &t->kernels[t->nkernels - 1];
        free(k->name), free(k->source), free(k->label), free(k->origin_file);
    }
    for (n = t->nfields; t->nfields && !pdd_h5_id_plausible(t->fields[t->nfields - 1].id, n);
         t->bad_slots++, t->nfields--)
        free(t->fields[t->nfields - 1].name);
    /* The checker bits sit beside the sites in journal order: make them text before sorting. */
    for (size_t i = 0; i < t->nsites; i++) {
        t->sites[i].checkers = checker_list(t->site_checks[i]);
        if (!t->sites[i].checkers)
            return -1;
        t->sites[i].field = strdup(pdd_small_field_name(t, t->sites[i].field_id));
        if (!t->sites[i].field)
            return -1;
    }
    pdd_h5_sort_by_id(t->sites, t->nsites, sizeof *t->sites);
    for (n = t->nsites; t->nsites && !pdd_h5_id_plausible(t->sites[t->nsites - 1].id, n);
         t->bad_slots++, t->nsites--)
        free(t->sites[t->nsites - 1].field), free(t->sites[t->nsites - 1].checkers);
    for (size_t i = 0; i < t->ndropped; i++) {
        pdd_h5_site_row key;
        key.id = t->dropped[i].site;
        pdd_h5_site_row *s =
            t->nsites ? bsearch(&key, t->sites, t->nsites, sizeof key, pdd_h5_by_id) : NULL;
        if (s)
            s->dropped = t->dropped[i].dropped;
    }
    return pdd_small_finish_calls(t);
}

