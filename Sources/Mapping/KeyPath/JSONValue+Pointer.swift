extension JSONValue {
    /// The value at `pointer`, or an error that names the first token not found and what is
    /// there instead.
    ///
    /// ```swift
    /// let name = try document.value(at: JSONPointer("/statuses/0/user/name"))
    /// ```
    ///
    /// - Throws: ``JSONPointerError`` of kind ``JSONPointerError/Kind/notFound``, whose
    ///   ``JSONPointerError/tokenIndex`` is the position of the missing token.
    public func value(at pointer: JSONPointer) throws(JSONPointerError) -> JSONValue {
        let walked = walk(pointer.components)
        guard let position = walked.missing else { return walked.reached }
        let reason = Self.whyMissing(pointer.components[position], in: walked.reached, at: pointer.prefix(position))
        throw JSONPointerError(.notFound, pointer: pointer, tokenIndex: position, reason: reason)
    }

    /// Writes `newValue` at `pointer`, creating the objects and arrays on the way, as the
    /// `[pointer:]` subscript does, but reporting a write it cannot do.
    ///
    /// A token `-` appends to the array there (or creates one); a token that is a whole
    /// number indexes an array, padding it with `null`s, and is a key in an object; anything
    /// missing, `null` or a scalar on the way becomes the container the next token needs. An
    /// array on the way is never replaced: as RFC 6901 says, a token that is not an index
    /// (`x`, `01`, `-1`) is an error there.
    ///
    /// - Throws: ``JSONPointerError`` of kind ``JSONPointerError/Kind/notAnIndex`` when a token
    ///   that is not an index meets an array, or ``JSONPointerError/Kind/indexOutOfReach`` when
    ///   an index lies more than 10,000 elements past an array's end; the value is unchanged.
    public mutating func set(_ newValue: JSONValue, at pointer: JSONPointer) throws(JSONPointerError) {
        do {
            try write(newValue, along: pointer.components.map(Self.editStep))
        } catch {
            if let count = error.arrayCount {
                let token = pointer.components[error.step].key
                // RFC 6901's array-index has no length limit: one too long for an `Int` is an
                // index far past the end, not a key.
                if Self.isLongIndex(token) {
                    throw JSONPointerError(.indexOutOfReach, pointer: pointer, tokenIndex: error.step,
                                           reason: "index \(token) is past the end of the array of \(Self.elementCount(count)) there, "
                                               + "and a write pads an array with at most \(Self.maximumIndexGap) nulls")
                }
                let reason = Self.notAnIndex(token, count: count,
                                             at: pointer.prefix(error.step).description, topLevel: error.step == 0)
                throw JSONPointerError(.notAnIndex, pointer: pointer, tokenIndex: error.step, reason: reason)
            }
            let gap = error.index - error.count
            let reason = error.reason ?? (error.index < 0
                ? "index \(error.index) is negative"
                : "index \(error.index) is \(gap) past the end of the \(error.count == 0 ? "new array" : "array of \(Self.elementCount(error.count))")"
                    + " there, and a write pads an array with at most \(Self.maximumIndexGap) nulls")
            throw JSONPointerError(.indexOutOfReach, pointer: pointer, tokenIndex: error.step, reason: reason)
        }
    }

    /// Removes the member or element at `pointer` and returns it; `nil`, with nothing changed,
    /// when there is none. The empty pointer names no member, so it removes nothing.
    @discardableResult
    public mutating func removeValue(at pointer: JSONPointer) -> JSONValue? {
        remove(along: pointer.components.map(Self.editStep))
    }

    /// Whether `token` is an array index by RFC 6901's grammar (digits, no leading zero) too
    /// long for the indexes the library reads (more than 18 digits).
    static func isLongIndex(_ token: String) -> Bool {
        let digits = token.utf8
        return digits.count > 18 && digits.first != UInt8(ascii: "0")
            && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A pointer's token as an edit step: `-` is the position after an array's end.
    static func editStep(_ component: MapKeyPath.Component) -> EditStep {
        component.key == "-" ? .arrayEnd : .component(component)
    }

    /// Why `component` names nothing in `container`, which stands at `place`.
    static func whyMissing(_ component: MapKeyPath.Component, in container: JSONValue, at place: JSONPointer) -> String {
        let location = place.components.isEmpty ? "the top level" : "\"\(place)\""
        switch container {
        case .object:
            return "no key \"\(component.key)\" in the object at \(location)"
        case .array(let elements):
            if component.key == "-" {
                return "\"-\" names the position after the last element of the array at \(location), which holds no value"
            }
            guard let index = component.index else {
                return "\"\(component.key)\" is not an array index: the value at \(location) is an array of \(elementCount(elements.count))"
            }
            return "index \(index) is out of range: the array at \(location) has \(elementCount(elements.count))"
        default:
            return "no \"\(component.key)\" in the \(kindName(container)) at \(location): only objects and arrays have members"
        }
    }

    static func elementCount(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    static func kindName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
