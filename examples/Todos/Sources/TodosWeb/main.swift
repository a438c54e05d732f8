import Browser
import DOMBridge

let todos = TodosApp(location: .current)
App.mount { todosPage(todos) }
// What the browser knows (saved items, the URL's fragment) arrives once the page shows.
todos.start()
