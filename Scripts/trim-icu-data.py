#!/usr/bin/env python3
"""Makes Sources/CEnglishICUData/icudt76l-english.dat: the toolchain's ICU data, English and root only.

Usage: Scripts/trim-icu-data.py            write the file from the installed toolchain
       Scripts/trim-icu-data.py --check    exit 1 if the file differs from what it would write

Foundation's static `lib_FoundationICU.a` carries ICU's data for every locale and converter as one
34 MB symbol (`icudt76_dat`), which a release `termskin` linked in whole (issue 26: 34 of its 95 MB).
CEnglishICUData defines that symbol in a release build, so the linker never takes the archive's
copy. Kept, in every tree (the main one, coll, curr, lang, region, unit, zone, brkitr, rbnf):
the root locale and English (`en`, `en_001`, `en_US`, `en_US_POSIX`), each tree's key pool and
index, and every item that is no locale (supplemental data, time zones, collation's base table,
normalization, break rules). Left out: other languages (ICU falls back to root for them),
character-set converters (`.cnv`; termskin reads and writes UTF-8 only), StringPrep profiles
(`.spp`), break dictionaries (`.dict`) and transliterators. termskin itself opens no ICU data
at all today (measured with gdb on ICU's `doOpenChoice` over the previewer, shots, lint, import
and the goldens); the subset keeps Foundation's English behaviour whole for what may come.
"""
import os
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "CEnglishICUData", "icudt76l-english.dat")
SYMBOL = "icudt76_dat"
MEMBER = "icu_packaged_data.cpp.o"
KEPT_LOCALES = {"root", "en", "en_001", "en_US", "en_US_POSIX"}
LOCALE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*")
# The common-data header's magic bytes, and the alignment ICU expects of every item.
MAGIC = (0xDA, 0x27)
ALIGNMENT = 16


def toolchain_archive():
    """The installed toolchain's static `lib_FoundationICU.a`, found from `swift` on the PATH."""
    info = subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    match = re.search(r'"runtimeResourcePath"\s*:\s*"([^"]+)"', info)
    if not match:
        sys.exit("trim-icu-data: `swift -print-target-info` names no runtimeResourcePath")
    archive = os.path.join(os.path.dirname(match.group(1)), "swift_static", "linux", "lib_FoundationICU.a")
    if not os.path.exists(archive):
        sys.exit(f"trim-icu-data: no {archive}")
    return archive


def packaged_data(archive):
    """The bytes of the archive's ICU data symbol (the only thing its member holds)."""
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(["ar", "x", archive, MEMBER], cwd=scratch, check=True)
        member = os.path.join(scratch, MEMBER)
        symbols = subprocess.run(["nm", member], check=True, capture_output=True, text=True).stdout.split()
        if SYMBOL not in symbols:
            sys.exit(f"trim-icu-data: {MEMBER} defines no {SYMBOL} (a new ICU version? rename it here and in icu-data.S)")
        data = os.path.join(scratch, "data")
        subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", member, data], check=True)
        with open(data, "rb") as file:
            return file.read()


def items(package):
    """The header's bytes and the package's items as (name, bytes), in the table's order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != MAGIC or package[12:16] != b"CmnD":
        sys.exit("trim-icu-data: not an ICU common data package")
    count, = struct.unpack_from("<I", package, header_size)
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * index) for index in range(count)]
    result = []
    for index, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = package[start:package.index(b"\0", start)].decode()
        end = header_size + entries[index + 1][1] if index + 1 < count else len(package)
        result.append((name, package[header_size + data_offset:end]))
    return package[:header_size], result


def kept(name):
    """Whether the English subset keeps the item named `name` (`icudt76l/coll/en.res`)."""
    parts = name.split("/")[1:]
    tree, base = (parts[0] if len(parts) > 1 else ""), parts[-1]
    if tree == "translit" or base.endswith((".cnv", ".spp", ".dict")):
        return False
    stem, _, extension = base.rpartition(".")
    if extension == "res" and LOCALE.fullmatch(stem):
        return stem in KEPT_LOCALES
    return True


def package_of(header, chosen):
    """A common data package of `chosen` items: the header, the table of contents, the names, the items."""
    table_size = 4 + 8 * len(chosen)
    names = b"".join(name.encode() + b"\0" for name, _ in chosen)
    names += b"\0" * (-(table_size + len(names)) % ALIGNMENT)
    offsets, position = [], table_size + len(names)
    body = bytearray()
    for _, data in chosen:
        offsets.append(position + len(body))
        body += data + b"\0" * (-len(data) % ALIGNMENT)
    table = bytearray(struct.pack("<I", len(chosen)))
    name_offset = table_size
    for (name, _), data_offset in zip(chosen, offsets):
        table += struct.pack("<II", name_offset, data_offset)
        name_offset += len(name.encode()) + 1
    return header + bytes(table) + names + bytes(body)


def main():
    header, everything = items(packaged_data(toolchain_archive()))
    chosen = [(name, data) for name, data in everything if kept(name)]
    trimmed = package_of(header, chosen)
    if "--check" in sys.argv[1:]:
        with open(OUTPUT, "rb") as file:
            if file.read() != trimmed:
                sys.exit("trim-icu-data: Sources/CEnglishICUData/icudt76l-english.dat is not the toolchain's data "
                         "trimmed: run Scripts/trim-icu-data.py")
        print(f"trim-icu-data: {len(chosen)} of {len(everything)} items, {len(trimmed):,} bytes, as committed")
        return
    with open(OUTPUT, "wb") as file:
        file.write(trimmed)
    # The build tracks icu-data.S, not the file it includes with .incbin: touched, it is assembled again.
    os.utime(os.path.join(os.path.dirname(OUTPUT), "icu-data.S"))
    print(f"trim-icu-data: {len(chosen)} of {len(everything)} items, {len(trimmed):,} of "
          f"{sum(len(data) for _, data in everything):,} bytes -> {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
