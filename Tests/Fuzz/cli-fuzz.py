#!/usr/bin/env python3
"""A mutation fuzzer for the termskin command line (issue 20): seeds are the shipped skins, the
screenshot scripts, the real theme files and archives in the tests; each mutant is run through
`termskin lint|shot|list|import|test` in a scratch folder, and each run is checked from outside:

  * no crash (no signal, no Swift runtime trap text),
  * at most 10 s: CPU time (user + system, all threads) at most 10 s, which on an idle machine bounds
    the wall time; the wall time is reported too (on a loaded machine it says more about the load),
    and a run still going after 120 s of wall time is killed and counted as a failure,
  * no raw control byte (C0 except newline and tab, DEL, C1) on stderr, nor on stdout (the CLI's
    stdout is text in every case run here: ANSI shots go to a file),
  * peak resident memory under 300 MB (the child's own rusage, from wait4).

Usage: Tests/Fuzz/cli-fuzz.py [--seed S] [--cases N] [--binary PATH] [--save-interesting]
Deterministic for a seed (the mutants, not the timings). Each failing input is saved to
Tests/EndToEndTests/CLIFuzzCorpus/<command>/<name> with <name>.json beside it (the argument list,
the file name to copy it as, what failed); `CLIFuzzCorpusTests` replays that folder through the built
binary with the same checks. --save-interesting also keeps the first passing mutant of each kind.
"""
import argparse
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Tests", "EndToEndTests", "CLIFuzzCorpus")
COMMANDS = ["lint", "shot", "list", "import", "test"]
KINDS = ["bitflip", "truncate", "duplicate", "huge-number", "deep-nesting", "control-bytes",
         "macro-fanout", "many-skins"]
TIME_LIMIT = 10.0          # CPU seconds a run may take
KILL_AFTER = 120.0         # wall seconds after which a run is killed (and reported)
MEMORY_LIMIT_KB = 300 * 1024
TRAP_TEXT = [b"Fatal error", b"Swift runtime failure", b"Stack dump", b"Current stack trace",
             b"Illegal instruction", b"Segmentation fault", b"Trace/breakpoint trap", b"Aborted"]
CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
INJECTIONS = [b"\x1b]0;pwned\x07", b"\x1b[31m", b"\x1b[2J", b"\x00", b"\x07", b"\r", b"\x08",
              b"\xc2\x9b", b"\x1bP", b"\x7f", b"\x1b]52;c;aGk=\x07"]
HUGE = [b"1e999", b"-1e999", b"99999999999999999999999999", b"-9223372036854775809", b"0", b"-1",
        b"NaN", b"4294967296", b"1e-999", b"#FFFFFFFFFFFFFFFFFFFF", b"99999x99999", b"0x0"]


def seeds():
    """(kind of input, path) for every seed file."""
    found = []
    def add(kind, pattern_dir, suffixes):
        if not os.path.isdir(pattern_dir):
            return
        for name in sorted(os.listdir(pattern_dir)):
            # "" stands for a name without an extension (Ghostty's and foot's themes, X resources);
            # digits after the last dot end a name (`Hopscotch.256`).
            stem, dot, extension = name.rpartition(".")
            bare = "" in suffixes and (not dot or not stem or extension.isdigit())
            if (bare or name.endswith(tuple(s for s in suffixes if s))) and not name.endswith(".map.json"):
                found.append((kind, os.path.join(pattern_dir, name)))
    add("skin", os.path.join(ROOT, "Skins"), [".json", ".plist"])
    add("skin", os.path.join(ROOT, "Tests", "SkinKitTests", "Data", "SwiftTheme"), [".plist"])
    add("skin", os.path.join(ROOT, "Tests", "SkinKitTests", "Corpus"), [".json", ".plist"])
    add("theme", os.path.join(ROOT, "Tests", "SkinKitTests", "Data", "Schemes"),
        [".json", ".yaml", ".toml", ".conf", ".itermcolors", ".terminal", ".colorscheme", ".properties", ".config", ".theme", ".palette", ""])
    add("theme", os.path.join(ROOT, "Tests", "SkinKitTests", "Data", "Foot"), [".ini", ""])
    add("archive", os.path.join(ROOT, "Tests", "Fuzz", "Seeds", "archive"), [".zip"])
    add("archive", os.path.join(ROOT, "Tests", "SkinKitTests", "Corpus"), [".zip"])
    add("script", os.path.join(ROOT, "Screenshots"), [".script"])
    return found


# ---- mutations: bytes -> bytes, each deterministic in `rng` ----

def bitflip(rng, data):
    data = bytearray(data or b"{}")
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return bytes(data)


