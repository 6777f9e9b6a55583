import Foundation

/// A JSON document to measure with, read from the shared corpus or generated in its place.
struct CorpusDocument {
    /// The file name, e.g. `twitter.json`.
    let name: String
    let data: Data
    /// Whether this is a generated stand-in for a corpus file that was not found.
    let isGenerated: Bool

    /// The note to print under a row that used a generated stand-in, if it did.
    var note: String? {
        isGenerated ? "\(name) not found: a generated document of similar shape (\(data.count) bytes) stands in" : nil
    }
}

/// The three corpus files (`../shared/corpus` next to the package), with generated stand-ins.
///
/// The corpus is looked for relative to the current directory (the package root, under
/// `swift run`) and then relative to this source file (`#filePath`), so the program finds it
/// whichever directory it is started from, as long as the sources are where they were built.
/// `MAPPING_BENCH_CORPUS=<folder>` names the folder instead (a missing one tries the stand-ins).
enum Corpus {
    static let names = ["twitter.json", "citm_catalog.json", "canada.json"]

    /// The corpus folder, or nil when neither place has one.
    static func directory() -> URL? {
        if let override = ProcessInfo.processInfo.environment["MAPPING_BENCH_CORPUS"] {
            let folder = URL(fileURLWithPath: override)
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent("twitter.json").path) ? folder : nil
        }
        let fromCurrentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("../shared/corpus")
        // This file is <root>/Examples/Benchmarks/Corpus/Corpus.swift.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fromSource = packageRoot.appendingPathComponent("../shared/corpus")
        return [fromCurrentDirectory, fromSource].first { candidate in
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent("twitter.json").path)
        }?.standardizedFileURL
    }

    /// The named corpus file, or its generated stand-in.
    static func document(_ name: String) -> CorpusDocument {
        if let directory = directory(),
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        {
            return CorpusDocument(name: name, data: data, isGenerated: false)
        }
        return CorpusDocument(name: name, data: GeneratedCorpus.document(named: name), isGenerated: true)
    }
}
