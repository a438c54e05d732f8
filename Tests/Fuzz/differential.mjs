// The differential test in jsdom (docs/testing.md): `vdom-fuzz` renders random pairs of views with the
// real renderer and frame encoder and checks them in Swift; every K-th pair's frames come here as a line
// of JSON, and the shim applies them in jsdom, the DOM compared with the test DOM's after each frame.
// A pair that fails is shrunk by `vdom-fuzz shrink --judge`, which asks this side about each candidate.
//
//   node Tests/Fuzz/differential.mjs VDOM-FUZZ [--seed S] [--pairs N] [--jsdom M] [--workers W]
//                                    [--pair P [--edits E]] [--shim web/shim/main.js]
//
// N pairs (100,000 unless told) are checked in Swift by W processes (2), at least M of them (20,000) also
// in jsdom; --pair replays one pair (made smaller by the edits a failure report names) in both and shows
// it. The seed is random unless given, and printed. An empty value is no value (`make fuzz SEED=`).

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { createJudge } from './judge.mjs'
import { followStandardSelects, jsdomWindow } from '../JS/jsdom.mjs'

const [tool, ...rest] = process.argv.slice(2)
const options = {}
for (let i = 0; i < rest.length; i += 2) {
  if (!rest[i].startsWith('--') || rest[i + 1] === undefined) usage(`unexpected ${rest[i]}`)
  if (rest[i + 1] !== '') options[rest[i].slice(2)] = rest[i + 1]
}
if (!tool) usage('the path of vdom-fuzz is missing')
const seed = options.seed ?? String(randomBytes(6).readUIntBE(0, 6))
const pairs = Number(options.pairs ?? 100000)
const jsdomPairs = Number(options.jsdom ?? 20000)
const workers = Math.max(1, Number(options.workers ?? 2))
const shimPath = options.shim ?? new URL('../../web/shim/main.js', import.meta.url).pathname

const { createApplier } = await import(pathToFileURL(shimPath).href)
const window = jsdomWindow()
followStandardSelects()
const judge = createJudge(window, createApplier)
const shimName = shimPath.split('/').slice(-2).join('/')

function usage(problem) {
  console.error(`differential.mjs: ${problem}\nusage: node Tests/Fuzz/differential.mjs VDOM-FUZZ [--seed S] [--pairs N] [--jsdom M] [--workers W] [--pair P [--edits E]] [--shim FILE]`)
  process.exit(2)
}

const STOP = Symbol('stop')
let swiftFailed = false

/**
 * Runs `vdom-fuzz` with `args` and calls `answer(line)` with each line it writes, parsed: a string is
 * written back as a line, `STOP` ends the conversation (and the process). Resolves to its exit status.
 */
async function converse(args, answer) {
  const child = spawn(tool, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)))
  for await (const line of createInterface({ input: child.stdout })) {
    const reply = answer(JSON.parse(line))
    if (reply === STOP) {
      child.kill()
      break
    }
    if (reply !== undefined) child.stdin.write(reply + '\n')
  }
  child.stdin.end()
  return exited
}

/** The shim's verdict on a pair, as `vdom-fuzz shrink --judge` reads it. */
function verdict(pair) {
  const failures = judge(pair)
  return failures.length ? `fail ${failures[0].replace(/\s+/g, ' ')}` : 'pass'
}

const edits = options.edits ? ['--edits', options.edits] : []
console.log(`differential test, seed ${seed} (make fuzz SEED=${seed} replays it)`)
const started = Date.now()
let runs
if (options.pair !== undefined) {
  await converse(['show', '--seed', seed, '--pair', options.pair, ...edits], () => undefined)
  runs = [['run', '--seed', seed, '--from', options.pair, '--pairs', '1', '--emit-every', '1', ...edits]]
} else {
  const every = String(Math.max(1, Math.floor(pairs / Math.max(1, jsdomPairs))))
  runs = Array.from({ length: workers }, (_, k) => {
    const from = Math.floor((pairs * k) / workers), to = Math.floor((pairs * (k + 1)) / workers)
    return ['run', '--seed', seed, '--from', String(from), '--pairs', String(to - from), '--emit-every', every]
  })
}
const swift = { checked: 0, frames: 0, seconds: 0 }
let judged = 0, frames = 0, failing
const statuses = await Promise.all(runs.map((args) => converse(args, (line) => {
  if (line.failed !== undefined) {
    // This process shrinks the pair and reports it; the others stop.
    swiftFailed = true
    return
  }
  if (failing || swiftFailed) return STOP
  if (line.checked !== undefined) {
    swift.checked += line.checked
    swift.frames += line.frames
    swift.seconds = Math.max(swift.seconds, line.seconds)
    return
  }
  const failures = judge(line)
  judged++
  frames += line.frames.length
  if (failures.length) {
    failing = { pair: line.pair, failures }
    return STOP
  }
})))
const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (failing) {
  console.log(`FAIL  pair ${failing.pair} of seed ${seed} in jsdom (${shimName}):`)
  for (const failure of failing.failures.slice(0, 10)) console.log(`      ${failure}`)
  if (edits.length) {
    console.log(`      replay: make fuzz SEED=${seed} PAIR=${failing.pair} EDITS=${options.edits}`)
  } else {
    console.log('      shrinking it…')
    await converse(['shrink', '--seed', seed, '--pair', String(failing.pair), '--judge'], verdict)
  }
  process.exit(1)
}
if (statuses.some((status) => status !== 0)) {
  console.log(`FAIL  differential test, seed ${seed}: the Swift side failed (make fuzz SEED=${seed} replays it)`)
  process.exit(1)
}
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
console.log(`Swift: ${count(swift.checked, 'pair')} (${count(swift.frames, 'frame')}) rendered, encoded and compared with ` +
  `fresh renders by ${count(runs.length, 'process', 'processes')} in ${swift.seconds} s`)
console.log(`jsdom: ${judged} of them (${count(frames, 'frame')}) applied by ${shimName} and compared with the test DOM in ${seconds} s`)
