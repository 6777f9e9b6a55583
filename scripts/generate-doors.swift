// Generates the library's door families from the tables below, so that each family is one
// table and one template instead of dozens of hand-kept near-copies.
//
//   swift scripts/generate-doors.swift          rewrites the generated files
//   swift scripts/generate-doors.swift --check  fails when a generated file is out of date (CI)
//
// Every generated door is one line into one mechanism: the operators and `map.value(...)` into
// `Map.bind` / `Map.write` / `Map.read` with a codec for their shape (Map+Resolving.swift), the
// `Mapper` entry points into `Mapper.run` / `Mapper.written` (Mapper+Running.swift).
import Foundation

// MARK: - Tables

/// A container shape that `<-`, `>>>` and `map.value` accept for enums and transforms. (Basic
/// values and models take any shape through `MapValue`'s conditional conformances instead.)
struct Shape {
    let noun: String
    let type: (String) -> String
    let codec: (String) -> String
    let needsHashable: Bool
}

let shapes: [Shape] = [
    Shape(noun: "", type: { $0 }, codec: { $0 }, needsHashable: false),
    Shape(noun: "an array of", type: { "[\($0)]" }, codec: { "ArrayCodec(element: \($0))" }, needsHashable: false),
    Shape(noun: "an array of arrays of", type: { "[[\($0)]]" },
          codec: { "ArrayCodec(element: ArrayCodec(element: \($0)))" }, needsHashable: false),
    Shape(noun: "a dictionary of", type: { "[String: \($0)]" }, codec: { "DictionaryCodec(element: \($0))" },
          needsHashable: false),
    Shape(noun: "a dictionary of arrays of", type: { "[String: [\($0)]]" },
          codec: { "DictionaryCodec(element: ArrayCodec(element: \($0)))" }, needsHashable: false),
    Shape(noun: "a set of", type: { "Set<\($0)>" }, codec: { "SetCodec(element: \($0))" }, needsHashable: true),
]

/// A family of leaf types with operators and reads of its own.
struct Family {
    let singular: String
    let plural: String
    let generics: String
    let leaf: String
    let leafCodec: String
    let hashable: String
    /// The right operand of the operators, and how the map is reached from it.
    let operand: String
    let map: String
    /// The extra parameter of `map.value(...)`.
    let valueParameter: String
}

let families: [Family] = [
    Family(singular: "an enum (or other `RawRepresentable`)", plural: "enums", generics: "T: RawRepresentable",
           leaf: "T", leafCodec: "RawCodec<T>()", hashable: "T: Hashable",
           operand: "Map", map: "right", valueParameter: ""),
    Family(singular: "a value through a transform", plural: "values through a transform",
           generics: "Transform: TransformType", leaf: "Transform.Object",
           leafCodec: "TransformCodec(transform: transform)", hashable: "Transform.Object: Hashable",
           operand: "(Map, Transform)", map: "right.0", valueParameter: "using transform: Transform, "),
]

/// An input of the `Mapper` reading entry points.
struct Input {
    let label: String
    let type: String
    let immutableType: String?
    let expression: String
    let words: String
    /// Whether the input has an `atKeyPath:` form, a plain form, or both.
    let keyPath: KeyPathForms
    /// Whether the plain form returns a non-optional value, as ObjectMapper's did.
    let plainNonOptional: Bool
}

enum KeyPathForms { case without, with, both }

/// A shape the `Mapper` reading entry points produce.
struct Product {
    let stem: String
    let words: String
    let result: String
    let codec: String
    let hashable: Bool
    let inputs: [Input]
}

func text(_ keyPath: KeyPathForms = .both) -> Input {
    Input(label: "JSONString", type: "String", immutableType: nil, expression: ".text(JSONString)",
          words: "a JSON string", keyPath: keyPath, plainNonOptional: false)
}
func data(_ keyPath: KeyPathForms = .both) -> Input {
    Input(label: "JSONData", type: "Data", immutableType: nil, expression: ".data(JSONData)",
          words: "UTF-8 JSON data", keyPath: keyPath, plainNonOptional: false)
}
func parsed(_ keyPath: KeyPathForms = .both) -> Input {
    Input(label: "JSONValue", type: "JSONValue", immutableType: nil, expression: ".value(JSONValue)",
          words: "a parsed ``JSONValue``", keyPath: keyPath, plainNonOptional: false)
}
func foundation(_ label: String, _ type: String, _ words: String, _ keyPath: KeyPathForms,
                nonOptional: Bool = false) -> Input {
    Input(label: label, type: type, immutableType: nil, expression: ".foundation(\(label))", words: words,
          keyPath: keyPath, plainNonOptional: nonOptional)
}
let anyObject = Input(label: "JSONObject", type: "Any?", immutableType: "Any", expression: ".foundation(JSONObject)",
                      words: "a Foundation value", keyPath: .without, plainNonOptional: false)
