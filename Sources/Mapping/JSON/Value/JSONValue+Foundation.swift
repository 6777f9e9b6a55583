import Foundation

/// The bridge between `JSONValue` and the values `JSONSerialization` deals in.
///
/// ## Design
///
/// Both directions walk the tree with a stack of their own rather than by recursion, so that no
/// depth overflows the call stack, and visit each value once:
///
/// - From Foundation (``JSONValue/init(foundation:)``), each value's kind is found from its
///   dynamic type before any cast: `String`, `[String: Any]`, `[Any]`, `NSNumber` and `NSNull`
///   (what `JSONSerialization` produces) are recognised by type identity. A cast such as
///   `value as? NSNumber` or `value is NSNull` is never tried on a Swift dictionary or array:
///   on Linux it bridges the whole subtree to Foundation objects first, which made a walk that
///   asks at every level quadratic in the depth. Only values of other types go through the
///   general chain of casts.
/// - Nesting is limited as the parser limits it: a Foundation value nested deeper than
///   ``JSONParseLimits/maximumDepth``'s default (512 levels) has no `JSONValue` form. Values the
///   library builds are then always shallow enough to be freed on a secondary thread's stack
///   (Swift frees nested values recursively; see ``JSONValue``).
/// - To Foundation (``JSONValue/foundationValue``), containers are built children first, from
///   a stack of open containers, for a `JSONValue` of any depth.
extension JSONValue {
    /// Converts a Foundation value, as `JSONSerialization` produces or accepts it, into a
    /// `JSONValue`; `nil` when `value` (or anything inside it) is of a type JSON has no form for
    /// (a `Date`, a `URL`, a custom object). A NaN or infinite number is kept, as a `JSONValue`
    /// can hold one; writing the value then throws, naming its path.
    ///
    /// Booleans stay booleans, including `NSNumber`s made from a `Bool`; `NSDecimalNumber` and
    /// `Decimal` keep their exact digits; integers of every width keep their value; `NSNull`
    /// and `nil` become `null`. A dictionary has no order of its own (it changes from run to
    /// run), so its keys come out sorted by their UTF-8 bytes: the same value always writes the
    /// same text.
    ///
    /// ```swift
    /// let value = JSONValue(foundation: ["id": 7, "ok": true, "price": Decimal(string: "1.66")!])
    /// value?["ok"]        // .bool(true)
    /// value?["price"]     // exactly 1.66
    /// ```
    ///
    /// Containers nested deeper than 512 levels (the parser's default limit) have no JSON form
    /// here either: the result is `nil`, in time linear in the size of the value, whatever its
    /// depth.
    public init?(foundation value: Any) {
        guard case .success(let converted) = FoundationBridge.convert(value) else { return nil }
        self = converted
    }

    /// The value as Foundation represents JSON: `[String: Any]`, `[Any]`, `String`, `Bool`,
    /// `NSNumber` and `NSNull`, as `JSONSerialization` users expect.
    ///
    /// Integers become `NSNumber`s, so they cast with both `as? Int` and `as? Double`; booleans
    /// become `Bool`; other numbers become `NSNumber`s of their nearest `Double`, or
    /// `NSDecimalNumber`s when a `Double` cannot hold them. Any depth is converted, without
    /// recursion; but Swift frees nested dictionaries and arrays with one call per level, so the
    /// Foundation form of a value built in code tens of thousands of levels deep overflows the
    /// stack when it is dropped (the library's own doors, such as `toJSON()`, convert within
    /// 512 levels and report deeper values). A number beyond both (`1e400`), which
    /// `JSONSerialization` refuses, becomes an infinite `NSNumber` here; the mapping doors report
    /// it instead, and ``Mapper/parseJSONString(JSONString:)`` gives `nil`. Keep the `JSONValue`
    /// to read its digits.
    public var foundationValue: Any {
        FoundationBridge.foundation(self)
    }
}

extension JSONObject {
    /// Converts a Foundation dictionary for reading, as a Foundation door does: a value with no
    /// JSON form, or nested deeper than the bridge follows, is kept as a stand-in that fails the
    /// reads that reach it (see FoundationStandIn.swift).
    init(foundation dictionary: [String: Any]) {
        switch FoundationBridge.convert(dictionary, sortingKeys: false, standingIn: true) {
        case .success(.object(let object)): self = object
        default: self.init()
        }
    }
}

