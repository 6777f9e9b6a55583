/// An RFC 6901 JSON Pointer such as `/statuses/0/user/name`: a path to a value in a document.
///
/// A pointer is a list of reference tokens, each written after a `/`; `~1` stands for `/` and
/// `~0` for `~` inside a token, so any key can be reached, even one with dots or slashes in
/// it. The empty pointer `""` is the whole document. Reading and writing follow the same path
/// engine as key paths (`value[path:]`, `map["a.0.b"]`): a token made of digits without a
/// leading zero indexes an array and is an ordinary key in an object; when writing, `-` names
/// the position after an array's last element.
///
/// ```swift
/// let pointer = try JSONPointer("/paths/~1users~1{id}/get")
/// pointer.tokens                          // ["paths", "/users/{id}", "get"]
/// let name = try document.value(at: JSONPointer("/statuses/0/user/name"))
/// try document.set("Ada", at: JSONPointer("/statuses/0/user/name"))
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The tokens, resolved as the key-path walker reads them.
    let components: [MapKeyPath.Component]

    init(components: [MapKeyPath.Component]) { self.components = components }

    /// Parses a pointer in its JSON string form (RFC 6901 section 5).
    ///
    /// - Throws: ``JSONPointerError`` of kind ``JSONPointerError/Kind/malformed``, with the
    ///   byte offset, when the text is not empty and does not start with `/`, or when a `~` is
    ///   not followed by `0` or `1`. (The URI fragment form `#/a/b` is not accepted: leave out
    ///   the `#` and the percent-encoding.)
    public init(_ text: String) throws(JSONPointerError) {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else {
            components = []
            return
        }
        guard first == UInt8(ascii: "/") else {
            let hint = first == UInt8(ascii: "#") ? " (leave out the \"#\" of the URI fragment form)" : ""
            throw JSONPointerError(
                malformed: text, offset: 0, reason: "a JSON Pointer starts with \"/\", or is empty for the whole document" + hint)
        }
        var components: [MapKeyPath.Component] = []
        var token: [UInt8] = []
        var offset = 1
        while offset <= bytes.count {
            if offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                components.append(MapKeyPath.Component(String(decoding: token, as: UTF8.self)))
                token.removeAll(keepingCapacity: true)
                offset += 1
                continue
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "~") {
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
                switch next {
                case UInt8(ascii: "0")?: token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1")?: token.append(UInt8(ascii: "/"))
                default:
                    throw JSONPointerError(
                        malformed: text, offset: offset, reason: "\"~\" must be followed by \"0\" (for \"~\") or \"1\" (for \"/\")")
                }
                offset += 2
            } else {
                token.append(byte)
                offset += 1
            }
        }
        self.components = components
    }

    /// A pointer to the value reached by `tokens`, each taken literally (no escapes).
    ///
    /// `JSONPointer(tokens: ["a/b", "0"])` is `/a~1b/0`.
    public init(tokens: [String]) {
        components = tokens.map(MapKeyPath.Component.init)
    }

    /// The pointer for a key path such as `statuses.0.user.name`, split at `delimiter`.
    ///
    /// Each component becomes a token, so the pointer reaches what `value[path:delimiter:]`
    /// reaches (and, when writing, a component `-` appends to an array).
    public init(keyPath: String, delimiter: String = ".") {
        components = MapKeyPath(keyPath, delimiter: delimiter).components
    }

    /// The reference tokens, unescaped: `/a~1b/0` has `["a/b", "0"]`.
    public var tokens: [String] { components.map(\.key) }

    /// The array index the token at `position` names, or `nil` when it names only a key (or
    /// there is no such token).
    ///
    /// A token that is a whole number, written without a sign or leading zeros and with at most
    /// 18 digits, reads an array's element and is still an ordinary key in an object: the tokens
    /// of `/a/0/-` name the indexes `nil`, `0` and `nil`.
    public func arrayIndex(ofTokenAt position: Int) -> Int? {
        components.indices.contains(position) ? components[position].index : nil
    }

    /// The pointer in its JSON string form, with `~` and `/` in tokens escaped: `/a~1b/0`.
    public var description: String {
        var text = ""
        for component in components {
            text += "/"
            for character in component.key.unicodeScalars {
                switch character {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.unicodeScalars.append(character)
                }
            }
        }
        return text
    }

    /// The pointer made of the first `count` tokens: where the walk stood before token `count`.
    public func prefix(_ count: Int) -> JSONPointer {
        JSONPointer(components: Array(components.prefix(max(count, 0))))
    }
}