let file = Input(label: "JSONfile", type: "String", immutableType: nil, expression: ".file(JSONfile)",
                 words: "the JSON file named (a resource of the main bundle, or a path)", keyPath: .without, plainNonOptional: false)
let envelope = foundation("JSON", "[String: Any]", "a Foundation dictionary", .with)

let products: [Product] = [
    Product(stem: "map", words: "an object into a model", result: "N", codec: "ModelCodec<N>()", hashable: false,
            inputs: [text(), data(), parsed(), foundation("JSON", "[String: Any]", "a Foundation dictionary", .both),
                     anyObject, file]),
    Product(stem: "mapArray", words: "an array of objects into models (an object gives one model)", result: "[N]",
            codec: "ArrayCodec(element: ModelCodec<N>(), readsSingleObject: true)", hashable: false,
            inputs: [text(), data(), parsed(),
                     foundation("JSONArray", "[[String: Any]]", "an array of Foundation dictionaries", .without,
                                nonOptional: true),
                     envelope, anyObject, file]),
    Product(stem: "mapSet", words: "an array of objects into a set of models", result: "Set<N>",
            codec: "SetCodec(element: ModelCodec<N>(), readsSingleObject: true)", hashable: true,
            inputs: [text(), data(), parsed(),
                     foundation("JSONArray", "[[String: Any]]", "an array of Foundation dictionaries", .without,
                                nonOptional: true),
                     envelope, anyObject, file]),
    Product(stem: "mapDictionary", words: "an object of objects into a dictionary of models", result: "[String: N]",
            codec: "DictionaryCodec(element: ModelCodec<N>())", hashable: false,
            inputs: [text(), data(), parsed(),
                     foundation("JSON", "[String: [String: Any]]", "a Foundation dictionary of dictionaries", .without),
                     envelope, anyObject]),
    Product(stem: "mapDictionaryOfArrays", words: "an object of arrays of objects into a dictionary of arrays of models",
            result: "[String: [N]]", codec: "DictionaryCodec(element: ArrayCodec(element: ModelCodec<N>()))",
            hashable: false,
            inputs: [text(), data(), parsed(),
                     foundation("JSON", "[String: [[String: Any]]]", "a Foundation dictionary of arrays of dictionaries",
                                .without),
                     envelope, anyObject]),
    Product(stem: "mapArrayOfArrays", words: "an array of arrays of objects into arrays of models", result: "[[N]]",
            codec: "ArrayCodec(element: ArrayCodec(element: ModelCodec<N>()))", hashable: false,
            inputs: [text(), data(), parsed(),
                     foundation("JSONArray", "[[[String: Any]]]", "an array of arrays of Foundation dictionaries",
                                .without),
                     envelope, anyObject]),
]

/// Inputs of the entry points that map onto existing values (`toObject:`, `toDictionary:`).
let updatingInputs: [Input] = [text(.without), data(.without), parsed(.without),
                               foundation("JSON", "[String: Any]", "a Foundation dictionary", .without), anyObject]

/// Inputs of the entry points that map onto an existing dictionary of models (`toDictionary:`),
/// ObjectMapper's two.
let dictionaryUpdatingInputs: [Input] = [
    foundation("JSON", "[String: [String: Any]]", "a Foundation dictionary of dictionaries", .without),
    Input(label: "JSONObject", type: "Any?", immutableType: nil, expression: ".foundation(JSONObject)",
          words: "a Foundation value holding a dictionary of dictionaries", keyPath: .without, plainNonOptional: false),
]

/// What the writing entry points take.
struct Subject {
    let parameter: String
    let type: String
    let words: String
    let codec: String
    let hashable: Bool
    let foundationStem: String
    let foundationType: String
}

