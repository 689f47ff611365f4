/* fuzz_sdfg.c: the SDFG reader (program.sdfg, gzip'd program.sdfgz, and map_cpp.json) on any
 * bytes. An input holding a line "#MAP" is an SDFG, then a source map for it; whatever
 * loads is then queried as the pass queries it. Anything may be refused (one line in err);
 * nothing may crash, hang, leak or take memory out of proportion to the file. */
#include "sdfg.h"
#include "fuzz_tmp.h"

#include <stdint.h>
#include <string.h>

static const char map_mark[] = "\n#MAP\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *map = memmem(data, size, map_mark, sizeof map_mark - 1);
    size_t sdfg_len = map ? (size_t)(map - data) : size;
    const char *path = fuzz_tmp_write(0, ".sdfg", data, sdfg_len);
    if (!path)
        return 0;
    char err[4096];
    pdd_sdfg *s = NULL;
    if (pdd_sdfg_load(path, &s, err, sizeof err))
        return 0;
    if (map) {
        map += sizeof map_mark - 1;
        const char *mpath = fuzz_tmp_write(1, ".json", map, size - (size_t)(map - data));
        if (mpath)
            (void)pdd_sdfg_load_source_map(s, mpath, err, sizeof err);
    }
    /* the lookups the pass makes, on every name and id the file gave */
    for (size_t i = 0; i < s->narrays; i++) {
        const pdd_sdfg_array *a = &s->arrays[i];
        (void)pdd_sdfg_array_by_name(s, a->sdfg_id, a->name);
        (void)pdd_sdfg_outer_name(s, a->sdfg_id, a->name);
    }
    for (size_t i = 0; i < s->nnodes; i++) {
        const pdd_sdfg_node *n = &s->nodes[i];
        char gen[512];
        (void)pdd_sdfg_node_by_ids(s, n->cfg, n->state, n->node);
        snprintf(gen, sizeof gen, "%s_%d_%d_%d", n->label ? n->label : "", n->cfg, n->state, n->node);
        (void)pdd_sdfg_node_by_generated_name(s, gen);
        if (n->type && n->label)
            (void)pdd_sdfg_node_by_label(s, n->type, n->label);
        if (n->line_from >= 0) {
            const pdd_sdfg_node *at[8];
            (void)pdd_sdfg_node_at_line(s, n->line_from, "MapEntry");
            (void)pdd_sdfg_nodes_at_line(s, n->line_to, at, 8);
        }
    }
    pdd_sdfg_free(s);
    return 0;
}
