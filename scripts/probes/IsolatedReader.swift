// Must NOT type-check (scripts/typecheck-extra.sh checks that it fails, and why): a model
// whose conformance is isolated to the main actor cannot be read by a push reader, since a
// reader made on the main actor can be handed to another task (or a delegate's queue) and fed
// there, which maps its elements off the main actor. Each of the six readers is refused where
// it is made; the nonisolated model beside it is read the same way, so the six errors expected
// are the isolated conformance's.
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

@MainActor func readMainActorModelsInAnotherTask() {
    let array = Mapper<MainActorModel>().arrayReader()
    let arrayWithIssues = Mapper<MainActorModel>().arrayReaderWithIssues()
    let arrayOrFail = Mapper<MainActorModel>().arrayReaderOrFail()
    let lines = Mapper<MainActorModel>().jsonLinesReader()
    let linesWithIssues = Mapper<MainActorModel>().jsonLinesReaderWithIssues()
    let linesOrFail = Mapper<MainActorModel>().jsonLinesReaderOrFail()
    Task.detached {
        try array.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try arrayWithIssues.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try arrayOrFail.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try lines.read(Data("{\"x\":1}\n".utf8)) { _ in }
        try linesWithIssues.read(Data("{\"x\":1}\n".utf8)) { _ in }
        try linesOrFail.read(Data("{\"x\":1}\n".utf8)) { _ in }
    }
}

@MainActor func readPlainModelsInAnotherTask() {
    let array = Mapper<PlainModel>().arrayReader()
    let arrayWithIssues = Mapper<PlainModel>().arrayReaderWithIssues()
    let arrayOrFail = Mapper<PlainModel>().arrayReaderOrFail()
    let lines = Mapper<PlainModel>().jsonLinesReader()
    let linesWithIssues = Mapper<PlainModel>().jsonLinesReaderWithIssues()
    let linesOrFail = Mapper<PlainModel>().jsonLinesReaderOrFail()
    Task.detached {
        try array.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try arrayWithIssues.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try arrayOrFail.read(Data(#"[{"x":1}]"#.utf8)) { _ in }
        try lines.read(Data("{\"x\":1}\n".utf8)) { _ in }
        try linesWithIssues.read(Data("{\"x\":1}\n".utf8)) { _ in }
        try linesOrFail.read(Data("{\"x\":1}\n".utf8)) { _ in }
    }
}
