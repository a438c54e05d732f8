import JSON
import XCTest

final class JSONNumberTests: XCTestCase {
    private func number(_ text: String) -> JSONNumber { JSONNumber(text: Text(text))! }

    func testIntegersAreExactAtTheBounds() {
        XCTAssertEqual(number("9223372036854775807").int64, Int64.max)
        XCTAssertEqual(number("-9223372036854775808").int64, Int64.min)
        XCTAssertNil(number("9223372036854775808").int64)
        XCTAssertNil(number("-9223372036854775809").int64)
        XCTAssertEqual(number("9007199254740993").int64, 9_007_199_254_740_993)
        XCTAssertEqual(number("92233720368547758.07e2").int64, Int64.max)
        XCTAssertEqual(number("-0").int64, 0)
        XCTAssertEqual(number("0.000e5").int64, 0)
        XCTAssertEqual(number("1e18").int64, 1_000_000_000_000_000_000)
        XCTAssertNil(number("1e19").int64)
        XCTAssertNil(number("1.5").int64)
        XCTAssertNil(number("1e-1").int64)
        XCTAssertNil(number("1e999999999999999999999").int64)
        XCTAssertEqual(number("12.5e1").int, 125)
        XCTAssertEqual(JSONNumber(Int64.min).text, "-9223372036854775808")
        XCTAssertEqual(JSONNumber(-7).int, -7)
    }

    func testNumbersCompareByValue() {
        XCTAssertEqual(number("1.50"), number("15e-1"))
        XCTAssertEqual(number("-0"), number("0.0e7"))
        XCTAssertNotEqual(number("9007199254740993"), number("9007199254740992"))
        XCTAssertNotEqual(number("-1"), number("1"))
        XCTAssertNil(JSONNumber(text: "1."))
        XCTAssertNil(JSONNumber(text: "\"1\""))
    }

    func testDoublesWriteTheirShortestText() {
        XCTAssertEqual(JSONNumber(0.1)?.text, "0.1")
        XCTAssertEqual(JSONNumber(0.1)?.double, 0.1)
        XCTAssertEqual(JSONNumber(1e-7)?.double, 1e-7)
        XCTAssertEqual(JSONNumber(-Double.greatestFiniteMagnitude)?.double, -Double.greatestFiniteMagnitude)
        XCTAssertNil(JSONNumber(Double.infinity))
        XCTAssertNil(JSONNumber(Double.nan))
    }

    func testEdgesOfTheDoubleRange() {
        let cases: [(String, UInt64)] = [
            ("4.9406564584124654e-324", 1),                           // the least subnormal
            ("2.4703282292062327e-324", 0),                           // just below half of it
            ("2.4703282292062328e-324", 1),                           // just above half of it
            ("2.470328229206232720882538352e-324", 0),                // 2^-1075 exactly: ties to even, zero
            ("1e-400", 0),
            ("2.2250738585072011e-308", 0x000F_FFFF_FFFF_FFFF),       // the greatest subnormal
            ("2.2250738585072014e-308", 0x0010_0000_0000_0000),       // the least normal
            ("1.7976931348623157e308", 0x7FEF_FFFF_FFFF_FFFF),        // the greatest finite
            ("1.7976931348623158e308", 0x7FEF_FFFF_FFFF_FFFF),
            ("1.7976931348623159e308", 0x7FF0_0000_0000_0000),        // rounds past it: infinity
            ("1e400", 0x7FF0_0000_0000_0000),
            ("9007199254740993", 0x4340_0000_0000_0000),              // 2^53 + 1: ties to even, 2^53
            ("9007199254740995", 0x4340_0000_0000_0002),              // ties to even, upwards
            ("9007199254740993.0000000000000000000001", 0x4340_0000_0000_0001),
            ("0.1", 0x3FB9_9999_9999_999A),
            ("-0", 0x8000_0000_0000_0000),
            ("-1e-400", 0x8000_0000_0000_0000),
            ("-1e400", 0xFFF0_0000_0000_0000),
        ]
        for (text, bits) in cases {
            XCTAssertEqual(number(text).double.bitPattern, bits, text)
        }
        // 2^-1075, half the least subnormal, has 752 significant digits; a 1 far past the 800th breaks the tie.
        let (half, exponent) = exactDecimal(significand: 1, power: -1075)
        XCTAssertEqual(number(half + "e\(exponent)").double.bitPattern, 0)
        let past = half + String(repeating: "0", count: 100) + "1"
        XCTAssertEqual(number(past + "e\(exponent - 101)").double.bitPattern, 1)
    }

