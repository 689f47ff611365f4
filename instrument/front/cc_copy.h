/* cc_copy.h: the instrumented copies pdd-cc compiles in place of the sources a command names. */
#ifndef PDD_CC_COPY_H
#define PDD_CC_COPY_H

#include <stddef.h>

/* The copy to compile in place of the source at path (caller frees): for a source DaCe
 * generated, its instrumented copy <dir>/.pdd.<name>; for one that includes a DaCe-generated
 * header with quotes (gt4py's bindings.cpp and computation.hpp), the header's instrumented
 * copy <hdir>/.pdd.<header> and <dir>/.pdd.<name> including it. Copies lie beside their
 * originals, so relative includes resolve as before. NULL with err empty when there is
 * nothing to instrument; NULL with one line in err when it could not be done. */
char *cc_copy_make(const char *path, char *err, size_t errlen);
/* Does the source at path carry pdd's probes itself (pdd-instrument --dacecache instruments
 * sources in place)? It then compiles only with pdd's include path. */
int cc_copy_is_instrumented(const char *path);

#endif
