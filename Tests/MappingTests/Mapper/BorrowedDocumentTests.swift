import Foundation
import Testing
@testable import Mapping

/// A run reads the caller's `String` or `Data` where it is, with no copy, while it maps. A model
/// that keeps its `Map` (or anything else that keeps the document) holds it after the run, and
/// after the caller's text or data is gone: the tape then takes a copy of a small document, or
/// keeps the caller's value for a large one, and reads as it did during the run.
@Suite("Documents borrowed for the run")
struct BorrowedDocumentTests {
    /// A model that keeps its map, as ObjectMapper code sometimes does to read more later.
    final class Keeper: Mappable {
        var name = ""
        var kept: Map?
        var child: Keeper?

        required init?(map: Map) {}

        func mapping(map: Map) {
            name  <- map["name"]
            child <- map["child"]
            kept = map
        }
    }

    /// What a kept map reads after the run.
    private func laterReads(_ keeper: Keeper) -> [String?] {
        guard let map = keeper.kept, let child = keeper.child?.kept else { return [] }
        return [map["name"].currentValue as? String, map["note"].currentValue as? String,
                child["name"].currentValue as? String, map["child.note"].currentValue as? String,
                (map.JSON["child"] as? [String: Any])?["name"] as? String]
    }

    private static let expected: [String?] = ["outer", "caf\u{E9} \u{1F600}", "inner", "in\"ner", "inner"]

    /// The document, padded with spaces past `JSONTape.inPlaceSize` when `large`.
    private static func document(large: Bool) -> String {
        let text = #"{"name": "outer", "note": "caf\u00e9 😀", "child": {"name": "inner", "note": "in\"ner"}}"#
        return large ? text + String(repeating: " ", count: JSONTape.inPlaceSize) : text
    }

    /// Maps text made and dropped inside the call: nothing but what the model kept holds it.
    private func mapFromText(large: Bool) -> Keeper? {
        Mapper<Keeper>().map(JSONString: String(decoding: Array(Self.document(large: large).utf8), as: UTF8.self))
    }

    private func mapFromData(large: Bool) -> Keeper? {
        Mapper<Keeper>().map(JSONData: Data(Self.document(large: large).utf8))
    }

    @Test("a kept map reads the document after the run, from text and data, small and large",
          arguments: [false, true])
    func keptMapsReadAfterTheRun(large: Bool) throws {
        for keeper in [mapFromText(large: large), mapFromData(large: large)] {
            let keeper = try #require(keeper)
            #expect(keeper.name == "outer" && keeper.child?.name == "inner")
            #expect(laterReads(keeper) == Self.expected)
        }
    }

    @Test("the tape a kept map holds has its own copy of a small document and reads a large one in place",
          arguments: [false, true])
    func keptTapeOwnsOrKeepsTheBytes(large: Bool) throws {
        let keeper = try #require(mapFromData(large: large))
        let map = try #require(keeper.kept)
        #expect(map.tape.readsInPlace == large)
        // A copy of its own holds a small document: the caller's data is not kept alive with it.
        #expect((map.tape.original == nil) == !large)
        #expect(map.tape.byteCount == Self.document(large: large).utf8.count)
        // The bytes the tape reads are the document's, wherever they are.
        let bytes = map.tape.withBytes { Array($0) }
        #expect(bytes == Array(Self.document(large: large).utf8))
    }

    /// Data of up to 14 bytes is held inside the `Data` value itself, so the bytes it lends are a
    /// copy on the stack of `withUnsafeBytes`, gone when it returns: the kept tape must have its
    /// own copy by then.
    @Test("a kept map reads a document small enough to live inside its Data")
    func keptMapReadsInlineData() throws {
        struct Tiny: Mappable {
            var kept: Map?
            init?(map: Map) {}
            mutating func mapping(map: Map) { kept = map }
        }
        func mapped() -> Tiny? { Mapper<Tiny>().map(JSONData: Data(#"{"n":"ab"}"#.utf8)) }
        let maps = try (0..<4).map { _ in try #require(mapped()?.kept) }
        // Stack and heap are used again in between.
        let noise = (0..<64).map { String(repeating: "x", count: $0) }.joined()
        #expect(!noise.isEmpty)
        for map in maps {
            #expect(map["n"].currentValue as? String == "ab")
            #expect(map.tape.withBytes { Array($0) } == Array(#"{"n":"ab"}"#.utf8))
        }
    }

    @Test("the throwing, reporting and updating doors map from a borrowed document as the plain door does")
    func everyFormReadsTheBorrowedDocument() throws {
        let text = Self.document(large: false)
        let data = Data(text.utf8)
        let plain = try #require(Mapper<Keeper>().map(JSONData: data))
        let (reported, issues) = Mapper<Keeper>().mapWithIssues(JSONData: data)
        let failing = try Mapper<Keeper>().mapOrFail(JSONString: text)
        let target = try #require(Mapper<Keeper>().map(JSONString: #"{"name": "before"}"#))
        let updated = try Mapper<Keeper>().mapOrFail(JSONData: data, toObject: target)
        #expect(issues.isEmpty)
        for keeper in [plain, try #require(reported), failing, updated] {
            #expect(laterReads(keeper) == Self.expected)
        }
    }

    @Test("an invalid document is reported as before, and a model that kept nothing leaves nothing behind")
    func invalidAndPlainDocuments() throws {
        let (value, issues) = Mapper<Keeper>().mapWithIssues(JSONData: Data(#"{"name": "x",}"#.utf8))
        #expect(value == nil)
        #expect(issues.map(\.kind) == [.invalidJSON])
        struct Plain: Mappable {
            var names: [String] = []
            init?(map: Map) {}
            mutating func mapping(map: Map) { names <- map["names"] }
        }
        let plain = try #require(Mapper<Plain>().map(JSONString: #"{"names": ["a", "b\u0000c"]}"#))
        #expect(plain.names == ["a", "b\u{0}c"])
    }
}
