// Must NOT type-check (scripts/typecheck-extra.sh checks that it fails, and why): a writer of a
// model whose conformance is isolated to the main actor may be made on the main actor and used
// there, but Swift refuses every use of it elsewhere, since `write(_:)` maps the model with its
// `mapping(map:)`. Here the writers are handed to another task and to a nonisolated function;
// the nonisolated model beside them is written the same way, so the errors expected are the
// isolated conformance's, one for each use off the main actor.
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

@MainActor func writeMainActorModelsInAnotherTask(to file: FileHandle) {
    let array = Mapper<MainActorModel>().arrayWriter(to: file)
    let lines = Mapper<MainActorModel>().jsonLinesWriter(to: file)
    let model = MainActorModel(JSONString: #"{"x":1}"#)!
    Task.detached {
        try array.write(model)
        try lines.write(contentsOf: [model])
    }
}

nonisolated func write(_ model: MainActorModel, with writer: MappingStreamWriter<MainActorModel>) async throws {
    try writer.write(model)
}

@MainActor func writeMainActorModelsOnTheMainActor(to file: FileHandle) throws {
    let writer = Mapper<MainActorModel>().arrayWriter(to: file)
    try writer.write(MainActorModel(JSONString: #"{"x":1}"#)!)
    try writer.finish()
}

@MainActor func writePlainModelsInAnotherTask(to file: FileHandle) {
    let array = Mapper<PlainModel>().arrayWriter(to: file)
    let lines = Mapper<PlainModel>().jsonLinesWriter(to: file)
    let model = PlainModel(JSONString: #"{"x":1}"#)!
    Task.detached {
        try array.write(model)
        try lines.write(contentsOf: [model])
    }
}

nonisolated func write(_ model: PlainModel, with writer: MappingStreamWriter<PlainModel>) async throws {
    try writer.write(model)
}
