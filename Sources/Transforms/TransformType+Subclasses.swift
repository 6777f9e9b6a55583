// Why the open transform classes check their own type before reading.
//
// ObjectMapper's transforms are open classes, and its users subclass them to override
// `transformFromJSON(_:)` or `transformToJSON(_:)`. The library calls the typed entry points,
// `transformFromJSONValue(_:)` and `transformToJSONValue(_:)`, which read a JSONValue directly
// for speed. Swift cannot tell whether a subclass overrides `transformFromJSON(_:)`, so a
// reading entry point takes its typed path only when the object is exactly the library's class,
// and otherwise hands the value to `transformFromJSON(_:)` in its Foundation form, as
// ObjectMapper did (a subclass that overrides nothing reads the same either way). The writing
// entry points always call `transformToJSON(_:)`, dynamically dispatched, and then write its
// result without Foundation, so an override of it is honoured at no extra cost.
extension TransformType {
    /// Hands `value` to ``TransformType/transformFromJSON(_:)`` in its Foundation form: `nil`
    /// for a missing value or `null`. A value nested deeper than the Foundation bridge follows
    /// (512 levels) is not handed over: the result is `nil`, which the mapper reports as `tooDeep`.
    func transformFromJSONThroughFoundation(_ value: JSONValue?) -> Object? {
        guard let value, !value.isNull else { return transformFromJSON(nil) }
        guard let foundation = value._transformFoundationValue else { return nil }  // too deep: reported
        return transformFromJSON(foundation)
    }
}
