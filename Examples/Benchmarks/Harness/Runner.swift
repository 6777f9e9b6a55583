/// The timed result of one row.
struct RowResult {
    let contestant: String
    let statistics: Statistics
    let megabytesPerSecond: Double
    /// Median time divided by the baseline's median; nil for the baseline itself.
    let ratio: Double?
    let targets: [Target]
}

/// The timed result of one group.
struct GroupResult {
    let id: String
    /// Timed repetitions per contestant.
    var repetitions = 0
    let rows: [RowResult]
    let notes: [String]
}

/// Runs groups: prepares each, warms every contestant up, then times the repetitions.
///
/// Contestants are interleaved within a repetition, so a noisy stretch on a shared core falls
/// on all of them alike instead of on whichever ran then. Each repetition takes them in an
/// order of its own, shuffled from a seed (the same on every run): in a fixed rotation (A B C,
/// B C A, C A B) each contestant nearly always ran right after the same one, and paid for the
/// state that one left. Mapping's records row, always after JSONSerialization's 40 MB of
/// freed objects, measured 0.22-0.23 of Codable where it measures 0.19 run on its own.
struct Runner {
    let options: Options

    /// Times the selected rows of `group`; nil when `--filter` selects none of them.
    func run(_ group: BenchmarkGroup) -> GroupResult? {
        let selected = group.contestantNames.filter { options.selects(group.label(of: $0)) }
        guard !selected.isEmpty else { return nil }

        let prepared: PreparedGroup
        do {
            prepared = try group.prepare(true)
        } catch {
            return GroupResult(id: group.id, rows: [], notes: ["could not prepare: \(error)"])
        }
        var notes = prepared.notes
        let contestants = prepared.contestants.enumerated()
            .filter { $0.offset == 0 || selected.contains($0.element.name) }
            .map(\.element)
        guard !contestants.isEmpty else { return nil }

        var samples = Array(repeating: [Double](), count: contestants.count)
        var results = Array(repeating: Int?.none, count: contestants.count)
        var failed = Array(repeating: false, count: contestants.count)

        var warmUpSeconds = Array(repeating: Double.infinity, count: contestants.count)
        func runOnce(_ index: Int, timed: Bool) {
            guard !failed[index] else { return }
            do {
                let (result, seconds) = try Stopwatch.seconds(contestants[index].run)
                if let earlier = results[index], earlier != result {
                    notes.append("\(contestants[index].name): repetitions disagree (\(earlier) then \(result))")
                }
                results[index] = result
                if timed { samples[index].append(seconds) } else { warmUpSeconds[index] = min(warmUpSeconds[index], seconds) }
            } catch {
                failed[index] = true
                notes.append("\(contestants[index].name) failed: \(error)")
            }
        }

        for _ in 0..<options.warmUps {
            for index in contestants.indices { runOnce(index, timed: false) }
        }
        let repetitions = group.repetitions(repetitionCount(warmUps: warmUpSeconds))
        var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: group.id.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        for _ in 0..<repetitions {
            for index in contestants.indices.shuffled(using: &generator) { runOnce(index, timed: true) }
        }

        let bytes = prepared.bytes
        let baseline = Statistics(samples[0])
        let rows = contestants.indices.compactMap { index -> RowResult? in
            guard let statistics = Statistics(samples[index]) else { return nil }
            let ratio = index == 0 ? nil : baseline.map { statistics.median / $0.median }
            return RowResult(
                contestant: contestants[index].name,
                statistics: statistics,
                megabytesPerSecond: statistics.megabytesPerSecond(bytes: bytes),
                ratio: ratio,
                targets: contestants[index].targets
            )
        }
        return GroupResult(id: group.id, repetitions: repetitions, rows: rows, notes: notes)
    }

    /// The requested repetitions, or more when the fastest contestant's warm-up shows they would
    /// add up to less than the minimum time: at most ten times as many, and no more than fit in
    /// a budget of 4 s for the whole group (so a slow baseline does not drag on for minutes).
    private func repetitionCount(warmUps seconds: [Double]) -> Int {
        let requested = options.repetitions
        guard let fastest = seconds.min(), fastest > 0, fastest.isFinite, options.minimumSecondsPerContestant > 0 else {
            return requested
        }
        let perRepetition = seconds.reduce(0, +)
        let needed = (options.minimumSecondsPerContestant / fastest).rounded(.up)
        let affordable = min(Double(requested * 10), (4 / perRepetition).rounded(.down))
        return Int(max(Double(requested), min(needed, affordable)))
    }
}
