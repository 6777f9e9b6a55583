import Foundation

/// libFuzzer target `differential`: our parser against Foundation's `JSONSerialization`
/// (with `.fragmentsAllowed`, since both accept any value at the top level).
///
/// Both must accept or both reject, and accepted values, bridged through
/// `JSONValue(foundation:)`, must be equal, except for these documented differences:
///
/// 1. Trailing commas (`[1,]`, `{"a":1,}`): Foundation accepts them, we reject them. The input
///    is compared again with the comma we stopped at removed, against Foundation's value of
///    the original input.
/// 2. UTF-16 and UTF-32 input: Foundation detects the encoding from a byte-order mark or from
///    NUL bytes among the first four; we read UTF-8 only (one UTF-8 BOM allowed).
/// 3. Numbers beyond `Double`'s range (`1e400`): Foundation rejects the document, we keep the
///    number's text.
/// 4. Digits Foundation loses: it gives a `Double` for numbers with a fraction or an exponent
///    (compared with our correctly rounded `double`, exactly, sign of zero included), and
///    `NSDecimalNumber` keeps at most 38 digits (numbers longer than that are compared as
///    `Double`s within a relative 1e-15).
/// 5. Keys that differ only in Unicode normalization: Foundation's dictionaries merge them; we
///    keep both (compared by UTF-8 bytes). Such objects are not compared.
/// 6. A raw U+FEFF at the start of a string or key, or right after an escape: Foundation drops
///    it (as if it were a byte-order mark); we keep it. An escaped `\ufeff` is kept by both.
///    Strings are equal when Foundation's is ours less some U+FEFFs.
public func differentialFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    DifferentialFuzzer(input: bytes).run()
    return 0
}

struct DifferentialFuzzer {
    let input: [UInt8]

    func expect(_ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String) {
        FuzzCheck.expect(condition(), reason(), input: input)
    }

    func run() {
        let foundation = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])
        compare(input, foundation: foundation, commasRemoved: 0)
    }

    /// Compares our parse of `bytes` with Foundation's outcome for the original input.
    func compare(_ bytes: [UInt8], foundation: Any?, commasRemoved: Int) {
        let ours = Result { () throws(JSONParseError) in try JSONValue(parsing: bytes) }
        switch (ours, foundation) {
        case (.failure, nil):
            return
        case (.success(let value), nil):
            expect(commasRemoved == 0 && Self.exceedsDouble(value),
                   "Foundation rejects, we accept \(value) (\(commasRemoved) trailing commas removed)")
        case (.failure(let error), let theirs?):
            if commasRemoved == 0 && Self.looksLikeUTF16Or32(bytes) { return }
            guard let fixed = Self.removingTrailingComma(bytes, at: error) else {
                return expect(false, "we reject (\(error)), Foundation accepts \(theirs)")
            }
            compare(fixed, foundation: theirs, commasRemoved: commasRemoved + 1)
        case (.success(let value), let theirs?):
            guard let bridged = JSONValue(foundation: theirs) else {
                return expect(false, "JSONValue(foundation:) refuses Foundation's \(theirs)")
            }
            expect(Self.equivalent(value, bridged), "values differ: ours \(value), Foundation's \(bridged)")
        }
    }

    /// Difference 2: what Foundation may read as UTF-16 or UTF-32.
    static func looksLikeUTF16Or32(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        return bytes.prefix(4).contains(0)
    }

    /// Difference 1: the input without the trailing comma before the `]` or `}` where our
    /// parser stopped, or `nil` when the error is something else.
    static func removingTrailingComma(_ bytes: [UInt8], at error: JSONParseError) -> [UInt8]? {
        guard error.kind == .unexpectedCharacter, error.offset < bytes.count,
              (error.expected == "a value" && bytes[error.offset] == UInt8(ascii: "]"))
                || (error.expected == "a key in double quotes" && bytes[error.offset] == UInt8(ascii: "}"))
        else { return nil }
        var comma = error.offset - 1
        while comma >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[comma]) { comma -= 1 }
        guard comma >= 0, bytes[comma] == UInt8(ascii: ",") else { return nil }
        var fixed = bytes
        fixed.remove(at: comma)
        return fixed
    }

    /// Difference 3: whether a number in `value` lies beyond `Double`'s range.
    static func exceedsDouble(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): return number.double == nil
        case .array(let elements): return elements.contains(where: exceedsDouble)
        case .object(let object): return object.values.contains(where: exceedsDouble)
        default: return false
        }
    }

    /// Equality up to differences 4 and 5.
    static func equivalent(_ ours: JSONValue, _ theirs: JSONValue) -> Bool {
        switch (ours, theirs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return sameString(a, b)
        case (.number(let a), .number(let b)):
            return equivalent(a, b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equivalent($0, $1) }
        case (.object(let a), .object(let b)):
            // Differences 5 and 6: keys that Foundation merges are not compared.
            let stripped = a.keys.map(withoutBOMs)
            if Set(stripped.map { String(decoding: $0, as: UTF8.self) }).count != a.count { return true }
            guard a.count == b.count else { return false }
            var theirs: [[UInt8]: (key: String, value: JSONValue)] = [:]
            for member in b { theirs[withoutBOMs(member.key)] = member }
            return zip(a, stripped).allSatisfy { member, key in
                guard let other = theirs[key] else { return false }
                return sameString(member.key, other.key) && equivalent(member.value, other.value)
            }
        default:
            return false
        }
    }

    /// Equality of strings by UTF-8 bytes, up to difference 6: `theirs` may lack some of our
    /// U+FEFFs.
    static func sameString(_ ours: String, _ theirs: String) -> Bool {
        var remaining = theirs.unicodeScalars.makeIterator()
        var next = remaining.next()
        for scalar in ours.unicodeScalars {
            if scalar == next {
                next = remaining.next()
            } else if scalar != "\u{FEFF}" {
                return false
            }
        }
        return next == nil
    }

    /// The UTF-8 of `string` without its U+FEFFs.
    static func withoutBOMs(_ string: String) -> [UInt8] {
        Array(String(String.UnicodeScalarView(string.unicodeScalars.filter { $0 != "\u{FEFF}" })).utf8)
    }

    static func equivalent(_ ours: JSONNumber, _ theirs: JSONNumber) -> Bool {
        if case .double(let double) = theirs.storage {
            // Foundation read a Double: it must be ours, correctly rounded.
            guard let mine = ours.double else { return false }
            return mine == double && mine.sign == double.sign
        }
        if ours == theirs { return true }
        // NSDecimalNumber keeps 38 digits.
        guard ours.canonical.digits.count > 38, let mine = ours.double, let other = theirs.double else { return false }
        return abs(mine - other) <= abs(mine) * 1e-15
    }
}
