import Foundation

/// libFuzzer target `mapper`: any bytes are mapped into a model with nested models, arrays,
/// dictionaries, enums, a transform, key paths and a raw `JSONValue`.
///
/// For every input:
/// - mapping never crashes, and the plain and issue-collecting entry points agree;
/// - mapping the bytes (read lazily) and mapping the parsed tree give the same model;
/// - a model that maps writes to JSON without error, and mapping that JSON gives an equal model;
/// - writing that second model gives the same bytes as writing the first;
/// - the same fields mapped by an `ImmutableMappable` (half of them in `init(map:)`, the rest
///   in the `mapping(map:)` that runs after it) give the same values and the same issues.
public func mapperFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    MapperFuzzer(input: bytes).run()
    return 0
}

struct MapperFuzzer {
    let input: [UInt8]

    func expect(_ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String) {
        FuzzCheck.expect(condition(), reason(), input: input)
    }

    func run() {
        let mapper = Mapper<FuzzRecord>()
        let plain = mapper.map(JSONData: Data(input))
        let (reported, issues) = mapper.mapWithIssues(JSONData: Data(input))
        expect(plain == reported, "map and mapWithIssues disagree: \(String(describing: plain)) vs \(String(describing: reported))")
        for issue in issues { _ = issue.description }
        // Mapping reads a parsed document lazily and a tree by separate paths; they must agree.
        if let tree = try? JSONValue(parsing: input) {
            let fromTree = mapper.map(JSONValue: tree)
            expect(fromTree == plain, "bytes and tree disagree: \(String(describing: plain)) vs \(String(describing: fromTree))")
        } else {
            expect(plain == nil, "a document that does not parse mapped: \(String(describing: plain))")
        }
        if let records = mapper.mapArray(JSONData: Data(input)) {
            for record in records { _ = mapper.toJSONString(record) }
        }
        checkImmutableTwin(plain: reported, issues: issues)
        guard let first = plain else { return }

        let (written, writeIssues) = mapper.toJSONStringWithIssues(first)
        guard let written else {
            expect(false, "a mapped model does not write: \(writeIssues)")
            return
        }
        guard let second = mapper.map(JSONString: written) else {
            expect(false, "the written model does not map again: \(written)")
            return
        }
        expect(first == second, "round trip changed the model:\n\(first)\n\(second)\nvia \(written)")
        expect(mapper.toJSONString(second) == written, "writing twice differs")
    }

    /// The ImmutableMappable twin reads the same keys through the same operators, in another
    /// order, from the bytes and from the tree: the same record, the same issues.
    func checkImmutableTwin(plain: FuzzRecord?, issues: [MappingIssue]) {
        let twin = Mapper<FuzzImmutableRecord>()
        // The issues name the model's type where the document is not an object.
        func sorted(_ issues: [MappingIssue]) -> [String] {
            issues.map { $0.description.replacingOccurrences(of: "FuzzImmutableRecord", with: "FuzzRecord") }.sorted()
        }
        let expected = sorted(issues)
        let (fromBytes, bytesIssues) = twin.mapWithIssues(JSONData: Data(input))
        expect(fromBytes?.record == plain, "the ImmutableMappable twin disagrees: \(String(describing: plain)) "
            + "vs \(String(describing: fromBytes?.record))")
        expect(sorted(bytesIssues) == expected, "the ImmutableMappable twin's issues differ: \(expected) vs \(sorted(bytesIssues))")
        // A tree keeps only the last value of a repeated key: it is compared with the Mappable
        // model mapped from the same tree, whose issues do not report the repetition either.
        guard let tree = try? JSONValue(parsing: input) else { return }
        let (plainFromTree, plainTreeIssues) = Mapper<FuzzRecord>().mapWithIssues(JSONValue: tree)
        let (fromTree, treeIssues) = twin.mapWithIssues(JSONValue: tree)
        expect(fromTree?.record == plainFromTree, "the ImmutableMappable twin from the tree disagrees: "
            + "\(String(describing: plainFromTree)) vs \(String(describing: fromTree?.record))")
        expect(sorted(treeIssues) == sorted(plainTreeIssues), "the ImmutableMappable twin's issues from the tree differ: "
            + "\(sorted(plainTreeIssues)) vs \(sorted(treeIssues))")
    }
}

