#!/usr/bin/env bash
# Type-checks the Swift that `swift build` never compiles, so that CI finds its errors in its
# first minutes instead of after the tests (or never, when a late stage is skipped):
#
#   1. the libFuzzer targets in Fuzz/ together with the library's sources, as scripts/fuzz.sh
#      compiles them (every Swift file under Fuzz/ and the library in one module, so internal API
#      is reachable, and one binary holds every target), without libFuzzer;
#   2. the harness of scripts/generate-roundtrip.sh (scripts/roundtrip/): the RoundTripSupport
#      module, and each target's main and reading side with models that `mapper generate` writes
#      for a sample, for each style, against the debug build's Mapping and Transforms modules;
#   3. the harness of scripts/objectmapper-side-by-side.sh (Examples/ObjectMapperSideBySide),
#      which needs ObjectMapper's sources to build: here both of its model modules import
#      Mapping, which checks the runner, the entry points and the model files they share;
#   4. probes that must NOT type-check (scripts/probes/): a model whose conformance is isolated
#      to the main actor given to a streaming door (IsolatedStream.swift) or a push reader
#      (IsolatedReader.swift), which would map it off the main actor, and a writer of such a model
#      used off the main actor (IsolatedWriter.swift); each check passes only when the compiler
#      refuses exactly the lines expected, with the isolated conformance's error.
#
# Usage: scripts/typecheck-extra.sh   (builds the `mapper` product first when needed)
# Runs wherever the toolchain does: swiftc -typecheck needs neither libFuzzer nor bash 4's
# extras, so it also runs on macOS.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

work=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-extra.XXXXXX")
trap 'rm -rf "$work"' EXIT
failed=0

library=()
while IFS= read -r file; do library+=("$file"); done < <(find Sources/Mapping -name '*.swift' | sort)

