import Foundation

/// Prints results as a plain-text table, one group at a time, as they finish.
///
/// Every group's first row is its Foundation baseline; `runs` is the number of timed
/// repetitions per contestant. `÷ base` is the median time divided by
/// the baseline's (below 1 is faster); `speed-up` is its inverse; `target` holds the issues'
/// bounds on the row (see ``Target``), each with `ok` or `MISS`.
struct TablePrinter {
    private let columns: [(title: String, width: Int, leftAligned: Bool)] = [
        ("workload", 34, true),
        ("contestant", 26, true),
        ("runs", 4, false),
        ("median", 10, false),
        ("min - max", 21, false),
        ("MB/s", 9, false),
        ("÷ base", 7, false),
        ("speed-up", 9, false),
        ("target", 30, true),
    ]

    func printHeader() {
        print(line(columns.map(\.title)))
        print(String(repeating: "-", count: columns.reduce(0) { $0 + $1.width + 2 }))
    }

    /// Prints `group`'s rows; `targets` holds each row's `target` cell.
    func print(_ group: GroupResult, targets: [String]) {
        for (index, row) in group.rows.enumerated() {
            let unit = TimeUnit(for: row.statistics.median)
            let ratio = row.ratio.map { String(format: "%.2f", $0) } ?? "1.00"
            let speedUp = row.ratio.map { String(format: 1 / $0 < 1 ? "%.2fx" : "%.1fx", 1 / $0) } ?? ""
            print(line([
                index == 0 ? group.id : "",
                row.contestant,
                index == 0 ? String(group.repetitions) : "",
                unit.format(row.statistics.median),
                unit.format(row.statistics.minimum, bare: true) + " - " + unit.format(row.statistics.maximum),
                String(format: "%.1f", row.megabytesPerSecond),
                ratio,
                speedUp,
                targets[index],
            ]))
        }
        for note in group.notes { print("    note: \(note)") }
    }

    private func line(_ cells: [String]) -> String {
        zip(columns, cells).map { column, cell in
            let padding = String(repeating: " ", count: max(0, column.width - cell.count))
            return column.leftAligned ? cell + padding : padding + cell
        }.joined(separator: "  ")
    }

    private func print(_ text: String) {
        Swift.print(text)
        fflush(nil)
    }
}

/// The unit a duration reads best in.
private struct TimeUnit {
    let scale: Double
    let symbol: String

    init(for seconds: Double) {
        switch seconds {
        case ..<1e-3: (scale, symbol) = (1e6, "µs")
        case ..<1: (scale, symbol) = (1e3, "ms")
        default: (scale, symbol) = (1, "s")
        }
    }

    func format(_ seconds: Double, bare: Bool = false) -> String {
        let value = seconds * scale
        let digits = value < 10 ? 2 : value < 100 ? 1 : 0
        return String(format: "%.\(digits)f", value) + (bare ? "" : " " + symbol)
    }
}
