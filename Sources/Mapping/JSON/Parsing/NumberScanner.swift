/// Reads one JSON number from bytes, checking RFC 8259's grammar and choosing its storage in the
/// same pass.
///
/// The significand is accumulated while the digits go by; only numbers that do not fit the
/// compact storages (exponents, more than 19 significant digits, more than 255 fraction digits)
/// are copied out as text.
enum NumberScanner {
    /// The outcome of a scan: a number ending at `end`, or the offset where the grammar failed
    /// and what it wanted there.
    enum Outcome {
        case number(Kind, end: Int)
        case malformed(offset: Int, expected: String)
    }

    /// How a number is stored, decided while scanning; only `literal` needs its text copied.
    enum Kind {
        case int(Int64)
        case uint(UInt64)
        case decimal(UInt64, scale: UInt8, negative: Bool)
        case literal

        /// The storage for the number whose text is `base[start..<end]`.
        func storage(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> JSONNumber.Storage {
            switch self {
            case .int(let value): return .int(value)
            case .uint(let value): return .uint(value)
            case .decimal(let significand, let scale, let negative):
                return .decimal(significand, scale: scale, negative: negative)
            case .literal: return .literal(NumberScanner.text(base, from: start, to: end))
            }
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Scans the number that starts at `start` (a `-` or a digit).
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Outcome {
        var index = start
        let negative = base[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < count, isDigit(base[index]) else {
            return .malformed(offset: index, expected: "a digit after '-'")
        }
        var significand: UInt64 = 0
        var significantDigits = 0
        var overflow = false
        if base[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, isDigit(base[index]) {
                #if DEBUG
                WorkMeter.count(.bytes)
                #endif
                if significantDigits < 19 {
                    significand = significand &* 10 &+ UInt64(base[index] &- 0x30)
                    significantDigits += 1
                } else {
                    overflow = true
                }
                index += 1
            }
        }
        var scale = 0
        var isInteger = true
        if index < count, base[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < count, isDigit(base[index]) else {
                return .malformed(offset: index, expected: "a digit after '.'")
            }
            let fractionStart = index
            while index < count, isDigit(base[index]) {
                #if DEBUG
                WorkMeter.count(.bytes)
                #endif
                let digit = base[index] &- 0x30
                if significand == 0 && digit == 0 {
                    // A leading zero of the fraction: it only moves the point.
                } else if significantDigits < 19 {
                    significand = significand &* 10 &+ UInt64(digit)
                    significantDigits += 1
                } else {
                    overflow = true
                }
                index += 1
            }
            scale = index - fractionStart
        }
        var hasExponent = false
        if index < count, base[index] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            index += 1
            if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < count, isDigit(base[index]) else {
                return .malformed(offset: index, expected: "a digit in the exponent")
            }
            while index < count, isDigit(base[index]) {
                #if DEBUG
                WorkMeter.count(.bytes)
                #endif
                index += 1
            }
        }

        if hasExponent || overflow || scale > Int(UInt8.max) {
            if isInteger, !hasExponent, !negative, let large = exactUInt64(base, from: start, to: index) {
                return .number(.uint(large), end: index)
            }
            return .number(.literal, end: index)
        }
        if isInteger {
            if negative {
                if significand == 0 { return .number(.decimal(0, scale: 0, negative: true), end: index) }
                if significand <= UInt64(Int64.max) + 1 {
                    return .number(.int(Int64(bitPattern: 0 &- significand)), end: index)
                }
                return .number(.literal, end: index)
            }
            if significand <= UInt64(Int64.max) { return .number(.int(Int64(significand)), end: index) }
            return .number(.uint(significand), end: index)
        }
        return .number(.decimal(significand, scale: UInt8(scale), negative: negative), end: index)
    }

    /// The value of a 20-digit unsigned integer, or `nil` above `UInt64.max`.
    static func exactUInt64(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> UInt64? {
        guard end - start <= 20 else { return nil }
        var value: UInt64 = 0
        for index in start..<end {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(base[index] &- 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    static func text(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    /// Classifies complete number text, or answers `nil` when it is not exactly one JSON number.
    static func storage(ofLiteral bytes: UnsafeBufferPointer<UInt8>) -> JSONNumber.Storage? {
        guard let base = bytes.baseAddress, !bytes.isEmpty,
              base[0] == UInt8(ascii: "-") || isDigit(base[0])
        else { return nil }
        guard case .number(let kind, let end) = scan(base, count: bytes.count, from: 0),
              end == bytes.count
        else { return nil }
        return kind.storage(base, from: 0, to: end)
    }
}
