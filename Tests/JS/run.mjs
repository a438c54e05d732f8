// Runs the shim's suites (Tests/JS/shim/*.test.mjs) in Node with jsdom (Debian's node-jsdom;
// NODE_PATH=/usr/share/nodejs), against the shim at the given path: its modules as they are
// (web/shim/main.js, the default), or a joined copy (the Makefile runs the pages' copy too).
//     node Tests/JS/run.mjs [web/vdom.min.js]

import { readdirSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { jsdomWindow } from './jsdom.mjs'
import { runSuites, printResults } from './suites.mjs'

const shimPath = process.argv[2] ?? new URL('../../web/shim/main.js', import.meta.url).pathname
const { createApplier, FrameError } = await import(pathToFileURL(shimPath).href)

const vectorsURL = new URL('../Vectors/', import.meta.url)
const loadVectors = async () => JSON.parse(readFileSync(new URL('index.json', vectorsURL)))
  .map((name) => JSON.parse(readFileSync(new URL(name, vectorsURL))))
const loadChecks = async () => JSON.parse(readFileSync(new URL('../Frames/validation.json', import.meta.url)))
const listSuites = async () => readdirSync(new URL('./shim/', import.meta.url))

const window = jsdomWindow()
const results = await runSuites({ window, createApplier, FrameError, listSuites, loadVectors, loadChecks })
process.exit(printResults(results, `jsdom (${shimPath.split("/").slice(-2).join("/")})`))
