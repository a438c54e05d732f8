import Browser
import DOMBridge

let todos = TodosApp(location: .current)
App.mount { todosPage(todos) }
