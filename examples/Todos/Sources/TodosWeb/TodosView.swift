import Browser
import TodosModel
import VDOM

/// The to-do page: a field for new items, the list as the URL's fragment filters it, and a footer with
/// the count, the filters and the clean-up buttons.
///
/// The list, the footer and the actions are components of their own, so typing in the field renders only
/// the field.
func todosPage(_ app: TodosApp) -> Element {
    let list = app.list
    return section {
        header {
            h1 { "todos" }
            input()
                .class("new-todo")
                .placeholder("What needs to be done?")
                .ariaLabel("New to-do")
                .attribute("autofocus", present: true)
                .value(list.$draft)
                .on(.keyDown) { (event: inout DOMEvent) in
                    if event.key == "Enter" { list.addDraft() }
                }
        }
        component { itemsView(list, filter: app.filter) }
        component { footerView(app, filter: app.filter) }
        div {
            component { bulkActions(list) }
            component { examplesView(list) }
        }
        .class("actions")
        component {
            if let problem = app.store.problem {
                p { problem }.class("problem").attribute("role", "alert")
            }
        }
    }
    .class("todos")
}

private func itemsView(_ list: TodoList, filter: Filter) -> Element {
    let shown = list.items(filter)
    if shown.isEmpty {
        return p { emptyMessage(list, filter: filter) }.class("empty")
    }
    return ul {
        shown.map { todo in
            li {
                input()
                    .type("checkbox")
                    .class("toggle")
                    .ariaLabel("Done: \(todo.title)")
                    .checked(todo.isDone)
                    .on(.change) { list.toggle(todo.id) }
                span { todo.title }.class("title")
                button { "×" }
                    .class("destroy")
                    .ariaLabel("Delete \(todo.title)")
                    .on(.click) { list.remove(todo.id) }
            }
            .class("done", when: todo.isDone)
            .key(.int(todo.id))
        }
    }
    .class("todo-list")
}

/// What an empty list says: how to start, or that the filter hides the rest.
private func emptyMessage(_ list: TodoList, filter: Filter) -> Text {
    if list.items.isEmpty { return "Nothing to do yet: type above, or add the example items." }
    switch filter {
    case .all: return ""
    case .active: return "Everything is done."
    case .completed: return "Nothing is done yet."
    }
}

private func footerView(_ app: TodosApp, filter: Filter) -> Element {
    let list = app.list
    return footer {
        span { app.itemsLeft(list.activeCount) }.class("count").attribute("aria-live", "polite")
        nav {
            Filter.allCases.map { choice in
                link(choice.name, to: choice.link, location: app.location)
                    .class("selected", when: choice == filter)
                    .attribute("aria-current", choice == filter ? "page" : nil)
            }
        }
        .class("filters")
        .ariaLabel("Show")
    }
    .class("todo-footer")
}

private func bulkActions(_ list: TodoList) -> Element {
    div {
        button("Mark all done") { list.toggleAll() }
            .class("toggle-all")
            .disabled(list.items.isEmpty)
        button("Clear completed") { list.clearCompleted() }
            .class("clear-completed")
            .disabled(list.activeCount == list.items.count)
    }
    .class("bulk")
}

private func examplesView(_ list: TodoList) -> Element {
    div {
        switch list.examples {
        case .idle:
            button("Add example items") { list.addExamples() }.class("examples")
        case .fetching:
            span { "Fetching examples…" }.class("status").attribute("role", "status")
            button("Cancel") { list.cancelExamples() }.class("examples")
        case let .failed(error):
            span { error.message }.class("status failed").attribute("role", "alert")
            button("Try again") { list.addExamples() }.class("examples")
        }
    }
    .class("examples-row")
}
