import DOMBridge
import JavaScript
import VDOM
import XCTest

/// Puts the shared doubles back before every test: ``TestClock`` at 0 with no timer waiting, and no
/// `JSDoubles` function or call, so no `TestBrowser`, fetch or app-defined function of an earlier test
/// answers in this one.
///
/// The doubles are globals because the app's code reaches them as it reaches the page, through the
/// bridge; a test cannot hand them in. Observing XCTest resets them at each test's start, before its
/// `setUp`, so the order in which a test makes its browser, model and app does not matter and no test
/// calls a reset. The first `TestApp` made registers the observer; a test before it that plays the
/// browser starts from the `TestBrowser` it makes, which forgets every double.
final class FreshStart: NSObject, XCTestObservation {
    nonisolated(unsafe) private static var observer: FreshStart?

    static func register() {
        guard observer == nil else { return }
        let made = FreshStart()
        observer = made
        XCTestObservationCenter.shared.addTestObserver(made)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        TestClock.startAfresh()
        JSDoubles.reset()
        TransitionLog.calls = []
    }
}
