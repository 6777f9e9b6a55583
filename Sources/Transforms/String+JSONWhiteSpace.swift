extension String {
    /// The string without JSON's white space (spaces, tabs, line feeds, carriage returns) at its
    /// ends: the white space a hand-edited value leaves around a number or a URL, which the
    /// transforms reading such strings ignore. The string itself when it has none there.
    var trimmingJSONWhiteSpace: String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last,
              Self.isJSONWhiteSpace(first) || Self.isJSONWhiteSpace(last) else { return self }
        guard let start = bytes.firstIndex(where: { !Self.isJSONWhiteSpace($0) }),
              let end = bytes.lastIndex(where: { !Self.isJSONWhiteSpace($0) }) else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// JSON's white space: space, tab, line feed, carriage return.
    private static func isJSONWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
