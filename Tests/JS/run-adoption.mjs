// Adoption of a pre-rendered page (web/adopt.js; docs/patch-format.md, "Adoption of a pre-rendered page"),
// in Node with jsdom, against the shim at the given path (its modules, the default, or a joined copy):
//     node Tests/JS/run-adoption.mjs [web/vdom.min.js]
// Each first frame of Tests/Vectors is applied once as usual and its result written as static HTML (texts
// apart by empty comments, `data-vdom-on`, form state as attributes); a second container holding that HTML
// adopts the same frame: no node is made, the HTML is the first's, and the nodes are the app's. Then the
// same pages with one difference each: the exact report, and the difference repaired alone.

import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { jsdomWindow } from './jsdom.mjs'
import { bytes, encodeFrame, expectEqual as expect, printResults } from './suites.mjs'

const shimPath = process.argv[2] ?? new URL('../../web/shim/main.js', import.meta.url).pathname
const { createApplier } = await import(pathToFileURL(shimPath).href)
const { adopt } = await import(new URL('../../web/adopt.js', import.meta.url).href)

const window = jsdomWindow()
globalThis.queueMicrotask ??= window.queueMicrotask
const document = window.document
const vectorsURL = new URL('../Vectors/', import.meta.url)
const vectors = JSON.parse(readFileSync(new URL('index.json', vectorsURL)))
  .map((name) => JSON.parse(readFileSync(new URL(name, vectorsURL))))

// The DOM calls that make a node, while `run` runs: the nodes they made.
function counting(run) {
  const made = []
  const saved = {}
  for (const name of ['createElement', 'createElementNS', 'createTextNode', 'createComment']) {
    saved[name] = document[name]
    document[name] = function (...args) { const node = saved[name].apply(this, args); made.push(node); return node }
  }
  const cloneNode = window.Node.prototype.cloneNode
  window.Node.prototype.cloneNode = function (...args) { const node = cloneNode.apply(this, args); made.push(node); return node }
  try {
    run()
  } finally {
    Object.assign(document, saved)
    window.Node.prototype.cloneNode = cloneNode
  }
  return made
}

// An app as run.js makes one, enough for adopt.js: its applier and its reports.
function app(html) {
  const container = document.createElement('div')
  document.body.append(container)
  const reports = []
  const dispatched = []
  const applier = createApplier(container, (id, name, event) => { dispatched.push([id, event.type]); return 1 },
    (kind, message) => reports.push([kind, message]))
  if (html !== undefined) {
    container.innerHTML = html
    container.setAttribute('data-vdom-prerendered', '')
  }
  return { container, applier, reports, dispatched, raise: (kind, message) => reports.push([kind, message]) }
}

// What static HTML holds for the container's children: the separators, the listened events and the state
// of form controls as attributes.
function staticHTML(source) {
  const copy = source.container.cloneNode(true)
  const originals = [...source.container.querySelectorAll('*')]
  const copies = [...copy.querySelectorAll('*')]
  originals.forEach((element, k) => {
    const twin = copies[k]
    const events = source.applier.listensFor(element)
    if (events.length) twin.setAttribute('data-vdom-on', events.join(' '))
    if (element.localName === 'input') {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked) twin.setAttribute('checked', '')
      } else if (element.value && element.type !== 'password') twin.setAttribute('value', element.value)
    }
    if (element.localName === 'option' && element.selected) twin.setAttribute('selected', '')
    if (element.localName === 'textarea') twin.textContent = element.value
  })
  const walker = document.createTreeWalker(copy, 4)
  const texts = []
  while (walker.nextNode()) texts.push(walker.currentNode)
  for (const text of texts) if (text.nextSibling?.nodeType === 3) text.after(document.createComment(''))
  return copy.innerHTML
}

// The container's HTML with each element's attributes in the order of their names: an attribute adoption
// wrote again may come after the others.
function canonical(container) {
  const copy = container.cloneNode(true)
  for (const element of copy.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.namespaceURI, a.name, a.value]).sort((a, b) => a[1] < b[1] ? -1 : 1)
    for (const [space, name] of attributes) element.removeAttributeNS(space, name.replace(/.*:/, ''))
    for (const [space, name, value] of attributes) element.setAttributeNS(space, name, value)
  }
  return copy.innerHTML
}

