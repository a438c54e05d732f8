// A colour picker in plain JavaScript, with no library: the kind of widget a page takes from elsewhere.
// The palette's page wraps it as a representable element (Sources/PaletteWeb/ColourPicker.swift), but it
// knows nothing of Swift:
//
//   const picker = createPicker(element, '#2563eb')
//   element.addEventListener('colour-change', (event) => save(event.detail))   // '#1d4ed8'
//   picker.setColour('#16a34a')
//   picker.destroy()
//
// It builds its nodes with createElement and append alone (the page's policy takes no HTML strings) inside
// the element it is given, and destroy() takes every node and listener it added away again.
//
// Each control is reached with Tab, worked with keys as well as a pointer, labelled, and shows its focus:
// - the area, a slider in two dimensions: saturation across (Left, Right, Home, End), brightness up and
//   down (Up, Down, Page Up, Page Down);
// - the hue, a slider: Left and Down lower it, Right and Up raise it, Page Up and Page Down by 10, Home and
//   End to its ends;
// - swatches of ready colours, a radio group: the arrows move among them and choose;
// - the colour as hex text, which can be typed.
// Shift with an arrow moves ten steps at once.
//
// While the person is still moving (a drag, an arrow key held, a colour being typed) the element gets
// `colour-input` events; when they settle (the pointer or the key let go, a swatch chosen, the text
// committed) one `colour-change`. Both bubble, with the colour as `#rrggbb` in `detail`. setColour changes
// what the picker shows and sends no event; a colour it shows already changes nothing.

const SWATCHES = [
  ['Blue', '#2563eb'], ['Indigo', '#4f46e5'], ['Violet', '#7c3aed'], ['Pink', '#db2777'], ['Red', '#dc2626'],
  ['Orange', '#ea580c'], ['Amber', '#ca8a04'], ['Green', '#16a34a'], ['Teal', '#0d9488'], ['Slate', '#475569'],
]

// Tells the pickers of a page apart, for the ids that tie a label to its field.
let made = 0

