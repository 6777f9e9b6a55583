import Foundation

/// Maps a stream that is handed to it piece by piece: each piece of bytes delivers the elements
/// it completes, as soon as it arrives.
///
/// Made by ``Mapper/arrayReader(atKeyPath:options:)``, ``Mapper/jsonLinesReader(options:)``
/// and their `WithIssues` and `OrFail` twins. This is the door for bytes that are pushed rather
/// than pulled, such as a `URLSessionDataDelegate`'s:
///
/// ```swift
/// final class Download: NSObject, URLSessionDataDelegate {
///     let reader = Mapper<User>().arrayReader(atKeyPath: "data.items")
///     var users = 0
///
///     func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
///         do { try reader.read(data) { _ in users += 1 } } catch { dataTask.cancel() }
///     }
///
///     func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
///         try? reader.finish { _ in users += 1 }      // throws when the response was cut short
///     }
/// }
/// ```
///
/// Errors are thrown after every element before them has been delivered: ``JSONParseError``
/// for invalid JSON (with its offset, line and column in the whole stream), ``MapError`` for
/// what the form does not accept. After an error the reader delivers nothing more, and each
/// later call throws the same error. A reader is used by one task at a time.
///
/// A reader can be handed to another task and fed there (it is not `Sendable`, but Swift lets a
/// value that nothing else holds move to another task), so the doors that make one require
/// `N: SendableMetatype`, as the `async` doors do: a model whose conformance is isolated to the
/// main actor (`@MainActor Mappable`) is refused where the reader is made, since it would be
/// mapped wherever the reader is fed. Such a model maps through the synchronous doors, on the
/// main actor.
public final class MappingStreamReader<Element> {
    private let engine: StreamEngine<Element>
    private var failure: (any Error)?
    private var finished = false

    init(engine: StreamEngine<Element>) {
        self.engine = engine
    }

    /// The number of bytes read so far.
    public var bytesRead: Int { engine.byteCount }

    /// Reads the next bytes of the stream, calling `body` with each element they complete.
    public func read<Bytes: Collection>(_ bytes: Bytes, _ body: (Element) throws -> Void) throws
    where Bytes.Element == UInt8 {
        if let failure { throw failure }
        guard !finished else { throw MapError(stream: "the stream was already finished") }
        engine.append(contentsOf: bytes)
        try deliver(body)
    }

    /// Ends the stream, calling `body` with the elements still to deliver; throws when the
    /// stream is incomplete (cut off inside the document) or the document is not as expected.
    public func finish(_ body: (Element) throws -> Void) throws {
        if let failure { throw failure }
        guard !finished else { return }
        finished = true
        engine.finishInput()
        try deliver(body)
        if !engine.isFinished { throw MapError(stream: "the stream stopped without an end") }
    }

    private func deliver(_ body: (Element) throws -> Void) throws {
        do {
            try engine.drain(body)
        } catch {
            failure = error
            throw error
        }
    }
}
