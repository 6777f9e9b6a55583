/// Optionals of any codec's values: `null` reads as `nil`, an absent key reads as `nil` in
/// `try map.value(...)`, and `nil` is left out when written (or written as `null` inside a
/// collection, or when the map includes nil values).
@usableFromInline
struct OptionalCodec<Wrapped: ValueCodec>: ValueCodec {
    @usableFromInline let wrapped: Wrapped

    @inlinable init(wrapped: Wrapped) { self.wrapped = wrapped }

    @inlinable
    var expected: String { wrapped.expected }

    @inlinable
    func decode(_ json: JSONElement, existing: Wrapped.Value??, _ coding: inout MapCoding) -> Wrapped.Value?? {
        wrapped.decode(json, existing: existing ?? nil, &coding).map { .some($0) }
    }

    @inlinable
    var readsManyModels: Bool { wrapped.readsManyModels }

    @inlinable
    var updatesInPlace: Bool { wrapped.updatesInPlace }

    @inlinable
    var asElement: Self { OptionalCodec(wrapped: wrapped.asElement) }

    @inlinable
    var modelObjectDepth: Int { wrapped.modelObjectDepth }

    @inlinable
    func decode(tape: JSONTape, index: Int, existing: Wrapped.Value??, _ coding: inout MapCoding) -> Wrapped.Value?? {
        wrapped.decode(tape: tape, index: index, existing: existing ?? nil, &coding).map { .some($0) }
    }

    /// A `null` is `nil`, unless the wrapped codec gives it a value (a transform may).
    @inlinable
    func decodeNull(_ coding: inout MapCoding) -> Wrapped.Value?? { .some(wrapped.decodeNullInOptional(&coding)) }

    @inlinable
    var absentValue: Wrapped.Value?? { .some(nil) }

    /// `nil`, unless the wrapped codec reads an absence as a value (a transform may).
    @inlinable
    var absentValueRead: Wrapped.Value?? { .some(wrapped.absentValueRead) }

    @inlinable
    func encode(_ value: Wrapped.Value?, _ coding: inout MapCoding) -> JSONValue? {
        guard let value else { return wrapped.encodeNil(&coding) }
        return wrapped.encode(value, &coding)
    }

    @inlinable
    func isNil(_ value: Wrapped.Value?) -> Bool { value == nil }

    @inlinable
    func encodeNil(_ coding: inout MapCoding) -> JSONValue? { wrapped.encodeNil(&coding) }
}

/// Arrays of any codec's values, with the element rule of ``MapCoding/strict``.
///
/// Leniently (`<-`), an element that does not convert is left out with an issue at its index;
/// when elements were there but none converted, the array does not convert either, so the
/// property keeps its value, unless the array is itself an element (a row of `[[T]]`, a value
/// of `[String: [T]]`): it is then empty, so the rows after it keep their positions, as in
/// ObjectMapper. Strictly (`try map.value`), the first element that does not convert fails the
/// array.
@usableFromInline
struct ArrayCodec<Element: ValueCodec>: ValueCodec {
    @inlinable
    var readsManyModels: Bool { true }

    @inlinable
    var modelObjectDepth: Int { element.modelObjectDepth + 1 }

    @usableFromInline let element: Element
    /// Whether an object reads as a one-element array (ObjectMapper's `mapArray` of an object).
    @usableFromInline let readsSingleObject: Bool
    /// Whether the array is itself an element (see ``ValueCodec/asElement``), and so is empty
    /// rather than failed when none of its elements converts.
    @usableFromInline var keepsEmpty = false

    @inlinable init(element: Element, readsSingleObject: Bool = false) {
        self.element = element.asElement
        self.readsSingleObject = readsSingleObject
    }

    @inlinable
    var asElement: Self {
        var element = self
        element.keepsEmpty = true
        return element
    }

    @inlinable
    var expected: String { "[\(element.expected)]" }

