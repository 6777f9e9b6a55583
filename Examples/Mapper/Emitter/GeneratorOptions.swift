/// How `mapper generate` writes its models.
struct GeneratorOptions: Equatable {
    /// Which protocol the models adopt.
    enum Style: String, CaseIterable {
        /// `Mappable`: `var` properties, `init?(map:)`, and `<-` in `mapping(map:)`.
        case mappable
        /// `ImmutableMappable`: `let` properties read with `try map.value`, written with `>>>`.
        case immutable
    }

    /// Whether the models are structs or classes.
    enum Kind: String, CaseIterable {
        case `struct`
        case `class`
    }

    /// The access level of the models and their members.
    enum Access: String, CaseIterable {
        case `public`
        case `internal`
    }

    var rootName = "Root"
    var style = Style.mappable
    var kind = Kind.struct
    var access = Access.internal
}
