/* dacecache.c: pdd-instrument --dacecache DIR [--build] [--restore]: a DaCe program folder. */
#include "instrument.h"

#include <stdio.h>

int instrument_dacecache(const instrument_opts *o)
{
    fprintf(stderr, "pdd-instrument: --dacecache %s: not built yet in this version\n", o->dacecache);
    return 2;
}
