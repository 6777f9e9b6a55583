import Foundation

/// Where a ``Mapper`` entry point reads its JSON from.
@usableFromInline
enum MapperInput {
    /// JSON text.
    case text(String)
    /// UTF-8 JSON bytes.
    case data(Data)
    /// A parsed value.
    case value(JSONValue)
    /// Foundation values, as `JSONSerialization` gives them; `nil` reads as `null`.
    case foundation(Any?)
    /// The contents of a file: a resource of the main bundle, or the file at a path.
    case file(String)

    /// Whether the input is Foundation values, whose dictionaries have no order of their own
    /// (see ``Map/readsUnorderedObjects``).
    @inlinable
    var isFoundation: Bool {
        if case .foundation = self { return true }
        return false
    }
}

/// What one run of the engine gave: the value (when one could be made), every issue, and the
/// error a model's initializer threw, when it was not the library's own.
@usableFromInline
struct MapperResult<Value> {
    @usableFromInline var value: Value?
    @usableFromInline var issues: [PendingIssue]
    @usableFromInline var thrown: (any Error)?

    @inlinable
    init(value: consuming Value?, issues: [PendingIssue], thrown: (any Error)? = nil) {
        self.value = value
        self.issues = issues
        self.thrown = thrown
    }

    /// The `...WithIssues` form, the value moved out. Inlinable, so that it is specialized for
    /// the model: built generic, it looked up the metadata of `Optional<Value>` and copied the
    /// model through value witnesses, about 1,000 instructions a call (6% of `mapWithIssues`
    /// of a flat user).
    @inlinable
    consuming func report() -> (value: Value?, issues: [MappingIssue]) {
        let rendered = renderedIssues
        return (value.take(), rendered)
    }

    /// The issues as the caller sees them.
    @inlinable
    var renderedIssues: [MappingIssue] { PendingIssue.rendered(issues) }

    /// The value, moved out of the result rather than copied.
    @inlinable
    consuming func takeValue() -> Value? { value.take() }

    /// Puts the issues under `path` (outermost first): where the value is in its document.
    @usableFromInline
    mutating func place(under path: [String]) {
        for index in issues.indices { issues[index].reversedPath.append(contentsOf: path.reversed()) }
    }

    /// The `...OrFail` form: the value when nothing at all went wrong; otherwise the error a
    /// model threw, or a ``MapError`` listing every issue.
    @inlinable
    consuming func orFail() throws -> Value {
        if succeeded, let value = value.take() { return value }
        throw orFailError()
    }

    /// Whether ``orFail()`` gives the value: nothing at all went wrong.
    @inlinable
    var succeeded: Bool { issues.isEmpty && (thrown.map { $0 is MapError } ?? true) && value != nil }

    /// Why ``orFail()`` has no value: the error a model threw, or a ``MapError``.
    @usableFromInline
    func orFailError() -> any Error {
        if let thrown, !(thrown is MapError) { return thrown }
        return MapError(listing: issues.map(\.issue), orElse: "cannot map the JSON")
    }

    /// The throwing form of ``ImmutableMappable`` models: the value when one was made; otherwise
    /// the error a model threw, or a ``MapError`` listing why.
    @inlinable
    consuming func required() throws -> Value {
        if let value = value.take() { return value }
        throw requiredError()
    }

    /// Why ``required()`` has no value.
    @usableFromInline
    func requiredError() -> any Error {
        let all = issues.map(\.issue)
        // The issue that made the value impossible comes first: refusals last.
        let ordered = all.filter { $0.kind != .refusedObject } + all.filter { $0.kind == .refusedObject }
        switch thrown {
        case let mapError as MapError:
            // The error of the `try map.value(...)` that failed, with its file and line.
            // Its key is made the full path from the document, as its issue's is: "lead.age"
            // when a nested model threw it, not "age"; "sizes.1" when an element of the value
            // read failed, not "sizes". Its own first issue has the path from the model that
            // threw it, which ends the document's.
            var kept = mapError
            if !ordered.isEmpty { kept.issues = ordered }
            if let key = kept.key {
                let own = mapError.issues.first?.keyPathComponents ?? [key]
                if let first = ordered.first(where: { issue in
                    issue.problem == kept.reason && issue.keyPathComponents.suffix(own.count).elementsEqual(own)
                }) {
                    kept.key = first.keyPath
                }
            }
            return kept
        case let error?:
            return error
        case nil:
            return MapError(listing: ordered, orElse: "cannot map the JSON")
        }
    }
}

