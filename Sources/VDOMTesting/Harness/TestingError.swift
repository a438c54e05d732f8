/// Why a test action could not be carried out.
public enum TestingError: Error, Equatable, CustomStringConvertible {
    /// The selector text could not be read.
    case invalidSelector(String, reason: String)
    /// No element matches the selector.
    case noMatch(String)
    /// An action needs one element and the selector matches several.
    case severalMatches(String, count: Int)
    /// The action does not apply to that node (typing into a `<div>`).
    case notApplicable(String)
    /// The DOM refused a frame the action caused: a toolkit bug.
    case refusedFrame(TestDOMError)
    /// A form's `submit` that nobody prevented: the page would have navigated away, as described.
    case unpreventedSubmit(navigation: String)

    public var description: String {
        switch self {
        case let .invalidSelector(selector, reason): return "invalid selector \"\(selector)\": \(reason)"
        case let .noMatch(selector): return "no element matches \"\(selector)\""
        case let .severalMatches(selector, count): return "\(count) elements match \"\(selector)\", expected one"
        case let .notApplicable(message): return message
        case let .refusedFrame(error): return "the DOM refused a frame: \(error)"
        case let .unpreventedSubmit(navigation):
            return "a form was submitted and nothing prevented it: the page would navigate away (\(navigation)); "
                + "handle .submit on the form (its handler prevents the navigation unless it calls allowDefault())"
        }
    }
}
