import Transforms

/// Follows a path through a document with the library's path engine (``JSONPointer`` and
/// `JSONValue.value(at:)`), and explains where and why it stops. The tokens, and the array
/// indexes they name, come from the library's parser too: nothing here reads a path itself.
///
/// A path is either a key path in the library's syntax (`statuses.0.user.name`, split at a
/// delimiter, `.` by default) or an RFC 6901 JSON Pointer (`/statuses/0/user/name`); both become
/// the same tokens, read the same way: in an object a token is a key (even `"0"`), in an array
/// it must be a whole number without leading zeros. The empty path is the document itself.
/// Messages name places in the syntax the path was given in.
struct PathLookup {
    /// Why a path does not exist, in one sentence that names the missing component, where it
    /// was looked for, and what is there instead.
    struct Failure: Error, Equatable {
        let message: String
    }

    let pointer: JSONPointer
    /// How a place (the first `count` tokens) is written in messages.
    private let place: (Int) -> String

    /// A key path split at `delimiter`; the empty path is the whole document.
    init(keyPath: String, delimiter: String) {
        let pointer = keyPath.isEmpty ? JSONPointer(tokens: []) : JSONPointer(keyPath: keyPath, delimiter: delimiter)
        self.pointer = pointer
        place = { count in
            let text = pointer.tokens.prefix(count).joined(separator: delimiter)
            // One empty key joins to nothing, which between quotes would read as the top level.
            return count == 0 ? "the top level" : text.isEmpty ? "the empty key \"\"" : "\"\(text)\""
        }
    }

    /// An RFC 6901 JSON Pointer such as `/statuses/0/user/name`.
    init(pointer text: String) throws(JSONPointerError) {
        let pointer = try JSONPointer(text)
        self.pointer = pointer
        place = { count in count == 0 ? "the top level" : "\"\(pointer.prefix(count))\"" }
    }

    func value(in document: JSONValue) -> Result<JSONValue, Failure> {
        do {
            return .success(try document.value(at: pointer))
        } catch {
            let position = error.tokenIndex ?? 0
            let container = (try? document.value(at: pointer.prefix(position))) ?? .null
            return .failure(Failure(message: explain(tokenAt: position, in: container, at: place(position))))
        }
    }

    private func explain(tokenAt position: Int, in container: JSONValue, at place: String) -> String {
        let token = pointer.tokens[position]
        switch container {
        case .object(let object):
            return Self.missingKey(token, in: object, at: place)
        case .array(let elements):
            let count = elements.count == 1 ? "1 element" : "\(elements.count) elements"
            guard let index = pointer.arrayIndex(ofTokenAt: position) else {
                return "\"\(token)\" is not an array index: the value at \(place) is an array of \(count)"
            }
            return "index \(index) is out of range: the array at \(place) has \(count)"
        default:
            return "no \"\(token)\" in \(Describe.short(container)) at \(place): only objects and arrays have components"
        }
    }

    private static func missingKey(_ key: String, in object: JSONObject, at place: String) -> String {
        var message = "no key \"\(key)\" in the object at \(place)"
        guard !object.isEmpty else { return message + "; the object is empty" }
        if let suggestion = closest(to: key, among: object.keys) { message += " (did you mean \"\(suggestion)\"?)" }
        let shown = object.keys.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = object.count > 12 ? " and \(object.count - 12) more" : ""
        return message + "; keys there: " + shown + more
    }

    /// A key that differs from `key` only in case, or by at most two edits; never the empty key,
    /// which is no spelling of a key with letters.
    private static func closest(to key: String, among keys: [String]) -> String? {
        let keys = keys.filter { !$0.isEmpty }
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
}
