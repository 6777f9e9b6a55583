import Foundation

/// The one mechanism behind every streaming door: input goes in, elements come out.
///
/// The engine owns a ``DocumentScanner`` (which finds and parses the documents in the bytes)
/// and walks the documents it hands on one element at a time, turning each into what the door
/// delivers (see ``StreamDelivery``). Every door drives it the same way: it takes the elements
/// the input held so far (``drain(_:)`` hands them to the door's closure, ``nextElement()``
/// returns them one by one, for the `AsyncSequence`), then either ends the input or adds more,
/// and goes on until ``isFinished``. Both go through one step, ``step(_:)``.
@usableFromInline
final class StreamEngine<Element> {
    /// Where an element's issues go in the stream: under its index (and the key path) in an
    /// array, nowhere for a whole document, relative to its line in JSON Lines.
    enum Placement { case indexed, single, line }

    let scanner: any DocumentScanner
    /// Maps one element at a position (index or line number), handing what it gives to the
    /// sink; an element passed over gives nothing.
    ///
    /// Pushed rather than returned: the engine runs generic over `Element` (the doors are not
    /// inlinable), and there every `Element?` held costs a lookup of `Optional<Element>`'s
    /// metadata in the runtime's cache. Returned, a plain stream's element was held as one three
    /// times (5% of the instructions of streaming an array of flat users); pushed, once, in
    /// ``Mapper/plainModelEngine(_:options:)``.
    typealias Mapping = (JSONElement, _ position: Int, Placement, _ sink: (Element) throws -> Void) throws -> Void
    private let map: Mapping
    /// What an invalid line of JSON Lines becomes; `nil` passes it over.
    private let invalidLine: (JSONParseError, _ line: Int) throws -> Element?

    private var tape = JSONTape.empty
    private var entry = 0
    private var end = 0
    private var position = 0
    private var placement = Placement.indexed
    private var failed = false
    /// Whether the input has ended.
    @usableFromInline private(set) var inputEnded = false

    init(scanner: any DocumentScanner, map: @escaping Mapping,
         invalidLine: @escaping (JSONParseError, Int) throws -> Element?) {
        self.scanner = scanner
        self.map = map
        self.invalidLine = invalidLine
    }

    /// Whether everything has been delivered (or an error thrown).
    @usableFromInline
    var isFinished: Bool { failed || (entry >= end && scanner.isFinished) }

    /// The bytes of the stream read so far.
    @usableFromInline
    var byteCount: Int { scanner.buffer.end }

    /// The next element, or `nil` when the input held is used up (or everything is delivered).
    /// After an error has been thrown, always `nil`.
    @usableFromInline
    func nextElement() throws -> Element? {
        var found: Element?
        while found == nil, try step({ found = $0 }) {}
        return found
    }

    /// Delivers every element the input held so far completes.
    func drain(_ body: (Element) throws -> Void) throws {
        while try step(body) {}
    }

    /// Maps the next element, or parses the next document, handing what comes out to `sink`;
    /// `false` when the input held is used up (or everything is delivered). After an error has
    /// been thrown (by the mapping or by `sink`), always `false`.
    private func step(_ sink: (Element) throws -> Void) throws -> Bool {
        guard !failed else { return false }
        do {
            if entry < end {
                let current = entry
                entry = tape.next(after: current)
                let at = position
                position += 1
                try map(JSONElement(tape: tape, index: current), at, placement, sink)
                return true
            }
            tape = JSONTape.empty
            let document: StreamDocument?
            do {
                document = try scanner.next()
            } catch {
                switch error {
                case .syntax(let error): throw error
                case .shape(let issue): throw MapError(stream: [issue])
                }
            }
            guard let document else { return false }
            switch document {
            case .elements(let tape, let firstIndex):
                start(tape, first: 1, position: firstIndex, placement: .indexed)
            case .single(let tape):
                start(tape, first: 1, position: 0, placement: .single)
            case .line(let tape, let number):
                start(tape, first: 0, position: number, placement: .line)
            case .invalidLine(let error, let number):
                if let element = try invalidLine(error, number) { try sink(element) }
            }
            return true
        } catch {
            failed = true
            throw error
        }
    }

    private func start(_ tape: JSONTape, first: Int, position: Int, placement: Placement) {
        self.tape = tape
        // For a run of elements, entry 0 is the array holding them; a line is one value.
        end = first == 0 ? tape.next(after: 0) : Int(tape.entries[0].end)
        entry = first
        self.position = position
        self.placement = placement
    }

    // MARK: - Input

    /// Adds bytes that arrived.
    @usableFromInline
    func append(_ bytes: UnsafeRawBufferPointer) { scanner.append(bytes) }

    /// Adds bytes that arrived, from any collection of them.
    @usableFromInline
    func append<Bytes: Collection>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { append($0) }
        }
    }

    /// Reads the next bytes of a file; at its end, ends the input.
    func read(from descriptor: Int32, size: Int) throws {
        if try !scanner.read(from: descriptor, size: size) { finishInput() }
    }

    /// Records the end of the input.
    @usableFromInline
    func finishInput() {
        inputEnded = true
        scanner.finishInput()
    }

    /// Reads a whole file descriptor, delivering each element as soon as its bytes are read.
    func pump(_ descriptor: Int32, readSize: Int, _ body: (Element) throws -> Void) throws {
        while true {
            try drain(body)
            if isFinished { return }
            guard !inputEnded else { throw MapError(stream: "the stream stopped without an end") }
            try read(from: descriptor, size: readSize)
        }
    }
}

extension MapError {
    /// An error a stream reports: issues about the document's shape, listed as the in-memory
    /// doors list them (the key path in ``key``, the problem in ``reason``).
    init(stream issues: [MappingIssue]) {
        self.init(listing: issues, orElse: "cannot stream")
    }

    /// An error a stream reports about itself.
    init(stream reason: String) {
        self.init(key: nil, json: nil, reason: reason, issues: [])
    }
}
