import Foundation

/// The large blocks of memory a parse needs only while it lasts, or while its tape does (the
/// tape's copy of the document, its entries, the parser's stacks once they outgrow their first
/// room), kept when they are freed for the next parse to use again.
///
/// The C allocator on Linux (glibc) keeps small freed blocks in quick lists, and merges all of
/// them with their neighbours the next time anyone asks for a large block (1 KiB or more). A
/// parse asks for large blocks first thing, so it paid for every small block that other code
/// had freed since: right after `JSONDecoder` or `JSONSerialization` had read the same
/// document, that merge was a tenth of the time of mapping twitter.json. With the blocks of
/// the parse before at hand, a parse of a document of the same size or smaller asks the
/// allocator for no large block at all.
///
/// What is kept is bounded: blocks of 1 KiB to 4 MiB, at most one document copy, one block of
/// entries and four stack blocks, the largest seen (so at most about 2 MiB for documents under
/// the 1 MiB from which they are read in place, and 4 MiB for each kind in any case). A block is
/// used again only for a need of at least a quarter of its size, so a small document never
/// holds a large block while the large one is parsed. The blocks are shared by all threads,
/// behind a lock taken twice per block a parse uses, and only for large blocks.
enum SpareBlocks {
    /// What a block is for: each kind is kept apart, so a parse finds the sizes it needs.
    enum Kind: Int, CaseIterable {
        case document, entries, stack
    }

    /// A block from the C allocator and its size in bytes.
    struct Block {
        let base: UnsafeMutableRawPointer
        let bytes: Int
    }

    /// The smallest block kept: glibc's first size of a large request.
    static let smallest = 1_024
    /// The largest block kept.
    static let largest = 4 << 20

    /// The blocks every parse shares.
    static let shared = Keeper()

    /// A block of at least `bytes` bytes: from ``shared`` when it is a size worth keeping,
    /// straight from the C allocator otherwise (the small blocks of small documents never
    /// touch the lock).
    @inline(__always)
    static func take(_ kind: Kind, atLeast bytes: Int) -> Block {
        if bytes >= smallest && bytes <= largest { return shared.take(kind, atLeast: bytes) }
        return Keeper.allocate(bytes)
    }

    /// Gives `block` back to ``shared``, or frees it when it is not a size worth keeping.
    @inline(__always)
    static func give(_ kind: Kind, _ block: Block) {
        if block.bytes >= smallest && block.bytes <= largest { return shared.give(kind, block) }
        free(block.base)
    }

    /// Blocks kept for use again, behind a lock. One is shared by every parse; tests make
    /// their own.
    ///
    /// `@unchecked Sendable`: ``kept`` is read and written only under ``lock``.
    final class Keeper: @unchecked Sendable {
        private let lock = NSLock()
        /// The blocks kept, by kind.
        private var kept: [[Block]] = Kind.allCases.map { _ in [] }

        /// How many blocks of `kind` are kept at most: a parser has two stacks, a tree parse
        /// two more.
        static func room(for kind: Kind) -> Int { kind == .stack ? 4 : 1 }

        /// A block of at least `bytes` bytes: a kept one when one fits (at most four times the
        /// size), a new one from the C allocator otherwise. Give it back with ``give(_:_:)``,
        /// or free it.
        func take(_ kind: Kind, atLeast bytes: Int) -> Block {
            if bytes >= smallest && bytes <= largest {
                lock.lock()
                if let position = kept[kind.rawValue].firstIndex(where: { $0.bytes >= bytes && $0.bytes / 4 <= bytes }) {
                    let block = kept[kind.rawValue].remove(at: position)
                    lock.unlock()
                    return block
                }
                lock.unlock()
            }
            return Self.allocate(bytes)
        }

        /// A new block of `bytes` bytes from the C allocator.
        @inline(__always)
        static func allocate(_ bytes: Int) -> Block {
            guard let base = malloc(max(bytes, 1)) else {
                // As the standard library's own allocations do.
                fatalError("Out of memory for \(bytes) bytes of parse buffers")
            }
            return Block(base: base, bytes: bytes)
        }

        /// Frees `block`, or keeps it for a parse to come when it is a size worth keeping and
        /// there is room (a larger block takes the place of the smallest kept one).
        func give(_ kind: Kind, _ block: Block) {
            guard block.bytes >= smallest && block.bytes <= largest else { return free(block.base) }
            lock.lock()
            var freed: UnsafeMutableRawPointer? = block.base
            let slot = kind.rawValue
            if kept[slot].count < Self.room(for: kind) {
                kept[slot].append(block)
                freed = nil
            } else if let smallest = kept[slot].indices.min(by: { kept[slot][$0].bytes < kept[slot][$1].bytes }),
                      kept[slot][smallest].bytes < block.bytes {
                freed = kept[slot][smallest].base
                kept[slot][smallest] = block
            }
            lock.unlock()
            free(freed)
        }

        /// The sizes of the blocks kept, by kind.
        var keptSizes: [[Int]] {
            lock.lock()
            defer { lock.unlock() }
            return kept.map { $0.map(\.bytes) }
        }

        deinit {
            for blocks in kept { for block in blocks { free(block.base) } }
        }
    }
}
