/// The one resolve step behind every door, and the two ways of using it: binding (`<-`, `>>>`)
/// and reading (`try map.value(...)`).
///
/// For the selected key, ``resolve(_:existing:given:_:)`` decides once, for every shape of value:
///
/// | JSON at the key | no default | with a default |
/// |---|---|---|
/// | absent | absent | the default |
/// | `null` | what the codec reads `null` as (`nil` for optionals), else a mismatch | the default |
/// | a value that converts | the value | the value |
/// | a value that does not | a failure, with issues | the default, with the mismatch reported |
///
/// Binding then assigns a value and leaves the property alone otherwise (an absent key is an
/// issue only for a non-optional property); reading returns the value, gives `nil` for an
/// absent optional (a transform is handed the absence as `nil`, and what it gives is read),
/// and throws for the rest.
extension Map {
    /// What the resolve step found at the selected key.
    @usableFromInline
    enum Resolution<Value> {
        /// The key is absent (or held a `null` that `ignoreNil` turned into an absence), and
        /// there is no default.
        case absent
        /// The value to assign or return.
        case value(Value)
        /// The value did not convert; the reasons are recorded.
        case failed
    }

    /// Resolves the selected key with `codec`; `given` gives the default of `try map.value(...,
    /// default:)` (`nil` for none), and `map["key", default: value]` is the default otherwise.
    ///
    /// The common case, a value on the source's tape that converts, is inlined into each
    /// binding; everything else is out of line (``resolveFurther(_:existing:given:_:)``).
    @inlinable @inline(__always)
    func resolve<Codec: ValueCodec>(_ codec: Codec, existing: Codec.Value?, given: () -> Codec.Value?,
                                    _ coding: inout MapCoding) -> Resolution<Codec.Value> {
        // A value on the source's tape is read in place (the map holds the tape); a `null`, and
        // a value of a tree, through an element.
        if needsLookup { lookUpSelection() }
        let index = selectedIndex
        if index >= 0 && tape.entries[index].kind != .null,
           let value = codec.decode(tape: tape, index: index, existing: existing, &coding) {
            return .value(value)
        }
        return resolveFurther(codec, existing: existing, given: given, &coding)
    }

    /// ``resolve(_:existing:given:_:)`` past its common case: a value on the tape that did not
    /// convert, an absence, a `null`, or a value of a tree.
    @inlinable @inline(never)
    func resolveFurther<Codec: ValueCodec>(_ codec: Codec, existing: Codec.Value?, given: () -> Codec.Value?,
                                           _ coding: inout MapCoding) -> Resolution<Codec.Value> {
        let index = selectedIndex
        if index >= 0 && tape.entries[index].kind != .null {
            if let value = defaultValue(codec, given: given, &coding) { return .value(value) }
            return .failed
        }
        guard let json = current else {
            if let value = defaultValue(codec, given: given, &coding) { return .value(value) }
            return .absent
        }
        if json.isNull {
            if let value = defaultValue(codec, given: given, &coding) { return .value(value) }
            if let value = codec.decodeNull(&coding) { return .value(value) }
            coding.record(.typeMismatch, expected: codec.expectedShape, found: "null")
            return .failed
        }
        if let value = codec.decode(json, existing: existing, &coding) { return .value(value) }
        if let value = defaultValue(codec, given: given, &coding) { return .value(value) }
        return .failed
    }

    /// The default for the selected key, as the property's type.
    ///
    /// A subscript's default is taken as it is when it has the property's type; otherwise its
    /// JSON form is read as the property would read it, so `default: 0` serves a `Double` and
    /// `default: 1.5` a `Decimal`. A default that fits neither way is reported.
    @inlinable
    func defaultValue<Codec: ValueCodec>(_ codec: Codec, given: () -> Codec.Value?,
                                         _ coding: inout MapCoding) -> Codec.Value? {
        if let value = given() { return value }
        guard let declared = selectedDefault else { return nil }
        if let value = declared as? Codec.Value { return value }
        return convertedDefault(declared, codec, &coding)
    }

    @usableFromInline
    func convertedDefault<Codec: ValueCodec>(_ declared: Any, _ codec: Codec, _ coding: inout MapCoding) -> Codec.Value? {
        if let json = JSONValue(foundation: declared) {
            var scratch = MapCoding(map: self, strict: true)
            if let value = codec.decodeElement(JSONElement(json), existing: nil, &scratch) { return value }
        }
        coding.record(.typeMismatch, expected: codec.expected, found: "a default of type \(type(of: declared))")
        return nil
    }

