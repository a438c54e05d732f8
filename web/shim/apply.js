// Applying a frame: read and checked whole first (check.js), then operation by operation in one `switch`
// of a few DOM calls each; what has rules of its own is in the module of its kind (tree.js, values.js,
// controlled.js, events.js, templates.js, methods.js). Method calls, and the events the DOM fired
// meanwhile, come after the operations.

import {
  HEADER_WORDS, START, OPCODE_NAMES, CREATE_ELEMENT, CREATE_TEXT, CREATE_COMMENT, INSERT, MOVE, REMOVE, REPLACE,
  CLEAR, SET_TEXT, SET_ATTRIBUTE, REMOVE_ATTRIBUTE, SET_CLASS, SET_STRING_PROPERTY, SET_BOOL_PROPERTY,
  SET_NUMBER_PROPERTY, REMOVE_PROPERTY, SET_STYLE, REMOVE_STYLE, ADD_LISTENER, REMOVE_LISTENER, SET_INNER_HTML,
  CALL_METHOD, RELEASE, DEFINE_TEMPLATE, COPY_TEMPLATE,
} from './format.js'
import { commit } from './shadow.js'
import { read } from './check.js'
import { define, takeTexts, copy, live, reached } from './templates.js'
import { setProperty } from './controlled.js'
import { listen, unlisten, walk } from './events.js'
import { pause, resume } from './foreign.js'
import { FILL_WORDS, place, canTakeOut, takeOut, putBack, forgetFreedTail } from './tree.js'
import { URL_NAMES, safe, resetProperty, float64, trustedHTML } from './values.js'
import { callMethods } from './methods.js'

/**
 * Applies one frame (`Uint8Array`); throws `FrameError` before touching the DOM if it is malformed.
 * Returns one of the DOM nodes the frame released, if it released any. With `adopter` (adopt.js), the
 * frame is the first of a pre-rendered page: its creations ask the adopter, which answers the node already
 * in the page where one matches (docs/patch-format.md, "Adoption").
 */
