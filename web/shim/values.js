// What the operations that write values need beyond a DOM call: URL-valued attributes and properties never
// get a URL that runs script, a property removed goes back to its type's default, a number comes in two
// words, and raw HTML goes through the page's Trusted Types policy.

import { RENDERED, setProperty } from './controlled.js'

// URLs that run script (docs/patch-format.md): a URL-valued attribute or property (named in either case)
// whose value starts with one, or has one after a `;`, gets the inert URL instead, and a report. Spaces and
// C0 controls do not count anywhere in the scheme; letters count in either case.
export const URL_NAMES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'cite',
  'background', 'ping', 'to', 'from', 'by', 'values'])
const SCRIPT_URL = RegExp(`(^|;)(${['javascript:', 'vbscript:', 'data:text/html']
  .map((scheme) => [...scheme].map((letter) => '[\\0- ]*' + letter).join('')).join('|')})`, 'i')
const INERT_URL = 'about:blank#blocked'

// The value the URL-valued name `name` (a name id) of `node` gets: `value`, or the inert URL, reported.
export function safe(state, node, name, value) {
  if (!state.urlNames[name] || !SCRIPT_URL.test(value)) return value
  state.report(2, `${state.nameOf[name]} of <${node.localName}> refused: a URL that runs script, written as ${INERT_URL}`)
  return INERT_URL
}

// A property back to the default of its type, and no longer rendered.
export function resetProperty(node, name) {
  const type = typeof node[name]
  setProperty(node, name, type === 'boolean' ? false : type === 'number' ? 0 : '')
  if (node[RENDERED] !== undefined) delete node[RENDERED][name]
}

const float64View = new DataView(new ArrayBuffer(8))
export function float64(low, high) {
  float64View.setUint32(0, low, true)
  float64View.setUint32(4, high, true)
  return float64View.getFloat64(0, true)
}

// Raw HTML (the app's own `.html(…)`, the one operation that parses markup) goes through one Trusted Types
// policy, named `vdom` and made on first use, so a page whose CSP requires Trusted Types lists that name and
// no other code of the page can write HTML. Without Trusted Types the string is written as it is.
let htmlPolicy
export const trustedHTML = (html) =>
  (htmlPolicy ??= globalThis.trustedTypes?.createPolicy('vdom', { createHTML: (raw) => raw }))?.createHTML(html) ?? html