/// What one write gave: the output (possibly with values left out), whether it is complete, and
/// the issues.
@usableFromInline
struct MapperWriteResult<Output> {
    @usableFromInline var value: Output?
    @usableFromInline var isComplete: Bool
    @usableFromInline var issues: [PendingIssue]

    @inlinable
    init(value: Output?, isComplete: Bool, issues: [PendingIssue]) {
        self.value = value
        self.isComplete = isComplete
        self.issues = issues
    }

    /// The output of text and data forms: `nil` unless every value was written.
    @inlinable
    var complete: Output? { isComplete ? value : nil }

    /// The issues as the caller sees them, for the `...WithIssues` forms.
    @inlinable
    var renderedIssues: [MappingIssue] { PendingIssue.rendered(issues) }

    /// The `...OrFail` form: the output when every value was written.
    @usableFromInline
    func orFail() throws -> Output {
        if let value, isComplete { return value }
        throw MapError(listing: issues.map(\.issue), orElse: "cannot write the value")
    }
}

extension Mapper {
    /// The engine behind every reading entry point: parse (or convert) the input, find the value
    /// at `keyPath`, decode it with `codec`.
    ///
    /// - Parameters:
    ///   - strict: whether one element that does not convert fails its whole collection (the
    ///     throwing forms of ``ImmutableMappable`` models) instead of being left out.
    ///   - collecting: whether issue texts are built (the `WithIssues` and `OrFail` forms).
    ///   - existing: the value to update in place (`toObject:`).
    ///   - checkingFirst: whether `existing` is updated only by a mapping that succeeds (the
    ///     throwing doors): a first pass over the same document, on maps that assign nothing
    ///     (``Map/checksOnly``), finds whether anything fails; the result of a failing one is
    ///     returned as it is, with `existing`, and the models it holds, left as they were.
    @inlinable
    func run<Codec: ValueCodec>(_ input: MapperInput, at keyPath: String? = nil, _ codec: Codec, strict: Bool = false,
                                collecting: Bool = false, updating existing: Codec.Value? = nil,
                                checkingFirst: Bool = false) -> MapperResult<Codec.Value> {
        withDocument(from: input) { document, issues in
            run(document, &issues, at: keyPath, codec, strict: strict, collecting: collecting, updating: existing,
                checkingFirst: checkingFirst, unordered: input.isFoundation)
        }
    }

    /// ``run(_:at:_:strict:collecting:updating:checkingFirst:)`` once the input is a document
    /// (`nil` when it is not JSON, with the reason in `issues`).
    @inlinable
    func run<Codec: ValueCodec>(_ document: JSONElement?, _ issues: inout [PendingIssue], at keyPath: String?,
                                _ codec: Codec, strict: Bool, collecting: Bool, updating existing: Codec.Value?,
                                checkingFirst: Bool, unordered: Bool) -> MapperResult<Codec.Value> {
        guard let document, let (target, components) = value(at: keyPath, in: document, &issues)
        else { return MapperResult(value: nil, issues: issues) }
        // `issues` holds what the input lost on its way in (Foundation values nested too deep).
        // The keys repeated along `keyPath` are reported as a model's map reports them along
        // its key paths (not a failure; they make only the `OrFail` forms throw).
        let repeated = collecting && !components.isEmpty ? repeatedKeys(along: keyPath, in: document) : []
        if checkingFirst, existing != nil {
            let check = rootMap(.fromJSON, toObject: true, collecting: collecting, checksOnly: true,
                                readsUnorderedObjects: unordered)
            var checked = decode(target, under: components, codec, on: check, strict: strict, updating: existing,
                                 lost: issues)
            if !repeated.isEmpty { checked.issues.insert(contentsOf: repeated, at: 0) }
            guard checked.succeeded else { return checked }
        }
        let root = rootMap(.fromJSON, toObject: existing != nil, collecting: collecting,
                           reusesMaps: codec.readsManyModels, readsUnorderedObjects: unordered)
        guard !repeated.isEmpty else {
            return decode(target, under: components, codec, on: root, strict: strict, updating: existing, lost: issues)
        }
        var result = decode(target, under: components, codec, on: root, strict: strict, updating: existing,
                            lost: issues)
        result.issues.insert(contentsOf: repeated, at: 0)
        return result
    }

