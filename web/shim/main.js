// The page side of the toolkit: runs a Swift app compiled to WebAssembly, applies the frames of DOM
// operations it sends (docs/patch-format.md is the contract) and sends DOM events back. No dependencies.
// A page loads the modules of this folder joined into one file, `vdom.min.js` (scripts/build-page.py):
//
//   <div id="app" data-wasm="CounterWeb.wasm"></div>
//   <script type="module" src="vdom.min.js"></script>
//
// Every element with `data-wasm` runs the app at that URL inside itself. `start` does the same by hand;
// `createApplier` is the frame applier alone, for tests.

const MAGIC = 0x31464456 // "VDF1"
const HEADER_WORDS = 8

// Operands per opcode, for the validation pass: one letter for each operand's kind, as the format document
// has them (docs/patch-format.md, part 2: c a node this operation creates, N a name, s a string…).
const OPERANDS = [
  '', 'cNM', 'cs', 'cs', 'nEp', 'nEp', 'n', 'nn', 'E', 'xs', 'eNsM', 'eNM', 'es', 'eNs', 'eNf', 'eNww', 'eN',
  'eNsf', 'eN', 'eN', 'eN', 'es', 'eN', 'rk', 'Tez', 't',
]
// The same as small integers in one flat table, so the check of an operation is integer work only: the
// kinds of opcode o's operands are KINDS[START[o]] up to KINDS[START[o + 1]].
const KIND_LETTERS = 'cneExpNMsfwrkTzt'
const START = new Uint8Array(OPERANDS.length + 1)
const KINDS = new Uint8Array(OPERANDS.join('').length)
OPERANDS.forEach((letters, opcode) => {
  START[opcode + 1] = START[opcode] + letters.length
  for (let k = 0; k < letters.length; k++) KINDS[START[opcode] + k] = KIND_LETTERS.indexOf(letters[k])
})
// Node kinds in the shadow of the tree (see `createApplier`); an opcode that creates a node is its kind.
const ELEMENT = 1, DEEP = 4, RAW = 8
const OPCODE_NAMES = [
  '', 'createElement', 'createText', 'createComment', 'insert', 'move', 'remove', 'replace', 'clear',
  'setText', 'setAttribute', 'removeAttribute', 'setClass', 'setProperty', 'setProperty', 'setProperty',
  'removeProperty', 'setStyle', 'removeStyle', 'addListener', 'removeListener', 'setInnerHTML', 'callMethod',
  'release', 'defineTemplate', 'copyTemplate',
]

// Properties a user can change; the page puts them back when a handler leaves them as they were rendered.
const CONTROLLED = new Set(['value', 'checked', 'selected', 'indeterminate', 'selectedIndex'])
// URLs that run script (docs/patch-format.md): a URL-valued attribute or property (named in either case)
// whose value starts with one, or has one after a `;`, gets the inert URL instead, and a report. Spaces and
// C0 controls do not count anywhere in the scheme; letters count in either case.
const URL_NAMES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'cite', 'background',
  'ping', 'to', 'from', 'by', 'values'])
const SCRIPT_URL = RegExp(`(^|;)(${['javascript:', 'vbscript:', 'data:text/html']
  .map((scheme) => [...scheme].map((letter) => '[\\0- ]*' + letter).join('')).join('|')})`, 'i')
const INERT_URL = 'about:blank#blocked'
const NODE_ID = Symbol('vdom.id')
// Elements an insert may fill out of the document (`canTakeOut`), and the frame words after that insert
// that make it worth it (about twenty rows).
const LIST_ELEMENTS = new Set(['tbody', 'thead', 'tfoot', 'table', 'ul', 'ol', 'dl', 'div', 'section'])
const FILL_WORDS = 256
const RENDERED = Symbol('vdom.rendered')
const WATCHED = { childList: true, subtree: true }

/** A frame the applier refused; `offset` is the byte offset of the problem. The DOM is untouched. */
class FrameError extends Error {
  constructor(offset, problem) {
    super(`malformed frame at byte ${offset}: ${problem}`)
    this.name = 'FrameError'
    this.offset = offset
  }
}

/**
 * Applies frames to the children of `container` and forwards events of the nodes it created.
 * `dispatch(id, eventNameID, event)` runs the handler and answers flags: 2 preventDefault, 4 stopPropagation,
 * 8 keep the target's value. `report(kind, message)` hears what went wrong without stopping the app (the
 * kinds of `Report.Kind`: 2 a refused value, 3 a foreign edit, 5 a failed call).
 */
