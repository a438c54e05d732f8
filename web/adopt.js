// Adopting a pre-rendered page (docs/patch-format.md, "Adoption of a pre-rendered page"; docs/hydration.md).
// The shim loads this module only for a container marked `data-vdom-prerendered`. The app's first frame is
// applied with an adopter: each creation takes the node the static HTML put where the frame creates one,
// when it matches, so a page that matches its HTML gets no new node. Where it differs, the smallest part is
// made again and the difference reported (kind 6). Once the frame is in, what the person did before the
// module arrived (kept by record.js) reaches the app.

const MISMATCH = 6
const IGNORED = 4
// The attributes static HTML writes for the page alone: the events an element's app listens to, and the
// state of a form control, which lives in properties once the app runs.
const STATIC_ONLY = { input: ['value', 'checked'], option: ['selected'] }
const LISTENED = 'data-vdom-on'

/** Applies the next frame `app` sends to `container` by adoption. */
export function adopt(app, container) {
  const applier = app.applier
  const apply = applier.apply
  applier.apply = (frame) => {
    applier.apply = apply
    const adopter = adopterFor(app, container)
    const released = apply(frame, adopter)
    adopter.finish()
    // Once the call that sent the frame has returned: the module is not entered from inside its imports.
    queueMicrotask(adopter.replay)
    return released
  }
}

