// Must NOT type-check (scripts/typecheck-extra.sh checks that it fails, and why): a model
// whose conformance is isolated to the main actor cannot be streamed, since a stream maps its
// elements wherever it is iterated, off the main actor too. The nonisolated model beside it
// streams, so the one error expected is the isolated conformance's.
import Foundation
import Mapping

struct MainActorModel: @MainActor Mappable {
    var x = 0
    init?(map: Map) {}
    @MainActor mutating func mapping(map: Map) { x <- map["x"] }
}

struct PlainModel: Mappable {
    var x = 0
    init?(map: Map) {}
    mutating func mapping(map: Map) { x <- map["x"] }
}

@MainActor func streamMainActorModels() async throws {
    let chunks = AsyncStream<Data> { $0.yield(Data(#"[{"x":1}]"#.utf8)); $0.finish() }
    for try await model in Mapper<MainActorModel>().mapArray(chunks: chunks) { _ = model }
}

@MainActor func streamPlainModels() async throws {
    let chunks = AsyncStream<Data> { $0.yield(Data(#"[{"x":1}]"#.utf8)); $0.finish() }
    for try await model in Mapper<PlainModel>().mapArray(chunks: chunks) { _ = model }
}
