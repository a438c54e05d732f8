import Observing
import PaletteModel
import XCTest

/// The accent as a person edits it: a preview while they pick, a choice that is remembered, the recent
/// colours latest first and each once, and the way back to the default.
final class PaletteModelTests: XCTestCase {
    private let green = Colour(hex: "#16a34a")!, pink = Colour(hex: "#db2777")!, teal = Colour(hex: "#0d9488")!

    func testAPreviewChangesTheAccentAlone() {
        let palette = Palette()
        XCTAssertEqual(palette.accent, Palette.defaultAccent)
        palette.preview(green)
        XCTAssertEqual(palette.accent, green)
        XCTAssertEqual(palette.recent, [], "a step on the way is not remembered")
    }

    func testChoicesAreRememberedLatestFirstEachOnce() {
        let palette = Palette()
        palette.choose(green)
        palette.choose(pink)
        palette.choose(teal)
        XCTAssertEqual(palette.recent, [teal, pink, green])
        palette.choose(green)
        XCTAssertEqual(palette.recent, [green, teal, pink], "chosen again: moved to the front, not repeated")
        XCTAssertEqual(palette.accent, green)
    }

    func testOnlyTheLatestEightAreKept() {
        let palette = Palette()
        let colours = (1...10).map { Colour(red: UInt8($0), green: 0, blue: 0) }
        colours.forEach(palette.choose)
        XCTAssertEqual(palette.recent, Array(colours.reversed().prefix(Palette.recentLimit)))
        XCTAssertEqual(palette.recent.count, 8)
    }

    func testResetGoesBackToTheDefaultAndKeepsTheRecentColours() {
        let palette = Palette()
        palette.choose(pink)
        palette.reset()
        XCTAssertEqual(palette.accent, Palette.defaultAccent)
        XCTAssertEqual(palette.recent, [pink])
        XCTAssertEqual(palette.contrast, Contrast(on: Palette.defaultAccent))
    }

    /// An equal colour assigns nothing, so nothing that shows the accent renders again for it.
    func testAnEqualColourChangesNothingObservable() {
        let palette = Palette()
        palette.choose(green)
        var runs = 0
        let scheduler = Scheduler()
        let watching = observe(scheduler: scheduler) {
            _ = palette.accent
            _ = palette.recent
            runs += 1
        }
        palette.preview(green)
        palette.choose(green)
        scheduler.flush()
        XCTAssertEqual(runs, 1)
        palette.preview(pink)
        scheduler.flush()
        XCTAssertEqual(runs, 2)
        watching.cancel()
    }
}