let subjects: [Subject] = [
    Subject(parameter: "object", type: "N", words: "the model", codec: "ModelCodec<N>()", hashable: false,
            foundationStem: "toJSON", foundationType: "[String: Any]"),
    Subject(parameter: "array", type: "[N]", words: "the models, as an array", codec: "ArrayCodec(element: ModelCodec<N>())",
            hashable: false, foundationStem: "toJSONArray", foundationType: "[[String: Any]]"),
    Subject(parameter: "set", type: "Set<N>", words: "the set of models, as an array in a stable order",
            codec: "SetCodec(element: ModelCodec<N>())", hashable: true, foundationStem: "toJSONSet",
            foundationType: "[[String: Any]]"),
    Subject(parameter: "dictionary", type: "[String: N]", words: "the dictionary of models, as an object",
            codec: "DictionaryCodec(element: ModelCodec<N>())", hashable: false, foundationStem: "toJSONDictionary",
            foundationType: "[String: [String: Any]]"),
    Subject(parameter: "dictionary", type: "[String: [N]]", words: "the dictionary of arrays of models, as an object",
            codec: "DictionaryCodec(element: ArrayCodec(element: ModelCodec<N>()))", hashable: false,
            foundationStem: "toJSONDictionaryOfArrays", foundationType: "[String: [[String: Any]]]"),
]

// MARK: - Templates

let header = """
// Generated by scripts/generate-doors.swift from its tables: do not edit by hand. Change the
// table or the template there, run `swift scripts/generate-doors.swift`, and commit both.

"""

func operators() -> String {
    var out = header + """
    // The operators for enums and for transforms, in every container shape, plain and optional.
    // Each is one line into `Map.bind` / `Map.write` (Map+Resolving.swift) with its shape's codec.


    """
    for family in families {
        for shape in shapes {
            let where_ = shape.needsHashable ? " where \(family.hashable)" : ""
            let described = shape.noun.isEmpty ? family.singular : "\(shape.noun) \(family.plural)"
            let setup = family.operand == "Map" ? "" : "let transform = right.1; "
            for optional in [false, true] {
                let type = shape.type(family.leaf) + (optional ? "?" : "")
                var codec = shape.codec(family.leafCodec)
                if optional { codec = "OptionalCodec(wrapped: \(codec))" }
                let which = optional ? " (optional)" : ""
                out += "/// Maps \(described)\(which) in both directions.\n"
                out += "@inlinable public func <- <\(family.generics)>(left: inout \(type), right: \(family.operand))\(where_) { \(setup)\(family.map).bind(&left, \(codec)) }\n"
                out += "/// Writes \(described)\(which) to JSON.\n"
                out += "@inlinable public func >>> <\(family.generics)>(left: \(type), right: \(family.operand))\(where_) { \(setup)\(family.map).write(left, \(codec)) }\n"
            }
            out += "\n"
        }
    }
    return out.trimmingCharacters(in: .newlines) + "\n"
}

