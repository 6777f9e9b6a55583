#!/usr/bin/env bash
# Runs `swift test` under one sanitizer, in a build folder of its own, skipping the suites that
# spend seconds to minutes on one thread. Every one of them runs in the plain `swift test`:
#
#   - both sanitizers skip the suites .ci/run lists (deep, large and random inputs, covered under
#     AddressSanitizer by the fuzz targets), and the `mapper` tool's suites (Tests/MapperToolTests:
#     an example program run as a process; the library code it calls is tested in MappingTests);
#   - ThreadSanitizer, which finds races and so needs threads, also skips two long single-threaded
#     suites that touch no shared state: every split point of generated streams
#     (StreamingDifferentialTests) and the float-printing sweeps (ShortestDigitsTests). Both run
#     under AddressSanitizer, which checks their buffers.
#
# Usage: scripts/sanitized-tests.sh thread|address
set -euo pipefail
cd "$(dirname "$0")/.."

heavy='DepthTests|CraftedKeysTests|LargeInputTests|RoundTripPropertyTests|StreamingCorpusTests|MapperToolTests'

case "${1:-}" in
    thread)
        swift test --sanitize=thread --scratch-path .build-ci-tsan \
            --skip "$heavy|StreamingDifferentialTests|ShortestDigitsTests"
        ;;
    address)
        # XCTest's own harness leaks, so leak detection is off; every other ASan check is on.
        ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-ci-asan --skip "$heavy"
        ;;
    *)
        echo "usage: $0 thread|address" >&2
        exit 2
        ;;
esac
