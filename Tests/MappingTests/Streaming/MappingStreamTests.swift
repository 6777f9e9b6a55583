import Foundation
import Testing
@testable import Mapping

/// Bytes held in memory, handed out one at a time as an `AsyncSequence` (as `URLSession.AsyncBytes`
/// does), optionally failing after some of them.
struct MemoryBytes: AsyncSequence {
    typealias Element = UInt8
    let bytes: [UInt8]
    var failAfter: Int?

    struct SourceError: Error {}

    struct AsyncIterator: AsyncIteratorProtocol {
        let bytes: [UInt8]
        let failAfter: Int?
        var index = 0

        mutating func next() async throws -> UInt8? {
            if let failAfter, index == failAfter { throw SourceError() }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes, failAfter: failAfter) }
}

/// Bytes in two parts, the second held back until the test releases it: a source whose next
/// bytes have not arrived yet. Asked for a byte of the second part before that, it notes that
/// it was and ends the stream at once, so a mapper that waits for more bytes than an element
/// needs fails the test instead of hanging it.
final class HeldBackBytes: AsyncSequence, @unchecked Sendable {  // the state is read and written under `lock`
    typealias Element = UInt8

    private let first: [UInt8]
    private let second: [UInt8]
    private let lock = NSLock()
    private var released = false
    private var asked = false

    init(_ first: String, then second: String) {
        self.first = Array(first.utf8)
        self.second = Array(second.utf8)
    }

    /// Whether a byte of the second part was asked for before ``release()``.
    var askedTooEarly: Bool { lock.withLock { asked } }

    /// Lets the second part through.
    func release() { lock.withLock { released = true } }

    struct AsyncIterator: AsyncIteratorProtocol {
        let source: HeldBackBytes
        var index = 0

        mutating func next() async -> UInt8? {
            if index < source.first.count {
                defer { index += 1 }
                return source.first[index]
            }
            let released = source.lock.withLock {
                if !source.released { source.asked = true }
                return source.released
            }
            guard released, index - source.first.count < source.second.count else { return nil }
            defer { index += 1 }
            return source.second[index - source.first.count]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: self) }
}

/// Bytes that cancel the task reading them when it reaches `cancelAt`, and count how many were
/// read: a source that, like most hand-written ones, never looks at cancellation itself.
final class CancellingBytes: AsyncSequence, @unchecked Sendable {  // one task reads it at a time
    typealias Element = UInt8

    let bytes: [UInt8]
    let cancelAt: Int
    private(set) var read = 0

    init(_ bytes: [UInt8], cancelAt: Int) {
        self.bytes = bytes
        self.cancelAt = cancelAt
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        let source: CancellingBytes

        mutating func next() async -> UInt8? {
            if source.read == source.cancelAt { withUnsafeCurrentTask { $0?.cancel() } }
            guard source.read < source.bytes.count else { return nil }
            defer { source.read += 1 }
            return source.bytes[source.read]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: self) }
}

/// The same bytes in pieces of `size`, as `Data`.
func pieces(_ bytes: [UInt8], size: Int) -> AsyncStream<Data> {
    AsyncStream { continuation in
        for start in stride(from: 0, to: bytes.count, by: size) {
            continuation.yield(Data(bytes[start..<min(start + size, bytes.count)]))
        }
        continuation.finish()
    }
}

/// The async doors: `AsyncSequence`s of bytes or of pieces, mapped as they arrive.
@Suite("Streaming with async/await")
struct MappingStreamTests {
    static let bytes = StreamingArrayTests.bytes

