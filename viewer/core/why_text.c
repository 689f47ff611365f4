/* why_text.c: the chain of why.c as a person reads it (the whole of it for `pdd-view why`, a
 * few lines for the summary's Why block) and as JSON (`why --json`, summary --json's "why"),
 * the same words wherever it is said (python/pdd/why.py writes the same JSON). */
#include "event_text.h"
#include "format.h"
#include "table.h"
#include "why.h"

#include <pdd/pdd.h>

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Appends to buf (always NUL-terminated, cut when full). */
static void add(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(char *buf, size_t len, const char *fmt, ...)
{
    size_t at = strlen(buf);
    if (at + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + at, len - at, fmt, ap);
    va_end(ap);
}

void view_why_input_text(const view_why_input *in, char *buf, size_t len)
{
    char a[VIEW_INDEX_LEN], v[32], w[32];
    buf[0] = 0;
    if (in->in_place)
        add(buf, len, "updated in place by this store (it read the value there before storing, which the "
                      "log cannot show); ");
    if (in->dropped) {
        add(buf, len, "its last writer's call is not in the log: the ring of recent calls dropped it "
                      "(PDD_PROGRESS_KEEP; raise it to keep more)");
        return;
    }
    if (!in->writer_call && in->in_place && in->other_stores) {
        add(buf, len, "this call's other stores into it may have set it, and no kernel call wrote it before "
                      "this call");
        return;
    }
    if (!in->writer_call && in->in_place) {
        add(buf, len, "no kernel call wrote it before this call: an input of the program (the host set it)");
        return;
    }
    if (!in->writer_call && in->self_writes) {
        add(buf, len, "written by this call (its kernel stores into it), by no kernel call before it");
        return;
    }
    if (!in->writer_call) {
        add(buf, len, "an input of the program: no kernel call wrote it before (the host set it, "
                      "before the program ran or between its calls)");
        if (in->unmarked[0])
            add(buf, len, "; or %s wrote it unchecked (pdd does not mark its calls)", in->unmarked);
        return;
    }
    if (in->self_writes && !in->in_place)
        add(buf, len, "written by this call too (its kernel stores into it); before it, ");
    else if (in->in_place)
        add(buf, len, "before this call, ");
    add(buf, len, "last written by %s call %llu, ", in->writer, (unsigned long long)in->writer_call);
    if (in->checked)
        add(buf, len, "checked");
    else
        add(buf, len, "unchecked (%s)", pdd_log_unchecked_name(in->unchecked));
    if (in->bad)
        add(buf, len, ": %llu bad value%s (%s at %s: %s)", (unsigned long long)in->bad,
            in->bad == 1 ? "" : "s", pdd_log_kind_name(in->event.kind),
            view_index_str(in->event.ndim, in->event.index, a, sizeof a),
            view_value_str(in->event.value, v, sizeof v));
    else
        add(buf, len, ", no bad value");
    if (in->traced) {
        add(buf, len, "; at %s %s after that call", view_index_str(in->trace_ndim, in->trace_index, a, sizeof a),
            view_value_str(in->after, v, sizeof v));
        if (in->have_read)
            add(buf, len, ", %s when this store read it%s", view_value_str(in->read, w, sizeof w),
                view_why_changed(in) ? ": changed since that call" : "");
        else if (in->have_next)
            add(buf, len, ", %s at its next trace (%s call %llu)%s", view_value_str(in->next, w, sizeof w),
                in->next_kernel, (unsigned long long)in->next_call,
                !in->changed ? "" : in->next_bad ? ": changed since that call, where that call stored bad "
                                                   "values" : ": changed since that call");
    }
    if (in->unmarked[0])
        add(buf, len, "; %s may have written it later, unchecked (pdd does not mark its calls)",
            in->unmarked);
}

/* An operand's cell as the Why writes it after the field's name: "(12,10,5)", "" for a scalar. */
static const char *cell_of(const view_why_operand *op, char *buf, size_t len)
{
    if (op->scalar) {
        buf[0] = 0;
        return buf;
    }
    return view_index_str(op->ndim, op->index, buf, len);
}

/* A value that makes a bad result by itself where the code put it: 0 as a divisor, a log of
 * 0 or less, a square root or a power of a negative value. "" when it is none. */
static const char *harmful(const view_why_operand *op)
{
    double v = op->value;
    if (op->reread) /* not the value the store read */
        return "";
    if (op->below) /* what its own field's checker calls bad */
        return op->below == PDD_KIND_NEG_DELP ? "a negative layer thickness" : "a negative tracer";
    switch (op->role) {
    case PDD_OPERAND_DIVISOR: return v == 0 ? "a zero divisor" : "";
    case PDD_OPERAND_LOG: return v < 0 ? "a log of a negative value" : v == 0 ? "a log of zero" : "";
    case PDD_OPERAND_SQRT: return v < 0 ? "a square root of a negative value" : "";
    case PDD_OPERAND_POW: return v < 0 ? "a power of a negative base" : "";
    /* the largest argument whose exp is finite: log(DBL_MAX), log(FLT_MAX) */
    case PDD_OPERAND_EXP: return v > (op->f32 ? 88.7228391 : 709.782712893384) ? "an exp past overflow" : "";
    default: return "";
    }
}

/* What the link's store read of a field (its operands): the first value, the first NaN or
 * infinity (NULL when none), and whether one was harmful where the code put it. */
typedef struct field_reads {
    const view_why_operand *first, *nonfinite;
    int harmful;
    int reread; /* it read the field, at a value the log does not hold (operand reread) */
} field_reads;

static field_reads reads_of(const view_why_link *l, const char *field)
{
    field_reads r = {NULL, NULL, 0, 0};
    for (int i = 0; i < l->nops; i++)
        if (!strcmp(l->ops[i].field, field) && l->ops[i].reread)
            r.reread = 1;
        else if (!strcmp(l->ops[i].field, field)) {
            r.first = r.first ? r.first : &l->ops[i];
            if (!r.nonfinite && !isfinite(l->ops[i].value))
                r.nonfinite = &l->ops[i];
            r.harmful |= harmful(&l->ops[i])[0] != 0;
        }
    return r;
}

/* Whether a value the store read makes a bad result by itself (harmful where the code put it,
 * or not finite): then a value the log cannot show is no lead of its own. */
static int explained(const view_why_link *l)
{
    for (int i = 0; i < l->nops; i++)
        if (harmful(&l->ops[i])[0] || (!l->ops[i].reread && !isfinite(l->ops[i].value)))
            return 1;
    return 0;
}

/* Whether the store read a field its own kernel call writes too. */
static int self_operand(const view_why_link *l)
{
    for (int i = 0; i < l->nops; i++)
        for (int k = 0; k < l->ninputs; k++)
            if (l->inputs[k].self_writes && !strcmp(l->inputs[k].field, l->ops[i].field))
                return 1;
    return 0;
}

void view_why_suspects(const view_why_link *l, char *buf, size_t len)
{
    buf[0] = 0;
    /* values harmful where the code put them (a zero divisor, ...), with who wrote them */
    for (int i = 0; i < l->nops; i++) {
        const char *what = harmful(&l->ops[i]);
        if (!what[0])
            continue;
        char a[VIEW_INDEX_LEN], v[32];
        add(buf, len, "%s%s%s = %s, %s", buf[0] ? ", " : "", l->ops[i].field, cell_of(&l->ops[i], a, sizeof a),
            view_value_str(l->ops[i].value, v, sizeof v), what);
        for (int k = 0; k < l->ninputs; k++)
            if (!strcmp(l->inputs[k].field, l->ops[i].field)) {
                if (l->inputs[k].self_writes)
                    add(buf, len, " (written by this call%s", l->inputs[k].writer_call ? ", or before it by " : ")");
                else if (l->inputs[k].writer_call)
                    add(buf, len, " (last written by ");
                else if (l->inputs[k].dropped)
                    add(buf, len, " (its last writer's call is not in the log)");
                else
                    add(buf, len, " (an input of the program)");
                if (l->inputs[k].writer_call)
                    add(buf, len, "%s call %llu)", l->inputs[k].writer, (unsigned long long)l->inputs[k].writer_call);
                break;
            }
    }
    /* then what nothing in the log explains, then changes a later bad store may have made */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < l->ninputs; i++) {
            const view_why_input *in = &l->inputs[i];
            field_reads r = reads_of(l, in->field);
            if (r.harmful && !in->writer_call && !in->dropped)
                continue; /* named above, as an input of the program */
            const char *sep = buf[0] ? ", " : "";
            const view_why_operand *op = r.nonfinite, *any = r.first;
            char read[VIEW_INDEX_LEN + 48] = "", a[VIEW_INDEX_LEN], v[32];
            if (op && op->scalar)
                snprintf(read, sizeof read, "; read %s", view_value_str(op->value, v, sizeof v));
            else if (op)
                snprintf(read, sizeof read, "; read %s at %s", view_value_str(op->value, v, sizeof v),
                         view_index_str(op->ndim, op->index, a, sizeof a));
            else if (any && view_why_changed(in))
                snprintf(read, sizeof read, ": read %s at %s", view_value_str(any->value, v, sizeof v),
                         view_index_str(any->ndim, any->index, a, sizeof a));
            if (in->in_place) { /* what the store read there is not in the log */
                if (explained(l)) /* a value read that makes a bad result by itself */
                    continue;
                char at[VIEW_INDEX_LEN];
                view_index_str(l->ev.e.ndim, l->ev.e.index, at, sizeof at);
                if (in->other_stores) /* what it read may be this call's own store */
                    continue;
                if (pass == 0 && !op && in->dropped)
                    add(buf, len, "%s%s (updated in place by this store, at %s; the log does not hold what "
                        "this store read there, nor which call wrote it last)", sep, in->field, at);
                else if (pass == 0 && !op && !in->writer_call)
                    add(buf, len, "%s%s (an input of the program, updated in place by this store: look at the "
                        "value the host passed in at %s)", sep, in->field, at);
                else if (pass == 0 && !op && in->checked && !in->bad)
                    add(buf, len, "%s%s (updated in place by this store, at %s; its last writer %s call %llu "
                        "stored no bad value, and the log does not hold what this store read there)", sep,
                        in->field, at, in->writer, (unsigned long long)in->writer_call);
                continue;
            }
            if (in->dropped)
                continue; /* nothing the log can say of its writer */
            if (pass == 1) {
                if (in->writer_call && !in->have_read && in->have_next && in->changed && in->next_bad &&
                    !l->read && !op)
                    add(buf, len, "%s%s (changed since its last writer, where its next writer stored bad "
                        "values: maybe after this failure)", sep, in->field);
            } else if (!in->writer_call) {
                /* a program input read at sound values is no lead; nor one this call wrote;
                 * nor, where the store's operands are all known and none is one this call
                 * wrote (from what else the kernel reads), one it did not read */
                int unread = !r.first && !r.reread && l->nops > 0 && l->nops < VIEW_WHY_LOGGED_OPERANDS && !self_operand(l);
                if (!in->self_writes && !unread && !(r.first && !r.nonfinite && !r.harmful))
                    add(buf, len, "%s%s (an input of the program%s)", sep, in->field, read);
            }
            else if (l->read && in->checked && !in->bad)
                add(buf, len, "%s%s (its last writer stored no bad value there, and this call read one)",
                    sep, in->field);
            else if (op && in->checked && !in->bad && isinf(op->value) && l->inf_unchecked)
                add(buf, len, "%s%s (the store read %s at %s, and this run did not check for Inf: add inf to "
                    "PDD_CHECKS, e.g. PDD_CHECKS=default,inf, to find the store that made it)", sep, in->field, v, a);
            else if (op && in->checked && !in->bad) /* none stored, one read: changed outside */
                add(buf, len, "%s%s (its last writer stored no bad value, and the store read %s at %s)",
                    sep, in->field, v, a);
            else if (view_why_changed(in))
                add(buf, len, "%s%s (changed since its last writer %s call %llu%s)", sep, in->field, in->writer,
                    (unsigned long long)in->writer_call, read);
            else if (!in->checked)
                add(buf, len, "%s%s (written unchecked by %s call %llu%s)", sep, in->field, in->writer,
                    (unsigned long long)in->writer_call, read);
            else if (in->unmarked[0])
                add(buf, len, "%s%s (maybe written unchecked by %s%s)", sep, in->field, in->unmarked, read);
        }
}

