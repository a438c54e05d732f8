/// What the server answered.
public struct FetchResponse: Equatable {
    public var status: Int
    public var statusText: Text
    /// The response's final URL, after redirects.
    public var url: Text
    /// As the browser exposes them: names in lower case, repeated ones joined by ", ".
    public var headers: [(name: Text, value: Text)] {
        get { readHeaders() }
        set { readHeaders = { newValue } }
    }
    public var body: [UInt8]
    /// Makes the headers when they are read: a page that reads only the status and the body links no
    /// code that decodes them from the form the browser's API gave them in.
    private var readHeaders: () -> [(name: Text, value: Text)]

    public init(status: Int, statusText: Text = "", url: Text = "", headers: [(name: Text, value: Text)] = [], body: [UInt8] = []) {
        self.init(status: status, statusText: statusText, url: url, body: body, headers: { headers })
    }

    /// A response whose headers `headers` makes each time they are read (`Browser.fetch` decodes them
    /// from what `fetch.js` answered only then).
    public init(status: Int, statusText: Text, url: Text, body: [UInt8], headers: @escaping () -> [(name: Text, value: Text)]) {
        self.status = status
        self.statusText = statusText
        self.url = url
        self.body = body
        readHeaders = headers
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
