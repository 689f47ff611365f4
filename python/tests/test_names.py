"""_pdd_names: while DaCe builds a program, the keys of a dict it unrolls a loop over are noted
in pdd-names.json in its build folder, for pdd-instrument's field names (`tracers['qvapor']`
where the SDFG has only `__g_gen3_0`). The real DaCe route is tested end to end by
tests/e2e/dace_e2e.sh; these tests need no DaCe."""
import ast
import json
import os
import subprocess
import sys

import _pdd_names
import pytest


def loop(src):
    return ast.parse(src).body[0]


def evaluate(node, globals_):
    return eval(compile(ast.Expression(node), "<test>", "eval"), dict(globals_))


class Step:
    def __init__(self):
        self.tracers = {"qvapor": 1, "qliquid": 2, "q'3": 3}


def test_values_of_a_dict_are_named_by_their_keys_in_its_order():
    got = _pdd_names.names_of_loop(loop("\n\nfor q in self.tracers.values():\n    pass\n"), {"self": Step()},
                                   evaluate)
    assert got == {"gen3_0": "self.tracers['qvapor']", "gen3_1": "self.tracers['qliquid']",
                   "gen3_2": "self.tracers[\"q'3\"]"}


def test_items_name_the_value_of_each_pair():
    got = _pdd_names.names_of_loop(loop("for name, q in tracers.items():\n    pass\n"),
                                   {"tracers": {"qice": 0}}, evaluate)
    assert got == {"gen1_0_1": "tracers['qice']"}


def test_other_loops_are_not_named():
    calls = []

    def spy(node, globals_):
        calls.append(ast.unparse(node))
        return evaluate(node, globals_)

    g = {"tracers": {"qice": 0}, "arrays": [1, 2], "make": lambda: {"a": 1}}
    for src in ("for q in arrays:\n pass", "for q in tracers:\n pass", "for q in tracers.keys():\n pass",
                "for q in make().values():\n pass", "for q in tracers[name].values():\n pass",
                "for q in arrays.values():\n pass"):
        assert _pdd_names.names_of_loop(loop(src), g, spy) == {}, src
    # a call in the collection's expression is never evaluated (it may do anything)
    assert calls == ["arrays"]


def test_notes_merge_into_one_file_and_survive_a_broken_one(tmp_path):
    folder = tmp_path / ".dacecache"
    _pdd_names.note("/m/a.py", {"gen3_0": "t['x']"}, str(folder))
    _pdd_names.note("/m/b.py", {"gen9_1": "u['y']"}, str(folder))
    data = json.loads((folder / "pdd-names.json").read_text())
    assert data["files"] == {"/m/a.py": {"gen3_0": "t['x']"}, "/m/b.py": {"gen9_1": "u['y']"}}
    # another process's notes are kept; a file that is not JSON is replaced whole
    (folder / "pdd-names.json").write_text('{"pdd_names": 1, "files": {"/m/c.py": {"gen1_0": "v[1]"}}}')
    _pdd_names._noted.clear()
    _pdd_names.note("/m/a.py", {"gen3_0": "t['x']"}, str(folder))
    assert set(json.loads((folder / "pdd-names.json").read_text())["files"]) == {"/m/a.py", "/m/c.py"}
    (folder / "pdd-names.json").write_text('{"pdd_na')
    _pdd_names._noted.clear()
    _pdd_names.note("/m/a.py", {"gen3_0": "t['x']"}, str(folder))
    assert json.loads((folder / "pdd-names.json").read_text())["files"] == {"/m/a.py": {"gen3_0": "t['x']"}}
    assert [p.name for p in folder.iterdir()] == ["pdd-names.json"]


def stand_in_dace(root):
    """A stand-in for DaCe's parser module (its class, its evalnode, its configuration)."""
    pkg = root / "dace"
    (pkg / "frontend" / "python").mkdir(parents=True)
    for d in (pkg, pkg / "frontend", pkg / "frontend" / "python"):
        (d / "__init__.py").write_text("")
    (pkg / "frontend" / "python" / "astutils.py").write_text(
        "import ast\ndef evalnode(node, g):\n    return eval(compile(ast.Expression(node), '<e>', 'eval'), dict(g))\n")
    (pkg / "frontend" / "python" / "preprocessing.py").write_text(
        "class LoopUnroller:\n"
        "    def __init__(self, globals, filename):\n        self.globals, self.filename = globals, filename\n"
        "    def visit_For(self, node):\n        return 'unrolled'\n")
    (pkg / "config.py").write_text(
        "class Config:\n    @staticmethod\n    def get(key):\n        assert key == 'default_build_folder'\n"
        "        return 'build_here'\n")


PARSE = ("import ast\n"
         "from dace.frontend.python.preprocessing import LoopUnroller\n"
         "u = LoopUnroller({'tracers': {'qv': 1, 'qc': 2}}, '/m/model.py')\n"
         "print(u.visit_For(ast.parse('for q in tracers.values():\\n pass').body[0]))\n")