extension JSONValue {
    /// Converts the Foundation input of a ``Mapper`` entry point (or of a map), whatever its
    /// shape: a value with no JSON form, or nested deeper than the bridge follows, becomes a
    /// stand-in at its place (see FoundationStandIn.swift), so that only the properties (or the
    /// elements) that read it fail, each with an issue at its path, as with a bad value in a
    /// JSON text. The input itself may be such a value.
    init(foundationDocument object: Any) {
        switch FoundationBridge.convert(object, sortingKeys: false, standingIn: true) {
        case .success(let value): self = value
        case .failure(let failure): self = .standIn(for: failure.typeName, tooDeep: failure.tooDeep)
        }
    }
}

/// The conversions behind ``JSONValue/init(foundation:)`` and ``JSONValue/foundationValue``.
@usableFromInline
enum FoundationBridge {
    /// The deepest nesting converted from Foundation: the parser's default limit.
    static let maximumDepth = JSONParseLimits().maximumDepth

    /// Why a Foundation value has no `JSONValue` form, and where.
    struct Failure: Error {
        /// Whether the value is nested too deep (rather than of a type JSON has no form for).
        var tooDeep: Bool
        /// The key path to the value, outermost component first.
        var path: [String]
        /// The type of the value, as issues name it.
        var typeName: String
        /// For a JSON number with no Foundation form (beyond a `Double` and a `Decimal`), its text.
        var number: String? = nil
    }

    /// What a Foundation value is, found without bridging its contents.
    enum Shape {
        case scalar(JSONValue)
        /// A Swift dictionary, whose members are taken in its own order as the walk reaches them
        /// (without copying its keys and values out first).
        case dictionary([String: Any])
        /// An object's keys and values, in the order given: an `NSDictionary`'s, or sorted ones.
        case object([String], [Any])
        case array([Any])
        case none
    }

    /// A container being converted.
    private struct Open {
        /// The Swift dictionary whose members are taken one by one, and the position of the next.
        var dictionary: [String: Any]
        var position: Dictionary<String, Any>.Index
        let fromDictionary: Bool
        /// The children of an array, or the values of an object given as keys and values.
        let children: [Any]
        let keys: [String]
        var next = 0
        /// The key of the member taken last, in an object.
        var key = ""
        let isObject: Bool
        var elements: [JSONValue]
        var object: JSONObject

        // Each property is set once: defaults overwritten here cost a copy of the whole value.
        init(_ shape: consuming Shape) {
            switch consume shape {
            case .dictionary(let dictionary):
                self.dictionary = dictionary
                position = dictionary.startIndex
                fromDictionary = true
                children = []
                keys = []
                isObject = true
                elements = []
                object = JSONObject()
                object.reserveCapacity(dictionary.count)
            case .object(let keys, let values):
                dictionary = [:]
                position = dictionary.startIndex
                fromDictionary = false
                self.keys = keys
                children = values
                isObject = true
                elements = []
                object = JSONObject()
                object.reserveCapacity(keys.count)
            case .array(let array):
                dictionary = [:]
                position = dictionary.startIndex
                fromDictionary = false
                keys = []
                children = array
                isObject = false
                elements = []
                elements.reserveCapacity(array.count)
                object = JSONObject()
            case .scalar, .none:
                dictionary = [:]
                position = dictionary.startIndex
                fromDictionary = false
                keys = []
                children = []
                isObject = false
                elements = []
                object = JSONObject()
            }
        }

        /// Whether a child is left to take.
        var hasNext: Bool { fromDictionary ? position != dictionary.endIndex : next < children.count }

        /// The next child; there must be one (``hasNext``).
        mutating func take() -> Any {
            if fromDictionary {
                // The key and the value are read apart: a `(key, value)` element is copied
                // through the runtime's generic tuple witness, at several times the cost.
                key = dictionary.keys[position]
                let value = dictionary.values[position]
                dictionary.formIndex(after: &position)
                return value
            }
            if isObject { key = keys[next] }
            next += 1
            return children[next - 1]
        }

        /// Adds the conversion of the child taken last.
        mutating func add(_ value: JSONValue) {
            if isObject {
                object.appendUnique(key, value)
            } else {
                elements.append(value)
            }
        }

        var value: JSONValue { isObject ? .object(object) : .array(elements) }

        /// The path component of the child taken last.
        var component: String { isObject ? key : String(next - 1) }
    }

