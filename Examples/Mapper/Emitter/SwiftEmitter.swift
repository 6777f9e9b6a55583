/// Writes model types as Swift source.
///
/// For `--style mappable` every property is an optional `var`: `init?(map:)` accepts any
/// object, and `<-` leaves a property untouched when its key is absent or its value does not
/// convert, so `nil` is the only honest value for "not in this document"; this is also what
/// ObjectMapper users write. For `--style immutable` a property is optional only when some
/// sample lacked its key or held `null`; the others are required, and `init(map:)` throws
/// when a document does not have them.
///
/// ```swift
/// struct Root: Mappable {
///     var id: Int?
///     var createdAt: Date?
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id <- map["id"]
///         createdAt <- (map["created_at"], ISO8601DateTransform())
///     }
/// }
/// ```
struct SwiftEmitter {
    let options: GeneratorOptions

    /// The whole file: the imports, then each type, separated by blank lines.
    ///
    /// `import Transforms` brings the library; `Foundation` is imported too when a property is
    /// a `Date` or a `Decimal`, which the library does not re-export.
    func source(for types: [ModelType]) -> String {
        let needsFoundation = types.contains { type in
            type.properties.contains { $0.type.transform != nil || $0.type.leaf == .decimal }
        }
        let imports = needsFoundation ? "import Transforms\nimport Foundation\n\n" : "import Transforms\n\n"
        let holdingThemselves = options.kind == .struct ? Self.typesHoldingThemselves(types) : []
        return imports + types.map { declaration(of: $0, asFinalClass: holdingThemselves.contains($0.name)) }
            .joined(separator: "\n")
    }

    /// The types that hold a value of their own type through plain model properties (`next:
    /// Next?`, or `Person.manager: Manager?` with `Manager.report: Person?`): a struct cannot,
    /// since it would contain itself, so they are written as final classes. Arrays and
    /// dictionaries hold their elements apart, so `[Node]` needs nothing.
    static func typesHoldingThemselves(_ types: [ModelType]) -> Set<String> {
        var edges: [String: [String]] = [:]
        for type in types {
            edges[type.name] = type.properties.compactMap { property in
                if case .model(let name) = property.type { return name }
                return nil
            }
        }
        var found: Set<String> = []
        for type in types {
            // Whether `type` is reached again from its own properties.
            var seen: Set<String> = []
            var pending = edges[type.name] ?? []
            while let next = pending.popLast() {
                if next == type.name {
                    found.insert(type.name)
                    break
                }
                if seen.insert(next).inserted { pending.append(contentsOf: edges[next] ?? []) }
            }
        }
        return found
    }

    /// One type's declaration; `asFinalClass` for a struct that would hold itself.
    func declaration(of type: ModelType, asFinalClass: Bool = false) -> String {
        let access = options.access == .public ? "public " : ""
        let isClass = options.kind == .class || asFinalClass
        let immutable = options.style == .immutable
        var lines: [String] = []
        let keyword = asFinalClass ? "final class" : isClass ? "class" : "struct"
        if asFinalClass { lines.append("/// A class: it holds a value of its own type, which a struct cannot.") }
        lines.append("\(access)\(keyword) \(type.name): \(immutable ? "ImmutableMappable" : "Mappable") {")
        for property in type.properties {
            let optional = !immutable || property.isOptional ? "?" : ""
            let binding = immutable ? "let" : "var"
            lines.append("    \(access)\(binding) \(SwiftNames.escaped(property.name)): \(property.type.source)\(optional)")
        }
        if !type.properties.isEmpty { lines.append("") }

        let required = isClass ? "required " : ""
        if immutable {
            if type.properties.isEmpty {
                lines.append("    \(access)\(required)init(map: Map) throws {}")
            } else {
                lines.append("    \(access)\(required)init(map: Map) throws {")
                for property in type.properties { lines.append("        " + read(property)) }
                lines.append("    }")
            }
        } else {
            lines.append("    \(access)\(required)init?(map: Map) {}")
        }
        lines.append("")

        let mutating = isClass ? "" : "mutating "
        if type.properties.isEmpty {
            lines.append("    \(access)\(mutating)func mapping(map: Map) {}")
        } else {
            lines.append("    \(access)\(mutating)func mapping(map: Map) {")
            let op = immutable ? ">>>" : "<-"
            for property in type.properties { lines.append("        " + bind(property, with: op)) }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name <- map["key"]`, or through the date transform.
    private func bind(_ property: ModelProperty, with op: String) -> String {
        let target = reference(property)
        if let transform = property.type.transform {
            return "\(target) \(op) (\(subscriptExpression(property.key)), \(transform))"
        }
        return "\(target) \(op) \(subscriptExpression(property.key))"
    }

    /// `name = try map.value("key")`; the optional overload gives `nil` for an absent or `null` key.
    private func read(_ property: ModelProperty) -> String {
        var arguments = "\"\(SwiftNames.stringLiteralContents(property.key))\""
        if property.key.contains(".") { arguments += ", nested: false" }
        if let transform = property.type.transform { arguments += ", using: \(transform)" }
        return "\(reference(property)) = try map.value(\(arguments))"
    }

    /// `map["key"]`, or `map["a.b", nested: false]` for a key with the path delimiter in it.
    private func subscriptExpression(_ key: String) -> String {
        let literal = "\"\(SwiftNames.stringLiteralContents(key))\""
        return key.contains(".") ? "map[\(literal), nested: false]" : "map[\(literal)]"
    }

    /// The property as an expression: `self.map` where the parameter `map` would shadow it.
    private func reference(_ property: ModelProperty) -> String {
        property.name == "map" ? "self.map" : SwiftNames.escaped(property.name)
    }
}
