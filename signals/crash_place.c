/* crash_place.c: where a SIGSEGV/SIGBUS address lies against what pdd knows of the process's
 * memory — the fields bound for the kernel calls (base, shape, strides, element type), pdd's
 * own journal and its guard pages, the NULL page — as one sentence for the crash event. Runs
 * in the signal handler: arithmetic over pdd's own tables, no malloc, no lock, no stdio. */
#include "names.h"
#include "runtime.h"
#include "crash_place.h"
#include "registry.h"
#include "sigsafe_text.h"

/* The kernel's pages of address 0 are never mapped (vm.mmap_min_addr is 64 KiB by default):
 * an address below is a NULL pointer plus a small offset. */
#define NULL_PAGE_END ((uintptr_t)64 << 10)

/* "f64": the log's name of a field's element type (a table lookup). */
static const char *type_name(const pdd_unit *u, int f)
{
    return pdd_enum_name_of(pdd_type_names, pdd_type_names_n, u->fields[f].type, "unknown");
}

typedef struct placement {
    const pdd_unit *u;
    int f;
    int where;     /* -1 before the start, 0 inside, 1 past the end */
    uint64_t dist; /* bytes before the start / from the start / past the end */
} placement;

/* Where addr lies against field f of u; 0 when the field is unbound or addr is out of reach
 * of a 32-bit index into it. */
static int place_in_field(const pdd_unit *u, int f, uintptr_t addr, placement *p)
{
    const pdd_field_rt *fr = &((const pdd_unit_rt *)u->rt)->fields[f];
    if (!fr->base)
        return 0;
    uint64_t esize = fr->esize > 0 ? (uint64_t)fr->esize : 1;
    uintptr_t start = (uintptr_t)fr->base;
    uint64_t reach = PDD_NEAR_ELEMENTS * esize;
    int unbounded = fr->extent == INT64_MAX || fr->extent < 0;
    uint64_t bytes = unbounded ? 0 : (uint64_t)fr->extent * esize;
    uintptr_t end = start + bytes;
    p->u = u, p->f = f;
    if (addr < start) {
        p->where = -1, p->dist = start - addr;
    } else if (unbounded || addr < end || end < start) {
        p->where = 0, p->dist = addr - start;
    } else {
        p->where = 1, p->dist = addr - end;
    }
    return p->where == 0 || p->dist < reach;
}

/* The nearest field of u, among its fields (kernel < 0) or those kernel k's sites touch
 * (stores_only: its store sites, not its input sites). */
static void nearest_in_unit(const pdd_unit *u, int k, int stores_only, uintptr_t addr,
                           placement *best, int *found)
{
    const pdd_unit_rt *rt = u->rt;
    int n = k >= 0 ? rt->kernels[k].nsites : (int)u->nfields;
    for (int i = 0; i < n; i++) {
        if (k >= 0 && stores_only && (u->sites[rt->kernels[k].sites[i]].flags & PDD_SITE_INPUT))
            continue;
        int f = k >= 0 ? u->sites[rt->kernels[k].sites[i]].field : i;
        placement p;
        if (!place_in_field(u, f, addr, &p))
            continue;
        uint64_t d = p.where == 0 ? 0 : p.dist;
        if (!*found || d < (best->where == 0 ? 0 : best->dist))
            *best = p, *found = 1;
    }
}

static size_t put_shape(char *buf, size_t n, size_t at, const pdd_unit *u, int f)
{
    const pdd_field_rt *fr = &((const pdd_unit_rt *)u->rt)->fields[f];
    at = pdd_put(buf, n, at, " (");
    for (int d = 0; d < fr->ndim; d++) {
        if (d)
            at = pdd_put(buf, n, at, "\xc3\x97"); /* × */
        at = fr->shape[d] < 0 ? pdd_put(buf, n, at, "?") : pdd_put_dec(buf, n, at, fr->shape[d]);
    }
    if (fr->ndim > 0)
        at = pdd_put(buf, n, at, " ");
    at = pdd_put(buf, n, at, type_name(u, f));
    if (fr->ndim <= 0)
        at = pdd_put(buf, n, at, ", layout unknown");
    return pdd_put(buf, n, at, ")");
}

/* "8589934592 bytes (1073741824 f64 elements)" */
static size_t put_distance(char *buf, size_t n, size_t at, const pdd_unit *u, int f, uint64_t d)
{
    const pdd_field_rt *fr = &((const pdd_unit_rt *)u->rt)->fields[f];
    at = pdd_put_u64(buf, n, at, d);
    at = pdd_put(buf, n, at, d == 1 ? " byte" : " bytes");
    if (fr->esize > 1 && d % (uint64_t)fr->esize == 0) {
        at = pdd_put(buf, n, at, " (");
        at = pdd_put_u64(buf, n, at, d / (uint64_t)fr->esize);
        at = pdd_put(buf, n, at, " ");
        at = pdd_put(buf, n, at, type_name(u, f));
        at = pdd_put(buf, n, at, d / (uint64_t)fr->esize == 1 ? " element)" : " elements)");
    }
    return at;
}

