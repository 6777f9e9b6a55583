import Foundation

// mapping-bench: the library's JSON engine and mapper against Foundation, in one process.
//
//     swift run -c release mapping-bench [--quick] [--repetitions N] [--filter TEXT] [--no-memory]
//
// Rows come in groups that do one job on one input; the first row of a group is Foundation's
// way (JSONSerialization for the engine, Codable for models) and the others are timed against
// it in the same run. See Harness/ for how, Workloads/ for what, Models/ for the models.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { print("mapping-bench: \(message)\n") }
    print(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

let groups = EngineGroups.all() + UserGroups.all() + RecordGroups.all() + CorpusModelGroups.all()
    + ChainedReadGroups.all() + LargeInputGroups.all()

/// The rows whose peak memory is reported: issue 3 asks for canada.json's mapping against
/// JSONDecoder; issue 7 for the large inputs; parsing canada.json gives the engine's own share.
let memoryRows = [
    "parse canada.json :: JSONSerialization", "parse canada.json :: JSONValue",
    "decode canada.json :: Codable", "decode canada.json :: JSONSerialization + casts",
    "decode canada.json :: Mapping",
    "large: 100 MB string :: JSONSerialization", "large: 100 MB string :: JSONValue",
    "large: 1M-element array :: JSONSerialization", "large: 1M-element array :: JSONValue",
    "large: 1M-key object :: JSONSerialization", "large: 1M-key object :: JSONValue",
]

if let row = options.memoryRow {
    exit(PeakMemory.reportInChild(label: row, groups: groups))
}

if let stream = options.streamMeasurement {
    exit(StreamingReport.measureInChild(format: stream.format, path: stream.path))
}

if options.streamingOnly {
    StreamingReport(options: options).run()
    exit(0)
}

if options.placementOnly {
    PlacementReport(options: options).run()
    exit(0)
}

if options.listsRows {
    for group in groups {
        for name in group.contestantNames { print(group.label(of: name)) }
    }
    exit(0)
}

let corpusLocation = Corpus.directory().map { "corpus: \($0.path)" }
    ?? "corpus: ../shared/corpus not found; generated documents of similar shape stand in"
print("mapping-bench: at least \(options.repetitions) repetitions after \(options.warmUps) warm-up(s), medians;"
    + " \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(corpusLocation)
print("÷ base: median time over the group's first row (Foundation); speed-up: its inverse;")
print("target: the issues' bounds on the row (÷ base, MB/s, or times another row's median), each ok or MISS;")
print("MB/s: the JSON's size over the median time.")
print("")

let printer = TablePrinter()
let runner = Runner(options: options)
var ledger = TargetLedger()
printer.printHeader()
for group in groups {
    if let result = runner.run(group) { printer.print(result, targets: ledger.check(result)) }
}

if options.measuresMemory {
    MemoryReport(options: options).run(rows: memoryRows, ledger: &ledger)
}
ledger.printSummary()

if options.runsStreaming && options.selects("stream") {
    StreamingReport(options: options).run()
}
