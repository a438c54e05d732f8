// Events and their delegation (docs/patch-format.md, part 3, "Dispatch"): an `addListener` only records on
// the node which events it forwards; the container has one listener per event type, in the capture phase
// (which non-bubbling events have too), added the first time a type is named and never removed.

import { NODE_ID } from './state.js'
import { live, reachCopiesAround } from './templates.js'
import { RENDERED, restoreControlled } from './controlled.js'

// The container's listener. The path is taken before any handler runs, as the browser takes it: a
// handler's frame may move or remove its nodes.
export function listener(state, event) {
  const name = state.eventIDs.get(event.type), target = event.target, LISTENS = state.LISTENS
  // A dialog shown again (another value presented) was closed and reopened by the frame: the `close`
  // the browser fires a task later is not the user's, and the app must not dismiss the new value.
  if (event.type === 'close' && target.open) return
  reachCopiesAround(state, target)
  const path = []
  for (let node = target; node !== state.container; node = node.parentNode) {
    if (node === null) return // not inside the container
    if ((node === target || event.bubbles) && node[LISTENS]?.includes(name)) path.push(node)
  }
  if (path.length === 0) return
  // One the DOM fires while a frame is applied (a blur as the focused node leaves) would run the app in
  // the middle of its own call: it waits for the frame's operations to be done.
  if (state.applying) return void state.caused.push([event, name, path])
  walk(state, event, name, path)
}

// Dispatches the event to each node of its path in turn. A node on it is skipped if, by its turn, it has
// left the node table or stopped listening.
export function walk(state, event, name, path) {
  const { nodeTable, LISTENS } = state
  let keep = false
  for (const node of path) {
    const id = node[NODE_ID]
    if (nodeTable[id] !== node || !node[LISTENS].includes(name)) continue
    const flags = state.dispatch(id, name, event)
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
  // An input method's text not committed yet is the user's: putting the rendered value back would
  // break the composition.
  if (!event.isComposing) restoreControlled(state, target)
}

export function listen(state, id, name) {
  const node = live(state, id), LISTENS = state.LISTENS, events = node[LISTENS]
  node[NODE_ID] = id
  if (events === undefined) node[LISTENS] = state.single[name] ??= [name]
  else if (!events.includes(name)) node[LISTENS] = [...events, name]
  const type = state.nameOf[name]
  if (!state.eventIDs.has(type)) {
    state.eventIDs.set(type, name)
    state.container.addEventListener(type, state.onEvent ??= (event) => listener(state, event), true)
  }
}

export function unlisten(state, id, name) {
  const node = live(state, id), LISTENS = state.LISTENS, events = node[LISTENS]
  if (events !== undefined && events.includes(name)) node[LISTENS] = events.filter((other) => other !== name)
}
