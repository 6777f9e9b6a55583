/// The singular of an English plural, for naming the element type of an array:
/// `statuses` -> `status`, `categories` -> `category`, `user_mentions` -> `user_mention`.
///
/// Only the last word changes, and only by the common English rules plus a short list of
/// irregular and uncountable words. A word that does not look plural is returned as it is
/// (`data`, `media`, `news`), which gives a usable name in every case.
enum Singular {
    /// Irregular plurals and words that must not lose their final `s`.
    private static let exceptions: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman",
        "mice": "mouse", "geese": "goose", "feet": "foot", "teeth": "tooth",
        "indices": "index", "matrices": "matrix", "vertices": "vertex",
        "criteria": "criterion", "analyses": "analysis", "series": "series",
        "species": "species", "news": "news", "data": "data", "media": "media",
        "metadata": "metadata", "aliases": "alias", "bonuses": "bonus",
        "lives": "life", "leaves": "leaf", "wives": "wife", "halves": "half",
    ]

    /// The singular of `word`, keeping the case of its first letter.
    static func of(_ word: String) -> String {
        let lower = word.lowercased()
        if let exception = exceptions[lower] {
            return word.first?.isUppercase == true ? CamelCase.capitalized(exception) : exception
        }
        let keep = word.count
        func dropping(_ count: Int, adding suffix: String = "") -> String {
            String(word.prefix(keep - count)) + suffix
        }
        if lower.hasSuffix("ies"), keep > 4 { return dropping(3, adding: "y") }
        if lower.hasSuffix("sses") || lower.hasSuffix("uses") || lower.hasSuffix("xes")
            || lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("zzes")
        {
            return dropping(2)
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.hasSuffix("s"), keep > 1 { return dropping(1) }
        return word
    }

    /// `key` with its last word made singular: `user_mentions` -> `user_mention`.
    static func ofLastWord(in key: String) -> String {
        let words = CamelCase.words(of: key)
        guard let last = words.last else { return key }
        return (words.dropLast() + [of(last)]).joined(separator: "_")
    }
}
