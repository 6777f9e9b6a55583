import Foundation
import Testing
@testable import Mapping

/// No value, however deep, crashes the process through any door that walks it.
///
/// Every door runs at depths 1,000, 10,000 and 100,000, on the test's own thread and on a thread
/// with a 512 KB stack, in the debug build `swift test` makes. A door either handles the depth
/// (without recursion, in linear time) or stops at its documented limit with an error or an
/// issue that says so. Deep values are built, used and taken apart inside the stack's closure
/// (see ``Deep``): Swift itself frees nested values recursively.
@Suite("Depth: every door at any depth, on a 512 KB stack too", .serialized)
struct DepthTests {
    static let depths = [1_000, 10_000, 100_000]

    // MARK: Equality and hashing

    @Test("== and hashing compare values of any depth", arguments: Stack.allCases, depths)
    func equalityAndHashing(stack: Stack, depth: Int) throws {
        let (equal, different, sameHash, wrappedEqual) = try stack.run {
            let first = Deep.mixed(depth)
            let second = Deep.mixed(depth)
            let other = Deep.mixed(depth, leaf: 2)
            let result = (first == second, first == other, first.hashValue == second.hashValue,
                          JSONValue.object(["x": first]) == JSONValue.object(["x": second]))
            Deep.dismantle(consume first)
            Deep.dismantle(consume second)
            Deep.dismantle(consume other)
            return result
        }
        #expect(equal)
        #expect(!different)
        #expect(sameHash)
        #expect(wrappedEqual)
    }

