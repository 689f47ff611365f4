/* format.c: how pdd-view writes indices, values, times and JSON numbers, the same in every
 * verb (so golden files and scripts see one spelling). */
#include "format.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *view_index_str(int32_t ndim, const int64_t *index, char *buf, size_t len)
{
    if (ndim <= 0 || ndim > PDD_LOG_MAX_DIMS) {
        snprintf(buf, len, "-");
        return buf;
    }
    size_t used = 0;
    for (int d = 0; d < ndim && used < len; d++) {
        int w = snprintf(buf + used, len - used, "%s%lld", d ? "," : "(", (long long)index[d]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    if (used < len)
        snprintf(buf + used, len - used, ")");
    return buf;
}

const char *view_value_str(double v, char *buf, size_t len)
{
    if (isnan(v))
        snprintf(buf, len, "nan");
    else if (isinf(v))
        snprintf(buf, len, v > 0 ? "inf" : "-inf");
    else
        snprintf(buf, len, "%.17g", v);
    return buf;
}

const char *view_ms_str(uint64_t ns, char *buf, size_t len)
{
    snprintf(buf, len, "%.3f ms", (double)ns / 1e6);
    return buf;
}

const char *view_signal_name(double value)
{
    static char buf[32];
    switch ((int)value) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGABRT: return "SIGABRT";
    case SIGTERM: return "SIGTERM";
    case SIGINT: return "SIGINT";
    case SIGHUP: return "SIGHUP";
    default:
        snprintf(buf, sizeof buf, "signal %d", (int)value);
        return buf;
    }
}

int view_json_print(cJSON *doc)
{
    char *text = cJSON_Print(doc);
    cJSON_Delete(doc);
    if (!text) {
        fprintf(stderr, "pdd-view: out of memory printing JSON\n");
        return -1;
    }
    int rc = fputs(text, stdout) < 0 || fputc('\n', stdout) < 0 ? -1 : 0;
    free(text);
    return rc;
}

cJSON *view_json_index(int32_t ndim, const int64_t *index)
{
    cJSON *a = cJSON_CreateArray();
    for (int d = 0; d < ndim && d < PDD_LOG_MAX_DIMS; d++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber((double)index[d]));
    return a;
}

/* JSON has no nan/inf: those become the strings "nan", "inf", "-inf". */
cJSON *view_json_value(double v)
{
    if (isfinite(v))
        return cJSON_CreateNumber(v);
    char buf[8];
    return cJSON_CreateString(view_value_str(v, buf, sizeof buf));
}

/* 64-bit counts and nanosecond times exactly (a JSON number through a double is not). */
cJSON *view_json_u64(uint64_t v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
    return cJSON_CreateRaw(buf);
}
