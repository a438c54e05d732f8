// The shadow of the tree the frames built, which the check of a frame reads instead of the DOM (something
// else may have edited that): eight words an id, in `state.shadow`.
//   0: the kind, 0 (no node), 1 an element, 2 a text node or 3 a comment, plus DEEP when the node's parent
//      has no id (a node of a copy), the parent then being its nearest ancestor that has one, and RAW for
//      an element whose children are raw HTML.
//   1: the parent's id, or -1.
//   2: the parent's epoch when the link was made; the link holds while they are equal.
//   3: the node's epoch, which moves on when its children are cleared or a new node takes its id.
//   4: the links that hold to the node, so a release can tell it leaves none behind.
//   5: the stamp of the frame that last saved it in `undo`.
//   6, 7: for the nodes the frame being checked created node by node, the children appended to them, as the
//      last child and each child's previous sibling, while appends are all that changed them (else 6 is
//      -1): what a template defined from them is made of. For the others, 7 is `joined` when the node is
//      known to be in the document.
// The check follows the frame's effects here as it goes, and `rollback` puts back what a refused frame
// changed.

// Node kinds in the shadow; an opcode that creates a node is its kind.
export const ELEMENT = 1, DEEP = 4, RAW = 8

// Whether node `id`'s link to a parent holds, and whether it is a child of `parent` (not a deeper node
// under children without ids).
// (`S` is the shadow.)
export const linked = (S, id) => S[8 * id + 1] >= 0 && S[8 * id + 2] === S[8 * S[8 * id + 1] + 3]

export const childOf = (S, id, parent) => S[8 * id + 1] === parent && !(S[8 * id] & DEEP) && linked(S, id)

// Whether node `b` is node `a` (which has no parent) or inside it. A walk up from `b` that reaches the
// document shows it is not, and marks the nodes it passed as in the document, so the next walk from
// them (the next row of a table) takes one step.
export function inside(state, a, b) {
  const { shadow, seen, stamp, joined } = state
  if (shadow[8 * a + 4] === 0) return a === b // nothing with an id inside `a`
  let n = b
  for (; n !== a; n = shadow[8 * n + 1]) {
    if (n === 0 || seen[n] !== stamp && shadow[8 * n + 7] === joined) break
    if (!linked(shadow, n)) return false
  }
  if (n === a) return true
  for (let m = b; m !== n; m = shadow[8 * m + 1]) if (seen[m] !== stamp) shadow[8 * m + 7] = joined
  return false
}

// Keeps how a node that was there before the frame was, the first time the frame changes it.
export function touch(state, id) {
  const v = 8 * id, S = state.shadow
  if (state.seen[id] !== state.stamp && S[v + 5] !== state.stamp) {
    S[v + 5] = state.stamp
    state.undo.push(id, S[v], S[v + 1], S[v + 2], S[v + 3], S[v + 4])
  }
}

// Links node `id` to `parent` (`deep`: DEEP when the parent is not its own, or 0).
export function link(S, id, parent, deep) {
  const v = 8 * id
  S[v] = (S[v] & ~DEEP) | deep
  S[v + 1] = parent
  S[v + 2] = S[8 * parent + 3]
  S[8 * parent + 4]++
}

export function attach(state, id, parent, deep) {
  touch(state, id)
  touch(state, parent)
  link(state.shadow, id, parent, deep)
}

export function detach(state, id) {
  const { shadow } = state, parent = shadow[8 * id + 1]
  state.joined--
  touch(state, id)
  touch(state, parent)
  shadow[8 * parent + 4]--
  shadow[8 * id + 1] = -1
  changed(state, parent)
}

// Every child of `id` is detached at once (a clear, new inner HTML).
export function empty(state, id) {
  const { shadow } = state
  state.joined--
  touch(state, id)
  shadow[8 * id] &= ~RAW
  shadow[8 * id + 3]++
  shadow[8 * id + 4] = 0
  changed(state, id)
}

// Children of a node the frame built changed by more than appends: no template can be defined from it.
export function changed(state, id) {
  if (state.seen[id] === state.stamp) state.shadow[8 * id + 6] = -1
}

export function forEachReleased(state, visit) {
  const runs = state.runs
  for (let r = 0; r < runs.length; r += 3) for (let id = runs[r + 1]; id < runs[r + 2]; id++) visit(id, runs[r])
}

// Puts the shadow back as it was before the frame being checked.
export function rollback(state) {
  const { shadow, seen, stamp, undo } = state
  for (let k = undo.length - 6; k >= 0; k -= 6) shadow.set(undo.slice(k + 1, k + 6), 8 * undo[k])
  for (let id = 1; id < seen.length; id++) if (seen[id] === stamp) shadow[8 * id] = 0
  state.undo = []
  state.runs = []
}

// Keeps what the accepted frame did to the shadow: its released ids name no node, its templates' shapes
// are the page's.
export function commit(state) {
  forEachReleased(state, (id) => { state.shadow[8 * id] = 0 })
  state.shapes.push(...state.newShapes)
  state.undo = []
  state.runs = []
}
