import ControlsModel
import Observing
import XCTest

final class PizzaOrderTests: XCTestCase {
    func testANewOrder() {
        let order = PizzaOrder(number: "A-1042")
        XCTAssertEqual(order.number, "A-1042")
        XCTAssertEqual(order.quantity, 1)
        XCTAssertNil(order.guests)
        XCTAssertEqual(order.budget, 30)
        XCTAssertNil(order.tip)
        XCTAssertEqual(order.size, .medium)
        XCTAssertEqual(order.crust, .classic)
        XCTAssertEqual(order.crusts, [.classic, .thin, .glutenFree], "no stuffed crust in a medium size")
        XCTAssertEqual(order.allExtras, false)
        XCTAssertEqual(order.totalCents, 1050)
        XCTAssertEqual(order.summary, "1 medium pizza with the classic crust, no toppings, mild. Delivered as soon as possible.")
        XCTAssertEqual(order.budgetNote, "€19.50 left of your €30.00 budget")
    }

    // MARK: Rules

    func testTheQuantityStaysWithinItsRange() {
        let order = PizzaOrder(number: "A-1")
        order.setQuantity(20)
        XCTAssertEqual(order.quantity, 20)
        for refused in [0, -3, 21] {
            order.setQuantity(refused)
            XCTAssertEqual(order.quantity, 20, "\(refused)")
        }
    }

    func testTheBudgetAndTipRefuseNegativeAndHugeAmounts() {
        let order = PizzaOrder(number: "A-1")
        order.setBudget(12.5)
        order.setBudget(-1)
        order.setBudget(10_000.01)
        order.setBudget(.infinity)
        XCTAssertEqual(order.budget, 12.5)
        order.setTip(2.5)
        order.setTip(-0.5)
        order.setTip(1e300)
        XCTAssertEqual(order.tip, 2.5)
        order.setTip(nil)
        XCTAssertNil(order.tip, "no tip is always taken")
        order.setTip(0)
        XCTAssertEqual(order.tip, 0)
    }

    // MARK: Crusts on offer

    func testAStuffedCrustIsOnOfferInTheLargeSizesOnly() {
        let order = PizzaOrder(number: "A-1")
        order.setCrust(.stuffed)
        XCTAssertEqual(order.crust, .classic, "not on offer for a medium pizza")
        order.setSize(.large)
        XCTAssertEqual(order.crusts, [.classic, .thin, .stuffed, .glutenFree])
        order.setCrust(.stuffed)
        XCTAssertEqual(order.crust, .stuffed)
        order.setSize(.family)
        XCTAssertEqual(order.crust, .stuffed, "a family pizza has the room too")
        XCTAssertNil(order.crustNotice)
    }

    /// The chosen crust goes from the offer: the order takes the classic crust and says why; choosing a
    /// crust again takes the notice away; the crust back on offer is not chosen again by itself.
    func testASmallerSizeReplacesACrustItDoesNotHave() {
        let order = PizzaOrder(number: "A-1")
        order.setSize(.large)
        order.setCrust(.stuffed)
        order.setSize(.small)
        XCTAssertEqual(order.crusts, [.classic, .thin, .glutenFree])
        XCTAssertEqual(order.crust, .classic)
        XCTAssertEqual(order.crustNotice, "The cheese-stuffed crust is made in large sizes only: your order has the classic crust now.")
        order.setSize(.large)
        XCTAssertEqual(order.crust, .classic)
        XCTAssertNotNil(order.crustNotice, "the notice stays until the person chooses")
        order.setCrust(.thin)
        XCTAssertEqual(order.crust, .thin)
        XCTAssertNil(order.crustNotice)
    }

    func testACrustThatRunsOutIsReplaced() {
        let order = PizzaOrder(number: "A-1")
        order.setCrust(.thin)
        order.setSoldOut(.thin, true)
        XCTAssertEqual(order.soldOut, [.thin])
        XCTAssertEqual(order.crusts, [.classic, .glutenFree])
        XCTAssertEqual(order.crust, .classic)
        XCTAssertEqual(order.crustNotice, "The kitchen has run out of the thin and crispy crust: your order has the classic crust now.")
        order.setCrust(.thin)
        XCTAssertEqual(order.crust, .classic, "a crust that ran out cannot be chosen")
        order.setSoldOut(.glutenFree, true)
        XCTAssertEqual(order.soldOut, [.thin, .glutenFree])
        order.setSoldOut(.thin, false)
        XCTAssertEqual(order.soldOut, [.glutenFree])
        XCTAssertEqual(order.crusts, [.classic, .thin])
        XCTAssertEqual(order.crust, .classic, "back on offer, not chosen again by itself")
    }

    func testAnotherCrustRunningOutLeavesTheChoiceAlone() {
        let order = PizzaOrder(number: "A-1")
        order.setCrust(.glutenFree)
        order.setSoldOut(.thin, true)
        XCTAssertEqual(order.crust, .glutenFree)
        XCTAssertNil(order.crustNotice)
    }

