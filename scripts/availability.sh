#!/usr/bin/env bash
# Type-checks Mapping and Transforms for every Apple platform at the minimum versions that
# Package.swift declares, on Linux, without an Apple SDK.
#
# How: the Linux toolchain ships the standard library's textual interfaces (Swift, _Concurrency,
# _StringProcessing), and they keep Apple's `@available` attributes. This script compiles them
# once per Apple target
# (x86_64-apple-macosx10.13, the iOS/tvOS/watchOS simulators at their minimums) into
# .build-availability/, then type-checks the library's sources against it, with the Darwin (C
# library), Foundation, CoreGraphics, UIKit and AppKit declarations the library uses written out
# in scripts/availability/ with their documented availability. The compiler then reports every
# API used above the declared minimum ("'x' is only available in iOS 14.0 or newer") and every
# runtime feature that needs a newer OS (typed-throws function types, noncopyable generics in
# casts: "runtime support for ... is only available in macOS 15.0.0 or newer").
#
# What it cannot see: Foundation and UIKit/AppKit APIs are checked only as far as the
# declarations in scripts/availability/ are true to the SDKs (each file says where its
# availability comes from; docs/platforms.md has the table). On macOS, build for the real SDKs
# instead: `xcodebuild -scheme Mapping-Package -destination 'generic/platform=iOS' build`.
#
# visionOS is not checked here: its availability is inherited from iOS (visionOS 1.0 runs the
# iOS 17 runtime), so what passes at iOS 12 passes there, and the toolchain's interface does
# not compile for an xros target (its inlinable code is checked against iOS versions).
#
# Usage: scripts/availability.sh [macOS|iOS|tvOS|watchOS ...]   (default: all four; 30-40 s
# each the first time, to compile the standard library, then a few seconds)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
stubs="$root/scripts/availability"

if [[ "$(uname)" == Darwin ]]; then
    echo "availability: on macOS, build with the real SDKs instead (xcodebuild -destination 'generic/platform=iOS')"
    exit 0
fi

swiftc=$(command -v swiftc) || { echo "FAIL: swiftc not found"; exit 1; }
bindir=$(dirname "$(readlink -f "$swiftc")")
frontend="$bindir/swift-frontend"
resources="$bindir/../lib/swift"
interface=$(find "$resources/linux/Swift.swiftmodule" -name '*-unknown-linux-gnu.swiftinterface' ! -name '*.private.*' | head -1)
[[ -f "$interface" ]] || { echo "FAIL: the toolchain has no Swift.swiftinterface under $resources/linux"; exit 1; }
case "$(basename "$interface")" in
    x86_64-*) arch=x86_64 ;;
    aarch64-*) arch=arm64 ;;
    *) echo "FAIL: unexpected standard library interface $interface"; exit 1 ;;
esac
toolchain=$("$swiftc" --version 2>/dev/null | head -1 | tr -c 'A-Za-z0-9.\n' '_')
cache="$root/.build-availability/$toolchain"
mkdir -p "$cache"

# The minimum versions, as Package.swift declares them: `.iOS(.v12)` -> iOS 12.0.
declared() {
    local version
    version=$(grep -oE "\.$1\(\.v[0-9_]+\)" "$root/Package.swift" | head -1 | sed -E 's/.*\(\.v([0-9_]+)\)/\1/; s/_/./')
    [[ -n "$version" ]] || { echo "FAIL: Package.swift declares no $1 minimum" >&2; exit 1; }
    [[ "$version" == *.* ]] || version="$version.0"
    echo "$version"
}

triple() {
    case "$1" in
        macOS) echo "$arch-apple-macosx$(declared macOS)" ;;
        iOS) echo "$arch-apple-ios$(declared iOS)-simulator" ;;
        tvOS) echo "$arch-apple-tvos$(declared tvOS)-simulator" ;;
        watchOS) echo "$arch-apple-watchos$(declared watchOS)-simulator" ;;
        *) echo "FAIL: unknown platform $1 (macOS, iOS, tvOS or watchOS)" >&2; exit 2 ;;
    esac
}

common=(-disable-objc-interop -disable-legacy-type-info -Xcc "-I$resources/shims")

