/* call_ring.c: the ring of recent calls and the whole-run totals (call_ring.h). The ring's
 * entries are made in blocks as the run reaches them, so a short run keeps a short journal;
 * once PDD_PROGRESS_KEEP entries exist each new call takes the oldest one's place. */
#include "call_ring.h"
#include "registry.h"
#include "runtime.h"

#include <stdatomic.h>
#include <stddef.h>

enum { BLOCK = 256 }; /* entries made at once: 16 KiB of journal, a short run's journal stays short */
#define KEEP_MAX PDD_PROGRESS_KEEP_MAX
#define NBLOCKS ((KEEP_MAX + BLOCK - 1) / BLOCK)
#define SLOTS(len) (((len) + PDD_SLOT_PAYLOAD - 1) / PDD_SLOT_PAYLOAD)
#define STRIDE(type) (SLOTS(sizeof(type)) * PDD_SLOT_SIZE)

static struct {
    pdd_journal *journal;     /* the journal it was made in (NULL: not yet) */
    uint64_t generation;      /* totals made before a reset are not this ring's (from 1) */
    unsigned char *info;      /* the pdd_rec_ring record */
    unsigned char *_Atomic blocks[NBLOCKS];
    atomic_flag lock;         /* making the info record or a block */
} ring = {.generation = 1, .lock = ATOMIC_FLAG_INIT};

/* A uint64 member of an in-place record. */
#define AT(rec, type, member) ((uint64_t *)pdd_payload_at((rec), offsetof(type, member)))

static void lock(void)
{
    while (atomic_flag_test_and_set_explicit(&ring.lock, memory_order_acquire))
        ;
}
static void unlock(void)
{
    atomic_flag_clear_explicit(&ring.lock, memory_order_release);
}

static uint64_t ring_size(void)
{
    uint64_t n = pdd_rt.cfg.progress_keep;
    return n < 16 ? 16 : n > KEEP_MAX ? KEEP_MAX : n;
}

/* The ring's info record, made at its first call; NULL when the journal has no room. */
static unsigned char *ring_info(void)
{
    unsigned char *info = __atomic_load_n(&ring.info, __ATOMIC_ACQUIRE);
    if (info && ring.journal == pdd_rt.journal)
        return info;
    lock();
    if (!ring.info && pdd_rt.journal) {
        info = pdd_journal_append_blank(pdd_rt.journal, PDD_REC_RING, sizeof(pdd_rec_ring), 1);
        if (info) {
            *AT(info, pdd_rec_ring, size) = ring_size();
            ring.journal = pdd_rt.journal;
            __atomic_store_n(&ring.info, info, __ATOMIC_RELEASE);
        }
    }
    unlock();
    return ring.journal == pdd_rt.journal ? ring.info : NULL;
}

/* Where call n goes. Before the freeze, the oldest entry's place. After it (at call f), the
 * calls in (f - size/2, f + size/4] keep their places and the later ones turn in the rest. */
static uint64_t place_of(uint64_t n, uint64_t size, uint64_t f)
{
    uint64_t last_kept = f + size / 4;
    if (!f || n <= last_kept)
        return (n - 1) % size;
    uint64_t first_kept = f > size / 2 ? f - size / 2 + 1 : 1;
    uint64_t rest = size - (last_kept - first_kept + 1);
    return (last_kept + (n - last_kept - 1) % rest) % size;
}

static unsigned char *entry(uint64_t place)
{
    uint64_t b = place / BLOCK;
    unsigned char *blk = atomic_load_explicit(&ring.blocks[b], memory_order_acquire);
    if (!blk) {
        lock();
        blk = atomic_load_explicit(&ring.blocks[b], memory_order_relaxed);
        if (!blk && (blk = pdd_journal_append_blank(pdd_rt.journal, PDD_REC_CALL, sizeof(pdd_rec_call),
                                                    BLOCK)))
            atomic_store_explicit(&ring.blocks[b], blk, memory_order_release);
        unlock();
        if (!blk)
            return NULL;
    }
    return blk + place % BLOCK * STRIDE(pdd_rec_call);
}

static void *totals_new(int what, int32_t id)
{
    unsigned char *t = pdd_journal_append_blank(pdd_rt.journal, PDD_REC_TOTALS, sizeof(pdd_rec_totals), 1);
    if (t) {
        int32_t *ids = pdd_payload_at(t, offsetof(pdd_rec_totals, id));
        ids[0] = id, ids[1] = what;
    }
    return t;
}

