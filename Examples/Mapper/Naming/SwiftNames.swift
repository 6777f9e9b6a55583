/// The rules that make a word usable as a Swift identifier in generated code.
enum SwiftNames {
    /// Words that must be written in backticks to be used as a property name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        "borrowing", "consuming", "some", "any",
    ]

    /// Property names that stay awkward even in backticks (`self`, `Type`, `_`) and get a suffix.
    static let unusableProperties: Set<String> = ["self", "Self", "Type", "Protocol", "_"]

    /// Type names that would shadow a type the generated code or its users rely on: the
    /// modules' own names, Swift's and Foundation's common types, and every public type of the
    /// library.
    static let reservedTypes: Set<String> = [
        // Modules
        "Swift", "Foundation", "Dispatch", "Mapping", "Transforms",
        // Swift
        "Actor", "Any", "AnyHashable", "AnyObject", "Array", "Bool", "Character", "Clock", "Codable",
        "Collection", "Comparable", "CustomStringConvertible", "Decodable", "Dictionary", "Double",
        "Duration", "Element", "Encodable", "Equatable", "Error", "Float", "Hashable", "Hasher",
        "Identifiable", "Index", "Int", "Int8", "Int16", "Int32", "Int64", "Iterator", "KeyPath",
        "MainActor", "Never", "ObjectIdentifier", "Optional", "OptionSet", "Protocol", "Range",
        "RawRepresentable", "Result", "Self", "Sendable", "Sequence", "Set", "StaticString", "String",
        "Substring", "Task", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Unicode", "Void",
        // Foundation
        "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter",
        "DateInterval", "Decimal", "FileHandle", "FileManager", "Formatter", "IndexPath", "IndexSet",
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale", "NSArray", "NSDecimalNumber",
        "NSDictionary", "NSError", "NSNull", "NSNumber", "NSObject", "NSString", "Notification",
        "NumberFormatter", "Operation", "ProcessInfo", "Thread", "TimeInterval", "TimeZone", "URL",
        "URLComponents", "URLRequest", "URLSession", "UUID",
        // The library
        "BaseMappable", "CodableTransform", "CustomDateFormatTransform", "DataTransform",
        "DateFormatterTransform", "DateTransform", "DecimalTransform", "DictionaryTransform",
        "EnumTransform", "HexColorTransform", "ISO8601DateTransform", "ImmutableMappable",
        "JSONConversion", "JSONElement", "JSONNumber", "JSONObject", "JSONParseError",
        "JSONParseLimits", "JSONParseOptions", "JSONPointer", "JSONPointerError", "JSONSubscript",
        "JSONSubscriptKey", "JSONValue", "JSONValueConvertible", "JSONWriteError", "Map",
        "MapCoding", "MapContext", "MapError", "MapValue", "Mappable", "Mapper", "MappingIssue",
        "MappingOptions", "MappingStream", "MappingStreamReader", "MappingStreamWriter",
        "MappingType", "NSDecimalNumberTransform", "StaticMappable", "StreamingOptions",
        "TransformOf", "TransformType", "URLTransform",
    ]

    /// Whether `name` is a plain identifier: ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `name` as it must be written in source: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A property name for `key`: camelCase, never empty, never starting with a digit, never
    /// one of ``unusableProperties``.
    static func propertyName(forKey key: String) -> String {
        var name = CamelCase.propertyName(key)
        if name.isEmpty { name = "value" }
        if name.first?.isNumber == true { name = "_" + name }
        if unusableProperties.contains(name) { name += "Value" }
        return name
    }

    /// A type name for `key`, never empty and never starting with a digit (reserved names are
    /// left to the caller, which knows the parent's name).
    static func typeName(forKey key: String) -> String {
        var name = CamelCase.typeName(key)
        if name.isEmpty { name = "Item" }
        if name.first?.isNumber == true { name = "Item" + name }
        return name
    }

    /// Whether `scalar` is written as an escape in a string literal: it shows as nothing or as
    /// a plain space (`U+200B`, `U+00A0`, `U+FEFF`), breaks the line (`U+2028`), or reorders the
    /// text around it on screen (`U+202E`).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// `text` as the contents of a Swift string literal (without the quotes); what does not
    /// show (``isInvisible(_:)``) is written as `\u{...}`.
    static func stringLiteralContents(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || isInvisible(scalar):
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
