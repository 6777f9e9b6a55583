/// What the entries of a dictionary read from Foundation values gave, put in the order of their
/// keys once all are read.
///
/// A Swift dictionary's members come in its hash order, another on each run (see
/// JSONValue+KeyOrder.swift). ``DictionaryCodec`` takes them as they come, for speed, and notes
/// here each entry that failed or recorded something: the range of issues it added, and the
/// error its model threw. When the dictionary is read, ``finish(_:)`` puts those issues in the
/// order of the entries' keys' UTF-8 bytes, and keeps the error of the first entry in that order
/// that threw; a strict read (one failed entry fails the dictionary) keeps only what reading the
/// entries in that order up to the first that failed would have given. So a dictionary read
/// from Foundation values always reports the same issues in the same order, and the same as its
/// JSON text with sorted keys. An entry that reads cleanly, as all of them do on the way to a
/// value, costs one test.
@usableFromInline
struct UnorderedMembers {
    /// An entry that failed or recorded something.
    private struct Noted {
        let key: String
        /// The issues it added, in the coding's list.
        let issues: Range<Int>
        let failed: Bool
        let thrown: (any Error)?
    }

    /// How many issues the coding held before the first entry.
    private let start: Int
    /// Whether the coding held no thrown error before the first entry: only then is the error
    /// kept one of the entries', which this picks.
    private let picksThrown: Bool
    private let strict: Bool
    private var noted: [Noted] = []

    @usableFromInline
    init(_ coding: MapCoding) {
        start = coding.issues.count
        picksThrown = coding.thrown == nil
        strict = coding.strict
    }

    /// Notes what the entry `key` gave: the issues from `before` on, whether it `failed`, and
    /// the error it threw, which is taken out of the coding so that the next entry's is seen.
    @usableFromInline
    mutating func note(_ key: String, from before: Int, failed: Bool, _ coding: inout MapCoding) {
        var thrown: (any Error)?
        if picksThrown, let error = coding.thrown {
            thrown = error
            coding.thrown = nil
        }
        let count = coding.issues.count
        guard count > before || failed || thrown != nil else { return }
        noted.append(Noted(key: key, issues: before..<count, failed: failed, thrown: thrown))
    }

    /// Puts the noted issues, and the error kept, in the order of the entries' keys.
    @usableFromInline
    func finish(_ coding: inout MapCoding) {
        guard !noted.isEmpty else { return }
        var kept = noted.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        if strict, let failure = kept.firstIndex(where: \.failed) { kept.removeSubrange((failure + 1)...) }
        if picksThrown, let first = kept.first(where: { $0.thrown != nil }) { coding.thrown = first.thrown }
        let issues = coding.issues
        guard issues.count > start else { return }
        var ordered: [PendingIssue] = []
        ordered.reserveCapacity(issues.count - start)
        for entry in kept { ordered.append(contentsOf: issues[entry.issues]) }
        coding.issues.replaceSubrange(start..., with: ordered)
    }
}