export const apply = (state, frame, adopter) => {
  const [words, S] = read(state, frame), end = HEADER_WORDS + words[2]
  commit(state)
  let released
  const N = state.nodeTable, A = state.nameOf, doc = adopter ?? state.doc, seen = state.seen, stamp = state.stamp
  for (let k = 0; k < words[4]; k++) {
    const name = S[words[end + k]]
    state.nameIDs.set(name, A.push(name) - 1)
    state.urlNames.push(URL_NAMES.has(name.toLowerCase()))
  }
  // The table grows without holes, so it stays a fast array.
  while (N.length <= state.highest) N.push(undefined)
  pause(state)
  const wasApplying = state.applying
  state.applying = true
  try {
    for (let i = HEADER_WORDS; i < end;) {
      // The operands as the first three words after the opcode (whichever it has), and the next operation's
      // word: an operation the DOM refuses is skipped from there.
      const at = i, opcode = words[i], a = words[i + 1], b = words[i + 2], c = words[i + 3]
      i += 1 + START[opcode + 1] - START[opcode]
      // Moves, removals, replacements and new inner HTML put the element being filled back first, and so do
      // properties (such as textContent) of a node that was there before the frame.
      if (state.filling !== null && ((opcode >= MOVE && opcode <= CLEAR) || opcode === SET_INNER_HTML ||
          (opcode >= SET_STRING_PROPERTY && opcode <= REMOVE_PROPERTY && seen[a] !== stamp))) putBack(state)
      try {
        switch (opcode) {
          case CREATE_ELEMENT: // id tag namespace
            N[a] = c ? doc.createElementNS(A[c], A[b]) : doc.createElement(A[b])
            break
          case CREATE_TEXT: N[a] = doc.createTextNode(S[b]); break
          case CREATE_COMMENT: N[a] = doc.createComment(S[b]); break
          case INSERT: { // id parent before
            const parent = live(state, b), before = place(parent, c ? live(state, c) : null)
            if (adopter?.inserted(live(state, a))) break
            if (state.filling !== null) {
              if (seen[a] !== stamp || (parent !== state.filling && seen[b] !== stamp)) putBack(state)
            } else if (before === null && parent.firstChild === null && end - at > FILL_WORDS && canTakeOut(state, parent)) {
              takeOut(state, parent)
            }
            parent.insertBefore(live(state, a), before)
            break
          }
          case MOVE: { // id parent before: moveBefore keeps focus, selection and animations where it exists
            const parent = live(state, b), node = live(state, a), before = place(parent, c ? live(state, c) : null)
            if (parent.moveBefore && parent.isConnected && node.parentNode === parent) parent.moveBefore(node, before)
            else parent.insertBefore(node, before)
            break
          }
          case REMOVE: live(state, a).remove(); break
          case REPLACE: { // old new: where something else took `old` out, `new` goes last in the parent it had
            const old = live(state, a), node = live(state, b)
            if (old.parentNode === null) live(state, state.shadow[8 * b + 1]).append(node)
            else old.replaceWith(node)
            break
          }
          case CLEAR: reached(state, a).textContent = ''; break
          case SET_TEXT: live(state, a).nodeValue = S[b]; break
          case SET_ATTRIBUTE: { // id name value namespace
            const ns = words[at + 4], node = live(state, a), value = safe(state, node, b, S[c])
            if (ns) node.setAttributeNS(A[ns], A[b], value)
            else node.setAttribute(A[b], value)
            break
          }
          case REMOVE_ATTRIBUTE: { // id name namespace
            const name = A[b]
            if (c) live(state, a).removeAttributeNS(A[c], name.slice(name.indexOf(':') + 1))
            else live(state, a).removeAttribute(name)
            break
          }
          case SET_CLASS: { // the attribute, so SVG elements work too
            const value = S[b]
            if (value) live(state, a).setAttribute('class', value)
            else live(state, a).removeAttribute('class')
            break
          }
          case SET_STRING_PROPERTY: {
            const node = reached(state, a)
            setProperty(node, A[b], safe(state, node, b, S[c]))
            break
          }
          case SET_BOOL_PROPERTY: setProperty(reached(state, a), A[b], c === 1); break
          case SET_NUMBER_PROPERTY: setProperty(reached(state, a), A[b], float64(c, words[at + 4])); break
          case REMOVE_PROPERTY: resetProperty(reached(state, a), A[b]); break
          case SET_STYLE: live(state, a).style.setProperty(A[b], S[c], words[at + 4] ? 'important' : ''); break
          case REMOVE_STYLE: live(state, a).style.removeProperty(A[b]); break
          case ADD_LISTENER: listen(state, a, b); break
          case REMOVE_LISTENER: unlisten(state, a, b); break
          case SET_INNER_HTML: {
            const node = reached(state, a)
            if (!adopter?.keeps(node, S[b])) node.innerHTML = trustedHTML(S[b])
            break
          }
          case CALL_METHOD: state.methods.push(live(state, a), A[b]); break
          case RELEASE: { // first count: the ids are free, so their nodes need not be kept alive
            const last = a + b, unreached = state.unreached
            for (let id = a; released === undefined && id < last; id++) released = N[id]
            // Built-ins, not a loop: a cleared table frees thousands of ids, often in code not yet optimised.
            if (last >= N.length) N.length = a
            else N.fill(undefined, a, last)
            unreached.fill(0, a, last)
            break
          }
          case DEFINE_TEMPLATE: {
            const root = live(state, b)
            adopter?.defining(root)
            define(state, root)
            break
          }
          case COPY_TEMPLATE: { // number ids…
            const template = state.templates[a], ids = i
            i += template.nodeCount
            const next = template.texts.length !== 0 ? takeTexts(template, words, ids, i, end, S) : i
            copy(state, a, words, ids, adopter)
            i = next
            break
          }
        }
      } catch (error) {
        // An operation the DOM refuses (after something else edited it, or a name it does not take) is
        // reported and skipped; the frame goes on.
        state.report(5, `${OPCODE_NAMES[opcode]} #${a} failed: ${error}`)
      }
    }
  } finally {
    state.applying = wasApplying
    if (state.filling !== null) putBack(state)
  }
  forgetFreedTail(state)
  // The events the DOM fired while the operations were applied, in the order it fired them.
  if (!state.applying) for (const event of state.caused.splice(0)) walk(state, ...event)
  if (state.methods.length) callMethods(state)
  resume(state)
  return released
}
