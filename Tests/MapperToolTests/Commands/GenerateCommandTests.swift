import Foundation
import Testing

@Suite("mapper generate: exact output")
struct GenerateCommandTests {
    @Test func mappableStructsForNumbers() throws {
        let run = try MapperProcess.run("generate", Samples.path("numbers.json"))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == """
            import Transforms
            import Foundation

            struct Root: Mappable {
                var count: Int?
                var negative: Int?
                var bigId: UInt64?
                var huge: Decimal?
                var signedAndBig: [Decimal]?
                var ratio: Double?
                var mixed: [Double]?
                var wholeThenFraction: [Double]?
                var exponent: Double?
                var flag: Bool?

                init?(map: Map) {}

                mutating func mapping(map: Map) {
                    count <- map["count"]
                    negative <- map["negative"]
                    bigId <- map["big_id"]
                    huge <- map["huge"]
                    signedAndBig <- map["signed_and_big"]
                    ratio <- map["ratio"]
                    mixed <- map["mixed"]
                    wholeThenFraction <- map["whole_then_fraction"]
                    exponent <- map["exponent"]
                    flag <- map["flag"]
                }
            }

            """)
    }

    /// A struct cannot hold a value of its own type: such a type is written as a final class,
    /// in either style, and the others stay structs.
    @Test func aTypeThatHoldsItselfIsAFinalClass() throws {
        let sample = #"{"id": 1, "next": {"id": 2, "next": {"id": 3}}}"#
        let run = try MapperProcess.run("generate", "--style", "immutable", input: sample)
        #expect(run.status == 0)
        #expect(run.stdout == """
            import Transforms

            struct Root: ImmutableMappable {
                let id: Int
                let next: Next

                init(map: Map) throws {
                    id = try map.value("id")
                    next = try map.value("next")
                }

                mutating func mapping(map: Map) {
                    id >>> map["id"]
                    next >>> map["next"]
                }
            }

            /// A class: it holds a value of its own type, which a struct cannot.
            final class Next: ImmutableMappable {
                let id: Int
                let next: Next?

                required init(map: Map) throws {
                    id = try map.value("id")
                    next = try map.value("next")
                }

                func mapping(map: Map) {
                    id >>> map["id"]
                    next >>> map["next"]
                }
            }

            """)
        let classes = try MapperProcess.run("generate", "--kind", "class", input: sample)
        #expect(!classes.stdout.contains("final class") && classes.stdout.contains("class Next: Mappable"))
    }

    /// Standard input is one of the samples, once; a file beside it is another.
    @Test func standardInputBesideAFile() throws {
        let first = try String(contentsOfFile: Samples.path("order-1.json"), encoding: .utf8)
        let arguments = ["generate", "--style", "immutable", "--name", "Order"]
        let fromFiles = try MapperProcess.run(arguments + [Samples.path("order-1.json"), Samples.path("order-2.json")])
        let mixed = try MapperProcess.run(arguments + ["-", Samples.path("order-2.json")], input: first)
        #expect(mixed.status == 0)
        #expect(mixed.stderr.isEmpty)
        #expect(mixed.stdout == fromFiles.stdout)
    }

    /// Two names of one pipe read it twice, as two '-' would: the second read finds nothing.
    /// So the tool tells them by their device and inode, whatever names them ('-', `/dev/stdin`,
    /// `/proc/self/fd/0`, a symbolic link), and refuses them before reading either.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/0"), "needs /dev/stdin and /proc (Linux)"),
          arguments: [["/dev/stdin", "/dev/stdin"], ["-", "/dev/stdin"], ["/proc/self/fd/0", "-"],
                       ["/dev/stdin", "link"], ["link", Samples.path("order-2.json"), "-"]])
    func twoNamesOfOnePipeAreBadUsage(inputs: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("sample.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdin")
        let paths = inputs.map { $0 == "link" ? link : $0 }
        let named = paths.filter { $0 != Samples.path("order-2.json") }

        let run = try MapperProcess.run(["generate"] + paths, input: #"{"id": 1}"#, throughPipe: true)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("mapper: error: '\(named[0])' and '\(named[1])' are the same pipe: it can be read only once\n"
                                     + "Usage: mapper generate "), "\(run.stderr)")
    }

    /// One name of a pipe is read as before, and a file named twice (by its path and through a
    /// symbolic link) is read twice, each time whole, as two copies of it would be.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/stdin"), "needs /dev/stdin"))
    func onePipeOrOneFileNamedTwiceIsRead() throws {
        let sample = try String(contentsOfFile: Samples.path("order-1.json"), encoding: .utf8)
        let once = try MapperProcess.run(["generate", Samples.path("order-1.json")])
        let piped = try MapperProcess.run(["generate", "/dev/stdin"], input: sample, throughPipe: true)
        #expect(piped.status == 0)
        #expect(piped.stdout == once.stdout)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("again.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Samples.path("order-1.json"))
        let twice = try MapperProcess.run(["generate", Samples.path("order-1.json"), link])
        #expect(twice.status == 0)
        #expect(twice.stderr.isEmpty)
        #expect(twice.stdout == once.stdout)
    }

    @Test func immutableStructsFromTwoSamples() throws {
        let run = try MapperProcess.run(
            "generate", "--style", "immutable", "--name", "Order", Samples.path("order-1.json"), Samples.path("order-2.json"))
        #expect(run.status == 0)
        #expect(run.stdout == """
            import Transforms

            struct Order: ImmutableMappable {
                let id: Int
                let total: Double
                let coupon: String?
                let items: [Item]
                let note: JSONValue?

                init(map: Map) throws {
                    id = try map.value("id")
                    total = try map.value("total")
                    coupon = try map.value("coupon")
                    items = try map.value("items")
                    note = try map.value("note")
                }

                mutating func mapping(map: Map) {
                    id >>> map["id"]
                    total >>> map["total"]
                    coupon >>> map["coupon"]
                    items >>> map["items"]
                    note >>> map["note"]
                }
            }

            struct Item: ImmutableMappable {
                let sku: String
                let qty: Int
                let gift: Bool?

                init(map: Map) throws {
                    sku = try map.value("sku")
                    qty = try map.value("qty")
                    gift = try map.value("gift")
                }

                mutating func mapping(map: Map) {
                    sku >>> map["sku"]
                    qty >>> map["qty"]
                    gift >>> map["gift"]
                }
            }

            """)
    }

    @Test func publicClassesWithDatesKeywordsAndDottedKeys() throws {
        let input = #"{"created_at": "2024-05-01T12:00:00Z", "default": 1, "a.b": "x", "map": [null], "owner": {}}"#
        let run = try MapperProcess.run("generate", "--kind", "class", "--access", "public", "--name", "Event", input: input)
        #expect(run.status == 0)
        #expect(run.stdout == """
            import Transforms
            import Foundation

            public class Event: Mappable {
                public var createdAt: Date?
                public var `default`: Int?
                public var aB: String?
                public var map: [JSONValue]?
                public var owner: [String: JSONValue]?

                public required init?(map: Map) {}

                public func mapping(map: Map) {
                    createdAt <- (map["created_at"], ISO8601DateTransform())
                    `default` <- map["default"]
                    aB <- map["a.b", nested: false]
                    self.map <- map["map"]
                    owner <- map["owner"]
                }
            }

            """)
    }

    @Test func immutableClassReadsDatesThroughTheTransform() throws {
        let input = #"{"at": "2024-05-01T12:00:00+02:00", "days": ["2024-05-01T00:00:00Z"], "x.y": null}"#
        let run = try MapperProcess.run("generate", "--style=immutable", "--kind=class", input: input)
        #expect(run.stdout == """
            import Transforms
            import Foundation

            class Root: ImmutableMappable {
                let at: Date
                let days: [Date]
                let xY: JSONValue?

                required init(map: Map) throws {
                    at = try map.value("at", using: ISO8601DateTransform())
                    days = try map.value("days", using: ISO8601DateTransform())
                    xY = try map.value("x.y", nested: false)
                }

                func mapping(map: Map) {
                    at >>> (map["at"], ISO8601DateTransform())
                    days >>> (map["days"], ISO8601DateTransform())
                    xY >>> map["x.y", nested: false]
                }
            }

            """)
    }

    @Test func datesWithOffsetsAndFractionsKeepTheirMilliseconds() throws {
        let run = try MapperProcess.run("generate", Samples.path("events.json"))
        #expect(run.status == 0)
        #expect(run.stdout == """
            import Transforms
            import Foundation

            struct Root: Mappable {
                var events: [Event]?

                init?(map: Map) {}

                mutating func mapping(map: Map) {
                    events <- map["events"]
                }
            }

            struct Event: Mappable {
                var name: String?
                var startsAt: Date?
                var endsAt: Date?
                var reminders: [Date]?

                init?(map: Map) {}

                mutating func mapping(map: Map) {
                    name <- map["name"]
                    startsAt <- (map["starts_at"], ISO8601DateTransform(fractionalSeconds: true))
                    endsAt <- (map["ends_at"], ISO8601DateTransform())
                    reminders <- (map["reminders"], ISO8601DateTransform(fractionalSeconds: true))
                }
            }

            """)
    }

    @Test func anEmptyObjectGivesAnEmptyModel() throws {
        let run = try MapperProcess.run("generate", "--style", "immutable", input: "{}")
        #expect(run.stdout == """
            import Transforms

            struct Root: ImmutableMappable {
                init(map: Map) throws {}

                mutating func mapping(map: Map) {}
            }

            """)
    }

    @Test(arguments: [
        ("42", "<stdin>: error: the document is a number; generate needs an object or an array of objects\n"),
        ("[{}, 1]", "<stdin>: error: element 1 of the top-level array is a number; generate needs objects\n"),
        ("[]", "mapper: error: no object to learn from: the samples hold only empty arrays\n"),
        ("[null, null]", "mapper: error: no object to learn from: the samples' arrays hold only null\n"),
        ("{\"a\": }", "<stdin>:1:7: error: expected a value, found '}'\n{\"a\": }\n      ^\n"),
    ])
    func unusableSamplesAreBadInput(input: String, message: String) throws {
        let run = try MapperProcess.run("generate", input: input)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message)
    }

    // Needs ../shared/corpus/twitter.json, which a fresh clone does not have.
    /// Complete: every type twitter.json asks for. Quick: the work of inference grows linearly
    /// with the document. The work is counted by the tool's debug meter (`InferenceMeter`),
    /// not timed: each value is described at most once, and the document with its statuses
    /// four times over costs at most 4.5 times the document itself (quadratic work: 16 times).
    @Test(.enabled(if: Samples.corpus("twitter.json") != nil, "needs ../shared/corpus/twitter.json"))
    func twitterIsQuickAndComplete() throws {
        let twitter = try #require(Samples.corpus("twitter.json"))
        let run = try MapperProcess.run("generate", twitter)
        #expect(run.status == 0)
        let types = run.stdout.split(separator: "\n").filter { $0.hasPrefix("struct ") }.map { $0.split(separator: " ")[1] }
        #expect(types == [
            "Root:", "Status:", "SearchMetadata:", "Metadata:", "User:", "Entities:", "RetweetedStatus:",
            "UserEntities:", "Hashtag:", "Url:", "UserMention:", "Media:", "Description:", "UserEntitiesUrl:",
            "Sizes:", "Medium:", "Small:", "Thumb:", "Large:",
        ])
        #expect(run.stdout.contains("        inReplyToStatusId <- map[\"in_reply_to_status_id\"]\n"))

        // The meter exists in debug builds only, as these tests and the tool beside them are built.
        #if DEBUG
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: twitter))) as? [String: Any])
        let statuses = try #require(document["statuses"] as? [Any])
        var fourTimes = document
        fourTimes["statuses"] = statuses + statuses + statuses + statuses
        let once = try inferenceWork(document)
        let four = try inferenceWork(fourTimes)
        #expect(once.values > 0 && once.members > 0)
        #expect(once.values <= Self.valueCount(document), "\(once.values) values described")
        #expect(four.values <= Self.valueCount(fourTimes), "\(four.values) values described")
        #expect(four.values * 2 <= once.values * 9, "values described: \(once.values) once, \(four.values) four times over")
        #expect(four.members * 2 <= once.members * 9, "members merged: \(once.members) once, \(four.members) four times over")
        #endif
    }

    /// Samples whose objects do not all have the same keys, as an array of `count` objects.
    enum KeySpread: CaseIterable, CustomTestStringConvertible {
        /// Each object has a key no other has: `[{"k0": 0}, {"k1": 1}, ...]`.
        case ownKeys
        /// Each object has the keys all have and one of its own: `[{"id": 0, "name": "a", "k0": 0}, ...]`.
        case sharedAndOwnKeys
        /// The keys of its own sit one level down: `[{"a": {"k0": 0}}, {"a": {"k1": 1}}, ...]`.
        case nestedOwnKeys

        var testDescription: String { "\(self)" }

        func samples(count: Int) -> String {
            let objects = (0..<count).map { index in
                switch self {
                case .ownKeys: "{\"k\(index)\": \(index)}"
                case .sharedAndOwnKeys: "{\"id\": \(index), \"name\": \"a\", \"k\(index)\": \(index)}"
                case .nestedOwnKeys: "{\"a\": {\"k\(index)\": \(index)}}"
                }
            }
            return "[" + objects.joined(separator: ", ") + "]"
        }
    }

    /// Merging the shapes of objects with different keys goes through each member a bounded
    /// number of times: the merged shape is added to where it is, not copied at every object
    /// (which made 1,000 objects with a key each cost 500,499 members merged). Counted by the
    /// debug meter, not timed: four times the objects cost at most 4.5 times the work, and no
    /// more than twice as many members are merged as the samples have.
    @Test(arguments: KeySpread.allCases)
    func mergingObjectsWithKeysOfTheirOwnIsLinear(spread: KeySpread) throws {
        #if DEBUG
        let once = spread.samples(count: 1000)
        let four = spread.samples(count: 4000)
        let onceWork = try inferenceWork(once)
        let fourWork = try inferenceWork(four)
        for (text, work) in [(once, onceWork), (four, fourWork)] {
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
            #expect(work.values <= Self.valueCount(document), "\(work.values) values described")
            #expect(work.members <= 2 * Self.memberCount(document), "\(work.members) members merged")
        }
        #expect(fourWork.values * 2 <= onceWork.values * 9,
                "values described: \(onceWork.values) for 1,000 objects, \(fourWork.values) for 4,000")
        #expect(fourWork.members * 2 <= onceWork.members * 9,
                "members merged: \(onceWork.members) for 1,000 objects, \(fourWork.members) for 4,000")
        #endif
    }

    #if DEBUG
    /// What `mapper generate` counts while it infers types for `document`.
    private func inferenceWork(_ document: [String: Any]) throws -> (values: Int, members: Int, keyCharacters: Int, names: Int) {
        try inferenceWork(String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
    }

    /// What `mapper generate` counts while it infers types for the samples in `text`.
    private func inferenceWork(_ text: String) throws -> (values: Int, members: Int, keyCharacters: Int, names: Int) {
        let run = try MapperProcess.run(["generate"], input: text, environment: ["MAPPER_COUNT_WORK": "1"])
        #expect(run.status == 0)
        // "mapper: work: 31482 values described, 6215 members merged, 52000 key characters read, 40 names tried"
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("mapper: work: ") },
                                "the mapper binary counts its work only when built for debugging")
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 4, "unexpected line: \(line)")
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    #if DEBUG
    /// Each object of a document of many sibling objects tries a few type names, not a
    /// thousand: 10,000 of them took seconds when every object made its thousand numbered names
    /// up front.
    @Test func siblingObjectsTryFewTypeNames() throws {
        let text = "{" + (0..<2_000).map { "\"k\($0)\": {\"a\": \($0)}" }.joined(separator: ",") + "}"
        let work = try inferenceWork(text)
        #expect(work.names > 0 && work.names <= 3 * 2_001, "\(work.names) names tried for 2,001 objects")
    }

    /// Keys that all give one property name are numbered in one pass (`x`, `x2`, `x3`, ...),
    /// not by counting up from 2 for each.
    @Test func clashingPropertyNamesAreNumberedInOnePass() throws {
        let scalars = (0..<2_000).map { Character(Unicode.Scalar(0x4E00 + $0)!) }
        let text = "{" + scalars.enumerated().map { "\"x\($1)\": \($0)" }.joined(separator: ",") + "}"
        let work = try inferenceWork(text)
        #expect(work.names <= 3 * 2_000, "\(work.names) names tried for 2,000 clashing keys")
    }

    /// Naming a key looks at each of its characters a bounded number of times: a key four
    /// times longer costs at most 4.5 times as much (a key of 40,000 lowercase letters once
    /// took minutes, each character scanning the rest of the key).
    @Test func namingALongKeyIsLinear() throws {
        func sample(_ length: Int) -> String { "{\"A" + String(repeating: "ab", count: length / 2) + "\": 1}" }
        let short = try inferenceWork(sample(2_000))
        let long = try inferenceWork(sample(8_000))
        #expect(short.keyCharacters > 0)
        #expect(long.keyCharacters * 2 <= short.keyCharacters * 9,
                "key characters read: \(short.keyCharacters) for 2,000, \(long.keyCharacters) for 8,000")
    }
    #endif

    /// The number of values in a Foundation document, the document itself included.
    private static func valueCount(_ document: Any) -> Int {
        var count = 0
        var pending: [Any] = [document]
        while let value = pending.popLast() {
            count += 1
            if let object = value as? [String: Any] {
                pending.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return count
    }

    /// The number of object members in a Foundation document.
    private static func memberCount(_ document: Any) -> Int {
        var count = 0
        var pending: [Any] = [document]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                count += object.count
                pending.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return count
    }
    #endif
}
