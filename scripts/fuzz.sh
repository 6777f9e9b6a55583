#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a given time on its seed corpus.
#
# Usage: scripts/fuzz.sh [TARGET|all] [seconds per target]   (default: all 60)
#
# A target NAME is a folder Fuzz/Name/ (its entry point and checks) with seeds in
# Fuzz/Corpus/name/; `all` runs every such target (parser, differential, ...). See Fuzz/README.md.
# All the targets are compiled once, with swiftc, into one binary, .build-fuzz/bin/fuzz: every
# Swift file under Fuzz/ together with the library's sources (one module, so internal API is
# reachable), instrumented for libFuzzer and AddressSanitizer; the environment variable
# FUZZ_TARGET picks the target that runs (Fuzz/Main/FuzzMain.swift). A target runs on the seeds
# in Fuzz/Corpus/<target>/ (read only); new corpus entries go to a temporary folder, deleted
# afterwards unless FUZZ_KEEP_CORPUS=1. A failing input is saved under
# .build-fuzz/artifacts/<target>/ and the script exits non-zero.
#
# Environment: FUZZ_PARALLEL (default: the number of cores) targets run at once; FUZZ_OPT
# (default -O) is the optimisation level; extra libFuzzer flags can
# follow in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-jobs=2 -workers=2").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

target=${1:-all}
seconds=${2:-60}
known=()
for corpus in Fuzz/Corpus/*/; do
    name=$(basename "$corpus")
    if [[ -d "Fuzz/${name^}" ]]; then known+=("$name"); fi
done
if [[ "$target" == all ]]; then
    targets=()
    for name in "${known[@]}"; do
        # FUZZ_SKIP: targets left out of `all` (space-separated), e.g. one with an open finding.
        if [[ " ${FUZZ_SKIP:-} " != *" $name "* ]]; then targets+=("$name"); fi
    done
elif [[ " ${known[*]} " == *" $target "* ]]; then
    targets=("$target")
else
    echo "usage: $0 [$(IFS='|'; echo "${known[*]}")|all] [seconds]" >&2
    exit 2
fi

out="$root/.build-fuzz"
mkdir -p "$out/bin"
mapfile -t library < <(find Sources/Mapping -name '*.swift' | sort)
mapfile -t fuzz_sources < <(find Fuzz -name '*.swift' | sort)

# Targets run FUZZ_PARALLEL at a time (default: the number of cores): a fuzzer keeps one core
# busy, so two cores halve the wall time. The one whole-module build before them spreads its
# code generation over as many threads.
parallel=${FUZZ_PARALLEL:-$(nproc 2> /dev/null || echo 1)}

echo "== building the fuzzing binary (${#fuzz_sources[@]} files under Fuzz/, every target)"
rm -f "$out/bin/fuzz"
if ! swiftc -sanitize=fuzzer,address -parse-as-library ${FUZZ_OPT:--O} -g -use-ld=lld \
    -swift-version 6 -module-name Mapping -package-name Mapping -num-threads "$parallel" \
    "${library[@]}" "${fuzz_sources[@]}" \
    -o "$out/bin/fuzz"; then
    echo "== the fuzzing binary does not build" >&2
    exit 1
fi

# Runs one target; its output lines are prefixed with its name, since targets run side by side.
run_target() {
    local name=$1
    local corpus
    corpus=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-$name.XXXXXX")
    if [[ "${FUZZ_KEEP_CORPUS:-0}" == 1 ]]; then
        echo "== new corpus entries are kept in $corpus"
    fi
    local artifacts="$out/artifacts/$name"
    mkdir -p "$artifacts"
    echo "== fuzzing '$name' for $seconds s"
    local code=0
    # Swift's runtime keeps metadata caches alive until exit, which LeakSanitizer reports; the
    # Swift backtracer would symbolicate for minutes: libFuzzer prints the stack it needs.
    FUZZ_TARGET=$name SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/bin/fuzz" \
        -max_len=200000 -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 \
        -dict=Fuzz/json.dict -print_final_stats=1 \
        -artifact_prefix="$artifacts/" ${FUZZ_FLAGS:-} \
        "$corpus" "Fuzz/Corpus/$name" || code=$?
    if [[ "${FUZZ_KEEP_CORPUS:-0}" != 1 ]]; then rm -rf "$corpus"; fi
    if [[ $code -ne 0 ]]; then
        echo "== fuzz target '$name' FAILED (exit $code); the input is in $artifacts/" >&2
        return 1
    fi
    echo "== fuzz target '$name' ran $seconds s clean"
}

status=0
running=0
for name in "${targets[@]}"; do
    if (( running >= parallel )); then
        wait -n || status=1
        running=$(( running - 1 ))
    fi
    ( set +e; run_target "$name" 2>&1 | sed -u "s/^/[$name] /"; exit "${PIPESTATUS[0]}" ) &
    running=$(( running + 1 ))
done
while (( running > 0 )); do
    wait -n || status=1
    running=$(( running - 1 ))
done
exit $status
