/// How many columns of a terminal a character takes, for a caret under an excerpt.
///
/// A character here is a grapheme cluster, so the marks and joiners it holds take no column of
/// their own. It takes two columns when it starts with an East Asian wide or fullwidth scalar
/// (CJK ideographs, kana, Hangul, fullwidth forms) or shows as an emoji (an emoji presentation
/// scalar, a flag, a ZWJ sequence, or an emoji with the variation selector U+FE0F); none when
/// it starts with a mark that has nothing to sit on or an invisible format character (U+200B,
/// U+FEFF); one otherwise. Terminals differ on a few of these (an emoji of text style turned
/// emoji by U+FE0F, a ZWJ sequence a font cannot join): this is what current ones show.
enum TerminalWidth {
    /// The number of columns `character` takes: 0, 1 or 2.
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format where first != "\u{AD}":
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || isWide(first) { return 2 }
        if properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
        return 1
    }

    /// The columns of the characters of `text` before the one that holds its scalar at
    /// `scalarOffset` (0-based), so a caret that many columns in sits under that character.
    static func columns(of text: String, beforeScalar scalarOffset: Int) -> Int {
        var columns = 0
        var scalars = 0
        for character in text {
            scalars += character.unicodeScalars.count
            if scalars > scalarOffset { break }
            columns += Self.columns(of: character)
        }
        return columns
    }

    /// Whether `scalar` is East Asian wide or fullwidth and not an emoji (emoji are told by
    /// their own property): the ranges of Unicode's East Asian Width data that hold them, and
    /// the planes of CJK ideographs whole, whose unassigned code points Unicode makes wide too.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
             0x2329...0x232A,  // angle brackets
             0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols
             0x3041...0x3247,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed
             0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, extension A
             0x4E00...0xA4C6,  // CJK unified ideographs, Yi
             0xA960...0xA97C,  // Hangul Jamo extended A
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAD9,  // CJK compatibility ideographs
             0xFE10...0xFE19,  // vertical forms
             0xFE30...0xFE6B,  // CJK compatibility forms, small form variants
             0xFF01...0xFF60,  // fullwidth forms
             0xFFE0...0xFFE6,  // fullwidth signs
             0x16FE0...0x1B2FB,  // Tangut, Khitan, Nushu, kana supplements
             0x1F200...0x1F265,  // enclosed ideographic supplement
             0x20000...0x2FFFD, 0x30000...0x3FFFD:  // the planes of CJK ideographs
            return true
        default:
            return false
        }
    }
}
