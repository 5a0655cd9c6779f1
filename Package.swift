// swift-tools-version: 6.0
import PackageDescription

/// FreeType's headers live in their own folder (`pkg-config --cflags freetype2`); every target that
/// sees SkinRaster's module needs it. (pkg-config itself is not used: it would link the library.)
let freetypeHeaders = SwiftSetting.unsafeFlags(["-Xcc", "-I/usr/include/freetype2"])

/// A release build gets a concrete generic type's metadata (`[ThemeProperty: ThemeValue]`'s
/// storage, `Themed<RGBColor>`) from its accessor, with the conformances passed in, instead of
/// from its mangled name: the runtime then demangles nothing and looks no conformance up, where
/// each first lookup scanned every protocol conformance record of the binary (issue 26: a fifth of
/// a start's instructions).
let metadataAccessors = SwiftSetting.unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))

/// The folder of this file, for the release link's inputs in `Linking/`.
let packageRoot = String(#filePath.dropLast("Package.swift".count))

/// The functions a start runs, laid out side by side at the start of `.text` by lld (issue 26): a
/// start faults in its code in a few dozen pages instead of 150-odd scattered ones.
/// `Scripts/startup-symbol-order.py` regenerates the list; a name no longer in the binary is skipped.
let startupSymbolOrder = packageRoot + "Linking/startup-symbol-order.txt"

/// Searched first by the release link of `termskin`: its `libstdc++.so` is a linker script that
/// names GCC's static `libstdc++.a`, so the Swift driver's `-lstdc++` links it in (issue 26).
let staticLibraries = packageRoot + "Linking/static-libraries"

let package = Package(
    name: "TermSkin",
    products: [
        .library(name: "SkinKit", targets: ["SkinKit"]),
        .library(name: "SkinUI", targets: ["SkinUI"]),
        .library(name: "SkinShot", targets: ["SkinShot"]),
        .executable(name: "termskin", targets: ["termskin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: they write their archives with it (SkinKit reads zips with its own ZipReader).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    ],
    targets: [
        .target(
            name: "SkinKit",
            dependencies: [
                "SkinImageCodec", "CCurlLoader", "CYAML", "CSystemZlib",
            ], exclude: ["Collection/LICENSES.md"], swiftSettings: [metadataAccessors],
            // libyaml from Debian's libyaml-dev (base16 and Gogh YAML): shared in a debug build; in a
            // release build its static archive, so that the binary needs no libyaml where it runs.
            linkerSettings: [
                .linkedLibrary("yaml", .when(configuration: .debug)),
                .unsafeFlags(["-Xlinker", "-l:libyaml.a"], .when(configuration: .release)),
            ]),
        // libyaml's parser events, composed by SkinKit's YAMLComposer (headers only: SkinKit links it).
        .systemLibrary(name: "CYAML"),
        // PNG and JPEG decoding (libpng, libjpeg-turbo): bytes in, an RGBA bitmap or an error out.
        // Both libraries are loaded with dlopen on the first picture (CImageCodecsLoader), so runs
        // without one (the previewer's start, text shots) never map them; zlib stays linked.
        .systemLibrary(name: "CImageCodecs"),
        // zlib's header for SkinKit's zip reader (`ZipReader`: raw inflate, CRC-32); CImageCodecs links zlib.
        .systemLibrary(name: "CSystemZlib"),
        .target(name: "CImageCodecsLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SkinImageCodec", dependencies: ["CImageCodecs", "CImageCodecsLoader"], swiftSettings: [metadataAccessors]),
        // libcurl loaded with dlopen on the first URL image: no process maps curl and TLS at start.
        .target(name: "CCurlLoader"),
        .target(name: "SkinUI", dependencies: ["SkinKit", "SkinImageCodec"], swiftSettings: [metadataAccessors]),
        // Glyphs for PNG screenshots and animated captures: a monospace font found by fontconfig, drawn
        // by FreeType. Their headers only (nothing linked): CPictureLibraries loads both with dlopen
        // on the first picture, so the previewer and text shots never map them (issue 14's memory).
        .systemLibrary(name: "CFreeType"),
        .systemLibrary(name: "CFontconfig"),
        .target(name: "CPictureLibraries", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "SkinRaster", dependencies: ["SkinKit", "SkinImageCodec", "CFreeType", "CFontconfig", "CPictureLibraries"],
            swiftSettings: [freetypeHeaders, metadataAccessors]),
        .target(
            name: "SkinShot", dependencies: ["SkinKit", "SkinUI", "SkinRaster", "SkinImageCodec"],
            swiftSettings: [freetypeHeaders, metadataAccessors]),
        .target(name: "Lint", dependencies: ["SkinKit", "SkinUI"], swiftSettings: [metadataAccessors]),
        .systemLibrary(name: "CNcurses"),
        // A memo in front of ncurses' formatting of parameterized terminfo strings (`setaf`, `setab`, `sgr`, moves).
        .target(name: "CTerminfoFormatMemo"),
        // wcrtomb, wcwidth and wctob with a short way for what ncurses asks most (UTF-8, printable ASCII).
        .target(name: "CWideCharacterOutput"),
        .target(
            name: "SkinCurses", dependencies: ["SkinKit", "SkinUI", "CNcurses", "CTerminfoFormatMemo", "CWideCharacterOutput"],
            swiftSettings: [metadataAccessors],
            // ncurses from Debian's libncurses-dev: shared in a debug build; in a release build its
            // static archives, so that a start does not load and relocate two more libraries, and
            // its calls to `_nc_tiparm` (each color change's `setaf` and `setab`, `sgr`, moves) go through the memo,
            // and every `wcrtomb`, `wcwidth` and `wctob` through CWideCharacterOutput's short ways.
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(configuration: .debug)),
                .linkedLibrary("tinfo", .when(configuration: .debug)),
                .unsafeFlags(
                    [
                        "-Xlinker", "-l:libncursesw.a", "-Xlinker", "-l:libtinfo.a", "-Xlinker", "--wrap=_nc_tiparm",
                        "-Xlinker", "--wrap=wcrtomb", "-Xlinker", "--wrap=wcwidth", "-Xlinker", "--wrap=wctob",
                    ],
                    .when(configuration: .release)),
            ]),
        .executableTarget(
            name: "termskin",
            dependencies: [
                "SkinKit", "SkinImageCodec", "SkinUI", "SkinShot", "SkinCurses", "Lint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [freetypeHeaders, metadataAccessors],
            // A release binary carries the Swift runtime and FoundationEssentials in itself: binding
            // their symbols at every start (dynamic linking) was about 40 % of a `shot`'s time. No
            // module of termskin imports Foundation (issue 26: Foundation, CoreFoundation and ICU were
            // 15 MB of it; FoundationFreeSourcesTests).
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
                // lld (in the toolchain), for its symbol ordering: the start's functions first.
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(startupSymbolOrder)",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(configuration: .release)),
                // libstdc++ from its static archive: a start loads and relocates no libstdc++.so.
                .unsafeFlags(["-L\(staticLibraries)"], .when(configuration: .release)),
                // Not position-independent: the ~87,000 relative relocations a PIE binary of this size
                // needs at every start (about 0.3 ms and 150 page faults a `shot`) are done at link time.
                .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release)),
                // No dynamic symbol table of our own modules' 8,700 public symbols (the driver's -rdynamic):
                // the Swift runtime's start-up `dladdr` walked all of it (0.3 M instructions a start).
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(configuration: .release)),
                // Debug information zlib-compressed: 16 MB of the binary on disk becomes 6 (gdb, addr2line
                // and perf read it as before).
                .unsafeFlags(["-Xlinker", "--compress-debug-sections=zlib"], .when(configuration: .release)),
                // FoundationEssentials' own parts, which its static library does not name for the linker
                // (in this order: each needs those after it).
                .linkedLibrary("_FoundationCollections", .when(configuration: .release)),
                .linkedLibrary("_FoundationCShims", .when(configuration: .release)),
            ]
        ),
        // Measures a terminal program from outside through a pseudo-terminal (start-up, key → last byte).
        // Glibc only: it must start and run lightly beside what it measures.
        .target(name: "BenchFigures"),
        .executableTarget(name: "termskin-pty"),
        .executableTarget(
            name: "termskin-bench", dependencies: ["BenchFigures", "SkinKit", "SkinUI", "SkinShot", "SkinCurses", "TestSupport"],
            swiftSettings: [freetypeHeaders]),
        // The large and hostile skins of the limit tests, shared by the loader's and lint's tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "SkinKitTests", dependencies: ["SkinKit", "SkinImageCodec", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["Data", "Corpus", "ImageCorpus"]),
        .testTarget(name: "SkinUITests", dependencies: ["SkinKit", "SkinUI", "SkinImageCodec", "TestSupport"]),
        .testTarget(
            name: "SkinShotTests", dependencies: ["SkinKit", "SkinUI", "SkinShot", "SkinRaster", "SkinImageCodec"], exclude: ["Corpus"],
            swiftSettings: [freetypeHeaders]),
        .testTarget(name: "LintTests", dependencies: ["SkinKit", "Lint", "TestSupport"], exclude: ["Corpus", "Expected", "SOURCES.md"]),
        .testTarget(name: "SkinCursesTests", dependencies: ["SkinKit", "SkinUI", "SkinCurses", "CWideCharacterOutput"]),
        // Depends on the executable so that `swift test` builds the binary it drives in tmux.
        // termskin-pty: the key latency during downloads is measured through a pseudo-terminal.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "BenchFigures", "SkinKit", "SkinImageCodec", "SkinUI", "SkinShot", "termskin", "termskin-pty", "TestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["CLIFuzzCorpus"], swiftSettings: [freetypeHeaders]),
    ]
)
