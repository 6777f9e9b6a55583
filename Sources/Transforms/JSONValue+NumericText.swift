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
            return JSONNumber(literal: text.trimmingJSONWhiteSpace)
        default:
            return nil
        }
    }
}
