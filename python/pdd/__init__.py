"""pdd's logs in Python: read a run's per-rank HDF5 logs into numpy (and pandas), find its
first failure as pdd-view does, and check runs in pytest (the pdd_log fixture and
assert_clean).

    import pdd
    run = pdd.read_logs("out/pdd.*.h5")        # a LogSet; run.events, run.dataframe("events")
    print(pdd.first_failure(run))              # the line pdd-view summary prints
    pdd.why(run)["links"]                      # why it went wrong, as pdd-view why --json
    pdd.assert_clean("out", allow=["neg_tracer:qice"])
"""
import importlib

# what each name is imported from, on first use: `python -m pdd` runs a model's script in its
# own environment, which need not have h5py or numpy (the logs are read elsewhere)
_FROM = {
    ".check": ("assert_clean", "parse_allow"),
    ".digest": ("KINDS", "Event", "Summary", "describe", "first_failure", "summary"),
    ".errors": ("LogError",),
    ".reader": ("FORMAT_VERSION", "Log", "LogSet", "read_log", "read_logs", "recover", "to_dataframe"),
    ".why": ("why",),
}
__all__ = [name for names in _FROM.values() for name in names]


def __getattr__(name):
    if name not in __all__:
        raise AttributeError(f"module 'pdd' has no attribute {name!r}")
    # all at once, as `from .x import y` at the top would: a submodule's import binds its own
    # name here (pdd.why the module), which the function of that name then replaces
    for module, names in _FROM.items():
        m = importlib.import_module(module, __name__)
        globals().update((n, getattr(m, n)) for n in names)
    return globals()[name]


def __dir__():
    return sorted(set(globals()) | set(__all__))


__version__ = "0.1.0"
