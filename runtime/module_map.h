/* module_map.h: which file is mapped at an address, from a signal handler. */
#ifndef PDD_MODULE_MAP_H
#define PDD_MODULE_MAP_H

#include <stddef.h>
#include <stdint.h>

/* The file mapped at ip and ip's offset in that file, async-signal-safe (no
 * malloc, no lock). 0, or -1 where no file is mapped there (anonymous memory, [vdso]). */
int pdd_module_of(uintptr_t ip, char *path, size_t n, uint64_t *fileoff);

#endif