# The fuzz targets are one module, as scripts/fuzz.sh builds them into one binary: every Swift
# file under Fuzz/ with the library's sources, checked in one pass. When it fails, each folder
# with an error is named.
fuzz_sources=()
while IFS= read -r file; do fuzz_sources+=("$file"); done < <(find Fuzz -name '*.swift' | sort)
echo "== type-checking the fuzz targets (${#fuzz_sources[@]} files under Fuzz/, one module with the library)"
if ! swiftc -typecheck -parse-as-library -swift-version 6 -module-name Mapping -package-name Mapping -warnings-as-errors \
    "${library[@]}" "${fuzz_sources[@]}" > "$work/fuzz.log" 2>&1; then
    cat "$work/fuzz.log"
    named=0
    for folder in Fuzz/*/; do
        name=$(basename "$folder")
        if grep -q "Fuzz/$name/[^:]*:[0-9]*:[0-9]*: error:" "$work/fuzz.log"; then
            echo "FAIL: Fuzz/$name does not type-check with the library's sources"
            failed=$((failed + 1))
            named=$((named + 1))
        fi
    done
    if [[ $named -eq 0 ]]; then
        echo "FAIL: the fuzz targets do not type-check with the library's sources"
        failed=$((failed + 1))
    fi
else
    cat "$work/fuzz.log"
fi

echo "== building mapper (for the round-trip harness)"
if ! log=$(swift build --product mapper 2>&1); then
    echo "$log"
    echo "FAIL: mapper does not build"
    exit 1
fi
bin=$(swift build --show-bin-path)
modules=(-I "$bin/Modules" -I "$bin")

echo "== type-checking scripts/roundtrip/RoundTripSupport"
if ! swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors -module-name RoundTripSupport \
    "${modules[@]}" scripts/roundtrip/RoundTripSupport/*.swift -emit-module-path "$work/RoundTripSupport.swiftmodule"; then
    echo "FAIL: scripts/roundtrip/RoundTripSupport does not type-check"
    exit 1
fi

# One sample that is an object and one that is an array, for each variant the round trip uses.
for sample in Tests/MapperToolTests/Samples/people.json Tests/MapperToolTests/Samples/events.json; do
    for variant in "mappable struct internal Mappable" "immutable struct internal Immutable" \
                   "mappable class public Mappable"; do
        read -r style kind access reading <<< "$variant"
        label="$(basename "$sample" .json) $style $kind"
        echo "== type-checking the round-trip harness with the $label models"
        "$bin/mapper" generate --name Model --style "$style" --kind "$kind" --access "$access" "$sample" \
            > "$work/Models.swift"
        if ! swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name Harness "${modules[@]}" -I "$work" \
            scripts/roundtrip/Harness/main.swift "scripts/roundtrip/Harness/$reading.swift" "$work/Models.swift"; then
            echo "FAIL: scripts/roundtrip/Harness does not type-check with the $label models"
            failed=$((failed + 1))
        fi
    done
done

# The side-by-side harness: the same model files in two modules, as the script builds them, with
# Mapping standing in for ObjectMapper in the first (the import line is all that differs there).
echo "== type-checking Examples/ObjectMapperSideBySide, with Mapping on both sides"
side_models=(
    Examples/Benchmarks/Models/Twitter/TwitterModels.swift
    Examples/Benchmarks/Models/Twitter/TwitterModels+Mappable.swift
    Examples/Benchmarks/Models/User/User.swift
    Examples/Benchmarks/Models/User/User+Mappable.swift
    Examples/ObjectMapperSideBySide/Models/SideBySide.swift
)
side_failed=0
for module in OMModels MModels; do
    if ! swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors -module-name "$module" \
        "${modules[@]}" "${side_models[@]}" -emit-module-path "$work/$module.swiftmodule"; then
        side_failed=1
    fi
done
if [[ $side_failed -ne 0 ]] || ! swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name side_by_side \
    "${modules[@]}" -I "$work" Examples/ObjectMapperSideBySide/Runner/main.swift; then
    echo "FAIL: Examples/ObjectMapperSideBySide does not type-check"
    failed=$((failed + 1))
fi

# refused PROBE "LINE ..." MESSAGE WHAT: scripts/probes/PROBE must fail to type-check with one
# error at each LINE, each saying MESSAGE, and no other error.
refused() {
    local probe=$1 message=$3 what=$4 status line ok=1
    local lines=($2)
    echo "== $what (scripts/probes/$probe must not type-check)"
    swiftc -typecheck -swift-version 6 -module-name probe "${modules[@]}" "scripts/probes/$probe" \
        > "$work/probe.log" 2>&1 && status=0 || status=$?
    if [[ $status -eq 0 || $(grep -c ": error:" "$work/probe.log" || true) -ne ${#lines[@]} ]]; then ok=0; fi
    for line in "${lines[@]}"; do
        grep -q "$probe:$line:[0-9]*: error: $message" "$work/probe.log" || ok=0
    done
    if [[ $ok -eq 0 ]]; then
        cat "$work/probe.log"
        echo "FAIL: not so: $what (or the probe fails for another reason)"
        failed=$((failed + 1))
    fi
}

isolated="main actor-isolated conformance of 'MainActorModel' to 'BaseMappable'"
refused IsolatedStream.swift "22" "main actor-isolated conformance of 'MainActorModel'" \
    "a model isolated to the main actor cannot be streamed"
refused IsolatedReader.swift "23 24 25 26 27 28" "$isolated cannot satisfy conformance requirement for a 'Sendable'" \
    "a model isolated to the main actor cannot be read by a push reader"
refused IsolatedWriter.swift "27 28 33" "$isolated cannot be used in nonisolated context" \
    "a writer of a model isolated to the main actor cannot be used off the main actor"

if [[ $failed -ne 0 ]]; then
    echo "typecheck-extra: $failed failed"
    exit 1
fi
echo "typecheck-extra: every fuzz target, the round-trip harness and the side-by-side harness type-check; every probe is refused"
