import Foundation
import Transforms

/// A mapped model, or an array of them, that can be written back.
public protocol RoundTripWritable {
    var writtenJSON: String? { get }
}

extension Array: RoundTripWritable where Element: BaseMappable {
    public var writtenJSON: String? { toJSONString() }
}

/// Compares a document with what its models wrote back (see the rules in the script).
public enum RoundTrip {
    /// Whether the document is an array (of models) rather than one model.
    public static func isArray(_ text: String) -> Bool {
        text.unicodeScalars.first { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) } == "["
    }

    public static func check(label: String, original: String, written: String?) -> Bool {
        guard let written else {
            print("FAIL \(label): toJSONString() gave nil")
            return false
        }
        do {
            let before = try JSONValue(parsing: original)
            let after = try JSONValue(parsing: written)
            var differences: [String] = []
            compare(before, after, at: "", into: &differences)
            if differences.isEmpty {
                print("ok   \(label)")
                return true
            }
            print("FAIL \(label): \(differences.count) difference(s)")
            for difference in differences.prefix(10) { print("     \(difference)") }
            return false
        } catch {
            print("FAIL \(label): \(error)")
            return false
        }
    }

    private static func compare(_ before: JSONValue, _ after: JSONValue, at path: String, into differences: inout [String]) {
        let place = path.isEmpty ? "(top level)" : path
        switch (before, after) {
        case (.object(let a), .object(let b)):
            for (key, value) in a {
                let child = path.isEmpty ? key : path + "." + key
                if let other = b[key] {
                    compare(value, other, at: child, into: &differences)
                } else if !value.isNull {
                    differences.append("\(child): missing from the output")
                }
            }
            for (key, _) in b where a[key] == nil {
                differences.append("\(path.isEmpty ? key : path + "." + key): not in the document")
            }
        case (.array(let a), .array(let b)):
            guard a.count == b.count else {
                differences.append("\(place): \(a.count) elements became \(b.count)")
                return
            }
            for index in a.indices {
                compare(a[index], b[index], at: path.isEmpty ? "\(index)" : "\(path).\(index)", into: &differences)
            }
        case (.number(let a), .number(let b)):
            if a != b, a.double == nil || a.double != b.double {
                differences.append("\(place): \(a.literal) became \(b.literal)")
            }
        case (.string(let a), .string(let b)):
            if a != b, !sameInstant(a, b) { differences.append("\(place): \"\(a)\" became \"\(b)\"") }
        default:
            if before != after {
                let a = (try? before.jsonString()) ?? "?"
                let b = (try? after.jsonString()) ?? "?"
                differences.append("\(place): \(a.prefix(60)) became \(b.prefix(60))")
            }
        }
    }

    /// Read as the generated models read them: offsets and fractions of a second included.
    private static func sameInstant(_ a: String, _ b: String) -> Bool {
        let transform = ISO8601DateTransform()
        guard let first = transform.transformFromJSON(a), let second = transform.transformFromJSON(b) else {
            return false
        }
        return first == second
    }
}
