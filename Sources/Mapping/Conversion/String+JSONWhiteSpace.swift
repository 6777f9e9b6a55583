// JSON's white space around a value spelled in a string (`" 12\n"`, `"2016-03-16T08:43:15Z "`):
// what a hand-edited payload or a template leaves there, and no part of the value. One rule for
// every reader of such strings: the lenient conversion of numbers and booleans here, and the
// transforms that read a number, a date, a URL, a color or base64 from a string. A raw value is
// exact, as a string property is: nothing trims those.
//
// `package`: the Transforms module reads by the same rule, and it is no part of the public
// interface. A string with no white space at its ends costs a look at its first and last byte.

extension String {
    /// The string without JSON's white space (spaces, tabs, line feeds, carriage returns) at its
    /// ends; the string itself when it has none there, and `""` when it is nothing else.
    ///
    /// White space inside the string is kept, and other spaces (a no-break space, U+00A0) are
    /// no JSON white space: they stay, and the value they surround does not read.
    @inlinable
    package var trimmingJSONWhiteSpace: String {
        hasJSONWhiteSpaceAtAnEnd ? trimmedJSONWhiteSpace() : self
    }

    /// Whether the string starts or ends with JSON's white space.
    @inlinable
    package var hasJSONWhiteSpaceAtAnEnd: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return first.isJSONWhiteSpace || last.isJSONWhiteSpace
    }

    /// ``trimmingJSONWhiteSpace`` for a string that has white space at an end: out of line, as
    /// only such strings come here.
    @usableFromInline
    package func trimmedJSONWhiteSpace() -> String {
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { !$0.isJSONWhiteSpace }),
              let end = bytes.lastIndex(where: { !$0.isJSONWhiteSpace }) else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}

extension UInt8 {
    /// Whether the byte is JSON's white space: space, tab, line feed or carriage return.
    @inlinable
    package var isJSONWhiteSpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
