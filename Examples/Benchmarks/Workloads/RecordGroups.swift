import Foundation
import Mapping

/// Workload 2: a generated array of 1,002 records (see ``RecordDocument``), decoded from a
/// `String` (`mapArray(JSONString:)`) and encoded back to one.
enum RecordGroups {
    static func all() -> [BenchmarkGroup] { [decode(), encode()] }

    static let id = "\(RecordDocument.count) records"

    static func decode() -> BenchmarkGroup {
        let decoder = JSONDecoder()
        let mapper = Mapper<Record>()
        let immutableMapper = Mapper<ImmutableRecord>()
        return ModelGroups.decode(
            id: "decode \(id)",
            target: ModelGroups.decodeBound,
            document: { (RecordDocument.json(), []) },
            codable: { text, _ in try decoder.decode([Record].self, from: Data(text.utf8)) },
            casts: { text, _ in
                let array = try (JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]).orThrow("cast")
                return array.map(Record.init(foundation:))
            },
            mapping: { text, _ in try mapper.mapArray(JSONString: text).orThrow("Mapper.mapArray(JSONString:)") },
            immutable: .init(
                decode: { text, _ in try immutableMapper.mapArray(JSONString: text) },
                convert: { $0.map(\.record) },
                check: { $0.count &+ ($0.last?.count ?? 0) }
            ),
            fingerprint: fingerprint,
            check: { $0.count &+ ($0.last?.count ?? 0) }
        )
    }

    static func encode() -> BenchmarkGroup {
        let encoder = JSONEncoder()
        let mapper = Mapper<Record>()
        return ModelGroups.encode(
            id: "encode \(id)",
            target: ModelGroups.encodeBound,
            value: { (try JSONDecoder().decode([Record].self, from: Data(RecordDocument.json().utf8)), []) },
            codable: { String(decoding: try encoder.encode($0), as: UTF8.self) },
            casts: { String(decoding: try JSONSerialization.data(withJSONObject: $0.map(\.foundationObject)), as: UTF8.self) },
            mapping: { try mapper.toJSONString($0).orThrow("Mapper.toJSONString") },
            decode: { try JSONDecoder().decode([Record].self, from: $0) },
            fingerprint: fingerprint
        )
    }

    static func fingerprint(_ records: [Record]) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.add(records) { $0.add($1) }
        return fingerprint
    }
}