pdd_call_slot pdd_call_begin(int what, int32_t id, uint64_t call, uint64_t t_ns, pdd_totals_ref *totals)
{
    pdd_call_slot s = {NULL, 0};
    unsigned char *info = pdd_rt.journal ? ring_info() : NULL;
    if (!info)
        return s;
    s.n = __atomic_add_fetch(AT(info, pdd_rec_ring, begun), 1, __ATOMIC_RELAXED);
    uint64_t seq = pdd_journal_next_seq(pdd_rt.journal);
    unsigned char *e = entry(place_of(s.n, *AT(info, pdd_rec_ring, size),
                                      __atomic_load_n(AT(info, pdd_rec_ring, frozen), __ATOMIC_RELAXED)));
    if (e) {
        /* n last: a reader (or a crash) between the stores sees an entry being rewritten */
        __atomic_store_n(AT(e, pdd_rec_call, n), 0, __ATOMIC_RELEASE);
        *AT(e, pdd_rec_call, seq) = seq;
        *AT(e, pdd_rec_call, t_begin_ns) = t_ns;
        *AT(e, pdd_rec_call, t_end_ns) = 0;
        *AT(e, pdd_rec_call, call) = call;
        int32_t *ids = pdd_payload_at(e, offsetof(pdd_rec_call, id));
        ids[0] = id, ids[1] = what;
        __atomic_store_n(AT(e, pdd_rec_call, n), s.n, __ATOMIC_RELEASE);
        s.rec = e;
    }
    if (totals) {
        if (totals->gen != ring.generation) { /* two threads' first calls: one record is left at 0 */
            totals->rec = totals_new(what, id);
            totals->gen = ring.generation;
        }
        unsigned char *t = totals->rec;
        if (t) {
            __atomic_store_n(AT(t, pdd_rec_totals, calls), call, __ATOMIC_RELAXED);
            __atomic_store_n(AT(t, pdd_rec_totals, last_n), s.n, __ATOMIC_RELAXED);
            __atomic_store_n(AT(t, pdd_rec_totals, last_seq), seq, __ATOMIC_RELAXED);
        }
    }
    return s;
}

void pdd_call_end(pdd_call_slot s, void *totals, uint64_t t_begin_ns, uint64_t t_end_ns)
{
    if (s.rec && __atomic_load_n(AT(s.rec, pdd_rec_call, n), __ATOMIC_ACQUIRE) == s.n)
        __atomic_store_n(AT(s.rec, pdd_rec_call, t_end_ns), t_end_ns, __ATOMIC_RELEASE);
    if (totals) {
        __atomic_add_fetch(AT(totals, pdd_rec_totals, ended), 1, __ATOMIC_RELAXED);
        __atomic_add_fetch(AT(totals, pdd_rec_totals, time_ns), t_end_ns - t_begin_ns, __ATOMIC_RELAXED);
    }
}

static void freeze_totals(unsigned char *t)
{
    if (!t)
        return;
    *AT(t, pdd_rec_totals, failure_calls) = __atomic_load_n(AT(t, pdd_rec_totals, calls), __ATOMIC_RELAXED);
    *AT(t, pdd_rec_totals, failure_n) = __atomic_load_n(AT(t, pdd_rec_totals, last_n), __ATOMIC_RELAXED);
    *AT(t, pdd_rec_totals, failure_seq) = __atomic_load_n(AT(t, pdd_rec_totals, last_seq), __ATOMIC_RELAXED);
}

void pdd_call_ring_freeze(void)
{
    unsigned char *info = __atomic_load_n(&ring.info, __ATOMIC_ACQUIRE);
    if (!info || ring.journal != pdd_rt.journal)
        return;
    uint64_t none = 0, now = __atomic_load_n(AT(info, pdd_rec_ring, begun), __ATOMIC_RELAXED);
    if (!now || !__atomic_compare_exchange_n(AT(info, pdd_rec_ring, frozen), &none, now, 0,
                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        return;
    for (int i = 0; i < pdd_units_count(); i++) {
        pdd_unit *u = pdd_unit_at(i);
        pdd_unit_rt *rt = u ? u->rt : NULL;
        if (!rt)
            continue;
        if (rt->program_totals.gen == ring.generation)
            freeze_totals(rt->program_totals.rec);
        for (uint32_t k = 0; k < u->nkernels; k++)
            if (rt->kernels[k].totals.gen == ring.generation)
                freeze_totals(rt->kernels[k].totals.rec);
    }
}

void pdd_call_ring_reset(void)
{
    lock();
    ring.info = NULL;
    ring.journal = NULL;
    ring.generation++;
    for (size_t b = 0; b < NBLOCKS; b++)
        atomic_store_explicit(&ring.blocks[b], NULL, memory_order_relaxed);
    unlock();
}
