import Foundation

/// Basic values: the ``JSONValueConvertible`` types.
@usableFromInline
struct BasicCodec<Value: JSONValueConvertible>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { Value.jsonTypeDescription }

    /// Always inlined, with the mismatch out of line: the leaf of every array of numbers, where
    /// the compiler's own choice changed with unrelated edits (a call per element of
    /// canada.json's arrays cost 4.5%).
    @inlinable @inline(__always)
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        if let value = Value._decode(json, conversion: coding.map.conversion) {
            // The two types that hold a container whole (a test the compiler folds for the
            // others, the numbers and strings of every hot loop). Read from Foundation
            // dictionaries, its objects' members are put in the order of their keys, which does
            // not change from run to run (see ``Map/readsUnorderedObjects``).
            if Value.self == JSONValue.self || Value.self == JSONObject.self {
                coding.noteRepeatedKeys(within: json)
                if coding.map.readsUnorderedObjects { return Self.inKeyOrder(value) }
            }
            return value
        }
        recordMismatch(json, &coding)
        return nil
    }

    /// `value`, a `JSONValue` or a `JSONObject`, with its objects' members in key order.
    @usableFromInline @inline(never)
    static func inKeyOrder(_ value: Value) -> Value {
        switch value {
        case let json as JSONValue:
            return json.inKeyOrder as? Value ?? value
        case let object as JSONObject:
            guard case .object(let sorted) = JSONValue.object(object).inKeyOrder else { return value }
            return sorted as? Value ?? value
        default:
            return value
        }
    }

    @usableFromInline @inline(never)
    func recordMismatch(_ json: JSONElement, _ coding: inout MapCoding) {
        coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
    }

    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Value? { Value._decodeNull() }

    @inlinable
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? {
        value.jsonValue.checkedForWriting(&coding, expected: expected)
    }
}

/// Enums and other `RawRepresentable` types, whatever their raw value: the basic JSON types are
/// read exactly, others (`NSNumber`, `Character`...) through their Foundation form.
///
/// A raw value is exact, as `EnumTransform` reads it: leniently, a numeric or boolean raw value
/// is read from a string that spells it (`"2"`), but not from one with JSON's white space around
/// it (`" 2"`), which the lenient conversion of an `Int` property ignores; a string raw value is
/// the string as it is.
@usableFromInline
struct RawCodec<Value: RawRepresentable>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        if let raw = Self.raw(json, coding.map.conversion), let value = Value(rawValue: raw) { return value }
        coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
        return nil
    }

    @inlinable
    static func raw(_ json: JSONElement, _ conversion: JSONConversion) -> Value.RawValue? {
        if let basic = Value.RawValue.self as? any JSONValueConvertible.Type {
            if conversion == .lenient, let text = json.string {
                // Decoded once, as `_decodeAny` would: white space at an end names no number.
                if Value.RawValue.self != String.self, text.hasJSONWhiteSpaceAtAnEnd { return nil }
                return basic.init(jsonValue: .string(text), conversion: conversion) as? Value.RawValue
            }
            return basic._decodeAny(json, conversion: conversion) as? Value.RawValue
        }
        return FoundationBridge.shallowFoundation(json.value) as? Value.RawValue
    }

    @inlinable
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? {
        let raw = value.rawValue
        if let basic = raw as? any JSONValueConvertible {
            return basic.jsonValue.checkedForWriting(&coding, expected: expected)
        }
        if let json = JSONValue(foundation: raw) { return json.checkedForWriting(&coding, expected: expected) }
        coding.record(.unwritableValue, expected: expected, found: "a raw value of type \(type(of: raw))")
        return nil
    }
}

extension JSONValueConvertible {
    /// Reads `Self` from an element, for callers that hold the type as an existential.
    @inlinable
    static func _decodeAny(_ element: JSONElement, conversion: JSONConversion) -> Any? {
        _decode(element, conversion: conversion)
    }
}

