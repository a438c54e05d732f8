import LoginModel
@testable import LoginImperativeWeb
@testable import LoginWeb
import VDOM
import VDOMTesting
import XCTest

/// The login screen built twice from one kind of model: the declarative page (`LoginWeb`, a view the
/// renderer diffs) and the imperative one (`LoginImperativeWeb`, elements and `observe`). Both go through
/// the same flows, each with its own model and service answered alike, and after every step they must
/// hold the same HTML, have the focus in the same place, have reported the same, hold the same model
/// state and have sent the same operations.
///
/// The operations are compared as sets, frame by frame, with each node named by where it is in the page
/// after the step (`-` and where it was, for a node the step removed): where the two pages make different
/// nodes to the same end (below), they number the nodes they make next apart, and only where a node is
/// tells them alike.
///
/// A handle sends a value only when it differs from the one it wrote last, where the diff writes a
/// controlled property (a field's `value`) on every render of its element: the declarative page's
/// values written again unchanged are left out (`withoutRewrites`).
///
/// Where the pages change the DOM in different ways to the same end, the step says exactly which
/// operations one sends and the other does not, and the step's frames are compared together:
/// - the diff turns the log-in button's label into the spinner with `replace` and makes a new label
///   after it, where the imperative page inserts the spinner and keeps its label (a `DOMElement` has no
///   `replace`), and back;
/// - the declarative banner slides in and out (the classes and the listener of its transition, its
///   removal once the leave ends), the imperative one is simply added and removed;
/// - the diff keeps the card's `section` when the form becomes the welcome and back, where the
///   imperative page makes the other card and removes the one that went.
final class LoginStacksTests: XCTestCase {
    private var declarativeService: FakeService!
    private var imperativeService: FakeService!
    private var declarativeModel: LoginViewModel!
    private var imperativeModel: LoginViewModel!
    private var declarative: TestApp!
    private var imperative: TestApp!
    /// The `value` the declarative page wrote last, by node id.
    private var declarativeValues: [String: String] = [:]

    override func setUpWithError() throws {
        declarativeService = FakeService()
        imperativeService = FakeService()
        let declarativeModel = LoginViewModel(service: declarativeService.service)
        let imperativeModel = LoginViewModel(service: imperativeService.service)
        declarative = try TestApp { LoginWeb.loginPage(declarativeModel) }
        imperative = try TestApp { document in buildLoginScreen(imperativeModel, in: document) }
        self.declarativeModel = declarativeModel
        self.imperativeModel = imperativeModel
        _ = withoutRewrites(declarative.frames[...])
    }

    // MARK: The flows

    /// Both pages' first renders write as HTML the parser keeps, the same, their listeners named.
    func testBothPagesWriteTheSameHTML() throws {
        assertStaticHTML(declarative, startsWith: "<main class=\"login\"><p class=\"brand\"><spa")
        assertStaticHTML(imperative, startsWith: "<main class=\"login\"><p class=\"brand\"><spa")
        XCTAssertEqual(try StaticHTML.page(of: imperative), try StaticHTML.page(of: declarative))
    }

    func testBothPagesMountTheSameDOM() throws {
        XCTAssertEqual(imperative.frames.count, 1, "the imperative page is built in one frame")
        XCTAssertEqual(declarative.frames.count, 1)
        XCTAssertEqual(named(imperative.frames, before: [:], after: places(in: imperative))[0].sorted(),
                       named(declarative.frames, before: [:], after: places(in: declarative))[0].sorted())
        XCTAssertEqual(imperative.html, declarative.html)
        XCTAssertNil(imperative.dom.focused)
    }