void view_why_operands_text(const view_why_link *l, char *buf, size_t len)
{
    buf[0] = 0;
    for (int i = 0; i < l->nops; i++) {
        char a[VIEW_INDEX_LEN], v[32];
        if (l->ops[i].reread) { /* its kernel wrote the field: what pdd read after is no evidence */
            add(buf, len, "%s%s%s (its kernel writes %s too: the value it read is not logged)", i ? ", " : "",
                l->ops[i].field, cell_of(&l->ops[i], a, sizeof a), l->ops[i].field);
            continue;
        }
        add(buf, len, "%s%s%s = %s", i ? ", " : "", l->ops[i].field, cell_of(&l->ops[i], a, sizeof a),
            view_value_str(l->ops[i].value, v, sizeof v));
        if (l->ops[i].role) /* what the code did with it: 0 as a divisor, ... */
            add(buf, len, " (%s)", pdd_log_role_name(l->ops[i].role));
    }
}

static void print_names(const view_why_link *l, FILE *out)
{
    for (int i = 0; i < l->ninputs; i++)
        fprintf(out, "%s%s", i ? ", " : "", l->inputs[i].field);
    if (l->more_inputs)
        fprintf(out, " and %d more", l->more_inputs);
}

/* Why a link's reads cannot be followed, or "" when they can. */
static const char *unknown_reads(const view_why_link *l)
{
    return l->inputs_known ? "" : "the log lists no reads of this kernel: its inputs are unknown (pdd "
                                  "lists the arrays a CPU kernel reads where the pass finds them)";
}

