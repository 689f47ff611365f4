/* name_checks.h: the checkers that go by a field's name (neg_tracer, neg_delp) and were on in
 * a run where no field had such a name (name_checks.c). */
#ifndef PDD_VIEW_NAME_CHECKS_H
#define PDD_VIEW_NAME_CHECKS_H

#include "logset.h"

#include <stddef.h>

/* One checker that was on and checked nothing: its name, the switch that names its fields
 * and that switch's value in the run, and the floating-point fields the run wrote. */
typedef struct view_name_check {
    const char *checker, *variable, *what; /* what: "tracers", "layer thicknesses" */
    char names[512], fields[512];
    /* a field written is an element of a loop DaCe unrolled over a Python container
     * (`__g_gen<line>_<n>`: an orchestrated model's `for q in tracers.values()`); container:
     * that container's expression where pdd-instrument named the element after it
     * (`list(self.qs)[0]`: "self.qs"), else "" */
    int unrolled;
    char container[256];
} view_name_check;

/* The name checkers of file f's run that matched no field: up to 2 rows, their number. */
size_t view_name_checks_unmatched(const view_file *f, view_name_check out[2]);

#endif
