/// An unsigned integer of any size, with only what the decimal conversions need: exact products by powers
/// of ten, shifts, comparison and subtraction (decimal to `Double`), rounding and decimal digits (`Double`
/// to a fixed number of decimals).
struct BigNumber {
    /// 32-bit limbs, least significant first, without high zero limbs.
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// The integer the decimal digits (0 to 9, most significant first) write.
    init(digits: [UInt8]) {
        limbs = []
        var chunk: UInt32 = 0, chunkLength = 0
        for digit in digits {
            chunk = chunk * 10 + UInt32(digit)
            chunkLength += 1
            if chunkLength == 9 {
                multiplyAdd(1_000_000_000, chunk)
                chunk = 0
                chunkLength = 0
            }
        }
        if chunkLength > 0 {
            var power: UInt32 = 1
            for _ in 0..<chunkLength { power *= 10 }
            multiplyAdd(power, chunk)
        }
    }

    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// self = self × factor + addend.
    private mutating func multiplyAdd(_ factor: UInt32, _ addend: UInt32) {
        var carry = UInt64(addend)
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiplyByPowerOfTen(_ power: Int) {
        var left = power
        while left >= 9 {
            multiplyAdd(1_000_000_000, 0)
            left -= 9
        }
        var factor: UInt32 = 1
        for _ in 0..<left { factor *= 10 }
        multiplyAdd(factor, 0)
    }

    mutating func shiftLeft(_ bits: Int) {
        if limbs.isEmpty || bits == 0 { return }
        let whole = bits / 32, part = bits % 32
        if part > 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = limb << UInt32(part) | carry
                carry = limb >> UInt32(32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    }

    mutating func shiftRightOne() {
        for index in limbs.indices {
            let high: UInt32 = index + 1 < limbs.count ? limbs[index + 1] << 31 : 0
            limbs[index] = limbs[index] >> 1 | high
        }
        if limbs.last == 0 { limbs.removeLast() }
    }

    /// Drops the lowest `bits` bits (one or more) and returns whether the highest of them was set: whether
    /// what was dropped is half of the new unit or more.
    mutating func shiftRight(_ bits: Int) -> Bool {
        let whole = bits / 32, part = bits % 32
        let half = (bits - 1) / 32 < limbs.count && limbs[(bits - 1) / 32] >> UInt32((bits - 1) % 32) & 1 == 1
        limbs.removeFirst(min(whole, limbs.count))
        if part > 0 {
            for index in limbs.indices {
                let high: UInt32 = index + 1 < limbs.count ? limbs[index + 1] << UInt32(32 - part) : 0
                limbs[index] = limbs[index] >> UInt32(part) | high
            }
            while limbs.last == 0 { limbs.removeLast() }
        }
        return half
    }

    mutating func addOne() {
        for index in limbs.indices {
            limbs[index] &+= 1
            if limbs[index] != 0 { return }
        }
        limbs.append(1)
    }

    /// The decimal digits (0 to 9), most significant first; none for zero.
    var decimalDigits: [UInt8] {
        var rest = self
        var digits: [UInt8] = []
        while !rest.limbs.isEmpty {
            // Nine digits at a time: the remainder of a division by 10^9.
            var remainder: UInt64 = 0
            for index in rest.limbs.indices.reversed() {
                let current = remainder << 32 | UInt64(rest.limbs[index])
                rest.limbs[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            while rest.limbs.last == 0 { rest.limbs.removeLast() }
            for _ in 0..<9 where !rest.limbs.isEmpty || remainder > 0 {
                digits.append(UInt8(remainder % 10))
                remainder /= 10
            }
        }
        return digits.reversed()
    }

    /// -1, 0 or 1 as self is below, equal to or above `other`.
    func compare(_ other: BigNumber) -> Int {
        if limbs.count != other.limbs.count { return limbs.count < other.limbs.count ? -1 : 1 }
        for index in limbs.indices.reversed() where limbs[index] != other.limbs[index] {
            return limbs[index] < other.limbs[index] ? -1 : 1
        }
        return 0
    }

    /// self = self − other, for `other` not above self.
    mutating func subtract(_ other: BigNumber) {
        var borrow: UInt64 = 0
        for index in limbs.indices {
            let subtrahend = (index < other.limbs.count ? UInt64(other.limbs[index]) : 0) + borrow
            let minuend = UInt64(limbs[index])
            limbs[index] = UInt32(truncatingIfNeeded: minuend &- subtrahend)
            borrow = minuend < subtrahend ? 1 : 0
        }
        while limbs.last == 0 { limbs.removeLast() }
    }
}
