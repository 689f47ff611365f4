/* load.c: libpdd's entry: what runs when the library is loaded (the configuration is read,
 * the journal opened) and unloaded. The one part of libpdd that holds both the core and its
 * checkers (table.c), so that the core names no checker. */
#include "runtime.h"

__attribute__((constructor)) static void pdd_load(void)
{
    pdd_init();
}

/* Unloaded before the process ends (a libpdd linked into a program that is dlclosed): the
 * log is made now and no handler of pdd's is left pointing into unmapped code. */
__attribute__((destructor)) static void pdd_unload(void)
{
    pdd_runtime_unload();
}
