import Observing
import PaletteModel
import XCTest

/// Colours as hex text and as light: parsing what a person types or a picker sends, one spelling out,
/// and WCAG's luminance and contrast.
final class ColourTests: XCTestCase {
    func testHexInEitherCaseWithOrWithoutTheHash() {
        XCTAssertEqual(Colour(hex: "#2563eb"), Colour(red: 0x25, green: 0x63, blue: 0xeb))
        XCTAssertEqual(Colour(hex: "2563EB"), Colour(red: 0x25, green: 0x63, blue: 0xeb))
        XCTAssertEqual(Colour(hex: "#fA0"), Colour(red: 0xff, green: 0xaa, blue: 0x00), "three digits, each doubled")
        for text: Text in ["", "#", "#12345", "#1234567", "#12345g", "##123456", " #123456", "#123 456", "rgb(0,0,0)"] {
            XCTAssertNil(Colour(hex: text), "\(text)")
        }
    }

    func testOneSpellingOut() {
        XCTAssertEqual(Colour(red: 0x25, green: 0x63, blue: 0xeb).hex, "#2563eb")
        XCTAssertEqual(Colour(hex: "#FA0")?.hex, "#ffaa00")
        XCTAssertEqual(Colour(red: 0, green: 0, blue: 0).hex, "#000000")
    }

    func testLuminanceAndContrastAsWCAGComputesThem() {
        let white = Colour(red: 255, green: 255, blue: 255), black = Colour(red: 0, green: 0, blue: 0)
        XCTAssertEqual(white.luminance, 1, accuracy: 1e-12)
        XCTAssertEqual(black.luminance, 0)
        XCTAssertEqual(white.contrast(with: black), 21, accuracy: 1e-9)
        XCTAssertEqual(black.contrast(with: white), 21, accuracy: 1e-9, "either way round")
        // #777777 is the grey known to fall just short of 4.5 on white: 4.4784…
        XCTAssertEqual(Colour(hex: "#777777")!.contrast(with: white), 4.478, accuracy: 0.001)
        XCTAssertEqual(Colour(hex: "#2563eb")!.luminance, 0.15315, accuracy: 0.00001)
        XCTAssertEqual(Colour(hex: "#2563eb")!.contrast(with: white), 5.17, accuracy: 0.01)
    }

    func testTheInkThatReadsBestAndItsVerdict() {
        let blue = Contrast(on: Palette.defaultAccent)
        XCTAssertEqual(blue.ink, Contrast.white)
        XCTAssertEqual(blue.level, .aa)
        XCTAssertEqual(blue.ratioText, "5.1:1", "cut to a tenth, not rounded")
        XCTAssertEqual(blue.note, "White text reads well on it: 5.1:1, AA.")

        let navy = Contrast(on: Colour(hex: "#1e3a8a")!)
        XCTAssertEqual(navy.level, .aaa)
        XCTAssertEqual(navy.note, "White text reads well on it at any size: 10.3:1, AAA.")

        let yellow = Contrast(on: Colour(hex: "#facc15")!)
        XCTAssertEqual(yellow.ink, Contrast.dark)
        XCTAssertEqual(yellow.note, "Dark text reads well on it at any size: 11.5:1, AAA.")

        let grey = Contrast(on: Colour(hex: "#777777")!)
        XCTAssertEqual(grey.level, .largeTextOnly)
        XCTAssertEqual(grey.ratioText, "4.4:1", "4.478 is shown as less than 4.5, which it is")
        XCTAssertEqual(grey.note, "White text reads on it only when large: 4.4:1. Darken or lighten it for body text.")
    }
}
