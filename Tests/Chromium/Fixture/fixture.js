// Starts the fixture app by hand (not through data-wasm) so the tests can reach its exports.
import { start } from '/vdom.min.js'

// Counts every call into the module (`window.entries`) and every callback of the shim's finalization
// registry once it has run (`window.finalized`), so a test can show that nothing enters a stopped app.
window.entries = 0
window.finalized = 0
// The shim compiles the module first, then instantiates it: `instantiate(module, imports)`.
const instantiate = WebAssembly.instantiate
WebAssembly.instantiate = async (module, imports) => {
  const instance = await instantiate(module, imports)
  const exports = {}
  for (const [name, value] of Object.entries(instance.exports)) {
    exports[name] = typeof value !== 'function' ? value : (...args) => {
      window.entries++
      return value(...args)
    }
  }
  return { exports }
}
const Registry = FinalizationRegistry
window.FinalizationRegistry = class extends Registry {
  constructor(callback) {
    super((held) => {
      callback(held)
      window.finalized++
    })
  }
}

window.fixture = await start('Fixture.wasm', document.getElementById('app'))
