/* source_map.c: DaCe's source map (map_cpp.json): the generated-source lines of each node of
 * the SDFG, by its ids, which the pass names its kernels by. */
#include "sdfg.h"
#include "sdfg_json.h"

#include <stdlib.h>
#include <string.h>

#define WHAT_MAP "map_cpp.json from the program's .dacecache/<name>/map/ folder"

int pdd_sdfg_load_source_map(pdd_sdfg *s, const char *path, char *err, size_t errlen)
{
    int rc = -1, seen = 0;
    cJSON *root = pdd_sdfg_json_read(path, WHAT_MAP, err, errlen);
    if (!root)
        goto out;
    if (!cJSON_IsObject(root)) {
        pdd_sdfg_fail(err, errlen,
                      "%s: not a source map (the top is not an object); pass map_cpp.json from "
                      ".dacecache/<name>/map/",
                      path);
        goto out;
    }
    const char *type = str(root, "type");
    if (type && !strcmp(type, "SDFG")) {
        pdd_sdfg_fail(err, errlen,
                      "%s: an SDFG, not a source map; pass map_cpp.json from .dacecache/<name>/map/", path);
        goto out;
    }
    const char *target = str(root, "target");
    const cJSON *cfg, *st, *nd;
    cJSON_ArrayForEach (cfg, root) {
        int cid = id_of(cfg->string);
        if (cid < 0 || !cJSON_IsObject(cfg))
            continue; /* "target" and anything newer DaCe adds */
        cJSON_ArrayForEach (st, cfg) {
            int sid = id_of(st->string);
            if (sid < 0 || !cJSON_IsObject(st))
                continue;
            cJSON_ArrayForEach (nd, st) {
                int nid = id_of(nd->string);
                int from = int_of(item(nd, "from"), -1), to = int_of(item(nd, "to"), -1);
                if (nid < 0 || from < 0 || to < from)
                    continue;
                seen++;
                pdd_sdfg_node *n = (pdd_sdfg_node *)pdd_sdfg_node_by_ids(s, cid, sid, nid); /* s is ours */
                if (!n) {
                    s->map_unmatched++;
                    continue;
                }
                n->line_from = from;
                n->line_to = to;
            }
        }
    }
    if (!seen && !target) {
        pdd_sdfg_fail(err, errlen,
                      "%s: not a DaCe source map (no \"target\" and no {\"<cfg>\": {\"<state>\": "
                      "{\"<node>\": {\"from\", \"to\"}}}} entries); pass map_cpp.json from "
                      ".dacecache/<name>/map/",
                      path);
        goto out;
    }
    if (target) {
        char *t = strdup(target);
        if (!t) {
            pdd_sdfg_fail(err, errlen, "%s: out of memory", path);
            goto out;
        }
        free(s->map_target);
        s->map_target = t;
    }
    rc = 0;
out:
    cJSON_Delete(root);
    return rc;
}