    /// The map a run starts from: this mapper's settings, depth 0, no object of its own (the
    /// codecs make a nested map for each model).
    ///
    /// - Parameters:
    ///   - collecting: whether issue texts are built (the `WithIssues` and `OrFail` forms).
    ///   - reusesMaps: whether the run reads many models side by side (a collection, a stream):
    ///     the root is then one of the run's own, which hands each model's map on to the next
    ///     (a shared root, which threads read at once, keeps none).
    ///   - checksOnly: whether the maps assign nothing (``Map/checksOnly``).
    ///   - readsUnorderedObjects: whether the input is Foundation values
    ///     (``Map/readsUnorderedObjects``).
    ///   - writtenNumbers: which numbers a write refuses, by where what it writes goes
    ///     (``Map/WrittenNumbers``).
    @inlinable
    func rootMap(_ mappingType: MappingType, toObject: Bool = false, collecting: Bool, reusesMaps: Bool = false,
                 checksOnly: Bool = false, readsUnorderedObjects: Bool = false,
                 writtenNumbers: Map.WrittenNumbers = .text) -> Map {
        if mappingType == .fromJSON && !toObject && !reusesMaps && !checksOnly && context == nil
            && !shouldIncludeNilValues && options.isEmpty {
            if readsUnorderedObjects {
                return collecting ? Map.defaultFoundationReadingRootCollecting : Map.defaultFoundationReadingRoot
            }
            return collecting ? Map.defaultReadingRootCollecting : Map.defaultReadingRoot
        }
        return Map(mappingType: mappingType, source: Map.emptySource, toObject: toObject, context: context,
                   shouldIncludeNilValues: shouldIncludeNilValues, options: options, collectsIssues: collecting,
                   depth: 0, checksOnly: checksOnly, writtenNumbers: writtenNumbers,
                   readsUnorderedObjects: readsUnorderedObjects)
    }

    /// Decodes one JSON value with `codec` on `root` (see ``rootMap(_:toObject:collecting:)``):
    /// what ``run`` does once it has found the value, and what the streaming doors do for each
    /// element of a stream, so that both give the same values, issues, errors and depth limits.
    ///
    /// The root map keeps nothing of a run (what goes wrong is kept by the run's ``MapCoding``),
    /// so a stream makes one and decodes every element on it.
    ///
    /// - Parameters:
    ///   - path: where the value is in its document, outermost first (`["data", "items"]`); its
    ///     issues are placed under it.
    ///   - lost: issues found before decoding, recorded first and placed under `path` too.
    @inlinable
    func decode<Codec: ValueCodec>(_ json: JSONElement, under path: [String] = [], _ codec: Codec, on root: Map,
                                   strict: Bool = false, updating existing: Codec.Value? = nil,
                                   lost: [PendingIssue] = []) -> MapperResult<Codec.Value> {
        var coding = MapCoding(map: root, strict: strict)
        coding.record(lost)
        let value = codec.decodeElement(json, existing: existing, &coding)
        for component in path.reversed() { coding.place(from: 0, under: component) }
        return MapperResult(value: consume value, issues: coding.collects ? coding.issues : [], thrown: coding.thrown)
    }

    /// The engine behind the writing entry points to JSON text, data and ``JSONValue``: writes
    /// `value` with `codec`, then converts the JSON with `convert`.
    ///
    /// A value that cannot be written is left out of its object and reported; the result then is
    /// not complete, which text and data forms turn into `nil`. When the writer refuses the whole
    /// text (a value built in code nested deeper than it follows, at `depth` when `convert`
    /// writes the value inside a container of its own, as a stream writer does), the issue says
    /// what it refused and where.
    @inlinable
    func written<Codec: ValueCodec, Output>(_ value: Codec.Value, _ codec: Codec, collecting: Bool,
                                            depth: Int = 0,
                                            _ convert: (JSONValue) -> Output?) -> MapperWriteResult<Output> {
        let root = rootMap(.toJSON, collecting: collecting)
        var coding = MapCoding(map: root, strict: false)
        let json = withExtendedLifetime(root) { codec.encode(value, &coding) }
        let output = json.flatMap(convert)
        if let json, output == nil {
            coding.record([Self.refusal(of: json, depth: depth)])
        }
        return MapperWriteResult(value: output, isComplete: !coding.failed && output != nil, issues: coding.issues)
    }