static size_t put_field(char *buf, size_t n, size_t at, const placement *p)
{
    const pdd_unit *u = p->u;
    const pdd_field_rt *fr = &((const pdd_unit_rt *)u->rt)->fields[p->f];
    const char *name = u->fields[p->f].name ? u->fields[p->f].name : "?";
    if (p->where == 0) {
        at = pdd_put(buf, n, at, "inside ");
        at = pdd_put(buf, n, at, name);
        at = put_shape(buf, n, at, u, p->f);
        uint64_t esize = fr->esize > 0 ? (uint64_t)fr->esize : 1;
        int64_t index[PDD_MAX_DIMS];
        int nd = pdd_offset_to_index(fr, (int64_t)(p->dist / esize), index);
        if (nd > 0) {
            at = pdd_put(buf, n, at, " at element (");
            for (int d = 0; d < nd; d++) {
                if (d)
                    at = pdd_put(buf, n, at, ",");
                at = pdd_put_dec(buf, n, at, index[d]);
            }
            at = pdd_put(buf, n, at, ")");
        }
        at = pdd_put(buf, n, at, ", ");
        at = pdd_put_u64(buf, n, at, p->dist);
        return pdd_put(buf, n, at, " bytes from its start");
    }
    if (p->where > 0 && p->dist == 0) {
        at = pdd_put(buf, n, at, "just past the end of ");
    } else {
        at = put_distance(buf, n, at, u, p->f, p->dist);
        at = pdd_put(buf, n, at, p->where < 0 ? " before the start of " : " past the end of ");
    }
    at = pdd_put(buf, n, at, name);
    return put_shape(buf, n, at, u, p->f);
}

size_t pdd_crash_place(char *buf, size_t n, size_t at, uintptr_t addr, int write)
{
    at = pdd_put(buf, n, at, "address ");
    at = pdd_put_hex(buf, n, at, (uint64_t)addr);
    at = pdd_put(buf, n, at, ": ");
    if (addr < NULL_PAGE_END) {
        at = pdd_put(buf, n, at, "in the NULL page (a NULL pointer, ");
        at = pdd_put_u64(buf, n, at, (uint64_t)addr);
        return pdd_put(buf, n, at, " bytes past it), not near any field");
    }
    uint64_t dist = 0;
    int j = pdd_rt.journal ? pdd_journal_place(pdd_rt.journal, addr, &dist) : PDD_JOURNAL_OUTSIDE;
    if (j != PDD_JOURNAL_OUTSIDE) {
        at = pdd_put(buf, n, at, j == PDD_JOURNAL_INSIDE ? "inside pdd's journal mapping, " : "inside the guard pages ");
        at = pdd_put_u64(buf, n, at, dist);
        at = pdd_put(buf, n, at, j == PDD_JOURNAL_GUARD_BEFORE ? " bytes before pdd's journal"
                                 : j == PDD_JOURNAL_GUARD_AFTER ? " bytes past the end of pdd's journal"
                                                                : " bytes from its start");
        return pdd_put(buf, n, at, write == 1   ? " (a wild store that missed every field)"
                                   : write == 0 ? " (a wild read that missed every field)"
                                                : " (a wild access that missed every field)");
    }
    /* The fields the running kernel stores into first (unless the access was a read),
     * then those it reads, then any field bound now. */
    int32_t running = atomic_load(&pdd_rt.running_kernel);
    placement best = {0};
    int found = 0;
    int units = pdd_units_count();
    for (int pass = write == 0 ? 1 : 0; pass < 2 && !found && running >= 0; pass++)
        for (int i = 0; i < units; i++) {
            const pdd_unit *u = pdd_unit_at(i);
            if (!u || !u->rt)
                continue;
            const pdd_unit_rt *rt = u->rt;
            for (uint32_t k = 0; k < u->nkernels; k++)
                if (rt->kernels[k].gid == running)
                    nearest_in_unit(u, (int)k, pass == 0, addr, &best, &found);
        }
    int in_kernel = found;
    for (int i = 0; i < units && !in_kernel; i++) {
        const pdd_unit *u = pdd_unit_at(i);
        if (u && u->rt)
            nearest_in_unit(u, -1, 0, addr, &best, &found);
    }
    if (!found)
        return pdd_put(buf, n, at, "not near any field bound now (none within 2^31 elements)");
    return put_field(buf, n, at, &best);
}
