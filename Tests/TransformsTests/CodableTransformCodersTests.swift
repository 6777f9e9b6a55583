import Foundation
import Testing
import Transforms

/// A value whose keys and dates need a configured `JSONDecoder` and `JSONEncoder`.
struct Visit: Codable, Equatable, Sendable {
    var placeName: String
    var arrivedAt: Date
    var guestCount: Int
}

/// `CodableTransform(decoder:encoder:)`: ObjectMapper's initializer, with the coders' settings
/// used in both directions.
@Suite struct CodableTransformCodersTests {
    /// Coders of snake-case keys and ISO 8601 dates.
    static func snakeCaseISO8601Coders() -> (JSONDecoder, JSONEncoder) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        return (decoder, encoder)
    }

    static func snakeCaseISO8601() -> CodableTransform<Visit> {
        let (decoder, encoder) = snakeCaseISO8601Coders()
        return CodableTransform<Visit>(decoder: decoder, encoder: encoder)
    }

    static let visit = Visit(placeName: "Louvre", arrivedAt: Date(timeIntervalSince1970: 1_458_117_795), guestCount: 3)

    @Test func snakeCaseKeysAndISO8601DatesBothWays() throws {
        let transform = Self.snakeCaseISO8601()
        let input = json(#"{"place_name": "Louvre", "arrived_at": "2016-03-16T08:43:15Z", "guest_count": 3}"#)
        #expect(transform.transformFromJSONValue(input) == Self.visit)
        let written = try #require(transform.transformToJSONValue(Self.visit))
        #expect(written["place_name"] == "Louvre")
        #expect(written["arrived_at"] == "2016-03-16T08:43:15Z")
        #expect(written["guest_count"] == 3)
        #expect(written.count == 3)
        #expect(transform.transformFromJSONValue(written) == Self.visit)
    }

    @Test func theDefaultCodersReadCamelCaseAndDatesAsNumbers() {
        // Without settings, the keys are the property names and a Date is its own Codable form.
        let snake = json(#"{"place_name": "Louvre", "arrived_at": "2016-03-16T08:43:15Z", "guest_count": 3}"#)
        #expect(CodableTransform<Visit>().transformFromJSONValue(snake) == nil)
        #expect(CodableTransform<Visit>(decoder: JSONDecoder(), encoder: JSONEncoder()).transformFromJSONValue(snake) == nil)
        let written = CodableTransform<Visit>(decoder: JSONDecoder(), encoder: JSONEncoder()).transformToJSONValue(Self.visit)
        #expect(written == CodableTransform<Visit>().transformToJSONValue(Self.visit))
        #expect(written?["arrivedAt"] == .number(JSONNumber(Self.visit.arrivedAt.timeIntervalSinceReferenceDate)))
    }

    @Test func eachDirectionUsesItsOwnCoder() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let transform = CodableTransform<Visit>(decoder: decoder)   // the default encoder
        let read = transform.transformFromJSONValue(json(#"{"placeName": "Louvre", "arrivedAt": 1458117795, "guestCount": 3}"#))
        #expect(read == Self.visit)
        #expect(transform.transformToJSONValue(Self.visit)?["arrivedAt"] == .number(JSONNumber(479_810_595.0)))

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        let writing = CodableTransform<Visit>(encoder: encoder)
        #expect(writing.transformToJSONValue(Self.visit)?["arrivedAt"] == 1_458_117_795_000)
    }

    /// The transform keeps the coders' settings as they are when it is made.
    @Test func laterChangesToTheCodersDoNotReachTheTransform() {
        let (decoder, encoder) = Self.snakeCaseISO8601Coders()
        let transform = CodableTransform<Visit>(decoder: decoder, encoder: encoder)
        decoder.keyDecodingStrategy = .useDefaultKeys
        encoder.keyEncodingStrategy = .useDefaultKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        let input = json(#"{"place_name": "Louvre", "arrived_at": "2016-03-16T08:43:15Z", "guest_count": 3}"#)
        #expect(transform.transformFromJSONValue(input) == Self.visit)
        #expect(transform.transformToJSONValue(Self.visit) == input)
    }

    @Test func aValueTheCoderRefusesGivesNil() {
        let transform = Self.snakeCaseISO8601()
        #expect(transform.transformFromJSONValue(json(#"{"place_name": "Louvre", "arrived_at": "yesterday", "guest_count": 3}"#)) == nil)
        #expect(transform.transformFromJSONValue(nil) == nil)
        #expect(transform.transformToJSONValue(nil) == nil)
        #expect(CodableTransform<Double>(encoder: JSONEncoder()).transformToJSONValue(.nan) == nil)
        let strings = JSONEncoder()
        strings.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(CodableTransform<Double>(encoder: strings).transformToJSONValue(.nan) == "nan")
    }

    @Test func theFoundationDoorsUseTheCodersToo() throws {
        let transform = Self.snakeCaseISO8601()
        let foundation: [String: Any] = ["place_name": "Louvre", "arrived_at": "2016-03-16T08:43:15Z", "guest_count": 3]
        #expect(transform.transformFromJSON(foundation) == Self.visit)
        let written = try #require(transform.transformToJSON(Self.visit) as? [String: Any])
        #expect(written["arrived_at"] as? String == "2016-03-16T08:43:15Z")
    }

    struct Trip: Mappable {
        var visits: [Visit] = []
        var last: Visit?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            visits <- (map["visits"], CodableTransformCodersTests.snakeCaseISO8601())
            last <- (map["last"], CodableTransformCodersTests.snakeCaseISO8601())
        }
    }

    @Test func mapsBothWaysInAModelFromManyTasks() async throws {
        let text = #"{"visits":[{"place_name":"Louvre","arrived_at":"2016-03-16T08:43:15Z","guest_count":3}],"last":{"place_name":"Louvre","arrived_at":"2016-03-16T08:43:15Z","guest_count":3}}"#
        let trip = try #require(Trip(JSONString: text))
        #expect(trip.visits == [Self.visit])
        #expect(trip.last == Self.visit)
        // Written with the keys sorted: JSONEncoder's own order changes from run to run.
        let sorted = #"{"visits":[{"arrived_at":"2016-03-16T08:43:15Z","guest_count":3,"place_name":"Louvre"}],"last":{"arrived_at":"2016-03-16T08:43:15Z","guest_count":3,"place_name":"Louvre"}}"#
        #expect(trip.toJSONString() == sorted)
        let transform = Self.snakeCaseISO8601()
        let results = await withTaskGroup(of: Bool.self) { group in
            for seed in 0..<64 {
                group.addTask {
                    let visit = Visit(placeName: "\(seed)", arrivedAt: Date(timeIntervalSince1970: Double(seed) * 86_400), guestCount: seed)
                    return transform.transformFromJSONValue(transform.transformToJSONValue(visit)) == visit
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 64))
    }
}
