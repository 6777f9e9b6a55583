import Foundation

/// Encodes `Encodable` values straight into a ``JSONValue``, with no JSON text in between.
///
/// The output matches `JSONEncoder`'s default strategies: `Date` encodes as its own `Codable`
/// form (seconds since 2001), `Data` as base64, `URL` as its absolute string, `Decimal` as a
/// number with its exact digits, and a `JSONValue` as itself. Objects keep the order in which
/// their keys were encoded, but for a dictionary's, which are sorted by their bytes (a
/// dictionary's own order changes from run to run). NaN and the infinities cannot be encoded.
///
/// Design: `Encoder` hands out containers that outlive the call that made them, and a nested
/// container must be able to write into its parent later; so encoding builds a tree of
/// reference nodes (``EncodingNode``), each an empty slot, a single value, an object or an
/// array, and turns it into a `JSONValue` once the whole value is encoded.
///
/// A `JSONValue` is taken whole, at any depth. Other values call back into `encode(to:)` for
/// each level of nesting, so the coding path is limited to ``maximumDepth`` levels (as the
/// decoder's is): deeper values throw `EncodingError.invalidValue` instead of overflowing the
/// stack of a secondary thread.
struct JSONValueEncoder {
    /// The deepest coding path encoded or decoded. Measured in a debug build, each level of
    /// coding path costs about 2.6 KB of stack when decoding and 1.5 KB when encoding (a 512 KB
    /// thread overflowed at 198 and 354 levels), so 64 levels leave most of such a stack free.
    static let maximumDepth = 64

    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = EncodingNode()
        try root.store(value, codingPath: [])
        return root.jsonValue
    }
}

/// The types whose keys come out in hash order: dictionaries.
protocol HashOrderedKeys {}

extension Dictionary: HashOrderedKeys {}

/// One value being encoded; see ``JSONValueEncoder``.
final class EncodingNode {
    private enum Kind { case empty, single, object, array }

    private var kind = Kind.empty
    private var single = JSONValue.null
    private var keys: [String] = []
    private var members: [String: EncodingNode] = [:]
    private var elements: [EncodingNode] = []

    /// The encoded value; a node nothing was written to is an empty object, as with `JSONEncoder`.
    var jsonValue: JSONValue {
        switch kind {
        case .empty:
            return .object(JSONObject())
        case .single:
            return single
        case .object:
            var object = JSONObject()
            object.reserveCapacity(keys.count)
            for key in keys {
                if let member = members[key] { object[key] = member.jsonValue }
            }
            return .object(object)
        case .array:
            return .array(elements.map(\.jsonValue))
        }
    }

    /// Encodes `value` into this node, through the special cases or the value's own `encode(to:)`.
    func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        switch value {
        case let json as JSONValue:
            set(json)
        case _ where codingPath.count >= JSONValueEncoder.maximumDepth:
            throw Self.invalid(value, codingPath, "Values are encoded at most \(JSONValueEncoder.maximumDepth) levels deep.")
        case let decimal as Decimal:
            guard !decimal.isNaN else { throw Self.invalid(value, codingPath, "Decimal.nan has no JSON form.") }
            set(.number(JSONNumber(decimal)))
        case let url as URL:
            set(.string(url.absoluteString))
        case let data as Data:
            set(.string(data.base64EncodedString()))
        default:
            try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
            // A dictionary writes its keys in hash order, another each run: sort them.
            if kind == .object, value is any HashOrderedKeys {
                keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
        }
    }

    /// Makes this node a single value.
    func set(_ value: JSONValue) {
        kind = .single
        single = value
    }

    /// Makes this node an object, keeping the members it has when it already is one.
    func becomeObject() {
        guard kind != .object else { return }
        kind = .object
        keys = []
        members = [:]
    }

    /// Makes this node an array, keeping the elements it has when it already is one.
    func becomeArray() {
        guard kind != .array else { return }
        kind = .array
        elements = []
    }

    /// A fresh node for the member `key` of this object, replacing an earlier one.
    func member(_ key: String) -> EncodingNode {
        let node = EncodingNode()
        if members.updateValue(node, forKey: key) == nil { keys.append(key) }
        return node
    }

