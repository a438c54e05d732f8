// The frame reader and its check (docs/patch-format.md, "Errors"): a frame's strings are decoded once, and
// the whole frame is checked against the shadow of the tree (shadow.js) before anything touches the DOM,
// so a malformed frame changes nothing. The check throws the first problem as a FrameError, at the byte
// and with the message the test DOM gives.

import {
  MAGIC, HEADER_WORDS, OPERANDS, START, KINDS, OPCODE_NAMES, FrameError, INSERT, MOVE, REMOVE, REPLACE, CLEAR,
  SET_STRING_PROPERTY, SET_BOOL_PROPERTY, SET_NUMBER_PROPERTY, REMOVE_PROPERTY, SET_INNER_HTML, RELEASE,
  DEFINE_TEMPLATE, CREATED, NODE, ELEMENT_NODE, PARENT, CHARACTERS, BEFORE, NAME, NAME_OR_0, STRING, FLAG, WORD,
  FIRST, COUNT, NEW_TEMPLATE, SIZE, TEMPLATE,
} from './format.js'
import {
  ELEMENT, DEEP, RAW, linked, childOf, inside, link, attach, detach, empty, changed, touch, forEachReleased, rollback,
} from './shadow.js'

// Checks a frame and decodes its strings; touches nothing but the shadow, which `commit` keeps and
// `rollback` puts back. Answers the frame's words and strings.
export function read(state, frame) {
  if (frame.byteOffset & 3) frame = frame.slice()
  const words = new Uint32Array(frame.buffer, frame.byteOffset, frame.byteLength >>> 2)
  try {
    // Not inlined by the minifier: as a function made anew by each call, its optimised code would not
    // outlive a garbage collection, and a large frame would be checked unoptimised.
    return [words, /*#__NOINLINE__*/ validate(state, words, frame)]
  } catch (error) {
    rollback(state)
    throw error
  }
}

const fail = (offset, problem) => { throw new FrameError(offset, problem) }

// The message names the operation; its name is looked up only here.
const refuse = (word, opcode, problem) => fail(word * 4, `${OPCODE_NAMES[opcode]} ${problem}`)

// Whether node `id` exists for the frame being checked: it has a kind and this frame did not release it.
const exists = ({ shadow, seen, stamp }, id) => shadow[8 * id] !== 0 && seen[id] !== -stamp