function adopterFor(app, container) {
  const applier = app.applier
  const doc = container.ownerDocument
  const recorder = doc.defaultView.vdomRecorder
  // What was repaired: where (a node, whose path is read once all is repaired, or the path of a node removed),
  // what, and the node whose nearest element with an id names it to the app.
  const reports = []
  const report = (where, message, node = where) => reports.push(where, message, node)
  // The elements being built, innermost last, each with the next child of the page's not yet taken (none
  // for a new element, whose children are all new).
  const open = []
  const taken = new Set()
  // The nodes made because the page had none that matched.
  let made = 0
  // The new nodes put before a node of the page that nothing took yet: missing, or in its place.
  const waiting = new Map()
  // The state of the form controls taken, as the page had it, and those the frame rendered otherwise.
  const controls = new Map()
  const edited = new Set()
  // The page-only attributes taken off an element, by name, with the value each had.
  const stripped = new Map()
  // The texts of copies taken that the page had otherwise than the template: each node, then its text.
  const copyTexts = []
  const active = doc.activeElement
  const selection = active && active.selectionEnd != null ? [active.selectionStart, active.selectionEnd, active.selectionDirection] : null
  // The attribute writes of the frame, seen by an observer (and those it saw before each removal of ours).
  const written = new doc.defaultView.MutationObserver(() => {})
  const records = []

  // Whitespace straight in the mount point is the page's own formatting (the parser puts what follows
  // `</body>` into the body): never the view's, it is passed over and left where it is.
  const spacing = new Set()
  for (let node = container.firstChild; node; node = node.nextSibling) if (node.nodeType === 3 && !node.data.trim()) spacing.add(node)
  const foreign = (node) => spacing.has(node) || (recorder?.isForeign(node) ?? false)
  const skip = (node) => {
    while (node !== null && foreign(node)) node = node.nextSibling
    return node
  }
  // The element being built, once the frame's first creation has begun the adoption.
  const top = () => open[open.length - 1] ?? begin()

  // Begins with the frame's first operation, once the page's watch for foreign edits is paused: removes
  // the separators static HTML writes between two texts (which the parser would otherwise join), and
  // starts at the container's first child.
  function begin() {
    const walker = doc.createTreeWalker(container, 128)
    const separators = []
    while (walker.nextNode()) {
      const comment = walker.currentNode
      if (comment.data === '' && (comment.previousSibling?.nodeType === 3 || comment.nextSibling?.nodeType === 3)) separators.push(comment)
    }
    for (const comment of separators) comment.remove()
    written.observe(container, { attributes: true, attributeOldValue: true, subtree: true })
    open.push({ node: container, next: skip(container.firstChild) })
    return open[0]
  }

  // The node a creation makes: the next of the page's where it matches, else `make()`, put in at once.
  function create(matches, make) {
    const parent = top()
    if (parent.next === undefined) return made++, make()
    let candidate = parent.next
    if (candidate !== null && !matches(candidate)) {
      const after = skip(candidate.nextSibling)
      if (after !== null && matches(after)) {
        extra(candidate)
        candidate = after
      }
    }
    if (candidate !== null && matches(candidate)) {
      parent.next = skip(candidate.nextSibling)
      missing(candidate)
      taken.add(candidate)
      return candidate
    }
    const node = make()
    made++
    parent.node.insertBefore(node, candidate)
    if (candidate === null) report(node, `expected ${describe(node)}, found nothing`)
    else waiting.set(candidate, [...(waiting.get(candidate) ?? []), node])
    return node
  }

  // A node made where the page cannot have one, put before the cursor's node with no report.
  function quietly(make) {
    const parent = top(), node = make()
    made++
    if (parent.next !== undefined) parent.node.insertBefore(node, parent.next)
    return node
  }

  // The new nodes put before `node`, which something then took: they were missing.
  function missing(node) {
    for (const made of waiting.get(node) ?? []) report(made, `expected ${describe(made)}, found nothing`)
    waiting.delete(node)
  }

  // Removes a node of the page that nothing takes; the first new node put before it took its place.
  function extra(node) {
    const [first, ...others] = waiting.get(node) ?? []
    waiting.delete(node)
    if (first) report(first, `expected ${describe(first)}, found ${describe(node)}`)
    else report(path(container, node), `expected nothing, found ${describe(node)}`, node.parentNode)
    for (const made of others) report(made, `expected ${describe(made)}, found nothing`)
    node.remove()
  }

  function element(namespace, tag) {
    const node = create(
      (node) => node.nodeType === 1 && node.localName === tag && node.namespaceURI === namespace,
      () => doc.createElementNS(namespace, tag))
    const mine = taken.has(node)
    open.push({ node, next: mine ? skip(node.firstChild) : undefined })
    if (mine) control(node)
    return node
  }

  // Notes the state of an element taken, before the frame writes it: a form control's state, and the
  // attributes static HTML wrote for the page alone, which go now (so a template defined from it does not
  // keep them), the control keeping its state.
  function control(node) {
    const tag = node.localName
    if (tag === 'input' || tag === 'textarea') controls.set(node, [node.value, node.checked, node.defaultValue, node.defaultChecked])
    else if (tag === 'option') controls.set(node, [node.selected, node.defaultSelected])
    records.push(...written.takeRecords())
    node.removeAttribute(LISTENED)
    for (const name of STATIC_ONLY[tag] ?? []) {
      const value = node.getAttribute(name)
      if (value === null) continue
      const state = node[name]
      node.removeAttribute(name)
      if (node[name] !== state) node[name] = state
      stripped.set(node, { ...stripped.get(node), [name]: value })
    }
    // These are not the frame's writes.
    written.takeRecords()
  }

  // Gives each text of `node` the one of `model`, a subtree of the same shape, noting what the page had.
  function retext(model, node) {
    if (model.nodeType === 3 && model.data !== node.data) {
      copyTexts.push(node, node.data)
      node.data = model.data
    }
    for (let a = model.firstChild, b = node.firstChild; a !== null; a = a.nextSibling, b = b.nextSibling) retext(a, b)
  }

  // Gives a control back the state the person left it in, where the app rendered another; answers whether it did.
  function restore(control, state) {
    const names = control.localName === 'option' ? ['selected'] : ['value', 'checked']
    let restored = false
    for (let k = 0; k < names.length; k++) {
      const name = names[k], page = state[k], parsed = state[k + names.length]
      if (control[name] === page || page === parsed) continue
      control[name] = page
      restored = true
    }
    return restored
  }

  // Ends an element: what is left of the page's children after the last one taken is extra.
  function close({ node, next }) {
    if (node.localName === 'textarea') {
      // Its text is its value on parsing, which a property holds once the app runs.
      const value = node.value
      node.textContent = ''
      node.value = value
      return
    }
    for (let child = next; child; ) {
      const after = skip(child.nextSibling)
      if (!foreign(child)) extra(child)
      child = after
    }
  }

  // Enter in a field is a submission of its form, which the browser does not make while the form's button
  // is disabled: a pre-rendered form's button may be, until the app has heard what was typed. Once it has,
  // the form is sent as Enter would have sent it then, unless a handler took the key or a submit was kept.
  function submitLate(event, sent) {
    const field = event.target, form = field.form
    if (event.key !== 'Enter' || event.defaultPrevented || field.localName !== 'input' || !form || sent.has(form)) return
    if (!applier.listensFor(form).includes('submit')) return
    const button = form.querySelector('button:not([type]), button[type=submit], input[type=submit], input[type=image]')
    if (button?.form === form && !button.disabled) form.requestSubmit(button)
  }

  return {
    createElement: (tag) => element('http://www.w3.org/1999/xhtml', tag),
    createElementNS: element,
    createTextNode(text) {
      // An empty text is nothing in HTML: it is made, and nothing is reported.
      if (text === '') return quietly(() => doc.createTextNode(text))
      const node = create((node) => node.nodeType === 3, () => doc.createTextNode(text))
      if (node.data !== text) {
        report(node.parentNode, `expected text "${clip(text)}", found "${clip(node.data)}"`)
        node.data = text
      }
      return node
    },
    createComment(text) {
      const node = create((node) => node.nodeType === 8, () => doc.createComment(text))
      node.data = text
      return node
    },

    // A copy of a template: a subtree of the page of the same shape, its texts made the copy's.
    copied(kept) {
      const node = create((node) => sameShape(kept, node), () => kept.cloneNode(true))
      if (!taken.has(node)) return node
      retext(kept, node)
      // Its texts are made the copy's now; those the page had otherwise are reported once the frame's own
      // `setText`s are in.
      for (const element of node.querySelectorAll('*')) {
        taken.add(element)
        control(element)
      }
      control(node)
      return node
    },

    // Whether an element's raw HTML is already the page's (compared as the browser writes it back).
    keeps(node, html) {
      if (top()?.node !== node || !taken.has(node)) return false
      top().next = null
      return node.innerHTML === html
    },

    // A template is defined from `root`, whose children are all made: what is left of the page's goes now,
    // so the template does not keep it.
    defining(root) {
      const last = top()
      if (last.node !== root || last.next === undefined) return
      close(last)
      last.next = null
    },

    // An `insert`: does nothing for a node already in the page; closes the element it ends.
    inserted(node) {
      const last = top()
      if (open.length > 1 && last.node === node) {
        open.pop()
        if (last.next !== undefined) close(last)
      }
      return node.parentNode !== null
    },

    finish() {
      close(open[0] ?? begin())
      // Attributes the frame wrote that the page had otherwise (styles are never in static HTML). The first
      // record of each has the value before the frame.
      const writes = new Map()
      for (const { target, attributeName: local, attributeNamespace: space, oldValue } of [...records, ...written.takeRecords()]) {
        if (!taken.has(target) || local === 'style') continue
        const names = writes.get(target) ?? writes.set(target, new Set()).get(target)
        const name = space ? target.getAttributeNodeNS(space, local)?.name ?? local : local
        if (names.has(name)) continue
        names.add(name)
        const value = target.getAttributeNS(space, local)
        const before = space ? oldValue : stripped.get(target)?.[name] ?? oldValue
        if (value === before) continue
        report(target, `expected ${value === null ? `no ${name}` : `${name}="${value}"`}, found ${before === null ? `no ${name}` : `${name}="${before}"`}`)
      }
      written.disconnect()
      for (let k = 0; k < copyTexts.length; k += 2) {
        const node = copyTexts[k], page = copyTexts[k + 1]
        if (node.data !== page) report(node, `expected text "${clip(node.data)}", found "${clip(page)}"`)
      }
      // Controls keep what the person typed, checked or chose (the page's state is not the one it parsed);
      // the app hears it as an event (`replay`). One the person left keeps the frame's.
      for (const [control, state] of controls) {
        if (restore(control, state)) edited.add(control.localName === 'option' ? control.closest('select') ?? control : control)
      }
      if (active && active !== doc.activeElement && container.contains(active)) active.focus({ preventScroll: true })
      if (selection && doc.activeElement === active && container.contains(active)) active.setSelectionRange(...selection)
      container.removeAttribute('data-vdom-prerendered')
      // For the page's own script and for measurements: the nodes made, and the differences repaired.
      container.dispatchEvent(new doc.defaultView.CustomEvent('vdom-hydrated', { detail: { made, repaired: reports.length / 3 } }))
      // Each report's kind word carries the id of the element it is in (docs/patch-format.md, part 3).
      const ids = new Map()
      if (reports.length) for (let id = applier.stats().nodes - 1; id > 0; id--) ids.set(applier.node(id), id)
      for (let k = 0; k < reports.length; k += 3) {
        const where = reports[k]
        let node = reports[k + 2]
        while (node && node !== container && !ids.has(node)) node = node.parentNode
        const message = `hydration repaired ${typeof where === 'string' ? where : path(container, where)}: ${reports[k + 1]}`
        app.raise(MISMATCH + (ids.get(node) ?? 0) * 256, message)
      }
    },

    // Hands the app what the person did: first the edits (each control whose state differs from the one
    // rendered, as one `input` or `change` with its state now), then the other events in order.
    replay() {
      const events = recorder?.take(container) ?? []
      recorder?.stop()
      for (const target of edited) {
        // The frame of an edit heard before may have rendered this one's control again.
        for (const [control, state] of controls) if (control === target || control.parentNode && target.contains(control)) restore(control, state)
        const box = target.type === 'checkbox' || target.type === 'radio' || target.localName === 'select'
        target.dispatchEvent(new doc.defaultView.Event(box ? 'change' : 'input', { bubbles: true }))
      }
      // The forms a submit was kept for: Enter in one of their fields was a submission then.
      const sent = new Set(events.filter((event) => event.type === 'submit').map((event) => event.target))
      for (const event of events) {
        const target = event.target
        if ((event.type === 'input' || event.type === 'change') && edited.has(target)) continue
        if (container.contains(target)) {
          app.applier.replay(event)
          if (event.type === 'keydown') submitLate(event, sent)
        } else if (event.defaultPrevented) {
          app.raise(IGNORED, `a ${event.type} on <${target.localName}> made before the app started was not replayed: hydration replaced the element`)
        }
      }
    },
  }
}

