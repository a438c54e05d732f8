// The fixture's own module: the functions Calls.swift calls by name.

export function fixtureEcho(...args) {
  return args
}

export function fixtureThrows() {
  const error = new Error('the store is full')
  error.name = 'QuotaExceededError'
  throw error
}

export function fixtureObject() {
  return { not: 'a value Swift takes' }
}

export async function fixtureLater(value, { signal }) {
  await new Promise((resolve) => setTimeout(resolve, 20))
  if (signal.aborted) window.fixtureAborted = value
  return `${value}, 20 ms later`
}

export async function fixtureRejects() {
  await null
  throw new TypeError('Failed to fetch')
}

// A widget as a library makes one: nodes of its own in the element it is given, and an object to drive it.
export function fixtureMountGauge(element, value) {
  const bar = document.createElement('span')
  bar.className = 'gauge-bar'
  element.append(bar)
  const gauge = {
    set(next) {
      bar.style.width = `${next}%`
      bar.textContent = String(next)
    },
    destroy() {
      bar.remove()
      window.fixtureDestroyed = (window.fixtureDestroyed ?? 0) + 1
    },
  }
  gauge.set(value)
  return gauge
}

export function fixtureMountBroken() {
  throw new TypeError('the widget cannot start')
}
