extension Text {
    /// The shortest decimal that reads back as the same `Double`, as `String(number)` writes it (and JSON
    /// writes numbers): `0.1`, `100.0`, `0.30000000000000004` for `0.1 + 0.2`, `1e+16`, `5e-324`, `-0.0`.
    /// NaN is `nan` and the infinities `inf` and `-inf`.
    ///
    /// ```swift
    /// let label: Text = "\(meters / 1000) km"
    /// ```
    public mutating func appendInterpolation(_ number: Double) {
        if number.isNaN { return appendLiteral("nan") }
        var stream = DigitStream()
        number.write(to: &stream)
        stream.bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The number rounded to `fractionDigits` digits after the point, the way a price or a measure is
    /// shown: `"\(2.5, fractionDigits: 2)"` is `2.50`, `"\(1234.5678, fractionDigits: 1)"` is `1234.6`, and
    /// with no fraction digits there is no point (`"\(2.5, fractionDigits: 0)"` is `3`).
    ///
    /// Rounding is of the `Double`'s exact value, halves away from zero: `0.125` (exact in binary) gives
    /// `0.13`, but `2.675` gives `2.67`, because the `Double` nearest to 2.675 is a little below it (as
    /// JavaScript's `toFixed` rounds). Large values are written out in full (`1e21` with two digits is
    /// `1000000000000000000000.00`). A value that rounds to zero has no minus sign (`-0.001` gives `0.00`).
    /// NaN and the infinities are written as the shortest form writes them. A negative count is taken as
    /// zero.
    public mutating func appendInterpolation(_ number: Double, fractionDigits: Int) {
        guard number.isFinite else { return appendInterpolation(number) }
        let places = max(fractionDigits, 0)
        // |number| = significand × 2^power exactly; the digits are round(|number| × 10^places).
        let normal = number.exponentBitPattern != 0
        let significand = number.significandBitPattern | (normal ? 1 << 52 : 0)
        let power = (normal ? Int(number.exponentBitPattern) : 1) - 1075
        var scaled = BigNumber(significand)
        scaled.multiplyByPowerOfTen(places)
        if power >= 0 {
            scaled.shiftLeft(power)
        } else if scaled.shiftRight(-power) {
            scaled.addOne()
        }
        var digits = scaled.decimalDigits
        if digits.count <= places {
            digits.insert(contentsOf: repeatElement(0, count: places + 1 - digits.count), at: 0)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + 2)
        if number < 0 && scaled.bitWidth > 0 { bytes.append(UInt8(ascii: "-")) }
        for (index, digit) in digits.enumerated() {
            if index == digits.count - places { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + digit)
        }
        bytes.withUnsafeBufferPointer { append($0) }
    }
}

/// Where `Double.write(to:)`, the standard library's shortest-digits conversion, puts its digits.
private struct DigitStream: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        string.withBytes { bytes.append(contentsOf: $0) }
    }

    /// What the conversion calls: its ASCII digits as bytes, with no `String` made of them.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
