import Foundation

/// The bytes the writer has written so far, in memory of its own.
///
/// A `[UInt8]` checks that its storage is unique and has room on every `append`, which cost the
/// writer more than the bytes themselves. Here a writer asks for room once per piece (a string, a
/// number, a literal), gets a pointer to the next free byte, stores what it has, and says how far
/// it wrote. Growing goes through `realloc`, which moves large buffers by remapping their pages
/// rather than copying them, and the finished bytes are handed to `Data` without a copy.
///
/// The memory is the writer's own output and never escapes while it is written: the pointers
/// returned by ``room(_:)`` are valid until the next call that may grow the buffer.
struct JSONOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = Self.allocate(self.capacity)
    }

    deinit { free(base) }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("JSONOutput: out of memory for \(capacity) bytes") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// Makes room for at least `extra` more bytes and returns where the next byte goes; the caller
    /// stores up to `extra` bytes there and then calls ``advance(_:)`` with how many it stored.
    @inline(__always)
    mutating func room(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity &- count < extra { grow(extra) }
        return base + count
    }

    /// Counts `written` bytes stored at the pointer ``room(_:)`` returned.
    @inline(__always)
    mutating func advance(_ written: Int) { count &+= written }

    /// At least doubles the capacity, to keep appending linear in the output's size.
    ///
    /// Releases nothing a caller holds, as the writer needs of what it calls with a borrowed
    /// value (see ``JSONWriter``, "No reference counting on the way down"); so does `append(_:)`.
    @_effects(releasenone)
    @inline(never)
    private mutating func grow(_ extra: Int) {
        let needed = count + extra
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { fatalError("JSONOutput: out of memory for \(newCapacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        let next = room(2)
        next[0] = first
        next[1] = second
        count &+= 2
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        room(bytes.count).update(from: start, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends the UTF-8 of `text`.
    @_effects(releasenone)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Stores the eight bytes of `word` (little-endian, first byte lowest) and counts the first
    /// `used` of them: one store for `null`, `true` and `false` instead of a byte at a time.
    @inline(__always)
    mutating func append(word: UInt64, used: Int) {
        UnsafeMutableRawPointer(room(8)).storeBytes(of: word.littleEndian, as: UInt64.self)
        count &+= used
    }

    /// Appends `count` copies of `byte`.
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        room(repeats).update(repeating: byte, count: repeats)
        count &+= repeats
    }

    /// The bytes written, as an array (one copy).
    consuming func bytes() -> [UInt8] {
        let count = count
        let base = base
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.update(from: base, count: count)
            initialized = count
        }
    }

    /// The bytes written, as text; they are UTF-8 (every string in a `JSONValue` is).
    consuming func string() -> String {
        UTF8Validation.string(known: UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as `Data` that takes over the memory: no copy.
    ///
    /// When more than a quarter of the memory was never used, it is given back first (a
    /// shrinking realloc keeps the bytes in place or remaps their pages), so the data holds at
    /// most a third more memory than bytes. A smaller slack is kept: shrinking a large block by
    /// a few percent costs a system call, and the block freed later would then be smaller than
    /// the one the next write of the same size asks for, which the C allocator answers with
    /// fresh pages (about 125 page faults for a 500 KB document, a third of its write time).
    consuming func data() -> Data {
        let count = count
        var memory = UnsafeMutableRawPointer(base)
        if capacity - count > capacity / 4 {
            memory = realloc(base, Swift.max(count, 1)) ?? memory
        }
        discard self
        return Data(bytesNoCopy: memory, count: count, deallocator: .free)
    }
}
