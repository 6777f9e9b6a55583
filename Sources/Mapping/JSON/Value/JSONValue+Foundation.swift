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
    /// `JSONValue`; `nil` when `value` (or anything inside it) has no JSON form.
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
    /// recursion.
    public var foundationValue: Any {
        FoundationBridge.foundation(self)
    }
}

extension JSONObject {
    /// Converts a Foundation dictionary, leaving out values with no JSON form (including those
    /// nested deeper than the bridge follows).
    init(foundation dictionary: [String: Any]) {
        var ignored: [PendingIssue] = []
        self.init(foundation: dictionary, issues: &ignored)
    }

    /// Converts a Foundation dictionary, leaving out values with no JSON form; a value left out
    /// because it is nested too deep is reported in `issues` (kind `tooDeep`, at its key path).
    /// `depth` is the nesting of the dictionary's members in the whole value being converted.
    init(foundation dictionary: [String: Any], issues: inout [PendingIssue], depth: Int = 1) {
        self.init()
        reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            add(key, foundation: value, issues: &issues, depth: depth)
        }
    }

    /// Converts the members of a Foundation object (a dictionary's shape, see
    /// ``FoundationBridge/shape(of:)``) as ``init(foundation:issues:depth:)`` does; an
    /// `NSDictionary` keeps keys that Swift takes as equal but that differ in bytes.
    init(foundationMembers shape: FoundationBridge.Shape, issues: inout [PendingIssue], depth: Int) {
        switch shape {
        case .dictionary(let dictionary):
            self.init(foundation: dictionary, issues: &issues, depth: depth)
        case .object(let keys, let values):
            self.init()
            reserveCapacity(keys.count)
            for (key, value) in zip(keys, values) {
                add(key, foundation: value, issues: &issues, depth: depth)
            }
        default:
            self.init()
        }
    }

    /// Appends the conversion of a Foundation member, or leaves it out (reporting it when it is
    /// nested too deep).
    private mutating func add(_ key: String, foundation value: Any, issues: inout [PendingIssue], depth: Int) {
        switch FoundationBridge.convert(value, depth: depth, sortingKeys: false) {
        case .success(let converted):
            appendUnique(key, converted)
        case .failure(let failure):
            guard failure.tooDeep else { return }
            issues.append(FoundationBridge.tooDeep(at: [key] + failure.path))
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
    /// a Foundation value, which only looks keys up, passes `sortingKeys: false`.
    static func convert(_ value: Any, depth: Int = 0, sortingKeys: Bool = true) -> Result<JSONValue, Failure> {
        convert(shape: Self.shape(of: value), depth: depth, sortingKeys: sortingKeys)
    }

    /// Converts a value of the given shape (see ``shape(of:)``), found at nesting `depth`.
    static func convert(shape: Shape, depth: Int, sortingKeys: Bool) -> Result<JSONValue, Failure> {
        let shape = sortingKeys ? sorted(shape) : shape
        switch shape {
        case .scalar(let scalar): return .success(scalar)
        case .none: return .failure(Failure(tooDeep: false, path: []))
        case .dictionary, .object, .array: break
        }
        guard depth < maximumDepth else { return .failure(Failure(tooDeep: true, path: [])) }
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
                return failure(tooDeep: false, parents, current)
            case .dictionary, .object, .array:
                guard depth + parents.count + 1 < maximumDepth else { return failure(tooDeep: true, parents, current) }
                // Moved onto the stack, not copied: a container is a large value.
                parents.append(consume current)
                current = Open(shape)
            }
        }
    }

    /// The failure for the child `current` took last, under `parents`.
    private static func failure(tooDeep: Bool, _ parents: [Open], _ current: Open) -> Result<JSONValue, Failure> {
        let path = parents.map(\.component) + [current.component]
        return .failure(Failure(tooDeep: tooDeep, path: path))
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
        if let array = object as? NSArray { return .array(array.map { $0 }) }
        if let dictionary = object as? NSDictionary {
            // Taken member by member: a Swift dictionary would merge keys that are equal only
            // after Unicode normalization, where an `NSDictionary` (and JSON) keeps both.
            var keys: [String] = []
            var values: [Any] = []
            keys.reserveCapacity(dictionary.count)
            values.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
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
        case let number as JSONNumber: return .scalar(.number(number))
        case let object as JSONObject: return .scalar(.object(object))
        case let string as String: return .scalar(.string(string))
        case let array as [Any]: return .array(array)
        case let dictionary as [String: Any]: return .dictionary(dictionary)
        case let optional as OptionalProtocol:
            guard let wrapped = optional.wrappedAny else { return .scalar(.null) }
            return shape(of: wrapped)
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

        mutating func add(_ value: Any) {
            // A `switch`, not `if case`, which would copy the object (see `JSONValue[key]`).
            switch source {
            case .object(let object):
                // Keys that differ in bytes but that Swift takes as equal ("é" and "e\u{301}")
                // meet here: the later one wins, and the member it replaces (of any depth) is
                // taken apart rather than freed recursively.
                if let replaced = dictionary.updateValue(value, forKey: object[next - 1].key) {
                    Nesting.drop(foundation: consume replaced)
                }
            default:
                array.append(value)
            }
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
    /// (`[String: Any]`, `[Any]`, `NSNumber`...); `nil` with a `tooDeep` issue when it is nested
    /// deeper than ``maximumDepth``.
    @usableFromInline
    static func foundationValue(of element: JSONElement, issues: inout [PendingIssue]) -> Any? {
        switch foundation(element.value, maximumDepth: maximumDepth) {
        case .success(let value):
            return value
        case .failure(let failure):
            issues.append(tooDeep(at: failure.path))
            return nil
        }
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
                                       found: "a value of type \(type(of: value))", path: failure.path))
        }
        return nil
    }

    /// The issue for a value nested deeper than ``maximumDepth`` at `path` (outermost first).
    static func tooDeep(at path: [String]) -> PendingIssue {
        PendingIssue(.tooDeep, expected: "at most \(maximumDepth) levels of nesting", found: "a value nested deeper",
                     path: path)
    }

    /// The Foundation form of `value`, built children first without recursion.
    static func foundation(_ value: JSONValue) -> Any {
        switch foundation(value, maximumDepth: .max) {
        case .success(let result): return result
        case .failure: return NSNull()
        }
    }

    /// The Foundation form of `value`, or a failure when it nests deeper than `maximumDepth`.
    static func foundation(_ value: JSONValue, maximumDepth: Int) -> Result<Any, Failure> {
        switch value {
        case .array, .object: break
        default: return .success(scalar(value))
        }
        guard maximumDepth > 0 else { return .failure(Failure(tooDeep: true, path: [])) }
        var parents: [Building] = []
        var current = Building(value)
        while true {
            guard current.next < current.count else {
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
            switch child {
            case .array, .object:
                guard parents.count + 1 < maximumDepth else {
                    let path = (parents + [current]).map { $0.component($0.next - 1) }
                    return .failure(Failure(tooDeep: true, path: path))
                }
                parents.append(current)
                current = Building(child)
            default:
                current.add(scalar(child))
            }
        }
    }

    /// The Foundation form of a value that is not a container.
    private static func scalar(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .string(let string): return string
        case .number(let number): return number.foundationNumber
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
    /// The number as an `NSNumber`, as `JSONSerialization` would give it.
    var foundationNumber: NSNumber {
        switch storage {
        case .int(let value): return NSNumber(value: value)
        case .uint(let value): return NSNumber(value: value)
        case .double(let value): return NSNumber(value: value)
        case .float(let value): return NSNumber(value: value)
        default:
            if let integer = exactly(Int64.self) { return NSNumber(value: integer) }
            if let double, JSONNumber(double) == self { return NSNumber(value: double) }
            if let decimal { return NSDecimalNumber(decimal: decimal) }
            return NSNumber(value: double ?? (literal.hasPrefix("-") ? -Double.infinity : .infinity))
        }
    }
}

/// Lets an `Any` holding an `Optional` be unwrapped without knowing its wrapped type.
private protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