    func testTypingMessagesAndARefusedSubmit() throws {
        try both("the email focused") { try $0.focus("#email") }
        try both("ada typed") { try $0.type("ada", into: "#email") }
        try both("the email left") { try $0.focus("#password") }
        try both("a short password") { try $0.type("short", into: "#password") }
        try both("Enter in the password") { try $0.press("Enter", at: "#password") }
        XCTAssertEqual(try imperative.element("#email-message").textContent, "Enter an email address such as ada@example.com.")
        XCTAssertEqual(try imperative.element("#password-message").textContent, "Passwords are at least 8 characters long.")
        try both("the disabled button clicked") { try $0.click("button.submit") }
        try both("the address completed") { try $0.type("@example.com", into: "#email") }
        try both("Enter in the email") { try $0.press("Enter", at: "#email") }
        try both("the password emptied") { try $0.input("", into: "#password", as: .deleteContentBackward) }
        XCTAssertEqual(try imperative.element("#password-message").textContent, "Enter your password.")
        try both("a long password") { try $0.type("lovelace1", into: "#password") }
        try both("the password left") { try $0.blur("#password") }
        try both("an input method's text") { try $0.compose("ü", in: "#email") }
        XCTAssertEqual(imperativeModel.email, "ada@example.com", "the model hears nothing while composing")
        try both("the composition committed") { try $0.commitComposition(in: "#email") }
        XCTAssertEqual(imperativeModel.email, "ada@example.comü")
        XCTAssertTrue(declarativeService.requests.isEmpty && imperativeService.requests.isEmpty)
    }

    func testAFailedLogInItsBannerAndEditingAgain() throws {
        try fillIn()
        try both("the log-in", onlyDeclarative: Self.spinnerReplacingTheLabel, onlyImperative: Self.spinnerBeforeTheLabel) {
            try $0.click("button.submit")
        }
        try both("Enter while logging in") { try $0.press("Enter", at: "#password") }
        XCTAssertEqual(imperativeService.requests.count, 1)
        try both("cancelled", onlyDeclarative: Self.labelReplacingTheSpinner(), onlyImperative: Self.spinnerRemoved()) {
            try $0.click(".cancel")
        }
        XCTAssertEqual(imperativeService.cancelled, 1)
        try both("Enter again", onlyDeclarative: Self.spinnerReplacingTheLabel, onlyImperative: Self.spinnerBeforeTheLabel) {
            try $0.press("Enter", at: "#password")
        }
        try both("a wrong password",
                 onlyDeclarative: Self.labelReplacingTheSpinner(under: Self.bannersButton) + Self.bannerSlidingIn("banner wrong-password"),
                 onlyImperative: Self.spinnerRemoved(under: Self.bannersButton)) { app in
            service(of: app).refuse(.wrongPassword)
            try app.flush()
        }
        XCTAssertEqual(try imperative.element("[role=alert] .banner-title").textContent, "Wrong email or password")
        XCTAssertTrue(imperative.dom.focused === (try imperative.element("#password")))
        try both("a keystroke", onlyDeclarative: Self.bannerSlidingOut("banner wrong-password")) { try $0.type("!", into: "#password") }
        XCTAssertNil(try imperative.find("[role=alert]"))
        try both("another keystroke") { try $0.type("x", into: "#password") }
    }

    func testAnUnavailableServiceAndItsBannerDismissed() throws {
        try fillIn()
        try both("the log-in", onlyDeclarative: Self.spinnerReplacingTheLabel, onlyImperative: Self.spinnerBeforeTheLabel) {
            try $0.press("Enter", at: "#password")
        }
        try both("no answer",
                 onlyDeclarative: Self.labelReplacingTheSpinner(under: Self.bannersButton) + Self.bannerSlidingIn("banner unavailable"),
                 onlyImperative: Self.spinnerRemoved(under: Self.bannersButton)) { app in
            service(of: app).refuse(.serviceUnavailable)
            try app.flush()
        }
        try both("dismissed", onlyDeclarative: Self.bannerSlidingOut("banner unavailable")) { try $0.click(".banner-dismiss") }
        XCTAssertTrue(imperative.dom.focused === (try imperative.element("#password")), "not lost with the button")
        try both("Enter tries again", onlyDeclarative: Self.spinnerReplacingTheLabel, onlyImperative: Self.spinnerBeforeTheLabel) {
            try $0.press("Enter", at: "#password")
        }
        XCTAssertEqual(imperativeService.requests.count, 2)
    }

