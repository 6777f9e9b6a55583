import Foundation
import Testing
@testable import Mapping
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `python3 -m http.server` on 127.0.0.1, on a port it picks, serving a folder; stopped when
/// released.
final class LocalHTTPServer {
    let port: Int
    private let process: Process

    /// The `python3` on the `PATH`, if there is one.
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct NotStarted: Error, CustomStringConvertible {
        let output: String
        var description: String { "the HTTP server did not start: \(output)" }
    }

    init(serving folder: URL) throws {
        guard let python = Self.python else { throw NotStarted(output: "no python3") }
        process = Process()
        process.executableURL = python
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // It prints "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ...".
        let found = PortReader(output.fileHandleForReading)
        guard let port = found.wait(seconds: 20) else {
            Self.stop(process)
            throw NotStarted(output: found.text)
        }
        self.port = port
    }

    deinit { Self.stop(process) }

    /// Stops the server. The child inherits the test thread's blocked signals, SIGTERM among
    /// them, so it is killed outright.
    private static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    func url(_ name: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(name)")! }

    /// Reads the server's first output on another thread until it names the port.
    private final class PortReader: @unchecked Sendable {
        // `text` and `port` are written by the reading thread before it signals, and read by
        // the waiting one only after: the semaphore orders them.
        private(set) var text = ""
        private var port: Int?
        private let ready = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while port == nil {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                    if let range = text.range(of: "port "), let end = text[range.upperBound...].firstIndex(of: " ") {
                        port = Int(text[range.upperBound..<end])
                    }
                }
                ready.signal()
            }
        }

        func wait(seconds: Double) -> Int? {
            guard ready.wait(timeout: .now() + seconds) == .success else { return nil }
            return port
        }
    }
}

/// A download whose bytes go to a streaming reader as they arrive, through the delegate.
final class StreamingDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Every callback runs on the session's serial delegate queue, and the test reads the
    // state only after `done` is signalled: the queue and the semaphore order all accesses.
    private let consume: (Data) throws -> Void
    private let finish: () throws -> Void
    private(set) var error: (any Error)?
    private(set) var pieces = 0
    private let done = DispatchSemaphore(value: 0)

    init(consume: @escaping (Data) throws -> Void, finish: @escaping () throws -> Void) {
        self.consume = consume
        self.finish = finish
    }

    /// Downloads `url`, waiting at most `seconds`; throws the reader's error or the transfer's.
    func run(_ url: URL, seconds: Double = 60) throws {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: queue)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: url).resume()
        guard done.wait(timeout: .now() + seconds) == .success else { throw URLError(.timedOut) }
        if let error { throw error }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard error == nil else { return }
        pieces += 1
        do {
            try consume(data)
        } catch {
            self.error = error
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if self.error == nil {
            if let error {
                self.error = error
            } else if let response = task.response as? HTTPURLResponse, response.statusCode != 200 {
                self.error = URLError(.badServerResponse)
            } else {
                do { try finish() } catch { self.error = error }
            }
        }
        done.signal()
    }
}

/// A real HTTP stack: a local server, URLSession, and models mapped while the response arrives.
@Suite("Streaming over HTTP", .serialized,
       .enabled(if: LocalHTTPServer.python != nil, "needs python3 for a local HTTP server (python3 -m http.server)"))
struct StreamingHTTPTests {
    static let items = (0..<20_000).map { index in
        Item(id: index, name: "item \(index) — ü", price: Double(index) / 8, tags: index % 2 == 0 ? ["even"] : nil)
    }

    /// Writes the items as `{"data": [...]}` and as JSON Lines into a new folder.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var array: [UInt8] = Array(#"{"count": 20000, "data": "#.utf8)
        let arrayWriter = Mapper<Item>().arrayWriter(prettyPrint: true) { array.append(contentsOf: $0) }
        try arrayWriter.write(contentsOf: Self.items)
        try arrayWriter.finish()
        array.append(contentsOf: "}\n".utf8)
        try Data(array).write(to: folder.appendingPathComponent("items.json"))
        var lines: [UInt8] = []
        let linesWriter = Mapper<Item>().jsonLinesWriter { lines.append(contentsOf: $0) }
        try linesWriter.write(contentsOf: Self.items)
        try linesWriter.finish()
        try Data(lines).write(to: folder.appendingPathComponent("items.jsonl"))
        return folder
    }

    @Test("a JSON array and JSON Lines over HTTP, mapped as the response arrives")
    func arrayAndLines() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LocalHTTPServer(serving: folder)

        let arrayReader = Mapper<Item>().arrayReaderOrFail(atKeyPath: "data")
        var items: [Item] = []
        let arrayDownload = StreamingDownload(consume: { try arrayReader.read($0) { items.append($0) } },
                                              finish: { try arrayReader.finish { items.append($0) } })
        try arrayDownload.run(server.url("items.json"))
        #expect(items == Self.items)
        #expect(arrayReader.bytesRead > 1_000_000)
        #expect(arrayDownload.pieces > 1)

        let linesReader = Mapper<Item>().jsonLinesReaderWithIssues()
        var lines: [(line: Int, value: Item?, issues: [MappingIssue])] = []
        let linesDownload = StreamingDownload(consume: { try linesReader.read($0) { lines.append($0) } },
                                              finish: { try linesReader.finish { lines.append($0) } })
        try linesDownload.run(server.url("items.jsonl"))
        #expect(lines.map(\.line) == Array(1...20_000))
        #expect(lines.compactMap(\.value) == Self.items)
        #expect(lines.allSatisfy { $0.issues.isEmpty })
    }

    @Test("a response cut short is an error after the models it held")
    func truncatedResponse() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: folder.appendingPathComponent("items.json"))
        try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("half.json"))
        let server = try LocalHTTPServer(serving: folder)

        let reader = Mapper<Item>().arrayReader(atKeyPath: "data")
        var count = 0
        let download = StreamingDownload(consume: { try reader.read($0) { _ in count += 1 } },
                                         finish: { try reader.finish { _ in count += 1 } })
        #expect(throws: JSONParseError.self) { try download.run(server.url("half.json")) }
        #expect(count > 1000 && count < 20_000)
    }

    #if canImport(Darwin)
    static let hasAsyncBytes = true
    #else
    static let hasAsyncBytes = false
    #endif

    @Test("URLSession.bytes(for:) into mapArray(bytes:)",
          .enabled(if: hasAsyncBytes, "URLSession.bytes(for:) is missing from FoundationNetworking on Linux; the delegate test covers it"))
    func asyncBytes() async throws {
        #if canImport(Darwin)
        guard #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) else { return }
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LocalHTTPServer(serving: folder)
        let (bytes, _) = try await URLSession.shared.bytes(from: server.url("items.json"))
        var items: [Item] = []
        for try await item in Mapper<Item>().mapArray(bytes: bytes, atKeyPath: "data") { items.append(item) }
        #expect(items == Self.items)
        #endif
    }
}
