"""The package's digest against `pdd-view summary --json` on the same logs: the first
failure (docs/FORMAT.md, "The first failure"), counts by kind, kernel and field, crashes,
CUDA errors, unfinished calls, the trace before the failure and each log's metadata."""
import json
import math
import subprocess

import pytest

import pdd


def view_json(pdd_view, files, *options):
    r = subprocess.run([pdd_view, "summary", "--json"] + list(options) + list(files), capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def same(want, got, where="$"):
    """Equal, numbers to the last digits cJSON prints (15 significant ones when they round-trip)."""
    if isinstance(want, dict):
        assert isinstance(got, dict) and set(want) == set(got), f"{where}: keys {sorted(want)} != {sorted(got)}"
        for k in want:
            same(want[k], got[k], f"{where}.{k}")
    elif isinstance(want, list):
        assert isinstance(got, list) and len(want) == len(got), f"{where}: {want} != {got}"
        for i, (a, b) in enumerate(zip(want, got)):
            same(a, b, f"{where}[{i}]")
    elif isinstance(want, float) or isinstance(got, float):
        assert isinstance(got, (int, float)) and math.isclose(want, got, rel_tol=1e-14), f"{where}: {want} != {got}"
    else:
        assert want == got, f"{where}: {want!r} != {got!r}"


SETS = ["clean", "nan", "crash", "journal1", "format1", "format2", "terminated", "halo"]


@pytest.mark.parametrize("name", SETS)
def test_summary_is_pdd_views(name, log_sets, pdd_view, monkeypatch):
    files = log_sets[name]
    monkeypatch.setenv("PDD_VIEW", pdd_view)  # journals: the package recovers them first
    got = json.loads(json.dumps(pdd.summary(files).to_dict()))
    want = view_json(pdd_view, files)
    same(want, got)
    # each set says what it was made to say
    first = want["first_failure"]
    if name == "clean":
        assert first is None and got["calls"] > 0
    elif name == "nan":
        assert (first["kind"], first["field"], first["index"], first["call"]) == ("nan", "qvapor", [12, 10, 5], 3)
        assert len(got["logs"]) == 3 and "trace" in got["first_failure"]
        # each time step is one call of the program: the third of six, the kernel's first call in it
        assert first["program_call"] == {"program": "fv3_tracers", "call": 3, "calls": 6, "kernel_call": 1}
    elif name == "crash":
        assert [lg["clean_exit"] for lg in got["logs"]] == [True, True, False, True]
        assert first["rank"] == 2 and first["kind"] == "neg_tracer" and got["crashes"][0]["signal"] == "SIGSEGV"
        assert got["unfinished"] and got["logs"][2]["recovered"] is True
    elif name == "halo":
        # the domain's NaN of step 3 is first though halo corners failed from step 1
        assert (first["field"], first["index"], first["call"], first["region"]) == ("qvapor", [2, 3, 1], 3, "domain")
        halo = want["halo"]
        assert halo["width"] == 1 and halo["first"]["region"] == "corner" and halo["first"]["call"] == 1
        assert halo["corner_events"] == halo["by_kind"]["nan"]["events"] == 8
    elif name == "journal1":
        assert got["logs"][0]["recovered"] and got["logs"][0]["file"].endswith("journal1")
    elif name == "format2":
        assert first["kind"] == "cuda_error" and got["cuda_errors"]


FILTERS = [
    ({"kinds": "neg_tracer"}, ["--kind", "neg_tracer"]),
    ({"kinds": "!nan"}, ["--kind", "!nan"]),
    ({"kernels": "advect_*"}, ["--kernel", "advect_*"]),
    ({"kernels": ["flux_x_*", "copy_*"]}, ["--kernel", "flux_x_*", "--kernel", "copy_*"]),
    ({"fields": "qice,qsnow"}, ["--field", "qice,qsnow"]),
    ({"rank": 1}, ["--rank", "1"]),
    ({"rank": 2, "kinds": "crash"}, ["--rank", "2", "--kind", "crash"]),
]


@pytest.mark.parametrize("name", ["nan", "crash"])
@pytest.mark.parametrize("ours,theirs", FILTERS, ids=[" ".join(f[1]) for f in FILTERS])
def test_filters_are_pdd_views(name, ours, theirs, log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)
    files = log_sets[name]
    same(view_json(pdd_view, files, *theirs), json.loads(json.dumps(pdd.summary(files, **ours).to_dict())))


@pytest.mark.parametrize("name", ["nan", "crash", "format2"])
def test_first_failure_line_is_the_one_pdd_view_summary_prints(name, log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)
    files = log_sets[name]
    out = subprocess.run([pdd_view, "summary", "--color", "never"] + files, capture_output=True,
                         text=True).stdout.splitlines()
    at = next(i for i, ln in enumerate(out) if ln.startswith("First failure"))
    first = pdd.first_failure(files)
    assert f"First failure: rank {first.rank}," in out[at]
    assert out[at + 1] == "  " + str(first)


def test_first_failure_breaks_ties_by_rank_then_seq(log_sets, monkeypatch, tmp_path):
    """Two ranks' copies of one log: the same times, so the lower rank's event is first."""
    import h5py
    import shutil
    src = log_sets["nan"][0]
    a, b = tmp_path / "pdd.0.h5", tmp_path / "pdd.1.h5"
    shutil.copy(src, a)
    shutil.copy(src, b)
    for path, rank in ((a, 5), (b, 3)):
        with h5py.File(path, "r+") as f:
            f.attrs["rank"] = rank
    first = pdd.first_failure([str(a), str(b)])
    assert first.rank == 3 and first.file == str(b)
    ev = pdd.read_log(str(b)).events
    t0 = ev["t_ns"].min()
    assert first.t_ns == t0 and first.seq == ev["seq"][ev["t_ns"] == t0].min()
