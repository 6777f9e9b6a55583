import Foundation
import RoundTripSupport

// One generated model set's run: maps the document through `Model`, writes it back and compares
// (scripts/generate-roundtrip.sh). Usage: <target> LABEL DOCUMENT.json
let label = CommandLine.arguments[1]
let path = CommandLine.arguments[2]
let text = try String(contentsOfFile: path, encoding: .utf8)
do {
    guard let model = try readModel(from: text) else {
        print("FAIL \(label): the document did not map")
        exit(1)
    }
    exit(RoundTrip.check(label: label, original: text, written: model.writtenJSON) ? 0 : 1)
} catch {
    print("FAIL \(label): \(error)")
    exit(1)
}
