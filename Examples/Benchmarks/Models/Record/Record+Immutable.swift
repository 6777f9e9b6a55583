import Mapping

/// The record as an `ImmutableMappable` model: `let` properties, each read with
/// `try map.value`, the nested records as twins of their own. It decodes the same JSON as
/// ``Record`` and is compared with it through ``record``.
final class ImmutableRecord: ImmutableMappable {
    let name: String
    let count: Int
    let score: Double
    let weight: Float
    let active: Bool
    let values: [Scalar]
    let counts: [String: Int]
    let nested: ImmutableRecord?
    let children: [String: ImmutableRecord]?

    init(map: Map) throws {
        name     = try map.value("name")
        count    = try map.value("count")
        score    = try map.value("score")
        weight   = try map.value("weight")
        active   = try map.value("active")
        values   = try map.value("values", using: ScalarTransform())
        counts   = try map.value("counts")
        nested   = try map.value("nested")
        children = try map.value("children")
    }

    func mapping(map: Map) {
        name     >>> map["name"]
        count    >>> map["count"]
        score    >>> map["score"]
        weight   >>> map["weight"]
        active   >>> map["active"]
        values   >>> (map["values"], ScalarTransform())
        counts   >>> map["counts"]
        nested   >>> map["nested"]
        children >>> map["children"]
    }

    /// The same values as a ``Record``, for the benchmark's check against `JSONDecoder`.
    var record: Record {
        let record = Record()
        record.name = name
        record.count = count
        record.score = score
        record.weight = weight
        record.active = active
        record.values = values
        record.counts = counts
        record.nested = nested?.record
        record.children = children?.mapValues(\.record)
        return record
    }
}
