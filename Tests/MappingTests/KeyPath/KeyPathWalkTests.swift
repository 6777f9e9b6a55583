import Testing
@testable import Mapping

/// The one key-path walk (MapKeyPath+Walking.swift) seen through every door that reads or writes
/// at a path: the same path finds the same value in a tree and in a document read in place, in
/// a model's `map[...]`, in `JSONValue[path:]`, in a JSON Pointer and in a `Mapper` envelope.
@Suite("Key path walk")
struct KeyPathWalkTests {
    static let document = #"""
        {"user": {"friends": [{"name": "Ada"}, {"name": "Bo"}], "a.b": 1, "": {"": "empty"}, "0": "zero key"},
         "matrix": [[1, 2], [3, 4]],
         "esc\u0061ped": "escaped",
         "dup": {"x": 1, "x": {"y": "last"}}}
        """#

    static let cases: [(path: String, delimiter: String, expected: JSONValue?)] = [
        ("user.friends.1.name", ".", "Bo"),                      // keys, then an index into an array
        ("user->friends->0->name", "->", "Ada"),                 // a delimiter of several bytes
        ("user/friends/0", "/", ["name": "Ada"]),                // a delimiter other than "."
        ("user/a.b", "/", 1),                                    // "." is an ordinary byte then
        ("user.a.b", ".", nil),                                  // ... and splits with "."
        ("matrix.1.0", ".", 3),                                  // arrays in arrays
        ("matrix.2", ".", nil),                                  // an index past the end
        ("matrix.-1", ".", nil),                                 // not an index
        ("matrix.01", ".", nil),                                 // a leading zero: not an index
        ("matrix.1.99999999999999999999", ".", nil),             // too long to be an index
        ("user.0", ".", "zero key"),                             // a whole number is a key in an object
        ("user.friends.name", ".", nil),                         // a key does not read an array
        ("user.friends.0.name.first", ".", nil),                 // nothing below a string
        ("escaped", ".", "escaped"),                             // a key escaped in the document
        ("user..", ".", "empty"),                                // empty components are keys ""
        ("dup.x.y", ".", "last"),                                // a repeated key: its last value
        ("dup.x", "", nil),                                      // an empty delimiter splits nothing
    ]

    @Test(arguments: cases)
    func everyReadFindsTheSameValue(path: String, delimiter: String, expected: JSONValue?) throws {
        let tree = try JSONValue(parsing: Self.document)
        let tape = try #require(try JSONTape.parse(Array(Self.document.utf8), limits: JSONParseLimits()))
        let components = MapKeyPath(path, delimiter: delimiter).components
        #expect(tree[path: path, delimiter: delimiter] == expected)
        #expect(tree.descendant(components) == expected)
        #expect(JSONElement(tape: tape, index: 0).descendant(components)?.value == expected)
        #expect(JSONElement(tree).descendant(components)?.value == expected)
        #expect((try? tree.value(at: JSONPointer(keyPath: path, delimiter: delimiter))) == expected)

        // A model's `map[...]`, reading the tape and the tree.
        let mapper = Mapper<Probe>(context: PathContext(path: path, delimiter: delimiter))
        #expect(mapper.map(JSONString: Self.document)?.found == expected)
        #expect(mapper.map(JSONValue: tree)?.found == expected)
    }

    /// The path a ``Probe`` reads.
    struct PathContext: MapContext {
        let path: String, delimiter: String
    }

    /// Reads whatever `map[path, delimiter:]` holds, for the path in its context.
    struct Probe: Mappable {
        var found: JSONValue?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            guard let context = map.context as? PathContext else { return }
            found <- map[context.path, delimiter: context.delimiter]
        }
    }

    struct Friend: Mappable {
        var name = ""
        init?(map: Map) {}
        mutating func mapping(map: Map) { name <- map["name"] }
    }

    @Test func envelopesFollowTheSameWalkAndNameTheMissingStep() throws {
        let tree = try JSONValue(parsing: Self.document)
        #expect(Mapper<Friend>().map(JSONString: Self.document, atKeyPath: "user.friends.1")?.name == "Bo")
        #expect(Mapper<Friend>().map(JSONValue: tree, atKeyPath: "user.friends.1")?.name == "Bo")
        for issues in [Mapper<Friend>().mapWithIssues(JSONString: Self.document, atKeyPath: "user.friends.5.name").issues,
                       Mapper<Friend>().mapWithIssues(JSONValue: tree, atKeyPath: "user.friends.5.name").issues] {
            #expect(issues.map(\.kind) == [.missingKey])
            #expect(issues.map(\.keyPath) == ["user.friends.5"])
        }
    }

    @Test func aPointerSaysWhereTheWalkStopped() throws {
        let tree = try JSONValue(parsing: Self.document)
        let error = try #require(throws: JSONPointerError.self) { try tree.value(at: JSONPointer("/matrix/1/7")) }
        #expect(error.tokenIndex == 2)
        #expect(error.reason == #"index 7 is out of range: the array at "/matrix/1" has 2 elements"#)
        let pointer = try JSONPointer("/user/0/-/01")
        #expect((0..<5).map(pointer.arrayIndex(ofTokenAt:)) == [nil, 0, nil, nil, nil])
    }

    @Test func aPathThroughARepeatedKeyIsReported() throws {
        struct Deep: Mappable {
            var y: String?
            init?(map: Map) {}
            mutating func mapping(map: Map) { y <- map["dup.x.y"] }
        }
        let (deep, issues) = Mapper<Deep>().mapWithIssues(JSONString: Self.document)
        #expect(deep?.y == "last")
        #expect(issues.map(\.kind) == [.duplicateKey])
        #expect(issues.map(\.keyPath) == ["dup.x"])
    }

    @Test func writesFollowTheSameComponents() {
        var value: JSONValue = ["o": [:], "list": ["a"]]
        value[path: "o.0", delimiter: "."] = 1                  // a whole number is a key in an object
        value[path: "list->2", delimiter: "->"] = "c"           // and an index into an array, padding it
        value[path: "new/0/name", delimiter: "/"] = "Ada"       // a fresh array before an index
        #expect(value == ["o": ["0": 1], "list": ["a", nil, "c"], "new": [["name": "Ada"]]])
        let before = value
        value[path: "list.20000"] = 1                           // out of reach: refused, nothing changes
        #expect(value == before)
    }
}
