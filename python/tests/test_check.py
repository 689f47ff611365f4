"""assert_clean: its verdicts, its allow rules, and its message (the first failure line, as
pdd-view summary and pdd-view assert print it)."""
import re
import subprocess

import pytest

import pdd


def failure(logs, **kw):
    with pytest.raises(AssertionError) as e:
        pdd.assert_clean(logs, **kw)
    return str(e.value).splitlines()


def test_a_clean_run_passes(log_sets):
    pdd.assert_clean(log_sets["clean"])
    pdd.assert_clean(log_sets["clean"][0].replace("pdd.0.h5", "pdd.*.h5"))


def test_the_message_is_pdd_views_first_failure(log_sets, pdd_view):
    files = log_sets["nan"]
    lines = failure(files)
    first = pdd.first_failure(files)
    assert lines[0] == first.line and lines[0].startswith("rank ")
    assert "720 bad values in 180 events" in lines[1]
    # pdd-view assert names the same first event
    r = subprocess.run([pdd_view, "assert", "--color", "never", "--none", "all"] + files, capture_output=True,
                       text=True)
    assert r.returncode == 1 and f"; first: {first.line}" in r.stdout


def test_allow_kinds_and_globs(log_sets, pdd_view):
    files = log_sets["nan"]
    pdd.assert_clean(files, allow=["nan"])
    pdd.assert_clean(files, allow="all")
    pdd.assert_clean(files, allow=["nan:q*,f*"])  # the fields: tracers and fluxes fx, fy
    pdd.assert_clean(files, allow=["nan:advect_*,flux_*"])  # or by kernel
    lines = failure(files, allow=["nan:qvapor"])
    assert "field qvapor" not in lines[0] and "not allowed (allow=['nan:qvapor'])" in lines[1]
    lines = failure(files, allow=["neg_tracer", "crash"])
    assert lines[0] == pdd.first_failure(files).line


def test_allow_with_a_most(log_sets):
    files = log_sets["nan"]
    total = pdd.summary(files).counts()["nan"]["values"]
    pdd.assert_clean(files, allow=[f"nan={total}"])
    lines = failure(files, allow=[f"nan={total - 1}"])
    assert lines[0] == pdd.first_failure(files).line
    assert f"allow 'nan={total - 1}': {total} bad values, more than {total - 1}" in lines[1]
    qv = pdd.summary(files, fields="qvapor").counts()["nan"]["values"]
    pdd.assert_clean(files, allow=["nan:q[!v]*,f*", f"nan:qvapor={qv}"])
    lines = failure(files, allow=["nan:q[!v]*,f*", "nan:qvapor=0"])
    assert "field qvapor" in lines[0]


def test_a_crashed_rank_fails_even_with_its_events_allowed(log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)
    files = log_sets["crash"]
    lines = failure(files)
    assert lines[0].startswith("rank 2: neg_tracer in kernel advect_qice") and any(
        "rank 2 did not reach its clean exit" in ln for ln in lines)
    lines = failure(files, allow=["neg_tracer", "crash"])
    assert len(lines) == 1 and lines[0].startswith("rank 2 did not reach its clean exit (")
    pdd.assert_clean(files, allow=["neg_tracer", "crash"], clean_exit=False)
    lines = failure(files, allow=["neg_tracer"], clean_exit=False)
    assert re.match(r"rank 2: crash \(SIGSEGV\) at 0x[0-9a-f]+: [0-9]+ bytes \([0-9]+ f64 elements\) before the start "
                    r"of qvapor \([0-9]+×[0-9]+×[0-9]+ f64\), in kernel set_qvapor_sfc_map_0_3_0 call ", lines[0]), lines[0]


@pytest.mark.parametrize("bad,why", [
    ("nann", "unknown name 'nann'"),
    ("nan=x", "'x' is not a whole number"),
    ("nan:", "nothing after ':'"),
    ("", "expected KINDS[:GLOB][=N]"),
    (":qvapor", "expected KINDS[:GLOB][=N]"),
])
def test_a_bad_allow_says_what_is_accepted(bad, why, log_sets):
    with pytest.raises(ValueError) as e:
        pdd.assert_clean(log_sets["clean"], allow=[bad])
    assert why in str(e.value) and "\n" not in str(e.value)
