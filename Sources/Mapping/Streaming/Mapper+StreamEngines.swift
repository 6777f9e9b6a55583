import Foundation

/// What a stream holds: the elements of an array (at a key path), or JSON Lines.
@usableFromInline
enum StreamFormat {
    case array(keyPath: String?)
    case lines
}

/// The engines behind the streaming doors, one per kind of element delivered. Each door is a
/// line that picks one and a source of bytes.
extension Mapper {
    /// The models of a stream; with `failing`, the first element with any issue throws.
    @usableFromInline
    func modelEngine(_ format: StreamFormat, options: StreamingOptions, failing: Bool) -> StreamEngine<N> {
        if !failing && !StreamDelivery<N, N>.refusalThrows { return plainModelEngine(scanner(format, options), options: options) }
        return streamEngine(scanner(format, options), keyPath: keyPath(format), options: options,
                            delivery: failing ? .orFail : .models)
    }

    /// Every element of a streamed array with its index and issues.
    @usableFromInline
    func indexedEngine(atKeyPath keyPath: String?, options: StreamingOptions)
        -> StreamEngine<(index: Int, value: N?, issues: [MappingIssue])> {
        streamEngine(scanner(.array(keyPath: keyPath), options), keyPath: keyPath, options: options,
                     delivery: .withIssues { (index: $0, value: $1, issues: $2) })
    }

    /// Every line of JSON Lines with its number and issues.
    @usableFromInline
    func lineEngine(options: StreamingOptions) -> StreamEngine<(line: Int, value: N?, issues: [MappingIssue])> {
        streamEngine(scanner(.lines, options), keyPath: nil, options: options,
                     delivery: .withIssues { (line: $0, value: $1, issues: $2) })
    }

    private func scanner(_ format: StreamFormat, _ options: StreamingOptions) -> any DocumentScanner {
        switch format {
        case .array(let keyPath): return ArrayScanner(keyPath: keyPath, arrayType: "[\(N.self)]", options: options)
        case .lines: return LineScanner(options: options)
        }
    }

    private func keyPath(_ format: StreamFormat) -> String? {
        if case .array(let keyPath) = format { return keyPath }
        return nil
    }

    /// Runs an engine over a file, delivering each element as soon as its bytes are read.
    func stream<Element>(_ engine: StreamEngine<Element>, contentsOf url: URL, options: StreamingOptions,
                         _ body: (Element) throws -> Void) throws {
        guard url.isFileURL else { throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url]) }
        // The handle closes the file when it is released.
        let handle = try FileHandle(forReadingFrom: url)
        try engine.pump(handle.fileDescriptor, readSize: options.readSize, body)
    }

    /// Runs an engine over what a file handle reads, from its current offset to its end.
    func stream<Element>(_ engine: StreamEngine<Element>, fileHandle: FileHandle, options: StreamingOptions,
                         _ body: (Element) throws -> Void) throws {
        try engine.pump(fileHandle.fileDescriptor, readSize: options.readSize, body)
    }
}
