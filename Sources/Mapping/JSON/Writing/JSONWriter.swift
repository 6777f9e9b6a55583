import Foundation

/// Writes `JSONValue`s as UTF-8 JSON text, compact or pretty, keys in order or sorted.
///
/// Strings are copied in runs between the bytes that need escaping (`"`, `\` and the control
/// characters below U+0020); everything else, non-ASCII included, is written as its UTF-8.
/// Numbers write their exact text (see ``JSONNumber``). A NaN or infinite number stops the
/// writer with a ``JSONWriteError`` that names where it was, so the output is never invalid JSON
/// (unless the writer was made for printing, which writes them as `nan`, `inf` and `-inf`).
///
/// The writer never recurses: the containers it is inside wait on a stack of their own (the
/// innermost in local variables), so the depth of a value cannot overflow the call stack. It
/// follows up to ``maximumDepth`` levels and reports deeper values as `.tooDeep`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private let sortedKeys: Bool
    /// Whether NaN and the infinities are written as `nan`, `inf` and `-inf` (for printing)
    /// rather than refused.
    private let writesNonFinite: Bool

    /// A write that failed, with the path to the failing value, innermost component first.
    struct Failure: Error {
        var kind: JSONWriteError.Kind
        var found: String
        var reversedPath: [String] = []

        func error() -> JSONWriteError {
            JSONWriteError(kind: kind, keyPath: reversedPath.reversed().joined(separator: "."), found: found)
        }
    }

    init(pretty: Bool, sortedKeys: Bool, capacity: Int = 1024, writesNonFinite: Bool = false) {
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        self.writesNonFinite = writesNonFinite
        bytes.reserveCapacity(capacity)
    }

    /// The deepest nesting the writer follows: ten times the deepest tree the parser builds
    /// (``JSONParseLimits/maximumDepth`` is at most 1,000), so everything the library reads
    /// writes back and values built in code may go deeper. A value much deeper is near what Swift
    /// can free at all (a tree 32,000 levels deep overflowed the main thread's stack when freed in
    /// a debug build).
    static let maximumDepth = 10_000

    /// A container being written: its elements or members and the next one to write.
    private struct Open {
        let elements: [JSONValue]
        let object: JSONObject
        /// Member positions in sorted key order, when keys are sorted.
        let order: [Int]?
        let isObject: Bool
        let count: Int
        var next = 0

        init(elements: [JSONValue]) {
            self.elements = elements
            object = JSONObject()
            order = nil
            isObject = false
            count = elements.count
        }

        init(object: JSONObject, sorted: Bool) {
            elements = []
            self.object = object
            order = sorted ? object.indices.sorted { object[$0].key.utf8.lexicographicallyPrecedes(object[$1].key.utf8) } : nil
            isObject = true
            count = object.count
        }

        /// The key path component of the child at `position`.
        func component(_ position: Int) -> String {
            guard isObject else { return String(position) }
            return object[order?[position] ?? position].key
        }
    }

    /// Writes `value`; `depth` is how deep it sits in a container written around it (a
    /// streamed array's elements are at depth 1), for indentation and the depth limit.
    mutating func write(_ value: JSONValue, depth: Int = 0) throws(Failure) {
        // The root is written like any child of a container that holds only it.
        var parents: [Open] = []
        var current = Open(elements: [])
        switch value {
        case .array(let elements):
            guard try openContainer(elements: elements, depth: depth, into: &current) else { return }
        case .object(let object):
            guard try openContainer(object: object, depth: depth, into: &current) else { return }
        default:
            try writeScalar(value)
            return
        }
        while true {
            guard current.next < current.count else {
                if pretty { newline(depth + parents.count) }
                bytes.append(current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                guard let parent = parents.popLast() else { return }
                current = parent
                continue
            }
            let position = current.next
            current.next = position + 1
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + parents.count + 1) }
            let child: JSONValue
            if current.isObject {
                let member = current.object[current.order?[position] ?? position]
                writeString(member.key)
                bytes.append(UInt8(ascii: ":"))
                if pretty { bytes.append(UInt8(ascii: " ")) }
                child = member.value
            } else {
                child = current.elements[position]
            }
            do throws(Failure) {
                var inner = Open(elements: [])
                switch child {
                case .array(let elements):
                    guard try openContainer(elements: elements, depth: depth + parents.count + 1, into: &inner) else { continue }
                case .object(let object):
                    guard try openContainer(object: object, depth: depth + parents.count + 1, into: &inner) else { continue }
                default:
                    try writeScalar(child)
                    continue
                }
                parents.append(current)
                current = inner
            } catch {
                var failure = error
                failure.reversedPath.append(current.component(position))
                for parent in parents.reversed() { failure.reversedPath.append(parent.component(parent.next - 1)) }
                throw failure
            }
        }
    }

    /// Writes `[`, and `]` too when the array is empty; returns whether elements follow.
    private mutating func openContainer(elements: [JSONValue], depth: Int, into open: inout Open) throws(Failure) -> Bool {
        guard depth < Self.maximumDepth else { throw Failure(kind: .tooDeep, found: "an array") }
        bytes.append(UInt8(ascii: "["))
        guard !elements.isEmpty else {
            bytes.append(UInt8(ascii: "]"))
            return false
        }
        open = Open(elements: elements)
        return true
    }

    /// Writes `{`, and `}` too when the object is empty; returns whether members follow.
    private mutating func openContainer(object: JSONObject, depth: Int, into open: inout Open) throws(Failure) -> Bool {
        guard depth < Self.maximumDepth else { throw Failure(kind: .tooDeep, found: "an object") }
        bytes.append(UInt8(ascii: "{"))
        guard !object.isEmpty else {
            bytes.append(UInt8(ascii: "}"))
            return false
        }
        open = Open(object: object, sorted: sortedKeys)
        return true
    }

    @inline(__always)
    private mutating func writeScalar(_ value: JSONValue) throws(Failure) {
        switch value {
        case .null:
            bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag):
            if flag {
                bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
            } else {
                bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
            }
        case .number(let number):
            guard number.isFinite || writesNonFinite else { throw Failure(kind: .nonFiniteNumber, found: number.literal) }
            number.appendText(to: &bytes)
        case .string(let string):
            writeString(string)
        case .array, .object:
            break
        }
    }

    /// The deepest indentation pretty output uses: deeper lines are indented as much as lines at
    /// this depth, so that output stays linear in the size of the value (indenting every line by
    /// its depth would make a value 10,000 levels deep 200 MB of spaces).
    static let maximumIndentation = 100

    private mutating func newline(_ depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(depth, Self.maximumIndentation)))
    }

    /// Writes a string with its quotes, escaping what JSON requires.
    ///
    /// Runs of bytes that need no escape are found eight bytes at a time and copied in one go.
    mutating func writeString(_ string: String) {
        var string = string
        string.withUTF8 { source in
            bytes.append(UInt8(ascii: "\""))
            guard let base = source.baseAddress else {
                bytes.append(UInt8(ascii: "\""))
                return
            }
            let count = source.count
            var runStart = 0
            var index = 0
            while index < count {
                if index + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let stops = StringBytes.quoteBackslashOrControl(word)
                    if stops == 0 {
                        index += 8
                        continue
                    }
                    index += stops.trailingZeroBitCount / 8
                } else {
                    let byte = base[index]
                    if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                        index += 1
                        continue
                    }
                }
                if runStart < index {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                }
                appendEscape(for: base[index])
                index += 1
                runStart = index
            }
            if runStart < count {
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
        }
    }
}