def truncate(rng, data):
    return data[:rng.randrange(len(data))] if data else data


def duplicate(rng, data):
    if not data:
        return data
    start = rng.randrange(len(data))
    chunk = data[start:start + rng.randint(1, 512)]
    at = rng.randrange(len(data) + 1)
    return data[:at] + chunk * rng.randint(1, 64) + data[at:]


def huge_number(rng, data):
    spots = [m for m in re.finditer(rb"#?[0-9A-Fa-f]{3,8}\b|\b\d+(\.\d+)?(x\d+)?\b", data)]
    if not spots:
        return data + b" " + rng.choice(HUGE)
    picked = sorted(rng.sample(spots, min(len(spots), rng.randint(1, 4))), key=lambda m: -m.start())
    for m in picked:
        data = data[:m.start()] + rng.choice(HUGE) + data[m.end():]
    return data


def deep_nesting(rng, data, kind):
    depth = rng.choice([64, 500, 5000, 50000])
    if kind == "script":
        # Scripts have no nesting: many lines instead (a long script).
        lines = data.splitlines(keepends=True) or [b"shot x txt\n"]
        line = rng.choice(lines)
        return data + line * depth
    text = data.decode("utf-8", "replace")
    if text.lstrip().startswith("<"):
        inner = "<array>" * depth + "<string>x</string>" + "</array>" * depth
        return text.replace("<dict>", "<dict><key>deep</key>" + inner, 1).encode()
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
    inner = opener * depth + '"#FFFFFF"' + closer * depth
    i = text.find("{")
    if i < 0:
        return data + inner.encode()
    return (text[:i + 1] + '"deep": ' + inner + "," + text[i + 1:]).encode()


def control_bytes(rng, data):
    data = bytearray(data)
    # Into quoted strings when there are some (skin names, keys, values), else anywhere.
    quotes = [m.start() + 1 for m in re.finditer(rb'"[^"\n]{0,40}"', data)]
    for _ in range(rng.randint(1, 4)):
        at = rng.choice(quotes) if quotes and rng.random() < 0.8 else rng.randrange(len(data) + 1)
        data[at:at] = rng.choice(INJECTIONS)
    return bytes(data)


