import Observing

/// How text reads on a colour: the ink that stands out more on it, white or dark, and WCAG's verdict on
/// their contrast. A theme sets its buttons' labels in this ink.
public struct Contrast: Equatable {
    /// What WCAG 2 asks of text's contrast, from the most it asks.
    public enum Level: Equatable {
        /// 7:1 or more: text of any size, at the stricter level.
        case aaa
        /// 4.5:1 or more: text of any size.
        case aa
        /// 3:1 or more: large text only (24 px, or 19 px bold).
        case largeTextOnly
        /// Less: no text.
        case fails
    }

    public static let white = Colour(red: 255, green: 255, blue: 255)
    /// The dark ink of the page's own text.
    public static let dark = Colour(red: 0x11, green: 0x18, blue: 0x27)

    /// White or dark, whichever contrasts more with the colour.
    public let ink: Colour
    public let ratio: Double

    public init(on colour: Colour) {
        let onWhite = colour.contrast(with: Self.white), onDark = colour.contrast(with: Self.dark)
        (ink, ratio) = onWhite >= onDark ? (Self.white, onWhite) : (Self.dark, onDark)
    }

    public var level: Level {
        ratio >= 7 ? .aaa : ratio >= 4.5 ? .aa : ratio >= 3 ? .largeTextOnly : .fails
    }

    /// The ratio as WCAG writes it, cut (not rounded) to a tenth, so that one shown as `4.5:1` meets 4.5.
    public var ratioText: Text {
        let tenths = Int(ratio * 10)
        return "\(tenths / 10).\(tenths % 10):1"
    }

    /// The verdict in a sentence, for the person choosing the colour.
    public var note: Text {
        let ink: Text = self.ink == Self.white ? "White" : "Dark"
        switch level {
        case .aaa: return "\(ink) text reads well on it at any size: \(ratioText), AAA."
        case .aa: return "\(ink) text reads well on it: \(ratioText), AA."
        case .largeTextOnly: return "\(ink) text reads on it only when large: \(ratioText). Darken or lighten it for body text."
        case .fails: return "No text reads well on it: \(ratioText) at best. Choose a darker or lighter colour."
        }
    }
}
