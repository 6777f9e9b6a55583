import Foundation

/// The one fuzzing binary's entry points. Every target in Fuzz/ is compiled into one binary
/// (scripts/fuzz.sh builds `.build-fuzz/bin/fuzz`), and the environment variable `FUZZ_TARGET`
/// chooses which target's entry receives libFuzzer's inputs: `FUZZ_TARGET=parser`.
///
/// A new target is a folder `Fuzz/Name/` with a `nameFuzzerTestOneInput` entry, listed here.
let fuzzTargets: [String: @Sendable (UnsafePointer<UInt8>?, Int) -> CInt] = [
    "differential": differentialFuzzerTestOneInput,
    "mapper": mapperFuzzerTestOneInput,
    "parser": parserFuzzerTestOneInput,
    "values": valuesFuzzerTestOneInput,
]

/// The entry `FUZZ_TARGET` names; the process stops, before fuzzing, when it names none.
let selectedFuzzTarget: @Sendable (UnsafePointer<UInt8>?, Int) -> CInt = {
    let known = fuzzTargets.keys.sorted().joined(separator: ", ")
    func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
    guard let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"], !name.isEmpty else {
        stop("FUZZ_TARGET is not set: it names the target to run (\(known))")
    }
    guard let entry = fuzzTargets[name] else {
        stop("FUZZ_TARGET=\(name) is not a fuzz target (\(known))")
    }
    return entry
}()

/// Called by libFuzzer once, before the first input: checks `FUZZ_TARGET` so that a wrong name
/// stops the run at once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    _ = selectedFuzzTarget
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    selectedFuzzTarget(start, count)
}
