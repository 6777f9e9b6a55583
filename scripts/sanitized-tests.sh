#!/usr/bin/env bash
# Runs `swift test` under one sanitizer, in a build folder of its own, skipping the suites that
# spend minutes on one thread (they run in the plain `swift test`; see .ci/run for why each is
# covered under AddressSanitizer by the fuzz targets instead).
#
# Usage: scripts/sanitized-tests.sh thread|address
set -euo pipefail
cd "$(dirname "$0")/.."

heavy='DepthTests|CraftedKeysTests|LargeInputTests|RoundTripPropertyTests|StreamingCorpusTests'

case "${1:-}" in
    thread)
        swift test --sanitize=thread --scratch-path .build-ci-tsan --skip "$heavy"
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