const validate = (state, words, frame) => {
  const byteLength = frame.byteLength, names = state.nameOf
  const mark = state.stamp = (state.stamp + 1) | 0
  state.joined--
  state.highest = 0
  state.undo = []
  state.runs = []
  state.newShapes = []
  if (byteLength < HEADER_WORDS * 4) fail(0, `the header takes ${HEADER_WORDS * 4} bytes, the frame has ${byteLength}`)
  if (words[0] !== MAGIC) fail(0, `the first word is ${words[0]}, not "VDF1"`)
  const [, total, opWords, firstName, nameCount, stringCount, textBytes, capacity] = words
  if (total > byteLength) fail(4, `the frame says ${total} bytes, ${byteLength} arrived`)
  const textStart = 4 * (HEADER_WORDS + opWords + nameCount + stringCount)
  if (textStart + textBytes !== total) fail(4, `the sections add up to ${textStart + textBytes} bytes, the header says ${total}`)
  if (firstName !== names.length) fail(12, `new names start at id ${firstName}, the page has ${names.length - 1} names`)
  if (capacity > 1 << 24) fail(28, `node capacity ${capacity} is beyond the limit of ${1 << 24}`)
  const nameEnd = firstName + nameCount, end = HEADER_WORDS + opWords
  // Every id is below the capacity, so the tables are sized before the loop, as the capacity grows.
  if (capacity > state.seen.length) {
    const length = Math.max(capacity, 2 * state.seen.length)
    state.seen = grow(state.seen, length)
    state.unreached = grow(state.unreached, length)
    state.shadow = grow(state.shadow, 8 * length)
  }
  const marks = state.seen, S = state.shadow, { shapes, newShapes } = state
  // The strings are decoded first, so the checks know the names this frame defines; a problem with them is
  // reported after those of the operations.
  const strings = readStrings(state, frame, words, end + nameCount, stringCount, textStart)
  const create = (value, word, opcode, kind) => {
    const v = 8 * value
    if (value === 0 || value >= capacity) refuse(word, opcode, `creates node #${value}, outside 1..${capacity - 1}`)
    if (marks[value] === -mark || marks[value] === mark && S[v] === 0) refuse(word, opcode, `creates node #${value}, which this frame released`)
    if (S[v] !== 0) refuse(word, opcode, `creates node #${value}, which exists`)
    marks[value] = mark
    S[v] = kind
    S[v + 1] = -1
    S[v + 3]++ // links to an earlier node with this id no longer hold
    S[v + 4] = S[v + 6] = 0
    if (value > state.highest) state.highest = value
  }
  for (let i = HEADER_WORDS; i < end;) {
    const at = i, opcode = words[i++]
    if (opcode === 0 || opcode >= OPERANDS.length) fail(at * 4, `unknown opcode ${opcode}`)
    let shape // a copy's operands are its template and then one created node (or 0) per template node
    for (let k = START[opcode], last = START[opcode + 1]; k < last; k++, i++) {
      if (i >= end) refuse(at, opcode, 'is cut off')
      const value = words[i], kind = KINDS[k]
      switch (kind) {
        case CREATED:
          create(value, i, opcode, opcode)
          break
        case BEFORE:
          if (value === 0) break
          // falls through
        case NODE:
        case ELEMENT_NODE:
        case PARENT:
        case CHARACTERS: {
          if (value >= capacity) refuse(i, opcode, `names node #${value}, outside 0..${capacity - 1}`)
          if (!exists(state, value)) refuse(i, opcode, `names node #${value}, which does not exist`)
          if (value === 0 && kind !== PARENT) refuse(i, opcode, 'cannot change the container #0')
          const element = (S[8 * value] & 3) === ELEMENT
          if (kind === CHARACTERS ? element : (kind === ELEMENT_NODE || kind === PARENT) && !element) {
            refuse(i, opcode, `names node #${value}, which is not ${kind === CHARACTERS ? 'a text node or comment' : 'an element'}`)
          }
          break
        }
        case NAME_OR_0:
          if (value === 0) break
          // falls through
        case NAME:
          if (value === 0 || value >= nameEnd) refuse(i, opcode, `uses name id ${value}, outside 1..${nameEnd - 1}`)
          break
        case STRING:
          if (value >= stringCount) refuse(i, opcode, `uses string ${value}, the frame has ${stringCount}`)
          break
        case FLAG:
          if (value > 1) refuse(i, opcode, `has flag ${value}, not 0 or 1`)
          break
        case WORD: // a number's: any value
          break
        case FIRST:
          if (value === 0) refuse(i, opcode, 'cannot forget the container #0')
          break
        case COUNT:
          if (value === 0 || words[i - 1] + value > capacity) {
            refuse(i, opcode, `forgets ${value} nodes from #${words[i - 1]}, outside 1..${capacity - 1}`)
          }
          break
        case NEW_TEMPLATE:
          if (value !== shapes.length + newShapes.length) {
            refuse(i, opcode, `defines template ${value}, the next template is ${shapes.length + newShapes.length}`)
          }
          break
        case SIZE:
          if (value === 0 || value >= capacity) refuse(i, opcode, `gives template ${words[i - 2]} ${value} nodes, outside 1..${capacity - 1}`)
          break
        case TEMPLATE:
          shape = shapes[value] ?? newShapes[value - shapes.length]
          if (shape === undefined) refuse(i, opcode, `copies template ${value}, which is not defined`)
          break
      }
    }
    checkEffect(state, words, at, strings)
    // A table's copies are most of a large frame's words: their nodes are checked in one tight loop, each
    // numbered node linked to its nearest numbered ancestor. Nodes other than the root may go without an id.
    if (shape !== undefined) {
      const { kinds, ups } = shape, size = kinds.length, root = i
      if (i + size > end) refuse(at, opcode, 'is cut off')
      for (let k = 0; k < size; k++, i++) {
        const id = words[i]
        if (id === 0 && k !== 0) continue
        create(id, i, opcode, kinds[k])
        S[8 * id + 6] = -1
        if (k === 0) continue
        let up = ups[k], deep = 0
        while (words[root + up] === 0) up = ups[up], deep = DEEP
        link(S, id, words[root + up], deep)
      }
    }
  }
  checkReleases(state)
  checkNames(state, words, strings)
  if (strings.problem) throw strings.problem
  return strings
}

