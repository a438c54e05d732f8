// The tree where something else may have edited the DOM since the frame was made (docs/patch-format.md,
// "Foreign edits"), and filling a list out of the document ("Filling out of the document"): what the
// `insert`, `move`, `replace` and `release` operations of `apply` need beyond a DOM call.

// Elements an insert may fill out of the document (`canTakeOut`), and the frame words after that insert
// that make it worth it (about twenty rows).
const LIST_ELEMENTS = new Set(['tbody', 'thead', 'tfoot', 'table', 'ul', 'ol', 'dl', 'div', 'section'])
export const FILL_WORDS = 256

// Where `before` is in `parent` once something else has edited the DOM: the child of `parent` that holds
// it (a wrapper), or the end when it has left `parent`.
export function place(parent, before) {
  while (before !== null && before.parentNode !== parent) before = before.parentNode
  return before
}

// An empty element about to receive many children is taken out of the document while they are added
// and put back after the last: the browser then styles and lays out the children once, not as each
// arrives. Only where nothing can tell the difference: an element of the kinds lists are made of, that
// no user agent state is bound to (focus, full screen, a popover) and that no CSS animation would
// start again on its return. Structural operations on any other node that was there before the frame
// put it back first, so they see the document as the frame describes it.
export function canTakeOut(state, node) {
  if (node === state.container || !node.isConnected || !LIST_ELEMENTS.has(node.localName)) return false
  if (node.hasAttribute('popover') || node.hasAttribute('is')) return false
  const root = node.getRootNode()
  if (root.activeElement === node || root.fullscreenElement === node) return false
  const animation = node.ownerDocument.defaultView.getComputedStyle(node).animationName
  return !animation || animation === 'none'
}

export function takeOut(state, node) {
  state.filling = node
  state.fillingParent = node.parentNode
  state.fillingNext = node.nextSibling
  node.remove()
}

export function putBack(state) {
  state.fillingParent.insertBefore(state.filling, state.fillingNext)
  state.filling = state.fillingParent = state.fillingNext = null
}

// Ids freed at the end of the table take no room: after a large list is cleared, the page holds no more
// references than it held before the list was built. (The frame stamps stay as long as the node
// capacity, which does not shrink: four bytes an id.)
export function forgetFreedTail({ nodeTable: nodes, unreached }) {
  let length = nodes.length
  while (length > 1 && nodes[length - 1] === undefined && unreached[length - 1] === 0) length--
  nodes.length = length
}
