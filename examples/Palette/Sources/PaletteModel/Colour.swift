import Observing

/// A colour of the screen, as CSS writes it in hex: red, green and blue from 0 to 255.
public struct Colour: Equatable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `#rrggbb` or `#rgb`, in either case, the `#` optional: what a person types and what a
    /// colour picker sends. Nil for anything else.
    public init?(hex: Text) {
        var digits: [UInt8] = []
        let isHex = hex.withBytes { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 0 && byte == UInt8(ascii: "#") { continue }
                guard let digit = Self.digit(byte) else { return false }
                digits.append(digit)
            }
            return true
        }
        guard isHex else { return nil }
        switch digits.count {
        case 6: self.init(red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3], blue: digits[4] << 4 | digits[5])
        case 3: self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        default: return nil
        }
    }

    /// `#rrggbb`, in lower case: one spelling for each colour, so two texts of one colour are equal.
    public var hex: Text {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            bytes.append(Self.hexDigits[Int(channel >> 4)])
            bytes.append(Self.hexDigits[Int(channel & 15)])
        }
        return Text(validating: bytes)!
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// How bright the colour is to the eye, from 0 (black) to 1 (white): WCAG's relative luminance, of
    /// the sRGB channels made linear.
    public var luminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// How far apart two colours' luminances are, from 1 (the same) to 21 (black on white): WCAG's contrast
    /// ratio, which it asks to be 4.5 for text and 3 for large text.
    public func contrast(with other: Colour) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A channel as light, not as the screen codes it: sRGB's curve undone.
    private static func linear(_ channel: UInt8) -> Double {
        let coded = Double(channel) / 255
        if coded <= 0.04045 { return coded / 12.92 }
        let base = (coded + 0.055) / 1.055
        // base^2.4, as base² times the fifth root of base²: the module has no `pow`.
        let square = base * base
        return square * fifthRoot(square)
    }

    /// The fifth root of `value` in (0, 1], by Newton's method from 1, which it approaches from above.
    private static func fifthRoot(_ value: Double) -> Double {
        var root = 1.0
        for _ in 0..<40 {
            let fourth = root * root * root * root
            let next = root - (fourth * root - value) / (5 * fourth)
            if next >= root { break }
            root = next
        }
        return root
    }
}
