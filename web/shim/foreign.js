// Foreign edits (docs/patch-format.md, "Foreign edits"): edits of the container's tree by something other
// than the applier (a translator, an extension, the page's own script), seen by a mutation observer that is
// off while a frame is applied. Nodes others add are theirs: tolerated, and what happens inside them is
// their business.

const WATCHED = { childList: true, subtree: true }

// Starts watching the container, where the document has mutation observers.
export function watch(state) {
  const Observer = state.doc.defaultView?.MutationObserver
  state.observer = Observer && new Observer((records) => noticeEdits(state, records))
  resume(state)
}

// Before a frame: what something else did since the last one is told apart from what the frame does.
export function pause(state) {
  const observer = state.observer
  if (!observer) return
  const records = observer.takeRecords()
  if (records.length) noticeEdits(state, records)
  observer.disconnect()
}

export const resume = ({ observer, container }) => observer?.observe(container, WATCHED)

// Reports the app's nodes that something else removed or moved (once for the records of one edit); the
// frames go on, and an operation that then finds a node out of place puts it where the frame means.
function noticeEdits({ container, foreign, report }, records) {
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
