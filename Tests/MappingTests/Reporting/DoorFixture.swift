import Foundation
import Mapping

// The fixtures of DoorMatrixTests+Generated.swift: documents in each shape with one value that
// does not map (`"id": "x"`), lenient and strict models, and a model that cannot be written.

enum DoorFixture {
    static let object = #"{"id": "x", "name": "a"}"#
    static let array = #"[{"id": 1, "name": "a"}, {"id": "x"}]"#
    static let dictionary = #"{"k": {"id": "x"}}"#
    static let dictionaryOfArrays = #"{"k": [{"id": "x"}]}"#
    static let arrayOfArrays = #"[[{"id": "x"}]]"#

    /// The document inside an envelope, at `data.items`.
    static func enveloped(_ document: String) -> String {
        #"{"data": {"items": "# + document + #"}, "meta": {"page": 1}}"#
    }

    /// The path of a temporary file holding `document`.
    static func file(_ document: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("door-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: url)
        return url.path
    }

    /// Whether no object anywhere in a Foundation value has a `score`.
    static func hasNoScore(_ value: Any) -> Bool {
        if let object = value as? [String: Any] {
            return object["score"] == nil && object.values.allSatisfy(hasNoScore)
        }
        if let array = value as? [Any] { return array.allSatisfy(hasNoScore) }
        return true
    }
}

/// Lenient: a value that does not map is left as it was, and reported.
struct Probe: Mappable, Equatable {
    var id = 0
    var name: String?
    var score: Double?

    init(id: Int, score: Double? = nil) {
        self.id = id
        self.score = score
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        score <- map["score"]
    }

    static let unwritable = Probe(id: 2, score: .nan)

    static func == (left: Probe, right: Probe) -> Bool { left.id == right.id && left.name == right.name }
}

/// Strict: a value that does not convert refuses the object.
struct StrictProbe: ImmutableMappable, Equatable {
    let id: Int
    let name: String?

    init(map: Map) throws {
        id = try map.value("id")
        name = try map.value("name")
    }
}

struct HashableProbe: Mappable, Hashable {
    var id = 0
    var name: String?
    var score: Double?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        score <- map["score"]
    }

    static var unwritable: HashableProbe {
        var probe = HashableProbe(map: Map(mappingType: .fromJSON, JSON: [:]))!
        probe.id = 2
        probe.score = .nan
        return probe
    }

    static func == (left: HashableProbe, right: HashableProbe) -> Bool { left.id == right.id && left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct HashableStrictProbe: ImmutableMappable, Hashable {
    let id: Int
    let name: String?

    init(map: Map) throws {
        id = try map.value("id")
        name = try map.value("name")
    }
}
