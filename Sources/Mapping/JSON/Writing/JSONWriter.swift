import Foundation

/// Writes `JSONValue`s as UTF-8 JSON text, compact or pretty, keys in order or sorted.
///
/// Strings are copied in runs between the bytes that need escaping (`"`, `\` and the control
/// characters below U+0020); everything else, non-ASCII included, is written as its UTF-8.
/// Numbers write their exact text (see ``JSONNumber``). A NaN or infinite number stops the
/// writer with a ``JSONWriteError`` that names where it was, so the output is never invalid JSON
/// (unless the writer was made for printing, which writes them as `nan`, `inf` and `-inf`).
///
/// The writer calls itself for the containers of the first 64 levels, which lends each child to
/// the call that writes it rather than copying it, and writes a container's strings and numbers
/// where they lie. Below those levels the containers it is inside wait on a stack of its
/// own, so the depth of a value cannot overflow the call stack. It follows up to
/// ``maximumDepth`` levels and reports deeper values as `.tooDeep`.
///
/// The bytes go into a ``JSONOutput``, which is asked for room once per piece (a string, a
/// number, a literal) rather than once per byte; the writer is therefore not copyable, and
/// hands its bytes over when it is done (``bytes()``, ``string()``, ``data()``).
///
/// ## No reference counting on the way down
///
/// A child read out of its container's storage (an array's buffer, an object's member block)
/// is handed to the call that writes it. The compiler cannot tell that the call leaves that
/// storage alone, so it retains the child's payload (an array buffer, a member block, a
/// string's storage) before the call and releases it after: two atomic operations per
/// container, string and long number, and a written cache line in every object the write
/// passes, which is most of the nodes of the tree. The functions the writer calls with a
/// borrowed child are marked `@_effects(releasenone)`: they release nothing their caller can
/// see (the tree is only read, and what they copy they give back), so the compiler drops the
/// pair. citm_catalog.json's write went from 790 to 458 µs with it, and from 990 to 645 µs
/// when the tree is no longer in the cache.
///
/// What a function marked so may do is narrow: allocate and free memory of its own (the
/// output's buffer, an error's path, a sorted key order, a native copy of a bridged string),
/// and retain what it releases again before it returns. It must never release a value it was
/// given or one it reached through one, and never end the life of anything its caller holds.
struct JSONWriter: ~Copyable {
    private var output: JSONOutput
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
        output = JSONOutput(capacity: capacity)
    }

    /// The bytes written, as an array.
    consuming func bytes() -> [UInt8] { output.bytes() }

    /// The bytes written, as text.
    consuming func string() -> String { output.string() }

    /// The bytes written, as data that owns the writer's memory (no copy).
    consuming func data() -> Data { output.data() }

    /// The deepest nesting the writer follows: ten times the deepest tree the parser builds
    /// (``JSONParseLimits/maximumDepth`` is at most 1,000), so everything the library reads
    /// writes back and values built in code may go deeper. A value much deeper is near what Swift
    /// can free at all (a tree 32,000 levels deep overflowed the main thread's stack when freed in
    /// a debug build).
    static let maximumDepth = 10_000

    /// A container being written: its elements or members and the next one to write.
    private struct Open {
        /// The array's elements; empty for an object.
        let elements: [JSONValue]
        /// The object; empty for an array.
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
            order = sorted ? object.positionsInKeyOrder() : nil
            isObject = true
            count = object.count
        }

        /// The key path component of the child at `position`.
        func component(_ position: Int) -> String {
            guard isObject else { return String(position) }
            return object.member(at: order?[position] ?? position).key
        }
    }

    /// Writes `value`; `depth` is how deep it sits in a container written around it (a
    /// streamed array's elements are at depth 1), for indentation and the depth limit.
    mutating func write(_ value: JSONValue, depth: Int = 0) throws(Failure) {
        try writeNested(value, depth: depth, levels: Self.recursionLevels)
    }

    /// How many levels of containers the writer follows by calling itself, before it goes on with
    /// the stack of its own: a few kilobytes of call stack at most.
    private static let recursionLevels = 64

    /// Writes `value` by calling itself for the values inside it, for `levels` more levels, and
    /// then goes on with ``writeIteratively(_:depth:)``. Calling itself lends each child to the
    /// call that writes it, where a stack of containers has to copy (and retain) what it keeps;
    /// a child is matched where it lies in its container, and an array's or object's payload
    /// handed on as it is (copying the whole child cost an outlined copy and destroy of it). An
    /// empty one is written where it is matched, with no call and no retain of its storage
    /// (8,700 of citm_catalog.json's 21,000 containers are empty arrays).
    @inline(__always)
    private mutating func writeNested(_ value: borrowing JSONValue, depth: Int, levels: Int) throws(Failure) {
        switch value {
        case .number(let number) where number.isFinite || writesNonFinite:
            number.appendText(to: &output)
        case .string(let string):
            writeString(string)
        case .array(let elements) where elements.isEmpty:
            _ = try opens(UInt8(ascii: "["), UInt8(ascii: "]"), isEmpty: true, depth: depth, found: "an array")
        case .array(let elements):
            guard levels > 0 else { return try writeIteratively(copy value, depth: depth) }
            try writeArray(elements, depth: depth, levels: levels)
        case .object(let object) where object.isEmpty:
            _ = try opens(UInt8(ascii: "{"), UInt8(ascii: "}"), isEmpty: true, depth: depth, found: "an object")
        case .object(let object):
            guard levels > 0 else { return try writeIteratively(copy value, depth: depth) }
            try writeObject(object, depth: depth, levels: levels)
        default:
            try writeScalar(copy value)
        }
    }

    /// Writes an array `depth` deep.
    @_effects(releasenone)
    private mutating func writeArray(_ elements: borrowing [JSONValue], depth: Int, levels: Int) throws(Failure) {
        guard try opens(UInt8(ascii: "["), UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: depth, found: "an array") else { return }
        for position in elements.indices {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + 1) }
            try writeChild(elements[position], depth: depth + 1, levels: levels - 1, at: String(position))
        }
        if pretty { newline(depth) }
        output.append(UInt8(ascii: "]"))
    }

    /// Writes an object `depth` deep.
    @_effects(releasenone)
    private mutating func writeObject(_ object: borrowing JSONObject, depth: Int, levels: Int) throws(Failure) {
        guard try opens(UInt8(ascii: "{"), UInt8(ascii: "}"), isEmpty: object.isEmpty, depth: depth, found: "an object") else { return }
        let order = sortedKeys ? object.positionsInKeyOrder() : nil
        try object.withMembers { (members) throws(Failure) in
            for position in members.indices {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { newline(depth + 1) }
                let index = order?[position] ?? position
                writeKey(members[index].key)
                try writeChild(members[index].value, depth: depth + 1, levels: levels - 1, at: members[index].key)
            }
        }
        if pretty { newline(depth) }
        output.append(UInt8(ascii: "}"))
    }

    /// Writes a container's child, which sits `depth` deep; a failure inside it gets the child's
    /// key or index (`component`, worked out only then) added to its path.
    @inline(__always)
    private mutating func writeChild(_ child: borrowing JSONValue, depth: Int, levels: Int,
                                     at component: @autoclosure () -> String) throws(Failure) {
        do throws(Failure) {
            try writeNested(child, depth: depth, levels: levels)
        } catch {
            var failure = error
            failure.reversedPath.append(component())
            throw failure
        }
    }

    /// Writes `value` with a stack of its own for the containers it is inside, so that no depth
    /// overflows the call stack.
    @_effects(releasenone)
    private mutating func writeIteratively(_ value: JSONValue, depth: Int) throws(Failure) {
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
                output.append(current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                guard let parent = parents.popLast() else { return }
                current = parent
                continue
            }
            let position = current.next
            current.next = position + 1
            if position > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + parents.count + 1) }
            let child: JSONValue
            if current.isObject {
                let member = current.object.member(at: current.order?[position] ?? position)
                writeKey(member.key)
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

    /// Writes a container's opening bracket, and its closing one too when it is empty; returns
    /// whether children follow. A container `depth` deep at the depth limit is `found` too deep.
    @inline(__always)
    private mutating func opens(_ opening: UInt8, _ closing: UInt8, isEmpty: Bool, depth: Int, found: String) throws(Failure) -> Bool {
        guard depth < Self.maximumDepth else { throw Failure(kind: .tooDeep, found: found) }
        guard !isEmpty else {
            output.append(opening, closing)
            return false
        }
        output.append(opening)
        return true
    }

    /// Writes `[`, and `]` too when the array is empty; returns whether elements follow.
    private mutating func openContainer(elements: [JSONValue], depth: Int, into open: inout Open) throws(Failure) -> Bool {
        guard try opens(UInt8(ascii: "["), UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: depth, found: "an array") else { return false }
        open = Open(elements: elements)
        return true
    }

    /// Writes `{`, and `}` too when the object is empty; returns whether members follow.
    private mutating func openContainer(object: JSONObject, depth: Int, into open: inout Open) throws(Failure) -> Bool {
        guard try opens(UInt8(ascii: "{"), UInt8(ascii: "}"), isEmpty: object.isEmpty, depth: depth, found: "an object") else { return false }
        open = Open(object: object, sorted: sortedKeys)
        return true
    }

    /// Writes a member's key and the colon after it.
    @inline(__always)
    private mutating func writeKey(_ key: String) {
        writeString(key)
        if pretty {
            output.append(UInt8(ascii: ":"), UInt8(ascii: " "))
        } else {
            output.append(UInt8(ascii: ":"))
        }
    }

    @inline(__always)
    private mutating func writeScalar(_ value: JSONValue) throws(Failure) {
        switch value {
        case .null:
            output.append(word: Self.null, used: 4)
        case .bool(let flag):
            if flag {
                output.append(word: Self.true, used: 4)
            } else {
                output.append(word: Self.false, used: 5)
            }
        case .number(let number):
            guard number.isFinite || writesNonFinite else { throw Failure(kind: .nonFiniteNumber, found: number.literal) }
            number.appendText(to: &output)
        case .string(let string):
            writeString(string)
        case .array, .object:
            break
        }
    }

    /// `null`, `true` and `false` as words whose bytes, lowest first, are the text.
    private static let null: UInt64 = 0x6C6C_756E
    private static let `true`: UInt64 = 0x6575_7274
    private static let `false`: UInt64 = 0x65_736C_6166

    /// The deepest indentation pretty output uses: deeper lines are indented as much as lines at
    /// this depth, so that output stays linear in the size of the value (indenting every line by
    /// its depth would make a value 10,000 levels deep 200 MB of spaces).
    static let maximumIndentation = 100

    private mutating func newline(_ depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(repeating: UInt8(ascii: " "), count: 2 * min(depth, Self.maximumIndentation))
    }

    /// Writes a string with its quotes, escaping what JSON requires.
    @_effects(releasenone)
    mutating func writeString(_ string: String) {
        // Native strings lend their UTF-8 without a copy of the string; a bridged one is made
        // native first.
        if string.utf8.withContiguousStorageIfAvailable({ writeQuoted($0) }) != nil { return }
        var string = string
        string.withUTF8 { writeQuoted($0) }
    }

    /// Writes UTF-8 bytes as a string, with its quotes, escaping what JSON requires.
    ///
    /// The bytes are copied eight at a time while they are checked, each word stored whole
    /// before the check, and the count of bytes written moved on past the ones that need no
    /// escape: room for the string's bytes unescaped (and a word to spare) is made once, and
    /// again only after an escape. The last few bytes of a string are read as its last eight
    /// (its last four in a string of four to seven bytes), shifted down past the bytes already
    /// copied, so that short keys and the ends of strings take one check rather than one per byte.
    private mutating func writeQuoted(_ source: UnsafeBufferPointer<UInt8>) {
        let count = source.count
        var out = output.room(count &+ 10)
        out[0] = UInt8(ascii: "\"")
        guard let base = source.baseAddress else {
            out[1] = UInt8(ascii: "\"")
            output.advance(2)
            return
        }
        var written = 1
        var index = 0
        while true {
            // Copy up to the next byte that needs an escape, or to the end.
            copying: while index < count {
                // Whole words, the most of a long string, in a loop of their own.
                while count &- index >= 8 {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    UnsafeMutableRawPointer(out + written).storeBytes(of: word.littleEndian, as: UInt64.self)
                    let stops = StringBytes.quoteBackslashOrControl(word)
                    if stops != 0 {
                        let clean = stops.trailingZeroBitCount &>> 3
                        index &+= clean
                        written &+= clean
                        break copying
                    }
                    index &+= 8
                    written &+= 8
                }
                guard index < count else { break }
                let remaining = count &- index
                // Up to eight bytes to copy, lowest first, how many they are, and the flags of the
                // ones to check.
                let word: UInt64
                let width: Int
                let checked: UInt64
                if count >= 8 {
                    // The string's last eight bytes, shifted down past the ones already copied;
                    // the zeros shifted in would read as control characters, so they are not checked.
                    let skipped = (8 &- remaining) &* 8
                    word = UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)) &>> skipped
                    width = remaining
                    checked = 0x8080_8080_8080_8080 &>> skipped
                } else if remaining >= 4 {
                    word = UInt64(UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)))
                    width = 4
                    checked = 0x8080_8080
                } else if count >= 4 {
                    let skipped = (4 &- remaining) &* 8
                    word = UInt64(UInt32(littleEndian: UnsafeRawPointer(base + (count &- 4)).loadUnaligned(as: UInt32.self))) &>> skipped
                    width = remaining
                    checked = 0x8080_8080 &>> skipped
                } else {
                    let byte = base[index]
                    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break copying }
                    out[written] = byte
                    index &+= 1
                    written &+= 1
                    continue
                }
                UnsafeMutableRawPointer(out + written).storeBytes(of: word.littleEndian, as: UInt64.self)
                let stops = StringBytes.quoteBackslashOrControl(word) & checked
                if stops == 0 {
                    index &+= width
                    written &+= width
                    continue
                }
                let clean = stops.trailingZeroBitCount &>> 3
                index &+= clean
                written &+= clean
                break copying
            }
            guard index < count else { break }
            output.advance(written)
            appendEscape(for: base[index])
            index &+= 1
            out = output.room(count &- index &+ 9)
            written = 0
        }
        out[written] = UInt8(ascii: "\"")
        output.advance(written &+ 1)
    }

    /// Appends the escape for a quote, a backslash or a control character.
    private mutating func appendEscape(for byte: UInt8) {
        let out = output.room(6)
        out[0] = UInt8(ascii: "\\")
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        default:
            // \u00XX, lowercase: the control characters are below 0x20.
            let low = byte & 0xF
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = UInt8(ascii: "0") &+ byte &>> 4
            out[5] = low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ (low &- 10)
            output.advance(6)
            return
        }
        out[1] = short
        output.advance(2)
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
        try written(pretty: pretty, sortedKeys: sortedKeys).string()
    }

    /// Writes the value as UTF-8 JSON data; see ``jsonString(pretty:sortedKeys:)``.
    public func jsonData(pretty: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> Data {
        try written(pretty: pretty, sortedKeys: sortedKeys).data()
    }

    /// Writes the value as UTF-8 JSON bytes; see ``jsonString(pretty:sortedKeys:)``.
    public func jsonBytes(pretty: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> [UInt8] {
        try written(pretty: pretty, sortedKeys: sortedKeys).bytes()
    }

    /// A writer that has written the value, for the three forms above to take its bytes from.
    private func written(pretty: Bool, sortedKeys: Bool) throws(JSONWriteError) -> JSONWriter {
        var writer = JSONWriter(pretty: pretty, sortedKeys: sortedKeys)
        do {
            try writer.write(self)
        } catch {
            throw error.error()
        }
        return writer
    }
}
