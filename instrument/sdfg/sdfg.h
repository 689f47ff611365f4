/* sdfg.h: reads DaCe's SDFG JSON (program.sdfg, or program.sdfgz gzip-compressed) and its
 * source map (map_cpp.json): arrays with dtype/shape/strides/storage, every dataflow node
 * with the ids DaCe puts into generated names, and how nested-SDFG connectors alias parent
 * data.
 *
 * Ids (verified against every `__global__` kernel and every `inline void <name>_<a>_<b>_<c>(`
 * nested function in the corpus, CPU and GPU): a generated name `<label>_<cfg>_<state>_<node>`
 * names the node whose
 *   cfg   = cfg_list_id of the innermost control-flow region holding the state: the SDFG or
 *           nested SDFG itself, or a LoopRegion (its own cfg_list_id, not its SDFG's), or a
 *           conditional branch region;
 *   state = the state's "id" inside that region (its position in the region's "nodes");
 *   node  = the node's "id" inside the state.
 * cfg_list_id is DaCe's pre-order numbering: a region, then the regions inside its blocks
 * in order (nested SDFGs of a state's nodes in node order; a ConditionalBlock's branches,
 * not the block itself, in DaCe 1.x). When a file lacks cfg_list_id (older DaCe) we take
 * sdfg_list_id, else that same pre-order count.
 * The label part is the GPU map's label for kernels (MapEntry attributes.label), and the
 * nested SDFG's own name for nested functions (NestedSDFG attributes.sdfg.attributes.name,
 * e.g. "copy_pt_to_pt_halo_sdfg" or "reduce"), which can differ from the node's label.
 * map_cpp.json uses the same triple: {"target": "cpu", "<cfg>": {"<state>": {"<node>":
 * {"from": L, "to": L}}}}; its lines are in the host .cpp, also for GPU programs (kernel
 * bodies in the .cu are in no map). A range is the first run of consecutive lines DaCe
 * tagged with the node: a MapEntry covers its loop header (pragma and for lines), not the
 * body; a tasklet its block. */
#ifndef PDD_INSTRUMENT_SDFG_H
#define PDD_INSTRUMENT_SDFG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PDD_SDFG_MAX_DIMS 8

typedef struct pdd_sdfg_array {
    char *name;  /* as in _arrays */
    char *dtype; /* "float64", "float32", "int32", ...; a pointer type reads "float64*" */
    int type;    /* pdd_type (PDD_T_F64 ...), PDD_T_UNKNOWN otherwise */
    int ndim;    /* 0 for Scalar; -1 when more than PDD_SDFG_MAX_DIMS (shape unknown) */
    /* C expressions ("$J*$K" -> "J*K"; "N**2" -> "pdd_ipow(N, 2)", see sym_expr.h); NULL
     * when one has no C form (layout_why says why). Strides missing from the file are
     * computed in C order from the shape. */
    char *shape[PDD_SDFG_MAX_DIMS], *strides[PDD_SDFG_MAX_DIMS];
    int storage;        /* pdd_storage: GPU for GPU_Global; HOST for CPU_*, Default, Register */
    char *storage_name; /* the SDFG's own storage string ("Default" when missing) */
    int transient, is_scalar, is_view; /* is_view: "View", "ArrayView", ... */
    int sdfg_id;                       /* cfg id of the (nested) SDFG declaring it: 0 = top */
    char *layout_why; /* why the shape or strides have no C form ("strides[0] Foo(N): ..."), or NULL */
    char *viewed;     /* a view: the array it views (the memlet on its `views` edge), or NULL */
} pdd_sdfg_array;

typedef struct pdd_sdfg_node {
    int cfg, state, node;   /* the ids of generated names: see the top of this file */
    int sdfg_id;            /* cfg id of the SDFG the node is in */
    char *type;             /* "MapEntry", "NestedSDFG", "Tasklet", "AccessNode", ... */
    char *label;            /* attributes.label (MapEntry: "nested_31"); AccessNode: its data */
    char *data;             /* AccessNode: attributes.data; NULL otherwise */
    int line_from, line_to; /* generated-source lines from the source map, -1 when unknown */
    int scope;              /* id of the scope entry (MapEntry) holding it, -1 at state level */
    char *schedule;         /* MapEntry: "CPU_Multicore", "GPU_Device", ...; NULL otherwise */
    char *nested_name;      /* NestedSDFG: its SDFG's name (generated function's prefix) */
    char *stencil;          /* MapEntry in a state NDSL names after a stencil's call
                             * (`FrozenStencil_<l>_call_frozen_<name>_<l>_pre_state`): name */
    int nested_sdfg_id;     /* NestedSDFG: its SDFG's cfg id; -1 otherwise */
    char *debug_file;       /* attributes.debuginfo: the user's source file, NULL when none */
    int debug_line;         /* and the line there (start_line), 0 when none */
} pdd_sdfg_node;

/* A nested SDFG's connector `inner` is parent data `outer` (from the memlet on the edge
 * between the NestedSDFG node and the parent's nodes). */
typedef struct pdd_sdfg_alias {
    int sdfg_id; /* the nested SDFG */
    char *inner;
    char *outer;
    int outer_sdfg_id; /* the SDFG holding the NestedSDFG node */
} pdd_sdfg_alias;