func values() -> String {
    var out = header + """
    /// `try map.value(...)`: the reads of ``ImmutableMappable``, for every shape `<-` maps.
    ///
    /// Each is one line into ``Map``'s resolve step (`Map+Resolving.swift`). The return type picks
    /// the shape: a non-optional result requires the key; an optional one is `nil` when the key
    /// is absent or `null`; `default:` stands in for an absent or `null` value, and for a value of
    /// the wrong type (which is then reported). A value that is present but does not convert
    /// throws ``MapError`` with the key path, what was expected and what was found, and the file
    /// and line of the call; collections are strict: one element that does not convert throws.
    /// `oneOf:` reads the first of several keys that is present. A transform (`using:`) is
    /// handed an absent key's value, and a `null`, as `nil`, as in ObjectMapper: what it gives
    /// for `nil` is read (`TransformOf(fromJSON: { $0 ?? 0 }, ...)` reads `0`).
    ///
    /// ```swift
    /// struct Member: ImmutableMappable {
    ///     let id: Int
    ///     let nickname: String?
    ///     let age: Int
    ///     let joined: Date
    ///     let role: Role
    ///
    ///     init(map: Map) throws {
    ///         id       = try map.value("id")
    ///         nickname = try map.value(oneOf: "nickname", "nick_name")
    ///         age      = try map.value("age", default: 18)
    ///         joined   = try map.value("joined", using: ISO8601DateTransform())
    ///         role     = try map.value("role")
    ///     }
    /// }
    /// ```
    extension Map {
        // Basic values, models, and optionals and containers of them: one door each, through
        // `MapValue`'s conformances.


    """
    let location = "file: StaticString = #file, function: StaticString = #function, line: UInt = #line"
    let pass = "file: file, function: function, line: line"
    func door(_ generics: String, _ selector: Selector, _ extra: String, _ result: String, _ kind: ReadKind,
              _ codec: String, _ where_: String, _ summary: String, disfavored: Bool = false,
              defaultFirst: Bool = false) -> String {
        var parameters = selector.parameters + (defaultFirst ? "" : extra)
        var given = "{ nil }"
        if kind == .defaulted {
            parameters += "default defaultValue: @autoclosure () -> \(result), "
            given = "{ defaultValue() }"
        }
        if defaultFirst { parameters += extra }
        let returned = kind == .optional ? result + "?" : result
        let attribute = disfavored ? "@_disfavoredOverload " : ""
        return """
            /// \(summary)
            \(attribute)@inlinable public func value<\(generics)>(\(parameters)\(location)) throws -> \(returned)\(where_) {
                \(selector.select)
                return try read(\(codec), given: \(given), \(pass))
            }


        """
    }
    for selector in selectors {
        out += door("T: MapValue", selector, "", "T", .required, "MapValueCodec<T>()", "",
                    "Reads a basic value, a model, or an optional or container of them\(selector.words); an optional type reads `nil` when the key is absent or `null`.")
        out += door("T: MapValue", selector, "", "T", .defaulted, "MapValueCodec<T>()", "",
                    "Reads a basic value, a model, or a container of them\(selector.words), or `defaultValue` when it is absent, `null` or of the wrong type.")
    }
    for family in families {
        for shape in shapes {
            let where_ = shape.needsHashable ? " where \(family.hashable)" : ""
            let described = shape.noun.isEmpty ? family.singular : "\(shape.noun) \(family.plural)"
            let type = shape.type(family.leaf)
            let codec = shape.codec(family.leafCodec)
            for selector in selectors {
                out += door(family.generics, selector, family.valueParameter, type, .required, codec, where_,
                            "Reads \(described)\(selector.words); throws when it is missing or does not convert.")
                out += door(family.generics, selector, family.valueParameter, type, .optional,
                            "OptionalCodec(wrapped: \(codec))", where_,
                            "Reads \(described)\(selector.words), or `nil` when it is absent or `null`; throws when it does not convert.")
                out += door(family.generics, selector, family.valueParameter, type, .defaulted, codec, where_,
                            "Reads \(described)\(selector.words), or `defaultValue` when it is absent, `null` or of the wrong type.")
            }
            // ObjectMapper's order, `default:` before `using:`, for a key.
            if !family.valueParameter.isEmpty {
                out += door(family.generics, selectors[0], family.valueParameter, type, .defaulted, codec, where_,
                            "Reads \(described), or `defaultValue` when it is absent, `null` or of the wrong type: ObjectMapper's order of `default:` and `using:`.",
                            defaultFirst: true)
            }
        }
    }
    for selector in selectors {
        out += door("T", selector, "", "T", .required, "CastCodec<T>()", "",
                    "Reads any other type\(selector.words) through its Foundation form and a cast, as ObjectMapper did (`[String: Any]`, `[Any]`, `NSNumber`, `Date?`...); an optional type reads `nil` when the key is absent.",
                    disfavored: true)
        out += door("T", selector, "", "T", .defaulted, "CastCodec<T>()", "",
                    "Reads any other type\(selector.words) through its Foundation form and a cast, or `defaultValue` when it is absent, `null` or of another type.",
                    disfavored: true)
    }
    // ObjectMapper's one read that does not throw. The location it passes only picks the
    // throwing door above (this one has none): the error, if any, is dropped.
    out += """
        /// Reads an array of models, or `defaultValue` when it is absent, `null`, or anything in it
        /// does not map (which is reported); it never throws, so it needs no `try`, as in ObjectMapper.
        @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: [T]) -> [T] {
            (try? value(key, nested: nested, delimiter: delimiter, default: defaultValue, file: #file, function: #function, line: #line)) ?? defaultValue
        }

    """
    return out.trimmingCharacters(in: .newlines) + "\n}\n"
}

enum ReadKind { case required, optional, defaulted }

struct Selector {
    let parameters: String
    let select: String
    let words: String
}

let selectors = [
    Selector(parameters: "_ key: String, nested: Bool? = nil, delimiter: String = \".\", ",
             select: "select(key, nested: nested, delimiter: delimiter, ignoreNil: false)", words: ""),
    Selector(parameters: "oneOf keys: String..., ", select: "select(oneOf: keys)",
             words: " at the first of `keys` present"),
]

