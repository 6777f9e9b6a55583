import Foundation
import Testing
import Mapping

/// Models as an app in the Swift 6 language mode writes them: `Sendable` structs shared between
/// tasks, non-`Sendable` classes made and used in one task, and a view model isolated to the
/// main actor whose conformance is isolated too (`@MainActor Mappable`), mapped there.
@Suite("Models and actors")
struct ModelIsolationTests {
    struct Item: Mappable, Sendable, Equatable {
        var id = 0
        var tags: [String] = []
        var price: Decimal?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            id    <- map["id"]
            tags  <- map["tags"]
            price <- (map["price_cents"], Cents())
        }
    }

    /// A transform holding a non-`Sendable` object: `TransformType` does not require `Sendable`,
    /// so a transform made inside `mapping(map:)` may hold anything.
    struct Cents: TransformType {
        final class Scale { var divisor: Decimal = 100 }
        let scale = Scale()
        func transformFromJSON(_ value: Any?) -> Decimal? { (value as? Int).map { Decimal($0) / scale.divisor } }
        func transformToJSON(_ value: Decimal?) -> Int? {
            value.map { NSDecimalNumber(decimal: $0 * scale.divisor).intValue }
        }
    }

    /// A context class of `let`s of `Sendable` values conforms as it is.
    final class Session: MapContext {
        let userID: Int
        init(userID: Int) { self.userID = userID }
    }

    /// Not `Sendable`: made, mapped and used in one task.
    final class Node: Mappable {
        var name = ""
        var owner = 0
        var children: [Node] = []
        init?(map: Map) {}
        func mapping(map: Map) {
            name     <- map["name"]
            children <- map["children"]
            if let session = map.context as? Session { owner = session.userID }
        }
    }

    enum API {
        static let items = Mapper<Item>()
        static let nodes = Mapper<Node>(context: Session(userID: 7))
    }

    actor Repository {
        var cache: [Int: Item] = [:]
        func load(_ text: String) throws -> [Item] {
            let items = try API.items.mapArrayOrFail(JSONString: text)
            for item in items { cache[item.id] = item }
            return items
        }
        func nodeNames(_ text: String) -> [String] {
            (API.nodes.mapArray(JSONString: text) ?? []).map { "\($0.name)/\($0.owner)/\($0.children.count)" }
        }
    }

    static func document(_ seed: Int) -> String {
        #"[{"id": \#(seed), "tags": ["t\#(seed)"], "price_cents": \#(seed * 3)}, {"id": \#(seed + 1), "tags": []}]"#
    }

    @Test func oneStaticMapperSharedByATaskGroupMatchesSequentialResults() async {
        let seeds = Array(0..<64)
        let sequential = seeds.map { API.items.mapArray(JSONString: Self.document($0)) ?? [] }
        let concurrent = await withTaskGroup(of: (Int, [Item]).self) { group in
            for seed in seeds { group.addTask { (seed, API.items.mapArray(JSONString: Self.document(seed)) ?? []) } }
            var results = [[Item]](repeating: [], count: seeds.count)
            for await (seed, items) in group { results[seed] = items }
            return results
        }
        #expect(concurrent == sequential)
        #expect(sequential[5].first?.price == Decimal(string: "0.15"))
    }

    @Test func anActorMapsAndItsErrorsReachTheMainActor() async throws {
        let repository = Repository()
        let items = try await repository.load(Self.document(1))
        #expect(items.map(\.id) == [1, 2])
        #expect(await repository.nodeNames(#"[{"name": "a", "children": [{"name": "b", "children": []}]}]"#) == ["a/7/1"])
        let error = await Self.loadOnMainActor(repository, #"[{"id": "x", "tags": []}]"#)
        let text = try #require(error?.description)
        #expect(text.contains(#"0.id"#) && text.contains(#"expected Int, found string "x""#), "\(text)")
    }

    @MainActor static func loadOnMainActor(_ repository: Repository, _ text: String) async -> MapError? {
        do {
            _ = try await repository.load(text)
            return nil
        } catch {
            return error as? MapError
        }
    }

    @Test func nonSendableModelsAreMadeInADetachedTaskAndTheIssuesComeBack() async {
        let text = #"[{"name": "a", "children": []}, {"name": 3, "children": []}]"#
        let (names, issues) = await Task.detached {
            let (nodes, issues) = API.nodes.mapArrayWithIssues(JSONString: text)
            return ((nodes ?? []).map(\.name), issues)
        }.value
        #expect(names == ["a", ""])
        #expect(issues.map(\.description) == [#"1.name: expected String, found number 3"#])
    }

    @MainActor @Test func aStreamIteratedOnTheMainActorDeliversNonisolatedModels() async throws {
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data(#"{"data": [{"id": 1}, {"id""#.utf8))
            continuation.yield(Data(#": 2}]}"#.utf8))
            continuation.finish()
        }
        var ids: [Int] = []
        for try await item in API.items.mapArray(chunks: chunks, atKeyPath: "data") { ids.append(item.id) }
        #expect(ids == [1, 2])
    }

    /// A reader of a nonisolated model is made where the bytes are first expected and fed in
    /// another task, as a delegate's queue feeds it.
    @MainActor @Test func readersMadeOnTheMainActorAreFedInAnotherTask() async throws {
        let array = API.items.arrayReaderOrFail(atKeyPath: "data")
        let lines = API.items.jsonLinesReaderWithIssues()
        let (ids, lineIDs, lineIssues) = try await Task.detached {
            var ids: [Int] = []
            try array.read(Data(#"{"data": [{"id": 1, "tags": []}, {"id""#.utf8)) { ids.append($0.id) }
            try array.read(Data(#": 2, "tags": ["a"]}]}"#.utf8)) { ids.append($0.id) }
            try array.finish { ids.append($0.id) }
            var lineIDs: [Int] = []
            var lineIssues: [String] = []
            let body = { (line: (line: Int, value: Item?, issues: [MappingIssue])) in
                if let item = line.value { lineIDs.append(item.id) }
                lineIssues += line.issues.map { "\(line.line): \($0)" }
            }
            try lines.read(Data("{\"id\": 3, \"tags\": []}\n{\"id\": \"x\", \"tags\": []}".utf8), body)
            try lines.finish(body)
            return (ids, lineIDs, lineIssues)
        }.value
        #expect(ids == [1, 2])
        #expect(lineIDs == [3, 0])
        #expect(lineIssues == [#"2: id: expected Int, found string "x""#])
    }
}

/// A view model isolated to the main actor. Its conformance is isolated too: Swift then lets it
/// be used only on the main actor, where the synchronous doors run `mapping(map:)`.
@MainActor final class ProfileViewModel: @MainActor Mappable {
    var name = ""
    var age = 0
    var friends: [ProfileViewModel] = []
    var mappedOnMainActor = true

    init?(map: Map) {}

    func mapping(map: Map) {
        MainActor.assertIsolated()
        name    <- map["name"]
        age     <- map["age"]
        friends <- map["friends"]
    }
}

@Suite("A model isolated to the main actor")
@MainActor struct MainActorModelTests {
    @Test func everySynchronousDoorMapsItOnTheMainActor() throws {
        let json = #"{"name": "Ada", "age": 36, "friends": [{"name": "Charles"}]}"#
        let mapper = Mapper<ProfileViewModel>()
        let profile = try #require(mapper.map(JSONString: json))
        #expect(profile.name == "Ada" && profile.age == 36 && profile.friends.map(\.name) == ["Charles"])
        #expect(profile.toJSONString() == #"{"name":"Ada","age":36,"friends":[{"name":"Charles","age":0,"friends":[]}]}"#)
        #expect(ProfileViewModel(JSONString: json)?.name == "Ada")
        #expect([ProfileViewModel](JSONString: "[\(json)]")?.count == 1)

        _ = mapper.map(JSONString: #"{"age": 37}"#, toObject: profile)
        #expect(profile.name == "Ada" && profile.age == 37)

        let (_, issues) = mapper.mapWithIssues(JSONString: #"{"name": "Ada", "age": "old", "friends": []}"#)
        #expect(issues.map(\.description) == [#"age: expected Int, found string "old""#])
        #expect(throws: MapError.self) { try mapper.mapOrFail(JSONString: #"{"age": "old"}"#) }
    }

    /// A writer needs the model's conformance wherever it is used, so Swift keeps one of this
    /// model on the main actor, where `write(_:)` maps it (its readers are refused:
    /// scripts/probes/IsolatedReader.swift).
    @Test func theWritersWriteItOnTheMainActor() throws {
        let profiles = try #require(Mapper<ProfileViewModel>().mapArray(
            JSONString: #"[{"name": "Ada", "age": 36}, {"name": "Charles", "friends": [{"name": "Ada"}]}]"#))
        var array: [UInt8] = []
        let arrayWriter = Mapper<ProfileViewModel>().arrayWriter { array += $0 }
        try arrayWriter.write(contentsOf: profiles)
        try arrayWriter.finish()
        #expect(String(decoding: array, as: UTF8.self) == Mapper<ProfileViewModel>().toJSONString(profiles))

        var lines: [UInt8] = []
        let linesWriter = Mapper<ProfileViewModel>().jsonLinesWriter { lines += $0 }
        for profile in profiles { try linesWriter.write(profile) }
        try linesWriter.finish()
        #expect(String(decoding: lines, as: UTF8.self) == profiles.compactMap { $0.toJSONString().map { $0 + "\n" } }.joined())
        #expect(linesWriter.count == 2)
    }
}
