/// A key path such as `user.friends.0.name`, split into its components.
///
/// Each component is a key; a component made only of ASCII digits (without a leading zero,
/// unless it is `0`) also names an array index, so `friends.0` reads the first element of an
/// array, and still reads the key `"0"` of an object. Splitting works on UTF-8 bytes, so a plain
/// key (the common case) costs one scan and no allocation beyond the key itself.
@usableFromInline
struct MapKeyPath: Sendable, Hashable {
    /// One step of a path.
    @usableFromInline
    struct Component: Sendable, Hashable {
        /// The key, as written.
        @usableFromInline let key: String
        /// The array index the component also names, when it is a whole number.
        @usableFromInline let index: Int?

        init(_ key: String) {
            self.key = key
            index = Component.arrayIndex(key)
        }

        init(index: Int) {
            key = String(index)
            self.index = index
        }

        private static func arrayIndex(_ key: String) -> Int? {
            let utf8 = key.utf8
            guard let first = utf8.first, first &- 0x30 < 10, utf8.count <= 18 else { return nil }
            if first == UInt8(ascii: "0") && utf8.count > 1 { return nil }
            var value = 0
            for byte in utf8 {
                guard byte &- 0x30 < 10 else { return nil }
                value = value * 10 + Int(byte &- 0x30)
            }
            return value
        }
    }

    let components: [Component]

    init(components: [Component]) { self.components = components }

    /// Splits `path` at every occurrence of `delimiter`; an empty delimiter means no splitting.
    init(_ path: String, delimiter: String = ".") {
        guard !delimiter.isEmpty, MapKeyPath.contains(path, delimiter) else {
            components = [Component(path)]
            return
        }
        components = MapKeyPath.split(path, delimiter).map(Component.init)
    }

    /// The path written with `.` between components, as issues and errors show it.
    var description: String { components.map(\.key).joined(separator: ".") }

    /// Whether `text` contains `delimiter`, comparing UTF-8 bytes.
    static func contains(_ text: String, _ delimiter: String) -> Bool {
        let needle = delimiter.utf8
        if needle.count == 1, let byte = needle.first { return contains(text, byte: byte) }
        return firstRange(of: Array(needle), in: Array(text.utf8), from: 0) != nil
    }

    /// Whether `text` contains `byte` (``StringBytes/contains(_:_:)`` on its bytes, read in
    /// place without a mutable copy of the string).
    @inline(__always)
    static func contains(_ text: String, byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { StringBytes.contains($0, byte) } ?? text.utf8.contains(byte)
    }

    /// Splits `text` at each `delimiter`, comparing UTF-8 bytes; empty pieces are kept.
    static func split(_ text: String, _ delimiter: String) -> [String] {
        let bytes = Array(text.utf8)
        let needle = Array(delimiter.utf8)
        var pieces: [String] = []
        var start = 0
        while let range = firstRange(of: needle, in: bytes, from: start) {
            pieces.append(String(decoding: bytes[start..<range.lowerBound], as: UTF8.self))
            start = range.upperBound
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index..<(index + needle.count)
            }
            index += 1
        }
        return nil
    }
}
