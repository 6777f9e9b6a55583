import Foundation

extension JSONValue {
    /// Parses a JSON document (RFC 8259, strictly).
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"id": 12345678901234567890, "price": 1.66}"#)
    /// value["id"]?.number?.exactly(UInt64.self)   // 12345678901234567890
    /// value["price"]?.decimal                      // exactly 1.66
    /// ```
    ///
    /// - Throws: ``JSONParseError`` with the line, column and an excerpt, for anything that is
    ///   not exactly one JSON value: trailing commas, comments, single quotes, `NaN`, invalid
    ///   UTF-8, lone surrogate escapes, nesting deeper than `limits.maximumDepth`, and content
    ///   after the value are all errors. One leading UTF-8 byte-order mark is allowed. With
    ///   ``JSONParseOptions/rejectDuplicateKeys``, so is a key repeated in an object (without it,
    ///   the last value is kept).
    public init(parsing text: String, limits: JSONParseLimits = JSONParseLimits(),
                options: JSONParseOptions = []) throws(JSONParseError) {
        let limits = limits.with(options)
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(JSONParseError) in try JSONValue.parse(bytes, limits: limits, knownValidUTF8: true) }
        }
        self = try result.get()
    }

    /// Parses a JSON document from UTF-8 bytes, which are validated, never repaired.
    public init(parsing bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits(),
                options: JSONParseOptions = []) throws(JSONParseError) {
        let limits = limits.with(options)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try JSONValue.parse(buffer, limits: limits) }
        }
        self = try result.get()
    }

    /// Parses a JSON document from UTF-8 data, which is validated, never repaired.
    public init(parsing data: Data, limits: JSONParseLimits = JSONParseLimits(),
                options: JSONParseOptions = []) throws(JSONParseError) {
        let limits = limits.with(options)
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONParseError) in try JSONValue.parse(raw.bindMemory(to: UInt8.self), limits: limits) }
        }
        self = try result.get()
    }
}

extension JSONValue {
    /// Parses bytes into a tree.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits,
                      knownValidUTF8: Bool = false) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(bytes, limits: limits, knownValidUTF8: knownValidUTF8, makeSink: JSONTreeBuilder.init(input:))
    }
}

extension JSONParseLimits {
    /// These limits with the parsing options applied.
    func with(_ options: JSONParseOptions) -> JSONParseLimits {
        var limits = self
        limits.rejectsDuplicateKeys = options.contains(.rejectDuplicateKeys)
        return limits
    }
}