func readingDoors() -> String {
    var out = header + """
    import Foundation

    // Every reading entry point of `Mapper`, in three forms: plain (an optional result, as in
    // ObjectMapper; throwing for ImmutableMappable models, whose collections are strict),
    // `...WithIssues` (the value and every issue) and `...OrFail` (throws a MapError listing every
    // issue, or the error a model threw). Each is one line into `Mapper.run` (Mapper+Running.swift).


    """
    var plain = "extension Mapper {\n"
    var plainHashable = "extension Mapper where N: Hashable {\n"
    var immutable = "extension Mapper where N: ImmutableMappable {\n"
    var immutableHashable = "extension Mapper where N: ImmutableMappable & Hashable {\n"
    var reports = "extension Mapper {\n"
    var reportsHashable = "extension Mapper where N: Hashable {\n"
    for product in products {
        for input in product.inputs {
            var forms: [Bool] = []
            if input.keyPath != .with { forms.append(false) }
            if input.keyPath != .without { forms.append(true) }
            for atKeyPath in forms {
                let keyParameter = atKeyPath ? ", atKeyPath keyPath: String" : ""
                let keyArgument = atKeyPath ? ", at: keyPath" : ""
                let place = atKeyPath ? " found at `keyPath` (an envelope such as `\"data.items\"`)" : ""
                let summary = "Maps \(input.words) holding \(product.words)\(place)"
                let run = "run(\(input.expression)\(keyArgument), \(product.codec)"
                let plainResult = input.plainNonOptional ? product.result : product.result + "?"
                let plainBody = input.plainNonOptional ? "\(run)).takeValue() ?? \(emptyValue(product.result))" : "\(run)).takeValue()"
                let plainDoor = """
                    /// \(summary).
                    ///
                    /// \(input.plainNonOptional ? "Invalid input gives no models" : "`nil` when the JSON is invalid, has another shape, or every model refused it"); elements and values that do not map are left out. `\(product.stem)WithIssues` says why.
                    public func \(product.stem)(\(input.label): \(input.type)\(keyParameter)) -> \(plainResult) {
                        \(plainBody)
                    }


                """
                let immutableDoor = """
                    /// \(summary); throws when it is invalid or any model cannot be made (strictly: one element that fails fails the whole call).
                    public func \(product.stem)(\(input.label): \(input.immutableType ?? input.type)\(keyParameter)) throws -> \(product.result) {
                        try \(run), strict: true, collecting: true).required()
                    }


                """
                let reportDoors = """
                    /// \(summary), with every issue found on the way.
                    public func \(product.stem)WithIssues(\(input.label): \(input.type)\(keyParameter)) -> (value: \(product.result)?, issues: [MappingIssue]) {
                        \(run), collecting: true).report()
                    }

                    /// \(summary); throws ``MapError`` listing every issue when anything did not map, or the error a model threw.
                    public func \(product.stem)OrFail(\(input.label): \(input.type)\(keyParameter)) throws -> \(product.result) {
                        try \(run), collecting: true).orFail()
                    }


                """
                if product.hashable {
                    plainHashable += plainDoor
                    immutableHashable += immutableDoor
                    reportsHashable += reportDoors
                } else {
                    plain += plainDoor
                    immutable += immutableDoor
                    reports += reportDoors
                }
            }
        }
    }
    // Mapping onto existing values.
    for input in updatingInputs {
        let summary = "Maps \(input.words) holding an object onto an existing model: nested models and dictionaries of models are updated in place, and what the JSON does not mention is kept"
        let run = "run(\(input.expression), ModelCodec<N>(), collecting: %COLLECT%, updating: object%CHECK%)"
        plain += """
            /// \(summary).
            ///
            /// Invalid JSON leaves the model as it was; `mapWithIssues(\(input.label):toObject:)` says why.
            public func map(\(input.label): \(input.type), toObject object: N) -> N {
                \(run.replacingOccurrences(of: "%COLLECT%", with: "false").replacingOccurrences(of: "%CHECK%", with: "")).takeValue() ?? object
            }


        """
        reports += """
            /// \(summary), with every issue found on the way.
            public func mapWithIssues(\(input.label): \(input.type), toObject object: N) -> (value: N, issues: [MappingIssue]) {
                let result = \(run.replacingOccurrences(of: "%COLLECT%", with: "true").replacingOccurrences(of: "%CHECK%", with: ""))
                return (result.value ?? object, result.renderedIssues)
            }

            /// \(summary); throws ``MapError`` listing every issue when anything did not map, and then leaves the model, and the models it holds, as they were.
            public func mapOrFail(\(input.label): \(input.type), toObject object: N) throws -> N {
                try \(run.replacingOccurrences(of: "%COLLECT%", with: "true").replacingOccurrences(of: "%CHECK%", with: ", checkingFirst: true")).orFail()
            }


        """
    }
    // Mapping onto an existing dictionary of models.
    for input in dictionaryUpdatingInputs {
        let dictionaryRun = "run(\(input.expression), DictionaryCodec(element: ModelCodec<N>()), collecting: %COLLECT%, updating: dictionary%CHECK%)"
        let dictionarySummary = "Maps \(input.words) onto existing models: entries present in both are updated in place, new ones are made, and entries the JSON does not mention are kept"
        let signature = "\(input.label): \(input.type), toDictionary dictionary: [String: N]"
        plain += """
            /// \(dictionarySummary).
            public func mapDictionary(\(signature)) -> [String: N] {
                \(dictionaryRun.replacingOccurrences(of: "%COLLECT%", with: "false").replacingOccurrences(of: "%CHECK%", with: "")).takeValue() ?? dictionary
            }


        """
        reports += """
            /// \(dictionarySummary), with every issue found on the way.
            public func mapDictionaryWithIssues(\(signature)) -> (value: [String: N], issues: [MappingIssue]) {
                let result = \(dictionaryRun.replacingOccurrences(of: "%COLLECT%", with: "true").replacingOccurrences(of: "%CHECK%", with: ""))
                return (result.value ?? dictionary, result.renderedIssues)
            }

            /// \(dictionarySummary); throws ``MapError`` listing every issue when anything did not map, and then leaves every model as it was.
            public func mapDictionaryOrFail(\(signature)) throws -> [String: N] {
                try \(dictionaryRun.replacingOccurrences(of: "%COLLECT%", with: "true").replacingOccurrences(of: "%CHECK%", with: ", checkingFirst: true")).orFail()
            }


        """
    }
    for block in [plain, plainHashable, immutable, immutableHashable, reports, reportsHashable] {
        out += block.trimmingCharacters(in: .newlines) + "\n}\n\n"
    }
    return out.trimmingCharacters(in: .newlines) + "\n"
}

