import Mapping

// The library's transforms give `nil` for a value only when they cannot write it (a NaN
// decimal, a date too far out to format, a `Codable` value whose encoding throws): a mapper
// reports it, where a `nil` from a transform of the user's own, or from `TransformOf`'s
// closures, leaves the value out as ObjectMapper did (see `TransformType.refusesValueWhenNil`).
// The structs say so here; the open classes in their own bodies, so that a subclass can
// override it.

extension CodableTransform {
    /// `true`: a value whose encoding fails is reported, not left out.
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

