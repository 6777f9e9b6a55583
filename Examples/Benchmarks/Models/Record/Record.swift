/// Workload 2: an object with one property of each kind, nesting objects of its own shape.
///
/// A class, because it contains itself (`nested`). As with ``User``, one type serves all three
/// contestants, one file per approach; `Codable` is synthesized, so it is declared here.
final class Record: Codable {
    var name = ""
    var count = 0
    var score = 0.0
    var weight: Float = 0
    var active = false
    /// An array of mixed values: integers, doubles, strings, booleans and nulls.
    var values: [Scalar] = []
    var counts: [String: Int] = [:]
    var nested: Record?
    var children: [String: Record]?

    init() {}
}

/// One element of a mixed array.
enum Scalar: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
}

extension Record: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(name)
        fingerprint.add(count)
        fingerprint.add(score)
        fingerprint.add(weight)
        fingerprint.add(active)
        fingerprint.add(values) { $0.add($1) }
        fingerprint.add(counts) { $0.add($1) }
        fingerprint.add(nested) { $0.add($1) }
        fingerprint.add(children) { fingerprint, children in fingerprint.add(children) { $0.add($1) } }
    }
}

extension Scalar: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        switch self {
        case .int(let value): fingerprint.add(1); fingerprint.add(value)
        case .double(let value): fingerprint.add(2); fingerprint.add(value)
        case .string(let value): fingerprint.add(3); fingerprint.add(value)
        case .bool(let value): fingerprint.add(4); fingerprint.add(value)
        case .null: fingerprint.add(5)
        }
    }
}
