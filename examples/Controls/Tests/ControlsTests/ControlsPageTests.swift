import ControlsModel
@testable import ControlsWeb
import JavaScript
import Observing
import VDOM
import VDOMTesting
import XCTest

/// The order page on Linux: each kind of control bound to the order, with the exact frames an edit sends.
///
/// The nodes the frames name: #18 the name field, #29 the notes, #36 the birthday; the size radios #45
/// (small), #53 (medium), #61 (large), #69 (family); #80 the crust select, whose options' texts are #82,
/// #84 and #86, and #85 the third option; #88 the text of the crust's notice; #93 the spice slider and #95
/// the text of its title; #101 the toppings, whose options are #102 to #112, every other id; #123 the
/// quantity, #130 the guests, #135 the budget, #142 the tip; #153 the day, #160 the time, #162 the gift
/// box; #174 the box for all extras and #178, #182, #186 the extras'. The summary: #194 the text of the
/// order in words, #197 the total's, #199 the breakdown's, #200 the budget note and #201 its text; the
/// model's values from #209 (name) on, five ids apart, to #299 (soldOut); #306 the kitchen button's text
/// and #311 the total at the bottom of a phone's screen.
final class ControlsPageTests: XCTestCase {
    private static let today = CalendarDate(year: 2026, month: 11, day: 29)

    private func lines(_ patches: [Patch]) -> [String] { patches.map(\.description) }

    /// The frames an action sent, one list of lines per frame.
    private func frames(of app: TestApp, _ action: () throws -> Void) rethrows -> [[String]] {
        let mark = app.frames.count
        try action()
        return app.frames[mark...].map(lines)
    }

    private func page() throws -> (PizzaOrder, TestApp) {
        let order = PizzaOrder(number: "A-1042")
        return (order, try TestApp { orderPage(order, today: Self.today) })
    }

    // MARK: The page

