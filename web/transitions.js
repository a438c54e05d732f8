// Transitions, the page's side (docs/views.md, "Coming and going"): the shim loads this module only for an
// app whose module imports `transitions`. The classes of each phase come in frames; here an element is laid
// out between a phase's two frames, its end is found and told to the app as a `vdom-transition-end` event
// on it, and the children of a list are measured before a frame and moved smoothly after it (FLIP).

const END = 'vdom-transition-end'
// Ends come at the longest duration the style gives, or this much later when no end event does (an
// element out of the layout, a property that did not change).
const GRACE = 100

/** The imports of module `transitions` for the app `app` (docs/patch-format.md, part 3). */
export function connect(app) {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)')
  const watches = new WeakMap() // element → stops watching it
  const places = new WeakMap() // element → where it was before the frame
  const node = (id) => app.applier.node(id)

  return {
    // The element wears the classes a phase starts with. Laying it out now makes the next frame's classes
    // start the animation; once that frame is applied (a microtask later), the phase's length is read.
    watch(id, phase, milliseconds) {
      const element = node(id)
      watches.get(element)?.()
      element.getBoundingClientRect()
      let timer, done = false
      const stop = () => {
        done = true
        clearTimeout(timer)
        element.removeEventListener('transitionend', ended)
        element.removeEventListener('animationend', ended)
        watches.delete(element)
      }
      const end = () => {
        stop()
        element.dispatchEvent(new CustomEvent(END))
      }
      let longest = 0, started = 0
      // A descendant's ends bubble here, and each property has its own: only the element's own, once
      // the longest has run, end the phase.
      const ended = (event) => {
        if (event.target === element && performance.now() - started >= longest - 20) end()
      }
      watches.set(element, stop)
      queueMicrotask(() => {
        if (done) return
        longest = milliseconds >= 0 ? milliseconds : length(element)
        if (reduced.matches || longest === 0) return end()
        started = performance.now()
        element.addEventListener('transitionend', ended)
        element.addEventListener('animationend', ended)
        timer = setTimeout(end, longest + GRACE)
      })
    },

    measure(parent) {
      for (const child of node(parent).children) places.set(child, child.getBoundingClientRect())
    },

    // Each child measured that has moved starts where it was, then goes to its place wearing `move`.
    play(parent, move, count) {
      const names = new TextDecoder().decode(new Uint8Array(app.memory.buffer, move, count)).split(' ')
      const moved = []
      for (const child of node(parent).children) {
        const before = places.get(child)
        places.delete(child)
        if (!before || reduced.matches) continue
        const after = child.getBoundingClientRect()
        const dx = before.left - after.left, dy = before.top - after.top
        if (!dx && !dy) continue
        child.style.transform = `translate(${dx}px, ${dy}px)`
        child.style.transitionDuration = '0s'
        moved.push(child)
      }
      if (moved.length === 0) return
      document.body.getBoundingClientRect()
      for (const child of moved) {
        child.classList.add(...names)
        child.style.transform = child.style.transitionDuration = ''
        let timer
        const ended = (event) => {
          if (event && (event.target !== child || event.propertyName !== 'transform')) return
          clearTimeout(timer)
          child.removeEventListener('transitionend', ended)
          child.classList.remove(...names)
          // Left as the frames made it: an element without a class or a style has no empty attribute.
          if (!child.classList.length) child.removeAttribute('class')
          if (!child.style.length) child.removeAttribute('style')
        }
        child.addEventListener('transitionend', ended)
        timer = setTimeout(ended, length(child) + GRACE)
      }
    },
  }
}

// The longest delay plus duration of the element's transitions and animations, in milliseconds.
function length(element) {
  const style = getComputedStyle(element)
  const longest = (delays, durations) => {
    const times = (list) => list.split(',').map((time) => parseFloat(time) * (time.trim().endsWith('ms') ? 1 : 1000) || 0)
    const wait = times(delays), run = times(durations)
    return Math.max(0, ...run.map((duration, index) => duration + wait[index % wait.length]))
  }
  return Math.max(longest(style.transitionDelay, style.transitionDuration),
    longest(style.animationDelay, style.animationDuration))
}