/* The inputs that changed after their last writer with nothing in the log to explain it, in a
 * line that says what follows: a bad value read (the inputs checker saw it) whose writer stored
 * none, or a traced value that differs at the next trace. */
static void print_changed(const view_why_link *l, FILE *out)
{
    for (int i = 0; i < l->ninputs; i++) {
        const view_why_input *in = &l->inputs[i];
        char a[32], b[32];
        if (l->read && in->writer_call && in->checked && !in->bad)
            fprintf(out, "  %s: %s call %llu stored no bad value there and this call read %s: no kernel "
                    "call wrote it in between, so the host changed it (between program calls) or a write "
                    "pdd does not see did\n", in->field, in->writer, (unsigned long long)in->writer_call,
                    view_value_str(l->ev.e.value, a, sizeof a));
        else if (!l->read && view_why_changed(in) && in->have_read)
            fprintf(out, "  %s: %s after its last writer, %s when this store read it: no kernel call wrote "
                    "it in between, so the host changed it (between program calls) or a write pdd does not "
                    "see did\n", in->field, view_value_str(in->after, a, sizeof a),
                    view_value_str(in->read, b, sizeof b));
        else if (!l->read && view_why_changed(in))
            fprintf(out, "  %s: %s after its last writer, %s at its next trace; no kernel call wrote it "
                    "between its last writer and this call, so if this call read %s, the host changed it "
                    "(between program calls) or a write pdd does not see did\n", in->field,
                    view_value_str(in->after, a, sizeof a), view_value_str(in->next, b, sizeof b), b);
    }
}

