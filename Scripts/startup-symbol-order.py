#!/usr/bin/env python3
"""Regenerates Linking/startup-symbol-order.txt: the functions a start runs.

Usage: swift build -c release && Scripts/startup-symbol-order.py

The release link (Package.swift) hands this file to lld (--symbol-ordering-file), which lays out
the sections holding those functions side by side at the start of .text. A start then faults in
its code in a few dozen page faults instead of touching 150-odd scattered 64 KB windows of a 19 MB
.text (issue 26). The starts recorded, under valgrind's callgrind (needs `valgrind`):
  - the previewer up to its first frame (then `q`), through termskin-pty, with a clean state;
  - `shot --format svg` of the gallery.
A function alone in its section comes first, in the order the profiles meet them; then those in
a file's shared `.text` (a library's private functions, all placed together, often 100 KB or
more), so that a few large sections do not spread the small ones over megabytes.
A name the binary no longer has is skipped by the linker: a stale file costs speed, never a build.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "termskin")
PTY = os.path.join(ROOT, ".build", "release", "termskin-pty")
OUTPUT = os.path.join(ROOT, "Linking", "startup-symbol-order.txt")
# A section at most this big holds one function (or a few); larger ones are a file's shared .text.
SMALL_SECTION = 16 * 1024


def executed_functions(profile, binary):
    """Names of the functions of `binary` in a callgrind profile, in the order the file names them."""
    objects, names, found = {}, {}, []
    seen = set()
    current_object = called_object = None
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?", line)
            if match:
                kind, number, name = match.groups()
                if name:
                    objects[number] = name.strip()
                if kind == "ob":
                    current_object, called_object = objects.get(number), None
                else:
                    called_object = objects.get(number)
                continue
            match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
            if not match:
                continue
            kind, number, name = match.groups()
            if name:
                names[number] = name.strip()
            owner = current_object if kind == "fn" else (called_object or current_object)
            if kind == "fn":
                called_object = None
            function = names.get(number)
            if owner == binary and function and not function.startswith("0x") and function not in seen:
                seen.add(function)
                found.append(function)
    return found


def section_sizes(link_map):
    """Each symbol of `.text` in an lld link map, with the size of the largest input section holding it.
    A map line is VMA, LMA, size, alignment, then the name indented by its level: an output
    section by one space, an input section (file:(name)) by nine, a symbol by seventeen."""
    sizes, in_text, section_size = {}, False, None
    line_format = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)$")
    with open(link_map) as lines:
        for line in lines:
            match = line_format.match(line.rstrip("\n"))
            if not match:
                continue
            size, indent, name = int(match.group(1), 16), len(match.group(2)), match.group(3)
            if indent == 1:
                in_text = name == ".text"
            elif in_text and indent == 9:
                section_size = size
            elif in_text and section_size is not None:
                # A local name (a merged thunk, say) can be in many files: lld places each of them.
                sizes[name] = max(sizes.get(name, 0), section_size)
    return sizes


def main():
    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            sys.exit(f"startup-symbol-order: {tool} is needed (apt-get install -y valgrind binutils)")
    for path in (BINARY, PTY):
        if not os.path.exists(path):
            sys.exit(f"startup-symbol-order: {path} is missing; run `swift build -c release` first")
    with tempfile.TemporaryDirectory() as scratch:
        link_map = os.path.join(scratch, "termskin.map")
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", "termskin", "-Xlinker", f"-Map={link_map}", "-Xlinker", "--no-demangle"],
            cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        sizes = section_sizes(link_map)
        # valgrind cannot read the release binary's debug information; the symbol table is enough.
        binary = os.path.join(scratch, "termskin")
        subprocess.run(["objcopy", "--strip-debug", BINARY, binary], check=True)
        home = os.path.join(scratch, "home")
        os.makedirs(home)
        environment = [f"HOME={home}", f"XDG_CACHE_HOME={home}/cache", f"XDG_STATE_HOME={home}/state", "TERMSKIN_REDUCE_MOTION=1"]
        previewer = os.path.join(scratch, "previewer.cg")
        shot = os.path.join(scratch, "shot.cg")
        valgrind = ["valgrind", "--tool=callgrind", "--demangle=no"]
        subprocess.run(
            [PTY, "--runs", "1", "--keys", "", "--quiet", "3000", "--timeout", "120000"]
            + [argument for pair in environment for argument in ("--env", pair)]
            + ["--", *valgrind, f"--callgrind-out-file={previewer}", binary, "--no-watch"],
            cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        subprocess.run(
            ["env", *environment, *valgrind, f"--callgrind-out-file={shot}", binary, "shot", "--format", "svg"],
            cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        names = []
        for profile in (previewer, shot):
            recorded = executed_functions(profile, binary)
            print(f"startup-symbol-order: {len(recorded)} functions in {os.path.basename(profile)}")
            names += [name for name in recorded if name not in names]
    if len(names) < 1000:
        sys.exit(f"startup-symbol-order: only {len(names)} functions recorded; is the profile complete?")
    alone = [name for name in names if sizes.get(name, 0) <= SMALL_SECTION]
    shared = [name for name in names if sizes.get(name, 0) > SMALL_SECTION]
    with open(OUTPUT, "w") as file:
        file.write("\n".join(alone + shared) + "\n")
    print(
        f"startup-symbol-order: {len(names)} functions ({len(shared)} in shared sections) "
        f"written to {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