/// Nested models.
@usableFromInline
struct ModelCodec<Value: BaseMappable>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    var expectedShape: String { "\(expected) (an object)" }

    @inlinable
    var updatesInPlace: Bool { true }

    @inlinable
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        guard json.isObject else {
            coding.record(.typeMismatch, expected: expectedShape, found: json.issueRendering)
            return nil
        }
        guard coding.map.depth <= Map.maximumModelDepth else {
            Map.recordTooDeep(expected, &coding)
            return nil
        }
        let updating = coding.map.toObject ? existing : nil
        let child = coding.map.nested(.fromJSON, source: json, toObject: updating != nil)
        let value = Self.instance(in: child, enclosedBy: coding.map, updating: updating, &coding)
        coding.map.keepForReuse(consume child)
        return value
    }

    /// Makes (or, when `updating` is given, updates) a model from the object `map` reads,
    /// inside the model of `parent`, reporting a refusal, a thrown error or a cycle as an issue.
    @inlinable
    static func instance(in map: Map, enclosedBy parent: Map, updating existing: Value?,
                         _ coding: inout MapCoding) -> Value? {
        var instance: Value
        if let existing, !(Value.self is any ImmutableMappable.Type) {
            instance = existing
        } else {
            do {
                guard let made = try Value._instanceForMapping(map: map) else {
                    coding.absorb(map)
                    coding.record(.refusedObject, expected: String(describing: Value.self), found: refusal)
                    return nil
                }
                instance = made
            } catch {
                coding.absorb(map)
                coding.refused(String(describing: Value.self), by: error, readingWith: map)
                return nil
            }
        }
        // Any instance of a class may be one that other code holds (one updated in place, one
        // from `objectForMapping(map:)`), and so one of the models being read (see `isMapping`).
        // Asking whether the model is one that `init(map:)` just made would cost a conformance
        // check per model (`is StaticMappable.Type`), more than looking.
        let model = instance._mappingIdentity
        if let model, parent.isMapping(model) {
            coding.absorb(map)
            Map.recordCycle(String(describing: Value.self), &coding)
            return nil
        }
        map.enter(model, enclosedBy: parent)
        instance.mapping(map: map)
        map.leave()
        map.defersSelections = false
        map.reportRepeatedKeys()
        coding.absorb(map)
        return instance
    }

    @usableFromInline
    static var refusal: String {
        // `objectForMapping(map:)` may also have returned an instance of another class, which
        // is not asked again here (it is the model's own code): the text names both cases.
        Value.self is any StaticMappable.Type
            ? "objectForMapping(map:) returned nil or an instance that is not a \(Value.self)"
            : "init?(map:) returned nil"
    }

    @inlinable
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? {
        guard coding.map.depth <= Map.maximumModelDepth else {
            Map.recordTooDeep(expected, &coding)
            return nil
        }
        // Any instance written may be one of the models being written (see `isMapping`).
        let model = value._mappingIdentity
        if let model, coding.map.isMapping(model) {
            Map.recordCycle(expected, &coding)
            return nil
        }
        return .object(Self.object(from: value, model: model, parent: coding.map, &coding))
    }

    /// Writes a model, the instance `model` when it is one of a class, into a new object.
    @inlinable
    static func object(from value: Value, model: ObjectIdentifier?, parent: Map, _ coding: inout MapCoding) -> JSONObject {
        let child = parent.nested(.toJSON)
        child.enter(model, enclosedBy: parent)
        var copy = value
        copy.mapping(map: child)
        child.leave()
        coding.absorb(child)
        return parent.takeOutput(of: child, writtenBy: ObjectIdentifier(Value.self))
    }
}

