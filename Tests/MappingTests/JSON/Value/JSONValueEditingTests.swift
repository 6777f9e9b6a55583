import Foundation
import Testing
import Mapping

@Suite("JSONValue editing")
struct JSONValueEditingTests {
    @Test func assigningAKeyReplacesInPlaceAndAppendsNewKeys() throws {
        var value: JSONValue = ["a": 1, "b": 2]
        value["a"] = "one"
        value["c"] = 3
        #expect(try value.jsonString() == #"{"a":"one","b":2,"c":3}"#)
    }

    @Test func assigningNilRemovesAndNullIsWritten() throws {
        var value: JSONValue = ["a": 1, "b": 2, "c": 3]
        value["b"] = nil
        #expect(try value.jsonString() == #"{"a":1,"c":3}"#)
        value["a"] = .null
        #expect(try value.jsonString() == #"{"a":null,"c":3}"#)
        let null: JSONValue = nil                      // a JSONValue written as nil is null
        value["c"] = null
        #expect(try value.jsonString() == #"{"a":null,"c":null}"#)
        value["missing"] = nil                           // removing nothing changes nothing
        value["a"]["deeper"] = nil                       // ... and creates nothing
        value["gone"]["deeper"] = nil
        #expect(try value.jsonString() == #"{"a":null,"c":null}"#)

        var array: JSONValue = [1, 2, 3]
        array[1] = nil                                   // removes the element; later ones move up
        #expect(array == [1, 3])
        array[7] = nil
        #expect(array == [1, 3])
        array[0] = .null
        #expect(array == [nil, 3])
    }

    @Test func literalsOfEveryKindCanBeAssigned() throws {
        var value: JSONValue = [:]
        value["int"] = 1
        value["double"] = 1.5
        value["string"] = "s"
        value["bool"] = true
        value["array"] = [1, "two", nil]
        value["object"] = ["k": "v"]
        #expect(try value.jsonString() == #"{"int":1,"double":1.5,"string":"s","bool":true,"array":[1,"two",null],"object":{"k":"v"}}"#)
    }

    @Test func indexWritesReplaceOrPadWithNulls() throws {
        var value: JSONValue = ["a", "b"]
        value[0] = "A"
        value[2] = "c"
        value[4] = "e"
        #expect(value == ["A", "b", "c", nil, "e"])
    }

