import Browser
import DOMBridge
import JSON
import JavaScript
import Observing
import TodosModel
import VDOM

/// Keeps the list in web storage as JSON, `[{"id":1,"title":"Milk","done":false}]`, and says when it
/// could not.
final class TodoStore {
    static let key: Text = "todos"
    private let storage: Storage
    /// Why the last save failed (storage full or disabled), for the page to show; `nil` once one works.
    @Observed private(set) var problem: Text?

    init(storage: Storage) {
        self.storage = storage
    }

    /// The saved items; none when nothing was saved. Text that is not a list of items is reported and
    /// left in storage untouched until the next save, rather than read as an empty list silently.
    func load() -> [Todo] {
        decode(storage.get(Self.key))
    }

    func decode(_ saved: Text?) -> [Todo] {
        guard let saved else { return [] }
        do throws(JSONError) {
            return try JSONValue.parse(saved.utf8).field.array().map(Self.todo)
        } catch {
            App.report(Report(.failedCall, "the saved to-do list could not be read: \(error.message)"))
            return []
        }
    }

    func save(_ items: [Todo]) {
        let json = JSONValue.array(items.map { todo in
            .object([("id", .number(JSONNumber(todo.id))), ("title", .string(todo.title)), ("done", .bool(todo.isDone))])
        })
        do throws(JSError) {
            try storage.set(Self.key, json.jsonText)
            if problem != nil { problem = nil }
        } catch {
            problem = "Your changes could not be saved: \(error.message)"
        }
    }

    private static func todo(_ json: JSONField) throws(JSONError) -> Todo {
        Todo(id: try json.member("id").int(), title: try json.member("title").string(), isDone: try json.member("done").bool())
    }

    /// A JSON array of strings.
    static func titles(from bytes: [UInt8]) -> Result<[Text], JSONError> {
        do throws(JSONError) {
            return .success(try JSONValue.parse(bytes).field.array().map { (item) throws(JSONError) in try item.string() })
        } catch {
            return .failure(error)
        }
    }
}
