// Runs the shim's suites (Tests/JS/suites.mjs: the shared vectors, malformed frames, events) in this
// browser, with the shim the page serves, and leaves the results in `window.shimResults`.
import { createApplier, FrameError } from '/vdom.min.js'
import { runSuites } from '/tests/JS/suites.mjs'

async function loadVectors() {
  const names = await (await fetch('/tests/Vectors/index.json')).json()
  return Promise.all(names.map(async (name) => (await fetch(`/tests/Vectors/${name}`)).json()))
}

const loadChecks = async () => (await fetch('/tests/Frames/validation.json')).json()

try {
  const results = await runSuites({ window, createApplier, FrameError, loadVectors, loadChecks })
  const list = document.getElementById('results')
  for (const { name, failures } of results) {
    const item = document.createElement('li')
    item.textContent = failures.length ? `FAIL ${name}: ${failures.join('; ')}` : `ok ${name}`
    list.append(item)
  }
  window.shimResults = results
} catch (error) {
  window.shimResults = [{ name: 'running the suites', failures: [String(error.stack || error)] }]
}
