extension JSONValue {
    /// The number this value holds, or the number a string spells in JSON syntax.
    ///
    /// `1458117795`, `"1458117795"` and `" 12.5\n"` give numbers (JSON's white space around a
    /// string, spaces, tabs, line feeds and carriage returns, is ignored); `"12abc"`, `"+1"`,
    /// `""`, booleans and `null` give `nil`. Strings go through ``JSONNumber/init(literal:)``, so
    /// every digit of a long string is kept.
    var numberOrNumericString: JSONNumber? {
        switch self {
        case .number(let number):
            return number
        case .string(let text):
            let trimmed = text.utf8.drop(while: isWhiteSpace).reversed().drop(while: isWhiteSpace)
            return JSONNumber(literal: String(decoding: trimmed.reversed(), as: UTF8.self))
        default:
            return nil
        }
    }

    /// JSON's white space: space, tab, line feed, carriage return.
    private func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
