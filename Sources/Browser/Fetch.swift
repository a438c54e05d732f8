import JavaScript
import Observing
import VDOM

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
/// called. The page loads `fetch.js` for this, which the page build adds to `data-js`.
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
    BrowserModule.fetch()
    return JSFunction("vdomFetch").start(.string(url), .string(method), headers, body) { answer in
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
        let headers = parts[3]
        let response = FetchResponse(status: status, statusText: statusText, url: url, body: body,
                                     headers: { NamedValues.pairs(headers) ?? [] })
        return response.isSuccess ? .success(response) : .failure(.status(response))
    }
}
