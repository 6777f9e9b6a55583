/// A deterministic digest of a decoded value, to check that contestants decoded the same thing.
///
/// Each model family adopts ``Fingerprinted`` once, feeding every field it holds; two
/// contestants agree when their results' digests are equal. (FNV-1a over the fields' bits:
/// not for security, just a cheap, stable mix.)
struct Fingerprint: Equatable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ number: UInt64) {
        value = (value ^ number) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
    mutating func add(_ number: Double) { add(number.bitPattern) }
    mutating func add(_ number: Float) { add(UInt64(number.bitPattern)) }
    mutating func add(_ flag: Bool) { add(flag ? 1 as UInt64 : 2) }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(UInt64(byte)) }
        add(0xFF as UInt64)
    }

    mutating func add<Value: Fingerprinted>(_ value: Value) { value.fingerprint(into: &self) }

    /// Absent values leave a mark of their own, so `nil` and a default differ.
    mutating func add<Value>(_ optional: Value?, _ adding: (inout Fingerprint, Value) -> Void) {
        if let optional { adding(&self, optional) } else { add(0xDEAD as UInt64) }
    }

    mutating func add<Element>(_ array: [Element], _ adding: (inout Fingerprint, Element) -> Void) {
        add(array.count)
        for element in array { adding(&self, element) }
    }

    /// Dictionaries are fed in key order, so their hash order does not matter.
    mutating func add<Value>(_ dictionary: [String: Value], _ adding: (inout Fingerprint, Value) -> Void) {
        add(dictionary.count)
        for key in dictionary.keys.sorted() {
            add(key)
            if let value = dictionary[key] { adding(&self, value) }
        }
    }

    var description: String { String(value, radix: 16) }
}

/// A decoded model that can feed its fields to a ``Fingerprint``.
protocol Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint)
}

extension Fingerprinted {
    /// The digest of this value alone.
    var fingerprint: Fingerprint {
        var result = Fingerprint()
        fingerprint(into: &result)
        return result
    }
}
