import BenchApp
import DOMBridge

let store = BenchStore()

App.mount { benchPage(store) }