func emptyValue(_ type: String) -> String {
    type.hasPrefix("Set") ? "[]" : type.hasPrefix("[String") ? "[:]" : "[]"
}

func writingDoors() -> String {
    var out = header + """
    import Foundation

    // Every writing entry point of `Mapper`, to Foundation values, JSON text and UTF-8 data, in
    // three forms: plain (a value that cannot be written is left out of Foundation values and makes
    // text and data `nil`), `...WithIssues` (with every issue) and `...OrFail` (throws a MapError
    // listing every issue). Each is one line into `Mapper.written` or, to Foundation values,
    // `Mapper.writtenFoundation` (Mapper+Running.swift).


    """
    var plain = "extension Mapper {\n"
    var plainHashable = "extension Mapper where N: Hashable {\n"
    for subject in subjects {
        let signature = "_ \(subject.parameter): \(subject.type)"
        let call = "written(\(subject.parameter), \(subject.codec)"
        let foundationCall = "writtenFoundation(\(subject.parameter), \(subject.codec)"
        var doors = """
            /// \(capitalized(subject.words)) as Foundation values; a value that cannot be written is left out (`toJSONWithIssues` says which).
            public func \(subject.foundationStem)(\(signature)) -> \(subject.foundationType) {
                \(foundationCall), collecting: false) { $0 as? \(subject.foundationType) }.value ?? \(emptyValue(subject.foundationType))
            }

            /// \(capitalized(subject.words)) as Foundation values, with every value that could not be written.
            public func toJSONWithIssues(\(signature)) -> (value: \(subject.foundationType), issues: [MappingIssue]) {
                let result = \(foundationCall), collecting: true) { $0 as? \(subject.foundationType) }
                return (result.value ?? \(emptyValue(subject.foundationType)), result.renderedIssues)
            }

            /// \(capitalized(subject.words)) as Foundation values; throws ``MapError`` listing every value that could not be written.
            public func toJSONOrFail(\(signature)) throws -> \(subject.foundationType) {
                try \(foundationCall), collecting: true) { $0 as? \(subject.foundationType) }.orFail()
            }


        """
        for (stem, type, convert) in [("toJSONString", "String", "text($0, prettyPrint: prettyPrint)"),
                                      ("toJSONData", "Data", "data($0, prettyPrint: prettyPrint)")] {
            let noun = type == "String" ? "a JSON string" : "UTF-8 JSON data"
            doors += """
                /// \(capitalized(subject.words)) as \(noun), or `nil` when any value in it cannot be written (NaN, infinity, a value with no JSON form); `\(stem)WithIssues` says which.
                public func \(stem)(\(signature), prettyPrint: Bool = false) -> \(type)? {
                    \(call), collecting: false) { \(convert) }.complete
                }

                /// \(capitalized(subject.words)) as \(noun) (`nil` when any value cannot be written), with every value that could not be written.
                public func \(stem)WithIssues(\(signature), prettyPrint: Bool = false) -> (value: \(type)?, issues: [MappingIssue]) {
                    let result = \(call), collecting: true) { \(convert) }
                    return (result.complete, result.renderedIssues)
                }

                /// \(capitalized(subject.words)) as \(noun); throws ``MapError`` listing every value that could not be written.
                public func \(stem)OrFail(\(signature), prettyPrint: Bool = false) throws -> \(type) {
                    try \(call), collecting: true) { \(convert) }.orFail()
                }


            """
        }
        if subject.hashable { plainHashable += doors } else { plain += doors }
    }
    for block in [plain, plainHashable] {
        out += block.trimmingCharacters(in: .newlines) + "\n}\n\n"
    }
    return out.trimmingCharacters(in: .newlines) + "\n"
}

