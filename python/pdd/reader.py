"""Reading pdd logs (docs/FORMAT.md) with h5py: one rank's log as numpy structured arrays
with names resolved, and a set of ranks' logs as one.

Columns and attributes are taken by name and those this reader does not know are kept
(attributes) or left alone (columns), as the format asks of its readers. A leftover journal
(`pdd.<rank>.h5.journal`, from a rank that died) is turned into its log by `pdd-view` when
that is on PATH (or named by $PDD_VIEW); h5py alone cannot read a journal.
"""
import contextlib
import glob as globmod
import json
import os
import shutil
import subprocess

import h5py
import numpy as np

from .errors import LogError

FORMAT_VERSION = 3  # the newest version this reader knows (it reads 1 to 3)
MAX_DIMS = 8
# Where an event's first bad value lies under PDD_HALO (/events region, by code); logs before
# the column: every event in the domain.
REGIONS = ("domain", "halo", "corner")
TABLES = ("units", "kernels", "fields", "sites", "events", "progress", "trace", "operands", "program_calls")
OPTIONAL_TABLES = ("operands", "program_calls")  # added within format 3: older logs have none
BLOCK = 65536  # rows per read of the big tables, as pdd's C reader streams them
JOURNAL = ".journal"
NO_LOG_HINT = "run the program with PACE_DACE_DEBUG=True first (PDD_LOG names the log, pdd.<rank>.h5 by default)"


def text(v):
    """A string attribute or cell as str (format 3 gives bytes, format 2 attributes str)."""
    if isinstance(v, (bytes, np.bytes_)):
        return bytes(v).split(b"\0", 1)[0].decode("utf-8", "replace")
    if isinstance(v, np.ndarray) and v.shape == ():
        return text(v[()])
    return str(v)


def _strs(col):
    """A string column (fixed-length bytes, or variable-length objects before format 3) as a
    numpy unicode array."""
    if col.dtype.kind == "S":
        out = np.char.decode(col, "utf-8", "replace")
    else:
        out = np.array([text(x) for x in col], dtype=str)
    return out if out.dtype.itemsize else out.astype("U1")


def _table(columns):
    """A structured array from (name, array) pairs of equal length."""
    n = len(columns[0][1]) if columns else 0
    dt = [(name, a.dtype, a.shape[1:]) if a.ndim > 1 else (name, a.dtype) for name, a in columns]
    out = np.empty(n, dtype=dt)
    for name, a in columns:
        out[name] = a
    return out


def _col(raw, name, default, dtype):
    """Column `name` of a raw table, or `default` in every row where the file has none."""
    if raw.dtype.names and name in raw.dtype.names:
        return np.asarray(raw[name])
    return np.full(len(raw), default, dtype=dtype)


def _index(raw):
    """(ndim, index[n, 8]) of /events or /trace rows; version 1 had no ndim and 3 entries,
    -1 where unknown, and its index is the leading entries that are not -1."""
    idx = np.asarray(raw["index"])
    # a table with no rows has no width to infer: the index column's own, else MAX_DIMS
    width = idx.shape[1] if idx.ndim == 2 else (raw.dtype["index"].shape or (MAX_DIMS,))[0]
    idx = idx.reshape(len(raw), width).astype(np.int64)
    if "ndim" in raw.dtype.names:
        ndim = np.asarray(raw["ndim"]).astype(np.int32)
    else:
        neg = idx == -1
        ndim = np.where(neg.any(axis=1), neg.argmax(axis=1), idx.shape[1]).astype(np.int32)
    if idx.shape[1] < MAX_DIMS:
        idx = np.hstack([idx, np.full((len(raw), MAX_DIMS - idx.shape[1]), -1, np.int64)])
    return ndim, idx[:, :MAX_DIMS]


def find_pdd_view():
    """The pdd-view program: $PDD_VIEW, else the one on PATH; None when neither."""
    named = os.environ.get("PDD_VIEW")
    if named:
        return named
    return shutil.which("pdd-view")


