/* names.c: the log's names of event kinds, element types, storages and the reasons a write is
 * unchecked (names.h). */
#include "names.h"

#include <pdd/abi.h>
#include <pdd/log.h>

#define KIND_NAME(id, value, name) {name, PDD_KIND_##id},
const pdd_enum_name pdd_kind_names[] = {PDD_KINDS(KIND_NAME)};
#define TYPE_NAME(id, log, c, dace, size) {log, PDD_T_##id},
const pdd_enum_name pdd_type_names[] = {PDD_TYPES(TYPE_NAME)};
#define STORAGE_NAME(id, value, name) {name, PDD_STORAGE_##id},
const pdd_enum_name pdd_storage_names[] = {PDD_STORAGES(STORAGE_NAME)};
#define COVER_NAME(id, value, name, text) {name, PDD_COVER_##id},
const pdd_enum_name pdd_cover_names[] = {PDD_COVERS(COVER_NAME)};
#define COVER_TEXT(id, value, name, text) {text, PDD_COVER_##id},
static const pdd_enum_name cover_texts[] = {PDD_COVERS(COVER_TEXT)};
const size_t pdd_cover_names_n = sizeof pdd_cover_names / sizeof *pdd_cover_names;
#define REGION_NAME(id, value, name) {name, PDD_REGION_##id},
const pdd_enum_name pdd_region_names[] = {PDD_REGIONS(REGION_NAME)};
const size_t pdd_region_names_n = sizeof pdd_region_names / sizeof *pdd_region_names;
#define ROLE_NAME(id, value, name) {name, PDD_OPERAND_##id},
const pdd_enum_name pdd_role_names[] = {PDD_OPERAND_ROLES(ROLE_NAME)};
const size_t pdd_role_names_n = sizeof pdd_role_names / sizeof *pdd_role_names;
const size_t pdd_kind_names_n = sizeof pdd_kind_names / sizeof *pdd_kind_names;
const size_t pdd_type_names_n = sizeof pdd_type_names / sizeof *pdd_type_names;
const size_t pdd_storage_names_n = sizeof pdd_storage_names / sizeof *pdd_storage_names;

const char *pdd_enum_name_of(const pdd_enum_name *names, size_t n, int value,
                             const char *otherwise)
{
    for (size_t i = 0; i < n; i++)
        if (names[i].value == value)
            return names[i].name;
    return otherwise;
}

/* In log/, not with the checkers: pdd-view names the checkers of a log without linking
 * any of libpdd's runtime (which would start logging in pdd-view's own process). */
const char *pdd_check_name(uint32_t bit)
{
#define CHECK_NAME(id, b, name)                                                           \
    if (bit == PDD_CHECK_##id)                                                           \
        return #name;
    PDD_CHECKS(CHECK_NAME)
#undef CHECK_NAME
    return "???";
}

const char *pdd_log_role_name(int role)
{
    return pdd_enum_name_of(pdd_role_names, pdd_role_names_n, role, "none");
}

const char *pdd_log_kind_name(int kind)
{
    return pdd_enum_name_of(pdd_kind_names, pdd_kind_names_n, kind, "???");
}

const char *pdd_log_type_name(int type)
{
    return pdd_enum_name_of(pdd_type_names, pdd_type_names_n, type, "unknown");
}

const char *pdd_log_region_name(int region)
{
    return pdd_enum_name_of(pdd_region_names, pdd_region_names_n, region, "domain");
}

const char *pdd_log_storage_name(int storage)
{
    return pdd_enum_name_of(pdd_storage_names, pdd_storage_names_n, storage, "unknown");
}

const char *pdd_log_unchecked_name(int why)
{
    return pdd_enum_name_of(pdd_cover_names, pdd_cover_names_n, why, "unknown");
}

const char *pdd_log_unchecked_text(int why)
{
    return pdd_enum_name_of(cover_texts, pdd_cover_names_n, why, "unknown");
}
