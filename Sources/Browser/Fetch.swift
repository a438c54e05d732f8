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
/// called. The page loads `fetch.js` for this (`data-js="fetch.js"`).
public func fetch(_ request: FetchRequest, completion: @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation {
    let body: JSValue = request.body.map { .bytes($0) } ?? .null
    return JSFunction("vdomFetch").start(.string(request.url), .string(request.method), NamedValues.flat(request.headers), body) { answer in
        completion(FetchResponse.read(answer))
    }
}

/// Gets `url` (see ``fetch(_:completion:)``).
public func fetch(_ url: Text, completion: @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation {
    fetch(FetchRequest(url), completion: completion)
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
              let headers = NamedValues.pairs(parts[3]), let body = parts[4].bytes else {
            return .failure(.network("fetch.js answered in a shape this module does not read"))
        }
        let response = FetchResponse(status: status, statusText: statusText, url: url, headers: headers, body: body)
        return response.isSuccess ? .success(response) : .failure(.status(response))
    }
}
