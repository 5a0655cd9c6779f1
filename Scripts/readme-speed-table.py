#!/usr/bin/env python3
"""Regenerates the README's speed table from benchmark output.

Usage: termskin-bench --floors > bench.txt; termskin-pty --floors > pty.txt
       Scripts/readme-speed-table.py bench.txt pty.txt   (or pipe the output on stdin)

TERMSKIN_README names another file to write (the tests use it). Every line the benchmarks print as a `FloorComparison.row` (six cells, starting "| ") becomes a
row, in the order read; the table between the README's speed-table markers is replaced whole,
with the header `FloorComparison.header` prints and a line saying when and where it was measured.
"""
import datetime
import os
import sys

BEGIN, END = "<!-- speed-table:begin -->", "<!-- speed-table:end -->"


def rows(lines):
    header = None
    found = []
    for line in lines:
        line = line.rstrip("\n")
        if not line.startswith("| ") or line.count(" | ") != 5:
            continue
        if line.startswith("| ---"):
            continue
        if line.startswith("| figure |"):
            header = header or line
            continue
        found.append(line)
    return header, found


def main(argv):
    readme = os.environ.get("TERMSKIN_README") or os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md"))
    lines = []
    if len(argv) > 1:
        for name in argv[1:]:
            with open(name, encoding="utf-8") as handle:
                lines += handle.readlines()
    else:
        lines = sys.stdin.readlines()
    header, found = rows(lines)
    if not found or header is None:
        print("readme-speed-table: no figure rows in the input (run termskin-bench --floors / termskin-pty --floors)", file=sys.stderr)
        return 1
    with open(readme, encoding="utf-8") as handle:
        text = handle.read()
    if BEGIN not in text or END not in text:
        print(f"readme-speed-table: README.md has no {BEGIN} … {END} markers", file=sys.stderr)
        return 1
    before, rest = text.split(BEGIN, 1)
    _, after = rest.split(END, 1)
    cores = os.cpu_count()
    load = os.getloadavg()[0]
    stamp = datetime.date.today().isoformat()
    table = [f"Measured {stamp} on {cores} cores (load {load:.1f}), release build, medians; each floor measured in the same run.", "",
             header, "| --- | --- | --- | --- | --- | --- |"] + found
    with open(readme, "w", encoding="utf-8") as handle:
        handle.write(before + BEGIN + "\n" + "\n".join(table) + "\n" + END + after)
    print(f"readme-speed-table: {len(found)} rows written to {readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
