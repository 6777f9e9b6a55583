#!/usr/bin/env bash
# Proves that `mapper generate` writes models that compile and map their documents faithfully.
#
# For each document (by default: twitter.json, citm_catalog.json and canada.json from
# ../shared/corpus when present, and the samples in Tests/MapperToolTests/Samples), and for each
# variant (mappable struct, immutable struct, mappable public class), it generates models,
# compiles them in a temporary package that depends on this library by path, maps the document
# through them, writes it back with toJSONString() and compares with the original.
#
# Equal means: the same keys and values, except that
#   - a key whose value is null in the document may be missing from the output (nil optionals
#     are not written, as in ObjectMapper);
#   - numbers are equal when they are the same decimal or the same Double (a Double property
#     writes -65.613616999999977 back as -65.61361699999998);
#   - ISO 8601 strings are equal when they name the same instant (ISO8601DateTransform may
#     write another zone).
#
# Usage: scripts/generate-roundtrip.sh [FILE.json ...]
# Environment: MAPPER_SCRATCH (default .build-mapper) is where the tool is built;
# KEEP_ROUNDTRIP=1 keeps the temporary package and prints its path.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MAPPER_SCRATCH:-$root/.build-mapper}
work=$(mktemp -d "${TMPDIR:-/tmp}/mapper-roundtrip.XXXXXX")
if [[ "${KEEP_ROUNDTRIP:-0}" == 1 ]]; then echo "package kept in $work"; else trap 'rm -rf "$work"' EXIT; fi

documents=("$@")
if [[ ${#documents[@]} -eq 0 ]]; then
    for name in twitter citm_catalog canada; do
        file="$root/../shared/corpus/$name.json"
        [[ -f "$file" ]] && documents+=("$file")
    done
    for file in "$root"/Tests/MapperToolTests/Samples/*.json; do documents+=("$file"); done
fi

echo "== building mapper"
if ! log=$(swift build --scratch-path "$scratch" --product mapper 2>&1); then
    echo "$log"
    echo "FAIL: mapper does not build"
    exit 1
fi
mapper="$scratch/debug/mapper"
harness="$root/scripts/roundtrip/Harness"

variants=("mappable struct internal" "immutable struct internal" "mappable class public")
targets=()
runs=()
for document in "${documents[@]}"; do
    base=$(basename "$document" .json | tr -c 'A-Za-z0-9\n' '_')
    for variant in "${variants[@]}"; do
        read -r style kind access <<< "$variant"
        target="rt_${base}_${style}_${kind}"
        mkdir -p "$work/Sources/$target"
        "$mapper" generate --name Model --style "$style" --kind "$kind" --access "$access" "$document" \
            > "$work/Sources/$target/Models.swift"
        # The harness is plain Swift in scripts/roundtrip/ (type-checked early in CI by
        # scripts/typecheck-extra.sh): the same main for every target, the reading side by style.
        cp "$harness/main.swift" "$work/Sources/$target/main.swift"
        if [[ "$style" == immutable ]]; then
            cp "$harness/Immutable.swift" "$work/Sources/$target/Reading.swift"
        else
            cp "$harness/Mappable.swift" "$work/Sources/$target/Reading.swift"
        fi
        targets+=("$target")
        runs+=("$target|$document")
    done
done

mkdir -p "$work/Sources/RoundTripSupport"
cp "$root/scripts/roundtrip/RoundTripSupport/RoundTrip.swift" "$work/Sources/RoundTripSupport/RoundTrip.swift"

{
    echo '// swift-tools-version:6.0'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "MapperRoundTrip",'
    echo "    dependencies: [.package(path: \"$root\")],"
    echo '    targets: ['
    echo '        .target(name: "RoundTripSupport", dependencies: [.product(name: "Transforms", package: "'"$(basename "$root")"'")]),'
    for target in "${targets[@]}"; do
        echo "        .executableTarget(name: \"$target\", dependencies: [\"RoundTripSupport\", .product(name: \"Transforms\", package: \"$(basename "$root")\")]),"
    done
    echo '    ],'
    echo '    swiftLanguageModes: [.v6]'
    echo ')'
} > "$work/Package.swift"

# Every target in one `swift build`: one package plan, the targets compiled side by side. Only
# when it fails is each target built alone, to say which ones do not compile (the targets that
# did compile are not compiled again, so their warnings are read from the first build's log).
echo "== compiling ${#targets[@]} generated model sets"
all_built=1
if ! all_log=$(swift build --package-path "$work" 2>&1); then
    all_built=0
    echo "== the build failed; building each target alone to find which"
fi

echo "== running ${#targets[@]} generated model sets"
passed=0
failed=0
for run in "${runs[@]}"; do
    target=${run%%|*}
    document=${run#*|}
    log=$all_log
    if [[ $all_built -eq 0 ]]; then
        if ! target_log=$(swift build --package-path "$work" --product "$target" 2>&1); then
            grep -E 'error:' <<< "$target_log" | sort -u | head -10
            echo "FAIL $target: the generated models do not compile"
            failed=$((failed + 1))
            continue
        fi
        log+=$'\n'"$target_log"
    fi
    if grep -q "Sources/$target/.*warning:" <<< "$log"; then
        grep "Sources/$target/.*warning:" <<< "$log" | sort -u | head -10
        echo "FAIL $target: the generated models compile with warnings"
        failed=$((failed + 1))
        continue
    fi
    if output=$("$work/.build/debug/$target" "$target" "$document" 2>&1); then
        echo "$output"
        passed=$((passed + 1))
    else
        status=$?
        echo "$output" | grep -E '^(ok|FAIL|     )|runtime failure|^ *[0-9]+ .* at /' | head -8
        grep -q '^FAIL' <<< "$output" || echo "FAIL $target: exit code $status"
        failed=$((failed + 1))
    fi
done
echo "round trip: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