// Whether `node` has the kinds and names of `model`, node for node.
function sameShape(model, node) {
  if (model.nodeType !== node.nodeType || model.localName !== node.localName) return false
  let a = model.firstChild
  let b = node.firstChild
  for (; a !== null && b !== null; a = a.nextSibling, b = b.nextSibling) if (!sameShape(a, b)) return false
  return a === b
}

function describe(node) {
  if (node.nodeType === 3) return `text "${clip(node.data)}"`
  if (node.nodeType === 8) return 'a comment'
  const space = node.namespaceURI
  return `<${node.localName}>` + (KNOWN_SPACES.includes(space) ? '' : ` in ${space}`)
}

// The namespaces HTML's parser puts elements in.
const KNOWN_SPACES = ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/2000/svg', 'http://www.w3.org/1998/Math/MathML']

const clip = (text) => text.length > 40 ? text.slice(0, 39) + '…' : text

// Where `node` is, from `container`: each element's local name, with its place among its parent's elements
// when it has element siblings; a text is where its parent is.
function path(container, node) {
  if (node.nodeType !== 1) node = node.parentNode
  const steps = []
  for (; node && node !== container; node = node.parentNode) {
    const parent = node.parentNode
    let step = node.localName
    if (parent && parent.childElementCount > 1) step += `:nth-child(${[...parent.children].indexOf(node) + 1})`
    steps.unshift(step)
  }
  return steps.length ? steps.join(' > ') : 'the mount point'
}
