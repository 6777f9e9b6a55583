import Foundation

/// The peak-memory table: selected rows, each measured in a child process (see ``PeakMemory``).
struct MemoryReport {
    let options: Options

    /// Issue 18's bound on peak memory: mapping canada.json with at most 0.75 of what
    /// `JSONDecoder` needs for it (the rows' `job` columns).
    static let bounds = [(row: "decode canada.json :: Mapping", reference: "decode canada.json :: Codable", factor: 0.75)]

    /// Measures the rows `--filter` selects and prints one line each, then checks ``bounds``
    /// (recorded in `ledger`) for the rows measured.
    func run(rows labels: [String], ledger: inout TargetLedger) {
        let selected = labels.filter(options.selects)
        guard !selected.isEmpty else { return }
        print("")
        print("Peak memory: a child process per row prepares the input, then runs the row once (see PeakMemory)")
        print(pad("row", 52) + pad("before", 10, right: true) + pad("peak", 10, right: true)
            + pad("job", 10, right: true) + pad("job/input", 11, right: true))
        print(String(repeating: "-", count: 93))
        var jobs: [String: Int] = [:]
        for label in selected {
            do {
                let memory = try PeakMemory.measure(label: label)
                jobs[label] = memory.deltaBytes
                let ratio = memory.inputBytes > 0 ? Double(memory.deltaBytes) / Double(memory.inputBytes) : 0
                print(pad(label, 52)
                    + pad(megabytes(memory.baselineKilobytes * 1024), 10, right: true)
                    + pad(megabytes(memory.peakKilobytes * 1024), 10, right: true)
                    + pad(megabytes(memory.deltaBytes), 10, right: true)
                    + pad(String(format: "%.1fx", ratio), 11, right: true))
            } catch {
                print(pad(label, 52) + "  \(error)")
            }
            fflush(nil)
        }
        print("before: runtime, Foundation, the prepared input and the code of the program and its libraries,")
        #if os(Linux)
        print("made resident before the job (so no row counts code it runs for the first time); job: peak")
        #else
        print("not made resident here (Linux only), so a job counts code it runs for the first time; job: peak")
        #endif
        print("minus before, the most the job itself held at once (its result included); job/input: that")
        print("over the JSON's size.")
        for bound in Self.bounds {
            guard let job = jobs[bound.row], let reference = jobs[bound.reference], reference > 0 else { continue }
            let ratio = Double(job) / Double(reference)
            let text = "job <= " + String(format: "%.2f", bound.factor) + " of \(bound.reference)'s"
            // Three decimals: a job just over the bound must not print as the bound itself.
            print("\(bound.row): " + String(format: "%.3f", ratio) + " of \(bound.reference)'s job (target: "
                + String(format: "<= %.2f", bound.factor) + (ratio <= bound.factor ? " ok)" : " MISS)"))
            ledger.record("\(bound.row): \(text)", ratio <= bound.factor, measured: String(format: "%.3f", ratio))
        }
    }

    private func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
