// The page side of the toolkit: runs a Swift app compiled to WebAssembly, applies the frames of DOM
// operations it sends (docs/patch-format.md is the contract) and sends DOM events back. No dependencies.
//
//   <div id="app" data-wasm="CounterWeb.wasm"></div>
//   <script type="module" src="vdom.js"></script>
//
// Every element with `data-wasm` runs the app at that URL inside itself. `start` does the same by hand;
// `createApplier` is the frame applier alone, for tests.

const MAGIC = 0x31464456 // "VDF1"
const HEADER_WORDS = 8

// Operands per opcode, for the validation pass: c a node this operation creates, n an existing node,
// p an existing node or 0 (a parent: the container; an insertion point: at the end), N a name, M a name
// or 0, s a string, f 0 or 1, w a word of a float64 (any value), r the first of a run of ids, k its length.
const OPERANDS = [
  '', 'cNM', 'cs', 'cs', 'npp', 'npp', 'n', 'nn', 'p', 'ns', 'nNsM', 'nNM', 'ns', 'nNs', 'nNf', 'nNww', 'nN',
  'nNsf', 'nN', 'nN', 'nN', 'ns', 'nN', 'rk',
]
// The same as small integers in one flat table, so the check of an operation is integer work only: the
// kinds of opcode o's operands are KINDS[START[o]] up to KINDS[START[o + 1]].
const CREATED = 0, NODE = 1, NODE_OR_0 = 2, NAME = 3, NAME_OR_0 = 4, STRING = 5, FLAG = 6, WORD = 7, FIRST = 8, COUNT = 9
const KIND_LETTERS = 'cnpNMsfwrk'
const START = new Uint8Array(OPERANDS.length + 1)
const KINDS = new Uint8Array(OPERANDS.join('').length)
OPERANDS.forEach((letters, opcode) => {
  START[opcode + 1] = START[opcode] + letters.length
  for (let k = 0; k < letters.length; k++) KINDS[START[opcode] + k] = KIND_LETTERS.indexOf(letters[k])
})
const OPCODE_NAMES = [
  '', 'createElement', 'createText', 'createComment', 'insert', 'move', 'remove', 'replace', 'clear',
  'setText', 'setAttribute', 'removeAttribute', 'setClass', 'setProperty', 'setProperty', 'setProperty',
  'removeProperty', 'setStyle', 'removeStyle', 'addListener', 'removeListener', 'setInnerHTML', 'callMethod',
  'release',
]

// Properties a user can change; the page puts them back when a handler leaves them as they were rendered.
const CONTROLLED = new Set(['value', 'checked', 'selected', 'indeterminate', 'selectedIndex'])
const NODE_ID = Symbol('vdom.id')
const RENDERED = Symbol('vdom.rendered')

/** A frame the applier refused; `offset` is the byte offset of the problem. The DOM is untouched. */
export class FrameError extends Error {
  constructor(offset, problem) {
    super(`malformed frame at byte ${offset}: ${problem}`)
    this.name = 'FrameError'
    this.offset = offset
  }
}

/**
 * Applies frames to the children of `container` and forwards events of the nodes it created.
 * `dispatch(id, eventNameID, event)` runs the handler and answers flags: 2 preventDefault, 4 stopPropagation.
 */
