/* registry.h: every registered unit and kernel (registry.c), bound fields (field.c), the
 * aggregates of bad values (site_fail.c). */
#ifndef PDD_REGISTRY_H
#define PDD_REGISTRY_H

#include "runtime.h"

/* Every registered unit. */
int pdd_units_count(void);
pdd_unit *pdd_unit_at(int i);
/* Flushes a unit's pending aggregates and writes its sites' dropped counts. */
void pdd_unit_flush(pdd_unit *u);
/* A kernel no unit declares (CUPTI saw it run): a fresh global id, its /kernels row journaled
 * with unit -1 and line 0. Returns the id. */
int32_t pdd_kernel_add_runtime(const char *name, const char *source, const char *label);
/* Journals such a row again (a new journal after pdd_runtime_restart). */
void pdd_kernel_journal_row(int32_t id, const char *name, const char *source, const char *label);
/* 1 when a registered unit declares a kernel of this name (its label, "" if none, into label). */
int pdd_kernel_declared(const char *name, char *label, size_t n);

/* The user's name of field f (ABI 7's field_names: `self._x` for DaCe's `__g_self__x`), or
 * NULL where the unit has none. The log names the field by it; the checkers match both. */
const char *pdd_field_user_name(const pdd_unit *u, int f);
/* The name the log gives field f: the user's where the unit has one, else the SDFG's. */
const char *pdd_field_log_name(const pdd_unit *u, int f);

/* (Re)derives a unit's site ranges from the configuration and journals its
 * tables when the probes are on. */
void pdd_unit_configure(pdd_unit *u);


/* An empty aggregate for each kind of a site. */
void pdd_site_rt_init(pdd_site_rt *sr);
/* Logs a value event of site s within the site's cap (PDD_MAX_EVENTS); past it, counts it
 * as dropped and says so once. f: the unit's field the event names (ev->field's), whose
 * layout gives its region under PDD_HALO. 1 when it was logged. */
int pdd_site_log_event(pdd_unit *u, int s, int f, const pdd_rec_event *ev);
/* Logs the n operands of the event just logged for (site s, call, kind): local field ids,
 * roles, offsets in their fields (-1 unknown) and values; placed in each field as bound. */
void pdd_site_log_operands(pdd_unit *u, int s, uint64_t call, int kind, int n, const int32_t *field,
                           const int32_t *role, const int64_t *offset, const double *value);
/* The linear offset of the element at addr in field f as bound, or `otherwise` where addr
 * is not one of its elements. */
int64_t pdd_field_offset_at(const pdd_field_rt *f, const void *addr, int64_t otherwise);
/* Turns pending aggregates of a kernel into events. */
void pdd_kernel_flush(pdd_unit *u, int kernel, uint64_t call);
/* Flushes every unit's pending aggregates (exit, crash: async-signal-safe). */
void pdd_flush_all_pending(void);
/* The index of a linear offset in a field's bound layout, one entry per dimension
 * (up to PDD_MAX_DIMS), in domain coordinates (pdd_field_start); entries past the returned
 * count are -1. Returns the field's number of dimensions, or 0 when the index is unknown (no
 * layout, negative offset). */
int32_t pdd_offset_to_index(const pdd_field_rt *f, int64_t offset, int64_t index[PDD_MAX_DIMS]);
/* The pdd_region of a linear offset in a field's bound layout: outside the field's compute
 * domain where the unit knows it (ABI 8), else under PDD_HALO=halo the array's outermost
 * halo cells of its first two dimensions (of the array, whatever its domain coordinates);
 * the domain when neither is known or the index is unknown. */
int pdd_field_region(const pdd_field_rt *f, int64_t offset, int64_t halo);
/* The element of pdd_type `type` at p as a double; 0, or -1 for a type it cannot read. */
int pdd_read_element(const char *p, int type, double *v);
/* The kind of a value that failed a site's range: that of the first value checker in the
 * table, among those watching the site (checks), that claims it; 0 when none does. */
int pdd_value_kind(uint32_t checks, double v);

#endif
