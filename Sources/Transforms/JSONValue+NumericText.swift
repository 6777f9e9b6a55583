extension JSONValue {
    /// The number this value holds, or the number a string spells in JSON syntax.
    ///
    /// `1458117795`, `"1458117795"` and `" 12.5 "` give numbers (spaces and tabs around a string
    /// are ignored); `"12abc"`, `"+1"`, `""`, booleans and `null` give `nil`. Strings go through
    /// ``JSONNumber/init(literal:)``, so every digit of a long string is kept.
    var numberOrNumericString: JSONNumber? {
        switch self {
        case .number(let number):
            return number
        case .string(let text):
            let trimmed = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }
            return JSONNumber(literal: String(decoding: trimmed.reversed(), as: UTF8.self))
        default:
            return nil
        }
    }
}