    @inlinable
    func decode(_ json: JSONElement, existing: [Element.Value]?, _ coding: inout MapCoding) -> [Element.Value]? {
        guard let count = json.arrayCount else {
            if readsSingleObject && json.isObject {
                return element.decode(json, existing: nil, &coding).map { [$0] }
            }
            coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
            return nil
        }
        if json.index >= 0, let leaves = element.decodeLeaves(tape: json.tape, arrayAt: json.index, count: count) {
            return leaves
        }
        var result: [Element.Value] = []
        result.reserveCapacity(count)
        var index = 0
        var failures = 0
        let strict = coding.strict
        _ = json.forEachElement { item in
            let before = coding.issues.count
            if let value = element.decodeElement(item, existing: nil, &coding) {
                result.append(consume value)
            } else {
                failures += 1
            }
            coding.place(from: before, under: String(index))
            index += 1
            return !(strict && failures > 0)
        }
        if failures > 0 && (strict || (result.isEmpty && !keepsEmpty)) { return nil }
        return result
    }

    /// Writes every element; an element that cannot be written fails the array (each such
    /// element reported at its index), since a shortened array would be silently wrong. An
    /// element its transform gave `nil` for is left out, as ObjectMapper's arrays did.
    @inlinable
    func encode(_ value: [Element.Value], _ coding: inout MapCoding) -> JSONValue? {
        var elements: [JSONValue] = []
        elements.reserveCapacity(value.count)
        var clean = true
        for (index, item) in value.enumerated() {
            let before = coding.issues.count
            let failedBefore = coding.failed
            coding.failed = false
            if let json = element.encode(item, &coding) {
                elements.append(json)
            } else if element.isNil(item) {
                elements.append(.null)
            } else if coding.failed {
                clean = false
            }
            coding.failed = coding.failed || failedBefore
            coding.place(from: before, under: String(index))
        }
        return clean ? JSONValue.array(elements) : Optional.none
    }
}

/// String-keyed dictionaries of any codec's values, with the same element rule as arrays.
///
/// When the map updates objects in place, a dictionary of models updates its entries (models
/// mapped onto the existing ones) and keeps the entries the JSON does not mention, as
/// ObjectMapper's `mapDictionary(JSON:toDictionary:)` did; any other dictionary is replaced.
///
/// What the entries give (issues, a model's error) comes in the order of the JSON text, or of
/// the keys' UTF-8 bytes for a Foundation dictionary, which has no order of its own.
@usableFromInline
struct DictionaryCodec<Element: ValueCodec>: ValueCodec {
    @inlinable
    var readsManyModels: Bool { true }

    @inlinable
    var modelObjectDepth: Int { element.modelObjectDepth + 1 }

    @usableFromInline let element: Element
    /// Whether the dictionary is itself an element (see ``ValueCodec/asElement``).
    @usableFromInline var keepsEmpty = false

    @inlinable init(element: Element) { self.element = element.asElement }

    @inlinable
    var asElement: Self {
        var element = self
        element.keepsEmpty = true
        return element
    }

    @inlinable
    var expected: String { "[String: \(element.expected)]" }

    @inlinable
    func decode(_ json: JSONElement, existing: [String: Element.Value]?, _ coding: inout MapCoding) -> [String: Element.Value]? {
        guard let members = json.memberCountBound else {
            coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
            return nil
        }
        let updating = coding.map.toObject && element.updatesInPlace ? existing : nil
        // Room for every member at once, rather than growing (and rehashing) as they come.
        var result = updating ?? Dictionary(minimumCapacity: members)
        var converted = 0
        var failures = 0
        let strict = coding.strict
        // Members of Foundation dictionaries come in no order of their own: what they give is
        // put in the order of their keys when all are read (see ``UnorderedMembers``), so a
        // strict read reads on past a failure to find the first in that order.
        var unordered = coding.map.readsUnorderedObjects ? UnorderedMembers(coding) : nil
        _ = json.forEachMember { key, item in
            let before = coding.issues.count
            let read = element.decodeElement(item, existing: updating?[key], &coding)
            if let read {
                // A key Swift takes as equal to one already there, but for an update, is one the
                // dictionary holds as one (rare: its check is out of line).
                if result.updateValue(read, forKey: key) != nil { coding.noteMergedKey(key, in: result, from: json) }
                converted += 1
            } else {
                failures += 1
            }
            coding.place(from: before, under: key)
            if unordered != nil {
                if read == nil || coding.report != nil { unordered?.note(key, from: before, failed: read == nil, &coding) }
                return true
            }
            return !(strict && failures > 0)
        }
        unordered?.finish(&coding)
        if failures > 0 && (strict || (converted == 0 && !keepsEmpty)) { return nil }
        coding.noteRepeatedKeys(of: json)
        return result
    }

