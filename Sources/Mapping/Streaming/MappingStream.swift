import Foundation

/// The models of a stream, as an `AsyncSequence` that maps each element as soon as its last
/// byte arrives.
///
/// Made by ``Mapper/mapArray(bytes:atKeyPath:options:)``, ``Mapper/mapJSONLines(bytes:options:)``,
/// their `chunks:` forms for sequences of `Data` or `[UInt8]`, and their `WithIssues` and
/// `OrFail` twins:
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: url)
/// for try await user in Mapper<User>().mapArray(bytes: bytes, atKeyPath: "data.items") {
///     print(user.name)
/// }
/// ```
///
/// Iteration throws after every element before the error has been delivered:
/// ``JSONParseError`` for invalid JSON (with its offset, line and column in the whole stream),
/// ``MapError`` for what the form does not accept, or the source's own error. When the iterating
/// task is cancelled, iteration throws `CancellationError` before it reads more of the source
/// (a source that ends when cancelled, as `AsyncStream` does, is not taken for a document cut
/// short). Each iterator reads the source anew.
///
/// A stream holds its source, which need not be `Sendable`, so the stream is not `Sendable`
/// either. To hand one out of an actor, return it as `sending` (Swift checks that the actor
/// keeps no other use of it), or make it where it is iterated:
///
/// ```swift
/// actor Feed {
///     let chunks: AsyncStream<Data>
///     func items() -> sending MappingStream<Item> { Mapper<Item>().mapArray(chunks: chunks) }
/// }
/// ```
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct MappingStream<Element>: AsyncSequence {
    @usableFromInline let makeEngine: () -> StreamEngine<Element>
    /// Makes the function that adds the next input to an engine, or ends its input.
    @usableFromInline let makeFeed: () -> (StreamEngine<Element>) async throws -> Void

    @inlinable
    init(engine: @escaping () -> StreamEngine<Element>, feed: @escaping () -> (StreamEngine<Element>) async throws -> Void) {
        makeEngine = engine
        makeFeed = feed
    }

    /// An iterator that reads the source and maps as it goes.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(engine: makeEngine(), feed: makeFeed())
    }

    /// Reads the source and maps as it goes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        @usableFromInline let engine: StreamEngine<Element>
        @usableFromInline let feed: (StreamEngine<Element>) async throws -> Void
        /// Whether an error was thrown: the iteration is over.
        private var failed = false

        @usableFromInline
        init(engine: StreamEngine<Element>, feed: @escaping (StreamEngine<Element>) async throws -> Void) {
            self.engine = engine
            self.feed = feed
        }

        /// The next element, reading as much of the source as it takes; `nil` at the end, and
        /// after an error.
        public mutating func next() async throws -> Element? {
            guard !failed else { return nil }
            do {
                while true {
                    if let element = try engine.nextElement() { return element }
                    if engine.isFinished { return nil }
                    if engine.inputEnded { throw MapError(stream: "the stream stopped without an end") }
                    // A cancelled task stops here, whether or not the source looks at cancellation;
                    // a source that ends because of it has not ended the document.
                    try Task.checkCancellation()
                    try await feed(engine)
                    try Task.checkCancellation()
                }
            } catch {
                failed = true
                throw error
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension MappingStream {
    /// Feeds bytes from an `AsyncSequence` of bytes, handing them on at each byte that may end
    /// an element (`boundary` or `otherBoundary`), so an element is mapped as soon as it is
    /// complete, or every `size` bytes.
    @inlinable
    static func feed<Bytes: AsyncSequence>(bytes: Bytes, boundary: UInt8, otherBoundary: UInt8, size: Int)
        -> () -> (StreamEngine<Element>) async throws -> Void where Bytes.Element == UInt8 {
        {
            var iterator = bytes.makeAsyncIterator()
            var pending: [UInt8] = []
            pending.reserveCapacity(size)
            return { engine in
                pending.removeAll(keepingCapacity: true)
                while let byte = try await iterator.next() {
                    pending.append(byte)
                    if byte == boundary || byte == otherBoundary || pending.count >= size {
                        engine.append(contentsOf: pending)
                        return
                    }
                }
                engine.append(contentsOf: pending)
                engine.finishInput()
            }
        }
    }

    /// Feeds pieces of bytes (`Data`, `[UInt8]`) from an `AsyncSequence`, one at a time.
    @inlinable
    static func feed<Chunks: AsyncSequence>(chunks: Chunks) -> () -> (StreamEngine<Element>) async throws -> Void
    where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        {
            var iterator = chunks.makeAsyncIterator()
            return { engine in
                if let chunk = try await iterator.next() {
                    engine.append(contentsOf: chunk)
                } else {
                    engine.finishInput()
                }
            }
        }
    }
}
