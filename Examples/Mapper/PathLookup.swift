import Transforms

/// Follows a key path through a document, and explains where and why it stops.
///
/// The path syntax is the library's (`statuses.0.user.name`): components separated by `.`; in
/// an object a component is a key (even `"0"`), in an array it must be a whole number without
/// leading zeros. The empty path is the document itself.
enum PathLookup {
    /// Why a path does not exist, in one sentence that names the missing component, where it
    /// was looked for, and what is there instead.
    struct Failure: Error, Equatable {
        let message: String
    }

    static func value(at path: String, in document: JSONValue) -> Result<JSONValue, Failure> {
        guard !path.isEmpty else { return .success(document) }
        var current = document
        var walked: [String] = []
        for component in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            let place = walked.isEmpty ? "the top level" : "\"\(walked.joined(separator: "."))\""
            switch current {
            case .object(let object):
                guard let next = object[component] else {
                    return .failure(Failure(message: missingKey(component, in: object, at: place)))
                }
                current = next
            case .array(let elements):
                let count = elements.count == 1 ? "1 element" : "\(elements.count) elements"
                guard let index = arrayIndex(component) else {
                    return .failure(Failure(
                        message: "\"\(component)\" is not an array index: the value at \(place) is an array of \(count)"))
                }
                guard index < elements.count else {
                    return .failure(Failure(message: "index \(index) is out of range: the array at \(place) has \(count)"))
                }
                current = elements[index]
            default:
                return .failure(Failure(
                    message: "no \"\(component)\" in \(Describe.short(current)) at \(place): only objects and arrays have components"))
            }
            walked.append(component)
        }
        return .success(current)
    }

    private static func missingKey(_ key: String, in object: JSONObject, at place: String) -> String {
        var message = "no key \"\(key)\" in the object at \(place)"
        guard !object.isEmpty else { return message + "; the object is empty" }
        if let suggestion = closest(to: key, among: object.keys) { message += " (did you mean \"\(suggestion)\"?)" }
        let shown = object.keys.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = object.count > 12 ? " and \(object.count - 12) more" : ""
        return message + "; keys there: " + shown + more
    }

    /// A key that differs from `key` only in case, or by at most two edits.
    private static func closest(to key: String, among keys: [String]) -> String? {
        if let sameLetters = keys.first(where: { $0.lowercased() == key.lowercased() }) { return sameLetters }
        let ranked = keys.map { (key: $0, distance: editDistance($0, key)) }.filter { $0.distance <= 2 }
        return ranked.min { $0.distance < $1.distance }?.key
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= 2 else { return 3 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }

    private static func arrayIndex(_ component: String) -> Int? {
        guard let first = component.utf8.first, component.utf8.count <= 18,
            component.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            first != UInt8(ascii: "0") || component.utf8.count == 1
        else { return nil }
        return Int(component)
    }
}