    @Test func chainsCreateTheContainersTheyNeed() throws {
        var value: JSONValue = [:]
        value["user"]["name"] = "Ada"
        value["user"]["langs"][0] = "en"
        value["matrix"][1][1] = 5
        value["users", 0, "tags", 0] = "admin"
        value[path: "meta.pages.0.title"] = "one"
        value[pointer: "/links/self"] = "https://example.com"
        #expect(try value.jsonString() == #"""
            {"user":{"name":"Ada","langs":["en"]},"matrix":[null,[null,5]],"users":[{"tags":["admin"]}],\#
            "meta":{"pages":[{"title":"one"}]},"links":{"self":"https://example.com"}}
            """#)

        var null = JSONValue.null
        null["a"] = 1
        #expect(null == ["a": 1])
        var empty: JSONValue? = nil
        empty[0]["b"] = true
        #expect(empty == [["b": true]])
    }

    /// After `value[...] = x`, reading the same subscript gives `x`: values of another kind on
    /// the way are replaced by the container the next step needs.
    @Test(arguments: [
        ("a string becomes an object", JSONValue.string("s")),
        ("a number becomes an object", JSONValue.number(7)),
        ("an array becomes an object", JSONValue.array([1, 2])),
        ("null becomes an object", JSONValue.null),
    ])
    func aKeyReplacesWhatIsNotAnObject(_ name: String, start: JSONValue) {
        var value = start
        value["k"] = 1
        #expect(value == ["k": 1], "\(name)")
    }

    @Test func anIndexReplacesWhatIsNotAnArray() {
        for start: JSONValue in ["s", 7, ["0": "key zero"], nil, true] {
            var value = start
            value[0] = 1
            #expect(value == [1])
            #expect(value[0] == 1)
        }
        var nested: JSONValue = ["list": ["a": 1]]
        nested["list", 1] = "x"
        #expect(nested == ["list": [nil, "x"]])
        nested = ["list": ["a": 1]]
        nested["list"][1] = "x"
        #expect(nested == ["list": [nil, "x"]])
    }

    @Test func textualStepsKeepBothMeanings() {
        // A key path or pointer component made of digits is a key in an object, an index in an array.
        var value: JSONValue = ["obj": ["a": 1], "arr": [1]]
        value[path: "obj.0"] = "key"
        value[path: "arr.0"] = "index"
        value[pointer: "/obj/1"] = "key too"
        #expect(value == ["obj": ["a": 1, "0": "key", "1": "key too"], "arr": ["index"]])
        #expect(value[path: "obj.0"] == "key" && value[pointer: "/arr/0"] == "index")
    }

    @Test func aWriteTooFarPastTheEndOrNegativeChangesNothing() throws {
        var value: JSONValue = ["list": [1, 2]]
        let before = value
        value["list"][10_003] = 1            // 10,001 nulls: refused
        value["list"][-1] = 1
        value["list", 1_000_000_000] = 1
        value[path: "list.999999999"] = 1
        value[pointer: "/list/20000"] = 1
        value["other"][50_000] = 1           // a new array: refused too
        #expect(value == before)

        value["list"][10_002] = 1            // exactly 10,000 nulls: allowed
        #expect(value["list"].count == 10_003)
        #expect(value["list"][10_002] == 1 && value["list"][2] == .null)

        var fresh: JSONValue = [:]
        #expect(throws: JSONPointerError.self) { try fresh.set(1, at: JSONPointer("/a/10001")) }
        do {
            try fresh.set(1, at: JSONPointer("/a/b/20000"))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.kind == .indexOutOfReach)
            #expect(error.tokenIndex == 2)
            #expect(error.description
                == #"cannot write at "/a/b/20000": index 20000 is 20000 past the end of the new array there, and a write pads an array with at most 10000 nulls"#)
        }
        #expect(fresh == [:])
        // An index of any length is an index (RFC 6901's grammar has no limit): far past the
        // end, not "not an index".
        var list: JSONValue = ["a": [1]]
        for token in ["1000000000000000000", "99999999999999999999", "123456789012345678901234567890"] {
            #expect {
                try list.set(2, at: JSONPointer("/a/\(token)"))
            } throws: { error in
                (error as? JSONPointerError)?.kind == .indexOutOfReach
            }
        }
        #expect(list == ["a": [1]])
    }

    @Test func variadicChainsMeanTheSameAsSingleSteps() {
        let starts: [JSONValue] = [
            [:], nil, ["a": [1, 2]], ["a": ["b": 1]], ["a": "scalar"], [["a": 1]], [1, 2, 3],
        ]
        let chains: [[any JSONSubscriptKey]] = [["a", 0], ["a", "b"], [0, "a"], [1, 1], ["a", 3, "c"]]
        for start in starts {
            for chain in chains {
                var stepByStep: JSONValue? = start
                var variadic: JSONValue? = start
                switch chain.count {
                case 2:
                    variadic[chain[0], chain[1]] = "x"
                    stepByStep = Self.writeStepByStep(stepByStep, chain, "x")
                default:
                    variadic[chain[0], chain[1], chain[2]] = "x"
                    stepByStep = Self.writeStepByStep(stepByStep, chain, "x")
                }
                #expect(variadic == stepByStep, "\(start) \(chain)")
                let read = chain.count == 2 ? variadic[chain[0], chain[1]] : variadic[chain[0], chain[1], chain[2]]
                #expect(read == "x", "\(start) \(chain)")
            }
        }
    }

    static func writeStepByStep(_ value: JSONValue?, _ chain: [any JSONSubscriptKey], _ newValue: JSONValue) -> JSONValue? {
        guard let first = chain.first else { return newValue }
        var value = value
        switch first.jsonSubscript {
        case .key(let key): value[key] = writeStepByStep(value[key], Array(chain.dropFirst()), newValue)
        case .index(let index): value[index] = writeStepByStep(value[index], Array(chain.dropFirst()), newValue)
        }
        return value
    }

    @Test func appendRemoveValueAndRemoveAt() {
        var value: JSONValue = ["tags": ["a"], "n": 1]
        value["tags"].append("b")
        value["new"].append(1)
        value["n"].append(2)                                 // a number is replaced, as by any write
        #expect(value == ["tags": ["a", "b"], "n": [2], "new": [1]])

        #expect(value.removeValue(forKey: "n") == [2])
        #expect(value.removeValue(forKey: "n") == nil)
        #expect(value["tags"].remove(at: 0) == "a")
        #expect(value["tags"].remove(at: 5) == nil)           // never a trap
        #expect(value["tags"].remove(at: -1) == nil)
        #expect(value["missing"].remove(at: 0) == nil)
        #expect(value["missing"].removeValue(forKey: "x") == nil)
        #expect(value == ["tags": ["b"], "new": [1]])
        #expect(value.keys == ["tags", "new"])

        var scalar: JSONValue = "s"
        #expect(scalar.removeValue(forKey: "s") == nil && scalar.remove(at: 0) == nil && scalar == "s")
        var null = JSONValue.null
        null.append(true)
        #expect(null == [true])
    }

    @Test func removingThroughPathsAndPointers() throws {
        var value: JSONValue = ["a": ["b": [1, 2, 3], "c": true], "d": ["-": "dash"]]
        value[path: "a.b.1"] = nil
        value[pointer: "/a/c"] = nil
        value[pointer: "/d/-"] = nil                       // in an object, "-" is a key
        value[pointer: "/a/b/-"] = nil                     // in an array it names no element
        value[path: "x.y"] = nil
        #expect(value == ["a": ["b": [1, 3]], "d": [:]])
        #expect(value.removeValue(at: try JSONPointer("/a/b/0")) == 1)
        #expect(value.removeValue(at: JSONPointer(tokens: [])) == nil)
        #expect(value == ["a": ["b": [3]], "d": [:]])
    }

    @Test func writingTheWholeValueThroughTheEmptyPointer() {
        var value: JSONValue = ["a": 1]
        value[pointer: ""] = [1, 2]
        #expect(value == [1, 2])
        value[pointer: ""] = nil                            // the document itself is not a member: nothing is removed
        #expect(value == [1, 2])
    }

    /// A chain of writes edits each container in place: writing every element of an array
    /// through `json["items"][i]["done"]` is linear, not a copy of the array per write. The
    /// check is on the array's buffer itself: after every write, the elements are where they
    /// were before it. A write that copied the array would move it, since the copy is made
    /// while the original is still held (8,000 elements copied 8,000 times: quadratic). Each
    /// element's own one-member object is shared by all elements at first
    /// (`Array(repeating:)`), so its first write copies that object, once.
    @Test func chainedWritesEditInPlace() {
        let count = 8_000
        var json: JSONValue = ["items": .array(Array(repeating: ["done": false], count: count))]
        /// Where the array's elements are stored.
        func elementStorage() -> UnsafeRawPointer? {
            guard case .array(let elements)? = json["items"] else { return nil }
            return elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        var last = elementStorage()
        #expect(last != nil)
        var moved = 0
        for index in 0..<count {
            json["items"][index]["done"] = true
            let now = elementStorage()
            if now != last { moved += 1 }
            last = now
        }
        #expect(moved == 0, "\(moved) of \(count) writes copied the array")
        #expect(json["items"][0]["done"] == true && json["items"][count - 1]["done"] == true)
        #expect(json["items"]?.array?.count == count)
    }

    @Test func editsLeaveCopiesUntouched() {
        var value: JSONValue = ["big": .array(Array(repeating: 1, count: 1000)), "user": ["name": "Ada"]]
        let snapshot = value
        value["user"]["name"] = "Grace"
        value["big"][0] = 2
        #expect(snapshot["user"]["name"] == "Ada" && snapshot["big"][0] == 1)
        #expect(value["user"]["name"] == "Grace" && value["big"][0] == 2)
    }
}