    @Test("bytes and pieces give the models mapped in memory, in every form")
    func sameAsInMemory() async throws {
        let mapper = Mapper<Item>()
        var items: [Item] = []
        for try await item in mapper.mapArray(bytes: MemoryBytes(bytes: Self.bytes), atKeyPath: "data.items") {
            items.append(item)
        }
        #expect(items == StreamingArrayTests.expected)

        for size in [1, 7, 4096] {
            items = []
            for try await item in mapper.mapArrayOrFail(chunks: pieces(Self.bytes, size: size), atKeyPath: "data.items") {
                items.append(item)
            }
            #expect(items == StreamingArrayTests.expected)
        }

        var indices: [Int] = []
        for try await element in mapper.mapArrayWithIssues(bytes: MemoryBytes(bytes: Self.bytes), atKeyPath: "data.items") {
            indices.append(element.index)
            #expect(element.issues.isEmpty)
        }
        #expect(indices == [0, 1, 2])

        // A sequence can be iterated again: each iterator reads the source anew.
        let stream = mapper.mapArrayWithIssues(chunks: pieces(Array(#"[{"id": 1}]"#.utf8), size: 2))
        var count = 0
        for try await _ in stream { count += 1 }
        #expect(count == 1)
    }

    /// An actor that owns the source hands its stream out as `sending`: the stream holds the
    /// source, so it is not `Sendable` itself, and Swift 6 checks that the actor keeps no other
    /// use of it.
    actor Feed {
        let chunks: AsyncStream<Data>
        init(_ chunks: AsyncStream<Data>) { self.chunks = chunks }
        func items() -> sending MappingStream<Item> { Mapper<Item>().mapArray(chunks: chunks, atKeyPath: "data.items") }
    }

    @Test("an actor hands a stream out as sending, and it is iterated outside")
    func anActorSendsItsStream() async throws {
        let feed = Feed(pieces(Self.bytes, size: 16))
        var items: [Item] = []
        for try await item in await feed.items() { items.append(item) }
        #expect(items == StreamingArrayTests.expected)
    }

    @Test("JSON Lines from bytes and from pieces")
    func jsonLines() async throws {
        let text = Array("{\"id\": 1}\nnot json\n{\"id\": 3}\n".utf8)
        var lines: [(Int, Int?)] = []
        for try await line in Mapper<Item>().mapJSONLinesWithIssues(bytes: MemoryBytes(bytes: text)) {
            lines.append((line.line, line.value?.id))
        }
        #expect(lines.map(\.0) == [1, 2, 3])
        #expect(lines.map(\.1) == [1, nil, 3])
        var ids: [Int] = []
        for try await item in Mapper<Item>().mapJSONLines(chunks: pieces(text, size: 5)) { ids.append(item.id) }
        #expect(ids == [1, 3])
        ids = []
        do {
            for try await item in Mapper<Item>().mapJSONLinesOrFail(bytes: MemoryBytes(bytes: text)) { ids.append(item.id) }
            Issue.record("expected the bad line to stop the reading")
        } catch let error as JSONParseError {
            #expect(error.line == 2)
        }
        #expect(ids == [1])
    }

    @Test("errors come after the models before them: invalid JSON, and the source's own")
    func errors() async throws {
        let text = Array(#"[{"id": 1}, {"id": 2}, {"id": 3 x}]"#.utf8)
        var ids: [Int] = []
        do {
            for try await item in Mapper<Item>().mapArray(bytes: MemoryBytes(bytes: text)) { ids.append(item.id) }
            Issue.record("expected an error")
        } catch let error as JSONParseError {
            #expect(error.offset == 32)
            #expect(error.description == "line 1, column 33: expected ',' or '}', found 'x'")
        }
        #expect(ids == [1, 2])

        ids = []
        var iterator = Mapper<Item>().mapArray(bytes: MemoryBytes(bytes: text, failAfter: 15)).makeAsyncIterator()
        do {
            while let item = try await iterator.next() { ids.append(item.id) }
            Issue.record("expected the source's error")
        } catch is MemoryBytes.SourceError {}
        #expect(ids == [1])
        // After an error the iterator is over.
        #expect(try await iterator.next() == nil)

        // A truncated stream ends in an error, not a hang.
        ids = []
        do {
            for try await item in Mapper<Item>().mapArray(chunks: pieces(Array(text.prefix(20)), size: 3)) { ids.append(item.id) }
            Issue.record("expected an error")
        } catch let error as JSONParseError {
            #expect(error.kind == .unexpectedEndOfInput)
        }
        #expect(ids == [1])
    }

    @Test("a cancelled task stops reading: CancellationError, after the models before it, the source left unread")
    func cancellation() async throws {
        // A source that ignores cancellation: megabytes of whitespace after the first element.
        let head = Array(#"[{"id": 1}, {"id": 2}"#.utf8)
        let text = head + Array(repeating: UInt8(ascii: " "), count: 1 << 20) + Array(#", {"id": 3}]"#.utf8)
        for form in ["bytes", "lines"] {
            let source = CancellingBytes(form == "bytes" ? text : Array("{\"id\": 1}\n{\"id\": 2}\n".utf8) + text.dropFirst(head.count),
                                         cancelAt: head.count)
            let outcome = await Task { () -> ([Int], (any Error)?) in
                var ids: [Int] = []
                do {
                    let stream = form == "bytes" ? Mapper<Item>().mapArray(bytes: source) : Mapper<Item>().mapJSONLines(bytes: source)
                    for try await item in stream { ids.append(item.id) }
                    return (ids, nil)
                } catch {
                    return (ids, error)
                }
            }.value
            #expect(outcome.0 == [1, 2], "\(form)")
            #expect(outcome.1 is CancellationError, "\(form): \(String(describing: outcome.1))")
            // At most one more read's worth of the source.
            #expect(source.read < head.count + StreamingOptions().readSize + 1, "\(form)")
        }

        // A source that ends when its task is cancelled (AsyncStream does): the end of the input
        // is the cancellation's, not a document cut short.
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        continuation.yield(Data(#"[{"id": 1}, {"id": 2"#.utf8))
        let outcome = await Task { () -> ([Int], (any Error)?) in
            var ids: [Int] = []
            do {
                for try await item in Mapper<Item>().mapArray(chunks: stream) {
                    ids.append(item.id)
                    withUnsafeCurrentTask { $0?.cancel() }
                }
                return (ids, nil)
            } catch {
                return (ids, error)
            }
        }.value
        continuation.finish()
        #expect(outcome.0 == [1])
        #expect(outcome.1 is CancellationError, "\(String(describing: outcome.1))")
    }

    @Test("a model arrives as soon as its element is complete, before the rest of the stream")
    func modelsArriveAsTheirBytesDo() async throws {
        let source = HeldBackBytes(#"{"data": [{"id": 1}"#, then: #", {"id": 2}]}"#)
        var iterator = Mapper<Item>().mapArray(bytes: source, atKeyPath: "data").makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first?.id == 1)
        #expect(!source.askedTooEarly, "the first model waited for bytes after its element")
        source.release()
        #expect(try await iterator.next()?.id == 2)
        #expect(try await iterator.next() == nil)
    }

    @MainActor
    @Test("iterating from the main actor")
    func fromTheMainActor() async throws {
        var count = 0
        for try await _ in Mapper<Item>().mapArray(bytes: MemoryBytes(bytes: Self.bytes), atKeyPath: "data.items") {
            count += 1
        }
        #expect(count == 3)
    }
}
