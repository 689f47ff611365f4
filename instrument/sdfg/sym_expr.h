/* sym_expr.h: DaCe's symbolic extents (sympy text) as C expressions. */
#ifndef PDD_INSTRUMENT_SYM_EXPR_H
#define PDD_INSTRUMENT_SYM_EXPR_H

#include <stddef.h>

/* text ("N**2", "Max(1, N - 2)", "int_floor(N, 2)"; '$' before names is dropped) as C using
 * probe.h's pdd_ipow, pdd_min, pdd_max, pdd_floordiv, pdd_ceildiv, pdd_mod, pdd_abs. Returns
 * a malloc'd string (caller frees), or NULL with the reason in why ("the function Foo has no
 * C equivalent here"). */
char *pdd_sym_to_c(const char *text, char *why, size_t whylen);

#endif
