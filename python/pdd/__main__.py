"""python -m pdd SCRIPT [ARGS...]   (or python -m pdd -m MODULE [ARGS...])

Runs a model's Python script as `python SCRIPT ARGS` would, with the probes on
(PACE_DACE_DEBUG=True unless the environment sets it or NDSL's switches), and says on stderr, when the
script ends, if it loaded no instrumented program: with the probes on, such a run writes no
log and nothing else tells (gt4py or DaCe built the programs again, without probes, into a
folder the instrumentation never saw). The script's exit status, output and arguments are its
own; the line is one more on stderr, written only in that case. (Installed, the package
says the same of any process that ran DaCe or gt4py with the probes on: _pdd_watch.)
"""
import os
import runpy
import sys

import _pdd_watch

PROBES_ON = _pdd_watch.PROBES_ON


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help") or (argv[0] == "-m" and len(argv) < 2):
        sys.stderr.write(__doc__.lstrip())
        return 2
    if argv[0] != "-m" and not os.path.isfile(argv[0]):
        sys.stderr.write(f"python -m pdd: {argv[0]}: no such script; give the model's script and its "
                         "arguments, as to python\n")
        return 2
    if not any(v in os.environ for v in _pdd_watch.SWITCHES):
        os.environ["PACE_DACE_DEBUG"] = PROBES_ON
    # registered first, run last: after the script's own exit handlers; any script, DaCe or not
    _pdd_watch.watch(require_dace=False)
    if argv[0] == "-m":
        sys.argv = argv[1:]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = argv
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
