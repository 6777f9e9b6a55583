/// How one shape of property is read and written: the single mechanism behind every `<-`,
/// `>>>`, `map.value(...)` and ``Mapper`` entry point.
///
/// A codec reads a non-null JSON element into a value and writes a value into JSON. Shapes
/// compose: `[String: [User]]` is `DictionaryCodec(element: ArrayCodec(element: ModelCodec<User>()))`,
/// `Role?` is `OptionalCodec(wrapped: RawCodec<Role>())`. What is decided once for every shape
/// lives elsewhere: presence, `null`, defaults and issues in ``Map``'s resolve step
/// (`Map+Resolving.swift`); the element rule (leave a bad element out, or fail the whole
/// collection) in the collection codecs, chosen by ``MapCoding/strict``.
///
/// Codecs report what failed inside a value through ``MapCoding/record(_:expected:found:path:)``,
/// with paths relative to that value; whoever called the codec places them under its key.
@usableFromInline
protocol ValueCodec {
    associatedtype Value

    /// The Swift type, as issues name it.
    var expected: String { get }

    /// What a mismatch says was expected: ``expected``, or for models `User (an object)`.
    var expectedShape: String { get }

    /// Reads a non-null JSON value; `nil` (with the reasons recorded) when it does not convert.
    ///
    /// `existing` is the property's current value when the map updates objects in place
    /// (``Map/toObject``); codecs of models map onto it instead of making a new one.
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value?

    /// Whether a value may hold many models side by side (collections), whose maps a run's
    /// root then reuses from one to the next (``Map/keepForReuse(_:)``): a shared root keeps none.
    var readsManyModels: Bool { get }

    /// Whether ``decode(_:existing:_:)`` maps onto `existing` rather than replacing it (models):
    /// a dictionary of such values updates its entries by key when the map updates objects in
    /// place, and keeps the ones the JSON does not name; any other dictionary is replaced.
    var updatesInPlace: Bool { get }

    /// This codec as the element of a collection. A collection codec there gives an empty
    /// collection when none of its elements converts, so that a row of `[[T]]` or a value of
    /// `[String: [T]]` keeps its place; as a property's value it fails instead, and the property
    /// keeps its value.
    var asElement: Self { get }

    /// ``decode(_:existing:_:)`` for the non-null entry `index` of `tape`, which the caller
    /// keeps alive. The basic leaves read the entry in place (``TapeLeaf``); every other value,
    /// and a leaf that does not convert, goes through an element.
    func decode(tape: JSONTape, index: Int, existing: Value?, _ coding: inout MapCoding) -> Value?

    /// The `count` elements of the array at entry `index` of `tape`, when every one is a basic
    /// leaf of its own type (``TapeLeaf``), read in one loop; `nil` otherwise, having recorded
    /// nothing, so that the caller reads the array element by element.
    func decodeLeaves(tape: JSONTape, arrayAt index: Int, count: Int) -> [Value]?

    /// What a JSON `null` reads as; `nil` means "no value" (a mismatch for a required value).
    func decodeNull(_ coding: inout MapCoding) -> Value?

    /// What a JSON `null` reads as in an optional of this type: `nil` for every codec but
    /// transforms, which are handed the `nil` (as ObjectMapper did).
    func decodeNullInOptional(_ coding: inout MapCoding) -> Value?

    /// What an absent key reads as in `try map.value(...)`: `nil` for a required value, a
    /// wrapped `nil` for optionals.
    var absentValue: Value? { get }

    /// What `try map.value(...)` returns for an absent key: ``absentValue``, but for
    /// transforms, which are handed the `nil` (as ObjectMapper did), and optionals of them.
    /// Binding (`<-`) never calls it: an absent key leaves the property alone.
    var absentValueRead: Value? { get }

    /// Writes a value; `nil` when it cannot be written (with the reasons recorded, and
    /// ``MapCoding/failed`` set) or when there is nothing to write: a nil optional, or a value
    /// a transform gave `nil` for (see ``TransformType/refusesValueWhenNil``), which is left out.
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue?

    /// Whether `value` is a nil optional, which a property leaves out (or writes as `null` when
    /// the map includes nil values) and a collection writes as `null`.
    func isNil(_ value: Value) -> Bool

    /// What a nil optional of this type writes, when something: transforms may write `nil` as a
    /// value. `nil` for all other codecs.
    func encodeNil(_ coding: inout MapCoding) -> JSONValue?

    /// How many containers a writing door puts around the objects of its models: 0 for a model,
    /// one more for each array, set or dictionary around it. Where Foundation output that still
    /// nests too deep is cut, member by member (see Mapper+FoundationDepth.swift).
    var modelObjectDepth: Int { get }
}

extension ValueCodec {
    @inlinable
    var expectedShape: String { expected }

    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Value? { nil }

    @inlinable
    func decodeNullInOptional(_ coding: inout MapCoding) -> Value? { nil }

    @inlinable
    var absentValue: Value? { nil }

    @inlinable
    var absentValueRead: Value? { absentValue }

    @inlinable
    func isNil(_ value: Value) -> Bool { false }

    @inlinable
    func encodeNil(_ coding: inout MapCoding) -> JSONValue? { nil }

    @inlinable
    var modelObjectDepth: Int { 0 }

    @inlinable
    var readsManyModels: Bool { false }

