/* main.c: pdd-instrument's command line: one source, or a DaCe program folder. */
#include "instrument.h"
#include "instrument_text.h"

#include <pdd/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void usage(FILE *f)
{
    fprintf(f,
            "usage: pdd-instrument [--sdfg program.sdfg] [--source-map map_cpp.json] [-o OUT] FILE\n"
            "       pdd-instrument --dacecache DIR [--build] [--restore]\n"
            "       pdd-instrument --coverage FILE|DIR [--sdfg program.sdfg]\n"
            "       pdd-instrument --dace-env\n"
            "Inserts pdd's probes into generated C, C++ or CUDA. With -o, OUT gets the instrumented\n"
            "source and OUT.pdd.json its manifest; without, the source goes to standard output.\n"
            "--dacecache DIR: a DaCe program's folder (.dacecache/<name>), a gt4py.cartesian stencil's\n"
            "or gt4py.next program's folder, or a whole cache (every one below it, PDD_JOBS at once),\n"
            "instrumented in place; --build rebuilds the .so (gt4py: with the python in PDD_PYTHON,\n"
            "else python3), --restore puts the originals back.\n"
            "--pace-baseline (benchmarks only) adds pace's way as well: a re-scan of every written\n"
            "array after each kernel.\n"
            "--coverage FILE|DIR: every write the SDFG makes in a source, a program's folder or a\n"
            "cache, and the probe that checks it or why none does; writes nothing. Exit status 1 when\n"
            "a write is neither (pdd found no store of it).\n"
            "Exit status: 0 done, 2 bad input (nothing written).\n");
}

int main(int argc, char **argv)
{
    instrument_opts o;
    memset(&o, 0, sizeof o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("pdd-instrument %s\n", PDD_VERSION);
            return 0;
        } else if (!strcmp(a, "--sdfg") && more) {
            o.sdfg = argv[++i];
        } else if (!strcmp(a, "--source-map") && more) {
            o.source_map = argv[++i];
        } else if (!strcmp(a, "-o") && more) {
            o.out = argv[++i];
        } else if (!strcmp(a, "--dacecache") && more) {
            o.dacecache = argv[++i];
        } else if (!strcmp(a, "--build")) {
            o.build = 1;
        } else if (!strcmp(a, "--restore")) {
            o.restore = 1;
        } else if (!strcmp(a, "--pace-baseline")) {
            o.pace_baseline = 1;
        } else if (!strcmp(a, "--coverage") && more) {
            o.coverage = argv[++i];
        } else if (!strcmp(a, "--dace-env")) {
            o.dace_env = 1;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "pdd-instrument: unknown option '%s' (or it needs a value); see --help\n", a);
            return 2;
        } else if (!o.input) {
            o.input = a;
        } else {
            fprintf(stderr, "pdd-instrument: one FILE at a time ('%s' and '%s'); use --dacecache for a folder\n",
                    o.input, a);
            return 2;
        }
    }
    if (o.dace_env)
        return instrument_print_dace_env();
    if (o.coverage) {
        struct stat sb;
        if (stat(o.coverage, &sb)) {
            fprintf(stderr, "pdd-instrument: --coverage %s: no such file or folder; pass a generated source, a "
                            "program's folder in .dacecache, or a whole cache\n", o.coverage);
            return 2;
        }
        if (S_ISDIR(sb.st_mode))
            return instrument_coverage_dir(o.coverage);
        int no_store = 0, rc = instrument_coverage_file(o.coverage, o.sdfg, o.source_map, &no_store);
        return rc ? rc : no_store ? 1 : 0;
    }
    if (o.dacecache)
        return instrument_dacecache(&o);
    if (!o.input) {
        usage(stderr);
        return 2;
    }
    return instrument_file(&o);
}
