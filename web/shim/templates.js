// Templates (docs/patch-format.md, "Templates"). A copy is one `cloneNode(true)` of the template. Its root
// takes the copy's first id at once; its other nodes are reached only when something needs them: an
// operation naming one of their ids, an event inside the copy, or a test asking. Then one walk over the
// copy gives every numbered node its id and the template's event lists (a node whose id is 0 gets none: no
// event of it could be told apart). A table of rows that is created and never touched again is never
// walked, and no JavaScript object is made for any node of a row but its root. The walk takes one DOM step
// a node: the template records each node's depth, and a node one level deeper than the node before it is
// that node's first child (else it is the next sibling of the node last reached at its depth).
//
// The texts the operations right after a copy write into it are written into the template first
// (`takeTexts`), so the clone is made with them.

import { SET_TEXT } from './format.js'
import { NODE_ID } from './state.js'

// Keeps the subtree at `root` as the next template. The kept template's own nodes carry the properties a
// copy's get, in the same order. Adding them gives a node a new hidden class, which the engine keeps only
// while a node has it: with none left (a cleared table, then a garbage collection) the code optimised for
// the rows is thrown away, and the next thousand rows are applied unoptimised.
export function define({ templates, LISTENS, COPY }, root) {
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
  templates.push({
    kept, nodeCount: count, listenAt, depths, texts, textNodes, original,
    current: [...original], wanted: [...original], reached: false,
  })
}

// Writes into the template the texts that the `setText` operations from word `i` on give the copy whose
// ids start at word `at`, and its own texts everywhere else; returns the word after those operations.
export const takeTexts = ({ texts, textNodes, original, current, wanted }, words, at, i, end, strings) => {
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

// Makes a copy of template `number` whose ids are the words from `at` on; an adopter (adopt.js) may answer
// a copy already in the page.
export function copy(state, number, words, at, adopter) {
  const { nodeTable: nodes, unreached, LISTENS, COPY } = state
  const template = state.templates[number], { kept, nodeCount: size, listenAt } = template, rootID = words[at]
  const clone = nodes[rootID] = adopter?.copied(kept) ?? kept.cloneNode(true)
  clone[COPY] = words.slice(at - 1, at + size)
  for (let k = 1; k < size; k++) if (words[at + k] !== 0) unreached[words[at + k]] = rootID
  // In the order `listen` adds them, so a copy's nodes and nodes built one by one share their shape.
  if (listenAt[0] !== undefined) {
    clone[NODE_ID] = rootID
    clone[LISTENS] = listenAt[0]
  }
  // The first copy of each template is reached at once, so that the code that reaches copies has run
  // before the first event inside one.
  if (!template.reached) template.reached = true, reach(state, clone)
}

// Gives the numbered nodes of the copy at `root` their ids and event lists.
export function reach({ nodeTable: nodes, unreached, templates, lastAtDepth: path, LISTENS, COPY }, root) {
  const ids = root[COPY]
  root[COPY] = null
  const { nodeCount: size, depths, listenAt } = templates[ids[0]]
  const rootID = ids[1]
  if (nodes[rootID] !== root) return // released since
  let node = path[0] = root
  for (let k = 1; k < size; k++) {
    const depth = depths[k], id = ids[k + 1]
    // (In a copy something else has taken nodes out of, the ids past the gap name no node.)
    node &&= path[depth] = depth > depths[k - 1] ? path[depth - 1].firstChild : path[depth].nextSibling
    if (id === 0 || unreached[id] !== rootID) continue
    unreached[id] = 0
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
export function live(state, id) {
  const { nodeTable: nodes, unreached } = state, node = nodes[id]
  if (node !== undefined || !(unreached[id] > 0)) return node
  reach(state, nodes[unreached[id]])
  return nodes[id]
}

// The node with id `id`, the nodes of its copy reached if it is the root of one: before its children
// change, while the walk by depths still finds them.
export function reached(state, id) {
  const node = live(state, id)
  if (node[state.COPY]) reach(state, node)
  return node
}

// Reaches the copies `node` is inside, so its events find their nodes numbered.
export function reachCopiesAround(state, node) {
  for (; node !== null && node !== state.container; node = node.parentNode) if (node[state.COPY]) reach(state, node)
}
