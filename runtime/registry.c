/* registry.c: the probe tables of instrumented units, registered at load time; each site's
 * range derived from its field name and the configuration. */
#include "checker.h"
#include "runtime.h"
#include "registry.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static pdd_unit **units;
static int nunits, capunits;
static int32_t next_unit, next_kernel, next_field, next_site;

int pdd_units_count(void)
{
    return nunits;
}

pdd_unit *pdd_unit_at(int i)
{
    return units[i];
}

static int type_size(int t)
{
#define TYPE_SIZE(id, log, c, dace, size) size,
    static const int sizes[] = {PDD_TYPES(TYPE_SIZE)};
#undef TYPE_SIZE
    return t >= 0 && t < (int)(sizeof sizes / sizeof *sizes) ? sizes[t] : 0;
}

/* The range a site's values must stay in, and which value checkers watch it. An input site
 * is watched only with the inputs checker on, and only for a delp or tracer field. */
static void site_range(const pdd_config *cfg, const char *field, const char *user, int input,
                       pdd_range *r, uint32_t *checks)
{
    r->lo = -INFINITY;
    r->hi = INFINITY;
    *checks = 0;
    for (int i = 0; i < pdd_checker_count; i++) {
        const pdd_checker *c = pdd_checker_table[i];
        if (!c->applies || !(cfg->checks & c->bit) || !(c->applies(cfg, field) || (user && c->applies(cfg, user))))
            continue;
        *checks |= c->bit;
        if (c->narrow)
            c->narrow(cfg, r);
    }
    if (input) {
        if (!(cfg->checks & PDD_CHECK_INPUTS) ||
            !(*checks & (PDD_CHECK_NEG_DELP | PDD_CHECK_NEG_TRACER))) {
            r->lo = -INFINITY;
            r->hi = INFINITY;
            *checks = 0;
        } else {
            *checks |= PDD_CHECK_INPUTS;
        }
    }
}

/* One KERNEL record; tail has room for four strings of 4095 bytes. */
static void journal_kernel_row(pdd_journal *j, int32_t id, int32_t unit, int32_t line,
                               const char *name, const char *source, const char *label,
                               const pdd_kernel_origin *origin, char *tail)
{
    const char *parts[4] = {name ? name : "", source ? source : "", label ? label : "",
                            origin && origin->file ? origin->file : ""};
    size_t used = 0;
    for (int p = 0; p < 4; p++) {
        size_t l = strnlen(parts[p], 4095);
        memcpy(tail + used, parts[p], l);
        tail[used + l] = 0;
        used += l + 1;
    }
    pdd_rec_kernel rk = {id, unit, line, origin && origin->file ? origin->line : 0};
    pdd_journal_append(j, PDD_REC_KERNEL, &rk, sizeof rk, tail, used);
}

/* Writes a unit's tables to the journal (at registration, or when the journal opens). */
static void unit_journal_tables(pdd_unit *u)
{
    pdd_unit_rt *rt = u->rt;
    pdd_journal *j = pdd_rt.journal;
    if (!j)
        return;
    const char *prog = u->program ? u->program : "", *src = u->source ? u->source : "";
    size_t lp = strlen(prog) + 1, ls = strlen(src) + 1;
    char *tail = malloc(lp + ls + 4096 * 4);
    if (!tail)
        return;
    pdd_rec_unit ru = {rt->id, rt->kernels ? rt->kernels[0].gid : next_kernel,
                       rt->fields ? rt->fields[0].gid : next_field,
                       rt->sites ? rt->sites[0].gid : next_site};
    memcpy(tail, prog, lp);
    memcpy(tail + lp, src, ls);
    pdd_journal_append(j, PDD_REC_UNIT, &ru, sizeof ru, tail, lp + ls);
    for (uint32_t k = 0; k < u->nkernels; k++) {
        const pdd_kernel_desc *d = &u->kernels[k];
        journal_kernel_row(j, rt->kernels[k].gid, rt->id, d->line, d->name,
                           d->source ? d->source : src, d->label,
                           u->abi >= 5 && u->origins ? &u->origins[k] : NULL, tail);
    }
    for (uint32_t f = 0; f < u->nfields; f++) {
        const pdd_field_desc *d = &u->fields[f];
        pdd_rec_field rf = {rt->fields[f].gid, rt->id, d->type, d->ndim, d->storage, d->transient};
        /* the user's name where the unit has one (the log's), then the SDFG's */
        const char *name = d->name ? d->name : "", *user = pdd_field_user_name(u, (int)f),
                   *shown = pdd_field_log_name(u, (int)f);
        size_t l = strnlen(shown, 4095);
        memcpy(tail, shown, l);
        tail[l++] = 0;
        if (user) {
            size_t m = strnlen(name, 4095);
            memcpy(tail + l, name, m);
            tail[l + m] = 0;
            l += m + 1;
        }
        pdd_journal_append(j, PDD_REC_FIELD, &rf, sizeof rf, tail, l);
    }
    for (uint32_t s = 0; s < u->nsites; s++) {
        const pdd_site_desc *d = &u->sites[s];
        pdd_rec_site rs = {rt->sites[s].gid,      rt->kernels[d->kernel].gid, rt->fields[d->field].gid,
                           d->line,               u->ranges[s].lo,            u->ranges[s].hi,
                           rt->sites[s].checks, d->flags};
        pdd_journal_append(j, PDD_REC_SITE, &rs, sizeof rs, NULL, 0);
    }
    free(tail);
}