    @Test("objects with the same members in another order are equal and hash alike, deep inside too")
    func objectOrderDoesNotMatter() {
        let forward: JSONValue = ["a": 1, "b": ["c": [1, 2], "d": nil], "e": "x"]
        let backward: JSONValue = ["e": "x", "b": ["d": nil, "c": [1, 2]], "a": 1]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ["e": "x", "b": ["d": nil, "c": [2, 1]], "a": 1])
        #expect(Set([forward, backward]).count == 1)
        #expect(JSONValue.number(1) == JSONValue.number(JSONNumber(1.0)))
        #expect(JSONValue.number(1).hashValue == JSONValue.number(JSONNumber(1.0)).hashValue)
    }

    // MARK: Writing and printing

    @Test("the writer follows 10,000 levels and says tooDeep past them", arguments: Stack.allCases, depths)
    func writing(stack: Stack, depth: Int) throws {
        let (compact, sorted, failure, printed, prettySize) = try stack.run { () -> (String?, Bool, JSONWriteError?, String, Int) in
            let array = Deep.array(depth)
            let object = Deep.object(depth)
            var compact: String?
            var failure: JSONWriteError?
            do {
                compact = try array.jsonString()
            } catch {
                failure = error as? JSONWriteError
            }
            let sorted = (try? object.jsonString(sortedKeys: true))?.hasPrefix(#"{"a":{"a":"#) ?? false
            let printed = array.description
            let prettySize = array.debugDescription.utf8.count
            Deep.dismantle(consume array)
            Deep.dismantle(consume object)
            return (compact, sorted, failure, printed, prettySize)
        }
        if depth <= JSONWriter.maximumDepth {
            #expect(compact == String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
            #expect(sorted)
            #expect(printed == compact)
            // Indentation stops growing at 100 levels: two lines of at most 201 bytes per level.
            #expect(prettySize <= 2 * 202 * depth)
        } else {
            #expect(compact == nil)
            #expect(failure?.kind == .tooDeep)
            #expect(failure?.keyPath.hasPrefix("0.0.0") == true)
            #expect(printed == "<JSON value nested deeper than 10000 levels, not printed>")
        }
    }

    @Test("a value written 1,000 deep, compact and pretty, parses back the same", arguments: Stack.allCases)
    func writeAndParseBack(stack: Stack) throws {
        try stack.run {
            var limits = JSONParseLimits()
            limits.maximumDepth = 1_000
            let value = Deep.mixed(999)
            for pretty in [false, true] {
                let again = try JSONValue(parsing: value.jsonString(pretty: pretty), limits: limits)
                #expect(again == value)
                Deep.dismantle(consume again)
            }
            #expect(value.debugDescription == (try value.jsonString(pretty: true)))
            Deep.dismantle(consume value)
        }
    }

    // MARK: Codable

    @Test("through Foundation's coders, a JSONValue stops at 64 levels with an error", arguments: Stack.allCases, depths)
    func foundationCoders(stack: Stack, depth: Int) throws {
        let (encodeError, decodeError) = try stack.run { () -> (String, String) in
            let value = Deep.mixed(depth)
            var encodeError = "none"
            do {
                _ = try JSONEncoder().encode(value)
            } catch {
                encodeError = String(describing: error)
            }
            Deep.dismantle(consume value)
            let text = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
            var decodeError = "none"
            do {
                _ = try JSONDecoder().decode(JSONValue.self, from: text)
            } catch {
                decodeError = String(describing: error)
            }
            return (encodeError, decodeError)
        }
        #expect(encodeError.contains("A JSONValue is encoded at most 64 levels deep."))
        #expect(decodeError != "none")
    }

    @Test("within 64 levels, a JSONValue goes through JSONEncoder and JSONDecoder on a 512 KB stack")
    func foundationCodersWithinTheLimit() throws {
        try Stack.small.run {
            let value = Deep.mixed(60, leaf: ["n": 1.5, "s": "text", "b": true])
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(Deep.mixed(70)) }
        }
    }

    // MARK: The Foundation bridge

    @Test("JSONValue(foundation:) stops at 512 levels; foundationValue converts any depth", arguments: Stack.allCases, depths)
    func foundationBridge(stack: Stack, depth: Int) throws {
        let (converted, foundationDepth) = try stack.run { () -> (Bool, Int) in
            let dictionary = Deep.dictionary(depth)
            let converted = JSONValue(foundation: dictionary) != nil
            Deep.dismantle(foundation: consume dictionary)
            let value = Deep.mixed(depth)
            let foundation = value.foundationValue
            Deep.dismantle(consume value)
            let foundationDepth = Deep.depth(ofFoundation: foundation)
            Deep.dismantle(foundation: consume foundation)
            return (converted, foundationDepth)
        }
        #expect(!converted)
        #expect(foundationDepth == depth)
    }

    /// Found by the `values` fuzz target: "é" and "e\u{301}" are two keys in JSON but one in a
    /// `[String: Any]`, so the second replaces the first's member, which Swift would free one call
    /// per level. Found again when the second member is a container: the finished container was
    /// added while a copy of its parent still shared the parent's storage, so the dictionary was
    /// copied whole and the copy freed the replaced member by recursion after all.
    @Test("foundationValue replaces a deep member under a Swift-equal key without recursion",
          arguments: Stack.allCases, depths)
    func foundationBridgeEqualKeys(stack: Stack, depth: Int) throws {
        let replacements: [JSONValue] = ["kept", ["kept": true], [1, ["kept"]]]
        let results = try stack.run { () -> [(Int, JSONValue?)] in
            replacements.map { replacement in
                let value = JSONValue.object(JSONObject([("é", Deep.mixed(depth)), ("e\u{301}", replacement)]))
                let foundation = value.foundationValue
                Deep.dismantle(consume value)
                let dictionary = foundation as? [String: Any]
                let result = (dictionary?.count ?? -1, dictionary?["é"].flatMap { JSONValue(foundation: $0) })
                Deep.dismantle(foundation: consume foundation)
                return result
            }
        }
        for (replacement, (count, kept)) in zip(replacements, results) {
            #expect(count == 1)
            #expect(kept == replacement)
        }
    }

    @Test("the bridge's limit is the parser's: 512 levels convert, 513 do not")
    func foundationBridgeLimit() throws {
        try Stack.small.run {
            let within = try #require(JSONValue(foundation: Deep.dictionary(512)))
            #expect(Deep.depth(of: within) == 512)
            #expect(JSONValue(foundation: Deep.dictionary(513)) == nil)
            #expect(JSONValue(foundation: [Deep.dictionary(511)]) != nil)
            #expect(JSONValue(foundation: [Deep.dictionary(512)]) == nil)
        }
    }

    /// Before the fix, each level cast its subtree to `NSNumber`, which bridged it: 2,000 levels
    /// took 3.5 s in release. Two counts stand in for that time. The runtime's bridging is seen
    /// from outside: the deepest value is a `BridgedLeaf`, which counts the times it is
    /// bridged to a Foundation object. A level that cast what is below it would bridge the
    /// leaf once per level (and every value between, which made the walk quadratic); the walk
    /// never bridges it, at any depth. In debug builds the work meter (see `WorkMeter`) adds
    /// what the walk itself does: each value is classified once, and only the `Int`s go through
    /// the chain of casts, never a dictionary. Linear work grows 4x from one depth to the next,
    /// quadratic 16x.
    @Test("converting a Foundation tree is linear in its depth")
    func foundationBridgeIsLinear() throws {
        for depth in [120, 480] {
            let leaf = BridgedLeaf()
            var dictionary: [String: Any] = ["leaf": leaf]
            for level in 1..<depth { dictionary = ["a": dictionary, "level": level] }
            // The leaf has no JSON form: the walk goes down every level and stops there.
            #expect(JSONValue(foundation: dictionary) == nil)
            #expect(leaf.bridges.count == 0, "\(depth) levels bridged the deepest value \(leaf.bridges.count) times")
        }

        // The work meter exists in debug builds only.
        #if DEBUG
        func work(_ depth: Int) -> WorkMeter {
            let dictionary = Deep.dictionary(depth)
            return WorkMeter.measure { #expect(JSONValue(foundation: dictionary) != nil) }
        }
        let small = work(120)
        let large = work(480)
        for (depth, meter) in [(120, small), (480, large)] {
            // `Deep.dictionary(depth)`: `depth` dictionaries and `depth` integers.
            #expect(meter[.conversions] == 2 * depth, "\(depth) levels: \(meter)")
            #expect(meter[.casts] == depth, "\(depth) levels: \(meter)")
        }
        for kind in Work.allCases {
            #expect(large[kind] <= small[kind] * 9 / 2 + 64, "\(kind): 120 levels \(small[kind]), 480 levels \(large[kind])")
        }
        #endif
    }

    // MARK: Mapping from Foundation values

    @Test("Mapper.map(JSON:) with a deep dictionary maps what it can and reports the rest", arguments: Stack.allCases, depths)
    func mapperFromDeepDictionary(stack: Stack, depth: Int) throws {
        let (level, shortChain, issue) = try stack.run { () -> (Int, Bool, String) in
            let dictionary = Deep.dictionary(depth)
            let node = Mapper<DeepNode>().map(JSON: dictionary)
            var issue = "none"
            do {
                _ = try Mapper<DeepNode>().mapOrFail(JSON: dictionary)
            } catch {
                issue = ((error as? MapError)?.issues ?? []).map { $0.kind.description }.joined(separator: ",")
            }
            _ = Map(mappingType: .fromJSON, JSON: dictionary)
            Deep.dismantle(foundation: consume dictionary)
            return (node?.level ?? -1, node?.chainLength == Map.maximumModelDepth + 1, issue)
        }
        // The part nested too deep stands in the converted document where it was, so the models
        // nest as deep as from any other door (32 levels, then a tooDeep issue); nothing is cut short.
        #expect(level == depth - 1)
        #expect(shortChain)
        #expect(issue == "tooDeep")
    }

    @Test("models nest 32 deep from a Foundation dictionary, then a tooDeep issue", arguments: Stack.allCases)
    func mapperFromDictionaryWithinTheBridge(stack: Stack) throws {
        let (chain, issue) = try stack.run { () -> (Int, MappingIssue?) in
            let node = Mapper<DeepNode>().map(JSON: Deep.dictionary(300))
            var issue: MappingIssue?
            do {
                _ = try Mapper<DeepNode>().mapOrFail(JSON: Deep.dictionary(300))
            } catch {
                issue = (error as? MapError)?.issues.first
            }
            return (node?.chainLength ?? 0, issue)
        }
        #expect(chain == Map.maximumModelDepth + 1)
        #expect(issue?.kind == .tooDeep)
        #expect(issue?.keyPathComponents == Array(repeating: "a", count: Map.maximumModelDepth + 1))
    }

    // MARK: Key paths

    @Test("key paths read any depth", arguments: Stack.allCases, depths)
    func keyPathReads(stack: Stack, depth: Int) throws {
        let (direct, mapped) = try stack.run { () -> (JSONValue?, Int?) in
            let value = Deep.object(depth, leaf: 7)
            let path = Array(repeating: "a", count: depth).joined(separator: ".")
            let direct = value[path: path]
            let mapped = Mapper<PathReader>(context: PathContext(path: path)).map(JSONValue: value)?.found
            Deep.dismantle(consume value)
            return (direct, mapped)
        }
        #expect(direct == 7)
        #expect(mapped == 7)
    }

    @Test("a written key path of more than 512 components is an unwritable-key-path issue", arguments: Stack.allCases, depths)
    func keyPathWrites(stack: Stack, depth: Int) throws {
        let (text, kept, issues) = try stack.run { () -> (String?, Int?, [MappingIssue]) in
            let writer = PathWriter(path: Array(repeating: "a", count: depth).joined(separator: "."))
            let (object, issues) = Mapper<PathWriter>().toJSONWithIssues(writer)
            return (Mapper<PathWriter>().toJSONString(writer), object["kept"] as? Int, issues)
        }
        #expect(text == nil)  // a value was left out: no text
        #expect(kept == 1)    // the dictionary keeps the rest
        #expect(issues.map(\.kind) == [.unwritableKeyPath])
    }

    @Test("an index that would grow an array by more than 10,000 elements is not written",
          arguments: ["list.100000000000000000", "list.10000000", "list.10001", "list.0.a.20000"])
    func indexCap(path: String) throws {
        let (text, issues) = Mapper<PathWriter>().toJSONStringWithIssues(PathWriter(path: path))
        #expect(text == nil)  // a value left out: no text
        #expect(Mapper<PathWriter>().toJSON(PathWriter(path: path)) as NSDictionary == ["kept": 1] as NSDictionary)
        #expect(issues.map(\.kind) == [.unwritableKeyPath])
        #expect(issues.first?.found.contains("at most 10000 nulls are added by one write") == true)
    }

    @Test("indexes within the cap write arrays, as before")
    func indexWithinTheCap() throws {
        let (text, issues) = Mapper<PathWriter>().toJSONStringWithIssues(PathWriter(path: "list.2.a"))
        #expect(text == #"{"kept":1,"list":[null,null,{"a":7}]}"#)
        #expect(issues.isEmpty)
        var value: JSONValue = ["list": [1, 2]]
        try value.set(3, at: MapKeyPath("list.9999", delimiter: ".").components[...])
        #expect(value["list"]?.array?.count == 10_000)
        #expect(throws: KeyPathWriteFailure.self) {
            try value.set(3, at: MapKeyPath("list.20001", delimiter: ".").components[...])
        }
        #expect(value["list"]?.array?.count == 10_000)
    }

    // MARK: Recursive models

    @Test("a recursive model maps 32 levels of a deep value and writes 32 levels of a deep chain",
          arguments: Stack.allCases, depths)
    func recursiveModels(stack: Stack, depth: Int) throws {
        let (read, written, issues) = try stack.run { () -> (Int, Int, [MappingIssue.Kind]) in
            let value = Deep.object(depth)
            let node = Mapper<DeepNode>().map(JSONValue: value)
            Deep.dismantle(consume value)
            let chain = DeepNode.chain(depth)
            // The text is nil (a model was left out); the dictionary has what was written.
            let (object, issues) = Mapper<DeepNode>().toJSONWithIssues(chain)
            #expect(Mapper<DeepNode>().toJSONString(chain) == nil)
            DeepNode.dismantle(chain)
            let written = JSONValue(foundation: object).map(Deep.depth(of:)) ?? 0
            return (node?.chainLength ?? 0, written, issues.map(\.kind))
        }
        // Reading and writing stop at the same model: the root and 32 nested ones.
        #expect(read == Map.maximumModelDepth + 1)
        #expect(written == read)
        #expect(issues == [.tooDeep])
    }

    @Test("[String: Any] and JSONValue properties holding deep values", arguments: Stack.allCases, depths)
    func foundationAndJSONValueProperties(stack: Stack, depth: Int) throws {
        let (extraRead, rawDepth, extraIssues, rawText) = try stack.run { () -> (Bool, Int, [MappingIssue.Kind], Bool) in
            let value = JSONValue.object(["extra": Deep.object(depth), "raw": Deep.mixed(depth)])
            var holder = Mapper<Holder>().map(JSONValue: value)
            let extraRead = holder?.extra != nil
            let rawDepth = holder?.raw.map(Deep.depth(of:)) ?? 0
            var writing = Holder()
            writing.raw = holder?.raw
            holder = nil
            let rawText = Mapper<Holder>().toJSONString(writing) != nil
            writing.raw = nil
            // Every other reference is gone: take the value apart before it is dropped.
            Deep.dismantle(consume value)
            writing.extra = Deep.dictionary(depth)
            let (_, extraIssues) = Mapper<Holder>().toJSONStringWithIssues(writing)
            let extra = writing.extra
            writing.extra = nil
            Deep.dismantle(foundation: consume extra as Any)
            return (extraRead, rawDepth, extraIssues.map(\.kind), rawText)
        }
        #expect(!extraRead)
        #expect(rawDepth == depth)
        #expect(extraIssues == [.tooDeep])
        // The property's key adds a level to the written object.
        #expect(rawText == (depth < JSONWriter.maximumDepth))
    }

    /// Found by the door hunt: a transform whose default implementation bridges through
    /// Foundation values was handed a value 2,000 deep, while a `[Any]` property on the same
    /// input stopped at 512 levels; writing, the transform's value was "not written" without
    /// the reason.
    @Test("a transform bridged through Foundation values stops where a [Any] property does, both ways",
          arguments: [510, 511, 512, 513, 2_000])
    func transformThroughFoundation(depth: Int) throws {
        let deep = Deep.array(depth)
        let (read, readIssues) = Mapper<AnyArrays>().mapWithIssues(JSONValue: ["viaTransform": deep, "plain": deep])
        let byTransform = readIssues.filter { $0.keyPathComponents.first == "viaTransform" }
        let byPlain = readIssues.filter { $0.keyPathComponents.first == "plain" }
        #expect(byTransform.map(\.kind) == byPlain.map(\.kind))
        #expect(byTransform.map { $0.keyPathComponents.dropFirst() } == byPlain.map { $0.keyPathComponents.dropFirst() })
        #expect(byTransform.map(\.expected) == byPlain.map(\.expected))
        #expect((read?.viaTransform == nil) == (read?.plain == nil))
        if depth == 2_000 {
            #expect(byTransform.map(\.kind) == [.tooDeep])
            #expect(byTransform.first?.keyPathComponents.count == 1 + 512)
            #expect(read?.viaTransform == nil)
        } else if depth == 510 {
            #expect(readIssues.isEmpty)
            #expect(read?.viaTransform.map { Deep.depth(ofFoundation: $0) } == depth)
        }

        var writing = AnyArrays()
        writing.viaTransform = try #require(deep.foundationValue as? [Any])
        writing.plain = writing.viaTransform
        let (text, writeIssues) = Mapper<AnyArrays>().toJSONStringWithIssues(writing)
        let wroteByTransform = writeIssues.filter { $0.keyPathComponents.first == "viaTransform" }
        let wroteByPlain = writeIssues.filter { $0.keyPathComponents.first == "plain" }
        #expect(wroteByTransform.map(\.kind) == wroteByPlain.map(\.kind))
        #expect(wroteByTransform.map(\.found) == wroteByPlain.map(\.found))
        #expect(wroteByTransform.map { $0.keyPathComponents.dropFirst() } == wroteByPlain.map { $0.keyPathComponents.dropFirst() })
        if depth == 2_000 {
            #expect(text == nil)
            #expect(wroteByTransform.map(\.kind) == [.tooDeep])
            #expect(wroteByTransform.first?.description.hasSuffix("cannot map a value nested deeper") == true)
        } else if depth == 510 {
            #expect(writeIssues.isEmpty)
        }
    }

    /// The first case found to crash: inside the parser's limit, on a 512 KB stack.
    @Test("a parsed 400-deep document in a [String: Any] property writes back on a 512 KB stack")
    func parsedDocumentWithFoundationProperty() throws {
        let text = try Stack.small.run { () -> String? in
            let json = #"{"extra":"# + String(repeating: #"{"a":"#, count: 400) + "1" + String(repeating: "}", count: 400) + "}"
            let holder = Mapper<Holder>().map(JSONString: json)
            return holder?.toJSONString()
        }
        let expected = 9 + 5 * 400 + 1 + 400 + 1
        #expect(text?.count == expected)
    }

    // MARK: Dropping

    @Test("dropping a value 10,000 deep works on the test's thread; 1,000 on a 512 KB stack")
    func dropping() throws {
        var array: JSONValue? = Deep.array(10_000)
        var object: JSONValue? = Deep.object(10_000)
        array = nil
        object = nil
        #expect(array == nil && object == nil)
        try Stack.small.run {
            var mixed: JSONValue? = Deep.mixed(1_000)
            mixed = nil
            #expect(mixed == nil)
        }
    }

    /// A freed object takes apart, in one loop, the objects and arrays below it that nothing
    /// else holds, so a tree of any depth below an object frees on any stack, parsed or built
    /// in code. (Arrays nested in arrays above any object are freed by Swift, one call a level.)
    @Test("dropping objects, or objects and arrays in turn, 100,000 deep, or a parsed tree of 1,000, works on a 512 KB stack")
    func droppingObjectsOnASmallStack() throws {
        try Stack.small.run {
            var built: JSONValue? = Deep.object(100_000)
            built = nil
            var mixed: JSONValue? = Deep.mixed(100_000)
            mixed = nil
            var inArrays: JSONValue? = .object(["a": Deep.array(100_000)])
            inArrays = nil
            #expect(built == nil && mixed == nil && inArrays == nil)
            var limits = JSONParseLimits()
            limits.maximumDepth = 1_000
            let text = String(repeating: #"{"a": 1, "b": "#, count: 999) + "{}" + String(repeating: "}", count: 999)
            var parsed: JSONValue? = try JSONValue(parsing: text, limits: limits)
            // Shared with a copy: the copy's objects are the same, freed when the copy goes.
            var copy = parsed
            parsed = nil
            #expect(copy?["b"]?["a"] == 1)
            copy = nil
            #expect(parsed == nil && copy == nil)
        }
    }
}

