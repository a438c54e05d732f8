// Runs the hostile frames that `vdom-hostile` writes to standard input through the shim in jsdom.
//     .build/release/vdom-hostile --count 100000 | node Tests/JS/run-hostile.mjs [web/vdom.min.js]
// (`make test-hostile` does this, with HOSTILE_SEED and HOSTILE_COUNT to replay a run.)

import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { hostileChecker } from './hostile.mjs'
import { followStandardSelects, jsdomWindow } from './jsdom.mjs'

const shimPath = process.argv[2] ?? new URL('../../web/shim/main.js', import.meta.url).pathname
const { createApplier } = await import(pathToFileURL(shimPath).href)
const window = jsdomWindow()
followStandardSelects()
const decode = (base64) => new Uint8Array(Buffer.from(base64, 'base64'))
const { check, counts } = hostileChecker({ window, createApplier, decode })

let run, number = 0, failed = 0
const started = Date.now()
for await (const text of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  number++
  const line = JSON.parse(text)
  if ('seed' in line) {
    run = line
    continue
  }
  const failures = check(line)
  if (failures.length === 0) continue
  failed++
  if (failed <= 10) console.log(`FAIL  line ${number}: ${failures.slice(0, 5).join('\n      ')}\n      ${text.slice(0, 300)}`)
}
const checked = counts.refused + counts.applied + failed
console.log(`hostile frames in jsdom: ${counts.refused} refused as the test DOM refused them, ${counts.applied} applied ` +
  `to the test DOM's DOM, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
  `      seed ${run?.seed}; replay: make test-hostile HOSTILE_SEED=${run?.seed} HOSTILE_COUNT=${run?.count}`)
if (run === undefined || checked !== run.count) console.log(`FAIL  the fuzzer's lines ended after ${checked} of ${run?.count} mutated frames`)
process.exit(failed || run === undefined || checked !== run.count ? 1 : 0)
