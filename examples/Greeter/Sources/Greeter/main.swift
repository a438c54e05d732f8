import DOMBridge

let greeting = Greeting()
App.mount { greeterView(greeting) }