extension MapCoding {
    /// Records that the initializer of a model, reading through `map`, threw `error`.
    ///
    /// The error is kept (the first one), so that the throwing doors can hand a user's own error
    /// back unchanged. A ``MapError`` from `try map.value(...)` already says what failed, in its
    /// issues: they are recorded once, not wrapped in a refusal. Any other error is a refusal.
    @usableFromInline
    mutating func refused(_ type: String, by error: any Error, readingWith map: Map) {
        failed = true
        if thrown == nil { thrown = error }
        guard collects else { return }
        if let mapError = error as? MapError, !mapError.issues.isEmpty {
            if !map.collectsIssues { issues.append(contentsOf: mapError.issues.map(PendingIssue.init)) }
            return
        }
        let reason = (error as? MapError).map { $0.reason ?? "cannot map the value" } ?? String(describing: error)
        issues.append(PendingIssue(.refusedObject, expected: type, found: reason))
    }
}

/// Any type, through Foundation values and a cast: ObjectMapper's catch-all, for types such
/// as `[String: Any]`, `[Any]`, `NSNumber`, `Any` and `AnyObject`.
///
/// `Value` may itself be an optional (`Date?`, `Any?`): then an absent key and a `null` read as
/// `nil`, as in ObjectMapper, whose map gave no current value for a `null`. (Inside a
/// `[String: Any]` or `[Any]`, a `null` is `NSNull()`, as Foundation reads it.)
@usableFromInline
struct CastCodec<Value>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        var found: [PendingIssue] = []
        guard let foundation = FoundationBridge.foundationValue(of: json, inKeyOrder: coding.map.readsUnorderedObjects,
                                                                reportingMergedKeys: true, issues: &found) else {
            coding.record(found)
            return nil
        }
        if let value = foundation as? Value {
            coding.noteRepeatedKeys(within: json)
            // Keys that Swift takes as one, which a `[String: Any]` held as one.
            coding.noteMergedKeys(found)
            return value
        }
        coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
        return nil
    }

    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Value? { absentValue }

    @inlinable
    var absentValue: Value? {
        guard let optional = Value.self as? any AnyOptional.Type else { return nil }
        return optional.none as? Value
    }

    @inlinable
    func isNil(_ value: Value) -> Bool {
        (value as? any AnyOptional)?.isNone ?? false
    }

    /// A nil optional (`Value` is one: `[String: Any]?`, `Any?`) writes nothing: the caller
    /// leaves it out, or writes `null` when nil values are included, as for every other
    /// optional; the bridge alone would make it a `null` always.
    @inlinable
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? {
        if isNil(value) { return nil }
        var found: [PendingIssue] = []
        guard let json = FoundationBridge.jsonValue(of: value, expected: expected, issues: &found) else {
            coding.record(found)
            return nil
        }
        return json.checkedForWriting(&coding, expected: expected)
    }
}

/// Values through a transform. A `null` is handed to the transform as `nil`, as ObjectMapper did.
@usableFromInline
struct TransformCodec<Transform: TransformType>: ValueCodec {
    @usableFromInline let transform: Transform

    @inlinable init(transform: Transform) { self.transform = transform }

    @inlinable
    var expected: String { String(describing: Transform.Object.self) }

    @inlinable
    func decode(_ json: JSONElement, existing: Transform.Object?, _ coding: inout MapCoding) -> Transform.Object? {
        // A value from Foundation dictionaries is handed over with its objects' members in the
        // order of their keys, which does not change from run to run (see ``Map/readsUnorderedObjects``).
        let unordered = coding.map.readsUnorderedObjects
        // A Foundation value with no JSON form reaches no transform: one that reads JSONValues
        // itself would take its stand-in for an empty object (see FoundationStandIn.swift). The
        // bridge's issue says what it was, as for a transform that reads Foundation values.
        if unordered && json.holdsStandIn {
            coding.record(transform.bridgingIssues(reading: json, inKeyOrder: true))
            return nil
        }
        if let value = transform.transformFromJSONValue(unordered ? json.value.inKeyOrder : json.value) {
            coding.noteRepeatedKeys(within: json)
            return value
        }
        let bridging = transform.bridgingIssues(reading: json, inKeyOrder: unordered)  // too deep for the bridge?
        guard bridging.isEmpty else {
            coding.record(bridging)
            return nil
        }
        coding.record(.failedTransform, expected: expected, found: json.issueRendering)
        return nil
    }

    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Transform.Object? { transform.transformFromJSONValue(nil) }

