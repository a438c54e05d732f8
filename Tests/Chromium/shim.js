// Runs the shim's suites (Tests/JS/shim/*.test.mjs, through Tests/JS/suites.mjs: the shared vectors,
// malformed frames, events…) in this browser, with the shim the page serves, and leaves the results in
// `window.shimResults`.
import { createApplier, FrameError } from '/vdom.min.js'
import { runSuites } from '/tests/JS/suites.mjs'

async function loadVectors() {
  const names = await (await fetch('/tests/Vectors/index.json')).json()
  return Promise.all(names.map(async (name) => (await fetch(`/tests/Vectors/${name}`)).json()))
}

const loadChecks = async () => (await fetch('/tests/Frames/validation.json')).json()

// The suites' folder as the server lists it: the files it links.
async function listSuites() {
  const listing = await (await fetch('/tests/JS/shim/')).text()
  return [...listing.matchAll(/href="([^"/?]+)"/g)].map(([, name]) => decodeURIComponent(name))
}

try {
  const results = await runSuites({ window, createApplier, FrameError, listSuites, loadVectors, loadChecks })
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
