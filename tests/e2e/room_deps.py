#!/usr/bin/env python3
"""tests/e2e/room_deps.py OBJ_DIR | --self-test CC    (from the repository root)

The rooms' dependencies go one way (docs/HACKING.md). A room is a folder of sources (nested
folders are rooms of their own); room A uses room B when an object of A leaves a symbol
undefined that an object of B defines. Read from `nm` of the built objects, so a call made
through a header's inline function or a macro counts as well as a direct one. Fails, naming
the symbols, on any cycle among the rooms; prints the graph either way.

--self-test CC builds three tiny objects in two rooms that call each other and checks that
the cycle is found (so this test can fail)."""
import collections
import os
import subprocess
import sys
import tempfile

DEFINED = set("TDBRVWCGSi")


def nm(path):
    out = subprocess.run(["nm", "-g", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in DEFINED:
            yield "def", parts[2]
        elif len(parts) == 2 and parts[0] == "U":
            yield "use", parts[1]


def graph(obj_dir, src_dir=None):
    """Objects whose source is gone (left in a build folder by a file that moved) are
    skipped when src_dir, the tree the objects mirror, is given."""
    defs, uses = {}, collections.defaultdict(set)
    for root, _, files in os.walk(obj_dir):
        room = os.path.relpath(root, obj_dir)
        for f in sorted(files):
            if not f.endswith(".o"):
                continue
            if src_dir and not os.path.exists(os.path.join(src_dir, room, f[:-2] + ".c")):
                continue
            for kind, sym in nm(os.path.join(root, f)):
                if kind == "def":
                    defs.setdefault(sym, (room, f))
                else:
                    uses[(room, f)].add(sym)
    edges = collections.defaultdict(lambda: collections.defaultdict(list))
    for (room, f), syms in uses.items():
        for s in sorted(syms):
            if s in defs and defs[s][0] != room:
                edges[room][defs[s][0]].append(f"{f} -> {s} ({defs[s][1]})")
    return edges


def cycles(edges):
    """Strongly connected components of more than one room (Tarjan)."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]
    nodes = set(edges) | {t for f in edges for t in edges[f]}

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def check(obj_dir):
    edges = graph(obj_dir, os.getcwd())
    if not edges:
        print(f"room_deps: no objects under {obj_dir}; build first (make all)", file=sys.stderr)
        return 2
    for f in sorted(edges):
        print(f"{f} -> " + ", ".join(f"{t} ({len(edges[f][t])})" for t in sorted(edges[f])))
    bad = cycles(edges)
    for comp in bad:
        print(f"FAIL: rooms {', '.join(comp)} use each other:", file=sys.stderr)
        for f in comp:
            for t in comp:
                for why in edges.get(f, {}).get(t, [])[:8]:
                    print(f"  {f} -> {t}: {why}", file=sys.stderr)
    if bad:
        print("room_deps: move the code so that each use goes one way (docs/HACKING.md)",
              file=sys.stderr)
        return 1
    print(f"ok: {len(edges)} rooms use others, none in a cycle")
    return 0


def self_test(cc):
    with tempfile.TemporaryDirectory() as d:
        srcs = {"a/one.c": "int b_fn(void); int a_fn(void) { return b_fn(); }",
                "b/two.c": "int c_fn(void); int b_fn(void) { return c_fn(); }",
                "b/three.c": "int a_fn(void); int c_fn(void) { return a_fn(); }"}
        for rel, text in srcs.items():
            src = os.path.join(d, "src", rel)
            obj = os.path.join(d, "obj", rel[:-2] + ".o")
            os.makedirs(os.path.dirname(src), exist_ok=True)
            os.makedirs(os.path.dirname(obj), exist_ok=True)
            with open(src, "w") as fh:
                fh.write(text + "\n")
            subprocess.run([cc, "-c", src, "-o", obj], check=True)
        found = cycles(graph(os.path.join(d, "obj")))
        if found != [["a", "b"]]:
            print(f"FAIL: self-test: expected the cycle a <-> b, found {found}", file=sys.stderr)
            return 1
        os.remove(os.path.join(d, "obj", "b", "three.o"))
        found = cycles(graph(os.path.join(d, "obj")))
        if found:
            print(f"FAIL: self-test: a one-way use read as a cycle: {found}", file=sys.stderr)
            return 1
    print("ok: self-test finds a cycle of two rooms and none in a one-way use")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--self-test":
        sys.exit(self_test(sys.argv[2]))
    if len(sys.argv) != 2:
        print(__doc__.splitlines()[0], file=sys.stderr)
        sys.exit(2)
    sys.exit(check(sys.argv[1]))
