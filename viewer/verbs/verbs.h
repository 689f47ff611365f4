/* verbs.h: the verbs of pdd-view, one file each, which the hub (main.c) dispatches to: each
 * takes its argv (argv[0] the verb) and returns its exit status (process.h). */
#ifndef PDD_VIEW_VERBS_H
#define PDD_VIEW_VERBS_H

int view_summary(int argc, char **argv);
int view_events(int argc, char **argv);
int view_trace(int argc, char **argv);
int view_timeline(int argc, char **argv);
int view_diff(int argc, char **argv);
int view_assert(int argc, char **argv);
int view_report(int argc, char **argv);
int view_why(int argc, char **argv);

#endif
