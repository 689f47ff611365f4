/* call_ring.h: the calls the journal keeps, in a size the run's length does not change: a
 * ring of the last PDD_PROGRESS_KEEP kernel and program calls, whose calls around the first
 * failure are kept apart once it is logged, and each kernel's and program's whole-run totals.
 * All are journal records rewritten in place (journal.h, pdd_rec_call), so a crash keeps them. */
#ifndef PDD_CALL_RING_H
#define PDD_CALL_RING_H

#include <stdint.h>

/* A call's entry in the ring: rec NULL where the journal had no room. */
typedef struct pdd_call_slot {
    void *rec;
    uint64_t n;
} pdd_call_slot;

/* A kernel's or program's totals record, made at its first call (gen: the ring's generation it
 * was made in; 0 none). */
typedef struct pdd_totals_ref {
    void *rec;
    uint64_t gen;
} pdd_totals_ref;

/* A kernel call (what PDD_CALL_KERNEL, id its global id) or program call (PDD_CALL_PROGRAM, id
 * the unit) began: its ring entry, and its totals counted (made where *totals is not yet). */
pdd_call_slot pdd_call_begin(int what, int32_t id, uint64_t call, uint64_t t_ns, pdd_totals_ref *totals);
/* It ended: its time into the entry (unless the ring has reused it) and its totals. */
void pdd_call_end(pdd_call_slot s, void *totals, uint64_t t_begin_ns, uint64_t t_end_ns);
/* The first failure was logged: the calls before it and after it stay in the ring (half and
 * a quarter of its size), the totals say how far each kernel had got. Once a run. */
void pdd_call_ring_freeze(void);
/* A new journal (pdd_runtime_restart): the ring and every totals record start again. */
void pdd_call_ring_reset(void);

#endif
