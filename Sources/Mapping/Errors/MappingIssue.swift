/// Something that did not map, and where.
///
/// ```swift
/// let (user, issues) = Mapper<User>().mapWithIssues(JSONString: #"{"id": "x", "friends": [{}, {"age": 1.5}]}"#)
/// for issue in issues { print(issue) }
/// // id: expected Int, found string "x"
/// // friends.1.age: expected Int, found number 1.5
/// ```
public struct MappingIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of issue this is.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The kind's name: `typeMismatch`.
        public var description: String { name }

        /// The document is not valid JSON (``MappingIssue/found`` holds the parse error, with
        /// its line and column).
        public static let invalidJSON = Kind("invalidJSON")
        /// The value has a type that does not convert to the property's type, or does not fit it.
        public static let typeMismatch = Kind("typeMismatch")
        /// A transform returned `nil` for the value.
        public static let failedTransform = Kind("failedTransform")
        /// A nested model's `init?(map:)`, `objectForMapping(map:)` or throwing initializer
        /// refused its object.
        public static let refusedObject = Kind("refusedObject")
        /// A non-optional property's key is absent.
        public static let missingKey = Kind("missingKey")
        /// A value that JSON cannot hold (NaN, infinity, a value with no JSON form) was not written;
        /// into Foundation values (`toJSON`), also a number that no `Double` or `Decimal` holds.
        public static let unwritableValue = Kind("unwritableValue")
        /// An object holds the key more than once; the last value is the one mapped.
        public static let duplicateKey = Kind("duplicateKey")
        /// A value nested deeper than the library follows: models inside models past
        /// 32 levels, or Foundation values past 512 levels (in `toJSON()`'s output, counting
        /// where the value lies), or JSON text past 10,000. The value is not mapped or written,
        /// so that no input can exhaust the stack.
        public static let tooDeep = Kind("tooDeep")
        /// A key path that cannot be written: an index that would pad an array with more than
        /// 10,000 nulls (`map["list.100000000"]`), or more than 512 components. Nothing is
        /// written for it.
        public static let unwritableKeyPath = Kind("unwritableKeyPath")
    }

    /// What kind of issue this is.
    public let kind: Kind
    /// Where, as key path components, outermost first: `["friends", "2", "age"]`; empty for the
    /// whole document. A key with a dot in it (mapped with `nested: false`) stays one component.
    public let keyPathComponents: [String]
    /// The Swift type that was expected, such as `Int` or `[String]`.
    public let expected: String
    /// A short rendering of what was there: `string "x"`, `number 1.5`, `null`, `missing`.
    public let found: String

    /// Creates an issue at a key path written with dots (`friends.2.age`).
    public init(kind: Kind, keyPath: String, expected: String, found: String) {
        self.init(kind: kind, keyPathComponents: keyPath.isEmpty ? [] : MapKeyPath.split(keyPath, "."),
                  expected: expected, found: found)
    }

    /// Creates an issue at a key path given as components.
    public init(kind: Kind, keyPathComponents: [String], expected: String, found: String) {
        self.kind = kind
        self.keyPathComponents = keyPathComponents
        self.expected = expected
        self.found = found
    }

    /// Where, as the user writes key paths: `friends.2.age`; empty for the whole document.
    ///
    /// A path of more than ``longestRenderedPath`` components is shortened to its first and last
    /// eight components with the count of those left out between (10,000 components give
    /// `a.a.a.a.a.a.a.a.<9984 more>.a.a.a.a.a.a.a.a`); ``keyPathComponents`` keeps every one.
    public var keyPath: String { MappingIssue.render(keyPathComponents) }

    /// The most components ``keyPath`` and descriptions show before shortening a path.
    public static let longestRenderedPath = 16

    /// What went wrong, without where: `expected Int, found string "x"`.
    public var problem: String {
        switch kind {
        case .missingKey: return "expected \(expected), found no value (the key is missing)"
        case .invalidJSON: return "invalid JSON: \(found)"
        case .refusedObject: return "\(expected) refused the object: \(found)"
        case .failedTransform: return "expected \(expected), found \(found), which the transform rejected"
        case .unwritableValue: return "cannot write \(found) as JSON"
        case .duplicateKey: return "the key appears more than once: expected \(expected), found \(found)"
        case .tooDeep: return "cannot map \(found)"
        default: return "expected \(expected), found \(found)"
        }
    }

    /// `friends.2.age: expected Int, found string "x"`; an issue about the whole document says
    /// `(document)`, and an empty key is shown as `""`.
    public var description: String {
        let place = keyPathComponents.isEmpty ? "(document)" : keyPath
        return "\(place): \(problem)"
    }

    /// Components joined with dots, an empty one shown as `""`, shortened past
    /// ``longestRenderedPath``.
    static func render(_ components: [String]) -> String {
        func shown(_ component: String) -> String { component.isEmpty ? "\"\"" : component }
        let limit = longestRenderedPath
        guard components.count > limit else { return components.map(shown).joined(separator: ".") }
        let kept = limit / 2
        let head = components.prefix(kept).map(shown)
        let tail = components.suffix(kept).map(shown)
        return (head + ["<\(components.count - 2 * kept) more>"] + tail).joined(separator: ".")
    }
}

extension MappingIssue.Kind {
    /// Not an issue: the mark the write that measures the depth of Foundation output leaves at
    /// each value written whole, so that its key path is placed as an issue's is (see
    /// Mapper+FoundationDepth.swift). Never reported.
    static let wholeValueMark = Self("wholeValueMark")
}
