/* trace.h: the trace checker: PDD_TRACE_INDEX in a field's layout, and its rows. */
#ifndef PDD_TRACE_H
#define PDD_TRACE_H

#include "runtime.h"

/* The offset of PDD_TRACE_INDEX in a field of this layout, its index into index[]
 * (-1 past ndim), or -1 when the field is not traced there: the index lies outside it, or
 * names fewer dimensions than it has (said once per field, on stderr). */
int64_t pdd_trace_offset(pdd_unit *u, int f, int ndim, const int64_t *shape,
                         const int64_t *strides, int64_t index[PDD_MAX_DIMS]);
/* Journals a trace row (the index as pdd_trace_offset gave it). */
void pdd_trace_append(int32_t kernel, int32_t field, uint64_t call, int ndim,
                      const int64_t index[PDD_MAX_DIMS], double value);

#endif
