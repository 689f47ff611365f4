/* fuzz_pass.c: the lexer, the structural model and the pass (pdd-instrument's whole
 * analysis and rewrite of one source) on any bytes. The first byte picks how the source is
 * taken: its file kind (.c, .cpp, .cu) and whether the pass has an SDFG beside it (the
 * SDFGs named by PDD_FUZZ_SDFGS, loaded once). Anything may be refused (one line in err);
 * nothing may crash, hang or leak. */
#include "instrument_text.h"
#include "pass.h"
#include "sdfg.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SDFGS 8
static pdd_sdfg *sdfgs[MAX_SDFGS];
static int nsdfgs = -1;

/* PDD_FUZZ_SDFGS: colon-separated program.sdfg paths, the SDFGs a source may come with. */
static void load_sdfgs(void)
{
    nsdfgs = 0;
    const char *list = getenv("PDD_FUZZ_SDFGS");
    if (!list)
        return;
    char buf[8192], err[1024];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *p = strtok_r(buf, ":", &save); p && nsdfgs < MAX_SDFGS; p = strtok_r(NULL, ":", &save)) {
        if (pdd_sdfg_load(p, &sdfgs[nsdfgs], err, sizeof err)) {
            fprintf(stderr, "fuzz_pass: PDD_FUZZ_SDFGS: %s\n", err);
            exit(2);
        }
        nsdfgs++;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (nsdfgs < 0)
        load_sdfgs();
    if (size < 1)
        return 0;
    unsigned mode = data[0];
    data++, size--;
    /* the pass reads its source NUL-terminated, as instrument_read_file hands it over */
    char *src = malloc(size + 1);
    if (!src)
        return 0;
    memcpy(src, data, size);
    src[size] = 0;
    static const char *const paths[] = {"/nonexistent/fuzz/program.cpp", "/nonexistent/fuzz/program_cuda.cu",
                                        "/nonexistent/fuzz/program.c"};
    const char *path = paths[(mode & 3) % 3];
    char err[4096];
    int with = (mode >> 2) & 7;
    if (with == 0 || nsdfgs == 0) {
        /* as pdd-instrument takes a file: instrument_text, no SDFG beside it */
        char *out = NULL, *manifest = NULL;
        size_t outlen = 0;
        if (instrument_text(path, src, size, NULL, NULL, mode >> 7, &out, &outlen, &manifest, err, sizeof err) >= 0)
            free(out), free(manifest);
    } else {
        /* with an SDFG: what instrument_text does after loading it */
        pass p;
        if (pass_analyze(&p, path, src, size, sdfgs[(with - 1) % nsdfgs], err, sizeof err) == 0) {
            p.pace_baseline = mode >> 7;
            size_t outlen;
            free(pass_emit_source(&p, &outlen));
            free(pass_emit_manifest(&p, "program.sdfg"));
            pass_free(&p);
        }
    }
    free(src);
    return 0;
}