/* Whether the link's store read an Inf. */
static int read_inf(const view_why_link *l)
{
    int any = 0;
    for (int i = 0; i < l->nops; i++)
        any |= !l->ops[i].reread && isinf(l->ops[i].value);
    return any;
}

/* Where the user's program wrote the link's kernel (view_kernel_origin). */
static const char *origin_of(const view_why_link *l, char *buf, size_t len)
{
    return view_kernel_origin(l->ev.file, l->ev.e.kernel, buf, len);
}

static void print_link(const view_why_link *l, int n, FILE *out)
{
    char line[1024], where[VIEW_WHY_NAME + 16];
    view_event_describe(&l->ev, line, sizeof line);
    fprintf(out, "%d. %s%s%s\n", n, view_red(), line, view_reset());
    if (origin_of(l, where, sizeof where)[0])
        fprintf(out, "   its kernel is %s in the program's source\n", where);
    if (!l->inputs_known) {
        fprintf(out, "   %s\n", unknown_reads(l));
        return;
    }
    if (l->read)
        fprintf(out, "   a value the kernel read, found at the call's begin (the inputs checker):\n");
    else
        fprintf(out, "   it reads (its input sites, and the fields of the values it read: /operands):\n");
    size_t width = 0;
    for (int i = 0; i < l->ninputs; i++)
        width = strlen(l->inputs[i].field) > width ? strlen(l->inputs[i].field) : width;
    for (int i = 0; i < l->ninputs; i++) {
        char text[2048];
        view_why_input_text(&l->inputs[i], text, sizeof text);
        fprintf(out, "     %-*s  %s%s\n", (int)width, l->inputs[i].field, text,
                l->inputs[i].followed ? "   <- next link" : "");
    }
    if (l->more_inputs)
        fprintf(out, "     and %d more (pdd-view why --json lists %d)\n", l->more_inputs, VIEW_WHY_INPUTS);
    if (l->nops) {
        char ops[2048];
        view_why_operands_text(l, ops, sizeof ops);
        fprintf(out, "   the store read: %s\n", ops);
    }
}

