import Foundation

/// libFuzzer target `values`: the bytes are choices that build values in code, rather than a
/// document to parse: wide `JSONValue` trees with chains up to 20,000 levels deep, their
/// Foundation forms (Swift collections and Foundation's classes), key paths of up to 3,000
/// components, and recursive models. Every door that walks a tree is driven with them.
///
/// For every input:
/// - nothing crashes or overflows the stack, whatever the depth (issue 13);
/// - a value equals, and hashes like, the same value built again, and differs from one with
///   another leaf;
/// - the writer writes anything within 10,000 levels with finite numbers, and the text parses
///   back to an identical value; deeper it reports `tooDeep`, with NaN `nonFiniteNumber`;
///   `description` is the compact text whenever the writer succeeds;
/// - the Foundation bridge gives back an equal value within 512 levels and `nil` past them, from
///   Swift collections and from Foundation's classes alike;
/// - a key path reads what a step-by-step walk finds; a write either succeeds and reads back,
///   or is refused and changes nothing;
/// - a recursive model maps at most 33 models deep, from the tree and from the Foundation form
///   alike, and writes without crashing; its Foundation values (`toJSON`) stay within 512
///   levels, and a value left out for its depth is reported.
public func valuesFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    ValuesFuzzer(input: bytes).run()
    return 0
}

struct ValuesFuzzer {
    let input: [UInt8]

    func expect(_ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String) {
        FuzzCheck.expect(condition(), reason(), input: input)
    }

    func run() {
        var builder = ValueBuilder(input)
        let value = builder.value()
        var twin = ValueBuilder(input)
        let again = twin.value()
        let depth = Nesting.depth(of: value)
        checkEquality(value, again, &builder)
        checkWriting(value, depth: depth, nonFinite: builder.builtNonFinite)
        checkFoundation(value, depth: depth, nonFinite: builder.builtNonFinite)
        checkKeyPaths(value, &builder)
        checkModels(value)
        Nesting.drop(consume again)
        Nesting.drop(consume value)
    }

    func checkEquality(_ value: JSONValue, _ again: JSONValue, _ builder: inout ValueBuilder) {
        expect(value == again, "a value differs from itself built again")
        expect(value.hashValue == again.hashValue, "equal values hash differently")
        let other = JSONValue.object(["value": value, "extra": .string(builder.string())])
        expect(other != value, "a value equals a wrapper of it")
        expect(JSONValue.array([value, 1]) != JSONValue.array([again, 2]), "a different leaf compares equal")
    }

    func checkWriting(_ value: JSONValue, depth: Int, nonFinite: Bool) {
        let printed = value.description
        _ = value.debugDescription
        do {
            let compact = try value.jsonString()
            expect(depth <= JSONWriter.maximumDepth, "a value \(depth) deep was written")
            expect(printed == compact, "description differs from the compact text")
            let pretty = try value.jsonString(pretty: true, sortedKeys: true)
            guard depth <= 1_000 else { return }
            var limits = JSONParseLimits()
            limits.maximumDepth = 1_000
            for text in [compact, pretty] {
                guard let parsed = try? JSONValue(parsing: text, limits: limits) else {
                    expect(false, "written text does not parse: \(text.prefix(200))")
                    return
                }
                expect(parsed == value, "written text parses to another value")
                expect(text != compact || FuzzCheck.identical(parsed, value), "compact text is not identical")
            }
        } catch {
            switch error.kind {
            case .tooDeep:
                expect(depth > JSONWriter.maximumDepth, "tooDeep at depth \(depth)")
                expect(printed.hasPrefix("<JSON value nested deeper"), "description of a too-deep value: \(printed.prefix(80))")
            case .nonFiniteNumber:
                expect(nonFinite, "nonFiniteNumber without a non-finite number")
                // A NaN met before the writer goes too deep is the error reported, whatever the depth.
            default:
                expect(false, "unexpected write error \(error)")
            }
        }
    }

    func checkFoundation(_ value: JSONValue, depth: Int, nonFinite: Bool) {
        let swift = value.foundationValue
        // Foundation on Linux converts an NSArray or NSDictionary read out of another into Swift
        // collections, all the way down and by recursion, so a tree of its classes about 1,000
        // levels deep overflows the stack inside Foundation (under AddressSanitizer) whoever
        // reads it. Such trees are built only up to 600 levels: past the bridge's limit, short
        // of Foundation's.
        let classes: Any = depth <= 600 ? FoundationClasses.make(value) : NSNull()
        let fromSwift = JSONValue(foundation: swift)
        let fromClasses = depth <= 600 ? JSONValue(foundation: classes) : nil
        // Dictionaries merge keys equal after Unicode normalization ("é" written two ways), a
        // Swift `Dictionary` and (on Linux) `NSDictionary` alike, losing a member and what lies
        // below it; JSON keeps both. Such values are only converted, not compared.
        if !Self.hasNormalizationTwins(value) {
            if depth <= FoundationBridge.maximumDepth {
                expect(fromSwift != nil && fromClasses != nil, "the bridge refused a value \(depth) deep")
                if !nonFinite {
                    expect(fromSwift == value, "the bridge changed a value")
                    expect(fromClasses == value, "the bridge changed a value made of Foundation's classes: "
                        + "\(value.description.prefix(300)) became \(String(describing: fromClasses).prefix(300))")
                }
            } else {
                expect(fromSwift == nil && fromClasses == nil, "the bridge converted a value \(depth) deep")
            }
        }
        if let dictionary = swift as? [String: Any] {
            _ = Map(mappingType: .fromJSON, JSON: dictionary).JSON.count
        }
        // What the bridge built is at most 512 levels deep: Swift frees that by itself.
        Nesting.drop(foundation: consume swift)
        Nesting.drop(foundation: consume classes)
    }

