/// The spread of one contestant's timed repetitions.
///
/// The median is the figure to quote: on a small, shared machine a few repetitions land on a
/// busy core, and the median ignores them where a mean would not. Min and max show how noisy
/// the run was; a wide range means the median deserves more repetitions.
struct Statistics {
    let median: Double
    let minimum: Double
    let maximum: Double
    let count: Int

    /// Summarises durations in seconds; nil when there are none.
    init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        count = sorted.count
    }

    /// Throughput of the median run over `bytes` bytes, in MB/s (10^6 bytes).
    func megabytesPerSecond(bytes: Int) -> Double {
        Double(bytes) / 1_000_000 / median
    }
}