void view_why_print(const view_why_chain *w, FILE *out)
{
    if (w->state == VIEW_WHY_NO_FAILURE) {
        fprintf(out, "Nothing failed: no bad value to follow back.\n");
        return;
    }
    if ((w->state != VIEW_WHY_CHAIN || !w->nlinks) && w->state != VIEW_WHY_NO_FIELD)
        return; /* unreadable: said on stderr */
    if (w->state == VIEW_WHY_NO_FIELD) {
        char line[1024];
        view_event_describe(w->first, line, sizeof line);
        fprintf(out, "The first failure, rank %lld: %s%s%s\nis no bad value: nothing to follow back "
                "(pdd-view summary shows its text).\n", (long long)w->file->meta.rank, view_red(),
                line, view_reset());
        return;
    }
    fprintf(out, "%sWhy%s: rank %lld (%s), from the failure back through the kernel calls that "
            "wrote what it read\n\n", view_bold(), view_reset(), (long long)w->file->meta.rank,
            w->file->meta.path);
    for (int i = 0; i < w->nlinks; i++)
        print_link(&w->links[i], i + 1, out);
    const view_why_link *root = &w->links[w->nlinks - 1];
    char line[1024], sus[2048];
    view_event_describe(&root->ev, line, sizeof line);
    fprintf(out, "\n%sLikely root cause%s: %d. %s\n", view_bold(), view_reset(), w->nlinks, line);
    if (w->cut)
        fprintf(out, "  (the chain goes on: pdd-view why follows %d links)\n", VIEW_WHY_LINKS);
    else if (!root->inputs_known)
        fprintf(out, "  as far as the log shows: %s\n", unknown_reads(root));
    else if (root->inf_unchecked && read_inf(root))
        fprintf(out, "  no writer of what it reads stored a bad value this run checks for before it (it "
                "did not check for Inf)\n");
    else
        fprintf(out, "  no writer of what it reads stored a bad value before it\n");
    view_why_suspects(root, sus, sizeof sus);
    if (sus[0] && !w->cut)
        fprintf(out, "  look at: %s\n", sus);
    if (!w->cut)
        print_changed(root, out);
}

