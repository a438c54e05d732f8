import Foundation
import Observing
import XCTest

final class NumberFormattingTests: XCTestCase {
    func testIntegersAreWrittenInDecimal() {
        XCTAssertEqual("\(0)" as Text, "0")
        XCTAssertEqual("\(-42) left" as Text, "-42 left")
        XCTAssertEqual(("\(Int.min)" as Text).description, String(Int.min))
        XCTAssertEqual(("\(UInt.max)" as Text).description, String(UInt.max))
    }

    func testDoublesWriteTheirShortestRoundTrip() {
        let cases: [(Double, String)] = [
            (0.1 + 0.2, "0.30000000000000004"), (0.1, "0.1"), (100, "100.0"), (-2.5, "-2.5"), (0, "0.0"),
            (-0.0, "-0.0"), (1e308, "1e+308"), (5e-324, "5e-324"), (1e16, "1e+16"), (1e15, "1000000000000000.0"),
            (123_456_789_012_345_680, "1.2345678901234568e+17"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (-.nan, "nan"), (.signalingNaN, "nan"),
        ]
        for (number, written) in cases {
            XCTAssertEqual(("\(number)" as Text).description, written)
        }
        XCTAssertEqual(("\(0.5) of \(2)" as Text).description, "0.5 of 2")
    }

    /// The written digits read back as the same `Double`, through `Double(Text)`, across the range.
    func testWrittenDoublesReadBack() {
        for number in sample() {
            let text: Text = "\(number)"
            XCTAssertEqual(text.description, String(number))
            XCTAssertEqual(Double(text)?.bitPattern, number.bitPattern, text.description)
        }
    }

    func testFractionDigitsRoundTheExactValue() {
        let cases: [(Double, Int, String)] = [
            (2.5, 2, "2.50"), (1234.5678, 1, "1234.6"), (2.5, 0, "3"), (3.5, 0, "4"), (-2.5, 0, "-3"),
            (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (2.675, 2, "2.67"), (1.005, 2, "1.00"), (0.1 + 0.2, 2, "0.30"),
            (0.1, 20, "0.10000000000000000555"), (0, 0, "0"), (0, 3, "0.000"), (-0.0, 1, "0.0"), (-0.001, 2, "0.00"),
            (-0.005, 2, "-0.01"), (0.5, 0, "1"), (0.49999999999999994, 0, "0"), (9.995, 2, "9.99"), (9.9951, 2, "10.00"),
            (1e21, 2, "1000000000000000000000.00"), (5e-324, 3, "0.000"), (42, -1, "42"), (7, 1, "7.0"),
            (123_456_789, 0, "123456789"), (Double(UInt64.max), 0, "18446744073709551616"),
            (.nan, 2, "nan"), (.infinity, 2, "inf"), (-.infinity, 0, "-inf"),
        ]
        for (number, digits, written) in cases {
            XCTAssertEqual(("\(number, fractionDigits: digits)" as Text).description, written, "\(number) with \(digits)")
        }
        // The least subnormal is 2^-1074 = 5^1074 × 10^-1074: all of its 1074 decimals.
        let least = powerOfFive(1074)
        XCTAssertEqual(("\(5e-324, fractionDigits: 1074)" as Text).description,
                       "0." + String(repeating: "0", count: 1074 - least.count) + least)
        XCTAssertEqual(("\(Double.greatestFiniteMagnitude, fractionDigits: 0)" as Text).description,
                       String(format: "%.0f", Double.greatestFiniteMagnitude))
    }

    /// Away from exact halves, which C rounds to even, the digits are `printf`'s, across the range.
    func testFractionDigitsMatchPrintfAwayFromHalves() {
        var compared = 0
        for number in sample() where number.isFinite {
            for digits in [0, 1, 2, 3, 6, 10, 20] {
                // An exact half of the last unit: the lowest set bit of the value is 2^-(digits + 1).
                let lowestBit = Int(number.exponent) - Int(number.significandWidth)
                if number != 0 && lowestBit == -(digits + 1) { continue }
                var expected = String(format: "%.\(digits)f", number)
                if expected.hasPrefix("-") && expected.allSatisfy({ $0 == "-" || $0 == "0" || $0 == "." }) {
                    expected.removeFirst() // no minus sign on a value that rounds to zero
                }
                XCTAssertEqual(("\(number, fractionDigits: digits)" as Text).description, expected, "\(number) with \(digits)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 8_405)
    }

    /// 5^exponent in decimal, by long multiplication.
    private func powerOfFive(_ exponent: Int) -> String {
        var digits: [UInt8] = [1] // least significant first
        for _ in 0..<exponent {
            var carry: UInt8 = 0
            for index in digits.indices {
                let product = digits[index] * 5 + carry
                digits[index] = product % 10
                carry = product / 10
            }
            if carry > 0 { digits.append(carry) }
        }
        return String(decoding: digits.reversed().map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    }

    /// A spread of doubles: every sign and magnitude from 2^-80 to 2^80, full significands, and the edges.
    private func sample() -> [Double] {
        var numbers: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 5e-324, 2.2250738585072014e-308, Double.greatestFiniteMagnitude]
        for index in 0..<1_200 {
            let mixed = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
            let exponent = Int((mixed >> 52) % 161) - 80
            let number = Double(sign: mixed & 1 == 0 ? .plus : .minus, exponent: exponent,
                                significand: Double(bitPattern: 0x3FF0_0000_0000_0000 | mixed & 0x000F_FFFF_FFFF_FFFF))
            numbers.append(number)
        }
        return numbers
    }
}
