#!/usr/bin/env python3
"""Writes the image fuzz target's seeds (Tests/Fuzz/Seeds/image/): small PNG and JPEG files of each
kind the decoder must handle. PNGs are written by hand (every color type, bit depth 1-16, Adam7
interlacing, tRNS, gAMA); JPEGs with Pillow (pip install pillow): baseline, progressive, grayscale,
4:2:0 and restart intervals. Run: python3 Tests/Fuzz/make-image-seeds.py"""
import io, os, struct, zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Seeds", "image")
W, H = 7, 5  # odd sizes exercise Adam7's partial passes


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def samples(x, y, channels, depth):
    top = (1 << depth) - 1
    base = [(x * 37 + y * 11) % (top + 1), (x * 5 + y * 53) % (top + 1), (x * y * 7) % (top + 1), top if (x + y) % 3 else top // 3]
    return base[:channels]


def row_bytes(values, depth):
    if depth == 8:
        return bytes(values)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in values)
    bits = "".join(format(v, "0%db" % depth) for v in values)
    bits += "0" * (-len(bits) % 8)
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))


def image_data(width, height, channels, depth, interlaced, pixel):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] if interlaced else [(0, 0, 1, 1)]
    raw = b""
    for number, (x0, y0, dx, dy) in enumerate(passes):
        xs = range(x0, width, dx)
        for y in range(y0, height, dy):
            if not xs:
                continue
            values = [v for x in xs for v in pixel(x, y)]
            raw += b"\x00"  # filter: none
            raw += row_bytes(values, depth)
    return raw


def png(name, color_type, depth, interlaced=False, extra=b"", palette=None):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    if palette is not None:
        pixel = lambda x, y: [(x + y * W) % len(palette)]
    else:
        pixel = lambda x, y: samples(x, y, channels, depth)
    header = struct.pack(">IIBBBBB", W, H, depth, color_type, 0, 0, 1 if interlaced else 0)
    body = chunk(b"IHDR", header) + extra
    if palette is not None:
        body += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
        body += chunk(b"tRNS", bytes(255 if i % 3 else 64 for i in range(len(palette))))
    body += chunk(b"IDAT", zlib.compress(image_data(W, H, channels, depth, interlaced, pixel), 9))
    with open(os.path.join(OUT, name), "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b""))


def jpegs():
    from PIL import Image
    picture = Image.new("RGB", (16, 12))
    picture.putdata([((x * 16) % 256, (y * 21) % 256, ((x + y) * 9) % 256) for y in range(12) for x in range(16)])
    for name, image, options in [
        ("baseline.jpg", picture, {"quality": 80}),
        ("progressive.jpg", picture, {"quality": 75, "progressive": True}),
        ("gray.jpg", picture.convert("L"), {"quality": 70}),
        ("subsampled-420.jpg", picture, {"quality": 60, "subsampling": 2}),
        ("optimized-444.jpg", picture, {"quality": 90, "subsampling": 0, "optimize": True}),
    ]:
        image.save(os.path.join(OUT, name), "JPEG", **options)
    picture.convert("CMYK").save(os.path.join(OUT, "cmyk.jpg"), "JPEG", quality=50)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    gamma = chunk(b"gAMA", struct.pack(">I", 45455))
    png("rgba-8.png", 6, 8)
    png("rgba-16.png", 6, 16, extra=gamma)
    png("rgb-8-interlaced.png", 2, 8, interlaced=True)
    png("rgb-16-interlaced.png", 2, 16, interlaced=True)
    png("gray-1.png", 0, 1)
    png("gray-4-interlaced.png", 0, 4, interlaced=True)
    png("gray-alpha-8.png", 4, 8)
    png("gray-alpha-16.png", 4, 16)
    png("gray-8-trns.png", 0, 8, extra=chunk(b"tRNS", struct.pack(">H", 0)))
    png("palette-2-trns.png", 3, 2, palette=[(255, 0, 0), (0, 255, 0), (0, 0, 255), (9, 9, 9)])
    png("palette-8-interlaced-trns.png", 3, 8, interlaced=True, palette=[(i * 17 % 256, i * 29 % 256, i * 3 % 256) for i in range(20)])
    jpegs()
