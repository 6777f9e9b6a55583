/// A Swift type that a property can have in generated code.
indirect enum SwiftType: Equatable {
    case bool, int, uint64, decimal, double, string, json
    /// A `Date` read and written through `ISO8601DateTransform`, keeping milliseconds when
    /// `fractionalSeconds` is set.
    case date(fractionalSeconds: Bool)
    /// A generated model type.
    case model(String)
    case array(SwiftType)
    /// A dictionary keyed by `String`.
    case dictionary(SwiftType)

    /// The type as written in source: `[String: [Status]]`.
    var source: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .uint64: "UInt64"
        case .decimal: "Decimal"
        case .double: "Double"
        case .string: "String"
        case .json: "JSONValue"
        case .date: "Date"
        case .model(let name): name
        case .array(let element): "[\(element.source)]"
        case .dictionary(let value): "[String: \(value.source)]"
        }
    }

    /// The type inside all arrays and dictionaries: `Status` for `[String: [Status]]`.
    var leaf: SwiftType {
        switch self {
        case .array(let element): element.leaf
        case .dictionary(let value): value.leaf
        default: self
        }
    }

    /// The transform the value goes through, as written in source, or `nil` for none.
    var transform: String? {
        switch leaf {
        case .date(let fractionalSeconds):
            fractionalSeconds ? "ISO8601DateTransform(fractionalSeconds: true)" : "ISO8601DateTransform()"
        default: nil
        }
    }
}

/// One stored property of a generated model.
struct ModelProperty: Equatable {
    /// The key in the JSON document, as written there.
    let key: String
    /// The Swift name, unescaped (`default`, not `` `default` ``).
    let name: String
    let type: SwiftType
    /// Whether some sample lacked the key or held `null` for it.
    let isOptional: Bool
}

/// One generated type: a name and its properties in document order.
struct ModelType: Equatable {
    let name: String
    let properties: [ModelProperty]
}
