/// The bounds of one run: each row's median by label (for bounds relative to another row) and
/// every bound checked, for the summary printed after the tables.
struct TargetLedger {
    private(set) var medians: [String: Double] = [:]
    private var met = 0
    private var missed: [String] = []
    private var unchecked: [String] = []

    /// Records `group`'s medians and checks its rows' bounds; returns each row's `target` cell.
    mutating func check(_ group: GroupResult) -> [String] {
        for row in group.rows { medians["\(group.id) :: \(row.contestant)"] = row.statistics.median }
        return group.rows.map { row in
            row.targets.map { target in
                let (text, verdict) = target.verdict(for: row, medians: medians)
                record("\(group.id) :: \(row.contestant): \(text)", verdict,
                       measured: target.measured(for: row, medians: medians))
                return text
            }.joined(separator: ", ")
        }
    }

    /// Records a bound checked outside the timing table (peak memory).
    mutating func record(_ description: String, _ verdict: Bool?, measured: String) {
        switch verdict {
        case true?: met += 1
        case false?: missed.append("\(description) (measured \(measured))")
        case nil: unchecked.append(description)
        }
    }

    /// One line with the count of bounds met, then one per bound missed or not checkable.
    func printSummary() {
        let checked = met + missed.count
        guard checked + unchecked.count > 0 else { return }
        print("")
        print("Targets in this run: \(met) of \(checked) met" + (missed.isEmpty ? "." : "; missed:"))
        for line in missed { print("  \(line)") }
        for line in unchecked { print("  not checked (its reference row was not run): \(line)") }
    }
}