// MARK: - The door matrix's tests

/// For each product: the fixture document (one element that does not map: `"id": "x"`) and the
/// key path of its issue.
let fixtures: [String: (document: String, path: String)] = [
    "map": ("DoorFixture.object", "id"),
    "mapArray": ("DoorFixture.array", "1.id"),
    "mapSet": ("DoorFixture.array", "1.id"),
    "mapDictionary": ("DoorFixture.dictionary", "k.id"),
    "mapDictionaryOfArrays": ("DoorFixture.dictionaryOfArrays", "k.0.id"),
    "mapArrayOfArrays": ("DoorFixture.arrayOfArrays", "0.0.id"),
]

/// How a test builds each input from the fixture's text `document`.
func inputExpression(_ input: Input) -> String {
    switch input.label {
    case "JSONString": return "document"
    case "JSONData": return "Data(document.utf8)"
    case "JSONValue": return "try JSONValue(parsing: document)"
    case "JSONObject": return "try JSONSerialization.jsonObject(with: Data(document.utf8))"
    case "JSONfile": return "try DoorFixture.file(document)"
    default: return "try #require(JSONSerialization.jsonObject(with: Data(document.utf8)) as? \(input.type))"
    }
}

func matrixTests() -> String {
    var out = header + """
    import Foundation
    import Mapping
    import Testing

    // One test per reading entry point of `Mapper` (every input, every shape, with and without
    // `atKeyPath:`): the plain form gives the value, `...WithIssues` the same value and the issue
    // at its full key path, `...OrFail` throws a MapError listing that issue, and the
    // ImmutableMappable form refuses the document, naming the same path. Then every writing
    // entry point with a NaN inside: left out of Foundation values, text and data `nil`, the
    // issue at its path. Fixtures are in DoorFixture.swift.

    @Suite("Every Mapper door reports, fails and refuses alike")
    struct DoorMatrixTests {

    """
    for product in products {
        guard let fixture = fixtures[product.stem] else { continue }
        for input in product.inputs {
            var forms: [Bool] = []
            if input.keyPath != .with { forms.append(false) }
            if input.keyPath != .without { forms.append(true) }
            for atKeyPath in forms {
                let name = "\(product.stem)_\(input.label)\(atKeyPath ? "_atKeyPath" : "")"
                let document = atKeyPath ? "DoorFixture.enveloped(\(fixture.document))" : fixture.document
                let key = atKeyPath ? ", atKeyPath: \"data.items\"" : ""
                let path = (atKeyPath ? "data.items." : "") + fixture.path
                let model = product.hashable ? "HashableProbe" : "Probe"
                let strict = product.hashable ? "HashableStrictProbe" : "StrictProbe"
                let plainCheck = input.plainNonOptional ? "#expect(plain == value)" : "#expect(plain != nil && plain == value)"
                out += """
                    @Test func \(name)() throws {
                        let document = \(document)
                        let input = \(inputExpression(input))
                        let mapper = Mapper<\(model)>()
                        let plain = mapper.\(product.stem)(\(input.label): input\(key))
                        let (value, issues) = mapper.\(product.stem)WithIssues(\(input.label): input\(key))
                        \(plainCheck)
                        #expect(issues.map(\\.keyPath) == ["\(path)"])
                        #expect(issues.map(\\.kind) == [.typeMismatch])
                        let error = try #require(throws: MapError.self) { try mapper.\(product.stem)OrFail(\(input.label): input\(key)) }
                        #expect(error.issues == issues)
                        let refusal = try #require(throws: MapError.self) { try Mapper<\(strict)>().\(product.stem)(\(input.label): input\(key)) }
                        #expect(refusal.issues.contains { $0.keyPath == "\(path)" && $0.kind == .typeMismatch })
                    }


                """
            }
        }
    }
    let writes: [(String, String, String, String)] = [
        ("object", "Probe.unwritable", "score", "toJSON"),
        ("array", "[Probe(id: 1), Probe.unwritable]", "1.score", "toJSONArray"),
        ("set", "Set([HashableProbe.unwritable])", "0.score", "toJSONSet"),
        ("dictionary", "[\"k\": Probe.unwritable]", "k.score", "toJSONDictionary"),
        ("dictionaryOfArrays", "[\"k\": [Probe(id: 1), Probe.unwritable]]", "k.1.score", "toJSONDictionaryOfArrays"),
    ]
    for (noun, value, path, foundationStem) in writes {
        let model = noun == "set" ? "HashableProbe" : "Probe"
        out += """
            @Test func write_\(noun)() throws {
                let subject = \(value)
                let mapper = Mapper<\(model)>()
                let foundation = mapper.\(foundationStem)(subject)
                let (reported, issues) = mapper.toJSONWithIssues(subject)
                #expect(JSONValue(foundation: foundation) == JSONValue(foundation: reported))
                #expect(DoorFixture.hasNoScore(foundation))
                #expect(issues.map(\\.keyPath) == ["\(path)"])
                #expect(issues.map(\\.kind) == [.unwritableValue])
                #expect(try #require(throws: MapError.self) { try mapper.toJSONOrFail(subject) }.issues == issues)
                #expect(mapper.toJSONString(subject) == nil)
                #expect(mapper.toJSONStringWithIssues(subject).value == nil)
                #expect(mapper.toJSONStringWithIssues(subject).issues == issues)
                #expect(try #require(throws: MapError.self) { try mapper.toJSONStringOrFail(subject) }.issues == issues)
                #expect(mapper.toJSONData(subject) == nil)
                #expect(mapper.toJSONDataWithIssues(subject, prettyPrint: true).value == nil)
                #expect(mapper.toJSONDataWithIssues(subject).issues == issues)
                #expect(try #require(throws: MapError.self) { try mapper.toJSONDataOrFail(subject) }.issues == issues)
            }


        """
    }
    return out.trimmingCharacters(in: .newlines) + "\n}\n"
}

