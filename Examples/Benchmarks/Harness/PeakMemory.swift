import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of one row, measured in a fresh child process of this same program.
///
/// `ru_maxrss` is a high-water mark for the whole process, so measuring several contestants in
/// one process would only ever report the largest. Instead the parent starts
/// `mapping-bench --measure-memory "<row>"` once per row; the child prepares the row's input,
/// reads `ru_maxrss` (the baseline: runtime, Foundation and the input), runs the contestant
/// once, and reads it again (the peak). The difference is what the job itself needed at its
/// busiest, results included, since they are alive when the job returns. Both figures are
/// printed: a delta near zero can also mean that preparing peaked higher than the job did.
struct PeakMemory {
    let baselineKilobytes: Int
    let peakKilobytes: Int
    /// The size of the JSON the row reads or writes.
    let inputBytes: Int

    var deltaBytes: Int { max(0, peakKilobytes - baselineKilobytes) * 1024 }

    /// The process's resident-set high-water mark so far, in kilobytes.
    static func currentPeakKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #endif
    }

    /// The marker a child prints, for the parent to read back.
    static let marker = "peak-memory"

    /// In the child: runs `label`'s contestant once and prints the two figures.
    static func reportInChild(label: String, groups: [BenchmarkGroup]) -> Int32 {
        for group in groups {
            for name in group.contestantNames where group.label(of: name) == label {
                do {
                    let prepared = try group.prepare()
                    guard let contestant = prepared.contestants.first(where: { $0.name == name }) else { break }
                    let baseline = currentPeakKilobytes()
                    let result = try contestant.run()
                    let peak = currentPeakKilobytes()
                    print("\(marker) baseline-kb=\(baseline) peak-kb=\(peak) input-bytes=\(prepared.bytes) result=\(result)")
                    return 0
                } catch {
                    print("error: \(error)")
                    return 1
                }
            }
        }
        print("error: no row '\(label)'")
        return 1
    }

    /// In the parent: runs a child for `label` and reads its figures.
    static func measure(label: String) throws -> PeakMemory {
        let process = Process()
        process.executableURL = executableURL()
        process.arguments = ["--measure-memory", label]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = output.split(separator: "\n").first(where: { $0.hasPrefix(marker) })
        else {
            throw MemoryMeasurementError(row: label, output: output)
        }
        var figures: [Substring: Int] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { figures[parts[0]] = value }
        }
        guard let baseline = figures["baseline-kb"], let peak = figures["peak-kb"], let bytes = figures["input-bytes"] else {
            throw MemoryMeasurementError(row: label, output: output)
        }
        return PeakMemory(baselineKilobytes: baseline, peakKilobytes: peak, inputBytes: bytes)
    }

    /// This program's own executable, to start as a child.
    private static func executableURL() -> URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        if let url = Bundle.main.executableURL { return url }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }
}

/// A child process that did not report its peak memory.
struct MemoryMeasurementError: Error, CustomStringConvertible {
    let row: String
    let output: String
    var description: String { "no figures for '\(row)': \(output.prefix(200))" }
}