/* At most this many inputs in the summary's block. */
#define SHORT_INPUTS 6
void view_why_print_short(const view_why_chain *w, FILE *out)
{
    if (w->state != VIEW_WHY_CHAIN || !w->nlinks)
        return;
    const view_why_link *l = &w->links[0];
    fprintf(out, "\n%sWhy%s (pdd-view why shows the whole chain)\n", view_bold(), view_reset());
    if (!l->inputs_known) {
        fprintf(out, "  %s call %llu: %s\n", l->kernel, (unsigned long long)l->ev.e.call, unknown_reads(l));
        return;
    }
    char where[VIEW_WHY_NAME + 16];
    origin_of(l, where, sizeof where);
    fprintf(out, "  %s%s%s%s call %llu %s ", l->kernel, where[0] ? " (" : "", where, where[0] ? ")" : "",
            (unsigned long long)l->ev.e.call, l->read ? "read a bad value of" : "reads");
    print_names(l, out);
    fprintf(out, "\n");
    for (int i = 0; i < l->ninputs && i < SHORT_INPUTS; i++) {
        char text[2048];
        view_why_input_text(&l->inputs[i], text, sizeof text);
        fprintf(out, "    %s: %s\n", l->inputs[i].field, text);
    }
    if (l->ninputs > SHORT_INPUTS)
        fprintf(out, "    and %d more\n", l->ninputs - SHORT_INPUTS + l->more_inputs);
    if (l->nops) {
        char ops[2048];
        view_why_operands_text(l, ops, sizeof ops);
        fprintf(out, "  it read %s\n", ops);
    }
    const view_why_link *root = &w->links[w->nlinks - 1];
    char sus[2048], line[1024];
    view_why_suspects(root, sus, sizeof sus);
    if (w->nlinks == 1) {
        fprintf(out, "  likely root cause: this %s itself%s%s\n", l->read ? "read" : "store",
                sus[0] ? "; look at " : "", sus);
        return;
    }
    view_event_describe(&root->ev, line, sizeof line);
    fprintf(out, "  likely root cause, %d link%s back%s: %s\n", w->nlinks - 1, w->nlinks == 2 ? "" : "s",
            w->cut ? " (or further)" : "", line);
    if (sus[0] && !w->cut)
        fprintf(out, "    look at %s\n", sus);
}

/* ---- JSON ---- */
static cJSON *input_json(const view_why_input *in)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "field", in->field);
    cJSON_AddStringToObject(o, "listed_by", in->from_operands ? "operands" : "input_site");
    cJSON_AddBoolToObject(o, "written_by_this_call", in->self_writes);
    if (in->writer_call) {
        cJSON *wr = cJSON_AddObjectToObject(o, "writer");
        cJSON_AddStringToObject(wr, "kernel", in->writer);
        cJSON_AddItemToObject(wr, "call", view_json_u64(in->writer_call));
        cJSON_AddBoolToObject(wr, "checked", in->checked);
        if (in->unchecked)
            cJSON_AddStringToObject(wr, "unchecked", pdd_log_unchecked_name(in->unchecked));
        else
            cJSON_AddNullToObject(wr, "unchecked");
        cJSON_AddItemToObject(wr, "bad_values", view_json_u64(in->bad));
        if (in->have_event) {
            cJSON *e = cJSON_AddObjectToObject(wr, "first_bad");
            cJSON_AddStringToObject(e, "kind", pdd_log_kind_name(in->event.kind));
            cJSON_AddItemToObject(e, "index", view_json_index(in->event.ndim, in->event.index));
            cJSON_AddItemToObject(e, "value", view_json_value(in->event.value));
            cJSON_AddItemToObject(e, "seq", view_json_u64(in->event.seq));
        } else {
            cJSON_AddNullToObject(wr, "first_bad");
        }
    } else {
        cJSON_AddNullToObject(o, "writer");
    }
    cJSON_AddBoolToObject(o, "program_input", !in->writer_call && !in->dropped);
    cJSON_AddBoolToObject(o, "writer_dropped", in->dropped); /* by the ring of recent calls */
    if (in->unmarked[0])
        cJSON_AddStringToObject(o, "unmarked_writer", in->unmarked);
    else
        cJSON_AddNullToObject(o, "unmarked_writer");
    if (in->traced) {
        cJSON *t = cJSON_AddObjectToObject(o, "trace");
        cJSON_AddItemToObject(t, "index", view_json_index(in->trace_ndim, in->trace_index));
        cJSON_AddItemToObject(t, "after_writer", view_json_value(in->after));
        cJSON_AddItemToObject(t, "when_read", in->have_read ? view_json_value(in->read) : cJSON_CreateNull());
        if (in->have_next) {
            cJSON *n = cJSON_AddObjectToObject(t, "next");
            cJSON_AddStringToObject(n, "kernel", in->next_kernel);
            cJSON_AddItemToObject(n, "call", view_json_u64(in->next_call));
            cJSON_AddItemToObject(n, "value", view_json_value(in->next));
            cJSON_AddBoolToObject(n, "stored_bad", in->next_bad);
        } else {
            cJSON_AddNullToObject(t, "next");
        }
        cJSON_AddBoolToObject(t, "changed", in->changed);
        cJSON_AddBoolToObject(t, "changed_before_read", view_why_changed(in));
    } else {
        cJSON_AddNullToObject(o, "trace");
    }
    cJSON_AddBoolToObject(o, "followed", in->followed);
    return o;
}

