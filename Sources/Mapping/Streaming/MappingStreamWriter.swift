import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes models one at a time as a JSON array (compact or pretty) or as JSON Lines, to a
/// `FileHandle` or any byte sink, holding only the output not yet handed on.
///
/// Made by ``Mapper/arrayWriter(to:prettyPrint:)``, ``Mapper/jsonLinesWriter(to:)`` and their
/// `sink:` forms. The output is exactly what the in-memory writer gives for the same models
/// (``Mapper/toJSONString(_:prettyPrint:)-([N],_)``), so a round trip of a huge file never
/// holds it:
///
/// ```swift
/// let writer = Mapper<Item>().arrayWriter(to: output, prettyPrint: true)
/// try Mapper<Item>().mapArray(contentsOf: input) { item in
///     try writer.write(item.withPriceInEuros())
/// }
/// try writer.finish()      // closes the array and hands on the rest
/// ```
///
/// A model holding a value JSON cannot (NaN, infinity, a `Date` mapped without a transform)
/// makes ``write(_:)`` throw ``MapError`` listing every such value by its key path (under the
/// element's index in an array), where ``Mapper/toJSONString(_:prettyPrint:)-([N],_)`` gives
/// `nil`; that model is not written and the output stays valid, so writing can go on. Nothing
/// is complete before ``finish()``. A writer is used by one task at a time.
///
/// A writer's model may have a conformance isolated to the main actor (`@MainActor Mappable`):
/// every use of a `MappingStreamWriter<N>` needs the conformance, so Swift lets such a writer be
/// used on the main actor only ("main actor-isolated conformance ... cannot be used in
/// nonisolated context" elsewhere), and `write(_:)` maps the model there.
public final class MappingStreamWriter<N: BaseMappable> {
    private let mapper: Mapper<N>
    /// Where output goes: a descriptor, written in place, or a sink that takes each piece whole.
    private let destination: Destination
    private let lines: Bool
    private let pretty: Bool
    private var output: [UInt8] = []
    private var finished = false
    /// Output is handed to the sink in pieces of about this size.
    private static var pieceSize: Int { 64 << 10 }

    /// The number of models written so far.
    public private(set) var count = 0

    /// Where a writer's output goes.
    enum Destination {
        /// A file descriptor (a `FileHandle`'s), which may take part of a piece before it fails.
        case descriptor(Int32)
        /// A sink, which takes a piece whole or throws.
        case sink(([UInt8]) throws -> Void)
    }

    init(mapper: Mapper<N>, lines: Bool, pretty: Bool, destination: Destination) {
        self.mapper = mapper
        self.lines = lines
        self.pretty = pretty && !lines
        self.destination = destination
        output.reserveCapacity(Self.pieceSize + 4096)
    }

    /// Writes one model: the next element of the array, or the next line.
    public func write(_ model: N) throws {
        guard !finished else { throw MapError(stream: "the writer was already finished") }
        // The in-memory writer's engine, with the element indented as it is inside its array.
        let sorted = mapper.options.contains(.sortedKeys)
        let depth = lines ? 0 : 1
        let result = mapper.written(model, ModelCodec<N>(), collecting: true, depth: depth) { json -> [UInt8]? in
            var writer = JSONWriter(pretty: pretty, sortedKeys: sorted, capacity: 512)
            do {
                try writer.write(json, depth: depth)
            } catch {
                return nil
            }
            return writer.bytes()
        }
        guard let bytes = result.complete else {
            // As in memory: a value that cannot be written means no output, and a report.
            var issues = result.issues
            if !lines { for index in issues.indices { issues[index].reversedPath.append(String(count)) } }
            var failure = MapError(listing: issues.map(\.issue), orElse: "cannot write \(N.self)")
            if lines { failure.reason = "line \(count + 1): " + (failure.reason ?? "") }
            throw failure
        }
        if lines {
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\n"))
        } else {
            output.append(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            if pretty { output.append(contentsOf: [UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: " ")]) }
            output.append(contentsOf: bytes)
        }
        count += 1
        if output.count >= Self.pieceSize { try flush() }
    }

    /// Writes each model of a sequence in turn.
    public func write<Models: Sequence>(contentsOf models: Models) throws where Models.Element == N {
        for model in models { try write(model) }
    }