    /// Writes the entries with their keys sorted by their UTF-8 bytes, so the output does not
    /// depend on hashing.
    @inlinable
    func encode(_ value: [String: Element.Value], _ coding: inout MapCoding) -> JSONValue? {
        var object = JSONObject()
        object.reserveCapacity(value.count)
        var clean = true
        for key in value.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let item = value[key] else { continue }
            let before = coding.issues.count
            let failedBefore = coding.failed
            coding.failed = false
            if let json = element.encode(item, &coding) {
                object.appendUnique(key, json)
            } else if element.isNil(item) {
                object.appendUnique(key, .null)
            } else if coding.failed {
                clean = false
            }
            coding.failed = coding.failed || failedBefore
            coding.place(from: before, under: key)
        }
        return clean ? JSONValue.object(object) : Optional.none
    }
}

/// Sets of any codec's values, read from and written as arrays.
///
/// Elements are written in the order of their JSON text, so a set always writes the same bytes.
@usableFromInline
struct SetCodec<Element: ValueCodec>: ValueCodec where Element.Value: Hashable {
    @inlinable
    var readsManyModels: Bool { true }

    @inlinable
    var modelObjectDepth: Int { element.modelObjectDepth + 1 }

    @usableFromInline let element: Element
    @usableFromInline let readsSingleObject: Bool
    /// Whether the set is itself an element (see ``ValueCodec/asElement``).
    @usableFromInline var keepsEmpty = false

    @inlinable init(element: Element, readsSingleObject: Bool = false) {
        self.element = element
        self.readsSingleObject = readsSingleObject
    }

    @inlinable
    var asElement: Self {
        var element = self
        element.keepsEmpty = true
        return element
    }

    @inlinable
    var expected: String { "Set<\(element.expected)>" }

    @inlinable
    func decode(_ json: JSONElement, existing: Set<Element.Value>?, _ coding: inout MapCoding) -> Set<Element.Value>? {
        // What is neither an array nor a single object is reported here, as a set: the array
        // codec below would name it `[Element]`.
        guard json.arrayCount != nil || (readsSingleObject && json.isObject) else {
            coding.record(.typeMismatch, expected: expected, found: json.issueRendering)
            return nil
        }
        var elements = ArrayCodec(element: element, readsSingleObject: readsSingleObject)
        elements.keepsEmpty = keepsEmpty
        return elements.decode(json, existing: nil, &coding).map { Set($0) }
    }

    @inlinable
    func encode(_ value: Set<Element.Value>, _ coding: inout MapCoding) -> JSONValue? {
        guard case .array(let elements)? = ArrayCodec(element: element).encode(Array(value), &coding) else { return nil }
        return .array(JSONValue.sortedByText(elements))
    }
}

extension JSONValue {
    /// Values in the order of their compact JSON text, compared byte by byte.
    @usableFromInline
    static func sortedByText(_ values: [JSONValue]) -> [JSONValue] {
        guard values.count > 1 else { return values }
        let keyed = values.map { value in (text: (try? value.jsonBytes()) ?? [], value: value) }
        return keyed.sorted { $0.text.lexicographicallyPrecedes($1.text) }.map(\.value)
    }
}
