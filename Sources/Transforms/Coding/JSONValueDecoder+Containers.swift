/// Reads the members of an object.
struct KeyedNodeDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\"."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Unboxing.bool(member(key), codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try Unboxing.string(member(key), codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Unboxing.double(member(key), codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Unboxing.float(member(key), codingPath + [key]) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try Unboxing.decode(type, from: member(key), codingPath: codingPath + [key])
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
        try Unboxing.integer(type, member(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try NodeDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        NodeDecoder(value: object["super"] ?? .null, codingPath: codingPath + [CodableKey.superKey])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        NodeDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// Reads the elements of an array in order.
struct UnkeyedNodeDecoder: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var currentPath: [any CodingKey] { codingPath + [CodableKey(index: currentIndex)] }

    /// Decodes the current element with `read`, moving on only when it succeeds.
    private mutating func next<T>(_ type: T.Type, _ read: (JSONValue, [any CodingKey]) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: currentPath, debugDescription: "The array has no more elements."))
        }
        let value = try read(elements[currentIndex], currentPath)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, Unboxing.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, Unboxing.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, Unboxing.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, Unboxing.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type) { value, path in try Unboxing.decode(type, from: value, codingPath: path) }
    }

    private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        try next(type) { value, path in try Unboxing.integer(type, value, path) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { value, path in
            try NodeDecoder(value: value, codingPath: path).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) { value, path in
            try NodeDecoder(value: value, codingPath: path).unkeyedContainer()
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { value, path in NodeDecoder(value: value, codingPath: path) }
    }
}

/// Reads a single value.
struct SingleValueNodeDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try Unboxing.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try Unboxing.string(value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Unboxing.double(value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try Unboxing.float(value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Unboxing.integer(type, value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Unboxing.integer(type, value, codingPath) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try Unboxing.decode(type, from: value, codingPath: codingPath)
    }
}
