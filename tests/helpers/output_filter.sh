# tests/helpers/output_filter.sh: sourced by the tests that compare pdd's output with text kept in
# the repository (golden files, README.md and docs/). output_filter removes what differs between
# runs and machines: times, pids, host names, addresses, libc's backtrace frames, JSON
# "seq" (a journal slot number: it moves with the length of the run's META record, whose
# pid has more digits some runs), a log's stored size (its strings are as long as the host's
# name and the paths), and $FILTER_PATH (a path, shown as <path>). Aligned lines holding such values get their runs
# of blanks squeezed, since the values' widths differ; so do the headers of tables with a
# column of times ("max ms" widens when a call takes 100 ms, as on a loaded machine).
output_filter() {
    sed -E -e "${FILTER_PATH:+s|$FILTER_PATH|<path>|g}" \
        -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z( \(\+[0-9.]+ ms\))?/<time>/g' \
        -e 's/"(t_ns|t_begin_ns|t_end_ns|duration_ns|total_ns|max_ns|pid|seq)":[ \t]*[0-9]+/"\1": <n>/g' \
        -e 's/"hostname":[ \t]*"[^"]*"/"hostname": "<host>"/g' \
        -e 's/superblock declares [0-9]+ bytes/superblock declares <n> bytes/g' \
        -e 's/[0-9]+\.[0-9]{3} ms/<t> ms/g' \
        -e 's/0x[0-9a-f]+/<addr>/g' -e 's/\+<addr>//g' \
        -e '/#[0-9]+ <addr> (__libc|_start|__sigaction|__restore|killpg|start_thread|__clone|libc\.so|\?\?)/d' \
        -e 's/^( +[0-9]+  )[^ ]+( +)[0-9]+(  <time>)/\1<host>\2<pid>\3/' |
        awk '/[0-9]+\.[0-9][0-9][0-9] +[0-9]+\.[0-9][0-9][0-9]/ { gsub(/[0-9]+\.[0-9][0-9][0-9]/, "<t>") }
             /<host>|<pid>|<time>|<t>|^  rank  host|[a-z] ms(  |$)/ { gsub(/  +/, "  ") } { print }' |
        sed -E -e 's/^ *[0-9]+\.[0-9]{3}( +[0-9]+  [a-z])/<t>\1/'
}
