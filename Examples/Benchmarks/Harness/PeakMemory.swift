import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of one row, measured in a fresh child process of this same program.
///
/// A high-water mark covers a whole process, so measuring several contestants in one process
/// would only ever report the largest. Instead the parent starts
/// `mapping-bench --measure-memory "<row>"` once per row. The child prepares the row's input
/// (without the result checks, which would run every contestant), returns the memory that
/// preparing freed to the system (`malloc_trim`, so the job cannot reuse it unseen), takes its
/// resident size as the baseline, runs the contestant once and reads the high-water mark: the difference is the
/// most the job held at once, its result included (alive when the job returns).
///
/// On Linux the figures come from `/proc/self/status` (`VmRSS`, `VmHWM`), and the high-water
/// mark is reset after preparing by writing `5` to `/proc/self/clear_refs`. `getrusage`'s
/// `ru_maxrss` would be the same measure, but Linux carries it across `fork`/`exec`, so a child
/// starts with its parent's peak (tens of MB after the timings) and small jobs read as zero.
/// Elsewhere `ru_maxrss` is used, and the note under the table says so.
struct PeakMemory {
    let baselineKilobytes: Int
    let peakKilobytes: Int
    /// The size of the JSON the row reads or writes.
    let inputBytes: Int

    var deltaBytes: Int { max(0, peakKilobytes - baselineKilobytes) * 1024 }

    /// The resident size now and the high-water mark since the last reset, in kilobytes.
    static func current() -> (resident: Int, peak: Int) {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            func field(_ name: String) -> Int? {
                status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                    .flatMap { Int($0.dropFirst(name.count + 1).filter(\.isNumber)) }
            }
            if let resident = field("VmRSS"), let peak = field("VmHWM") { return (resident, peak) }
        }
        #endif
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let peak = Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF, &usage)
        let peak = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #endif
        return (peak, peak)
    }

    /// Returns freed heap pages to the system: glibc's `malloc_trim(0)`, looked up at run time
    /// because the Glibc module does not export it.
    static func releaseFreedMemory() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }

    /// Makes ready to measure a job and returns the baseline, in kilobytes: makes the code
    /// resident (``makeCodeResident()``), hands what preparing freed back to the system (or the
    /// job would reuse it unseen), and lowers the high-water mark to the resident size.
    static func startMeasuring() -> Int {
        makeCodeResident()
        releaseFreedMemory()
        return resetPeak() ? current().resident : current().peak
    }

    /// Reads one byte of every page of the program's read-only file mappings (its code and
    /// constants, and the libraries'), so that a job's figure is the memory it holds, not the
    /// code it runs for the first time.
    ///
    /// Without it, the rows were not measured alike: preparing a row already runs much of
    /// Foundation's code, so `JSONDecoder`'s job found its code resident, while the library's
    /// decode paged in about 0.6 MB of this program's code (the code mapping's resident size
    /// grew by that much during the job; `JSONDecoder`'s by under 0.1 MB). Code pages are
    /// shared with the file and the same whatever the input's size. Linux only (from
    /// `/proc/self/maps`); elsewhere nothing is touched and the note under the table says so.
    static func makeCodeResident() {
        #if os(Linux)
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var sum: UInt8 = 0
        for line in maps.split(separator: "\n") {
            // start-end perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1].hasPrefix("r-"), fields[5].trimmingCharacters(in: .whitespaces).hasPrefix("/") else {
                continue
            }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) else { continue }
            var address = start
            while address < end {
                if let byte = UnsafePointer<UInt8>(bitPattern: address) { sum &+= byte.pointee }
                address += UInt(page)
            }
        }
        touchedSum = sum
        #endif
    }

    /// Where ``makeCodeResident()`` leaves what it read, so that the reads are not optimized away.
    nonisolated(unsafe) static var touchedSum: UInt8 = 0

    /// Lowers the high-water mark to the current resident size, where the system allows it.
    static func resetPeak() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
        #else
        return false
        #endif
    }

    /// The marker a child prints, for the parent to read back.
    static let marker = "peak-memory"

    /// In the child: runs `label`'s contestant once and prints the two figures.
    static func reportInChild(label: String, groups: [BenchmarkGroup]) -> Int32 {
        for group in groups {
            for name in group.contestantNames where group.label(of: name) == label {
                do {
                    let prepared = try group.prepare(false)
                    guard let contestant = prepared.contestants.first(where: { $0.name == name }) else { break }
                    let baseline = startMeasuring()
                    let result = try contestant.run()
                    let peak = current().peak
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
    static func executableURL() -> URL {
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
