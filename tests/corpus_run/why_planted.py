"""why_planted.py PDD_VIEW LOG ARGS: does `pdd-view why` lead from a run's first failure to
the fault the corpus driver planted (ARGS: its arguments, `--nan F,i,j,k` or `--neg F,i,j,k,V`)?
The chain's root link must name field F at that cell: as the bad store itself, as a value it
read (its operands), or as an input of the program that it read there. In a GPU program F's
device copy, gpu_F as DaCe names it, stands for F. Prints what it found
and exits 1 when the chain does not lead there (0 when ARGS plant nothing)."""
import json
import subprocess
import sys


def planted(args):
    words = args.split()
    for i, w in enumerate(words):
        if w in ("--nan", "--neg") and i + 1 < len(words):
            parts = words[i + 1].split(",")
            cell = [int(x) for x in (parts[1:-1] if w == "--neg" else parts[1:])]  # --neg ends with V
            return parts[0], cell
    return None


def main():
    view, log, args = sys.argv[1:4]
    want = planted(args)
    if want is None:
        return 0
    field, cell = want
    names = (field, "gpu_" + field)
    out = subprocess.run([view, "why", "--json", log], capture_output=True, text=True)
    if out.returncode != 0:
        print(f"pdd-view why failed: {out.stderr.strip()}")
        return 1
    why = json.loads(out.stdout)
    if why.get("state") != "chain" or why.get("root") is None:
        print(f"no chain: state {why.get('state')}")
        return 1
    root = why["links"][why["root"]]
    if root["field"] in names and root["index"] == cell:
        print(f"the root is the planted {field}{tuple(cell)} itself")
        return 0
    for op in root["operands"]:
        if op["field"] in names and op["index"] == cell:
            print(f"the root read the planted {field}{tuple(cell)} = {op['value']}")
            return 0
    read = [tuple(op["index"]) for op in root["operands"] if op["field"] in names]
    print(f"the root ({root['kernel']} call {root['call']}, {root['field']}{tuple(root['index'])}) does not name "
          f"the planted {field}{tuple(cell)}; it read {field} at {read or 'no cell'}; its inputs: "
          f"{[i['field'] for i in root['inputs']]}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
