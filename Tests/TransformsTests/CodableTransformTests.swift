import Foundation
import Testing
@testable import Transforms

struct Coordinates: Codable, Hashable, Sendable {
    var lat: Double
    var lon: Double
}

/// A value that exercises every container kind and the special cases.
struct Shipment: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable { case packed, sent }
    var id: UInt64
    var small: Int8
    var weight: Float
    var price: Decimal
    var status: Status
    var tags: [String]
    var note: String?
    var stops: [Coordinates]
    var grid: [[Int]]
    var byName: [String: Int]
    var byNumber: [Int: String]
    var payload: Data
    var link: URL
    var raw: JSONValue
    var flags: Set<Bool>
}

/// Encodes through nested keyed and unkeyed containers and a super encoder, by hand.
struct Handmade: Codable, Equatable, Sendable {
    var first: Int
    var pairs: [[String]]
    var base: String

    enum Keys: String, CodingKey { case outer, first, pairs }

    init(first: Int, pairs: [[String]], base: String) {
        self.first = first
        self.pairs = pairs
        self.base = base
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let outer = try container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
        first = try outer.decode(Int.self, forKey: .first)
        var list = try outer.nestedUnkeyedContainer(forKey: .pairs)
        var pairs: [[String]] = []
        while !list.isAtEnd {
            var pair = try list.nestedUnkeyedContainer()
            pairs.append([try pair.decode(String.self), try pair.decode(String.self)])
        }
        self.pairs = pairs
        base = try container.superDecoder().singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
        try outer.encode(first, forKey: .first)
        var list = outer.nestedUnkeyedContainer(forKey: .pairs)
        for pair in pairs {
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(pair[0])
            try inner.encode(pair[1])
        }
        var base = container.superEncoder().singleValueContainer()
        try base.encode(self.base)
    }
}

