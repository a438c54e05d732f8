import VDOM

/// The page's side of calls into JavaScript: the imports of module `calls` that `web/calls.js` provides
/// in the browser, and ``JSDoubles`` on Linux, where there is no page.
struct JSHost {
    /// Calls `name` with the encoded argument list and returns its answer.
    var call: (_ name: Text, _ arguments: [UInt8]) -> Result<JSValue, JSError>
    /// Starts `name` as call `id`; its answers arrive through ``PendingCalls/answer(_:_:)``. A streaming
    /// call sends values until it is cancelled or fails; any other settles once.
    var start: (_ id: UInt32, _ name: Text, _ arguments: [UInt8], _ streaming: Bool) -> Void
    /// Aborts call `id`.
    var cancel: (_ id: UInt32) -> Void
    /// Calls a method of (``Member/call``), reads or writes a property of the first value of the
    /// encoded list (an element or an object), with the rest as arguments, and returns its answer.
    var member: (_ operation: Member, _ name: Text, _ arguments: [UInt8]) -> Result<JSValue, JSError>
    /// Lets the page forget object handle `handle`.
    var release: (_ handle: UInt32) -> Void

    enum Member: UInt32 {
        case call = 0, get = 1, set = 2
    }

    #if arch(wasm32)
    static let current = JSHost(
        call: { name, arguments in
            takeAnswer(name.withBytes { name in
                arguments.withUnsafeBufferPointer { hostCall(name.baseAddress, UInt32(name.count), $0.baseAddress, UInt32($0.count)) }
            })
        },
        start: { id, name, arguments, streaming in
            name.withBytes { name in
                arguments.withUnsafeBufferPointer {
                    hostStart(id, name.baseAddress, UInt32(name.count), $0.baseAddress, UInt32($0.count), streaming ? 1 : 0)
                }
            }
        },
        cancel: { id in hostCancel(id) },
        member: { operation, name, arguments in
            takeAnswer(name.withBytes { name in
                arguments.withUnsafeBufferPointer {
                    hostMember(operation.rawValue, name.baseAddress, UInt32(name.count), $0.baseAddress, UInt32($0.count))
                }
            })
        },
        release: { handle in hostRelease(handle) }
    )

    /// Reads the answer of `count` bytes that the page keeps for the call just made.
    private static func takeAnswer(_ count: UInt32) -> Result<JSValue, JSError> {
        let answer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(count), alignment: 1)
        defer { answer.deallocate() }
        hostTake(answer.baseAddress)
        return JSValueCoding.decodeAnswer(UnsafeRawBufferPointer(answer)).1
    }
    #else
    static var current: JSHost { JSDoubles.host }
    #endif
}

#if arch(wasm32)
@_extern(wasm, module: "calls", name: "call")
@_extern(c)
private func hostCall(_ name: UnsafePointer<UInt8>?, _ nameCount: UInt32, _ arguments: UnsafePointer<UInt8>?, _ argumentsCount: UInt32) -> UInt32

@_extern(wasm, module: "calls", name: "take")
@_extern(c)
private func hostTake(_ answer: UnsafeMutableRawPointer?)

@_extern(wasm, module: "calls", name: "start")
@_extern(c)
private func hostStart(_ id: UInt32, _ name: UnsafePointer<UInt8>?, _ nameCount: UInt32, _ arguments: UnsafePointer<UInt8>?, _ argumentsCount: UInt32, _ streaming: UInt32)

@_extern(wasm, module: "calls", name: "cancel")
@_extern(c)
private func hostCancel(_ id: UInt32)

@_extern(wasm, module: "calls", name: "member")
@_extern(c)
private func hostMember(_ operation: UInt32, _ name: UnsafePointer<UInt8>?, _ nameCount: UInt32, _ arguments: UnsafePointer<UInt8>?, _ argumentsCount: UInt32) -> UInt32

@_extern(wasm, module: "calls", name: "release")
@_extern(c)
private func hostRelease(_ handle: UInt32)

/// Does nothing, but links the import `calls.load`, so the page loads `calls.js` for a module that needs
/// it without calling a function: one that reads events' details, or only answers the page's calls.
@_extern(wasm, module: "calls", name: "load")
@_extern(c)
func loadCallsJS()
#else
func loadCallsJS() {}
#endif
