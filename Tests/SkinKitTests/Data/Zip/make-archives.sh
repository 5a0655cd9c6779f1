#!/usr/bin/env bash
# Makes the archives of ZipReaderTests (Info-ZIP's zip 3.0 and Python's zipfile; SOURCES.md says
# which is which). Run from this folder; the archives are committed, so the tests need neither tool.
set -euo pipefail
cd "$(dirname "$0")"
export TZ=UTC
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/skin"
python3 - "$work/skin/skins.json" <<'PY'
import sys
# A skin manifest of 40 skins (1,883 bytes) that deflates well.
entries = ",\n".join(f'  "skin{i:03}": {{"Color": {{"accent": "#{i:06X}"}}}}' for i in range(40))
open(sys.argv[1], "w").write("{\n" + entries + "\n}\n")
PY
printf 'stored, not compressed\n' >"$work/skin/note.txt"
ln -s skins.json "$work/skin/link"
touch -h -d '2024-05-01 12:00:00' "$work/skin" "$work/skin/skins.json" "$work/skin/note.txt" "$work/skin/link"
here=$PWD
rm -f ./*.zip
(
  cd "$work"
  # -X: no extra fields (uid, times); -n .txt: note.txt stored.
  zip -q -X -n .txt "$here/stored-and-deflated.zip" skin/ skin/note.txt skin/skins.json
  zip -q -X -y "$here/symlink.zip" skin/skins.json skin/link
  zip -q -X -P secret "$here/encrypted.zip" skin/skins.json
  zip -q -X -Z bzip2 "$here/bzip2.zip" skin/skins.json
  # -fz: ZIP64 end records and extra fields on a small file.
  zip -q -X -fz "$here/zip64.zip" skin/skins.json
)
head -c 100 stored-and-deflated.zip >truncated.zip
python3 - "$work/skin/skins.json" <<'PY'
import io, struct, sys, zipfile

skins = open(sys.argv[1], "rb").read()
when = (2024, 5, 1, 12, 0, 0)

class Unseekable(io.RawIOBase):
    """A stream zipfile cannot seek back in: it writes each entry's sizes and CRC-32 after its data."""
    def __init__(self):
        self.data = bytearray()
    def writable(self):
        return True
    def write(self, chunk):
        self.data += chunk
        return len(chunk)

def info(name, method):
    entry = zipfile.ZipInfo(name, date_time=when)
    entry.compress_type = method
    entry.external_attr = 0o100644 << 16
    entry.create_system = 3
    return entry

def archive(entries, stream=None):
    out = stream or io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, data, method in entries:
            with z.open(info(name, method), "w") as f:
                f.write(data)
    return bytes(out.data if stream else out.getvalue())

def central(data):
    """The offset of each central directory record."""
    end = data.rindex(b"PK\x05\x06")
    count, size, start = struct.unpack_from("<HII", data, end + 10)
    offsets, at = [], start
    for _ in range(count):
        offsets.append(at)
        n, m, k = struct.unpack_from("<HHH", data, at + 28)
        at += 46 + n + m + k
    return offsets, end

def patch32(data, at, value):
    data[at:at + 4] = struct.pack("<I", value)

# Sizes and CRC-32 in a data descriptor after each entry's data (flag bit 3), zeros in the local header.
open("data-descriptor.zip", "wb").write(archive(
    [("skins.json", skins, zipfile.ZIP_DEFLATED), ("note.txt", b"stored, not compressed\n", zipfile.ZIP_STORED)],
    Unseekable()))

# note.txt's CRC-32 one off, in its local header and in the central directory.
data = bytearray(archive([("note.txt", b"stored, not compressed\n", zipfile.ZIP_STORED)]))
record = central(data)[0][0]
crc = struct.unpack_from("<I", data, record + 16)[0]
patch32(data, 14, crc ^ 1)
patch32(data, record + 16, crc ^ 1)
open("wrong-crc.zip", "wb").write(data)

# skins.json (deflated) declaring 4,294,967,280 bytes unpacked in both headers.
data = bytearray(archive([("skins.json", skins, zipfile.ZIP_DEFLATED)]))
record = central(data)[0][0]
patch32(data, 22, 0xFFFF_FFF0)
patch32(data, record + 24, 0xFFFF_FFF0)
open("huge-size.zip", "wb").write(data)

# a.txt's one local entry named again by a second central record, b.txt (the overlap of a zip bomb).
data = bytearray(archive([("a.txt", b"overlap\n", zipfile.ZIP_STORED)]))
(record,), end = central(data)
copy = bytearray(data[record:end])
copy[46:51] = b"b.txt"
data[end:end] = copy
end += len(copy)
data[end + 8:end + 12] = struct.pack("<HH", 2, 2)
patch32(data, end + 12, 2 * len(copy))
open("overlapping.zip", "wb").write(data)

# A name in code page 437 (DOS), without the UTF-8 flag: b"caf\x82.txt" is café.txt.
data = bytearray(archive([("cafX.txt", b"DOS\n", zipfile.ZIP_STORED)]))
record = central(data)[0][0]
data[30 + 3] = 0x82
data[record + 46 + 3] = 0x82
open("cp437-name.zip", "wb").write(data)
PY
ls -l ./*.zip