    /// ``written(_:_:collecting:depth:_:)`` for the entry points to Foundation values: the JSON
    /// written becomes Foundation values, and `cast` gives them as the door's type
    /// (`{ $0 as? [String: Any] }`, specialized where the door is written). Foundation values that
    /// would nest deeper than the bridge follows (a value built in code) are written again,
    /// leaving out only the values too deep for their place (see Mapper+FoundationDepth.swift).
    ///
    /// Keys of an object that differ in their bytes but that Swift takes as one (`"é"`
    /// precomposed and `"e\u{301}"`), which text holds apart, are one in a `[String: Any]`, with
    /// the later value: each such pair is an issue, and the result is not complete.
    @inlinable
    func writtenFoundation<Codec: ValueCodec, Output>(_ value: Codec.Value, _ codec: Codec, collecting: Bool,
                                                      _ cast: (Any) -> Output?) -> MapperWriteResult<Output> {
        let root = rootMap(.toJSON, collecting: collecting, writtenNumbers: .foundation)
        var coding = MapCoding(map: root, strict: false)
        let json = withExtendedLifetime(root) { codec.encode(value, &coding) }
        var merged: [PendingIssue] = []
        let output = json.flatMap { foundation($0, merged: &merged) }.flatMap(cast)
        var result: MapperWriteResult<Output>
        if let json, output == nil {
            // The merged keys are those of the output the depth rule keeps, converted last.
            result = writtenWithinFoundationDepth(value, codec, collecting: collecting, first: json, coding) {
                merged = []
                return foundation($0, merged: &merged).flatMap(cast)
            }
        } else {
            result = MapperWriteResult(value: output, isComplete: !coding.failed && output != nil, issues: coding.issues)
        }
        if !merged.isEmpty { Self.take(merged, into: &result, collecting: collecting) }
        return result
    }

    /// Takes in keys that a Foundation form held as one: the result is then not complete.
    @usableFromInline
    static func take<Output>(_ merged: [PendingIssue], into result: inout MapperWriteResult<Output>, collecting: Bool) {
        result.isComplete = false
        if collecting { result.issues.append(contentsOf: merged) }
    }

    /// Why the writer refused `json`, written `depth` deep, at the path of the value it stopped
    /// at. Only a failed write asks, so the write itself does no work for it.
    @usableFromInline
    static func refusal(of json: JSONValue, depth: Int) -> PendingIssue {
        var writer = JSONWriter(pretty: false, sortedKeys: false)
        do {
            try writer.write(json, depth: depth)
        } catch {
            let path = Array(error.reversedPath.reversed())
            guard error.kind == .tooDeep else {
                return PendingIssue(.unwritableValue, expected: "a finite number", found: error.found, path: path)
            }
            return PendingIssue(.tooDeep, expected: "at most \(JSONWriter.maximumDepth) levels of nesting",
                                found: "a value nested deeper", path: path)
        }
        return PendingIssue(.unwritableValue, expected: "JSON", found: "a value the writer refused")
    }

    /// Converts written JSON to Foundation values, within the bridge's depth (512 levels, the
    /// limit of ``JSONValue/init(foundation:)``); `nil` for a value built in code nested deeper.
    @usableFromInline
    func foundation(_ json: JSONValue) -> Any? {
        FoundationBridge.shallowFoundation(json)
    }

    /// ``foundation(_:)``, with an issue in `merged` for each pair of keys of one object that the
    /// Foundation form holds as one.
    @usableFromInline
    func foundation(_ json: JSONValue, merged: inout [PendingIssue]) -> Any? {
        FoundationBridge.shallowFoundation(json, merged: &merged)
    }

    /// Writes a value as JSON text, with this mapper's key order.
    ///
    /// Text and data each come straight from the writer's buffer (one copy into the `String`,
    /// none into the `Data`), rather than through a byte array.
    @usableFromInline
    func text(_ json: JSONValue, prettyPrint: Bool) -> String? {
        try? json.jsonString(pretty: prettyPrint, sortedKeys: options.contains(.sortedKeys))
    }

    /// Writes a value as UTF-8 JSON data, with this mapper's key order.
    @usableFromInline
    func data(_ json: JSONValue, prettyPrint: Bool) -> Data? {
        try? json.jsonData(pretty: prettyPrint, sortedKeys: options.contains(.sortedKeys))
    }

