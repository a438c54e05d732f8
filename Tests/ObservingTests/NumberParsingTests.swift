import Observing
import XCTest

final class NumberParsingTests: XCTestCase {
    func testIntegersReadWithAnOptionalSign() {
        XCTAssertEqual(Int("42" as Text), 42)
        XCTAssertEqual(Int("+5" as Text), 5)
        XCTAssertEqual(Int("-17" as Text), -17)
        XCTAssertEqual(Int("-0" as Text), 0)
        XCTAssertEqual(Int("007" as Text), 7)
        XCTAssertEqual(Int(Text(String(repeating: "0", count: 100) + "1")), 1)
    }

    func testJunkIsNil() {
        for junk in ["", "-", "+", "+-1", "--1", " 12 ", "12 ", " 12", "1e3", "1.0", "1_000", "0x10", "١٢", "12a", "a12", "−1"] {
            XCTAssertNil(Int(Text(junk)), junk)
        }
    }

    func testTheBoundsOfEachTypeAreExact() {
        XCTAssertEqual(Int64("9223372036854775807" as Text), Int64.max)
        XCTAssertEqual(Int64("-9223372036854775808" as Text), Int64.min)
        XCTAssertNil(Int64("9223372036854775808" as Text))
        XCTAssertNil(Int64("-9223372036854775809" as Text))
        XCTAssertNil(Int64("99999999999999999999" as Text))
        XCTAssertEqual(Int32("2147483647" as Text), Int32.max)
        XCTAssertEqual(Int32("-2147483648" as Text), Int32.min)
        XCTAssertNil(Int32("2147483648" as Text))
        XCTAssertEqual(Int8("-128" as Text), -128)
        XCTAssertNil(Int8("128" as Text))
        XCTAssertEqual(UInt8("255" as Text), 255)
        XCTAssertNil(UInt8("256" as Text))
        XCTAssertEqual(UInt64("18446744073709551615" as Text), UInt64.max)
        XCTAssertNil(UInt64("18446744073709551616" as Text))
        XCTAssertEqual(UInt("-0" as Text), 0)
        XCTAssertNil(UInt("-1" as Text))
        XCTAssertEqual(Int("\(Int.min)" as Text), Int.min)
        XCTAssertEqual(Int("\(Int.max)" as Text), Int.max)
    }

    func testDecimalsReadInEveryWrittenForm() {
        let cases: [(String, Double)] = [
            ("2.5", 2.5), ("+5", 5), ("-17", -17), (".5", 0.5), ("5.", 5), ("-.25", -0.25), ("1e3", 1000),
            ("1E3", 1000), ("1e+3", 1000), ("25e-1", 2.5), ("0.1", 0.1), ("007.50", 7.5), ("0", 0),
            ("1e308", 1e308), ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
            ("5e-324", Double.leastNonzeroMagnitude), ("2.2250738585072014e-308", Double.leastNormalMagnitude),
            ("0.30000000000000004", 0.1 + 0.2), ("9007199254740993", 9_007_199_254_740_992),
        ]
        for (text, value) in cases {
            XCTAssertEqual(Double(Text(text))?.bitPattern, value.bitPattern, text)
        }
    }

    /// Zero keeps its sign; beyond the range is infinity, below it zero, as `Double(String)` reads them.
    func testSignedZeroAndTheEndsOfTheRange() {
        XCTAssertEqual(Double("-0" as Text)?.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(Double("-0.000e12" as Text)?.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(Double("0" as Text)?.bitPattern, 0)
        XCTAssertEqual(Double("1e400" as Text), .infinity)
        XCTAssertEqual(Double("-1e400" as Text), -.infinity)
        XCTAssertEqual(Double("1e999999999999999999" as Text), .infinity)
        XCTAssertEqual(Double("1e-400" as Text)?.bitPattern, 0)
        XCTAssertEqual(Double("-1e-400" as Text)?.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(Double("2.4703282292062328e-324" as Text), Double.leastNonzeroMagnitude)
        XCTAssertEqual(Double("1.7976931348623159e308" as Text), .infinity)
        for text in ["1e400", "-1e400", "1e-400", "-0", "2.4703282292062328e-324"] {
            XCTAssertEqual(Double(Text(text))?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testJunkIsNotADecimal() {
        for junk in ["", "-", "+", ".", "-.", "e3", ".e3", "1e", "1e+", "1e-", "1.2.3", "1..2", " 12 ", "12 ", "1,5",
                     "0x1p3", "inf", "-inf", "infinity", "nan", "NaN", "1e3.5", "1e3e3", "++1", "1 000", "١٫٥", "1f"] {
            XCTAssertNil(Double(Text(junk)), junk)
        }
    }

    /// Every form crossed with every exponent and sign reads as the Linux standard library reads it, bit for
    /// bit. (The rounding itself is tested on thousands of decimals through JSON, which shares it.)
    func testEveryFormMatchesTheStandardLibrary() {
        let mantissas = ["0", "1", "7", "12.5", ".5", "5.", "0.1", "000.000", "9007199254740993", "4.9406564584124654",
                         "2.2250738585072011", "1.7976931348623157", "0.000001", "123456789012345678901234567890.5"]
        let exponents = ["", "e0", "e-5", "E+22", "e23", "e-300", "e-330", "e300", "e308", "e-320", "e-0"]
        var checked = 0
        for sign in ["", "-", "+"] {
            for mantissa in mantissas {
                for exponent in exponents {
                    let text = sign + mantissa + exponent
                    guard let expected = Double(text) else { return XCTFail("the standard library refused \(text)") }
                    XCTAssertEqual(Double(Text(text))?.bitPattern, expected.bitPattern, text)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 3 * 14 * 11)
    }
}
