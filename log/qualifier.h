/* qualifier.h: the syntax that selects named bits, shared by PDD_CHECKS (the runtime) and
 * pdd-view's --kind (the viewer): both select among what the log records, so it lives with
 * the log, where both may include it. */
#ifndef PDD_QUALIFIER_H
#define PDD_QUALIFIER_H

#include <stddef.h>
#include <stdint.h>

/* Parses a qualifier list over named bits: "all", "none", "default", "x", "!x", comma
 * separated, left to right. A list that starts with "!x" starts from the defaults, one that
 * starts with a name from nothing. `what` names the setting in messages. Returns 0 or -1. */
int pdd_qualifiers_parse(const char *spec, const char *what, const char *const *names,
                         const uint32_t *bits, int n, uint32_t all, uint32_t defaults,
                         uint32_t *out, char *err, size_t errlen);

#endif
