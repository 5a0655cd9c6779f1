#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address; the normal `swift build` never
# sees them) and runs each for SECONDS (default 60) on both cores with its seed corpus and
# dictionary. Usage: Tests/Fuzz/run.sh [SECONDS] [TARGET…]; targets: skin-loader script archive decoders.
# Findings (crash-*, timeout-*, oom-*) land in .build/fuzz/findings/TARGET/; add each as a
# regression file under Tests/SkinKitTests/Corpus/ or Tests/SkinShotTests/Corpus/.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(skin-loader script archive decoders)

out=.build/fuzz
mkdir -p "$out"
swift package resolve >/dev/null
zip_sources=.build/checkouts/ZIPFoundation/Sources
flags=(-O -sanitize=fuzzer,address -parse-as-library -I "$out" -L "$out")

# Modules in dependency order, each a static library; rebuilt only when a source is newer.
build_module() {
  local name=$1 version=$2; shift 2
  local library="$out/lib$name.a"
  if [ -f "$library" ] && [ -z "$(find "$@" -newer "$library" -name '*.swift' | head -1)" ]; then return; fi
  echo "building $name"
  swiftc "${flags[@]}" -swift-version "$version" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$library" -I "$zip_sources/CZLib" -Xcc -D_GNU_SOURCE=1 $(find "$@" -name '*.swift' | sort) \
    2>"$out/build-$name.log" || { cat "$out/build-$name.log"; exit 1; }
}
build_module ZIPFoundation 5 "$zip_sources/ZIPFoundation"
build_module SkinKit 6 Sources/SkinKit
build_module SkinUI 6 Sources/SkinUI
build_module SkinShot 6 Sources/SkinShot

declare -A harness=([skin-loader]=SkinLoaderFuzz [script]=ScriptParserFuzz [archive]=ArchiveFuzz [decoders]=DecodersFuzz)
declare -A max_len=([skin-loader]=65536 [script]=8192 [archive]=65536 [decoders]=65536)
for target in "${targets[@]}"; do
  file="Tests/Fuzz/Targets/${harness[$target]}.swift"
  binary="$out/fuzz-$target"
  echo "building $binary"
  swiftc "${flags[@]}" -swift-version 6 -I "$zip_sources/CZLib" "$file" -o "$binary" \
    -lSkinShot -lSkinUI -lSkinKit -lZIPFoundation -lz \
    2>"$out/build-$target.log" || { cat "$out/build-$target.log"; exit 1; }   # the linker's many ASan notes stay in the log
  corpus="$out/corpus/$target"
  findings="$out/findings/$target"
  mkdir -p "$corpus" "$findings"
  echo "fuzzing $target for ${seconds}s"
  # -fork runs inputs in child processes on both cores and keeps going after a finding. Leak
  # detection is off (also at each child's exit, hence ASAN_OPTIONS): Foundation leaks a CFError
  # on every property-list parse error, which is not ours to fix.
  ASAN_OPTIONS=detect_leaks=0 "$binary" "$corpus" "Tests/Fuzz/Seeds/$target" -dict="Tests/Fuzz/Dictionaries/$target.dict" \
    -detect_leaks=0 -timeout=1 -rss_limit_mb=2048 -max_len="${max_len[$target]}" -max_total_time="$seconds" \
    -fork=2 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -artifact_prefix="$findings/" \
    -print_final_stats=1 2>&1 | tee "$out/$target.log" | grep -E "^#[0-9]+.*(DONE|pulse)|INFO: fuzzed|stat::|crash|leak|ERROR|Timeout|out-of-memory" || true
  echo "findings for $target: $(ls "$findings" | wc -l)"
done