    @inlinable
    func decodeNullInOptional(_ coding: inout MapCoding) -> Transform.Object? { transform.transformFromJSONValue(nil) }

    @inlinable
    var absentValueRead: Transform.Object? { transform.transformFromJSONValue(nil) }

    @inlinable
    func encode(_ value: Transform.Object, _ coding: inout MapCoding) -> JSONValue? {
        guard let json = transform.transformToJSONValue(value) else {
            let bridging = transform.bridgingIssues(writing: value, expected: expected)  // too deep?
            guard bridging.isEmpty else {
                coding.record(bridging)
                return nil
            }
            // Nothing to write, as the transform says: left out, with no failure recorded
            // (the caller tells this `nil` from a failure by ``MapCoding/failed``).
            if transform._refusesNil(writing: value) {
                coding.record(.unwritableValue, expected: expected, found: Self.refused(value))
            }
            return nil
        }
        return json.checkedForWriting(&coding, expected: expected)
    }

    /// What an issue says of a value the transform refused: a number's own text (a NaN says
    /// so), otherwise its type (a value's description may be long, or not safe to ask of every
    /// value, a `Date` of NaN seconds).
    @usableFromInline
    static func refused(_ value: Transform.Object) -> String {
        let what: String
        switch value {
        case let number as NSNumber: what = "\(Transform.Object.self) \(number)"
        case let decimal as Decimal: what = "Decimal \(decimal)"
        default: what = "a value of type \(Transform.Object.self)"
        }
        return "\(what) (the transform wrote nothing)"
    }

    /// What a nil optional writes: whatever the transform makes of `nil`, as ObjectMapper did.
    @inlinable
    func encodeNil(_ coding: inout MapCoding) -> JSONValue? { transform.transformToJSONValue(nil) }
}

/// Any ``MapValue``: the library's own types, models, and collections and optionals of them.
@usableFromInline
struct MapValueCodec<Value: MapValue>: ValueCodec {
    /// Whether the value is an element of a collection (see ``ValueCodec/asElement``).
    @usableFromInline var isElement = false

    @inlinable init() {}

    @inlinable
    var expected: String { Value._mapExpected }

    @inlinable
    var updatesInPlace: Bool { Value._mapUpdatesInPlace }

    @inlinable
    var asElement: Self {
        var element = self
        element.isElement = true
        return element
    }

    @inlinable
    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        guard let existing else {
            return isElement ? Value._mapDecodeElement(json, &coding) : Value._mapDecode(json, &coding)
        }
        return Value._mapDecode(json, existing: existing, &coding)
    }

    @inlinable @inline(__always)
    func decode(tape: JSONTape, index: Int, existing: Value?, _ coding: inout MapCoding) -> Value? {
        if let value = TapeLeaf.read(Value.self, tape, index) { return value }
        return decode(JSONElement(tape: tape, index: index), existing: existing, &coding)
    }

    @inlinable
    func decodeLeaves(tape: JSONTape, arrayAt index: Int, count: Int) -> [Value]? {
        TapeLeaf.readArray(Value.self, tape, arrayAt: index, count: count)
    }

    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Value? { Value._mapDecodeNull(&coding) }

    @inlinable
    func decodeNullInOptional(_ coding: inout MapCoding) -> Value? { nil }

    @inlinable
    var absentValue: Value? { Value._mapAbsent }

    @inlinable
    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? { value._mapEncode(&coding) }

    @inlinable
    func isNil(_ value: Value) -> Bool { value._mapIsNil }
}