    /// Every seeded random decimal reads as the Linux standard library reads it, bit for bit.
    func testRandomDecimalsMatchTheStandardLibrary() {
        var random = SeededRandom(seed: 0x5EED_0001)
        var checked = 0
        func check(_ text: String) {
            guard let expected = Double(text) else { return XCTFail("the standard library refused \(text)") }
            let got = number(text).double
            if got.bitPattern != expected.bitPattern {
                XCTFail("\(text): \(got) (\(got.bitPattern)), expected \(expected) (\(expected.bitPattern))")
            }
            checked += 1
        }
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random))) })
        }
        for _ in 0..<2_500 {
            let length = [1, 2, 5, 15, 16, 17, 19, 25, 40, 120, 790, 820][Int.random(in: 0..<12, using: &random)]
            let exponent = [Int.random(in: -30...30, using: &random), Int.random(in: -345 ... -300, using: &random),
                            Int.random(in: 290...320, using: &random), Int.random(in: -1100...330, using: &random)][Int.random(in: 0..<4, using: &random)]
            let mantissa = digits(length)
            let point = Int.random(in: 0...length, using: &random)
            let sign = Bool.random(using: &random) ? "-" : ""
            let written = mantissa.prefix(point).drop { $0 == "0" }
            let whole = written.isEmpty ? "0" : String(written)
            let fraction = point == length ? "" : "." + mantissa.dropFirst(point)
            check(sign + whole + fraction + "e\(exponent - (length - point))")
        }
        // Halfway points between neighbouring doubles, written exactly, and their closest neighbours.
        for _ in 0..<300 {
            let low = Double(bitPattern: UInt64.random(in: 1..<0x7FEF_FFFF_FFFF_FFFF, using: &random))
            let significand = low.significandBitPattern | (low.isNormal ? 1 << 52 : 0)
            let power = low.isNormal ? Int(low.exponent) - 52 : -1074
            let (half, exponent) = exactDecimal(significand: significand * 2 + 1, power: power - 1)
            check(half + "e\(exponent)")
            check(half + "1e\(exponent - 1)")
            var below = Array(half.utf8)
            var last = below.count - 1
            while below[last] == UInt8(ascii: "0") {
                below[last] = UInt8(ascii: "9")
                last -= 1
            }
            below[last] -= 1
            if below.count > 1 && below[0] == UInt8(ascii: "0") { below.removeFirst() }
            check(String(decoding: below, as: UTF8.self) + "e\(exponent)")
        }
        XCTAssertEqual(checked, 2_500 + 900)
    }

    /// The exact decimal digits and decimal exponent of significand × 2^power.
    private func exactDecimal(significand: UInt64, power: Int) -> (String, Int) {
        var digits = String(significand).utf8.map { $0 - UInt8(ascii: "0") }
        func multiply(_ factor: Int) {
            var carry = 0
            for index in digits.indices.reversed() {
                let product = Int(digits[index]) * factor + carry
                digits[index] = UInt8(product % 10)
                carry = product / 10
            }
            while carry > 0 {
                digits.insert(UInt8(carry % 10), at: 0)
                carry /= 10
            }
        }
        // 2^-k = 5^k × 10^-k.
        for _ in 0..<power.magnitude { multiply(power >= 0 ? 2 : 5) }
        return (String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self), min(power, 0))
    }
}
