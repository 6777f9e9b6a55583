import Foundation

/// What every fuzz target uses to state an expectation: a failed check prints the input and
/// the reason, then traps, so that libFuzzer records the input as a crash.
enum FuzzCheck {
    /// Traps with `reason` and a printable form of `input` when `condition` is false.
    static func expect(_ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String,
                       input: [UInt8]) {
        guard !condition() else { return }
        let shown = input.count <= 400 ? String(reflecting: String(decoding: input, as: UTF8.self)) : "\(input.count) bytes"
        fatalError("fuzz check failed: \(reason())\ninput: \(shown)\nbytes: \(input.prefix(64).map { String($0, radix: 16) })")
    }

    /// Whether two values are the same document: strings and keys with the same UTF-8 bytes,
    /// numbers with the same text, objects with the same members (in the same order when
    /// `orderedKeys`).
    ///
    /// This is stricter than `==`, which compares strings by Unicode canonical equivalence and
    /// numbers by decimal value; a writer and parser that round-trip must keep the bytes.
    static func identical(_ lhs: JSONValue, _ rhs: JSONValue, orderedKeys: Bool = true) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b && a.literal == b.literal
        case (.string(let a), .string(let b)):
            return a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { identical($0, $1, orderedKeys: orderedKeys) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            if orderedKeys {
                return zip(a, b).allSatisfy { left, right in
                    left.key.utf8.elementsEqual(right.key.utf8) && identical(left.value, right.value, orderedKeys: true)
                }
            }
            return a.allSatisfy { member in
                guard let other = b[member.key] else { return false }
                return identical(member.value, other, orderedKeys: false)
            }
        default:
            return false
        }
    }
}
