/* crash_place.h: where a fault address lies against what pdd knows, from a signal handler. */
#ifndef PDD_CRASH_PLACE_H
#define PDD_CRASH_PLACE_H

#include <stddef.h>
#include <stdint.h>

/* Appends where a fault address lies against the fields bound now (those the
 * running kernel's sites store into first, unless write is 0: a read), pdd's journal and the
 * NULL page: "address 0x..: 96 bytes past the end of qvapor (64×64×80 f64)". write: 1, 0,
 * or -1 when unknown. Async-signal-safe. */
size_t pdd_crash_place(char *buf, size_t n, size_t at, uintptr_t addr, int write);
/* An address is near a field when a 32-bit index could reach it: within 2^31 elements of
 * the field's first or last byte. */
#define PDD_NEAR_ELEMENTS ((uint64_t)1 << 31)

#endif
