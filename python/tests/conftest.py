"""Logs for the package's tests, made by the project's own tools (examples/run_ranks.sh
over the fv3_tracers example, tests/helpers/viewer_run's chain of kernels that read what
others wrote, and the format fixtures of tests/fixtures), once per session.

Run through tests/e2e/python_pkg.sh BUILD (make check), which sets PDD_TEST_BUILD.
"""
import os
import shutil
import subprocess

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="session")
def build():
    b = os.environ.get("PDD_TEST_BUILD")
    if not b:
        pytest.skip("PDD_TEST_BUILD is not set: run these tests with tests/e2e/python_pkg.sh BUILD (make check)")
    return os.path.abspath(b)


@pytest.fixture(scope="session")
def pdd_view(build):
    view = os.path.join(build, "bin", "pdd-view")
    assert os.access(view, os.X_OK), f"{view}: not built (make)"
    return view


@pytest.fixture(scope="session")
def fv3(build):
    prog = os.path.join(build, "examples", "fv3_tracers", "fv3_tracers")
    assert os.access(prog, os.X_OK), f"{prog}: not built (make examples)"
    return prog


def run_ranks(build, folder, n, *args, env=None):
    """examples/run_ranks.sh --dir folder n args, probes on; the files it left."""
    e = dict(os.environ, PACE_DACE_DEBUG="True", BUILD=build)
    e.pop("PDD_TRACE_INDEX", None)
    e.update(env or {})
    r = subprocess.run([os.path.join(REPO, "examples", "run_ranks.sh"), "--dir", str(folder), str(n)] + list(args),
                       env=e, capture_output=True, text=True)
    assert r.returncode in (0, 1), r.stderr
    return sorted(os.path.join(str(folder), f) for f in os.listdir(folder) if ".h5" in f)


def terminated_rank(build, fv3, folder):
    """One rank that a launcher's SIGTERM ends mid-run: its journal, recovered by the readers."""
    import signal
    import time
    folder.mkdir()
    e = dict(os.environ, PACE_DACE_DEBUG="True", PDD_LOG=str(folder / "pdd.%r.h5"))
    e.pop("PDD_TRACE_INDEX", None)
    p = subprocess.Popen([fv3, "--steps", "400", "--step-ms", "20", "--neg-tracer", "qice,2,7,5,4"],
                         env=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    p.send_signal(signal.SIGTERM)
    assert p.wait(timeout=30) == -signal.SIGTERM
    return sorted(str(folder / f) for f in os.listdir(folder) if ".h5" in f)


def chain_run(build, folder, *args, env=None):
    """tests/helpers/viewer_run ARGS (--chain ones: test_chain_unit.h), traced at the planted point."""
    run = os.path.join(build, "tests", "viewer_run")
    assert os.access(run, os.X_OK), f"{run}: not built (make {run})"
    folder.mkdir()
    e = dict(os.environ, PACE_DACE_DEBUG="True", PDD_TRACE_INDEX="2,3,1", PDD_LOG=str(folder / "pdd.%r.h5"))
    e.update(env or {})
    subprocess.run([run] + list(args), env=e, check=True, stdout=subprocess.DEVNULL)
    return sorted(str(folder / f) for f in os.listdir(folder) if ".h5" in f)


@pytest.fixture(scope="session")
def log_sets(build, fv3, tmp_path_factory):
    """name -> the files of one run (journals of ranks that died included)."""
    base = tmp_path_factory.mktemp("logs")
    sets = {
        "clean": run_ranks(build, base / "clean", 1, "--steps", "3"),
        "nan": run_ranks(build, base / "nan", 3, "--zero-delp", "3,12,10,5", env={"PDD_TRACE_INDEX": "12,10,5"}),
        "crash": run_ranks(build, base / "crash", 4, "--fault-rank", "2", "--neg-tracer", "qice,2,7,5,4",
                           "--oob", "4"),
    }
    sets["terminated"] = terminated_rank(build, fv3, base / "terminated")
    sets["chain_zero"] = chain_run(build, base / "chain_zero", "--chain-zero-delp", "3")
    sets["chain_nan"] = chain_run(build, base / "chain_nan", "--chain-nan-delp", "2")
    sets["chain_read"] = chain_run(build, base / "chain_read", "--chain-nan-delp", "2",
                                   env={"PDD_CHECKS": "default,inputs,trace"})
    # a NaN in halo corners every step (PDD_HALO=1), one in the domain at step 3
    sets["halo"] = chain_run(build, base / "halo", "--corner-nans", "--nan", "3", env={"PDD_HALO": "1"})
    fixtures = os.path.join(REPO, "tests", "fixtures")
    for name, f in (("format1", "format1.h5"), ("format2", "format2.h5"), ("journal1", "journal1.journal")):
        d = base / name
        d.mkdir()
        shutil.copy(os.path.join(fixtures, f), d / f)
        sets[name] = [str(d / f)]
    return sets
