/* format.h: how pdd-view spells indices, values, times, signals and a rank's ending, in text
 * and in JSON, the same in every verb (format.c, ending.c). */
#ifndef PDD_VIEW_FORMAT_H
#define PDD_VIEW_FORMAT_H

#include <pdd/log.h>

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

/* Room for any index as text: PDD_LOG_MAX_DIMS numbers of up to 20 characters. */
#define VIEW_INDEX_LEN (PDD_LOG_MAX_DIMS * 21 + 3)
/* "(5,5,3)", "(3,4,5,6)", "(12)" from the ndim entries of an index; "-" when ndim is 0. */
const char *view_index_str(int32_t ndim, const int64_t *index, char *buf, size_t len);
/* A value as %.17g with nan/inf spelled "nan", "inf", "-inf". */
const char *view_value_str(double v, char *buf, size_t len);
/* Milliseconds, "12.345 ms". */
const char *view_ms_str(uint64_t ns, char *buf, size_t len);
/* The signal name of a crash event's value or of a log's end_signal ("SIGSEGV", "SIGTERM"). */
const char *view_signal_name(double value);
/* How the rank ended (ending.c): "clean", "terminated (SIGTERM)", "died (recovered)", ... */
#define VIEW_EXIT_LEN 48
const char *view_exit_str(const pdd_log_meta *m, char *buf, size_t n);
/* Prints a cJSON document (formatted) and frees it; -1 when stdout failed. */
int view_json_print(cJSON *doc);
/* A JSON array of the ndim entries of an index ([] when unknown), and a number that may be
 * nan/inf (as a string then). */
cJSON *view_json_index(int32_t ndim, const int64_t *index);
cJSON *view_json_value(double v);
/* An exact unsigned integer (times in ns, counts). */
cJSON *view_json_u64(uint64_t v);

#endif
