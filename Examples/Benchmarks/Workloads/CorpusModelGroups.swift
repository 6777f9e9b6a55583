import Foundation
import Mapping

/// Workload 3: twitter.json into ``Timeline`` and canada.json into ``FeatureCollection``, and
/// back to JSON. The documents are `Data`, as they arrive from a file or the network, so every
/// contestant reads bytes (Mapping through `map(JSONData:)`) and writes `Data`.
enum CorpusModelGroups {
    static func all() -> [BenchmarkGroup] {
        // twitter.json also decodes into the timeline's ImmutableMappable twin (issue 18).
        let immutableMapper = Mapper<ImmutableTimeline>()
        return [
            decode(Timeline.self, "twitter.json", target: ModelGroups.decodeBound, immutable: .init(
                decode: { _, data in try immutableMapper.map(JSONData: data) },
                convert: \.timeline,
                check: { $0.statuses.count &+ ($0.statuses.first?.user.followersCount ?? 0) }
            )) { $0.statuses.count &+ ($0.statuses.first?.user.followersCount ?? 0) },
            encode(Timeline.self, "twitter.json"),
            fromDictionary(Timeline.self, "twitter.json") { $0.statuses.count &+ ($0.statuses.first?.user.followersCount ?? 0) },
            decode(FeatureCollection.self, "canada.json", target: 0.10, knownDifferences: [
                "JSONSerialization + casts": "JSONSerialization gives long decimals as NSDecimalNumber, "
                    + "whose Double is not always the nearest one (last-bit differences in about a quarter of the points)"
            ]) { $0.pointCount },
            encode(FeatureCollection.self, "canada.json"),
        ]
    }

    typealias Model = Codable & Mappable & FoundationConvertible & Fingerprinted

    static func decode<M: Model>(
        _ type: M.Type,
        _ name: String,
        target: Double,
        knownDifferences: [String: String] = [:],
        immutable: ModelGroups.Way<M>? = nil,
        check: @escaping (M) -> Int
    ) -> BenchmarkGroup {
        let decoder = JSONDecoder()
        let mapper = Mapper<M>()
        return ModelGroups.decode(
            id: "decode \(name)",
            target: target,
            document: {
                let document = Corpus.document(name)
                return (String(decoding: document.data, as: UTF8.self), document.note.map { [$0] } ?? [])
            },
            codable: { _, data in try decoder.decode(M.self, from: data) },
            casts: { _, data in M(foundation: try (JSONSerialization.jsonObject(with: data) as? [String: Any]).orThrow("cast")) },
            mapping: { _, data in try mapper.map(JSONData: data).orThrow("Mapper.map(JSONData:)") },
            immutable: immutable,
            fingerprint: \.fingerprint,
            check: check,
            knownDifferences: knownDifferences
        )
    }

    /// Issue 13's and 18's row: the path most ObjectMapper apps take, a `[String: Any]` handed
    /// over by a networking library, mapped with `Mapper.map(JSON:)`. The document is bridged to
    /// a dictionary once, outside the timed loop; the baseline is the ObjectMapper way on the same
    /// dictionary (the casts), so the ratio is Mapping's time over the casts' time.
    ///
    /// The row has no bound: issue 18's is a third of ObjectMapper's own time on the dictionary,
    /// and ObjectMapper cannot be part of this package; scripts/objectmapper-side-by-side.sh
    /// times the two in one process, from ObjectMapper's sources the user brings. The casts are
    /// the least any reader of the dictionary does, not ObjectMapper.
    static func fromDictionary<M: Model>(
        _ type: M.Type, _ name: String, check: @escaping (M) -> Int
    ) -> BenchmarkGroup {
        let contestants = ["JSONSerialization + casts", "Mapping"]
        let mapper = Mapper<M>()
        return BenchmarkGroup(id: "map \(name) from [String: Any]", contestants: contestants) { checksResults in
            let document = Corpus.document(name)
            let dictionary = try (JSONSerialization.jsonObject(with: document.data) as? [String: Any]).orThrow("cast")
            var prepared = PreparedGroup(bytes: document.data.count, contestants: [], notes: document.note.map { [$0] } ?? [])
            if checksResults {
                let expected = try JSONDecoder().decode(M.self, from: document.data).fingerprint
                if M(foundation: dictionary).fingerprint != expected {
                    prepared.notes.append("the casts decoded different values from the dictionary")
                }
                if try mapper.map(JSON: dictionary).orThrow("Mapper.map(JSON:)").fingerprint != expected {
                    prepared.notes.append("Mapping decoded different values from the dictionary")
                }
            }
            prepared.contestants = [
                Contestant(contestants[0]) { check(M(foundation: dictionary)) },
                Contestant(contestants[1]) {
                    check(try mapper.map(JSON: dictionary).orThrow("Mapper.map(JSON:)"))
                },
            ]
            prepared.notes.append("no bound here: issue 18's is a third of ObjectMapper's own time on this dictionary, "
                                  + "timed side by side by scripts/objectmapper-side-by-side.sh (see the README)")
            return prepared
        }
    }

    static func encode<M: Model>(_ type: M.Type, _ name: String) -> BenchmarkGroup {
        let encoder = JSONEncoder()
        let mapper = Mapper<M>()
        return ModelGroups.encode(
            id: "encode \(name)",
            target: ModelGroups.encodeBound,
            value: {
                let document = Corpus.document(name)
                return (try JSONDecoder().decode(M.self, from: document.data), document.note.map { [$0] } ?? [])
            },
            codable: { try encoder.encode($0) },
            casts: { try JSONSerialization.data(withJSONObject: $0.foundationObject) },
            mapping: { try mapper.toJSONData($0).orThrow("Mapper.toJSONData") },
            decode: { try JSONDecoder().decode(M.self, from: $0) },
            fingerprint: \.fingerprint
        )
    }
}
