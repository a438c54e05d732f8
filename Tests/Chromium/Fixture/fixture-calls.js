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
