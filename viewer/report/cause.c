/* cause.c: the report's Why block, inside the first failure's section: what the failing
 * store read (its inputs, the values of its operands), who wrote each field last before it,
 * and the chain back to the likely root cause (core/why.c), in the words `pdd-view why` uses. */
#include "event_text.h"
#include "report.h"
#include "why.h"

#include <stdio.h>

static void link_inputs(report *r, const view_why_link *l)
{
    if (!l->inputs_known) {
        rep_put(r, "<p class=\"note\">The log lists no reads of this kernel: its inputs are unknown "
                   "(pdd lists the arrays a CPU kernel reads where the pass finds them).</p>\n");
        return;
    }
    rep_put(r, "<div class=\"scroll\"><table class=\"why\"><tr><th>reads</th><th>last written by, "
               "and its value at the trace index</th></tr>\n");
    for (int i = 0; i < l->ninputs; i++) {
        const view_why_input *in = &l->inputs[i];
        char text[2048];
        view_why_input_text(in, text, sizeof text);
        rep_out(r, "<tr%s><td class=\"mono\">", in->bad || view_why_changed(in) || !in->writer_call ? " class=\"bad\"" : "");
        rep_esc(r, in->field);
        rep_put(r, "</td><td class=\"text\">");
        rep_esc(r, text);
        rep_put(r, in->followed ? " &larr; the next link</td></tr>\n" : "</td></tr>\n");
    }
    if (l->more_inputs)
        rep_out(r, "<tr><td colspan=\"2\">and %d more (pdd-view why --json lists them)</td></tr>\n",
                l->more_inputs);
    rep_put(r, "</table></div>\n");
    if (l->nops) { /* /operands: the values the store read at that cell */
        char ops[2048];
        view_why_operands_text(l, ops, sizeof ops);
        rep_put(r, "<p class=\"note mono\">The store read: ");
        rep_esc(r, ops);
        rep_put(r, "</p>\n");
    }
}

void report_why(report *r)
{
    const view_why_chain *w = r->why;
    if (!w || w->state != VIEW_WHY_CHAIN || !w->nlinks)
        return;
    char line[1024], sus[2048];
    rep_put(r, "<h3>Why</h3>\n");
    for (int i = 0; i < w->nlinks; i++) {
        const view_why_link *l = &w->links[i];
        if (w->nlinks > 1 || i) {
            view_event_describe(&l->ev, line, sizeof line);
            rep_out(r, "<div class=\"describe mono\">%d. ", i + 1);
            rep_esc(r, line);
            rep_put(r, "</div>\n");
        }
        link_inputs(r, l);
    }
    const view_why_link *root = &w->links[w->nlinks - 1];
    view_event_describe(&root->ev, line, sizeof line);
    rep_put(r, "<p class=\"root\"><b>Likely root cause</b>: ");
    if (w->nlinks == 1)
        rep_put(r, "this store itself");
    else
        rep_esc(r, line);
    if (w->cut)
        rep_out(r, " (or further back: pdd-view why follows %d links)", VIEW_WHY_LINKS);
    else if (root->inputs_known)
        rep_put(r, ": no writer of what it reads stored a bad value before it");
    rep_put(r, ".");
    view_why_suspects(root, sus, sizeof sus);
    if (sus[0] && !w->cut) {
        rep_put(r, " Look at ");
        rep_esc(r, sus);
        rep_put(r, ".");
    }
    rep_put(r, "</p>\n");
}