    /// Converts `value`, found at nesting `depth` of the whole value being converted.
    ///
    /// Objects come out with their keys sorted by their UTF-8 bytes, since a dictionary's own
    /// order changes from run to run: the same value always writes the same bytes. Mapping from
    /// a Foundation value, which mostly looks keys up, passes `sortingKeys: false`; the few
    /// readers that take an object's members one by one put them in key order themselves, and
    /// only then (see JSONValue+KeyOrder.swift).
    ///
    /// With `standingIn`, as the mapping doors convert their input, a value with no JSON form or
    /// nested too deep becomes a stand-in for it (see FoundationStandIn.swift) rather than a
    /// failure of the whole; the value itself still fails (its caller decides).
    static func convert(_ value: Any, depth: Int = 0, sortingKeys: Bool = true,
                        standingIn: Bool = false) -> Result<JSONValue, Failure> {
        let shape = sortingKeys ? sorted(Self.shape(of: value)) : Self.shape(of: value)
        switch shape {
        case .scalar(let scalar): return .success(scalar)
        case .none: return .failure(Failure(tooDeep: false, path: [], typeName: typeName(of: value)))
        case .dictionary, .object, .array: break
        }
        guard depth < maximumDepth else {
            return .failure(Failure(tooDeep: true, path: [], typeName: typeName(of: value)))
        }
        var parents: [Open] = []
        var current = Open(shape)
        while true {
            guard current.hasNext else {
                let done = current.value
                guard !parents.isEmpty else { return .success(done) }
                // Moved out of the stack straight into `current`: a copy held while `done` is
                // added would share the container's storage and make the append copy it whole.
                current = parents.removeLast()
                current.add(done)
                continue
            }
            let child = current.take()
            let shape = sortingKeys ? sorted(Self.shape(of: child)) : Self.shape(of: child)
            switch shape {
            case .scalar(let scalar):
                current.add(scalar)
            case .none:
                guard standingIn else { return failure(tooDeep: false, of: child, parents, current) }
                current.add(.standIn(for: typeName(of: child), tooDeep: false))
            case .dictionary, .object, .array:
                guard depth + parents.count + 1 < maximumDepth else {
                    guard standingIn else { return failure(tooDeep: true, of: child, parents, current) }
                    current.add(.standIn(for: typeName(of: child), tooDeep: true))
                    continue
                }
                // Moved onto the stack, not copied: a container is a large value.
                parents.append(consume current)
                current = Open(shape)
            }
        }
    }

    /// The failure for `child`, the child `current` took last, under `parents`.
    private static func failure(tooDeep: Bool, of child: Any, _ parents: [Open], _ current: Open) -> Result<JSONValue, Failure> {
        let path = parents.map(\.component) + [current.component]
        return .failure(Failure(tooDeep: tooDeep, path: path, typeName: typeName(of: child)))
    }

    /// The type of `value` as issues name it: an optional's wrapped value's.
    private static func typeName(of value: Any) -> String {
        if let optional = value as? OptionalProtocol, let wrapped = optional.wrappedAny { return typeName(of: wrapped) }
        return String(describing: type(of: value))
    }

    /// An object's members sorted by their keys' UTF-8 bytes; other shapes as they are.
    private static func sorted(_ shape: Shape) -> Shape {
        if case .dictionary(let dictionary) = shape { return sorted(object(dictionary)) }
        guard case .object(let keys, let values) = shape, keys.count > 1 else { return shape }
        let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        return .object(order.map { keys[$0] }, order.map { values[$0] })
    }

    /// The kind of a Foundation value, and its contents in a form the walk can take apart.
    static func shape(of value: Any) -> Shape {
        #if DEBUG
        WorkMeter.count(.conversions)
        #endif
        let type = type(of: value)
        // What JSONSerialization produces, by type identity: no cast is tried that could fail.
        if type == String.self, let string = value as? String { return .scalar(.string(string)) }
        if type == [String: Any].self, let dictionary = value as? [String: Any] { return .dictionary(dictionary) }
        if type == [Any].self, let array = value as? [Any] { return .array(array) }
        // JSONSerialization's numbers, booleans and nulls by class identity too: asking
        // `type is AnyObject.Type` and bridging with `as AnyObject` cost more than the rest.
        let identity = ObjectIdentifier(type)
        if identity == Classes.null { return .scalar(.null) }
        if identity == Classes.number || identity == Classes.boolean, let number = value as? NSNumber {
            return .scalar(convert(number))
        }
        if type is AnyObject.Type { return shape(ofObject: value as AnyObject) }
        return shape(ofValue: value)
    }