def log_path_of_journal(journal):
    """Where a journal's log goes: pdd.0.h5.journal -> pdd.0.h5, else path + ".h5"."""
    return journal[: -len(JOURNAL)] if journal.endswith(JOURNAL) and len(journal) > len(JOURNAL) else journal + ".h5"


def _is_journal(path):
    with open(path, "rb") as f:
        magic = f.read(8)
    if magic == b"PDDJRNL\0":
        return True
    # one whose process died as it made it (zeros, shorter than its header)
    return path.endswith(JOURNAL) and (len(magic) < 8 or magic == bytes(8))


def recover(journal):
    """Turns a journal into its log with pdd-view (as `pdd-view summary JOURNAL` does) and
    returns the log's path; a log at least as new as the journal is taken as it is."""
    h5 = log_path_of_journal(journal)
    if os.path.exists(h5) and os.stat(h5).st_mtime_ns >= os.stat(journal).st_mtime_ns:
        return h5
    view = find_pdd_view()
    if not view:
        raise LogError(f"{journal}: a journal (the rank died before writing its log), which h5py cannot "
                       f"read: put pdd-view on PATH (or set PDD_VIEW) to have it recovered, or run "
                       f"'pdd-view summary {journal}' once to write {h5}")
    try:
        r = subprocess.run([view, "summary", journal], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True)
    except OSError as e:
        raise LogError(f"{journal}: cannot run {view} to recover the journal ({e.strerror}); "
                       f"set PDD_VIEW to pdd-view's path") from None
    if r.returncode != 0 or not os.path.exists(h5):
        why = [ln for ln in r.stderr.splitlines() if ln.strip()]
        raise LogError(why[-1] if why else f"{journal}: {view} could not recover it (exit {r.returncode}); "
                       f"run 'pdd-view summary {journal}' to see why")
    return h5


