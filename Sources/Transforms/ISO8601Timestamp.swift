import Foundation

/// Reading and writing ISO 8601 date-times on UTF-8 bytes, without a formatter.
///
/// Accepted: `YYYY-MM-DD`, then `T`, `t` or a space, then `hh:mm:ss`, an optional fraction
/// (`.` or `,` and one or more digits; digits past nanoseconds are ignored), then `Z`, `z` or
/// an offset `±hh`, `±hhmm` or `±hh:mm`. Nothing may follow. Fields are checked against the
/// calendar (month 1-12, day within its month in the proleptic Gregorian calendar, hour 0-23,
/// minute 0-59, second 0-60 where 60 is a leap second read as the next second's start).
///
/// The date is turned into seconds since 1970 with a days-from-civil count: days of whole
/// 400-year eras (146,097 days each) plus days into the era, counting years from March so
/// that the leap day falls at the end of a year.
enum ISO8601Timestamp {
    /// The date the string spells, or `nil`.
    static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = ByteReader(bytes: bytes)
            return date(from: &reader)
        }
    }

    private static func date(from reader: inout ByteReader) -> Date? {
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2),
              reader.skip("T") || reader.skip("t") || reader.skip(" "),
              let hour = reader.number(digits: 2), reader.skip(":"),
              let minute = reader.number(digits: 2), reader.skip(":"),
              let second = reader.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour <= 23, minute <= 59, second <= 60
        else { return nil }

        var nanoseconds = 0
        if reader.skip(".") || reader.skip(",") {
            var digits = 0
            while let digit = reader.digit() {
                if digits < 9 { nanoseconds = nanoseconds * 10 + digit }
                digits += 1
            }
            guard digits > 0 else { return nil }
            for _ in min(digits, 9)..<9 { nanoseconds *= 10 }
        }

        var offset = 0
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2), hours <= 23 else { return nil }
            var minutes = 0
            if reader.skip(":") {
                guard let value = reader.number(digits: 2) else { return nil }
                minutes = value
            } else if let value = reader.number(digits: 2) {
                minutes = value
            }
            guard minutes <= 59 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }

        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return instant(seconds: Int64(seconds), nanoseconds: Int64(nanoseconds))
    }

    /// The `Date` of a whole number of seconds since 1970 plus `nanoseconds` (0..<10⁹).
    ///
    /// A `Date` is a `Double` of seconds since 2001. A fraction of whole microseconds (whole
    /// milliseconds included) is counted from 1970, as `Date(timeIntervalSince1970:)` counts it,
    /// so `.123Z` is the date that `Date(timeIntervalSince1970: 1458117795.123)` and
    /// `DateTransform(unit: .milliseconds)` make. Finer fractions are counted from 2001, where
    /// the `Double` has its finest steps: in 2016 a `Date()` moves in steps of 60 ns, a quarter
    /// of those of its value since 1970, and counted from 1970 no fraction could spell three
    /// in four of them.
    static func instant(seconds: Int64, nanoseconds: Int64) -> Date {
        if nanoseconds % 1_000 == 0 {
            return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1_000_000_000)
        }
        let sinceReferenceDate = seconds - secondsFrom1970To2001
        return Date(timeIntervalSinceReferenceDate: Double(sinceReferenceDate) + Double(nanoseconds) / 1_000_000_000)
    }

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date a `Date` counts from
    /// (`Date.timeIntervalBetween1970AndReferenceDate`).
    private static let secondsFrom1970To2001: Int64 = 978_307_200

    /// The date in UTC, as `2016-03-16T08:43:15Z`, or with a fraction: `.120Z`, `.999900Z`,
    /// `.123456716Z`; `nil` for dates outside years 0000-9999.
    ///
    /// ``ISO8601DateTransform/FractionalSeconds/never`` rounds the time down to the second, as
    /// formatters do. The other styles write the fewest digits, in groups of three (none, for
    /// ``ISO8601DateTransform/FractionalSeconds/whenPresent``, when the date is a whole second),
    /// that ``date(from:)`` reads back as this very `Date`: milliseconds for a date made from
    /// milliseconds, and nanoseconds at most. The only dates that no nine digits spell are those
    /// within about 97 days of 2001-01-01 (2²³ seconds) whose `Double` holds detail finer than a
    /// nanosecond; they are written to the nearest nanosecond.
    static func string(from date: Date, fractionalSeconds: ISO8601DateTransform.FractionalSeconds) -> String? {
        // The date's own Double, since 2001: its value since 1970 may have lost a bit.
        let interval = date.timeIntervalSinceReferenceDate
        // Years 0000-9999 lie within ±400,000 years' worth of seconds: no overflow below.
        guard interval.isFinite, abs(interval) < 300_000_000_000 else { return nil }
        let whole = interval.rounded(.down)
        let fraction = interval - whole   // exact, in 0..<1
        var seconds = Int64(whole) + secondsFrom1970To2001
        var nanoseconds: Int64 = 0
        var digits = 0
        if fractionalSeconds != .never {
            (seconds, nanoseconds, digits) = fewestDigits(of: date, seconds: seconds, fraction: fraction,
                                                           allowingNone: fractionalSeconds == .whenPresent)
        }
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: Int(days))
        guard (0...9999).contains(year) else { return nil }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(30)
        append(Int64(year), width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(Int64(month), width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(Int64(day), width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        append(secondOfDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay % 3600 / 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay % 60, width: 2, to: &bytes)
        if digits > 0 {
            bytes.append(UInt8(ascii: "."))
            append(nanoseconds / powersOfTen[9 - digits], width: digits, to: &bytes)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let powersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000,
                                               100_000_000, 1_000_000_000]

    /// The whole seconds, nanoseconds and number of fraction digits (0, 3, 6 or 9) to write
    /// `date`, whose time since 1970 is `seconds` plus `fraction`: the fewest digits that read
    /// back as `date`, or the nearest nanosecond when none do.
    private static func fewestDigits(of date: Date, seconds: Int64, fraction: Double,
                                     allowingNone: Bool) -> (seconds: Int64, nanoseconds: Int64, digits: Int) {
        var nearest = (seconds: seconds, nanoseconds: Int64(0))
        for digits in [0, 3, 6, 9] where digits > 0 || allowingNone {
            let scale = powersOfTen[digits]
            var units = Int64((fraction * Double(scale)).rounded())
            var whole = seconds
            if units == scale {   // rounded up to the next second
                units = 0
                whole += 1
            }
            nearest = (whole, units * powersOfTen[9 - digits])
            if instant(seconds: nearest.seconds, nanoseconds: nearest.nanoseconds) == date {
                return (nearest.seconds, nearest.nanoseconds, digits)
            }
        }
        // Whole microseconds are counted from 1970 and finer fractions from 2001 (see
        // `instant`), so a date that is a whole microsecond counted from 2001 is spelled one
        // nanosecond off it, which is still the same Double.
        for nudge: Int64 in [-1, 1] {
            let nanoseconds = nearest.nanoseconds + nudge
            guard (0..<1_000_000_000).contains(nanoseconds),
                  instant(seconds: nearest.seconds, nanoseconds: nanoseconds) == date
            else { continue }
            return (nearest.seconds, nanoseconds, 9)
        }
        // Detail finer than a nanosecond: the nearest nanosecond, with as few digits as spell it.
        if allowingNone && nearest.nanoseconds == 0 { return (nearest.seconds, 0, 0) }
        let digits = nearest.nanoseconds % 1_000_000 == 0 ? 3 : nearest.nanoseconds % 1_000 == 0 ? 6 : 9
        return (nearest.seconds, nearest.nanoseconds, digits)
    }

    /// Quotient rounded toward negative infinity, and a remainder in `0..<divisor`.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// Appends a non-negative `value` with at least `width` digits.
    private static func append(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
        let digits = Array(String(value).utf8)
        if digits.count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count)) }
        bytes.append(contentsOf: digits)
    }

    /// The number of days in `month` of `year`, in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (negative before 1970).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        // Count years from March 1st of year 0, so February, with its leap day, ends the year.
        let marchYear = month > 2 ? year : year - 1
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400                                   // 0...399
        let monthFromMarch = month > 2 ? month - 3 : month + 9                  // 0...11
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1                // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468                               // 719,468: 0000-03-01 to 1970-01-01
    }

    /// The date `days` after 1970-01-01: the inverse of ``daysSince1970(year:month:day:)``.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097                                  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads ASCII fields from UTF-8 bytes, left to right.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// The next byte's value as a decimal digit, consuming it; `nil` (consuming nothing) otherwise.
    mutating func digit() -> Int? {
        guard index < bytes.count else { return nil }
        let value = bytes[index] &- UInt8(ascii: "0")
        guard value < 10 else { return nil }
        index += 1
        return Int(value)
    }

    /// Exactly `digits` decimal digits as a number.
    mutating func number(digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// Consumes `character` when it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Consumes a `+` (giving 1) or `-` (giving -1).
    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
