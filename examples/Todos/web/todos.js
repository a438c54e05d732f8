// The to-do page's own JavaScript: what Swift calls by name (JSFunction("itemsLeft")).

const plural = new Intl.PluralRules('en')
const number = new Intl.NumberFormat('en')

/** "1 item left", "1,204 items left": the count for the footer, in words. */
export function itemsLeft(count) {
  return `${number.format(count)} ${plural.select(count) === 'one' ? 'item' : 'items'} left`
}
