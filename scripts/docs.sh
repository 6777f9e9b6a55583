#!/usr/bin/env bash
# Builds the documentation of Mapping and Transforms with the toolchain alone (no plugin), and
# fails on any DocC warning, on a public symbol without a documentation comment, and on a
# top-level symbol missing from its landing page's topic groups.
#
#   1. symbol graphs: swift build --scratch-path .build-docs with -emit-symbol-graph
#      (a scratch path of its own, so it never fights the main build);
#   2. doc-check prepare: Transforms re-exports Mapping, so Mapping's symbols are taken out of
#      Transforms' graphs (scripts/docs/DocCheck.swift, built here with swiftc);
#   3. docc convert, per module, with --warnings-as-errors, into .build-docs/archives;
#   4. doc-check check: documentation comments and topic groups; then the rendered archive must
#      have the landing page's HTML, its data must list the catalog's topic groups, and every
#      article must have its page.
#
# Usage: scripts/docs.sh
# To read the result, serve .build-docs/archives/Mapping.doccarchive with any static file
# server and open /documentation/mapping.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

swiftc=$(command -v swiftc) || { echo "FAIL: swiftc not found"; exit 1; }
bindir=$(dirname "$(readlink -f "$swiftc")")
docc="$bindir/docc"
if [[ ! -x "$docc" ]]; then
    docc=$(command -v docc || true)
    if [[ -z "$docc" ]] && command -v xcrun > /dev/null; then docc=$(xcrun --find docc); fi
fi
[[ -x "$docc" ]] || { echo "FAIL: docc not found next to $swiftc, on PATH, or through xcrun"; exit 1; }

scratch="$root/.build-docs"
raw="$scratch/symbol-graphs"
graphs="$scratch/module-graphs"
archives="$scratch/archives"
modules=(Mapping Transforms)

# The compiler writes a module's graphs when it compiles the module: an up-to-date build
# writes nothing, so the graphs of the last compile are kept, and when they are missing the
# two modules are compiled again.
build_graphs() {
    if ! log=$(swift build --scratch-path "$scratch" --target Transforms \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$raw" \
        -Xswiftc -emit-extension-block-symbols \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public 2>&1); then
        echo "$log"
        echo "FAIL: the library does not build"
        exit 1
    fi
}
echo "== symbol graphs (swift build --scratch-path .build-docs)"
rm -rf "$graphs" "$archives"
mkdir -p "$raw" "$archives"
build_graphs
if [[ ! -f "$raw/Mapping.symbols.json" || ! -f "$raw/Transforms.symbols.json" ]]; then
    rm -rf "$raw"/* "$scratch"/*/debug "$scratch"/debug "$scratch"/build.db
    build_graphs
fi

echo "== doc-check"
checker="$scratch/doc-check"
if [[ ! -x "$checker" || "$root/scripts/docs/DocCheck.swift" -nt "$checker" ]]; then
    "$swiftc" -O "$root/scripts/docs/DocCheck.swift" -o "$checker" -module-cache-path "$scratch/module-cache"
fi
"$checker" prepare "$raw" "$graphs/Mapping" Mapping
"$checker" prepare "$raw" "$graphs/Transforms" Transforms Mapping

failed=0
for module in "${modules[@]}"; do
    echo "== docc convert $module (warnings as errors)"
    catalog="$root/Sources/$module/$module.docc"
    archive="$archives/$module.doccarchive"
    # (--experimental-transform-for-static-hosting-with-content would put each page's text in
    # its HTML, but crashes this docc on Linux; the check below reads the pages' data instead.)
    if ! "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$archive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "mapping.$module" \
        --enable-experimental-overloaded-symbol-presentation \
        --warnings-as-errors --diagnostic-filter warning; then
        echo "FAIL $module: docc reported the problems above"
        failed=$((failed + 1))
        continue
    fi
    "$checker" check "$module" "$graphs/$module" "$catalog" "$archive" || failed=$((failed + 1))
done
[[ $failed -eq 0 ]] && echo "documentation: $archives"
[[ $failed -eq 0 ]]