const char *pdd_field_user_name(const pdd_unit *u, int f)
{
    const char *user = u->abi >= 7 && u->field_names ? u->field_names[f] : NULL;
    return user && *user ? user : NULL;
}

const char *pdd_field_log_name(const pdd_unit *u, int f)
{
    const char *user = pdd_field_user_name(u, f);
    return user ? user : u->fields[f].name ? u->fields[f].name : "";
}

static int unit_valid(const pdd_unit *u)
{
    for (uint32_t s = 0; s < u->nsites; s++)
        if (u->sites[s].kernel < 0 || (uint32_t)u->sites[s].kernel >= u->nkernels ||
            u->sites[s].field < 0 || (uint32_t)u->sites[s].field >= u->nfields)
            return 0;
    return u->ranges || !u->nsites;
}

int pdd_unit_register(pdd_unit *u)
{
    pdd_init();
    if (!u || u->abi < PDD_ABI_OLDEST || u->abi > PDD_ABI_VERSION || !unit_valid(u)) {
        pdd_say("pdd: unit %s was built for probe ABI %u, this libpdd is ABI %d (or its tables are "
                "inconsistent); re-run pdd-instrument with this pdd; its probes stay off\n",
                u && u->source ? u->source : "?", u ? u->abi : 0, PDD_ABI_VERSION);
        return -1;
    }
    pdd_unit_rt *rt = calloc(1, sizeof *rt);
    if (!rt)
        return -1;
    rt->kernels = calloc(u->nkernels ? u->nkernels : 1, sizeof *rt->kernels);
    rt->fields = calloc(u->nfields ? u->nfields : 1, sizeof *rt->fields);
    rt->sites = calloc(u->nsites ? u->nsites : 1, sizeof *rt->sites);
    rt->site_index = calloc(u->nsites ? u->nsites : 1, sizeof *rt->site_index);
    rt->input_index = calloc(u->nsites ? u->nsites : 1, sizeof *rt->input_index);
    if (!rt->kernels || !rt->fields || !rt->sites || !rt->site_index || !rt->input_index) {
        free(rt->kernels), free(rt->fields), free(rt->sites), free(rt->site_index);
        free(rt->input_index), free(rt);
        return -1;
    }
    /* Sites grouped by kernel, so a kernel's end visits only its own. */
    int used = 0;
    for (uint32_t k = 0; k < u->nkernels; k++) {
        rt->kernels[k].sites = rt->site_index + used;
        for (uint32_t s = 0; s < u->nsites; s++)
            if ((uint32_t)u->sites[s].kernel == k && !(u->sites[s].flags & PDD_SITE_UNCHECKED))
                rt->site_index[used++] = (int32_t)s;
        rt->kernels[k].nsites = (int)(rt->site_index + used - rt->kernels[k].sites);
    }
    used = 0;
    for (uint32_t k = 0; k < u->nkernels; k++) {
        rt->kernels[k].inputs = rt->input_index + used;
        for (uint32_t s = 0; s < u->nsites; s++)
            if ((uint32_t)u->sites[s].kernel == k && (u->sites[s].flags & PDD_SITE_INPUT))
                rt->input_index[used++] = (int32_t)s;
        rt->kernels[k].ninputs = (int)(rt->input_index + used - rt->kernels[k].inputs);
    }
    for (uint32_t f = 0; f < u->nfields; f++)
        rt->fields[f].esize = type_size(u->fields[f].type);
    for (uint32_t s = 0; s < u->nsites; s++)
        pdd_site_rt_init(&rt->sites[s]);

    pthread_mutex_lock(&registry_lock);
    if (nunits == capunits) {
        int cap = capunits ? capunits * 2 : 16;
        pdd_unit **n = realloc(units, (size_t)cap * sizeof *n);
        if (!n) {
            pthread_mutex_unlock(&registry_lock);
            free(rt->kernels), free(rt->fields), free(rt->sites), free(rt->site_index);
            free(rt->input_index), free(rt);
            return -1;
        }
        units = n, capunits = cap;
    }
    rt->id = next_unit++;
    for (uint32_t k = 0; k < u->nkernels; k++)
        rt->kernels[k].gid = next_kernel++;
    for (uint32_t f = 0; f < u->nfields; f++)
        rt->fields[f].gid = next_field++;
    for (uint32_t s = 0; s < u->nsites; s++)
        rt->sites[s].gid = next_site++;
    u->rt = rt;
    units[nunits++] = u;
    pdd_unit_configure(u);
    pthread_mutex_unlock(&registry_lock);
    pdd_moment_unit_registered(u);
    return 0;
}

