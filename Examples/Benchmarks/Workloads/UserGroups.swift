import Foundation
import Mapping

/// Workload 1: the flat user, 10,000 decodes from a `String` and 10,000 encodes to a `String`.
///
/// Each contestant starts from the text, as an app holding a `String` would: Codable and
/// JSONSerialization first make `Data` of it (part of their cost), Mapping reads the `String`.
/// Decoders and mappers are made once per run of 10,000, not once per user.
enum UserGroups {
    static let repeats = 10_000

    static func all() -> [BenchmarkGroup] { [decode(), encode()] }

    static func decode() -> BenchmarkGroup {
        let decoder = JSONDecoder()
        let mapper = Mapper<User>()
        let immutableMapper = Mapper<ImmutableUser>()
        return ModelGroups.decode(
            id: "decode user x10,000",
            repeats: repeats,
            target: ModelGroups.decodeBound,
            document: { (User.json, []) },
            codable: { text, _ in try decoder.decode(User.self, from: Data(text.utf8)) },
            casts: { text, _ in
                User(foundation: try (JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]).orThrow("cast"))
            },
            mapping: { text, _ in try mapper.map(JSONString: text).orThrow("Mapper.map(JSONString:)") },
            mappingWithIssues: { text, _ in
                let (user, issues) = mapper.mapWithIssues(JSONString: text)
                guard issues.isEmpty else { throw NoResult("mapWithIssues without issues (\(issues))") }
                return try user.orThrow("Mapper.mapWithIssues(JSONString:)")
            },
            immutable: .init(
                decode: { text, _ in try immutableMapper.map(JSONString: text) },
                convert: \.user,
                check: { $0.age &+ $0.nickname.utf8.count }
            ),
            fingerprint: \.fingerprint,
            check: { $0.age &+ $0.nickname.utf8.count }
        )
    }

    static func encode() -> BenchmarkGroup {
        let encoder = JSONEncoder()
        let mapper = Mapper<User>()
        return ModelGroups.encode(
            id: "encode user x10,000",
            repeats: repeats,
            target: ModelGroups.encodeBound,
            value: { (try JSONDecoder().decode(User.self, from: Data(User.json.utf8)), []) },
            codable: { String(decoding: try encoder.encode($0), as: UTF8.self) },
            casts: { String(decoding: try JSONSerialization.data(withJSONObject: $0.foundationObject), as: UTF8.self) },
            mapping: { try mapper.toJSONString($0).orThrow("Mapper.toJSONString") },
            decode: { try JSONDecoder().decode(User.self, from: $0) },
            fingerprint: \.fingerprint
        )
    }
}
