// Compares a live DOM (jsdom or a browser) with a snapshot in the node format the Swift test DOM
// writes (`TestDOM.snapshotJSON()`), node for node: identity, kind, tag and namespace, attributes,
// properties, styles (through the style API, so normalised values compare equal), listeners, children.

export const SERIAL = Symbol('test.serial')

/**
 * Numbers the nodes `window.document` creates, in creation order from 1 (as the test DOM numbers its
 * node objects). Returns `restart()`, which starts the numbering again for the next vector.
 *
 * A subtree the applier copies from a template counts as created node by node, in document order (the
 * order the renderer creates a subtree in). The template itself is a copy of a numbered subtree the
 * page never shows, so copies of numbered nodes are not numbered.
 */
export function instrument(window) {
  const document = window.document
  let next = 1
  for (const name of ['createElement', 'createElementNS', 'createTextNode', 'createComment']) {
    const create = document[name]
    document[name] = function (...args) {
      const node = create.apply(this, args)
      node[SERIAL] = next++
      return node
    }
  }
  const cloneNode = window.Node.prototype.cloneNode
  window.Node.prototype.cloneNode = function (deep) {
    const copy = cloneNode.call(this, deep)
    if (this[SERIAL] === undefined) {
      const walker = document.createTreeWalker(copy)
      for (let node = copy; node; node = walker.nextNode()) node[SERIAL] = next++
    }
    return copy
  }
  return { restart() { next = 1 } }
}

const probes = new WeakMap()

/**
 * The differences between the children of `parent` and the snapshot `expected`, one line each.
 * `listensFor(node)` gives the event names a node forwards (the applier's `listensFor`).
 */
export function compareChildren(parent, expected, listensFor) {
  // Normalises expected style values; it lives in a document of its own, so it takes no node number.
  // One per document: making a document is slow in jsdom, and the differential test compares often.
  let probe = probes.get(parent.ownerDocument)
  if (probe === undefined) {
    probe = parent.ownerDocument.implementation.createHTMLDocument('').createElement('div')
    probes.set(parent.ownerDocument, probe)
  }
  const failures = []
  compareList(parent, expected, '', failures, { probe, listensFor })
  return failures
}

function compareList(parent, expected, path, failures, context) {
  const actual = [...parent.childNodes]
  if (actual.length !== expected.length) {
    failures.push(`${path || 'container'}: ${actual.length} child nodes, expected ${expected.length}`)
  }
  expected.forEach((node, index) => compare(actual[index], node, `${path}/${index}`, failures, context))
}

function compare(node, expected, path, failures, context) {
  const fail = (problem) => failures.push(`${path}: ${problem}`)
  if (node === undefined) return fail(`missing, expected ${JSON.stringify(expected).slice(0, 100)}`)
  if (node[SERIAL] !== expected.id) fail(`node #${node[SERIAL]}, expected node #${expected.id}`)
  if ('text' in expected || 'comment' in expected) {
    const [type, data] = 'text' in expected ? [3, expected.text] : [8, expected.comment]
    if (node.nodeType !== type) return fail(`node type ${node.nodeType}, expected ${type}`)
    if (node.data !== data) fail(`data ${JSON.stringify(node.data)}, expected ${JSON.stringify(data)}`)
    return
  }
  if (node.nodeType !== 1) return fail(`node type ${node.nodeType}, expected an element <${expected.tag}>`)
  if (node.localName !== expected.tag) fail(`tag ${node.localName}, expected ${expected.tag}`)
  if (node.namespaceURI !== expected.ns) fail(`namespace ${node.namespaceURI}, expected ${expected.ns}`)

  const attributes = [...node.attributes]
    .filter((a) => !(a.namespaceURI === null && a.name === 'style'))
    .map((a) => JSON.stringify([a.namespaceURI, a.name, a.value])).sort()
  const expectedAttributes = expected.attrs.map((a) => JSON.stringify(a)).sort()
  if (attributes.join() !== expectedAttributes.join()) fail(`attributes ${attributes.join(' ')}, expected ${expectedAttributes.join(' ')}`)

  for (const [name, value] of Object.entries(expected.props)) {
    let live = node[name]
    if (typeof live === 'number' && !Number.isFinite(live)) live = null
    if (live !== value) fail(`property ${name} is ${JSON.stringify(live)}, expected ${JSON.stringify(value)}`)
  }

  const style = node.style
  if (style === undefined) {
    if (expected.style.length) fail(`has no style object, expected ${expected.style.length} declarations`)
  } else {
    if (style.length !== expected.style.length) fail(`${style.length} style declarations, expected ${expected.style.length}`)
    for (const [name, value, priority] of expected.style) {
      const { probe } = context
      probe.style.setProperty(name, value, priority)
      const want = probe.style.getPropertyValue(name)
      probe.style.removeProperty(name)
      if (style.getPropertyValue(name) !== want) fail(`style ${name} is ${JSON.stringify(style.getPropertyValue(name))}, expected ${JSON.stringify(want)}`)
      if (style.getPropertyPriority(name) !== priority) fail(`style ${name} has priority ${JSON.stringify(style.getPropertyPriority(name))}, expected ${JSON.stringify(priority)}`)
    }
  }

  const listeners = context.listensFor(node)
  if (listeners.join() !== expected.listeners.join()) fail(`listens for [${listeners}], expected [${expected.listeners}]`)

  if ('html' in expected) {
    if (node.innerHTML !== expected.html) fail(`HTML ${JSON.stringify(node.innerHTML)}, expected ${JSON.stringify(expected.html)}`)
  } else {
    compareList(node, expected.children, path, failures, context)
  }
}