void pdd_kernel_journal_row(int32_t id, const char *name, const char *source, const char *label)
{
    char tail[4096 * 4];
    if (pdd_rt.journal)
        journal_kernel_row(pdd_rt.journal, id, -1, 0, name, source, label, NULL, tail);
}

int32_t pdd_kernel_add_runtime(const char *name, const char *source, const char *label)
{
    pthread_mutex_lock(&registry_lock);
    int32_t id = next_kernel++;
    pthread_mutex_unlock(&registry_lock);
    pdd_kernel_journal_row(id, name, source, label);
    return id;
}

int pdd_kernel_declared(const char *name, char *label, size_t n)
{
    int found = 0;
    pthread_mutex_lock(&registry_lock);
    for (int i = 0; i < nunits && !found; i++)
        for (uint32_t k = 0; k < units[i]->nkernels && !found; k++) {
            const pdd_kernel_desc *d = &units[i]->kernels[k];
            if (d->name && !strcmp(d->name, name)) {
                found = 1;
                snprintf(label, n, "%s", d->label ? d->label : "");
            }
        }
    pthread_mutex_unlock(&registry_lock);
    return found;
}

void pdd_unit_configure(pdd_unit *u)
{
    pdd_unit_rt *rt = u->rt;
    for (uint32_t s = 0; s < u->nsites; s++) {
        site_range(&pdd_rt.cfg, u->fields[u->sites[s].field].name, pdd_field_user_name(u, u->sites[s].field),
                   u->sites[s].flags & PDD_SITE_INPUT, &u->ranges[s], &rt->sites[s].checks);
        if (u->sites[s].flags & PDD_SITE_UNCHECKED) /* a row for the log: nothing watches it */
            u->ranges[s] = (pdd_range){-INFINITY, INFINITY}, rt->sites[s].checks = 0;
    }
    for (uint32_t k = 0; k < u->nkernels; k++)
        atomic_store(&rt->kernels[k].fast, 1);
    for (uint32_t s = 0; s < u->nsites; s++)
        if (!(u->sites[s].flags & (PDD_SITE_INPUT | PDD_SITE_UNCHECKED)) &&
            !(u->ranges[s].lo <= 0.0 && u->ranges[s].hi >= 0.0))
            atomic_store(&rt->kernels[u->sites[s].kernel].fast, 0);
    for (uint32_t f = 0; f < u->nfields; f++) {
        pdd_range r;
        site_range(&pdd_rt.cfg, u->fields[f].name, pdd_field_user_name(u, (int)f), 0, &r, &rt->fields[f].checks);
        if (u->abi >= 8 && u->field_domains && u->field_domains[f].ndim >= 2)
            rt->fields[f].domain = u->field_domains[f];
        atomic_store(&rt->fields[f].trace_said, 0);
        atomic_store(&rt->fields[f].input_said, 0);
        atomic_store(&rt->fields[f].view_said, 0);
    }
    if (pdd_enabled)
        unit_journal_tables(u);
}

void pdd_unit_flush(pdd_unit *u)
{
    pdd_unit_rt *rt = u->rt;
    for (uint32_t k = 0; k < u->nkernels; k++)
        pdd_kernel_flush(u, (int)k, atomic_load(&rt->kernels[k].current_call));
    for (uint32_t s = 0; s < u->nsites; s++) {
        uint64_t d = atomic_load(&rt->sites[s].dropped);
        if (d && pdd_rt.journal) {
            pdd_rec_dropped rec = {d, rt->sites[s].gid, 0};
            pdd_journal_append(pdd_rt.journal, PDD_REC_DROPPED, &rec, sizeof rec, NULL, 0);
        }
    }
}

void pdd_unit_unregister(pdd_unit *u)
{
    if (!u || !u->rt)
        return;
    pthread_mutex_lock(&registry_lock);
    if (pdd_enabled)
        pdd_unit_flush(u);
    for (int i = 0; i < nunits; i++)
        if (units[i] == u) {
            units[i] = units[--nunits];
            break;
        }
    pthread_mutex_unlock(&registry_lock);
    /* The state stays allocated: a crash handler or an exiting thread may still read it. */
}
