// The page side of the toolkit: runs a Swift app compiled to WebAssembly, applies the frames of DOM
// operations it sends (docs/patch-format.md is the contract) and sends DOM events back. No dependencies.
// A page loads the modules of this folder joined into one file, `vdom.min.js` (scripts/build-page.py):
//
//   <div id="app" data-wasm="CounterWeb.wasm"></div>
//   <script type="module" src="vdom.min.js"></script>
//
// Every element with `data-wasm` runs the app at that URL inside itself. `start` does the same by hand;
// `createApplier` is the frame applier alone, for tests.

import { FrameError } from './format.js'
import { createApplier } from './applier.js'
import { start } from './start.js'

export { start, createApplier, FrameError }

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll('[data-wasm]')) {
    start(element.dataset.wasm, element).catch((error) => console.error(`Cannot start ${element.dataset.wasm}:`, error))
  }
}
