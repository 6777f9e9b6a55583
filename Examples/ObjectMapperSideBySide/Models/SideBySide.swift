import Foundation
import Mapping

// The side-by-side run's entry points (scripts/objectmapper-side-by-side.sh). The script builds
// this file twice, once as written and once with the import above changed to ObjectMapper, each
// time beside the same model files from Examples/Benchmarks/Models, so that both libraries run
// the same model source through the same code.

/// twitter.json into `Timeline`.
public final class TwitterBench {
    let mapper = Mapper<Timeline>()

    public init() {}

    /// The check number the Mapping benchmark uses for twitter.json.
    static func check(_ timeline: Timeline) -> Int {
        timeline.statuses.count &+ (timeline.statuses.first?.user.followersCount ?? 0)
    }

    /// `Mapper<Timeline>().map(JSON:)` on an already-bridged dictionary.
    public func mapDictionary(_ dictionary: [String: Any]) -> Int {
        guard let timeline = mapper.map(JSON: dictionary) else { return -1 }
        return Self.check(timeline)
    }

    /// `Mapper<Timeline>().map(JSONString:)`.
    public func mapString(_ text: String) -> Int {
        guard let timeline = mapper.map(JSONString: text) else { return -1 }
        return Self.check(timeline)
    }

    /// The timeline `writeString()` writes: mapped once from `text` by this library.
    var timelineToWrite: Timeline?

    /// Maps `text` once, for ``writeString()``; whether it mapped.
    public func prepareWriting(_ text: String) -> Bool {
        timelineToWrite = mapper.map(JSONString: text)
        return timelineToWrite != nil
    }

    /// `Mapper<Timeline>().toJSONString(_:)` of the prepared timeline; the text's UTF-8 length.
    public func writeString() -> Int {
        guard let timeline = timelineToWrite, let text = mapper.toJSONString(timeline) else { return -1 }
        return text.utf8.count
    }

    /// The text ``writeString()`` writes, for comparing the two libraries' output.
    public func writtenText() -> String? {
        timelineToWrite.flatMap { mapper.toJSONString($0) }
    }

    /// The timeline mapped from the dictionary, re-encoded with JSONEncoder (sorted keys), for
    /// comparing the two libraries' results value by value.
    public func encodedFromDictionary(_ dictionary: [String: Any]) throws -> Data {
        try sortedJSON(mapper.map(JSON: dictionary))
    }

    /// The timeline mapped from `text`, re-encoded the same way.
    public func encodedFromString(_ text: String) throws -> Data {
        try sortedJSON(mapper.map(JSONString: text))
    }

    /// JSONDecoder's reading of the same bytes, re-encoded the same way.
    public static func encodedByCodable(_ data: Data) throws -> Data {
        try sortedJSON(JSONDecoder().decode(Timeline.self, from: data))
    }

    public func summary(_ dictionary: [String: Any]) -> String {
        guard let t = mapper.map(JSON: dictionary) else { return "nil" }
        let first = t.statuses.first
        return "statuses \(t.statuses.count), first id \(first?.id ?? 0), user \(first?.user.screenName ?? "-") "
            + "followers \(first?.user.followersCount ?? 0), retweeted \(t.statuses.filter { $0.retweetedStatus != nil }.count), "
            + "media \(t.statuses.compactMap { $0.entities.media }.count), max_id \(t.searchMetadata.maxId)"
    }
}

/// The flat user, decoded `repeats` times from a `String` per run.
public final class UserBench {
    let mapper = Mapper<User>()
    let decoder = JSONDecoder()

    public init() {}

    /// The user JSON of the Mapping benchmark (`User.json`).
    public static var json: String { User.json }

    /// `mapper.map(JSONString:)` `repeats` times; the check number the Mapping benchmark uses.
    public func mapString(_ text: String, repeats: Int) -> Int {
        var total = 0
        for _ in 0..<repeats {
            guard let user = mapper.map(JSONString: text) else { return -1 }
            total &+= user.age &+ user.nickname.utf8.count
        }
        return total
    }

    /// `mapper.toJSONString(_:)` of the user mapped from `text`, `repeats` times; the total
    /// UTF-8 length written.
    public func writeString(_ text: String, repeats: Int) -> Int {
        guard let user = mapper.map(JSONString: text) else { return -1 }
        var total = 0
        for _ in 0..<repeats {
            guard let written = mapper.toJSONString(user) else { return -1 }
            total &+= written.utf8.count
        }
        return total
    }

    /// `JSONEncoder().encode(_:)` of the user decoded from `text`, `repeats` times; the total
    /// bytes written.
    public func encodeCodable(_ text: String, repeats: Int) throws -> Int {
        let user = try decoder.decode(User.self, from: Data(text.utf8))
        let encoder = JSONEncoder()
        var total = 0
        for _ in 0..<repeats { total &+= try encoder.encode(user).count }
        return total
    }

    /// The text ``writeString(_:repeats:)`` writes, for comparing the two libraries' output.
    public func writtenText(_ text: String) -> String? {
        mapper.map(JSONString: text).flatMap { mapper.toJSONString($0) }
    }

    /// `JSONDecoder().decode(User.self, from: Data(text.utf8))` `repeats` times.
    public func decodeCodable(_ text: String, repeats: Int) throws -> Int {
        var total = 0
        for _ in 0..<repeats {
            let user = try decoder.decode(User.self, from: Data(text.utf8))
            total &+= user.age &+ user.nickname.utf8.count
        }
        return total
    }

    /// The user mapped from `text`, re-encoded with JSONEncoder (sorted keys).
    public func encodedFromString(_ text: String) throws -> Data {
        try sortedJSON(mapper.map(JSONString: text))
    }

    /// JSONDecoder's reading of `text`, re-encoded the same way.
    public func encodedByCodable(_ text: String) throws -> Data {
        try sortedJSON(decoder.decode(User.self, from: Data(text.utf8)))
    }
}

/// `value` encoded by JSONEncoder with sorted keys, or `nil` as text when there is none: the
/// form in which the two libraries' results (and JSONDecoder's) are compared byte for byte.
func sortedJSON<Value: Encodable>(_ value: Value?) throws -> Data {
    guard let value else { return Data("nil".utf8) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
}
