/* unchecked.h: the writes no probe checks that may have come before the first failure
 * (unchecked.c). */
#ifndef PDD_VIEW_UNCHECKED_H
#define PDD_VIEW_UNCHECKED_H

#include "logset.h"

#include <stddef.h>
#include <stdint.h>

/* A write no probe checks, of a kernel call that may have come before the first failure. */
typedef struct view_unchecked {
    char kernel[256], field[256];
    int why;       /* pdd_cover: pdd_log_unchecked_name/text */
    uint64_t call; /* the kernel's last call begun by then; 0 when pdd does not mark its calls */
} view_unchecked;
/* The unchecked writes of file f whose kernel began a call by the time of `first` (NULL: at
 * any time), or whose calls pdd does not mark; malloc'd, *n rows (NULL when none). */
view_unchecked *view_unchecked_before(const view_file *f, const view_event *first, size_t *n);

#endif
