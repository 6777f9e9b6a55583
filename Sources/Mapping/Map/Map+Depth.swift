/// How deep models may nest: a model nested inside a model is mapped by a call inside a call,
/// so the nesting of models is a depth of the call stack.
///
/// ## Measured
///
/// Each level of a recursive model costs the stack of about twenty calls (the operator, the
/// binding, the collection and model codecs, `mapping(map:)`). On a thread with a 512 KB stack
/// (what Apple platforms give secondary threads, where apps map their responses), reading
/// overflowed at these depths (writing takes less: two to four times as deep):
///
/// | model shape | debug build | release build |
/// |---|---|---|
/// | `class Node { var child: Node? }` | 99 | 999 |
/// | `struct Node { var children: [Node] }` | 65 | 482 |
/// | `[String: [Node]]` plus a transform | 49 | 351 |
/// | `ImmutableMappable`, `try map.value` | 74 | 167 |
///
/// So models stop at ``maximumModelDepth`` (32) levels, in both directions: a model nested
/// deeper is not mapped, and the place where it stopped is reported as a `tooDeep` issue.
/// That leaves at least a third of a 512 KB stack to the caller in a debug build. Real
/// documents nest models a handful of levels deep.
extension Map {
    /// The deepest nesting of models mapped, in either direction.
    @usableFromInline static let maximumModelDepth = 32

    /// Records the issue for a model that is not mapped because it is nested too deep.
    @inlinable
    static func recordTooDeep(_ expected: String, _ coding: inout MapCoding) {
        coding.record(.tooDeep, expected: "\(expected), at most \(maximumModelDepth) models deep",
                      found: "a model nested deeper")
    }
}
