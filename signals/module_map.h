/* module_map.h: which file is mapped at an address, from a signal handler. */
#ifndef PDD_MODULE_MAP_H
#define PDD_MODULE_MAP_H

#include <stddef.h>
#include <stdint.h>

/* The file mapped at ip and ip's offset in that file, async-signal-safe (no
 * malloc, no lock). 0, or -1 where no file is mapped there (anonymous memory, [vdso]). */
int pdd_module_of(uintptr_t ip, char *path, size_t n, uint64_t *fileoff);
/* The GNU build id of the ELF file at path, in hex, read with open and pread only (from a
 * signal handler too): its length, 0 when the file has none or is no 64-bit ELF. The log's
 * reader names a frame from a file of the same id only: a crash recovered on another
 * machine must not be named from that machine's different libc. */
size_t pdd_build_id(const char *path, char *hex, size_t n);

#endif
