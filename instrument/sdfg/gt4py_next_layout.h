/* gt4py_next_layout.h: the symbols gt4py.next's DaCe backend names a field's domain by in its
 * SDFG's shapes (gt4py_next_layout.c says how it lays out a field). */
#ifndef PDD_GT4PY_NEXT_LAYOUT_H
#define PDD_GT4PY_NEXT_LAYOUT_H

#include <stddef.h>

/* Does C expression expr name field's domain range symbol `__<field>_<Dim>_range_<which>`
 * ('0': start, '1': end)? The first into out. */
int gtnext_range_symbol(const char *field, const char *expr, char which, char *out, size_t n);
/* Is symbol the domain end of one of field's dimensions? */
int gtnext_is_range_end(const char *field, const char *symbol);

#endif