enum FuzzKind: String, Equatable {
    case alpha, beta, gamma
}

/// Reverses a string's Unicode scalars both ways, so that a round trip is the identity.
struct ReversingTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> String? {
        (value as? String).map(Self.reversed)
    }

    func transformToJSON(_ value: String?) -> String? {
        value.map(Self.reversed)
    }

    func transformFromJSONValue(_ value: JSONValue?) -> String? {
        value?.string.map(Self.reversed)
    }

    func transformToJSONValue(_ value: String?) -> JSONValue? {
        value.map { .string(Self.reversed($0)) }
    }

    static func reversed(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.reversed()))
    }
}

struct FuzzRecord: Mappable, Equatable, CustomStringConvertible {
    var id: Int?
    var small: Int8?
    var big: UInt64?
    var name: String?
    var score: Double?
    var ratio: Float?
    var flag: Bool?
    var price: Decimal?
    var tags: [String]?
    var counts: [String: Int]?
    var matrix: [[Double]]?
    var kind: FuzzKind?
    var kinds: [FuzzKind]?
    var reversed: String?
    var deep: String?
    var firstOfList: Int?
    var child: FuzzChild?
    var children: [FuzzChild]?
    var byName: [String: FuzzChild]?
    var raw: JSONValue?

    init() {}

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        mapFirstHalf(map)
        mapSecondHalf(map)
    }

    mutating func mapFirstHalf(_ map: Map) {
        id          <- map["id"]
        small       <- map["small"]
        big         <- map["big"]
        name        <- map[oneOf: "name", "title"]
        score       <- map["score"]
        ratio       <- map["ratio"]
        flag        <- map["flag"]
        price       <- map["price"]
        tags        <- map["tags"]
        counts      <- map["counts"]
    }

    mutating func mapSecondHalf(_ map: Map) {
        matrix      <- map["matrix"]
        kind        <- map["kind"]
        kinds       <- map["kinds"]
        reversed    <- (map["reversed"], ReversingTransform())
        deep        <- map["deep.inner.value"]
        firstOfList <- map["list.0"]
        child       <- map["child"]
        children    <- map["children"]
        byName      <- map["byName"]
        raw         <- map["raw"]
    }

    var description: String {
        "FuzzRecord(\(String(describing: id)), \(String(describing: name)), \(String(describing: score)), "
            + "\(String(describing: child)), \(String(describing: children)), \(String(describing: raw)))"
    }
}

/// ``FuzzRecord``'s fields as an `ImmutableMappable`: `init(map:)` reads the second half of
/// them, and the `mapping(map:)` that runs after it selects those again for `>>>` (which reads
/// nothing) and then reads the first half, out of the document's order.
struct FuzzImmutableRecord: ImmutableMappable {
    var record = FuzzRecord()

    init(map: Map) throws {
        record.mapSecondHalf(map)
    }

    mutating func mapping(map: Map) {
        record.matrix      >>> map["matrix"]
        record.kind        >>> map["kind"]
        record.kinds       >>> map["kinds"]
        record.deep        >>> map["deep.inner.value"]
        record.firstOfList >>> map["list.0"]
        record.child       >>> map["child"]
        record.children    >>> map["children"]
        record.byName      >>> map["byName"]
        record.raw         >>> map["raw"]
        record.mapFirstHalf(map)
    }
}

struct FuzzChild: Mappable, Equatable {
    var label: String?
    var value: Int?
    var nested: [FuzzChild]?

    init?(map: Map) {
        // Refuse objects marked as such, to exercise refusals in arrays and dictionaries.
        if map["refuse"].isKeyPresent { return nil }
    }

    mutating func mapping(map: Map) {
        label  <- map["label"]
        value  <- map["value"]
        nested <- map["nested"]
    }
}