    func testTheClassicCrustNeverRunsOut() {
        let order = PizzaOrder(number: "A-1")
        order.setSoldOut(.classic, true)
        XCTAssertEqual(order.soldOut, [])
        XCTAssertEqual(order.crusts.first, .classic)
    }

    // MARK: Extras

    /// The box for all extras: ticked when all are in, clear when none is, neither while some are.
    func testAllExtrasFollowsTheExtrasAndSetsThem() {
        let order = PizzaOrder(number: "A-1")
        order.setExtra(.parmesan, included: true)
        order.setExtra(.garlicDip, included: true)
        XCTAssertEqual(order.extras, [.garlicDip, .parmesan], "in the menu's order")
        XCTAssertNil(order.allExtras)
        order.setAllExtras(true)
        XCTAssertEqual(order.extras, [.garlicDip, .chiliOil, .parmesan])
        XCTAssertEqual(order.allExtras, true)
        order.setExtra(.chiliOil, included: false)
        XCTAssertNil(order.allExtras)
        order.setAllExtras(false)
        XCTAssertEqual(order.extras, [])
        XCTAssertEqual(order.allExtras, false)
    }

    /// Writes that change nothing announce nothing, so the views that read the extras do not render.
    func testSettingTheExtrasAsTheyAreAnnouncesNothing() {
        let order = PizzaOrder(number: "A-1")
        order.setAllExtras(true)
        var runs = 0
        let token = observe { _ = order.extras; runs += 1 }
        order.setAllExtras(true)
        order.setExtra(.chiliOil, included: true)
        Scheduler.main.flush()
        XCTAssertEqual(runs, 1)
        token.cancel()
    }

    // MARK: Price and summary

    func testThePriceAddsUpPizzasExtrasAndTip() {
        let order = PizzaOrder(number: "A-1")
        order.setSize(.large)
        order.setCrust(.stuffed)
        order.toppings = [.olives, .ham]
        order.setQuantity(2)
        order.setExtra(.garlicDip, included: true)
        order.setTip(2.5)
        XCTAssertEqual(order.pizzaCents, 1300 + 250 + 2 * 120)
        XCTAssertEqual(order.tipCents, 250)
        XCTAssertEqual(order.totalCents, 2 * 1790 + 150 + 250)
        XCTAssertFalse(order.isWithinBudget)
        XCTAssertEqual(order.budgetNote, "€9.80 over your €30.00 budget")
        order.setBudget(39.8)
        XCTAssertTrue(order.isWithinBudget, "to the cent")
        XCTAssertEqual(order.budgetNote, "€0.00 left of your €39.80 budget")
    }

    func testTheTipIsRoundedToTheCent() {
        let order = PizzaOrder(number: "A-1")
        order.setTip(0.125)
        XCTAssertEqual(order.tipCents, 13)
        order.setTip(1.1)
        XCTAssertEqual(order.tipCents, 110)
    }

    func testTheSummaryNamesEverythingChosen() {
        let order = PizzaOrder(number: "A-1")
        order.name = "  Ada "
        order.setQuantity(3)
        order.setSize(.family)
        order.setCrust(.glutenFree)
        order.toppings = [.mushrooms, .olives, .pineapple]
        order.spice = 4
        order.guests = 8
        order.setAllExtras(true)
        order.deliveryDay = CalendarDate(year: 2026, month: 12, day: 24)
        order.deliveryTime = TimeOfDay(hour: 18, minute: 30)
        order.isGift = true
        XCTAssertEqual(order.summary, Text("3 family pizzas with the gluten-free crust, topped with mushrooms, olives and pineapple, fiery. "
                       + "Ordered by Ada. For 8 guests. With garlic dip, chili oil and parmesan. "
                       + "Delivered on 2026-12-24 at 18:30. Wrapped as a gift."))
    }

    func testTheSummaryOfTheLesserChoices() {
        let order = PizzaOrder(number: "A-1")
        order.toppings = [.ham]
        order.spice = 0
        order.guests = 1
        order.setExtra(.chiliOil, included: true)
        order.deliveryDay = CalendarDate(year: 2026, month: 12, day: 24)
        XCTAssertEqual(order.summary, Text("1 medium pizza with the classic crust, topped with ham, not spicy. For 1 guest. "
                       + "With chili oil. Delivered on 2026-12-24, as early as possible."))
        order.guests = 0
        order.deliveryDay = nil
        order.deliveryTime = TimeOfDay(hour: 12, minute: 5)
        order.toppings = [.onions, .ham]
        XCTAssertEqual(order.summary, Text("1 medium pizza with the classic crust, topped with red onions and ham, not spicy. "
                       + "With chili oil. Delivered today at 12:05."))
    }

    func testEuros() {
        XCTAssertEqual(euros(0), "€0.00")
        XCTAssertEqual(euros(5), "€0.05")
        XCTAssertEqual(euros(1250), "€12.50")
        XCTAssertEqual(euros(-300), "−€3.00")
    }
}
