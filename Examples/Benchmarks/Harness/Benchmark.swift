/// One contestant of a group: a way of doing the group's job.
///
/// `run` does the whole job once and returns a small number derived from its result (a count,
/// a sum), so the optimiser cannot drop the work; the runner checks that every repetition of a
/// contestant returns the same number.
struct Contestant {
    /// The approach, e.g. `JSONValue`, `JSONSerialization`, `Mapping`, `Codable`.
    let name: String
    /// The time at most this contestant should take, as a fraction of the baseline's
    /// (an issue's target), if there is one.
    let target: Double?
    let run: () throws -> Int

    init(_ name: String, target: Double? = nil, run: @escaping () throws -> Int) {
        self.name = name
        self.target = target
        self.run = run
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
