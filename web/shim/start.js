// Loading and starting an app: the module compiled, calls.js or transitions.js loaded for a module that
// imports them, adopt.js for a pre-rendered page, the imports guarded so that a stopped app reaches
// nothing, and the instance started (run.js runs it).

import { run } from './run.js'

/**
 * Loads the app at `source` (a URL or a `Response` promise), mounts it into `container` and runs it.
 * A trap in Swift stops the app: the reason goes to the console and the page says it has stopped.
 */
export async function start(source, container) {
  const app = run(container)
  const imports = { vdom: app.imports }
  // A pre-rendered page (docs/hydration.md) is adopted, by adopt.js, fetched while the module is.
  const adopting = container.hasAttribute('data-vdom-prerendered') && import(new URL('adopt.js', import.meta.url))
  const response = typeof source === 'string' ? fetch(source) : source
  const module = await WebAssembly.compileStreaming(response)
  // An app that calls JavaScript of its own (the Swift library `JavaScript`) imports module `calls`, one
  // with transitions module `transitions`: only then is calls.js (with the modules the page names in
  // `data-js`, docs/javascript.md) or transitions.js loaded, from beside the page's copy of the shim.
  for (const { module: name } of WebAssembly.Module.imports(module)) {
    if ((name === 'calls' || name === 'transitions') && !imports[name]) {
      const { connect } = await import(new URL(name + '.js', import.meta.url))
      imports[name] = await connect(app, container.dataset.js ?? '')
    }
  }
  // A stopped app's calls into the page fail. Swift code still running after a trap (in an event that a
  // frame it applied fired) is unwound by the first, so nothing reaches the page after the stop.
  for (const functions of Object.values(imports)) {
    for (const [name, run] of Object.entries(functions)) {
      functions[name] = (...args) => {
        if (app.stopped) throw new Error('the app has stopped')
        return run(...args)
      }
    }
  }
  const instance = await WebAssembly.instantiate(module, imports)
  if (adopting) (await adopting).adopt(app, container)
  return app.started(instance.exports)
}