class Log:
    """One rank's log. `meta` holds every root attribute (strings decoded, `config` parsed);
    the tables are numpy structured arrays, read when first used, with names resolved:
    kernel and field names beside their ids, kinds, types and storages by name, a `rank`
    column, and in /events the backtrace text and whether the site is an input site."""

    def __init__(self, path):
        path = os.fspath(path)
        self.source = path  # what was given: the journal, when it was recovered
        if not os.path.exists(path):
            raise LogError(f"{path}: no such file; {NO_LOG_HINT}")
        if os.path.isdir(path):
            raise LogError(f"{path}: is a directory; give the log files in it (pdd.*.h5), or "
                           f"pdd.read_logs('{path}') for all of them")
        if os.path.getsize(path) == 0:
            raise LogError(f"{path}: empty file; the run may have stopped before writing it: "
                           f"open its journal ({path}.journal) if it is there")
        if _is_journal(path):
            path = recover(path)
        self.path = path
        self._cache = {}
        with self._open() as f, self._damaged("its root group"):
            if "format_version" not in f.attrs:
                raise LogError(f"{path}: not a pdd log (an HDF5 file without the format_version "
                               f"attribute); give the pdd.<rank>.h5 files a run wrote")
            v = int(f.attrs["format_version"])
            if v > FORMAT_VERSION or v < 1:
                raise LogError(f"{path}: was written by format version {v}; this reader (python pdd) reads "
                               f"versions 1 to {FORMAT_VERSION}; read it with the pdd that wrote it, or "
                               f"install the python package of that pdd")
            self.meta = {k: self._attr(f, k, v) for k in f.attrs.keys()}
            self.meta["format_version"] = v
            size = os.path.getsize(path)
            for t in TABLES:
                if t in OPTIONAL_TABLES and t not in f:
                    continue
                if t not in f:
                    raise LogError(f"{path}: not a complete pdd log (format {v}): no /{t} table; "
                                   f"re-create it from its journal")
                d = f[t]
                if len(d) * d.dtype.itemsize > size:
                    raise LogError(f"{path}: table /{t} declares {len(d)} rows of {d.dtype.itemsize} bytes, more "
                                   f"than the file's {size} bytes hold; the file is damaged: re-create it from "
                                   f"its journal")
            self.rows = {t: len(f[t]) if t in f else 0 for t in TABLES}
        with self._open() as f, self._damaged("its small tables"):
            self.kind_names = self._kind_names(f, v)
            self.units = self._units(self._ids(f, "units"))
            origins = f["kernel_origins"][()] if "kernel_origins" in f else None
            self.kernels = self._kernels(self._ids(f, "kernels"), origins)
            self._kernel_name = {int(i): str(n) for i, n in zip(self.kernels["id"], self.kernels["name"])}
            self.fields = self._fields(self._ids(f, "fields"))
            self.sites = self._sites(self._ids(f, "sites"))
            self.program_calls = self._program_calls(f["program_calls"][()] if "program_calls" in f else None)
            # /call_totals: each kernel's (kernel >= 0) and program's (unit >= 0) calls over the
            # whole run, where the ring of recent calls kept only the last ones in /progress
            self.call_totals = f["call_totals"][()] if "call_totals" in f else None
            self._backtraces = [text(b) for b in f["backtraces"][()]] if "backtraces" in f else []
        self._site_input = {int(i): int(x) for i, x in zip(self.sites["id"], self.sites["input"])}

    def _open(self):
        try:
            return h5py.File(self.path, "r", locking=False)
        except TypeError:  # h5py before 3.5 has no locking argument
            return h5py.File(self.path, "r")
        except OSError as e:
            why = str(e).split("(")[0].strip() or "unreadable"
            raise LogError(f"{self.path}: truncated or damaged HDF5 file ({why}); if its journal "
                           f"({self.path}.journal) is still there, open that instead") from None

    def _kind_names(self, f, version):
        """Event kinds by code, as the log names them: every format (1 to 3) stores /events'
        `kind` as an HDF5 enum, so the names come from the file, never from a copy here."""
        names = f["events"].dtype.names or ()
        if "kind" not in names:
            raise LogError(f"{self.path}: table /events has no column 'kind'; not a pdd log (format {version}): "
                           f"re-create it from its journal")
        enum = h5py.check_enum_dtype(f["events"].dtype["kind"])
        if not enum:
            raise LogError(f"{self.path}: column 'kind' of /events is not an enum, as every format has it; the "
                           f"file is damaged or not pdd's: re-create it from its journal")
        return {int(c): n for n, c in enum.items()}

    def _ids(self, f, table):
        """A small table, its ids checked as pdd's reader checks them: 0 to 2 x rows + 1024
        (torn records leave holes), else the file was damaged after it was written."""
        raw = f[table][()]
        if raw.dtype.names and "id" in raw.dtype.names and len(raw):
            bad = (raw["id"] < 0) | (raw["id"] >= 2 * len(raw) + 1024)
            if bad.any():
                raise LogError(f"{self.path}: table /{table} holds id {int(raw['id'][bad][0])}, impossible in a "
                               f"table of {len(raw)} rows; the file is damaged: re-create it from its journal")
        return raw

    @contextlib.contextmanager
    def _damaged(self, what):
        """What h5py raises on a damaged file, as one LogError line."""
        try:
            yield
        except LogError:
            raise
        except (OSError, KeyError, RuntimeError, ValueError, TypeError, IndexError, MemoryError) as e:
            why = str(e).splitlines()[0] if str(e) else type(e).__name__
            raise LogError(f"{self.path}: cannot read {what} ({why}); the file is damaged: re-create it "
                           f"from its journal ({self.path}.journal) if it is there") from None

    def _attr(self, f, name, version):
        """A root attribute; a variable-length string in a format-3 log is damage (format 3
        writes none, and h5py would follow it into HDF5's unchecked global heap)."""
        t = f.attrs.get_id(name).get_type()
        if version >= 3 and isinstance(t, h5py.h5t.TypeStringID) and t.is_variable_str():
            raise LogError(f"{self.path}: root attribute '{name}' is a variable-length string, which format "
                           f"{version} never writes; the file is damaged: re-create it from its journal")
        v = f.attrs[name]
        if isinstance(v, (bytes, np.bytes_, str)):
            s = text(v)
            if name == "config":
                try:
                    return json.loads(s) if s else {}
                except ValueError:
                    return s
            return s
        if isinstance(v, np.generic):
            return v.item()
        return v

    # ---- metadata
    rank = property(lambda self: int(self.meta.get("rank", 0)))
    pid = property(lambda self: int(self.meta.get("pid", 0)))
    hostname = property(lambda self: self.meta.get("hostname", ""))
    program = property(lambda self: self.meta.get("program", ""))
    producer = property(lambda self: self.meta.get("producer", ""))
    start_time = property(lambda self: self.meta.get("start_time", ""))
    start_time_ns = property(lambda self: int(self.meta.get("start_time_ns", 0)))
    config = property(lambda self: self.meta.get("config", {}))
    clean_exit = property(lambda self: bool(self.meta.get("clean_exit", 0)))
    recovered = property(lambda self: bool(self.meta.get("recovered", 0)))
    # the signal that ended the rank (SIGTERM from a launcher), 0 when none
    end_signal = property(lambda self: int(self.meta.get("end_signal", 0)))
    end_signal_t_ns = property(lambda self: int(self.meta.get("end_signal_t_ns", 0)))
    end_signal_pid = property(lambda self: int(self.meta.get("end_signal_pid", 0)))

    @property
    def exit(self):
        """How the process ended, in pdd-view's words: "clean", "clean (after SIGTERM)",
        "terminated (SIGTERM)", "died (recovered)", "died" or "exec (program replaced)"."""
        from .digest import signal_name
        sig = signal_name(self.end_signal)
        if int(self.meta.get("recovered", 0)) == 2:  # it called exec
            return "exec (program replaced)"
        if self.clean_exit:
            return f"clean (after {sig})" if self.end_signal else "clean"
        if self.end_signal:
            return f"terminated ({sig})"
        return "died (recovered)" if self.recovered else "died"
    records_torn = property(lambda self: int(self.meta.get("records_torn", 0)))
    format_version = property(lambda self: int(self.meta["format_version"]))

    def __repr__(self):
        return (f"<pdd.Log rank {self.rank} {self.path}: {self.rows['events']} events, "
                f"{self.rows['progress']} calls, {'clean exit' if self.clean_exit else 'died'}>")

    def kernel_name(self, kid):
        """As pdd-view names a kernel id: "-" for none, "kernel#N" for one with no row."""
        kid = int(kid)
        if kid < 0:
            return "-"
        return self._kernel_name.get(kid, f"kernel#{kid}")

    def site_is_input(self, sid):
        return bool(self._site_input.get(int(sid), 0)) if sid >= 0 else False

    def _names(self, ids):
        return np.array([self.kernel_name(k) for k in ids], dtype=str) if len(ids) else np.array([], "U1")

    def _rank_col(self, n):
        return ("rank", np.full(n, self.rank, np.int64))

    # ---- small tables
    def _units(self, raw):
        return _table([self._rank_col(len(raw)), ("id", _col(raw, "id", -1, np.int32)),
                       ("program", _strs(_col(raw, "program", b"", "S1"))),
                       ("source", _strs(_col(raw, "source", b"", "S1"))),
                       ("kernel_base", _col(raw, "kernel_base", 0, np.int32)),
                       ("field_base", _col(raw, "field_base", 0, np.int32)),
                       ("site_base", _col(raw, "site_base", 0, np.int32))])

    def calls_complete(self, frm, to):
        """Every call that began between the kept rows of seq frm and to is in the log
        (view_calls_complete): the ring of recent calls dropped none there."""
        m = self.meta
        first, gf, gt = (int(m.get(k, 0)) for k in ("calls_first_seq", "calls_gap_from", "calls_gap_to"))
        if first and frm < first:
            return False
        return not (gt and frm <= gf and to >= gt)

    def kernel_totals(self, kernel):
        """A kernel's /call_totals row, or None."""
        t = self.call_totals
        if t is None:
            return None
        hit = np.nonzero(t["kernel"] == kernel)[0]
        return t[hit[0]] if len(hit) else None

    def kernel_calls_counted(self, keep=None):
        """Kernel calls over the whole run (/call_totals), of the kernels keep(name) takes; None
        in a log that kept every call in /progress."""
        t = self.call_totals
        if t is None or not len(t):
            return None
        return sum(int(r["calls"]) for r in t if r["kernel"] >= 0 and
                   (keep is None or keep(self.kernel_name(int(r["kernel"])))))

    def _program_calls(self, raw):
        """/program_calls: each call of a program's exported function, numbered per program
        (the unit's), in the run's order; none in logs before it."""
        n = 0 if raw is None else len(raw)
        unit = _col(raw, "unit", -1, np.int32) if n else np.zeros(0, np.int32)
        names = {int(i): str(p) for i, p in zip(self.units["id"], self.units["program"])}
        program = np.array([names.get(int(u), "") for u in unit], dtype=str)
        return _table([self._rank_col(n), ("seq", _col(raw, "seq", 0, np.uint64) if n else np.zeros(0, np.uint64)),
                       ("unit", unit), ("program", program if n else program.astype("U1")),
                       ("call", _col(raw, "call", 0, np.uint64) if n else np.zeros(0, np.uint64)),
                       ("t_ns", _col(raw, "t_ns", 0, np.uint64) if n else np.zeros(0, np.uint64))])

    def _kernels(self, raw, origins=None):
        """/kernels, with where the user's program wrote each (/kernel_origins, within format
        3: origin_file "" and origin_line 0 where unknown, as in older logs)."""
        ids = _col(raw, "id", -1, np.int32)
        where = {}
        if origins is not None and len(origins):
            where = {int(k): (text(fl), int(ln)) for k, fl, ln in
                     zip(origins["kernel"], origins["file"], origins["line"])}
        files = np.array([where.get(int(i), ("", 0))[0] for i in ids], dtype=str) if len(ids) else np.array([], "U1")
        lines = np.array([where.get(int(i), ("", 0))[1] for i in ids], dtype=np.int32)
        return _table([self._rank_col(len(raw)), ("id", _col(raw, "id", -1, np.int32)),
                       ("name", _strs(_col(raw, "name", b"", "S1"))),
                       ("source", _strs(_col(raw, "source", b"", "S1"))),
                       ("line", _col(raw, "line", 0, np.int32)),
                       ("label", _strs(_col(raw, "label", b"", "S1"))),
                       ("unit", _col(raw, "unit", -1, np.int32)),
                       ("origin_file", files), ("origin_line", lines)])

    @staticmethod
    def _enum_names(raw, name):
        codes = _col(raw, name, 0, np.uint8)
        enum = h5py.check_enum_dtype(raw.dtype[name]) if raw.dtype.names and name in raw.dtype.names else None
        names = {int(c): n for n, c in enum.items()} if enum else {}
        return np.array([names.get(int(c), str(int(c))) for c in codes], dtype=str) if len(codes) \
            else np.array([], "U1")

    def _fields(self, raw):
        return _table([self._rank_col(len(raw)), ("id", _col(raw, "id", -1, np.int32)),
                       ("name", _strs(_col(raw, "name", b"", "S1"))),
                       ("type", self._enum_names(raw, "type")),
                       ("ndim", _col(raw, "ndim", 0, np.int32)),
                       ("storage", self._enum_names(raw, "storage")),
                       ("transient", _col(raw, "transient", 0, np.int32)),
                       ("unit", _col(raw, "unit", -1, np.int32))])

    def _sites(self, raw):
        kern = _col(raw, "kernel", -1, np.int32)
        return _table([self._rank_col(len(raw)), ("id", _col(raw, "id", -1, np.int32)), ("kernel", kern),
                       ("kernel_name", self._names(kern)),
                       ("field_id", _col(raw, "field_id", -1, np.int32)),
                       ("field", _strs(_col(raw, "field", b"", "S1"))),
                       ("line", _col(raw, "line", 0, np.int32)),
                       ("lo", _col(raw, "lo", -np.inf, np.float64)), ("hi", _col(raw, "hi", np.inf, np.float64)),
                       ("checkers", _strs(_col(raw, "checkers", b"", "S1"))),
                       ("dropped", _col(raw, "dropped", 0, np.uint64)),
                       ("input", _col(raw, "input", 0, np.int32)),
                       # a store that read the element it overwrote (x = x + ...)
                       ("in_place", _col(raw, "in_place", 0, np.int32)),
                       # why a write no probe checks is unchecked ("device_copy", ...); "" for a probe
                       ("unchecked", np.array([u if u not in ("checked", "0") else ""
                                               for u in self._enum_names(raw, "unchecked")], dtype=str)
                        if len(raw) else np.array([], "U1"))])

    # ---- big tables, resolved
    def read_raw(self, table, start=0, stop=None):
        """Rows [start, stop) of a table as h5py gives them (bytes, enum codes)."""
        with self._open() as f, self._damaged(f"/{table}"):
            d = f[table]
            stop = len(d) if stop is None else min(stop, len(d))
            return d[start:stop] if stop > start else d[0:0]

    def blocks(self, table, names=None, block=BLOCK):
        """Yields (first_row, raw rows) of a big table, `block` rows at a time (memory stays
        bounded whatever the log holds); `names` picks columns."""
        with self._open() as f, self._damaged(f"/{table}"):
            d = f[table]
            names = [n for n in names if n in d.dtype.names] if names else None
            for a in range(0, len(d), block):
                rows = d.fields(names)[a:a + block] if names else d[a:a + block]
                yield a, rows

    def resolve_events(self, raw):
        n = len(raw)
        kern = _col(raw, "kernel", -1, np.int32)
        site = _col(raw, "site", -1, np.int32)
        bt = _col(raw, "backtrace", -1, np.int32)
        kinds = _col(raw, "kind", 0, np.uint8)
        ndim, idx = _index(raw)
        bts = np.array([self._backtraces[b] if 0 <= b < len(self._backtraces) else "" for b in bt], dtype=str) \
            if n else np.array([], "U1")
        return _table([
            self._rank_col(n), ("seq", _col(raw, "seq", 0, np.uint64)), ("t_ns", _col(raw, "t_ns", 0, np.uint64)),
            ("kind", np.array([self.kind_names.get(int(k), f"kind#{int(k)}") for k in kinds], dtype=str)
             if n else np.array([], "U1")),
            ("kernel", kern), ("kernel_name", self._names(kern)), ("site", site),
            ("input", np.array([self.site_is_input(s) for s in site], dtype=bool)),
            ("field", _strs(_col(raw, "field", b"", "S1"))), ("field_id", _col(raw, "field_id", -1, np.int32)),
            ("call", _col(raw, "call", 0, np.uint64)), ("count", _col(raw, "count", 0, np.uint64)),
            ("ndim", ndim), ("index", idx),
            ("region", np.array([REGIONS[r] if r < len(REGIONS) else REGIONS[0]
                                 for r in _col(raw, "region", 0, np.uint8)], dtype=str)
             if n else np.array([], "U1")),
            ("offset", _col(raw, "offset", -1, np.int64)),
            ("value", _col(raw, "value", np.nan, np.float64)), ("min", _col(raw, "min", np.nan, np.float64)),
            ("max", _col(raw, "max", np.nan, np.float64)), ("cuda_error", _col(raw, "cuda_error", 0, np.int32)),
            ("backtrace", bt), ("backtrace_text", bts)])

    def resolve_progress(self, raw):
        kern = _col(raw, "kernel", -1, np.int32)
        return _table([self._rank_col(len(raw)), ("seq", _col(raw, "seq", 0, np.uint64)), ("kernel", kern),
                       ("kernel_name", self._names(kern)), ("call", _col(raw, "call", 0, np.uint64)),
                       ("t_begin_ns", _col(raw, "t_begin_ns", 0, np.uint64)),
                       ("t_end_ns", _col(raw, "t_end_ns", 0, np.uint64))])

    def resolve_trace(self, raw):
        kern = _col(raw, "kernel", -1, np.int32)
        ndim, idx = _index(raw)
        return _table([self._rank_col(len(raw)), ("seq", _col(raw, "seq", 0, np.uint64)), ("kernel", kern),
                       ("kernel_name", self._names(kern)), ("call", _col(raw, "call", 0, np.uint64)),
                       ("field_id", _col(raw, "field_id", -1, np.int32)),
                       ("field", _strs(_col(raw, "field", b"", "S1"))),
                       ("ndim", ndim), ("index", idx), ("value", _col(raw, "value", np.nan, np.float64))])

    def resolve_operands(self, raw):
        """/operands: the values each event's first bad value was computed from (none in logs
        written before the table came); an event's are those of its site, kind and call."""
        kinds = _col(raw, "kind", 0, np.uint8)
        ndim, idx = _index(raw)
        return _table([self._rank_col(len(raw)), ("seq", _col(raw, "seq", 0, np.uint64)),
                       ("site", _col(raw, "site", -1, np.int32)),
                       ("kind", np.array([self.kind_names.get(int(k), f"kind#{int(k)}") for k in kinds], dtype=str)
                        if len(raw) else np.array([], "U1")),
                       ("call", _col(raw, "call", 0, np.uint64)), ("pos", _col(raw, "pos", 0, np.int32)),
                       # what the code did with it: "divisor", "log", "sqrt", "pow", or "none"
                       ("role", self._enum_names(raw, "role") if len(raw) else np.array([], "U1")),
                       ("field_id", _col(raw, "field_id", -1, np.int32)),
                       ("field", _strs(_col(raw, "field", b"", "S1"))),
                       ("ndim", ndim), ("index", idx), ("offset", _col(raw, "offset", -1, np.int64)),
                       ("value", _col(raw, "value", np.nan, np.float64)),
                       # 1: read again after the store's loop, where its kernel wrote the field:
                       # value is not what the store read (0 in logs before the column)
                       ("reread", _col(raw, "reread", 0, np.uint8))])

    def _big(self, table):
        if table == "operands" and table not in self._cache:
            with self._open() as f:
                present = "operands" in f
            if not present:
                self._cache[table] = self.resolve_operands(
                    np.zeros(0, dtype=[("seq", np.uint64), ("ndim", np.int32), ("index", np.int64, (MAX_DIMS,))]))
        if table not in self._cache:
            self._cache[table] = getattr(self, "resolve_" + table)(self.read_raw(table))
        return self._cache[table]

    events = property(lambda self: self._big("events"))
    progress = property(lambda self: self._big("progress"))
    trace = property(lambda self: self._big("trace"))
    operands = property(lambda self: self._big("operands"))

    def table(self, name):
        if name not in TABLES:
            raise ValueError(f"no table '{name}' in a pdd log; tables: {', '.join(TABLES)}")
        return getattr(self, name)

    def dataframe(self, name):
        return to_dataframe(self.table(name))


