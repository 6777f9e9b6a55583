import Foundation
import Testing
import TestSupport
@testable import Mapping

/// Streaming the elements of an array: the same models and issues as in memory, whatever the
/// pieces the bytes arrive in, and errors at their exact place after the models before them.
@Suite("Streaming arrays")
struct StreamingArrayTests {
    /// A document with every kind of token, in the envelope and in the elements: escapes of
    /// every kind, raw multi-byte UTF-8, numbers in every form, literals, nesting, brackets
    /// inside strings, and a byte-order mark.
    static let document = "\u{FEFF}" + #"""
        {"meta": {"page": 1, "ok": true, "none": null, "pi": -3.25e+2, "s": "a\"b\\c\u00e9\ud83d\ude00é😀", "list": [1, [2, {}], []]},
         "data": {"count": 3, "items": [
          {"id": 1, "name": "Ada \"the first\"", "price": 12.5, "tags": ["a", "b\n"], "extra": {"deep": [[1], {"x": null}]}},
          {"id": 2, "name": "Grace é 😀", "price": -0.0, "tags": [], "extra": [true, false, null, 1e3, "\u0041"]},
          {"id": 3, "name": "", "price": 1E-2, "tags": ["\/"], "extra": "]},{["}
         ], "next": null}, "end": [1,2,3]}
        """#

    static var bytes: [UInt8] { Array(document.utf8) }

    static var expected: [Item] {
        Mapper<Item>().mapArray(JSONString: document, atKeyPath: "data.items") ?? []
    }

    @Test("the document maps in memory as expected (the oracle)")
    func oracle() {
        let items = Self.expected
        #expect(items.map(\.id) == [1, 2, 3])
        #expect(items[0].name == #"Ada "the first""#)
        #expect(items[1].name == "Grace é 😀")
        #expect(items[2].extra == .string("]},{["))
    }

    @Test("every split position gives the models mapped in memory")
    func everySplitPosition() {
        let bytes = Self.bytes
        let expected = Self.expected
        for cut in 0...bytes.count {
            let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items"), bytes, cuts: [cut])
            #expect(outcome.error == nil, "split at \(cut): \(String(describing: outcome.error))")
            #expect(outcome.elements == expected, "split at \(cut)")
        }
    }

    @Test("every piece size from 1 byte to the whole document gives the same models")
    func everyPieceSize() {
        let bytes = Self.bytes
        let expected = Self.expected
        for size in 1...bytes.count {
            let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items"), bytes, pieceSize: size)
            #expect(outcome.error == nil, "pieces of \(size): \(String(describing: outcome.error))")
            #expect(outcome.elements == expected, "pieces of \(size)")
        }
    }

    @Test("small batches: a read size of 1 parses each element on its own")
    func smallBatches() {
        var options = StreamingOptions()
        options.readSize = 1
        for size in [1, 3, 64, Self.bytes.count] {
            let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items", options: options), Self.bytes,
                               pieceSize: size)
            #expect(outcome.error == nil)
            #expect(outcome.elements == Self.expected)
        }
    }

    @Test("a UTF-8 sequence and an escape split across pieces, at every byte")
    func splitInsideScalarsAndEscapes() throws {
        let text = #"[{"name": "😀é\"\\\u00e9\ud83d\ude00"}, {"name": "\""}]"#
        let bytes = Array(text.utf8)
        let expected = try #require(Mapper<Item>().mapArray(JSONString: text))
        #expect(expected.map(\.name) == ["😀é\"\\é😀", "\""])
        // Cut at every byte of the emoji (4 bytes), the é (2), and inside every escape.
        for cut in 1..<bytes.count {
            for second in [cut + 1, cut + 2, cut + 5] where second < bytes.count {
                let outcome = feed(Mapper<Item>().arrayReader(), bytes, cuts: [cut, second])
                #expect(outcome.error == nil, "cuts \(cut), \(second)")
                #expect(outcome.elements == expected, "cuts \(cut), \(second)")
            }
        }
    }

    @Test("a top-level array, an empty one, whitespace everywhere, and a single object")
    func documentShapes() {
        let cases: [(String, [Int])] = [
            (#"[{"id": 1}, {"id": 2}]"#, [1, 2]),
            ("[]", []),
            (" \n\t[ \r\n ]\n ", []),
            ("\n[\n {\"id\" : 7 } ,\n\t{ \"id\":8}\n]\n", [7, 8]),
            (#"{"id": 5}"#, [5]),
        ]
        for (text, ids) in cases {
            for size in [1, 2, 1000] {
                let outcome = feed(Mapper<Item>().arrayReader(), Array(text.utf8), pieceSize: size)
                #expect(outcome.error == nil, "\(text)")
                #expect(outcome.elements.map(\.id) == ids, "\(text)")
            }
            #expect(Mapper<Item>().mapArray(JSONString: text)?.map(\.id) == ids)
        }
    }

    @Test("an object where the array is expected maps as one element, at the root or at a key path, as in memory")
    func singleObjects() {
        let cases: [(String, String?)] = [
            (#"{"id": 5, "price": "x"}"#, nil),
            (#"{"data": {"items": {"id": 6, "price": "x"}}, "next": [null]}"#, "data.items"),
            (#"{"pages": [{}, {"items": {"id": 7, "price": "x"}}]}"#, "pages.1.items"),
        ]
        for (text, keyPath) in cases {
            let memory = keyPath.map { Mapper<Item>().mapArrayWithIssues(JSONString: text, atKeyPath: $0) }
                ?? Mapper<Item>().mapArrayWithIssues(JSONString: text)
            #expect(memory.value?.count == 1)
            for size in [1, 3, 1000] {
                let outcome = feed(Mapper<Item>().arrayReaderWithIssues(atKeyPath: keyPath), Array(text.utf8), pieceSize: size)
                #expect(outcome.error == nil, "\(text)")
                #expect(outcome.elements.map(\.value) == memory.value?.map { $0 }, "\(text)")
                // No index: the issues are the in-memory ones, at the key path.
                #expect(outcome.elements.flatMap(\.issues) == memory.issues, "\(text)")
                #expect(outcome.elements.flatMap(\.issues).map(\.keyPath) == [keyPath.map { $0 + ".price" } ?? "price"])
            }
        }
    }

    @Test("models nest 32 deep in an element, then the in-memory tooDeep issue under the element's index")
    func modelDepth() throws {
        var element = #"{"level": 40}"#
        for level in (0..<40).reversed() { element = #"{"level": \#(level), "a": \#(element)}"# }
        let text = #"{"data": [{"level": 0}, "# + element + "]}"
        let memory = Mapper<DeepNode>().mapArrayWithIssues(JSONString: text, atKeyPath: "data")
        #expect(memory.issues.map(\.kind) == [.tooDeep])
        let outcome = feed(Mapper<DeepNode>().arrayReaderWithIssues(atKeyPath: "data"), Array(text.utf8), pieceSize: 9)
        #expect(outcome.error == nil)
        #expect(outcome.elements.flatMap(\.issues) == memory.issues)
        #expect(outcome.elements.flatMap(\.issues).first?.keyPathComponents
                == ["data", "1"] + Array(repeating: "a", count: Map.maximumModelDepth + 1))
        #expect(outcome.elements.map { $0.value?.chainLength } == memory.value?.map(\.chainLength))
    }

    @Test("key paths: nested, through an array index, with the envelope after the array validated")
    func keyPaths() {
        let text = #"{"pages": [{"items": [{"id": 1}]}, {"items": [{"id": 2}, {"id": 3}]}], "total": 3}"#
        let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "pages.1.items"), Array(text.utf8), pieceSize: 5)
        #expect(outcome.error == nil)
        #expect(outcome.elements.map(\.id) == [2, 3])
        #expect(Mapper<Item>().mapArray(JSONString: text, atKeyPath: "pages.1.items")?.map(\.id) == [2, 3])

        // A key that looks like an index reads an object's member.
        let keyed = #"{"0": {"items": [{"id": 9}]}}"#
        #expect(feed(Mapper<Item>().arrayReader(atKeyPath: "0.items"), Array(keyed.utf8), pieceSize: 3).elements.map(\.id) == [9])
        // A key with escapes matches by its decoded bytes.
        let escaped = #"{"d\u0061ta": [{"id": 4}]}"#
        #expect(feed(Mapper<Item>().arrayReader(atKeyPath: "data"), Array(escaped.utf8), pieceSize: 1).elements.map(\.id) == [4])
    }

    @Test("WithIssues: every element, its index, and issues under the absolute key path")
    func issuesWithAbsoluteKeyPaths() {
        let text = #"{"data": {"items": [{"id": 1}, {"id": "x", "price": "cheap"}, 7, null, {"id": 4}]}}"#
        let outcome = feed(Mapper<Item>().arrayReaderWithIssues(atKeyPath: "data.items"), Array(text.utf8), pieceSize: 4)
        #expect(outcome.error == nil)
        #expect(outcome.elements.map(\.index) == [0, 1, 2, 3, 4])
        #expect(outcome.elements.map { $0.value?.id } == [1, 0, nil, nil, 4])
        #expect(outcome.elements[0].issues.isEmpty)
        #expect(outcome.elements[1].issues.map(\.keyPath) == ["data.items.1.id", "data.items.1.price"])
        #expect(outcome.elements[1].issues.map(\.description) == [
            #"data.items.1.id: expected Int, found string "x""#,
            #"data.items.1.price: expected Double, found string "cheap""#,
        ])
        #expect(outcome.elements[2].issues.map(\.description) == ["data.items.2: expected Item (an object), found number 7"])
        #expect(outcome.elements[3].issues.map(\.kind) == [.typeMismatch])
        #expect(outcome.elements[3].issues.map(\.description) == ["data.items.3: expected Item (an object), found null"])
        #expect(Mapper<Item>().mapArrayWithIssues(JSONString: "[null]").issues.map(\.description)
            == ["0: expected Item (an object), found null"])

        // The same issues as in memory, where the key path is not part of them.
        let memory = Mapper<Item>().mapArrayWithIssues(JSONString: #"[{"id": 1}, {"id": "x", "price": "cheap"}, 7]"#)
        #expect(memory.issues.map(\.keyPath) == ["1.id", "1.price", "2"])
        let top = feed(Mapper<Item>().arrayReaderWithIssues(), Array(#"[{"id": 1}, {"id": "x", "price": "cheap"}, 7]"#.utf8),
                       pieceSize: 2)
        #expect(top.elements.flatMap(\.issues) == memory.issues)
    }

    @Test("the plain form passes over elements that cannot be made; OrFail throws at the first issue")
    func formsForBadElements() throws {
        let text = #"[{"id": 1, "title": "a"}, {"title": "no id"}, {"id": 3}, {"id": "x"}, {"id": 5}]"#
        let plain = feed(Mapper<Ticket>().arrayReader(), Array(text.utf8), pieceSize: 3)
        #expect(plain.error == nil)
        // {"id": "x"} is made (its id stays 0, with an issue), as in memory.
        #expect(plain.elements.map(\.id) == [1, 3, 0, 5])
        #expect(Mapper<Ticket>().mapArray(JSONString: text)?.map(\.id) == [1, 3, 0, 5])

        let strict = feed(Mapper<Ticket>().arrayReaderOrFail(), Array(text.utf8), pieceSize: 3)
        #expect(strict.elements.map(\.id) == [1])
        let error = try #require(strict.mapError)
        #expect(error.issues.map(\.keyPath) == ["1"])
        #expect(error.issues.map(\.kind) == [.refusedObject])
        #expect(error.description.contains("init?(map:) returned nil"))

        // A type mismatch is an issue too: OrFail stops at it even though a model was made.
        let text2 = #"[{"id": 1, "tags": []}, {"id": 2, "price": true, "tags": []}, {"id": 3}]"#
        let items = feed(Mapper<Item>().arrayReaderOrFail(), Array(text2.utf8), pieceSize: 1)
        #expect(items.elements.map(\.id) == [1])
        #expect(items.mapError?.key == "1.price")
        #expect(items.mapError?.issues.map(\.keyPath) == ["1.price"])
    }

    @Test("ImmutableMappable: an element that cannot be made throws, after the models before it")
    func immutableModels() throws {
        let text = #"{"points": [{"x": 1, "y": 2}, {"x": 3}, {"x": 5, "y": 6}]}"#
        let outcome = feed(Mapper<Point>().arrayReader(atKeyPath: "points"), Array(text.utf8), pieceSize: 7)
        #expect(outcome.elements == [Point(x: 1, y: 2, label: nil, weight: 1)])
        let error = try #require(outcome.mapError)
        // The in-memory door's error: the failing `try map.value("y")` with its line, its key
        // and issues at their place in the document.
        let memory = #expect(throws: MapError.self) {
            try Mapper<Point>().mapArray(JSONString: #"{"points": [{"x": 1, "y": 2}, {"x": 3}]}"#, atKeyPath: "points")
        }
        #expect(error.key == "points.1.y")
        #expect(error.key == memory?.key)
        #expect(error.reason == memory?.reason)
        #expect(error.line != nil)
        #expect(error.line == memory?.line)
        #expect(error.issues.map(\.keyPath) == ["points.1.y"])
        #expect(error.issues == memory?.issues)
    }

    @Test("invalid JSON mid-stream: the models before it, then the error at its offset, line and column")
    func invalidJSONMidStream() throws {
        let lines = (1...6).map { #"  {"id": \#($0), "name": "item \#($0)"},"# }
        var text = "{\"data\": [\n" + lines.joined(separator: "\n") + "\n  {\"id\": 7, \"name\": \"x\" \"y\"},\n  {\"id\": 8}\n]}"
        let memoryError = try #require(parseError(text))
        #expect(memoryError.line == 8)
        for size in [1, 2, 7, 64, 4096] {
            let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data"), Array(text.utf8), pieceSize: size)
            #expect(outcome.elements.map(\.id) == [1, 2, 3, 4, 5, 6], "pieces of \(size)")
            let error = try #require(outcome.parseError, "pieces of \(size)")
            #expect(ErrorPlace(error) == ErrorPlace(memoryError), "pieces of \(size)")
            #expect(error.description == "line 8, column 25: expected ',' or '}', found '\"'")
            #expect(error.excerpt.contains(#""x" "y""#))
        }
        // An error inside the envelope after the array.
        text = #"{"data": [{"id": 1}], "next": tru}"#
        let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data"), Array(text.utf8), pieceSize: 1)
        #expect(outcome.elements.map(\.id) == [1])
        #expect(outcome.parseError.map(ErrorPlace.init) == parseError(text).map(ErrorPlace.init))
    }

    @Test("a truncated stream is an error, never a hang, after every complete element")
    func truncatedStream() throws {
        let bytes = Self.bytes
        let expected = Self.expected
        for cut in 0..<bytes.count {
            let prefix = Array(bytes[..<cut])
            for size in [1, 16, max(cut, 1)] {
                let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items"), prefix, pieceSize: size)
                let error = try #require(outcome.parseError, "cut at \(cut): \(String(describing: outcome.error))")
                let memory = try #require(parseError(prefix))
                #expect(ErrorPlace(error) == ErrorPlace(memory), "cut at \(cut), pieces of \(size)")
                #expect(outcome.elements == Array(expected.prefix(outcome.elements.count)), "cut at \(cut)")
            }
        }
    }

    @Test("an element over the limit is an error at its start, after the elements before it")
    func elementOverTheLimit() throws {
        var options = StreamingOptions()
        options.maximumElementSize = 100
        let big = #"{"id": 2, "name": ""# + String(repeating: "a", count: 500) + #""}"#
        let text = #"[{"id": 1}, "# + big + #", {"id": 3}]"#
        for size in [1, 10, 64] {
            let outcome = feed(Mapper<Item>().arrayReader(options: options), Array(text.utf8), pieceSize: size)
            #expect(outcome.elements.map(\.id) == [1])
            let error = try #require(outcome.parseError)
            #expect(error.kind == .limitExceeded)
            #expect(error.offset == 12)
            #expect(error.description == "line 1, column 13: expected an element of at most 100 bytes, found a longer one")
        }
        // An error inside the oversized element comes first.
        let broken = #"[{"id": 1}, {"id": 2 "name": ""# + String(repeating: "a", count: 500) + #""}]"#
        let outcome = feed(Mapper<Item>().arrayReader(options: options), Array(broken.utf8), pieceSize: 16)
        #expect(outcome.parseError.map(ErrorPlace.init) == parseError(broken).map(ErrorPlace.init))
        // A long scalar of the envelope is bounded the same way.
        let envelope = #"{"note": ""# + String(repeating: "b", count: 500) + #"", "items": []}"#
        let long = feed(Mapper<Item>().arrayReader(atKeyPath: "items", options: options), Array(envelope.utf8), pieceSize: 50)
        #expect(long.parseError?.kind == .limitExceeded)
        #expect(long.parseError?.offset == 9)
    }

    @Test("no array at the key path is a MapError, reported after the whole document is validated")
    func shapeErrors() throws {
        let cases: [(String, String?, MappingIssue.Kind, String)] = [
            (#"{"data": {"other": []}}"#, "data.items", .missingKey, "data.items"),
            (#"{"other": 1}"#, "data.items", .missingKey, "data"),
            (#"{"data": 5}"#, "data.items", .missingKey, "data.items"),
            (#"{"data": {"items": "none"}}"#, "data.items", .typeMismatch, "data.items"),
            (#"{"data": {"items": [1], "items": []}}"#, "data.items", .duplicateKey, "data.items"),
            (#"[{"id": 1}]"#, "data", .missingKey, "data"),
            (#"{"pages": [{"items": []}]}"#, "pages.3.items", .missingKey, "pages.3"),
            ("17", nil, .typeMismatch, ""),
            (#"{"items": [], "items": []}"#, "items", .duplicateKey, "items"),
        ]
        for (text, keyPath, kind, issuePath) in cases {
            for size in [1, 100] {
                let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: keyPath), Array(text.utf8), pieceSize: size)
                let error = try #require(outcome.mapError, "\(text)")
                #expect(error.issues.map(\.kind) == [kind], "\(text)")
                #expect(error.issues.map(\.keyPath) == [issuePath], "\(text)")
            }
        }
        // The in-memory door's issue, word for word.
        let text = #"{"data": {"items": "none"}}"#
        let mismatch = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items"), Array(text.utf8), pieceSize: 3)
        #expect(mismatch.mapError?.issues.first?.description == #"data.items: expected [Item], found string "none""#)
        #expect(mismatch.mapError?.issues == Mapper<Item>().mapArrayWithIssues(JSONString: text, atKeyPath: "data.items").issues)
        let repeated = feed(Mapper<Item>().arrayReader(atKeyPath: "items"), Array(#"{"items": [], "items": []}"#.utf8),
                            pieceSize: 3)
        #expect(repeated.mapError?.key == "items")
        #expect(repeated.mapError?.reason?.hasPrefix(#"the key appears more than once: expected one value for "items""#) == true)
        // Invalid JSON after the missing path is reported instead.
        let invalid = feed(Mapper<Item>().arrayReader(atKeyPath: "data.items"), Array(#"{"data": {}} x"#.utf8), pieceSize: 2)
        #expect(invalid.parseError?.kind == .trailingContent)
    }

    @Test("a key of the path repeated: the repetition is the error, even when the first value held no array")
    func repeatedKeyOnThePath() throws {
        // In memory the last value wins; a stream has read past the first and says so, rather
        // than blaming the first value's shape.
        let cases: [(String, String, String)] = [
            (#"{"data": {"x": 1}, "data": {"items": [{"id": 1}]}}"#, "data.items", "data"),
            (#"{"items": 5, "items": [{"id": 1}]}"#, "items", "items"),
            (#"{"items": {"id": 1}, "items": [{"id": 2}]}"#, "items", "items"),
            (#"{"pages": [{"items": null, "items": [{"id": 1}]}]}"#, "pages.0.items", "pages.0.items"),
        ]
        for (text, keyPath, issuePath) in cases {
            let memory = Mapper<Item>().mapArrayWithIssues(JSONString: text, atKeyPath: keyPath)
            #expect(memory.issues.map(\.kind) == [.duplicateKey], "\(text)")
            for size in [1, 100] {
                let outcome = feed(Mapper<Item>().arrayReaderWithIssues(atKeyPath: keyPath), Array(text.utf8), pieceSize: size)
                let error = try #require(outcome.mapError, "\(text): \(String(describing: outcome.error))")
                #expect(error.issues.map(\.kind) == [.duplicateKey], "\(text)")
                #expect(error.issues.map(\.keyPath) == [issuePath], "\(text)")
            }
        }
    }

    @Test("nesting is counted from the document's root, as in memory")
    func depth() throws {
        var limits = JSONParseLimits()
        limits.maximumDepth = 5
        var options = StreamingOptions()
        options.limits = limits
        let ok = #"{"a": {"items": [{"x": [1]}]}}"#            // depth 5
        let deep = #"{"a": {"items": [{"x": [[1]]}]}}"#        // depth 6
        let outcome = feed(Mapper<Whole>().arrayReader(atKeyPath: "a.items", options: options), Array(ok.utf8), pieceSize: 3)
        #expect(outcome.error == nil)
        #expect(outcome.elements.count == 1)
        let memory = try #require(parseError(Array(deep.utf8), limits: limits))
        let failed = feed(Mapper<Whole>().arrayReader(atKeyPath: "a.items", options: options), Array(deep.utf8), pieceSize: 3)
        let error = try #require(failed.parseError)
        #expect(ErrorPlace(error) == ErrorPlace(memory))
        #expect(error.found == "'[' at depth 6")
        // In the envelope, and for a single object.
        let envelope = #"{"a": [[[[[{"items": []}]]]]]}"#
        let inEnvelope = feed(Mapper<Whole>().arrayReader(atKeyPath: "x", options: options), Array(envelope.utf8), pieceSize: 2)
        #expect(inEnvelope.parseError.map(ErrorPlace.init) == parseError(Array(envelope.utf8), limits: limits).map(ErrorPlace.init))
        let single = #"{"a": {"b": {"c": {"d": {"e": 1}}}}}"#
        let singleOutcome = feed(Mapper<Whole>().arrayReader(options: options), Array(single.utf8), pieceSize: 4)
        #expect(singleOutcome.parseError.map(ErrorPlace.init) == parseError(Array(single.utf8), limits: limits).map(ErrorPlace.init))
        // A single object at a key path: within the limit at depth 5, over it at 6.
        for (text, fails) in [(#"{"a": {"items": {"b": {"c": [1]}}}}"#, false), (#"{"a": {"items": {"b": {"c": [[1]]}}}}"#, true)] {
            let outcome = feed(Mapper<Whole>().arrayReader(atKeyPath: "a.items", options: options), Array(text.utf8), pieceSize: 3)
            #expect(outcome.elements.count == (fails ? 0 : 1), "\(text)")
            #expect(outcome.parseError.map(ErrorPlace.init) == parseError(Array(text.utf8), limits: limits).map(ErrorPlace.init))
            #expect((outcome.parseError != nil) == fails, "\(text)")
        }
    }

    @Test("a byte-order mark only at the very start, even split across pieces")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"[{"id": 1}]"#.utf8)
        for cut in 0...4 {
            let outcome = feed(Mapper<Item>().arrayReader(), bytes, cuts: [1, cut].sorted())
            #expect(outcome.error == nil)
            #expect(outcome.elements.map(\.id) == [1])
        }
        let inside: [UInt8] = Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("{}]".utf8)
        let outcome = feed(Mapper<Item>().arrayReader(), inside, pieceSize: 1)
        #expect(outcome.parseError.map(ErrorPlace.init) == parseError(inside).map(ErrorPlace.init))
    }

    @Test("files, paths and file handles, in every form")
    func fileDoors() throws {
        let file = try TemporaryFile(Self.bytes)
        var options = StreamingOptions()
        options.readSize = 7
        let mapper = Mapper<Item>()
        var items: [Item] = []
        try mapper.mapArray(contentsOf: file.url, atKeyPath: "data.items", options: options) { items.append($0) }
        #expect(items == Self.expected)
        items = []
        try mapper.mapArray(contentsOfFile: file.url.path, atKeyPath: "data.items") { items.append($0) }
        #expect(items == Self.expected)
        items = []
        try mapper.mapArrayOrFail(contentsOf: file.url, atKeyPath: "data.items") { items.append($0) }
        #expect(items == Self.expected)
        var indices: [Int] = []
        try mapper.mapArrayWithIssues(contentsOfFile: file.url.path, atKeyPath: "data.items", options: options) {
            indices.append($0.index)
        }
        #expect(indices == [0, 1, 2])
        let handle = try FileHandle(forReadingFrom: file.url)
        items = []
        try mapper.mapArray(fileHandle: handle, atKeyPath: "data.items", options: options) { items.append($0) }
        #expect(items == Self.expected)

        // A pipe: read as the writer writes it, to its end.
        let pipe = Pipe()
        let writing = pipe.fileHandleForWriting
        let bytes = Self.bytes
        let writer = Thread {
            bytes.withUnsafeBytes { buffer in
                for start in stride(from: 0, to: buffer.count, by: 10) {
                    writing.write(Data(buffer[start..<min(start + 10, buffer.count)]))
                }
            }
            try? writing.close()
        }
        writer.start()
        items = []
        try mapper.mapArray(fileHandle: pipe.fileHandleForReading, atKeyPath: "data.items", options: options) { items.append($0) }
        #expect(items == Self.expected)

        // The body can stop the reading by throwing.
        struct Enough: Error {}
        var seen = 0
        #expect(throws: Enough.self) {
            try mapper.mapArray(contentsOf: file.url, atKeyPath: "data.items") { _ in
                seen += 1
                if seen == 2 { throw Enough() }
            }
        }
        #expect(seen == 2)
        #expect(throws: (any Error).self) {
            try mapper.mapArray(contentsOfFile: "/nonexistent/stream.json") { _ in }
        }
    }

    @Test("a reader after an error: nothing more, the same error again")
    func readerAfterError() throws {
        let reader = Mapper<Item>().arrayReader()
        var ids: [Int] = []
        #expect(throws: JSONParseError.self) { try reader.read(Array(#"[{"id": 1}, x"#.utf8)) { ids.append($0.id) } }
        #expect(ids == [1])
        #expect(throws: JSONParseError.self) { try reader.read(Array(#"{"id": 2}]"#.utf8)) { ids.append($0.id) } }
        #expect(throws: JSONParseError.self) { try reader.finish { ids.append($0.id) } }
        #expect(ids == [1])
        #expect(reader.bytesRead == 13)
    }

    @Test("random corruptions: the parser's own error, in every piece size, after the same models")
    func corruptions() {
        var random = SplitMix64(seed: 17)
        let original = Self.bytes
        let insertions: [UInt8] = Array(#""\,]}{[:x1 "#.utf8) + [0x0A, 0xFF, 0xC3, 0x00, 0x2D]
        for trial in 0..<300 {
            var bytes = original
            let position = Int.random(in: 0..<bytes.count, using: &random)
            switch trial % 3 {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(insertions.randomElement(using: &random) ?? 0, at: position)
            default: bytes[position] = insertions.randomElement(using: &random) ?? 0
            }
            let memory = parseError(bytes)
            var first: StreamOutcome<Whole>?
            for size in [1, 3, 16, bytes.count] {
                let outcome = feed(Mapper<Whole>().arrayReader(atKeyPath: "data.items"), bytes, pieceSize: size)
                if let memory {
                    #expect(outcome.parseError.map(ErrorPlace.init) == ErrorPlace(memory),
                            "trial \(trial), pieces of \(size): \(String(decoding: bytes, as: UTF8.self))")
                } else if outcome.mapError == nil {
                    #expect(outcome.error == nil, "trial \(trial): \(String(describing: outcome.error))")
                    let expected = Mapper<Whole>().mapArray(JSONData: Data(bytes), atKeyPath: "data.items")
                    #expect(outcome.elements == expected, "trial \(trial)")
                }
                if let first {
                    #expect(outcome.elements == first.elements, "trial \(trial), pieces of \(size)")
                } else {
                    first = outcome
                }
            }
        }
    }

    @Test("JSONTestSuite: every file streamed gives the parser's verdict and error",
          .enabled(if: SharedFiles.exists("jsontestsuite/test_parsing"), "needs ../shared/jsontestsuite"))
    func testSuite() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: SharedFiles.url("jsontestsuite/test_parsing").path).filter { $0.hasSuffix(".json") }
        #expect(names.count > 300)
        for name in names.sorted() {
            let bytes = [UInt8](try Data(contentsOf: SharedFiles.url("jsontestsuite/test_parsing").appendingPathComponent(name)))
            let memory: JSONValue?
            let memoryError: JSONParseError?
            do {
                memory = try JSONValue(parsing: bytes)
                memoryError = nil
            } catch {
                memory = nil
                memoryError = error
            }
            for size in [1, 5, max(bytes.count, 1)] {
                let outcome = feed(Mapper<Whole>().arrayReaderWithIssues(), bytes, pieceSize: size)
                if let memoryError {
                    #expect(outcome.parseError.map(ErrorPlace.init) == ErrorPlace(memoryError), "\(name), pieces of \(size)")
                } else if case .array = memory {
                    #expect(outcome.error == nil, "\(name): \(String(describing: outcome.error))")
                } else if case .object = memory {
                    #expect(outcome.error == nil && outcome.elements.count == 1, "\(name)")
                } else {
                    #expect(outcome.mapError?.issues.first?.kind == .typeMismatch, "\(name)")
                }
            }
        }
    }

    // MARK: - Helpers

    private func parseError(_ text: String) -> JSONParseError? { parseError(Array(text.utf8)) }

    private func parseError(_ bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }
}
