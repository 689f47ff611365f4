/* manifest.c: the manifest beside the instrumented source (<out>.pdd.json): the kernels,
 * fields, sites and input sites the probes name, the device helpers left unprobed, and what
 * became of each of the SDFG's writes. Made from the model alone, after the tokens are freed. */
#include "json_out.h"
#include "pass.h"

#include <pdd/abi.h>

#define NONE ((size_t)-1)

static const char *kind_name(int k)
{
    return k == KERNEL_LOOP ? "loop" : k == KERNEL_BLOCK ? "block" : k == KERNEL_LAUNCH ? "launch" : "device";
}

char *pass_emit_manifest(const pass *p, const char *sdfg_path)
{
    json_out j = {0}, *m = &j;
    json_open_object(m);
    json_key(m, "producer"), json_string(m, "pdd-instrument " PDD_VERSION);
    json_key(m, "abi"), json_int(m, PDD_ABI_VERSION);
    json_key(m, "source"), json_string(m, p->path);
    json_key(m, "program"), json_string(m, p->program);
    json_key(m, "sdfg");
    if (sdfg_path)
        json_string(m, sdfg_path);
    else
        json_null(m);
    json_key(m, "kernels"), json_open_array(m);
    for (int k = 0; k < p->nkernels; k++) {
        json_open_object(m);
        json_key(m, "id"), json_int(m, k);
        json_key(m, "name"), json_string(m, p->kernels[k].name);
        json_key(m, "kind"), json_string(m, kind_name(p->kernels[k].kind));
        json_key(m, "line"), json_int(m, p->kernels[k].line);
        json_key(m, "label"), json_string(m, p->kernels[k].label);
        json_close_object(m);
    }
    json_close_array(m);
    json_key(m, "fields"), json_open_array(m);
    for (int f = 0; f < p->nfields; f++) {
        const pass_field *F = &p->fields[f];
        json_open_object(m);
        json_key(m, "id"), json_int(m, f);
        json_key(m, "name"), json_string(m, F->name);
        if (F->user) /* what the log calls it */
            json_key(m, "user_name"), json_string(m, F->user);
        json_key(m, "type"), json_string(m, pass_type_macro(F->type) + 6);
        json_key(m, "ndim"), json_int(m, F->ndim);
        json_key(m, "shape"), json_open_array(m);
        for (int d = 0; d < F->ndim && F->layout_known; d++)
            json_string(m, F->shape[d]);
        json_close_array(m);
        json_key(m, "strides"), json_open_array(m);
        for (int d = 0; d < F->ndim && F->layout_known; d++)
            json_string(m, F->strides[d]);
        json_close_array(m);
        for (int d = 0; d < F->ndim && F->bind_tok != NONE; d++)
            if (F->start[d][0]) { /* where the domain starts, when not at array index 0 */
                json_key(m, "start"), json_open_array(m);
                for (int e = 0; e < F->ndim; e++)
                    json_string(m, F->start[e][0] ? F->start[e] : "0");
                json_close_array(m);
                break;
            }
        json_key(m, "storage"), json_string(m, pass_storage_macro(F->storage) + 12);
        if (F->dom_ndim) { /* its compute domain: the rest of its first two dimensions is halo */
            json_key(m, "domain"), json_open_object(m);
            json_key(m, "lo"), json_open_array(m), json_int(m, (int)F->dom_lo[0]), json_int(m, (int)F->dom_lo[1]);
            json_close_array(m);
            json_key(m, "hi"), json_open_array(m), json_int(m, (int)F->dom_hi[0]), json_int(m, (int)F->dom_hi[1]);
            json_close_array(m);
            json_key(m, "from"), json_string(m, F->dom_derived ? "the fields computed from it" : "pdd-names.json");
            json_close_object(m);
        }
        json_key(m, "transient"), json_bool(m, F->transient);
        json_key(m, "bound"), json_bool(m, F->bind_tok != NONE);
        if (F->extent_unknown && F->bind_tok != NONE)
            json_key(m, "no_trace"), json_string(m, "its extent is not passed to the program function: "
                                                    "indexed from its domain start, not traced");
        if (F->why[0])
            json_key(m, "no_index"), json_string(m, F->why);
        json_close_object(m);
    }
    json_close_array(m);
    json_key(m, "unprobed"), json_open_array(m);
    for (int i = 0; i < p->nunprobed && i < PASS_UNPROBED; i++) {
        json_open_object(m);
        json_key(m, "function"), json_string(m, p->unprobed[i].name);
        json_key(m, "line"), json_int(m, p->unprobed[i].line);
        json_key(m, "why"), json_string(m, "a device helper that several kernels or calls reach: a probe names one kernel");
        json_close_object(m);
    }
    json_close_array(m);
    if (p->sdfg) { /* every write of the SDFG this source holds: checked, or why not */
        json_key(m, "coverage"), json_open_object(m);
        json_key(m, "writes"), json_int(m, p->nwrites);
        json_key(m, "checked"), json_int(m, pass_cover_count(p).checked);
        json_key(m, "rows"), json_open_array(m);
        for (int i = 0; i < p->nwrites; i++) {
            const pass_write *W = &p->writes[i];
            json_open_object(m);
            json_key(m, "field"), json_string(m, W->field);
            json_key(m, "kernel"), json_string(m, W->kernel);
            json_key(m, "writer"), json_string(m, W->writer);
            json_key(m, "status"), json_string(m, pass_cover_name(W->why));
            if (W->why == COVER_CHECKED)
                json_key(m, "site"), json_int(m, W->site);
            if (W->constant)
                json_key(m, "constant"), json_bool(m, 1);
            if (W->why != COVER_CHECKED)
                json_key(m, "why"), json_string(m, pass_cover_text(W->why));
            json_close_object(m);
        }
        json_close_array(m);
        json_close_object(m);
    }
    json_key(m, "sites"), json_open_array(m);
    for (int s = 0; s < p->nsites; s++) {
        const pass_site *S = &p->sites[s];
        json_open_object(m);
        json_key(m, "id"), json_int(m, s);
        json_key(m, "kernel"), json_int(m, S->kernel);
        json_key(m, "field"), json_int(m, S->field);
        json_key(m, "line"), json_int(m, S->line);
        json_key(m, "form"), json_string(m, S->form == SITE_LOOP ? "loop" : S->form == SITE_COPY ? "copy" :
                                            S->form == SITE_DEVICE ? "device" : "store");
        json_key(m, "target"), json_string(m, S->target);
        json_key(m, "index"), json_string(m, S->index);
        json_close_object(m);
    }
    for (int i = 0; i < p->ninputs; i++) {
        const pass_input *I = &p->inputs[i];
        json_open_object(m);
        json_key(m, "id"), json_int(m, p->nsites + i);
        json_key(m, "kernel"), json_int(m, I->kernel);
        json_key(m, "field"), json_int(m, I->field);
        json_key(m, "line"), json_int(m, I->line);
        json_key(m, "form"), json_string(m, "input");
        json_key(m, "target"), json_string(m, p->fields[I->field].name);
        json_key(m, "index"), json_string(m, "");
        json_close_object(m);
    }
    json_close_array(m);
    json_close_object(m);
    return json_finish(m);
}
