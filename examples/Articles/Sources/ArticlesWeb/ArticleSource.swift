import ArticlesModel
import Browser
import DOMBridge
import JSON
import Observing

/// The live source: `articles.json` beside the page, after the delay the page's query asks for
/// (`?delay=2000`, in milliseconds), so that a person can watch the placeholders; a static server cannot
/// delay, so a timer does. `?fail` makes the load fail, to show the error.
func liveArticles(location: Location) -> ArticleList.Source {
    { completion in
        let delay = location.queryValue("delay").flatMap { Int($0) } ?? 0
        let failing = location.queryValue("fail") != nil
        var request: Cancellation?
        let timer = after(milliseconds: max(0, min(delay, 60_000))) {
            request = fetch(failing ? "missing.json" : "articles.json") { result in
                completion(articles(from: result))
            }
        }
        return Cancellation {
            timer.cancel()
            request?.cancel()
        }
    }
}

/// The articles of a fetch's answer: a JSON array of objects with `id`, `title`, `author`, `summary`
/// and `body`.
func articles(from result: Result<FetchResponse, FetchError>) -> Result<[Article], ArticlesError> {
    switch result {
    case let .success(response):
        do throws(JSONError) {
            return .success(try JSONValue.parse(response.body).field.array().map(article))
        } catch {
            return .failure(ArticlesError("The articles are not in the expected form: \(error.message)"))
        }
    case let .failure(.status(response)):
        return .failure(ArticlesError("The articles could not be fetched (HTTP \(response.status))."))
    case let .failure(.network(message)):
        return .failure(ArticlesError("The articles could not be fetched: \(message)"))
    }
}

private func article(_ json: JSONField) throws(JSONError) -> Article {
    Article(id: try json.member("id").int(), title: try json.member("title").string(),
            author: try json.member("author").string(), summary: try json.member("summary").string(),
            body: try json.member("body").string())
}