// MARK: Models

/// A model that holds itself: the shape that recursion attacks.
final class DeepNode: Mappable, @unchecked Sendable {
    var level = -1
    var child: DeepNode?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
        level <- map["level"]
        child <- map["a"]
    }

    /// The number of nodes from this one down.
    var chainLength: Int {
        var count = 0
        var node: DeepNode? = self
        while let current = node {
            count += 1
            node = current.child
        }
        return count
    }

    /// A chain of `depth` nodes.
    static func chain(_ depth: Int) -> DeepNode {
        let root = DeepNode()
        var last = root
        for level in 1..<depth {
            let next = DeepNode()
            next.level = level
            last.child = next
            last = next
        }
        return root
    }

    /// Unlinks a chain one node at a time, so that freeing it never recurses.
    static func dismantle(_ root: DeepNode) {
        var node = root.child
        root.child = nil
        while let current = node {
            node = current.child
            current.child = nil
        }
    }
}

/// Foundation and JSONValue properties.
struct Holder: Mappable, @unchecked Sendable {
    var extra: [String: Any]?
    var raw: JSONValue?

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        extra <- map["extra"]
        raw <- map["raw"]
    }
}

/// A `[Any]` property through a transform that only has ObjectMapper's two requirements (so
/// the library bridges through Foundation values), beside a plain one.
struct AnyArrays: Mappable, @unchecked Sendable {
    struct Identity: TransformType {
        func transformFromJSON(_ value: Any?) -> [Any]? { value as? [Any] }
        func transformToJSON(_ value: [Any]?) -> [Any]? { value }
    }

