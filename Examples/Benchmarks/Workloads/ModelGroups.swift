import Foundation

/// The shape shared by issue 3's model rows: Foundation `Codable` (the baseline), the
/// JSONSerialization-plus-casts approach, and Mapping, decoding or encoding the same models.
///
/// Preparing a group runs each contestant once and checks its result before anything is timed:
/// a decoder must produce the same values as `JSONDecoder` (compared by ``Fingerprint``; a
/// difference that is Foundation's own can be explained by `knownDifferences`), and an
/// encoder's output must decode, with `JSONDecoder`, back to the models it was given. A
/// contestant that fails the check is still timed, with a note under the table.
enum ModelGroups {
    static let contestants = ["Codable", "JSONSerialization + casts", "Mapping"]
    /// The optional row that maps with `mapWithIssues`.
    static let issuesContestant = "Mapping, collecting issues"
    /// The optional row that maps an `ImmutableMappable` twin of the model (`try map.value`).
    static let immutableContestant = "Mapping, ImmutableMappable"

    /// Issue 18's bounds on Mapping's rows: decoding in at most 0.20 of `JSONDecoder`'s time
    /// (canada.json's row asks 0.10), encoding in at most 0.25 of `JSONEncoder`'s, and an
    /// ImmutableMappable twin within 1.15 times its `Mappable` model's time.
    static let decodeBound = 0.20
    static let encodeBound = 0.25
    static let immutableBound = 1.15

    /// One way of decoding, from a document given both as text and as bytes.
    typealias Decode<Value> = (_ text: String, _ data: Data) throws -> Value

    /// Decodes `document` `repeats` times per run.
    static func decode<Value>(
        id: String,
        repeats: Int = 1,
        target: Double,
        document: @escaping () throws -> (text: String, notes: [String]),
        codable: @escaping Decode<Value>,
        casts: @escaping Decode<Value>,
        mapping: @escaping Decode<Value>,
        mappingWithIssues: Decode<Value>? = nil,
        immutable: Way<Value>? = nil,
        fingerprint: @escaping (Value) -> Fingerprint,
        check: @escaping (Value) -> Int,
        knownDifferences: [String: String] = [:]
    ) -> BenchmarkGroup {
        // With `mappingWithIssues`, a row times the issue-collecting entry point on the same
        // clean input: what knowing what went wrong costs when nothing does. With `immutable`,
        // a row times the model's ImmutableMappable twin, to set beside the Mappable row.
        var ways = [codable, casts, mapping].map { Way(decode: $0, convert: { $0 }, check: check) }
        var names = contestants
        if let mappingWithIssues {
            names.append(issuesContestant)
            ways.append(Way(decode: mappingWithIssues, convert: { $0 }, check: check))
        }
        if let immutable {
            names.append(immutableContestant)
            ways.append(immutable)
        }
        return BenchmarkGroup(id: id, contestants: names) { [names, ways] checksResults in
            let (text, notes) = try document()
            let data = Data(text.utf8)
            let namedWays = zip(names, ways)
            var prepared = PreparedGroup(bytes: data.count * repeats, contestants: [], notes: notes)
            if checksResults {
                let expected = fingerprint(try codable(text, data))
                for (name, way) in namedWays.dropFirst() {
                    do {
                        let found = fingerprint(try way.decodeForCheck(text, data))
                        if found != expected {
                            let reason = knownDifferences[name].map { ": \($0)" } ?? " (fingerprint \(found), Codable's \(expected))"
                            prepared.notes.append("\(name) decoded different values\(reason)")
                        }
                    } catch {
                        prepared.notes.append("\(name) could not decode: \(error)")
                    }
                }
            }
            prepared.contestants = namedWays.map { name, way in
                let twinBound = name == immutableContestant
                    ? [Target.within(immutableBound, of: "\(id) :: Mapping", called: "Mapping")] : []
                return Contestant(name, target: name == "Mapping" ? target : nil, targets: twinBound) {
                    var total = 0
                    for _ in 0..<repeats { total &+= try way.run(text, data) }
                    return total
                }
            }
            return prepared
        }
    }

    /// One contestant's decoding, possibly into a type of its own (an ImmutableMappable twin
    /// of the model): the timed run decodes and checks that type itself; only the check
    /// against `JSONDecoder` converts it to `Value`, so a conversion is not part of the time.
    struct Way<Value> {
        /// Decodes and converts, for the fingerprint check.
        let decodeForCheck: Decode<Value>
        /// Decodes and returns the small number the runner compares between repetitions.
        let run: (_ text: String, _ data: Data) throws -> Int

        init<Model>(decode: @escaping Decode<Model>, convert: @escaping (Model) -> Value, check: @escaping (Model) -> Int) {
            decodeForCheck = { text, data in convert(try decode(text, data)) }
            run = { text, data in check(try decode(text, data)) }
        }
    }

    /// Encodes `value` `repeats` times per run; `decode` reads an output back for the check.
    static func encode<Value, Output: EncodedJSON>(
        id: String,
        repeats: Int = 1,
        target: Double,
        value makeValue: @escaping () throws -> (value: Value, notes: [String]),
        codable: @escaping (Value) throws -> Output,
        casts: @escaping (Value) throws -> Output,
        mapping: @escaping (Value) throws -> Output,
        decode: @escaping (Data) throws -> Value,
        fingerprint: @escaping (Value) -> Fingerprint
    ) -> BenchmarkGroup {
        BenchmarkGroup(id: id, contestants: contestants) { checksResults in
            let (value, notes) = try makeValue()
            let ways = zip(contestants, [codable, casts, mapping])
            var prepared = PreparedGroup(bytes: try codable(value).byteCount * repeats, contestants: [], notes: notes)
            if checksResults {
                let expected = fingerprint(value)
                for (name, encode) in ways {
                    do {
                        if fingerprint(try decode(try encode(value).utf8Data)) != expected {
                            prepared.notes.append("\(name)'s output reads back as different values")
                        }
                    } catch {
                        prepared.notes.append("\(name)'s output could not be read back: \(error)")
                    }
                }
            }
            prepared.contestants = ways.map { name, encode in
                Contestant(name, target: name == "Mapping" ? target : nil) {
                    var total = 0
                    for _ in 0..<repeats { total &+= try encode(value).byteCount }
                    return total
                }
            }
            return prepared
        }
    }
}

/// An encoder's output: a `String` or `Data` of JSON.
protocol EncodedJSON {
    var byteCount: Int { get }
    var utf8Data: Data { get }
}

extension String: EncodedJSON {
    var byteCount: Int { utf8.count }
    var utf8Data: Data { Data(utf8) }
}

extension Data: EncodedJSON {
    var byteCount: Int { count }
    var utf8Data: Data { self }
}

/// A contestant that produced nothing where a value was required (`nil` from an optional API).
struct NoResult: Error, CustomStringConvertible {
    let what: String
    init(_ what: String) { self.what = what }
    var description: String { "\(what) returned nil" }
}

extension Optional {
    /// The value, or a ``NoResult`` error naming `what` produced nothing.
    func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw NoResult(what) }
        return self
    }
}
