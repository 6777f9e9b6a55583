import Foundation

// Foundation output that would nest deeper than Foundation values may.
//
// ## The rule
//
// Foundation values hold at most 512 levels (`FoundationBridge.maximumDepth`: the parser's
// limit, and that of `JSONValue(foundation:)`), because Swift frees nested dictionaries and
// arrays with one call per level: a deeper one could not even be dropped on a secondary
// thread's stack. Only a value built in code goes deeper: a `JSONValue` (or Foundation values,
// or a transform's output) that a property writes whole, deep enough in the model. A door that
// hands out Foundation values (`toJSON` and its twins) leaves that value out, as it leaves out a
// NaN: its property is not written (nor, for an element, its collection, which a shortened one
// would misstate), a `tooDeep` issue names the path where the value crosses the limit, and the
// rest of the output is kept. The text and data doors write such a value up to the writer's own
// limit (10,000 levels), and past it give `nil` with the same kind of issue, as for a NaN.
//
// ## Why more writes, and only when needed
//
// How deep a value lies is known only once the whole output is written: the codecs place a
// value's issues under its keys and indexes on the way out, and a model's map does not know how
// deep its object will sit (the array around a model adds a level its maps never see). Keeping
// that count as models are written would cost every write something on every model. So the
// first write does nothing for depth: when its output converts, as any output within the limit
// does, that is all. Only when the conversion fails is the same value written again:
//
// 1. Measuring (`Map.WrittenNumbers.foundationMeasuring`): each value written whole leaves a
//    mark, an issue of kind `wholeValueMark` holding its own depth (counted no further than
//    the limit, so a value 100,000 levels deep costs no more than one 513 deep), which the
//    codecs and maps place under its path as they place any issue. The n-th mark is the n-th
//    value written whole, since issues are kept in the order they are found.
// 2. Limiting (`Map.WrittenNumbers.foundationLimiting`), when a mark's place and depth reach
//    past the limit: the n-th value written whole is refused when the n-th mark's do, with
//    the `tooDeep` issue, and the codecs leave it out by their own rules.
//
// A model writes the same values in the same order each time (a `mapping(map:)` that does not
// is still safe: a value is refused only when it does reach past the levels its mark had, and
// after one that does not, nothing is). What still nests too deep after that (models under
// long key paths, with no value written whole past the limit) is left out member by member at
// the models' objects (`FoundationBridge.leavingOutTooDeep`).
//
// The limiting write's maps find its plan among what the maps of one write already share (the
// key lists of `Map.takeOutput(of:writtenBy:)`): no map has a field for it, so the maps of every
// other write stay as small and as quick to make as they were.

extension Mapper {
    /// ``writtenFoundation(_:_:collecting:_:)`` when the first write, `first` with its `coding`,
    /// nests deeper than the bridge follows: the measuring and limiting writes described at the
    /// top of this file.
    @usableFromInline
    func writtenWithinFoundationDepth<Codec: ValueCodec, Output>(
        _ value: Codec.Value, _ codec: Codec, collecting: Bool, first: JSONValue, _ firstCoding: MapCoding,
        _ convert: (JSONValue) -> Output?
    ) -> MapperWriteResult<Output> {
        let measuring = rootMap(.toJSON, collecting: true, writtenNumbers: .foundationMeasuring)
        var marks = MapCoding(map: measuring, strict: false)
        _ = withExtendedLifetime(measuring) { codec.encode(value, &marks) }
        let plan = WholeValuePlan(marks: marks.issues)

        var coding = firstCoding
        var json: JSONValue? = first
        if plan.refusesAny {
            let limiting = rootMap(.toJSON, collecting: collecting, writtenNumbers: .foundationLimiting)
            limiting.limit(by: plan)
            coding = MapCoding(map: limiting, strict: false)
            json = withExtendedLifetime(limiting) { codec.encode(value, &coding) }
        }
        guard let json else { return MapperWriteResult(value: nil, isComplete: false, issues: coding.issues) }
        var output = convert(json)
        if output == nil {
            var leftOut: [PendingIssue] = []
            let kept = FoundationBridge.leavingOutTooDeep(json, at: codec.modelObjectDepth, issues: &leftOut)
            coding.record(leftOut)
            output = convert(kept)
        }
        return MapperWriteResult(value: output, isComplete: !coding.failed && output != nil, issues: coding.issues)
    }
}

/// What the measuring write found, for the limiting write: for each value written whole, in the
/// order written, the levels left at its place when its depth reaches past them. Made for one
/// write, and read by the maps of that write alone (``Map/limit(by:)``), one after another.
final class WholeValuePlan {
    /// For each value written whole, the levels left at its place when it reaches past them;
    /// `nil` for a value written.
    private var refusals: [Int?] = []
    /// The entry of the next value written whole.
    private var next = 0
    /// Whether a value the plan refuses did not reach past its levels: the writes differ, and
    /// nothing more is refused (what then nests too deep is left out member by member).
    private var diverged = false
    /// Whether any value reaches past the limit at its place.
    let refusesAny: Bool

    /// The plan of the marks a measuring write left, among its other issues.
    init(marks: [PendingIssue]) {
        for mark in marks where mark.kind == .wholeValueMark {
            // A mark placed under `n` components lies inside `n` containers: its own top is `n + 1` deep.
            let levelsLeft = FoundationBridge.maximumDepth - mark.reversedPath.count
            refusals.append((Int(mark.found) ?? 0) > levelsLeft ? levelsLeft : nil)
        }
        refusesAny = refusals.contains { $0 != nil }
    }

    /// Where `value`, the next value written whole, crosses the levels left at its place (the
    /// path inside it), when the plan refuses it and it does reach past them; `nil` when it is
    /// written.
    func refusal(ofNext value: JSONValue) -> [String]? {
        guard !diverged, next < refusals.count else { return nil }
        defer { next += 1 }
        guard let levelsLeft = refusals[next] else { return nil }
        guard let inside = Nesting.path(deeperThan: levelsLeft, in: value) else {
            diverged = true
            return nil
        }
        return inside
    }
}

extension JSONValue {
    /// A container written whole, in the measuring or limiting write of Foundation output (see
    /// the top of this file): marked with its depth when measuring; when limiting, `nil` with a
    /// `tooDeep` issue at the path where it crosses the limit if the plan refuses it.
    func placedForFoundation(_ coding: inout MapCoding) -> JSONValue? {
        if coding.map.writtenNumbers == .foundationMeasuring {
            let depth = Nesting.depth(of: self, cappedAt: FoundationBridge.maximumDepth + 1)
            coding.record(.wholeValueMark, expected: "", found: String(depth))
            return self
        }
        guard let inside = coding.map.wholeValuePlan?.refusal(ofNext: self) else { return self }
        coding.record([FoundationBridge.tooDeep(at: inside)])
        return nil
    }
}
