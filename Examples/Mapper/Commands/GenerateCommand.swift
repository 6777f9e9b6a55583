import Transforms

/// `mapper generate`: infers model types from sample documents and prints their Swift source.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write Swift models (Mappable or ImmutableMappable) for JSON samples."
    static let usage =
        "Usage: mapper generate [--name Root] [--style mappable|immutable] [--kind struct|class] [--access public|internal] [FILE...]"
    static let details = """
        Reads one or more samples of the same kind of document (standard input when no FILE is
        given, or for '-', which may be given once: a pipe is read once, so no two FILEs may
        name the same one). Each sample is an object, or an array of objects; all of them, and
        all elements of all arrays inside them, are merged to infer the types:

          - a key missing from some objects or null in some is optional;
          - whole numbers are Int, or UInt64 / Decimal beyond Int64; a mix of whole and
            fractional numbers is Double;
          - strings like 2024-05-01T12:00:00Z or 2024-05-02T08:15:30.123+02:00 are Date, mapped
            with ISO8601DateTransform() (fractionalSeconds: true when a sample has fractions);
          - values of incompatible kinds are JSONValue; arrays of arrays are kept;
          - objects whose keys are all numbers are dictionaries ([String: T]);
          - nested objects get types named after their keys, singular for arrays
            (statuses -> Status); names that clash get the parent's name in front or a number.

        An object that repeats a key is reported on standard error as FILE:LINE:COLUMN:
        warning: ...; the last value is the one the types are inferred from.

        Properties are camelCase, mapped from the original key; keys with '.' in them are
        mapped with nested: false, and Swift keywords are escaped. In the mappable style every
        property is an optional var (a key can be absent from the next document); in the
        immutable style only the keys that were missing or null somewhere are optional.

        Options:
          --name NAME       The name of the top-level type (default: Root).
          --style STYLE     mappable (default): var properties and <-;
                            immutable: let properties, try map.value and >>>.
          --kind KIND       struct (default) or class.
          --access LEVEL    internal (default) or public.
          -h, --help        Show this help.
        """
    static let flags: Set<String> = []
    static let options: Set<String> = ["name", "style", "kind", "access"]

    static func run(_ arguments: Arguments, input: InputReader) throws(ToolError) -> String {
        let options = try generatorOptions(from: arguments)
        let paths: [String?] = arguments.positionals.isEmpty ? [nil] : arguments.positionals
        // Standard input is read to its end once: a second '-' would read nothing.
        let dashes = arguments.positionals.count { $0 == "-" }
        guard dashes <= 1 else {
            throw .usage("'-' given \(dashes) times: standard input can be read only once", command: self)
        }
        // So is a pipe under two names ('-' and /dev/stdin, a symbolic link to a FIFO).
        if let repeated = FileIdentity.firstRepeatedStream(in: arguments.positionals) {
            throw .usage(
                "'\(repeated.first)' and '\(repeated.second)' are the same \(repeated.stream): it can be read only once",
                command: self)
        }
        var root: ObjectShape?
        var skippedNull = false
        for path in paths {
            let (name, document) = try input.document(at: path)
            for object in try rootObjects(of: document, in: name, skippedNull: &skippedNull) {
                let shape = ObjectShape(of: object)
                // Merged into where it is: `root.map { $0.merged(with: shape) }` would copy
                // everything merged so far at every object.
                if root == nil { root = shape } else { root!.merge(shape) }
            }
        }
        guard let root else {
            throw .failure(
                "no object to learn from: " + (skippedNull ? "the samples' arrays hold only null" : "the samples hold only empty arrays"))
        }
        let types = ModelBuilder.build(root: root, named: options.rootName)
        let source = SwiftEmitter(options: options).source(for: types)
        #if DEBUG
        InferenceMeter.report()
        #endif
        return source
    }

    /// The options, checked: choices among their values, the root name a usable type name.
    static func generatorOptions(from arguments: Arguments) throws(ToolError) -> GeneratorOptions {
        var options = GeneratorOptions()
        if let style = try arguments.choice("style", of: GeneratorOptions.Style.self, for: self) {
            options.style = style
        }
        if let kind = try arguments.choice("kind", of: GeneratorOptions.Kind.self, for: self) { options.kind = kind }
        if let access = try arguments.choice("access", of: GeneratorOptions.Access.self, for: self) {
            options.access = access
        }
        if let name = arguments.options["name"] {
            guard SwiftNames.isIdentifier(name), !SwiftNames.keywords.contains(name), name.contains(where: { $0 != "_" }) else {
                throw .usage("'--name' must be a Swift type name, not '\(name)'", command: self)
            }
            guard !SwiftNames.reservedTypes.contains(name) else {
                throw .usage("'--name \(name)' would hide a type of Swift, Foundation or the library", command: self)
            }
            options.rootName = name
        }
        return options
    }

    /// The objects a sample contributes to the root type: itself, or the elements of a
    /// top-level array (nulls skipped, which sets `skippedNull`).
    private static func rootObjects(
        of document: JSONValue, in name: String, skippedNull: inout Bool
    ) throws(ToolError) -> [JSONObject] {
        switch document {
        case .object(let object):
            return [object]
        case .array(let elements):
            var objects: [JSONObject] = []
            for (index, element) in elements.enumerated() {
                switch element {
                case .object(let object): objects.append(object)
                case .null: skippedNull = true
                default:
                    throw .input(
                        "\(name): error: element \(index) of the top-level array is \(Describe.kind(of: element)); "
                            + "generate needs objects")
                }
            }
            return objects
        default:
            throw .input(
                "\(name): error: the document is \(Describe.kind(of: document)); generate needs an object or an array of objects")
        }
    }
}