    /// `field <- map[key]`: reads when reading, writes when writing.
    ///
    /// Reading assigns only a resolved value (and nothing on a map that ``checksOnly``);
    /// otherwise the property keeps its value, and the reason is recorded as an issue.
    @inlinable
    func bind<Codec: ValueCodec>(_ field: inout Codec.Value, _ codec: Codec) {
        guard mappingType == .fromJSON else {
            write(field, codec)
            return
        }
        var coding = MapCoding(map: self, strict: false)
        switch resolve(codec, existing: toObject ? field : nil, given: { nil }, &coding) {
        case .value(let value):
            if !checksOnly { field = value }
        case .absent:
            if codec.absentValue == nil && !ignoredNull {
                coding.record(.missingKey, expected: codec.expected, found: "missing")
            }
        case .failed:
            break
        }
        if coding.failed { absorb(coding) }
    }

    /// `field >>> map[key]`: writes when writing, does nothing when reading.
    ///
    /// A nil optional, or a value its transform gave `nil` for, is left out (or written as
    /// `null` when the map includes nil values); a value that cannot be written is left out
    /// and reported, and makes the JSON text `nil`.
    @inlinable
    func write<Codec: ValueCodec>(_ field: Codec.Value, _ codec: Codec) {
        guard mappingType == .toJSON else { return }
        var coding = MapCoding(map: self, strict: false)
        if let json = codec.encode(field, &coding) {
            write(json)
        } else if !coding.failed && shouldIncludeNilValues {
            write(.null)
        }
        if coding.failed { absorb(coding) }
    }

    /// `try map.value(...)`: the selected key's value, strictly: a missing required value, a
    /// `null` for a required value, or a value that does not convert (one bad element fails a
    /// collection) throws. An optional reads `nil` when the key is absent or `null`.
    ///
    /// The error is a ``MapError`` naming the key, what was expected and found, and the call's
    /// file and line; an error a nested model's initializer threw is rethrown unchanged.
    ///
    /// A value read without a failure, and an absent optional, return here, inlined into the
    /// read; the rest is ``finishRead(_:_:_:file:function:line:)``, out of line.
    @inlinable @inline(__always)
    func read<Codec: ValueCodec>(_ codec: Codec, given: () -> Codec.Value?,
                                 file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value {
        var coding = MapCoding(map: self, strict: true)
        let resolution = resolve(codec, existing: nil, given: given, &coding)
        switch resolution {
        case .value(let value) where !coding.failed:
            return value
        case .absent:
            if let value = codec.absentValueRead { return value }
        default:
            break
        }
        return try finishRead(resolution, codec, coding, file: file, function: function, line: line)
    }

    /// ``read(_:given:file:function:line:)`` past its common cases: a value read with issues, a
    /// missing required value, or a failure.
    @inlinable @inline(never)
    func finishRead<Codec: ValueCodec>(_ resolution: Resolution<Codec.Value>, _ codec: Codec, _ coding: MapCoding,
                                       file: StaticString, function: StaticString, line: UInt) throws -> Codec.Value {
        var coding = coding
        switch resolution {
        case .value(let value):
            if coding.failed { absorb(coding) }
            return value
        case .absent:
            if let value = codec.absentValueRead { return value }
            coding.record(.missingKey, expected: codec.expected, found: "missing")
        case .failed:
            break
        }
        throw failure(coding, file: file, function: function, line: line)
    }

    /// The error for a read that failed; its issues are also recorded.
    @usableFromInline
    func failure(_ coding: MapCoding, file: StaticString, function: StaticString, line: UInt) -> any Error {
        absorb(coding)
        if let thrown = coding.thrown, !(thrown is MapError) { return thrown }
        var issues = coding.issues
        let components = currentPathComponents.reversed()
        for index in issues.indices { issues[index].reversedPath.append(contentsOf: components) }
        let rendered = issues.map(\.issue)
        return MapError(key: currentKey, json: current?.value, reason: rendered.first?.problem ?? "cannot map the value",
                        issues: rendered, file: file, function: function, line: line)
    }
}
