/* event_text.h: an event as one line and as JSON (event_text.c), as summary, events, assert
 * and report say it. */
#ifndef PDD_VIEW_EVENT_TEXT_H
#define PDD_VIEW_EVENT_TEXT_H

#include "logset.h"

#include <cjson/cJSON.h>
#include <stddef.h>

/* One line about an event: "nan in KERNEL call 3, field qvapor at (5,5,3): value nan ...". */
void view_event_describe(const view_event *e, char *buf, size_t len);
/* Where the user's program wrote kernel `kernel` of f ("model.py:53", the file's last part),
 * "" when the log does not say (no debug info, a log before /kernel_origins). */
const char *view_kernel_origin(const view_file *f, int32_t kernel, char *buf, size_t len);
/* The rest of text's first line that starts with prefix ("address ", "store: "), its length
 * in *len; NULL when none. */
const char *view_text_line(const char *text, const char *prefix, int *len);
/* An event as a JSON object (the keys `events --json` and `summary --json` use). */
cJSON *view_event_json(const view_event *e);

#endif