    /// The kind of an instance of a class: Foundation's objects, and their subclasses.
    private static func shape(ofObject object: AnyObject) -> Shape {
        #if DEBUG
        WorkMeter.count(.casts)
        #endif
        let type = ObjectIdentifier(Swift.type(of: object))
        if type == Classes.number || type == Classes.boolean, let number = object as? NSNumber {
            return .scalar(convert(number))
        }
        if type == Classes.null { return .scalar(.null) }
        if let number = object as? NSNumber { return .scalar(convert(number)) }
        if object is NSNull { return .scalar(.null) }
        if let string = object as? NSString { return .scalar(.string(String(string))) }
        // An NSArray's or NSDictionary's elements are read one at a time, by position or key,
        // rather than by iterating it as a Swift sequence, which bridges all of them first.
        // Known limit: on Linux, Foundation bridges an element that is itself an NSArray or
        // NSDictionary to a Swift collection as it hands it out (`object(at:)` and
        // `object(forKey:)` go through `__SwiftValue.fetch`), its whole subtree, by recursion:
        // an NSArray or NSDictionary nested thousands deep or holding itself overflows the
        // stack inside Foundation before the walk sees it. No public API on Linux hands out
        // an element unbridged; Swift collections and values of any depth are walked safely.
        if let array = object as? NSArray {
            var elements: [Any] = []
            elements.reserveCapacity(array.count)
            for position in 0..<array.count { elements.append(array.object(at: position)) }
            return .array(elements)
        }
        if let dictionary = object as? NSDictionary {
            // Taken member by member: a Swift dictionary would merge keys that are equal only
            // after Unicode normalization, where an `NSDictionary` (and JSON) keeps both.
            var keys: [String] = []
            var values: [Any] = []
            keys.reserveCapacity(dictionary.count)
            values.reserveCapacity(dictionary.count)
            let enumerator = dictionary.keyEnumerator()
            while let key = enumerator.nextObject() {
                guard let element = dictionary.object(forKey: key) else { continue }
                if let key = key as? NSString {
                    keys.append(String(key))
                } else if let key = key as? String {
                    keys.append(key)
                } else {
                    return .none
                }
                values.append(element)
            }
            return .object(keys, values)
        }
        return .none
    }

    /// The kind of a value of a type that is not a class: Swift's numbers, strings and
    /// collections, the library's own values, and optionals.
    private static func shape(ofValue value: Any) -> Shape {
        #if DEBUG
        WorkMeter.count(.casts)
        #endif
        switch value {
        case let value as JSONValue: return .scalar(value)
        // Optionals first: a cast unwraps them, and on Linux an `NSNumber` of 0 or 1 inside
        // one casts to `Bool`, so a number would be taken for a boolean.
        case let optional as OptionalProtocol:
            guard let wrapped = optional.wrappedAny else { return .scalar(.null) }
            return shape(of: wrapped)
        case let flag as Bool: return .scalar(.bool(flag))
        case let integer as Int: return .scalar(.number(JSONNumber(integer)))
        case let double as Double: return .scalar(.number(JSONNumber(double)))
        case let decimal as Decimal: return .scalar(.number(JSONNumber(decimal)))
        case let float as Float: return .scalar(.number(JSONNumber(float)))
        case let integer as Int64: return .scalar(.number(JSONNumber(integer)))
        case let integer as UInt64: return .scalar(.number(JSONNumber(integer)))
        case let integer as UInt: return .scalar(.number(JSONNumber(integer)))
        case let integer as Int32: return .scalar(.number(JSONNumber(integer)))
        case let integer as UInt32: return .scalar(.number(JSONNumber(integer)))
        case let integer as Int16: return .scalar(.number(JSONNumber(integer)))
        case let integer as UInt16: return .scalar(.number(JSONNumber(integer)))
        case let integer as Int8: return .scalar(.number(JSONNumber(integer)))
        case let integer as UInt8: return .scalar(.number(JSONNumber(integer)))
        case let float as CGFloat: return .scalar(.number(JSONNumber(float.native)))
        case let number as JSONNumber: return .scalar(.number(number))
        case let object as JSONObject: return .scalar(.object(object))
        case let string as String: return .scalar(.string(string))
        case let array as [Any]: return .array(array)
        case let dictionary as [String: Any]: return .dictionary(dictionary)
        default:
            return .none
        }
    }

