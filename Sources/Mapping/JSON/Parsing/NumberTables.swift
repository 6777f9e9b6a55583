/// Powers of ten used by the number conversions.
@usableFromInline
enum NumberTables {
    /// 10^0 ... 10^19, every power of ten a `UInt64` holds.
    ///
    /// Written out: an array of constants is laid out by the compiler, where one computed at
    /// first use is checked for its initialization (a `swift_once` call) on every read, once per
    /// integer written.
    @usableFromInline
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// 10^`exponent` for 0 through 22, every power of ten a `Double` holds exactly.
    ///
    /// A switch of constants rather than a global array: the array's lazy initialization cost a
    /// `swift_once` check on every number read (1% of decoding canada.json).
    @inlinable @inline(__always)
    static func doublePowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