    /// A fresh node appended to this array.
    func appendElement() -> EncodingNode {
        let node = EncodingNode()
        elements.append(node)
        return node
    }

    /// The number of elements of this array.
    var elementCount: Int { elements.count }

    /// A JSON number for a floating-point value, or an error for NaN and the infinities.
    static func number<F: BinaryFloatingPoint>(_ value: F, _ codingPath: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else { throw invalid(value, codingPath, "\(value) has no JSON form.") }
        if let float = value as? Float { return .number(JSONNumber(float)) }
        return .number(JSONNumber(Double(value)))
    }

    static func invalid(_ value: Any, _ codingPath: [any CodingKey], _ message: String) -> EncodingError {
        .invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: message))
    }
}

/// The `Encoder` handed to `encode(to:)`: a node and the path to it.
struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeEncoder(node: node, codingPath: codingPath)
    }
}

/// Writes the members of an object node.
struct KeyedNodeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.member(key.stringValue).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.member(key.stringValue).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.member(key.stringValue).set(try EncodingNode.number(value, codingPath + [key]))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        node.member(key.stringValue).set(try EncodingNode.number(value, codingPath + [key]))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.member(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    private func put<I: BinaryInteger>(_ value: I, _ key: Key) {
        node.member(key.stringValue).set(.number(JSONNumber(value)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath + [CodableKey.superKey])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

/// Appends the elements of an array node.
struct UnkeyedNodeEncoder: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.elementCount }

    private var nextPath: [any CodingKey] { codingPath + [CodableKey(index: count)] }

    mutating func encodeNil() throws { node.appendElement().set(.null) }
    mutating func encode(_ value: Bool) throws { node.appendElement().set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.appendElement().set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.appendElement().set(try EncodingNode.number(value, nextPath)) }
    mutating func encode(_ value: Float) throws { node.appendElement().set(try EncodingNode.number(value, nextPath)) }
    mutating func encode(_ value: Int) throws { put(value) }
    mutating func encode(_ value: Int8) throws { put(value) }
    mutating func encode(_ value: Int16) throws { put(value) }
    mutating func encode(_ value: Int32) throws { put(value) }
    mutating func encode(_ value: Int64) throws { put(value) }
    mutating func encode(_ value: UInt) throws { put(value) }
    mutating func encode(_ value: UInt8) throws { put(value) }
    mutating func encode(_ value: UInt16) throws { put(value) }
    mutating func encode(_ value: UInt32) throws { put(value) }
    mutating func encode(_ value: UInt64) throws { put(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try node.appendElement().store(value, codingPath: path)
    }

    private func put<I: BinaryInteger>(_ value: I) {
        node.appendElement().set(.number(JSONNumber(value)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return NodeEncoder(node: node.appendElement(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return NodeEncoder(node: node.appendElement(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return NodeEncoder(node: node.appendElement(), codingPath: path)
    }
}

/// Writes a node's single value.
struct SingleValueNodeEncoder: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(try EncodingNode.number(value, codingPath)) }
    mutating func encode(_ value: Float) throws { node.set(try EncodingNode.number(value, codingPath)) }
    mutating func encode(_ value: Int) throws { put(value) }
    mutating func encode(_ value: Int8) throws { put(value) }
    mutating func encode(_ value: Int16) throws { put(value) }
    mutating func encode(_ value: Int32) throws { put(value) }
    mutating func encode(_ value: Int64) throws { put(value) }
    mutating func encode(_ value: UInt) throws { put(value) }
    mutating func encode(_ value: UInt8) throws { put(value) }
    mutating func encode(_ value: UInt16) throws { put(value) }
    mutating func encode(_ value: UInt32) throws { put(value) }
    mutating func encode(_ value: UInt64) throws { put(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.store(value, codingPath: codingPath)
    }

    private func put<I: BinaryInteger>(_ value: I) {
        node.set(.number(JSONNumber(value)))
    }
}

/// A coding key for array positions and `super`.
struct CodableKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(index: Int) { self.init(intValue: index) }

    static let superKey = CodableKey(stringValue: "super")
}
