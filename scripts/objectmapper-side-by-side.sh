#!/usr/bin/env bash
# Times ObjectMapper and Mapping in one process, on the same inputs and the same model source.
#
# ObjectMapper is not part of this package and never will be: you bring its sources (a checkout
# of github.com/tristanhimmelman/ObjectMapper; the script takes the directory holding its .swift
# files, usually Sources/). The script builds a package in .build-objectmapper/ with
#   - ObjectMapper from those files, in Swift 5 language mode;
#   - Mapping from this checkout, by path;
#   - two model modules holding the same files from Examples/Benchmarks/Models (the twitter.json
#     models and the flat user, with their Mappable conformances) and
#     Examples/ObjectMapperSideBySide/Models, one importing ObjectMapper, the other Mapping
#     (the import line is the only difference);
# then runs Examples/ObjectMapperSideBySide/Runner in release mode. The runner first checks that
# both libraries map the same values (re-encoded with JSONEncoder, byte for byte, and against
# JSONDecoder's reading) and write the same ones (their JSON read back and compared as values),
# and stops if they do not; then it times, interleaved and in rounds:
#   - twitter.json's statuses by Mapper.map(JSON:) from one [String: Any] (JSONSerialization's),
#     the path most ObjectMapper apps take;
#   - the same by Mapper.map(JSONString:);
#   - the flat user x10,000 by Mapper.map(JSONString:), with JSONDecoder beside them;
#   - twitter.json's statuses, and the user x10,000, written by Mapper.toJSONString(_:) (each
#     library writing the models it mapped), with JSONEncoder beside the user.
#
# Usage: scripts/objectmapper-side-by-side.sh OBJECTMAPPER_SOURCES [TWITTER_JSON] [--reps N] [--rounds N]
#   TWITTER_JSON defaults to ../shared/corpus/twitter.json.
# Environment: SIDE_BY_SIDE_DIR (default .build-objectmapper) is where the package is made.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ $# -lt 1 || ! -d "$1" ]]; then
    sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
objectmapper=$(cd "$1" && pwd)
shift
twitter="$root/../shared/corpus/twitter.json"
if [[ $# -gt 0 && "$1" != --* ]]; then twitter=$1; shift; fi
if [[ ! -f "$twitter" ]]; then
    echo "twitter.json not found at $twitter: pass its path after the ObjectMapper sources" >&2
    exit 2
fi
shopt -s nullglob
sources=("$objectmapper"/*.swift)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "no .swift files in $objectmapper: pass the directory that holds ObjectMapper's Map.swift" >&2
    exit 2
fi

work=${SIDE_BY_SIDE_DIR:-$root/.build-objectmapper}
rm -rf "$work/Sources"
mkdir -p "$work/Sources/ObjectMapper" "$work/Sources/OMModels" "$work/Sources/MModels" "$work/Sources/side-by-side"
cp "${sources[@]}" "$work/Sources/ObjectMapper/"
models=(
    "$root/Examples/Benchmarks/Models/Twitter/TwitterModels.swift"
    "$root/Examples/Benchmarks/Models/Twitter/TwitterModels+Mappable.swift"
    "$root/Examples/Benchmarks/Models/User/User.swift"
    "$root/Examples/Benchmarks/Models/User/User+Mappable.swift"
    "$root/Examples/ObjectMapperSideBySide/Models/SideBySide.swift"
)
for file in "${models[@]}"; do
    cp "$file" "$work/Sources/MModels/"
    sed 's/^import Mapping$/import ObjectMapper/' "$file" > "$work/Sources/OMModels/$(basename "$file")"
done
cp "$root/Examples/ObjectMapperSideBySide/Runner/main.swift" "$work/Sources/side-by-side/"

# The path dependency's identity is the checkout's directory name.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
cat > "$work/Package.swift" <<EOF
// swift-tools-version:6.0
// Made by scripts/objectmapper-side-by-side.sh; remade on every run.
import PackageDescription

let package = Package(
    name: "side-by-side",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "ObjectMapper", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "OMModels", dependencies: ["ObjectMapper"]),
        .target(name: "MModels", dependencies: [.product(name: "Mapping", package: "$identity")]),
        .executableTarget(name: "side-by-side", dependencies: ["OMModels", "MModels"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF

echo "building in $work (release)"
if ! swift build -c release --package-path "$work" > "$work/build.log" 2>&1; then
    tail -30 "$work/build.log" >&2
    echo "the build failed; the whole log is $work/build.log" >&2
    exit 1
fi
binary="$work/.build/release/side-by-side"
"$binary" "$twitter" "$@"