/** Makes a picker showing `colour` (`#rrggbb` or `#rgb`) inside `element`; throws a TypeError for another text. */
export function createPicker(element, colour) {
  let hsv = toHsv(parse(colour))
  const number = ++made
  const listening = new AbortController()
  const { signal } = listening

  const root = node('div', 'cp', { role: 'group', 'aria-label': 'Colour picker' })
  const area = node('div', 'cp-area', {
    role: 'slider', tabindex: '0', 'aria-label': 'Saturation and brightness', 'aria-valuemin': '0', 'aria-valuemax': '100',
  })
  const areaThumb = node('div', 'cp-thumb')
  area.append(areaThumb)
  const hue = node('div', 'cp-hue', {
    role: 'slider', tabindex: '0', 'aria-label': 'Hue', 'aria-valuemin': '0', 'aria-valuemax': '359',
  })
  const hueThumb = node('div', 'cp-thumb')
  hue.append(hueThumb)
  const swatches = node('div', 'cp-swatches', { role: 'radiogroup', 'aria-label': 'Ready colours' })
  const buttons = SWATCHES.map(([name, value]) => {
    const swatch = node('button', 'cp-swatch', { type: 'button', role: 'radio', 'aria-label': name, title: name })
    swatch.style.backgroundColor = value
    swatch.dataset.colour = value
    return swatch
  })
  swatches.append(...buttons)
  const field = node('div', 'cp-field')
  const chip = node('span', 'cp-chip', { 'aria-hidden': 'true' })
  const label = node('label', 'cp-label', { for: `cp-hex-${number}` })
  label.append('Hex')
  const text = node('input', 'cp-hex', {
    id: `cp-hex-${number}`, type: 'text', maxlength: '7', spellcheck: 'false', autocomplete: 'off',
    autocapitalize: 'off',
  })
  field.append(chip, label, text)
  root.append(area, hue, swatches, field)
  element.append(root)

  const hex = () => toHex(toRgb(hsv))
  const send = (type) => element.dispatchEvent(new CustomEvent(type, { detail: hex(), bubbles: true }))

  function show() {
    const current = hex()
    area.style.backgroundColor = `hsl(${hsv.h} 100% 50%)`
    areaThumb.style.left = `${hsv.s}%`
    areaThumb.style.top = `${100 - hsv.v}%`
    areaThumb.style.backgroundColor = current
    area.setAttribute('aria-valuenow', String(Math.round(hsv.s)))
    area.setAttribute('aria-valuetext', `Saturation ${Math.round(hsv.s)}%, brightness ${Math.round(hsv.v)}%`)
    hueThumb.style.left = `${hsv.h / 3.59}%`
    hueThumb.style.backgroundColor = `hsl(${hsv.h} 100% 50%)`
    hue.setAttribute('aria-valuenow', String(Math.round(hsv.h)))
    hue.setAttribute('aria-valuetext', `${Math.round(hsv.h)} degrees, ${hueName(hsv.h)}`)
    // A radio group is one stop of Tab: the chosen swatch, or the first when none is.
    const chosen = buttons.findIndex((swatch) => swatch.dataset.colour === current)
    buttons.forEach((swatch, index) => {
      swatch.setAttribute('aria-checked', String(index === chosen))
      swatch.tabIndex = index === (chosen < 0 ? 0 : chosen) ? 0 : -1
    })
    chip.style.backgroundColor = current
    // What the person is typing stays as typed until they commit it.
    if (document.activeElement !== text) text.value = current
  }

  const set = (next, type) => {
    hsv = next
    show()
    send(type)
  }

  // The area and the hue: a drag sends input events and its end a change; a key sends an input event as it
  // goes down (and as it repeats) and a change as it comes up.
  function slider(element, fromPointer, fromKey) {
    let moving = false
    element.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return
      event.preventDefault()
      element.focus()
      element.setPointerCapture(event.pointerId)
      set(fromPointer(event, element.getBoundingClientRect()), 'colour-input')
    }, { signal })
    element.addEventListener('pointermove', (event) => {
      if (element.hasPointerCapture(event.pointerId)) set(fromPointer(event, element.getBoundingClientRect()), 'colour-input')
    }, { signal })
    element.addEventListener('lostpointercapture', () => send('colour-change'), { signal })
    element.addEventListener('keydown', (event) => {
      const next = fromKey(event.key, event.shiftKey ? 10 : 1)
      if (!next) return
      event.preventDefault()
      moving = true
      set(next, 'colour-input')
    }, { signal })
    element.addEventListener('keyup', () => {
      if (!moving) return
      moving = false
      send('colour-change')
    }, { signal })
  }

  slider(area, (event, box) => ({
    ...hsv,
    s: clamp((event.clientX - box.left) / box.width * 100, 0, 100),
    v: clamp(100 - (event.clientY - box.top) / box.height * 100, 0, 100),
  }), (key, step) => {
    const moves = {
      ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowDown: [0, -step], ArrowUp: [0, step],
      PageDown: [0, -10], PageUp: [0, 10], Home: [-100, 0], End: [100, 0],
    }
    if (!moves[key]) return null
    const [ds, dv] = moves[key]
    return { ...hsv, s: clamp(Math.round(hsv.s) + ds, 0, 100), v: clamp(Math.round(hsv.v) + dv, 0, 100) }
  })

  slider(hue, (event, box) => ({ ...hsv, h: clamp((event.clientX - box.left) / box.width * 359, 0, 359) }), (key, step) => {
    const h = Math.round(hsv.h)
    const to = {
      ArrowLeft: h - step, ArrowDown: h - step, ArrowRight: h + step, ArrowUp: h + step,
      PageDown: h - 10, PageUp: h + 10, Home: 0, End: 359,
    }[key]
    return to === undefined ? null : { ...hsv, h: clamp(to, 0, 359) }
  })

  // The swatches: a click, or an arrow that moves the focus, chooses.
  const choose = (swatch) => {
    swatch.focus()
    set(toHsv(parse(swatch.dataset.colour)), 'colour-change')
  }
  swatches.addEventListener('click', (event) => {
    const swatch = event.target.closest('.cp-swatch')
    if (swatch) choose(swatch)
  }, { signal })
  swatches.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const at = buttons.indexOf(event.target)
    if (!step || at < 0) return
    event.preventDefault()
    choose(buttons[(at + step + buttons.length) % buttons.length])
  }, { signal })

  // The text: a colour typed in full (six digits) shows at once; Enter or leaving the field commits what
  // is typed (three digits too), or puts the colour shown back when the text is no colour. Text that
  // cannot become one is marked as it is typed.
  let typing = false
  text.addEventListener('input', () => {
    const value = text.value.trim()
    text.setAttribute('aria-invalid', String(!/^#?[0-9a-f]{0,6}$/i.test(value)))
    const typed = /^#?[0-9a-f]{6}$/i.test(value) ? parse(value) : null
    if (!typed || toHex(typed) === hex()) return
    typing = true
    set(toHsv(typed), 'colour-input')
  }, { signal })
  const commit = () => {
    const typed = parseOrNull(text.value)
    if (typed && toHex(typed) !== hex()) {
      hsv = toHsv(typed)
      typing = true
    }
    text.value = hex()
    text.removeAttribute('aria-invalid')
    show()
    if (!typing) return
    typing = false
    send('colour-change')
  }
  text.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') commit()
  }, { signal })
  text.addEventListener('blur', commit, { signal })

  show()
  return {
    /** Shows `colour`, without an event. */
    setColour(colour) {
      const rgb = parse(colour)
      if (toHex(rgb) === hex()) return
      hsv = toHsv(rgb)
      show()
    },
    /** Takes the picker's nodes and listeners away; the element is as it was before. */
    destroy() {
      listening.abort()
      root.remove()
    },
  }
}

