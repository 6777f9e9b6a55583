/// What the command line asked for.
///
/// The arguments are few and flat, so they are read by hand rather than through a parser
/// package (the benchmark, like the library, has no dependencies).
struct Options {
    /// Timed runs per contestant, after the warm-up: at least this many.
    var repetitions = 15
    /// Groups whose fastest contestant would be timed for less than this many seconds in all
    /// run more repetitions (up to ten times as many, within 4 s per group), so that short jobs
    /// get enough samples for a stable median on a noisy machine. Zero under `--quick`.
    var minimumSecondsPerContestant = 0.3
    /// Untimed runs per contestant before the timed ones.
    var warmUps = 2
    /// Whether `--quick` was given: fewer repetitions, for a CI smoke run.
    var quick = false
    /// Only rows whose label contains this text (case-insensitive) run.
    var filter: String?
    /// Whether to measure peak memory in child processes after the timings.
    var measuresMemory = true
    /// Whether to list the rows instead of running them.
    var listsRows = false
    /// Set in a child process: the row whose peak memory to measure (`<group id> :: <contestant>`).
    var memoryRow: String?
    /// Whether to run the streaming report (issue 17) after the tables; off under `--quick`.
    var runsStreaming = true
    /// Whether `--streaming` asked for the streaming report alone.
    var streamingOnly = false
    /// Whether `--placement` asked for the placement report alone.
    var placementOnly = false
    /// The size of each generated streaming file, in MB.
    var streamMegabytes = 1000
    /// Set in a child process: the format (`array` or `lines`) and file to stream once.
    var streamMeasurement: (format: String, path: String)?

    static let usage = """
        usage: mapping-bench [--quick] [--repetitions N] [--filter TEXT] [--no-memory] [--list]
                             [--streaming | --no-streaming] [--stream-megabytes N] [--placement]

          --quick            3 repetitions and 1 warm-up (a CI smoke run; figures are rough)
          --repetitions N    timed repetitions per contestant (default 15; groups of short jobs
                             run more, up to 10x or 4 s a group, for 0.3 s per contestant)
          --filter TEXT      run only the rows whose label contains TEXT, e.g. "canada" or "write"
                             (the Foundation baseline of a selected row always runs too)
          --no-memory        skip the peak-memory table (child processes)
          --list             print the row labels and exit
          --streaming        run only the streaming report: a generated 1 GB file of users (a JSON
                             array, then JSON Lines) mapped streaming against the same data mapped
                             from memory, with peak memory (about a minute; off under --quick)
          --no-streaming     skip the streaming report
          --stream-megabytes N
                             the size of each generated streaming file (default 1000)
          --placement        run only the placement report: citm_catalog.json's tree written and
                             walked right after JSONSerialization's write and in a loop of its own,
                             parsed before and after Foundation's object (a few seconds)
          --measure-memory ROW
                             internal: run ROW once and report ru_maxrss (used by the parent run)
          --measure-stream FORMAT FILE
                             internal: stream FILE once and report time and memory (streaming report)
        """

    /// Reads `arguments` (without the program name).
    init(arguments: [String]) throws(OptionsError) {
        var remaining = arguments[...]
        var explicitRepetitions: Int?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--repetitions", "-n":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                    throw OptionsError("--repetitions needs a positive whole number")
                }
                explicitRepetitions = count
            case "--filter":
                guard let text = remaining.popFirst(), !text.isEmpty else {
                    throw OptionsError("--filter needs some text")
                }
                filter = text
            case "--no-memory":
                measuresMemory = false
            case "--list":
                listsRows = true
            case "--measure-memory":
                guard let row = remaining.popFirst() else { throw OptionsError("--measure-memory needs a row") }
                memoryRow = row
            case "--streaming":
                streamingOnly = true
            case "--no-streaming":
                runsStreaming = false
            case "--placement":
                placementOnly = true
            case "--stream-megabytes":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                    throw OptionsError("--stream-megabytes needs a positive whole number")
                }
                streamMegabytes = count
            case "--measure-stream":
                guard let format = remaining.popFirst(), let path = remaining.popFirst() else {
                    throw OptionsError("--measure-stream needs a format and a file")
                }
                streamMeasurement = (format, path)
            case "--help", "-h":
                throw OptionsError(nil)
            default:
                throw OptionsError("unknown argument '\(argument)'")
            }
        }
        if quick {
            repetitions = 3
            warmUps = 1
            minimumSecondsPerContestant = 0
            runsStreaming = false
        }
        if streamingOnly { runsStreaming = true }
        if let explicitRepetitions { repetitions = explicitRepetitions }
    }

    /// Whether a row label is selected by `--filter`.
    func selects(_ label: String) -> Bool {
        guard let filter else { return true }
        return label.lowercased().contains(filter.lowercased())
    }
}

/// A command line that could not be understood; `message` is nil when help was asked for.
struct OptionsError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
