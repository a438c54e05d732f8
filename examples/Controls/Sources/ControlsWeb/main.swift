import ControlsModel
import DOMBridge

let order = PizzaOrder(number: "A-1042")
let today = Today()
exposeForTests(order)
App.mount { orderPage(order, today: today.date) }
today.read()
