/* config.h: the effective configuration, from the master switches (pdd/switches.h), the PDD_*
 * variables and the PDD_CONFIG JSON file (variables win over the file). */
#ifndef PDD_CONFIG_H
#define PDD_CONFIG_H

#include <pdd/pdd.h>
#include "qualifier.h"
#include <stddef.h>
#include <stdint.h>

#define PDD_MAX_TRACERS 64
#define PDD_MAX_DELP 64
#define PDD_NAME_MAX 64
#define PDD_PATH_MAX 4096
#define PDD_PROGRESS_KEEP_DEFAULT 10000
#define PDD_PROGRESS_KEEP_MAX 10000000

enum { PDD_ON_FAIL_LOG = 0, PDD_ON_FAIL_ABORT = 1 };
enum { PDD_PROGRESS_OFF = 0, PDD_PROGRESS_LOG = 1, PDD_PROGRESS_STDERR = 2 };

typedef struct pdd_config {
    int enabled;     /* a master switch (switches.h) is true */
    int enabled_vars; /* master switches given as variables so far */
    char enabled_by[128]; /* the switches that turned the probes on, ", " between */
    uint32_t checks; /* pdd_check bits */
    int checks_given; /* PDD_CHECKS was set: trace is added only where it takes the default */
    uint32_t checks_traced; /* PDD_CHECKS read with trace in the default (an index is set) */
    int cupti_asked;  /* PDD_CHECKS names cupti: say why when CUPTI cannot start */
    int trace_set;
    /* PDD_TRACE_INDEX's points, in order (';' between): at most one of each number of
     * dimensions; -1 in a point from its number of dimensions on */
    int trace_npoints;
    int trace_point_ndim[PDD_MAX_DIMS];
    int64_t trace_points[PDD_MAX_DIMS][PDD_MAX_DIMS];
    int ntracers;
    char tracers[PDD_MAX_TRACERS][PDD_NAME_MAX];
    double tracer_min; /* a tracer below this is negative: -1e-8 as pace */
    int ndelp;
    char delp[PDD_MAX_DELP][PDD_NAME_MAX]; /* layer-thickness names: exact or fnmatch globs */
    double delp_min;   /* delp below this is negative: 0 as pace */
    char log_pattern[PDD_PATH_MAX];
    int on_fail;
    int progress;
    uint64_t max_events; /* per site; further events are counted, not logged */
    uint64_t progress_keep; /* kernel and program calls the ring keeps (call_ring.h) */
    int64_t halo; /* PDD_HALO: the outermost cells of a field's first two dimensions that are
                   * its halo (events there are kept apart from the domain's); 0: none */
    int cuda_sync;
    char config_file[PDD_PATH_MAX];
} pdd_config;

/* The configuration with every default and the probes off. */
void pdd_config_defaults(pdd_config *c);

/* Reads the environment (through get, normally getenv) and the PDD_CONFIG file into c.
 * Returns 0; or 1 when the trace index alone is bad: err holds the line to print, the trace
 * is off and everything else is as configured; or -1 with one line in err naming the
 * variable (or file and key), the value and what is accepted, c then left with the probes
 * off. */
int pdd_config_load(pdd_config *c, const char *(*get)(const char *name), char *err,
                    size_t errlen);

/* The configuration as a JSON object (for the log's root attribute); caller frees. */
char *pdd_config_to_json(const pdd_config *c);

#endif