    /// A Swift dictionary's keys and values.
    private static func object(_ dictionary: [String: Any]) -> Shape {
        var keys: [String] = []
        var values: [Any] = []
        keys.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            keys.append(key)
            values.append(value)
        }
        return .object(keys, values)
    }

    /// `NSNumber`s say what they were made from: a boolean, a signed or unsigned integer, a
    /// `Float`, a `Double`, or (as `NSDecimalNumber`) a decimal.
    private static func convert(_ number: NSNumber) -> JSONValue {
        let type = ObjectIdentifier(Swift.type(of: number))
        if type == Classes.boolean { return .bool(number.boolValue) }
        if type != Classes.number, let decimal = number as? NSDecimalNumber {
            return .number(JSONNumber(decimal.decimalValue))
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .number(JSONNumber(number.int64Value))
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return .number(JSONNumber(number.uint64Value))
        case UInt8(ascii: "f"):
            return .number(JSONNumber(number.floatValue))
        case UInt8(ascii: "B"):
            return .bool(number.boolValue)
        default:
            return .number(JSONNumber(number.doubleValue))
        }
    }

    /// A container being built for ``foundation(_:)``.
    private struct Building {
        let source: JSONValue
        var next = 0
        var array: [Any] = []
        var dictionary: [String: Any] = [:]

        init(_ source: JSONValue) {
            self.source = source
            switch source {
            case .array(let elements): array.reserveCapacity(elements.count)
            case .object(let object): dictionary.reserveCapacity(object.count)
            default: break
            }
        }

        var count: Int {
            switch source {
            case .array(let elements): return elements.count
            case .object(let object): return object.count
            default: return 0
            }
        }

        func child(_ position: Int) -> JSONValue {
            switch source {
            case .array(let elements): return elements[position]
            case .object(let object): return object[position].value
            default: return .null
            }
        }

        /// Adds the child taken last; for a member whose key replaced another's, the key it
        /// replaced.
        mutating func add(_ value: Any) {
            // A `switch`, not `if case`, which would copy the object (see `JSONValue[key]`).
            switch source {
            case .object(let object):
                // Keys that differ in bytes but that Swift takes as equal ("é" and "e\u{301}")
                // meet here: the later one wins, and the member it replaces (of any depth) is
                // taken apart rather than freed recursively (``mergedKeys(under:)`` reports them).
                if let replaced = dictionary.updateValue(value, forKey: object[next - 1].key) {
                    Nesting.drop(foundation: consume replaced)
                }
            default:
                array.append(value)
            }
        }

        /// Whether the object's dictionary, complete, holds fewer members than the object: some
        /// of its keys were one in it.
        var mergedMembers: Bool {
            switch source {
            case .object(let object): return dictionary.count < object.count
            default: return false
            }
        }

        /// The issue for each key of the object that replaced an earlier one Swift takes as
        /// equal (``mergedMembers``), the object being at the end of `parents`' path.
        func mergedKeys(under parents: [Building]) -> [PendingIssue] {
            guard case .object(let object) = source else { return [] }
            let path = parents.map { $0.component($0.next - 1) }
            // The key each member was added under: the first of the keys Swift takes as equal,
            // which the dictionary keeps.
            var first: [String: String] = [:]
            var found: [PendingIssue] = []
            for (key, _) in object {
                if let earlier = first[key] {
                    found.append(FoundationBridge.mergedKey(key, replacing: earlier, path: path))
                } else {
                    first[key] = key
                }
            }
            return found
        }

        var value: Any {
            if case .object = source { return dictionary }
            return array
        }

        func component(_ position: Int) -> String {
            switch source {
            case .object(let object): return object[position].key
            default: return String(position)
            }
        }
    }

    /// The Foundation value of a mapped element, for properties of Foundation types
    /// (`[String: Any]`, `[Any]`, `NSNumber`...); `nil` with an issue at its path when it is
    /// nested deeper than ``maximumDepth`` or holds a stand-in for a Foundation value with no
    /// JSON form (see FoundationStandIn.swift).
    ///
    /// With `inKeyOrder`, for values mapped from Foundation dictionaries (which have no order of
    /// their own), the issue is about the value that fails first when every object's members
    /// are taken in the order of their keys' UTF-8 bytes (see JSONValue+KeyOrder.swift).
    ///
    /// With `reportingMergedKeys`, a value made has an issue too for each pair of keys of one of
    /// its objects that its Foundation form holds as one (see ``mergedKey(_:replacing:path:)``).
    @usableFromInline
    static func foundationValue(of element: JSONElement, inKeyOrder: Bool, reportingMergedKeys: Bool = false,
                                issues: inout [PendingIssue]) -> Any? {
        var merged: [PendingIssue] = []
        switch foundation(element.value, maximumDepth: maximumDepth, merged: &merged) {
        case .success(let value):
            if reportingMergedKeys && !merged.isEmpty { issues.append(contentsOf: merged) }
            return value
        case .failure(let failure):
            if inKeyOrder, case .failure(let first) = foundation(element.value.inKeyOrder, maximumDepth: maximumDepth) {
                issues.append(issue(for: first))
            } else {
                issues.append(issue(for: failure))
            }
            return nil
        }
    }

    /// The issue a mapping reports for a value the bridge failed on, or for a stand-in.
    static func issue(for failure: Failure) -> PendingIssue {
        guard !failure.tooDeep else { return tooDeep(at: failure.path) }
        if let number = failure.number {
            return PendingIssue(.typeMismatch, expected: "a number a Double or a Decimal holds", found: "number \(number)",
                                path: failure.path)
        }
        return PendingIssue(.typeMismatch, expected: "JSON",
                            found: JSONValue.standInRendering(failure.typeName, tooDeep: false), path: failure.path)
    }

    /// The `JSONValue` of a property of a Foundation type being written; `nil` with an issue when
    /// it has no JSON form or is nested deeper than ``maximumDepth``.
    @usableFromInline
    static func jsonValue(of value: Any, expected: String, issues: inout [PendingIssue]) -> JSONValue? {
        switch convert(value) {
        case .success(let json):
            return json
        case .failure(let failure) where failure.tooDeep:
            issues.append(tooDeep(at: failure.path))
        case .failure(let failure):
            issues.append(PendingIssue(.unwritableValue, expected: expected,
                                       found: "a value of type \(failure.typeName)", path: failure.path))
        }
        return nil
    }

    /// The issue for a value nested deeper than ``maximumDepth`` at `path` (outermost first).
    static func tooDeep(at path: [String]) -> PendingIssue {
        PendingIssue(.tooDeep, expected: "at most \(maximumDepth) levels of nesting", found: "a value nested deeper",
                     path: path)
    }

    /// The Foundation form of `value`, or `nil` when it holds a number with no Foundation form
    /// (`1e400`) or a stand-in, or nests deeper than ``maximumDepth`` (a value built in code; see
    /// ``shallowFoundation(_:)``): what the doors that can answer `nil` give.
    static func exactFoundation(_ value: JSONValue) -> Any? {
        guard case .success(let foundation) = foundation(value, maximumDepth: maximumDepth) else { return nil }
        return foundation
    }

    /// The Foundation form of `value` within ``maximumDepth`` (a parsed value always is), as
    /// ``foundation(_:)`` gives it; `nil` for a value built in code nested deeper. What the
    /// library hands out or looks at as Foundation values is converted so: Swift frees nested
    /// dictionaries and arrays with one call per level, so a Foundation value thousands of levels
    /// deep could not even be dropped.
    @usableFromInline
    static func shallowFoundation(_ value: JSONValue) -> Any? {
        var merged: [PendingIssue] = []
        return shallowFoundation(value, merged: &merged)
    }

    /// ``shallowFoundation(_:)``, with an issue in `merged` for each pair of keys of one object
    /// that the Foundation form holds as one (see ``mergedKey(_:replacing:path:)``).
    @usableFromInline
    static func shallowFoundation(_ value: JSONValue, merged: inout [PendingIssue]) -> Any? {
        guard case .success(let result) = foundation(value, maximumDepth: maximumDepth, failingAtStandIns: false,
                                                     merged: &merged) else {
            return nil
        }
        return result
    }

    /// The issue for `key` of an object, whose member replaced the one of `earlier` in its
    /// Foundation form: two keys that differ in their bytes but that Swift takes as equal
    /// (`"é"` precomposed and `"e\u{301}"`), which a `[String: Any]` holds as one, with the
    /// later value. `path` leads to the object.
    static func mergedKey(_ key: String, replacing earlier: String, path: [String]) -> PendingIssue {
        // The two look alike: their scalars tell them apart.
        func code(_ scalar: Unicode.Scalar) -> String {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        func spelled(_ key: String) -> String {
            let codes = key.unicodeScalars.map(code).joined(separator: " ")
            return "\"\(key)\" (\(codes))"
        }
        return PendingIssue(.duplicateKey, expected: "one value for \"\(key)\"",
                            found: "\(spelled(earlier)) and \(spelled(key)), keys that Swift takes as one; the last value was kept",
                            path: path + [key])
    }

    /// ``shallowFoundation(_:)``, or for a value that nests deeper than ``maximumDepth``, the
    /// Foundation form of what ``leavingOutTooDeep(_:at:issues:)`` keeps of it: what a map hands
    /// out as ``Map/JSON``, its object's members (`levels` 0).
    static func boundedFoundation(_ value: JSONValue, leavingOutAt levels: Int, issues: inout [PendingIssue]) -> Any? {
        if let whole = shallowFoundation(value) { return whole }
        return shallowFoundation(leavingOutTooDeep(value, at: levels, issues: &issues))
    }

    /// `value` without the members that would nest deeper than ``maximumDepth``: `levels`
    /// levels down (through the arrays and dictionaries a door writes around its models'
    /// objects), each member of an object (or element of an array) whose depth reaches past
    /// the limit is left out whole, with a `tooDeep` issue at the path where it crosses it.
    /// Members are measured without recursion; the walk down recurses `levels` times at most.
    static func leavingOutTooDeep(_ value: JSONValue, at levels: Int, issues: inout [PendingIssue]) -> JSONValue {
        leavingOutTooDeep(value, at: levels, below: [], issues: &issues)
    }

    /// ``leavingOutTooDeep(_:at:issues:)`` for `value` at `path`, `path.count` levels below
    /// the top.
    private static func leavingOutTooDeep(_ value: JSONValue, at levels: Int, below path: [String],
                                          issues: inout [PendingIssue]) -> JSONValue {
        // What is left to a child of `value`: the levels from the top down to `value` are used.
        let levelsLeft = maximumDepth - path.count - 1
        func kept(_ child: JSONValue, _ component: String) -> JSONValue? {
            guard levels == 0 else {
                return leavingOutTooDeep(child, at: levels - 1, below: path + [component], issues: &issues)
            }
            guard let inside = Nesting.path(deeperThan: levelsLeft, in: child) else { return child }
            issues.append(tooDeep(at: path + [component] + inside))
            return nil
        }
        switch value {
        case .array(let elements):
            var written: [JSONValue] = []
            written.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                if let element = kept(element, String(index)) { written.append(element) }
            }
            return .array(written)
        case .object(let object):
            guard !object.isStandIn else { return value }
            var written = JSONObject()
            written.reserveCapacity(object.count)
            for (key, member) in object {
                if let member = kept(member, key) { written.appendUnique(key, member) }
            }
            return .object(written)
        default:
            return value
        }
    }

    /// The Foundation form of `value`, built children first without recursion; a stand-in for a
    /// Foundation value with no JSON form becomes `NSNull()`.
    static func foundation(_ value: JSONValue) -> Any {
        switch foundation(value, maximumDepth: .max, failingAtStandIns: false) {
        case .success(let result): return result
        case .failure: return NSNull()
        }
    }

    /// The Foundation form of `value`, or a failure when it nests deeper than `maximumDepth` or
    /// (when `failingAtStandIns`) holds a stand-in, at its path.
    static func foundation(_ value: JSONValue, maximumDepth: Int,
                           failingAtStandIns: Bool = true) -> Result<Any, Failure> {
        var merged: [PendingIssue] = []
        return foundation(value, maximumDepth: maximumDepth, failingAtStandIns: failingAtStandIns, merged: &merged)
    }

    /// ``foundation(_:maximumDepth:failingAtStandIns:)``, with an issue in `merged` for each
    /// member whose key replaced another's in its object's Foundation form (see
    /// ``mergedKey(_:replacing:path:)``), in the order the walk finishes them.
    static func foundation(_ value: JSONValue, maximumDepth: Int, failingAtStandIns: Bool = true,
                           merged: inout [PendingIssue]) -> Result<Any, Failure> {
        switch value {
        case .array: break
        case .object(let object):
            guard let standIn = object.standsIn else { break }
            guard failingAtStandIns else { return .success(NSNull()) }
            return .failure(Failure(tooDeep: standIn.tooDeep, path: [], typeName: standIn.typeName))
        default:
            guard let scalar = scalar(value, exactly: failingAtStandIns) else {
                return .failure(Failure(tooDeep: false, path: [], typeName: "JSONNumber", number: value.number?.literal))
            }
            return .success(scalar)
        }
        guard maximumDepth > 0 else { return .failure(Failure(tooDeep: true, path: [], typeName: "JSONValue")) }
        var parents: [Building] = []
        var current = Building(value)
        while true {
            guard current.next < current.count else {
                if current.mergedMembers { merged.append(contentsOf: current.mergedKeys(under: parents)) }
                let done = current.value
                guard !parents.isEmpty else { return .success(done) }
                // Moved out of the stack straight into `current`, as in `convert(_:)`: a copy held
                // while `done` is added would share the container's storage and make the add
                // copy it whole (and that copy would free a replaced member by recursion).
                current = parents.removeLast()
                current.add(done)
                continue
            }
            let child = current.child(current.next)
            current.next += 1
            if case .object(let object) = child, object.isStandIn, let standIn = object.standsIn {
                guard failingAtStandIns else {
                    current.add(NSNull())
                    continue
                }
                let path = (parents + [current]).map { $0.component($0.next - 1) }
                return .failure(Failure(tooDeep: standIn.tooDeep, path: path, typeName: standIn.typeName))
            }
            switch child {
            case .array, .object:
                guard parents.count + 1 < maximumDepth else {
                    let path = (parents + [current]).map { $0.component($0.next - 1) }
                    return .failure(Failure(tooDeep: true, path: path, typeName: "JSONValue"))
                }
                parents.append(current)
                current = Building(child)
            default:
                guard let scalar = scalar(child, exactly: failingAtStandIns) else {
                    let path = (parents + [current]).map { $0.component($0.next - 1) }
                    return .failure(Failure(tooDeep: false, path: path, typeName: "JSONNumber", number: child.number?.literal))
                }
                current.add(scalar)
            }
        }
    }

    /// The Foundation form of a value that is not a container. A number beyond a `Double` and a
    /// `Decimal` (`1e400`) has none: `nil` when `exactly`, an infinite `NSNumber` otherwise.
    private static func scalar(_ value: JSONValue, exactly: Bool) -> Any? {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .string(let string): return string
        case .number(let number):
            return exactly ? number.foundationNumber : number.foundationNumberOrInfinity
        case .array, .object: return NSNull()
        }
    }

    /// The classes of the Foundation objects `JSONSerialization` makes.
    private enum Classes {
        static let number = ObjectIdentifier(NSNumber.self)
        static let boolean = ObjectIdentifier(type(of: NSNumber(value: true)))
        static let null = ObjectIdentifier(NSNull.self)
    }
}

