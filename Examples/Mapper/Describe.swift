import Transforms

/// Short renderings of JSON values for messages: `a string ("Ada")`, `an array of 3 elements`.
enum Describe {
    /// The kind of a value with its article: `a string`, `an array`, `null`.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The kind with a glimpse of the value: `the string "Ada"`, `the number 42`.
    static func short(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "the boolean \(bool)"
        case .number(let number): return "the number \(number.literal)"
        case .string(let string):
            let text = (try? JSONValue.string(string).jsonString()) ?? "\"\""
            return "the string " + (text.count > 40 ? String(text.prefix(37)) + "...\"" : text)
        case .array(let elements): return "an array of \(elements.count) elements"
        case .object(let object): return "an object with \(object.count) keys"
        }
    }
}
