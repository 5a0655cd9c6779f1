#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address; the normal `swift build` never
# sees them) and runs each, one target at a time, with its seed corpus and dictionary.
#
# Usage: Tests/Fuzz/run.sh [--build-only | --runs N] [SECONDS] [TARGET…]
#   targets: skin-loader script archive decoders image (default: all)
#   SECONDS  run each target for that long (default 60) in one child process (-fork=1: keeps going
#            after a finding, leaves the other core free)
#   --build-only  build the targets and stop (e.g. while another fuzzer has the cores)
#   --runs N run each target in-process for exactly N inputs (-runs=N), the fast mode for clean
#            targets; the log's `stat::number_of_executed_units` is the count to quote.
#   FUZZ_TIMEOUT=S  per-input limit in seconds (default 1). It is wall time: on a loaded machine
#            an input that runs in milliseconds can pass it (rerun the unit: .build/fuzz/fuzz-TARGET FILE).
# Findings (crash-*, timeout-*, oom-*) land in .build/fuzz/findings/TARGET/; add each as a
# regression file under Tests/SkinKitTests/Corpus/, Tests/SkinShotTests/Corpus/ or
# Tests/SkinImageCodecTests/Corpus/ (read by a normal `swift test`).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
runs=""
build_only=""
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
if [ "${1:-}" = "--runs" ]; then runs="${2:?--runs needs a count}"; shift 2; fi
seconds=60
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
targets=("$@")
all_targets=(skin-loader script archive decoders image)
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

out=.build/fuzz
mkdir -p "$out"
swift package resolve >/dev/null
checkouts=.build/checkouts
# Every clang module a Swift module may import (system libraries).
includes=(-I "$out" -I Sources/CYAML -I Sources/CImageCodecs -I Sources/CSystemZlib -I "$out/CCurlLoader" -I "$out/CImageCodecsLoader" \
  -I "$out/CPictureLibraries" -I Sources/CFreeType -I Sources/CFontconfig -Xcc -I/usr/include/freetype2)
flags=(-O -sanitize=fuzzer,address -parse-as-library -package-name termskin "${includes[@]}" -L "$out")

newer_than() { [ ! -f "$1" ] || [ -n "$(find "${@:2}" -newer "$1" -type f | head -1)" ]; }

# A C target of the package (the libcurl, libpng/libjpeg and FreeType/fontconfig loaders, each
# loading its libraries with dlopen on first use) as a static library, with the module map SwiftPM
# would generate for its include folder (one header) beside it in $out/NAME.
build_c_target() {
  local name=$1 library="$out/lib$1.a" header source
  newer_than "$library" "Sources/$name" || return 0
  echo "building $name"
  header=$(echo "Sources/$name"/include/*.h)
  source=$(echo "Sources/$name"/*.c)
  mkdir -p "$out/$name"
  printf 'module %s {\n  header "%s"\n  export *\n}\n' "$name" "$PWD/$header" >"$out/$name/module.modulemap"
  clang -O1 -fsanitize=fuzzer-no-link,address -I "Sources/$name/include" -c "$source" -o "$out/$name/$name.o"
  rm -f "$library" && llvm-ar rcs "$library" "$out/$name/$name.o"
}

# Swift modules in dependency order, each a static library; rebuilt only when a source is newer.
build_module() {
  local name=$1 version=$2; shift 2
  local library="$out/lib$name.a"
  newer_than "$library" "$@" || return 0
  echo "building $name"
  swiftc "${flags[@]}" -swift-version "$version" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$library" -Xcc -D_GNU_SOURCE=1 $(find "$@" -name '*.swift' | sort) \
    2>"$out/build-$name.log" || { cat "$out/build-$name.log"; exit 1; }
}
rm -rf "$out/ccurl" "$out/cimagecodecs" "$out/cpicture"   # module maps of an earlier layout would define the modules twice
for target in CCurlLoader CImageCodecsLoader CPictureLibraries; do build_c_target "$target"; done
build_module SkinImageCodec 6 Sources/SkinImageCodec Sources/CImageCodecs
build_module SkinKit 6 Sources/SkinKit
build_module SkinUI 6 Sources/SkinUI
build_module SkinRaster 6 Sources/SkinRaster
build_module SkinShot 6 Sources/SkinShot

declare -A harness=([skin-loader]=SkinLoaderFuzz [script]=ScriptParserFuzz [archive]=ArchiveFuzz [decoders]=DecodersFuzz [image]=ImageDecoderFuzz)
declare -A max_len=([skin-loader]=65536 [script]=8192 [archive]=65536 [decoders]=4096 [image]=32768)
for target in "${targets[@]}"; do
  [ -n "${harness[$target]:-}" ] || { echo "unknown target '$target' (targets: ${all_targets[*]})" >&2; exit 2; }
  file="Tests/Fuzz/Targets/${harness[$target]}.swift"
  binary="$out/fuzz-$target"
  if newer_than "$binary" "$file" "$out"/*.a; then
    echo "building $binary"
    swiftc "${flags[@]}" -swift-version 6 "$file" -o "$binary" \
      -lSkinShot -lSkinRaster -lCPictureLibraries -lSkinUI -lSkinKit -lSkinImageCodec -lyaml -lCCurlLoader -lCImageCodecsLoader -ldl -lz \
      2>"$out/build-$target.log" || { cat "$out/build-$target.log"; exit 1; }   # the linker's many ASan notes stay in the log
  fi
  [ -z "$build_only" ] || continue
  corpus="$out/corpus/$target"
  findings="$out/findings/$target"
  mkdir -p "$corpus" "$findings"
  if [ -n "$runs" ]; then
    echo "fuzzing $target for $runs runs (in-process)"
    mode=(-runs="$runs")
  else
    echo "fuzzing $target for ${seconds}s (-fork=1)"
    mode=(-max_total_time="$seconds" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  # A one-second limit per input turns a hang into a finding, the RSS limit a blow-up. Leak
  # detection is off (also in forked children, hence ASAN_OPTIONS): Foundation leaks a CFError on
  # every property-list parse error, which is not ours to fix.
  ASAN_OPTIONS=detect_leaks=0 "$binary" "$corpus" "Tests/Fuzz/Seeds/$target" -dict="Tests/Fuzz/Dictionaries/$target.dict" \
    -detect_leaks=0 -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=2048 -max_len="${max_len[$target]}" "${mode[@]}" \
    -artifact_prefix="$findings/" -print_final_stats=1 2>&1 | tee "$out/$target.log" \
    | grep -E "^#[0-9]+.*(DONE|pulse)|INFO: fuzzed|stat::|crash|leak|ERROR|Timeout|out-of-memory" || true
  echo "findings for $target: $(ls "$findings" | wc -l)"
done
