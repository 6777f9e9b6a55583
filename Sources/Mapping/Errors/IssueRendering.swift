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
            return "string " + quoted.string()
        case .array(let elements):
            return "array of \(elements.count) element\(elements.count == 1 ? "" : "s")" + standInInsideRendering
        case .object(let object):
            if let standIn = object.standsIn { return Self.standInRendering(standIn.typeName, tooDeep: standIn.tooDeep) }
            return "object with \(object.count) key\(object.count == 1 ? "" : "s")" + standInInsideRendering
        }
    }
}

