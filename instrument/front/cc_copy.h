/* cc_copy.h: the instrumented copies pdd-cc compiles in place of the sources a command names. */
#ifndef PDD_CC_COPY_H
#define PDD_CC_COPY_H

#include <stddef.h>

/* The copy to compile in place of the source at path (caller frees): for a source DaCe
 * generated, its instrumented copy <dir>/.pdd.<name>; for one that includes a DaCe-generated
 * header with quotes (gt4py's bindings.cpp and computation.hpp), the header's instrumented
 * copy <hdir>/.pdd.<header> and <dir>/.pdd.<name> including it. Copies lie beside their
 * originals, so relative includes resolve as before. NULL with err empty when there is
 * nothing to instrument, *in_place set when that is because the source carries pdd's probes
 * itself (pdd-instrument --dacecache instruments in place: it compiles only with pdd's include
 * path); NULL with one line in err when it could not be done. */
char *cc_copy_make(const char *path, int *in_place, char *err, size_t errlen);

#endif
