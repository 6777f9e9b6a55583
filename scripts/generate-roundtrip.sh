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

variants=("mappable struct internal" "immutable struct internal" "mappable class public")
targets=()
runs=()
for document in "${documents[@]}"; do
    base=$(basename "$document" .json | tr -c 'A-Za-z0-9\n' '_')
    first=$(head -c 4096 "$document" | tr -d ' \t\r\n' | cut -c1)
    for variant in "${variants[@]}"; do
        read -r style kind access <<< "$variant"
        target="rt_${base}_${style}_${kind}"
        mkdir -p "$work/Sources/$target"
        "$mapper" generate --name Model --style "$style" --kind "$kind" --access "$access" "$document" \
            > "$work/Sources/$target/Models.swift"
        try=""; [[ "$style" == immutable ]] && try="try "
        if [[ "$first" == "[" ]]; then
            # The throwing initializer, not the failable one that an `Any?` context would prefer.
            if [[ "$style" == immutable ]]; then
                read_model="try [Model](JSONString: text) as [Model]"
            else
                read_model="[Model](JSONString: text)"
            fi
        else
            read_model="${try}Model(JSONString: text)"
        fi
        cat > "$work/Sources/$target/main.swift" <<SWIFT
import Foundation
import RoundTripSupport
import Transforms

let path = CommandLine.arguments[1]
let text = try String(contentsOfFile: path, encoding: .utf8)
let model: Any? = $read_model
guard let model = model as? (any RoundTripWritable) else {
    print("FAIL $target: the document did not map")
    exit(1)
}
exit(RoundTrip.check(label: "$target", original: text, written: model.writtenJSON) ? 0 : 1)
SWIFT
        targets+=("$target")
        runs+=("$target|$document")
    done
done

mkdir -p "$work/Sources/RoundTripSupport"
cat > "$work/Sources/RoundTripSupport/RoundTrip.swift" <<'SWIFT'
import Foundation
import Transforms

/// A mapped model, or an array of them, that can be written back.
public protocol RoundTripWritable {
    var writtenJSON: String? { get }
}

extension Array: RoundTripWritable where Element: BaseMappable {
    public var writtenJSON: String? { toJSONString() }
}

/// Compares a document with what its models wrote back (see the rules in the script).
public enum RoundTrip {
    public static func check(label: String, original: String, written: String?) -> Bool {
        guard let written else {
            print("FAIL \(label): toJSONString() gave nil")
            return false
        }
        do {
            let before = try JSONValue(parsing: original)
            let after = try JSONValue(parsing: written)
            var differences: [String] = []
            compare(before, after, at: "", into: &differences)
            if differences.isEmpty {
                print("ok   \(label)")
                return true
            }
            print("FAIL \(label): \(differences.count) difference(s)")
            for difference in differences.prefix(10) { print("     \(difference)") }
            return false
        } catch {
            print("FAIL \(label): \(error)")
            return false
        }
    }

    private static func compare(_ before: JSONValue, _ after: JSONValue, at path: String, into differences: inout [String]) {
        let place = path.isEmpty ? "(top level)" : path
        switch (before, after) {
        case (.object(let a), .object(let b)):
            for (key, value) in a {
                let child = path.isEmpty ? key : path + "." + key
                if let other = b[key] {
                    compare(value, other, at: child, into: &differences)
                } else if !value.isNull {
                    differences.append("\(child): missing from the output")
                }
            }
            for (key, _) in b where a[key] == nil {
                differences.append("\(path.isEmpty ? key : path + "." + key): not in the document")
            }
        case (.array(let a), .array(let b)):
            guard a.count == b.count else {
                differences.append("\(place): \(a.count) elements became \(b.count)")
                return
            }
            for index in a.indices {
                compare(a[index], b[index], at: path.isEmpty ? "\(index)" : "\(path).\(index)", into: &differences)
            }
        case (.number(let a), .number(let b)):
            if a != b, a.double == nil || a.double != b.double {
                differences.append("\(place): \(a.literal) became \(b.literal)")
            }
        case (.string(let a), .string(let b)):
            if a != b, !sameInstant(a, b) { differences.append("\(place): \"\(a)\" became \"\(b)\"") }
        default:
            if before != after {
                let a = (try? before.jsonString()) ?? "?"
                let b = (try? after.jsonString()) ?? "?"
                differences.append("\(place): \(a.prefix(60)) became \(b.prefix(60))")
            }
        }
    }

    /// Read as the generated models read them: offsets and fractions of a second included.
    private static func sameInstant(_ a: String, _ b: String) -> Bool {
        let transform = ISO8601DateTransform()
        guard let first = transform.transformFromJSON(a), let second = transform.transformFromJSON(b) else {
            return false
        }
        return first == second
    }
}
SWIFT
# Models are BaseMappable; the extension lives beside the harness so it sees them.
for target in "${targets[@]}"; do
    cat > "$work/Sources/$target/Writable.swift" <<'SWIFT'
import RoundTripSupport
import Transforms

extension Model: RoundTripWritable {
    public var writtenJSON: String? { toJSONString() }
}
SWIFT
done

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

echo "== compiling and running ${#targets[@]} generated model sets"
passed=0
failed=0
for run in "${runs[@]}"; do
    target=${run%%|*}
    document=${run#*|}
    if ! log=$(swift build --package-path "$work" --product "$target" 2>&1); then
        grep -E 'error:' <<< "$log" | sort -u | head -10
        echo "FAIL $target: the generated models do not compile"
        failed=$((failed + 1))
        continue
    fi
    if grep -q "Sources/$target/.*warning:" <<< "$log"; then
        grep "Sources/$target/.*warning:" <<< "$log" | sort -u | head -10
        echo "FAIL $target: the generated models compile with warnings"
        failed=$((failed + 1))
        continue
    fi
    if output=$("$work/.build/debug/$target" "$document" 2>&1); then
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
