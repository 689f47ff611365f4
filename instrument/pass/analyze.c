/* analyze.c: the pass's pipeline over one source: the tokens, the syntax tree and the name index
 * (c/), then the model's steps in order: calls (calls.c) -> kernels (kernels.c) -> fields and
 * sites (fields.c, sites_cpu.c, sites_device.c) -> inputs (inputs.c) -> coverage (coverage.c)
 * -> bindings (bindings.c). The probes and the manifest are made from the model after it
 * (probes.c, manifest.c). */
#include "steps.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pass_is_instrumented(const char *src, size_t len)
{
    return memmem(src, len, PASS_MARKER, strlen(PASS_MARKER)) != NULL;
}

int pass_analyze(pass *p, const char *path, const char *src, size_t len, const pdd_sdfg *sdfg,
                 char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->path = path, p->src = src, p->len = len, p->sdfg = sdfg;
    size_t plen = strlen(path);
    p->is_cuda = plen > 3 && (!strcmp(path + plen - 3, ".cu") || !strcmp(path + plen - 4, ".cuh"));
    char why[512];
    if (pdd_lex(src, len, &p->toks, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s; pass a C, C++ or CUDA source as DaCe generates it", path, why);
        goto fail;
    }
    if (pdd_syntax_build(&p->toks, &p->syn, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s; is the file complete?", path, why);
        goto fail;
    }
    if (pdd_names_build(&p->names, &p->toks) || pass_index_nodes(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    /* gt4py's dace:gpu puts DaCe's host and device code into one computation.hpp */
    for (size_t i = 0; i < p->syn.n && !p->is_cuda; i++)
        p->is_cuda = p->syn.nodes[i].kind == PDD_SYN_FUNCTION && p->syn.nodes[i].is_global;
    if (pass_collect_functions(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (p->nfns == 0) {
        snprintf(err, errlen, "%s: no function definition found; pass a C, C++ or CUDA source", path);
        goto fail;
    }
    if (!p->program[0] && sdfg && sdfg->name)
        snprintf(p->program, sizeof p->program, "%s", sdfg->name);
    if (!p->program[0]) {
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        size_t stem = strcspn(base, ".");
        if (p->is_cuda && stem > 5 && !strncmp(base + stem - 5, "_cuda", 5))
            stem -= 5; /* DaCe's <program>_cuda.cu */
        snprintf(p->program, sizeof p->program, "%.*s", (int)stem, base);
    }
    p->exported_fn = pass_exported_function(p);
    if (pass_classify_loops(p) || pass_index_calls(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    pass_mark_kernel_context(p);
    /* In a .cu, loops and stores live in device code: the stores of a launched __global__
     * kernel and of the device helpers only it calls get device probes. */
    if ((!p->is_cuda && pass_find_loop_kernels(p)) || pass_find_launches(p) || (!p->is_cuda && pass_find_stores(p)) ||
        (p->is_cuda && pass_find_device_stores(p))) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (pass_find_inputs(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (pass_add_view_arrays(p) || pass_find_operands(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (pass_coverage(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    pass_name_fields(p);
    if (p->sdfg && pass_temporary_domains(p)) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    if (!p->is_cuda) /* in a .cu the launchers bind the device fields (probes.c) */
        pass_find_bindings(p);
    pass_find_glue_starts(p);
    pass_find_tables_place(p);
    if (pass_chain_loop_sites(p) || p->arena.failed) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto fail;
    }
    return 0;
fail: /* err is written; nothing of the half-built model outlives the call */
    pass_free(p);
    return -1;
}

void pass_free_indexes(pass *p)
{
    pdd_names_free(&p->names);
    pass_pairmap_free(&p->facts);
    pass_pairmap_free(&p->by_name);
    free(p->node_kernel), free(p->node_block), free(p->holds_map), free(p->out_calls);
    p->node_kernel = p->node_block = p->out_calls = NULL, p->holds_map = NULL;
}

void pass_free_syntax(pass *p)
{
    pdd_syntax_free(&p->syn);
    pdd_tokens_free(&p->toks);
    free(p->fn_index), free(p->control);
    p->fn_index = NULL, p->control = NULL;
}

void pass_free(pass *p)
{
    pdd_syntax_free(&p->syn);
    pdd_tokens_free(&p->toks);
    pdd_names_free(&p->names);
    pass_pairmap_free(&p->facts);
    pass_pairmap_free(&p->by_name);
    free(p->node_kernel), free(p->node_block), free(p->holds_map), free(p->out_calls);
    free(p->loop_prev);
    free(p->fns);
    free(p->fn_index);
    free(p->control);
    free(p->calls);
    free(p->kernels);
    free(p->fields);
    free(p->sites);
    free(p->inputs);
    free(p->dev_reads);
    free(p->writes);
    cJSON_Delete(p->noted);
    free(p->py_words);
    pass_arena_free(&p->arena);
    memset(p, 0, sizeof *p);
}