    func testASuccessfulLogInAndLogOut() throws {
        try fillIn()
        try both("the log-in", onlyDeclarative: Self.spinnerReplacingTheLabel, onlyImperative: Self.spinnerBeforeTheLabel) {
            try $0.press("Enter", at: "#password")
        }
        try both("accepted", onlyDeclarative: Self.formBecomingTheWelcome, onlyImperative: Self.welcomeMade) { app in
            service(of: app).accept(name: "Ada Lovelace")
            try app.flush()
        }
        XCTAssertEqual(try imperative.element("h1").textContent, "Welcome, Ada Lovelace")
        XCTAssertNil(try imperative.find("input"), "no password stays in the page")
        try both("logged out", onlyDeclarative: Self.welcomeBecomingTheForm, onlyImperative: Self.formMade) {
            try $0.click(".log-out")
        }
        XCTAssertTrue(imperative.dom.focused === (try imperative.element("#email")))
    }

    /// The demo account typed in, each field left, as a person does.
    private func fillIn() throws {
        try both("the email focused") { try $0.focus("#email") }
        try both("the email typed") { try $0.type("ada@example.com", into: "#email") }
        try both("the password focused") { try $0.focus("#password") }
        try both("the password typed") { try $0.type("lovelace1", into: "#password") }
    }

    // MARK: What one page sends and the other does not

    private static let card = "main[0]>section[1]"
    /// The log-in button, and where it is once the banner is above the form.
    private static let button = "\(card)>form[1]>div[1]>button[0]"
    private static let bannersButton = "\(card)>form[2]>div[1]>button[0]"
    private static let banner = "\(card)>div[1]"

    /// The log-in under way: the diff replaces the label with the spinner and makes a new label after
    /// it; the imperative page puts the spinner before its label and rewrites the label.
    private static let spinnerReplacingTheLabel = [
        #"createText \#(button)>text[1] "Logging in…""#, "insert \(button)>text[1] into \(button) at end",
        "replace -\(button)>text[0] with \(button)>span[0]",
    ]
    private static let spinnerBeforeTheLabel = [
        "insert \(button)>span[0] into \(button) before \(button)>text[1]", #"setText \#(button)>text[1] "Logging in…""#,
    ]

