import Foundation

/// What a streaming door delivers for each element, and when it stops: the family of forms
/// every reading entry point has.
///
/// - ``models``: the models; an element that cannot be made is passed over, except for
///   ``ImmutableMappable`` models, whose doors throw ``MapError`` instead (as in memory).
/// - ``orFail``: the models; the first element with any issue throws ``MapError``.
/// - ``withIssues(_:)``: every element, with its position, its model (or `nil`) and its issues.
///
/// Invalid JSON always throws ``JSONParseError``; for JSON Lines, where each line stands alone,
/// an invalid line is passed over (the `WithIssues` form reports it) unless
/// ``StreamingOptions/stopsAtInvalidLine`` is set, and always stops ``orFail``.
struct StreamDelivery<N: BaseMappable, Element> {
    enum Form {
        case models
        case orFail
        case withIssues
    }

    let form: Form
    /// The element for a model (`models`, `orFail`) or for a position, a model and its issues.
    let make: (_ position: Int, _ value: N?, _ issues: [MappingIssue]) -> Element?

    /// Whether the mapping collects every issue.
    var collectsIssues: Bool { form != .models || Self.refusalThrows }

    /// Whether an element that cannot be made stops the plain form: for ``ImmutableMappable``.
    static var refusalThrows: Bool { N.self is any ImmutableMappable.Type }
}

extension StreamDelivery where Element == N {
    static var models: StreamDelivery { StreamDelivery(form: .models) { _, value, _ in value } }
    static var orFail: StreamDelivery { StreamDelivery(form: .orFail) { _, value, _ in value } }
}

extension StreamDelivery {
    static func withIssues(_ make: @escaping (Int, N?, [MappingIssue]) -> Element) -> StreamDelivery {
        StreamDelivery(form: .withIssues, make: make)
    }
}

extension Mapper {
    /// The engine for a door: the scanner finds the documents, this mapper maps each element,
    /// and `delivery` decides what comes out.
    ///
    /// Each element is decoded by ``decode(_:under:_:on:strict:updating:lost:)``, the step every
    /// in-memory door runs, on one root map for the stream, with the settings of the array doors'
    /// family: the plain form of an ``ImmutableMappable`` model strict (its failure throws, as
    /// `try mapArray(JSONString:)` does), the others lenient. Issues are placed under the key
    /// path and the element's index (`data.items.41.price`); a line's stay relative to it. The
    /// plain form of other models has an engine of its own (``plainModelEngine(_:options:)``).
    func streamEngine<Element>(_ scanner: any DocumentScanner, keyPath: String?, options: StreamingOptions,
                               delivery: StreamDelivery<N, Element>) -> StreamEngine<Element> {
        let path = keyPath.map { $0.isEmpty ? [] : MapKeyPath($0).components.map(\.key) } ?? []
        let strict = delivery.form == .models && StreamDelivery<N, Element>.refusalThrows
        let codec = StreamedModelCodec<N>()
        // A root of the stream's own, which hands each element's map on to the next.
        let root = rootMap(.fromJSON, collecting: delivery.collectsIssues, reusesMaps: true)
        let map: StreamEngine<Element>.Mapping = { element, position, placement, sink in
            var result = self.decode(element, codec, on: root, strict: strict)
            if !result.issues.isEmpty {
                switch placement {
                case .indexed: result.place(under: path + [String(position)])
                case .single: result.place(under: path)
                case .line: break
                }
            }
            let line = placement == .line ? position : nil
            let delivered: Element?
            switch delivery.form {
            case .models:
                if let value = result.value {
                    delivered = delivery.make(position, value, [])
                } else if strict {
                    // Throws: there is no value.
                    delivered = delivery.make(position, try Self.streamFailure(line: line) { try result.required() }, [])
                } else {
                    delivered = nil
                }
            case .orFail:
                delivered = delivery.make(position, try Self.streamFailure(line: line) { try result.orFail() }, [])
            case .withIssues:
                delivered = delivery.make(position, result.value, result.renderedIssues)
            }
            if let delivered { try sink(delivered) }
        }
        let stops = options.stopsAtInvalidLine || delivery.form == .orFail
        return StreamEngine(scanner: scanner, map: map, invalidLine: { error, line in
            if stops { throw error }
            guard delivery.form == .withIssues else { return nil }
            return delivery.make(line, nil, [MappingIssue(kind: .invalidJSON, keyPath: "", expected: "JSON",
                                                          found: error.description)])
        })
    }

    /// The engine of the plain form (``StreamDelivery/models``) of a model that is not
    /// ``ImmutableMappable``, which wants only the values: each element takes decode's first
    /// step alone, with no result to build, through the model's own witness (see
    /// ``StreamedModelCodec``), which reports a `null` element as the codec does and hands the
    /// model straight to the door's closure. An invalid line of JSON Lines is passed over unless
    /// ``StreamingOptions/stopsAtInvalidLine`` is set, as in ``streamEngine(_:keyPath:options:delivery:)``.
    func plainModelEngine(_ scanner: any DocumentScanner, options: StreamingOptions) -> StreamEngine<N> {
        let root = rootMap(.fromJSON, collecting: false, reusesMaps: true)
        let stops = options.stopsAtInvalidLine
        return StreamEngine(scanner: scanner, map: { element, _, _, sink in
            var coding = MapCoding(map: root, strict: false)
            if let value = N._mapDecodeElement(element, &coding) { try sink(value) }
        }, invalidLine: { error, _ in
            if stops { throw error }
            return nil
        })
    }

    /// Runs one of ``MapperResult``'s throwing forms, the error they throw being the in-memory
    /// doors' own; for a line of JSON Lines, a ``MapError`` names the line in its reason
    /// (`line 7: expected Double, ...`). A model's own error passes unchanged.
    static func streamFailure<Value>(line: Int?, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch var error as MapError {
            if let line { error.reason = "line \(line): " + (error.reason ?? "cannot map \(N.self)") }
            throw error
        }
    }
}
