/// Something the app should know about that did not stop it: a re-render the renderer refused, a value
/// it would not write, a page edit it did not make, an event it ignored, a call the page could not make.
///
/// Every such report reaches one place, so an app decides once what to do with them (the page's
/// `App.onError`; a ``Renderer``'s `onReport`). The page's shim raises some of them itself and hands them
/// over by kind number, so the raw values are part of the contract with the page (`PageContract.reportKinds`).
public struct Report: Equatable, CustomStringConvertible {
    public enum Kind: UInt32 {
        /// A re-render caused by a model change was refused (``RenderError``); the DOM stayed as it was.
        case rejectedRender = 1
        /// A value was not written as given (a `javascript:` URL): the page got an inert one instead.
        case refusedValue = 2
        /// Something other than the app changed or removed a node the app put in the page.
        case foreignEdit = 3
        /// An event the app could not take (an unknown node or event, a snapshot that does not fit).
        case ignoredEvent = 4
        /// A method the frame called on an element failed in the page.
        case failedCall = 5
        /// A page's pre-rendered HTML differed from the first frame that adopted it, and was repaired:
        /// what would otherwise go unseen, since a page that hydrates looks right either way.
        case hydrationMismatch = 6
    }

    public var kind: Kind
    /// What happened, for a person to read: it names the element and what was refused.
    public var message: Text

    public init(_ kind: Kind, _ message: Text) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message.description }
}
