import Foundation
import Mapping

/// Issue 7's large-input rows: parse time and throughput of a 100 MB string, a
/// 1,000,000-element array and a 1,000,000-key object; the memory table adds their peaks.
///
/// They run a third of the requested repetitions (at least one): each run is long enough to
/// be measured well, and the machine's two cores have other work. A run's result check is the
/// top-level count (1 for the string), cheap enough not to weigh on the timing.
enum LargeInputGroups {
    static func all() -> [BenchmarkGroup] {
        [
            group("large: 100 MB string") { LargeDocuments.hugeString() },
            group("large: 1M-element array", LargeDocuments.millionElementArray),
            group("large: 1M-key object", LargeDocuments.millionKeyObject),
            // Issue 13: keys crafted to collide in the parser's fixed fingerprint cost no more
            // than ordinary keys of the same shape (before the probe budget: 112x at 20,000).
            group("crafted: 20,000 colliding keys") { CollidingKeys.object(CollidingKeys.make(20_000)) },
            group("crafted: 20,000 ordinary keys, same shape") { CollidingKeys.object(CollidingKeys.ordinary(20_000)) },
        ]
    }

    static func group(_ id: String, _ generate: @escaping () -> Data) -> BenchmarkGroup {
        BenchmarkGroup(id: id, contestants: EngineGroups.contestants, repetitions: { max(1, $0 / 3) }) { _ in
            let data = generate()
            return PreparedGroup(
                bytes: data.count,
                contestants: [
                    Contestant("JSONSerialization") {
                        let value = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                        return value is String ? 1 : EngineGroups.topLevelCount(value)
                    },
                    Contestant("JSONValue") {
                        let value = try JSONValue(parsing: data)
                        return value.string != nil ? 1 : EngineGroups.topLevelCount(value)
                    },
                ]
            )
        }
    }
}
