/// Powers of ten used by the number conversions.
@usableFromInline
enum NumberTables {
    /// 10^0 ... 10^19, every power of ten a `UInt64` holds.
    @usableFromInline
    static let powersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// 10^0 ... 10^22, every power of ten a `Double` holds exactly.
    @usableFromInline
    static let doublePowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}