def macro_fanout(rng, data, kind):
    chain = rng.choice([10, 200, 1000])
    keys = rng.choice([50, 2000, 10000])
    if kind == "script":
        return data + b"page palette\nshot fanout txt\n"
    define = {"m0": "#336699"}
    for i in range(1, chain):
        define["m%d" % i] = "d(m%d)" % (i - 1)
    colors = {"k%05d" % i: "d(m%d)" % rng.randrange(chain) for i in range(keys)}
    colors["text"] = "d(m%d)" % (chain - 1)
    colors["background"] = {"light": "d(m0)", "dark": "d(m%d)" % (chain // 2)}
    return json.dumps({"fanout": {"Define": define, "Color": colors}}).encode()


def many_skins(rng, data, kind):
    count = rng.choice([100, 1000, 5000, 20000])
    if kind == "script":
        return b"".join(b"skin s%05d\nshot many-%d txt\n" % (i, i) for i in range(min(count, 200)))
    parts = []
    for i in range(count):
        parts.append('"s%05d": {"Color": {"%s": "#%06X"}}' % (i, rng.choice(["text", "background", "own"]),
                                                          (i * 2654435761) & 0xFFFFFF))
    return ("{\n" + ",\n".join(parts) + "\n}\n").encode()


def mutate(rng, kind, data, mutation):
    if mutation == "bitflip":
        return bitflip(rng, data)
    if mutation == "truncate":
        return truncate(rng, data)
    if mutation == "duplicate":
        return duplicate(rng, data)
    if mutation == "huge-number":
        return huge_number(rng, data)
    if mutation == "deep-nesting":
        return deep_nesting(rng, data, kind)
    if mutation == "control-bytes":
        return control_bytes(rng, data)
    if mutation == "macro-fanout":
        return macro_fanout(rng, data, kind)
    return many_skins(rng, data, kind)


def mutate_archive(rng, data, mutation):
    """An archive's entries mutated and zipped again (a byte-level mutation mostly breaks the zip),
    or, for bit flips and truncation, the zip bytes themselves."""
    if mutation in ("bitflip", "truncate"):
        return mutate(rng, "archive", data, mutation)
    try:
        source = zipfile.ZipFile(io.BytesIO(data))
        entries = [(info.filename, source.read(info)) for info in source.infolist()]
    except Exception:
        return mutate(rng, "archive", data, "bitflip")
    target = [i for i, (name, _) in enumerate(entries) if name.endswith((".json", ".plist"))]
    if mutation == "duplicate" and entries:
        name, content = rng.choice(entries)
        entries += [("copy%d/%s" % (i, name), content) for i in range(rng.randint(1, 50))]
    elif target:
        i = rng.choice(target)
        name, content = entries[i]
        if mutation == "control-bytes" and rng.random() < 0.5:
            name = name.replace(".", rng.choice(INJECTIONS).decode("latin-1") + ".", 1)
        entries[i] = (name, mutate(rng, "skin", content, mutation))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in entries:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            archive.writestr(info, content)
    return out.getvalue()


def skin_name(data):
    try:
        value = json.loads(data)
        if isinstance(value, dict) and value:
            return next(iter(value))
    except Exception:
        pass
    return "default"


# ---- one case ----

def plan(rng, command, pool):
    """(seed kind, seed path) for a command: what each command reads."""
    kinds = {"lint": ["skin", "theme"], "list": ["skin", "theme"], "shot": ["skin", "script"],
             "import": ["theme", "archive", "archive"], "test": ["script", "skin"]}[command]
    kind = rng.choice(kinds)
    return rng.choice([p for p in pool if p[0] == kind])


def arguments(rng, command, kind, file_name, data):
    """The argument list, with {dir} for the scratch folder and {root} for the package."""
    skins = "{root}/Skins"
    if command == "lint":
        return ["lint", rng.choice(["--format=text", "--format=text", "--format=json", "--format=sarif"]),
                "{dir}/" + file_name]
    if command == "list":
        return ["list", "--verbose", "--skins-dir", "{dir}/" + file_name]
    if command == "shot":
        if kind == "script":
            return ["shot", "--skins-dir", skins, "--script", "{dir}/" + file_name, "--out-dir", "{dir}/out"]
        args = ["shot", "--skins-dir", "{dir}/" + file_name, "--skin", skin_name(data),
                "--page", rng.choice(["gallery", "palette", "compare"]),
                "--trait", rng.choice(["light", "dark"])]
        fmt = rng.choice(["txt", "ansi", "svg", "html"])
        # ANSI output is control bytes by design: it goes to a file, stdout stays text.
        return args + (["--format", "txt"] if fmt == "txt" else ["--out", "{dir}/shot." + fmt])
    if command == "import":
        return ["import", "{dir}/" + file_name, "--skins-dir", "{dir}/skins"]
    if kind == "script":
        return ["test", "--skins-dir", skins, "--jobs", "1", "--diff-dir", "{dir}/diffs", "{dir}/" + file_name]
    # A mutated skin under the shipped scripts' eyes: the folder holds the skin, the script shoots it.
    return ["test", "--skins-dir", "{dir}/" + file_name, "--jobs", "1", "--diff-dir", "{dir}/diffs", "{dir}/case.script"]


def extra_files(command, kind, data):
    """Files a case needs beside its input: for `test` of a mutated skin, a script that shoots it."""
    if command == "test" and kind == "skin":
        name = json.dumps(skin_name(data))[1:-1]
        return {"case.script": "size 60x20\nskin %s\nshot case txt\npage palette\nshot case-palette txt\n" % name}
    return {}


def run(binary, args, directory):
    """Exit status (negative: signal), stdout, stderr, wall seconds, CPU seconds, peak kB, killed."""
    expanded = [a.replace("{dir}", directory).replace("{root}", ROOT) for a in args]
    out_path, err_path = os.path.join(directory, ".stdout"), os.path.join(directory, ".stderr")
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        start = time.monotonic()
        child = subprocess.Popen([binary] + expanded, cwd=directory, stdin=subprocess.DEVNULL,
                                 stdout=out, stderr=err, start_new_session=True,
                                 env=dict(os.environ, XDG_CACHE_HOME=os.path.join(directory, ".cache"),
                                          XDG_STATE_HOME=os.path.join(directory, ".state")))
        killed = False
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > KILL_AFTER and not killed:
                os.killpg(child.pid, signal.SIGKILL)
                killed = True
            time.sleep(0.005)
        seconds = time.monotonic() - start
        child.returncode = 0  # reaped by wait4
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    with open(out_path, "rb") as f:
        stdout = f.read()
    with open(err_path, "rb") as f:
        stderr = f.read()
    return code, stdout, stderr, seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, killed


def problems(code, stdout, stderr, cpu, peak_kb, killed):
    found = []
    if code < 0 or code > 2:
        found.append("crash: exit %d" % code)
    for text in TRAP_TEXT:
        if text in stderr or text in stdout:
            found.append("crash: %r in the output" % text.decode())
    if killed:
        found.append("slow: killed after %.0f s of wall time" % KILL_AFTER)
    elif cpu > TIME_LIMIT:
        found.append("slow: %.1f s of CPU" % cpu)
    for stream, data in (("stderr", stderr), ("stdout", stdout)):
        match = CONTROL.search(data)
        if match:
            found.append("control byte %r on %s at %d" % (match.group(), stream, match.start()))
    if peak_kb >= MEMORY_LIMIT_KB:
        found.append("memory: peak %d MB" % (peak_kb // 1024))
    return found


SUFFIX = {"skin": None, "theme": None, "archive": ".zip", "script": ".script"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--binary", help="termskin to run (default: swift build --show-bin-path)/termskin")
    parser.add_argument("--commands", default=",".join(COMMANDS), help="comma-separated subset")
    parser.add_argument("--save-interesting", action="store_true",
                        help="also keep the first passing mutant of each kind in the corpus")
    parser.add_argument("--corpus", default=CORPUS)
    options = parser.parse_args()
    binary = options.binary
    if not binary:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                                  text=True, check=True).stdout.strip()
        binary = os.path.join(bin_path, "termskin")
    commands = options.commands.split(",")
    pool = seeds()
    rng = random.Random(options.seed)
    stats = {c: {"cases": 0, "crashes": 0, "slow": 0, "control": 0, "memory": 0, "max_kb": 0, "max_s": 0.0,
                  "max_cpu": 0.0, "wall_over": 0}
             for c in commands}
    kept_kinds = set()
    failures = 0
    for case in range(options.cases):
        command = commands[case % len(commands)]
        kind, seed_path = plan(rng, command, pool)
        mutation = rng.choice(KINDS)
        with open(seed_path, "rb") as f:
            original = f.read()
        if kind == "archive":
            data = mutate_archive(rng, original, mutation)
        else:
            data = mutate(rng, kind, original, mutation)
        base = os.path.basename(seed_path)
        stem, suffix = os.path.splitext(base)
        if mutation == "macro-fanout" and kind in ("skin", "theme"):
            suffix = ".json"
        if mutation == "many-skins" and kind in ("skin", "theme"):
            suffix = ".json"
        file_name = "case" + (SUFFIX[kind] or suffix)
        args = arguments(rng, command, kind, file_name, data)
        extras = extra_files(command, kind, data)
        directory = tempfile.mkdtemp(prefix="termskin-clifuzz-")
        try:
            with open(os.path.join(directory, file_name), "wb") as f:
                f.write(data)
            for extra, text in extras.items():
                with open(os.path.join(directory, extra), "w") as f:
                    f.write(text)
            code, stdout, stderr, seconds, cpu, peak_kb, killed = run(binary, args, directory)
        finally:
            shutil.rmtree(directory, ignore_errors=True)
        s = stats[command]
        s["cases"] += 1
        s["max_kb"] = max(s["max_kb"], peak_kb)
        s["max_s"] = max(s["max_s"], seconds)
        s["max_cpu"] = max(s["max_cpu"], cpu)
        s["wall_over"] += seconds > TIME_LIMIT
        found = problems(code, stdout, stderr, cpu, peak_kb, killed)
        for p in found:
            key = {"crash": "crashes", "slow": "slow", "control": "control", "memory": "memory"}[p.split(":")[0].split(" ")[0]]
            s[key] += 1
        keep = bool(found) or (options.save_interesting and (command, mutation) not in kept_kinds and code in (0, 1, 2))
        if keep:
            kept_kinds.add((command, mutation))
            name = "%s-%s-%s-%d%s" % (mutation, kind, re.sub(r"[^A-Za-z0-9]+", "-", stem).strip("-"), case,
                                      os.path.splitext(file_name)[1])
            folder = os.path.join(options.corpus, command)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
            with open(os.path.join(folder, name + ".case.json"), "w") as f:
                json.dump({"arguments": args, "file": file_name, "mutation": mutation,
                           "seed": os.path.relpath(seed_path, ROOT), "found": found,
                           "extra": extras}, f, indent=1)
                f.write("\n")
        if found:
            failures += 1
            print("case %d %s %s %s: %s" % (case, command, mutation, os.path.relpath(seed_path, ROOT), "; ".join(found)),
                  flush=True)
        if (case + 1) % 100 == 0:
            print("%d cases, %d failing" % (case + 1, failures), flush=True)
    print("command  cases crashes over10s control memory max-peak-MB max-cpu-s max-wall-s wall-over-10s")
    for command, s in stats.items():
        print("%-8s %5d %7d %7d %7d %6d %11.1f %9.1f %10.1f %13d" % (
            command, s["cases"], s["crashes"], s["slow"], s["control"], s["memory"], s["max_kb"] / 1024,
            s["max_cpu"], s["max_s"], s["wall_over"]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
