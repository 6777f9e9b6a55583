import Foundation

/// The peak-memory table: selected rows, each measured in a child process (see ``PeakMemory``).
struct MemoryReport {
    let options: Options

    /// Measures the rows `--filter` selects and prints one line each.
    func run(rows labels: [String]) {
        let selected = labels.filter(options.selects)
        guard !selected.isEmpty else { return }
        print("")
        print("Peak memory: a child process per row prepares the input, then runs the row once (see PeakMemory)")
        print(pad("row", 52) + pad("before", 10, right: true) + pad("peak", 10, right: true)
            + pad("job", 10, right: true) + pad("job/input", 11, right: true))
        print(String(repeating: "-", count: 93))
        for label in selected {
            do {
                let memory = try PeakMemory.measure(label: label)
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
        print("before: runtime, Foundation and the prepared input; job: peak minus before, the most the")
        print("job itself held at once (its result included); job/input: that over the JSON's size.")
    }

    private func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
