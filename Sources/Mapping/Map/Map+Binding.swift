/// The binding functions every operator funnels into: presence, `null`, optionals, issues and
/// direction are handled here once, for every shape of value (see ``ValueCodec``).
extension Map {
    /// `field <- map[key]` for a non-optional property.
    ///
    /// Reading assigns only when the key is present and the value converts; otherwise the
    /// property keeps its value (and the reason is recorded as an issue). A `null` leaves a
    /// non-optional property alone, unless the codec gives `null` a value (transforms may).
    @inlinable
    func bind<Codec: ValueCodec>(_ field: inout Codec.Value, _ codec: Codec) {
        guard mappingType == .fromJSON else {
            write(field, codec)
            return
        }
        guard let json = current else {
            if !ignoredNull { record(.missingKey, expected: codec.expected, found: "missing") }
            return
        }
        if json.isNull {
            if let value = codec.decodeNull(in: self) {
                field = value
            } else {
                record(.typeMismatch, expected: codec.expected, found: "null")
            }
            return
        }
        var found: [PendingIssue] = []
        if let value = codec.decode(json, in: self, issues: &found) { field = value }
        if !found.isEmpty { record(found) }
    }

    /// `field <- map[key]` for an optional property: as for a non-optional one, except that a
    /// `null` sets it to `nil` and an absent key is not an issue.
    @inlinable
    func bind<Codec: ValueCodec>(_ field: inout Codec.Value?, _ codec: Codec) {
        guard mappingType == .fromJSON else {
            write(field, codec)
            return
        }
        guard let json = current else { return }
        if json.isNull {
            field = codec.decodeNull(in: self)
            return
        }
        var found: [PendingIssue] = []
        if let value = codec.decode(json, in: self, issues: &found) { field = value }
        if !found.isEmpty { record(found) }
    }

    /// `field >>> map[key]`: writes when writing, does nothing when reading.
    @inlinable
    func write<Codec: ValueCodec>(_ field: Codec.Value, _ codec: Codec) {
        guard mappingType == .toJSON else { return }
        var found: [PendingIssue] = []
        let json = codec.encode(field, in: self, issues: &found)
        if !found.isEmpty { record(found) }
        if let json { write(json) }
    }

    /// `field >>> map[key]` for an optional: a nil is left out, or written as `null` when the
    /// map includes nil values.
    @inlinable
    func write<Codec: ValueCodec>(_ field: Codec.Value?, _ codec: Codec) {
        guard mappingType == .toJSON else { return }
        var json: JSONValue?
        if let field {
            var found: [PendingIssue] = []
            json = codec.encode(field, in: self, issues: &found)
            if !found.isEmpty { record(found) }
        } else {
            json = codec.encodeNil(in: self)
        }
        if let json {
            write(json)
        } else if shouldIncludeNilValues {
            write(.null)
        }
    }
}
