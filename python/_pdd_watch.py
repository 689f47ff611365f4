"""Imported at Python's start by `pdd-logs.pth` (which the pdd-logs package installs) when the
probes are on (PACE_DACE_DEBUG=True, or NDSL's NDSL_DACE_DEBUG or NDSL_DACE_FORCE_SYNC_GPU), and
not imported otherwise: a process that ran DaCe or
gt4py and never loaded libpdd says so on stderr at its end. Such a run writes no log, which is
easy to take for a clean one (gt4py or DaCe built the programs again, without probes, into a
folder pdd-instrument did not see). Nothing else happens here: with the probes off the .pth
reads one variable; with them on, one check of /proc/self/maps at exit. `python -m pdd SCRIPT`
asks the same of any script (watch(require_dace=False)). (The .pth also installs _pdd_names's
finder, probes on or off: the keys of the dicts DaCe unrolls loops over, noted at the build.)
"""
import os

PROBES_ON = "True"
# the master switches, as libpdd reads them (include/pdd/switches.h; pdd-logs.pth spells them
# again, so that a start with the probes off imports nothing): any one true is on
SWITCHES = ("PACE_DACE_DEBUG", "NDSL_DACE_DEBUG", "NDSL_DACE_FORCE_SYNC_GPU")
TRUE_WORDS = ("True", "true", "TRUE", "1", "yes", "on")
_watching = None  # None: not yet; else whether the check needs DaCe or gt4py imported


def switched_on():
    """The master switch that turns the probes on in this environment, or None."""
    return next((v for v in SWITCHES if os.environ.get(v) in TRUE_WORDS), None)


def libpdd_loaded():
    """Did this process load libpdd (an instrumented program links it)? None when not known."""
    try:
        with open("/proc/self/maps") as maps:
            return any("libpdd" in line for line in maps)
    except OSError:
        return None


def _check():
    import sys

    switch = switched_on()
    if not switch:
        return
    if _watching and not any(m in sys.modules for m in ("dace", "gt4py")):
        return  # a process that ran no DaCe program (a launcher, a test runner): nothing to say
    if libpdd_loaded() is not False:
        return
    sys.stderr.write(
        f"pdd: {switch}={os.environ[switch]}, but this run loaded no instrumented program (libpdd was never "
        "loaded), so no pdd log was written: the programs it ran were built without probes (gt4py "
        "or DaCe built them again, into a folder pdd-instrument did not see?); instrument that "
        "folder (pdd-instrument --dacecache <folder> --build) or build through pdd-cc "
        "(eval \"$(pdd-instrument --dace-env)\")\n")
    sys.stderr.flush()


def watch(require_dace=True):
    """Checks at exit (once per process; the first call registers, the check runs last)."""
    global _watching
    if _watching is None:
        import atexit

        import _pdd_names

        _pdd_names.install()
        atexit.register(_check)
        _watching = require_dace
    elif not require_dace:
        _watching = False


if switched_on():
    watch()