/// Marks every door `@inlinable`, so that it is specialised for the caller's model: a door
/// compiled once for every model would look up generic metadata on each call.
func inlinable(_ source: String) -> String {
    source.components(separatedBy: "\n").map { line in
        line.hasPrefix("    public func ") ? "    @inlinable\n" + line : line
    }.joined(separator: "\n")
}

func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

// MARK: - Output

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let outputs: [(String, String)] = [
    ("Sources/Mapping/Operators/MappingOperators+Families.swift", operators()),
    ("Sources/Mapping/Map/Map+Values.swift", values()),
    ("Sources/Mapping/Mapper/Mapper+Reading.swift", inlinable(readingDoors())),
    ("Sources/Mapping/Mapper/Mapper+Writing.swift", inlinable(writingDoors())),
    ("Tests/MappingTests/Reporting/DoorMatrixTests+Generated.swift", matrixTests()),
]
let checking = CommandLine.arguments.contains("--check")
var stale: [String] = []
for (path, contents) in outputs {
    let url = root.appendingPathComponent(path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if current == contents { continue }
    if checking {
        stale.append(path)
    } else {
        try contents.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    }
}
if checking {
    if stale.isEmpty {
        print("generated doors are up to date")
    } else {
        print("out of date (run `swift scripts/generate-doors.swift`): \(stale.joined(separator: ", "))")
        exit(1)
    }
}