    /// Whether an object in `value` has two keys that Swift's `String` considers equal.
    static func hasNormalizationTwins(_ value: JSONValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let object):
                if Set(object.keys).count != object.count { return true }
                pending.append(contentsOf: object.values)
            default: break
            }
        }
        return false
    }

    func checkKeyPaths(_ value: JSONValue, _ builder: inout ValueBuilder) {
        for _ in 0..<3 {
            let components = builder.path()
            var walked: JSONValue? = value
            for component in components {
                walked = walked?.child(component)
            }
            expect(value.descendant(components) == walked, "a key path read differs from the walk")
            var written = value
            let leaf = JSONValue.string(builder.string())
            do {
                try written.set(leaf, at: components[...])
                expect(components.count <= MapKeyPath.maximumWriteDepth, "a path of \(components.count) was written")
                expect(written.descendant(components) == leaf, "a written path does not read back")
            } catch {
                expect(written == value, "a refused write changed the value")
            }
            Nesting.drop(consume written)
        }
    }

    func checkModels(_ value: JSONValue) {
        let mapper = Mapper<FuzzTreeNode>(options: [.sortedKeys])
        guard let node = mapper.map(JSONValue: value) else { return }
        expect(node.depth <= Map.maximumModelDepth + 1, "a model \(node.depth) deep was mapped")
        let (text, _) = mapper.toJSONStringWithIssues(node)
        if let text {
            _ = mapper.map(JSONString: text)
        }
        // Foundation values stay within the bridge's limit: a value that would go deeper is left
        // out and reported.
        let tree = mapper.toJSONValue(node)
        let (object, issues) = mapper.toJSONWithIssues(node)
        expect(Nesting.depth(ofFoundation: object) <= FoundationBridge.maximumDepth,
               "toJSON wrote a dictionary deeper than the bridge's limit")
        expect(Nesting.depth(of: tree) <= FoundationBridge.maximumDepth || issues.contains { $0.kind == .tooDeep },
               "toJSON left out a value too deep for it without a tooDeep issue")
        Nesting.drop(foundation: consume object)
        Nesting.drop(consume tree)
        if let dictionary = value.foundationValue as? [String: Any] {
            if let fromFoundation = mapper.map(JSON: dictionary) {
                expect(fromFoundation.depth <= Map.maximumModelDepth + 1, "a model mapped too deep from Foundation")
            }
            Nesting.drop(foundation: consume dictionary)
        }
        node.unlink()
    }
}

/// A model that holds itself in every shape, with Foundation and raw JSON properties.
final class FuzzTreeNode: Mappable {
    var label: String?
    var child: FuzzTreeNode?
    var children: [FuzzTreeNode] = []
    var byKey: [String: FuzzTreeNode] = [:]
    var extra: [String: Any]?
    var list: [Any]?
    var raw: JSONValue?
    var pathed: Int?

    required init?(map: Map) {}

    func mapping(map: Map) {
        label    <- map["l"]
        child    <- map["c"]
        children <- map["k"]
        byKey    <- map["d"]
        extra    <- map["x"]
        list     <- map["a"]
        raw      <- map["r"]
        pathed   <- map["c.c.k.0.l"]
    }

    /// The number of models from this one down, at most.
    var depth: Int {
        var deepest = 0
        var pending: [(FuzzTreeNode, Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for next in [node.child].compactMap({ $0 }) + node.children + Array(node.byKey.values) {
                pending.append((next, level + 1))
            }
        }
        return deepest
    }

    /// Drops the models below this one one at a time, and the raw values apart.
    func unlink() {
        var pending: [FuzzTreeNode] = [self]
        while let node = pending.popLast() {
            pending += [node.child].compactMap { $0 } + node.children + Array(node.byKey.values)
            node.child = nil
            node.children = []
            node.byKey = [:]
            if let raw = node.raw {
                node.raw = nil
                Nesting.drop(raw)
            }
            if let extra = node.extra {
                node.extra = nil
                Nesting.drop(foundation: extra)
            }
            if let list = node.list {
                node.list = nil
                Nesting.drop(foundation: list)
            }
        }
    }
}