def to_dataframe(arr):
    """A structured array as a pandas DataFrame; `index` (8 numbers, -1 padded) becomes a
    tuple of its `ndim` leading numbers."""
    try:
        import pandas as pd
    except ImportError:
        raise ImportError("pandas is not installed: pip install pandas (or use the numpy arrays: "
                          "log.events, log.kernels, ...)") from None
    cols = {}
    for name in arr.dtype.names:
        a = arr[name]
        if name == "index":
            cols[name] = [tuple(int(x) for x in row[:n]) for row, n in zip(a, arr["ndim"])]
        elif a.dtype.kind == "U":
            cols[name] = a.astype(object)
        else:
            cols[name] = a
    return pd.DataFrame(cols, columns=list(arr.dtype.names))


def _expand(spec):
    """The files one argument names: a file, a directory (its pdd.*.h5 and leftover
    journals), or a glob (its matches, and the journals of ranks that died when the glob
    names .h5 files)."""
    spec = os.fspath(spec)
    if os.path.isdir(spec):
        found = sorted(globmod.glob(os.path.join(globmod.escape(spec), "*.h5")))
        found += [j for j in sorted(globmod.glob(os.path.join(globmod.escape(spec), "*.h5" + JOURNAL)))]
        if not found:
            raise LogError(f"{spec}: no pdd log in this directory (no *.h5, no *.h5.journal); {NO_LOG_HINT}")
        return _with_journals(found)
    if globmod.has_magic(spec) and not os.path.exists(spec):
        found = sorted(globmod.glob(spec))
        if spec.endswith(".h5"):
            found += sorted(globmod.glob(spec + JOURNAL))
        if not found:
            raise LogError(f"{spec}: no log matches; {NO_LOG_HINT}")
        return _with_journals(found)
    return [spec]


