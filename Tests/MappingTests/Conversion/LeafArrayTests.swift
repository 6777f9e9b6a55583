import Foundation
import Testing
import Mapping

/// Arrays of strings, whole numbers, `Double`s and Booleans read from text are read in one loop
/// when every element is a plain value of the array's type; at the first element that is not,
/// the array is read element by element. Either way the result and the issues are those of the
/// same document read from a `JSONValue`, which always goes element by element.
@Suite("Arrays of basic values read from text, as from a tree")
struct LeafArrayTests {
    struct Leaves: Mappable, Equatable {
        var doubles: [Double] = [-1]
        var ints: [Int] = [-1]
        var strings: [String] = ["kept"]
        var flags: [Bool] = [false]
        var rows: [[Double]] = [[-1]]
        var optionalInts: [Int]?

        init() {}
        init?(map: Map) {}

        mutating func mapping(map: Map) {
            doubles      <- map["doubles"]
            ints         <- map["ints"]
            strings      <- map["strings"]
            flags        <- map["flags"]
            rows         <- map["rows"]
            optionalInts <- map["optionalInts"]
        }
    }

    struct StrictLeaves: ImmutableMappable {
        let doubles: [Double]
        let ints: [Int]
        let strings: [String]
        let rows: [[Double]]

        init(map: Map) throws {
            doubles = try map.value("doubles")
            ints = try map.value("ints")
            strings = try map.value("strings")
            rows = try map.value("rows")
        }

        func mapping(map: Map) {}
    }

    static let documents = [
        // Every element plain: the one loop.
        #"{"doubles": [1.5, -0.0, 2, 1e-7, 0.1, 17976931348623157e292, 4.9e-324], "ints": [0, -9223372036854775808, 9223372036854775807], "strings": ["a", "é\n", ""], "flags": [true, false], "rows": [[1, 2], [], [3.25]], "optionalInts": [7]}"#,
        // A null, a string of digits, a number with a fraction: element by element.
        #"{"doubles": [1, null, 3], "ints": [1, "2", 3.5, 4], "strings": ["a", 1, null], "flags": [true, 1], "rows": [[1, "x"], [2]], "optionalInts": [null]}"#,
        // Beyond the types' ranges, a number of more than 19 digits, a container among values.
        #"{"doubles": [1e400, 2, 123456789012345678901234567890.5], "ints": [9223372036854775808, 1, -9223372036854775809], "strings": [["a"], {"b": 1}, "c"], "rows": [[1e-400, 2], [[3]]]}"#,
        // The bad element last, after a run of good ones.
        #"{"doubles": [1, 2, 3, 4, 5, 6, 7, 8, "9"], "ints": [1, 2, 3, 4, 5, 6, 7, 8, 9.5], "strings": ["a", "b", false]}"#,
        // Nothing converts; and empty arrays.
        #"{"doubles": [null], "ints": ["x"], "strings": [], "flags": [], "rows": [[null]]}"#,
    ]

    @Test(arguments: documents, [MappingOptions(), .lenientTypes])
    func textReadsAsTheTreeDoes(document: String, options: MappingOptions) throws {
        let tree = try JSONValue(parsing: document)
        let fromText = Mapper<Leaves>(options: options).mapWithIssues(JSONString: document)
        let fromTree = Mapper<Leaves>(options: options).mapWithIssues(JSONValue: tree)
        #expect(fromText.value == fromTree.value)
        #expect(fromText.issues.map(\.description) == fromTree.issues.map(\.description))
        #expect(fromText.value != nil)
    }

    @Test func plainArraysReadWhole() throws {
        let leaves = try #require(Mapper<Leaves>().map(JSONString: Self.documents[0]))
        #expect(leaves.doubles.map(\.bitPattern) == [1.5, -0.0, 2, 1e-7, 0.1, .greatestFiniteMagnitude, .leastNonzeroMagnitude].map(\.bitPattern))
        #expect(leaves.ints == [0, .min, .max])
        #expect(leaves.strings == ["a", "é\n", ""])
        #expect(leaves.flags == [true, false])
        #expect(leaves.rows == [[1, 2], [], [3.25]])
        #expect(leaves.optionalInts == [7])
    }

    @Test func elementsThatAreNotPlainAreReadOneByOne() throws {
        let (leaves, issues) = Mapper<Leaves>().mapWithIssues(JSONString: Self.documents[1])
        #expect(leaves?.doubles == [1, 3])
        #expect(leaves?.ints == [1, 4])
        #expect(leaves?.strings == ["a"])
        #expect(leaves?.flags == [true])
        #expect(leaves?.rows == [[1], [2]])
        #expect(issues.map(\.keyPath) == ["doubles.1", "ints.1", "ints.2", "strings.1", "strings.2", "flags.1", "rows.0.1", "optionalInts.0"])

        // Leniently, "2" spells a whole number and 1 a string; 3.5 is still no whole number.
        let lenient = Mapper<Leaves>(options: .lenientTypes).map(JSONString: Self.documents[1])
        #expect(lenient?.ints == [1, 2, 4])
        #expect(lenient?.strings == ["a", "1"])
    }

    @Test func aBadLastElementIsFoundAfterTheGoodOnes() throws {
        let (leaves, issues) = Mapper<Leaves>().mapWithIssues(JSONString: Self.documents[3])
        #expect(leaves?.doubles == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(leaves?.ints == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(leaves?.strings == ["a", "b"])
        #expect(issues.filter { $0.kind != .missingKey }.map(\.keyPath) == ["doubles.8", "ints.8", "strings.2"])
    }

    @Test(arguments: documents)
    func strictReadsFailAtTheSameElementFromTextAndTree(document: String) throws {
        let tree = try JSONValue(parsing: document)
        let fromText = Result { try Mapper<StrictLeaves>().map(JSONString: document) }
        let fromTree = Result { try Mapper<StrictLeaves>().map(JSONValue: tree) }
        switch (fromText, fromTree) {
        case (.success(let text), .success(let tree)):
            #expect(text.doubles == tree.doubles && text.ints == tree.ints && text.strings == tree.strings && text.rows == tree.rows)
        case (.failure(let text), .failure(let tree)):
            #expect("\(text)" == "\(tree)")
        default:
            Issue.record("text gave \(fromText), the tree \(fromTree)")
        }
    }

    @Test func strictReadsOfPlainArrays() throws {
        let leaves = try Mapper<StrictLeaves>().map(JSONString: #"{"doubles": [0.5], "ints": [3], "strings": ["s"], "rows": [[1], [2, 3]]}"#)
        #expect(leaves.doubles == [0.5] && leaves.ints == [3] && leaves.strings == ["s"] && leaves.rows == [[1], [2, 3]])
        #expect(throws: MapError.self) {
            try Mapper<StrictLeaves>().map(JSONString: #"{"doubles": [0.5, null], "ints": [3], "strings": ["s"], "rows": []}"#)
        }
    }
}
