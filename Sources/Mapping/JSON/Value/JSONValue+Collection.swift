// Sizes and keys of containers, with scalars counting as empty.
//
// Iteration goes through `arrayValue` (an array's elements) and `objectValue` (an object's
// `(key, value)` pairs), in order. They work at the end of a chain (`json["list"].arrayValue`,
// where `json["list"]` is a `JSONValue?`) and give nothing to iterate for anything else, so
// one form of loop serves `JSONValue` and `JSONValue?` alike:
//
//     for status in json["statuses"].arrayValue { print(status["id"].intValue) }
//     for (key, value) in json["user"].objectValue { print(key, value) }

extension JSONValue {
    /// The number of elements of an array or members of an object; `0` for anything else.
    @inlinable
    public var count: Int {
        switch self {
        case .array(let elements): return elements.count
        case .object(let object): return object.count
        default: return 0
        }
    }

    /// Whether ``count`` is zero: an empty array or object, or a value that is neither.
    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// An object's keys in order; `[]` for anything else.
    public var keys: [String] { object?.keys ?? [] }
}
