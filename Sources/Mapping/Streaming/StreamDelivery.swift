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
    func streamEngine<Element>(_ scanner: any DocumentScanner, keyPath: String?, options: StreamingOptions,
                               delivery: StreamDelivery<N, Element>) -> StreamEngine<Element> {
        let path = keyPath.map { $0.isEmpty ? [] : KeyPath($0).components.map(\.key) } ?? []
        let collects = delivery.collectsIssues
        let stops = options.stopsAtInvalidLine || delivery.form == .orFail
        return StreamEngine(scanner: scanner, map: { element, position, placement in
            var issues: [PendingIssue] = []
            let value = self.model(from: element, issues: &issues, collecting: collects)
            // Issues go under the element's index and the key path; a line's stay its own.
            func placed() -> [MappingIssue] {
                var placed = issues
                if placement == .indexed { placed.place(from: 0, under: String(position)) }
                if placement != .line {
                    for component in path.reversed() { placed.place(from: 0, under: component) }
                }
                return placed.map(\.issue)
            }
            switch delivery.form {
            case .models:
                if let value { return delivery.make(position, value, []) }
                guard StreamDelivery<N, Element>.refusalThrows else { return nil }
            case .orFail:
                if let value, issues.isEmpty { return delivery.make(position, value, []) }
            case .withIssues:
                return delivery.make(position, value, issues.isEmpty ? [] : placed())
            }
            throw Self.streamFailure(issues, placed: placed(), line: placement == .line ? position : nil)
        }, invalidLine: { error, line in
            if stops { throw error }
            guard delivery.form == .withIssues else { return nil }
            return delivery.make(line, nil, [MappingIssue(kind: .invalidJSON, keyPath: "", expected: "JSON",
                                                          found: error.description)])
        })
    }

    /// The error for an element that could not be made or had issues, as the in-memory array
    /// doors make it: the issues that caused it come first, the first names the key. When the
    /// model's initializer threw a ``MapError``, its file and line are kept. A line of JSON
    /// Lines is named in the reason.
    static func streamFailure(_ issues: [PendingIssue], placed: [MappingIssue], line: Int?) -> MapError {
        let ordered = placed.filter { $0.kind != .refusedObject } + placed.filter { $0.kind == .refusedObject }
        let first = ordered.first
        let reason = (line.map { "line \($0): " } ?? "") + (first?.description ?? "cannot map \(N.self)")
        var error = MapError(key: first?.keyPath, json: nil, reason: reason, issues: ordered)
        if let thrown = issues.last(where: { $0.reversedPath.isEmpty && $0.thrown != nil })?.thrown {
            error.file = thrown.file
            error.function = thrown.function
            error.line = thrown.line
        }
        return error
    }
}