function createApplier(container, dispatch = () => 0, report = (kind, message) => console.error(message)) {
  // The opcodes (docs/patch-format.md, part 2), and the kinds of operands as KIND_LETTERS numbers them.
  // Sources/VDOM/Patch/Opcode.swift is the format's one table: a Swift test holds these names, OPERANDS and
  // OPCODE_NAMES to it. They are declared here, and `validate` and `takeTexts` are function expressions, so
  // that the minifier writes the numbers in their place: it keeps any constant a function declaration
  // reads, as the function might run before the constant is set.
  const CREATE_ELEMENT = 1, CREATE_TEXT = 2, CREATE_COMMENT = 3, INSERT = 4, MOVE = 5, REMOVE = 6, REPLACE = 7,
    CLEAR = 8, SET_TEXT = 9, SET_ATTRIBUTE = 10, REMOVE_ATTRIBUTE = 11, SET_CLASS = 12, SET_STRING_PROPERTY = 13,
    SET_BOOL_PROPERTY = 14, SET_NUMBER_PROPERTY = 15, REMOVE_PROPERTY = 16, SET_STYLE = 17, REMOVE_STYLE = 18,
    ADD_LISTENER = 19, REMOVE_LISTENER = 20, SET_INNER_HTML = 21, CALL_METHOD = 22, RELEASE = 23,
    DEFINE_TEMPLATE = 24, COPY_TEMPLATE = 25
  const CREATED = 0, NODE = 1, ELEMENT_NODE = 2, PARENT = 3, CHARACTERS = 4, BEFORE = 5, NAME = 6, NAME_OR_0 = 7,
    STRING = 8, FLAG = 9, WORD = 10, FIRST = 11, COUNT = 12, NEW_TEMPLATE = 13, SIZE = 14, TEMPLATE = 15
  const doc = container.ownerDocument
  // A string may start with U+FEFF like any other character.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  const nodes = [container]
  const names = ['']
  const nameIDs = new Map() // name → id
  const urlNames = [false] // by name id: whether the name holds a URL (URL_NAMES)
  const eventIDs = new Map() // event name → name id, for the event types the container listens for
  // On a node, the name ids of the events it forwards, in the order added; one key per applier, so an app
  // mounted inside another app's node does not see the other's records. A list is never changed in place:
  // the nodes that forward one event alone share one list per event (a row's links, a thousand times).
  const LISTENS = Symbol('vdom.listens')
  const single = [] // by name id
  // By id: the frame stamp of the nodes created by the frame being validated, minus it for those it released.
  let seen = new Int32Array(64)
  // By id: for a numbered node of a copy not yet reached (see `copy`), the id of the copy's root; else 0.
  let pending = new Int32Array(64)
  // On the root of a copy whose other nodes are not reached yet: its operands (the template's number, then
  // its ids in document order); null once they are reached.
  const COPY = Symbol('vdom.copy')
  let stamp = 0
  let highest = 0 // the highest id the frame being validated creates
  // The shadow of the tree the frames built, which the check of a frame reads instead of the DOM (something
  // else may have edited that): eight words an id. 0: the kind, 0 (no node), 1 an element, 2 a text node or
  // 3 a comment, plus DEEP when the node's parent has no id (a node of a copy), the parent then being its
  // nearest ancestor that has one, and RAW for an element whose children are raw HTML. 1: the parent's id, or -1. 2: the parent's epoch when the link was made;
  // the link holds while they are equal. 3: the node's epoch, which moves on when its children are cleared
  // or a new node takes its id. 4: the links that hold to the node, so a release can tell it leaves none
  // behind. 5: the stamp of the frame that last saved it in `undo`. 6, 7: for the nodes the frame being
  // checked created node by node, the children appended to them, as the last child and each child's
  // previous sibling, while appends are all that changed them (else 6 is -1): what a template defined
  // from them is made of. For the others, 7 is `joined` when the node is known to be in the document.
  let shadow = new Int32Array(8 * 64)
  shadow[0] = ELEMENT
  shadow[1] = -1
  // What the frame being validated changed: the nodes that were there before it as they were (six words each),
  // and the runs of ids it releases (op word, first, end).
  let undo = [], runs = []
  // Moves on (down) whenever a node may have left the document, so what `inside` found out stays true.
  let joined = 0
  // The templates' shapes, by number: each node's kind and its parent's position, in document order.
  const shapes = [null]
  let newShapes = []
  let methods = [] // calls deferred to the end of the frame, when the nodes are in the document
  // The templates, by number (from 1): a copy of the subtree that defined it, its node count, and the
  // event lists of its nodes as pairs (position in document order, list).
  const templates = [null]
  // The element being filled out of the document (`canTakeOut`), and where it goes back. Not a closure
  // made per frame: optimised code that called one would be thrown away when the next frame made another.
  // (No frame is applied inside another while one is filled: only creations, inserts and writes to new
  // nodes, none of which fires an event, keep it out.)
  let filling = null, fillingParent = null, fillingNext = null
  let applying = false // inside the operations of a frame (not its method calls)
  const caused = [] // events the DOM fired meanwhile, each with its name id and path
  // Edits of the container's tree by something other than this applier (a translator, an extension, the
  // page's own script): seen by a mutation observer that is off while a frame is applied. Nodes others
  // add are theirs: tolerated, and what happens inside them is their business.
  const foreign = new WeakSet()
  const Observer = doc.defaultView?.MutationObserver
  const observer = Observer && new Observer(noticeEdits)
  observer?.observe(container, WATCHED)

  // The container's one listener per event type, in the capture phase, which non-bubbling events have too.
  // The path is taken before any handler runs, as the browser takes it: a handler's frame may move or
  // remove its nodes. A node on it is skipped if, by its turn, it has left the node table or stopped
  // listening.
  function listener(event) {
    const name = eventIDs.get(event.type), target = event.target
    // A dialog shown again (another value presented) was closed and reopened by the frame: the `close`
    // the browser fires a task later is not the user's, and the app must not dismiss the new value.
    if (event.type === 'close' && target.open) return
    reachCopiesAround(target)
    const path = []
    for (let node = target; node !== container; node = node.parentNode) {
      if (node === null) return // not inside the container
      if ((node === target || event.bubbles) && node[LISTENS]?.includes(name)) path.push(node)
    }
    if (path.length === 0) return
    // One the DOM fires while a frame is applied (a blur as the focused node leaves) would run the app in
    // the middle of its own call: it waits for the frame's operations to be done.
    if (applying) return void caused.push([event, name, path])
    walk(event, name, path)
  }

  function walk(event, name, path) {
    let keep = false
    for (const node of path) {
      const id = node[NODE_ID]
      if (nodes[id] !== node || !node[LISTENS].includes(name)) continue
      const flags = dispatch(id, name, event)
      keep ||= flags & 8
      if (flags & 2) event.preventDefault()
      if (flags & 4) {
        event.stopPropagation()
        break
      }
    }
    const target = event.target, rendered = target[RENDERED]
    // A value a handler kept (a binding's text still being typed) is the rendered one from now on.
    if (keep && rendered && 'value' in rendered) rendered.value = target.value
    restoreControlled(target)
  }

  function listen(id, name) {
    const node = live(id), events = node[LISTENS]
    node[NODE_ID] = id
    if (events === undefined) node[LISTENS] = single[name] ??= [name]
    else if (!events.includes(name)) node[LISTENS] = [...events, name]
    const type = names[name]
    if (!eventIDs.has(type)) {
      eventIDs.set(type, name)
      container.addEventListener(type, listener, true)
    }
  }

  function unlisten(id, name) {
    const node = live(id), events = node[LISTENS]
    if (events !== undefined && events.includes(name)) node[LISTENS] = events.filter((other) => other !== name)
  }

  // Reports the app's nodes that something else removed or moved (once for the records of one edit); the
  // frames go on, and an operation that then finds a node out of place puts it where the frame means.
  function noticeEdits(records) {
    let count = 0, where
    for (const { target, addedNodes, removedNodes } of records) {
      let theirs = false
      for (let node = target; node && node !== container; node = node.parentNode) theirs ||= foreign.has(node)
      if (theirs) continue
      for (const node of removedNodes) if (!foreign.has(node)) where = target, count++
      for (const node of addedNodes) foreign.add(node)
    }
    if (count) report(3, `something other than the app removed or moved ${count} of its nodes in <${where.localName}>`)
  }

  // Puts back what a user changed and the handler did not accept: the rendered value wins.
  function restoreControlled(target) {
    restore(target)
    if (target.type === 'radio' && target.name) {
      for (const radio of doc.getElementsByName(target.name)) if (radio !== target) restore(radio)
    } else if (target.options) {
      for (const option of target.options) restore(option)
    }
  }

  function restore(node) {
    const rendered = node[RENDERED]
    if (rendered === undefined) return
    for (const name in rendered) if (node[name] !== rendered[name]) write(node, name, rendered[name])
  }

  // A new `value` of the focused field keeps the caret as far from the end as it was, where the field has a
  // caret to read (text, search, url, tel and password inputs, textareas; the others' `selectionEnd` is
  // null): a model that reformats what is typed leaves the caret after the same characters.
  function write(node, name, value) {
    const fromEnd = name === 'value' && node.selectionEnd != null && node.getRootNode().activeElement === node
      ? node.value.length - node.selectionEnd : -1
    node[name] = value
    if (fromEnd < 0) return
    const at = Math.max(0, node.value.length - fromEnd)
    node.setSelectionRange(at, at)
  }

  // Whether node `id`'s link to a parent holds, and whether it is a child of `parent` (not a deeper node
  // under children without ids).
  const linked = (id) => shadow[8 * id + 1] >= 0 && shadow[8 * id + 2] === shadow[8 * shadow[8 * id + 1] + 3]
  const childOf = (id, parent) => shadow[8 * id + 1] === parent && !(shadow[8 * id] & DEEP) && linked(id)

  // Whether node `b` is node `a` (which has no parent) or inside it. A walk up from `b` that reaches the
  // document shows it is not, and marks the nodes it passed as in the document, so the next walk from
  // them (the next row of a table) takes one step.
  function inside(a, b) {
    if (shadow[8 * a + 4] === 0) return a === b // nothing with an id inside `a`
    let n = b
    for (; n !== a; n = shadow[8 * n + 1]) {
      if (n === 0 || seen[n] !== stamp && shadow[8 * n + 7] === joined) break
      if (!linked(n)) return false
    }
    if (n === a) return true
    for (let m = b; m !== n; m = shadow[8 * m + 1]) if (seen[m] !== stamp) shadow[8 * m + 7] = joined
    return false
  }

  // Keeps how a node that was there before the frame was, the first time the frame changes it.
  function touch(id) {
    const v = 8 * id
    if (seen[id] !== stamp && shadow[v + 5] !== stamp) {
      shadow[v + 5] = stamp
      undo.push(id, shadow[v], shadow[v + 1], shadow[v + 2], shadow[v + 3], shadow[v + 4])
    }
  }

  function attach(id, parent, deep) {
    touch(id)
    touch(parent)
    const v = 8 * id
    shadow[v] = (shadow[v] & ~DEEP) | deep
    shadow[v + 1] = parent
    shadow[v + 2] = shadow[8 * parent + 3]
    shadow[8 * parent + 4]++
  }

  function detach(id) {
    const parent = shadow[8 * id + 1]
    joined--
    touch(id)
    touch(parent)
    shadow[8 * parent + 4]--
    shadow[8 * id + 1] = -1
    changed(parent)
  }

  // Every child of `id` is detached at once (a clear, new inner HTML).
  function empty(id) {
    joined--
    touch(id)
    shadow[8 * id] &= ~RAW
    shadow[8 * id + 3]++
    shadow[8 * id + 4] = 0
    changed(id)
  }

  // Children of a node the frame built changed by more than appends: no template can be defined from it.
  function changed(id) {
    if (seen[id] === stamp) shadow[8 * id + 6] = -1
  }

  // Puts the shadow back as it was before the frame being checked.
  function rollback() {
    for (let k = undo.length - 6; k >= 0; k -= 6) shadow.set(undo.slice(k + 1, k + 6), 8 * undo[k])
    for (let id = 1; id < seen.length; id++) if (seen[id] === stamp) shadow[8 * id] = 0
    undo = []
    runs = []
  }

  function forEachReleased(visit) {
    for (let r = 0; r < runs.length; r += 3) for (let id = runs[r + 1]; id < runs[r + 2]; id++) visit(id, runs[r])
  }

  const validate = function (words, frame) {
    const byteLength = frame.byteLength
    const fail = (offset, problem) => { throw new FrameError(offset, problem) }
    stamp = (stamp + 1) | 0
    joined--
    highest = 0
    undo = []
    runs = []
    newShapes = []
    if (byteLength < HEADER_WORDS * 4) fail(0, `the header takes ${HEADER_WORDS * 4} bytes, the frame has ${byteLength}`)
    if (words[0] !== MAGIC) fail(0, `the first word is ${words[0]}, not "VDF1"`)
    const [, total, opWords, firstName, nameCount, stringCount, textBytes, capacity] = words
    if (total > byteLength) fail(4, `the frame says ${total} bytes, ${byteLength} arrived`)
    const textStart = 4 * (HEADER_WORDS + opWords + nameCount + stringCount)
    if (textStart + textBytes !== total) fail(4, `the sections add up to ${textStart + textBytes} bytes, the header says ${total}`)
    if (firstName !== names.length) fail(12, `new names start at id ${firstName}, the page has ${names.length - 1} names`)
    if (capacity > 1 << 24) fail(28, `node capacity ${capacity} is beyond the limit of ${1 << 24}`)
    const mark = stamp, nameEnd = firstName + nameCount
    const end = HEADER_WORDS + opWords
    // Every id is below the capacity, so the tables are sized before the loop, as the capacity grows.
    if (capacity > seen.length) {
      const length = Math.max(capacity, 2 * seen.length)
      seen = grow(seen, length)
      pending = grow(pending, length)
      shadow = grow(shadow, 8 * length)
    }
    const marks = seen, S = shadow
    // The strings are decoded first, so the checks know the names this frame defines; a problem with them is
    // reported after those of the operations.
    const strings = readStrings(frame, words, end + nameCount, stringCount, textStart)
    const exists = (id) => S[8 * id] !== 0 && marks[id] !== -mark
    // The message names the operation that starts at word `at`; its name is looked up only here.
    const refuse = (word, at, problem) => fail(word * 4, `${OPCODE_NAMES[words[at]]} ${problem}`)
    const create = (value, word, at, kind) => {
      const v = 8 * value
      if (value === 0 || value >= capacity) refuse(word, at, `creates node #${value}, outside 1..${capacity - 1}`)
      if (marks[value] === -mark || marks[value] === mark && S[v] === 0) refuse(word, at, `creates node #${value}, which this frame released`)
      if (S[v] !== 0) refuse(word, at, `creates node #${value}, which exists`)
      marks[value] = mark
      S[v] = kind
      S[v + 1] = -1
      S[v + 3]++ // links to an earlier node with this id no longer hold
      S[v + 4] = S[v + 6] = 0
      if (value > highest) highest = value
    }
    for (let i = HEADER_WORDS; i < end;) {
      const at = i, opcode = words[i++]
      if (opcode === 0 || opcode >= OPERANDS.length) fail(at * 4, `unknown opcode ${opcode}`)
      let shape // a copy's operands are its template and then one created node (or 0) per template node
      for (let k = START[opcode], last = START[opcode + 1]; k < last; k++, i++) {
        if (i >= end) refuse(at, at, 'is cut off')
        const value = words[i], kind = KINDS[k]
        switch (kind) {
          case CREATED:
            create(value, i, at, opcode)
            break
          case BEFORE:
            if (value === 0) break
            // falls through
          case NODE:
          case ELEMENT_NODE:
          case PARENT:
          case CHARACTERS: {
            if (value >= capacity) refuse(i, at, `names node #${value}, outside 0..${capacity - 1}`)
            if (!exists(value)) refuse(i, at, `names node #${value}, which does not exist`)
            if (value === 0 && kind !== PARENT) refuse(i, at, 'cannot change the container #0')
            const element = (S[8 * value] & 3) === ELEMENT
            if (kind === CHARACTERS ? element : (kind === ELEMENT_NODE || kind === PARENT) && !element) {
              refuse(i, at, `names node #${value}, which is not ${kind === CHARACTERS ? 'a text node or comment' : 'an element'}`)
            }
            break
          }
          case NAME_OR_0:
            if (value === 0) break
            // falls through
          case NAME:
            if (value === 0 || value >= nameEnd) refuse(i, at, `uses name id ${value}, outside 1..${nameEnd - 1}`)
            break
          case STRING:
            if (value >= stringCount) refuse(i, at, `uses string ${value}, the frame has ${stringCount}`)
            break
          case FLAG:
            if (value > 1) refuse(i, at, `has flag ${value}, not 0 or 1`)
            break
          case WORD: // a number's: any value
            break
          case FIRST:
            if (value === 0) refuse(i, at, 'cannot forget the container #0')
            break
          case COUNT:
            if (value === 0 || words[i - 1] + value > capacity) {
              refuse(i, at, `forgets ${value} nodes from #${words[i - 1]}, outside 1..${capacity - 1}`)
            }
            break
          case NEW_TEMPLATE:
            if (value !== shapes.length + newShapes.length) {
              refuse(i, at, `defines template ${value}, the next template is ${shapes.length + newShapes.length}`)
            }
            break
          case SIZE:
            if (value === 0 || value >= capacity) refuse(i, at, `gives template ${words[i - 2]} ${value} nodes, outside 1..${capacity - 1}`)
            break
          case TEMPLATE:
            shape = shapes[value] ?? newShapes[value - shapes.length]
            if (shape === undefined) refuse(i, at, `copies template ${value}, which is not defined`)
            break
        }
      }
      // What the operation does to the tree's shape.
      const a = words[at + 1], b = words[at + 2], c = words[at + 3]
      switch (opcode) {
        case INSERT: // a into b before c
          if (linked(a)) refuse(at + 1, at, `names node #${a}, which already has a parent`)
          if (S[8 * b] & RAW) refuse(at + 2, at, `names node #${b}, which holds raw HTML`)
          if (c !== 0 && !childOf(c, b)) refuse(at + 3, at, `names node #${c}, which is not a child of #${b}`)
          if (inside(a, b)) refuse(at + 2, at, `puts node #${a} into #${b}, which is inside it`)
          attach(a, b, 0)
          if (marks[b] === mark) {
            if (c === 0 && S[8 * b + 6] >= 0) {
              S[8 * a + 7] = S[8 * b + 6]
              S[8 * b + 6] = a
            } else {
              S[8 * b + 6] = -1
            }
          }
          break
        case MOVE: // a in b before c
          if (!childOf(a, b)) refuse(at + 1, at, `names node #${a}, which is not a child of #${b}`)
          if (c !== 0 && !childOf(c, b)) refuse(at + 3, at, `names node #${c}, which is not a child of #${b}`)
          changed(b)
          break
        case REMOVE:
          if (!linked(a)) refuse(at + 1, at, `names node #${a}, which has no parent`)
          detach(a)
          break
        case REPLACE: { // a with b
          if (!linked(a)) refuse(at + 1, at, `names node #${a}, which has no parent`)
          if (linked(b)) refuse(at + 2, at, `names node #${b}, which already has a parent`)
          if (inside(b, a)) refuse(at + 2, at, `puts node #${b} in place of #${a}, which is inside it`)
          const parent = S[8 * a + 1], deep = S[8 * a] & DEEP
          detach(a)
          attach(b, parent, deep)
          break
        }
        case CLEAR:
          empty(a)
          break
        case SET_INNER_HTML: // the nodes the HTML makes have no ids: nothing goes in among them
          empty(a)
          if (strings[b]) S[8 * a] |= RAW
          break
        case SET_STRING_PROPERTY:
        case SET_BOOL_PROPERTY:
        case SET_NUMBER_PROPERTY:
        case REMOVE_PROPERTY: {
          // Properties that replace the element's children detach them, as a clear does. Raw HTML comes
          // with setInnerHTML alone, and the element itself is not replaced.
          const name = b < names.length ? names[b] : strings[words[end + b - firstName]]
          const effect = /^(?:(outer(?:HTML|Text)|innerHTML)|innerText|textContent)$/.exec(name)
          if (effect?.[1]) refuse(at + 2, at, `names property ${name}, which frames may not write`)
          if (effect) empty(a)
          break
        }
        case RELEASE: // the ids stop existing now; their links are counted off after the last operation
          runs.push(at, a, a + b)
          for (let id = a; id < a + b; id++) {
            if (!exists(id)) refuse(at + 1, at, `forgets node #${id}, which does not exist`)
            if (marks[id] === mark) S[8 * id] = 0, S[8 * id + 6] = -1
            else marks[id] = -mark
          }
          break
        case DEFINE_TEMPLATE: { // a from b with c nodes: its shape, read from the children appended
          const kinds = [], ups = [], stack = [b, -1]
          while (stack.length) {
            const up = stack.pop(), node = stack.pop(), last = S[8 * node + 6]
            if (marks[node] !== mark || last < 0) {
              refuse(at + 2, at, `names node #${b}, whose subtree this frame did not build by appends`)
            }
            for (let kid = last; kid !== 0; kid = S[8 * kid + 7]) stack.push(kid, kinds.length)
            kinds.push(S[8 * node] & 3)
            ups.push(up)
          }
          if (kinds.length !== c) refuse(at + 3, at, `gives template ${a} ${c} nodes, its subtree has ${kinds.length}`)
          newShapes.push({ kinds, ups })
          break
        }
      }
      // A table's copies are most of a large frame's words: their nodes are checked in one tight loop, each
      // numbered node linked to its nearest numbered ancestor. Nodes other than the root may go without an id.
      if (shape !== undefined) {
        const { kinds, ups } = shape, size = kinds.length, root = i
        if (i + size > end) refuse(at, at, 'is cut off')
        for (let k = 0; k < size; k++, i++) {
          const id = words[i]
          if (id === 0 && k !== 0) continue
          create(id, i, at, kinds[k])
          S[8 * id + 6] = -1
          if (k === 0) continue
          let up = ups[k], deep = 0
          while (words[root + up] === 0) up = ups[up], deep = DEEP
          const parent = words[root + up], v = 8 * id
          S[v] |= deep
          S[v + 1] = parent
          S[v + 2] = S[8 * parent + 3]
          S[8 * parent + 4]++
        }
      }
    }
    // A release takes whole subtrees out of the document: a released node's parent is released too, and
    // once every released node's link is counted off, none has a link left to it.
    forEachReleased((id, at) => {
      const parent = S[8 * id + 1]
      if (!linked(id)) return
      if (marks[parent] !== -mark && S[8 * parent] !== 0) refuse(at + 1, at, `forgets node #${id}, whose parent #${parent} it keeps`)
      touch(parent)
      S[8 * parent + 4]--
    })
    forEachReleased((id, at) => { if (S[8 * id + 4] !== 0) refuse(at + 1, at, `forgets node #${id} but not every node inside it`) })
    // Each name is defined once.
    const fresh = new Map()
    for (let k = 0; k < nameCount; k++) {
      const index = words[end + k], name = strings[index], id = firstName + k, again = nameIDs.get(name) ?? fresh.get(name)
      if (index >= stringCount) fail((end + k) * 4, `new name ${id} uses string ${index}, the frame has ${stringCount}`)
      if (again) fail((end + k) * 4, `new name ${id} spells "${name}", as name ${again} does`)
      if (name !== undefined) fresh.set(name, id)
    }
    if (strings.problem) throw strings.problem
    return strings
  }

  // Decodes the whole text once and cuts it by the UTF-16 lengths in the table (from word `lengths`). Bytes
  // that are not UTF-8 decode to U+FFFD, as everywhere on the web; a length that cuts a character in two is
  // malformed. The first problem is kept as `problem`, with the strings cut before it.
  function readStrings(frame, words, lengths, count, textStart) {
    const text = decoder.decode(frame.subarray(textStart, words[1])), strings = []
    const pairs = /[\uD800-\uDBFF]/.test(text)
    let at = 0
    for (let k = 0; k < count; k++) {
      const next = at + words[lengths + k], past = next > text.length
      if (past || pairs && (text.charCodeAt(next - 1) & 0xFC00) === 0xD800 && (text.charCodeAt(next) & 0xFC00) === 0xDC00) {
        strings.problem = new FrameError((lengths + k) * 4, `string ${k} ${past ? 'runs past the end of the text' : 'ends inside a character'}`)
        return strings
      }
      strings.push(text.slice(at, next))
      at = next
    }
    if (at !== text.length) strings.problem = new FrameError(textStart, `the text holds ${text.length - at} code units no string uses`)
    return strings
  }

  // Checks a frame and decodes its strings; touches nothing but the shadow, which `commit` keeps and
  // `rollback` puts back.
  function read(frame) {
    if (frame.byteOffset & 3) frame = frame.slice()
    const words = new Uint32Array(frame.buffer, frame.byteOffset, frame.byteLength >>> 2)
    try {
      // Not inlined by the minifier: as a function made anew by each call, its optimised code would not
      // outlive a garbage collection, and a large frame would be checked unoptimised.
      return [words, /*#__NOINLINE__*/ validate(words, frame)]
    } catch (error) {
      rollback()
      throw error
    }
  }

  function commit() {
    forEachReleased((id) => { shadow[8 * id] = 0 })
    shapes.push(...newShapes)
    undo = []
    runs = []
  }

  // Templates. A copy is one `cloneNode(true)` of the template. Its root takes the copy's first id at once;
  // its other nodes are reached only when something needs them: an operation naming one of their ids, an
  // event inside the copy, or a test asking. Then one walk over the copy gives every numbered node its id
  // and the template's event lists (a node whose id is 0 gets none: no event of it could be told apart).
  // A table of rows that is created and never touched again is never walked, and no JavaScript object is
  // made for any node of a row but its root. The walk takes one DOM step a node: the template records each
  // node's depth, and a node one level deeper than the node before it is that node's first child (else it
  // is the next sibling of the node last reached at its depth).
  //
  // The texts the operations right after a copy write into it are written into the template first
  // (`takeTexts`), so the clone is made with them.
  //
  // The kept template's own nodes carry the properties a copy's get, in the same order. Adding them gives
  // a node a new hidden class, which the engine keeps only while a node has it: with none left (a cleared
  // table, then a garbage collection) the code optimised for the rows is thrown away, and the next
  // thousand rows are applied unoptimised.
  function define(root) {
    const listenAt = [], depths = [], texts = [], textNodes = [], kept = root.cloneNode(true)
    kept[COPY] = null
    let count = 0
    for (let node = root, twin = kept, depth = 0; ;) {
      listenAt.push(node[LISTENS])
      if (node[LISTENS] !== undefined) {
        twin[NODE_ID] = 0
        twin[LISTENS] = node[LISTENS]
      }
      if (twin.nodeType === 3) {
        texts.push(count)
        textNodes.push(twin)
      }
      depths.push(depth)
      count++
      if (node.firstChild !== null) {
        node = node.firstChild
        twin = twin.firstChild
        depth++
        continue
      }
      while (node !== root && node.nextSibling === null) node = node.parentNode, twin = twin.parentNode, depth--
      if (node === root) break
      node = node.nextSibling
      twin = twin.nextSibling
    }
    const original = textNodes.map((text) => text.nodeValue)
    templates.push({ root: kept, size: count, listenAt, depths, texts, textNodes, original, current: [...original], wanted: [...original], reached: false })
  }

  // Writes into the template the texts that the `setText` operations from word `i` on give the copy whose
  // ids start at word `at`, and its own texts everywhere else; returns the word after those operations.
  const takeTexts = function ({ texts, textNodes, original, current, wanted }, words, at, i, end, strings) {
    for (let t = 0; t < texts.length; t++) wanted[t] = original[t]
    while (i < end && words[i] === SET_TEXT) {
      let t = 0
      while (t < texts.length && words[at + texts[t]] !== words[i + 1]) t++
      if (t === texts.length) break
      wanted[t] = strings[words[i + 2]]
      i += 3
    }
    for (let t = 0; t < texts.length; t++) {
      if (wanted[t] !== current[t]) textNodes[t].nodeValue = current[t] = wanted[t]
    }
    return i
  }

  function copy(number, words, at) {
    const template = templates[number], { root, size, listenAt } = template, rootID = words[at]
    const clone = nodes[rootID] = root.cloneNode(true)
    clone[COPY] = words.slice(at - 1, at + size)
    for (let k = 1; k < size; k++) if (words[at + k] !== 0) pending[words[at + k]] = rootID
    // In the order `listen` adds them, so a copy's nodes and nodes built one by one share their shape.
    if (listenAt[0] !== undefined) {
      clone[NODE_ID] = rootID
      clone[LISTENS] = listenAt[0]
    }
    // The first copy of each template is reached at once, so that the code that reaches copies has run
    // before the first event inside one.
    if (!template.reached) template.reached = true, reach(clone)
  }

  const path = [] // while reaching a copy: the node last reached at each depth
  // Gives the numbered nodes of the copy at `root` their ids and event lists.
  function reach(root) {
    const ids = root[COPY]
    root[COPY] = null
    const { size, depths, listenAt } = templates[ids[0]]
    const rootID = ids[1]
    if (nodes[rootID] !== root) return // released since
    let node = path[0] = root
    for (let k = 1; k < size; k++) {
      const depth = depths[k], id = ids[k + 1]
      // (In a copy something else has taken nodes out of, the ids past the gap name no node.)
      node &&= path[depth] = depth > depths[k - 1] ? path[depth - 1].firstChild : path[depth].nextSibling
      if (id === 0 || pending[id] !== rootID) continue
      pending[id] = 0
      if (!node) continue
      nodes[id] = node
      if (listenAt[k] !== undefined) {
        node[NODE_ID] = id
        node[LISTENS] = listenAt[k]
      }
    }
    path.length = 0
  }

  // The node with id `id`, reaching its copy first if it has not been.
  function live(id) {
    const node = nodes[id]
    if (node !== undefined || !(pending[id] > 0)) return node
    reach(nodes[pending[id]])
    return nodes[id]
  }

  // The node with id `id`, the nodes of its copy reached if it is the root of one: before its children
  // change, while the walk by depths still finds them.
  function reached(id) {
    const node = live(id)
    if (node[COPY]) reach(node)
    return node
  }

  // Reaches the copies `node` is inside, so its events find their nodes numbered.
  function reachCopiesAround(node) {
    for (; node !== null && node !== container; node = node.parentNode) if (node[COPY]) reach(node)
  }

  /**
   * Applies one frame (`Uint8Array`); throws `FrameError` before touching the DOM if it is malformed.
   * Returns one of the DOM nodes the frame released, if it released any.
   */
  function apply(frame) {
    const [words, S] = read(frame), end = HEADER_WORDS + words[2]
    commit()
    let released
    for (let k = 0; k < words[4]; k++) {
      const name = S[words[end + k]]
      nameIDs.set(name, names.push(name) - 1)
      urlNames.push(URL_NAMES.has(name.toLowerCase()))
    }
    const N = nodes, A = names
    // The table grows without holes, so it stays a fast array.
    while (N.length <= highest) N.push(undefined)
    // What something else did since the last frame is told apart from what this one does.
    if (observer) {
      const records = observer.takeRecords()
      if (records.length) noticeEdits(records)
      observer.disconnect()
    }
    const wasApplying = applying
    applying = true
    try {
      for (let i = HEADER_WORDS; i < end;) {
        // The operands as the first three words after the opcode (whichever it has), and the next operation's
        // word: an operation the DOM refuses is skipped from there.
        const at = i, opcode = words[i], a = words[i + 1], b = words[i + 2], c = words[i + 3]
        i += 1 + START[opcode + 1] - START[opcode]
        // Moves, removals, replacements and new inner HTML put it back first, and so do properties (such as
        // textContent) of a node that was there before the frame.
        if (filling !== null && ((opcode >= MOVE && opcode <= CLEAR) || opcode === SET_INNER_HTML ||
            (opcode >= SET_STRING_PROPERTY && opcode <= REMOVE_PROPERTY && seen[a] !== stamp))) putBack()
        try {
        switch (opcode) {
          case CREATE_ELEMENT: { // id tag namespace
            N[a] = c ? doc.createElementNS(A[c], A[b]) : doc.createElement(A[b])
            break
          }
          case CREATE_TEXT: N[a] = doc.createTextNode(S[b]); break
          case CREATE_COMMENT: N[a] = doc.createComment(S[b]); break
          case INSERT: { // id parent before
            const parent = live(b), before = place(parent, c ? live(c) : null)
            if (filling !== null) {
              if (seen[a] !== stamp || (parent !== filling && seen[b] !== stamp)) putBack()
            } else if (before === null && parent.firstChild === null && end - at > FILL_WORDS && canTakeOut(parent)) {
              filling = parent
              fillingParent = parent.parentNode
              fillingNext = parent.nextSibling
              parent.remove()
            }
            parent.insertBefore(live(a), before)
            break
          }
          case MOVE: { // id parent before: moveBefore keeps focus, selection and animations where it exists
            const parent = live(b), node = live(a), before = place(parent, c ? live(c) : null)
            if (parent.moveBefore && parent.isConnected && node.parentNode === parent) parent.moveBefore(node, before)
            else parent.insertBefore(node, before)
            break
          }
          case REMOVE: live(a).remove(); break
          case REPLACE: { // old new: where something else took `old` out, `new` goes last in the parent it had
            const old = live(a), node = live(b)
            if (old.parentNode === null) live(shadow[8 * b + 1]).append(node)
            else old.replaceWith(node)
            break
          }
          case CLEAR: reached(a).textContent = ''; break
          case SET_TEXT: live(a).nodeValue = S[b]; break
          case SET_ATTRIBUTE: { // id name value namespace
            const ns = words[at + 4], node = live(a), value = safe(node, b, S[c])
            if (ns) node.setAttributeNS(A[ns], A[b], value)
            else node.setAttribute(A[b], value)
            break
          }
          case REMOVE_ATTRIBUTE: { // id name namespace
            const name = A[b]
            if (c) live(a).removeAttributeNS(A[c], name.slice(name.indexOf(':') + 1))
            else live(a).removeAttribute(name)
            break
          }
          case SET_CLASS: { // the attribute, so SVG elements work too
            const value = S[b]
            if (value) live(a).setAttribute('class', value)
            else live(a).removeAttribute('class')
            break
          }
          case SET_STRING_PROPERTY: {
            const node = reached(a)
            setProperty(node, A[b], safe(node, b, S[c]))
            break
          }
          case SET_BOOL_PROPERTY: setProperty(reached(a), A[b], c === 1); break
          case SET_NUMBER_PROPERTY: setProperty(reached(a), A[b], float64(c, words[at + 4])); break
          case REMOVE_PROPERTY: { // back to the default of the property's type
            const node = reached(a), name = A[b], type = typeof node[name]
            setProperty(node, name, type === 'boolean' ? false : type === 'number' ? 0 : '')
            if (node[RENDERED] !== undefined) delete node[RENDERED][name]
            break
          }
          case SET_STYLE: live(a).style.setProperty(A[b], S[c], words[at + 4] ? 'important' : ''); break
          case REMOVE_STYLE: live(a).style.removeProperty(A[b]); break
          case ADD_LISTENER: listen(a, b); break
          case REMOVE_LISTENER: unlisten(a, b); break
          case SET_INNER_HTML: reached(a).innerHTML = trustedHTML(S[b]); break
          case CALL_METHOD: methods.push(live(a), A[b]); break
          case RELEASE: { // first count: the ids are free, so their nodes need not be kept alive
            const last = a + b
            for (let id = a; released === undefined && id < last; id++) released = N[id]
            // Built-ins, not a loop: a cleared table frees thousands of ids, often in code not yet optimised.
            if (last >= N.length) N.length = a
            else N.fill(undefined, a, last)
            pending.fill(0, a, last)
            break
          }
          case DEFINE_TEMPLATE: define(live(b)); break
          case COPY_TEMPLATE: { // number ids…
            const template = templates[a], ids = i
            i += template.size
            const next = template.texts.length !== 0 ? takeTexts(template, words, ids, i, end, S) : i
            copy(a, words, ids)
            i = next
            break
          }
        }
        } catch (error) {
          // An operation the DOM refuses (after something else edited it, or a name it does not take) is
          // reported and skipped; the frame goes on.
          report(5, `${OPCODE_NAMES[opcode]} #${a} failed: ${error}`)
        }
      }
    } finally {
      applying = wasApplying
      if (filling !== null) putBack()
    }
    forgetFreedTail()
    // The events the DOM fired while the operations were applied, in the order it fired them.
    if (!applying) for (const event of caused.splice(0)) walk(...event)
    if (methods.length) callMethods()
    observer?.observe(container, WATCHED)
    return released
  }

  // Where `before` is in `parent` once something else has edited the DOM: the child of `parent` that holds
  // it (a wrapper), or the end when it has left `parent`.
  function place(parent, before) {
    while (before !== null && before.parentNode !== parent) before = before.parentNode
    return before
  }

  function putBack() {
    fillingParent.insertBefore(filling, fillingNext)
    filling = fillingParent = fillingNext = null
  }

  // An empty element about to receive many children is taken out of the document while they are added
  // and put back after the last: the browser then styles and lays out the children once, not as each
  // arrives. Only where nothing can tell the difference: an element of the kinds lists are made of, that
  // no user agent state is bound to (focus, full screen, a popover) and that no CSS animation would
  // start again on its return. Structural operations on any other node that was there before the frame
  // put it back first, so they see the document as the frame describes it.
  function canTakeOut(node) {
    if (node === container || !node.isConnected || !LIST_ELEMENTS.has(node.localName)) return false
    if (node.hasAttribute('popover') || node.hasAttribute('is')) return false
    const root = node.getRootNode()
    if (root.activeElement === node || root.fullscreenElement === node) return false
    const animation = node.ownerDocument.defaultView.getComputedStyle(node).animationName
    return !animation || animation === 'none'
  }

  // Ids freed at the end of the table take no room: after a large list is cleared, the page holds no more
  // references than it held before the list was built. (The frame stamps stay as long as the node
  // capacity, which does not shrink: four bytes an id.)
  function forgetFreedTail() {
    let length = nodes.length
    while (length > 1 && nodes[length - 1] === undefined && pending[length - 1] === 0) length--
    nodes.length = length
  }

  // The value the URL-valued name `name` (a name id) of `node` gets: `value`, or the inert URL, reported.
  function safe(node, name, value) {
    if (!urlNames[name] || !SCRIPT_URL.test(value)) return value
    report(2, `${names[name]} of <${node.localName}> refused: a URL that runs script, written as ${INERT_URL}`)
    return INERT_URL
  }

  // Written only where the live value differs, so a caret or a selection is not disturbed for nothing.
  function setProperty(node, name, value) {
    if (node[name] !== value) write(node, name, value)
    if (CONTROLLED.has(name)) (node[RENDERED] ??= {})[name] = value
  }

  // Methods run last, in order, when the frame's nodes are in the document (focus and showModal need it).
  function callMethods() {
    const calls = methods
    methods = []
    for (let k = 0; k < calls.length; k += 2) {
      const node = calls[k], name = calls[k + 1]
      try {
        // An open dialog shown again (a new value presented) is closed first, as showModal() alone
        // would throw or do nothing: the focus goes back where it was, and from there into the dialog.
        if (name === 'showModal' && node.open) node.close?.()
        if (typeof node[name] === 'function') node[name]()
        else if (name === 'showModal' || name === 'show') node.setAttribute('open', '')
        else if (name === 'close' && node.localName === 'dialog') node.removeAttribute('open')
        else report(5, `<${node.localName}> has no method ${name}()`)
      } catch (error) {
        report(5, `<${node.localName}>.${name}() failed: ${error}`)
      }
    }
  }

  /** Checks a frame as `apply` would, without applying it: throws `FrameError` if it is malformed. */
  const check = (frame) => {
    read(frame)
    rollback()
  }

  /** The names of the events `node` forwards, in the order they were added. */
  const listensFor = (node) => {
    reachCopiesAround(node)
    return (node[LISTENS] ?? []).map((name) => names[name])
  }

  /**
   * What the applier holds, counted: the length of its table of nodes by id, and how many of those nodes
   * carry a list of events they forward. A page showing the same thing again holds as many again.
   */
  const stats = () => ({ nodes: nodes.length, listening: nodes.filter((node) => node?.[LISTENS]).length })

  return { apply, check, node: live, listensFor, stats }
}

