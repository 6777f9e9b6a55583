import Mapping

// The library's transforms give `nil` for a value only when they cannot write it (a NaN
// decimal, a date too far out to format, a `Codable` value whose encoding throws): a mapper
// reports it, where a `nil` from a transform of the user's own, or from `TransformOf`'s
// closures, leaves the value out as ObjectMapper did (see `TransformType.refusesValueWhenNil`).

extension CodableTransform {
    /// `true`: a value whose encoding fails is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension DataTransform {
    /// `true`: every `Data` has a base64 form, so a `nil` is a refusal.
    public static var refusesValueWhenNil: Bool { true }
}

extension DateFormatterTransform {
    /// `true`: a date the formatter cannot write is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension DateTransform {
    /// `true`: a date with no finite count of seconds is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension DecimalTransform {
    /// `true`: NaN is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension DictionaryTransform {
    /// `true`: a dictionary that cannot be written is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension EnumTransform {
    /// `true`: every case has a raw value, so a `nil` is a refusal.
    public static var refusesValueWhenNil: Bool { true }
}

extension NSDecimalNumberTransform {
    /// `true`: a number with no digits to write is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}

extension URLTransform {
    /// `true`: every URL has a string form, so a `nil` is a refusal.
    public static var refusesValueWhenNil: Bool { true }
}