extension JSONValue {
    /// The value, when every number in it can be written; otherwise `nil`, with an issue for
    /// each NaN or infinity at its path inside the value (and, when the map writes Foundation
    /// values, for each number that no `Double` or `Decimal` holds).
    ///
    /// The walk keeps its own stack, so no depth can overflow the thread's; paths are built only
    /// for the numbers it reports.
    @inlinable
    func checkedForWriting(_ coding: inout MapCoding, expected: @autoclosure () -> String) -> JSONValue? {
        switch self {
        case .array, .object:
            return coding.map.keepsNonFiniteNumbers ? self : checkedContainerForWriting(&coding)
        case .number(let number) where number.mayBeUnwritable:
            return checkedNumberForWriting(number, &coding, expected: expected)
        default:
            return self
        }
    }

    /// ``checkedForWriting(_:expected:)`` for a number that may not be writable: out of line,
    /// so that the numbers written every time cost no more than the test that sends them here.
    @usableFromInline @inline(never)
    func checkedNumberForWriting(_ number: JSONNumber, _ coding: inout MapCoding, expected: () -> String) -> JSONValue? {
        if coding.map.keepsNonFiniteNumbers || number.isWritable(toFoundation: coding.map.writesFoundation) { return self }
        coding.record(.unwritableValue, expected: expected(), found: number.unwritableRendering)
        return nil
    }

    /// ``checkedForWriting(_:expected:)`` for arrays and objects.
    @usableFromInline
    func checkedContainerForWriting(_ coding: inout MapCoding) -> JSONValue? {
        // Each visited container is a node that knows its parent, so a path costs nothing until
        // a bad number asks for it.
        var nodes: [(component: String, parent: Int)] = [("", -1)]
        var pending: [(value: JSONValue, node: Int)] = [(self, 0)]
        var clean = true
        func path(to node: Int, then last: String) -> [String] {
            var reversed = [last]
            var current = node
            while current > 0 {
                reversed.append(nodes[current].component)
                current = nodes[current].parent
            }
            return reversed.reversed()
        }
        while let (value, node) = pending.popLast() {
            switch value {
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    switch element {
                    case .number(let number)
                        where number.mayBeUnwritable && !number.isWritable(toFoundation: coding.map.writesFoundation):
                        clean = false
                        coding.record(.unwritableValue, expected: "a finite number", found: number.unwritableRendering,
                                      path: path(to: node, then: String(index)))
                    case .array, .object:
                        nodes.append((String(index), node))
                        pending.append((element, nodes.count - 1))
                    default: break
                    }
                }
            case .object(let object):
                for (key, element) in object {
                    switch element {
                    case .number(let number)
                        where number.mayBeUnwritable && !number.isWritable(toFoundation: coding.map.writesFoundation):
                        clean = false
                        coding.record(.unwritableValue, expected: "a finite number", found: number.unwritableRendering,
                                      path: path(to: node, then: key))
                    case .array, .object:
                        nodes.append((key, node))
                        pending.append((element, nodes.count - 1))
                    default: break
                    }
                }
            default:
                break
            }
        }
        // Not `clean ? self : nil`: `JSONValue` is expressible by `nil`, so that `nil` would be
        // the value `null`, written where the unwritable container was.
        guard clean else { return Optional.none }
        // Only in the writes that limit the depth of Foundation output (Mapper+FoundationDepth.swift).
        if coding.map.placesWholeValues { return placedForFoundation(&coding) }
        return self
    }
}

extension JSONNumber {
    /// Whether ``isWritable(toFoundation:)`` may be `false`: a NaN or infinity, or a number kept
    /// as its literal text (`1e400`). One switch, as ``isFinite``, so that a write asks nothing
    /// more of the numbers it writes every time (integers, doubles, plain decimals).
    @inlinable
    var mayBeUnwritable: Bool {
        switch storage {
        case .double(let value): return !value.isFinite
        case .float(let value): return !value.isFinite
        case .literal: return true
        default: return false
        }
    }

    /// Whether the number can be written: not NaN or infinite and, into Foundation values
    /// (`toFoundation`), held by a `Double` or a `Decimal` (see ``foundationNumber``).
    @usableFromInline
    func isWritable(toFoundation: Bool) -> Bool {
        guard isFinite else { return false }
        guard toFoundation, case .literal = storage else { return true }
        return foundationNumber != nil
    }

