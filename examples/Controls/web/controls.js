// The order page's own JavaScript, which Swift calls by name (JSFunction("today")).

/** Today's date where the person is, as a date field writes it (`2026-11-29`): the first day a pizza
 * can be delivered, and the last that can be a birthday. */
export function today() {
  const now = new Date()
  const two = (number) => String(number).padStart(2, '0')
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
}