def parse_in_python(tmp_path, code, pythonpath):
    env = {k: v for k, v in os.environ.items() if k not in ("PACE_DACE_DEBUG", "PYTHONPATH")}
    env["PYTHONPATH"] = os.pathsep.join(pythonpath)
    r = subprocess.run([sys.executable, "-c", code], env=env, cwd=str(tmp_path), capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout == "unrolled\n" and r.stderr == "", r.stderr
    return json.loads((tmp_path / "build_here" / "pdd-names.json").read_text())["files"]


def test_the_unroller_is_patched_when_its_module_loads_and_the_parse_is_unchanged(tmp_path):
    stand_in_dace(tmp_path)
    files = parse_in_python(tmp_path, "import _pdd_names\n_pdd_names.install()\n" + PARSE,
                            [str(tmp_path), os.path.dirname(_pdd_names.__file__)])
    assert files == {"/m/model.py": {"gen1_0": "tracers['qv']", "gen1_1": "tracers['qc']"}}


def test_the_installed_package_notes_them_with_the_probes_off(tmp_path):
    # pdd-logs.pth installs the finder at every start, PACE_DACE_DEBUG or not: a model's build
    # needs no setting (NDSL adds its own debug passes under PACE_DACE_DEBUG=True)
    stand_in_dace(tmp_path)
    import site

    if not any(os.path.isfile(os.path.join(d, "pdd-logs.pth")) for d in site.getsitepackages()):
        pytest.skip("the pdd-logs package is not installed in this Python")
    assert parse_in_python(tmp_path, PARSE, [str(tmp_path)]) == {
        "/m/model.py": {"gen1_0": "tracers['qv']", "gen1_1": "tracers['qc']"}}


class Quantity:
    """What pdd reads of NDSL's Quantity: a shape, and the origin and extent of its compute domain."""

    def __init__(self, shape, origin, extent):
        self.shape, self.origin, self.extent = shape, origin, extent


def test_the_domain_of_an_object_with_an_origin_and_an_extent():
    # a C12 tile of NDSL: 12 cells and a halo of 3 each side, one pad cell, 5 levels
    assert _pdd_names.domain_of(Quantity((19, 19, 6), (3, 3, 0), (12, 12, 5))) == {
        "shape": [19, 19, 6], "origin": [3, 3, 0], "extent": [12, 12, 5]}
    assert _pdd_names.domain_of(Quantity((19, 19, 6), (3, 3), (13, 12))) is not None  # an interface dim
    for bad in (Quantity((19, 19, 6), (3, 3, 0), (17, 12, 5)),  # past its end
                Quantity((19, 19, 6), (3,), (12,)),  # one dimension: no horizontal plane
                Quantity((19, 19, 6), (3, 3, 0), (12, 12)),
                Quantity((19, 19, 6), (3.0, 3, 0), (12, 12, 5)),
                Quantity((19, 19, 6), (-1, 3, 0), (12, 12, 5))):
        assert _pdd_names.domain_of(bad) is None
    assert _pdd_names.domain_of([1.0, 2.0]) is None  # no origin: a plain array


def test_a_name_noted_with_two_domains_is_ambiguous(tmp_path):
    folder = str(tmp_path / ".dacecache")
    _pdd_names._noted.clear()
    _pdd_names.note("/m/a.py", {"gen3_0": "t['x']"}, folder)
    d = {"shape": [19, 19, 6], "origin": [3, 3, 0], "extent": [12, 12, 5]}
    _pdd_names.note_array("__g_self__delp", "self._delp", d, folder)
    _pdd_names.note_array("__g_self__u", "self._u", dict(d, extent=[12, 13, 5]), folder)
    _pdd_names.note_array("__g_self__delp", "self._delp", d, folder)  # the same again: nothing new
    data = json.loads((tmp_path / ".dacecache" / "pdd-names.json").read_text())
    assert data["files"] == {"/m/a.py": {"gen3_0": "t['x']"}}
    assert data["arrays"]["__g_self__delp"] == dict(d, expr="self._delp")
    _pdd_names._noted.clear()  # another program's array of that name, with another domain
    _pdd_names.note_array("__g_self__delp", "self._delp", dict(d, origin=[0, 0, 0]), folder)
    data = json.loads((tmp_path / ".dacecache" / "pdd-names.json").read_text())
    assert data["arrays"]["__g_self__delp"]["ambiguous"] is True
    assert data["arrays"]["__g_self__u"]["extent"] == [12, 13, 5]
    _pdd_names._noted.clear()


RESOLVE = ("import ast\n"
           "from dace.frontend.python.preprocessing import GlobalResolver\n"
           "class Q:\n    shape, origin, extent = (19, 19, 6), (3, 3, 0), (12, 12, 5)\n"
           "r = GlobalResolver()\n"
           "print(r.global_value_to_node(Q(), None, 'self._delp').id, r.global_value_to_node(2.5, None, 'self.dt').id)\n")


def test_the_resolver_notes_the_domains_of_closure_arrays(tmp_path):
    stand_in_dace(tmp_path)
    (tmp_path / "dace" / "frontend" / "python" / "preprocessing.py").write_text(
        "import ast, re\n"
        "class GlobalResolver:\n"
        "    def global_value_to_node(self, value, parent_node, qualname, recurse=False):\n"
        "        if isinstance(value, float):\n            return ast.Name(id='dt_const')\n"
        "        return ast.Name(id='__g_' + re.sub(r'[.]', '_', qualname))\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), os.path.dirname(_pdd_names.__file__)])
    r = subprocess.run([sys.executable, "-c", "import _pdd_names\n_pdd_names.install()\n" + RESOLVE], env=env,
                       cwd=str(tmp_path), capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout == "__g_self__delp dt_const\n" and r.stderr == "", r.stderr
    arrays = json.loads((tmp_path / "build_here" / "pdd-names.json").read_text())["arrays"]
    assert arrays == {"__g_self__delp": {"expr": "self._delp", "shape": [19, 19, 6], "origin": [3, 3, 0],
                                         "extent": [12, 12, 5]}}