    var viaTransform: [Any]?
    var plain: [Any]?

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        viaTransform <- (map["viaTransform"], Identity())
        plain <- map["plain"]
    }
}

/// Reads the key path its mapper's context names.
struct PathReader: Mappable {
    var found: Int?
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        guard let path = (map.context as? PathContext)?.path else { return }
        found <- map[path]
    }
}

struct PathContext: MapContext {
    let path: String
}

/// Writes 7 at a key path, and 1 at `kept`.
struct PathWriter: Mappable {
    var path: String
    init(path: String) { self.path = path }
    init?(map: Map) { path = "" }
    mutating func mapping(map: Map) {
        var kept = 1
        kept <- map["kept"]
        var value = 7
        value <- map[path]
    }
}

/// A value that counts the times the runtime bridges it to a Foundation object, as it does to
/// every value inside a Swift dictionary that is cast to a Foundation class (`as? NSNumber`,
/// `is NSNull`). It has no JSON form of its own.
private struct BridgedLeaf: _ObjectiveCBridgeable {
    /// The count, shared by the copies of the leaf that the dictionaries hold.
    final class Count {
        var count = 0
    }

    let bridges = Count()

    func _bridgeToObjectiveC() -> NSNumber {
        bridges.count += 1
        return NSNumber(value: 0)
    }

    static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout BridgedLeaf?) { result = BridgedLeaf() }

    static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout BridgedLeaf?) -> Bool {
        result = BridgedLeaf()
        return true
    }

    static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> BridgedLeaf { BridgedLeaf() }
}
