import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
import Mapping

@Suite("Writer")
struct WriterTests {
    @Test func compactPrettyAndSorted() throws {
        let value: JSONValue = ["b": [1, ["c": nil]], "a": [:], "e": []]
        #expect(try value.jsonString() == #"{"b":[1,{"c":null}],"a":{},"e":[]}"#)
        #expect(try value.jsonString(sortedKeys: true) == #"{"a":{},"b":[1,{"c":null}],"e":[]}"#)
        #expect(try value.jsonString(pretty: true) == """
        {
          "b": [
            1,
            {
              "c": null
            }
          ],
          "a": {},
          "e": []
        }
        """)
        #expect(try value.jsonData() == Data(try value.jsonString().utf8))
    }

    /// `jsonData()` hands over the writer's own memory: with more than a quarter of it unused
    /// the memory is shrunk to the bytes, otherwise kept as it is; either way the data holds at
    /// most a third more memory than bytes, and the bytes are the same as `jsonString()`'s.
    @Test(arguments: [1_000, 40_000, 70_000, 100_000, 130_000, 250_000])
    func dataHoldsLittleMoreMemoryThanItsBytes(elements: Int) throws {
        let value = JSONValue.array((0..<elements).map { .number(JSONNumber($0 % 10)) })
        let data = try value.jsonData()
        #expect(data.count == 2 * elements + 1)
        #expect(String(decoding: data, as: UTF8.self) == (try value.jsonString()))
        #if canImport(Glibc)
        // glibc's `malloc_usable_size` (in <malloc.h>, which the Glibc module leaves out).
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        if data.count >= 4_096 {
            let held = data.withUnsafeBytes { usableSize(UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            #expect(held >= data.count)
            #expect(held <= data.count + data.count / 3 + 4_096, "\(held) bytes held for \(data.count)")
        }
        #endif
    }

    @Test func escapesWhatJSONRequiresAndNothingElse() throws {
        var controls = ""
        for scalar in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let text = "\"\\/é😀\u{2028}" + controls
        let written = try JSONValue.string(text).jsonString()
        #expect(written.hasPrefix(#""\"\\/é😀"#))
        #expect(written.contains(#"\u0000\u0001"#) && written.contains(#"\b\t\n\u000b\f\r"#))
        #expect(try JSONValue(parsing: written).string == text)
    }

    /// The text JSON requires for `text`, spelled out one scalar at a time.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    @Test("a byte that needs escaping is found wherever it sits, in strings short and long")
    func escapesAtEveryPosition() throws {
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "é", "😀"] {
            for length in 0...40 {
                for position in 0...length {
                    let text = String(repeating: "a", count: position) + special
                        + String(repeating: "b", count: length - position)
                    #expect(try JSONValue.string(text).jsonString() == Self.quoted(text), "\(text.debugDescription)")
                }
            }
        }
        let crowded = String(repeating: "\"\\\u{0}\t", count: 50) + "end"
        #expect(try JSONValue.string(crowded).jsonString() == Self.quoted(crowded))
        #expect(try (["": ""] as JSONValue).jsonString() == #"{"":""}"#)
    }

    @Test func literalsAndSmallValuesInEveryContainer() throws {
        let value: JSONValue = [true, false, nil, "", 0, -1, [true], ["k": false], [nil], [:], []]
        let text = #"[true,false,null,"",0,-1,[true],{"k":false},[null],{},[]]"#
        #expect(try value.jsonString() == text)
        #expect(value.description == text)
        #expect(try JSONValue.bool(false).jsonString() == "false")
        #expect(try JSONValue.null.jsonString(pretty: true) == "null")
        #expect(try JSONValue.string("x").jsonBytes() == Array(#""x""#.utf8))
    }

    /// Empty arrays and objects at every level, as a root, an element and a member, on both sides
    /// of the 64 levels the writer follows by calling itself: the same text either way.
    @Test(arguments: [0, 1, 62, 63, 64, 65, 70])
    func emptyContainersAtEveryLevel(levels: Int) throws {
        var value: JSONValue = [[], [:], ["e": [], "o": [:]]]
        var text = #"[[],{},{"e":[],"o":{}}]"#
        for level in 0..<levels {
            value = level.isMultiple(of: 2) ? [[], value, [:]] : ["a": [:], "b": value, "c": []]
            text = level.isMultiple(of: 2) ? "[[],\(text),{}]" : #"{"a":{},"b":"# + text + #","c":[]}"#
        }
        #expect(try value.jsonString() == text)
        #expect(try value.jsonString(sortedKeys: true) == text)
        #expect(value.description == text)
        let pretty = try value.jsonString(pretty: true)
        var limits = JSONParseLimits()
        limits.maximumDepth = 1_000
        #expect(try JSONValue(parsing: pretty, limits: limits) == value)
        #expect(pretty.components(separatedBy: "[]").count - 1 == text.components(separatedBy: "[]").count - 1)
        #expect(pretty.components(separatedBy: "{}").count - 1 == text.components(separatedBy: "{}").count - 1)
        #expect(try JSONValue.array([]).jsonString(pretty: true) == "[]")
        #expect(try JSONValue.object([:]).jsonString(pretty: true) == "{}")
    }

    @Test(arguments: [(0.1, "0.1"), (-0.0, "-0"), (1e21, "1e+21"), (123.0, "123"), (1710461263.0, "1710461263"),
                      (9007199254740992.0, "9007199254740992"), (1e16, "1e+16"), (1.0 / 3, "0.3333333333333333")])
    func doublesInTheirShortestForm(value: Double, text: String) throws {
        let written = try JSONValue.number(JSONNumber(value)).jsonString()
        #expect(written == text)
        let read = try #require(try JSONValue(parsing: written).double)
        #expect(read.bitPattern == value.bitPattern)
    }

    @Test func literalsAndIntegersKeepTheirDigits() throws {
        for text in ["-9223372036854775808", "18446744073709551615", "123456789012345678901234567890",
                     "1.50", "0.001", "-0", "1E+5", "3.4028236e38"] {
            #expect(try JSONValue(parsing: text).jsonString() == text)
        }
    }

    @Test func nonFiniteNumbersAreErrorsWithAPath() {
        let value: JSONValue = ["items": [["price": .number(JSONNumber(Double.infinity))]]]
        do {
            _ = try value.jsonString()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .nonFiniteNumber)
            #expect(error.keyPath == "items.0.price")
            #expect(error.description == "cannot write infinity at items.0.price: JSON has no NaN or infinity")
        }
        #expect(throws: JSONWriteError.self) { try JSONValue.number(JSONNumber(Float.nan)).jsonData() }
    }

    @Test("the key path of a refused number, in containers of scalars and mixed ones, keys sorted or not")
    func nonFiniteKeyPaths() {
        let infinity = JSONValue.number(JSONNumber(Double.infinity))
        let cases: [(JSONValue, Bool, String)] = [
            (infinity, false, ""),
            ([1, infinity], false, "1"),
            ([[1], 2, infinity], false, "2"),
            ([["a": 1, "b": infinity]], false, "0.b"),
            (["z": 1, "b": infinity, "a": [true]], true, "b"),
            (["a": [1, ["c": [[], infinity]]]], false, "a.1.c.1"),
        ]
        for (value, sorted, path) in cases {
            for pretty in [false, true] {
                do {
                    _ = try value.jsonString(pretty: pretty, sortedKeys: sorted)
                    Issue.record("expected an error for \(path)")
                } catch {
                    #expect(error.keyPath == path)
                    #expect(error.kind == .nonFiniteNumber)
                }
            }
        }
    }

    @Test("a refused number 150 levels deep, under objects and arrays in turn, is named by every level of its path")
    func nonFiniteKeyPathDeepDown() {
        // Deeper than the writer goes by calling itself, so the path crosses into its own stack.
        var value = JSONValue.number(JSONNumber(Double.nan))
        var components: [String] = []
        for level in 0..<150 {
            if level % 2 == 0 {
                value = ["k\(level)": value, "after": true]
                components.append("k\(level)")
            } else {
                value = [1, value, "x"]
                components.append("1")
            }
        }
        let path = components.reversed().joined(separator: ".")
        for pretty in [false, true] {
            for sorted in [false, true] {
                do {
                    _ = try value.jsonString(pretty: pretty, sortedKeys: sorted)
                    Issue.record("expected an error")
                } catch {
                    #expect(error.keyPath == path)
                    #expect(error.kind == .nonFiniteNumber)
                }
            }
        }
        var finite = value
        finite[path: path] = 2.5
        for pretty in [false, true] {
            let text = try? finite.jsonString(pretty: pretty)
            #expect(text.flatMap { try? JSONValue(parsing: $0) } == finite)
        }
    }
}

// Needs ../shared/corpus (twitter.json, citm_catalog.json, canada.json), which a fresh clone
// does not have.
@Suite("Corpus round trips", .enabled(if: SharedFiles.exists("corpus"), "needs ../shared/corpus"))
struct CorpusRoundTripTests {
    @Test(arguments: ["twitter", "citm_catalog", "canada"])
    func writeThenParseGivesTheSameDocument(name: String) throws {
        let data = try Data(contentsOf: SharedFiles.url("corpus/\(name).json"))
        let value = try JSONValue(parsing: data)
        for (pretty, sorted) in [(false, false), (true, false), (false, true)] {
            let written = try value.jsonString(pretty: pretty, sortedKeys: sorted)
            let again = try JSONValue(parsing: written)
            #expect(again == value)
            #expect(try again.jsonString(pretty: pretty, sortedKeys: sorted) == written)
        }
    }
}

// Pins the writer's exact bytes for the corpus documents, in every mode, so that work on its
// speed cannot change its output: the sizes and FNV-1a hashes are what the writer wrote before
// issue 18 gave it a buffer of its own. Needs ../shared/corpus, like the round trips above.
@Suite("Corpus output", .enabled(if: SharedFiles.exists("corpus"), "needs ../shared/corpus"))
struct CorpusOutputTests {
    enum Mode: String, CaseIterable, Sendable {
        case compact, pretty, sorted, prettySorted, printed, debugPrinted
    }

    /// Size and FNV-1a hash of each document's output in each mode.
    static let pinned: [String: (size: Int, hash: UInt64)] = [
        "canada compact": (2055428, 0x3626b4c98c5399a6),
        "canada debugPrinted": (5177615, 0x30d0ca3233a35b3a),
        "canada pretty": (5177615, 0x30d0ca3233a35b3a),
        "canada prettySorted": (5177615, 0xd51535ed428b2478),
        "canada printed": (2055428, 0x3626b4c98c5399a6),
        "canada sorted": (2055428, 0xc5d50c8d3310ebc4),
        "citm_catalog compact": (500299, 0x2db3d46bf7b3848c),
        "citm_catalog debugPrinted": (1151920, 0x3b0d1dbe51afa3e6),
        "citm_catalog pretty": (1151920, 0x3b0d1dbe51afa3e6),
        "citm_catalog prettySorted": (1151920, 0x3b0d1dbe51afa3e6),
        "citm_catalog printed": (500299, 0x2db3d46bf7b3848c),
        "citm_catalog sorted": (500299, 0x2db3d46bf7b3848c),
        "twitter compact": (466906, 0x20e74bd863a6049f),
        "twitter debugPrinted": (631514, 0x505c71867e0f22a7),
        "twitter pretty": (631514, 0x505c71867e0f22a7),
        "twitter prettySorted": (631514, 0xc8ff5b9c0ffb6f75),
        "twitter printed": (466906, 0x20e74bd863a6049f),
        "twitter sorted": (466906, 0x1ecc0bed02a86f3),
    ]

    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func output(_ value: JSONValue, _ mode: Mode) throws -> [UInt8] {
        switch mode {
        case .compact: return try value.jsonBytes()
        case .pretty: return try value.jsonBytes(pretty: true)
        case .sorted: return try value.jsonBytes(sortedKeys: true)
        case .prettySorted: return try value.jsonBytes(pretty: true, sortedKeys: true)
        case .printed: return Array(value.description.utf8)
        case .debugPrinted: return Array(value.debugDescription.utf8)
        }
    }

    @Test(arguments: ["twitter", "citm_catalog", "canada"])
    func sameBytesAsBefore(name: String) throws {
        let value = try JSONValue(parsing: try Data(contentsOf: SharedFiles.url("corpus/\(name).json")))
        for mode in Mode.allCases {
            let bytes = try Self.output(value, mode)
            let found = (size: bytes.count, hash: Self.fnv1a(bytes))
            let expected = try #require(Self.pinned["\(name) \(mode)"])
            #expect(found.size == expected.size && found.hash == expected.hash, "\(name) \(mode)")
        }
        // The three forms of the compact text are the same bytes.
        let bytes = try value.jsonBytes()
        #expect(try value.jsonData() == Data(bytes))
        #expect(try Array(value.jsonString().utf8) == bytes)
    }
}
