// How issues show the value they found: short, and without building containers.

extension JSONValue {
    /// A short rendering for issue reports: `string "x"`, `number 1.5`, `true`, `null`,
    /// `array of 3 elements`, `object with 2 keys`.
    @usableFromInline
    var issueRendering: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return "bool \(flag)"
        case .number(let number):
            let text = number.literal
            return "number " + (text.count > 40 ? String(text.prefix(37)) + "..." : text)
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
            var quoted = JSONWriter(pretty: false, sortedKeys: false, capacity: shown.utf8.count + 2)
            quoted.writeString(shown)
            return "string " + Self.namingInvisibleCharacters(quoted.string())
        case .array(let elements):
            return "array of \(elements.count) element\(elements.count == 1 ? "" : "s")" + standInInsideRendering
        case .object(let object):
            if let standIn = object.standsIn { return Self.standInRendering(standIn.typeName, tooDeep: standIn.tooDeep) }
            return "object with \(object.count) key\(object.count == 1 ? "" : "s")" + standInInsideRendering
        }
    }

    /// `quoted`, a string as JSON writes it, with each character that shows as a plain space or
    /// as nothing (a no-break space, a zero-width space, a byte-order mark, a line separator, a
    /// direction override) written as its JSON escape, `\u00A0`: quoted as it is, it would show
    /// as something it is not. Characters that show (letters with their accents, emoji joined
    /// into one) are kept as they are.
    static func namingInvisibleCharacters(_ quoted: String) -> String {
        guard quoted.utf8.contains(where: { $0 >= 0x7F }) else { return quoted }
        // After the opening quote, which a combining accent at the start would otherwise join.
        var named = "\""
        for character in Substring(quoted.unicodeScalars.dropFirst()) {
            guard character != " ", character.unicodeScalars.allSatisfy(\.isInvisible) else {
                named.append(character)
                continue
            }
            for unit in String(character).utf16 {
                let digits = String(unit, radix: 16, uppercase: true)
                named += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            }
        }
        return named
    }
}

