import Foundation
import Testing
@testable import Mapping

/// A `JSONValue` built in code may nest deeper than any parsed document. The doors that hand
/// such a value out, or look at it, as Foundation values (`toJSON`, `map.currentValue`,
/// `map.JSON`) convert it within the bridge's limit (512 levels, as `JSONValue(foundation:)`
/// does), and say so past it: a Foundation dictionary 100,000 levels deep could not even be
/// freed, since Swift frees nested dictionaries with one call per level.
@Suite("Depth: Foundation values handed out stay within the bridge's limit", .serialized)
struct FoundationOutputDepthTests {
    @Test("toJSON of a model holding a deep JSONValue: an issue at its path, no crash", arguments: Stack.allCases, DepthTests.depths)
    func toJSONOfADeepValue(stack: Stack, depth: Int) throws {
        let (plainCount, reportedCount, kinds, path, thrown) = try stack.run {
            () -> (Int, Int, [MappingIssue.Kind], [String], Bool) in
            var holder = Holder()
            holder.raw = Deep.object(depth)
            let plain = Mapper<Holder>().toJSON(holder)
            let (reported, issues) = Mapper<Holder>().toJSONWithIssues(holder)
            let thrown = (try? Mapper<Holder>().toJSONOrFail(holder)) == nil
            let raw = holder.raw
            holder.raw = nil
            Deep.dismantle(consume raw ?? .null)
            return (plain.count, reported.count, issues.map(\.kind), issues.first?.keyPathComponents ?? [], thrown)
        }
        #expect(plainCount == 0 && reportedCount == 0)
        #expect(kinds == [.tooDeep])
        #expect(path.first == "raw" && path.count == FoundationBridge.maximumDepth)
        #expect(thrown)
    }

    @Test("toJSON within the bridge's limit converts the whole value")
    func toJSONWithinTheLimit() throws {
        var holder = Holder()
        holder.raw = Deep.object(FoundationBridge.maximumDepth - 1, leaf: "end")
        let (object, issues) = Mapper<Holder>().toJSONWithIssues(holder)
        #expect(issues.isEmpty)
        #expect(Deep.depth(ofFoundation: object) == FoundationBridge.maximumDepth)
        #expect(JSONValue(foundation: object)?["raw"] == holder.raw)
    }

    @Test("the text doors name the value the writer refuses, and where", arguments: Stack.allCases)
    func textNamesWhatTheWriterRefuses(stack: Stack) throws {
        let (text, kinds, path) = try stack.run { () -> (String?, [MappingIssue.Kind], [String]) in
            var holder = Holder()
            holder.raw = Deep.object(100_000)
            let (text, issues) = Mapper<Holder>().toJSONStringWithIssues(holder)
            let raw = holder.raw
            holder.raw = nil
            Deep.dismantle(consume raw ?? .null)
            return (text, issues.map(\.kind), issues.first?.keyPathComponents ?? [])
        }
        #expect(text == nil)
        #expect(kinds == [.tooDeep])
        #expect(path.first == "raw" && path.count > 1)
    }

    @Test("currentValue and JSON of a map over a deep value are within the limit, no crash", arguments: Stack.allCases, DepthTests.depths)
    func mapFoundationViews(stack: Stack, depth: Int) throws {
        let (current, json) = try stack.run { () -> (Bool, Int) in
            let value = JSONValue.object(["raw": Deep.object(depth)])
            let peek = Mapper<Peek>().map(JSONValue: value)
            Deep.dismantle(consume value)
            return (peek?.sawCurrentValue ?? true, peek?.jsonCount ?? -1)
        }
        #expect(!current)
        #expect(json == 0)
    }
}

/// Looks at the map's Foundation views of its object.
struct Peek: Mappable, Sendable {
    var sawCurrentValue = false
    var jsonCount = -1

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sawCurrentValue = map["raw"].currentValue != nil
        jsonCount = map.JSON.count
    }
}
