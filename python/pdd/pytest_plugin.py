"""pytest plugin (entry point pytest11, so installing the package makes it available):

    def test_step_is_clean(pdd_log):
        subprocess.run(["python", "run_model.py"], check=True)   # sees PACE_DACE_DEBUG, PDD_LOG
        pdd_log.assert_clean(allow=["neg_tracer:qice"])

`pdd_log` switches the probes on for the test (PACE_DACE_DEBUG=True) and points PDD_LOG
at a fresh folder in the test's tmp_path (`pdd.%r.h5`: one log per rank). libpdd reads its
switches when it is loaded, so the run must start after the fixture did: a subprocess (MPI
launchers included), or a model whose instrumented library is first loaded inside the test.
"""
import os

import pytest

from . import check, digest
from .errors import LogError
from .reader import _expand

PROBES_ON = "True"  # PACE_DACE_DEBUG: the master switch of the probes (and of pdd-cc's builds)


class PddLog:
    """Where a test's run writes its logs, and what the test asks of them."""

    def __init__(self, folder):
        self.dir = folder
        self.pattern = os.path.join(str(folder), "pdd.%r.h5")
        self.env = {"PACE_DACE_DEBUG": PROBES_ON, "PDD_LOG": self.pattern}

    def __repr__(self):
        return f"<pdd_log {self.pattern}>"

    def __str__(self):
        return self.pattern

    def paths(self):
        """The logs written so far (leftover journals of ranks that died included)."""
        try:
            return _expand(str(self.dir))
        except LogError:
            raise LogError(f"{self.dir}: no pdd log was written here; run the program after the fixture "
                           f"started, with its environment (PACE_DACE_DEBUG={PROBES_ON}, "
                           f"PDD_LOG={self.pattern}; a subprocess inherits them), and let it exit") from None

    def read(self):
        """The run's logs as a pdd.LogSet (numpy tables; .dataframe(name) for pandas)."""
        from .reader import read_logs
        return read_logs(self)

    def summary(self, **filters):
        return digest.summary(self, **filters)

    def first_failure(self, **filters):
        return digest.first_failure(self, **filters)

    def assert_clean(self, allow=None, clean_exit=True):
        __tracebackhide__ = True
        check.assert_clean(self, allow=allow, clean_exit=clean_exit)


@pytest.fixture
def pdd_log(tmp_path, monkeypatch):
    """Probes on for this test, its logs in a fresh folder: see pdd.pytest_plugin."""
    folder = tmp_path / "pdd"
    folder.mkdir()
    run = PddLog(folder)
    for name, value in run.env.items():
        monkeypatch.setenv(name, value)
    return run


__all__ = ["pdd_log", "PddLog"]
