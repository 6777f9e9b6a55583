/// Eight-bytes-at-a-time checks on string contents, shared by the parser (where a string ends
/// or needs attention) and the writer (what needs an escape).
enum StringBytes {
    /// A mask with the high bit set in each byte of `word` that is `"`, `\\` or a control
    /// character (below 0x20): the bytes a JSON string cannot hold as they are.
    ///
    /// Flags above the lowest one may be false positives (a borrow runs upward); the lowest is
    /// exact, which is all a scan needs.
    @inline(__always)
    static func quoteBackslashOrControl(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & 0x8080_8080_8080_8080
    }
}
