import Observing
import VDOM

/// The page's JavaScript, played by Swift closures: what ``JSFunction`` calls on Linux, where tests run.
///
/// A test defines the functions the app calls, drives the app, and answers asynchronous calls when it
/// chooses, so nothing waits on a clock or a network:
///
/// ```swift
/// JSDoubles.define("plural") { arguments in arguments[0] == 1 ? "one" : "other" }
/// try app.click("#fact")                          // starts "loadFact": it waits for the test
/// let call = try XCTUnwrap(JSDoubles.calls("loadFact").last)
/// XCTAssertEqual(call.arguments, [3])
/// call.resolve("3 is prime.")
/// try app.flush()
/// ```
///
/// Answers reach the app the way the page's do: a cancelled call hears nothing, and a listening call
/// (``JSFunction/listen(_:receive:)``) hears each ``JSCall/send(_:)``. Making a `TestBrowser` (library
/// `Browser`) forgets every function and call of the tests before.
public enum JSDoubles {
    public typealias Function = ([JSValue]) throws(JSError) -> JSValue

    private static var functions: [(name: Text, run: Function)] = []
    private static var started: [JSCall] = []
    private static var elementMethods: [(name: Text, run: ElementMethod)] = []
    private static var elementProperties: [(name: Text, read: (DOMElement) -> JSValue)] = []
    /// The objects the page would hold for handles Swift has, by handle.
    private static var objects: [UInt32: JSObjectDouble] = [:]
    private static var nextHandle: UInt32 = 1
    /// The elements that crossed to the doubles, by id, so that a double receives each as itself.
    private static var elements: [UInt32: DOMElement] = [:]

    public typealias ElementMethod = (DOMElement, [JSValue]) throws(JSError) -> JSValue

    /// Plays the synchronous function `name`.
    public static func define(_ name: Text, _ run: @escaping Function) {
        functions.removeAll { $0.name == name }
        functions.append((name, run))
    }

    /// The asynchronous calls (``JSFunction/start(_:completion:)``, ``JSFunction/listen(_:receive:)``) of
    /// `name` so far, answered or not, oldest first. Every such call waits until the test answers it.
    public static func calls(_ name: Text) -> [JSCall] {
        started.filter { $0.name == name }
    }

    /// Calls the Swift function the app exported as `name`, as a page script would.
    public static func callSwift(_ name: Text, _ arguments: JSValue...) -> Result<JSValue, JSError> {
        guard Invocation.answer != nil else {
            // What `calls.js` throws for a module that defines no function.
            return .failure(JSError(name: "ReferenceError", message: "the app exports no functions (JSExports.define)"))
        }
        return JSExports.run(.list([.string(name), .list(arguments)]))
    }

    /// Plays the method `name` of every element (`canvas.call("getContext", "2d")`): `run` receives the
    /// element, which a test finds in the test DOM by its id (`TestApp.node(for:)`).
    public static func defineElementMethod(_ name: Text, _ run: @escaping ElementMethod) {
        elementMethods.removeAll { $0.name == name }
        elementMethods.append((name, run))
    }

    /// Plays the property `name` of every element, as `element.get(name)` reads it (`offsetWidth`).
    public static func defineElementProperty(_ name: Text, _ read: @escaping (DOMElement) -> JSValue) {
        elementProperties.removeAll { $0.name == name }
        elementProperties.append((name, read))
    }

    /// Hands `double` to the app as the page would hand an object: as a handle, which the app's calls
    /// reach and which is released when the app lets it go.
    public static func object(_ double: JSObjectDouble) -> JSValue {
        let handle = nextHandle
        nextHandle += 1
        objects[handle] = double
        return .object(JSObject(handle: handle))
    }

    /// How many objects the page would still hold for the app's handles.
    public static var heldObjectCount: Int { objects.count }

    /// Forgets every function and call: a new `TestBrowser`'s start.
    package static func reset() {
        functions = []
        started = []
        elementMethods = []
        elementProperties = []
        objects = [:]
        elements = [:]
    }

    static func crossed(_ element: DOMElement) {
        elements[element.id.rawValue] = element
    }

