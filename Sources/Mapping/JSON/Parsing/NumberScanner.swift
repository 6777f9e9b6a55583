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

    /// Whether `byte` can begin a number (`-` or a digit).
    @inline(__always)
    static func startsNumber(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || isDigit(byte) }

    /// Scans the number that starts at `start` (a `-` or a digit).
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Outcome {
        if let (kind, end) = scanShort(base, count: count, from: start) { return .number(kind, end: end) }
        return scanAny(base, count: count, from: start)
    }

    /// The common number in one pass of whole words, or `nil` for any other: an integer part of
    /// one to nineteen digits, then, optionally, a fraction of one to fifteen digits (nineteen
    /// digits in all at most), no exponent, with eight bytes readable at each word.
    ///
    /// Every number it takes is one ``scanAny(_:count:from:)`` reads the same (same end, same
    /// storage): nineteen digits at most, so the significand is exact, and a fraction's leading
    /// zeros only add to the scale, as they do there. Whatever it declines, a leading zero before
    /// more digits and every malformed number included, goes the general way from the start.
    @inline(__always)
    static func scanShort(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (Kind, Int)? {
        let negative = base[start] == UInt8(ascii: "-")
        let digits = negative ? start &+ 1 : start
        // At least 40 bytes from the end, every word the short form reads is there (the
        // integer's three, a fraction's two starting at most 20 bytes in): the same reading
        // without its checks of the room left.
        if count &- digits >= 40 {
            return scanShort(base, count: count, from: start, digits: digits, negative: negative, checksRoom: false)
        }
        return scanShort(base, count: count, from: start, digits: digits, negative: negative, checksRoom: true)
    }

    /// ``scanShort(_:count:from:)`` from the first digit, checking before each word that it can be
    /// read when `checksRoom` is set.
    @inline(__always)
    static func scanShort(_ base: UnsafePointer<UInt8>, count: Int, from start: Int, digits: Int, negative: Bool,
                          checksRoom: Bool) -> (Kind, Int)? {
        var index = digits
        guard !checksRoom || count &- index >= 8 else { return nil }
        var (integer, integerLength) = leadingDigits(base + index)
        guard integerLength > 0, base[index] != UInt8(ascii: "0") || integerLength == 1 else { return nil }
        if integerLength == 8 {
            guard !checksRoom || count &- index >= 16 else { return nil }
            let (more, moreLength) = leadingDigits(base + (index &+ 8))
            integer = integer &* powerOfTen(moreLength) &+ more
            integerLength &+= moreLength
            if moreLength == 8 {
                // Sixteen digits so far (identifiers often have 18 or 19): up to three more.
                guard !checksRoom || count &- index >= 24 else { return nil }
                let (rest, restLength) = leadingDigits(base + (index &+ 16))
                guard restLength <= 3 else { return nil }
                integer = integer &* powerOfTen(restLength) &+ rest
                integerLength &+= restLength
            }
        }
        index &+= integerLength
        // The digits ended inside the bytes read: this byte was one of them.
        var byte = base[index]
        if byte != UInt8(ascii: ".") {
            guard byte | 0x20 != UInt8(ascii: "e") else { return nil }
            #if DEBUG
            WorkMeter.count(.bytes, index &- start)
            #endif
            if !negative { return (integer <= UInt64(Int64.max) ? .int(Int64(integer)) : .uint(integer), index) }
            if integer == 0 { return (.decimal(0, scale: 0, negative: true), index) }
            // Below Int64.min the general reading keeps the text.
            guard integer <= UInt64(Int64.max) &+ 1 else { return nil }
            return (.int(Int64(bitPattern: 0 &- integer)), index)
        }
        index &+= 1
        guard !checksRoom || count &- index >= 8 else { return nil }
        var (significand, scale) = leadingDigits(base + index)
        guard scale > 0, integerLength &+ scale <= 19 else { return nil }
        significand = integer &* powerOfTen(scale) &+ significand
        if scale == 8 {
            guard !checksRoom || count &- index >= 16 else { return nil }
            let (more, moreLength) = leadingDigits(base + (index &+ 8))
            guard moreLength < 8, integerLength &+ 8 &+ moreLength <= 19 else { return nil }
            significand = significand &* powerOfTen(moreLength) &+ more
            scale &+= moreLength
        }
        index &+= scale
        byte = base[index]
        guard byte | 0x20 != UInt8(ascii: "e") else { return nil }
        #if DEBUG
        WorkMeter.count(.bytes, index &- start)
        #endif
        return (.decimal(significand, scale: UInt8(truncatingIfNeeded: scale), negative: negative), index)
    }

    /// Scans any number, or finds where its grammar fails.
    @inline(never)
    static func scanAny(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Outcome {
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
            accumulateDigits(base, count: count, from: &index, into: &significand, digits: &significantDigits,
                             overflow: &overflow)
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
            // Leading zeros of the fraction only move the point: they are not significant digits.
            if significand == 0 {
                while index < count, base[index] == UInt8(ascii: "0") {
                    #if DEBUG
                    WorkMeter.count(.bytes)
                    #endif
                    index += 1
                }
            }
            accumulateDigits(base, count: count, from: &index, into: &significand, digits: &significantDigits,
                             overflow: &overflow)
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

    /// Adds the digits from `index` on to `significand`, up to nineteen significant digits in
    /// all (`overflow` tells that more followed): a word of eight bytes at a time while one can
    /// be read and the digits fit, then one at a time.
    @inline(__always)
    static func accumulateDigits(_ base: UnsafePointer<UInt8>, count: Int, from index: inout Int,
                                 into significand: inout UInt64, digits: inout Int, overflow: inout Bool) {
        while count &- index >= 8 {
            let (value, length) = leadingDigits(base + index)
            guard digits &+ length <= 19 else { break }
            #if DEBUG
            WorkMeter.count(.bytes, length)
            #endif
            significand = significand &* powerOfTen(length) &+ value
            digits &+= length
            index &+= length
            if length < 8 { return }
        }
        while index < count, isDigit(base[index]) {
            #if DEBUG
            WorkMeter.count(.bytes)
            #endif
            if digits < 19 {
                significand = significand &* 10 &+ UInt64(base[index] &- 0x30)
                digits += 1
            } else {
                overflow = true
            }
            index += 1
        }
    }

    /// 10^`exponent` for 0 through 8, to make room for the digits of one word (a switch of
    /// constants, which compiles to a table without the checks of a global array).
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        default: 100_000_000
        }
    }

    /// How many of the eight bytes at `pointer` are digits before the first byte that is not
    /// (0 to 8), and the value of those digits.
    ///
    /// The bytes are one little-endian word, the first digit lowest. Subtracting `0` from every
    /// byte leaves each digit's value (0 to 9) in its byte; any other byte then has its high bit
    /// set, or gets it when 0x76 is added (values 10 to 0x7F). Borrows and carries start only at
    /// a byte that is not a digit and only reach the bytes after it, so the first byte with its
    /// high bit set in either word is the first that is not a digit. The digit values are then
    /// shifted to the top of the word, which leaves zeros (leading zero digits) below them.
    @inline(__always)
    static func leadingDigits(_ pointer: UnsafePointer<UInt8>) -> (value: UInt64, length: Int) {
        let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
        let values = word &- 0x3030_3030_3030_3030
        let stops = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        let length = stops.trailingZeroBitCount >> 3
        guard length > 0 else { return (0, 0) }
        return (combineDigits(values &<< (64 &- 8 &* length)), length)
    }

    /// The value of eight digit values (0 to 9) in the bytes of a word, the first lowest: pairs of
    /// digits are combined in each byte (`10 × d0 + d1` in byte 0, and so on), then two
    /// multiplications place the four pairs at 10^6, 10^4, 10^2 and 1 in the word's upper half.
    @inline(__always)
    static func combineDigits(_ digits: UInt64) -> UInt64 {
        let pairs = digits &* 10 &+ digits >> 8
        let outer = (pairs & 0x0000_00FF_0000_00FF) &* (100 &+ 1_000_000 << 32)
        let inner = (pairs >> 16 & 0x0000_00FF_0000_00FF) &* (1 &+ 10_000 << 32)
        return (outer &+ inner) >> 32
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
              startsNumber(base[0])
        else { return nil }
        guard case .number(let kind, let end) = scan(base, count: bytes.count, from: 0),
              end == bytes.count
        else { return nil }
        return kind.storage(base, from: 0, to: end)
    }
}
