import VDOM

/// Swift functions the page's JavaScript can call by name, through the shim: a trap in one stops the app
/// as any other would, and the model changes it makes are rendered on the next animation frame.
///
/// ```swift
/// JSExports.define("addTodo") { arguments throws(JSError) in
///     guard let title = arguments.first?.text else { throw JSError(name: "TypeError", message: "a title") }
///     todos.add(title)
///     return .number(Double(todos.items.count))
/// }
/// ```
///
/// ```js
/// // in a module the page loads: the `swift` function is the last argument's, or `calls.js`'s export
/// import { swift } from './calls.js'
/// swift('addTodo', 'Milk')   // 3, or throws the Swift function's JSError as an Error of that name
/// ```
public enum JSExports {
    public typealias Function = ([JSValue]) throws(JSError) -> JSValue

    private static var functions: [(name: Text, run: Function)] = []

    /// Makes `run` callable from the page as `name`, in place of any earlier function of that name.
    public static func define(_ name: Text, _ run: @escaping Function) {
        // The page's `swift` is calls.js's, which a module that calls no function would not load.
        loadCallsJS()
        remove(name)
        functions.append((name, run))
        Invocation.answer = { request in
            InvokeAnswer.keep(JSValueCoding.encode(JSExports.run(JSValueCoding.decodeValue(request))))
        }
    }

    /// Stops the page from calling `name`.
    public static func remove(_ name: Text) {
        functions.removeAll { $0.name == name }
    }

    /// Runs the function the page asked for: `request` is a list of the name and the argument list.
    static func run(_ request: JSValue?) -> Result<JSValue, JSError> {
        guard case let .list(parts)? = request, parts.count == 2, let name = parts[0].text, let arguments = parts[1].list else {
            return .failure(JSValueCoding.malformed)
        }
        guard let function = functions.first(where: { $0.name == name }) else {
            return .failure(JSError(name: "ReferenceError", message: "the app exports no function named \"\(name)\" (JSExports.define)"))
        }
        do throws(JSError) {
            return .success(try function.run(arguments))
        } catch {
            return .failure(error)
        }
    }
}

/// What `vdom_invoke` runs. The export is in every app that imports this library; what it runs (reading
/// the request, the lookup, writing the answer) is linked only into one that defines functions
/// (`JSExports.define` sets it). Until then it is nil, and the page throws the error itself.
enum Invocation {
    static var answer: ((UnsafeRawBufferPointer) -> UnsafeRawPointer)?
}