function grow(array, length) {
  const grown = new array.constructor(length)
  grown.set(array)
  return grown
}

// Raw HTML (the app's own `.html(…)`, the one operation that parses markup) goes through one Trusted Types
// policy, named `vdom` and made on first use, so a page whose CSP requires Trusted Types lists that name and
// no other code of the page can write HTML. Without Trusted Types the string is written as it is.
let htmlPolicy
const trustedHTML = (html) =>
  (htmlPolicy ??= globalThis.trustedTypes?.createPolicy('vdom', { createHTML: (raw) => raw }))?.createHTML(html) ?? html

const float64View = new DataView(new ArrayBuffer(8))
function float64(low, high) {
  float64View.setUint32(0, low, true)
  float64View.setUint32(4, high, true)
  return float64View.getFloat64(0, true)
}

/**
 * Loads the app at `source` (a URL or a `Response` promise), mounts it into `container` and runs it.
 * A trap in Swift stops the app: the reason goes to the console and the page says it has stopped.
 */
async function start(source, container) {
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  const timers = new Map()
  let exports, memory
  let output = [] // bytes of the line being printed
  let recent = [] // what the app printed or reported since it last was called, for a trap's report
  let stopped = false
  let idleRequested = false
  let depth = 0 // calls into the module under way
  let delivering = false
  const reports = [] // what the applier reported and the app has not heard yet: kind, message, …

  const text = (pointer, length) => decoder.decode(new Uint8Array(memory.buffer, pointer, length))
  const applier = createApplier(container, dispatch, (kind, message) => {
    reports.push(kind, message)
    deliver()
  })
  const collected = new FinalizationRegistry(() => call('vdom_idle'))

  // Runs an export; an exception (a trap, or a frame the applier refused) stops the app for good,
  // since the instance may be halfway through changing its state. (One thrown once the app has stopped
  // unwinds a call that was still running: see the imports.)
  function call(name, ...args) {
    if (stopped) return 0
    recent = []
    depth++
    try {
      return exports[name](...args)
    } catch (error) {
      if (!stopped) stop(error)
      return 0
    } finally {
      depth--
      deliver()
    }
  }

  // Hands the applier's reports to the app (`App.onError`, through the `vdom_report` export) once no call
  // into the module is under way: the module is never entered again from inside one of its imports. A
  // module without that export has them logged.
  function deliver() {
    if (depth || delivering) return
    delivering = true
    while (reports.length && !stopped) {
      const [kind, message] = reports.splice(0, 2)
      if (!exports?.vdom_report) {
        console.error(message)
        continue
      }
      const bytes = encoder.encode(message)
      const pointer = call('vdom_event_buffer', bytes.length)
      new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes)
      call('vdom_report', kind, bytes.length)
    }
    delivering = false
  }

  function stop(error) {
    stopped = true
    // Timeouts and intervals share one list of timers: `clearTimeout` clears either.
    for (const timer of timers.values()) clearTimeout(timer)
    const reason = recent.length ? recent.join('\n') : error.message
    console.error(`The app stopped: ${reason}`, error)
    const banner = container.ownerDocument.createElement('div')
    banner.className = 'vdom-stopped'
    banner.setAttribute('role', 'alert')
    banner.textContent = `This app has stopped (${reason}). Reload the page to start it again.`
    container.setAttribute('inert', '')
    container.setAttribute('aria-disabled', 'true')
    container.before(banner)
  }

  function dispatch(id, event, domEvent) {
    if (stopped) return 0
    const target = domEvent.target
    const value = typeof target.value === 'string' ? target.value : null
    const checked = target.type === 'checkbox' || target.type === 'radio' ? target.checked : null
    const key = typeof domEvent.key === 'string' ? domEvent.key : null
    const capacity = 20 + 3 * ((value ?? '').length + (key ?? '').length)
    const pointer = call('vdom_event_buffer', capacity)
    if (stopped) return 0
    const bytes = new Uint8Array(memory.buffer, pointer, capacity)
    const valueLength = value === null ? 0 : encoder.encodeInto(value, bytes.subarray(20)).written
    const keyLength = key === null ? 0 : encoder.encodeInto(key, bytes.subarray(20 + valueLength)).written
    new Uint32Array(memory.buffer, pointer, 5).set([
      (value !== null) | ((checked !== null) << 1) | ((key !== null) << 2),
      checked ? 1 : 0,
      domEvent.shiftKey | (domEvent.ctrlKey << 1) | (domEvent.altKey << 2) | (domEvent.metaKey << 3),
      valueLength,
      keyLength,
    ])
    return call('vdom_dispatch', id, event)
  }

  const imports = {
    vdom: {
      apply(pointer, length) {
        // Swift frees what a frame removed once the page is idle, or once the browser has collected one of
        // the DOM nodes it removed, whichever comes first (section 3).
        const removed = applier.apply(new Uint8Array(memory.buffer, pointer, length))
        if (!removed) return
        collected.register(removed)
        if (idleRequested) return
        idleRequested = true
        ;(globalThis.requestIdleCallback ?? setTimeout)(() => {
          idleRequested = false
          call('vdom_idle')
        })
      },
      requestFlush: () => requestAnimationFrame(() => call('vdom_flush')),
      error(pointer, length) {
        const message = text(pointer, length)
        recent.push(message)
        console.error(message)
      },
      setTitle: (pointer, length) => { container.ownerDocument.title = text(pointer, length) },
      setTimer(id, milliseconds, repeats) {
        const run = () => {
          if (!repeats) timers.delete(id)
          call('vdom_timer', id)
        }
        timers.set(id, repeats ? setInterval(run, milliseconds) : setTimeout(run, milliseconds))
      },
      clearTimer(id) {
        clearTimeout(timers.get(id))
        timers.delete(id)
      },
      putchar(byte) {
        if (byte !== 10) return void output.push(byte)
        const line = decoder.decode(new Uint8Array(output))
        output = []
        recent.push(line)
        console.log(line)
      },
      random: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)),
    },
  }
  const response = typeof source === 'string' ? fetch(source) : source
  const module = await WebAssembly.compileStreaming(response)
  // An app that calls JavaScript of its own (the Swift library `JavaScript`) imports module `calls`:
  // only then are calls.js and the modules the page names in `data-js` loaded (docs/javascript.md).
  if (WebAssembly.Module.imports(module).some((entry) => entry.module === 'calls')) {
    const { connect } = await import(new URL('calls.js', import.meta.url))
    imports.calls = await connect({
      call,
      get memory() { return memory },
      get busy() { return depth > 0 },
      get stopped() { return stopped },
    }, container.dataset.js ?? '')
  }
  // A stopped app's calls into the page fail. Swift code still running after a trap (in an event that a
  // frame it applied fired) is unwound by the first, so nothing reaches the page after the stop.
  for (const functions of Object.values(imports)) {
    for (const [name, run] of Object.entries(functions)) {
      functions[name] = (...args) => {
        if (stopped) throw new Error('the app has stopped')
        return run(...args)
      }
    }
  }

  const instance = await WebAssembly.instantiate(module, imports)
  exports = instance.exports
  memory = exports.memory
  call('start')
  return {
    exports,
    applier,
    get stopped() { return stopped },
  }
}

export { start, createApplier, FrameError }

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll('[data-wasm]')) {
    start(element.dataset.wasm, element).catch((error) => console.error(`Cannot start ${element.dataset.wasm}:`, error))
  }
}
