/* names.h: the log's names of event kinds, element types, storages and reasons a write is
 * unchecked, made from the one list of each (PDD_KINDS, PDD_TYPES in <pdd/pdd.h>,
 * PDD_STORAGES, PDD_COVERS in <pdd/abi.h>): the HDF5
 * enums of the writer and the reader's pdd_log_*_name() use these tables. */
#ifndef PDD_NAMES_H
#define PDD_NAMES_H

#include <stddef.h>

typedef struct pdd_enum_name {
    const char *name;
    int value;
} pdd_enum_name;

extern const pdd_enum_name pdd_kind_names[], pdd_type_names[], pdd_storage_names[], pdd_cover_names[],
    pdd_role_names[], pdd_region_names[];
extern const size_t pdd_kind_names_n, pdd_type_names_n, pdd_storage_names_n, pdd_cover_names_n, pdd_role_names_n,
    pdd_region_names_n;

/* The name of value in names, or `otherwise`. */
const char *pdd_enum_name_of(const pdd_enum_name *names, size_t n, int value,
                             const char *otherwise);

#endif
