import Foundation
import Testing
import TestSupport

/// Runs the built `mapper` executable as a separate process, as a user would.
///
/// The test target depends on the `mapper` executable target, so SwiftPM builds the tool before
/// the tests, into the same build products folder as the test bundle (`<scratch>/debug/mapper`
/// beside `<scratch>/debug/MappingPackageTests.xctest`). Setting `MAPPER_BINARY` to a path
/// overrides that.
enum MapperProcess {
    /// What a run printed and how it ended.
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The tool's path, or `nil` when it is not where it should be.
    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["MAPPER_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        guard let products = productsFolder else { return nil }
        let candidate = products.appendingPathComponent("mapper")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    /// The build products folder: the one that holds the `.xctest` bundle these tests run in.
    ///
    /// The running executable is the bundle itself (Linux) or sits inside it
    /// (`MappingPackageTests.xctest/Contents/MacOS/` on macOS), and on macOS the bundle is also
    /// among `Bundle.allBundles`.
    static let productsFolder: URL? = {
        let starts = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map { $0.bundleURL }
        for start in starts.compactMap({ $0?.resolvingSymlinksInPath() }) {
            if let bundle = start.pathComponents.lastIndex(where: { $0.hasSuffix(".xctest") }) {
                return URL(fileURLWithPath: NSString.path(withComponents: Array(start.pathComponents[..<bundle])),
                           isDirectory: true)
            }
        }
        return nil
    }()

    /// Runs `mapper` with `arguments`, feeding `input` on standard input (empty when `nil`),
    /// with `environment` added to the tests' own. Standard input is a file, or with
    /// `throughPipe` a pipe, which (unlike a file) can be read only once.
    static func run(_ arguments: [String], input: String? = nil, throughPipe: Bool = false,
                    environment: [String: String] = [:]) throws -> Outcome {
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
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if throughPipe {
            // Filled and closed for writing before the tool starts: the input fits the pipe's
            // buffer, and the tool sees its end after it.
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: Data((input ?? "").utf8))
            try pipe.fileHandleForWriting.close()
            process.standardInput = pipe.fileHandleForReading
        } else {
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        }
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

/// The sample documents kept in `Tests/MapperToolTests/Samples`.
enum Samples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    /// The path of the sample `name` (`"people.json"`).
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The path of a corpus document beside the repository (`../shared/corpus`), if present.
    static func corpus(_ name: String) -> String? {
        SharedFiles.exists("corpus/\(name)") ? SharedFiles.url("corpus/\(name)").path : nil
    }
}