function adopted(html, frame) {
  const page = app(html)
  adopt(page, page.container)
  let told
  page.container.addEventListener('vdom-hydrated', (event) => { told = event.detail })
  // The nodes made that are in the page: a template's kept copy is not.
  const made = counting(() => page.applier.apply(frame)).filter((node) => page.container.contains(node)).length
  if (told?.made !== made || told?.repaired !== page.reports.length) {
    throw new Error(`vdom-hydrated told ${JSON.stringify(told)}: ${made} made, ${page.reports.length} repaired`)
  }
  return { ...page, made }
}

const results = []
const test = async (name, run) => {
  const failures = []
  try {
    await run(failures)
  } catch (error) {
    failures.push(error.stack)
  }
  results.push({ name, failures })
}

// Whether a first frame is in the order the renderer makes: each element inserted once its children are.
function inRendererOrder(patches) {
  const inserted = new Set()
  for (const line of patches) {
    const [, child, parent] = line.match(/^insert #(\d+) into #(\d+)/) ?? []
    if (!child) continue
    if (inserted.has(parent)) return false
    inserted.add(child)
  }
  return true
}

for (const vector of vectors.filter((vector) => inRendererOrder(vector.frames[0].patches))) {
  await test(`adoption: ${vector.name} is adopted without a node made`, (failures) => {
    const frame = bytes(vector.frames[0].bytes)
    const built = app()
    built.applier.apply(frame)
    const page = adopted(staticHTML(built), frame)
    // An empty text is nothing in HTML, and an element of a namespace of its own is HTML's once parsed:
    // those are made again, the second reported.
    const empty = vector.frames[0].patches.filter((line) => /^createText #\d+ ""$/.test(line)).length
    const foreign = vector.frames[0].patches.filter((line) => / in urn:/.test(line)).map((line) => line.match(/<([^>]+)> in (\S+)/))
    expect(failures, page.made, empty + foreign.length, 'nodes made')
    expect(failures, page.reports.map(([, message]) => message.replace(/.*: /, '')),
      foreign.map(([, tag, space]) => `expected <${tag}> in ${space}, found <${tag}>`), 'reports')
    expect(failures, canonical(page.container), canonical(built.container), 'HTML')
    expect(failures, page.container.hasAttribute('data-vdom-prerendered'), false, 'still marked')
    const ids = vector.frames[0].patches.map((line) => line.match(/^create\w+ #(\d+)/)?.[1]).filter(Boolean).map(Number)
    for (const id of ids) {
      const mine = page.applier.node(id)
      if (!page.container.contains(mine) && built.container.contains(built.applier.node(id))) failures.push(`#${id} is not the page's node`)
    }
    built.container.remove()
    page.container.remove()
  })
}

// The vectors Swift's test DOM writes (Tests/Adoption/vectors.json): the same HTML after, the same nodes
// made, the same reports.
const adoption = JSON.parse(readFileSync(new URL('../Adoption/vectors.json', import.meta.url)))
for (const vector of adoption.vectors) {
  await test(`adoption: vector ${vector.name}`, (failures) => {
    const page = adopted(vector.html, bytes(vector.bytes))
    expect(failures, page.container.innerHTML, vector.after, 'HTML')
    expect(failures, page.made, vector.created, 'nodes made')
    expect(failures, page.reports.map(([kind, message]) => [kind & 255, message]), vector.reports.map((message) => [6, message]), 'reports')
    page.container.remove()
  })
}

await test('adoption: a template defined from taken nodes keeps none of the page\'s own attributes or extra nodes', (failures) => {
  const vector = vectors.find((vector) => vector.name === '16-templates')
  const built = app()
  for (const frame of vector.frames.slice(0, 2)) built.applier.apply(bytes(frame.bytes))
  const first = app()
  first.applier.apply(bytes(vector.frames[0].bytes))
  // The first row, the template's first use, with a node the view does not have at its end.
  const html = staticHTML(first).replace('<!--row--></tr>', '<!--row--><td>extra</td></tr>')
  const page = adopted(html, bytes(vector.frames[0].bytes))
  page.applier.apply(bytes(vector.frames[1].bytes))
  expect(failures, canonical(page.container), canonical(built.container), 'HTML once copies are made after the adoption')
  for (const container of [built.container, first.container, page.container]) container.remove()
})

// A report's kind word: a hydration mismatch (6), with the id of the element it is in above the low byte.
const mismatch = (id) => 6 + 256 * id

// A page with one difference from vector 01's first frame, and what adoption must report and make.
const tree = vectors.find((vector) => vector.name === '01-create-tree')
const treeFrame = bytes(tree.frames[0].bytes)
const treeBuilt = app()
treeBuilt.applier.apply(treeFrame)
const treeHTML = staticHTML(treeBuilt)
const differences = [
  ['a changed text', (html) => html.replace('Title', 'Titel'), 0,
    [mismatch(2), 'hydration repaired section > h2:nth-child(1): expected text "Title", found "Titel"']],
  // Items of one tag are told apart by place: the first takes the page's one, the second is made.
  ['a missing node', (html) => html.replace('<li>one</li>', ''), 2,
    [mismatch(6), 'hydration repaired section > ul:nth-child(2) > li:nth-child(1): expected text "one", found "two"'],
    [mismatch(8), 'hydration repaired section > ul:nth-child(2) > li:nth-child(2): expected <li>, found nothing']],
  ['an extra node', (html) => html.replace('</ul>', '<li>three</li></ul>'), 0,
    [mismatch(5), 'hydration repaired section > ul:nth-child(2) > li:nth-child(3): expected nothing, found <li>']],
  ['another tag', (html) => html.replace('<h2>Title</h2>', '<h3>Title</h3>'), 2,
    [mismatch(2), 'hydration repaired section > h2:nth-child(1): expected <h2>, found <h3>']],
  ['a changed attribute', (html) => html.replace(/class="[^"]*"/, 'class="other"'), 0,
    [mismatch(1), 'hydration repaired section: expected class="card wide", found class="other"']],
  ['a missing attribute', (html) => html.replace(' id="main"', ''), 0,
    [mismatch(1), 'hydration repaired section: expected id="main", found no id']],
  // The page's own whitespace around the mount point's content (a mount point that is the body holds what
  // follows `</body>`) is left alone.
  ['whitespace around the content', (html) => '\n  ' + html + '\n\n', 0],
  // A translator's split text: the first part takes the text, what follows it is extra.
  ['a text split around an element', (html) => html.replace('<h2>Title</h2>', '<h2>Ti<b>!</b>tle</h2>'), 0,
    [mismatch(2), 'hydration repaired section > h2:nth-child(1): expected text "Title", found "Ti"'],
    [mismatch(2), 'hydration repaired section > h2:nth-child(1) > b: expected nothing, found <b>'],
    [mismatch(2), 'hydration repaired section > h2:nth-child(1): expected nothing, found text "tle"']],
]
for (const [what, edit, ...expected] of differences) {
  await test(`adoption: ${what} in vector 01 is repaired alone and reported`, (failures) => {
    const html = edit(treeHTML)
    if (html === treeHTML) return failures.push('the edit changed nothing: ' + treeHTML)
    const page = adopted(html, treeFrame)
    expect(failures, canonical(page.container).trim(), canonical(treeBuilt.container), 'HTML')
    expect(failures, [page.made, ...page.reports], expected, 'nodes made, reports')
    page.container.remove()
  })
}

// A form for a list (a field and a button the app listens to) and a plain link, in the renderer's order.
const formFrame = encodeFrame({
  names: ['form', 'submit', 'input', 'type', 'value', 'button', 'click', 'a', 'href'],
  strings: ['text', '', 'Add', '#x', 'Go'],
  ops: [
    [1, 1, 1, 0], [19, 1, 2], [1, 2, 3, 0], [10, 2, 4, 9, 0], [19, 2, 3], [4, 2, 1, 0], [13, 2, 5, 10],
    [1, 3, 6, 0], [19, 3, 7], [2, 4, 11], [4, 4, 3, 0], [4, 3, 1, 0], [4, 1, 0, 0],
    [1, 5, 8, 0], [10, 5, 9, 12, 0], [2, 6, 13], [4, 6, 5, 0], [4, 5, 0, 0],
  ],
  capacity: 8,
})
const formHTML = '<form data-vdom-on="submit"><input type="text" data-vdom-on="input"><button data-vdom-on="click">Add</button></form><a href="#x">Go</a>'

// record.js as the page's head runs it, in this window (once a page: it stops when none is waiting).
const record = new Function('self', 'addEventListener', 'removeEventListener', 'MutationObserver', 'document',
  readFileSync(new URL('../../web/record.js', import.meta.url), 'utf8'))

// A page with `html` where a person acts (`before`) until the module starts and adopts `formFrame`; what
// the app then hears, with each target's value then.
async function replayed(html, before) {
  const page = app(html)
  record(window, window.addEventListener.bind(window), window.removeEventListener.bind(window), window.MutationObserver, document)
  const heard = []
  page.applier = createApplier(page.container, (id, name, event) => {
    heard.push([id, event.type, event.target.value ?? null])
    return 1
  }, page.raise)
  const done = before(page.container) ?? {}
  adopt(page, page.container)
  page.applier.apply(formFrame)
  await null
  page.container.remove()
  return { heard, reports: page.reports, ...done }
}

await test('replay: typing, a click and a submit made before the module reach the app after it, edits first', async (failures) => {
  const { heard, reports, prevented } = await replayed(formHTML, (container) => {
    const field = container.querySelector('input')
    field.focus()
    field.value = 'milk'
    field.dispatchEvent(new window.Event('input', { bubbles: true }))
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    container.querySelector('button').dispatchEvent(click)
    const submit = new window.Event('submit', { bubbles: true, cancelable: true })
    container.querySelector('form').dispatchEvent(submit)
    const link = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    container.querySelector('a').dispatchEvent(link)
    return { prevented: [click.defaultPrevented, submit.defaultPrevented, link.defaultPrevented] }
  })
  expect(failures, prevented, [true, true, false], 'prevented: the click and the submit the app takes, not the link')
  expect(failures, heard, [[2, 'input', 'milk'], [3, 'click', ''], [1, 'submit', null]], 'heard')
  expect(failures, reports, [], 'reports')
})

await test('replay: a click on an element adoption replaced is reported, not dispatched', async (failures) => {
  const html = formHTML.replace('<button data-vdom-on="click">Add</button>', '<span data-vdom-on="click">Add</span>')
  const { heard, reports } = await replayed(html, (container) => {
    container.querySelector('span').dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }))
  })
  expect(failures, heard, [], 'heard')
  expect(failures, reports, [
    [mismatch(3), 'hydration repaired form:nth-child(1) > button:nth-child(2): expected <button>, found <span>'],
    [4, 'a click on <span> made before the app started was not replayed: hydration replaced the element'],
  ], 'reports')
})

await test('adoption: a node something else added once the page was parsed is passed over and left', async (failures) => {
  const page = app(formHTML)
  record(window, window.addEventListener.bind(window), window.removeEventListener.bind(window), window.MutationObserver, document)
  const added = document.createElement('grammar-checker')
  page.container.querySelector('form').prepend(added)
  adopt(page, page.container)
  const made = counting(() => page.applier.apply(formFrame)).filter((node) => page.container.contains(node)).length
  await null
  expect(failures, [made, page.reports], [0, []], 'nodes made, reports')
  expect(failures, page.container.querySelector('form').firstChild, added, 'the extension\'s node, where it was')
  expect(failures, page.applier.node(2), page.container.querySelector('input'), 'the field taken')
  page.container.remove()
})

await test('replay: a field the browser filled in without an event is heard as one input', async (failures) => {
  const { heard } = await replayed(formHTML, (container) => { container.querySelector('input').value = 'restored' })
  expect(failures, heard, [[2, 'input', 'restored']], 'heard')
})

process.exit(printResults(results, `adoption (${shimPath.split('/').slice(-2).join('/')})`))