/* A write: an edge into an AccessNode of a state (the node's data is written), from writer
 * (a MapExit, a Tasklet, another AccessNode: a copy, a library node, a NestedSDFG, ...). One
 * per (access node, writer), however many memlets join them. */
typedef struct pdd_sdfg_write {
    size_t node;   /* the AccessNode: index into nodes */
    size_t writer; /* the node writing it: index into nodes */
    int inputs;    /* a Tasklet's or map's (MapExit writer) data inputs; 0: it writes constants
                    * alone (np.zeros, a reduction's init); -1 for other writers */
    char *source;  /* a Tasklet writer's one input, or a map's (into its MapEntry): the data of
                    * its memlet, in the writer's SDFG (DaCe 2's copy tasklets, `copy_A_to_B`,
                    * alone or in a map); NULL otherwise */
    char *input_names; /* the data of all those inputs, each ending in '\n'; NULL for none */
} pdd_sdfg_write;

typedef struct pdd_sdfg {
    char *name;
    char *path;
    pdd_sdfg_array *arrays; /* top SDFG's first, then nested ones in cfg order */
    size_t narrays;
    pdd_sdfg_node *nodes; /* in file order, nested SDFGs where their NestedSDFG node is */
    size_t nnodes;
    char **arg_names; /* top SDFG's C argument names */
    size_t nargs;
    char **symbols; /* top SDFG's symbols */
    size_t nsymbols;
    char *dace_version; /* NULL when the file does not say */
    pdd_sdfg_alias *aliases;
    size_t naliases;
    pdd_sdfg_write *writes; /* in file order */
    size_t nwrites;
    char *map_target;     /* "cpu" ... from the last source map loaded; NULL before */
    size_t map_unmatched; /* source-map entries naming no node (stale map) */
    /* positions of nodes by (cfg, state, node) and of arrays by name, each in file order
     * among equals (pdd_sdfg_index, at load): a program of 10^5 nodes is asked of them per
     * kernel, write and site. NULL: searched in order. */
    size_t *node_index, *array_index;
} pdd_sdfg;

/* Builds s's indexes (pdd_sdfg_load does); without them lookups search in order. -1 out of
 * memory (the lookups still work). */
int pdd_sdfg_index(pdd_sdfg *s);

/* Loads program.sdfg or program.sdfgz (gzip detected by content). Returns 0 with *out set
 * (free it with pdd_sdfg_free), or -1 with one line in err naming the file, the problem and
 * the fix; malformed JSON is reported with its byte offset. */
int pdd_sdfg_load(const char *path, pdd_sdfg **out, char *err, size_t errlen);

/* Adds generated-source line ranges from map_cpp.json to s's nodes. Returns 0, or -1 with
 * a message in err. Entries naming no node are counted in s->map_unmatched. */
int pdd_sdfg_load_source_map(pdd_sdfg *s, const char *path, char *err, size_t errlen);

/* The array called name in SDFG sdfg_id (-1: any, top SDFG first), or NULL; owned by s. */
const pdd_sdfg_array *pdd_sdfg_array_by_name(const pdd_sdfg *s, int sdfg_id, const char *name);

/* The node with these generated-name ids, or NULL; owned by s. */
const pdd_sdfg_node *pdd_sdfg_node_by_ids(const pdd_sdfg *s, int cfg, int state, int node);

/* The node a generated name "<label>_<cfg>_<state>_<node>" (kernel, nested function, or
 * "__dace_runkernel_" + kernel) stands for, or NULL when the ids name no node or the label
 * part matches neither its label nor its nested SDFG's name; owned by s. */
const pdd_sdfg_node *pdd_sdfg_node_by_generated_name(const pdd_sdfg *s, const char *name);

/* The first node of type type whose label is label, or NULL; owned by s. */
const pdd_sdfg_node *pdd_sdfg_node_by_label(const pdd_sdfg *s, const char *type, const char *label);

/* The innermost (narrowest source-map range) node of type type ("MapEntry"; NULL: any)
 * whose range contains line, or NULL; owned by s. */
const pdd_sdfg_node *pdd_sdfg_node_at_line(const pdd_sdfg *s, int line, const char *type);

/* The nodes sharing the narrowest source-map range that contains line (a copy's two access
 * nodes, say), at most max of them into out; returns how many. Owned by s. */
size_t pdd_sdfg_nodes_at_line(const pdd_sdfg *s, int line, const pdd_sdfg_node **out, size_t max);

/* The top-level array name that data `inner` of SDFG sdfg_id stands for, following nested
 * SDFG connectors outwards; inner itself when sdfg_id is the top SDFG and declares it; NULL
 * when the chain ends in a nested SDFG's own data. Owned by s. */
const char *pdd_sdfg_outer_name(const pdd_sdfg *s, int sdfg_id, const char *inner);

/* The NestedSDFG node whose SDFG has cfg id sdfg_id, or NULL (the top SDFG); owned by s. */
const pdd_sdfg_node *pdd_sdfg_nested_node(const pdd_sdfg *s, int sdfg_id);

/* Frees s and everything in it; NULL is fine. */
void pdd_sdfg_free(pdd_sdfg *s);

#ifdef __cplusplus
}
#endif

#endif
