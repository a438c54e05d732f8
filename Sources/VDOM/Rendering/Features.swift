import Observing

/// Where the optional parts of rendering attach: the comparisons of styles, properties and method calls,
/// and templates. An app links the code of a part only if it uses the feature: the code that first gives
/// a description the feature (the `style`, `property` and `call` modifiers, a ``Template`` made) installs
/// its part here, and nothing else names that code. A part not installed has nothing to do, since no
/// description can hold a style, a property, a call or a template's use before then: the diff skips it.
///
/// This is the one place optional features attach; a feature to come that attaches to element or
/// component life adds its part here the same way, installed by the modifier that asks for it.
struct Features {
    /// Writes an element's styles or properties, compared with the old ones. The last argument says
    /// whether the call removes what the element no longer has or writes the rest.
    typealias ElementPart<Entry> = (Reconciler, NodeID, _ old: [Entry], _ new: [Entry], _ removing: Bool) -> Void

    var styles: ElementPart<Style>?
    var properties: ElementPart<Property>?
    /// Calls the methods whose condition turned true (`old` is nil for an element being created).
    var methodCalls: ((Reconciler, NodeID, _ old: [MethodCall]?, _ new: [MethodCall]) -> Void)?
    var templates: TemplatePart?
    /// Hands the text a bound field keeps on to the element's new description (``FieldDraft``).
    var fieldDrafts: ((_ old: Element?, _ new: Element) -> Void)?
    /// What lists with keys need (``KeyedPart``).
    var keyed: KeyedPart?
    /// Whether an element's children are made anew rather than compared: a dialog presenting a value of
    /// another identity (``Element/presentsAnotherItem(than:)``).
    var renewsChildren: ((_ old: Element, _ new: Element) -> Bool)?

    /// The parts installed so far. Only ever filled in, by the install functions below: a part, once
    /// installed, stays.
    nonisolated(unsafe) static var installed = Features()

    static func installStyles() {
        installed.styles = { $0.writeStyles(of: $1, old: $2, new: $3, removing: $4) }
    }

    static func installProperties() {
        installed.properties = { $0.writeProperties(of: $1, old: $2, new: $3, removing: $4) }
    }

    static func installKeyed() {
        if installed.keyed == nil { installed.keyed = KeyedPart() }
    }

    static func installFieldDrafts() {
        installed.fieldDrafts = FieldDraft.carry
    }

    static func installPresentedItems() {
        installed.renewsChildren = { $1.presentsAnotherItem(than: $0) }
    }

    static func installMethodCalls() {
        installed.methodCalls = { $0.callMethods(of: $1, old: $2, new: $3) }
    }
}
