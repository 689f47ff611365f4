"""pdd's logs in Python: read a run's per-rank HDF5 logs into numpy (and pandas), find its
first failure as pdd-view does, and check runs in pytest (the pdd_log fixture and
assert_clean).

    import pdd
    run = pdd.read_logs("out/pdd.*.h5")        # a LogSet; run.events, run.dataframe("events")
    print(pdd.first_failure(run))              # the line pdd-view summary prints
    pdd.why(run)["links"]                      # why it went wrong, as pdd-view why --json
    pdd.assert_clean("out", allow=["neg_tracer:qice"])
"""
from .check import assert_clean, parse_allow
from .digest import KINDS, Event, Summary, describe, first_failure, summary
from .errors import LogError
from .reader import FORMAT_VERSION, Log, LogSet, read_log, read_logs, recover, to_dataframe
from .why import why

__version__ = "0.1.0"
__all__ = ["assert_clean", "parse_allow", "KINDS", "Event", "Summary", "describe", "first_failure", "summary",
           "LogError", "FORMAT_VERSION", "Log", "LogSet", "read_log", "read_logs", "recover", "to_dataframe", "why"]