// What the operation at word `at` does to the tree's shape, checked and followed in the shadow.
const checkEffect = (state, words, at, strings) => {
  const S = state.shadow, marks = state.seen, mark = state.stamp
  const opcode = words[at], a = words[at + 1], b = words[at + 2], c = words[at + 3]
  switch (opcode) {
    case INSERT: // a into b before c
      if (linked(S, a)) refuse(at + 1, opcode, `names node #${a}, which already has a parent`)
      if (S[8 * b] & RAW) refuse(at + 2, opcode, `names node #${b}, which holds raw HTML`)
      if (c !== 0 && !childOf(S, c, b)) refuse(at + 3, opcode, `names node #${c}, which is not a child of #${b}`)
      if (inside(state, a, b)) refuse(at + 2, opcode, `puts node #${a} into #${b}, which is inside it`)
      attach(state, a, b, 0)
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
      if (!childOf(S, a, b)) refuse(at + 1, opcode, `names node #${a}, which is not a child of #${b}`)
      if (c !== 0 && !childOf(S, c, b)) refuse(at + 3, opcode, `names node #${c}, which is not a child of #${b}`)
      changed(state, b)
      break
    case REMOVE:
      if (!linked(S, a)) refuse(at + 1, opcode, `names node #${a}, which has no parent`)
      detach(state, a)
      break
    case REPLACE: { // a with b
      if (!linked(S, a)) refuse(at + 1, opcode, `names node #${a}, which has no parent`)
      if (linked(S, b)) refuse(at + 2, opcode, `names node #${b}, which already has a parent`)
      if (inside(state, b, a)) refuse(at + 2, opcode, `puts node #${b} in place of #${a}, which is inside it`)
      const parent = S[8 * a + 1], deep = S[8 * a] & DEEP
      detach(state, a)
      attach(state, b, parent, deep)
      break
    }
    case CLEAR:
      empty(state, a)
      break
    case SET_INNER_HTML: // the nodes the HTML makes have no ids: nothing goes in among them
      empty(state, a)
      if (strings[b]) S[8 * a] |= RAW
      break
    case SET_STRING_PROPERTY:
    case SET_BOOL_PROPERTY:
    case SET_NUMBER_PROPERTY:
    case REMOVE_PROPERTY: {
      // Properties that replace the element's children detach them, as a clear does. Raw HTML comes
      // with setInnerHTML alone, and the element itself is not replaced.
      const names = state.nameOf
      const name = b < names.length ? names[b] : strings[words[HEADER_WORDS + words[2] + b - words[3]]]
      const effect = /^(?:(outer(?:HTML|Text)|innerHTML)|innerText|textContent)$/.exec(name)
      if (effect?.[1]) refuse(at + 2, opcode, `names property ${name}, which frames may not write`)
      if (effect) empty(state, a)
      break
    }
    case RELEASE: // the ids stop existing now; their links are counted off after the last operation
      state.runs.push(at, a, a + b)
      for (let id = a; id < a + b; id++) {
        if (!exists(state, id)) refuse(at + 1, opcode, `forgets node #${id}, which does not exist`)
        if (marks[id] === mark) S[8 * id] = 0, S[8 * id + 6] = -1
        else marks[id] = -mark
      }
      break
    case DEFINE_TEMPLATE: { // a from b with c nodes: its shape, read from the children appended
      const kinds = [], ups = [], stack = [b, -1]
      while (stack.length) {
        const up = stack.pop(), node = stack.pop(), last = S[8 * node + 6]
        if (marks[node] !== mark || last < 0) {
          refuse(at + 2, opcode, `names node #${b}, whose subtree this frame did not build by appends`)
        }
        for (let kid = last; kid !== 0; kid = S[8 * kid + 7]) stack.push(kid, kinds.length)
        kinds.push(S[8 * node] & 3)
        ups.push(up)
      }
      if (kinds.length !== c) refuse(at + 3, opcode, `gives template ${a} ${c} nodes, its subtree has ${kinds.length}`)
      state.newShapes.push({ kinds, ups })
      break
    }
  }
}

// A release takes whole subtrees out of the document: a released node's parent is released too, and
// once every released node's link is counted off, none has a link left to it.
const checkReleases = (state) => {
  const S = state.shadow, marks = state.seen, mark = state.stamp
  forEachReleased(state, (id, at) => {
    const parent = S[8 * id + 1]
    if (!linked(S, id)) return
    if (marks[parent] !== -mark && S[8 * parent] !== 0) refuse(at + 1, RELEASE, `forgets node #${id}, whose parent #${parent} it keeps`)
    touch(state, parent)
    S[8 * parent + 4]--
  })
  forEachReleased(state, (id, at) => { if (S[8 * id + 4] !== 0) refuse(at + 1, RELEASE, `forgets node #${id} but not every node inside it`) })
}

// Each name is defined once.
function checkNames({ nameIDs }, words, strings) {
  const end = HEADER_WORDS + words[2], firstName = words[3], stringCount = words[5], fresh = new Map()
  for (let k = 0; k < words[4]; k++) {
    const index = words[end + k], name = strings[index], id = firstName + k, again = nameIDs.get(name) ?? fresh.get(name)
    if (index >= stringCount) fail((end + k) * 4, `new name ${id} uses string ${index}, the frame has ${stringCount}`)
    if (again) fail((end + k) * 4, `new name ${id} spells "${name}", as name ${again} does`)
    if (name !== undefined) fresh.set(name, id)
  }
}

// Decodes the whole text once and cuts it by the UTF-16 lengths in the table (from word `lengths`). Bytes
// that are not UTF-8 decode to U+FFFD, as everywhere on the web; a length that cuts a character in two is
// malformed. The first problem is kept as `problem`, with the strings cut before it.
function readStrings({ decoder }, frame, words, lengths, count, textStart) {
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

function grow(array, length) {
  const grown = new array.constructor(length)
  grown.set(array)
  return grown
}