def _with_journals(paths):
    """Drops a journal whose log is there and at least as new (the log was written from it),
    and a log whose newer journal is there (the journal is read instead)."""
    have = set(paths)
    out = []
    for p in paths:
        if p.endswith(JOURNAL):
            h5 = log_path_of_journal(p)
            if h5 in have and os.stat(h5).st_mtime_ns >= os.stat(p).st_mtime_ns:
                continue
        elif p + JOURNAL in have and os.stat(p + JOURNAL).st_mtime_ns > os.stat(p).st_mtime_ns:
            continue
        out.append(p)
    return out


class LogSet:
    """The logs of a run (one per rank), ordered by rank then path, as pdd-view orders
    them; each table is the ranks' tables one after the other, with a `rank` column."""

    def __init__(self, logs):
        self.logs = sorted(logs, key=lambda lg: (lg.rank, lg.path.encode()))

    def __iter__(self):
        return iter(self.logs)

    def __len__(self):
        return len(self.logs)

    def __getitem__(self, i):
        return self.logs[i]

    def __repr__(self):
        return f"<pdd.LogSet of {len(self.logs)} logs: ranks {[lg.rank for lg in self.logs]}>"

    def table(self, name):
        parts = [lg.table(name) for lg in self.logs]
        if not parts:
            raise LogError("an empty set of logs")
        # string widths differ per file: widen to the largest before joining
        dt = []
        for fname in parts[0].dtype.names:
            ts = [p.dtype.fields[fname][0] for p in parts]
            if ts[0].kind == "U":
                dt.append((fname, f"U{max(t.itemsize // 4 for t in ts)}"))
            else:
                dt.append((fname, ts[0].base, ts[0].shape) if ts[0].shape else (fname, ts[0]))
        return np.concatenate([p.astype(dt) for p in parts])

    def dataframe(self, name):
        return to_dataframe(self.table(name))

    events = property(lambda self: self.table("events"))
    kernels = property(lambda self: self.table("kernels"))
    fields = property(lambda self: self.table("fields"))
    sites = property(lambda self: self.table("sites"))
    units = property(lambda self: self.table("units"))
    progress = property(lambda self: self.table("progress"))
    trace = property(lambda self: self.table("trace"))
    operands = property(lambda self: self.table("operands"))
    program_calls = property(lambda self: self.table("program_calls"))

    @property
    def meta(self):
        """One dict per log: its root attributes, and `path`."""
        return [dict(lg.meta, path=lg.path) for lg in self.logs]


def read_log(path):
    """One rank's log (or its journal, recovered)."""
    return Log(os.fspath(path))


def read_logs(*specs):
    """A run's logs: files, directories (their pdd.*.h5 and leftover journals) or globs,
    e.g. read_logs("out/pdd.*.h5"). A LogSet, a Log or anything with a `paths()` method
    (the pdd_log fixture) is taken as it is."""
    if len(specs) == 1 and isinstance(specs[0], LogSet):
        return specs[0]
    if len(specs) == 1 and isinstance(specs[0], (list, tuple)):
        specs = tuple(specs[0])
    logs, paths = [], []
    for s in specs:
        if isinstance(s, Log):
            logs.append(s)
        elif isinstance(s, LogSet):
            logs.extend(s.logs)
        elif hasattr(s, "paths") and callable(s.paths):
            paths.extend(s.paths())
        else:
            paths.extend(_expand(s))
    if not logs and not paths:
        raise LogError(f"no log given; e.g. pdd.read_logs('pdd.*.h5') ({NO_LOG_HINT})")
    return LogSet(logs + [Log(p) for p in paths])
