// Runs hostile frames (the lines `vdom-hostile` writes, as one text) through the page's shim in this
// browser with the checks of Tests/JS/hostile.mjs: `window.runHostile(text)` answers the counts and the
// first failures.
import { createApplier } from '/vdom.min.js'
import { hostileChecker } from '/tests/JS/hostile.mjs'
import { bytes } from '/tests/JS/suites.mjs'

window.runHostile = (text) => {
  const { check, counts } = hostileChecker({ window, createApplier, decode: bytes })
  const failures = []
  let run
  text.split('\n').forEach((source, index) => {
    if (source === '') return
    const line = JSON.parse(source)
    if ('seed' in line) return void (run = line)
    const found = check(line)
    if (found.length) failures.push(`line ${index + 1}: ${found.slice(0, 3).join('; ')}`)
  })
  return { ...counts, count: run?.count, failed: failures.length, failures: failures.slice(0, 10) }
}
window.hostileReady = true
