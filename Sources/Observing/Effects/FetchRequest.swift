/// An HTTP request: for `Browser.fetch(_:completion:)`, or a program's `Command.fetch`. A value in
/// `Observing`, so a model can describe the requests it makes and read their answers.
public struct FetchRequest: Equatable {
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

    public static func == (a: FetchRequest, b: FetchRequest) -> Bool {
        a.url == b.url && a.method == b.method && a.body == b.body && a.headers.count == b.headers.count
            && zip(a.headers, b.headers).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
