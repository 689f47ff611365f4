/* inputs.h: the inputs checker's scan at a kernel's begin. */
#ifndef PDD_INPUTS_H
#define PDD_INPUTS_H

#include "runtime.h"

/* Scans kernel k's input sites' fields (the inputs checker is on) and journals
 * what is bad as events of this call, before the kernel runs. */
void pdd_kernel_check_inputs(pdd_unit *u, int k, uint64_t call);

#endif
