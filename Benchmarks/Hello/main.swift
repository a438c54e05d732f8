import DOMBridge
import VDOM

// The floor under every page: the smallest view a page mounts. `make size` lists what it loads, the
// module and the shim, as the least any app pays (docs/design.md, "The floor").
App.mount { div { "Hello" } }
