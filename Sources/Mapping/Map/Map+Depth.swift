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

/// A graph of class models can lead back to a model that is being mapped: `node.next = node`,
/// two models that hold each other, an `objectForMapping(map:)` that hands out the instance it
/// already has for an id. Mapping that model again would map the property that holds it from
/// inside its own `<-`, an overlapping access to it that Swift stops with a trap (in release
/// builds too), before any depth limit is reached. So ``ModelCodec`` looks for the model among
/// the models it is inside of first, and a model found there is not mapped: the place is
/// reported as a `tooDeep` issue (a cycle is a nesting without end), and the rest is mapped.
///
/// Only an instance of a class can close a cycle; each is looked for on its way in, written or
/// read (a model updated in place, ``Map/toObject``, or one from `objectForMapping(map:)`): a
/// walk up the maps of the models it is inside of, a few loads for a handful of levels.
extension Map {
    /// Whether `model` is the model of this map or of a map this one is inside of.
    @usableFromInline
    func isMapping(_ model: ObjectIdentifier) -> Bool {
        var map: Map? = self
        while let current = map {
            if current.mappedModel == model { return true }
            map = current.enclosing
        }
        return false
    }

    /// Marks this map as the map of `model` (`nil` for a value), inside
    /// `parent`'s, until ``leave()``.
    @inlinable @inline(__always)
    func enter(_ model: ObjectIdentifier?, enclosedBy parent: Map) {
        mappedModel = model
        enclosing = parent
    }

    /// Ends what ``enter(_:enclosedBy:)`` began, once the model is mapped.
    @inlinable @inline(__always)
    func leave() {
        mappedModel = nil
        enclosing = nil
    }

    /// Records the issue for a model that is not mapped because a model it is inside of is
    /// the same instance.
    @inlinable
    static func recordCycle(_ expected: String, _ coding: inout MapCoding) {
        coding.record(.tooDeep, expected: "\(expected), not a model it is inside of",
                      found: "the \(expected) that holds it (a cycle)")
    }
}
