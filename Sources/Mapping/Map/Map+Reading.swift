/// The reads behind ``ImmutableMappable``'s `try map.value(...)`: one for required values, one
/// for optional ones, one with a default, for every shape of value (see ``ValueCodec``).
extension Map {
    /// Reads a required value: a missing key, a `null` or a value that does not convert throws.
    @usableFromInline
    func read<Codec: ValueCodec>(_ key: String, nested: Bool?, delimiter: String, _ codec: Codec,
                                 file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: false)
        guard let json = current else {
            throw failure(key, nil, [issueHere(.missingKey, expected: codec.expected, found: "missing")],
                          file: file, function: function, line: line)
        }
        if json.isNull {
            if let value = codec.decodeNull(in: self) { return value }
            throw failure(key, json, [issueHere(.typeMismatch, expected: codec.expected, found: "null")],
                          file: file, function: function, line: line)
        }
        return try decodeOrThrow(key, json, codec, file: file, function: function, line: line)
    }

    /// Reads an optional value: `nil` when the key is missing or `null`; a value that does not
    /// convert throws.
    @usableFromInline
    func readOptional<Codec: ValueCodec>(_ key: String, nested: Bool?, delimiter: String, _ codec: Codec,
                                         file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value? {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: false)
        guard let json = current else { return nil }
        if json.isNull { return codec.decodeNull(in: self) }
        return try decodeOrThrow(key, json, codec, file: file, function: function, line: line)
    }

    /// Reads a value with a default for a missing key or a `null`; a value that is present but
    /// does not convert still throws.
    @usableFromInline
    func read<Codec: ValueCodec>(_ key: String, nested: Bool?, delimiter: String, _ codec: Codec,
                                 default defaultValue: @autoclosure () -> Codec.Value,
                                 file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value {
        try readOptional(key, nested: nested, delimiter: delimiter, codec, file: file, function: function, line: line)
            ?? defaultValue()
    }

    private func decodeOrThrow<Codec: ValueCodec>(_ key: String, _ json: JSONElement, _ codec: Codec,
                                                  file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value {
        var found: [PendingIssue] = []
        let value = codec.decode(json, in: self, issues: &found)
        if let value {
            if !found.isEmpty { record(found) }
            return value
        }
        throw failure(key, json, found.map { prefixedHere($0) }, file: file, function: function, line: line)
    }

    /// A ``MapError`` for `failed`, issues at this map's level, which are also recorded.
    private func failure(_ key: String, _ json: JSONElement?, _ failed: [PendingIssue],
                         file: StaticString, function: StaticString, line: UInt) -> MapError {
        if collectsIssues { issues.append(contentsOf: failed) }
        let recent = failed.map(\.issue)
        let reason = recent.first.map(\.description) ?? "cannot map the value"
        return MapError(key: key, json: json?.value, reason: reason, issues: recent, file: file, function: function, line: line)
    }
}