    /// What an issue says of a number a map could not write: `nan`, `inf`, or a number with
    /// no Foundation form and why.
    @usableFromInline
    var unwritableRendering: String {
        guard isFinite else { return literal }
        return JSONValue.number(self).issueRendering + " (no Double or Decimal holds it, so it has no Foundation form)"
    }
}

/// The basic leaves read straight from a tape entry: strings, `Int`, `Bool` and `Double`, the
/// same conversions as their ``JSONValueConvertible/_decode(_:conversion:)`` (strictly typed:
/// what converts only leniently, or not at all, is `nil` here and read through an element).
///
/// A property read through a ``JSONElement`` hands the codec an element that holds the tape: an
/// atomic reference count up and down per property, about 40 instructions and more in time. A
/// map reads its properties from the tape its source holds, so the leaves that are the
/// library's own types (no user code can keep what they are given) skip the element.
/// `Value.self == T.self` is decided when the codec is specialized: each `<-` keeps one branch.
@usableFromInline
enum TapeLeaf {
    @inlinable @inline(__always)
    static func read<Value>(_ type: Value.Type, _ tape: JSONTape, _ index: Int) -> Value? {
        if Value.self == String.self {
            let entry = tape.entries[index]
            guard entry.kind == .string else { return nil }
            return identity(tape.stringValue(entry), as: type)
        }
        if Value.self == Int.self {
            let entry = tape.entries[index]
            guard entry.kind == .number, entry.scale == 0,
                  let value = entry.flag ? JSONNumber.negated(entry.significand, as: Int.self)
                                         : Int(exactly: entry.significand) else { return nil }
            return identity(value, as: type)
        }
        if Value.self == Bool.self {
            let kind = tape.entries[index].kind
            guard kind == .trueValue || kind == .falseValue else { return nil }
            return identity(kind == .trueValue, as: type)
        }
        if Value.self == Double.self {
            let entry = tape.entries[index]
            guard entry.kind == .number, entry.scale != JSONTape.literalNumber,
                  let value = JSONNumber.nearestDouble(significand: entry.significand, scale: Int(entry.scale),
                                                       negative: entry.flag) else { return nil }
            return identity(value, as: type)
        }
        return nil
    }

    /// The `count` elements of the array at entry `index`, when each one is a leaf that
    /// ``read(_:_:_:)`` reads; `nil` at the first that is not (a `null`, a container, a number
    /// with no exact `Int` or quick `Double`, another type), for the caller to read the array
    /// element by element. Each leaf takes one entry, so the elements are the entries after
    /// the array's, as long as they are leaves.
    ///
    /// One loop into the array's storage, without an element, an issue count or an index path
    /// per element: mapping canada.json's 55,000 arrays of two numbers took a tenth fewer
    /// instructions (74.0M to 66.9M a decode).
    @inlinable
    static func readArray<Value>(_ type: Value.Type, _ tape: JSONTape, arrayAt index: Int, count: Int) -> [Value]? {
        // The first element is read before any room is made: for a type ``read(_:_:_:)`` does
        // not read, the compiler folds it to `nil`, and so the whole function.
        guard count > 0, let first = read(type, tape, index + 1) else { return nil }
        // Appended rather than written into `Array(unsafeUninitializedCapacity:)`, whose buffer
        // comes from an unspecialized runtime call that looks up the storage's type each time.
        var values: [Value] = []
        values.reserveCapacity(count)
        values.append(first)
        for child in index + 2..<index + 1 + count {
            guard let value = read(type, tape, child) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `value` as `Value`, which the caller has checked is its own type: no conversion, and no
    /// run-time cast (an `as?` that the compiler does not fold costs a call into the runtime).
    @inlinable @inline(__always)
    static func identity<Known, Value>(_ value: Known, as type: Value.Type) -> Value {
        precondition(Known.self == Value.self)
        return unsafeBitCast(value, to: Value.self)
    }
}