export function createApplier(container, dispatch = () => 0) {
  const doc = container.ownerDocument
  const decoder = new TextDecoder()
  const nodes = [container]
  const names = ['']
  const eventIDs = new Map() // event name → name id, for the event types the container listens for
  // On a node, the name ids of the events it forwards, in the order added; one key per applier, so an app
  // mounted inside another app's node does not see the other's records. A list is never changed in place:
  // the nodes that forward one event alone share one list per event (a row's links, a thousand times).
  const LISTENS = Symbol('vdom.listens')
  const single = [] // by name id
  let seen = new Int32Array(64) // frame stamp of the nodes created in the frame being validated
  let stamp = 0
  let methods = [] // calls deferred to the end of the frame, when the nodes are in the document

  // The container's one listener per event type, in the capture phase, which non-bubbling events have too.
  // The path is taken before any handler runs, as the browser takes it: a handler's frame may move or
  // remove its nodes. A node on it is skipped if, by its turn, it has left the node table or stopped
  // listening.
  function listener(event) {
    const name = eventIDs.get(event.type), target = event.target
    const path = []
    for (let node = target; node !== container; node = node.parentNode) {
      if (node === null) return // not inside the container
      if ((node === target || event.bubbles) && node[LISTENS]?.includes(name)) path.push(node)
    }
    if (path.length === 0) return
    for (const node of path) {
      const id = node[NODE_ID]
      if (nodes[id] !== node || !node[LISTENS].includes(name)) continue
      const flags = dispatch(id, name, event)
      if (flags & 2) event.preventDefault()
      if (flags & 4) {
        event.stopPropagation()
        break
      }
    }
    restoreControlled(target)
  }

  function listen(id, name) {
    const node = nodes[id], events = node[LISTENS]
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
    const node = nodes[id], events = node[LISTENS]
    if (events !== undefined && events.includes(name)) node[LISTENS] = events.filter((other) => other !== name)
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
    for (const name in rendered) if (node[name] !== rendered[name]) node[name] = rendered[name]
  }

  function validate(words, byteLength) {
    const fail = (offset, problem) => { throw new FrameError(offset, problem) }
    if (byteLength < HEADER_WORDS * 4) fail(0, `a frame starts with a ${HEADER_WORDS * 4}-byte header, this one has ${byteLength} bytes`)
    if (words[0] !== MAGIC) fail(0, `the first word is ${words[0]}, not the frame marker ${MAGIC} ("VDF1")`)
    const [, total, opWords, firstName, nameCount, stringCount, textBytes, capacity] = words
    if (total > byteLength) fail(4, `the frame is ${total} bytes long but only ${byteLength} arrived`)
    const textStart = 4 * (HEADER_WORDS + opWords + nameCount + stringCount)
    if (textStart + textBytes !== total) fail(4, `the sections add up to ${textStart + textBytes} bytes, the header says ${total}`)
    if (firstName !== names.length) fail(12, `new names start at id ${firstName}, the page has ${names.length - 1} names`)
    if (capacity > 1 << 24) fail(28, `node capacity ${capacity} is beyond the limit of ${1 << 24}`)
    stamp = (stamp + 1) | 0
    const nameEnd = firstName + nameCount
    const end = HEADER_WORDS + opWords
    const mark = stamp
    let marks = seen, highest = 0
    // The message names the operation that starts at word `at`; its name is looked up only here.
    const refuse = (word, at, problem) => fail(word * 4, `${OPCODE_NAMES[words[at]]} ${problem}`)
    for (let i = HEADER_WORDS; i < end;) {
      const at = i, opcode = words[i++]
      if (opcode === 0 || opcode >= OPERANDS.length) fail(at * 4, `unknown opcode ${opcode}`)
      for (let k = START[opcode], last = START[opcode + 1]; k < last; k++) {
        if (i >= end) refuse(at, at, 'is cut off by the end of the operations')
        const value = words[i++]
        switch (KINDS[k]) {
          case CREATED:
            if (value === 0 || value >= capacity) refuse(i - 1, at, `creates node #${value}, outside 1..${capacity - 1}`)
            if (value >= marks.length) {
              marks = new Int32Array(Math.max(value + 1, 2 * marks.length))
              marks.set(seen)
              seen = marks
            }
            marks[value] = mark
            if (value > highest) highest = value
            break
          case NODE_OR_0:
            if (value === 0) break
            // falls through
          case NODE:
            if (value >= capacity) refuse(i - 1, at, `names node #${value}, outside 0..${capacity - 1}`)
            if (marks[value] !== mark && nodes[value] == null) refuse(i - 1, at, `names node #${value}, which does not exist`)
            if (value === 0) refuse(i - 1, at, 'cannot change the container #0')
            break
          case NAME_OR_0:
            if (value === 0) break
            // falls through
          case NAME:
            if (value === 0 || value >= nameEnd) refuse(i - 1, at, `uses name id ${value}, outside 1..${nameEnd - 1}`)
            break
          case STRING:
            if (value >= stringCount) refuse(i - 1, at, `uses string ${value}, the frame has ${stringCount}`)
            break
          case FLAG:
            if (value > 1) refuse(i - 1, at, `has flag ${value}, not 0 or 1`)
            break
          case WORD:
            break
          case FIRST:
            if (value === 0) refuse(i - 1, at, 'cannot forget the container #0')
            break
          case COUNT:
            if (value === 0 || words[i - 2] + value > capacity) {
              refuse(i - 1, at, `forgets ${value} nodes from #${words[i - 2]}, outside 1..${capacity - 1}`)
            }
            break
        }
      }
    }
    for (let k = 0; k < nameCount; k++) {
      const index = words[end + k]
      if (index >= stringCount) fail((end + k) * 4, `new name ${firstName + k} uses string ${index}, the frame has ${stringCount}`)
    }
    return { end, textStart, textBytes, stringCount, nameCount, highest }
  }

  // Decodes the whole text once and cuts it by the UTF-16 lengths in the table.
  function readStrings(frame, words, { end, textStart, textBytes, stringCount, nameCount }) {
    const text = decoder.decode(frame.subarray(textStart, textStart + textBytes))
    const strings = new Array(stringCount)
    const lengths = end + nameCount
    let at = 0
    for (let k = 0; k < stringCount; k++) {
      const next = at + words[lengths + k]
      if (next > text.length) throw new FrameError((lengths + k) * 4, `string ${k} runs past the end of the text: it is truncated`)
      strings[k] = text.slice(at, next)
      at = next
    }
    if (at !== text.length) throw new FrameError(textStart, `the text holds ${text.length - at} code units no string uses`)
    return strings
  }

  // Checks a frame and decodes its strings; touches nothing.
  function read(frame) {
    if (frame.byteOffset & 3) frame = frame.slice()
    const words = new Uint32Array(frame.buffer, frame.byteOffset, frame.byteLength >>> 2)
    const layout = validate(words, frame.byteLength)
    return { words, layout, strings: readStrings(frame, words, layout) }
  }

  // Repeated subtrees. The rows of a table are many subtrees of one shape, each built node by node by its
  // operations. The second time the page builds a shape (in any frame), the finished subtree is kept as a
  // template; later ones are copies of it (one `cloneNode(true)`), numbered in document order, their texts set and their
  // listeners recorded. A shape is what a copy reproduces: the operations that build a detached subtree
  // (elements, texts, comments, attributes, classes, styles, listeners, appends within it) with ids
  // replaced by creation order and text contents left out. The subtree ends at the first other operation
  // (the insert of its root, as the renderer writes it) and counts only if all its nodes are in place
  // there. A copy is made only when every operation matches the template's; the DOM is the same either
  // way, only the work differs.
  const MIN_NODES = 3, MAX_SCAN_WORDS = 1024, MAX_SHAPES = 256
  const templates = new Map() // hash of a shape → 1 when built once, then its template
  let localOf = new Int32Array(64), localMark = new Int32Array(64), mark = 0
  const createdAt = [], parents = [] // of the subtree scanned last, by creation index
  const copyPath = [] // while copying: the node last reached at each depth
  let subtreeEnd = 0, subtreeNodes = 0, subtreeHash = 0
  let scannedTo = 0 // createElements before this word belong to a subtree copied or being taken as a template
  let pending = null, pendingEnd = -1 // a template to take when the operations of its instance are done
  let recent = null // the template taken or copied last: the next subtree is tried against it first
  const length = (opcode) => START[opcode + 1] - START[opcode] + 1
  const local = (id) => localMark[id] === mark ? localOf[id] : -1
  const mix = (hash, value) => Math.imul(hash ^ value, 0x01000193)

  // Finds the subtree the createElement at `start` begins and hashes its shape (strings aside); true when
  // it is big enough to be worth a copy.
  function scan(words, start, end) {
    mark = (mark + 1) | 0
    createdAt.length = parents.length = 0
    let inserted = 0, hash = 0x811c9dc5 | 0, i = start
    const limit = Math.min(end, start + MAX_SCAN_WORDS)
    scanning: while (i < limit) {
      const opcode = words[i], id = words[i + 1]
      hash = mix(hash, opcode)
      switch (opcode) {
        case 1: // a custom element's constructor may give a copy what building it would not
          if (names[words[i + 2]].includes('-')) break scanning
          hash = mix(mix(hash, words[i + 2]), words[i + 3])
          // falls through
        case 2: case 3:
          localMark[id] = mark
          localOf[id] = createdAt.length
          createdAt.push(i)
          parents.push(-1)
          break
        case 4: {
          const child = local(id), parent = local(words[i + 2])
          if (child <= 0 || parent < 0 || words[i + 3] !== 0 || parents[child] >= 0) break scanning
          parents[child] = parent
          inserted++
          hash = mix(mix(hash, child), parent)
          break
        }
        case 10: case 12: case 17: case 19:
          if (local(id) < 0) break scanning
          hash = mix(mix(hash, local(id)), opcode === 12 ? 0 : words[i + 2])
          break
        default:
          break scanning
      }
      i += length(opcode)
    }
    if (i === limit && limit < end) return false // too big to say where it ends
    subtreeEnd = i
    subtreeNodes = createdAt.length
    subtreeHash = hash
    return inserted === subtreeNodes - 1 && subtreeNodes >= MIN_NODES
  }

  // The scanned subtree's operations as the template keeps them: node operands as creation indices (−1 for
  // none), strings apart (texts left out), every other operand as it is.
  function shapeOf(words, start, S) {
    const shape = new Int32Array(subtreeEnd - start), strings = []
    for (let i = start; i < subtreeEnd; i += length(words[i])) {
      const opcode = shape[i - start] = words[i]
      for (let k = START[opcode], w = i + 1; k < START[opcode + 1]; k++, w++) {
        const kind = KINDS[k]
        if (kind <= NODE_OR_0) shape[w - start] = words[w] ? local(words[w]) : -1
        else if (kind === STRING) { if (opcode !== 2) strings.push(S[words[w]]) }
        else shape[w - start] = words[w]
      }
    }
    return { shape, strings }
  }

  // Whether the subtree at `start`, up to `subtreeEnd`, has the template's shape, operation for operation.
  // Numbers its nodes as it goes (as `scan` does), for `copy`: every node operand names a node created
  // before it, so one pass does both.
  function matches(template, words, start, S) {
    const { shape, strings } = template
    if (shape.length !== subtreeEnd - start) return false
    createdAt.length = 0
    let next = 0
    for (let i = start; i < subtreeEnd; i += length(words[i])) {
      const opcode = words[i]
      if (shape[i - start] !== opcode) return false
      if (opcode <= 3) {
        localMark[words[i + 1]] = mark
        localOf[words[i + 1]] = createdAt.length
        createdAt.push(i)
      }
      for (let k = START[opcode], w = i + 1; k < START[opcode + 1]; k++, w++) {
        const kind = KINDS[k]
        if (kind <= NODE_OR_0) { if (shape[w - start] !== (words[w] ? local(words[w]) : -1)) return false }
        else if (kind === STRING) { if (opcode !== 2 && S[words[w]] !== strings[next++]) return false }
        else if (shape[w - start] !== words[w]) return false
      }
    }
    return true
  }

  // Whether the subtree the createElement at `start` begins is a copy of `template`, found without hashing
  // its shape (the rows of a table follow one another): the same operations, and the next one not of the
  // subtree, as a scan would find. Leaves the subtree numbered for `copy`.
  function sameAs(template, words, start, end, S) {
    subtreeEnd = start + template.shape.length
    if (subtreeEnd > end) return false
    mark = (mark + 1) | 0
    if (!matches(template, words, start, S)) return false
    const opcode = words[subtreeEnd]
    return subtreeEnd === end || !(opcode <= 3 || ((opcode === 10 || opcode === 12 || opcode === 17 || opcode === 19) && local(words[subtreeEnd + 1]) >= 0))
  }

  // The creation index of each node of the scanned subtree, in the order `cloneNode` copies them, and
  // how a copy reaches each: its depth, and whether it is its parent's first child (else the next
  // sibling of the node last reached at its depth). One DOM step per node.
  function documentOrder(words, start) {
    const first = new Int32Array(subtreeNodes).fill(-1), last = first.slice(), next = first.slice()
    for (let i = start; i < subtreeEnd; i += length(words[i])) {
      if (words[i] !== 4) continue
      const child = local(words[i + 1]), parent = local(words[i + 2])
      if (first[parent] < 0) first[parent] = child
      else next[last[parent]] = child
      last[parent] = child
    }
    const order = [], depths = [], firsts = []
    for (let node = 0, depth = 0; ;) {
      order.push(node)
      depths.push(depth)
      firsts.push(node !== 0 && first[parents[node]] === node)
      if (first[node] >= 0) { node = first[node]; depth++; continue }
      while (node !== 0 && next[node] < 0) { node = parents[node]; depth-- }
      if (node === 0) return { order, depths, firsts }
      node = next[node]
    }
  }

  // Builds the scanned subtree as a copy of `template`: numbers its nodes, sets its texts, records listeners.
  // A text is compared with the template's own, which costs no read from the DOM.
  function copy(template, words, S) {
    const { order, depths, firsts, texts } = template, path = copyPath
    for (let k = 0; k < order.length; k++) {
      const depth = depths[k]
      const node = path[depth] = k === 0 ? template.root.cloneNode(true)
        : firsts[k] ? path[depth - 1].firstChild : path[depth].nextSibling
      const at = createdAt[order[k]]
      nodes[words[at + 1]] = node
      if (texts[k] !== undefined && texts[k] !== S[words[at + 2]]) node.data = S[words[at + 2]]
    }
    path.length = 0
    const listeners = template.listeners
    for (let k = 0; k < listeners.length; k += 2) listen(words[createdAt[listeners[k]] + 1], listeners[k + 1])
  }

  // At a createElement: copies the subtree from its template and returns the word after it, or returns 0
  // to have it built (and, the second time its shape is built, taken as a template).
  function fromTemplate(words, i, end, S) {
    if (i < scannedTo) return 0
    if (recent !== null && sameAs(recent, words, i, end, S)) {
      copy(recent, words, S)
      return subtreeEnd
    }
    if (!scan(words, i, end)) return 0
    const known = templates.get(subtreeHash)
    if (known === undefined) {
      // Built once so far; the subtrees inside it are looked at in turn (the rows of a new table).
      if (templates.size >= MAX_SHAPES) templates.clear()
      templates.set(subtreeHash, 1)
    } else if (known !== 1) {
      if (matches(known, words, i, S)) {
        copy(recent = known, words, S)
        return subtreeEnd
      }
      // Like the template but for a string (a selected row): the next of this hash is kept instead.
      templates.set(subtreeHash, 1)
    } else {
      const listeners = []
      for (let at = i; at < subtreeEnd; at += length(words[at])) if (words[at] === 19) listeners.push(local(words[at + 1]), words[at + 2])
      const walk = documentOrder(words, i)
      // The texts the template is built with, by document order (`undefined` for other nodes).
      const texts = walk.order.map((node) => words[createdAt[node]] === 2 ? S[words[createdAt[node] + 2]] : undefined)
      pending = { hash: subtreeHash, root: words[i + 1], ...walk, texts, listeners, ...shapeOf(words, i, S) }
      pendingEnd = scannedTo = subtreeEnd
    }
    return 0
  }

  function takeTemplate() {
    pending.root = nodes[pending.root].cloneNode(true)
    templates.set(pending.hash, pending)
    recent = pending
    pending = null
    pendingEnd = -1
  }

  /**
   * Applies one frame (`Uint8Array`); throws `FrameError` before touching the DOM if it is malformed.
   * Returns one of the DOM nodes the frame released, if it released any.
   */
  function apply(frame) {
    const { words, layout, strings: S } = read(frame)
    let released
    for (let k = 0; k < layout.nameCount; k++) names.push(S[words[layout.end + k]])
    const N = nodes, A = names, end = layout.end
    // The table grows without holes, so it stays a fast array.
    while (N.length <= layout.highest) N.push(undefined)
    if (localMark.length < N.length) {
      localOf = new Int32Array(Math.max(N.length, 2 * localMark.length))
      localMark = new Int32Array(localOf.length)
      mark = 0
    }
    scannedTo = 0
    for (let i = HEADER_WORDS; i < end;) {
      if (i === pendingEnd) takeTemplate()
      switch (words[i]) {
        case 1: { // createElement id tag namespace, unless the subtree it begins is a copy of a template
          const next = fromTemplate(words, i, end, S)
          if (next) {
            i = next
            break
          }
          const ns = words[i + 3]
          N[words[i + 1]] = ns ? doc.createElementNS(A[ns], A[words[i + 2]]) : doc.createElement(A[words[i + 2]])
          i += 4
          break
        }
        case 2: N[words[i + 1]] = doc.createTextNode(S[words[i + 2]]); i += 3; break
        case 3: N[words[i + 1]] = doc.createComment(S[words[i + 2]]); i += 3; break
        case 4: N[words[i + 2]].insertBefore(N[words[i + 1]], words[i + 3] ? N[words[i + 3]] : null); i += 4; break
        case 5: { // move id parent before: moveBefore keeps focus, selection and animations where it exists
          const parent = N[words[i + 2]], before = words[i + 3] ? N[words[i + 3]] : null
          if (parent.moveBefore && parent.isConnected) parent.moveBefore(N[words[i + 1]], before)
          else parent.insertBefore(N[words[i + 1]], before)
          i += 4
          break
        }
        case 6: N[words[i + 1]].remove(); i += 2; break
        case 7: N[words[i + 1]].replaceWith(N[words[i + 2]]); i += 3; break
        case 8: N[words[i + 1]].textContent = ''; i += 2; break
        case 9: N[words[i + 1]].nodeValue = S[words[i + 2]]; i += 3; break
        case 10: { // setAttribute id name value namespace
          const ns = words[i + 4]
          if (ns) N[words[i + 1]].setAttributeNS(A[ns], A[words[i + 2]], S[words[i + 3]])
          else N[words[i + 1]].setAttribute(A[words[i + 2]], S[words[i + 3]])
          i += 5
          break
        }
        case 11: { // removeAttribute id name namespace
          const ns = words[i + 3], name = A[words[i + 2]]
          if (ns) N[words[i + 1]].removeAttributeNS(A[ns], name.slice(name.indexOf(':') + 1))
          else N[words[i + 1]].removeAttribute(name)
          i += 4
          break
        }
        case 12: { // setClass: the attribute, so SVG elements work too
          const value = S[words[i + 2]]
          if (value) N[words[i + 1]].setAttribute('class', value)
          else N[words[i + 1]].removeAttribute('class')
          i += 3
          break
        }
        case 13: setProperty(N[words[i + 1]], A[words[i + 2]], S[words[i + 3]]); i += 4; break
        case 14: setProperty(N[words[i + 1]], A[words[i + 2]], words[i + 3] === 1); i += 4; break
        case 15: setProperty(N[words[i + 1]], A[words[i + 2]], float64(words[i + 3], words[i + 4])); i += 5; break
        case 16: { // removeProperty: back to the default of the property's type
          const node = N[words[i + 1]], name = A[words[i + 2]], type = typeof node[name]
          setProperty(node, name, type === 'boolean' ? false : type === 'number' ? 0 : '')
          if (node[RENDERED] !== undefined) delete node[RENDERED][name]
          i += 3
          break
        }
        case 17: N[words[i + 1]].style.setProperty(A[words[i + 2]], S[words[i + 3]], words[i + 4] ? 'important' : ''); i += 5; break
        case 18: N[words[i + 1]].style.removeProperty(A[words[i + 2]]); i += 3; break
        case 19: listen(words[i + 1], words[i + 2]); i += 3; break
        case 20: unlisten(words[i + 1], words[i + 2]); i += 3; break
        case 21: N[words[i + 1]].innerHTML = S[words[i + 2]]; i += 3; break
        case 22: methods.push(N[words[i + 1]], A[words[i + 2]]); i += 3; break
        case 23: { // release first count: the ids are free, so their nodes need not be kept alive
          for (let id = words[i + 1], last = id + words[i + 2]; id < last; id++) {
            released ??= N[id]
            N[id] = undefined
          }
          i += 3
          break
        }
      }
    }
    if (pendingEnd === end) takeTemplate()
    forgetFreedTail()
    if (methods.length) callMethods()
    return released
  }

  // Ids freed at the end of the table take no room: after a large list is cleared, the page holds what it
  // held before the list was built.
  function forgetFreedTail() {
    let length = nodes.length
    while (length > 1 && nodes[length - 1] === undefined) length--
    if (length === nodes.length) return
    nodes.length = length
    if (seen.length > 2 * length + 64) seen = new Int32Array(length + 64)
    if (localMark.length > 2 * length + 64) {
      localOf = new Int32Array(length + 64)
      localMark = new Int32Array(length + 64)
      mark = 0
    }
  }

  // Written only where the live value differs, so a caret or a selection is not disturbed for nothing.
  function setProperty(node, name, value) {
    if (node[name] !== value) node[name] = value
    if (CONTROLLED.has(name)) (node[RENDERED] ??= {})[name] = value
  }

  // Methods run last, in order, when the frame's nodes are in the document (focus and showModal need it).
  function callMethods() {
    const calls = methods
    methods = []
    for (let k = 0; k < calls.length; k += 2) {
      const node = calls[k], name = calls[k + 1]
      try {
        if (typeof node[name] === 'function') node[name]()
        else if (name === 'showModal' || name === 'show') node.setAttribute('open', '')
        else if (name === 'close' && node.localName === 'dialog') node.removeAttribute('open')
        else console.warn(`<${node.localName}> has no method ${name}()`)
      } catch (error) {
        console.error(`<${node.localName}>.${name}() failed:`, error)
      }
    }
  }

  /** Checks a frame as `apply` would, without applying it: throws `FrameError` if it is malformed. */
  const check = (frame) => void read(frame)

  /** The names of the events `node` forwards, in the order they were added. */
  const listensFor = (node) => (node[LISTENS] ?? []).map((name) => names[name])

  return { apply, check, node: (id) => nodes[id], listensFor }
}

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
export async function start(source, container) {
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  const timers = new Map()
  let exports, memory
  let output = [] // bytes of the line being printed
  let recent = [] // what the app printed or reported since it last was called, for a trap's report
  let stopped = false
  let idleRequested = false

  const text = (pointer, length) => decoder.decode(new Uint8Array(memory.buffer, pointer, length))
  const applier = createApplier(container, dispatch)
  const collected = new FinalizationRegistry(() => call('vdom_idle'))

  // Runs an export; an exception (a trap, or a frame the applier refused) stops the app for good,
  // since the instance may be halfway through changing its state.
  function call(name, ...args) {
    if (stopped) return 0
    recent = []
    try {
      return exports[name](...args)
    } catch (error) {
      stop(error)
      return 0
    }
  }

  function stop(error) {
    stopped = true
    for (const timer of timers.values()) clearTimeout(timer), clearInterval(timer)
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
        clearInterval(timers.get(id))
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
  const { instance } = await WebAssembly.instantiateStreaming(response, imports)
  exports = instance.exports
  memory = exports.memory
  call('start')
  return {
    exports,
    applier,
    get stopped() { return stopped },
  }
}

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll('[data-wasm]')) {
    start(element.dataset.wasm, element).catch((error) => console.error(`Cannot start ${element.dataset.wasm}:`, error))
  }
}
