/* instrument_file.c: pdd-instrument on one source: read whole, instrumented by the pass
 * (instrument_stream), written to the output file as it is made (never half-written) with its
 * manifest beside it, or to stdout. */
#include "file_io.h"
#include "instrument.h"
#include "instrument_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int stdout_write(void *ctx, const char *s, size_t n)
{
    (void)ctx;
    return fwrite(s, 1, n, stdout) == n ? 0 : -1;
}

int instrument_file(const instrument_opts *o)
{
    char err[8192];
    size_t len;
    char *src = instrument_read_file(o->input, &len, err, sizeof err), *manifest = NULL;
    int status = 2;
    instrument_out file;
    instrument_out_open(&file, o->out);
    /* the source goes out as it is made: to the temporary beside o->out, or to stdout */
    instrument_sink to = o->out ? (instrument_sink){instrument_out_write, &file} : (instrument_sink){stdout_write, NULL};
    if (!src)
        goto out;
    int rc = instrument_stream(o->input, src, len, o->sdfg, o->source_map, o->pace_baseline, &to, &manifest,
                               err, sizeof err);
    if (rc == -1)
        goto out;
    if (rc == 1) {
        fprintf(stderr, "pdd-instrument: %s is instrumented already; written unchanged\n", o->input);
        rc = to.write(to.ctx, src, len) ? -2 : 0;
    }
    if (!o->out) {
        if (rc || fflush(stdout)) {
            snprintf(err, sizeof err, "standard output: write failed");
            goto out;
        }
        status = 0;
        goto out;
    }
    /* a failed write is told by commit (the temporary removed) */
    if (instrument_out_commit(&file, err, sizeof err))
        goto out;
    char mpath[4200];
    snprintf(mpath, sizeof mpath, "%s.pdd.json", o->out);
    if (manifest && instrument_write_atomic(mpath, manifest, strlen(manifest), err, sizeof err))
        goto out;
    status = 0;
out:
    if (status)
        fprintf(stderr, "pdd-instrument: %s\n", err);
    if (o->out)
        instrument_out_abort(&file);
    free(src), free(manifest);
    return status;
}
