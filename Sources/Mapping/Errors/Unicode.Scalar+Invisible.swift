extension Unicode.Scalar {
    /// Whether the scalar shows as nothing, as a plain space, or only on top of its neighbour
    /// (a no-break space, a zero-width space, a byte-order mark, a combining accent): between
    /// quotes it would say nothing, so parse errors and issues name it by its code point.
    var isInvisible: Bool {
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .nonspacingMark,
             .enclosingMark, .spacingMark, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }
}
