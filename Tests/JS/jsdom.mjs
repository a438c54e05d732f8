// jsdom (Debian's node-jsdom; NODE_PATH=/usr/share/nodejs) for the shim's tests in Node, made to follow the
// HTML standard where jsdom 20 departs from it in ways the tests meet.

import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** A window of a fresh jsdom document; exits with what to install when jsdom is missing. */
export function jsdomWindow() {
  let JSDOM
  try {
    ({ JSDOM } = require('jsdom'))
  } catch {
    console.error('jsdom is missing: install the Debian package node-jsdom and set NODE_PATH=/usr/share/nodejs')
    process.exit(2)
  }
  return new JSDOM('<!doctype html><html><body></body></html>').window
}

/**
 * Makes jsdom's selects do what browsers, the HTML standard and the test DOM do, so a random test finds
 * the shim's faults and not jsdom's:
 * - an option added to a single select runs the standard's selectedness algorithm: jsdom 20 selects the
 *   new option whenever the option it last selected by itself is no longer selected, even when
 *   `selectedIndex` or `value` selected another since, leaving two selected;
 * - setting a select's `value` selects the first option of that value, not all of them.
 */
export function followStandardSelects() {
  const select = require('jsdom/lib/jsdom/living/nodes/HTMLSelectElement-impl.js').implementation.prototype
  select._selectednessSettingAlgorithmWithKnownNewAddition = function () { this._askedForAReset() }
  Object.defineProperty(select, 'value', {
    ...Object.getOwnPropertyDescriptor(select, 'value'),
    set(value) {
      let found = false
      for (const option of this.options) {
        option._selectedness = !found && option.value === value
        if (option._selectedness) found = option._dirtyness = true
        option._modified()
      }
    },
  })
}