/// A value that cannot be written as JSON, and where it is.
///
/// ```swift
/// let value: JSONValue = ["items": [["price": .number(JSONNumber(Double.nan))]]]
/// do { _ = try value.jsonString() } catch {
///     print(error)   // cannot write NaN at items.0.price: JSON has no NaN or infinity
/// }
/// ```
public struct JSONWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The kind's name: `nonFiniteNumber`.
        public var description: String { name }

        /// NaN or an infinity, which JSON cannot express.
        public static let nonFiniteNumber = Kind("nonFiniteNumber")
        /// Nesting deeper than the writer follows (10,000 levels; the parser builds at most 1,000).
        public static let tooDeep = Kind("tooDeep")
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// Where the value is, as a key path (`items.2.price`); empty for the root.
    public let keyPath: String
    /// The value that could not be written, in words (`nan`, `inf`, `-inf`).
    public let found: String

    /// Creates an error.
    public init(kind: Kind, keyPath: String, found: String) {
        self.kind = kind
        self.keyPath = keyPath
        self.found = found
    }

    /// What went wrong and where: `cannot write NaN at items.2.price: JSON has no NaN or infinity`.
    public var description: String {
        let place = keyPath.isEmpty ? "the root" : keyPath
        switch kind {
        case .nonFiniteNumber:
            let name = found == "nan" || found == "-nan" ? "NaN" : found == "inf" || found == "+inf" ? "infinity" : "-infinity"
            return "cannot write \(name) at \(place): JSON has no NaN or infinity"
        default:
            return "cannot write \(found) at \(place): nested deeper than \(JSONWriter.maximumDepth) levels"
        }
    }
}

extension JSONValue {
    /// Writes the value as JSON text.
    ///
    /// Object keys keep their order unless `sortedKeys` is set (then they are sorted by their
    /// UTF-8 bytes, which is Unicode code point order). `pretty` indents with two spaces per
    /// level, up to 100 levels (deeper lines are indented as the 100th level, so the output stays
    /// linear in the size of the value).
    ///
    /// ```swift
    /// let value: JSONValue = ["b": 0.1, "a": [true, nil]]
    /// try value.jsonString()                   // {"b":0.1,"a":[true,null]}
    /// try value.jsonString(sortedKeys: true)   // {"a":[true,null],"b":0.1}
    /// ```
    ///
    /// - Throws: ``JSONWriteError`` when the value holds NaN or an infinity.
    public func jsonString(pretty: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> String {
        let bytes = try jsonBytes(pretty: pretty, sortedKeys: sortedKeys)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the value as UTF-8 JSON data; see ``jsonString(pretty:sortedKeys:)``.
    public func jsonData(pretty: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> Data {
        Data(try jsonBytes(pretty: pretty, sortedKeys: sortedKeys))
    }

    /// Writes the value as UTF-8 JSON bytes; see ``jsonString(pretty:sortedKeys:)``.
    public func jsonBytes(pretty: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, sortedKeys: sortedKeys)
        do {
            try writer.write(self)
        } catch {
            throw error.error()
        }
        return writer.bytes
    }
}
