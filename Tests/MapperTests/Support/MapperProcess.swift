import Foundation
import Testing

/// Runs the built `mapper` executable as a separate process, as a user would.
///
/// The test target depends on nothing: `swift test` builds every target of the package, so
/// the tool sits in the same build folder as the test bundle (`<scratch>/debug/mapper` beside
/// `<scratch>/debug/MappingPackageTests.xctest`). The binary is found by walking up from the
/// test executable until a folder holds an executable named `mapper`; setting `MAPPER_BINARY`
/// to a path overrides the search.
enum MapperProcess {
    /// What a run printed and how it ended.
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The tool's path, or `nil` when it cannot be found.
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["MAPPER_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let starts = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map { $0.bundleURL }
        for start in starts.compactMap({ $0 }) {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("mapper")
                if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `mapper` with `arguments`, feeding `input` on standard input (empty when `nil`).
    static func run(_ arguments: [String], input: String? = nil) throws -> Outcome {
        let binary = try #require(binary, "the mapper executable was not found; build it or set MAPPER_BINARY")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("stdin")
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try Data((input ?? "").utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `mapper` with the arguments given one by one.
    static func run(_ arguments: String..., input: String? = nil) throws -> Outcome {
        try run(arguments, input: input)
    }
}

/// The sample documents kept in `Tests/MapperTests/Samples`.
enum Samples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    /// The path of the sample `name` (`"people.json"`).
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The path of a corpus document beside the repository (`../shared/corpus`), if present.
    static func corpus(_ name: String) -> String? {
        let path = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/\(name)").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