    /// Calls `body` with the input as a document (`nil` when it is not JSON, with the reason in
    /// the issues it is given), and returns what `body` returns.
    ///
    /// Text and data are parsed into a ``JSONTape`` that reads the caller's bytes where they
    /// are, with no copy, for as long as `body` runs (``JSONTape/borrowing(_:of:knownValidUTF8:otherwise:_:)``);
    /// a tape that something still holds when `body` returns (a model that kept its ``Map``)
    /// then takes a copy, or keeps the caller's `String` or `Data` (``JSONTape/endBorrow(escaped:)``).
    /// Inlinable, so that it is specialized for what `body` returns: generic, it looked up the
    /// metadata of its optionals on every call (about 600 instructions a flat-user decode).
    @inlinable
    func withDocument<R>(from input: MapperInput, _ body: (JSONElement?, inout [PendingIssue]) -> R) -> R {
        var issues: [PendingIssue] = []
        let document: JSONTape.Document
        let knownValidUTF8: Bool
        switch input {
        case .text(let text):
            document = JSONTape.Document(contiguous: text)
            knownValidUTF8 = true
        case .data(let data):
            document = .data(data)
            knownValidUTF8 = false
        case .value, .foundation, .file:
            guard let data = Self.fileData(of: input, &issues) else { return body(Self.element(of: input), &issues) }
            document = .data(data)
            knownValidUTF8 = false
        }
        return document.withBytes { buffer in
            var otherwise: JSONElement?
            guard var tape = JSONTape.borrowing(buffer, of: document, knownValidUTF8: knownValidUTF8,
                                                otherwise: &otherwise, &issues)
            else { return body(otherwise, &issues) }
            // `tape` is the run's one reference: the element `body` is given goes with the
            // call, and anything that still holds the tape after it is something the run
            // made and handed on.
            let result = body(JSONElement(tape: tape, index: 0), &issues)
            // Asked before the call below, which holds the tape for itself.
            let escaped = !isKnownUniquelyReferenced(&tape)
            tape.endBorrow(escaped: escaped)
            return result
        }
    }

    /// The contents of the file a `.file` input names, or `nil` (with an issue when it names a
    /// file that cannot be read; without, for the other inputs).
    @usableFromInline
    static func fileData(of input: MapperInput, _ issues: inout [PendingIssue]) -> Data? {
        guard case .file(let name) = input else { return nil }
        guard let data = contents(ofJSONfile: name) else {
            issues.append(PendingIssue(.invalidJSON, expected: "JSON",
                                       found: "no readable file named \(name) in the main bundle or at that path"))
            return nil
        }
        return data
    }

    /// The element of an input that needs no parse (a ``JSONValue``, Foundation values), or
    /// `nil` for the others (a file that could not be read).
    @usableFromInline
    static func element(of input: MapperInput) -> JSONElement? {
        switch input {
        case .value(let value):
            return JSONElement(value)
        case .foundation(let object):
            // `nil` is `null`, as it is inside a value: the codec reports what it expected.
            guard let object else { return JSONElement(JSONValue.null) }
            // A value with no JSON form becomes a stand-in that fails only what reads it.
            return JSONElement(JSONValue(foundationDocument: object))
        case .text, .data, .file:
            return nil
        }
    }

    /// The bytes of the file a `JSONfile:` door names: as in ObjectMapper, a resource of the
    /// main bundle (`"user.json"`), or else the file at that path.
    static func contents(ofJSONfile name: String) -> Data? {
        if let resource = Bundle.main.path(forResource: name, ofType: nil),
           let data = FileManager.default.contents(atPath: resource) {
            return data
        }
        return FileManager.default.contents(atPath: name)
    }

    /// The keys that the objects on `keyPath` repeat where the path goes through them.
    @usableFromInline
    func repeatedKeys(along keyPath: String?, in document: JSONElement) -> [PendingIssue] {
        guard let keyPath, !keyPath.isEmpty else { return [] }
        return document.repeatedKeys(along: MapKeyPath(keyPath).components)
    }

    /// The value at `keyPath` of a document with the path's components, or an issue saying which
    /// component is missing.
    @usableFromInline
    func value(at keyPath: String?, in document: JSONElement,
                       _ issues: inout [PendingIssue]) -> (JSONElement, [String])? {
        guard let keyPath, !keyPath.isEmpty else { return (document, []) }
        let components = MapKeyPath(keyPath).components
        let walked = document.walk(components)
        let keys = components.map(\.key)
        if let missing = walked.missing {
            issues.append(PendingIssue(.missingKey, expected: "a value at \"\(keyPath)\"", found: "missing",
                                       path: Array(keys[...missing])))
            return nil
        }
        return (walked.reached, keys)
    }
}

extension MapError {
    /// An error listing `issues`, the first in its description.
    init(listing issues: [MappingIssue], orElse reason: String) {
        // The key as written, not as rendered: the description quotes it (an empty key of an
        // object would otherwise be quoted twice).
        self.init(key: issues.first.map { $0.keyPathComponents.joined(separator: ".") }, json: nil,
                  reason: issues.first?.problem ?? reason, issues: issues)
    }
}

extension Mapper {
    /// The model as a ``JSONValue``; a value that cannot be written is left out.
    public func toJSONValue(_ object: N) -> JSONValue {
        written(object, ModelCodec<N>(), collecting: false) { $0 }.value ?? .object(JSONObject())
    }
}
