/// The `Double` nearest to `digits × 10^exponent` (ties to even), with the sign applied: the wasm link has
/// no `strtod`, and a number's text is the only exact form of its value, so the conversion is done here
/// with exact integer arithmetic.
///
/// `digits` are decimal digits (0 to 9) without leading or trailing zeros, empty for zero.
func decimalToDouble(negative: Bool, digits: [UInt8], exponent: Int64) -> Double {
    let sign: UInt64 = negative ? 1 << 63 : 0
    let count = Int64(digits.count)
    // 10^309 is beyond the largest Double; below 10^-325 everything rounds to zero (half the least subnormal
    // is about 2.47e-324).
    if count == 0 || count + exponent < -324 { return Double(bitPattern: sign) }
    if count + exponent > 310 { return Double(bitPattern: sign | 0x7FF0_0000_0000_0000) }

    // Small integers times an exact power of ten: both operands are exact, so one operation rounds once.
    if count <= 15 && exponent >= -22 && exponent <= 22 {
        var whole: UInt64 = 0
        for digit in digits { whole = whole * 10 + UInt64(digit) }
        var power = 1.0
        for _ in 0..<exponent.magnitude { power *= 10 }
        let magnitude = exponent >= 0 ? Double(whole) * power : Double(whole) / power
        return negative ? -magnitude : magnitude
    }

    // A Double and a point halfway between two of them have at most 767 significant decimal digits. Cutting
    // the digits after the 800th and putting a 1 in their place keeps the value on the same side of every
    // such point, so it rounds the same (the cut digits end in a non-zero one: they are never all zeros).
    var kept = digits
    var scale = exponent
    if kept.count > 800 {
        scale += Int64(kept.count - 801)
        kept.removeSubrange(800...)
        kept.append(1)
    }

    // The value is numerator / denominator, exactly.
    var numerator = BigNumber(digits: kept)
    var denominator = BigNumber(1)
    if scale >= 0 { numerator.multiplyByPowerOfTen(Int(scale)) } else { denominator.multiplyByPowerOfTen(Int(-scale)) }

    // Find `shift` so that quotient = floor(value × 2^shift) has 53 bits: the significand. Below the normal
    // range the shift stops at 1074 (the least subnormal is 2^-1074), leaving fewer bits.
    var shift = 52 - (numerator.bitWidth - denominator.bitWidth)
    var (quotient, remainder, divisor) = divide(numerator, denominator, shift: min(shift, 1074))
    if shift > 1074 {
        shift = 1074
    } else if quotient < 1 << 52 {
        shift += 1
        (quotient, remainder, divisor) = divide(numerator, denominator, shift: min(shift, 1074))
        shift = min(shift, 1074)
    }

    // Round half to even on the remainder.
    remainder.shiftLeft(1)
    let half = remainder.compare(divisor)
    if half > 0 || (half == 0 && quotient & 1 == 1) {
        quotient += 1
        if quotient == 1 << 53 {
            quotient = 1 << 52
            shift -= 1
        }
    }
    if quotient < 1 << 52 { return Double(bitPattern: sign | quotient) }
    let biasedExponent = 1075 - shift
    if biasedExponent >= 2047 { return Double(bitPattern: sign | 0x7FF0_0000_0000_0000) }
    return Double(bitPattern: sign | UInt64(biasedExponent) << 52 | (quotient - 1 << 52))
}

/// floor(numerator × 2^shift / denominator) when it is below 2^54, with the remainder and the divisor it
/// belongs to (the denominator, shifted when `shift` is negative).
private func divide(_ numerator: BigNumber, _ denominator: BigNumber, shift: Int) -> (UInt64, BigNumber, BigNumber) {
    var remainder = numerator
    var divisor = denominator
    if shift >= 0 { remainder.shiftLeft(shift) } else { divisor.shiftLeft(-shift) }
    var quotient: UInt64 = 0
    var step = divisor
    step.shiftLeft(53)
    for bit in stride(from: 53, through: 0, by: -1) {
        if remainder.compare(step) >= 0 {
            remainder.subtract(step)
            quotient |= 1 << UInt64(bit)
        }
        step.shiftRightOne()
    }
    return (quotient, remainder, divisor)
}
