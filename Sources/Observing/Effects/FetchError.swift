/// Why a fetch gave no successful response.
public enum FetchError: Error, Equatable {
    /// The request never got a response: the network failed, the URL or method was invalid, or CORS
    /// refused it. The browser says which only in its message.
    case network(Text)
    /// The server answered with a status outside 200–299; the response is complete, body included.
    case status(FetchResponse)
}
