// Keeps what a person does on a pre-rendered page before its module has started (docs/hydration.md). A
// classic script in the page's head, so it listens before the first paint: the events inside a container
// still marked `data-vdom-prerendered` are kept for adopt.js to hand to the app once it runs. A click or a
// submit the app would handle (its element, or an ancestor, names the event in `data-vdom-on`) is
// prevented, so a form is never sent before the app can take it; every other event takes its course.
// Nodes something else adds once the document is parsed (an extension's) are noted, so adoption leaves
// them alone.
{
  const events = []
  const added = new WeakSet()
  const types = ['click', 'submit', 'keydown', 'input', 'change', 'focus', 'blur']
  const keep = (event) => {
    const target = event.target
    const container = target.closest?.('[data-vdom-prerendered]')
    if (!container) return
    const type = event.type
    if ((type === 'click' || type === 'submit') && target.closest(`[data-vdom-on~="${type}"]`)) event.preventDefault()
    events.push(event, container)
  }
  const note = (records) => {
    for (const record of records) for (const node of record.addedNodes) added.add(node)
  }
  const observer = new MutationObserver(note)
  for (const type of types) addEventListener(type, keep, true)
  const watch = () => observer.observe(document.body, { childList: true, subtree: true })
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watch)
  else watch()
  self.vdomRecorder = {
    /** The events kept for `container`, in order; they are not kept any longer. */
    take(container) {
      const taken = []
      for (let i = 0; i < events.length; i += 2) if (events[i + 1] === container) taken.push(events[i])
      for (let i = events.length - 2; i >= 0; i -= 2) if (events[i + 1] === container) events.splice(i, 2)
      return taken
    },
    /** Whether something else added `node` once the document was parsed. */
    isForeign(node) {
      note(observer.takeRecords())
      return added.has(node)
    },
    /** Stops listening once no container is waiting for its module. */
    stop() {
      if (document.querySelector('[data-vdom-prerendered]')) return
      for (const type of types) removeEventListener(type, keep, true)
      observer.disconnect()
    },
  }
}
