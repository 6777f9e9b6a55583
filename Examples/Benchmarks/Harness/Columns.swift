/// `text` padded with spaces to `width` characters (at least one space), on the right or, for
/// figures, on the left: the column layout of the reports printed after the main table.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(1, width - text.count))
    return right ? padding + text : text + padding
}