extension JSONNumber {
    /// The number as an `NSNumber`, as `JSONSerialization` would give it; `nil` when neither a
    /// `Double` nor a `Decimal` holds it (`1e400`), which `JSONSerialization` refuses.
    var foundationNumber: NSNumber? {
        switch storage {
        case .int(let value): return NSNumber(value: value)
        case .uint(let value): return NSNumber(value: value)
        case .double(let value): return NSNumber(value: value)
        case .float(let value): return NSNumber(value: value)
        default:
            // `-0` and `-0.0` are integers in value, but only a `Double` keeps their sign.
            if isNegativeZero { return NSNumber(value: -0.0) }
            if let integer = exactly(Int64.self) { return NSNumber(value: integer) }
            if let double, JSONNumber(double) == self { return NSNumber(value: double) }
            if let decimal { return NSDecimalNumber(decimal: decimal) }
            return double.map { NSNumber(value: $0) }
        }
    }

    /// Whether the number is a zero written with a minus sign (`-0`, `-0.0`, `-0e3`).
    private var isNegativeZero: Bool {
        switch storage {
        case .decimal(let significand, _, let negative): return negative && significand == 0
        case .literal(let text): return text.hasPrefix("-") && exactly(Int64.self) == 0
        default: return false
        }
    }

    /// ``foundationNumber``, or an infinity of the number's sign where it has none: what the
    /// bridge gives where it cannot fail (``JSONValue/foundationValue``).
    var foundationNumberOrInfinity: NSNumber {
        foundationNumber ?? NSNumber(value: literal.hasPrefix("-") ? -Double.infinity : .infinity)
    }
}

/// Lets an `Any` holding an `Optional` be unwrapped without knowing its wrapped type.
private protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