    /// Every control with its label, the read-only order number, the date fields bounded by today, the
    /// crusts on offer for a medium pizza, and the summary of a new order.
    /// The page's first render writes as HTML the parser keeps, its listeners named.
    func testThePageWritesAsHTML() throws {
        assertStaticHTML(try page().1, startsWith: "<main class=\"controls\"><header class=\"pag")
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() {
        let order = PizzaOrder(number: "A-1042")
        assertHydrates { orderPage(order, today: Self.today) }
    }

    func testThePageShowsTheNewOrder() throws {
        let (_, app) = try page()
        XCTAssertEqual(try app.element(".sizes").outerHTML,
                       #"<fieldset class="sizes"><legend>Size</legend><div class="choices">"#
                       + #"<label class="choice"><input id="size-small" type="radio" name="size"><span class="choice-title">Small</span>"#
                       + #"<span class="choice-detail">25 cm</span><span class="choice-price">€8.00</span></label>"#
                       + #"<label class="choice"><input id="size-medium" type="radio" name="size"><span class="choice-title">Medium</span>"#
                       + #"<span class="choice-detail">30 cm</span><span class="choice-price">€10.50</span></label>"#
                       + #"<label class="choice"><input id="size-large" type="radio" name="size"><span class="choice-title">Large</span>"#
                       + #"<span class="choice-detail">35 cm</span><span class="choice-price">€13.00</span></label>"#
                       + #"<label class="choice"><input id="size-family" type="radio" name="size"><span class="choice-title">Family</span>"#
                       + #"<span class="choice-detail">45 × 30 cm</span><span class="choice-price">€22.00</span></label></div></fieldset>"#)
        XCTAssertEqual(try app.findAll("input[type=radio]").map(\.checked), [false, true, false, false])
        XCTAssertEqual(try app.element("#crust").outerHTML,
                       #"<select id="crust"><option value="0">Classic</option><option value="1">Thin and crispy</option>"#
                       + #"<option value="2">Gluten-free (+€2.00)</option></select>"#)
        XCTAssertEqual(try app.element("#crust").selectedIndex, 0)
        XCTAssertEqual(try app.element("#toppings").outerHTML,
                       #"<select multiple="" id="toppings" size="6" aria-describedby="toppings-help"><option value="0">Mushrooms</option><option value="1">Olives</option>"#
                       + #"<option value="2">Peppers</option><option value="3">Red onions</option><option value="4">Ham</option>"#
                       + #"<option value="5">Pineapple</option></select>"#)
        XCTAssertEqual(try app.element("label[for=toppings]").outerHTML,
                       #"<label for="toppings">Toppings <span class="hint">€1.20 each</span></label>"#)
        XCTAssertEqual(try app.element("#toppings-help").outerHTML,
                       #"<p id="toppings-help" class="help">Ctrl-click or ⌘-click to choose several.</p>"#)
        XCTAssertEqual(try app.element("#order-number").outerHTML, #"<input id="order-number" type="text" readonly="">"#)
        XCTAssertEqual(try app.element("#birthday").outerHTML,
                       #"<input id="birthday" type="date" autocomplete="bday" max="2026-11-29">"#)
        XCTAssertEqual(try app.element("#day").outerHTML, #"<input id="day" type="date" min="2026-11-29">"#)
        XCTAssertEqual(try app.element("#quantity").outerHTML,
                       #"<input id="quantity" type="number" inputmode="numeric" min="1" max="20">"#)
        XCTAssertEqual(try app.element("#spice").outerHTML,
                       #"<input id="spice" type="range" min="0" max="4" step="1" aria-valuetext="Mild">"#)
        XCTAssertEqual(try ["#name", "#order-number", "#notes", "#birthday", "#spice", "#quantity", "#guests", "#budget", "#tip",
                            "#day", "#time"].map { try app.element($0).value },
                       ["", "A-1042", "", "", "1", "1", "", "30", "", "", ""])
        XCTAssertEqual(try app.element(".extras").outerHTML,
                       #"<fieldset class="extras"><legend>With the order, €1.50 each</legend><label class="choice all">"#
                       + #"<input id="all-extras" type="checkbox" aria-controls="extra-garlicDip extra-chiliOil extra-parmesan">"#
                       + #"<span class="choice-title">All extras</span></label>"#
                       + #"<label class="choice"><input id="extra-garlicDip" type="checkbox"><span class="choice-title">Garlic dip</span></label>"#
                       + #"<label class="choice"><input id="extra-chiliOil" type="checkbox"><span class="choice-title">Chili oil</span></label>"#
                       + #"<label class="choice"><input id="extra-parmesan" type="checkbox"><span class="choice-title">Parmesan</span></label>"#
                       + #"</fieldset>"#)
        XCTAssertEqual(try app.findAll("input[type=checkbox]").map { [$0.checked, $0.indeterminate] },
                       [[false, false], [false, false], [false, false], [false, false], [false, false]])
        XCTAssertEqual(try app.element("#summary").textContent,
                       "1 medium pizza with the classic crust, no toppings, mild. Delivered as soon as possible.")
        XCTAssertEqual(try app.element(".price").outerHTML,
                       #"<div class="price"><output id="total" class="total">€10.50</output>"#
                       + #"<p id="breakdown" class="breakdown">1 × €10.50</p>"#
                       + #"<p id="budget-note" class="budget">€19.50 left of your €30.00 budget</p></div>"#)
        XCTAssertEqual(try app.findAll(".model dd").map(\.textContent), [
            #""""#, #""A-1042""#, #""""#, #""""#, ".medium", ".classic", "[.classic, .thin, .glutenFree]", "1", "[]", "1", "nil",
            "30.0", "nil", "nil", "nil", "false", "[]", "false", "[]",
        ])
        XCTAssertEqual(try app.element(".jump").outerHTML,
                       ##"<a href="#your-order" class="jump"><span>Your order</span><output class="jump-total">€10.50</output></a>"##)
    }

    // MARK: Numbers

    /// Emptying the field and typing 12 sends one frame, when the text first differs from the model's
    /// value: the field's value, and the summary's lines that read the quantity. A digit more (125) is
    /// refused: no frame, and the field shows 12 again.
    func testTypingANumber() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.type("12", into: "#quantity", replacing: true) }, [[
            #"setText #311 "€126.00""#,
            #"setText #194 "12 medium pizzas with the classic crust, no toppings, mild. Delivered as soon as possible.""#,
            #"setClass #200 "budget over""#, #"setText #201 "€96.00 over your €30.00 budget""#,
            #"setText #199 "12 × €10.50""#, #"setText #197 "€126.00""#,
            #"setProperty #123 value="12""#, #"setText #254 "12""#,
        ]])
        XCTAssertEqual(order.quantity, 12)
        XCTAssertEqual(try frames(of: app) { try app.type("5", into: "#quantity") }, [])
        XCTAssertEqual(order.quantity, 12)
        XCTAssertEqual(try app.element("#quantity").value, "12")
    }

    /// The guests, an `Int?`: text a number field reports as bad input (`12e`) and text that is no
    /// integer (`1.5`) stay as typed and send nothing; emptying the field is `nil`.
    func testTextThatIsNoIntegerLeavesTheOptionalAsItIs() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.type("12", into: "#guests") }, [
            [#"setText #194 "1 medium pizza with the classic crust, no toppings, mild. For 1 guest. Delivered as soon as possible.""#,
             #"setProperty #130 value="1""#, #"setText #259 "1""#],
            [#"setText #194 "1 medium pizza with the classic crust, no toppings, mild. For 12 guests. Delivered as soon as possible.""#,
             #"setProperty #130 value="12""#, #"setText #259 "12""#],
        ])
        XCTAssertEqual(try frames(of: app) { try app.type("e", into: "#guests") }, [])
        let guests = try app.element("#guests")
        XCTAssertEqual([guests.shownText, guests.value], ["12e", ""], "the text stays, the field reports no value")
        XCTAssertEqual(order.guests, 12)
        XCTAssertEqual(try frames(of: app) { try app.input("1.5", into: "#guests") }, [])
        XCTAssertEqual(guests.value, "1.5")
        XCTAssertEqual(order.guests, 12)
        XCTAssertEqual(try frames(of: app) { try app.input("", into: "#guests") }, [[
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Delivered as soon as possible.""#,
            #"setProperty #130 value="""#, #"setText #259 "nil""#,
        ]])
        XCTAssertNil(order.guests)
    }

    /// The budget, a `Double`: each keystroke that changes the value sends a frame; the field keeps the
    /// text as typed while the model holds the number (`12.0` for `12`).
    func testTypingADouble() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.type("12.5", into: "#budget", replacing: true) }, [
            [#"setClass #200 "budget over""#, #"setText #201 "€9.50 over your €1.00 budget""#,
             #"setProperty #135 value="1""#, #"setText #264 "1.0""#],
            [#"setClass #200 "budget""#, #"setText #201 "€1.50 left of your €12.00 budget""#,
             #"setProperty #135 value="12""#, #"setText #264 "12.0""#],
            [#"setText #201 "€2.00 left of your €12.50 budget""#, #"setProperty #135 value="12.5""#, #"setText #264 "12.5""#],
        ])
        XCTAssertEqual(order.budget, 12.5)
        XCTAssertEqual(try frames(of: app) { try app.type("2", into: "#tip") }, [[
            #"setText #311 "€12.50""#, #"setText #201 "€0.00 left of your €12.50 budget""#,
            #"setText #199 "1 × €10.50 + €2.00 tip""#, #"setText #197 "€12.50""#,
            #"setProperty #142 value="2""#, #"setText #269 "2.0""#,
        ]])
        XCTAssertEqual(order.tip, 2)
    }

    // MARK: Choices

    /// Choosing a radio writes the group's one binding: every radio's `checked` is sent again, and the
    /// crusts on offer grow by the stuffed one, the selected crust staying selected.
    func testChoosingARadio() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.check("#size-large") }, [[
            #"setText #311 "€13.00""#,
            "setProperty #69 checked=false", "setProperty #61 checked=true", "setProperty #53 checked=false",
            "setProperty #45 checked=false",
            #"setText #194 "1 large pizza with the classic crust, no toppings, mild. Delivered as soon as possible.""#,
            #"setText #201 "€17.00 left of your €30.00 budget""#, #"setText #199 "1 × €13.00""#, #"setText #197 "€13.00""#,
            "createElement #312 <option>", #"setAttribute #312 value="3""#, #"createText #313 "Gluten-free (+€2.00)""#,
            "insert #313 into #312 at end", "insert #312 into #80 at end", #"setText #86 "Cheese-stuffed (+€2.50)""#,
            "setProperty #80 selectedIndex=0",
            #"setText #229 ".large""#, #"setText #239 "[.classic, .thin, .stuffed, .glutenFree]""#,
        ]])
        XCTAssertEqual(order.size, .large)
        XCTAssertEqual(try app.findAll("input[type=radio]").map(\.checked), [false, false, true, false])
    }

    /// Choosing two toppings with a modifier key held sends every option's `selected` and the model's
    /// array, in the menu's order.
    func testChoosingSeveralToppings() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.choose(["4", "1"], in: "#toppings") }, [[
            #"setText #311 "€12.90""#,
            "setProperty #112 selected=false", "setProperty #110 selected=true", "setProperty #108 selected=false",
            "setProperty #106 selected=false", "setProperty #104 selected=true", "setProperty #102 selected=false",
            #"setText #194 "1 medium pizza with the classic crust, topped with olives and ham, mild. Delivered as soon as possible.""#,
            #"setText #201 "€17.10 left of your €30.00 budget""#, #"setText #199 "1 × €12.90""#, #"setText #197 "€12.90""#,
            #"setText #249 "[.olives, .ham]""#,
        ]])
        XCTAssertEqual(order.toppings, [.olives, .ham])
        XCTAssertEqual(try app.findAll("#toppings option").map(\.selected), [false, true, false, false, true, false])
    }

    /// One extra makes the box for all of them indeterminate; ticking it then checks it and every extra;
    /// clearing it clears them all.
    func testTheBoxForAllExtrasTurnsFromIndeterminateToChecked() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.check("#extra-chiliOil") }, [[
            #"setText #311 "€12.00""#,
            "setProperty #186 checked=false", "setProperty #182 checked=true", "setProperty #178 checked=false",
            "setProperty #174 checked=false", "setProperty #174 indeterminate=true",
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. With chili oil. Delivered as soon as possible.""#,
            #"setText #201 "€18.00 left of your €30.00 budget""#, #"setText #199 "1 × €10.50 + €1.50 extras""#,
            #"setText #197 "€12.00""#, #"setText #289 "[.chiliOil]""#, #"setText #294 "nil""#,
        ]])
        let all = try app.element("#all-extras")
        XCTAssertEqual([all.checked, all.indeterminate], [false, true])
        XCTAssertEqual(try frames(of: app) { try app.check("#all-extras") }, [[
            #"setText #311 "€15.00""#,
            "setProperty #186 checked=true", "setProperty #182 checked=true", "setProperty #178 checked=true",
            "setProperty #174 checked=true", "setProperty #174 indeterminate=false",
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. "#
                + #"With garlic dip, chili oil and parmesan. Delivered as soon as possible.""#,
            #"setText #201 "€15.00 left of your €30.00 budget""#, #"setText #199 "1 × €10.50 + €4.50 extras""#,
            #"setText #197 "€15.00""#, #"setText #289 "[.garlicDip, .chiliOil, .parmesan]""#, #"setText #294 "true""#,
        ]])
        XCTAssertEqual([all.checked, all.indeterminate], [true, false])
        XCTAssertEqual(order.extras, [.garlicDip, .chiliOil, .parmesan])
        try app.uncheck("#all-extras")
        XCTAssertEqual(order.extras, [])
        XCTAssertEqual(try app.findAll(".extras input").map(\.checked), [false, false, false, false])
    }

    // MARK: Options that change while one is selected

    /// A small pizza has no stuffed crust: choosing it while the stuffed crust is selected removes that
    /// option, selects the classic crust in the same frame, and fills the notice that says why.
    func testASizeWithoutTheSelectedCrust() throws {
        let (order, app) = try page()
        try app.check("#size-large")
        try app.choose("2", in: "#crust")
        XCTAssertEqual(order.crust, .stuffed)
        XCTAssertEqual(try frames(of: app) { try app.check("#size-small") }, [[
            #"setText #311 "€8.00""#,
            "setProperty #69 checked=false", "setProperty #61 checked=false", "setProperty #53 checked=false",
            "setProperty #45 checked=true",
            #"setText #194 "1 small pizza with the classic crust, no toppings, mild. Delivered as soon as possible.""#,
            #"setText #201 "€22.00 left of your €30.00 budget""#, #"setText #199 "1 × €8.00""#, #"setText #197 "€8.00""#,
            #"setText #88 "The cheese-stuffed crust is made in large sizes only: your order has the classic crust now.""#,
            "remove #312", #"setText #86 "Gluten-free (+€2.00)""#, "setProperty #80 selectedIndex=0",
            #"setText #229 ".small""#, #"setText #239 "[.classic, .thin, .glutenFree]""#, #"setText #234 ".classic""#,
        ]])
        XCTAssertEqual(try app.element("#crust").selectedIndex, 0)
        XCTAssertEqual(try app.element("#crust-notice").outerHTML,
                       #"<p id="crust-notice" role="status" class="notice">The cheese-stuffed crust is made in large sizes only: "#
                       + #"your order has the classic crust now.</p>"#)
        XCTAssertEqual(try frames(of: app) { try app.choose("2", in: "#crust") }.first?.filter { $0.contains("#88") },
                       [#"setText #88 """#], "choosing a crust empties the notice")
    }

    /// The kitchen runs out of the selected crust: the last option goes (the options are by position, so
    /// the second takes the third's text), the classic crust is selected, the notice says why. Restocked,
    /// an option is made again (with the ids the removal freed) and the classic crust stays selected.
    func testTheSelectedCrustRunsOut() throws {
        let (order, app) = try page()
        try app.choose("1", in: "#crust")
        XCTAssertEqual(try frames(of: app) { try app.click("#thin-dough") }, [[
            #"setText #306 "Restock thin dough""#,
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Delivered as soon as possible.""#,
            #"setText #88 "The kitchen has run out of the thin and crispy crust: your order has the classic crust now.""#,
            "remove #85", #"setText #84 "Gluten-free (+€2.00)""#, "setProperty #80 selectedIndex=0",
            #"setText #239 "[.classic, .glutenFree]""#, #"setText #299 "[.thin]""#, #"setText #234 ".classic""#,
        ]])
        XCTAssertEqual(order.crust, .classic)
        XCTAssertEqual(try frames(of: app) { try app.click("#thin-dough") }, [[
            #"setText #306 "Run out of thin dough""#,
            "createElement #86 <option>", #"setAttribute #86 value="2""#, #"createText #85 "Gluten-free (+€2.00)""#,
            "insert #85 into #86 at end", "insert #86 into #80 at end", #"setText #84 "Thin and crispy""#,
            "setProperty #80 selectedIndex=0", #"setText #239 "[.classic, .thin, .glutenFree]""#, #"setText #299 "[]""#,
        ]])
        XCTAssertEqual(order.crust, .classic)
    }

    // MARK: Text, dates, the slider and the gift box

    func testTextFieldsDatesTimesTheSliderAndTheGiftBox() throws {
        let (order, app) = try page()
        XCTAssertEqual(try frames(of: app) { try app.type("Ad", into: "#name") }, [
            [#"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Ordered by A. Delivered as soon as possible.""#,
             #"setProperty #18 value="A""#, #"setText #209 ""A"""#],
            [#"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Ordered by Ad. Delivered as soon as possible.""#,
             #"setProperty #18 value="Ad""#, #"setText #209 ""Ad"""#],
        ])
        XCTAssertEqual(try frames(of: app) { try app.type("Ring", into: "#notes") }.last,
                       [#"setProperty #29 value="Ring""#, #"setText #219 ""Ring"""#])
        XCTAssertEqual(try frames(of: app) { try app.input("1990-05-01", into: "#birthday") },
                       [[#"setProperty #36 value="1990-05-01""#, #"setText #224 ""1990-05-01"""#]])
        XCTAssertEqual(try frames(of: app) { try app.input("2026-12-24", into: "#day") }, [[
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Ordered by Ad. "#
                + #"Delivered on 2026-12-24, as early as possible.""#,
            #"setProperty #153 value="2026-12-24""#, #"setText #274 "2026-12-24""#,
        ]])
        XCTAssertEqual(order.deliveryDay, CalendarDate(year: 2026, month: 12, day: 24))
        XCTAssertEqual(try frames(of: app) { try app.input("19:30", into: "#time") }, [[
            #"setText #194 "1 medium pizza with the classic crust, no toppings, mild. Ordered by Ad. Delivered on 2026-12-24 at 19:30.""#,
            #"setProperty #160 value="19:30""#, #"setText #279 "19:30""#,
        ]])
        XCTAssertEqual(order.deliveryTime, TimeOfDay(hour: 19, minute: 30))
        XCTAssertEqual(try frames(of: app) { try app.input("", into: "#day") }.first?.suffix(2),
                       [#"setProperty #153 value="""#, #"setText #274 "nil""#], "an emptied date is nil")
        XCTAssertNil(order.deliveryDay)
        XCTAssertEqual(try frames(of: app) { try app.input("3", into: "#spice") }, [[
            #"setText #194 "1 medium pizza with the classic crust, no toppings, hot. Ordered by Ad. Delivered today at 19:30.""#,
            #"setText #95 "Hot""#, #"setAttribute #93 aria-valuetext="Hot""#, #"setProperty #93 value="3""#, #"setText #244 "3""#,
        ]])
        XCTAssertEqual(try frames(of: app) { try app.check("#gift") }, [[
            "setProperty #162 checked=true",
            #"setText #194 "1 medium pizza with the classic crust, no toppings, hot. Ordered by Ad. Delivered today at 19:30. "#
                + #"Wrapped as a gift.""#,
            #"setText #284 "true""#,
        ]])
        XCTAssertTrue(order.isGift)
    }

    // MARK: What the page gives its JavaScript and takes from it

    /// What the browser tests read through `swift('orderState')`.
    func testTheOrderIsExposedToTheBrowserTests() throws {
        let order = PizzaOrder(number: "A-7")
        exposeForTests(order)
        defer { JSExports.remove("orderState") }
        order.name = "Ada"
        order.setSize(.large)
        order.setCrust(.stuffed)
        order.setSize(.small)
        order.toppings = [.ham]
        order.guests = 4
        order.setTip(1.5)
        order.deliveryTime = TimeOfDay(hour: 18, minute: 0)
        order.setExtra(.parmesan, included: true)
        order.setSoldOut(.thin, true)
        let expected: [(Text, JSValue)] = [
            ("name", "Ada"), ("number", "A-7"), ("notes", ""), ("birthday", ""), ("size", "small"), ("crust", "classic"),
            ("crusts", ["classic", "glutenFree"]),
            ("crustNotice", "The cheese-stuffed crust is made in large sizes only: your order has the classic crust now."),
            ("spice", 1), ("toppings", ["ham"]), ("quantity", 1), ("guests", 4), ("budget", 30), ("tip", 1.5),
            ("deliveryDay", nil), ("deliveryTime", "18:00"), ("isGift", false), ("extras", ["parmesan"]), ("allExtras", nil),
            ("soldOut", ["thin"]), ("totalCents", 1220),
        ]
        XCTAssertEqual(JSDoubles.callSwift("orderState"), .success(.list(expected.map { .list([.string($0.0), $0.1]) })))
    }

    /// Today comes from the page's `today`, read once the first frame is in (which, pre-rendered, must not
    /// depend on the day): the bounds follow as an ordinary frame. An answer that is no date bounds nothing.
    func testTodayComesFromThePageAfterTheFirstFrame() throws {
        let order = PizzaOrder(number: "A-7")
        let today = Today()
        let app = try TestApp { orderPage(order, today: today.date) }
        XCTAssertNil(try app.element("#birthday").attribute("max"))
        JSDoubles.define("today") { _ in "2026-11-29" }
        today.read()
        try app.flush()
        XCTAssertEqual(today.date, CalendarDate(year: 2026, month: 11, day: 29))
        XCTAssertEqual(try app.element("#birthday").attribute("max"), "2026-11-29")
        XCTAssertEqual(try app.element("#day").attribute("min"), "2026-11-29")
        let later = Today()
        JSDoubles.define("today") { _ in "soon" }
        later.read()
        XCTAssertNil(later.date)
    }
}
