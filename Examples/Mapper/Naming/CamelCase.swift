import Foundation

/// Turns JSON keys into Swift names: `in_reply_to_status_id` -> `inReplyToStatusId` for a
/// property, `retweeted_status` -> `RetweetedStatus` for a type.
///
/// Latin letters outside ASCII are first spelled in ASCII (`ünïcødé` -> `unicode`, `Straße` ->
/// `Strasse`, with ICU's `Latin-ASCII` transliteration, which Foundation has on every platform).
/// Then the key is cut into words at every character that is not an ASCII letter or digit (`_`,
/// `-`, `.`, spaces, anything else) and at the humps of keys that are already camelCase
/// (`screenName` stays two words). What is still outside ASCII (other scripts: `日本`) is
/// dropped: the name must be a plain identifier, and the original key is kept in the mapping.
enum CamelCase {
    /// The words of `key`, in order, never empty strings.
    static func words(of key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        let characters = Array(asciiLatin(key))
        for (index, character) in characters.enumerated() {
            #if DEBUG
            InferenceMeter.keyCharactersRead += 1
            #endif
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, !current.isEmpty {
                // "userName" -> user|Name; "HTTPServer" -> HTTP|Server: the last capital of a
                // run starts the next word when two lowercase letters follow it, so that
                // "URLs" and "IDs" stay one word.
                // Two characters ahead at most: looking at the whole rest of the key from every
                // character made a long key cost the square of its length.
                func lowercase(at position: Int) -> Bool {
                    #if DEBUG
                    InferenceMeter.keyCharactersRead += 1
                    #endif
                    return position < characters.count && characters[position].isASCII && characters[position].isLowercase
                }
                let hump = previous.isLowercase && character.isUppercase
                let runEnd = previous.isUppercase && character.isUppercase && lowercase(at: index + 1) && lowercase(at: index + 2)
                if hump || runEnd {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `text` with its Latin letters in ASCII: accents removed, `ø` -> `o`, `ß` -> `ss`, `æ` -> `ae`;
    /// and without the characters that show as nothing (a zero-width joiner, a variation
    /// selector), which would otherwise join the letter before them into a character that is not
    /// ASCII, and so lose it (`zwj` + U+200D gave `zw`).
    static func asciiLatin(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        let latin = String(visible)
        return latin.applyingTransform(StringTransform("Latin-ASCII"), reverse: false) ?? latin
    }

    /// A lowerCamelCase property name for `key`, or `""` when the key has no ASCII letter or digit.
    static func propertyName(_ key: String) -> String {
        let words = words(of: key)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// An UpperCamelCase type name for `key`, or `""` when the key has no ASCII letter or digit.
    static func typeName(_ key: String) -> String {
        words(of: key).map(capitalized).joined()
    }

    /// `word` with its first character uppercased and the rest as written.
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
