import Foundation
import Mapping

/// Issue 17's figures: a generated file of about 1 GB of users (a JSON array, then JSON Lines)
/// mapped streaming, against mapping the same data held in memory.
///
/// For each format the report writes the file with the library's streaming writer into a
/// temporary folder (removed after), then:
/// - maps 64 MB of the same users from memory, as a program that holds its data in chunks
///   would: arrays of 1,000 users, each mapped by `mapArray(JSONData:)`; for JSON Lines, one
///   `map(JSONData:)` per line. Median of three runs.
/// - maps the whole file streaming (`mapArray(contentsOf:)`, `mapJSONLines(contentsOf:)`) in a
///   child process, three times: the median time, and the most memory any run held above the
///   child's resident size before it started (see ``PeakMemory``).
///
/// The issue's bounds: streaming at least 0.70 of the in-memory throughput, and at most 64 MB
/// of memory above the baseline.
struct StreamingReport {
    let options: Options

    /// The marker a child prints, for the parent to read back.
    static let marker = "stream-figures"

    func run() {
        let megabytes = options.streamMegabytes
        print("")
        print("Streaming (issue 17): \(megabytes) MB of users per format, written to a temporary folder and removed after")
        print(pad("row", 58) + pad("time", 10, right: true) + pad("MB/s", 9, right: true)
            + pad("÷ memory", 10, right: true) + pad("job memory", 12, right: true) + pad("target", 22, right: true))
        print(String(repeating: "-", count: 121))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for lines in [false, true] {
                try measure(lines: lines, megabytes: megabytes, in: folder)
            }
        } catch {
            print("streaming report failed: \(error)")
        }
        print("time: the median of three runs; MB/s: the file's (or the sample's) size over it; ÷ memory: streaming")
        print("MB/s over in-memory MB/s (higher is better); job memory: the most a streaming run held above its")
        print("process's resident size before it started, in a child process per run.")
    }

    private func measure(lines: Bool, megabytes: Int, in folder: URL) throws {
        let name = lines ? "JSON Lines" : "array"
        let file = folder.appendingPathComponent(lines ? "users.jsonl" : "users.json")
        defer { try? FileManager.default.removeItem(at: file) }

        let (written, writeSeconds) = try Stopwatch.seconds {
            try StreamDocuments.write(to: file, bytes: megabytes * 1_000_000, lines: lines)
        }
        print(pad("\(name): write \(written.users) users (\(lines ? "jsonLinesWriter" : "arrayWriter"))", 58)
            + pad(seconds(writeSeconds), 10, right: true) + pad(rate(written.bytes, writeSeconds), 9, right: true))
        fflush(nil)

        // The same users, from memory.
        let sampleBytes = min(64_000_000, written.bytes)
        let memory = lines ? try StreamDocuments.lines(bytes: sampleBytes) : try StreamDocuments.chunks(bytes: sampleBytes, perChunk: 1000)
        let memoryBytes = memory.reduce(0) { $0 + $1.count + (lines ? 1 : 0) }
        let mapper = Mapper<User>()
        var memorySeconds: [Double] = []
        var memoryCount = 0
        for _ in 0..<3 {
            let (count, seconds) = try Stopwatch.seconds { () throws -> Int in
                var count = 0
                for data in memory {
                    if lines {
                        count += try mapper.map(JSONData: data).orThrow("map(JSONData:)").age > 0 ? 1 : 0
                    } else {
                        count += try mapper.mapArray(JSONData: data).orThrow("mapArray(JSONData:)").count
                    }
                }
                return count
            }
            memoryCount = count
            memorySeconds.append(seconds)
        }
        let memoryMedian = memorySeconds.sorted()[1]
        let memoryRate = Double(memoryBytes) / memoryMedian
        print(pad("\(name): map \(memoryBytes / 1_000_000) MB from memory, \(lines ? "by line" : "in chunks")", 58)
            + pad(seconds(memoryMedian), 10, right: true) + pad(rate(memoryBytes, memoryMedian), 9, right: true)
            + pad("1.00", 10, right: true))
        fflush(nil)

        // Streaming, in child processes.
        var runs: [(seconds: Double, jobBytes: Int, users: Int)] = []
        for _ in 0..<3 {
            runs.append(try child(lines: lines, file: file))
        }
        let median = runs.map(\.seconds).sorted()[1]
        let job = runs.map(\.jobBytes).max() ?? 0
        let streamRate = Double(written.bytes) / median
        let ratio = streamRate / memoryRate
        let usersAgree = runs.allSatisfy { $0.users == written.users }
        print(pad("\(name): stream the file (\(lines ? "mapJSONLines" : "mapArray")(contentsOf:))", 58)
            + pad(seconds(median), 10, right: true) + pad(rate(written.bytes, median), 9, right: true)
            + pad(String(format: "%.2f", ratio), 10, right: true)
            + pad(String(format: "%.1f MB", Double(job) / 1_000_000), 12, right: true)
            + pad("≥ 0.70, ≤ 64 MB " + (ratio >= 0.7 && job <= 64_000_000 ? "met" : "MISSED"), 22, right: true))
        if !usersAgree { print("  note: a streaming run mapped \(runs.map(\.users)) users, not \(written.users)") }
        if memoryCount == 0 { print("  note: nothing mapped from memory") }
        fflush(nil)
    }

    /// Runs one streaming pass in a child process and reads its figures.
    private func child(lines: Bool, file: URL) throws -> (seconds: Double, jobBytes: Int, users: Int) {
        let process = Process()
        process.executableURL = PeakMemory.executableURL()
        process.arguments = ["--measure-stream", lines ? "lines" : "array", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let line = output.split(separator: "\n").first(where: { $0.hasPrefix(Self.marker) })
        else {
            throw MemoryMeasurementError(row: "stream \(lines ? "lines" : "array")", output: output)
        }
        var figures: [Substring: Substring] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { figures[parts[0]] = parts[1] }
        }
        guard let baseline = figures["baseline-kb"].flatMap({ Int($0) }), let peak = figures["peak-kb"].flatMap({ Int($0) }),
              let seconds = figures["seconds"].flatMap({ Double($0) }), let users = figures["users"].flatMap({ Int($0) })
        else {
            throw MemoryMeasurementError(row: "stream \(lines ? "lines" : "array")", output: output)
        }
        return (seconds, max(0, peak - baseline) * 1024, users)
    }

    /// In the child: maps the file once, streaming, and prints the figures.
    static func measureInChild(format: String, path: String) -> Int32 {
        let baseline = PeakMemory.startMeasuring()
        let mapper = Mapper<User>()
        var users = 0
        var check = 0
        do {
            let (_, seconds) = try Stopwatch.seconds {
                if format == "lines" {
                    try mapper.mapJSONLines(contentsOfFile: path) { user in
                        users += 1
                        check &+= user.age &+ user.nickname.utf8.count
                    }
                } else {
                    try mapper.mapArray(contentsOfFile: path) { user in
                        users += 1
                        check &+= user.age &+ user.nickname.utf8.count
                    }
                }
            }
            let peak = PeakMemory.current().peak
            print("\(marker) baseline-kb=\(baseline) peak-kb=\(peak) seconds=\(seconds) users=\(users) check=\(check)")
            return 0
        } catch {
            print("error: \(error)")
            return 1
        }
    }

    private func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    private func rate(_ bytes: Int, _ seconds: Double) -> String { String(format: "%.0f", Double(bytes) / seconds / 1_000_000) }
}