    /// The log-in over, the button `under` a banner or not: the diff replaces the spinner with a new label
    /// and removes the old one; the imperative page removes the spinner and rewrites its label.
    private static func labelReplacingTheSpinner(under moved: String = button) -> [String] {
        [#"createText \#(moved)>text[0] "Log in""#, "remove -\(button)>text[1]", "replace -\(button)>span[0] with \(moved)>text[0]"]
    }

    private static func spinnerRemoved(under moved: String = button) -> [String] {
        ["remove -\(button)>span[0]", #"setText \#(moved)>text[0] "Log in""#]
    }

    /// The declarative banner's enter transition: its first classes, the listener for its end, the
    /// classes it moves to. (Its last class, `classes` alone, is the imperative banner's first.)
    private static func bannerSlidingIn(_ classes: String) -> [String] {
        ["addListener \(banner) vdom-transition-end", #"setClass \#(banner) "\#(classes) banner-enter-from banner-enter-active""#,
         #"setClass \#(banner) "\#(classes) banner-enter-active banner-enter-to""#]
    }

    /// The declarative banner's leave transition, before the removal both pages send.
    private static func bannerSlidingOut(_ classes: String) -> [String] {
        [#"setClass -\#(banner) "\#(classes) banner-leave-from banner-leave-active""#, #"setAttribute -\#(banner) inert="""#,
         #"setClass -\#(banner) "\#(classes) banner-leave-active banner-leave-to""#]
    }

    /// Signed in: the diff keeps the card's `section` and replaces its first children with the welcome's.
    private static let formBecomingTheWelcome = [
        "insert \(card)>h1[1] into \(card) before \(card)>p[2]", "replace -\(card)>form[1] with \(card)>p[2]",
        "replace -\(card)>header[0] with \(card)>span[0]",
    ]

    /// Signed in: the imperative page makes the welcome's `section`, fills it and puts it in place of the
    /// form's. The form's own closures, which read the status too, ran before the page's removed it and
    /// wrote their last to it: the lock, the spinner and the status line undone.
    private static let welcomeMade = [
        "createElement \(card) <section>", "insert \(card) into main[0] before -\(card)", "remove -\(card)",
        "insert \(card)>span[0] into \(card) at end", "insert \(card)>h1[1] into \(card) at end",
        "insert \(card)>p[2] into \(card) at end",
        "removeAttribute -\(card)>form[1]>fieldset[0] disabled", "remove -\(button)>span[0]", "remove -\(card)>form[1]>div[1]>button[1]",
        #"setText -\#(button)>text[1] "Log in""#, #"setText -\#(card)>form[1]>p[2]>text[0] """#,
    ]

    /// Signed out: the diff keeps the `section` again; the imperative page makes the form's anew.
    private static let welcomeBecomingTheForm = [
        "remove -\(card)>button[3]", "remove -\(card)>h1[1]", "replace -\(card)>p[2] with \(card)>form[1]",
        "replace -\(card)>span[0] with \(card)>header[0]",
    ]
    private static let formMade = [
        "createElement \(card) <section>", "insert \(card) into main[0] before -\(card)", "remove -\(card)",
        "insert \(card)>header[0] into \(card) at end", "insert \(card)>form[1] into \(card) at end",
    ]

    // MARK: Both pages, one step

    private func service(of app: TestApp) -> FakeService {
        app === declarative ? declarativeService : imperativeService
    }

    /// Does `action` to both pages (the declarative one's transitions run to their end), then checks that
    /// they agree. With no difference given, frame by frame; else the step's frames together, where the
    /// declarative page sends `onlyDeclarative` beside what both send, and the imperative `onlyImperative`.
    private func both(_ what: String, onlyDeclarative: [String] = [], onlyImperative: [String] = [],
                      file: StaticString = #filePath, line: UInt = #line, _ action: (TestApp) throws -> Void) throws {
        let before = (places(in: declarative), places(in: imperative))
        let marks = (declarative.frames.count, imperative.frames.count)
        try action(declarative)
        try declarative.finishTransitions()
        try action(imperative)
        let after = (places(in: declarative), places(in: imperative))
        let declarativeFrames = named(withoutRewrites(declarative.frames[marks.0...]), before: before.0, after: after.0)
        let imperativeFrames = named(imperative.frames[marks.1...], before: before.1, after: after.1)
        if onlyDeclarative.isEmpty && onlyImperative.isEmpty {
            XCTAssertEqual(imperativeFrames.count, declarativeFrames.count, "frames of \(what)", file: file, line: line)
            for (index, (mine, theirs)) in zip(imperativeFrames, declarativeFrames).enumerated() {
                XCTAssertEqual(mine.sorted(), theirs.sorted(), "frame \(index) of \(what)", file: file, line: line)
            }
        } else {
            let all = (declarativeFrames.flatMap { $0 }, imperativeFrames.flatMap { $0 })
            XCTAssertEqual(removing(all.1, from: all.0), onlyDeclarative.sorted(), "what only the declarative page sent for \(what)",
                           file: file, line: line)
            XCTAssertEqual(removing(all.0, from: all.1), onlyImperative.sorted(), "what only the imperative page sent for \(what)",
                           file: file, line: line)
        }
        XCTAssertEqual(imperative.html, declarative.html, "the DOM after \(what)", file: file, line: line)
        XCTAssertEqual(imperative.dom.focused.map(place), declarative.dom.focused.map(place), "the focus after \(what)",
                       file: file, line: line)
        XCTAssertEqual(imperative.reports, declarative.reports, "reports after \(what)", file: file, line: line)
        XCTAssertEqual(state(imperativeModel), state(declarativeModel), "the model after \(what)", file: file, line: line)
    }

    /// The declarative page's frames without a `value` written again unchanged: the diff writes a
    /// controlled property on every render of its element, a handle only what differs from what it wrote
    /// last, and the page holds the same either way. A frame left empty is left out, as the imperative
    /// page sends none.
    private func withoutRewrites(_ frames: ArraySlice<[Patch]>) -> [[Patch]] {
        frames.compactMap { frame in
            let kept = frame.filter { patch in
                let line = patch.description, words = line.split(separator: " ", maxSplits: 2)
                if words[0] == "createElement" { declarativeValues[String(words[1])] = nil }
                guard words[0] == "setProperty", words[2].hasPrefix("value=") else { return true }
                defer { declarativeValues[String(words[1])] = String(words[2]) }
                return declarativeValues[String(words[1])] != String(words[2])
            }
            return kept.isEmpty ? nil : kept
        }
    }

    /// What the model holds, in one comparable line.
    private func state(_ model: LoginViewModel) -> String {
        "\(model.email) \(model.password) \(model.emailState) \(model.passwordState) \(model.status) \(String(describing: model.banner)) \(String(describing: model.focus))"
    }

    /// `lines` without one of each line of `other`, sorted.
    private func removing(_ other: [String], from lines: [String]) -> [String] {
        var rest = lines
        for line in other {
            if let index = rest.firstIndex(of: line) { rest.remove(at: index) }
        }
        return rest.sorted()
    }

    // MARK: Nodes named by place

    /// Every node of the page by its id (`#16`), named by its place: the tag and position among its
    /// parent's children of each node from the page's root down (`main[0]>section[1]>header[0]`).
    private func places(in app: TestApp) -> [String: String] {
        var found: [String: String] = [:]
        var pending = app.dom.container.children
        while let node = pending.popLast() {
            if let id = node.nodeID { found[id.description] = place(node) }
            pending += node.children
        }
        return found
    }

    private func place(_ node: TestNode) -> String {
        var steps: [String] = []
        var at = node
        while let parent = at.parent {
            steps.append("\(at.kind == .text ? "text" : at.localName)[\(parent.children.firstIndex { $0 === at }!)]")
            at = parent
        }
        return steps.reversed().joined(separator: ">")
    }

    /// The lines of each of `frames` with each id named by its node's place: where it is after the step,
    /// or, for a node the step removed, `-` and where it was before (`<gone p>` for a node the step made
    /// and removed).
    private func named(_ frames: some Sequence<[Patch]>, before: [String: String], after: [String: String]) -> [[String]] {
        let frames = frames.map { $0.map(\.description) }
        var made: [String: String] = [:]
        for line in frames.joined() where line.hasPrefix("createElement ") || line.hasPrefix("createText ") {
            let words = line.split(separator: " ")
            made[String(words[1])] = line.hasPrefix("createText ") ? "text" : String(words[2].dropFirst().dropLast())
        }
        return frames.map { lines in
            lines.map { line in
                var named = ""
                var rest = Substring(line)
                while let hash = rest.firstIndex(of: "#") {
                    named += rest[..<hash]
                    let digits = rest[rest.index(after: hash)...].prefix { $0.isNumber }
                    let id = "#" + digits
                    named += after[id] ?? before[id].map { "-" + $0 } ?? made[id].map { "<gone \($0)>" } ?? id
                    rest = rest[rest.index(hash, offsetBy: 1 + digits.count)...]
                }
                return named + rest
            }
        }
    }
}
