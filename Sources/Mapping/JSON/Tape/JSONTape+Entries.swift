import Foundation

extension JSONTape {
    /// A tape's entries: a fixed block that ``JSONTapeBuilder`` filled and handed over, read in
    /// place.
    ///
    /// The builder appends to a buffer of its own rather than to an array, whose every append
    /// checked through a runtime call that the array was uniquely referenced: about 2.5% of
    /// the instructions of mapping canada.json. The block is freed with its last copy of
    /// ``Entries`` (each holds its owner), so an entry read after the tape is gone is still
    /// valid.
    ///
    /// `@unchecked Sendable`: the block is never written after the tape is built, and lives as
    /// long as ``owner``.
    @usableFromInline
    struct Entries: RandomAccessCollection, @unchecked Sendable {
        @usableFromInline let owner: Owner
        /// The first entry; read directly, so that reading an entry costs no reference counting.
        @usableFromInline let base: UnsafePointer<Entry>
        @usableFromInline let count: Int

        /// Takes over `count` initialized entries at `base`, in a block of `blockBytes` bytes from
        /// ``SpareBlocks`` (or grown from one by ``resize(_:to:)``).
        init(adopting base: UnsafeMutablePointer<Entry>, count: Int, blockBytes: Int) {
            owner = Owner(base, blockBytes: blockBytes)
            self.base = UnsafePointer(base)
            self.count = count
        }

        /// No entries.
        static var empty: Entries { Entries(adopting: resize(nil, to: 1), count: 0, blockBytes: MemoryLayout<Entry>.stride) }

        /// A block for `capacity` entries from the C allocator, holding the entries of `block`
        /// (`nil` for a new one), which is gone once this returns.
        static func resize(_ block: UnsafeMutablePointer<Entry>?, to capacity: Int) -> UnsafeMutablePointer<Entry> {
            guard let raw = realloc(block, capacity * MemoryLayout<Entry>.stride) else {
                // As the standard library's own allocations do.
                fatalError("Out of memory for \(capacity) JSON tape entries")
            }
            return raw.bindMemory(to: Entry.self, capacity: capacity)
        }

        @inlinable var startIndex: Int { 0 }
        @inlinable var endIndex: Int { count }

        /// The entry at `index`, checked as an array's subscript is.
        @inlinable
        subscript(index: Int) -> Entry {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "Tape entry index out of range")
            return base[index]
        }

        /// Gives the block back to ``SpareBlocks`` (which keeps it for the next parse or frees it).
        /// Entries are plain values (no references), so there is nothing to deinitialize.
        @usableFromInline
        final class Owner {
            let base: UnsafeMutablePointer<Entry>
            let blockBytes: Int

            init(_ base: UnsafeMutablePointer<Entry>, blockBytes: Int) {
                self.base = base
                self.blockBytes = blockBytes
            }

            deinit { SpareBlocks.give(.entries, SpareBlocks.Block(base: UnsafeMutableRawPointer(base), bytes: blockBytes)) }
        }
    }
}
