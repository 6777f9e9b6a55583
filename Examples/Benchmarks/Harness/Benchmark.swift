/// One contestant of a group: a way of doing the group's job.
///
/// `run` does the whole job once and returns a small number derived from its result (a count,
/// a sum), so the optimiser cannot drop the work; the runner checks that every repetition of a
/// contestant returns the same number.
struct Contestant {
    /// The approach, e.g. `JSONValue`, `JSONSerialization`, `Mapping`, `Codable`.
    let name: String
    /// The bounds issues set on this contestant's row, if any.
    let targets: [Target]
    let run: () throws -> Int

    /// A contestant; `target`, when given, bounds its time as a fraction of the baseline's.
    init(_ name: String, target: Double? = nil, targets: [Target] = [], run: @escaping () throws -> Int) {
        self.name = name
        self.targets = (target.map { [Target.ratio($0)] } ?? []) + targets
        self.run = run
    }
}

/// A bound an issue sets on a row, shown in the table's `target` column with `ok` or `MISS`
/// and counted in the summary after the tables, so that one run tells which bounds it meets.
enum Target {
    /// `÷ base` at most this.
    case ratio(Double)
    /// At least this many MB/s.
    case throughput(Double)
    /// The median at most `factor` times that of the row labelled `label` (`group ::
    /// contestant`), timed earlier in the run; `called` names that row in the table.
    case within(Double, of: String, called: String)

    /// The bound as the table shows it, with `ok` or `MISS` for `row`; `met` is nil when the
    /// row it is compared with was not run (filtered out).
    func verdict(for row: RowResult, medians: [String: Double]) -> (text: String, met: Bool?) {
        switch self {
        case .ratio(let bound):
            guard let ratio = row.ratio else { return (String(format: "<= %.2f", bound), nil) }
            return mark(String(format: "<= %.2f", bound), ratio <= bound)
        case .throughput(let bound):
            return mark(String(format: ">= %.0f MB/s", bound), row.megabytesPerSecond >= bound)
        case .within(let factor, let label, let called):
            let text = String(format: "<= %.2fx ", factor) + called
            guard let reference = medians[label] else { return (text + " (not run)", nil) }
            return mark(text, row.statistics.median <= factor * reference)
        }
    }

    /// What the row measured against this bound, for the summary of missed bounds.
    func measured(for row: RowResult, medians: [String: Double]) -> String {
        switch self {
        case .ratio: row.ratio.map { String(format: "%.3f", $0) } ?? "-"
        case .throughput: String(format: "%.0f MB/s", row.megabytesPerSecond)
        case .within(_, let label, _):
            medians[label].map { String(format: "%.3fx", row.statistics.median / $0) } ?? "-"
        }
    }

    private func mark(_ text: String, _ met: Bool) -> (text: String, met: Bool?) {
        (text + (met ? " ok" : " MISS"), met)
    }
}

/// A group of contestants doing the same job on the same input, timed in the same run.
///
/// The first contestant is the baseline (the Foundation way); every other row reports its time
/// divided by the baseline's. Preparing (reading files, generating documents, decoding the
/// models an encoder will write) happens lazily and is never timed, so listing or filtering rows
/// costs nothing and a child process measuring memory prepares only its own group.
struct BenchmarkGroup {
    /// A short stable label, e.g. `parse twitter.json`; filters and memory rows refer to it.
    let id: String
    /// The repetitions to run, given the requested number (large inputs run fewer).
    let repetitions: (Int) -> Int
    /// Names of the contestants, known without preparing.
    let contestantNames: [String]
    /// Reads or generates the input and returns the contestants; with `checksResults`, also
    /// runs each contestant once to check what it produces (skipped when measuring memory, so
    /// that preparing does not raise the high-water mark above the job's own).
    let prepare: (_ checksResults: Bool) throws -> PreparedGroup

    init(
        id: String,
        contestants: [String],
        repetitions: @escaping (Int) -> Int = { $0 },
        prepare: @escaping (_ checksResults: Bool) throws -> PreparedGroup
    ) {
        self.id = id
        self.contestantNames = contestants
        self.repetitions = repetitions
        self.prepare = prepare
    }

    /// The label of one row, as `--filter` and `--measure-memory` see it.
    func label(of contestant: String) -> String { "\(id) :: \(contestant)" }
}

/// A group ready to time: its contestants, baseline first, and what preparing found out.
struct PreparedGroup {
    /// The size of the JSON one run reads or writes, for MB/s: the document's size for parsing
    /// and decoding, the baseline's output size for writing and encoding, times the number of
    /// documents a run handles.
    var bytes: Int
    var contestants: [Contestant]
    /// Remarks for the reader, e.g. a verification that failed or a generated stand-in input.
    var notes: [String] = []
}