# The standard library for one target, compiled from the Linux interfaces (30-40 s, cached).
# Two edits make the interface compile for Apple targets: its triple, and one `@backDeployed`
# on a body-less internal function that only the Linux build can leave without a body.
standard_library() {
    local target=$1 dir=$2
    [[ -f "$dir/Swift.swiftmodule" && -f "$dir/_StringProcessing.swiftmodule" ]] && return 0
    mkdir -p "$dir"
    sed -E -e "s/-target [a-z0-9_]+-unknown-linux-gnu/-target $target/" \
        -e '/^@backDeployed/{N;N;/_diagnoseUnavailableCodeReached/s/^@backDeployed[^\n]*\n//;}' \
        "$interface" > "$dir/Swift.swiftinterface"
    "$frontend" -compile-module-from-interface "$dir/Swift.swiftinterface" -module-name Swift -parse-stdlib \
        -target "$target" -o "$dir/Swift.swiftmodule.tmp" "${common[@]}" \
        -disable-implicit-string-processing-module-import -disable-implicit-concurrency-module-import
    mv "$dir/Swift.swiftmodule.tmp" "$dir/Swift.swiftmodule"
    echo "" > "$dir/SwiftOnoneSupport.swift"
    "$frontend" -emit-module "$dir/SwiftOnoneSupport.swift" -module-name SwiftOnoneSupport -parse-stdlib \
        -parse-as-library -target "$target" -I "$dir" -o "$dir/SwiftOnoneSupport.swiftmodule" "${common[@]}" \
        -disable-implicit-string-processing-module-import -disable-implicit-concurrency-module-import
    # The modules every Swift file imports implicitly: concurrency (Task, async, clocks) and
    # string processing (Regex, firstRange(of:)). Their interfaces only compile for the newest
    # OS, so they are built for it; clients still see every @available attribute and are checked
    # against their own, lower, target (with -disable-target-os-checking).
    local newest
    newest=$(sed -E 's/(macosx|ios|tvos|watchos)[0-9.]+/\126.0/' <<< "$target")
    for runtime in _Concurrency _RegexParser _StringProcessing; do
        sed -E -e "s/-target [a-z0-9_]+-unknown-linux-gnu/-target $newest/" \
            -e 's/-target-min-inlining-version min/-target-min-inlining-version target/' \
            -e 's/^( *)@backDeployed\(before: [^)]*\)/\1/' \
            "$(find "$resources/linux/$runtime.swiftmodule" -name '*-unknown-linux-gnu.swiftinterface' ! -name '*.private.*' | head -1)" \
            > "$dir/$runtime.swiftinterface"
        "$frontend" -compile-module-from-interface "$dir/$runtime.swiftinterface" -module-name "$runtime" \
            -parse-stdlib -target "$newest" -disable-target-os-checking -I "$dir" \
            -o "$dir/$runtime.swiftmodule" "${common[@]}"
    done
}

# One module from the given sources, against everything built so far in $dir. One package
# name for all, as SwiftPM gives one to the package's targets: Transforms uses Mapping's
# `package` declarations.
module() {
    local target=$1 dir=$2 name=$3
    shift 3
    "$frontend" -emit-module "$@" -module-name "$name" -package-name Mapping -parse-as-library -swift-version 6 -target "$target" \
        -disable-target-os-checking -I "$dir" -o "$dir/$name.swiftmodule" "${common[@]}"
}

platforms=("$@")
[[ ${#platforms[@]} -gt 0 ]] || platforms=(macOS iOS tvOS watchOS)
mapping_sources=()
while IFS= read -r file; do mapping_sources+=("$file"); done < <(find "$root/Sources/Mapping" -name '*.swift' | sort)
transforms_sources=()
while IFS= read -r file; do transforms_sources+=("$file"); done < <(find "$root/Sources/Transforms" -name '*.swift' | sort)

# The standard libraries first, two at a time (each compile is single-threaded).
pids=()
for platform in "${platforms[@]}"; do
    target=$(triple "$platform")
    standard_library "$target" "$cache/$target" > "$cache.$platform.log" 2>&1 &
    pids+=($!)
    if [[ ${#pids[@]} -ge 2 ]]; then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || true; done

# Then each platform's modules (the stubs, Mapping, Transforms), two platforms at a time as
# above; each platform's output goes to its own log, printed in order once all are done. A
# platform's exit status is written by the job itself, so one that did not run counts as failed.
platform_modules() {
    local platform=$1 target dir work
    target=$(triple "$platform")
    dir="$cache/$target"
    if [[ ! -f "$dir/Swift.swiftmodule" ]]; then
        cat "$cache.$platform.log"
        echo "FAIL $platform: the standard library interface does not compile for $target"
        return 1
    fi
    work="$dir/modules"
    rm -rf "$work" && mkdir -p "$work" && cp "$dir"/*.swiftmodule "$work"/
    module "$target" "$work" Darwin "$stubs/Darwin.swift"
    module "$target" "$work" CoreGraphics "$stubs/CoreGraphics.swift"
    module "$target" "$work" Foundation "$stubs/Foundation.swift"
    if [[ "$platform" == macOS ]]; then
        module "$target" "$work" AppKit "$stubs/AppKit.swift"
    else
        module "$target" "$work" UIKit "$stubs/UIKit.swift"
    fi
    # The library's own modules with warnings as errors, as the Linux build has them: a
    # warning only an Apple platform's declarations give (an unused C result) fails here too.
    if module "$target" "$work" Mapping -warnings-as-errors "${mapping_sources[@]}" \
        && module "$target" "$work" Transforms -warnings-as-errors "${transforms_sources[@]}"; then
        echo "ok   $platform: Mapping and Transforms type-check at $target"
    else
        echo "FAIL $platform: see the errors above"
        return 1
    fi
}

pids=()
for platform in "${platforms[@]}"; do
    rm -f "$cache.$platform.modules.status"
    # (The function runs in a subshell of its own with set -e, not in an `||` list, where bash
    # would ignore set -e inside it and a stub that does not compile would go unnoticed.)
    ( set +e; ( set -e; platform_modules "$platform" ) > "$cache.$platform.modules.log" 2>&1
      echo $? > "$cache.$platform.modules.status" ) &
    pids+=($!)
    if [[ ${#pids[@]} -ge 2 ]]; then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || true; done

failed=0
for platform in "${platforms[@]}"; do
    echo "== $platform: $(triple "$platform")"
    cat "$cache.$platform.modules.log" 2> /dev/null || true
    code=$(cat "$cache.$platform.modules.status" 2> /dev/null || echo missing)
    if [[ "$code" != 0 ]]; then
        grep -q "^FAIL $platform" "$cache.$platform.modules.log" \
            || echo "FAIL $platform: the check stopped (exit status $code); see the errors above"
        failed=$((failed + 1))
    fi
done
[[ $failed -eq 0 ]]
