// The library's values are the toolkit's (`Text`, `DOMElement`, `JSError`): a file that imports it can
// name them without importing VDOM as well.
@_exported import VDOM
