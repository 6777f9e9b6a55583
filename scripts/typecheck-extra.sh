#!/usr/bin/env bash
# Type-checks the Swift that `swift build` never compiles, so that CI finds its errors in its
# first minutes instead of after the tests (or never, when a late stage is skipped):
#
#   1. each libFuzzer target in Fuzz/ together with the library's sources and Fuzz/Common, as
#      scripts/fuzz.sh compiles it (one module, so internal API is reachable), without libFuzzer;
#   2. the harness of scripts/generate-roundtrip.sh (scripts/roundtrip/): the RoundTripSupport
#      module, and each target's main and reading side with models that `mapper generate` writes
#      for a sample, for each style, against the debug build's Mapping and Transforms modules.
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

fuzz_targets=()
for folder in Fuzz/*/; do
    name=$(basename "$folder")
    [[ "$name" == Common || "$name" == Corpus ]] && continue
    compgen -G "$folder*.swift" > /dev/null || continue
    fuzz_targets+=("$name")
done

# The targets are independent and each check keeps one core busy: two at a time, each one's
# output kept in its own log and printed in order once all are done. A check's exit status is
# written by the check itself, so one that did not run (no status) counts as failed.
typecheck_fuzz() {
    local name=$1
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name Mapping -warnings-as-errors \
        "${library[@]}" Fuzz/Common/*.swift "Fuzz/$name"/*.swift
}
pids=()
for name in "${fuzz_targets[@]}"; do
    ( set +e; typecheck_fuzz "$name" > "$work/fuzz-$name.log" 2>&1; echo $? > "$work/fuzz-$name.status" ) &
    pids+=($!)
    if [[ ${#pids[@]} -ge 2 ]]; then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
for name in "${fuzz_targets[@]}"; do
    echo "== type-checking fuzz target $name"
    cat "$work/fuzz-$name.log"
    if [[ "$(cat "$work/fuzz-$name.status" 2> /dev/null)" != 0 ]]; then
        echo "FAIL: Fuzz/$name does not type-check with the library's sources"
        failed=$((failed + 1))
    fi
done

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

if [[ $failed -ne 0 ]]; then
    echo "typecheck-extra: $failed failed"
    exit 1
fi
echo "typecheck-extra: every fuzz target and the round-trip harness type-check"