    /// Completes the output (an array's closing bracket) and hands on all of it. Later writes
    /// throw; finishing again hands on what the sink or the file refused, if it threw (a file
    /// that took part of the output before it failed is handed only the rest), and otherwise
    /// does nothing.
    public func finish() throws {
        guard !finished else { return try flush() }
        finished = true
        if !lines {
            if count == 0 {
                output.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]")])
            } else {
                if pretty { output.append(UInt8(ascii: "\n")) }
                output.append(UInt8(ascii: "]"))
            }
        }
        try flush()
    }

    /// Hands on the output held. What the destination refused is kept for the next write or
    /// finish: all of it when a sink threw, and what a descriptor did not take when it failed
    /// part way (a full non-blocking pipe), so that no byte is handed on twice.
    private func flush() throws {
        guard !output.isEmpty else { return }
        switch destination {
        case .sink(let sink):
            try sink(output)
            output.removeAll(keepingCapacity: true)
        case .descriptor(let descriptor):
            let (written, failure) = Self.write(output, to: descriptor)
            if let failure {
                output.removeSubrange(..<written)
                throw failure
            }
            output.removeAll(keepingCapacity: true)
        }
    }

    /// Writes `bytes` to `descriptor`, going on after an interruption: how many bytes it took,
    /// and the error that stopped it before the end.
    ///
    /// A descriptor whose reader is gone (a pipe's read end closed, a socket's peer) makes the
    /// system send SIGPIPE, whose default action ends the process: the write is done with the
    /// signal held back for this thread, so that it fails with `EPIPE` instead, and a SIGPIPE
    /// it raised is taken before the thread's signals are put back as they were. Nothing else
    /// changes: the process's handling of signals, the descriptor, other threads.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> (written: Int, failure: POSIXError?) {
        var sigpipe = sigset_t()
        sigemptyset(&sigpipe)
        sigaddset(&sigpipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &sigpipe, &previous)
        // A SIGPIPE that was blocked before, or already pending, belongs to the caller.
        var pending = sigset_t()
        sigpending(&pending)
        let ownsSigpipe = sigismember(&previous, SIGPIPE) == 0 && sigismember(&pending, SIGPIPE) == 0
        let result = unguardedWrite(bytes, to: descriptor)
        if ownsSigpipe && result.failure?.code == .EPIPE {
            sigpending(&pending)
            var taken: Int32 = 0
            if sigismember(&pending, SIGPIPE) == 1 { sigwait(&sigpipe, &taken) }
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return result
    }

    /// ``write(_:to:)`` without holding SIGPIPE back.
    private static func unguardedWrite(_ bytes: [UInt8], to descriptor: Int32) -> (written: Int, failure: POSIXError?) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return (0, nil) }
            var done = 0
            while done < buffer.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, base + done, buffer.count - done)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, base + done, buffer.count - done)
                #else
                let written = Glibc.write(descriptor, base + done, buffer.count - done)
                #endif
                if written < 0 {
                    guard errno == EINTR else { return (done, POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
                    continue
                }
                done += written
            }
            return (done, nil)
        }
    }
}

/// Writing large arrays and JSON Lines one model at a time.
extension Mapper {
    /// A writer of a JSON array to `fileHandle` (from its current offset), one model at a time;
    /// compact, or indented as ``toJSONString(_:prettyPrint:)-([N],_)`` indents it. Call
    /// ``MappingStreamWriter/finish()`` at the end.
    public func arrayWriter(to fileHandle: FileHandle, prettyPrint: Bool = false) -> MappingStreamWriter<N> {
        MappingStreamWriter(mapper: self, lines: false, pretty: prettyPrint,
                            destination: .descriptor(fileHandle.fileDescriptor))
    }

    /// A writer of a JSON array that hands its output to `sink` in pieces of about 64 KiB.
    public func arrayWriter(prettyPrint: Bool = false, sink: @escaping ([UInt8]) throws -> Void) -> MappingStreamWriter<N> {
        MappingStreamWriter(mapper: self, lines: false, pretty: prettyPrint, destination: .sink(sink))
    }

    /// A writer of JSON Lines to `fileHandle` (from its current offset): one compact document
    /// per model, each followed by a newline.
    public func jsonLinesWriter(to fileHandle: FileHandle) -> MappingStreamWriter<N> {
        MappingStreamWriter(mapper: self, lines: true, pretty: false,
                            destination: .descriptor(fileHandle.fileDescriptor))
    }

    /// A writer of JSON Lines that hands its output to `sink` in pieces of about 64 KiB.
    public func jsonLinesWriter(sink: @escaping ([UInt8]) throws -> Void) -> MappingStreamWriter<N> {
        MappingStreamWriter(mapper: self, lines: true, pretty: false, destination: .sink(sink))
    }
}