    static func element(_ id: NodeID) -> JSValue? {
        elements[id.rawValue].map { .element($0) }
    }

    static var host: JSHost {
        JSHost(
            call: { name, arguments in
                guard let function = functions.first(where: { $0.name == name })?.run else {
                    return .failure(missing(name))
                }
                // The arguments go through the encoding, as in the page.
                let list = arguments.withUnsafeBytes { JSValueCoding.decodeValue($0, borrowing: true) }?.list ?? []
                do throws(JSError) {
                    return .success(try function(list))
                } catch {
                    return .failure(error)
                }
            },
            start: { id, name, arguments, _ in
                let list = arguments.withUnsafeBytes { JSValueCoding.decodeValue($0, borrowing: true) }?.list ?? []
                started.append(JSCall(id: id, name: name, arguments: list))
            },
            cancel: { id in
                started.first { $0.id == id && $0.isActive }?.isCancelled = true
            },
            member: { operation, name, arguments in
                let list = arguments.withUnsafeBytes { JSValueCoding.decodeValue($0, borrowing: true) }?.list ?? []
                do throws(JSError) {
                    return .success(try member(operation, name, of: list.first ?? .null, Array(list.dropFirst())))
                } catch {
                    return .failure(error)
                }
            },
            release: { handle in objects[handle] = nil }
        )
    }

    private static func member(_ operation: JSHost.Member, _ name: Text, of target: JSValue, _ arguments: [JSValue]) throws(JSError) -> JSValue {
        switch target {
        case let .object(object):
            guard let double = objects[object.handle] else {
                throw JSError(name: "TypeError", message: "the object of handle \(Int(object.handle)) was released")
            }
            switch operation {
            case .call: return try double.call(name, arguments)
            case .get: return double.properties[name] ?? .null
            case .set:
                double.properties[name] = arguments.first ?? .null
                return .null
            }
        case let .element(element):
            if operation == .get {
                guard let read = elementProperties.first(where: { $0.name == name })?.read else {
                    throw JSError(name: "TypeError", message: "no JSDoubles element property named \"\(name)\" (JSDoubles.defineElementProperty)")
                }
                return read(element)
            }
            guard let method = elementMethods.first(where: { $0.name == name })?.run else {
                throw JSError(name: "TypeError", message: "no JSDoubles element method named \"\(name)\" (JSDoubles.defineElementMethod)")
            }
            return try method(element, arguments)
        default:
            throw JSError(name: "TypeError", message: "\(name) of a value that is neither an element nor an object")
        }
    }

    private static func missing(_ name: Text) -> JSError {
        JSError(name: "ReferenceError", message: "no JSDoubles function named \"\(name)\" (JSDoubles.define)")
    }
}

/// One call of an asynchronous ``JSDoubles`` function, for the test to inspect and answer.
public final class JSCall {
    let id: UInt32
    /// The function's name.
    public let name: Text
    /// The arguments it was called with.
    public let arguments: [JSValue]
    /// Whether the app cancelled the call (the page would have aborted its `signal`).
    public fileprivate(set) var isCancelled = false
    private var isSettled = false

    fileprivate init(id: UInt32, name: Text, arguments: [JSValue]) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }

    /// Whether the app still waits for an answer.
    public var isActive: Bool { !isCancelled && !isSettled }

    /// Answers the call with `value`: the promise resolved.
    public func resolve(_ value: JSValue) { answer(.success(value), status: .result) }

    /// Answers the call with a failure: the promise rejected.
    public func reject(_ error: JSError) { answer(.failure(error), status: .failure) }

    /// Sends one value to a listening call.
    public func send(_ value: JSValue) { answer(.success(value), status: .value) }

    private func answer(_ answer: Result<JSValue, JSError>, status: JSValueCoding.Status) {
        // As in the page: a call that was cancelled or has settled hears nothing more.
        guard isActive, PendingCalls.isActive(id) else { return }
        if status != .value { isSettled = true }
        JSValueCoding.encode(answer, status: status).withUnsafeBytes { PendingCalls.answer(id, $0) }
    }
}
