/* install_paths.c: where pdd's headers, library and tools are, seen from the running tool:
 * <prefix>/bin/pdd-cc next to <prefix>/include and <prefix>/lib when installed, or the build
 * tree (build/bin, build/lib, include/) before; PDD_INCLUDE_DIR / PDD_LIB_DIR override. */
#include "instrument.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* The folder of the running executable. */
static void exe_dir(char *out, size_t n)
{
    char buf[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (len <= 0) {
        snprintf(out, n, ".");
        return;
    }
    buf[len] = 0;
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = 0;
    snprintf(out, n, "%s", buf);
}

int instrument_paths(instrument_paths_t *p)
{
    char bin[PATH_MAX], probe[PATH_MAX + 64];
    exe_dir(bin, sizeof bin);
    snprintf(p->bin, sizeof p->bin, "%s", bin);
    const char *inc = getenv("PDD_INCLUDE_DIR"), *lib = getenv("PDD_LIB_DIR");
    /* installed: <prefix>/bin -> <prefix>/include; build tree: build/bin -> ../../include */
    const char *const inc_guess[] = {"/../include", "/../../include"};
    p->include[0] = p->lib[0] = 0;
    if (inc)
        snprintf(p->include, sizeof p->include, "%s", inc);
    for (size_t i = 0; !p->include[0] && i < 2; i++) {
        snprintf(probe, sizeof probe, "%s%s/pdd/probe.h", bin, inc_guess[i]);
        if (exists(probe)) {
            char *r = realpath(probe, NULL);
            if (r) {
                *strrchr(r, '/') = 0;
                *strrchr(r, '/') = 0;
                snprintf(p->include, sizeof p->include, "%s", r);
                free(r);
            }
        }
    }
    if (lib)
        snprintf(p->lib, sizeof p->lib, "%s", lib);
    else {
        snprintf(probe, sizeof probe, "%s/../lib/libpdd.so", bin);
        char *r = realpath(probe, NULL);
        if (r) {
            *strrchr(r, '/') = 0;
            snprintf(p->lib, sizeof p->lib, "%s", r);
            free(r);
        }
    }
    return p->include[0] && p->lib[0] ? 0 : -1;
}
