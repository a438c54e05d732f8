import JavaScript
import Observing
import VDOM

/// An HTTP request for ``fetch(_:completion:)``.
public struct FetchRequest {
    /// Absolute, or relative to the page.
    public var url: Text
    public var method: Text
    /// In order; a name may repeat.
    public var headers: [(name: Text, value: Text)]
    public var body: [UInt8]?

    public init(_ url: Text, method: Text = "GET", headers: [(name: Text, value: Text)] = [], body: [UInt8]? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// What the server answered.
public struct FetchResponse: Equatable {
    public var status: Int
    public var statusText: Text
    /// The response's final URL, after redirects.
    public var url: Text
    /// As the browser exposes them: names in lower case, repeated ones joined by ", ".
    public var headers: [(name: Text, value: Text)] {
        get { NamedValues.pairs(headerList) ?? [] }
        set { headerList = NamedValues.flat(newValue) }
    }
    public var body: [UInt8]
    /// The headers as `fetch.js` answers them (name, value, name…), made pairs only when read: a page
    /// that reads only the status and the body links no code that decodes them.
    private var headerList: JSValue

    public init(status: Int, statusText: Text = "", url: Text = "", headers: [(name: Text, value: Text)] = [], body: [UInt8] = []) {
        self.init(status: status, statusText: statusText, url: url, headerList: NamedValues.flat(headers), body: body)
    }

    init(status: Int, statusText: Text, url: Text, headerList: JSValue, body: [UInt8]) {
        self.status = status
        self.statusText = statusText
        self.url = url
        self.headerList = headerList
        self.body = body
    }

    /// The body as UTF-8 text.
    public var text: Text { Text(utf8: body) }

    /// Whether the status is a success (200–299).
    public var isSuccess: Bool { (200...299).contains(status) }

    /// The value of header `name` (any letter case), or `nil`.
    public func header(_ name: Text) -> Text? {
        let wanted = name.lowercasedASCII()
        return headers.first { $0.name.lowercasedASCII() == wanted }?.value
    }

    public static func == (a: FetchResponse, b: FetchResponse) -> Bool {
        a.status == b.status && a.statusText == b.statusText && a.url == b.url && a.body == b.body
            && a.headers.count == b.headers.count
            && zip(a.headers, b.headers).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}

/// Why a fetch gave no successful response.
public enum FetchError: Error, Equatable {
    /// The request never got a response: the network failed, the URL or method was invalid, or CORS
    /// refused it. The browser says which only in its message.
    case network(Text)
    /// The server answered with a status outside 200–299; the response is complete, body included.
    case status(FetchResponse)
}

/// Sends `request` with the browser's `fetch` and calls `completion` with the complete response.
///
/// ```swift
/// loading = fetch(FetchRequest("/facts/\(count).txt")) { result in
///     switch result {
///     case let .success(response): self.fact = response.text
///     case .failure(.status(let response)) where response.status == 404: self.fact = nil
///     case let .failure(error): self.problem = error
///     }
/// }
/// ```
///
/// Cancelling the returned handle aborts the request (`AbortController`), and the completion is not
/// called. The page loads `fetch.js` for this (`data-js="fetch.js"`).
public func fetch(_ request: FetchRequest, completion: @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation {
    startFetch(request.url, request.method, NamedValues.flat(request.headers), request.body.map { .bytes($0) } ?? .null,
               completion: completion)
}

/// Gets `url` (see ``fetch(_:completion:)``). A GET has no headers or body to encode, so a page that
/// only gets links no code for them.
public func fetch(_ url: Text, completion: @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation {
    startFetch(url, "GET", .list([]), .null, completion: completion)
}

private func startFetch(_ url: Text, _ method: Text, _ headers: JSValue, _ body: JSValue,
                        completion: @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation {
    JSFunction("vdomFetch").start(.string(url), .string(method), headers, body) { answer in
        completion(FetchResponse.read(answer))
    }
}

extension FetchResponse {
    /// The response `fetch.js` answers: status, status text, URL, headers as name, value, name…, body.
    static func read(_ answer: Result<JSValue, JSError>) -> Result<FetchResponse, FetchError> {
        let parts: [JSValue]
        switch answer {
        case let .failure(error): return .failure(.network(error.message))
        case let .success(value): parts = value.list ?? []
        }
        guard parts.count == 5, let status = parts[0].int, let statusText = parts[1].text, let url = parts[2].text,
              NamedValues.isFlat(parts[3]), let body = parts[4].bytes else {
            return .failure(.network("fetch.js answered in a shape this module does not read"))
        }
        let response = FetchResponse(status: status, statusText: statusText, url: url, headerList: parts[3], body: body)
        return response.isSuccess ? .success(response) : .failure(.status(response))
    }
}