    @inlinable
    var updatesInPlace: Bool { false }

    @inlinable
    var asElement: Self { self }

    @inlinable
    func decode(tape: JSONTape, index: Int, existing: Value?, _ coding: inout MapCoding) -> Value? {
        decode(JSONElement(tape: tape, index: index), existing: existing, &coding)
    }

    @inlinable
    func decodeLeaves(tape: JSONTape, arrayAt index: Int, count: Int) -> [Value]? { nil }

    /// Reads any JSON value, `null` included: a `null` reads as ``decodeNull(_:)`` says, and is
    /// a mismatch when that gives nothing.
    @inlinable @inline(__always)
    func decodeElement(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        if json.isNull {
            if let value = decodeNull(&coding) { return value }
            coding.record(.typeMismatch, expected: expectedShape, found: "null")
            return nil
        }
        return decode(json, existing: existing, &coding)
    }
}

/// The state of one pass of codecs over a value: the map whose settings apply, what went wrong
/// so far, and the element rule.
///
/// It is public only so that ``MapValue``'s requirements can name it; its contents are the
/// library's own.
public struct MapCoding {
    /// The map of the object being read or written: options, context, direction, depth.
    ///
    /// Not retained: a coding is made on every `<-`, and retaining and releasing the map there
    /// measured 2.4% of the instructions of a flat-user decode. Whoever makes a coding keeps its
    /// map alive while the coding is used (a map's own methods pass `self`; the others hold the
    /// map in a local kept alive with `withExtendedLifetime`), and no coding is stored.
    @usableFromInline unowned(unsafe) let map: Map
    /// Whether one element that does not convert fails its whole collection (`try map.value`,
    /// the throwing entry points of ``ImmutableMappable``), instead of being left out with an
    /// issue (`<-`).
    @usableFromInline let strict: Bool
    /// Whether issue texts are built: when the caller asked for a report, or a strict read needs
    /// one for its error.
    @usableFromInline let collects: Bool
    /// Whether anything went wrong, reported or not: a write with an unwritable value gives no
    /// text even when no report was asked for. Reading, it also says that an issue was noted
    /// for a value that was read all the same (a repeated key inside it), so that the map
    /// takes the issue in: a read's value does not depend on it.
    @usableFromInline var failed = false
    /// The issues and the thrown error, in a box made when the first of them is kept. A coding
    /// is made on every `<-` and almost never keeps anything: an empty array and an absent
    /// error stored inline cost every binding their initialization and two releases.
    @usableFromInline var report: Report?

    /// What a coding keeps of what went wrong. Copies of a coding share it; a coding is only
    /// ever copied to be read (``Map/absorb(_:)``, ``Map/failure(_:file:function:line:)``).
    @usableFromInline
    final class Report {
        @usableFromInline var issues: [PendingIssue] = []
        @usableFromInline var thrown: (any Error)?
        @usableFromInline init() {}
    }

    /// The issues found, with paths relative to the value being coded.
    @inlinable
    var issues: [PendingIssue] {
        get { report?.issues ?? [] }
        _modify {
            let kept = keptReport()
            yield &kept.issues
        }
    }

    /// The first error a model's initializer threw; the throwing doors hand it back (a user's
    /// own error unchanged).
    @inlinable
    var thrown: (any Error)? {
        get { report?.thrown }
        set { keptReport().thrown = newValue }
    }

    @inlinable
    init(map: Map, strict: Bool) {
        self.map = map
        self.strict = strict
        collects = strict || map.collectsIssues
    }

    /// The report, made on first use.
    @usableFromInline
    mutating func keptReport() -> Report {
        if let report { return report }
        let made = Report()
        report = made
        return made
    }

    /// Records failures found elsewhere (a conversion that kept its own list).
    @inlinable
    mutating func record(_ found: [PendingIssue]) {
        guard !found.isEmpty else { return }
        failed = true
        if collects { issues.append(contentsOf: found) }
    }

    /// Records a failure: always counted, its text built only when issues are kept.
    @inlinable
    mutating func record(_ kind: MappingIssue.Kind, expected: @autoclosure () -> String,
                         found: @autoclosure () -> String, path: [String] = []) {
        failed = true
        guard collects else { return }
        issues.append(PendingIssue(kind, expected: expected(), found: found(), path: path))
    }

    /// Takes in what a nested map found: its issues (already under their keys), its failure, and
    /// any error its model's initializer threw.
    @inlinable
    mutating func absorb(_ nested: Map) {
        if nested.failed { failed = true }
        // Even appending nothing goes through the accessor of ``issues`` that makes the report.
        if collects && !nested.issues.isEmpty { issues.append(contentsOf: nested.issues) }
        if let error = nested.thrown, thrown == nil { thrown = error }
    }

    /// Puts the issues from `start` on one level deeper in the document, under `component`.
    @inlinable
    mutating func place(from start: Int, under component: @autoclosure () -> String) {
        guard start < issues.count else { return }
        let component = component()
        for position in start..<issues.count { issues[position].reversedPath.append(component) }
    }
}

/// Whether a value is a nil optional, whatever its static type.
@usableFromInline
protocol AnyOptional {
    var isNone: Bool { get }
    static var none: Self { get }
}

extension Optional: AnyOptional {
    @usableFromInline
    var isNone: Bool { self == nil }
}