function node(tag, className, attributes = {}) {
  const element = document.createElement(tag)
  element.className = className
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

const clamp = (value, low, high) => Math.min(high, Math.max(low, value))

// `#rrggbb` or `#rgb` as red, green and blue from 0 to 255.
function parse(colour) {
  const rgb = parseOrNull(colour)
  if (!rgb) throw new TypeError(`"${colour}" is not a colour such as #2563eb`)
  return rgb
}

function parseOrNull(colour) {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(colour).trim())
  if (!match) return null
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit) : match[1].match(/../g)
  const [r, g, b] = digits.map((pair) => parseInt(pair, 16))
  return { r, g, b }
}

const toHex = ({ r, g, b }) => '#' + [r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')

// Hue in degrees, saturation and value (brightness) in percent.
function toHsv({ r, g, b }) {
  const max = Math.max(r, g, b), min = Math.min(r, g, b), range = max - min
  let h = 0
  if (range) {
    if (max === r) h = ((g - b) / range + 6) % 6
    else if (max === g) h = (b - r) / range + 2
    else h = (r - g) / range + 4
  }
  return { h: Math.min(359, h * 60), s: max ? range / max * 100 : 0, v: max / 2.55 }
}

function toRgb({ h, s, v }) {
  const value = v / 100, chroma = value * s / 100
  const channel = (n) => {
    const k = (n + h / 60) % 6
    return Math.round((value - chroma * Math.max(0, Math.min(k, 4 - k, 1))) * 255)
  }
  return { r: channel(5), g: channel(3), b: channel(1) }
}

// A word for a hue, so that a screen reader says more than a number.
function hueName(h) {
  const names = [[15, 'red'], [45, 'orange'], [70, 'yellow'], [160, 'green'], [195, 'cyan'], [255, 'blue'],
    [285, 'violet'], [335, 'pink'], [360, 'red']]
  return names.find(([end]) => h < end)[1]
}