static cJSON *link_json(const view_why_link *l)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "kind", pdd_log_kind_name(l->ev.e.kind));
    cJSON_AddStringToObject(o, "kernel", l->kernel);
    char where[VIEW_WHY_NAME + 16];
    if (origin_of(l, where, sizeof where)[0])
        cJSON_AddStringToObject(o, "origin", where);
    else
        cJSON_AddNullToObject(o, "origin");
    cJSON_AddItemToObject(o, "call", view_json_u64(l->ev.e.call));
    cJSON_AddStringToObject(o, "field", l->ev.field);
    cJSON_AddItemToObject(o, "index", view_json_index(l->ev.e.ndim, l->ev.e.index));
    cJSON_AddItemToObject(o, "value", view_json_value(l->ev.e.value));
    cJSON_AddItemToObject(o, "count", view_json_u64(l->ev.e.count));
    cJSON_AddItemToObject(o, "seq", view_json_u64(l->ev.e.seq));
    cJSON_AddBoolToObject(o, "read", l->read);
    cJSON_AddBoolToObject(o, "inputs_known", l->inputs_known);
    cJSON *ins = cJSON_AddArrayToObject(o, "inputs");
    for (int i = 0; i < l->ninputs; i++)
        cJSON_AddItemToArray(ins, input_json(&l->inputs[i]));
    cJSON_AddNumberToObject(o, "more_inputs", l->more_inputs);
    cJSON *ops = cJSON_AddArrayToObject(o, "operands");
    for (int i = 0; i < l->nops; i++) {
        cJSON *p = cJSON_CreateObject();
        cJSON_AddStringToObject(p, "field", l->ops[i].field);
        cJSON_AddItemToObject(p, "index", view_json_index(l->ops[i].ndim, l->ops[i].index));
        if (l->ops[i].reread) /* not the value the store read */
            cJSON_AddNullToObject(p, "value");
        else
            cJSON_AddItemToObject(p, "value", view_json_value(l->ops[i].value));
        cJSON_AddStringToObject(p, "role", pdd_log_role_name(l->ops[i].role));
        cJSON_AddBoolToObject(p, "reread", l->ops[i].reread);
        cJSON_AddItemToArray(ops, p);
    }
    return o;
}

cJSON *view_why_json(const view_why_chain *w)
{
    cJSON *o = cJSON_CreateObject();
    static const char *const states[] = {"chain", "no_failure", "no_field", "unreadable"};
    cJSON_AddStringToObject(o, "state", states[w->state]);
    if (w->file) {
        cJSON_AddNumberToObject(o, "rank", (double)w->file->meta.rank);
        cJSON_AddStringToObject(o, "file", w->file->meta.path);
    } else {
        cJSON_AddNullToObject(o, "rank");
        cJSON_AddNullToObject(o, "file");
    }
    cJSON *links = cJSON_AddArrayToObject(o, "links");
    for (int i = 0; i < w->nlinks; i++)
        cJSON_AddItemToArray(links, link_json(&w->links[i]));
    if (w->nlinks)
        cJSON_AddNumberToObject(o, "root", w->nlinks - 1);
    else
        cJSON_AddNullToObject(o, "root");
    cJSON_AddBoolToObject(o, "cut", w->cut);
    return o;
}
