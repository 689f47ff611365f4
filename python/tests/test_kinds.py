"""The event kinds are listed once, in include/pdd/pdd.h (PDD_KINDS): every log carries them
as the enum of /events' `kind`, which the reader names events by, and pdd.KINDS (needed
before any log is read: --kind lists, allow entries) must be the same names and codes."""
import os
import re
import shutil

import h5py
import numpy as np
import pytest

import pdd

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def c_kinds():
    """code -> name, as PDD_KINDS in include/pdd/pdd.h lists them."""
    path = os.path.join(REPO, "include", "pdd", "pdd.h")
    m = re.search(r"#define PDD_KINDS\(X\)[ \t]*\\\n((?:.*\\\n)*.*\n)", open(path).read())
    assert m, f"{path}: no PDD_KINDS list"
    kinds = {int(code): name for code, name in re.findall(r'X\(\w+,\s*(\d+),\s*"(\w+)"\)', m.group(1))}
    assert kinds, f"{path}: PDD_KINDS lists no kind"
    return kinds


def test_the_packages_kinds_are_the_c_list():
    c = c_kinds()
    assert sorted(c) == list(range(1, len(c) + 1))
    assert pdd.KINDS == tuple(c[k] for k in sorted(c))


def test_logs_of_every_format_name_the_kinds_as_the_c_list(log_sets):
    c = c_kinds()
    for name in ("nan", "format1", "format2"):
        lg = pdd.read_log(log_sets[name][0])
        assert lg.kind_names == c, f"{name}: {lg.kind_names}"


def test_a_kind_column_without_its_enum_is_refused_in_one_line(log_sets, tmp_path):
    path = tmp_path / "pdd.0.h5"
    shutil.copy(log_sets["nan"][0], path)
    with h5py.File(path, "r+") as f:
        ev = f["events"][()]
        plain = np.empty(len(ev), dtype=[(n, np.uint8 if n == "kind" else ev.dtype[n]) for n in ev.dtype.names])
        for n in ev.dtype.names:
            plain[n] = ev[n]
        del f["events"]
        f.create_dataset("events", data=plain)
    with pytest.raises(pdd.LogError) as e:
        pdd.read_log(str(path))
    msg = str(e.value)
    assert "\n" not in msg and "pdd.0.h5" in msg and "'kind' of /events is not an enum" in msg, msg
