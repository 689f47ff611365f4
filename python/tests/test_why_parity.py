"""pdd.why against `pdd-view why --json` on the same logs (the chain from the first failure
back through the writers of what it read, viewer/core/why.c), and what the chain says on the
logs made to say it: the demo's zero delp, a NaN that propagates from one kernel to the next,
a bad value read."""
import json
import subprocess

import pytest

import pdd
from test_view_parity import same

SETS = ["clean", "nan", "crash", "journal1", "format1", "format2", "terminated", "chain_zero", "chain_nan",
        "chain_read"]


def view_why(pdd_view, files, *options):
    r = subprocess.run([pdd_view, "why", "--json"] + list(options) + list(files), capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def ours(files, **kw):
    return json.loads(json.dumps(pdd.why(files, **kw)))


@pytest.mark.parametrize("name", SETS)
def test_why_is_pdd_views(name, log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)  # journals: the package recovers them first
    files = log_sets[name]
    want = view_why(pdd_view, files)
    same(want, ours(files))
    # summary --json carries the same chain, and so does the package's summary
    same(want, pdd.summary(files).to_dict()["why"])


FILTERS = [
    ({"fields": "qvapor"}, ["--field", "qvapor"]),
    ({"fields": "fx"}, ["--field", "fx"]),
    ({"kernels": "flux_*"}, ["--kernel", "flux_*"]),
    ({"kinds": "!nan"}, ["--kind", "!nan"]),
    ({"rank": 2}, ["--rank", "2"]),
]


@pytest.mark.parametrize("name", ["nan", "crash", "chain_nan", "chain_zero"])
@pytest.mark.parametrize("kw,options", FILTERS, ids=[" ".join(f[1]) for f in FILTERS])
def test_why_of_a_filtered_failure_is_pdd_views(name, kw, options, log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)
    files = log_sets[name]
    same(view_why(pdd_view, files, *options), ours(files, **kw))


def by_field(link):
    return {x["field"]: x for x in link["inputs"]}


def test_the_demos_why_names_the_store_delps_writer_and_its_change(log_sets):
    """fv3_tracers --zero-delp 3,12,10,5 traced at (12,10,5): qvapor's store is the failure;
    delp (last written by copy_dp2_to_delp call 2, 80 there) was 0 when the store read it (its
    operands, with dp2 = 0 its divisor), rarea no kernel writes, qvapor the store updates in
    place; no writer stored a bad value, so the store itself is the root."""
    w = pdd.why(log_sets["nan"])
    assert w["state"] == "chain" and w["root"] == 0 and not w["cut"]
    link = w["links"][0]
    assert (link["kernel"], link["call"], link["field"], link["index"], link["value"]) == \
        ("advect_qvapor_map_1_0_11", 3, "qvapor", [12, 10, 5], "nan")
    ins = by_field(link)
    assert list(ins) == ["delp", "rarea", "fx", "fy", "dp2", "qvapor"] and link["inputs_known"]
    assert [ins[f]["listed_by"] for f in ins] == ["input_site"] * 2 + ["operands"] * 3 + ["input_site"]
    assert ins["qvapor"]["written_by_this_call"]  # qvapor = (qvapor * delp + ...) / dp2
    delp = ins["delp"]
    assert delp["writer"] == {"kernel": "copy_dp2_to_delp_map_7_0_0", "call": 2, "checked": True,
                              "unchecked": None, "bad_values": 0, "first_bad": None}
    assert delp["trace"] == {"index": [12, 10, 5], "after_writer": 80.0, "when_read": 0.0,
                             "next": {"kernel": "copy_dp2_to_delp_map_7_0_0", "call": 3, "value": 0.0,
                                      "stored_bad": False},
                             "changed": True, "changed_before_read": True}
    assert ins["rarea"]["writer"] is None and ins["rarea"]["program_input"]
    assert not ins["dp2"]["trace"]["changed_before_read"]  # 0 after delp_update, 0 when read
    ops = {o["field"]: o for o in link["operands"]}
    assert ops["delp"] == {"field": "delp", "index": [12, 10, 5], "value": 0.0, "role": "none", "reread": False}
    assert ops["dp2"] == {"field": "dp2", "index": [12, 10, 5], "value": 0.0, "role": "divisor", "reread": False}


def test_a_nan_that_propagates_gives_two_links_and_the_earlier_store_is_the_root(log_sets):
    """delp set to NaN before step 2: delp_update stores dp2 = NaN, then advect reads it and
    stores qvapor = NaN. Asked why qvapor went bad, the chain goes back to dp2's store."""
    w = pdd.why(log_sets["chain_nan"], fields="qvapor")
    assert [(k["kernel"], k["call"], k["field"]) for k in w["links"]] == \
        [("advect_0_1_2", 2, "qvapor"), ("delp_update_0_1_0", 2, "dp2")]
    assert w["root"] == 1
    dp2 = by_field(w["links"][0])["dp2"]
    assert dp2["followed"] and dp2["writer"]["bad_values"] == 1 and dp2["writer"]["first_bad"]["kind"] == "nan"
    root = by_field(w["links"][1])
    assert list(root) == ["delp"] and root["delp"]["writer"]["bad_values"] == 0
    # delp was 100 after its writer and NaN when dp2's store read it: the host changed it
    t = root["delp"]["trace"]
    assert (t["after_writer"], t["when_read"], t["changed_before_read"]) == (100.0, "nan", True)
    # unasked, the first failure is dp2's store itself: one link
    assert [k["field"] for k in pdd.why(log_sets["chain_nan"])["links"]] == ["dp2"]


def test_a_bad_value_read_follows_the_field_it_read(log_sets):
    w = pdd.why(log_sets["chain_read"])
    link = w["links"][0]
    assert link["read"] and (link["kernel"], link["field"]) == ("delp_update_0_1_0", "delp")
    assert [x["field"] for x in link["inputs"]] == ["delp"]
    assert link["inputs"][0]["writer"]["kernel"] == "copy_dp2_to_delp_0_1_3"


def test_why_is_empty_where_nothing_failed_or_no_value_did(log_sets, pdd_view, monkeypatch):
    monkeypatch.setenv("PDD_VIEW", pdd_view)
    assert pdd.why(log_sets["clean"]) == {"state": "no_failure", "rank": None, "file": None, "links": [],
                                          "root": None, "cut": False}
    w = pdd.why(log_sets["format2"])  # its first failure is a CUDA error
    assert w["state"] == "no_field" and w["links"] == []
