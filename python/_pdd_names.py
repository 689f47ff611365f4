"""The keys behind a loop DaCe unrolled over a dict, for pdd-instrument's field names.

`for q in tracers.values():` at line 395 of a program makes closure arrays named
`__g_gen395_0`, `__g_gen395_1`, ...; the generated code and the SDFG keep no trace of the
dict's keys, which exist only in the Python process that builds the program. While DaCe
parses a program in a Python where the pdd-logs package is installed (its .pth calls
install() at every start: one finder, nothing imported until DaCe's parser is) or that runs
under `python -m pdd`, each such loop over a dict's `.values()` or `.items()` is noted: the
user's names of its elements (`tracers['qvapor']`), by file and `gen<line>_<k>`, in
`pdd-names.json` in DaCe's build folder (`.dacecache/pdd-names.json`), where pdd-instrument
reads them. No setting is needed, so a build made as the model is always built (Pace/NDSL
adds its own debug passes to the SDFG under PACE_DACE_DEBUG=True) has them. Anything
unexpected (another DaCe, an expression with calls) notes nothing: pdd then names the
elements `list(tracers.values())[0]`, from the program's source, as before. DaCe's parse
is not changed.

PYTEST_DONT_REWRITE: imported at every start, before pytest could rewrite it (it has no
asserts), which pytest would warn of.
"""
import os
import sys

FILE = "pdd-names.json"
_MODULE = "dace.frontend.python.preprocessing"
_noted = {}  # path of the json -> [((section, key, value), merge)]: what this process noted there


def _chain(node):
    """A name with attributes and constant subscripts (`self.tracers`): evaluating it calls
    nothing of the user's but properties."""
    import ast

    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Constant):
            return False
        node = node.value
    return isinstance(node, ast.Name)


def names_of_loop(node, globals_, evaluate):
    """{"gen<line>_<k>[_1]": "<dict expression>[<key>]"} for a `for` over `D.values()` or
    `D.items()` whose D evaluates to a dict; {} otherwise. evaluate(expr_node, globals_) is
    DaCe's own evaluation of the loop's collection."""
    import ast

    it = node.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and it.func.attr in ("values", "items")
            and not it.args and not it.keywords and _chain(it.func.value)):
        return {}
    try:
        coll = evaluate(it.func.value, globals_)
    except Exception:  # DaCe will say what is wrong with the loop, if anything
        return {}
    if not isinstance(coll, dict):
        return {}
    expr = ast.unparse(it.func.value)
    tail = "" if it.func.attr == "values" else "_1"  # an item's value is its tuple's element 1
    return {f"gen{node.lineno}_{k}{tail}": f"{expr}[{key!r}]" for k, key in enumerate(coll)}


def _build_folder():
    from dace.config import Config

    return os.path.abspath(Config.get("default_build_folder"))


def note(filename, names, folder):
    """Adds names (of loops in filename) to folder's pdd-names.json."""
    key = os.path.abspath(filename)

    def merge(data):
        data["files"].setdefault(key, {}).update(names)

    _merge(folder, merge, ("files", key, names))


def _merge(folder, merge, what):
    """Applies merge(data) to folder's pdd-names.json, kept whole on disk: read, merged, written
    to a temporary file and renamed over it (ranks building at once each write the same
    things; each write merges again all that this process noted, which another rank's rename
    may have undone). what: (section, key, value), so that a thing is written once."""
    import json

    path = os.path.join(folder, FILE)
    mine = _noted.setdefault(path, [])
    if any(w == what for w, _ in mine):
        return
    mine.append((what, merge))
    os.makedirs(folder, exist_ok=True)
    try:
        with open(path) as f:
            data = json.load(f)
        if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
            data = None
    except (OSError, ValueError):
        data = None
    data = data or {"pdd_names": 1, "files": {}}
    for _, m in mine:
        m(data)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
    os.replace(tmp, path)


def domain_of(value):
    """{"shape", "origin", "extent"} of an array-like object that says where its compute domain
    lies (NDSL's Quantity: origin and extent per dimension, halo cells around them); None
    otherwise, or when they do not fit its shape."""
    try:
        shape, origin, extent = tuple(value.shape), tuple(value.origin), tuple(value.extent)
    except Exception:  # not such an object: any error of its properties says the same
        return None
    ints = all(isinstance(v, int) and not isinstance(v, bool) for v in shape + origin + extent)
    if not ints or len(origin) != len(extent) or not 2 <= len(origin) <= len(shape):
        return None
    if any(o < 0 or e < 1 or o + e > n for o, e, n in zip(origin, extent, shape)):
        return None
    return {"shape": list(shape), "origin": list(origin), "extent": list(extent)}


def note_array(name, expr, domain, folder):
    """Adds the domain of closure array `name` (DaCe's, for the Python expression expr) to
    folder's pdd-names.json "arrays"; a name noted with another domain becomes ambiguous (two
    programs of one build folder may name different arrays alike), and pdd-instrument then
    uses neither."""
    entry = dict(domain, expr=expr)
    _merge(folder, lambda data: _merge_array(data.setdefault("arrays", {}), name, entry), ("arrays", name, entry))


def _merge_array(arrays, name, entry):
    old = arrays.get(name)
    if old is None:
        arrays[name] = entry
    elif any(old.get(k) != entry[k] for k in ("shape", "origin", "extent")):
        arrays[name] = dict(old, ambiguous=True)


def _patch_resolver(module):
    cls = getattr(module, "GlobalResolver", None)
    if cls is None or getattr(cls, "_pdd_names", False) or not hasattr(cls, "global_value_to_node"):
        return
    original = cls.global_value_to_node

    def global_value_to_node(self, value, parent_node, qualname, *args, **kwargs):
        node = original(self, value, parent_node, qualname, *args, **kwargs)
        try:
            name = getattr(node, "id", None)
            if isinstance(name, str) and name.startswith("__g_"):
                domain = domain_of(value)
                if domain:
                    note_array(name, qualname, domain, _build_folder())
        except Exception as e:  # a domain pdd cannot note is no reason to stop the user's build
            _warn(e)
        return node

    cls.global_value_to_node = global_value_to_node
    cls._pdd_names = True


def _patch(module):
    _patch_resolver(module)
    cls = getattr(module, "LoopUnroller", None)
    if cls is None or getattr(cls, "_pdd_names", False):
        return
    original = cls.visit_For
    try:
        from dace.frontend.python.astutils import evalnode
    except ImportError:
        return

    def visit_For(self, node):
        try:
            names = names_of_loop(node, self.globals, evalnode)
            if names:
                note(self.filename, names, _build_folder())
        except Exception as e:  # a name pdd cannot note is no reason to stop the user's build
            _warn(e)
        return original(self, node)

    cls.visit_For = visit_For
    cls._pdd_names = True


_warned = []


def _warn(e):
    if not _warned:
        _warned.append(e)
        sys.stderr.write(f"pdd: the names of a loop's dict entries were not noted ({type(e).__name__}: {e}); "
                         "pdd names them by position, list(<dict>.values())[k]\n")


class _Finder:
    """Patches DaCe's loop unroller once its module is loaded (dace itself is not imported)."""

    def find_spec(self, name, path=None, target=None):
        if name != _MODULE:
            return None
        import importlib.machinery

        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            try:
                _patch(module)
            except Exception as e:
                _warn(e)

        spec.loader.exec_module = exec_and_patch
        return spec


def install():
    """Notes the names of every dict loop DaCe unrolls from now on (once per process)."""
    if _MODULE in sys.modules:
        _patch(sys.modules[_MODULE])
    elif not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
