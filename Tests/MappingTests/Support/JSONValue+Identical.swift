import Mapping

extension JSONValue {
    /// Whether `self` and `other` are the same document, byte for byte in what they hold:
    /// strings and keys with the same UTF-8, numbers with the same text and the same nearest
    /// `Double` bits, objects with the same members (in the same order when `orderedKeys`).
    ///
    /// Stricter than `==`, which compares strings by Unicode canonical equivalence and numbers
    /// by decimal value: a writer and parser that round-trip must keep the bytes.
    func isIdentical(to other: JSONValue, orderedKeys: Bool = true) -> Bool {
        switch (self, other) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b && a.literal == b.literal && a.double?.bitPattern == b.double?.bitPattern
        case (.string(let a), .string(let b)):
            return a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1, orderedKeys: orderedKeys) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            if orderedKeys {
                return zip(a, b).allSatisfy { left, right in
                    left.key.utf8.elementsEqual(right.key.utf8) && left.value.isIdentical(to: right.value)
                }
            }
            var others: [[UInt8]: JSONValue] = [:]
            for member in b { others[Array(member.key.utf8)] = member.value }
            return a.allSatisfy { member in
                guard let found = others[Array(member.key.utf8)] else { return false }
                return member.value.isIdentical(to: found, orderedKeys: false)
            }
        default:
            return false
        }
    }
}