@Suite struct CodableTransformTests {
    static let shipmentJSON = #"""
        {"id":18446744073709551615,"small":-128,"weight":0.1,"price":1.66,"status":"sent","tags":["a","b"],\#
        "stops":[{"lat":48.85,"lon":2.35}],"grid":[[1,2],[]],"byName":{"x":1},"byNumber":{"7":"seven"},\#
        "payload":"AQID","link":"https://example.com/a%20b","raw":{"any":[null,true]},"flags":[true]}
        """#

    @Test func decodesAndEncodesEveryShape() throws {
        let transform = CodableTransform<Shipment>()
        let shipment = try #require(transform.transformFromJSONValue(json(Self.shipmentJSON)))
        #expect(shipment.id == .max)
        #expect(shipment.small == -128)
        #expect(shipment.weight == 0.1)
        #expect(shipment.price == Decimal(166) / 100)
        #expect(shipment.status == .sent)
        #expect(shipment.note == nil)
        #expect(shipment.stops == [Coordinates(lat: 48.85, lon: 2.35)])
        #expect(shipment.grid == [[1, 2], []])
        #expect(shipment.byNumber == [7: "seven"])
        #expect(shipment.payload == Data([1, 2, 3]))
        #expect(shipment.link.path == "/a b")
        #expect(shipment.raw == json(#"{"any":[null,true]}"#))
        #expect(text(transform.transformToJSONValue(shipment)) == json(Self.shipmentJSON).jsonStringOrEmpty)
    }

    @Test func handWrittenContainersRoundTrip() throws {
        let value = Handmade(first: 1, pairs: [["a", "b"], ["c", "d"]], base: "super")
        let encoded = try JSONValueEncoder().encode(value)
        #expect(text(encoded) == #"{"outer":{"first":1,"pairs":[["a","b"],["c","d"]]},"super":"super"}"#)
        #expect(try JSONValueDecoder().decode(Handmade.self, from: encoded) == value)
    }

    @Test func agreesWithFoundationsCoders() throws {
        let value = Shipment(id: 3, small: 1, weight: 2.5, price: 12, status: .packed, tags: [], note: "n",
                             stops: [], grid: [[0]], byName: ["k": 1], byNumber: [:], payload: Data([255]),
                             link: try #require(URL(string: "https://example.com")), raw: [1, "x"], flags: [])
        let ours = try JSONValueEncoder().encode(value)
        let foundations = try JSONValue(parsing: JSONEncoder().encode(value))
        #expect(ours == foundations)
        #expect(try JSONValueDecoder().decode(Shipment.self, from: foundations) == value)
    }

    /// Inputs that must not decode as `Coordinates`, with the error expected.
    static let undecodable: [(String, String)] = [
        (#"{"lat": 1}"#, "keyNotFound"),
        (#"{"lat": "1", "lon": 2}"#, "typeMismatch"),
        (#"{"lat": null, "lon": 2}"#, "valueNotFound"),
        (#"{"lat": 1e999, "lon": 2}"#, "dataCorrupted"),
        ("[1, 2]", "typeMismatch"),
        (#""x""#, "typeMismatch"),
    ]

    @Test(arguments: undecodable)
    func failuresAreDecodingErrorsAndNil(input: String, kind: String) {
        #expect(CodableTransform<Coordinates>().transformFromJSONValue(json(input)) == nil)
        do {
            _ = try JSONValueDecoder().decode(Coordinates.self, from: json(input))
            Issue.record("decoded \(input)")
        } catch let error as DecodingError {
            #expect(Self.kind(of: error) == kind)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    static func kind(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound: "keyNotFound"
        case .typeMismatch: "typeMismatch"
        case .valueNotFound: "valueNotFound"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
    }

    static let integers: [(String, Bool)] = [("127", true), ("128", false), ("1.0", true), ("1.5", false), ("-129", false)]

    @Test(arguments: integers)
    func integersConvertOnlyExactly(input: String, decodes: Bool) {
        #expect((CodableTransform<Int8>().transformFromJSONValue(json(input)) != nil) == decodes)
    }

    @Test func nonFiniteNumbersDoNotEncode() {
        #expect(CodableTransform<Coordinates>().transformToJSONValue(Coordinates(lat: .nan, lon: 0)) == nil)
        #expect(CodableTransform<[Float]>().transformToJSONValue([.infinity]) == nil)
        #expect(CodableTransform<Decimal>().transformToJSONValue(.nan) == nil)
    }

    @Test func scalarsAndOptionalsAtTheTop() {
        #expect(CodableTransform<String>().transformFromJSONValue("x") == "x")
        #expect(CodableTransform<Int?>().transformFromJSONValue(.null) == .some(nil))
        #expect(CodableTransform<[Int?]>().transformFromJSONValue([1, nil]) == [1, nil])
        #expect(CodableTransform<[Int?]>().transformToJSONValue([1, nil]) == [1, nil])
        #expect(CodableTransform<Decimal>().transformToJSONValue(Decimal(string: "0.1")) == json("0.1"))
    }

    @Test func foundationDoor() {
        let transform = CodableTransform<Coordinates>()
        #expect(transform.transformFromJSON(["lat": 1.5, "lon": 2]) == Coordinates(lat: 1.5, lon: 2))
        let written = transform.transformToJSON(Coordinates(lat: 1.5, lon: 2)) as? [String: Any]
        #expect(written?["lat"] as? Double == 1.5)
    }

    struct Place: Mappable {
        var position: Coordinates?
        var route: [Coordinates] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            position <- (map["position"], CodableTransform<Coordinates>())
            route <- (map["route"], CodableTransform<Coordinates>())
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let place = try #require(Place(JSONString: #"{"position": {"lat": 1, "lon": 2}, "route": [{"lat": 3, "lon": 4}, {"lat": 5}]}"#))
        #expect(place.position == Coordinates(lat: 1, lon: 2))
        #expect(place.route == [Coordinates(lat: 3, lon: 4)])
        #expect(place.toJSONString() == #"{"position":{"lat":1,"lon":2},"route":[{"lat":3,"lon":4}]}"#)
    }

    struct Trip: ImmutableMappable {
        let origin: Coordinates
        init(map: Map) throws { origin = try map.value("origin", using: CodableTransform<Coordinates>()) }
        func mapping(map: Map) { origin >>> (map["origin"], CodableTransform<Coordinates>()) }
    }

    @Test func mapsAnImmutableModel() throws {
        let trip = try Trip(JSONString: #"{"origin": {"lat": 1.25, "lon": -2}}"#)
        #expect(trip.origin == Coordinates(lat: 1.25, lon: -2))
        #expect(trip.toJSONString() == #"{"origin":{"lat":1.25,"lon":-2}}"#)
        #expect(throws: MapError.self) { try Trip(JSONString: #"{"origin": {"lat": 1.25}}"#) }
    }
}

extension JSONValue {
    /// Compact text, or an empty string when the value cannot be written.
    var jsonStringOrEmpty: String { (try? jsonString()) ?? "" }
}
